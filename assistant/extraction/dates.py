"""Edital dates, periods and law hints; law and dispositivo references (not edital data)."""
from __future__ import annotations

import calendar
import re
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import NamedTuple

from calculator.regime import NEW_LAW_START, OLD_LAW_START
from vocabulary import LAW_BY_RATE, LAW_NAME_PATTERNS, NEW_LAW, OLD_LAW, fold

from .envelope import TICKET_NOUNS, mask_records
from .numbers import ORDINALS

MONTHS = {
    "janeiro": 1, "fevereiro": 2, "marco": 3, "abril": 4, "maio": 5, "junho": 6, "julho": 7,
    "agosto": 8, "setembro": 9, "outubro": 10, "novembro": 11, "dezembro": 12,
}
_MON = "|".join(MONTHS)
_ABBR_MONTH = {name[:3]: n for name, n in MONTHS.items()}
_ABBR = "|".join(_ABBR_MONTH)
# "Edital nº 1/2025": a number and year that name the edital. Round 24 (p24c), team decision: "Edital 3/2025" without
# "nº" is that identifier too, never a month ("Edital 3/2025 publicado em 10/07/2025" is published in July); its year
# alone decides the law only when the year cannot straddle 04/06/2025 ("edital de 03/2025" stays a month).
# Round 35 (f36b): the number sign however typed ("nº", "n.º", "n°", "no."): "EDITAL N° 7/2025" read July 2025 as its date.
# (Round 50, lo50b: "edital 2024/2025" is a range of years, no edital numbered 2024)
_EDITAL_NUMBER = re.compile(r"\b(?:edital|portaria|concurso|processo seletivo)\s+(?:(?:n|numero)\s*\.?\s*[o°]?\.?\s*)?"
                            r"(?!20[12]\d\s*/\s*20[12]\d\b)\d{1,4}\s*/\s*((?:19|20)\d{2})\b")



# Round 26 (p26c): "EDITAL Nº 5, DE 3 DE MARÇO DE 2025" pasted mid-chat: the number marked "nº" names the edital even
# with no "/ano" after it (a follow-up must not take it for the vagas).
_EDITAL_LABEL = re.compile(r"\b((?:edital|portaria)\s+)(?:n\s*[o°º]|n\.\s*[o°º]?|numero)\.?\s*\d{1,4}\b(?!\s*(?:vagas?\b|%|/))")


def mask_edital_numbers(text: str) -> str:
    """The text with an edital's identifier number taken out ("do edital 2/2024: engenheiro 10" keeps "do edital"): the
    number names the edital, it is never a count of vagas nor a month."""
    text = _EDITAL_NUMBER.sub(lambda m: m.group(0).split("/")[0].rsplit(None, 1)[0] + " ", text)
    return _EDITAL_LABEL.sub(lambda m: m.group(1), text)

@dataclass(frozen=True)
class Period:
    """A date known only to a month or a year: [start, end]."""

    start: date
    end: date
    text: str


def _safe_date(y: int, m: int, d: int) -> date | None:
    try:
        return date(y, m, d)
    except ValueError:
        return None


def _year(y: str) -> int:
    n = int(y)
    return n + 2000 if n < 100 else n


MONTH_NAMES = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
               "outubro", "novembro", "dezembro"]


def _month_period(y: int, m: int, text: str) -> Period:
    # Display text with accents, whatever the user typed ("marco/2025" -> "março de 2025").
    return Period(date(y, m, 1), date(y, m, calendar.monthrange(y, m)[1]), f"{MONTH_NAMES[m - 1]} de {y}")


def month_of_year(year: int, month: int) -> Period:
    """That month of that year, as a period ("julho de 2025")."""
    return _month_period(year, month, "")


# Round 23 (p23d): a month said alone ("foi em agosto", "agosto"), answering which part of a year the edital was in.
# (Round 52, lo52e: "foi no começo de junho", "no final de maio": a part of that month, read as the month)
_BARE_MONTH = re.compile(rf"^(?:(?:foi|saiu|era|acho que foi|publicado|publicaram)\s+)?"
                         rf"(?:(?:em|no mes de|de|no inicio de|no comeco de|no fim de|no final de|em meados de)\s+)?({_MON})"
                         r"(?:\s+(?:mesmo|eu acho|acho))?\s*[.!?]*$")


def month_in_year(text: str, year: int) -> Period | None:
    """That month of the year already known, when the folded message is only a month's name ("foi em agosto")."""
    m = _BARE_MONTH.match(text.strip())
    return _month_period(year, MONTHS[m[1]], m[0]) if m else None


# Round 29 (p29c): a day said alone ("dia 4", "foi no dia 5"), answering which side of a change inside one month.
_BARE_DAY = re.compile(r"^(?:(?:foi|saiu|era|acho que foi|publicado|publicaram)\s+)?(?:(?:em|no|o)\s+)?dia\s+(\d{1,2})o?"
                       r"(?:\s+(?:mesmo|eu acho|acho))?\s*[.!?]*$")


def day_in_month(text: str, year: int, month: int) -> date | None:
    """That day of the month already known, when the folded message is only a day ("dia 4")."""
    m = _BARE_DAY.match(text.strip())
    return _safe_date(year, month, int(m[1])) if m else None


# Law / decree / ADI references carry numbers and years that are not edital data.
_LAW_REF = re.compile(
    r"\b(?:lei|decreto|adi|lc|lei complementar|resolucao|portaria)\s*(?:n\s*o?|no|n\.o|numero)?\.?\s*"
    r"\d[\d.]*(?:\s*/\s*\d{2,4}|,?\s+de\s+(?:\d{1,2}o?\s+de\s+\w+\s+de\s+)?\d{4})?"
)
# "§" is not a word character: \b cannot precede it.
_ART_REF = re.compile(r"(?:\b(?:art(?:igo)?s?\.?|paragrafo|inciso|alinea)|§+)\s*\d+o?")
# An explicit reference to a dispositivo: "art. 7o, § 3o", "paragrafo unico", "inciso ii", "alinea a".
DISPOSITIVO_REF = re.compile(
    r"\bart(?:igo)?s?\.?\s*\d+|§+\s*\d+|\bparagrafos?\s+(?:\d+|unico|primeiro|segundo|terceiro|quarto)\b"
    r"|\bincisos?\s+[ivxlc]+\b|\balineas?\s+[\"'“]?[a-z]\b|\bcaput\b"
    rf"|\b(?:art(?:igo)?s?\.?|paragrafos?|§)\s*(?:{'|'.join(ORDINALS)})\b"
)


def reference_query(question: str) -> str:
    """The question with ordinal words after "artigo"/"paragrafo" as digits ("artigo terceiro" -> "artigo 3"),
    so the retriever resolves the reference; the rest of the text is kept as typed."""
    def repl(m: re.Match) -> str:
        return f"{m.group(1)} {ORDINALS[fold(m.group(2))]}"

    return re.sub(r"(?i)\b(art(?:igo)?s?\.?|par[aá]grafos?|§)\s*([a-zçéêíóú]+)\b",
                  lambda m: repl(m) if fold(m.group(2)) in ORDINALS else m.group(0), question)


# A year that names a law or decree, not an edital: "lei de 2014", "pela lei velha, de 2014", "a lei antiga (de 2014)", and
# elliptic "pela de 2014", "a de 2025" (the law of that year, the noun left out).
_LAW_BY_YEAR = re.compile(
    # "segundo o decreto de 2025": the regulation (Decreto 12.536/2025) named by its year, not an edital's date
    # Round 38 (f41a): "naquele regime anterior de 2014": the regime named by its law's year, too
    # Round 39 (f45a): "a lei de cota de 2014", "a lei das cotas de 2025": the quota law named by its year
    r"\b(?:lei|legislacao|regra|norma|decreto|regime)(?: (?:velha|velho|antigo|antiga|anterior|nova|atual|vigente|federal|(?:de|da|das) cotas?|revogada|substituida))?\s*[,(]?\s*"
    r"(?:de|da|do ano de) ((?:19|20)\d{2})\b\)?"
    r"|\b(?:pela|na|a|com a|segundo a|conforme a|usando a|aplicando a) de (2014|2025)\b(?!\s*(?:vagas?|\d))")
_YEAR_LAW = {"2014": OLD_LAW, "2025": NEW_LAW}
# Round 44 (f59a): a law named by its rate ("sob a lei dos 30%", "pela regra de 20 por cento", `vocabulary.LAW_BY_RATE`):
# that law (a name in `LAW_NAME_PATTERNS`), and the rate no figure of the question (no claimed percentage, no count).
# Round 44 (f59a): the time a law was in force, told as an edital's date ("se o edital fosse de quando valia a 12.990", "se
# tivesse saído quando ainda vigorava a lei antiga", "da época em que já valia a 15.142"): a date clause, its verb no
# rule asked of the law. (A bare "quando valia a lei antiga?" asks the time, and is not this.)
LAW_IN_FORCE_TIME = re.compile(
    r"\b(?:de quando|(?:n|d)?a epoca (?:em )?que|(?:n|d)?o tempo (?:em )?que|(?:n|d)?o periodo (?:em )?que|enquanto"
    r"|(?:sido|saido|publicad[oa]|lancad[oa]|abert[oa]|divulgad[oa]|saisse|sair|abrisse|fosse|for|seja) quando)"
    r" (?:ainda |ja |so )?(?:valia|vigorava|vigia|estava (?:em vigor|valendo|vigente)|se aplicava|era aplicad[oa]|regia)"
    r"(?= (?:a |o )?(?:lei|regra|norma|regime|legislacao|antiga|velha|nova|12\.?990|15\.?142)\b)")
# Numbers of the norms people name without "lei" ("e pela 15.142?", "a 12990 acabou?"): never a count.
_NORM_NUMBER = re.compile(r"\b(?:15\.?142|12\.?990|9\.?508|12\.?536|12\.?711|8\.?112|8\.?745|7\.?716|12\.?288)"
                          # "a 12.990/2014", "pela 15.142 de 2025", "a 12.990, de 9 de junho de 2014": the year is the law's
                          r"(?:\s*/\s*\d{2,4}|\s*,?\s*de\s+(?:\d{1,2}o?\s+de\s+[a-z]+\s+de\s+)?(?:19|20)\d{2})?\b")


def strip_refs(text: str) -> str:
    text = _LAW_BY_YEAR.sub(" LEIREF ", _NORM_NUMBER.sub(" LEIREF ", _LAW_REF.sub(" LEIREF ", text)))
    return _ART_REF.sub(" ARTREF ", LAW_BY_RATE.sub(" LEIREF ", text))


class NoYear(NamedTuple):
    """A day and month written without a year whose law depends on the year: asked, never guessed."""

    text: str  # as found in the folded text
    shown: str  # for the question back ("2 de junho", "10 de março"; "2/6" as "2 de junho")
    previous: int  # last year ...
    previous_law: str
    current: int  # ... and this year, which fall under different laws
    current_law: str
    day: int = 0  # kept so a reply with only the year ("2025") completes the date
    month: int = 0


@dataclass
class DateInfo:
    date: date | None = None
    period: Period | None = None
    # "old" / "new" when the text points to a law instead of a date ("pela lei antiga").
    law_hint: str | None = None
    text: str | None = None
    # Dates as written that do not exist ("31/02/2025", "30 de fevereiro de 2025"): questioned, never
    # read as another date, a month or a year.
    invalid: list[str] = field(default_factory=list)
    # "edital de 2 de junho" (no year) when the current and the previous year fall under different laws:
    # (text as written, previous year, current year), to ask which; never read as either.
    no_year: NoYear | None = None
    # Other spans read into the same date ("de 2025, publicado em 10 de julho": "10 de julho"), so no number of
    # theirs is left over as a count.
    also: list[str] = field(default_factory=list)
    # Round 26 (p26f): the date was a day and month without a year, read as the most recent one because both years
    # fall under one law; in a thread the dated edital's year is meant instead ("junho, dia 5" after "maio de 2025").
    yearless: bool = False
    # Round 34 (lead): only a retificação is dated: the edital came out on or before it, a bound the router uses when
    # the thread has no date of the edital's own (`router._plan`); never `period` here.
    rectified_bound: Period | None = None
    # Round 53 (lo53c): dates of another event of the concurso beside the edital's ("o edital saiu em 2024 mas a prova é
    # em 2026"): (event word as written, date as written). Not the edital's date, nor a count (also in `also`).
    events: list[tuple[str, str]] = field(default_factory=list)


def why_invalid(text: str) -> str:
    """Why a written date does not exist, in Portuguese ("fevereiro de 2025 tem 28 dias")."""
    m = (re.fullmatch(r"(\d{4})[-/](\d{1,2})[-/](\d{1,2})", text)
         or re.fullmatch(r"(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})", text)
         or re.fullmatch(rf"(\d{{1,2}})o?\s+de\s+({_MON})\s*(?:de|/)?\s*(\d{{4}})", text))
    if not m:
        return "essa data não existe"
    if len(m[1]) == 4:
        y, mo, d = int(m[1]), int(m[2]), int(m[3])
    else:
        d, y = int(m[1]), _year(m[3])
        mo = MONTHS[m[2]] if m[2] in MONTHS else int(m[2])
    if not 1 <= mo <= 12:
        return f"não existe o mês {mo}"
    if d > 31 or d < 1:
        return f"nenhum mês tem dia {d}"
    days = calendar.monthrange(y, mo)[1]
    return f"{MONTH_NAMES[mo - 1]} de {y} tem {days} dias"


# A time relative to the new law ("antes da nova lei") or an old/new rule: law hints that are not names.
_OLD_TIME = re.compile(
    # (Round 55, lead: "de antes da lei de 2025": the new law named by its year)
    r"antes da (?:nova lei|lei nova|lei 15|lei (?:das cotas )?de 2025|vigencia da|entrada em vigor|publicacao da (?:nova )?lei)"
    r"|regra antiga|legislacao anterior"
    # Round 26 (p26f): "o edital é anterior à lei nova": earlier than the new law, so under the old one
    r"|\banterior(?:es)? a (?:nova lei|lei nova|(?:lei )?15\.?142|lei (?:das cotas )?de 2025|vigencia da|entrada em vigor|publicacao da (?:nova )?lei)"
    # "no regime velho da 12.990", "e no regime antigo?": the old law's regime
    r"|\bregime (?:velho|antigo|anterior)\b"
    # "e pela antiga?", "e na velha?": the law left unsaid after "pela"/"na".
    r"|\b(?:pela|na|segundo a|com a|usando a|aplicando a) (?:antiga|velha|anterior)\b(?! (?:regra|norma|edital|concurso))"
    # Round 30 (fix30c): the old law named as the revoked (or old) rule, as "lei revogada" already is a name of it:
    # "pela regra revogada de 2014", "na norma velha", "e pela revogada?"
    r"|\b(?:regras?|normas?) (?:revogadas?|velhas?|antigas?)\b|\b(?:pela|na|segundo a|com a|usando a|aplicando a) revogada\b"
    # Round 44 (f59a): the old law's rate supposed in force ("aplicando os 20%", "como se valesse a regra dos 20%"), as
    # the new law's 30% is in `_NEW_TIME`
    r"|\bcomo se (?:a |o |os )?(?:(?:regra|lei|reserva|cota|percentual|taxa)\s+(?:d[eoa]s?\s+)?)?20\s*%\s+(?:ainda\s+)?"
    r"(?:valessem?|vigorassem?|estivessem? em vigor|se aplicassem?|fossem? aplicad[oa]s?)"
    r"|\b(?:aplicando|usando) (?:os |o percentual de |a regra dos )?20\s*%(?! (?:de|das|sobre|pra|para)\b)"
)
# Round 29 (fix29r): an edital still to be published ("edital ainda a publicar", "ainda não publicado") comes out
# under the law in force, the new one. Round 32 (fix32r): so does one still being drafted ("edital em preparação",
# "em elaboração", "sendo redigido").
_WILL = (r"(?:vamos|vai|vao|vou|iremos|ira|irao|pretendemos|pretendo|pretende|planejamos|planeja|queremos|devemos"
         r"|deve|devera|sera|serao)")
_OPEN = r"(?:publicar|publicad[oa]|lancar|lancad[oa]|abrir|abert[oa]|divulgar|divulgad[oa])"
_PUBLISH = r"(?:publicar|publicad[oa]|lancar|lancad[oa]|abrir|abert[oa]|divulgar|divulgad[oa]|soltar|sair)"
# Round 34 (f34a): the edital may be named with a few words of its own before what is told of it ("o edital de abertura
# do nosso concurso ainda não foi publicado", "um edital novo, que nem saiu ainda"), never across a clause that tells of
# something else ("o edital saiu, mas o resultado ainda não foi publicado"); "nem saiu", "ainda não publicamos" and "não foi
# lançado" say the same as "ainda não saiu".
_EDITAL_OWN_WORDS = r"(?: (?!(?:mas|porem|e|ja|foi|saiu|que|quando)\b)\w+){0,5}?,?(?: que)?"
_PENDING_NOUN = r"(?:edital|selecao|processo seletivo|certame)"
# Round 51 (f66a): the thread's edital supposed unpublished: its subject (or none), the supposing verb, its act, a near day.
_SUPPOSED_SUBJECT = (r"(?:(?:ele|ela|o edital|esse edital|este edital|o mesmo edital|esse mesmo edital|o concurso|esse concurso"
                     r"|a selecao|essa selecao) )?")
_WERE = r"(?:tivesse|tivessem|tiver|tenha|estivesse|estiver|esteja|fosse|for|seja)"
_OUT = r"(?:publicad[oa]|lancad[oa]|divulgad[oa]|saido|abert[oa])\b(?! (?:o|a|os|as) (?!edital\b|concurso\b)\w)"  # (not "o resultado")
_SOON = (r"(?:amanha|depois de amanha|(?:na )?semana que vem|na proxima semana|daqui a (?:uns |alguns |poucos )?\w+ (?:dias|semanas)"
         r"|mais (?:pra )?(?:frente|tarde)|no futuro|futuramente)\b")
_LATER = r"(?! (?:em|no dia|dia|ate|antes|depois|no prazo)\b)"
EDITAL_PENDING = re.compile(
    r"\bedital\b" + _EDITAL_OWN_WORDS + r"(?: ainda)? (?:a publicar|a ser publicad[oa]|por publicar|nao publicad[oa]|sem publicar"
    # (Round 33: "o edital ainda não saiu, qual lei se aplica?", as `router._NOT_OUT_YET` says it in a reply)
    r"|ainda nao (?:foi )?publicad[oa]|nao foi publicad[oa] ainda|ainda nao (?:saiu|foi (?:lancad|divulgad|abert)[oa])|nao saiu ainda"
    r"|nem (?:foi )?(?:saiu|publicad[oa]|lancad[oa]|divulgad[oa]|abert[oa])|nao foi (?:publicad|lancad|divulgad|abert)[oa]" + _LATER
    + r"|ainda nao (?:o )?(?:publicamos|lancamos|divulgamos|abrimos|publicaram|lancaram|divulgaram|abriram)"
    r"|em (?:fase de )?(?:preparacao|elaboracao|construcao|redacao)|sendo (?:preparad|elaborad|redigid|montad)[oa])\b"
    # Round 33 (lo2): one said with a verb of the future or of intent ("o edital que vamos publicar", "que a gente vai
    # lançar", "que será publicado", "vamos abrir o edital").
    # Round 35 (f36b): also after a few words naming it ("o próximo edital do instituto, que ainda vamos publicar").
    # Round 37 (f40b): the selection named for its edital ("a próxima seleção que vamos publicar", "o processo seletivo
    # que será aberto", "vamos abrir o certame"): publishing or opening it is publishing its edital.
    rf"|\b{_PENDING_NOUN}{_EDITAL_OWN_WORDS} (?:(?:nos|a gente|eu|o orgao|ainda) )?(?:so )?{_WILL} (?:ainda )?(?:so )?(?:ser )?{_PUBLISH}\b"
    rf"|\b{_WILL} (?:ainda )?{_PUBLISH} (?:\w+ ){{0,2}}?{_PENDING_NOUN}\b"
    # Round 35 (f36b): one being drafted, told by who drafts it ("estamos preparando o próximo edital", "estou
    # elaborando o edital"), as "edital em preparação" is.
    r"|\b(?:estamos|estou|esta|estao|a gente esta|seguimos|ainda) (?:preparando|elaborando|redigindo|montando|finalizando"
    r"|construindo|escrevendo) (?:o |a |um |nosso |nossa |o nosso |a nossa )?(?:\w+ ){0,2}?edital\b"
    # Round 52 (f67b): the same said after the edital, in its relative clause ("o edital que estamos elaborando", "o
    # edital que a gente tá montando"): one being drafted is not out yet
    rf"|\b{_PENDING_NOUN}(?: \w+){{0,2}}? que (?:nos |eu |a gente )?(?:estamos|estou|esta|estao|ta|to|seguimos|ainda estamos)"
    r" (?:ainda )?(?:preparando|elaborando|redigindo|montando|finalizando|construindo|escrevendo)\b"
    r"|\bedital (?:que )?(?:ainda )?saira\b"
    # Round 34 (f34a): "ainda não publicamos o edital", the act denied before the edital it is of
    r"|\bainda nao (?:publicamos|lancamos|divulgamos|abrimos|publicaram|lancaram|divulgaram|abriram) (?:\w+ ){0,2}?edital\b"
    # Round 39 (f42a): the same with "nem" or "saiu" ("o concurso ... ainda nem saiu o edital", "não saiu o edital ainda")
    r"|\b(?:ainda )?(?:nem|nao) (?:saiu|foi (?:publicad|lancad|divulgad)o|publicaram|lancaram|divulgaram) (?:\w+ ){0,2}?edital\b"
    # Round 39 (f42a): a concurso opened or launched by its organiser later ("o concurso que vamos abrir", "vamos lançar o
    # concurso"): its edital is still to be published, so the law in force (never "sair": "o resultado do concurso vai
    # sair" is no edital; "vamos abrir um concurso com 9 vagas" told before its question is a case planned, kept as it was)
    rf"|\bconcurso{_EDITAL_OWN_WORDS} (?:(?:nos|a gente|eu|o orgao|ainda) )?{_WILL} (?:ainda )?(?:ser )?{_OPEN}\b"
    # Round 34 (f34a): the next edital (or certame) told to have no date yet ("nosso próximo edital, ainda sem data",
    # "próximo certame? ainda não definimos a data de publicação"): any edital published from 04/06/2025 is the new
    # law's (art. 11, art. 14), so it is pending too; the next one named alone still has its date asked.
    r"|\bproxim[oa] (?:edital|certame|concurso|processo seletivo|selecao)\b.{0,80}?(?:\bsem data\b"
    r"|\bainda nao (?:tem|temos|tenho|ha|definimos|definiram|sabemos|marcamos|foi definida|esta definida) (?:\w+ ){0,2}?data\b"
    r"|\bdata (?:\w+ ){0,2}?(?:ainda )?(?:nao definida|indefinida|a definir|em aberto)\b"
    # Round 35 (f37b): or told in the future ("o próximo edital do INSS vai ser pela lei nova ou pela velha?", "o próximo
    # concurso seguirá qual lei?"): not out yet, so from 04/06/2025 on (docs/holdout-brief.md).
    # Round 41 (f53a): the duty said on the verb too ("o próximo edital vai ter que seguir a lei nova?").
    r"|\b(?:vai|vao|ira|irao) (?:ter que |ter de |precisar |precisar de )?(?:ser|seguir|usar|aplicar|adotar|obedecer|cair|sair)\b"
    r"|\b(?:sera|serao|seguira|seguirao|usara|aplicara|adotara|obedecera|saira)\b"
    # Round 42 (f55a): or its coming said in the present ("o próximo edital sai em janeiro", "sai no mês que vem"): the
    # next one is not out yet (today is after 04/06/2025), so the law in force.
    r"|\bsai (?:so )?(?:em|no|na|ate|daqui)\b)"
    # Round 51 (f66a): the thread's edital supposed still unpublished, its noun left out or said by a pronoun ("e se ele
    # ainda nem tivesse sido publicado?", "e se ainda não tivesse saído?", "e caso ele ainda esteja pra sair?", "e se
    # fosse publicado amanhã?"): the law in force (art. 14), as "o edital ainda não saiu" is
    rf"|\b(?:se|caso) {_SUPPOSED_SUBJECT}(?:"
    rf"(?:ainda )?(?:nem|nao) (?:ainda )?{_WERE} (?:sido )?(?:ainda )?{_OUT}"
    rf"|ainda {_WERE} (?:pra|para|por|a) (?:ser )?(?:sair|publicar|publicad[oa]|lancar|lancad[oa]|divulgar|abrir)\b"
    rf"|ainda {_WERE} (?:em (?:fase de )?(?:preparacao|elaboracao|construcao|redacao)|sendo (?:preparad|elaborad|redigid)[oa])\b"
    rf"|(?:so )?(?:{_WERE} (?:sido )?{_OUT}|sair|saisse|sai) (?:so )?{_SOON})"
)
_NEW_TIME = re.compile(
    r"(?:depois|apos|a partir) da (?:nova lei|lei nova|lei 15|vigencia|entrada em vigor)|regra nova|regra atual"
    r"|\bregime (?:novo|atual)\b"
    # Round 38 (f41a): the new law's rate supposed in force ("como se a regra dos 30% já valesse", "aplicando os 30%")
    r"|\bcomo se (?:a |o |os )?(?:(?:regra|lei|reserva|cota|percentual|taxa)\s+(?:d[eoa]s?\s+)?)?30\s*%\s+(?:ja\s+)?"
    r"(?:valessem?|vigorassem?|estivessem? em vigor|se aplicassem?|fossem? aplicad[oa]s?|existissem?)"
    r"|\b(?:aplicando|usando|com|pelos|pela regra dos) (?:os |o percentual de |a regra dos )?30\s*%(?! (?:de|das|sobre)\b)"
    r"|\bposterior(?:es)? a (?:nova lei|lei nova|(?:lei )?15\.?142|vigencia|entrada em vigor)"
    r"|\b(?:pela|segundo a|usando a|aplicando a) (?:nova|atual)\b(?! (?:regra|norma|edital|concurso))"
    # Round 44 (44c): "e na nova?", "e com a atual?" closing the message, as "e na antiga?" names the old law (a noun
    # after it, "na nova data", is no law)
    r"|\b(?:na|com a) (?:nova|atual)\b(?=\s*(?:[?!.,;]|$))"
    r"|" + EDITAL_PENDING.pattern
)


# An edital published or opened now ("publicado agora", "que vamos abrir este mês"): dated today, as "hoje" is.
_EDITAL_ACT = (r"(?:publicad[oa]s?|publica|publicar|publicamos|publicou|saiu|sai|saindo|sair|lancad[oa]|lancar|lancamos"
               r"|lancou|aberto|aberta|abre|abrir|abrimos|abriu|abrindo|divulgad[oa]|divulgar"
               # Round 41 (f53b): the act supposed ("e se esse mesmo concurso abrisse agora?", "se saísse agora"): dated now
               r"|abrisse|abrissem|saisse|saissem|publicasse|publicassem|lancasse|lancassem|divulgasse)")
_NOW = r"(?:agora|agorinha|neste mes|este mes|nesse mes|esse mes|nesta semana|esta semana)"
_PUBLISHED_NOW = re.compile(rf"\b{_EDITAL_ACT}\s+(?:\w+\s+){{0,2}}?{_NOW}\b|\b{_NOW}\s+(?:\w+\s+){{0,2}}?{_EDITAL_ACT}\b"
                            # "e se o edital fosse de agora?", "um edital de hoje": the edital dated now, its act unsaid
                            rf"|\bedital (?:(?:fosse|for|seja|sendo|fosse publicado|saisse) )?de {_NOW}\b"
                            # Round 39 (lo39b): "o edital é deste mês", "o edital foi desse mês": the edital said to be
                            # of the month now, as "publicado este mês" is
                            r"|\bedital (?:(?:e|eh|foi|era|fosse|for|seja|sendo) )?d(?:este|esse) mes\b"
                            # Round 26 (p26a): "e se fosse edital novo?", "e se o edital fosse novo?": the same case supposed
                            # of an edital published now (a counterfactual verb before it: "um edital novo" alone is no
                            # date, and "o edital atual" is the real case, `context._REAL_CASE`)
                            rf"|\b(?:fosse|for|seja|sendo)\s+(?:um\s+)?edital\s+(?:novo|recente)\b"
                            rf"|\bedital\s+(?:fosse|for|seja)\s+(?:novo|recente)\b")


def _without_year(day: int, month: int, today: date) -> date | tuple[int, str, int, str] | None:
    """A day and month without a year: the most recent one (this year's, or last year's if this year's is
    still ahead) when this and last year fall under the same law; else (last year, its law, this year, its law) to ask.
    None when the day does not exist in either year."""
    from calculator.regime import regime

    cur, prev = _safe_date(today.year, month, day), _safe_date(today.year - 1, month, day)
    if cur is None and prev is None:
        return None
    if cur is None or prev is None:
        return cur or prev
    law_cur = regime({"edital_date": cur, "today": today}).regime
    law_prev = regime({"edital_date": prev, "today": today}).regime
    if law_cur != law_prev and law_cur and law_prev:
        return prev.year, law_prev, cur.year, law_cur
    return cur if cur <= today else prev


# Round 45 (45b): a month told as the edital's publication with no year ("saiu em agosto", "e se tivesse saído em
# julho?", "e se o edital fosse de maio?", "e em julho?"): read as a day and month without a year is (`_without_year`),
# its year the thread's when it has one (`router`). Never another event's month ("a prova foi em setembro").
_MONTH_TOLD = re.compile(
    r"(?:\b(?:saiu|saido|saisse|publicad[oa]|publicaram|lancad[oa]|lancaram|divulgad[oa]|edital|fosse|for|seja)"
    r"\s+(?:\w+\s+)?|^(?:e|mas e)\s+)"
    rf"(?:em|de|no mes de|no inicio de|no comeco de|no fim de|no final de)\s+(?P<mon>{_MON})\b"
    # its year next ("maio de 25", "maio/25", "maio, 2025"), never a count after a comma ("maio, 20 vagas")
    r"(?!\s*(?:de\s+|/)?\s*\d|\s*,\s*(?:\d{4}|\d{2}(?!\s*[a-z])))")


# An edital still to come ("o próximo edital sai em janeiro", "vai ser publicado em março"): no month gone by.
_TO_COME = re.compile(r"\b(?:proxim[oa]s?|vai|vao|vamos|sera|serao|ira|irao|futur[oa]|a ser|ainda nao)\b")


# The law of a month that straddles the change (June 2025: Lei 12.990 up to the 3rd, Lei 15.142 from the 4th, art. 11).
BY_DAY = "by-day"


def _month_without_year(month: int, today: date) -> Period | tuple[int, str, int, str] | None:
    """A month without a year: the latest one gone by (this year's, or last year's while this year's is ahead) when it
    and the one a year before fall each wholly under one law, the same; else (last year, its law, this year, its law)
    to ask; None when a month straddles the change (its year asked would not settle the law)."""
    from calculator.regime import regime

    year = today.year if month <= today.month else today.year - 1
    laws = []
    for y in (year - 1, year):
        first, last = date(y, month, 1), date(y, month, calendar.monthrange(y, month)[1])
        law_first, law_last = (regime({"edital_date": d, "today": today}).regime for d in (first, last))
        # the month of the change (June 2025): its law depends on the day, still worth asking the year
        laws.append(law_first if law_first == law_last else BY_DAY)
    if all(law == BY_DAY for law in laws):
        return None
    if laws[0] == laws[1]:
        # the year not told is an assumption, named in the period's own text (the chip and the note show it)
        read, name = _month_period(year, month, ""), MONTH_NAMES[month - 1]
        return Period(read.start, read.end, f"{read.text} (ano não informado: considerei o último {name}; "
                                            f"{name} de {year - 1} seguiria a mesma lei)")
    return year - 1, str(laws[0]), year, str(laws[1])


_EDITAL_WORDS = re.compile(r"\b(?:edital|editais|publicad[oa]s?|publicacao|lancad[oa]|divulgad[oa]|saiu|sai)\b")


# Round 23 (p23d): another event of the concurso dated in the same breath ("o resultado saiu em 2026", "a prova foi
# em setembro"): its "saiu" or "publicado" is that event's, not the edital's.
_OTHER_EVENT = re.compile(r"\b(?:resultado|prova|provas|gabarito|homologac\w*|nomeac\w*|posse|inscric\w*|convocac\w*"
                          r"|classificac\w*|aplicac\w*|heteroidentificac\w*)\b")


def _event_of(text: str, pos: int) -> str | None:
    """The other event of the concurso a date's own clause names ("a prova é em 2026": "prova"), None when the clause
    names the edital or no such event."""
    before = re.split(r"[.!?;]\s", text[max(0, pos - 60):pos])[-1]
    # (a folded "é" is "e": "a prova e em 2026" is one clause; "e a prova ..." starts another)
    clause = re.split(r",\s|\smas\s|\se\s+(?=(?:o|a|os|as|minha|meu|sua|seu)\s)", before)[-1]
    m = _OTHER_EVENT.search(clause)
    return m.group(0) if m and not re.search(r"\bedita(?:l|is)\b", clause) else None


def _tied_to_edital(text: str, pos: int) -> bool:
    """Whether the words just before a date, in its own sentence, name the edital or its publication."""
    before = re.split(r"[.!?;]\s", text[max(0, pos - 60):pos])[-1]
    # only the clause of the date: "o resultado saiu em 2026 e o edital foi publicado em ..." has two
    clause = re.split(r",\s|\se\s|\smas\s", before)[-1]
    if _OTHER_EVENT.search(clause) and not re.search(r"\bedita(?:l|is)\b", clause):
        return False
    return bool(_EDITAL_WORDS.search(before))


# A month named beside a year said relative to today: "ano passado em maio", "em maio do ano passado", "em março
# deste ano", "maio passado"; and "mês passado" (the month before this one).
# Round 30 (p30b): "ano retrasado" is the year before last ("saiu em março do ano retrasado").
_THIS_OR_LAST = (r"(?:(?P<last>(?:do |no )?ano passado)|(?P<blast>(?:do |no )?ano retrasado)"
                 r"|(?P<next>(?:do |no )?(?:ano que vem|proximo ano))"
                 r"|(?:d?(?:este|esse)|n(?:este|esse)) ano)")
_RELATIVE_MONTH = re.compile(
    rf"\b{_THIS_OR_LAST},?\s+(?:(?:em|de|no mes de|no inicio de|no fim de|no final de|la (?:em|pra|por))\s+)?"
    r"(?:(?:(?:no )?dia\s+)?\d{1,2}o?\s+de\s+)?"  # Round 47 (47a): "ano passado, dia 4 de junho": that day's month
    rf"(?P<m1>{_MON})\b"
    rf"|\b(?P<m2>{_MON})\s+(?:(?P<last2>(?:do |no )?ano passado)|(?P<blast2>(?:do |no )?ano retrasado)"
    r"|(?P<next2>(?:do |no )?(?:ano que vem|proximo ano))"
    r"|(?P<recent>passado)|(?:d|n)?(?:este|esse) ano)\b"
    r"|\b(?P<prev>(?:no )?mes passado)\b")


# "retificação publicada em 15.08.2025", "errata de 10/07/2025", "aditivo de agosto de 2025": the act amending an edital.
# (Round 28, p28b: "um retificador publicado em 20/06/2025": the amending act by its noun, as HR staff name it)
# Round 34 (34f): the verb said by whoever amended it ("retificamos o edital em julho de 2025", "a banca retificou o
# edital em 10/07/2025", "retificaram o nosso edital em"): the amendment's date too, never the publication's.
# The text of the bound a retificação's date puts on the edital's publication (`core` asks for the original's date).
RECTIFIED_BOUND = "publicado até a retificação de "
_RECTIFIED = re.compile(r"\b(?:retificac(?:ao|oes)|retificad[oa]|retificativ[oa]|retificador(?:es)?|retificatori[oa]|errata"
                        r"|aditamento|aditivo|retific(?:amos|ou|aram|ar|aremos))\b"
                        r"(?:\s+n[o.]?\s*\d+)?(?:,?\s+(?:d[oa]\s+edital|(?:dess|dest)[ea]\s+edital|foi|foram|que foi|saiu|sairam|que saiu"
                        r"|(?:o|nosso|o nosso|esse|este|aquele)\s+edital|pela banca"
                        r"|publicad[oa]s?|divulgad[oa]s?"
                        # Round 33 (33b): the amendment's date told after an adverb or as a bound ("a retificação saiu só
                        # em agosto", "a errata foi publicada após julho", "retificado depois, em agosto"): still its own.
                        r"|so|somente|apenas|ja|depois|posteriormente|mais tarde|(?:depois|antes)\s+(?:de|do|da)|apos))*"
                        r",?\s+(?:em|de|no dia|dia|o dia|no dou de|no diario oficial de)?\s*$")


_MONTH_ALONE = re.compile(rf"\b(?:edital|publicad[oa]|saiu|lancad[oa]|abertura)\s+(?:\w+\s+)?(?:de|em|no mes de)\s+({_MON})\b"
                          r"(?!\s*(?:de\s+|/)?\d)")


# Round 26 (p26f): "vamos publicar o edital em janeiro", "só vai ser publicado no DOU agora em dezembro": a month with no
# year for a publication still to come is its next occurrence (this month included).
_FUTURE_MONTH = re.compile(r"\b(?:vamos|vai|vao|iremos|pretendemos|devemos|deve|devera|sera|serao|planejamos)\s+(?:\w+\s+){0,2}?"
                           r"(?:publicar|publicad[oa]|sair|lancar|lancad[oa]|abrir|divulgar|divulgad[oa])\b[^.?!]{0,30}?"
                           rf"\b(?:em|no mes de|para|pra)\s+({_MON})\b(?!\s*(?:de\s+|/)?\s*\d)")
# A date the edital was drafted or signed on ("assinado em maio/25"), not the publication that decides the law (art. 11).
_DRAFTED = re.compile(r"\b(?:assinad[oa]|elaborad[oa]|redigid[oa]|finalizad[oa]|aprovad[oa] internamente)\s+(?:em|no dia|dia)?\s*$")


# Round 34 (34b): two editais compared in one message, each dated ("no do INSS de 2024 ... e no do IBGE de 2026, com 15
# vagas, quantas?", "um edital de abril de 2025 e um de julho de 2025: quantas tem o de julho?", "o do INSS saiu em março
# de 2025 e o do IBGE em agosto de 2025; qual lei vale para o do IBGE?"): the one the question points at is the date.
# Each date's label is its month's name or the body named just before it ("do IBGE de"); the question after the last
# date points with "o de julho", "para o do IBGE"; with no pointer, the last edital brought in with "e no do X de <date>"
# (the "and what about X?" of a comparison) is the one asked.
# Round 43 (43d): the label told with "de" and a copula too ("o de analista é de 2024 e o de técnico de 2026", "meu edital
# do INSS é de janeiro de 2025"), as the pointer reads "no de técnico", "pro do INSS".
_LABEL_BEFORE = re.compile(r"\bd[oae]s? (\w+)(?: (?:edital|concurso))?(?: (?:que )?(?:saiu|foi publicado|publicado|e|eh|era|foi))?"
                           r" (?:de|em)\s*$")
_POINTER = re.compile(r"\b(?:o|a|no|na|para o|para a|pro|pelo|pela|ao|do|da) (?:edital |concurso )?d[eoa] (\w+)\b")
_WHAT_ABOUT = re.compile(r"\be (?:no|na|o|a|para o|pro|quanto ao) (?:edital |concurso )?d[oa] \w+ (?:de|em)\s*$")


def _pointed_date(text: str, found: list[tuple[int, date | Period, str]]) -> tuple[int, date | Period, str] | None:
    """The one of several dated editais the question points at (see `_POINTER`), or None."""
    labels: list[set[str]] = []
    for pos, _, txt in found:
        words = {w for w in re.findall(r"[a-z]+", txt) if w in MONTHS}
        if m := _LABEL_BEFORE.search(text[max(0, pos - 50):pos]):
            words.add(m[1])
        labels.append(words)
    tail = text[max(pos + len(txt) for pos, _, txt in found):]
    for m in _POINTER.finditer(tail):
        hits = [f for f, words in zip(found, labels) if m[1] in words]
        if len(hits) == 1:
            return hits[0]
    last = max(found, key=lambda f: f[0])
    if "?" in tail and _WHAT_ABOUT.search(text[max(0, last[0] - 50):last[0]]):
        return last
    return None


# Round 34 (34a): the date a help desk's record was opened or received ("manifestação registrada em", "chamado aberto em",
# "pergunta recebida em", "Registro de atendimento de"): the ticket's, never the edital's; nothing about the edital between.
_RECORD_DATED = re.compile(
    rf"\b(?:{TICKET_NOUNS}|pergunta|mensagem|duvida|e-?mail|consulta)\b(?P<between>[^.?!;:]{{0,50}}?)"
    r"\b(?:(?:registrad|recebid|abert|enviad|protocolad|cadastrad|criad|autuad|feit)[oa]s?\s+(?:em|no dia|dia)|de|em)\s*$"
    r"|\b(?:registrad|recebid|protocolad|cadastrad|autuad)[oa]s?\s+(?:em|no dia|dia)\s*$")
_EDITAL_TALK = re.compile(r"\b(?:edital|editais|concurso|certame|selecao|processo seletivo|publicad\w*|lancad\w*|divulgad\w*"
                          r"|saiu|prova|resultado|lei)\b")


def _record_date(text: str, pos: int) -> bool:
    m = _RECORD_DATED.search(text[max(0, pos - 80):pos])
    return m is not None and not _EDITAL_TALK.search(m.group("between") or "")


# Round 41 (41a): the concurso's authorization dated ("o concurso foi autorizado em 2024", "a autorização saiu em março
# de 2024"): not the edital de abertura's publication, which alone decides the law (Lei 15.142, art. 11).
_AUTHORIZED = re.compile(r"\bautoriza(?:d[oa]s?|cao|coes|ram|ou)\b(?:(?!edita|publica)[^.?!;]){0,25}$")


def _authorization_date(text: str, pos: int) -> bool:
    return _AUTHORIZED.search(text[max(0, pos - 45):pos]) is not None


# Round 35 (f37b): a date said as a bound, "antes de"/"anterior a" (the time before it) and "posterior a" (after it);
# "e se esse edital for anterior a junho de 2025" is May 2025 or earlier, never June itself.
_BEFORE_S = r"(?:antes d[eoa]s?|anterior(?:es)? a[os]?)"
_AFTER_S = r"posterior(?:es)? a[os]?"


# What follows a two-digit number that counts something rather than naming a year ("junho de 25 vagas").
_NOT_A_YEAR = r"(?!\s*(?:vagas?|%|cargos?|pessoas|candidat|aprovad|inscrit|cotas?\b|cotistas?|reservad|nomead|convocad))"


# Round 52 (f67b): an edital's date set aside by the one asking ("edital novo, não o de 2024", "esquece o de 03/2024",
# "deixa de lado aquele de 2023"): the supposed case left, never the date of the one asked about now.
SET_ASIDE = re.compile(r"\b(?:nao|esquece|esqueca|esquecendo|deixa de lado|deixando de lado|fora)\s+(?:o|a|aquele|aquela|esse|essa)"
                        r"\s+(?:(?:edital|concurso|caso|certame|selecao|cenario)\s+)?(?:de|do ano de|publicado em|que saiu em)\s+"
                        r"(?:\d{1,2}[/.-])?(?:\d{1,2}[/.-])?(?:19|20)\d{2}\b(?![.,/]\d)")


# Round 53 (f68d): a day of the month told as a bound after that month ("março de 2025, antes do dia 10", "até o dia 3").
_DAY_BOUND = re.compile(r"\s*,?\s*(?:e\s+|mas\s+)?(?P<rel>antes|depois|apos|ate|a partir)\s+(?:d[oe]|o)?\s*dia\s+"
                        r"(?P<day>\d{1,2})\b(?![.,/]\d|\s*(?:vagas?\b|%|o\b))")


def extract_date(raw: str, today: date) -> DateInfo:
    """Edital date from folded text. Law references are ignored for dates but give law hints."""
    info = DateInfo()
    # The old law wins a tie, as "antes da nova lei" names the new one but means the old.
    if _OLD_TIME.search(raw) or LAW_NAME_PATTERNS[OLD_LAW].search(raw):
        info.law_hint = "old"
    elif any(not _RECTIFIED.search(raw[max(0, m.start() - 45):m.start()])
             for pattern in (_NEW_TIME, LAW_NAME_PATTERNS[NEW_LAW]) for m in pattern.finditer(raw)):
        # Round 40 (lo40): the new law's time told of a retificação ("e se a retificação foi publicada depois da lei
        # nova?") is the amendment's, as its date is (below): the edital de abertura's law stands (Lei 15.142, art. 11).
        info.law_hint = "new"
    elif (m := _LAW_BY_YEAR.search(raw)) and (law := _YEAR_LAW.get(m.group(1) or m.group(2))):
        info.law_hint = "old" if law == OLD_LAW else "new"  # "pela de 2014": the law named by its year
    # (Round 34, 34a: a record's number, "protocolo 2026.33.0091", is no year either: `envelope.mask_records`)
    # (Round 52, f67b: the date set aside, "voltando ao real (não o de 2024)", is no date of the edital asked: `SET_ASIDE`)
    text = SET_ASIDE.sub(" ", mask_records(_EDITAL_NUMBER.sub(" ", strip_refs(raw))))
    found: list[tuple[int, date | Period, str]] = []
    bad: list[tuple[int, int, str]] = []

    # Round 54 (f69c): the year first with slashes too ("2025/11/03"), as with dashes: that day, never the year alone
    for m in re.finditer(r"(?<![\d/.-])\b(\d{4})([-/])(\d{1,2})\2(\d{1,2})\b(?![/.-]?\d)", text):
        d = _safe_date(int(m[1]), int(m[3]), int(m[4]))
        if d:
            found.append((m.start(), d, m[0]))
        else:
            bad.append((m.start(), m.end(), m[0]))
    # ("1º/12/2026": the first day written as an ordinal.)
    for m in re.finditer(r"(?<![\d,.])\b(\d{1,2})o?[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b(?![.,]\d)", text):
        d = _safe_date(_year(m[3]), int(m[2]), int(m[1]))
        if d:
            found.append((m.start(), d, m[0]))
        elif 1 <= int(m[1]) <= 39 and int(m[2]) >= 1 and (len(m[3]) == 4 or m[0].count("/") == 2):
            bad.append((m.start(), m.end(), m[0]))
    # ("15 de mar. de 2024", "3 de set 2024": the month abbreviated, the year written.)
    # (Round 29, p29c: "3 de junho de 25": a two-digit year after "de", as in "3/6/25", never a count of vagas.)
    for m in re.finditer(rf"\b(\d{{1,2}})o?\s+de\s+({_MON}|(?:{_ABBR})\.?)\s*(?:de|/)?\s*"
                         rf"(\d{{4}}|(?<=de )\d{{2}}(?!\s*(?:vagas?|%|cargos?|pessoas|candidat|aprovad|inscrit)))\b", text):
        d = _safe_date(_year(m[3]), _ABBR_MONTH[m[2][:3]], int(m[1]))
        if d:
            found.append((m.start(), d, m[0]))
        else:
            bad.append((m.start(), m.end(), m[0]))
    # "junho de 2025, dia 10", "edital de junho 2025 dia 3": the month and year told first, then the day.
    # (Round 33, holdout33: the day in brackets or after a dash, "março de 2024 (dia 4)", "março de 2024 - dia 4")
    for m in re.finditer(rf"\b({_MON})\s*(?:de|/)?\s*(\d{{4}})\s*[,(–-]?\s*(?:no\s+|do\s+|o\s+)?dia\s+(\d{{1,2}})o?\b(?![/.,-]?\d)", text):
        d = _safe_date(int(m[2]), MONTHS[m[1]], int(m[3]))
        if d:
            found.append((m.start(), d, m[0]))
        else:
            bad.append((m.start(), m.end(), m[0]))
    info.invalid = [t for _, _, t in sorted(bad)]
    taken = [(s, s + len(t)) for s, _, t in found] + [(a, b) for a, b, _ in bad]

    def free(pos: int) -> bool:
        return not any(a <= pos < b for a, b in taken)

    # Round 47 (47a): a dictated year said in two words after "de" ("edital de agosto de vinte e quatro" -> "agosto de
    # 24"), as "3 de junho de 25" is read: the year, unless a count's noun follows ("maio de 25 vagas").
    for m in re.finditer(rf"\b({_MON})\s*(?:de|/)?\s*(\d{{4}})\b|\b({_MON})\s+de\s+([1-3]\d)\b(?![.,/]\d){_NOT_A_YEAR}", text):
        if free(m.start()):
            found.append((m.start(), _month_period(_year(m[2] or m[4]), MONTHS[m[1] or m[3]], m[0]), m[0]))
            taken.append((m.start(), m.end()))
    # "de 2025, de dezembro", "em 2024, em março": the year first, then the month.
    # "edital de 2025, publicado em julho": the month of that publication.
    for m in re.finditer(rf"\b((?:19|20)\d{{2}}),?\s+(?:(?:publicad[oa]|lancad[oa]|divulgad[oa]|saiu|que saiu)\s+)?"
                         rf"(?:(?:em|de|no mes de|no inicio de|no fim de|no final de)\s+)?({_MON})\b(?!\s*(?:de|/)?\s*\d)", text):
        if free(m.start()):
            found.append((m.start(), _month_period(int(m[1]), MONTHS[m[2]], m[0]), m[0]))
            taken.append((m.start(), m.end()))
    no_year: list[tuple[int, int, str, int, int]] = []  # (start, end, text, day, month)
    for m in re.finditer(rf"\b(\d{{1,2}})o?\s+de\s+({_MON})\b", text):
        if free(m.start()):
            no_year.append((m.start(), m.end(), m[0], int(m[1]), MONTHS[m[2]]))
    # Round 26 (p26f): "no começo de junho, dia 5", "junho, dia 5": the month told first, then the day, no year.
    for m in re.finditer(rf"\b({_MON}),?\s+(?:no\s+|o\s+)?dia\s+(\d{{1,2}})o?\b(?![/.,-]?\d|\s*(?:de|/)\s*\d)", text):
        if free(m.start()) and _safe_date(2024, MONTHS[m[1]], int(m[2])):
            no_year.append((m.start(), m.end(), m[0], int(m[2]), MONTHS[m[1]]))
    # Round 26 (p26f): "e se fosse depois de junho?", "antes de junho": a month as a bound with no year, read as the
    # first day after it (the last day before it), whose year is the thread's or asked when the laws differ.
    # (Round 35, f37b: "anterior a junho", "posterior a maio": the same bounds.)
    for m in re.finditer(rf"\b(?P<rel>depois de|apos|a partir de|antes de|anterior(?:es)? a|posterior(?:es)? a)\s+({_MON})\b"
                         rf"(?!\s*(?:de\s+|/)?\s*\d)", text):
        month = MONTHS[m[2]]
        rel = "antes de" if m["rel"].startswith("anterior") else "apos" if m["rel"].startswith("posterior") else m["rel"]
        if not free(m.start()) or (rel in ("depois de", "apos") and month == 12) \
                or (rel == "antes de" and month == 1) \
                or re.search(r"\b(?:19|20)\d{2}\s*,?\s*(?:e\s+|mas\s+)?$", text[:m.start()]):
            continue  # ("saiu em 2025, depois de agosto": that year bounded, read with the year below)
        day, month = ((1, month + 1) if rel in ("depois de", "apos") else (1, month) if rel == "a partir de"
                      else (calendar.monthrange(2023, month - 1)[1], month - 1))
        no_year.append((m.start(), m.end(), m[0], day, month))
    # "dia 15/07", "em 02/06": a day and a month, never a fraction ("2/3 das vagas").
    for m in re.finditer(r"\b(?:dia|em|de)\s+(\d{1,2})/(\d{1,2})\b(?![/.,-]?\d|\s*(?:%|d[aoe]s?\b))", text):
        if free(m.start(1)) and 1 <= int(m[2]) <= 12:
            no_year.append((m.start(1), m.end(), m[0][m.start(1) - m.start():], int(m[1]), int(m[2])))
    taken += [(a, b) for a, b, *_ in no_year]
    # "out/2023", "set./2024", "março/25": a month, abbreviated or not, before the year.
    # ("mar-2024", "jul. 2025", "set. de 2024": a dash, or a dot that marks the abbreviation, before the year.)
    # "edital de jan 2025", "em out de 2024": an abbreviation before a full year, with a space only.
    for m in re.finditer(rf"\b({_MON}|{_ABBR})(?:\.?\s*[/-]\s*(\d{{4}}|\d{{2}})\b|\.\s*(?:de\s+)?(\d{{4}})\b"
                         rf"|\s+(?:de\s+)?((?:19|20)\d{{2}})\b)", text):
        if free(m.start()):
            found.append((m.start(), _month_period(_year(m[2] or m[3] or m[4]), _ABBR_MONTH[m[1][:3]], m[0]), m[0]))
            taken.append((m.start(), m.end()))
    for m in re.finditer(r"(?<![\d/.-])(\d{1,2})/(\d{4})\b", text):
        if free(m.start()) and 1 <= int(m[1]) <= 12:
            found.append((m.start(), _month_period(int(m[2]), int(m[1]), m[0]), m[0]))
            taken.append((m.start(), m.end()))
    # Round 50 (lo50b): a range of years ("concurso 2024-2025", "edital 2024/2025", "2025-26"): those years together,
    # never a year and a negative count "-2025"; a range across the laws' change asks which date, as one such year does.
    for m in re.finditer(r"(?<![\d/.,-])((?:19|20)\d{2})\s?[-/\u2013]\s?((?:19|20)\d{2}|\d{2})\b(?![-/.,]\d)", text):
        first, last = int(m[1]), int(m[2]) if len(m[2]) == 4 else int(m[1][:2] + m[2])
        if free(m.start()) and first < last <= first + 5:
            found.append((m.start(), Period(date(first, 1, 1), date(last, 12, 31), m[0]), m[0]))
            taken.append((m.start(), m.end()))
    # Round 49 (49a): the year and month in ISO order ("edital de 2025-09", "2024/11"): that month, never a year and a
    # negative count "-09".
    for m in re.finditer(r"(?<![\d/.,-])((?:19|20)\d{2})[-/](\d{1,2})\b(?![-/.,]\d|\s*(?:vagas?|cargos?|%))", text):
        if free(m.start()) and 1 <= int(m[2]) <= 12:
            found.append((m.start(), _month_period(int(m[1]), int(m[2]), m[0]), m[0]))
            taken.append((m.start(), m.end()))
    for m in re.finditer(r"(?<![\d/.,-])((?:19|20)\d{2})\b(?!\s*(?:vagas?|candidat|pessoas|inscrit))", text):
        if free(m.start()):
            y = int(m[1])
            found.append((m.start(), Period(date(y, 1, 1), date(y, 12, 31), m[0]), m[0]))
    # "edital de 2025, publicado em 10 de julho": a day and month beside the only year written are one date.
    if len(found) == 1 and isinstance(found[0][1], Period) and found[0][2].isdigit() and len(no_year) == 1:
        ypos, _, ytxt = found[0]
        _, _, dtxt, day, month = no_year[0]
        if (d := _safe_date(int(ytxt), month, day)) is not None:
            found = [(ypos, d, ytxt)]
            info.also.append(dtxt)
            no_year = []
    # "Concurso de 2025, edital de setembro": a month alone beside the only year written is that month of that year.
    if len(found) == 1 and isinstance(found[0][1], Period) and found[0][2].isdigit() and not no_year \
            and (alone := _MONTH_ALONE.search(text)) is not None and alone[1] in MONTHS:
        y = int(found[0][2])
        found = [(found[0][0], _month_period(y, MONTHS[alone[1]], f"{alone[1]} de {y}"), found[0][2])]
    # "Edital nº 01/2023" with no date of its own: editais are numbered within their year of publication.
    # ("Edital nº 2/2024, de 10 de março": that day of that year.)
    if not found and len(no_year) <= 1 and (num := _EDITAL_NUMBER.search(strip_refs(raw))):
        y = int(num.group(1))
        day_of = _safe_date(y, no_year[0][4], no_year[0][3]) if no_year else None
        if day_of is not None:
            found.append((num.start(), day_of, num.group(1)))
            info.also.append(no_year[0][2])
            no_year = []
        elif not no_year:
            found.append((num.start(), Period(date(y, 1, 1), date(y, 12, 31), num.group(1)), num.group(1)))
    if not found:
        # "hoje em dia" means nowadays, no publication date.
        if re.search(r"\bhoje\b(?! em dia)", text) or _PUBLISHED_NOW.search(text):
            found.append((0, today, "hoje"))
        elif re.search(r"\bontem\b", text):
            found.append((0, today - timedelta(days=1), "ontem"))
        elif re.search(r"\banteontem\b", text):
            found.append((0, today - timedelta(days=2), "anteontem"))
        elif m := _RELATIVE_MONTH.search(text):
            # "ano passado em maio", "em março deste ano", "no mês passado": that month of the year named.
            month = MONTHS[m["m1"] or m["m2"]] if (m["m1"] or m["m2"]) else (today.month - 2) % 12 + 1
            y = (today.year - (1 if m["last"] or m["last2"] else 0) - (2 if m["blast"] or m["blast2"] else 0)
                 + (1 if m["next"] or m["next2"] else 0)
                 - (1 if m["prev"] and today.month == 1 else 0))
            if m["recent"] and month >= today.month:  # "maio passado": the last May gone by
                y -= 1
            # Round 47 (47a): "dia 4 de junho do ano passado": the day told before that month is that day of that year.
            month_at = m.start("m1") if m["m1"] else m.start("m2") if m["m2"] else -1
            told_day = [(a, d) for a, b, _, d, mo in no_year if mo == month and a < month_at < b]
            if told_day and (day_of := _safe_date(y, month, told_day[0][1])) is not None:
                found.append((min(m.start(), told_day[0][0]), day_of, m[0] if m["m1"] else text[told_day[0][0]:m.end()]))
            else:
                found.append((m.start(), _month_period(y, month, m[0]), m[0]))
        elif re.search(r"\bsemana passada\b", text):
            start = today - timedelta(days=today.weekday() + 7)
            # Shown as the days it stands for ("23/11/2026 a 29/11/2026"): the answer says which week it read.
            shown = f"{start:%d/%m/%Y} a {start + timedelta(days=6):%d/%m/%Y}"
            found.append((0, Period(start, start + timedelta(days=6), shown), "semana passada"))
        elif re.search(r"\b(?:semana que vem|proxima semana)\b", text):
            start = today + timedelta(days=7 - today.weekday())
            shown = f"{start:%d/%m/%Y} a {start + timedelta(days=6):%d/%m/%Y}"
            found.append((0, Period(start, start + timedelta(days=6), shown), "semana que vem"))
        elif re.search(r"\b(?:ano que vem|proximo ano)\b", text):
            y = today.year + 1
            found.append((0, Period(date(y, 1, 1), date(y, 12, 31), "ano que vem"), "ano que vem"))
        elif re.search(r"\bano retrasado\b", text):
            y = today.year - 2
            found.append((0, Period(date(y, 1, 1), date(y, 12, 31), str(y)), "ano retrasado"))  # shown as its year
        elif re.search(r"\bano passado\b", text):
            y = today.year - 1
            found.append((0, Period(date(y, 1, 1), date(y, 12, 31), "ano passado"), "ano passado"))
        # "deste ano" too; "desse ano" may point back, but not after the edital or a supposition ("fosse desse ano")
        elif re.search(r"\b(?:este|neste|deste|esse|nesse) ano\b", text) or re.search(
                r"\b(?:edital|concurso|fosse|for|seja|publicad[oa]|saiu|sai|lancad[oa]|abert[oa]) (?:(?:de|do|em) )?desse ano\b",
                text):
            y = today.year
            found.append((0, Period(date(y, 1, 1), date(y, 12, 31), "este ano"), "este ano"))
    if not found and no_year:
        pos, _, txt, day, month = min(no_year)
        read = _without_year(day, month, today)
        if isinstance(read, date):
            found.append((pos, read, txt))
            info.yearless = True
        elif read is not None:
            info.no_year = NoYear(txt, f"{day} de {MONTH_NAMES[month - 1]}", *read, day=day, month=month)
        else:
            info.invalid.append(txt)
    if not found and info.no_year is None and not _FUTURE_MONTH.search(text) and not _TO_COME.search(text) \
            and (told := _MONTH_TOLD.search(text)) \
            and not _OTHER_EVENT.search(text[max(0, told.start() - 40):told.start()]):
        told_month = MONTHS[told["mon"]]
        month_read = _month_without_year(told_month, today)
        if isinstance(month_read, Period):
            found.append((told.start("mon"), month_read, told["mon"]))
            info.yearless = True
        elif month_read is not None:
            year_before, law_before, year_latest, law_latest = month_read
            info.no_year = NoYear(told["mon"], MONTH_NAMES[told_month - 1], year_before, law_before, year_latest,
                                  law_latest, day=0, month=told_month)
    drafted = [f for f in found if _DRAFTED.search(text[max(0, f[0] - 30):f[0]])]
    if (future := _FUTURE_MONTH.search(text)) and (not found or drafted and len(drafted) == len(found)):
        month = MONTHS[future[1]]
        found.append((future.start(1), _month_period(today.year + (month < today.month), month, future[1]), future[1]))
    if drafted and len(drafted) < len(found):
        info.also += [f[2] for f in drafted if not f[2].isdigit()]
        found = [f for f in found if f not in drafted]
    # A retificação's own date is not the edital de abertura's (Lei 15.142, art. 11): dropped, its numbers no count.
    # Round 34 (34a): nor is a help desk's record's ("Chamado aberto em 02/03/2025: ...", "Protocolo 4471, recebido em
    # 10/04/2025", "Registro de 30/11/2026"): the day the ticket came in.
    rectified = [f for f in found if _RECTIFIED.search(text[max(0, f[0] - 45):f[0]])]
    kept = [f for f in found if f not in rectified and not _record_date(text, f[0]) and not _authorization_date(text, f[0])]
    info.also += [t for f in found if f not in kept for t in [f[2]] if not t.isdigit()]
    found = kept
    if not found and rectified:
        # Round 34 (lead): only the retificação is dated ("retificamos o edital em março de 2025"): the edital de
        # abertura came out on or before it, so that date bounds the publication — a period ending there, which
        # falls under Lei 12.990 when it ends before 04/06/2025 and is asked (before or after?) when it straddles.
        pos, value, txt = max(rectified, key=lambda f: f[1] if isinstance(f[1], date) else f[1].end)
        end = value if isinstance(value, date) else value.end
        # ("a retificação saiu depois de junho": a bound on the amendment only, none on the edital)
        if end >= OLD_LAW_START and not re.search(r"(?:depois|apos|a partir)\b[^.?!;]{0,12}$", text[max(0, pos - 25):pos]):
            shown = value.text if isinstance(value, Period) else value.strftime("%d/%m/%Y")
            # (entirely under the old law: computed at the bound, not at the old law's first day)
            start = end if end < NEW_LAW_START else OLD_LAW_START
            info.rectified_bound = Period(start, end, f"{RECTIFIED_BOUND}{shown}")
        return info
    if not found:
        return info
    found.sort(key=lambda f: f[0])
    pos, value, txt = found[0]
    if len(found) > 1 and (pointed := _pointed_date(text, found)) is not None:
        pos, value, txt = pointed
    elif len(found) > 1 and not _tied_to_edital(text, pos):
        # "Em 2024 eu tentei... o edital saiu em 5 de julho de 2025": a date the sentence ties to the
        # edital's publication is the edital's, an earlier one in the story is not.
        pos, value, txt = next((f for f in found[1:] if _tied_to_edital(text, f[0])), found[0])
    if _tied_to_edital(text, pos):
        # the edital's own date chosen: another event's date beside it is that event's (the law goes by the edital's
        # publication, Lei 15.142, art. 11), never a number left unused
        info.events = [(event, f[2]) for f in found if f[0] != pos and (event := _event_of(text, f[0]))]
        info.also += [t for _, t in info.events]
    before = text[max(0, pos - 16):pos]
    if isinstance(value, date):
        # "antes de 04/06/2025" means the day before; "apos"/"depois de" the day after.
        # Round 35 (f37b): "anterior a"/"posterior a" are the same bounds ("edital anterior a 04/06/2025").
        if re.search(rf"{_BEFORE_S}\s*(?:dia\s*)?$", before):
            value = value - timedelta(days=1)
        elif re.search(rf"(?:depois d[eoa]s?|apos(?: o)?|{_AFTER_S})\s*(?:dia\s*)?$", before):
            value = value + timedelta(days=1)
        info.date = value
    else:
        whole_year = value.start.month == 1 and value.end.month == 12 and value.start.year == value.end.year
        after = text[pos + len(txt):pos + len(txt) + 30]
        if whole_year and (bound := re.match(rf"\s*,?\s*(?:e\s+|mas\s+)?(?:(depois\s+d[eo]|apos)|antes\s+d[eo])\s+(?:o\s+)?(?:mes\s+de\s+)?({_MON})\b",
                                             after)):
            # Round 26 (p26b): "saiu em 2025, depois de junho", "de 2025, antes de maio": the year bounded by a month
            # said after it; the months after (or before) that one, never the whole year (which straddles 04/06/2025).
            y, month = value.start.year, MONTHS[bound.group(2)]
            if bound.group(1) and month < 12:
                value = Period(date(y, month + 1, 1), date(y, 12, 31), f"{txt}, depois de {bound.group(2)}")
            elif not bound.group(1) and month > 1:
                value = Period(date(y, 1, 1), date(y, month, 1) - timedelta(days=1), f"{txt}, antes de {bound.group(2)}")
        elif value.start.month == value.end.month and value.start.year == value.end.year \
                and re.search(rf"\b(?:depois d[eo]|apos(?: o)?|{_AFTER_S})\s*(?:mes\s*(?:de\s*)?)?$", before):
            # "um edital que saiu depois de junho de 2025": the month after it, as "antes de" reads the month before.
            start = value.end + timedelta(days=1)
            value = Period(start, (start.replace(day=28) + timedelta(days=4)).replace(day=1) - timedelta(days=1),
                           f"depois de {txt}")
        if value.start.month == 1 and value.end.month == 12 and value.start.year == value.end.year \
                and re.search(rf"\b{_BEFORE_S}\s*(?:ano\s*(?:de\s*)?)?$", before):
            # "e antes de 2025?": a whole year said as the bound before, read as the year before it (an edital of
            # that time), shown as the user's words; "antes de 04/06/2025" (a day) is handled above.
            y = value.start.year - 1
            value = Period(date(y, 1, 1), date(y, 12, 31), f"antes de {value.start.year}")
        elif value.start.month == 1 and value.end.month == 12 and value.start.year == value.end.year \
                and re.search(rf"\b(?:depois d[eo]|apos|{_AFTER_S})\s*(?:o\s*)?(?:ano\s*(?:de\s*)?)?$", before):
            # Round 26: "aberto depois de 2025": the year after it, as "antes de 2025" reads the year before.
            y = value.start.year + 1
            value = Period(date(y, 1, 1), date(y, 12, 31), f"depois de {value.start.year}")
        elif value.start.month == value.end.month and value.start.year == value.end.year \
                and re.search(rf"\b{_BEFORE_S}\s*(?:mes\s*(?:de\s*)?)?$", before):
            # Round 24 (holdout21): "um edital que saiu antes de junho de 2025": a month said as the bound before,
            # read as the month before it (never the month itself, which may straddle 04/06/2025).
            end = value.start - timedelta(days=1)
            value = Period(end.replace(day=1), end, f"antes de {txt}")
        if value.start.day == 1 and value.start.month == value.end.month and value.start.year == value.end.year \
                and (bounded := _DAY_BOUND.match(after)) is not None \
                and 1 <= (n := int(bounded.group("day"))) <= value.end.day:
            # Round 53 (f68d): "de março de 2025, antes do dia 10", "junho de 2025, depois do dia 4": the month bounded
            # by a day said after it (never a count of vagas); the words are part of the date's text, so no figure left.
            y, mo, rel = value.start.year, value.start.month, bounded.group("rel")
            start, end = value.start, value.end
            if rel.startswith("antes"):
                end = date(y, mo, n) - timedelta(days=1)
            elif rel.startswith("ate"):
                end = date(y, mo, n)
            elif rel.startswith("a partir"):
                start = date(y, mo, n)
            else:
                start = date(y, mo, n) + timedelta(days=1)
            txt = txt + after[:bounded.end()]
            if start <= end:
                value = Period(start, end, txt)
        info.period = value
    info.text = txt
    return info

