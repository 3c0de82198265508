"""The Assistant: route, compute with the calculator, retrieve, write with citations."""
from __future__ import annotations

import logging
import os
import re
import threading
from datetime import date, timedelta
from typing import Any, Callable, Iterable

import calculator
from calculator import CalculatorError, RegimeInput
from calculator.eligibility import GROUP_LABEL, EligibilityInput
from calculator.pcd import default_percentage, is_estatal, pcd_total
from calculator.regime import NEW_LAW_START, law_on
from calculator.reserve import PERCENTAGE
from calculator.several_editais import SeveralEditaisInput
from calculator.several_editais import several_editais as calculator_several_editais
from calculator.several_reserves import decree_note, decree_reaches
from vocabulary import (
    BENEFICIARIES,
    LABEL,
    NEW_LAW,
    NORM_NUMBER,
    OLD_LAW,
    PCD_DECREE,
    PCD_DECREE_BY_RATE,
    SHORT_NAME,
    URN_BASE,
    fold,
    laws_named,
    norm_of_urn,
)

from . import (
    adi_7654,
    also_pcd,
    appeal_term,
    law_verdict,
    lead_part,
    non_beneficiary,
    old_edital,
    pcd_alone,
    pcd_ceiling,
    reach_followup,
    several_editais,
    two_lists,
    writer,
)
from . import admission as admission_answer
from .asked_parts import figure_part, left_unanswered, part_asked, unanswered_note
from .bodies import BODY_KEY, body_context, body_of_answer, new_body_case, stripped
from .both_reserves import pcd_beside_racial
from .case_labels import labelled_context
from .case_labels import labels as case_labels
from .citations import citation, citations_for, pcd_first
from .context import (
    ASSUMPTION_PARAMS,
    COUNT_DOUBTED,
    FEW_VAGAS,
    KIN_GROUPS,
    OWN_GROUPS,
    bare_law_switch,
    carried_pcd_place,
    change_asked,
    edital_law_of,
    keep_thread_vagas,
    kin_groups_told,
    law_answer_law,
    other_law_followup,
    other_quota_vagas,
    own_groups_told,
    pcd_change_asked,
    pcd_share_asked,
    thread_law,
)
from .extraction import Extraction, extract, warm_up
from .extraction.cargos import named_without_counts, original_spelling
from .extraction.dates import MONTHS, RECTIFIED_BOUND
from .extraction.entities import RACIAL_GROUP_WORDS, RACIAL_GROUPS, relative_asked
from .extraction.envelope import (
    announced_topic,
    as_asked,
    bare_assent,
    bare_closing,
    bare_opening,
    strip_envelope,
    unshouted,
    without_hearsay,
    without_lead_in,
    without_relay,
)
from .extraction.numbers import claimed_reserve, part_counts
from .extraction.person import asker_feminine
from .extraction.person import named as person_named
from .extraction.typos import as_spelled, spoken_endings
from .intents import INTENTS
from .intents import order as order_intent
from .intents import position as position_intent
from .intents import reserve as reserve_intent
from .intents.common import IN_FORCE_FROM, agree, continue_sentence, name_law, vacancies_assumption, vagas, when
from .intents.edital import cargo_claims_verdict
from .intents.edital import claim_verdict as edital_claim_verdict
from .intents.edital import declared_verdict as edital_declared_verdict
from .intents.edital import joined_sentence as edital_joined_sentence
from .intents.edital import on_total_sentence as edital_on_total_sentence
from .intents.edital import unlabelled_check as edital_unlabelled_check
from .intents.edital import whole_edital_headline as edital_whole_headline
from .intents.eligibility import DEFAULT_GROUP_TEXT, PCD_APART_NOTE, PERSON_GROUPS
from .intents.law import (
    NEW_LAW_SILENT_ON_CARGO,
    NO_REASON,
    OLD_EDITAL_DUTY,
    SEVERAL_RESERVES_FACT,
    regulation_headline,
    several_reserves_headline,
    several_reserves_old_law_headline,
)
from .intents.position import of_person
from .intents.reserve import (
    CLAIM_CHECKED,
    ShareVerdict,
    belief_verdict,
    claim_verdict,
    estatal_pcd_sentence,
    group_claims,
    group_share,
    pcd_claim_verdict,
    share_verdict,
)
from .law_cues import (
    BARE_LAW_APPLIES,
    HOW_COMPUTED,
    RANKS,
    basis_of_law_answer,
    racial_ceiling,
    rate_objection,
    reserved_for_group,
)
from .law_status import (
    RESSALVA_URN,
    REVOKED_URN,
    old_law_standing_asked,
    old_term_asked,
    standing_verdict,
    thread_term_asked,
)
from .message_cases import (
    CASE_KEY,
    CASES_KEY,
    asked_again,
    back_again,
    case_name,
    others_context,
    table_row,
    without_pointer,
)
from .message_cases import as_table as cases_as_table
from .message_cases import resumed as resumed_case
from .message_cases import split as split_cases
from .models import Answer, Assumption, Citation, LawFigure, Turn
from .norm_term import edital_term_note, term_of_named_norm
from .old_edital import new_law_asked_of_old_edital
from .opening import case_told, eligibility_told, employment_told, told_context, told_facts
from .organizer_pcd import pcd_minimum_note
from .pending_yield import yielded_plan
from .plan import RegimePlan, ReservePlan
from .reach import NON_CONCURSO_SELECTION, SUBNATIONAL_BODY, duty_of_our_body
from .reconsider import (
    CLASSIFIER_MIN,
    TURN_MIN,
    changed_why,
    earlier_rule_in_law,
    reconsider,
    reconsider_turn,
    thread_kind,
    wants_classifier,
)
from .regulation import for_person, nearest_fact, notes_for, regulation_note
from .router import PCD_APART, SUBNATIONAL_REACH, Plan, PlanError, amends_dated_edital, attached_table, plan
from .rules import (
    BARE_REACH,
    CONCURSO_FACT,
    FIRST_PERSON,
    LOTS_OF_WORDS,
    METHOD_ASIDE,
    PCD_WORDS,
    PLACE_ASKED,
    RACIAL_RESERVE,
    REGULATION_NAMED,
    WAIT_ASKED,
    WHY_FIGURE,
    WORDS_MEANING,
    board_law_beside_term,
    concurso_logistics,
    concurso_result,
    duty_asked_by_no_one,
    job_terms,
    law_reach,
    rule_of_subject,
)
from .settings import AssistantSettings, get_settings
from .thread_cargos import (
    CARGO_OUTSIDE,
    TABLE_JOINED,
    added_cargos,
    joined_alone,
    joined_asked,
    names_table_cargo,
    on_total_asked,
    outside_message,
    removed_cargos,
    table_again,
    table_named_again,
    whole_edital_asked,
)
from .thread_law import edital_day
from .thread_person import person_groups
from .two_places import RESERVE_PLACE_DROPPED, dropped_note

log = logging.getLogger(__name__)
# The classifier's `law` share above which a low-confidence retrieval is still answered (with a note): the
# exemplars' law questions reach it, while questions about things the laws do not regulate mostly do not.
LAW_SURE = 0.8

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

# Groups the Lei nº 12.990/2014 does not cover (its reserve is for negros only).
_OLD_LAW_EXCLUDED = {"indigena": "pessoas indígenas", "quilombola": "pessoas quilombolas"}
_FEDERAL_NAMED = re.compile(r"\buniao\b|\bfedera(?:l|is)\b(?! (?:vale|so|apenas))|\bministerio|\bautarquia|\bfundac")
# Result keys that only describe how a figure was reached; the rest must agree across a period.
_DESCRIPTIVE = {"explanation", "legal_basis", "edital_date", "assumed_today", "future"}
# A percent sign with no figure before it ("quantos % era?", "qual o %?"): the rate is asked.
_RATE_SIGN = re.compile(r"(?:^|[^\d\s])\s*%")
# The appeal's term asked beside a law question on the board (`rules.board_law_beside_term`): a clause of its own.
_TERM_ASKED = re.compile(r"[,;]?\s+(?:e\s+)?(?:em\s+)?(?:quantos dias|quanto tempo|quantos meses|quantas semanas)\b", re.I)
BOARD_TERM_NOTE = ("O prazo para recorrer da decisão da banca não está na lei: é o que o edital fixa (confira o "
                   "cronograma e as regras de recurso do seu edital).")


OPENING_PROMPT = ("Olá! Pode mandar a sua pergunta sobre a reserva de vagas para pessoas pretas e pardas, indígenas e "
                  f"quilombolas em concursos e seleções federais (Lei nº 15.142/2025; editais anteriores a {IN_FORCE_FROM}: "
                  "Lei nº 12.990/2014): quantas vagas são reservadas, quem pode concorrer, a ordem de nomeação ou o "
                  "texto da lei.")

# Round 45 (f60d): a question announced by its subject only ("tenho uma dúvida sobre me inscrever como cotista"): the
# facts of one's case that the answer will need are named too.
TOPIC_PROMPT = (" Se a dúvida é sobre o seu caso, conte também como você se autodeclara (preta, parda, indígena ou "
                "quilombola), o órgão do concurso ou da seleção e, se souber, o número de vagas e a data do edital.")
# Round 45 (45b): the case told before the question ("é sobre um edital de 2023", "sou do RH de uma autarquia"): asked for.
CASE_PROMPT = ("Certo! Qual é a sua pergunta sobre esse concurso? Posso dizer quantas vagas são reservadas, qual lei se "
               "aplica ao edital, quem pode concorrer, a ordem de nomeação ou se a sua posição na lista entra nas vagas, "
               "e mostrar o texto da lei.")

# Round 48 (lo48b): one's group and workplace told, nothing asked (`opening.employment_told`): no concurso to speak of
STATEMENT_PROMPT = ("Certo! O que você quer saber? Posso dizer quem pode concorrer às vagas reservadas nos concursos e "
                    "seleções federais, quantas vagas são reservadas, qual lei se aplica ao edital, a ordem de nomeação "
                    "ou se uma posição na lista entra nas vagas, e mostrar o texto da lei.")

CLOSING_REPLY = ("Fico à disposição! Se surgir outra dúvida sobre a reserva de vagas em concursos e seleções federais, é só "
                 "perguntar.")


def _answers(history: Iterable[Any] | None) -> list[Answer]:
    """The assistant's answers in the history, oldest first (Turn models, dicts or Answers)."""
    found = []
    for turn in list(history or []):
        if isinstance(turn, dict):
            turn = Turn.model_validate(turn)
        if isinstance(turn, Turn) and turn.role == "assistant" and turn.answer is not None:
            found.append(turn.answer)
        elif isinstance(turn, Answer):
            found.append(turn)
    return found


def _context_of(history: Iterable[Any] | None) -> dict[str, Any] | None:
    """Context of the last assistant answer in the history (Turn models or dicts)."""
    answers = _answers(history)
    return dict(answers[-1].context) if answers else None


# Round 34 (34b): "voltando ao primeiro edital, e se fossem 8?", "retomando o primeiro caso": the thread's first
# calculation is continued, not the latest (which may be another edital compared with it).
_BACK_TO_FIRST = re.compile(r"\b(?:voltando|volta|voltar|retomando|retoma|de volta)\s+(?:a[ao]?|o|pr[ao]|para o|para a|n[oa])?\s*"
                            r"primeir[oa]\b(?!\s+(?:colocad|lugar|cotista|classificad|vaga|nomeac|posic))"
                            # Round 44 (mc44): "e se no primeiro eu tivesse ficado em 3º?" after another case: the first
                            # (Round 50, f65a: with the bare article too, "e o primeiro de novo, confirma?")
                            r"|^(?:e|mas)?\s*(?:se\s+)?\b(?:n|d|pr)?[oa]\s+primeir[oa]\b(?!\s+(?:colocad|lugar|cotista|classificad"
                            r"|vaga|nomeac|posic|chamad|dia|mes|ano|semestre|lista|etapa|fase|prova|turno|candidat"
                            # (Round 55, dr55a: nor the first of a list who gives up, "e se o primeiro da cota não
                            # tomar posse?": a withdrawal ahead, `extraction.ahead_left`)
                            r"|d[aoe]s?\s+(?:cota|reserva|ampla|lista|fila|geral)|(?:nao\s+)?(?:desist|tom\w*\s+posse|assum)))")


def _first_context(history: Iterable[Any] | None) -> dict[str, Any] | None:
    """Context of the thread's first answer that computed something (Turn models or dicts): the first of the kind the
    thread compares (Round 51, lo51a: the latest operation asked twice or more, "e o primeiro de novo" after two dated
    editais is the first of those, never a PcD count before them), else the first of all."""
    calcs = _calculations(history)
    kinds = [c.get("intent") for c in calcs]
    for kind in reversed(kinds):
        if kinds.count(kind) >= 2:
            return calcs[kinds.index(kind)]
    return calcs[0] if calcs else None


# Round 35 (lo35c): "daquele concurso de abril", "voltando ao edital de 2024", "naquele edital de março de 2025": an
# earlier edital of the thread pointed at by its month or year (a demonstrative or "voltando"), not a new supposition.
# Round 50 (f65a): the demonstrative alone, its noun left out ("e aquele de abril?", "naquele de 2024").
_BACK_TO_DATED = re.compile(
    r"\b(?:(?:d|n)?aquel[ea]\s+(?=d[eo]\b)|(?<=e )[oa]\s+(?=d[eo]\s)"  # (Round 50: "e o de abril?")
    r"|(?:(?:d|n)?aquel[ea]|(?:d|n)(?:o|a)|(?:voltando|volta|voltar|retomando|retoma"
    r"|de volta)\s+(?:a[ao]?|pr[ao]|para o|para a|n[oa])?)\s*(?:mesm[oa]\s+)?(?:edital|concurso|certame|caso|selecao"
    r"|processo seletivo)\s+)"
    rf"(?:publicad[oa]\s+em\s+|que saiu em\s+)?d?e?\s*(?:(?P<month>{'|'.join(MONTHS)})(?:\s+de\s+(?P<year>\d{{4}}))?"
    r"|(?P<year_only>\d{4}))\b")


# Round 50 (f65a): the case before the latest pointed at ("e o anterior, confirma de novo?", "volta pro edital anterior"):
# that calculation's own figures, never the latest's (a law or an answer "anterior" is no case: `_BACK_TO_PREVIOUS`).
_BACK_TO_PREVIOUS = re.compile(r"^(?:e|mas)?\s*(?:(?:voltando|volta|voltar|retomando|retoma|de volta)\s+)?"
                               r"(?:n|d|pr)?[oa]\s+(?:(?:edital|concurso|certame|caso)\s+)?anterior\b")


# Round 43 (mc43): a follow-up that asks a count or a place ("quantas seriam?", "e no de perito?"), not an aside
_ASKS_COUNT = re.compile(r"\b(?:quant[oa]s|vagas?|cotas?|reserv\w*|posic\w*|entro|passo|lei)\b"
                         r"|^\s*e\s+n?[oa]\s+[^?]{0,30}\?\s*$")


def _calculations(history: Iterable[Any] | None) -> list[dict[str, Any]]:
    """Contexts of the thread's answers that computed something, oldest first (Turn models or dicts)."""
    return [dict(a.context) for a in _answers(history) if a.route == "calculator" and a.context.get("intent")]


def _law_before_counts(history: Iterable[Any] | None) -> dict[str, Any] | None:
    """Round 50 (f65c): the context of the law answer the latest counts followed (only calculations after it), or None."""
    answers = _answers(history)
    if not answers or answers[-1].route != "calculator":
        return None  # (right after a law answer, `thread_law.that_under_law` reads it)
    for a in reversed(answers):
        if a.route == "retrieval":
            return dict(a.context)
        if a.route != "calculator":
            return None
    return None


def _thread_law(thread_edital: dict[str, Any], params: dict[str, Any], result: Any, today: date) -> str:
    """Round 42 (lo42c, lo42e): "pela lei antiga seriam só 8" inside a thread: the law the thread's own edital follows
    (Lei 15.142, art. 11, via the calculator: by its date, or the law in force when undated) and its count, said beside
    the law supposed; "" when there is nothing to add."""
    thread_params = {**{k: v for k, v in params.items() if k not in ("law_hint", "edital_date", "period")},
                     **thread_edital}
    thread_r = calculator.reserve(INTENTS["reserve"].build(thread_params, today).input)
    if thread_r.regime is None or not thread_edital and thread_r.regime == result.regime:
        return ""
    count = (f"das {agree(thread_r.vacancies, 'vaga', 'vagas')}, **{thread_r.reserved}** "
             f"{'é reservada' if thread_r.reserved == 1 else 'são reservadas'} ({PERCENTAGE[thread_r.regime]}%)")
    if not thread_edital:
        return (f"O edital desta conversa, sem data informada, segue a {LABEL[thread_r.regime]}: {count}, salvo se "
                f"publicado antes de {writer.fmt_date(NEW_LAW_START)}.")
    when = writer.fmt_date(date.fromisoformat(thread_edital["edital_date"])) if "edital_date" in thread_edital \
        else str(thread_edital["period"][2])
    if thread_r.regime == result.regime:
        # Round 43 (lo43f): "anterior a" only of an old-law edital; a new-law one is from the law's start on
        side = "é anterior a" if thread_r.regime == OLD_LAW else "foi publicado a partir de"
        return (f"O edital desta conversa ({when}) {side} {writer.fmt_date(NEW_LAW_START)} e segue essa mesma "
                f"{LABEL[thread_r.regime]}: essa é a reserva dele.")
    # Round 55 (f70a): the figure above is the law supposed ("e se tivesse saído na vigência da lei nova?"), said so; the
    # thread's own edital keeps its law, by its date (art. 11 of the new law for one published before it)
    basis = f" (art. 11 da {LABEL[NEW_LAW]})" if thread_r.regime == OLD_LAW else ""
    return (f"O edital desta conversa ({when}) segue a {LABEL[thread_r.regime]}{basis}: {count}; a conta acima é só a "
            "hipótese perguntada.")


def _claim_answered(p: Plan, claimed: int | None, reserved: int | None) -> str | None:
    """The verdict on a reserve the message claims ("são 4 de cota, tá certo?"), said first in the answer against the
    calculator's; the claimed figure is then no number left unused."""
    verdict = claim_verdict(claimed, reserved, p.extraction.text if p.extraction else "")
    if verdict:
        p.unused = [n for n in p.unused if n != str(claimed)]
    return verdict


def _shares_answered(p: Plan, result: Any, focus: list[str]) -> ShareVerdict | None:
    """Round 44 (lo44a): the verdict on counts the message claims for groups of the split ("são 2 pra indígenas, né?"),
    each against its group's share (`reserve.share_verdict`); the claimed figures are then no numbers left unused."""
    ex = p.extraction
    if ex is None or not CLAIM_CHECKED.search(ex.text):
        return None
    vagas = result.vacancies
    claims = group_claims(ex.text, [n for n in ex.claimed_counts if n < vagas])
    judged = share_verdict(result, focus, claims)
    if judged:
        p.unused = [n for n in p.unused if n not in {str(c) for _, c in claims}]
    return judged


def _referred_context(question: str, history: list[Any], prev: dict[str, Any], today: date) -> dict[str, Any] | None:
    """Round 35 (lo35c): the earlier calculation a message points back at when it is not the latest one: the edital
    named by its month or year (`_BACK_TO_DATED`), or the thread's last table when a cargo of it is named with a new
    count ("e se o técnico fosse 7 em vez de 6?" two turns after the table: the table changed, not a rank). None when
    the message points at nothing earlier than `prev`."""
    text = fold(question)
    calcs = _calculations(history)
    if _BACK_TO_PREVIOUS.search(text):
        return next((ctx for ctx in reversed(calcs) if ctx != prev), None)
    if (m := _BACK_TO_DATED.search(text)) and calcs:
        month = MONTHS[m.group("month")] if m.group("month") else None
        year = int(y) if (y := m.group("year") or m.group("year_only")) else None
        for ctx in reversed(calcs):
            day = edital_day(ctx)
            if day and (month is None or day.month == month) and (year is None or day.year == year):
                return ctx if ctx != prev else None
    tables = [c for c in calcs if c.get("cargos")]
    ex = extract(question, today) if tables and not prev.get("cargos") else None  # read once for both checks below
    if ex is not None and (added_cargos(ex, tables[-1]) or removed_cargos(ex, tables[-1])):
        # Round 46 (f61a): "incluímos também nutricionista (1)", "tiramos o de farmacêutico" after the table was summed
        # into one count: the thread's last table edited, never a count of its own
        return tables[-1]
    if ex is not None and table_named_again(ex, prev, tables[-1]["cargos"]):
        return tables[-1]  # Round 51 (f66b): "e se fosse de maio de 2025, como ficariam os dois cargos?" after its sum
    if not prev.get("cargos") and re.search(r"\d", text):
        # (Round 50, f65a: by its plural too, "com 19 enfermeiros em vez de 9")
        if tables and any(re.search(rf"\b{re.escape(fold(str(name)))}(?:e?s)?\b", text) for name, _ in tables[-1]["cargos"]):
            return tables[-1]
    elif tables and not prev.get("cargos") and not re.search(r"\d", text):
        if table_again(text, prev, tables[-1]["cargos"]):
            return tables[-1]
        # Round 43 (mc43): "e o de agente, em que posições...?" after the table was summed: that cargo's own figures
        for name, count in tables[-1]["cargos"]:
            if f"cargo:{fold(str(name))}" in case_labels(question):
                return {**{k: v for k, v in tables[-1].items() if k not in ("cargos", BODY_KEY)},
                        "intent": "reserve", "vacancies": int(count)}
    # Round 43 (mc43): an earlier case named by its label ("voltando ao de fiscal", "o meu", "no A"): its own figures;
    # a label no earlier case has ("o de motorista") keeps none of the latest case's (asked for, not reused)
    return labelled_context(question, history, prev, stripped(prev))


def _context_from_text(history: Iterable[Any] | None, today: date) -> dict[str, Any] | None:
    """A portal that keeps only the turns' text (no `answer`): the last question is planned again, by the rules and
    without retrieval, so that a follow-up ("e se fossem 25?") still continues it instead of being refused."""
    turns = [Turn.model_validate(t) if isinstance(t, dict) else t for t in history or []]
    if any(isinstance(t, Answer) or isinstance(t, Turn) and t.answer is not None for t in turns):
        return None  # the answers are there: their own context decides (`_context_of`)
    asked = [t.content for t in turns if isinstance(t, Turn) and t.role == "user" and t.content.strip()]
    if not asked:
        return None
    try:
        p = plan(asked[-1], None, today)
    except Exception:  # an earlier question that cannot be planned again gives no context, never an error
        return None
    if p.route == "calculator":
        return {"intent": p.intent, **{k: v for k, v in p.params.items() if k not in p.defaults}}
    if p.route == "retrieval":
        return {"route": "retrieval", "query": p.query or asked[-1]}
    return None


def _told_until(answers: list[Answer], ctx: dict[str, Any]) -> list[Answer]:
    """The answers up to the one whose case a message resumes (`ctx`): a carried figure is traced back from there."""
    for i in range(len(answers) - 1, -1, -1):
        if {k: v for k, v in answers[i].context.items() if k != CASES_KEY} == \
                {k: v for k, v in ctx.items() if k != CASES_KEY}:
            return answers[:i + 1]
    return []


def _told_back(answers: list[Answer], key: str, text: str | None = None) -> int:
    """Round 36 (lo36): how many answers back a carried parameter was told (1: the last question's own). One carried
    through several answers ("5% PcD" three turns back) is not "da pergunta anterior": the walk goes back over the
    answers that carried it (or had no chip of it, a law answer between) to the one that had it as its own."""
    # The earlier vagas new ones join were told as that answer's own vagas (Round 40).
    keys = {key, "vacancies"} if key == "prior_vacancies" else {key}
    if text is not None and answers and any(a.key in keys for a in answers[-1].assumptions) \
            and all(a.text != text for a in answers[-1].assumptions if a.key in keys):
        # Round 45 (f60d): a value gone back to past another one ("e eu?" after a relative's group: the asker's own,
        # told before it): the answer that told this value, never the last one, which told another.
        for back, earlier in enumerate(reversed(answers), 1):
            if any(a.key in keys and a.text == text and not a.from_context for a in earlier.assumptions):
                return back
    if answers and any(a.key in keys for a in answers[-1].assumptions):
        # Round 43 (lo43c): the latest answer showed the same figure (carried there too: "Com as 25 vagas da pergunta
        # anterior"): the person last read it there, so it is "da pergunta anterior", not the turn that first told it.
        return 1
    for back, earlier in enumerate(reversed(answers), 1):
        chips = [a for a in earlier.assumptions if a.key in keys]
        if chips and not any(a.from_context for a in chips):
            return back
    return 1


def _carried(a: Assumption, carried: set[str], said: str = "") -> bool:
    """Whether an assumption stands for a parameter taken from an earlier turn (`said`: this message, folded)."""
    if a.key == "cargos":  # one chip per cargo: a cargo this message names is not from context
        name, sep, count = a.text.rpartition(":")
        name, count = (name, count) if sep else (a.text, "")
        # ... unless it names no count at all ("fica só analista e técnico"): its vagas are still the earlier ones.
        # Round 53 (f68d): nor when the count said is not its own ("e se o edital fosse de 2024, como ficam analista e
        # técnico?"): the year is no count of theirs, so all 4 cargos are the earlier ones, never 2 of them.
        own = re.match(r"\s*(\d+)", count)
        told = bool(re.search(rf"\b{re.escape(fold(name))}\b", said)) and (
            re.search(rf"(?<![\d.,/]){own.group(1)}(?![\d.,/])", said) if own else re.search(r"\d", said))
        return "cargos" in carried and not told
    if a.key == "groups" and a.text == DEFAULT_GROUP_TEXT:
        return False  # Round 20: no group told (only PcD vagas counted): a default, never an earlier turn's group
    return bool(set(a.params) & carried)


# Round 51 (lo51a): a racial reserve or group named beside the PcD one (both asked): the racial law keeps its lead.
# (Round 52, lo52a: a group by the extraction's own words, `RACIAL_GROUP_WORDS`; here only the reserve's words)
_RACIAL_RESERVE_ASKED = re.compile(r"\bracia|\bcotistas?\b|\bcotas? (?!pcd|para pcd|de pcd)|\bduas (?:cotas|reservas|listas)"
                                   r"|\bas duas\b|\bambas\b")


def _pcd_asked_alone(p: Plan, pcd_rank: int | None) -> bool:
    """A PcD question (its count, or a place in its list) with no racial reserve asked beside it."""
    said = p.extraction.text if p.extraction is not None else ""
    pcd_only = (p.params.get("groups") or []) == ["pcd"] or pcd_rank is not None
    return pcd_only and bool(said) and not (RACIAL_GROUP_WORDS.search(said) or _RACIAL_RESERVE_ASKED.search(said))


def _with_params(a: Assumption) -> Assumption:
    """The chip with the inputs it stands for: those it was made with (the rank chips), else its key's."""
    return a if a.params else a.model_copy(update={"params": list(ASSUMPTION_PARAMS.get(a.key, ()))})


def _law_has_reference(question: str, law_id: str) -> bool:
    """Whether the dispositivo a question names with no law ("explique o art. 4º") exists in `law_id`."""
    from corpus import load_corpus
    from corpus.retrieval import parse_reference

    return bool(parse_reference(f"{question} (da {SHORT_NAME[law_id]})", load_corpus()).urns)


def _law_answer(p: Plan, ex: Extraction, *, headline: str, citations: list[Citation], law_id: str | None,
                regulation: Iterable[Any] = (), notes: Iterable[str] = ()) -> Answer:
    """A law answer composed of chosen dispositivos (no single hit says it): the plan's injection note, and the
    question kept for a follow-up (`route` retrieval, `query`)."""
    notes = [*([writer.INJECTION_NOTE] if p.injection else []), *notes]
    return writer.finish(Answer(answer="", route="retrieval", headline=headline, notes=notes, citations=citations,
                                regulation=for_person(regulation, p.person), law_id=law_id,
                                context={"route": "retrieval", "query": p.query or ex.original}))


def _of_another(p: Plan, ex: Extraction) -> bool:
    """Whether the two-reserves question is about someone else (round 49, 49a: "minha aluna é parda e tem
    deficiência": a possessive is no first person when another is the subject); a follow-up with no person of its own
    keeps the person of its merged query (round 48, 48b: "sou parda e pcd, ..."; round 50, lo50a: "minha mãe é ...")."""
    def another(text: str) -> bool:  # ("minha avó": a relative whose gender the folding lost, `relative_asked`)
        return person_named(text) is not None or relative_asked(text) or not FIRST_PERSON.search(text)

    if person_named(ex.text) is not None or FIRST_PERSON.search(ex.text) or not p.query_followup:
        return another(ex.text)
    return another(fold(p.query or ""))


def _iso_date(value: Any) -> date | None:
    try:
        return date.fromisoformat(str(value or ""))
    except ValueError:
        return None


def _without_body_name(query: str, name: str | None) -> str:
    """The query without a named body's own name ("UFPE", "INSS"), the words around it kept."""
    if not name or len(name) < 3:
        return query
    return re.sub(rf"\b{re.escape(name)}\b", " ", query, flags=re.IGNORECASE).strip()


# The art. 1º incisos that name whom the law binds, and the words that find them (Round 55, g4).
_SCOPE_URN = re.compile(r"!art1_inc\d+$")
_SCOPE_QUERY = "reserva nos concursos públicos da administração pública federal, autarquias, fundações, empresas públicas"


def _current_resumo(urn: str) -> str | None:
    """The team's resumo of a dispositivo, only while it was written for the text in the corpus."""
    from corpus import load_corpus
    from corpus.annotations import load_annotations, text_sha256

    note = load_annotations().get(urn)
    if note is None or note.sha256 != text_sha256(load_corpus().get(urn).text):
        return None  # a stale note may misstate the law
    return note.resumo


def _asks_the_body(p: Plan) -> bool:
    ex = p.extraction
    own = {k for k in ("entity", "process") if p.params.get(k)} - p.carried
    return bool(ex and own and (duty_asked_by_no_one(ex.text) or duty_of_our_body(ex.text)))


def _taken(params: dict[str, Any]) -> set[Any]:
    """Figures a parameter already holds (ranks, PcD): not offered again as the vagas."""
    return {params.get(k) for k in ("general_rank", "reserve_rank", "rank", "pcd")} - {None}


# A near tie between the two laws' hits (fused score of the new law's >= this share of the old law's first hit): the
# law in force leads. At 0.95 "qual o percentual de reserva?" (0.063 vs 0.064) is reordered.
IN_FORCE_MARGIN = 0.95

# Round 38 (f41b): the subject of these norms (a reserve, its vagas, its groups), for a norm named by number.
_RESERVE_SUBJECT = re.compile(r"\b(?:reservas?|reservadas?|vagas?|cotas?|cotistas?|pcd|deficien\w*|negr\w*|pret[oa]s?"
                              r"|pard[oa]s?|indigenas?|quilombolas?|racia(?:l|is))\b")


# Round 39 (lead): chat's quantifiers ("um monte de cargos", "uma porrada de vagas") read as the written "vários" by the
# classifiers and the search, as the rules already read them (`rules.LOTS_OF_WORDS`): their own words matched no dispositivo.
_CHAT_MANY = re.compile(rf"\b{LOTS_OF_WORDS} de\b", re.IGNORECASE)


def as_read(text: str) -> str:
    """The message as the classifiers and the search read it: without the chat's lead-in, in ordinary case, its misspelt
    domain words spelt right (Round 39, lo39: "cota rasial" is the "cota racial" the rules read; the question quoted back
    and the rules' extraction keep the text as written)."""
    return _CHAT_MANY.sub("vários", as_spelled(without_lead_in(unshouted(text))))


def _without_dated_edital(text: str, date_text: str | None) -> str:
    """The question without "num edital de 2020" (or its date alone): the edital and its date only pull towards the
    old law's term (art. 6º), never the subject asked."""
    if not date_text:
        return text
    dated = re.compile(r"(?:\b(?:num|numa|no|na|do|da|o|um|meu|minha|nesse|neste|em)\s+)?(?:edital|concurso|certame"
                       r"|processo seletivo)(?:\s+\w+){0,2}?\s+(?:de|em|do)\s+" + re.escape(date_text), re.I)
    return dated.sub(" ", text).replace(date_text, " ")


# Round 41 (lead): the confidence at which the old law's own hit answers a question asked of an older edital.
OLD_EDITAL_SURE = 0.6


class Assistant:
    def __init__(self, settings: AssistantSettings | None = None, retriever: Any = None,
                 today: Callable[[], date] | None = None, llm: Any = None, classifier: Any = None,
                 turns: Any = None):
        self.settings = settings or get_settings()
        self._retriever = retriever
        # An IntentClassifier (or anything with .predict(text) -> (intent, probability)); None loads
        # the exemplar classifier on first need, False routes by the rules alone.
        self._classifier = classifier
        # A TurnClassifier (anything with .predict(turn, prev_kind) -> (label, probability, ...)); None loads it on
        # first need (when `settings.turn_classifier`), False leaves threads to the rules.
        self._turns = turns
        self._today = today or date.today
        self._llm = llm
        self._lock = threading.Lock()

    # ------------------------------------------------------------------ resources

    @property
    def retriever(self):
        if self._retriever is None:
            with self._lock:
                if self._retriever is None:
                    # Thread count (COTAS_TORCH_THREADS) is applied by corpus.embeddings, inside
                    # the backend that needs it: the default one never imports torch.
                    # The engine itself (`.search(q, k=, law_id=)`), not its LangChain wrapper:
                    # langchain_core.retrievers would add ~0.25 s to every cold start.
                    from corpus.retrieval import open_engine

                    self._retriever = open_engine()
        return self._retriever

    @property
    def classifier(self) -> Any:
        if self._classifier is None:
            from .intents.classifier import get_classifier

            self._classifier = get_classifier() or False
        return self._classifier

    @property
    def turns(self) -> Any:
        if self._turns is None:
            if not self.settings.turn_classifier:
                self._turns = False
            else:
                from .intents.turns import get_turn_classifier

                self._turns = get_turn_classifier() or False
        return self._turns

    def warm(self) -> "Assistant":
        """Load the retriever (embedding model, index), the intent classifier and the typo dictionary now."""
        warm_up()
        _ = self.classifier
        _ = self.turns
        self.retriever.search("reserva de vagas", k=1)
        return self

    # ------------------------------------------------------------------ public

    def ask(self, question: str, history: Iterable[Any] | None = None, *, forget: Iterable[str] = ()) -> Answer:
        """Answer one question; `history` gives the earlier turns, `forget` the parameter keys
        (Assumption.key: vacancies, edital_date, entity, process, groups, pcd, rank, cargos) not to carry."""
        history = list(history or [])
        today = self._today()  # read once: every reader of this question resolves a relative date on the same day
        said = spoken_endings(strip_envelope(question or ""))
        prev = _context_of(history) or {}
        if prev.get("intent") or prev.get("pending"):
            return self._ask(question, history, forget=forget, today=today)
        # A thread's first message (or one after a law answer): read once here, for every opening check below (Round 49,
        # lo49a: it was extracted twice; the planner reads its own, which it edits)
        told_ex = extract(said, today)
        if employment_told(said, told_ex):
            # Round 48 (lo48b): "sou negro, trabalho no INSS": a statement, no selection named: what is wanted is asked,
            # the group and body kept for the question that follows (`opening.told_context`)
            told_now = told_facts(told_ex, prev)
            return self._clarify_text(STATEMENT_PROMPT, [], {"told": told_now} if told_now else {}, writer.EXAMPLES)
        answer = self._ask(question, history, forget=forget, told_ex=told_ex, today=today)
        if answer.route not in ("retrieval", "out_of_scope"):
            return answer
        # Round 45 (45b): the case told with nothing asked ("é sobre um edital de 2023", "passei num concurso da Receita"),
        # which neither the rules nor the classifiers read as a calculation: the question is asked for, never refused nor
        # answered by a dispositivo its words picked; its facts wait for it (`opening.told_context`).
        if eligibility_told(said, told_ex):
            # Round 47 (lo47a): "sou parda, concurso do INSS", "sou da PM de SP": whose case and where, enough for that
            # person's eligibility, planned as the reply to its clarification (`opening.told_context`)
            opened = told_context(told_facts(told_ex, prev), "eligibility", said)
            return self._ask(question, history, forget=forget, opened=opened, today=today)
        if not case_told(said, told_ex, bool(prev.get("told"))):
            return answer
        told_now = told_facts(told_ex, prev)
        return self._clarify_text(CASE_PROMPT, [], {"told": told_now} if told_now else {}, writer.EXAMPLES)

    def _ask(self, question: str, history: list[Any], *, forget: Iterable[str] = (),
             opened: dict[str, Any] | None = None, told_ex: Extraction | None = None,
             today: date | None = None) -> Answer:
        # A portal's "Pergunta:" label or quotes around a pasted message are not part of the question.
        # (Round 36, 36a: a sounded-out ending, "cota raciau", "pardu", read as written for every reader below)
        question = spoken_endings(strip_envelope(question or ""))
        if not question:
            return self._clarify_text("Escreva a sua pergunta sobre a reserva de vagas.", [], {}, writer.EXAMPLES)
        today = today or self._today()
        history = list(history or [])
        prev = _context_of(history) if opened is None else opened  # (a case told first: `opening.eligibility_told`)
        topic_only = announced_topic(question)
        if (opening := bare_opening(question) or topic_only) or bare_closing(question):
            # Round 36 (36a): "oi", "queria saber uma coisa": the question is still to come; asked for, never refused.
            # Round 45 (f60d): so does a question announced by its subject only ("tenho uma dúvida sobre a cota").
            # Round 39 (lo39): "obrigado", "valeu, tchau": thanks or a goodbye get a short reply, never the refusal.
            # Either way a thread's figures stay at hand for the question after it.
            kept = {k: v for k, v in (prev or {}).items() if k != "pending"}
            if opening:
                # Round 45 (45b): a subject announced with a fact of its own ("uma dúvida sobre vagas de pcd") waits for
                # the question too (`opening.told_context`)
                said = told_ex if told_ex is not None else extract(question, today)  # (`ask` read it already)
                if (told_now := told_facts(said, prev)) and not kept.get("intent"):
                    kept["told"] = told_now
                prompt = OPENING_PROMPT + (TOPIC_PROMPT if topic_only else "")
                return self._clarify_text(prompt, [], kept, writer.EXAMPLES)
            return self._clarify_text(CLOSING_REPLY, [], kept)
        if bare_assent(question) and not (prev or {}).get("pending"):
            # Round 44 (44b): "sim", "ok", "entendi" after an answer: nothing asked, a short reply (a pending clarification
            # is asked again by the router); the thread's figures stay at hand.
            return self._clarify_text(CLOSING_REPLY, [], dict(prev or {}))
        message = question  # (the whole message, before a part of it is planned alone)
        if prev is not None and (part := part_asked(question, history, lambda q: plan(q, None, today).route)):
            # Round 46 (46b): "e a segunda pergunta?", "e a outra?": that question of an earlier message, asked now
            question = part
        # Round 36 (lo36): the answers a carried parameter is traced back through (the latest calculation's thread only)
        told = _answers(history)
        thread_kept: dict[str, Any] | None = None
        new_case: dict[str, Any] | None = None  # Round 43 (mc43): a case named that no earlier turn gave
        # Round 44 (mc44): several cases told in this message, one asked: that one's clauses are planned, the others kept
        cases_told = split_cases(question)
        case_labels_now: list[str] | None = None
        resumed_from: dict[str, Any] | None = None  # an earlier case this message goes back to
        told_offset = 0  # answers since the one a case resumed was told in
        row_of: list[Any] | None = None  # the table a row of which this message asks
        case_named: str | None = None  # ... and how the answer names it ("do concurso da sua mãe")
        if cases_told is not None:
            question = cases_told.asked
            case_labels_now = sorted(cases_told.case.labels)
        elif (table := cases_as_table(question)) is not None and not extract(question, today).cargos:
            question = table  # Round 44 (mc44): several cases asked together, their vagas alone: each one's reserve
        elif prev and (back := resumed_case(question, history, prev)) is not None:
            # Round 44 (mc44): "e no meu?", "e o de 9?": a case told beside another in an earlier message
            referred_ctx, case_labels_now, answers_back = back
            case_named = case_name(case_labels_now, question)
            question = asked_again(without_pointer(question), prev.get("intent"))
            if referred_ctx != prev:
                prev, told = referred_ctx, told[:len(told) - answers_back + 1]
                told_offset = answers_back - 1
        if cases_told is not None or case_labels_now is not None:
            pass  # the case is settled by its label: no other earlier case is looked for
        elif prev and (found_row := table_row(question, prev)) is not None:
            # Round 44 (mc44): "e no segundo, qual a ordem?" after a table of two editais: that row alone (the table
            # stays at hand, as for a cargo of it named)
            row, case_named = found_row
            question = asked_again(question, row["intent"])
            row_of, prev = prev.get("cargos"), row
        elif prev and _BACK_TO_FIRST.search(fold(question)) and (first := _first_context(history)) is not None:
            prev = resumed_from = first  # Round 34 (34b): "voltando ao primeiro edital": the first calculation's case
            case_named = case_name(["ord:1"], question)
            question = back_again(question, first.get("intent"))  # (Round 50: the pointer alone, its question asked)
            if (found_row := table_row(question, first, ordinal=1)) is not None:
                row_of, (prev, case_named) = first.get("cargos"), found_row  # a table first: its first row (mc44)
        elif prev and (referred := _referred_context(question, history, prev, today)) is not None:
            # Round 35 (lo35c): "daquele concurso de abril", a cargo of the last table with a new count
            new_case = referred if referred == stripped(prev) else None
            if new_case is not None:
                # an aside or a law question naming it ("posso acumular com meu cargo de X?") keeps the thread's figures
                thread_kept = prev
            else:
                resumed_from, case_named = referred, case_name(case_labels(question), question)
                # Round 47 (f62b): "e o A?" names only the case: the thread's question asked of it (Round 50: a
                # pointer back alone too, "e aquele de abril?")
                question = back_again(question, prev.get("intent"))
            prev = referred
            told = []
        elif prev and (by_body := body_context(question, _calculations(history), prev)) is not None:
            # Round 39 (39a): "voltando ao do INSS": that body's own figures, not the other concurso's; a body not computed
            # yet ("e no do Itamaraty?"), none of them (a law answer or an aside keeps the thread's, `thread_kept`)
            thread_kept, prev, told = prev, by_body, []
            if by_body != new_body_case(thread_kept, question):
                resumed_from, case_named = by_body, case_name([f"body:{by_body.get(BODY_KEY)}"], question)
        if resumed_from is not None:
            # Round 44 (mc44): a figure of a case resumed is traced back from that case's answer, not the latest one
            answers = _answers(history)
            told = _told_until(answers, resumed_from)
            told_offset = len(answers) - len(told) if told else 0
        if prev is None:
            prev = _context_from_text(history, today)
        # Round 51 (lo51a): a new, self-contained question after a clarification: planned alone (round 52: that very
        # plan is the one answered, never planned again)
        alone = yielded_plan(question, prev, today) if prev else None
        if alone is not None:
            prev = {}
        if prev:
            question = without_relay(question)  # "ele informa que ...", inside a thread: the fact relayed, a fragment
        pcd_read: str | None = None
        if prev and (total := pcd_share_asked(extract(question, today), prev)) is not None:
            # Round 44 (mc44): "e 25 vagas pcd?" over the thread's 25 vagas: their PcD share, and the answer says so
            question = re.sub(rf"(?<![\d.,]){total}(?![\d.,])", "quantas", question, count=1)
            pcd_read = (f"Li “{total} vagas PcD” como a parte PcD das {total} vagas deste edital (o total desta conversa), "
                        f"não como {total} vagas só para PcD.")
        if prev and prev.get("told") and not prev.get("intent"):
            # Round 45 (45b): the question after a case told takes its facts, as the reply to a clarification would
            own = plan(question, None, today)
            prev = told_context(prev["told"], own.intent if own.route in ("calculator", "clarify") else None, question)
        p: Plan | None = None
        try:
            p = alone if alone is not None else plan(question, prev, today, forget=tuple(forget))
            p = changed_why(p, question, _calculations(history))
            p = earlier_rule_in_law(p, question, _law_before_counts(history))
            if p.route in ("retrieval", "out_of_scope") and (figure := figure_part(question, lambda q: plan(q, prev, today))):
                # Round 46 (46b): a count of its own vagas asked beside law questions: the figure is answered
                question, p = figure
            # (Round 44, lo44b: a law question told beside a table is read alone, as the rules planned it)
            read = p.extraction.original if p.table_kept is not None and p.extraction is not None else question
            if wants_classifier(p) and self.classifier:
                # The rules are unsure here (law text, out of scope, a reserve read from a broad cue):
                # the exemplar classifier may overrule them (`reconsider.reconsider`).
                # (Round 33, inv: in ordinary case and with its "?", as the exemplars are written: a shouted or
                # unpunctuated question embeds away from them, and the novelty gate abstained on its own words)
                try:
                    intent, probability = self.classifier.predict(as_asked(as_read(read)))
                except Exception:  # the model failed: the rules' plan stands
                    log.exception("intent classifier failed; rules only for %r", question)
                else:
                    p = reconsider(p, intent, probability, today)
                    p.law_probability = probability if intent == "law" else 0.0
                    p.calc_probability = probability if intent in INTENTS else 0.0
                    if intent == "unknown":
                        p.notes.append("abstained")  # far from every exemplar: the rules decide
            kind = thread_kind(prev) if p.table_kept is None else None  # (a new table opens its own thread)
            if kind and p.route in ("retrieval", "calculator", "out_of_scope") and self.turns:
                # Inside a thread, whether this turn continues the calculation or asks the law: the turn classifier
                # decides where the rules' verdict rests on weak cues (`reconsider.reconsider_turn`).
                try:
                    label, turn_p = self.turns.predict(as_read(read), kind)[:2]
                except Exception:  # the model failed: the rules' plan stands
                    log.exception("turn classifier failed; rules only for %r", question)
                else:
                    p = reconsider_turn(p, prev, label, turn_p, read, today)
                    if p.route == "retrieval" and ("turns" in p.notes
                                                   or label == "law" and turn_p >= TURN_MIN and p.law_probability > 0):
                        # read as the law's in this thread with that confidence: a low retrieval score is said, not
                        # refused (Round 27: also a law plan of the rules that the sentence classifier read as law,
                        # less surely than LAW_SURE, and this turn's reading confirms)
                        # Round 28: both classifiers reading law, each at its own minimum, is the thread's law question
                        # ("e o que acontece se o órgão não reservar as vagas?" after a count): answered, its doubt said.
                        if label == "law" and turn_p >= TURN_MIN and p.law_probability >= CLASSIFIER_MIN:
                            p.notes.append("law_agreed")
                        p.law_probability = max(p.law_probability, turn_p)
            if new_case is not None and p.route == "out_of_scope" and not {"pcd", "other_quota", "requirement"} & set(p.notes) \
                    and _ASKS_COUNT.search(fold(question)):
                # Round 43 (mc43): "e no da minha irmã, quantas seriam?" with her concurso never given: its vagas are
                # asked for, never the latest case's reused nor the question refused
                p = Plan(route="clarify", intent=new_case.get("intent") or "reserve",
                         params={k: v for k, v in new_case.items() if k not in ("intent", "pending", "earlier", "route")},
                         clarify="vacancies")
            if p.extraction is not None:
                # Round 52 (lo52b), Round 53 (lo53a): whose the regulation's facts about one group are, known before
                # any answer is composed, so its notes come ordered for that person and the answer renders once
                p.person = person_groups(p.extraction, prev or {})
            if p.route == "out_of_scope":
                answer = self._out_of_scope(pcd="pcd" in p.notes, other_quota="other_quota" in p.notes,
                                            admission=admission_answer.ADMISSION_NOTE in p.notes,
                                            requirement="requirement" in p.notes,
                                            results=p.extraction is not None and concurso_result(p.extraction.text),
                                            job=p.extraction is not None and job_terms(p.extraction.text),
                                            logistics=p.extraction is not None
                                            and concurso_logistics(p.extraction.text))
                # An aside ("qual o salário?") does not end the conversation: "e com 20?" still follows
                # the earlier calculation.
                answer.context = {k: v for k, v in (prev or {}).items() if k != "pending"}
                if "other_quota" in p.notes and not answer.context.get("intent"):
                    answer.context["other_quota"] = True  # a fragment with vagas then asks that count here
                    if p.extraction and (n := other_quota_vagas(p.extraction, p.params)) is not None:
                        answer.context["other_vagas"] = n  # "e pra cota racial?" next: these laws' count of them
            elif p.route == "retrieval":
                # (Round 44, lo44b: a table told beside the question is its thread: its edital's date decides the law)
                answer = self._retrieval(p, question, p.table_kept if p.table_kept is not None else prev, today)
                if answer.route == "retrieval" and answer.citations and "cited" not in answer.context:
                    # the dispositivos this answer quoted: "qual artigo diz isso?" or "e pela 12.990?" next starts from them
                    answer.context["cited"] = [c.urn for c in answer.citations[:3]]
                earlier = prev.get("earlier") if prev and prev.get("route") == "retrieval" else prev
                if p.table_kept is not None:
                    earlier = p.table_kept  # Round 44 (lo44b): the table told beside this law question, kept
                # (also when no dispositivo answered it: the thread's figures outlive a law question left unanswered)
                if answer.route in ("retrieval", "out_of_scope") and "earlier" not in answer.context and earlier \
                        and earlier.get("intent"):
                    # A law question asked inside a calculation thread: its figures stay at hand, so a fragment
                    # after the law answer ("e se eu fosse o 3º?") can still change them (`context.resumes_calculation`).
                    answer.context["earlier"] = {k: v for k, v in earlier.items() if k != "pending"}
            elif p.route == "clarify":
                answer = self._clarify(p, today)
            else:
                if (pcd_place := carried_pcd_place(prev, p.intent, p.extraction, p.params)) is not None:
                    p.params["pcd_rank"] = pcd_place
                if prev and prev.get("pending") == "vacancies" and isinstance(prev.get("claimed"), int) \
                        and p.intent == "reserve" and "vacancies" not in p.carried:
                    p.pending_claim = prev["claimed"]  # Round 42 (lo42c): the claim the vagas answer
                    p.pending_shares = [(str(g), int(n)) for g, n in prev.get("claimed_shares") or []]
                if prev and prev.get("intent") and p.params.get("law_hint") and "law_hint" not in p.carried \
                        and not any(k in prev for k in ("law_hint", "to_be_published")) \
                        and prev.get("pending") != "edital_date" and not p.params.get("to_be_published"):
                    # (Round 51, f66a: never the edital itself supposed still unpublished, "e se ainda não tivesse saído?":
                    # its date is what changed, as a date told)
                    # Round 42 (lo42c, lo42e): the other law supposed of the thread's edital, dated or not (Round 50:
                    # never the side of 04/06/2025 answering the date asked, "antes": that is the edital's own date)
                    p.thread_edital = {k: prev[k] for k in ("edital_date", "period") if k in prev}
                if p.intent == "reserve" and isinstance(p.calc, ReservePlan) \
                        and pcd_beside_racial(question, history, p.params):
                    # Round 44 (44a): "quantas em cada uma?" after both reserves were named: the PcD list is asked too
                    p.params = {**p.params, "groups": [*(p.params.get("groups") or []), "pcd"]}
                    p.calc = INTENTS["reserve"].build(p.params, today).model_copy(update={"compare": p.calc.compare})
                editais = (several_editais.editais_told(p.extraction.text) or several_editais.editais_carried(p.params)) \
                    if p.intent in ("reserve", "edital") and p.extraction is not None else None
                if editais is not None:
                    # Round 55 (dr55b): several editais told ("2 editais de 2 vagas cada"): each its own base, summed
                    answer = self._several_editais(p, editais, today)
                else:
                    answer = self._calculate(p, today, told, told_offset,
                                             case_named if told_offset or row_of else None)
                if prev and (table := prev.get("cargos")) and "cargos" not in answer.context and p.extraction \
                        and answer.route == "calculator" and names_table_cargo(p.extraction, table):
                    # "o geólogo, com 1 vaga, fica sem reserva?" after a table: one of its cargos asked alone; the
                    # table stays at hand for "incluindo topógrafo com 4" or "e no cargo X, a ordem?" next.
                    answer.context["cargos"] = table
                if answer.route == "calculator":
                    keep_thread_vagas(answer.context, prev)
                    if pcd_read:
                        answer.notes = [pcd_read, *answer.notes]
                        answer = writer.finish(answer)
                    if row_of and "cargos" not in answer.context:
                        answer.context["cargos"] = row_of
        except CalculatorError as exc:
            ctx = {"intent": p.intent, **p.params} if p else {}
            if isinstance(exc, PlanError):  # refused while planning: the operation asked is kept all the same
                ctx = {"intent": exc.intent, **exc.params}
            # Figures from earlier turns may be what does not fit: the message says which were used.
            keys = [k for k in ("vacancies", "edital_date", "pcd") if p and set(ASSUMPTION_PARAMS[k]) & p.carried]
            lead = writer.carried_lead([Assumption(key=k, text=k) for k in keys], p.params) if p else ""
            answer = self._clarify_text(
                f"{lead}{'n' if lead else 'N'}ão consegui calcular: {exc.message} Corrija o campo **{exc.field}** e "
                "pergunte de novo.", [], ctx, [])
        except Exception:  # never a traceback for the user; the log keeps the details
            log.exception("could not answer %r", question)
            return self._clarify_text(
                "Desculpe, não consegui responder agora. Tente reformular a pergunta ou tente de novo em instantes.",
                [], {}, writer.EXAMPLES)
        if thread_kept is not None and answer.route in ("retrieval", "out_of_scope") and BODY_KEY not in (prev or {}):
            # a concurso named anew, then law text or an aside: the thread's figures stay at hand as before
            answer.context = {k: v for k, v in thread_kept.items() if k != "pending"} \
                if answer.route == "out_of_scope" else {**answer.context, "earlier": thread_kept.get("earlier", thread_kept)}
        if answer.route == "calculator" and answer.context.get("groups") and p and p.extraction is not None \
                and (kin_groups_told(p.extraction) or (prev or {}).get(KIN_GROUPS) and "groups" in p.carried):
            answer.context[KIN_GROUPS] = True  # Round 41 (lo41b): the groups are a relative's (`context._merge`)
        if answer.route == "calculator" and p and p.extraction is not None:
            # Round 45 (f60d): the asker's own groups, told now or kept from the thread they continue (`context.OWN_GROUPS`)
            if own_told := own_groups_told(p.extraction):
                answer.context[OWN_GROUPS] = own_told
                if "pcd" in p.extraction.groups:  # Round 53 (lo53b): "sou pardo e pcd": PcD too (`also_pcd.OWN_PCD`)
                    answer.context[also_pcd.OWN_PCD] = True
            elif (kept_own := (prev or {}).get(OWN_GROUPS)) and p.carried:
                answer.context[OWN_GROUPS] = kept_own
                if (prev or {}).get(also_pcd.OWN_PCD):
                    answer.context[also_pcd.OWN_PCD] = True
        if answer.route == "calculator" and (prev or {}).get(KIN_GROUPS) and answer.context.get(PERSON_GROUPS):
            answer.context[KIN_GROUPS] = True  # Round 45 (f60b): so are those a count set aside (`thread_person`)
        if answer.route == "calculator" and answer.context.get("intent") \
                and (body := body_of_answer(question, prev, bool(p and p.carried))):
            answer.context[BODY_KEY] = body  # Round 39 (39a): which named concurso these figures are (`bodies`)
        if answer.route == "calculator" and answer.context.get("intent") and case_labels_now is not None:
            # Round 44 (mc44): which told case these figures are, and the others told beside it (`message_cases`)
            answer.context[CASE_KEY] = case_labels_now
            if cases_told is not None:
                answer.context[CASES_KEY] = others_context(answer.context, cases_told, today)
        def route_of(part: str) -> str:
            try:
                return plan(part, prev, today).route
            except CalculatorError:  # a part the rules refuse to plan is not claimed as left
                return "clarify"

        if cases_told is None and (left := left_unanswered(message, answer.route, route_of)):
            # Round 47 (lo47b): a several-question message answered in part says which parts are left, to be asked
            answer.notes = [*answer.notes, unanswered_note(left)]
            answer = writer.finish(answer)
        return self._polish(answer, question)

    # ------------------------------------------------------------------ routes

    def _out_of_scope(self, pcd: bool = False, other_quota: bool = False, requirement: bool = False,
                      results: bool = False, job: bool = False, logistics: bool = False,
                      admission: bool = False) -> Answer:
        # (Round 55, g4: a university's admission quota: Lei 12.711/2012 named as where it is, `admission`)
        headline = admission_answer.ANSWER if admission else \
            writer.out_of_scope_answer(pcd=pcd, other_quota=other_quota, requirement=requirement, results=results,
                                       job=job, logistics=logistics)
        return writer.finish(Answer(answer="", route="out_of_scope", headline=headline,
                                    options=writer.EXAMPLES, context={}))

    def _basis(self, p: Plan, today: date) -> Answer | None:
        """"em que artigo isso está?" after a calculation: that calculation's own dispositivos (the one its headline
        relies on first), as law text. None when it cannot be run again (the retriever then answers)."""
        if p.intent not in INTENTS:
            return None
        try:
            calc = INTENTS[p.intent].build(p.params, today)
            done = self._calculate(Plan("calculator", intent=p.intent, params=p.params, calc=calc,
                                        extraction=p.extraction), today)
        except CalculatorError:
            return None
        cits = done.citations[:3]
        if done.route != "calculator" or not cits:
            return None
        others = ", ".join(f"**{c.label}**" for c in cits[1:])
        lead = f"Essa resposta se apoia em **{cits[0].label}**" + (f" (e também em {others})" if others else "") + ". "
        headline = lead + writer.law_headline(cits, _current_resumo(cits[0].urn))
        laws = {norm_of_urn(c.urn) for c in cits}
        notes = [writer.INJECTION_NOTE] if p.injection else []
        # "basis": this law answer was the basis of the calculation before it (a date fragment next recomputes it).
        ctx = {"route": "retrieval", "query": p.query or "", "earlier": {"intent": p.intent, **p.params}, "basis": True}
        return writer.finish(Answer(answer="", route="retrieval", headline=headline, notes=notes, citations=cits,
                                    regulation=notes_for(cits, p.person), law_id=next(iter(laws)) if len(laws) == 1 else None,
                                    context=ctx))

    def _recite(self, p: Plan, prev: dict[str, Any] | None) -> Answer | None:
        """"qual artigo diz isso?", "onde está isso na lei" right after a law answer: the dispositivos that answer
        quoted, named again (searching the bare words would find art. 1º). None without them (text-only history)."""
        if not prev or "law_basis" not in p.notes or p.extraction is None or not basis_of_law_answer(p.extraction, prev):
            return None
        cits = [citation(u) for u in prev.get("cited") or []][:3]
        if not cits:
            return None
        others = ", ".join(f"**{c.label}**" for c in cits[1:])
        lead = f"Essa resposta se apoia em **{cits[0].label}**" + (f" (e também em {others})" if others else "") + ". "
        headline = lead + writer.law_headline(cits, _current_resumo(cits[0].urn))
        laws = {norm_of_urn(c.urn) for c in cits}
        notes = [writer.INJECTION_NOTE] if p.injection else []
        ctx = {k: prev[k] for k in ("route", "query", "law_id", "cited", "earlier") if k in prev}
        return writer.finish(Answer(answer="", route="retrieval", headline=headline, notes=notes, citations=cits,
                                    regulation=notes_for(cits, p.person), law_id=next(iter(laws)) if len(laws) == 1 else None,
                                    context=ctx))

    def _retrieval(self, p: Plan, question: str, prev: dict[str, Any] | None = None, today: date | None = None) -> Answer:
        today = today or self._today()  # (the day `ask` read: a relative date resolves the same everywhere)
        if "basis" in p.notes and (basis := self._basis(p, today)):
            return basis
        if again := self._recite(p, prev):
            return again
        prev = prev or {}
        if "law_basis" in p.notes and p.extraction is not None and basis_of_law_answer(p.extraction, prev):
            # the same ask with no quoted dispositivo at hand (a history of text only): the earlier question's subject
            p.query = f"{prev.get('query') or ''} {p.query or question}".strip()
            p.law_id = p.law_id or prev.get("law_id")
        if not p.law_id and p.extraction is not None and (pointed := thread_law(p.extraction, prev)):
            # Round 35 (lo35b): an unnamed dispositivo ("explique o art. 4º") is the thread's law's only when it has one
            if not p.reference or _law_has_reference(question, pointed):
                p.law_id = pointed  # "e quantos % era naquela lei?": the thread's law, not whichever law ranks first
        # Round 41 (lead): a law question asked of one edital older than the new law ("e se o candidato mentir na
        # autodeclaração num edital de 2020?", or "meu edital é de 2023" just before): the old law governs it (art. 11),
        # so its dispositivo answers when it has one on the subject.
        # (not a question about the rate or the law's reach in time, "por que não foi 30%?": the new law's art. 11)
        # Round 53 (lo53c): the new law named of that edital ("a lei nova me ajuda?" of a 2021 concurso) is asked of
        # a certame it does not reach (art. 11): the old law answers all the same, after saying so (`old_edital`).
        # (not "e na lei nova?" after the old law's answer: the other law's text is asked, `other_law_followup`)
        new_asked = p.extraction is not None and not p.reference and not p.law_id and not p.query_followup \
            and new_law_asked_of_old_edital(p.extraction, prev)
        edital_old = not p.law_id and not p.reference and p.extraction is not None \
            and (new_asked or not p.extraction.law_hint and not laws_named(p.extraction.text)) \
            and not p.extraction.percentages and not rate_objection(p.extraction) \
            and edital_law_of(p.extraction, prev) == OLD_LAW
        if edital_old and p.extraction is not None:
            # (searched without the date's words, which only pull towards the old law's term, art. 6º; its hit taken
            # when clearly about the subject: the old law is silent on much the new law says)
            asked = old_edital.in_old_law_words(_without_dated_edital(as_read(p.query or question),
                                                                      p.extraction.date_text))
            probe = self.retriever.search(asked, k=1, law_id=OLD_LAW)
            conf = probe[0].metadata.get("confidence") if probe else None
            term = f"{URN_BASE[OLD_LAW]}!art6_"  # the old law's own term in time: the date's subject, not the question's
            # (the new law named of that edital: its text would answer under a law that does not reach it, so the old
            # law's hit answers whenever it would answer at all)
            sure = self.settings.min_confidence if new_asked else OLD_EDITAL_SURE
            if isinstance(conf, (int, float)) and conf >= sure \
                    and not str(probe[0].metadata.get("urn", "")).startswith(term):
                p.law_id, edital_old, p.query = OLD_LAW, False, asked
        # "e se fosse pela 12.990?" after the new law's answer: the earlier subject asked of the other law
        other = p.law_id if p.query_followup and other_law_followup(p.law_id, prev) else None
        several = self._adi_answer(p, prev) or self._standing_answer(p) or self._law_term_answer(p) \
            or self._appeal_term_answer(p, prev) or self._pcd_ceiling_answer(p) \
            or self._several_reserves(p, today, prev) or self._two_lists_answer(p, prev) or self._regulation_answer(p) \
            or self._comparison_answer(p) \
            or self._group_share_answer(p) or self._method_answer(p)
        if several:
            return several
        k = self.settings.retrieval_k
        # Round 34 (34e): a shouted question ("MEU ALUNO QUER SABER SE ... PCD") is searched in ordinary case, as the
        # classifiers read it: in capitals it embeds away from its own dispositivo, which then seems not to fit.
        query = as_read(without_hearsay(p.query or question))
        if prev.get("route") == "retrieval" and _RATE_SIGN.search(query):
            # "e quantos % era?" after a law answer: the sign alone is no word the search can match (a single question
            # keeps its words: "a PM de SP tem cota? quantos %?" must not be pulled to the federal percentage)
            query = f"{query} (percentual)"
        # Ask for a few more: vetoed dispositivos ("(VETADO)") answer nothing and are dropped.
        wide = k + 4
        notes: list[str] = []
        if p.extraction is not None and board_law_beside_term(p.extraction.text):
            # Round 46 (lo46c): "a banca pode me eliminar e quantos dias tenho pra recorrer?": the law part is searched
            # alone; the appeal's term is the edital's, said so
            query = _TERM_ASKED.split(query, maxsplit=1)[0] or query
            notes.append(BOARD_TERM_NOTE)
        if p.extraction is not None and (norm := term_of_named_norm(p.extraction.text)) \
                and (term_note := edital_term_note(norm)):
            notes.append(term_note)  # Round 52 (f67c): the named norm fixes no such term, the edital does (said plainly)
        no_law = p.reference and not p.law_id and not (p.extraction and p.extraction.law_hint)
        docs = None
        if no_law:
            # "O que diz o art. 7o, § 3o?" names no law: the law in force is meant, if it has that dispositivo.
            docs = self.retriever.search(query, k=wide, law_id=NEW_LAW)
            if docs and docs[0].metadata.get("source") == "reference":
                notes.append("Como a pergunta não indica a lei, considerei a **Lei nº 15.142/2025**, a lei "
                             "vigente; para a Lei nº 12.990/2014, pergunte indicando “da Lei 12.990”.")
            else:
                docs = None
        if docs is None:
            docs = (self.retriever.search(query, k=wide, law_id=p.law_id) if p.law_id
                    else self.retriever.search(query, k=wide))
            if no_law and docs and docs[0].metadata.get("law_id") == OLD_LAW \
                    and docs[0].metadata.get("source") == "reference":
                notes.append("A pergunta não indica a lei e a Lei nº 15.142/2025 não tem esse dispositivo: "
                             "mostro o da **Lei nº 12.990/2014**.")
        if p.injection:
            notes.append(writer.INJECTION_NOTE)
        docs = [d for d in docs if not d.metadata.get("vetoed")][:k]
        if docs and self._unfit(docs[0]) and not p.reference and p.extraction is not None \
                and (bare := _without_body_name(query, p.extraction.entity_name)) != query:
            # Round 54 (lead): "como funciona a cota no concurso da UFPE?": the body's own name means nothing to the
            # norms (art. 1º reads its kind), yet it can pull every hit below the fit; searched without it, kept if it fits
            unnamed = self.retriever.search(bare, k=wide, law_id=p.law_id) if p.law_id \
                else self.retriever.search(bare, k=wide)
            unnamed = [d for d in unnamed if not d.metadata.get("vetoed")][:k]
            if unnamed and not self._unfit(unnamed[0]):
                docs, query = unnamed, bare
        if other and docs and (self._unfit(docs[0]) or p.extraction is not None and bare_law_switch(p.extraction)):
            # Only the law switched ("e na lei antiga?"), or that law's hits for the words do not fit: its dispositivo
            # nearest to the one just quoted (the optant in the ampla, new art. 7º, § 2º -> old art. 3º, § 1º;
            # heteroidentificação -> the self-declaration and the false declaration, old art. 2º).
            # (its resumo, not its text: the text's own "Art. 3º" would be read as a reference to that law's art. 3º)
            near = _current_resumo(prev["cited"][0])
            if near:
                again = self.retriever.search(f"{prev.get('query') or ''} {near}", k=wide, law_id=other)
                docs = [d for d in again if not d.metadata.get("vetoed")][:k] or docs
        docs = self._in_force_first(p, docs, prev)
        if self._scope_asked(p, docs) and p.law_id in (None, NEW_LAW) and p.extraction is not None \
                and (p.extraction.entity in ("estadual", "municipal") or SUBNATIONAL_BODY.search(p.extraction.text)) \
                and p.extraction.law_hint != "old" and OLD_LAW not in laws_named(p.extraction.text) \
                and not any(_SCOPE_URN.search(str(d.metadata.get("urn", ""))) for d in docs):
            # Round 55 (g4): "concurso estadual vale essa lei?" reads like the law's vigência (art. 14) to the search,
            # which then misses art. 1º: whom the law binds is searched for and leads (the verdict says "Não" from it;
            # the old law's reach is its art. 1º, caput, which its own search finds)
            scope = self.retriever.search(_SCOPE_QUERY, k=wide, law_id=NEW_LAW)
            docs = [d for d in scope if _SCOPE_URN.search(str(d.metadata.get("urn", "")))][:1] + docs[:k - 1]
        docs = self._scope_first(p, docs)
        ctx = {"route": "retrieval", "query": query}
        if docs and docs[0].metadata.get("law_id"):
            ctx["law_id"] = docs[0].metadata["law_id"]  # "quantas seriam por ela?" next: the law this answer quoted
        # The dispositivo that answers a question about the norm as a whole: its reach ("a lei vale para estados
        # e municípios?": art. 1º says whom it binds) or the reserve in general ("como funciona a cota?", "por que
        # existem cotas?"). Such a question is about these laws even when no single dispositivo stands out.
        reach: str | None = None
        silent: str | None = None  # the law asked of that has no dispositivo on the subject (`other`)
        lead_norm = self._broad_norm(p, query, docs) if docs else None
        # "por que 30%?": the percentage's rule leads, and the answer says the law gives no reason for it.
        why = self._why_figure_norm(p) if docs else None
        lead_norm = why or lead_norm
        # Round 24 (p24b): "estágio no ministério tem cota?": art. 1º, naming the selections the reserve reaches,
        # answers it (an internship or a trainee programme is none of them), ahead of whatever the words matched.
        selection = (p.law_id if p.law_id in (NEW_LAW, OLD_LAW) else NEW_LAW) if not why and not p.reference \
            and p.extraction is not None and NON_CONCURSO_SELECTION.search(p.extraction.text) else None
        if selection and docs and str(docs[0].metadata.get("urn", "")).startswith(f"{URN_BASE[selection]}!art1_"):
            selection = None  # already art. 1º (its inciso I: "cargos efetivos e empregos públicos")
        # Round 44 (lo44a): "tem cota pra pretos?": whom the reserve is for (art. 1º, caput) answers it, ahead of the
        # group's definition (art. 2º) its word matched
        beneficiary = self._beneficiary_norm(p) if docs and not why else None
        # Round 46 (lo46a): a ceiling of the racial reserve ("existe um teto para a cota racial?"): the percentage's rule
        # (art. 1º, caput) answers, a known rule never refused for the doubt of the words' hits
        ceiling = self._ceiling_norm(p) if docs and not why else None
        # Round 46 (lo46a): "a lei federal vale?" after a body's case: the law's reach over that body (art. 1º, I or II)
        body_reach = self._thread_reach(p, prev) if docs and not why else None
        lead_norm = selection or beneficiary or ceiling or lead_norm
        # Round 54 (dr54c): the part of the rule found that the question's circumstance names (fraud after the
        # nomination: art. 4º, § 1º, II; the board's rejection: art. 3º, § 2º) leads, its neighbours as related
        part: str | None = None
        if docs and not p.reference and not why and not lead_norm and not body_reach and p.extraction is not None:
            part, docs = lead_part.lead_first(p.extraction.text, docs)
        if p.reach is not None:
            # Round 55 (lo55a): "e remoção?" after art. 1º: the part of art. 1º its "Não" rests on leads, the rest of
            # art. 1º as related (never the career rule, art. 9º, § 2º, that "remoção" or "progressão" finds)
            part = reach_followup.lead_urn(p.reach, p.law_id or NEW_LAW)
            docs = [d for d in docs if str(d.metadata.get("urn", "")).startswith(f"{URN_BASE[p.law_id or NEW_LAW]}!art1_")]
        if docs and not p.reference and docs[0].metadata.get("source") != "reference" and not why and not ceiling \
                and not body_reach and not part:
            conf, fit = docs[0].metadata.get("confidence"), docs[0].metadata.get("fits")
            # A low confidence says the first hit may be the wrong one; the question is still answered when the
            # retriever can tell some dispositivo is about it (`fits`: a broad question has many candidates).
            low = isinstance(conf, (int, float)) and conf < self.settings.min_confidence and fit is not True
            # A question the rules found outside these laws and only the classifier brought in ("Quem ganhou a
            # Copa de 2002?" at a bare majority) needs a dispositivo about it, or the classifier sure of it.
            unfit_rescue = "rescued" in p.notes and fit is False
            # A job fact asked of the law ("o que a lei diz sobre o horário de almoço dos cotistas?"): worded
            # like a law question, so the classifier's certainty says nothing; only a dispositivo about it answers.
            job = p.extraction is not None and bool(CONCURSO_FACT.search(p.extraction.text))
            # The regulation named: the law's own dispositivos answer with its summary beside them, never a refusal.
            # Round 38 (f41b): so is one of our norms named by its number and asked about a reserve ("oq diz o decreto
            # 9508 sobre reserva de vagas pra pcd?"); "o decreto 9508 fala da copa?" still needs a dispositivo on it.
            named = p.extraction is not None and bool(
                REGULATION_NAMED.search(p.extraction.text)
                or NORM_NUMBER.search(p.extraction.text) and _RESERVE_SUBJECT.search(p.extraction.text)
                or PCD_DECREE_BY_RATE.search(p.extraction.text)  # (Round 49, lo49b: "o decreto ... 5%")
                or term_of_named_norm(p.extraction.text))  # (Round 52, f67c: a term asked of a named norm)
            # The racial reserve named and the classifier reading law ("o órgão pode abrir edital sem reserva racial?"):
            # a question about this reserve's rules, answered with the doubt said rather than refused.
            racial = p.extraction is not None and bool(RACIAL_RESERVE.search(p.extraction.text))
            # A rule question about these laws' own subjects ("quem define quais cargos terão reserva?", "cabe recurso
            # contra a comissão?"), the classifier reading law: the same, its doubt said.
            subject = p.extraction is not None and rule_of_subject(p.extraction.text)
            # A legal basis asked of a subject of these laws ("qual o dispositivo aplicável à eliminação?"): the
            # rules read it so; the nearest dispositivo on that subject answers, its doubt said.
            # (a rule the cues read explicitly, "law_rule": its nearest dispositivo answers, the doubt said)
            # Round 28: a calculator intent read at the classifier's minimum, the rules having kept law text ("conselho
            # regional faz concurso, tem que seguir cota racial?" read as an eligibility): the question is the domain's,
            # only worded like a case; the nearest dispositivo answers it, its doubt said (a refusal is the worse error).
            domain = p.calc_probability >= CLASSIFIER_MIN
            sure = (p.law_probability >= LAW_SURE or named or "law_basis" in p.notes or "law_rule" in p.notes
                    or "law_agreed" in p.notes or "law_pointed" in p.notes  # (the law just quoted, by a pronoun)
                    or domain or racial and p.law_probability >= CLASSIFIER_MIN
                    # (its top intent law, even unsure, or abstaining: far from every exemplar, the rules decide)
                    or subject and (p.law_probability > 0 or "abstained" in p.notes)) and not job
            if low or unfit_rescue:
                # Only when no dispositivo stands out: a reach question about one rule ("a reserva vale para
                # cadastro de reserva?") is answered by the dispositivo the retriever found for it.
                reach = self._reach_norm(p, docs) or selection
                lead_norm = reach or beneficiary or self._broad_norm(p, query, docs, unsure=True)
            if other and (low or fit is False):
                # That law has no dispositivo on it: said plainly, naming the law, with its nearest one; never refused.
                silent = other
            if not lead_norm and not reach and p.extraction is not None and WORDS_MEANING.search(p.extraction.text):
                # "cota e reserva é a mesma coisa?": no dispositivo defines the words; the one creating the reserve
                # (art. 1º of the law in force, or the one the thread named) says what they are.
                lead_norm = p.law_id if p.law_id in (NEW_LAW, OLD_LAW) else NEW_LAW
            if (low or unfit_rescue) and not sure and not lead_norm and not other:
                # No dispositivo fits: say so and offer what can be answered, never the nearest text.
                return writer.finish(Answer(answer="", route="out_of_scope", headline=writer.NO_FIT,
                                            options=writer.EXAMPLES, notes=notes, context=ctx))
            if low and not reach and not other:
                # Worded like the law questions the classifier learned from, or asking about the reserve as a
                # whole (its purpose: no dispositivo states it): answered, with the doubt said (a legitimate
                # question refused is the worse error; the nearest text is often the answer).
                notes.append(writer.LOW_FIT_NOTE)
        cits: list[Citation] = []
        resumo: str | None = None
        art1 = f"{URN_BASE[lead_norm]}!art1_" if lead_norm else ""
        if body_reach:
            lead = f"{URN_BASE[body_reach[0]]}!art1_{body_reach[2]}"
            cits.append(citation(lead))
            resumo = _current_resumo(lead)
            # (the words' hits were the vigência's: only art. 1º's other parts are related)
            docs = [d for d in docs if str(d.metadata.get("urn", "")).startswith(f"{URN_BASE[body_reach[0]]}!art1_")]
        elif part:
            cits.append(citation(part))
            resumo = _current_resumo(part)
        elif docs and lead_norm and not (reach and str(docs[0].metadata.get("urn", "")).startswith(art1)):
            # The rule that creates the reserve and says where it applies answers it (unless the first hit is
            # already one of its incisos: "vale para autarquias?"); the hits follow as related.
            lead = f"{art1}cpt"
            cits.append(citation(lead))
            resumo = _current_resumo(lead)
        for doc in docs:
            urn = doc.metadata.get("urn")
            if urn and urn not in {c.urn for c in cits}:
                cits.append(citation(urn, doc.metadata.get("label")))
                if len(cits) == 1:
                    resumo = doc.metadata.get("resumo")  # the retriever carries it
        if not cits:  # nothing retrieved: the same answer as a low confidence, never an empty quote
            return writer.finish(Answer(answer="", route="out_of_scope", headline=writer.NO_FIT,
                                        options=writer.EXAMPLES, notes=notes, context=ctx))
        # The dispositivo that answers, then at most two related ones.
        shown = writer.related(cits, 2)
        if "pcd" in p.notes:
            # PcD and the racial reserve: the answer quotes both norms, the best hit of each.
            for norm in (PCD_DECREE, NEW_LAW):
                if not any(norm_of_urn(c.urn) == norm for c in shown):
                    shown += [c for c in cits if norm_of_urn(c.urn) == norm][:1]
        cits = shown
        if why == NEW_LAW and p.extraction is not None and re.search(r"\b20\b|\bvinte\b", p.extraction.text):
            # "de 20 para 30": the old law's percentage is the other half of the question.
            old_rule = citation(f"{URN_BASE[OLD_LAW]}!art1_cpt")
            cits = [c for c in cits if c.urn != old_rule.urn]
            cits = cits[:1] + [old_rule] + cits[1:2]
        laws = {norm_of_urn(c.urn) for c in cits}
        law_id = next(iter(laws)) if len(laws) == 1 else None
        headline = writer.law_headline(cits, resumo) + (f" {NO_REASON}" if why else "")
        # Round 54 (dr54c): a group the named law left out, asked yes or no: "Não" first, the law that added it cited
        whose = beneficiary or law_verdict.law_of_group_question(p.extraction, cits[0].urn) \
            if p.extraction is not None and not p.reference and cits else None
        left_out = law_verdict.group_left_out(p.extraction, whose, today) \
            if whose and p.extraction is not None and cits[0].urn.startswith(URN_BASE[whose]) else None
        if left_out:
            added = citation(law_verdict.NEW_ART1)
            cits = cits[:1] + [added] + [c for c in cits[1:] if c.urn != added.urn][:1]
            law_id = None
        if verdict := self._reach_verdict(p) or (body_reach and self._not_bound(body_reach[1])) or left_out:
            headline = f"{verdict} {headline}"
        elif p.reach is not None and (verdict := reach_followup.opening(p.reach, p.law_id or NEW_LAW, today)):
            headline = f"{verdict} {headline}"  # Round 55 (lo55a): "e remoção?" after art. 1º: its "Não" first
        elif p.extraction is not None and not p.reference and (group := non_beneficiary.asked_group(p.extraction)) \
                and re.search(r"!art1(?:_cpt)?$", cits[0].urn):
            # Round 54 (lo54b): "a lei de cotas vale pra mulheres?": the plain "Não" before art. 1º, caput that says so
            law = non_beneficiary.law_of(p.extraction, norm_of_urn(cits[0].urn))
            headline = f"{non_beneficiary.opening(group, law)} {headline}"
        elif p.extraction is not None and not p.reference and (opening := writer.plain_opening(p.extraction)):
            headline = f"{opening} {headline}"  # Round 35 (lo35): what the law says instead of the word asked
        elif p.extraction is not None and not p.reference and cits[0].urn == f"{URN_BASE[OLD_LAW]}!{OLD_EDITAL_DUTY}" \
                and p.law_id != OLD_LAW and p.extraction.law_hint != "old" and edital_law_of(p.extraction, prev) != OLD_LAW:
            # Round 50 (lo50b): "o edital precisa informar a reserva de cada cargo?" under the new law: its silence said,
            # its rule on the edital's vagas cited, before the old law's text
            headline = f"{NEW_LAW_SILENT_ON_CARGO} {headline}"
            new_base = citation(f"{URN_BASE[NEW_LAW]}!art1_par2")
            cits = cits[:1] + [new_base] + [c for c in cits[1:] if c.urn != new_base.urn][:1]
        unfit = docs[0].metadata.get("named_unfit") if docs else None
        if unfit in LABEL and cits and cits[0].urn == docs[0].metadata.get("urn") and norm_of_urn(cits[0].urn) != unfit \
                and not silent and not verdict:
            # Round 34 (ret34): the norm the question named has no dispositivo on it and another norm does: said
            # plainly, never quoting the other norm as if it answered for the one named.
            headline = writer.named_norm_silent(unfit, headline)
        if silent and cits:
            headline = (f"A **{LABEL[silent]}** não tem um dispositivo específico sobre isso; o dispositivo mais próximo "
                        f"dela é o **{cits[0].label.partition(', ')[2]}**. " + headline)
        if new_asked and cits:
            # the new law's reach in time said first and cited (art. 11), whichever law's text follows
            headline = f"{old_edital.NOT_REACHED} {headline}"
            reach_rule = citation(old_edital.NEW_LAW_REACH_URN)
            cits = cits[:1] + [reach_rule] + [c for c in cits[1:] if c.urn != reach_rule.urn][:1]
        if cits and norm_of_urn(cits[0].urn) == NEW_LAW and edital_old:
            # the old law has no dispositivo on it ("como funciona a heteroidentificação?" of a 2023 edital): the new
            # law's text answers, said to be not the one that edital follows.
            notes.append(writer.OLD_EDITAL_NOTE)
        answer = Answer(answer="", route="retrieval", headline=headline, notes=notes,
                        citations=cits, regulation=notes_for(cits, p.person), law_id=law_id, context=ctx)
        return writer.finish(answer)

    def _unfit(self, doc: Any) -> bool:
        """Whether a hit is doubtful: its confidence under the minimum, or no dispositivo close to the question."""
        conf = doc.metadata.get("confidence")
        return doc.metadata.get("fits") is False or isinstance(conf, (int, float)) and conf < self.settings.min_confidence

    @staticmethod
    def _appeal_term_answer(p: Plan, prev: dict[str, Any]) -> Answer | None:
        """Round 53 (lo53c): the appeal's term against the confirmation ("qual o prazo pra recurso da
        heteroidentificação?"): no law sets it, said plainly with the dispositivo that leaves the procedure to the
        edital and the regulation (`appeal_term`), never art. 3º quoted as if it answered the term."""
        ex = p.extraction
        if ex is None or p.reference or p.law_id == PCD_DECREE:
            return None
        term = appeal_term.appeal_term_asked(ex, prev)
        if not term and not appeal_term.appeal_asked(ex, prev):
            return None
        # (drive d53b: "qual o prazo de recurso?" right after the old law answered for an edital before 04/06/2025,
        # that answer's law, even when its question named the new law, "a lei nova ajuda ele?")
        old = p.law_id == OLD_LAW or ex.law_hint == "old" or edital_law_of(ex, prev) == OLD_LAW \
            or (not ex.law_hint and prev.get("route") == "retrieval" and prev.get("law_id") == OLD_LAW)
        law = OLD_LAW if old else NEW_LAW
        said = [] if old else appeal_term.regulation_on_appeal()
        urns = [appeal_term.OLD_RULE_URN, old_edital.NEW_LAW_REACH_URN] if old else [appeal_term.NEW_RULE_URN]
        if not term and not old:
            urns.append(appeal_term.NOT_CONFIRMED_URN)  # Round 55 (dr55b): the appeal asked: on in the ampla (§ 2º)
        cits = [citation(u) for u in urns]
        said_how = appeal_term.headline if term else appeal_term.appeal_headline
        return _law_answer(p, ex, headline=said_how(law, said), citations=cits,
                           law_id=None if old else NEW_LAW,
                           regulation=[*said, *(n for n in ([] if old else notes_for(cits)) if n not in said)])

    @staticmethod
    def _several_editais(p: Plan, editais: list[int], today: date) -> Answer:
        """Round 55 (dr55b): several editais told at once: each edital's reserve on its own vagas and their sum, from the
        calculator's typed result (`calculator.several_editais`), never one edital of the first count nor a table of
        cargos with one edital's total."""
        d, end, _, told_date = when(p.params, today)
        if end is not None and d is not None and law_on(d) != law_on(end):
            d = None  # (a period across 04/06/2025 is not settled here: today's law, said in the steps)
        result = calculator_several_editais(SeveralEditaisInput(vacancies=editais, edital_date=d, today=today))
        carried_date = bool({"edital_date", "period", "law_hint"} & p.carried)
        assumptions = [Assumption(key="editais", text=f"{e.label}: {vagas(e.vacancies)}") for e in result.editais]
        assumptions.append(told_date.model_copy(update={"from_context": carried_date}))
        notes = [writer.INJECTION_NOTE] if p.injection else []
        cits = citations_for(list(result.legal_basis))
        calc = {"operation": "edital", **result.model_dump(mode="json")}  # (its `kind` tells the rows are editais)
        return writer.finish(Answer(answer="", route="calculator", headline=several_editais.headline(result),
                                    assumptions=assumptions, steps=list(result.explanation), notes=notes,
                                    calculation=calc, citations=cits, regulation=notes_for(cits, p.person),
                                    law_id=result.regime, context=several_editais.context_of(result, p.params)))

    @staticmethod
    def _adi_answer(p: Plan, prev: dict[str, Any] | None = None) -> Answer | None:
        """Round 54 (dr54c): ADI 7654 asked: the product's sourced context on it (the old law's term, kept in force until
        the new law; the new law's arts. 11 and 13), never a ruling's words nor a thread's regime repeated."""
        if p.extraction is None or p.reference:
            return None
        if adi_7654.adi_asked(p.extraction):
            headline = adi_7654.headline()
        elif p.route == "retrieval" and p.extraction.vacancies is None \
                and (old_term_asked(p.extraction.text)
                     or thread_term_asked(p.extraction.text, law_answer_law(prev or {}))):
            # Round 55 (f70b): the old law's ten-year term asked ("não valia só 10 anos? como vale em 2024?"): its term,
            # the ADI that kept it in force and its revocation (`law_status`), a year told only the setting
            headline = adi_7654.context()
        else:
            return None
        return _law_answer(p, p.extraction, headline=headline, citations=[citation(u) for u in adi_7654.CITED],
                           law_id=None)

    @staticmethod
    def _standing_answer(p: Plan) -> Answer | None:
        """Round 55 (g4): "a 12.990 caiu?", "a lei de 2014 ainda existe?": the verdict first (`law_status`), then the
        revocation (Lei 15.142 art. 13) and its ressalva (art. 11), never the ressalva alone as if it were the answer.
        Its query is the question alone: a follow-up ("não tinha prazo de 10 anos?") reads the old law as the thread's."""
        ex = p.extraction
        if ex is None or p.reference or p.route != "retrieval" or ex.vacancies is not None \
                or not old_law_standing_asked(ex.text):
            return None
        cits = [citation(REVOKED_URN), citation(RESSALVA_URN)]
        headline = f"{standing_verdict(ex.text)} {writer.law_headline(cits, _current_resumo(REVOKED_URN))}"
        p.query = ex.original
        return _law_answer(p, ex, headline=headline, citations=cits, law_id=None)

    @staticmethod
    def _law_term_answer(p: Plan) -> Answer | None:
        """Round 54 (dr54c): "a lei 15.142 tem prazo de vigência? ela expira?": "Não" first (`law_verdict`), then the
        10-year review (art. 12), which a term asked is easily taken for, and the entry into force (art. 14)."""
        if p.extraction is None or p.reference or p.law_id not in (None, NEW_LAW) \
                or not law_verdict.new_law_term_asked(p.extraction):
            return None
        cits = [citation(law_verdict.REVIEW_URN), citation(law_verdict.IN_FORCE_URN)]
        headline = f"{law_verdict.NO_TERM} {writer.law_headline(cits, _current_resumo(law_verdict.REVIEW_URN))}"
        return _law_answer(p, p.extraction, headline=headline, citations=cits, law_id=NEW_LAW)

    @staticmethod
    def _pcd_ceiling_answer(p: Plan) -> Answer | None:
        """Round 51 (lo51b): the PcD ceiling asked of the decree ("qual artigo do 9.508 fala dos 20%?"): the decree's
        floor as context and where the ceiling comes from (`pcd_ceiling`), never a paragraph quoted as saying 20%."""
        if p.extraction is None or not pcd_ceiling.pcd_ceiling_asked(p.extraction):
            return None
        return _law_answer(p, p.extraction, headline=pcd_ceiling.headline(),
                           citations=[citation(pcd_ceiling.FLOOR_URN)], law_id=PCD_DECREE)

    @staticmethod
    def _two_lists_answer(p: Plan, prev: dict[str, Any] | None = None) -> Answer | None:
        """Round 54 (lo54a): "se eu passar nas duas listas, em qual sou chamado?" with nothing told (`two_lists`): the
        rule of each reading, the regulation's on several reserves as its sourced summary (not under the old law)."""
        ex = p.extraction
        if two_lists.TWO_LISTS not in p.notes or ex is None:
            return None
        law = OLD_LAW if edital_law_of(ex, prev or {}) == OLD_LAW else NEW_LAW
        # (Round 54, lead, drive d54b: an edital of the new law the decree does not reach, 04/06 to 26/06/2025, told in
        # the message or the thread: the regulation's rule is not its rule either; the edital says)
        dated = ex.date or _iso_date((prev or {}).get("edital_date"))
        reached = law == NEW_LAW and (dated is None or decree_reaches(NEW_LAW, dated))
        rule = regulation_note(SEVERAL_RESERVES_FACT) if reached else None
        # (Round 55, lo55b: an edital of the decree's own day may be reached: said in a note, never "before" it)
        same_day = decree_note(NEW_LAW, dated) if dated is not None and law == NEW_LAW else None
        return _law_answer(p, ex, headline=two_lists.headline(law, rule.text if rule else None, bool(same_day)), law_id=law,
                           citations=[citation(u) for u in two_lists.urns(law)], regulation=[rule] if rule else [],
                           notes=[same_day] if same_day else [])

    @staticmethod
    def _several_reserves(p: Plan, today: date, prev: dict[str, Any] | None = None) -> Answer | None:
        """A person in the racial reserve and in the PcD reserve ("sou parda e PcD, tenho direito às duas?"): no
        single dispositivo says it, so the retriever's confidence would refuse it. Both norms answer, with the
        regulation's rule on people in several reserves (a sourced summary, never quoted as the decree's text).
        Law text, not an eligibility result: the rule names no figure, and the calculator has no PcD input."""
        ex = p.extraction
        if "pcd" not in p.notes or p.reference or ex is None:
            return None
        # the person told earlier in the thread ("sou pcd e negro, ..." then "posso concorrer nas duas?")
        racial = [g for g in ex.groups or (p.params or {}).get("groups") or [] if g in RACIAL_GROUPS]
        if not racial and ex.groups == ["pcd"]:
            # Round 40 (lo40b): "e se fosse pcd?" after "sou parda, posso concorrer?": the thread's person (`router`)
            racial = [g for g in (p.params or {}).get("groups") or [] if g in RACIAL_GROUPS]
        alone = pcd_alone.pcd_alone_asked(ex.text)
        if not racial and alone and ex.groups == ["pcd"] and (prev or {}).get("route") == "retrieval" \
                and isinstance((prev or {}).get("query"), str):
            # (after the two-reserves answer, "e se eu só me inscrever na pcd?": the person of that question)
            # (Round 50, lo50a: as the planner read it for this question, `Plan.earlier_read`)
            query = str(prev["query"])  # type: ignore[index]
            earlier = p.earlier_read.get(query) or extract(query, today)
            racial = [g for g in earlier.groups if g in RACIAL_GROUPS]
        if not racial and alone and ex.groups == ["pcd"]:
            # Round 50 (lo50b): "posso concorrer apenas na reserva de pessoas com deficiência?" after the person's
            # eligibility ("sou negro e pcd, ... nas duas?"): that person, whatever answer the thread gave
            racial = [g for g in (prev or {}).get("groups") or [] if g in RACIAL_GROUPS]
        # Round 50 (lo50b): one's own enrolment in the PcD reserve alone, no race told ("posso concorrer apenas na
        # reserva de pessoas com deficiência?"): the same answer, the racial reserve being one's own choice
        own_alone = alone and ex.groups == ["pcd"] and bool(pcd_alone.OWN_ENROLMENT.search(ex.text))
        if not racial and ex.groups == ["pcd"] and (prev or {}).get("intent") == "eligibility" \
                and also_pcd.relative_pcd_alone(ex.text):
            # Round 53 (lo53b): "e minha tia, que é pcd?" after a relative's eligibility: the PcD reserve is hers; her
            # race is not told, so the thread's group is not lent to her and the racial reserve waits on her own word
            law = OLD_LAW if edital_law_of(ex, prev or {}) == OLD_LAW else NEW_LAW
            return _law_answer(p, ex, citations=[citation(u) for u in also_pcd.urns(law)],
                               headline=also_pcd.relative_headline(law), law_id=PCD_DECREE)
        if not racial and not RACIAL_RESERVE.search(ex.text) and not own_alone:
            return None
        if alone:
            # Round 49 (lo49b): "e se eu só me inscrever na pcd?": the PcD reserve alone, never both reserves again
            law = OLD_LAW if edital_law_of(ex, prev or {}) == OLD_LAW else NEW_LAW
            return _law_answer(p, ex, citations=[citation(u) for u in pcd_alone.urns(law)],
                               headline=pcd_alone.headline(law), law_id=PCD_DECREE)
        if edital_law_of(ex, prev or {}) == OLD_LAW:
            # Round 48 (48b): the edital (dated here or earlier in the thread) stays under Lei 12.990 (art. 11 of Lei
            # 15.142): its reserve is for negros only, and the new law's regulation on several reserves is not its rule.
            cits = [citation(f"{URN_BASE[OLD_LAW]}!art1_cpt"), citation(f"{URN_BASE[PCD_DECREE]}!art1_par1"),
                    citation(f"{URN_BASE[NEW_LAW]}!art11_cpt")]
            return _law_answer(p, ex, citations=cits, headline=several_reserves_old_law_headline(racial, _of_another(p, ex)),
                               law_id=OLD_LAW)
        cits = [citation(f"{URN_BASE[NEW_LAW]}!art1_cpt"), citation(f"{URN_BASE[PCD_DECREE]}!art1_par1")]
        who = GROUP_LABEL[racial[0]] if len(racial) == 1 else None
        dated = ex.date or _iso_date((prev or {}).get("edital_date"))
        if dated is not None and not decree_reaches(NEW_LAW, dated):
            # Round 54 (lead, drive d54b): the new law's edital the decree does not reach: its rule is not this one's
            same_day = decree_note(NEW_LAW, dated)  # Round 55 (lo55b): the decree's own day: it may reach the edital
            return _law_answer(p, ex, citations=cits, headline=several_reserves_headline(who, None, _of_another(p, ex),
                                                                                      bool(same_day)),
                               law_id=None, notes=[same_day] if same_day else [])
        rule = regulation_note(SEVERAL_RESERVES_FACT)
        if rule is None:  # the registry is absent: the retriever's answer, never an unsourced rule
            return None
        return _law_answer(p, ex, citations=cits, regulation=[rule],
                           headline=several_reserves_headline(who, rule.text, _of_another(p, ex)), law_id=None)

    # A comparison of the laws: who each covers and its percentage (art. 1º of each), the confirmation of the
    # self-declaration the new law brought (art. 3º) and which editais stay under the old one (art. 11).
    _COMPARED = (f"{URN_BASE[NEW_LAW]}!art1_cpt", f"{URN_BASE[OLD_LAW]}!art1_cpt",
                 f"{URN_BASE[NEW_LAW]}!art3_cpt", f"{URN_BASE[NEW_LAW]}!art11_cpt")

    @classmethod
    def _comparison_answer(cls, p: Plan) -> Answer | None:
        """"o que mudou da lei antiga pra nova?", "quais as diferenças entre as duas leis?": no single dispositivo
        compares them, so the retriever's confidence would refuse it; both laws' key dispositivos answer, each opening
        sentence from its resumo (nothing the resumos do not say)."""
        ex = p.extraction
        if "comparison" not in p.notes or p.reference or ex is None:
            return None
        cits = [citation(u) for u in cls._COMPARED]
        parts = [writer.law_headline([c], _current_resumo(c.urn)) for c in cits]
        headline = "Comparando as duas leis: " + parts[0][:1].lower() + parts[0][1:] + " " + " ".join(parts[1:])
        return _law_answer(p, ex, headline=headline, citations=cits, regulation=notes_for(cits), law_id=None)

    # Round 40 (lo40b): how the count is made: the percentage (art. 1º, caput), the vagas it is taken on (§ 2º) and how
    # a fraction is rounded (art. 5º, § 2º).
    _METHOD = (f"{URN_BASE[NEW_LAW]}!art1_cpt", f"{URN_BASE[NEW_LAW]}!art1_par2", f"{URN_BASE[NEW_LAW]}!art5_par2")

    @classmethod
    def _method_answer(cls, p: Plan) -> Answer | None:
        """"como se calcula a cota?", "como é feito o cálculo da reserva?": no single dispositivo says the whole method,
        so the retriever's confidence would refuse it; the law in force answers with the percentage, its base and the
        rounding rule (each sentence from its resumo). A count with figures, the PcD list or the old law: not this."""
        ex = p.extraction
        if p.reference or ex is None or ex.numbers or "pcd" in p.notes or "pcd" in (ex.groups or []) \
                or p.law_id not in (None, NEW_LAW) or ex.law_hint == "old" or not HOW_COMPUTED.search(ex.text) \
                or re.search(r"\b(?:n|d)?(?:ess|est)[ea]s?\b|\bchegou\b", ex.text):  # the answer's own count: its basis
            return None
        cits = [citation(u) for u in cls._METHOD]
        headline = " ".join(writer.law_headline([c], _current_resumo(c.urn)) for c in cits)
        return _law_answer(p, ex, headline=headline, citations=cits, regulation=notes_for(cits), law_id=NEW_LAW)

    @staticmethod
    def _group_share_answer(p: Plan) -> Answer | None:
        """"e os quilombolas também entram nessas vagas?", "indígena tem cota separada?": whom the reserve is for (art.
        1º, caput) and that a regulation sets the vagas of indígenas and quilombolas (art. 1º, § 1º, with the decree's
        split beside it); under the old law, its art. 1º (the reserve was for negros only) before the new law's."""
        ex = p.extraction
        if "group_share" not in p.notes or p.reference or ex is None:
            return None
        new = [f"{URN_BASE[NEW_LAW]}!art1_cpt", f"{URN_BASE[NEW_LAW]}!art1_par1"]
        urns = [f"{URN_BASE[OLD_LAW]}!art1_cpt", new[0]] if p.law_id == OLD_LAW else new
        cits = [citation(u) for u in urns]
        headline = " ".join(writer.law_headline([c], _current_resumo(c.urn)) for c in cits)
        return _law_answer(p, ex, headline=headline, citations=cits, regulation=notes_for(cits), law_id=p.law_id)

    @staticmethod
    def _why_figure_norm(p: Plan) -> str | None:
        """The law whose percentage is asked why ("por que a cota é de 30%?", `rules.WHY_FIGURE`): the one named or
        whose figure is named (20%: the old law), else the law in force. None for any other question."""
        ex = p.extraction
        if p.reference or ex is None or not WHY_FIGURE.search(ex.text) or rate_objection(ex):
            return None  # ("pq não é 30%?": why the other law's rate was not applied, art. 11 — no rate's reason)
        if p.law_id in (NEW_LAW, OLD_LAW):
            return p.law_id
        old = re.search(r"\b12\.?990\b|\blei (?:antiga|de 2014)\b|\bantiga lei\b|\b20 ?(?:%|por cento)|\bvinte por cento",
                        ex.text)
        new = re.search(r"\b15\.?142\b|\blei (?:nova|atual|de 2025)\b|\bnova lei\b|\b30\b|\btrinta\b", ex.text)
        return OLD_LAW if old and not new else NEW_LAW

    @staticmethod
    def _regulation_answer(p: Plan) -> Answer | None:
        """A question naming the regulation ("o Decreto 12.536 fala de quem está em duas reservas?"): its sourced
        summary on that subject, with the law dispositivos it regulates; None when no summary is about it (the
        law text then answers, with the regulation's notes beside it)."""
        ex = p.extraction
        # A job fact ("o decreto fala do salário?") is no subject of the regulation: no summary is near enough.
        if p.reference or ex is None or not REGULATION_NAMED.search(ex.text) or CONCURSO_FACT.search(ex.text):
            return None
        rule = nearest_fact(ex.original)
        if rule is None:
            return None
        cits = [citation(u) for u in rule.regulates[:2]]
        return _law_answer(p, ex, citations=cits, regulation=[rule], headline=regulation_headline(rule.text, rule.norm),
                           law_id=NEW_LAW)

    def _broad_norm(self, p: Plan, query: str, docs: list[Any], unsure: bool = False) -> str | None:
        """The norm of the hits when the question asks about the reserve in general ("como funciona a
        cota?", the retriever's `broad`); None for a question about one rule or a named dispositivo."""
        meta = docs[0].metadata
        urn, broad = meta.get("urn"), getattr(self.retriever, "broad", None)
        # With no dispositivo close to the question (`fits` False), only when the first hit is doubtful too
        # (`unsure`: "por que existem cotas?") and the rules, not only the classifier, found it about these laws.
        if p.reference or meta.get("source") == "reference" \
                or (meta.get("fits") is False and (not unsure or "rescued" in p.notes)) \
                or not isinstance(urn, str) or not callable(broad) or not broad(query):
            return None
        norm = norm_of_urn(urn)
        return norm if norm in (NEW_LAW, OLD_LAW, PCD_DECREE) else None

    @staticmethod
    def _in_force_first(p: Plan, docs: list[Any], prev: dict[str, Any]) -> list[Any]:
        """"qual o percentual de reserva?" names no law, date or thread law, and both laws' art. 1º fit it about as well:
        the law in force answers (Lei nº 15.142/2025), the revoked one follows as related. Only a near tie is
        reordered (`IN_FORCE_MARGIN` of the first hit's fused score): a clearly better old-law hit still leads."""
        ex = p.extraction
        if p.law_id or p.reference or ex is None or not docs or docs[0].metadata.get("law_id") != OLD_LAW \
                or ex.law_hint or ex.date or ex.period or prev.get("law_id") == OLD_LAW:
            return docs
        top = docs[0].metadata.get("score")
        new = next((d for d in docs[1:3] if d.metadata.get("law_id") == NEW_LAW), None)
        if new is None or not isinstance(top, (int, float)) or not isinstance(new.metadata.get("score"), (int, float)) \
                or new.metadata["score"] < IN_FORCE_MARGIN * top:
            return docs
        return [new] + [d for d in docs if d is not new]

    @staticmethod
    def _scope_asked(p: Plan, docs: list[Any]) -> bool:
        """The law's reach asked of a kind of body or selection (see `_scope_first`)."""
        ex = p.extraction
        # (Round 43, lo43a: or a state or a city named with no concurso, "o município é obrigado a cumprir a lei?")
        if p.reference or ex is None or not docs or ex.vacancies is not None \
                or not (ex.entity or ex.process or SUBNATIONAL_BODY.search(ex.text)):
            return False
        # Round 43 (lo43a): a body's duty asked by no one ("a prefeitura tem que seguir a lei 15.142?") asks the same reach.
        return bool(law_reach(ex) or BARE_REACH.match(ex.text) or duty_asked_by_no_one(ex.text))

    @staticmethod
    def _scope_first(p: Plan, docs: list[Any]) -> list[Any]:
        """The law's reach asked of a kind of body or selection ("a lei nova vale pra autarquia tipo o INSS?"): the art. 1º
        inciso that names whom the law binds answers it, ahead of the vigência ("a lei vale" reads like "está valendo")."""
        if not Assistant._scope_asked(p, docs):
            return docs
        scope = [d for d in docs if _SCOPE_URN.search(str(d.metadata.get("urn", "")))]
        if not scope or scope[0] is docs[0]:
            return docs
        return [scope[0]] + [d for d in docs if d is not scope[0]]

    @staticmethod
    def _beneficiary_norm(p: Plan) -> str | None:
        """The law whose reserve is asked to be for a group ("tem cota pra pretos?", `law_cues.reserved_for_group`): the
        one named, else the law in force; its art. 1º, caput names whom the reserve is for ("a Lei 12.990 reservava
        vagas para indígenas?": its own art. 1º, for negros only, never "it does not treat that")."""
        ex = p.extraction
        if p.reference or ex is None or p.law_id not in (None, NEW_LAW, OLD_LAW) or not reserved_for_group(ex):
            return None
        named = [n for n in laws_named(ex.text) if n in (NEW_LAW, OLD_LAW)]
        hinted = {"old": OLD_LAW, "new": NEW_LAW}.get(str(ex.law_hint))
        return p.law_id or (named[0] if len(named) == 1 else None) or hinted or NEW_LAW

    @staticmethod
    def _reach_verdict(p: Plan) -> str | None:
        """Round 26: "a lei vale para estados e municípios?": the plain "Não" first, from the calculator's coverage of
        such a body (the laws bind the federal administration only), before the art. 1º text that says so."""
        ex = p.extraction
        if SUBNATIONAL_REACH in p.notes and ex is not None and ex.entity:
            return Assistant._not_bound(ex.entity)  # Round 54 (dr54c): a state's body named after a law answer
        if p.reference or ex is None or ex.vacancies is not None \
                or not (law_reach(ex) or BARE_REACH.match(ex.text) or duty_asked_by_no_one(ex.text)):
            return None  # (Round 43, lo43a: a body's duty asked by no one is its reach too, `_scope_first`)
        subnational = ex.entity in ("estadual", "municipal")
        if not (subnational or SUBNATIONAL_BODY.search(ex.text)) or _FEDERAL_NAMED.search(ex.text):
            return None  # a federal body named beside it ("vale para a União e os estados?") asks two answers
        # (states and cities get the same coverage and the same reason: one of them is checked)
        return Assistant._not_bound(ex.entity if subnational and ex.entity else "estadual")

    @staticmethod
    def _not_bound(entity: str) -> str | None:
        """"**Não**: …" for a state's or a city's body, from the calculator's coverage (the laws bind the federal
        administration only); None for any other body."""
        if entity not in ("estadual", "municipal"):
            return None
        result = calculator.eligibility(EligibilityInput(group="preta", entity=entity, process="concurso"))
        reason = result.reasons[0].partition(": ")[2] if not result.eligible and result.reasons else ""
        return f"**Não**: {reason}" if reason else None

    @staticmethod
    def _thread_reach(p: Plan, prev: dict[str, Any]) -> tuple[str, str, str] | None:
        """Round 46 (lo46a): "a lei federal vale?", nothing else asked, right after a body's case ("sou da PM de SP, tem
        cota?"): the earlier turn's body says what "vale" asks, the law's reach over it (art. 1º: I for a concurso, II
        for a PSS), not its date in force. (law id, the thread's entity, inciso suffix), or None."""
        ex = p.extraction
        if p.reference or ex is None or ex.entity or ex.vacancies is not None or ex.date or ex.period \
                or not BARE_LAW_APPLIES.match(ex.text.strip()):
            return None
        earlier: dict[str, Any] = prev["earlier"] if isinstance(prev.get("earlier"), dict) else {}
        entity = prev.get("entity") or earlier.get("entity")
        if not isinstance(entity, str) or not entity:
            return None
        process = prev.get("process") or earlier.get("process")
        law = p.law_id if p.law_id in (NEW_LAW, OLD_LAW) else NEW_LAW
        # (the old law reached concursos only: its art. 1º has no incisos)
        return law, entity, "cpt" if law == OLD_LAW else "inc2" if process == "pss" else "inc1"

    @staticmethod
    def _ceiling_norm(p: Plan) -> str | None:
        """The law whose reserve's ceiling is asked (`law_cues.racial_ceiling`): the one named, else the law in force."""
        ex = p.extraction
        if p.reference or ex is None or p.law_id not in (None, NEW_LAW, OLD_LAW) or not racial_ceiling(ex):
            return None
        named = [n for n in laws_named(ex.text) if n in (NEW_LAW, OLD_LAW)]
        hinted = {"old": OLD_LAW, "new": NEW_LAW}.get(str(ex.law_hint))
        return p.law_id or (named[0] if len(named) == 1 else None) or hinted or NEW_LAW

    @staticmethod
    def _reach_norm(p: Plan, docs: list[Any]) -> str | None:
        """The law whose reach is asked ("a lei vale para estados e municípios?", `rules.law_reach`): the named
        one, else the law of the first hit, else the law in force; its art. 1º says whom it binds."""
        ex = p.extraction
        if p.reference or ex is None:
            return None
        # "vale para prefeitura?": the verb alone with a kind of entity asks the same reach (a fragment that
        # follows a law answer is handled by the router before this).
        bare = bool(ex.entity and BARE_REACH.match(ex.text) and ex.vacancies is None)
        # Round 28: "conselho regional faz concurso, ele tem que seguir cota racial?": a body's duty, asked of it by no one
        # in particular, is whom the law binds too (art. 1º), whatever the words matched first.
        duty = ex.vacancies is None and duty_asked_by_no_one(ex.text)
        if not (law_reach(ex) or bare or duty):
            return None
        if p.law_id in (NEW_LAW, OLD_LAW, PCD_DECREE):
            return p.law_id
        top = norm_of_urn(docs[0].metadata.get("urn", "")) if docs else None
        return top if top in (NEW_LAW, OLD_LAW, PCD_DECREE) else NEW_LAW

    def _clarify_text(self, text: str, options: list[str], context: dict[str, Any],
                      fallback_options: list[str] | None = None, carried: list[Assumption] | None = None) -> Answer:
        # Round 40 (lo40): the figures a clarification took from the thread are its chips and its lead ("Com as 10
        # vagas da pergunta anterior: qual a sua posição...?"), as a calculation's are.
        chips = [a.model_copy(update={"from_context": True}) for a in map(_with_params, carried or [])]
        return writer.finish(Answer(answer="", headline=writer.lead_into(writer.carried_lead(chips, context), text),
                                    route="clarify", options=options or (fallback_options or []), context=context,
                                    assumptions=chips))

    def _clarify(self, p: Plan, today: date) -> Answer:
        ctx = {"intent": p.intent, **p.params, "pending": p.clarify}
        if p.intent == "position" and p.extraction is not None and p.extraction.subject:
            ctx["subject"] = p.extraction.subject  # Round 48 (lo48b): "minha filha ficou em 5º": the reply is still hers
        if p.carried & set(p.params):
            # Round 25 (p25a): figures this question already took from earlier turns ("22 vagas", then "qual a minha
            # posição então?"): the reply that completes it still takes them from there (`router`, pending reply).
            ctx["carried_in"] = sorted(p.carried & set(p.params))
        if p.clarify in ("year", "pcd_rank", "date"):  # the other figures stay for the reply
            return self._clarify_text(p.message or "De que ano é o edital?", [],
                                      {**ctx, "pending": "rank" if p.clarify == "pcd_rank" else "edital_date"})
        if p.clarify == "numbers":
            return self._clarify_text(p.message or "Pode conferir os números da pergunta?", [],
                                      {"intent": p.intent, **p.params, "pending": "vacancies"})
        if p.clarify == CARGO_OUTSIDE and p.message:
            # Round 55 (dr55b): a cargo named that the table does not have: said, the table listed and kept for the next
            name = original_spelling(p.message, p.extraction.original) if p.extraction else p.message
            text, options = outside_message(name, p.params.get("cargos") or [], p.intent)
            return self._clarify_text(text, options, {k: v for k, v in ctx.items() if k != "pending"})
        if p.clarify == "edital":
            cargos = "; ".join(f"{n}: {v}" for n, v in p.params.get("cargos") or [])
            return self._clarify_text(
                f"Entendi uma tabela de cargos ({cargos}). O cálculo por cargo ainda não está disponível no chat; "
                "pergunte por um cargo de cada vez, por exemplo “quantas vagas são reservadas com "
                f"{p.params['cargos'][0][1]} vagas?”.", [f"Quantas vagas são reservadas com {v} vagas?"
                                                         for _, v in (p.params.get("cargos") or [])[:3]],
                {"intent": None})
        if p.clarify == "cargos":
            # (an attachment is announced: the chat reads only the text, so the table is asked for in it)
            unread = "Não consigo abrir anexos. " if p.extraction and attached_table(p.extraction) else ""
            if p.extraction and PLACE_ASKED.search(p.extraction.text) and not re.search(r"\bcargos?\b", p.extraction.text):
                # Round 35 (lo35d): asked place by place ("quantas vagas de cota tem em cada cidade?"): each place is a
                # row of the table, so the vagas of each place are asked for (never the total alone).
                return self._clarify_text(
                    "A reserva é calculada em cada localidade que o edital separa, como cargo a cargo. Envie as vagas de "
                    "cada localidade, por exemplo “5 vagas em cada uma das 24 cidades” ou “Recife 4 vagas, Natal 2 "
                    "vagas”, que eu calculo a reserva de cada uma e a do total.",
                    ["5 vagas em cada uma das 24 cidades", "Recife 4 vagas, Natal 2 vagas"], ctx)
            unpriced = named_without_counts(p.extraction.text) if p.extraction and not unread else []
            if p.extraction and p.extraction.declared_reserved:
                # Round 51 (d51a): reserves declared per cargo with no table: each cargo's vagas asked for by its name
                unpriced = [n for n, _ in p.extraction.declared_reserved]
            if unpriced:
                # Round 41 (f50a): the cargos named without their counts ("os cargos de Analista, Técnico e Assistente"):
                # the vagas of each one named are asked for, by its name.
                shown = [original_spelling(n, p.extraction.original) for n in unpriced] if p.extraction else unpriced
                listed = ", ".join(shown[:-1]) + " e " + shown[-1]
                counts = (10, 4, 2, 1, 1, 1, 1, 1)
                example = ", ".join(f"{n} {k} vaga{'s' if k > 1 else ''}" for n, k in zip(shown, counts, strict=False))
                return self._clarify_text(
                    f"A reserva é calculada cargo a cargo. Quantas vagas tem cada cargo ({listed})? Envie o número de "
                    f"vagas de cada um, por exemplo “{example}”, que eu calculo a reserva de cada um.",
                    [example[:1].upper() + example[1:]], ctx)
            return self._clarify_text(
                f"{unread}A reserva é calculada cargo a cargo. Envie o quadro do edital com cada cargo e o seu número de "
                "vagas, por exemplo “analista 10 vagas, técnico 4 vagas”, que eu calculo a reserva de cada um.",
                ["Analista 10 vagas, técnico 4 vagas", "Analista 6 vagas, técnico 3 vagas, motorista 1 vaga"], ctx)
        if "which_list" in p.notes and p.message:
            return self._clarify_text(p.message, ["na de cotas", "na geral"], ctx)  # Round 48 (lo48c): a place, which list
        if "same_denied" in p.notes and p.denied is not None:
            # Round 48 (lo48b): "não são 12" of the 12 just used
            return self._clarify_text(writer.figure_denied(p.denied, p.clarify), [], ctx)
        if p.clarify == "vacancies" and p.message and isinstance(p.params.get("pcd_rank"), int):
            # Round 46 (lo46b): a PcD-list place with no vagas: the vagas asked, the place kept for the reply
            return self._clarify_text(p.message, ["10 vagas", "40 vagas"], ctx)
        if p.clarify == "vacancies":
            # A number no rule took ("35 oportunidades", "12 aprovados serão chamados") is named, never dropped:
            # the person confirms it as the vagas or gives the count.
            # Round 42 (lo42b): a reserve claimed with no vagas ("a reserva é 12, certo?") is read as the claim, as in a
            # thread ("com 900 vagas são 270?", `claimed_counts`): the vagas are asked to check it, never whether 12 is vagas.
            claimed = list(dict.fromkeys(p.extraction.claimed_counts)) if p.extraction else []
            # (Round 45, f60a: nor a share, "uma das vagas reservadas": `part_counts`)
            seen = [n for n in dict.fromkeys(p.extraction.numbers) if n not in _taken(p.params) and n not in claimed
                    and n not in part_counts(p.extraction.text)] if p.extraction else []
            if claimed and not seen:
                named = " e ".join(f"**{n}**" for n in claimed[:2])
                # Round 44 (lo44a): a count said of a group of the split is that group's share, checked as such
                shares = group_claims(p.extraction.text, claimed) if p.extraction and len(claimed) == 1 else []
                what = f"a parcela de {shares[0][0]}" if shares else "a reserva"
                return self._clarify_text(
                    f"Considerei {named} como {what} informada. Para conferir, diga quantas vagas o edital oferece "
                    "(no total, para o cargo): eu calculo a reserva e digo se confere.", ["10 vagas", "40 vagas"],
                    # Round 42 (lo42c): the claim rides in the pending context: the vagas given next answer it
                    {**ctx, "claimed": claimed[0], **({"claimed_shares": shares} if shares else {})}
                    if len(claimed) == 1 else ctx)
            if seen:
                named = " e ".join(f"**{n}**" for n in seen[:2])
                return self._clarify_text(
                    f"Não encontrei o total de vagas na pergunta. {'O número' if len(seen) == 1 else 'Os números'} "
                    f"{named} {'é' if len(seen) == 1 else 'são'} de vagas? Diga quantas vagas o edital oferece "
                    "(no total, para o cargo).", [f"{n} vagas" for n in seen[:2]] + ["10 vagas"], ctx)
            # Round 34 (f34a): a place in the order asked without vagas ("em que posição é chamado o primeiro PcD?") is
            # told why the count is needed: every place of the reserves depends on it.
            why = " As posições de cada reserva na ordem de nomeação dependem desse número." \
                if p.intent == "order" else ""
            if p.intent == "reserve" and p.extraction and METHOD_ASIDE.search(p.extraction.text) \
                    and not PCD_WORDS.search(p.extraction.text) \
                    and not any(k in p.params for k in ("law_hint", "edital_date", "period")):  # (the new law's method only)
                # Round 41 (f52b): the method asked beside the count: one sentence of it (Lei 15.142, art. 1º; art. 5º, § 2º)
                why = (f" Com esse número eu faço a conta: a reserva é de {PERCENTAGE[NEW_LAW]}% das vagas "
                       f"({LABEL[NEW_LAW]}, art. 1º), "
                       "e uma fração de 0,5 ou mais sobe para o inteiro seguinte, menor que 0,5 desce (art. 5º, § 2º).")
            return self._clarify_text(f"Quantas vagas o edital oferece (no total, para o cargo)?{why}",
                                      ["1 vaga", "5 vagas", "10 vagas", "20 vagas"], ctx)
        if p.clarify == "edital_date":
            b = writer.fmt_date(NEW_LAW_START)
            return self._clarify_text(
                "Em que data o edital foi publicado? A lei aplicável depende dessa data.",
                [f"Antes de {b}", f"Em {b} ou depois"], ctx)
        if p.clarify == "groups":
            # The body named already ("no concurso do INSS") is not asked again.
            tail = "" if p.params.get("entity") else (" e, se souber, o órgão e o tipo de seleção (concurso ou processo "
                                                      "seletivo simplificado)")
            # A relative asked about ("meu namorado pode?") is named in the question back, not "você".
            who = person_named(p.extraction.text) if p.extraction is not None else None
            # Round 44 (f59c): the rule in one sentence before the group is asked (the law in force; a dated or
            # named law may be the old one, whose groups differ: then the question alone)
            rule = "" if any(k in p.params for k in ("edital_date", "period", "law_hint")) else (
                f"A reserva da {LABEL[NEW_LAW]} (art. 1º) é para pessoas pretas, pardas, indígenas e quilombolas, "
                "conforme a autodeclaração ou a identificação do art. 2º. ")
            return self._clarify_text(
                f"{rule}Para saber se a reserva vale para {who or 'você'}, diga como {who or 'você'} se autodeclara "
                f"(preta, parda, indígena, quilombola...){tail}.",
                ["Sou pardo, concurso de autarquia federal", "Sou indígena, PSS de universidade federal"], ctx)
        if p.clarify == "selection":
            # The group is told, the selection not: whether it has the reserve at all is the body's and the kind's
            # (Lei nº 15.142/2025, art. 1º: federal bodies; a PSS only in direct administration, autarquias, fundações).
            who = person_named(p.extraction.text) if p.extraction is not None else None
            return self._clarify_text(
                "Pessoas pretas, pardas, indígenas e quilombolas podem concorrer às vagas reservadas pela Lei nº "
                "15.142/2025 (art. 1º), mediante autodeclaração, quando a seleção está coberta pela lei: concursos "
                "da administração pública federal (direta, autarquias, fundações, empresas públicas e sociedades de "
                "economia mista da União, art. 1º, I) e processos seletivos simplificados da administração direta, "
                "autarquias e fundações federais (art. 1º, II); concursos estaduais e municipais seguem lei própria. Em qual "
                f"seleção {who or 'você'} vai concorrer? Diga o órgão ou a entidade (ex.: ministério, autarquia, "
                "empresa pública federal, prefeitura) e o tipo de seleção (concurso ou processo seletivo "
                "simplificado).",
                ["Concurso de autarquia federal", "PSS de um ministério", "Concurso da prefeitura"], ctx)
        if p.clarify == "pss_body":
            # Round 53 (f68a): a PSS with no body told: art. 1º, II of Lei 15.142 reaches it only in direct administration,
            # autarquias and fundações (empresas públicas and sociedades de economia mista only by concurso, art. 1º, I).
            return self._clarify_text(
                "Num processo seletivo simplificado (contratação temporária da Lei nº 8.745/1993), a reserva da Lei nº "
                "15.142/2025 vale só na administração pública federal direta, nas autarquias e nas fundações públicas "
                "federais (art. 1º, II); empresas públicas e sociedades de economia mista só a têm em concursos públicos "
                "(art. 1º, I). Qual órgão ou entidade faz essa seleção?",
                ["É numa universidade federal", "É no IBGE", "É numa empresa pública federal"],
                {**ctx, "pending": "entity"})
        if p.clarify == "rank":
            # Round 39 (lo39c): the place of a relative asked ("meu namorado também fez, ele tá dentro?") is theirs.
            who = person_named(p.extraction.text) if p.extraction is not None else None
            own = {"ela": "a posição dela", "ele": "a posição dele"}.get(who or "", "a sua posição")
            person = who if who in ("ela", "ele") else "você"
            vagas = p.params.get("vacancies")
            return self._clarify_text(
                f"Qual {own} na lista geral (ampla concorrência) e, se optou pela reserva, na lista "
                f"da reserva? Ex.: “12º na lista geral e 3º na lista da reserva”. A lista geral mostra se {person} entra "
                "pela ampla concorrência; a da reserva, se entra pelas vagas reservadas.", [], ctx,
                carried=[vacancies_assumption(vagas)] if "vacancies" in p.carried and isinstance(vagas, int) else [])
        if p.clarify == "injection":
            return self._clarify_text(
                "Não sigo instruções para mudar respostas: os números vêm só da calculadora, com os dados da "
                "sua pergunta, e as citações, do texto das leis. Qual é a sua pergunta sobre a reserva de vagas?",
                writer.EXAMPLES, {k: v for k, v in ctx.items() if k != "pending"})
        if p.clarify == "result":
            return self._clarify_text(
                "O resultado final depende da lista completa de candidatos (classificação, opção pela reserva, "
                "confirmação). Use o painel **Resultado** e envie a tabela; aqui no chat posso calcular a reserva, "
                "a lei aplicável, a elegibilidade e a ordem de nomeação.",
                ["Quantas vagas são reservadas num concurso com 10 vagas?",
                 "Em que posições da ordem de nomeação entram os cotistas com 10 vagas?"], {"intent": None})
        return self._clarify_text("Pode detalhar a pergunta?", [], ctx)

    def _boundary(self, start: date, end: date, today: date) -> date:
        """First day in (start, end] whose law differs from start's, asked to the calculator."""
        def reg(d: date) -> Any:
            return calculator.regime(RegimeInput(edital_date=d, today=today)).regime

        base = reg(start)
        lo, hi = start, end  # reg(lo) == base, reg(hi) != base
        while (hi - lo).days > 1:
            mid = lo + timedelta(days=(hi - lo).days // 2)
            lo, hi = (mid, hi) if reg(mid) == base else (lo, mid)
        return hi

    def _calculate(self, p: Plan, today: date, told: list[Answer] | None = None, told_offset: int = 0,
                   case_named: str | None = None) -> Answer:
        """The calculation a plan asks; `told`: the answers a carried figure is traced back through, `told_offset`
        answers after the last of them (a case resumed), `case_named`: that case as the answer names it."""
        assert p.calc is not None and p.intent is not None
        cp = p.calc
        pcd_relayed = False
        if isinstance(cp, ReservePlan) and p.extraction is not None and p.extraction.pcd_claimed is not None \
                and cp.input.pcd == p.extraction.pcd_claimed and not change_asked(p.extraction):
            pcd_relayed = "pcd" not in p.carried
            # Round 42 (lo42c): a PcD count someone said ("meu amigo disse que são 5") is checked against the decree's
            # minimum, which the answer computes in its place (`pcd_claim_verdict`); the edital's count it is not.
            cp = INTENTS["reserve"].build({**p.params, "pcd": None,
                                           "groups": [*(g for g in p.params.get("groups") or [] if g != "pcd"), "pcd"]},
                                          today)
            p.unused = [n for n in p.unused if n != str(p.extraction.pcd_claimed)]
        mod = INTENTS[cp.operation]
        # (Round 52, lo52a: a result the planner decided by is the one answered, never computed twice)
        computed = p.computed.of(cp) if p.computed is not None else None
        result: Any = computed if computed is not None else mod.compute(cp)
        notes: list[str] = [writer.INJECTION_NOTE] if p.injection else []
        if isinstance(p.params.get(RESERVE_PLACE_DROPPED), int):
            notes.append(dropped_note(p.params[RESERVE_PLACE_DROPPED]))  # Round 48 (lo48c): the place set aside, said
        if cp.period_end is not None:
            # A month or a year: the answer must not change inside it, else ask which side.
            end = cp.model_copy(update={"input": cp.input.model_copy(update={"edital_date": cp.period_end})})
            strip = lambda r: r.model_dump(mode="json", exclude=_DESCRIPTIVE)  # noqa: E731
            if strip(result) != strip(mod.compute(end)):
                start = cp.input.edital_date
                assert isinstance(start, date)  # a period always sets its first day
                boundary = self._boundary(start, cp.period_end, today)
                b = writer.fmt_date(boundary)
                # ("boundary": a bare "antes" / "depois" answering this is that side of it, `router._plan`)
                ctx = {"intent": p.intent, **{k: v for k, v in p.params.items() if k != "period"},
                       "pending": "edital_date", "boundary": boundary.isoformat()}
                if start.year == cp.period_end.year:
                    ctx["asked_year"] = start.year  # "foi em agosto" answers with a month of this year (`router`)
                    if start.month == cp.period_end.month:
                        ctx["asked_month"] = start.month  # "dia 4" answers with a day of this month (`router`)
                if cp.period_text and cp.period_text.startswith(RECTIFIED_BOUND):
                    # Round 35 (f36b): only a retificação dated ("edital retificado em 10/07/2025"): it does not change
                    # the law, which goes by the original edital's publication (Lei 15.142, art. 11), so that date is
                    # what is asked, plainly (not a quoted "publicado até a retificação de ..." as if it were a period).
                    amended = cp.period_text.removeprefix(RECTIFIED_BOUND)
                    return self._clarify_text(
                        f"A retificação ({amended}) não muda a lei aplicável: vale a data de publicação do edital "
                        f"original, o de abertura (Lei nº 15.142/2025, art. 11). Em que data o edital original foi "
                        f"publicado: antes de {b} ou a partir dessa data?",
                        [f"Antes de {b}", f"Em {b} ou depois"], ctx)
                return self._clarify_text(
                    f"“{cp.period_text}” inclui datas com regras diferentes: a lei aplicável muda em {b}. "
                    f"O edital foi publicado antes de {b} ou a partir dessa data?",
                    [f"Antes de {b}", f"Em {b} ou depois"], ctx)
            notes.append(f"Edital de {cp.period_text}: a resposta é a mesma para qualquer data desse período.")
        if p.extraction is not None and p.extraction.event_dates and {"edital_date", "period"} & set(p.params):
            notes.append(writer.event_date_note(p.extraction.event_dates))
        if p.extraction is not None and {"edital_date", "period"} & p.carried and amends_dated_edital(p.extraction, p.params):
            # Round 40 (lo40): a retificação of the thread's dated edital ("e se a retificação foi publicada depois da
            # lei nova?"): said, as for a dated one alone, that it does not move the law (Lei 15.142, art. 11).
            notes.append("A retificação não muda a lei aplicável: vale a data de publicação do edital original, o de "
                          "abertura (Lei nº 15.142/2025, art. 11).")
        op = cp.operation
        compared_laws: list[LawFigure] = []
        steps = list(result.explanation)
        basis = list(result.legal_basis)
        if isinstance(cp, ReservePlan) and cp.coverage is not None:
            # Asked "how many" naming an entity, process or group: coverage first, then the count.
            elig = calculator.eligibility(cp.coverage)
            # (Round 54, f69b: vagas below the old law's minimum are the count's own answer, 0 reserved with its rule)
            if not elig.eligible and not elig.short_of_vagas:
                result, op = elig, "eligibility"
                steps, basis = list(elig.explanation), list(elig.legal_basis)
            else:
                if elig.eligible:  # (a vagas-short verdict's one reason is the count's own step already)
                    steps = [s for s in elig.reasons if "a reserva se aplica" not in s] + steps  # the count comes from reserve
                basis += [b for b in elig.legal_basis if b not in basis]
        verdict_first: str | None = None
        pcd_checked = pcd_relayed  # a PcD count of this message stated as a claim and checked (not the edital's own)
        if op == "eligibility" and not getattr(result, "eligible", True) and len(result.reasons) > 1:
            # Every reason is named; the one about what this message asked ("e se eu for branco?") first.
            own = [g for g in p.params.get("groups") or [] if "groups" not in p.carried]
            labels = tuple(GROUP_LABEL.get(g, g).casefold() for g in own)  # the calculator's own wording
            first = [r for r in result.reasons if labels and r.casefold().startswith(labels)]
            reasons = first + [r for r in result.reasons if r not in first]
            result = result.model_copy(update={"reasons": reasons})
            headline = INTENTS[op].headline(result) + " Além disso, " + " ".join(
                r if i else continue_sentence(r) for i, r in enumerate(reasons[1:]))
        elif op == "eligibility" and result.eligible and len(result.reasons) > 1 and _asks_the_body(p):
            # "a Petrobras precisa reservar?", "fundação faz PSS: tem reserva?": whether this selection is covered
            # is what is asked; who may take the reserve follows.
            result = result.model_copy(update={"reasons": [result.reasons[1], result.reasons[0], *result.reasons[2:]]})
            headline = INTENTS[op].headline(result)
        elif op == "regime":
            headline = INTENTS[op].headline(result, cp.period_text,
                                            pending=isinstance(cp, RegimePlan) and cp.input.to_be_published)
        elif op == "reserve" and isinstance(cp, ReservePlan) and result.regime == OLD_LAW \
                and (asked := [_OLD_LAW_EXCLUDED[g] for g in cp.focus if g in _OLD_LAW_EXCLUDED]):
            # "e para indígena?" on an old-law edital: that law reserves for negros only (art. 1º).
            headline = (f"A {LABEL[OLD_LAW]} não reserva vagas para {' nem para '.join(asked)}: a reserva dela "
                        f"(art. 1º) é só para {BENEFICIARIES[OLD_LAW]}. "
                        + INTENTS[op].headline(result, focus=cp.focus))
        elif op == "reserve" and isinstance(cp, ReservePlan) and cp.compare and result.regime:
            # "lei nova x antiga pra 9 vagas": the same count under both laws, each with its basis; the calculation
            # stays the current law's, the other law's result is typed in `Answer.comparison`.
            other = calculator.reserve(reserve_intent.other_law_input(cp, result.regime))
            if other.regime is not None:
                compared_laws = [reserve_intent.law_figure(result, True), reserve_intent.law_figure(other, False)]
                basis += [b for b in other.legal_basis if b not in basis]
                steps += [f"Para comparar, a mesma conta pela {LABEL[other.regime]}:", *other.explanation]
                headline = reserve_intent.comparison_headline(compared_laws)
            else:
                headline = INTENTS[op].headline(result, focus=cp.focus)
        elif op == "reserve" and isinstance(cp, ReservePlan):
            headline = INTENTS[op].headline(result, focus=cp.focus)
            if "groups" in p.carried and (share := group_share(result, cp.focus)):
                # "e quantas seriam pra cota se forem 18?" after "sou quilombola": the reserve asked is the whole one;
                # the group's share, from the earlier turn, follows it.
                headline = f"{INTENTS[op].headline(result)} {share}"
            # the claim of a single question, or of a follow-up about the thread's vagas ("reservou só 2, tá certo?")
            claimed = claimed_reserve(p.extraction.claimed_counts, cp.input.vacancies) if p.extraction else None
            if claimed is None and p.pending_claim is not None:
                # Round 42 (lo42c): the vagas asked for a claim ("a reserva é 12, certo?" -> "40 vagas") answer it
                claimed = p.pending_claim
                verdict_first = claim_verdict(claimed, result.reserved, "certo?")
                if judged := share_verdict(result, cp.focus, p.pending_shares):
                    # Round 44 (lo44a): the claim was a group's ("são 2 pra indígenas, certo?"): its share judges it
                    verdict_first, headline = judged.verdict, judged.headline or headline
            elif claimed is None and p.doubted_claim is not None:
                verdict_first = belief_verdict(p.doubted_claim, result.reserved)  # Round 46 (lo46b): "acho que é 16"
                p.unused = [n for n in p.unused if n != str(p.doubted_claim)]
            elif claimed is not None and (judged := _shares_answered(p, result, cp.focus)):
                # Round 44 (lo44a): "50 vagas, são 2 pra indígenas, né?": judged against that group's share, not the whole
                verdict_first, headline = judged.verdict, judged.headline or headline
            elif verdict := _claim_answered(p, claimed, result.reserved):
                verdict_first = verdict  # "11 vagas, são 4 de cota, tá certo?": the claim is answered first
                if "groups" not in p.carried and (share := group_share(result, cp.focus)):
                    # Round 44 (lo44a): "sou indígena, 50 vagas, são 15 de cota, né?": the whole reserve was claimed and
                    # judged, so it leads; the person's group's share follows
                    headline = f"{INTENTS[op].headline(result)} {share}"
            elif p.extraction is not None and (verdict := pcd_claim_verdict(
                    cp.input, p.extraction.text,
                    # ("o rh falou que 2 são PcD, muda a conta racial?": the count told, its effect asked: no claim)
                    None if change_asked(p.extraction) else p.extraction.pcd_claimed)):
                verdict_first = verdict  # Round 40 (lo40b): "a reserva PcD é 2, certo?": the PcD count checked
                pcd_checked = "pcd" not in p.carried
            elif p.extraction is not None and "vacancies" in p.carried and pcd_change_asked(p.extraction):
                # Round 35 (f37a): "separa 2 vagas pra PcD, isso muda as cotas raciais?": the answer to that first.
                verdict_first = "A reserva racial não muda"
            if p.thread_edital is not None and result.regime is not None:
                headline = f"{headline} {_thread_law(p.thread_edital, p.params, result, today)}".rstrip()
        elif op == "edital" and (verdict := edital_declared_verdict(result)) is not None:
            headline = f"{verdict} {INTENTS[op].headline(result)}"  # Round 51 (d51a): each declared figure checked
        elif op == "edital" and p.extraction is not None and p.extraction.unlabelled_columns \
                and (verdict := edital_unlabelled_check(p.extraction.text)) is not None:
            headline = f"{verdict} {INTENTS[op].headline(result)}"  # Round 55 (g2): which column is which, asked
        elif op == "edital" and p.extraction is not None and p.extraction.claimed_counts:
            # "o edital reservou 6 vagas no total p/ 21: ..., confere?": the claim answered first, never left unused.
            headline = INTENTS[op].headline(result)
            claimed = claimed_reserve(p.extraction.claimed_counts, result.vacancies_total)
            if verdict := cargo_claims_verdict(p.extraction.claimed_counts, result, p.extraction.text):
                headline = f"{verdict}. {headline}"  # one claim per cargo: each checked (round 23)
                p.unused = [n for n in p.unused if not (n.isdigit() and int(n) in p.extraction.claimed_counts)]
            elif verdict := edital_claim_verdict(claimed, result, p.extraction.text):
                headline = f"{verdict}. {headline}"
                p.unused = [n for n in p.unused if n != str(claimed)]
        elif op == "position":
            # "minha irmã ficou em 12º": the sentence names her, not the asker.
            headline = INTENTS[op].headline(result, subject=p.extraction.subject if p.extraction else None,
                                            feminine=p.extraction is not None and asker_feminine(p.extraction.original))
            if told and p.extraction is not None and change_asked(p.extraction) \
                    and (was := position_intent.earlier_position(told[-1].calculation)) is not None:
                # Round 54 (dr54b): "pela lei antiga, mudaria?" after a place answered: whether it changes, first
                verdict_first = position_intent.change_verdict(was, result)
            if p.extraction is not None and p.extraction.subject:
                # the calculator's steps speak to "você": said of that person too (round 18)
                steps = [of_person(s, p.extraction.subject) for s in steps]
        elif op == "edital" and p.extraction is not None and "cargos" in p.carried and joined_asked(p.extraction) \
                and len(result.cargos) > 1:
            # Round 40 (f49b): "e se juntássemos os cargos num só, a reserva seria a mesma?": both figures, compared.
            headline = f"{INTENTS[op].headline(result)} {edital_joined_sentence(result)}"
        elif op == "edital" and p.extraction is not None and "cargos" in p.carried and len(result.cargos) > 1 \
                and result.percentage is not None and whole_edital_asked(p.extraction):
            headline = edital_whole_headline(result)  # Round 54 (dr54b): "e no total do edital?": the whole first
        elif op == "edital" and p.extraction is not None and "cargos" in p.carried \
                and (on_total_asked(p.extraction, sum(c.vacancies for c in result.cargos)) or joined_alone(p.extraction)) \
                and result.percentage is not None:
            # Round 46 (f61a): "e se a reserva fosse calculada sobre o total?": the figure on the total beside the table's.
            # (Round 48, f63a: or the cargos joined with no count, "e se somar tudo como se fosse um cargo só?")
            headline = f"{INTENTS[op].headline(result)} {edital_on_total_sentence(result)}".rstrip()
        else:
            headline = INTENTS[op].headline(result)
            called = p.extraction.called if p.extraction else []
            if op == "order" and len(called) == 1 and (said := order_intent.called_sentence(result, called[0])):
                headline += " " + said  # Round 36 (lo36): "e se chamarem 5?": the first 5 nominations, and whose
            if op == "order" and p.extraction is not None and (verdict := _claim_answered(
                    p, claimed_reserve(p.extraction.claimed_counts, result.vacancies), result.reserved)):
                # Round 43 (lo43e): "pela lei antiga seriam só 2?" after an order: the reserve claimed is answered
                # first, against the calculator's, as in a reserve answer
                verdict_first = verdict
        # A headline citing a dispositivo ("Depende: ... (art. 8º)") names its law once.
        headline = name_law(headline, getattr(result, "regime", None))
        if op == "order" and "pcd_untold" in p.notes and not getattr(result, "pcd_positions", None) \
                and (least_pct := default_percentage(p.params.get("entity"))) is not None:
            # Round 40 (f46b): the PcD minimum computed before is no count the edital was said to have: the order above
            # leaves that list out and names it in one sentence (none for an estatal: the sentence below).
            least = pcd_total(result.vacancies, None, least_pct)  # Decreto 9.508, art. 1º, § 1º
            headline += (f" A lista PcD (ao menos {agree(least, 'vaga', 'vagas')}, {LABEL[PCD_DECREE]}) também se "
                         "intercala nessa ordem: diga quantas vagas PcD o edital tem para incluí-la.")
        if op == "order" and "pcd_of_table" in p.notes and (table_pcd := len(getattr(result, "pcd_positions", None) or [])):
            # Round 54 (dr54b): one cargo of the table ordered with the PcD vagas the table gave it: said, with its rule
            headline += (f" {'A vaga PcD é a' if table_pcd == 1 else f'As {table_pcd} vagas PcD são as'} que o quadro anterior "
                         f"já previa para este cargo ({p.params['pcd_percentage']} das {result.vacancies} vagas, "
                         f"{LABEL[PCD_DECREE]}, art. 1º, §§ 1º e 3º).")
        if op == "order" and is_estatal(p.params.get("entity")) and "pcd" in (p.params.get("groups") or []) \
                and not getattr(result, "pcd_positions", None):
            headline += " " + estatal_pcd_sentence()  # Round 47 (lo47c): no 5% default for an estatal (§ 2º)
        if op == "order" and p.extraction is not None and WAIT_ASKED.search(p.extraction.text):
            # Round 43 (lo43e): "quanto tempo até o cotista ser nomeado?": the law orders the nominations, never dates them
            headline += (" Quanto tempo até cada nomeação não está na lei: depende do órgão (da necessidade, do orçamento"
                         " e do prazo de validade do concurso); a lei só define a ordem acima.")
        if op == "order" and "table_total" in p.notes:
            # Round 41 (lo41c): the order asked after a table with no cargo named is the edital's, on its total.
            where = " (art. 1º, § 2º, da Lei nº 15.142/2025)" if getattr(result, "regime", None) == NEW_LAW else ""
            headline += (f" A ordem é tomada sobre o total de {agree(result.vacancies, 'vaga', 'vagas')} do edital"
                         f"{where}, não cargo a cargo: para a ordem de um cargo, diga qual.")
        if op == "reserve" and (split := INTENTS["reserve"].split_note(result)):
            notes.append(split)  # the decree's split by group: under the count, not in the answer's sentence
        if op == "reserve" and p.extraction is not None and getattr(result, "pcd", None) is None \
                and (pcd_note := pcd_minimum_note(p.extraction.text, p.params)):
            notes.append(pcd_note)  # Round 47 (f62b): an organizer plans both reserves of its edital
        if op == "eligibility" and PCD_APART in p.notes:
            notes.append(PCD_APART_NOTE)  # Round 48 (48b): "nas duas reservas?" answered for the racial one only
        if op == "position" and (lists := INTENTS["position"].both_lists(cp.input)):
            headline += " " + lists  # both lists named, the PcD one included
        if op == "edital" and isinstance(pcd_count := p.params.get("pcd"), int) and not p.params.get("pcd_percentage"):
            # Round 39 (lo39): "analista 20 vagas, técnico 10 vagas, 2 vagas pcd": a PcD count after the table is the
            # edital's, told for no cargo; no calculator input takes it, so it is named and its cargo asked, never dropped.
            notes.append(f"Você informou também **{agree(pcd_count, 'vaga', 'vagas')} para pessoas com deficiência** "
                         f"no edital ({LABEL[PCD_DECREE]}), sem dizer de qual cargo "
                         f"{'ela é' if pcd_count == 1 else 'são'}: a reserva racial acima não muda por "
                         f"{'ela' if pcd_count == 1 else 'elas'}, mas a ampla concorrência de cada cargo depende de onde "
                         f"{'ela fica' if pcd_count == 1 else 'ficam'}. Diga de qual cargo é cada vaga PcD para a conta "
                         "por cargo.")
            p.unused = [n for n in p.unused if n != str(pcd_count)]  # named above, not an unknown figure
        pcd_rank = p.extraction.pcd_rank if p.extraction else None
        if pcd_rank is None and isinstance(p.params.get("pcd_rank"), int):
            pcd_rank = p.params["pcd_rank"]  # Round 46 (lo46b): the PcD place told before its vagas were asked
        if pcd_rank is not None and op == "order" and (said := order_intent.pcd_place_sentence(result, pcd_rank)):
            headline += " " + said  # Round 45 (45a): the PcD list's place asked with the vagas: its nomination
        elif pcd_rank is not None and not (op == "position" and getattr(result, "pcd_case", None) is not None):
            # A place in the PcD list no calculator input took (Round 52: a position's own `pcd_rank` answers it),
            # so it is named, never dropped.
            pcd_n = getattr(cp.input, "pcd", None)
            notes.append(f"Você informou também a posição **{pcd_rank}º na lista PcD**. O cálculo acima usa a lista "
                         "geral e a da reserva racial; a lista PcD tem vagas próprias (Decreto nº 9.508/2018), "
                         "preenchidas pela ordem dessa lista"
                         + (f": {pcd_n} neste edital." if pcd_n is not None else
                            ". Informe quantas vagas o edital reserva para PcD para compará-las com a sua posição."))
        # Every number is used or questioned. Figures from the question are not repeated: a claimed figure
        # ("a cota é de 45%") must never appear in an answer, so the note says what was left out, not its value.
        figures = {str(getattr(result, k)) for k in ("reserved", "open", "pcd") if getattr(result, k, None) is not None}
        law_pct = getattr(result, "percentage", None)
        other_pct = [n for n in p.unused if n.endswith("%") and n.replace(",", ".") != f"{law_pct}%"]
        nums = [n for n in p.unused if not n.endswith("%") and n not in figures]
        if pcd_rank is not None and str(pcd_rank) in nums:
            nums.remove(str(pcd_rank))  # named in its own note above
        if other_pct and law_pct is not None:
            other_law = next((law for law, pct in PERCENTAGE.items()
                              if law != result.regime and f"{pct}%" in other_pct), None)
            notes.append(f"O percentual citado na pergunta não é o da lei: pela {LABEL[result.regime]} a reserva é de "
                         f"{law_pct}% das vagas."
                         + (f" {PERCENTAGE[other_law]}% é o da {LABEL[other_law]}, que rege só editais publicados "
                            f"{'antes de' if other_law == OLD_LAW else 'a partir de'} "
                            f"{writer.fmt_date(NEW_LAW_START)}." if other_law else ""))
        elif other_pct:
            nums += other_pct
        if nums:
            notes.append(("Um número da pergunta não entrou" if len(nums) == 1 else
                          f"{len(nums)} números da pergunta não entraram") + " no cálculo, que segue a lei com os dados "
                         "acima. Se algum deles é o total de vagas, uma posição ou as vagas PcD, diga o que ele conta e "
                         "eu refaço o cálculo.")
        if op == "eligibility" and getattr(result, "pending", None):
            notes.append("A conferir: " + " ".join(result.pending))
        calc = {"operation": op, **result.model_dump(mode="json")}
        if isinstance(cp, ReservePlan) and cp.coverage is not None and op == "reserve":
            calc["eligible"] = True
        if op == "regime" and calc.get("regime"):
            calc["percentage"] = PERCENTAGE[calc["regime"]]
        dated = any(k in p.params for k in ("edital_date", "period", "law_hint"))
        if calc.get("regime") != NEW_LAW and dated:
            # Past edital: the transition rule of the law in force (art. 11) explains the law used, so it comes
            # right after the percentage rule, before the rest (the result's own basis may already list it last).
            reg_basis = calculator.regime(RegimeInput(edital_date=cp.input.edital_date, today=today)).legal_basis
            reg = sorted(reg_basis, key=lambda b: norm_of_urn(b.urn) != NEW_LAW)
            basis = basis[:1] + reg + [b for b in basis[1:] if b not in reg]
        said = p.extraction.text if p.extraction else ""
        carried = p.carried | p.coverage_carried if op == "eligibility" and isinstance(cp, ReservePlan) else p.carried
        assumptions = [a.model_copy(update={"from_context": _carried(a, carried, said)})
                       for a in map(_with_params, cp.assumptions)]
        if pcd_rank is not None and not any("pcd_rank" in a.params for a in assumptions):
            # Round 51 (lo51a): the PcD place the answer used, named as the general one is (carried when kept from the
            # earlier turn: "e se eu for 20º na geral?" after "2º na lista pcd")
            assumptions.append(Assumption(key="rank", text=f"{pcd_rank}º na lista PcD", params=["pcd_rank"],
                                          from_context="pcd_rank" in p.carried))
        if told:
            assumptions = [a.model_copy(update={"turns_back": _told_back(told, a.key, a.text) + told_offset})
                           if a.from_context else a for a in assumptions]
        lead = writer.carried_lead([a for a in assumptions if a.from_context], p.params, where=case_named)
        if lead:
            # The first sentence says which earlier parameters the answer used.
            headline = writer.lead_into(lead, headline)
        if verdict_first:
            # The verdict on a claimed reserve opens the answer, before the parameters it was judged with.
            headline = f"{verdict_first}. {headline}" if lead else f"{verdict_first}: {continue_sentence(headline)}"
        ctx = {"intent": p.intent, **{k: v for k, v in p.params.items() if k not in p.defaults}}
        ctx.pop("pending", None)
        if op == "eligibility" and p.intent == "reserve" and not re.search(r"\bquant", said):
            # Round 51 (f66c): no count asked ("sou preta, concurso da prefeitura com 10 vagas, a cota vale?"), the coverage's
            # "Não" was the answer: the thread is that person's eligibility, so "e se fosse numa autarquia?" keeps it.
            ctx["intent"] = "eligibility"
        if pcd_checked:
            # Round 48 (lo48c): a PcD count claimed ("deveria ter 5 PcD, confere?") was checked, never given as the
            # edital's: the next turn's vagas take the decree's minimum again, not the claim.
            ctx.pop("pcd", None)
        if pcd_rank is not None and op in ("order", "position"):
            ctx["pcd_rank"] = pcd_rank  # the PcD place answered stays for the next count ("e com 80?")
        if "law_switched" in p.notes:
            ctx["law_switched"] = True  # the new law replaced the thread's old one: kept later, it is carried (`router`)
        if p.extraction is not None and p.extraction.entity_name and "entity" not in p.carried:
            ctx["body"] = p.extraction.entity_name  # Round 34 (34c): the body named, "e no concurso do X?" compares it
        if op == "reserve" and p.extraction is not None and FEW_VAGAS.search(p.extraction.text) \
                and any(k in p.params for k in RANKS):
            ctx[COUNT_DOUBTED] = True  # Round 50 (f65b): a doubt beside one's place; other vagas next are that place's
        if op == "position" and p.extraction is not None and p.extraction.subject:
            ctx["subject"] = p.extraction.subject  # the thread is about someone else: follow-ups keep "ele"/"ela"
        if op == "edital" and p.extraction is not None and "cargos" in p.carried and joined_alone(p.extraction):
            ctx[TABLE_JOINED] = True  # Round 48 (f63a): the cargos supposed as one: "e se fossem 40?" is that cargo's
        cits = citations_for(basis)
        if op in ("reserve", "order") and _pcd_asked_alone(p, pcd_rank if op == "order" else None):
            cits = pcd_first(cits)  # Round 51 (lo51a): the decree answers a PcD question; the racial law after it
        regulation = notes_for(cits, p.person)
        if (several := getattr(result, "several", None)) is not None:
            # Round 54 (lo54a): places in both reserves: the regulation's rule the answer applied comes first, as its
            # sourced summary; an edital the decree does not reach is not told that rule as its own
            rule = regulation_note(several.regulation) if several.regulation else None
            regulation = [*([rule] if rule else []), *(n for n in regulation if n.id != SEVERAL_RESERVES_FACT)]
        answer = Answer(answer="", route="calculator", headline=headline, assumptions=assumptions, steps=steps,
                        notes=notes, calculation=calc, citations=cits, regulation=regulation,
                        law_id=calc.get("regime"), context=ctx, comparison=compared_laws)
        return writer.finish(answer)

    # ------------------------------------------------------------------ optional LLM

    def _polish(self, answer: Answer, question: str) -> Answer:
        if answer.route not in ("calculator", "retrieval") or not (self._llm or self.settings.llm_enabled):
            return answer
        from .llm import rewrite

        return rewrite(answer, question, self.settings, llm=self._llm)


_ASSISTANT: Assistant | None = None
_LOCK = threading.Lock()


def get_assistant() -> Assistant:
    """One Assistant per process; the retriever loads on first use."""
    global _ASSISTANT
    if _ASSISTANT is None:
        with _LOCK:
            if _ASSISTANT is None:
                _ASSISTANT = Assistant()
    return _ASSISTANT
