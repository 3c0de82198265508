"""Intent `regime`: which law governs an edital (calculator.regime)."""
from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Any

import calculator
from calculator import RegimeInput, RegimeResult
from calculator.regime import NEW_LAW_START, OLD_LAW_START
from calculator.reserve import PERCENTAGE
from vocabulary import BENEFICIARIES, LABEL

from ..plan import RegimePlan
from .common import fmt_date, when

# Cue words of a question about which law governs an edital (folded text).
# A law named by its bare number as the one governing an edital ("vale a 12.990", "segue a 15.142"). Round 35 (f36b):
# the future too ("seguirá a 12.990?"), and shared with `rules` for an edital still to be published, which has no year.
LAW_GOVERNS = (
    r"\b(?:(?<!quando )(?:ja |ainda |tambem |so ))?(?<!quando )(?<!quando ja )(?<!quando ainda )"
    r"(?:vale|valia|valeria|valera|se aplica|se aplicava|se aplicara|aplica-se|segue|seguia|seguira|e pela|e da|era pela"
    r"|era da|sera pela|sera da|fica na|cai na|entra na|esta na|ta na"
    # Round 35 (f37b): the future said with "vai" ("o próximo edital vai seguir a 12.990?")
    r"|vai (?:valer|seguir|usar|ser pela|ser da|cair na|ficar na)) (?:a |pela |na |da )?(?:lei )?(?:n?o? ?)"
    r"(?:15\.?142|12\.?990)\b"
)
# Round 45 (f60c): one law named back as the edital's, to be confirmed ("a lei de cotas é a de 2025, né?", "a lei que
# vale é a 15.142?", "é a lei de 2014 que vale pro meu?", "então é a lei nova?"): which law governs it, as "qual lei?"
# asks; the clause ends there (or "que vale"), so "é a lei nova que prevê ...?" names no edital's law.
_ONE_LAW = (r"(?:lei )?(?:(?:de |das )?cotas? )?(?:racia(?:l|is) )?(?:nova|antiga|velha|atual|anterior|de 2014|de 2025"
            r"|(?:n?o? ?)(?:15\.?142|12\.?990)(?:/\d{4})?)")
_CLAUSE_END = r"(?=\s*,?\s*(?:ne|neh|certo|correto|nao e|nao|mesmo|isso|ok|confere|sim|entao)?\s*(?:[?!.;]|$))"
LAW_CONFIRMED = (
    r"\blei\b[^?.;]{0,50}? (?:e|eh|seria|sera|era|vai ser) (?:mesmo )?(?:a |pela |da )?" + _ONE_LAW + _CLAUSE_END
    + r"|\b(?:e|eh|seria|sera|era) (?:mesmo )?(?:a |pela |da |na )?" + _ONE_LAW
    + r" (?:que|q) (?:vale|valia|se aplica|se aplicava|aplica|rege|regia)\b"
    + r"|\b(?:e|eh|seria|sera|era|fica|cai) (?:mesmo )?(?:a |pela |da |na )(?:lei (?:(?:de |das )?cotas? )?"
      r"(?:nova|antiga|velha|atual|anterior|de 2014|de 2025)|(?:lei )?(?:15\.?142|12\.?990))" + _CLAUSE_END
)
REGIME_CUE = re.compile(
    LAW_CONFIRMED + "|"
    # (Round 39, f43b: "diploma" as the norm, "a reserva racial segue qual diploma?"; a degree is refused before this)
    r"\bqual (?:e )?(?:a |o )?(?:lei|norma|legislacao|regra|regime|diploma)\b|\bque (?:lei|norma|legislacao|diploma)\b"
    r"|\bqual das (?:duas |ambas )?leis|\blei aplicavel"
    # Round 36 (f38a): the law in other words, its subject between, applicable to an edital ("confirmar a legislação de
    # reserva racial aplicável ao nosso edital"): which law governs it, as "lei aplicável" asks; "as normas aplicáveis à
    # heteroidentificação" asks no edital's law.
    r"|\b(?:legislac(?:ao|oes)|normas?|regras?|leis)(?: (?:de|da|das|sobre) (?:reserva|cotas?)(?: racia(?:l|is)| de vagas)?)?"
    r" aplicave(?:l|is) (?:a|ao|as|aos|para|pra|pro|no|na|em)?\s?(?:um |o |a )?(?:meu |nosso |minha |nossa |este |esse |deste |desse )?"
    r"(?:edital|editais|concurso|certame|selecao|pss|processo seletivo)\b"
    r"|\baplica(?:-se)? a lei\b|\bvale a lei\b|\bregid[oa]s?\b|\brege\b|\bsegue a lei|\blei (?:vale|se aplica|aplica)"
    r"|\blei (?:antiga|nova|velha|atual|anterior) ou (?:a |pela |na |com a )?(?:lei )?(?:antiga|nova|velha|atual|anterior)"
    # Round 29 (p29a): the two laws offered after the law named ("a lei que vale pra ele é a nova ou a velha?")
    r"|\blei\b[^?]{0,40}\b(?:e|eh|seria|sera|vai ser) (?:a |pela )?(?:nova|antiga|velha|atual|anterior) ou (?:a |pela )?"
    r"(?:nova|antiga|velha|atual|anterior)\b"
    # "aplica-se a cota antiga ou a nova?", "a reserva nova ou a velha?": which of the two laws' reserves.
    # Round 29 (fix29r): the quota named between ("a regra nova de cotas ou ainda na velha?").
    r"|\b(?:cota|reserva|regra)s? (?:antiga|nova|velha|atual|anterior)(?: de cotas?| das cotas)? ou (?:ainda |entao )?"
    r"(?:a |pela |na |da |com a )?(?:cota |reserva |regra )?"
    r"(?:antiga|nova|velha|atual|anterior)\b"
    r"|\bqual (?:o )?percentual|\bqual a porcentagem"
    r"|\b(?:lei )?de (?:2014|2025) ou (?:a |pela |na )?(?:lei )?(?:de )?(?:2014|2025)\b"
    r"|\b(?:lei|regra) (?:vigente|valida)\b"
    # The two percentages as the choice ("é a cota de 20 ou a de 30?", "reserva de 20% ou 30%?").
    # (Round 48, 48b: the group between, "a cota racial é de 20% ou de 30%?")
    r"|\b(?:cotas?|reserva|percentual|porcentagem)\b.{0,20}\b(?:20|30)(?: ?%| por cento)? ou (?:a |o |de |da |do )*(?:20|30)\b"
    # Round 48 (48b): one law by its rate or number said to hold still or already ("já vale a cota de 30%?", "continua
    # valendo a 12.990?"): which law reaches the edital (a regime only with a date or an edital to come, `rules`).
    r"|\b(?:ja|ainda|continua|continuaria|segue|seguiria)\s+(?:a\s+)?(?:vale|valendo|vigora|vigorando|se aplica|se aplicando|em vigor)"
    r"\s+(?:a |o )?(?:(?:cota|reserva|regra|percentual)(?: racial)? (?:de |dos |das )?(?:20|30)(?: ?%| por cento)"
    r"|(?:lei )?(?:n?o? ?)(?:15\.?142|12\.?990)\b|lei (?:nova|antiga|velha))"
    # HR wording: "favor informar o regime legal de reserva aplicável", "qual o regime de cotas do certame".
    r"|\bregime (?:legal |juridico )?(?:de (?:reserva|cotas?)(?: de vagas)? )?(?:aplicavel|vigente|incidente)\b"
    # Portal shorthand: "regime edital 2013-11-05", "regime do concurso de 03/2019" (the date makes it the edital's).
    r"|\bregime (?:legal |de cotas? )?(?:d[oa] |de )?(?:edital|concurso|certame|selecao|pss)\b(?=.{0,20}\b(?:19|20)\d\d\b)"
    r"|\blei (?:(?:de |das )?cotas? )?(?:nova|antiga|velha|15\.?142|12\.?990|de 2014|de 2025)(?: de cotas?| das cotas)?"
    # (not the gerund: "e se o edital tivesse saído com a lei de 2025 valendo?" is a reserve under that law)
    r"(?: ainda| tambem| so)? (?:vale|valia|valeria|se aplica|aplica|rege|abrange)(?!ndo)"
    # (Round 33, holdout33: "a lei de cota vale pro meu concurso?", "...para o meu edital?": the same reach of one edital)
    r"|\b(?:lei|leis) (?:de |das )?cotas? (?:vale|se aplica|aplica-se) (?:a|ao|para|pra|pro|no|na)\b"
    r"|\b(?:vale|se aplica|aplica-se) (?:a|ao|para|pra|pro|no) (?:um |o |a )?(?:meu |nosso |minha |nossa )?(?:edital|concurso|certame)"
    # "pega a lei de cotas?", "cai na lei nova?": whether a law reaches the edital (the imperfect too, "já pegava a lei?",
    # asked of an old edital's date).
    r"|\b(?:pega|pegava|pegaria|pegou|cai|caia|caiu|cairia|entra|entrava|entraria) (?:a |na |pela )?(?:lei|regra|norma)\b"
    # An edital placed under one law ("meu edital é da lei nova?", "o concurso fica na regra antiga?").
    r"|\b(?:edital|concurso|certame|selecao)\b.{0,20}\b(?:e|esta|ta|fica|entra|cai) (?:da|pela|na|sob a|dentro da)"
    r" (?:lei|regra|norma)\b"
    # "edital de março de 2014, entrou por cota ou nem existia isso?": whether the reserve existed at the edital's date.
    r"|\b(?:ja |nem |nao |ainda nao )existia(?:m)? (?:isso|essa cota|a cota|cotas?|a reserva|reserva|lei de cotas)\b"
    # Round 30 (fix30r): the same asked of "that time" ("havia previsão legal de reserva racial à época?")
    r"|\b(?:havia|existia|existiam|tinha|haveria|previa)\b[^?]{0,40}\b(?:reserva|cotas?)\b[^?]{0,30}"
    r"\b(?:a|na|naquela|nessa|daquela|dessa) epoca\b"
    # Round 22 (p22c): a dated edital and a law named by its bare number ("edital de 15/08/2014 vale a 12.990?", "o de
    # julho de 2025 já é pela 15.142?"): whether that law governs it; the year keeps "vale a 15.142 pra PSS?" law text.
    r"|\b(?:edital|concurso|certame|selecao|pss|publicad[oa])\b[^?]{0,40}\b(?:19|20)\d\d\b[^?]{0,25}?"
    # ("quando valia a 12.990" is the time that law was in force, said of another question's edital)
    + LAW_GOVERNS
)

NAME = "regime"
REQUIRED = ("edital_date",)


# A law named without a date ("esse edital é regido pela 12.990?") is computed on a stand-in date
# (`common.law_hint_date`); the answer names that law's span of editais, never the stand-in as if it were the edital's.
HINT_SPAN = {"old": f"entre {fmt_date(OLD_LAW_START)} e {fmt_date(NEW_LAW_START - timedelta(days=1))}",
             "new": f"a partir de {fmt_date(NEW_LAW_START)}"}


def build(params: dict[str, Any], today: date) -> RegimePlan:
    d, end, text, told = when(params, today)
    if text is None and not params.get("edital_date") and params.get("law_hint") in HINT_SPAN:
        text = HINT_SPAN[params["law_hint"]]
    # Round 33 (lo): a period still to come ("o edital que vamos publicar ano que vem") is an edital yet to be published:
    # its first day is only the earliest date, never said to be the publication date.
    # (Round 33, lo2: and one told to be so, `router.pending_edital`)
    to_come = bool(params.get("period")) and d is not None and d > today or bool(params.get("to_be_published"))
    return RegimePlan(input=RegimeInput(edital_date=d, today=today, to_be_published=to_come), period_end=end,
                      period_text=text, assumptions=[told])


def compute(plan: RegimePlan) -> RegimeResult:
    return calculator.regime(plan.input)


def headline(r: RegimeResult, when_text: str | None = None, pending: bool = False) -> str:
    if pending and r.regime is not None:
        # Round 33: an edital still to be published has no publication date to show (not today's, not a stand-in).
        return (f"Um edital ainda a publicar é regido pela **{LABEL[r.regime]}**, em vigor desde "
                f"{fmt_date(NEW_LAW_START)}, que reserva {PERCENTAGE[r.regime]}% das vagas a {BENEFICIARIES[r.regime]}.")
    when_text = when_text or fmt_date(r.edital_date)
    if not when_text.startswith(("entre ", "a partir ", "antes ")):
        when_text = "em " + when_text
    if r.regime is None:
        return (f"Um edital publicado {when_text} **não é regido por nenhuma destas leis**: não há reserva "
                "de vagas raciais por elas.")
    return (f"Um edital publicado {when_text} é regido pela **{LABEL[r.regime]}**, que reserva "
            f"{PERCENTAGE[r.regime]}% das vagas a {BENEFICIARIES[r.regime]}.")
