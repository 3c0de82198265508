"""Intent `reserve`: how many vagas are reserved (calculator.reserve)."""
from __future__ import annotations

import re
from datetime import date
from fractions import Fraction
from typing import Any

from pydantic import BaseModel

import calculator
from calculator import EligibilityInput, ReserveInput, ReserveResult
from calculator.groups import DECREE, DECREE_DATE, GroupShare
from calculator.pcd import ESTATAL_REASON, default_percentage, is_estatal, pcd_bounds
from calculator.reserve import fmt_decimal
from vocabulary import BENEFICIARIES, LABEL, NEW_LAW, OLD_LAW

from ..models import Assumption, LawFigure
from ..plan import ReservePlan
from .common import (
    IN_FORCE_FROM,
    OLD_LAW_FROM,
    OLD_LAW_UNTIL,
    PCD_CAP_RATE,
    PCD_RATE,
    agree,
    earlier_vacancies_assumption,
    fmt_date,
    law_supposed,
    pcd_assumption,
    vacancies_assumption,
    vagas,
    when,
)
from .eligibility import DEFAULT_GROUP_TEXT, PERSON_GROUPS, coverage_input

# Cue words of a question about how many vagas are reserved (folded text).
RESERVE_CUE = re.compile(
    r"\bquant[ao]s\b|\bnumero de vagas\b|\bquantidade\b|\b(?:ha|existe|tem|havera|teria|terá) reserva\b"
    r"|\breservad|\bcotas?\b|\bcotistas?\b|\breserva\b|\bpercentual\b|\bporcentagem\b|\bcalcul"
    # "10 vagas, das quais 3 para negros: está certo?" (a count to check, with the vagas given)
    r"|\bvagas? (?:sao |ficam |vao )?(?:para|pra) (?:os |as )?(?:negr|pret|pard|indigen|quilombol)"
    r"|\b(?:esta|estaria|e|ta) (?:certo|correto)\b|\b(?:procede|confere)\b|\bquem (?:errou|esta certo|ta certo)\b"
    # The legal minimum asked as a count ("pra 26 vagas o mínimo legal é quanto?", "quanto é o mínimo?"); not the
    # minimum of vagas for a reserve to exist ("qual o mínimo de vagas pra ter cota?", the law's art. 5º).
    r"|\bminimo(?: legal| exigido| obrigatorio| da lei| reservado)? (?:e |fica |seria |da |sao )?quant[oa]s?\b"
    r"|\bquant[oa]s? (?:e|fica|seria|da|sao) o minimo\b(?! de vagas)"
    # "quanto reservo?", "quanto devemos reservar?": the count asked in the singular, by whoever reserves.
    r"|\bquanto (?:(?:eu |a gente )?(?:devo|devemos|vou|vamos|preciso|precisamos|tenho que|temos que|tem que) )?reserv(?:o|ar|amos)\b"
)
STRONG_RESERVE_CUE = re.compile(
    r"\bquant[ao]s\b.*\b(?:reservad|reservar\b|cotas?|cotistas?|negr|pret|pard|indigen|quilombol)"
    # (Round 33: "qual o quantitativo de vagas reservadas...", the HR word read as "quantidade")
    # (Round 36, f38a: its minimum, or the vagas "a reservar": "qual o número mínimo de vagas a reservar para negros?")
    # ("o percentual mínimo de vagas reservadas a PcD" asks the rate, not a count)
    r"|\b(?:numero|quantidade)(?: minim[oa])? de vagas (?:reservad|(?:a|pra|para) reservar\b)"
    # Round 50 (f65c): the count "que devemos reservar", or "a quantidade a reservar" with "de vagas" unsaid: HR asking it
    r"|\b(?:numero|quantidade|total)(?: minim[oa])?(?: de vagas)? (?:(?:a|pra|para)|que (?:(?:eu|a gente|nos|o orgao|a empresa|a prefeitura|a universidade) )?"
    r"(?:devo|devemos|deve|devera|vou|vamos|preciso|precisamos|precisa|tenho que|temos que|tem que|teremos que"
    r"|vai ter que|vamos ter que|e preciso|sera preciso)) reservar\b"
    r"|(?<!percentual )(?<!porcentagem )\bminimo de vagas (?:a|pra|para) reservar\b"
    r"|\bcalcul\w* (?:a |as )?(?:reserva|vagas|cotas)"
    # "vai ter cota? quantas?", "o número de vagas pra cota": the count asked after its subject.
    r"|\b(?:cotas?|cotistas?|reservad\w*)\b.{0,25}\bquantas\b\s*(?:vagas?\b|sao\b|serao\b|ficam\b|vao\b|\?|$)"
    r"|\b(?:numero|quantidade|total) de vagas (?:d[ae] |pr[ao] |para (?:a |os )?)(?:cotas?|cotistas?|reserva|negr|pret|pard)"
    # Round 43 (f57b): the reserve's own count named ("o número da reserva pra negros", "a quantidade de cotas"): the count
    r"|\b(?:numero|quantidade) (?:da reserva|das cotas|de cotas|de cotistas|das vagas (?:reservadas|de cotas?|da reserva))\b"
    # Round 22 (p22g): a search box's keywords, no preposition ("qtd vagas cota", "nº vagas reservadas"): the count.
    r"|\b(?:numero|quantidade|total|no)\s+vagas\s+(?:cotas?\b|cotistas?\b|reservad|raciais\b|negr|pret|pard)"
    # The reserve's percentage turned into a count ("os 30% dão quanto?", "quanto dá 30 por cento disso?").
    r"|\b\d+ ?(?:%|por cento).{0,15}\b(?:da|dao|fica|ficam|sai|saem|rende|rendem|corresponde\w*) (?:a |em )?quant[oa]s?\b"
    r"|\bquant[oa]s? (?:da|dao|fica|ficam|sao|e) (?:os |o )?\d+ ?(?:%|por cento)"
    # "oq dá 30% de 47 vagas?", "30% de 47 vagas, arredondando como a lei manda": a percentage applied to the vagas.
    r"|\b(?:o que|oq|oque) (?:da|dao|fica|ficam|sai|saem|seria|seriam)\b.{0,10}\d+ ?(?:%|por cento)"
    r"|\b\d+ ?(?:%|por cento) (?:de|das|sobre|em)\s+(?:\d+|um total de \d+)\s+vagas\b"
    # Round 28 (p28b): "como fica a distribuição das reservas?", "como ficam divididas as cotas?": the lists' counts
    # asked as their split of the vagas (a body named beside them is no eligibility asked).
    r"|\b(?:distribui\w*|divisao|reparticao)\s+(?:d[ao]s?\s+)?(?:reservas|vagas reservadas|cotas)\b"
    r"|\b(?:reservas|vagas reservadas|cotas)\s+(?:\w+\s+){0,2}?(?:distribuid|dividid|repartid)\w*"
    r"|\b(?:distribuid|dividid|repartid)[ao]s\s+(?:as\s+)?(?:reservas|vagas reservadas|cotas)\b"
)

# Whether a stated reserve is right ("são 4 de cota, tá certo?", "reservaram 5, procede?", "confere?"): the answer
# opens with the verdict on the claim (`Extraction.claimed_reserve`), its value never repeated.
CLAIM_CHECKED = re.compile(r"\b(?:esta|estaria|e|eh|ta|seria|isso)\s+(?:certo|correto|errado|certa|correta|errada)\b"
                           r"|\b(?:procede|confere|bate|verdade|isso mesmo)\b|\b(?:certo|correto)\s*\?"
                           # Round 24 (p24a): the asker's own count set against the edital's ("quem errou?")
                           r"|\bquem (?:errou|esta errado|ta errado|esta certo|ta certo|tem razao)\b"
                           # Round 41 (lo41): a count asked back for a yes ("são 12 reservadas, né?", "dá 12 cotas?",
                           # "a reserva é 12, não é?"): the claim checked, never its figure read as the vagas
                           r"|\b(?:ne|nao e|nao eh|nera|neh)\s*\?*\s*$|\b(?:e|sao|da|dao|fica|ficam)\s+(?:so\s+\d+|\d+\s+so)\s*\?\s*$"
                           # Round 43 (lo43e): a count asked back under a law ("pela lei antiga seriam só 2?", "não
                           # eram 2?"): the figure claimed is checked, never read as the vagas
                           r"|\b(?:era|eram|seria|seriam|daria|dariam)\s+(?:so\s+\d+|\d+\s+so)\s*\?\s*$"
                           r"|\bnao\s+(?:e|era|eram|seria|seriam|sao|da|dao|daria|dariam)\s+(?:so\s+|apenas\s+)?\d+\s*\?\s*$"
                           r"|\b(?:da|dao|daria|dariam|sao|seriam|fica|ficam)\s+(?:so\s+|apenas\s+|somente\s+)?\d+\s+"
                           r"(?:vagas?\s+)?(?:reservad\w*|cotas?|de cotas?|(?:pra|para) (?:a )?cota)\s*\?\s*$"
                           # Round 43 (lo43f): a count drawn from a disputed figure ("não é 30%? então seriam 10"): checked
                           r"|\bentao\s*,?\s+(?:seriam?|sao|dariam?|ficariam?|da|dao)\s+(?:so\s+|apenas\s+)?\d+\b(?!\s*(?:vagas?\b|%))"
                           # Round 44 (lo44c): asked last, after the claim ("... seriam 2, é isso?", "dá 2, faz sentido?")
                           r"|(?<=\w)[,.]?\s+(?:(?:e|eh) isso|faz sentido)\s*\?+\s*$"
                           # Round 47 (47b): a complaint's merit asked by a help desk ("há fundamento?", "o candidato tem
                           # razão?", "é procedente?"); "há fundamento legal?" asks the law's text
                           r"|\b(?:ha|tem|existe)\s+(?:algum\s+)?fundamento\s*\?|\bprocedente\b|\b(?:tem|teria)\s+razao\b"
                           # Round 48 (48a): whether the edital could reserve so, asked last ("reservou 2 de 10, pode
                           # isso?", "..., isso pode?", "é permitido?"): the count claimed is checked, never a group's
                           # eligibility nor the law's text
                           r"|[,.]\s*(?:mas\s+|e\s+)?(?:(?:isso|ele|ela|o orgao|a banca)\s+)?(?:pode|podia|poderia)"
                           r"(?:\s+(?:isso|fazer isso|ser assim|assim|ser))?\s*\?+\s*$"
                           r"|[,.]\s*(?:mas\s+|e\s+)?(?:isso\s+)?(?:e|eh|ta|esta)\s+(?:permitido|legal|valido|regular|irregular"
                           r"|ilegal)\s*\?+\s*$")

# The edital's reserve said to be none ("não reservou nenhuma pra cota", "sem vaga pra cotista", "zero de cota").
# Round 47 (47b): and as a complaint reports it ("não houve reserva alguma", "não previa reserva").
NONE_RESERVED = re.compile(r"\b(?:nao|n) (?:reservou|reservaram|separou|separaram|colocou|colocaram|previu|previa|tem|teve|ha"
                           r"|houve|havia|trouxe|trazia)"
                           r" (?:nenhuma|nenhum|vaga|vagas|cota|cotas|reserva)\b|\b(?:nenhuma|zero|sem)\s+(?:vagas?\s+)?"
                           r"(?:reservad\w*|de cota|pra cota|para cota|pra cotistas?|para cotistas?|de reserva)\b")

NAME = "reserve"
REQUIRED = ("vacancies",)


def claim_verdict(claimed: int | None, reserved: int | None, text: str) -> str | None:
    """"**Está certo**" / "**Não está certo**" when the question states a reserve and asks whether it is right."""
    if claimed is None or reserved is None or not CLAIM_CHECKED.search(text):
        return None
    return "**Está certo**" if claimed == reserved else "**Não está certo**"


def belief_verdict(claimed: int, reserved: int) -> str:
    """Round 46 (lo46b): a figure set against the answer just given ("acho que é 16"): "**Sim**" or "**Não**" with the
    calculator's count, said first."""
    if claimed == reserved:
        return f"**Sim**: são {reserved}"
    return f"**Não**: são {reserved}, não {claimed}"


def pcd_claim_verdict(inp: ReserveInput, text: str, relayed: int | None = None) -> str | None:
    """Round 40 (lo40b): "com 40 vagas a reserva PcD é 2, certo?": the PcD count stated, checked against the decree's
    minimum (5%, fraction rounded up: Decreto nº 9.508/2018, art. 1º, §§ 1º e 3º), computed by the calculator.
    Round 42 (lo42c): a count someone said (`Extraction.pcd_claimed`, "meu amigo disse que são 5") is the same claim,
    checked whether or not the message asks "certo?"."""
    claimed = relayed if relayed is not None else inp.pcd if CLAIM_CHECKED.search(text) else None
    if claimed is None:
        return None
    # Round 48 (lo48a): the bounds are calculator.pcd's; an estatal's count follows art. 93 of Lei 8.213 (§ 2º), which
    # this base cannot check, so neither the 5% minimum nor the 20% cap is claimed of it.
    bounds = pcd_bounds(inp.vacancies, inp.pcd_estatal)
    if bounds is None:
        return f"**Não dá para conferir pelo mínimo de {PCD_RATE}**, porque {ESTATAL_REASON}"
    minimum = bounds[0]
    least = agree(minimum, "vaga PcD", "vagas PcD")
    rule = f"o mínimo é {least}: {PCD_RATE} das vagas, fração arredondada para cima, Decreto nº 9.508/2018, art. 1º, §§ 1º e 3º"
    if claimed >= minimum:  # an edital may reserve more than the minimum
        return f"**Está certo** ({rule}{'' if claimed == minimum else ', e o edital pode prever mais'})"
    return f"**Não está certo** ({rule})"


def build(params: dict[str, Any], today: date) -> ReservePlan:
    d, end, text, told = when(params, today)
    asked = list(params.get("groups") or [])
    pcd_pct = params.get("pcd_percentage")
    pcd = pcd_assumption(params)
    estatal = is_estatal(params.get("entity"))
    if "pcd" in asked and pcd_pct is None and params.get("pcd") is None \
            and default_percentage(params.get("entity")) is not None:
        # Asked about PcD vagas without a figure: the decree's minimum, which the edital may raise.
        pcd_pct = PCD_MINIMUM
        pcd = Assumption(key="pcd", text=f"vagas PcD pelo mínimo de {PCD_MINIMUM} do Decreto nº 9.508/2018 "
                                         "(art. 1º, § 1º); o edital pode prever percentual maior")
    inp = ReserveInput(vacancies=params["vacancies"], edital_date=d, today=today, pcd=params.get("pcd"),
                       pcd_percentage=None if params.get("pcd") is not None else pcd_pct,
                       to_be_published=bool(params.get("to_be_published")), pcd_estatal=estatal,
                       law_supposed=law_supposed(params),
                       # Round 39 (f42a): "e se surgirem mais 10 vagas, quantas de cota?": the new vagas, the whole too
                       during_validity=params.get("prior_vacancies") is not None,
                       prior_vacancies=params.get("prior_vacancies"))
    groups = [g for g in asked if g != "pcd"]
    coverage: EligibilityInput | None = None
    extra: list[Assumption]
    if params.get("entity") or params.get("process") or any(g in ("branca", "amarela") for g in groups):
        coverage, extra = coverage_input(params, d, today)
        if not groups and params.get(PERSON_GROUPS):
            # Round 45 (f60b): the thread's person, set aside by the count, named in its coverage when the reserve is
            # theirs (never "sem grupo informado"); one it is not for leaves the count as it was, never turns it into a "Não"
            theirs = coverage_input({**params, "groups": params[PERSON_GROUPS]}, d, today)
            if calculator.eligibility(theirs[0]).eligible:
                coverage, extra = theirs
        # Round 55 (g3): a count asks nobody's eligibility ("RH de empresa pública, 15 vagas, quantas de cota?"): the
        # coverage check's stand-in group decides only whether the body is reached, so it is no chip of the answer
        extra = [a for a in extra if not (a.key == "groups" and a.text == DEFAULT_GROUP_TEXT)]
    else:
        extra = [Assumption(key="entity",
                            text="sem órgão informado, considerei um concurso federal da administração direta")]
    # Round 40 (lo40): the earlier vagas the new ones join are a figure of the answer too (their chip)
    prior = [earlier_vacancies_assumption(params["prior_vacancies"], "prior_vacancies")] \
        if params.get("prior_vacancies") is not None else []
    # Round 41 (lo41): "e se abrirem mais 5 vagas?" after the reserve of 20: the whole of 25 is counted, the earlier 20
    # it includes told in a chip, as after an order (`order.build`)
    if not prior and isinstance(params.get("added_to"), int) and params["vacancies"] > params["added_to"]:
        prior = [earlier_vacancies_assumption(params["added_to"], "added_to")]
    return ReservePlan(input=inp, coverage=coverage, period_end=end, period_text=text, focus=asked,
                       assumptions=[vacancies_assumption(params["vacancies"]), *prior, told, *extra,
                                    *([pcd] if pcd else [])])


def compute(plan: ReservePlan) -> ReserveResult:
    return calculator.reserve(plan.input)


PCD_MINIMUM = PCD_RATE  # the decree's floor, passed to the calculator as the edital's PcD percentage
# Group words of the extraction -> the decree's group of the split.
SHARE_OF = {"indigena": "indígenas", "quilombola": "quilombolas"}
SPLIT_CAVEAT = "o regulamento e o edital fixam o número inteiro de cada grupo"


def share_text(g: GroupShare) -> str:
    """"3" for a whole share, "1,5 (3/2)" for a fractional one: never rounded here."""
    if g.integer is not None:
        return str(g.integer)
    q = Fraction(g.fraction)
    return f"{fmt_decimal(q)} ({g.fraction})"


def split_sentence(r: ReserveResult) -> str:
    """The decree's split of the 30% by group, exact."""
    parts = [f"{g.group} {g.percentage}% = {share_text(g)}" for g in r.groups]
    tail = f"; {SPLIT_CAVEAT}" if any(g.integer is None for g in r.groups) else ""
    return (f"Pelo Decreto nº 12.536/2025 (regulamento), a reserva se divide por grupo sobre as {r.vacancies} vagas: "
            + "; ".join(parts) + tail + ".")


def _of(n: int) -> str:
    """"Da 1 vaga" / "Das 10 vagas": the article agrees with the count."""
    return f"Da {vagas(n)}" if n == 1 else f"Das {vagas(n)}"


def _pcd_sentence(r: ReserveResult) -> str:
    if r.pcd_estatal:  # Round 47 (lo47c): an estatal's PcD figure is the edital's, on art. 93 of Lei 8.213 (§ 2º)
        basis = ("número do edital" if r.pcd_given else "percentual do edital, fração arredondada para cima, § 3º")
        return (f"**{agree(r.pcd or 0, 'vaga é', 'vagas são', 'nenhuma vaga é')}** para pessoas com deficiência "
                f"(Decreto nº 9.508/2018, art. 1º, § 2º, que remete ao art. 93 da Lei nº 8.213/1991: {basis})")
    basis = (f"número informado; o mínimo é {PCD_RATE}" if r.pcd_given
             else "ao menos o percentual, fração arredondada para cima")
    if r.pcd_rounded is not None and r.pcd is not None and r.pcd_rounded > r.pcd:
        # Round 50 (lo50b): the 20% ceiling decided the count, not the rounding up: the headline says which rule
        basis = (f"{r.pcd_rate} de {r.vacancies} = {r.pcd_exact}, arredondado para cima daria {r.pcd_rounded}, mas o "
                 f"limite de {PCD_CAP_RATE} das vagas da Lei nº 8.112/1990, art. 5º, § 2º (texto fora desta base), "
                 f"é {r.pcd}")
    elif r.pcd_rounded is not None and r.pcd_exact is not None and r.pcd_exact != str(r.pcd_rounded):
        basis = f"{r.pcd_rate} de {r.vacancies} = {r.pcd_exact}, fração arredondada para cima: {r.pcd_rounded}"
    elif r.pcd_rounded is not None and r.pcd_exact is not None:
        # Round 51 (d51b): a whole figure shows its working too, never the bare rule
        basis = f"{r.pcd_rate} de {r.vacancies} = {r.pcd_exact}, número inteiro"
    return (f"**{agree(r.pcd or 0, 'vaga é', 'vagas são', 'nenhuma vaga é')}** para pessoas com deficiência "
            f"(Decreto nº 9.508/2018, art. 1º, §§ 1º e 3º: {basis})")


def estatal_pcd_sentence() -> str:
    """Round 47 (lo47c): PcD vagas asked of an estatal with no count or percentage: no figure, the reason and the ask."""
    return (f"Vagas para pessoas com deficiência: {ESTATAL_REASON}. Diga o percentual ou o número de vagas PcD do "
            "edital para eu calcular; a reserva racial acima não muda.")


def headline(r: ReserveResult, focus: list[str] | tuple[str, ...] = ()) -> str:
    """The count asked: the reserve (or the one group's share asked for, or the PcD vagas). The decree's
    split by group is not part of it: `split_note` gives it as a note below the answer."""
    base = _headline(r)
    share = group_share(r, focus)
    asked = _asked_group(r, focus)
    if share is not None and asked is not None and asked.integer is None:
        # Round 53 (lo53c): a fractional share ("0,2 (1/5)") is no count of vagas to lead with: the law's figure, the
        # reserve the group competes in with the others (art. 1º), comes first, then the regulation's split by group.
        return (f"{base} Pela divisão do Decreto nº 12.536/2025, que regulamenta a lei, a parcela de {asked.group} é "
                f"{asked.percentage}% das {vagas(r.vacancies)} = **{share_text(asked)}**: {SPLIT_CAVEAT}.")
    if share is not None:
        # "Quantas são para indígenas?": the group's share is the answer.
        return f"{_of(r.vacancies)}, {share[0].lower()}{share[1:]}"
    if r.pcd is not None and not r.pcd_given and "pcd" in focus and not any(f != "pcd" for f in focus):
        # PcD vagas asked ("quantas são de PcD?") lead; a PcD count the person gave is a fact, not the question.
        return f"{_of(r.vacancies)}, " + _pcd_sentence(r) + ". Além delas, " + base[:1].lower() + base[1:]
    out = base
    if r.pcd is None and r.pcd_estatal and "pcd" in focus:
        out += " " + estatal_pcd_sentence()
    if r.pcd is not None:
        out += " Além disso, " + _pcd_sentence(r) + "."
    return out


def group_share(r: ReserveResult, focus: list[str] | tuple[str, ...]) -> str | None:
    """"A parcela de indígenas é **1**: 3% pela divisão do Decreto nº 12.536/2025, ...": the one group asked, if any."""
    g = _asked_group(r, focus)
    if g is None:
        return None
    fig = f"**{g.integer}**" if g.integer is not None else f"**{share_text(g)}** ({SPLIT_CAVEAT})"
    return (f"A parcela de {g.group} é {fig}: {g.percentage}% pela divisão do "
            f"Decreto nº 12.536/2025, que regulamenta a {LABEL[r.regime] if r.regime else 'lei'}.")


def _asked_group(r: ReserveResult, focus: list[str] | tuple[str, ...]) -> GroupShare | None:
    """The one group a question asks about ("quantas são para indígenas?"); naming them all asks for the whole."""
    names = [SHARE_OF[f] for f in focus if f in SHARE_OF]
    asked = [g for name in dict.fromkeys(names) for g in r.groups if g.group == name]
    return asked[0] if len(asked) == 1 and r.applies else None


# Round 44 (lo44a): a count claimed for one group of the split ("são 2 pra indígenas", "os quilombolas ficam com 1",
# "a cota indígena é 3"): the number next to the group's word. Vagas said to come on top of the reserve ("3 a mais",
# "fora dessas") are no share of it.
_SPLIT_GROUP = r"(?P<g>indigen|quilombol)\w*"
_GROUP_OF_STEM = {"indigen": SHARE_OF["indigena"], "quilombol": SHARE_OF["quilombola"]}
_EXTRA_VAGAS = re.compile(r"\ba mais\b|\bextras?\b|\badiciona\w*|\bfora d(?:e|a|as|essas|estas)\b|\balem d(?:as|essas|estas|a)\b")


def _group_claimed(text: str, claimed: int) -> str | None:
    """The group of the split (decree's name) a claimed count is said of, or None."""
    n = rf"(?<![\d,.]){claimed}(?![.,]\d|\d|\s*%)"
    after = (rf"{n}\s+(?:vagas?\s+)?(?:(?:reservad\w+|de cotas?)\s+)?(?:(?:pra|para|p/|pros|pras|aos?|as|dos|das|de)\s+)?"
             rf"(?:os\s+|as\s+)?(?:pessoas?\s+|candidat\w+\s+)?{_SPLIT_GROUP}")
    before = (rf"\b(?:pra|para|pros|pras|aos?|as|os|dos|das|cotas?|parcela|parte|reserva|vagas?)\s+(?:d[oa]s?\s+|os\s+|as\s+)?"
              rf"{_SPLIT_GROUP}\s+(?:\w+\s+){{0,2}}?(?:e|eh|sao|seria|seriam|fica|ficam|ficaria|ficariam|tem|teriam?"
              rf"|terao|recebem?|levam?|vai ser|vao ser|da|dao)(?:\s+com)?(?:\s+de)?\s+(?:so\s+|apenas\s+|somente\s+)?{n}")
    m = re.search(after, text) or re.search(before, text)
    return _GROUP_OF_STEM[m.group("g")] if m and not _EXTRA_VAGAS.search(text) else None


def group_claims(text: str, counts: list[int]) -> list[tuple[str, int]]:
    """Each claimed count said of one group of the split, with that group ("indígenas", 2); [] when none is."""
    return [(g, n) for n in dict.fromkeys(counts) if (g := _group_claimed(text, n))]


class ShareVerdict(BaseModel):
    verdict: str
    headline: str | None  # replaces the answer's headline; None keeps it (the one group's share, asked)


# The verdict is withheld rather than guessed: how the regulation rounds a group's share is not in corpus/regulation.
UNCHECKABLE = "**Não dá para conferir {} com os textos que temos**"


def share_verdict(r: ReserveResult, focus: list[str] | tuple[str, ...],
                  claims: list[tuple[str, int]]) -> ShareVerdict | None:
    """Round 44 (lo44a): counts claimed for groups of the split (`group_claims`), judged against each group's share of
    the decree (Decreto nº 12.536/2025), never against the whole reserve. A whole share keeps its verdict; a fractional
    one gets none (how it is rounded, or where the leftover goes, is not in our texts), nor does an edital the decree
    does not reach (its split is its own); a count above the whole reserve is wrong whatever the rounding."""
    if not claims or r.regime != NEW_LAW or not r.applies or r.whole_vacancies is not None:
        return None
    if any(n > r.reserved for _, n in claims):  # the split is of the 30%: no group gets more than the whole
        return ShareVerdict(verdict="**Não está certo**", headline=None)
    these = "esse número" if len(claims) == 1 else "esses números"
    shares: dict[str, GroupShare] = {g.group: g for g in r.groups}
    if not shares:  # the decree does not reach this edital (`calculator.groups.covered_by_decree`)
        own = (f" {r.decree_note}" if r.decree_note else  # (the decree's own day: maybe reached)
               f" A divisão da reserva entre os grupos deste edital é a do próprio edital: o {DECREE} "
               f"({fmt_date(DECREE_DATE)}) não alcança editais já publicados.")
        return ShareVerdict(verdict=UNCHECKABLE.format(these), headline=_headline(r) + own)
    judged = [(shares[name], n) for name, n in claims]
    fractional = [g for g, _ in judged if g.integer is None]
    wrong = any(g.integer is not None and g.integer != n for g, n in judged)
    verdict = "**Não está certo**" if wrong else UNCHECKABLE.format(these) if fractional else "**Está certo**"
    asked = _asked_group(r, focus)
    if not fractional and len(judged) == 1 and asked is not None and asked.group == judged[0][0].group:
        return ShareVerdict(verdict=verdict, headline=None)  # the headline already gives that group's share
    parts = []
    for g, _ in judged:
        q = Fraction(g.fraction)
        unit = "vaga" if q < 2 else "vagas"
        fig = f"**{g.integer} {unit}**" if g.integer is not None else f"**{fmt_decimal(q)} {unit}** ({g.fraction})"
        parts.append(f"a parcela de {g.group} é {g.percentage}% de {r.vacancies} vagas = {fig}")
    which = "essa fração vira" if len(fractional) == 1 else "cada fração vira"
    tail = (f"; como {which} um número inteiro de vagas (e para onde vai a sobra) não está nos textos que temos: é o "
            "edital que diz") if fractional else ""
    split = f"Pela divisão do {DECREE}, que regulamenta a {LABEL[NEW_LAW]}, "
    return ShareVerdict(verdict=verdict, headline=split + "; ".join(parts) + tail + ".")


def split_note(r: ReserveResult) -> str | None:
    """The decree's split of the reserve by group (calculator figures), a note under the answer; None when the
    reserve does not apply or the calculator gave no split (old law)."""
    if r.decree_note and r.applies:
        return r.decree_note  # Round 55 (lo55b): the decree's own day: whether its split is this edital's is unsure
    return split_sentence(r) if r.groups and r.applies else None


def _headline(r: ReserveResult) -> str:
    n, reg = r.vacancies, r.regime
    if reg is None:
        return f"Com {vagas(n)}, **nenhuma vaga** é reservada: nenhuma destas leis se aplica a este edital."
    law = LABEL[reg]
    if r.whole_vacancies is not None:
        return _new_vagas_headline(r, law)
    if r.applies:
        of = _of(n)
        rest = agree(r.open, "fica", "ficam", "nenhuma fica")
        return (f"{of}, **{agree(r.reserved, 'é reservada', 'são reservadas')}** a "
                f"{BENEFICIARIES[reg]} ({r.percentage}%, {law}); {rest} para a ampla concorrência.")
    extra = (" Mesmo assim, é possível se inscrever pela reserva (art. 5º, § 3º)."
             if r.enrol_through_reserve else "")
    return (f"Com {vagas(n)}, **nenhuma vaga é reservada**: pela {law}, a reserva só se aplica a partir "
            f"de {r.minimum} vagas.{extra}")


def _new_vagas_headline(r: ReserveResult, law: str) -> str:
    """Round 39: "e se surgirem mais 10 vagas, quantas de cota?": the new vagas' share leads, and the whole it comes
    from follows — the percentage reaches earlier and new vagas together (art. 1º, § 2º), never the new ones alone."""
    n, total, before = r.vacancies, r.whole_reserved or 0, r.prior_reserved or 0
    whole, prior = r.whole_vacancies or n, (r.whole_vacancies or n) - n
    new = "Da 1 vaga nova" if n == 1 else f"Das {n} vagas novas"
    if not r.applies:
        return (f"Com as {whole} vagas do conjunto ({prior} anteriores e {n} novas), **nenhuma vaga é reservada**: "
                f"pela {law}, a reserva só se aplica a partir de {r.minimum} vagas.")
    shares = agree(r.reserved, "é reservada", "são reservadas", "nenhuma é reservada")
    where = " (art. 1º, § 2º)" if r.regime == NEW_LAW else ""  # Lei 12.990 has no rule for them: the edital's reading
    return (f"{new}, **{shares}** a {BENEFICIARIES[r.regime or NEW_LAW]} ({r.percentage}%, {law}): o percentual "
            f"incide sobre o conjunto das {whole} vagas{where}, que reserva {total}, e "
            + (f"a vaga anterior já reservava {before}." if prior == 1
               else f"as {prior} vagas anteriores já reservavam {before}."))




# ------------------------------------------------------------------ the two laws compared for one count

# The regime's own dispositivos (which law by the date): the comparison names them once in `applies_to`, not as the
# basis of each figure.
_REGIME_REFS = (", art. 14", ", art. 11", ", art. 13", ", art. 6º")


def other_law_input(plan: ReservePlan, current: str | None) -> ReserveInput:
    """The same case under the other law: a representative edital date of that law (`common.law_hint_date`)."""
    from .common import law_hint_date

    today = plan.input.today or date.today()
    hint = "new" if current == OLD_LAW else "old"
    return plan.input.model_copy(update={"edital_date": law_hint_date(hint, today), "law_supposed": True})


def law_figure(r: ReserveResult, current: bool) -> LawFigure:
    """One law's figure for the comparison, with the dispositivos of its percentage, minimum and rounding."""
    assert r.regime is not None
    label = LABEL[r.regime]
    own = [b.label for b in r.legal_basis if b.label.startswith(label)]
    split = f"{LABEL[NEW_LAW]}, art. 1º, § 1º"  # the decree's split by group, not the count's rule
    basis = [b for b in own if b != split and not any(ref in b for ref in _REGIME_REFS)]
    applies = (f"editais publicados a partir de {IN_FORCE_FROM} (art. 14; art. 11)" if r.regime == NEW_LAW else
               f"editais publicados de {OLD_LAW_FROM} a {OLD_LAW_UNTIL} (Lei nº 12.990/2014, art. 6º; Lei nº 15.142/2025, "
               "art. 11)")
    return LawFigure(law_id=r.regime, law=label, vacancies=r.vacancies, reserved=r.reserved, percentage=r.percentage,
                     current=current, applies_to=applies, basis=basis)


def comparison_headline(figures: list[LawFigure]) -> str:
    """"Pela Lei nº 15.142/2025: **3** de 9 vagas (30%; art. 1º, caput, ...); pela Lei nº 12.990/2014: **2** de 9
    (20%; ...)": each law's figure with its own basis, the current law first, and which editais each rules."""
    parts = []
    for f in figures:
        refs = "; ".join(b.partition(", ")[2] for b in f.basis)
        parts.append(f"pela **{f.law}**, **{f.reserved}** de {vagas(f.vacancies)} reservadas ({f.percentage}%; {refs})")
    text = "; ".join(parts)
    rules = " ".join(f"A {f.law} rege {f.applies_to}." for f in figures)
    return text[:1].upper() + text[1:] + ". " + rules
