"""Parameter extraction from free Portuguese, one module per concern.

Everything works on a folded text (lowercase, no accents, "º" -> "o") after typo correction against
the domain vocabulary. Nothing here decides a legal rule or a route: dates that straddle a law
boundary are kept as periods, and numbers that cannot be vagas (negative, fractional, a count of
cargos) are reported so the router can question them.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date

from vocabulary import fold

from .ahead_left import AheadLeft, ahead_left
from .called import called_of_total, mask_called, planned_batch_date, supposed_call_of_cotistas
from .cargos import (
    Cargo,
    announced_cargos,
    cargo_counts,
    cargos_ambiguous,
    count_of_cargos,
    extract_cargos,
    one_cargo,
    original_spelling,
    posts_of_one_cargo,
    told_twice,
)
from .dates import (
    DISPOSITIVO_REF,
    MONTH_NAMES,
    MONTHS,
    SET_ASIDE,
    DateInfo,
    NoYear,
    Period,
    extract_date,
    mask_edital_numbers,
    reference_query,
    strip_refs,
    why_invalid,
)
from .declared import declared_by_cargo, declared_in_rows, mask_declared, same_cargo
from .editais import editais_rows
from .entities import ENTITY_LABELS, extract_entity, extract_groups, extract_process
from .envelope import mask_contacts, relayed_claim
from .injection import forgotten_as_fix, injection_topic, split_injection, strip_injection
from .numbers import (
    ORDINALS,
    TOTAL_SUPPOSED,
    UNITS,
    claimed_counts,
    claimed_reserve,
    collapse_spelled,
    collapse_sums,
    decimals,
    extract_pcd,
    extract_vacancies,
    fractional_vacancies,
    mask_enumerators,
    mask_pcd_before_list,
    mask_pcd_count,
    mask_pcd_supposed,
    negative_numbers,
    pcd_share_total,
    percentages,
    reached_total,
    row_dashes,
    settle_corrected,
    settle_vague,
    vacancy_counts,
    vacancy_parts,
    words_to_digits,
)
from .pasted_rows import unlabelled_parts, unpaste_rows
from .person import Subject, subject
from .ranks import (
    _OPTANTS_AHEAD,
    _OPTANTS_IN_OPEN,
    _RANK_ANY,
    _RANK_GENERAL,
    _RANK_PCD,
    _RANK_RESERVE,
    OF_THEM_IN_OPEN,
    RANK_ITS_LIST,
    _first,
    optant,
    optant_counts,
    unheld_places,
)
from .reserve_left import ReserveLeft, reserve_left
from .typos import correct_typos, warm_up

__all__ = ["Cargo", "DISPOSITIVO_REF", "DateInfo", "ENTITY_LABELS", "Extraction", "MONTHS", "MONTH_NAMES", "NoYear",
           "ONLY_OFFERED", "ORDINALS", "Period", "REGISTER_INITIALS", "REGISTER_NAME", "UNITS", "correct_typos", "extract", "extract_date", "fold", "normalize",
           "reference_query", "split_injection", "strip_injection", "strip_refs", "warm_up", "why_invalid",
           "words_to_digits"]

# The reserve register ("cadastro de reserva", "cadastro-reserva"); its initials "CR" only where nothing else is meant:
# the only offer ("só CR") or glossed ("CR (cadastro reserva)"). Round 27 (fix27k).
REGISTER_NAME = re.compile(r"\bcadastros?[ -](?:de )?reserva\b")
# "só tem", "apenas com o", "somente um": what follows is the selection's only offer (shared with `rules.register_only`).
ONLY_OFFERED = (r"\b(?:so|somente|apenas|unicamente) (?:(?:tem|tenha|tiver|teve|tinha|ha|houver|oferece|abre|abriu) )?"
                r"(?:com |para |pra |de )?(?:o |um )?")
# Round 40 (f48b): "prova pra formação de CR": the register formed, by its initials, is the same offer.
REGISTER_INITIALS = re.compile(ONLY_OFFERED + r"cr\b|\bcr \(cadastros?[ -](?:de )?reserva|\bformacao de cr\b")
# Round 46 (46a): the register as something the reserve reaches too ("a reserva incide também sobre o cadastro de
# reserva?", "se estende ao cadastro?"): the rule asked (art. 5º, §§ 3º-4º), never a selection that offers it alone.
REGISTER_ALSO = re.compile(r"\b(?:tambem|inclusive|igualmente)\b[^?.;]{0,30}\bcadastros?[ -](?:de )?reserva\b"
                           r"|\bcadastros?[ -](?:de )?reserva\b[^?.;]{0,30}\btambem\b"
                           r"|\bestende\w*\b[^?.;]{0,20}\bcadastros?[ -](?:de )?reserva\b")

# "nesse edital", "no mesmo concurso": a complete question that still refers to the earlier one.
REFERS_BACK = re.compile(
    r"\b(?:n|d)?(?:ess|est|aquel)[ea]s? (?:(?:mesm|ultim)[oa]s? )?(?:edital|concurso|certame|processo|pss|selecao|caso|cargos?)\b"
    # (Round 41, lo41c: "nessa seleção" names the thread's PSS or processo seletivo as "nesse concurso" does)
    # "com a retificação, o total passou a 15": the amendment of the edital already discussed (art. 11 keeps its date)
    r"|\b(?:a|da|com a|apos a|depois da|pela|na|nessa|dessa|essa|esta) (?:ultima )?(?:retificacao|errata)\b"
    # Round 23 (p23d): "mas teve retificação em julho, muda alguma coisa?": an amendment told of the edital discussed
    r"|\b(?:teve|houve|saiu|tem|tinha|fizeram|publicaram) (?:uma |um |outra |outro )?(?:retificacao|errata|aditamento)\b"
    r"|\b(?:foi|ele foi|o edital foi) retificad[oa]\b|\bretificaram\b"
    r"|\b(?:no|na|do|da|o|a|num|numa) mesm[oa] (?:edital|concurso|certame|processo|pss|selecao|caso|cargo|empresa|orgao"
    r"|autarquia|fundacao|entidade|instituicao|universidade|ministerio"
    # "considerando o mesmo quadro num edital de 2023": the earlier figures, set in another case
    r"|quadro|cenario|exemplo|tabela|situacao)\b"
    # Portal shorthand with no article ("reserva 16 vagas mesmo edital"): the phrase closing the clause.
    r"|\bmesm[oa] (?:edital|concurso|certame|processo|pss|selecao)\b(?=\s*(?:[,.;:?!]|$))"
    r"|\b(?:mesmas|essas|estas) vagas\b|\bcomo (?:eu )?(?:disse|falei)\b|\bque (?:eu )?(?:citei|mencionei|falei)\b"
    # Round 18: "num concurso desse(s)", "um edital daquele" (one like the earlier); "nesse de 05/06" (the noun left out).
    r"|\b(?:concursos?|editais|edital|certames?|processos?|pss|selec(?:ao|oes)) d(?:ess|est|aquel)[ea]s?\b"
    r"|\bn(?:ess|est|aquel)[ea] de\b"
    # Round 33 (33c): "quantas reservadas com 11 vagas nele?": the edital or concurso just discussed, as a pronoun (after
    # the figures asked of it, or closing the clause)
    r"|\b(?:vagas?|reservad[ao]s?|cotas?|cotistas?|pcd|ampla)\s+(?:[a-z]+\s+){0,2}?n(?:ele|ela)\b|\bn(?:ele|ela)\s*(?:[,;:?!.]|$)"
    # Round 34 (34c): "sou quilombola, posso concorrer nesse?", "e a ordem desse?": the demonstrative closing the clause,
    # its noun (the concurso or edital just discussed) left out
    r"|\b(?:n|d)(?:ess|est|aquel)[ea]s?\s*(?:[,;:?!.]|$)"
    # Round 34 (f34a): ... or as its owner ("posso concorrer na reserva dele?", "as vagas dele", "a cota dele"): the
    # edital just discussed (a person's own would be "minha", "sua")
    r"|\b(?:(?:as |a |na |nas |da |das |pra |para )?(?:vagas?|reserva|cotas?|lista|nomeacao|ordem|edital|regra)) dele\b"
    # Round 23 (p23d): "nesse segundo, com 7 vagas": the later of the two editais just compared, its noun left out
    r"|\b(?:n|d)(?:ess|est)[ea] (?:segund[oa]|ultim[oa])\b(?! (?:lugar|colocad\w*|cotista|da lista|na lista))"
)


# Round 40 (40a): a year denied beside the date told ("era de 10/02/2026, não de 2025", "e não em 2024").
_DENIED_YEAR = re.compile(r"\bnao (?:e |era |foi )?(?:de |em |do ano de )?(?:19|20)\d{2}\b(?![.,/]\d)")
# Round 40 (40a): the count a supposition replaces ("21 no lugar de 20", "25 em vez de 20 vagas").
_REPLACED_COUNT = re.compile(r"\b(?:no lugar d(?:e|as|os)|em vez d(?:e|as|os)|ao inves d(?:e|as|os)) \d+(?![.,/]\d|\s*%)(?: vagas?)?")


@dataclass
class Extraction:
    original: str
    text: str  # folded (once, here: never fold it again), corrected, number words as digits, injection removed
    injection: bool = False
    injected: str = ""  # topic of removed instructions (numbers masked), for intent cues only
    reference: bool = False  # explicit dispositivo reference ("art. 7o, § 3o")
    vacancies: int | None = None
    vacancy_counts: list[int] = field(default_factory=list)  # every distinct "N vagas" total
    claimed_reserve: int | None = None  # "11 vagas, são 4 de cota": the reserve the question states, to be checked
    claimed_counts: list[int] = field(default_factory=list)  # every count stated as the reserve (of any total)
    # Round 51 (d51a): "reserva 3 para Analista e 1 para Técnico": the reserve the edital declares per cargo, by name
    declared_reserved: list[tuple[str, int]] = field(default_factory=list)
    # Round 55 (g2): "(6 reservadas; 1 pcd)" in a table's row: the PcD count the edital declares per cargo, by name
    declared_pcd: list[tuple[str, int]] = field(default_factory=list)
    # Round 55 (g2): pasted rows whose parts ("Analista 14 1 4 19") have no header saying which column is which
    unlabelled_columns: bool = False
    numbers: list[int] = field(default_factory=list)
    negatives: list[str] = field(default_factory=list)  # "-5": questioned, never read as 5
    fractional: list[str] = field(default_factory=list)  # "4,5 vagas": not a number of vagas
    decimals: list[str] = field(default_factory=list)  # every other "4,5": used by no parameter, so named
    invalid_dates: list[str] = field(default_factory=list)  # "31/02/2025": questioned, never another date
    no_year: NoYear | None = None  # "2 de junho" where last and this year differ in law: ask
    pcd: int | None = None  # PcD vagas as a count ...
    pcd_percentage: str | None = None  # ... or as a percentage ("5%")
    pcd_claimed: int | None = None  # Round 42 (lo42c): a PcD count someone said ("disse que são 5"): checked, not the edital's
    percentages: list[str] = field(default_factory=list)  # every "N%" written (PcD one included)
    cargos: list[Cargo] = field(default_factory=list)  # cargo/quantity pairs (an edital table)
    cargo_count: int | None = None  # "3 cargos" (a count of cargos, never of vagas)
    cargos_total: int | None = None  # a total of vagas written besides the cargo pairs
    # Round 53 (f68d): a cargo of the table told twice with different counts (name as written, first, second): asked
    cargo_told_twice: tuple[str, int, int] | None = None
    cargo_counts: list[int] = field(default_factory=list)  # every "N cargo(s)": counts of cargos, used as such
    announced_cargos: int | None = None  # "Temos 3 cargos: ..." must match the pairs read
    cargos_each_or_total: tuple[int, int] | None = None  # "2 cargos com 5 vagas": 5 each or in all?
    one_cargo: bool = False  # "e se fosse tudo um cargo só?": an earlier table merged into one cargo
    one_cargo_vagas: int | None = None  # ... with its vagas, when written ("num cargo de 14")
    refers_back: bool = False  # "nesse edital": a new question about the earlier one
    date: date | None = None
    period: Period | None = None
    law_hint: str | None = None
    date_text: str | None = None
    # Round 54 (dr54b): every date's words read in the message (the date, its day beside the year, a day with no year)
    date_spans: list[str] = field(default_factory=list)
    yearless: bool = False  # the date was a day and month with no year (`dates.DateInfo.yearless`)
    rectified_bound: Period | None = None  # only a retificação dated: the edital's bound (`dates.DateInfo`)
    # Round 53 (lo53c): another event of the concurso dated beside the edital ("a prova é em 2026"): (event, date text)
    event_dates: list[tuple[str, str]] = field(default_factory=list)
    groups: list[str] = field(default_factory=list)
    entity: str | None = None
    entity_name: str | None = None
    process: str | None = None
    general_rank: int | None = None
    reserve_rank: int | None = None
    rank: int | None = None
    pcd_rank: int | None = None  # "3o na lista PcD" (calculator.position's `pcd_rank`)
    reserve_left: ReserveLeft | None = None  # Round 52 (d52a): "se eu for reprovado na heteroidentificação" / "desistir da cota"
    ahead_left: AheadLeft | None = None  # Round 55 (dr55a): "e se 2 da cota desistirem?": withdrawals ahead supposed
    optant: bool = False  # "sou cotista": the candidate opted for the racial reserve
    optants_in_open: int | None = None  # "3 cotistas à minha frente passaram na ampla"
    optants_ahead: int | None = None  # "2 cotistas à minha frente"
    subject: Subject | None = None  # "minha irmã ficou em 12º": the answer says "ela", not "você"
    reserve_register: bool = False  # "só cadastro de reserva", no vagas
    called: list[int] = field(default_factory=list)  # "chamaram 5 da ampla": people already called, no rank nor vagas
    called_as_vagas: int | None = None  # Round 40 (f49b): "se forem chamados 6, qual desses é o cotista?" read as vagas

    @property
    def dateless(self) -> str:
        """The text with its dates' words masked: the day of a date ("e se fosse 12 de maio de 2025", "1o de junho")
        is never a place nor a count, for the follow-up readers as for the extraction's own (`plain`)."""
        text = self.text
        for spelled in self.date_spans:
            text = text.replace(spelled, " DATA ")
        return text


def normalize(question: str) -> tuple[str, bool]:
    """Folded, typo-corrected text with digits for number words, and whether injection was cut."""
    text, removed = _normalize(question)
    return text, bool(removed)


def _scaled(m: re.Match[str]) -> str:
    """'10 1000' / '1,5 mil' / 'um milhao' (number words are digits by now) -> the amount in digits."""
    scale = 1000 if m.group(3) in ("1000", "mil") else 1_000_000
    whole, frac = m.group(1) or "1", m.group(2) or ""
    return str(int(whole) * scale + (int(frac.ljust(3, "0")) * scale // 1000 if frac else 0))


def _normalize(question: str) -> tuple[str, list[str]]:
    # "ª" only ever marks an ordinal ("6ª colocada", "2ª fase"): read it like "º", never as a count.
    # Round 39 (lo39b): "esquece 2024, ..." drops a figure of the person's own (a correction), before instructions are cut
    text, removed = split_injection(forgotten_as_fix(fold(row_dashes(unpaste_rows(question)).replace("ª", "º")).replace("\u2212", "-")))
    text = settle_corrected(settle_vague(words_to_digits(correct_typos(text))))
    # Round 35 (f35): "23 cargos vagos", "cargos efetivos vagos", "cargos a prover", "postos vagos": the legal name of
    # vacancies, each cargo vago one vaga to fill (never a count of cargos whose vagas are asked, "são 23 cargos").
    text = re.sub(r"\b(?:cargo|posto)(s?) (?:efetivos? )?(?:vagos?|a (?:serem |ser )?prov(?:er|idos?))\b",
                  lambda m: "vagas" if m.group(1) else "vaga", text)
    # "12°" and a feminine "12a posicao" / "sou a 3a colocada" are ordinals like "12o" (Round 54, lead: "6a na de cotas",
    # "2a na pcd" too).
    text = re.sub(r"(?<=\d)°", "o", text)
    text = re.sub(r"\b(\d+)a(?=\s+(?:posicao|colocad|classificad|colocacao|classificacao|lugar|n[ao] (?:de )?(?:lista|geral|ampla|reserva|cota|pcd)|da lista"
                  r"|entre (?:os|as)))|\b((?:sou|fui|estou|fiquei) a )(\d+)a\b",
                  lambda m: f"{m.group(1)}o" if m.group(1) else f"{m.group(2)}{m.group(3)}o", text)
    # Round 33 (inv): "classificação geral 22a" (a "22ª" written without its mark): after the place named, an ordinal too.
    text = re.sub(r"\b((?:classificacao|colocacao|posicao|classificad[oa]|colocad[oa])(?: (?:geral|final|n[ao] (?:geral|ampla|lista"
                  r"|reserva|cota)))?:? (?:em )?)(\d+)a\b"
                  r"(?!\s*(?:fase|etapa|chamada|convocacao|edicao|turma|serie|regiao|instancia|vara)\b)", r"\1\2o", text)
    # "fiquei em 12a", "ela ficou em 7a.": a feminine ordinal after a verb of placing; the place supposed too ("e se ela
    # tivesse ficado em 7a?", "se ficasse em 4a"), as `ranks._RANK_ANY` reads "7o" ("7a fase" or "2a chamada" is no place).
    text = re.sub(r"\b((?:fiquei|ficou|passei|passou|terminei|terminou|estou|esta|to|ta|fico|fica|ficasse|ficar|ficaria"
                  r"|estivesse|(?:ficado|passado|terminado)) em )(\d+)a\b"
                  r"(?!\s*(?:fase|etapa|chamada|convocacao|edicao|turma|serie|regiao|instancia|vara)\b)", r"\1\2o", text)
    # "10 mil vagas" -> "10000 vagas" (the words are digits by now: "10 1000").
    # "1,5 mil vagas" -> "1500 vagas", "um milhão" / "2 milhões" -> digits: amounts said with their scale word, so an
    # impossible count is refused with its value, never read as its first digit.
    text = re.sub(r"(?<![\d.,])(?:(\d{1,3})(?:,(\d{1,3}))?|um) (1000|mil|milhao|milhoes)\b(?: de(?= vagas?\b))?", _scaled, text)
    # "1.000 vagas" -> "1000 vagas" (dates like 20.03.2025 have no 3-digit group).
    text = re.sub(r"(?<![\d.])\d{1,3}(?:\.\d{3})+(?![\d.]|,\d)", lambda m: m.group(0).replace(".", ""), text)
    return collapse_sums(collapse_spelled(text)), removed


# Round 36 (36d): "já nomearam 7 candidatos, quando chega a vez do cotista?": the turn after those called is asked, so
# they are no count of vagas (the order of the whole edital is needed, and the edital's vagas are not told).
_NEXT_TURN = re.compile(r"\bquando\s+(?:chega|vai chegar|chegara|vem|sera|vai ser)\s+a\s+vez\b"
                        r"|\bquando\s+(?:(?:vao|vai|irao)\s+)?(?:chamar|chamam|nomear|nomeiam|convocar|convocam)\b")


def extract(question: str, today: date | None = None) -> Extraction:
    today = today or date.today()
    text, removed = _normalize(question)
    ex = Extraction(original=question, text=text, injection=bool(removed), injected=injection_topic(removed),
                    reference=bool(DISPOSITIVO_REF.search(text)), refers_back=bool(REFERS_BACK.search(text)))
    d = extract_date(text, today)
    ex.date, ex.period, ex.law_hint, ex.date_text = d.date, d.period, d.law_hint, d.text
    plain = mask_edital_numbers(mask_enumerators(mask_contacts(strip_refs(text))))
    for spelled in filter(None, [d.text, *d.also]):
        plain = plain.replace(spelled, " DATA ")
    if d.date or d.period:
        # Round 40 (40a): "era de 10/02/2026, não de 2025": the year denied beside the date is no count of vagas
        plain = _DENIED_YEAR.sub(" DATA ", plain)
    # Round 52 (f67b): a date set aside ("não o de 2024") is read as no date (`dates.SET_ASIDE`), nor as a count
    plain = SET_ASIDE.sub(" DATA ", plain)
    # Round 40 (40a): "e se fossem 21 no lugar de 20?": the count replaced is no figure of the question
    plain = _REPLACED_COUNT.sub(" ", plain)
    ex.invalid_dates = d.invalid
    ex.no_year = d.no_year
    ex.yearless = d.yearless and (d.date is not None or d.period is not None)
    ex.rectified_bound = d.rectified_bound
    ex.event_dates = d.events
    if d.no_year:
        plain = plain.replace(d.no_year.text, " DATA ")
    ex.date_spans = [t for t in (d.text, *d.also, d.no_year.text if d.no_year else None) if t]
    for bad in d.invalid:
        plain = plain.replace(bad, " DATA ")
    if d.text and planned_batch_date(text.replace(d.text, " DATA ")):
        ex.date = ex.period = ex.date_text = None  # Round 41 (41b): "nomear 4 agora e 6 no ano que vem": no edital date
    # "já chamaram 5 da ampla": a count of nominations made, never a place of one's own nor the vagas
    unmasked, (plain, ex.called) = plain, mask_called(plain)
    ex.negatives = negative_numbers(plain)
    ex.fractional = fractional_vacancies(plain)
    ex.decimals = decimals(plain)
    ex.reserve_left = reserve_left(plain)
    ex.ahead_left, plain = ahead_left(plain)  # (its count masked: no vagas nor place, "e se 2 desistirem?")
    # (Round 55, g1: read after that mask: "se o 1º da lista pcd desistir" names who leaves, not one's PcD place)
    ex.pcd_rank = _first(_RANK_PCD, plain)
    if ex.pcd_rank is not None:
        plain = _RANK_PCD.sub(" RANKPCD ", plain)
    ex.declared_reserved, spans = declared_by_cargo(plain)
    if ex.declared_reserved:
        # Round 51 (d51a): the declared counts are no vagas: the table is read without them, when it has each cargo
        # named (or the list names several cargos, whose table is the thread's or is asked for)
        masked = mask_declared(plain, spans)
        table = [c.name for c in extract_cargos(masked)]
        if len(ex.declared_reserved) > 1 and not table \
                or table and all(any(same_cargo(d, t) for t in table) for d, _ in ex.declared_reserved):
            plain = masked
    elif (in_rows := declared_in_rows(plain))[0]:
        # Round 55 (lo55a): "Agente 20 vagas (6 reservadas), Auxiliar 4 vagas (1 reservada)": each row's reserve cell,
        # read when the rest is a table of those cargos; the cell is no count of it
        masked = mask_declared(plain, in_rows[1], " ; ")  # (the cell ends its row: the next row, on its own line, is no part of its name)
        table = [c.name for c in extract_cargos(masked)]
        if table and all(any(same_cargo(d, t) for t in table) for d, _ in in_rows[0]):
            ex.declared_reserved, ex.declared_pcd, plain = in_rows.reserved, in_rows.pcd, masked
    ex.cargos = [Cargo(original_spelling(c.name, question), c.vacancies) for c in extract_cargos(plain)]
    ex.unlabelled_columns = bool(ex.cargos) and unlabelled_parts(question)
    if not ex.cargos:
        # Round 55 (g2): several editais told by their vagas ("3 editais: 2, 5 e 10 vagas"): their rows, whatever the
        # list's form, never several counts of one cargo (`core` answers each edital as its own base)
        ex.cargos = [Cargo(c.name, c.vacancies) for c in editais_rows(plain)]
    if ex.cargos and (twice := told_twice(plain)) is not None:
        ex.cargo_told_twice = (original_spelling(twice[0], question), twice[1], twice[2])
    ex.cargo_count = count_of_cargos(plain)
    ex.cargo_counts = cargo_counts(plain)
    ex.announced_cargos = announced_cargos(plain)
    ex.cargos_each_or_total = None if ex.cargos else cargos_ambiguous(plain)
    ex.one_cargo, ex.one_cargo_vagas = (False, None) if ex.cargos else one_cargo(plain)
    ex.pcd, ex.pcd_percentage = extract_pcd(plain)
    ex.percentages = percentages(plain)
    counted = mask_pcd_count(plain)  # "PcD: 2 vagas" is a count of PcD vagas, not a total
    ex.vacancies = None if ex.cargos else extract_vacancies(counted)
    if ex.vacancies is None and ex.called and not ex.cargos and not _NEXT_TURN.search(plain) \
            and (made := extract_vacancies(mask_pcd_count(unmasked))) is not None and made in ex.called:
        # "o órgão convocou 9 aprovados, quantos deveriam ser cotistas?": with no vagas told, the appointments made
        # are the vagas filled, whose reserve is asked (not a story of calls beside the edital's vagas).
        ex.vacancies, ex.called = made, []
    if ex.vacancies is None and not ex.cargos and (whole := called_of_total(plain, ex.called)) is not None:
        ex.vacancies = whole  # Round 46 (46c): "já nomeamos 7 de 20": the calls counted out of the vagas
    if ex.called and not ex.cargos and (made := extract_vacancies(mask_pcd_count(unmasked))) is not None \
            and made > (ex.vacancies or 0) and set(ex.called) & vacancy_parts(unmasked):
        # Round 42 (42a): "já nomearam 10 e vão chamar mais 5": the appointments made and those called after them
        # from the register are the whole (art. 1º, § 2º), whose order is asked (not 5 vagas on their own).
        ex.vacancies, ex.called = made, []
    if ex.vacancies is None and not ex.cargos and supposed_call_of_cotistas(plain, ex.called):
        # Round 40 (f49b): "se forem chamados 6, qual desses é o cotista?": with no vagas told, those supposed called
        # are the vagas whose order is asked (after vagas in the thread, `router.plan` reads them as nominations again).
        ex.vacancies = ex.called_as_vagas = ex.called[0]
        ex.called = []
    if ex.vacancies is None and ex.pcd and not ex.cargos and not ex.called \
            and (supposed := extract_vacancies(mask_pcd_before_list(counted, ex.pcd))) is not None and supposed > ex.pcd:
        # Round 41 (lead): "e se fossem 30 com esses mesmos 2 deficientes?": the other count is the vagas, not a doubt
        # between two counts (the earlier vagas were silently kept).
        ex.vacancies = supposed
    if ex.vacancies is None and not ex.cargos and (total := pcd_share_total(plain)) is not None:
        ex.vacancies, ex.pcd = total, None  # Round 48 (lo48b): "pcd com 50": the total whose PcD share is asked
    ex.vacancy_counts = vacancy_counts(counted)
    ex.claimed_counts = claimed_counts(counted)
    ex.claimed_reserve = claimed_reserve(ex.claimed_counts, ex.vacancies)
    if ex.claimed_reserve is not None and ex.vacancies in ex.vacancy_counts:
        # Round 41 (lo41d): "com 900 vagas são 270?": the reserve claimed of those vagas is a part, never a second total
        ex.vacancy_counts = [n for n in ex.vacancy_counts if n != ex.claimed_reserve]
    if ex.vacancies is None and not ex.cargos and not ex.vacancy_counts:
        # "provimento de 9 cargos de analista": posts of one cargo, each a vaga (not a count of cargos to question).
        # Round 26 (p26c): "13 cargos de auditor, sendo 1 vaga reservada a PcD": a PcD share of those posts, fewer.
        posts = posts_of_one_cargo(plain)
        ex.vacancies = posts if posts is not None and (ex.pcd is None or ex.pcd < posts) else None
    if ex.cargos:
        # "Edital com 20 vagas: 15 de analista e 5 de técnico": a total besides the pairs must be their sum.
        # ("o edital reservou 6 vagas no total p/ 21 vagas: ...": the 6 is the reserve claimed, checked, not a total.)
        told = [n for n in ex.vacancy_counts if n not in {c.vacancies for c in ex.cargos} and n not in ex.claimed_counts]
        ex.cargos_total = told[0] if told else None
    # "e se a pcd for 2?": a PcD figure supposed, neither a count of vagas nor a place.
    unplaced = mask_pcd_supposed(plain)
    # "Cargo 1: 10 vagas": the 1 labels a cargo, it counts nothing.
    labelled = re.sub(r"\bcargo\s+\d{1,2}\b(?=\s*(?:[:=(]|-\s|com\b|tem\b))", "cargo N", unplaced)
    # "3 cotistas passaram na ampla" counts candidates (a position slot), not a free number that a
    # follow-up could take for the vagas.
    for rx in (_OPTANTS_IN_OPEN, _OPTANTS_AHEAD):
        if m := rx.search(labelled):
            g = next(i for i in range(1, (m.lastindex or 0) + 1) if m.group(i) is not None)
            labelled = labelled[:m.start(g)] + "N" + labelled[m.end(g):]
            if rx is _OPTANTS_AHEAD and (of := OF_THEM_IN_OPEN.search(labelled, m.start(g))):
                labelled = labelled[:of.start(1)] + "N" + labelled[of.end(1):]  # (Round 36, f38b: "1 deles na ampla")
            break
    # Round 46 (f61c): "bloco 4", "área 3", "turma 2", "CNU 2": a number that names a part of the concurso counts nothing
    labelled = re.sub(r"\b(?:bloco|area|turma|fase|etapa|grupo|modulo|lote|polo|edicao|cnu|(?:concurso (?:nacional )?)?unificado)"
                      r"\s+\d{1,2}\b(?![.,/]\d|\s*(?:vagas?|cargos?|pessoas|candidat\w*|inscrit\w*|aprovad\w*)\b)",
                      lambda m: re.sub(r"\d+", "N", m.group()), labelled)
    # "as duas leis", "nas 2 listas": a count of laws or lists, never vagas nor a place.
    labelled = re.sub(r"\b\d+(?= (?:leis|listas|normas|regras|reservas|cotas|modalidades|opcoes|formas|vezes|etapas"
                      r"|fases)\b)", "N", labelled)
    # (an ordinal is no count: "3o", and, Round 25 p25b, the feminine "3a"/"3ª" of "a 3ª cotista", "a 2a chamada")
    ex.numbers = [int(n) for n in re.findall(r"(?<![\d.,/-])\d+(?![\d/%]|[.,]\d|[oa]\b)", labelled)]
    ex.groups = extract_groups(text)
    if ex.pcd == 0:
        # "14 vagas, nenhuma PcD": the PcD list is said to be empty, it is not the group asked about.
        ex.groups = [g for g in ex.groups if g != "pcd"]
    if ex.pcd and relayed_claim(text):
        # Round 42 (lo42c): "meu amigo disse que são 5 pra PcD": a count said by someone is a claim to check against the
        # decree's minimum (`reserve.pcd_claim_verdict`), never the edital's PcD count ("o edital prevê 5" stays one).
        ex.pcd_claimed = ex.pcd  # (kept as `pcd` for the routing; `core` computes without it)
    ex.entity, ex.entity_name = extract_entity(text)
    ex.process = extract_process(text)
    # Round 39 (lo39d): the cotistas' places listed ("são chamados na 2ª, 5ª e 9ª posição?") are no one's rank.
    ex.general_rank = _first(_RANK_GENERAL, unheld_places(plain))
    ex.reserve_rank = _first(_RANK_RESERVE, unheld_places(plain))
    if ex.reserve_rank is None:
        ex.reserve_rank = _first(RANK_ITS_LIST, unheld_places(plain))  # Round 47 (f62a): "3º na lista dela" (of the cota)
    # Round 52 (f67a): "e se o total fosse 28?": the vagas supposed, "fosse 28" no one's place (masked before the rank)
    ex.rank = _first(_RANK_ANY, unheld_places(TOTAL_SUPPOSED.sub(
        lambda m: m.group()[:m.start(1) - m.start()] + "N" + m.group()[m.end(1) - m.start():], unplaced)))
    if ex.rank is not None and ex.rank == reached_total(plain) == ex.vacancies:
        ex.rank = None  # "se abrirem mais vagas e ficar 20?": the vagas reached, not "ficar 20º"
    elif ex.rank is not None and ex.rank == ex.vacancies and vacancy_parts(counted):
        ex.rank = None  # Round 41 (41b): "acrescentando 3 vagas, ficou 12": the total the edital now has, no place
    ex.optants_in_open = optant_counts(plain, _OPTANTS_IN_OPEN)
    ex.optants_ahead = None if ex.optants_in_open is not None else optant_counts(plain, _OPTANTS_AHEAD)
    if ex.optants_ahead is not None and (m := _OPTANTS_AHEAD.search(plain)) \
            and (of := OF_THEM_IN_OPEN.search(plain, m.end())):
        # Round 36 (f38b): "2 optantes à frente, 1 deles classificado na ampla": both counts, the reserve place is
        # the optants ahead who did not stay in ampla, plus one (the calculator's `position`).
        ex.optants_in_open = int(of.group(1))
    ex.optant = optant(plain) or ex.optants_in_open is not None or ex.optants_ahead is not None
    ex.subject = subject(text)
    register = bool(REGISTER_NAME.search(text) or REGISTER_INITIALS.search(text))
    # Round 40 (f48b): "formação de CR (zero vagas imediatas)": no vaga beside the register is the register alone, as
    # "só cadastro de reserva" (its 0 vagas kept for a count or an order asked of it).
    ex.reserve_register = ex.vacancies in (None, 0) and not ex.cargos and register and not REGISTER_ALSO.search(text)
    return ex
