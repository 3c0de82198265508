"""The routing decision: question (+ history) -> a plan (route, operation, parameters).

`plan` reads the message (`rules`: cues, domain, slots; `extraction`: numbers, dates, groups), joins the
earlier turn when the message continues it (`context`), questions numbers that cannot be used as written
(`problems`), and picks the route. Where the classifiers may overrule that plan is `reconsider`'s (which imports
this module, never the reverse).
"""
from __future__ import annotations

import calendar
import re
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from typing import Any, NamedTuple

from calculator import CalculatorError
from calculator.pcd import default_percentage
from calculator.position import PositionResult
from calculator.regime import NEW_LAW_START, OLD_LAW_START
from vocabulary import LAW_NAME_PATTERNS, NEW_LAW, OLD_LAW, PCD_DECREE, SHORT_NAME, laws_named, norm_of_urn
from vocabulary.courtesy import GREETING, WEAK_GREETING

from .adi_7654 import adi_asked
from .admission import ADMISSION_NOTE, admission_quota_asked
from .also_pcd import relative_pcd_too
from .appeal_term import appeal_term_asked
from .both_reserves import TWO_RESERVES
from .concurso_detail import concurso_detail_asked
from .context import (
    _BARE_NUMBER,
    _NEW_QUESTION,
    _ORDER_NAMED,
    _ORDER_TOPIC,
    COUNT_DOUBTED,
    ENTITY_GUESSED,
    FOLLOWUP,
    OWN_GROUPS,
    PLACES,
    POINTS_BACK,
    PRIVATE_COMPANY,
    _continues,
    _elliptical,
    _followup_intent,
    _forget,
    _is_followup,
    _law_of_query,
    _merge,
    _own_figures,
    another_case_count,
    another_person_placed,
    asker_after_other,
    asks_rule,
    back_to_racial,
    bare_other_selection,
    continues_elsewhere,
    correction,
    count_of_other_edital,
    date_supposed,
    dated_edital_told,
    dated_fragment,
    denied_figure,
    edital_law_of,
    fixes_figure,
    law_answer_law,
    law_applies_to_dated,
    names_earlier_date,
    optants_counted,
    option_supposed,
    other_selection,
    own_place_resumed,
    person_alone,
    place_in_thread,
    register_call_adds_vagas,
    relative_group_untold,
    resolve_fragment,
    restated_after_count,
    resumes_calculation,
    retold_case,
    same_as_before,
    same_figure_denied,
    same_figures_named,
    self_declared,
    silent_carried,
    supposed_rule_only,
    thread_person_followup,
    thread_year,
    told_in_year,
    total_beside_pcd,
    vagas_supposed_for_chance,
    without_law_of_dated_case,
    without_supposed_date,
)
from .doubts import (
    arithmetic_doubted,
    claim_doubted,
    claimed_figure,
    closing_thanks,
    rate_doubted,
    result_doubted,
    told_figure_why,
)
from .extraction import DISPOSITIVO_REF, Extraction, extract, extract_date, fold, reference_query
from .extraction.ahead_left import AheadLeft
from .extraction.cargos import named_without_counts
from .extraction.dates import EDITAL_PENDING, day_in_month, month_in_year, month_of_year
from .extraction.declared import same_cargo
from .extraction.entities import PSS_POSTS, RACIAL_GROUPS, RELATIVE_PCD, extract_entity, extract_groups, relative_asked
from .extraction.envelope import bare_assent
from .extraction.kinship import alternation, kin_words
from .extraction.numbers import joined_count
from .extraction.person import kept as kept_subject
from .extraction.typos import join_compounds
from .intents import INTENTS
from .intents.common import PENDING_ASSUMPTION
from .intents.order import NOT_ORDER, ORDER_CUE, pcd_nomination
from .intents.position import placed
from .intents.regime import REGIME_CUE
from .intents.reserve import CLAIM_CHECKED, PCD_MINIMUM
from .law_cues import ARTICLE_ASKED as _ARTICLE_ASKED
from .law_cues import (
    COUNT_ASKED,
    ENFORCEMENT,
    FIGURE_KEYS,
    PCD_STAGES_TOPIC,
    PLACE_NAMED,
    PLACE_WORD,
    PLACES_APART,
    RULE_PREDICATE,
    SLOT_DRAWN,
    alternation_topic,
    appeal_topic,
    base_question,
    basis_of_law_answer,
    basis_question,
    below_threshold_rule,
    both_lists_asked,
    cited_premise,
    definition_topic,
    entitled_topic,
    era_topic,
    group_rate,
    group_rule,
    groups_in_two,
    keyword_of_law_answer,
    law_assures,
    law_in_thread,
    law_reach_question,
    law_rule_topic,
    lawful_that,
    open_outcome_topic,
    per_post_draw,
    place_base_rule,
    place_choice,
    premise_rule,
    premise_topic,
    provision_asked,
    register_topic,
    result_asked_why,
    reversion_topic,
    rule_of_that,
    rule_question,
    scope_of_that,
    stages_topic,
    subject_basis,
    validity_premise_only,
    where_written,
    who_or_what,
)
from .law_cues import law_question as _law_question
from .law_status import STATUS_TOPIC, law_status_asked
from .models import Assumption
from .outside_followup import kind_named as outside_kind_named
from .pcd_ceiling import pcd_ceiling_asked
from .plan import CalcPlan, Computed, EligibilityPlan, OrderPlan, PositionPlan, RegimePlan, ReservePlan
from .problems import ZERO_VAGAS, fragment_decimal, numbers_problem
from .reach import (
    CAREER_TOPIC,
    INTERNSHIP,
    SIMPLIFIED_TOPIC,
    career_event_asked,
    career_reach_asked,
    other_law_named,
    other_policy,
    other_quota,
    policy_document_required,
    private_tied_to_government,
    racial_abuse,
    simplified_selection_asked,
    subnational_duty_asked,
)
from .reach_followup import ReachAsked, reach_asked
from .reach_followup import law_of as reach_law_of
from .reach_followup import topic as reach_topic
from .rules import (
    ACCUMULATION,
    ACT_PLACE,
    BARE_RATE_WHY,
    BOARD_PASSED,
    CALENDAR,
    COMPETITION,
    CONCURSO_FACT,
    COUNT_WAY_ASKED,
    FIRST_PERSON,
    JOB_BENEFIT,
    LAW_ASKS,
    LAW_SUBJECT,
    MY_EDITAL,
    OFF_TOPIC,
    OTHER_RANKING,
    OWN_STANDING,
    PARAM_KEYS,
    PAST_CUTOFF,
    PCD_ANY_ASKED,
    PCD_OTHER_AID,
    PCD_UNRULED,
    PCD_WORDS,
    PER_CARGO,
    QUOTA_WORDS,
    REQUIREMENT_WAIVED,
    WHICH_BANCA,
    WHO_COUNTS,
    _intent,
    _params,
    before_any_law,
    board_law_beside_term,
    board_term_asked,
    body_obligation,
    both_laws_counted,
    called_first,
    employer_reach,
    federal_body_duty,
    in_domain,
    labour_term_asked,
    law_comparison,
    law_reach,
    legal_duty_asked,
    litigation_asked,
    own_selection_asked,
    pcd_reach_topic,
    pcd_reserve_reach,
    published_data,
    selection_reach,
    subsidiary_bound,
    threshold_only,
    untold_claim,
    unused_numbers,
    which_law_only,
)
from .rules import register_only as _offers_register_only
from .table_aside import question_beside_table
from .thread_cargos import (
    CARGO_OUTSIDE,
    cargo_asked,
    cargo_outside_table,
    cargo_reserve_asked,
    count_of_joined,
    joined_compared,
    joined_untold,
    names_table_cargo,
    on_total_of_table,
    per_cargo_asked,
    per_cargo_untold,
    pointed_sum,
    singled_cargo,
    summed_table,
)
from .thread_law import (
    MONITORING_TOPIC,
    law_of_edital,
    that_under_law,
    thread_law_topic,
    topic_law,
)
from .thread_person import both_reserves, chance_asked_again, keep_person, pcd_too, told_both_reserves
from .two_lists import TWO_LISTS, two_lists_asked
from .two_places import RESERVE_PLACE_DROPPED, list_unclear, reserve_place_dropped, which_list
from .withdrawal import PCD_WITHDRAWAL_TOPIC, withdrawal_asked, withdrawal_topic

LAW_OF_HINT = {"old": OLD_LAW, "new": NEW_LAW}
LAW_NAME_OF_HINT = {hint: SHORT_NAME[law] for hint, law in LAW_OF_HINT.items()}
# Words of the racial reserve (or of both reserves) in a PcD question.
# Round 54 (dr54c): a state's or a city's body named after a law answer: the law's reach over it (`core._reach_verdict`).
SUBNATIONAL_REACH = "subnational_reach"
BINDS_TOPIC = ("reserva nos concursos públicos no âmbito da administração pública federal direta, das autarquias, das "
               "fundações públicas, das empresas públicas e das sociedades de economia mista controladas pela União")
_THE_LAW = re.compile(r"\b(?:a|essa|esta|nessa|nesta|pela) lei\b(?! d[eo] estagi)")  # these laws pointed at, not Lei 11.788
_RACIAL_TOPIC = re.compile(r"\bnegr|\bpret|\bpard|\bindigen|\bquilombol|\bracia|\b15\.?142\b|\b12\.?990\b|\bautodeclar"
                           r"|\bheteroidentif|\bduas (?:cotas|reservas|listas)|\bas duas\b|\bambas\b|\bcotista")
_CADASTRO = re.compile(r"\bcadastros? (?:de )?reserva\b")
# Round 34 (34d): the reserve's count asked ("quantas reservadas?", "quantas vagas ficam para cotistas?").
_REGISTER_COUNT = re.compile(r"\bquant[oa]s\b[^?]{0,40}\b(?:reservad\w*|reserva|cotas?|cotistas?)\b")
_ARTIGO = re.compile(r"\bart(?:igo)?s?\.?\s*\d+o?")


def _group_left_with_law(earlier: dict[str, Any], law_turn: dict[str, Any], cur: dict[str, Any], today: date) -> dict[str, Any]:
    """Round 37 (f39a): a count resumed after a law answer on the asker's group ("vai ter concurso com 17 vagas e eu sou
    quilombola", "e a confirmação da minha autodeclaração quilombola, como vai ser feita?", "aumentou pra 30,
    recalcula?"): the thread's figures carry; the group went with the law question that took it as its subject."""
    if earlier.get("intent") != "reserve" or not earlier.get("groups") or cur.get("groups"):
        return earlier
    asked = re.sub(r"\s*\([^()]*\)\s*$", "", str(law_turn.get("query") or ""))
    # (Round 48, lo48c: the PcD list is the selection's, never the asker's group: a law question on it leaves it counted)
    if not asked or not set(extract(asked, today).groups) & set(earlier["groups"]) - {"pcd"}:
        return earlier
    return {k: v for k, v in earlier.items() if k != "groups"}


HINT_OF_LAW = {law: hint for hint, law in LAW_OF_HINT.items()}
_URN_ARTIGO = re.compile(r"!art(\d+)")
# A dispositivo's own label opening its text ("Art. 4º", "§ 2º", "Parágrafo único."): no subject, and a reference
_LABEL = re.compile(r"^\s*(?:art\.?\s*\d+[º°o]?\.?|§+\s*\d+[º°o]?|par[aá]grafo [úu]nico\.?|[ivxlc]+\s*[-–])\s*[-–.]?\s*", re.I)


def _quoted_artigo(prev: dict[str, Any]) -> tuple[str, str] | None:
    """The law and artigo number of the first dispositivo the earlier law answer quoted (one of the two laws)."""
    cited = [str(u) for u in prev.get("cited") or []]
    if not cited or (law := norm_of_urn(cited[0])) not in HINT_OF_LAW or not (m := _URN_ARTIGO.search(cited[0])):
        return None
    return law, m.group(1)


def _subject_quoted(prev: dict[str, Any], law_id: str) -> str | None:
    """The text of the dispositivo the earlier answer quoted first, when its question only named it (a reference or a
    URN) and it is of the other law: the subject to search in `law_id`."""
    from corpus import UnknownURN, load_corpus

    query = fold(str(prev.get("query") or ""))
    quoted = _quoted_artigo(prev)
    if quoted is None or quoted[0] == law_id or not (DISPOSITIVO_REF.search(query) or "urn:lex" in query):
        return None
    try:
        text = load_corpus().get(str(prev["cited"][0])).text
    except UnknownURN:
        return None
    return _LABEL.sub("", text.strip().split("\n")[0]).strip() or None  # (an artigo's caput: its subject)


def pcd_law_count(prev_query: str, cur: dict[str, Any]) -> bool:
    """Round 44 (44c): a count of vagas told after a law answer on the PcD reserve alone ("pcd 5% arredondamento", then
    "12 vagas"): that reserve's count for those vagas is asked (the decree's minimum, beside the racial one)."""
    q = fold(prev_query)
    return "vacancies" in cur and bool(PCD_WORDS.search(q)) and not _RACIAL_TOPIC.search(q) \
        and not cur.get("groups") and not any(k in cur for k in ("pcd", "pcd_percentage"))


def _asked_order(query: str) -> bool:
    """The earlier law question asked about the nomination order (the thread's topic, appended in brackets, left out)."""
    asked = re.sub(r"\s*\([^()]*\)\s*$", "", query)
    return bool(ORDER_CUE.search(asked)) and not NOT_ORDER.search(asked)


COVERAGE_KEYS = {"groups", "entity", "process"}  # what a count's coverage check reads (calculator.eligibility)


# A fact not known yet, told in reply to a clarification ("não sei", "o edital ainda não saiu").
_NOT_OUT_YET = re.compile(r"\bainda nao (?:saiu|foi publicad\w*|publicaram|divulgaram|abriu|lancaram)\b"
                          r"|\bnao (?:saiu|foi publicad\w*|abriu|publicaram) ainda\b|\bsem edital\b|\bnem saiu\b")
_NOT_KNOWN = re.compile(_NOT_OUT_YET.pattern + r"|\bnao (?:sei|lembro|faco ideia|tenho (?:essa informacao|certeza|ideia))\b"
                        r"|\bsei la\b|\bninguem sabe\b|\bnao (?:divulgaram|informaram|falaram)\b")


class PlanError(CalculatorError):
    """Round 29 (p29a): a figure the calculator refuses while planning ("fiquei em 0º lugar"): the operation and the
    figures it was for go with the error, so the clarify that asks again keeps them as any other clarify does."""

    def __init__(self, exc: CalculatorError, intent: str, params: dict[str, Any]):
        super().__init__(exc.field, exc.message, exc.param)
        self.intent = intent
        self.params = params


@dataclass
class Plan:
    route: str  # calculator | retrieval | clarify | out_of_scope
    intent: str | None = None  # reserve | regime | eligibility | order | position | result
    params: dict[str, Any] = field(default_factory=dict)
    clarify: str | None = None  # missing parameter name
    query: str | None = None  # retrieval query
    law_id: str | None = None  # retrieval filter
    notes: list[str] = field(default_factory=list)
    injection: bool = False
    extraction: Extraction | None = None
    reference: bool = False  # the question names a dispositivo (retrieval brings it first)
    calc: CalcPlan | None = None  # the calculator input, typed (route calculator)
    carried: set[str] = field(default_factory=set)  # parameter keys taken from earlier turns
    message: str | None = None  # a clarification that names the number it questions
    query_followup: bool = False  # a retrieval query continued from the previous turn
    unused: list[str] = field(default_factory=list)  # numbers written but not read as a parameter
    defaults: set[str] = field(default_factory=set)  # parameters filled with a default: not kept as context
    law_probability: float = 0.0  # the classifier's share for `law` (0: not asked or another intent)
    # Round 28: the classifier's share for a calculator intent the rules did not take (0: not asked or `law`/
    # `out_of_scope`): a reading of the domain, so core's "no dispositivo fits" gate does not refuse it.
    calc_probability: float = 0.0
    continued: bool = False  # a follow-up that continues the earlier turn's calculation
    # Round 26: the group, body or kind of selection carried into a count but not named (`silent_carried`): named after
    # all when the count's coverage check says no ("e se o edital fosse de 2023?" after "sou quilombola, posso?").
    coverage_carried: set[str] = field(default_factory=set)
    # Round 42 (lo42c): a reserve claimed before its vagas were asked ("a reserva é 12, certo?"): the vagas answer it
    pending_claim: int | None = None
    # Round 44 (lo44a): that claim said of a group of the split ("são 2 pra indígenas, certo?"): [(group, count)]
    pending_shares: list[tuple[str, int]] = field(default_factory=list)
    # Round 46 (lo46b): a figure set against the answer just given ("acho que é 16"): judged first (`doubts.claimed_figure`)
    doubted_claim: int | None = None
    # Round 42 (lo42c, lo42e): another law supposed inside a thread: the thread's edital date ("edital_date"/"period";
    # empty when undated), whose own law the answer says beside it
    thread_edital: dict[str, Any] | None = None
    # Round 44 (lo44b): the table of cargos told beside this law question (`table_aside`): the thread's calculation kept
    # for the next turn; the classifiers read the question alone (`extraction.original`)
    table_kept: dict[str, Any] | None = None
    # Round 50 (lo50a): the earlier questions this plan read (`EarlierRead`), by their text, for `core` to reuse
    earlier_read: dict[str, Extraction] = field(default_factory=dict)
    # Round 50 (lo50a): the figure a bare "não são N" denied (`same_figure_denied`); `writer.figure_denied` asks again
    denied: int | None = None
    # Round 53 (lo53a): the racial groups of the person the message is about (`thread_person.person_groups`), read by
    # core once before answering: the regulation's notes are ordered for them where they are produced (`notes_for`)
    person: list[str] = field(default_factory=list)
    # Round 55 (lo55a): a selection or a group outside art. 1º named in a short follow-up to a law answer on art. 1º
    # ("e remoção?", "e amarelos?"): `core` opens the law's text with its "Não" (`reach_followup.opening`)
    reach: ReachAsked | None = None
    # Round 52 (lo52a): the calculator's result the planner decided by (`_pcd_place_over_general`, `_pcd_place_order`),
    # for `core` to answer with while `calc` is unchanged: one computation (`plan.Computed`)
    computed: Computed | None = None


@dataclass
class EarlierRead:
    """Round 50 (lo50a): the law question a follow-up continues (`prev["query"]`), extracted at most once per question
    however many rules look at it, and handed on with the plan (`Plan.earlier_read`)."""
    today: date
    by_text: dict[str, Extraction] = field(default_factory=dict)

    def of(self, query: Any) -> Extraction | None:
        text = str(query or "")
        if not text:
            return None
        if text not in self.by_text:
            self.by_text[text] = extract(text, self.today)
        return self.by_text[text]



# A question word: "e qual a capital da França?" asks something of its own, it does not modify the law question.
# Round 28: so does a short question whose verb takes a pronoun for its object ("e quem faz ela?", "quem aplica ele?",
# "e como funciona isso?"): the pronoun stands for the subject of the law answer before it.
_LAW_ANSWER_ANAPHOR = re.compile(r"\b(?:no lugar (?:dele|dela|deles|delas|desse|dessa)|nesse caso|neste caso|nessa situacao"
                                 r"|nessa hipotese|depois disso)\b"
                                 r"|^(?:e |mas )?(?:quem|como|onde|quando)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:ela|ele|elas|eles|isso|isto)\s*\??\s*$")
_SUPPOSED = re.compile(r"^(?:mas )?e (?:se|caso)\b")  # "e se ...": a supposition on the earlier subject
_OWN_QUESTION = re.compile(r"\b(?:qual|quais|quanto|quanta|quantos|quantas|onde|quem|como|o que|por que|porque|quando)\b")
# Round 36 (36b): a redo that names the operation redone ("refaz a reserva?", "recalcula a ordem"), after a fixed figure.
_REDO_NAMED = re.compile(r"\b(?:refa[zc]\w*|refiz\w*|recalcul\w*|calcul\w* de novo)\s+(?:pra mim\s+)?(?:a |o )?"
                         r"(?:conta (?:da |de )?)?(reserva|ordem)\b")
_REDO_OPERATION = {"reserva": "reserve", "ordem": "order"}
# Round 36 (36b): the date an edital is due, told ("edital previsto pra março de 2027").
_EDITAL_DUE_TOLD = re.compile(r"\b(?:edital|concurso|certame)\b.{0,40}\b(?:esta |ja esta )?previst[oa] (?:para|pra)\b")
# A translation asked ("traduza para o inglês: vagas reservadas", "como se diz cotista em espanhol?"): a language task,
# not a question of these laws; Libras is an accessibility of the PcD exams (Decreto 9.508), kept in.
LANGUAGE_TASK = re.compile(r"\btraduz(?:a|ir|e|o|em|ido|ida)?\b(?![^?.]{0,40}\blibras\b)"
                           r"|\bcomo (?:se )?(?:diz|fala|escreve)\b[^?]{0,40}\bem (?:ingles|espanhol|frances|alemao|italiano)\b")
# The figures a numbers clarification questions: they are asked again, never kept for the reply.
_QUESTIONED = ("vacancies", "cargos", "general_rank", "reserve_rank", "rank")


# A fact of one concurso or of the job (pay, a cut-off mark, the competition, the calendar), in any word order.
_CONCURSO_ASIDE = re.compile(r"\bnotas? de corte\b")


# Round 25 (p25c): "ops, é a universidade estadual" right after an eligibility answer corrects the body of that case:
# the university is the employer named, not a student's admission (`reach.ADMISSION`), so the case is answered again
# with the new body (the laws reach only the federal administration). Only when the admission words are the sole
# reason for the other-quota refusal.
_ADMISSION_WORDS = re.compile(r"\b(?:faculdades?|universidades?|institutos? federa(?:l|is))\b")


# Round 25 (p25c): a conversation opened by the group alone ("sou parda", "me declaro indígena"), the body and the kind
# of selection to come in the next turns: the person's own eligibility, whose selection is asked for (not the law's
# definition of the group). Mid-thread the same words change the thread's group, as before.
# (Round 34, lo34: its greetings are the one courtesy vocabulary's, `vocabulary.courtesy`)
# Round 34 (34e): ... or a parent's or teacher's group said of the one they ask for ("minha aluna é parda", "meu filho é
# indígena"): that person's eligibility, its selection asked next, as "sou parda".
_BARE_GROUP = re.compile(r"(?:(?:" + GREETING + "|" + WEAK_GREETING + r"|entao)[,!.]? )?(?:(?:eu )?(?:sou|me declaro|me autodeclar\w*"
                         r"|me considero)|(?:meu|minha) " + alternation(kin_words("G")) + r" (?:e|se declara|se autodeclara"
                         r"|se considera)) (?:pard|pret|negr|indigen|quilombol)[oa]?s?[.!]?$")


# Round 34 (34a): a base of the reserve supposed ("e se fosse calculada sobre o total?", "caso a reserva seja aplicada por
# cargo, quanto daria?"), not asked of the law.
_BASE_SUPPOSED = re.compile(r"^(?:mas |e )*(?:se|caso)\b[^?]{0,40}?\b(?:fosse|for|seja|fossem|forem|sejam)\b"
                            r"|\b(?:quanto|quantas|quantos) (?:daria|dariam|ficaria|ficariam|seria|seriam)\b")

# Round 47 (47c): a follow-up opening with "and" as written (never "é"), and a base supposed with a verb of its own.
_AND_OPENS = re.compile(r"\s*(?:(?:mas|ok|ta|certo)[,.!]?\s+)?e\b", re.IGNORECASE)
_SUPPOSED_VERB = re.compile(r"(?:mas |e )*(?:se|caso)\s+(?:(?:eu|nos|a gente|o orgao|a banca)\s+)?[a-z]+(?:asse|esse|isse"
                            r"|assemos|essemos|issemos|ar|er|ir|armos|ermos|irmos)\b")
_EITHER = re.compile(r"\bou\b")

# A count of the reserve asked ("qual a reserva?", "quantas de cota?", "quanto fica?").
_RESERVE_COUNT_ASKED = re.compile(r"\bqual (?:e )?(?:a )?(?:reserva|cota)\b|\bquant[oa]s?\b|\bquanto\b")


# Round 53 (lo53c): ... or after any case of one selection computed (its count, order or a place: "PSS de professor
# substituto, 3 vagas" then "e se for num instituto federal?"): the body of that selection, an autarquia, never a
# student's admission.
_BODY_CASES = ("eligibility", "reserve", "order", "position")


def _body_corrected(ex: Extraction, prev: dict[str, Any], follow: bool) -> bool:
    return follow and prev.get("intent") in _BODY_CASES and ex.entity is not None \
        and not other_quota(_ADMISSION_WORDS.sub(" ", ex.text))


def _aside(ex: Extraction, cur: dict[str, Any]) -> bool:
    """A follow-up with no figure of its own that asks a fact of the concurso (a quota word in passing, "dos
    cotistas", does not make it a quota question); PcD words keep it in (Decreto 9.508 rules PcD exams)."""
    fact = CONCURSO_FACT.search(ex.text) or COMPETITION.search(ex.text) or CALENDAR.search(ex.text) \
        or _CONCURSO_ASIDE.search(ex.text)
    return bool(fact) and not ex.numbers and not any(k in cur for k in FIGURE_KEYS) and not ex.reference \
        and (not PCD_WORDS.search(ex.text) or bool(PAST_CUTOFF.search(ex.text) or PCD_UNRULED.search(ex.text))) \
        and not LAW_SUBJECT.search(ex.text)  # Round 35 (35f): pay and dates stay out with PcD words (`PCD_UNRULED`)


def _kept(prev: dict[str, Any], cur: dict[str, Any], follow: bool) -> dict[str, Any]:
    """What a numbers clarification keeps for the reply: the usable figures of this message (a date, a group)
    and, in a follow-up, the earlier turn's, without the ones being questioned."""
    base = {k: v for k, v in prev.items() if k in PARAM_KEYS} if follow else {}
    return {k: v for k, v in {**base, **cur}.items() if k not in _QUESTIONED}


def _thread_pcd_rate(ex: Extraction, last_calc: dict[str, Any]) -> bool:
    """A percentage written in a law question that is the thread's PcD share (not a racial rate): the PcD reserve's
    rule is asked, though "pcd" is not said again."""
    rate = last_calc.get("pcd_percentage")
    return bool(rate) and not PCD_WORDS.search(ex.text) and str(rate).replace(" ", "") in ex.percentages


# The subject of each operation, in the law's words, for a question that points back at an answer ("essa ordem").
_TOPIC_OF = {"order": "ordem de nomeação, alternância e proporcionalidade", "reserve": "reserva de vagas, percentual",
             "position": "classificação, vagas reservadas e ampla concorrência", "edital": "reserva por cargo, totalidade das vagas",
             "eligibility": "quem tem direito à reserva", "regime": "lei aplicável ao edital, vigência",
             "pcd": "percentual de vagas reservadas às pessoas com deficiência, número fracionado arredondado para cima"}


# The words that name each operation's subject in a question about its rule ("quem decide a ordem...?").
# (p26d: a place is read against the order of nomination, "quem define a ordem?" after it; a count's subject is its
# rate, "quem define a porcentagem?" after a reserve)
TOPIC_WORD = {"order": re.compile(r"\bordem\b|\bnomea|\bconvoca|\bchamad|\balternan"),
               "position": re.compile(r"\bclassifica|\bnomea|\bconvoca|\bchamad|\bordem\b"),
               "reserve": re.compile(r"\bporcentage\w*|\bpercentu\w*|\bpor ?cento\b"),
               # Round 29 (p29b): after a table, "quem decide se junta ou separa?": the base of the reserve by cargo
               "edital": re.compile(r"\bjunt\w*|\bsepar\w*|\bsomar\b|\bsoma\b|\b(?:por|cada) cargo\b|\bfracion\w*"
                                    r"|\bdistribu\w*")}


# "e quem confere isso?", "quem verifica essa reserva?": who checks what the thread's answer said, by a pointer only.
_CHECKS_THAT = re.compile(r"\bquem (?:e que |que )?(?:confere|checa|verifica|fiscaliza|controla|acompanha|garante)\b"
                          r"\s*(?:isso|isto|essa|esse|esta|este|a reserva|as cotas?|a cota|o calculo)?\s*\??$")
_CHECK_TOPIC = {"person": "procedimento de confirmação complementar à autodeclaração, heteroidentificação",
                "count": MONITORING_TOPIC}
_ORDER_SUBJECT = re.compile(r"\bordem\b|\balternan")


def _thread_month(prev: dict[str, Any], month: Any) -> bool:
    """Round 45 (45b): the thread's dated edital falls in that month ("nesse edital de janeiro" after 10/01/2025)."""
    when = prev.get("edital_date")
    if isinstance(when, str):
        return bool(month.start.isoformat() <= when <= month.end.isoformat())
    period = prev.get("period")
    if not isinstance(period, list):
        return False
    return bool(month.start.isoformat() <= period[0] and period[1] <= month.end.isoformat())


def _date_only_change(ex: Extraction, cur: dict[str, Any]) -> bool:
    """The message changes only the edital's date or law and names no operation of its own (no law, count, order or
    place asked)."""
    t = ex.text
    return bool(cur) and set(cur) <= {"edital_date", "period", "law_hint"} and not REGIME_CUE.search(t) \
        and not re.search(r"\bquant", t) and not TOPIC_WORD["order"].search(t) and not TOPIC_WORD["position"].search(t)


# Round 31 (p31b): "e se a pcd for 10%?", "e se fossem 30 vagas?" after an order asked beside a place told earlier:
# the selection's figures changed, the operation just answered runs again (the earlier place does not make it the
# position again unless the message asks for a place or speaks of the asker).
_SELECTION_FIGURES = {"vacancies", "pcd", "pcd_percentage", "edital_date", "period", "law_hint"}


def _selection_figure_change(ex: Extraction, cur: dict[str, Any]) -> bool:
    t = ex.text
    if cur.get("groups") == ["pcd"] and ("pcd" in cur or "pcd_percentage" in cur):
        cur = {k: v for k, v in cur.items() if k != "groups"}  # the PcD list named with its figure is no group asked
    return bool(cur) and set(cur) <= _SELECTION_FIGURES and not FIRST_PERSON.search(t) and not REGIME_CUE.search(t) \
        and not TOPIC_WORD["position"].search(t) and not re.search(r"\b(?:entr|fic|dentro|passo|cab)", t)


# Round 48 (48b): the plan's note for an eligibility that answers the racial reserve of someone who asked about both.
PCD_APART = "pcd_apart"
_BOTH_RESERVES = re.compile(r"\b(?:2|ambas|as 2)\s+(?:listas|cotas|reservas)\b|\bnas 2\b|\bambas\b|\bnas duas\b")


_ONE_IN_BOTH = re.compile(r"\b(?:tambem|ao mesmo tempo|alem de)\b|\b(?:qual|que|em qual|por qual|pra qual|para qual)"
                          r"\s+(?:vaga|reserva|lista|cota)s?\b|\bou (?:n?a|pela) (?:de|da|do|vaga|reserva|lista|cota|racial|pcd)\b"
                          # Round 35 (35f): "ou a de 30%?" chooses between the laws' percentages, not between reserves
                          r"(?!\s*\d)"
                          # Round 35 (35f): "passando nas duas listas, por qual delas sou nomeado?": the lists pointed at
                          r"|\b(?:em|por|pra|para) qual (?:delas|das duas|das listas|das reservas|das cotas)\b"
                          # Round 48 (f63c): one list or both ("vale nas duas ou só numa?", "ou apenas uma?"), or both at
                          # once ("vale pra pcd e pra cota racial junto?", "simultaneamente")
                          r"|\bou (?:so|apenas|somente|soh) (?:numa|n?uma|em uma|na outra|uma delas|de uma)\b"
                          r"|\bou (?:numa|em uma|uma) (?:so|apenas|somente)\b|\bou tenho que escolher\b"
                          r"|\bjunt[oa]s?\b|\bsimultane\w*|\bconcomitante\w*|\bacumul\w* (?:as |a )?(?:vagas?|cotas?|reservas?|listas?)\b")


# The PcD reserve named as a place to compete ("na vaga pcd e na racial", "pela de deficiente"): both reserves asked.
# (Round 50, lo50b: the long form, "a reserva de pessoas com deficiência", as "a reserva pcd")
_PCD_RESERVE_TARGET = re.compile(r"\b(?:vagas?|cotas?|reservas?|listas?)\s+(?:d[aeo]s?\s+|pra\s+|para\s+)?(?:pessoas?\s+com\s+)?"
                                 r"(?:pcd|deficien)"
                                 r"|\b(?:na|pela|da)\s+(?:de\s+)?(?:pcd|deficien)"
                                 # "como cotista e como PcD", "cota ou pcd"
                                 r"|\bcomo\s+(?:pcd|deficien)|\b(?:cotas?|cotistas?|racial)\s+(?:e|ou)\s+(?:tambem\s+)?(?:pcd|deficien)")


# Round 28: "como fica a divisão entre cota racial, PcD e ampla?": the split of the vagas among the lists is their count.
_SPLIT_ASKED = re.compile(r"\b(?:divisao|distribuicao|reparticao|divid\w*|distribu\w*|repart\w*)\b")


def pcd_places_minimum(intent: str, params: dict[str, Any], named: list[str] | None) -> dict[str, Any] | None:
    """The order's params with the decree's PcD minimum when the message names the PcD places with no figure; None
    otherwise. Round 24 (p24c): "a ordem dos cotistas e dos PcD com 20 vagas", as a PcD count asked alone gets
    (`intents.reserve`). Round 45 (45a): the classifier's order too ("com 30 vagas quando é chamado o primeiro
    deficiente?", `reconsider`), never an order without the list asked."""
    if intent == "order" and "pcd" in (named or []) and params.get("pcd") is None and not params.get("pcd_percentage") \
            and default_percentage(params.get("entity")) is not None:  # none for an estatal: the edital's (§ 2º)
        return {**params, "pcd_percentage": PCD_MINIMUM}
    return None


# Plural people pointed at ("eles", "deles", "esses"); never "elas"/"delas", which may point at the vagas just counted.
_THEY = re.compile(r"\b(?:eles|deles|esses)\b")


# The PcD list named alone as the whole follow-up ("e pra pcd?", "e as vagas de pcd?", "e pros deficientes?").
_PCD_LIST_ALONE = re.compile(r"\s*(?:e|mas e|e quanto)\s+(?:(?:pra|para|a|as|de|das|da|pros|pras|aos?)\s+)?(?:vagas?\s+)?"
                             r"(?:(?:pra|para|de|da|das|pros|pras|aos?)\s+)?(?:as\s+|os\s+|a\s+)?"
                             r"(?:pcds?|pessoas? com deficiencia|deficientes?|lista pcd|cota pcd|reserva pcd)\s*[?.!]*\s*$")


# Round 50 (50a): one list named alone after an order ("e os pcd?", "e os cotistas?", "e a pessoa com deficiência, em que
# posição entra?"): that list's places in the same order, never its count (a count says "quantas").
_LIST_ALONE = re.compile(r"\s*(?:e|mas e|e quanto)\s+(?:(?:pra|para|a|as|de|das|da|pros|pras|aos?)\s+)?(?:vagas?\s+)?"
                         r"(?:(?:pra|para|de|da|das|pros|pras|aos?)\s+)?(?:as\s+|os\s+|a\s+|o\s+)?"
                         r"(?:pcds?|pessoas? com deficiencia|deficientes?|candidatos? (?:pcd|com deficiencia)"
                         r"|(?:lista|cota|reserva|vagas?) (?:pcd|racial|de cotas?|dos cotistas)"
                         r"|cotistas?(?: negros?| racia\w*)?|(?:candidatos? )?(?:negros?|negras?|pretos e pardos))"
                         r"(?:\s*,?\s*(?:(?:em que|qual|quais) (?:posicao|posicoes|ordem|nomeacao|nomeacoes|lugar)|quando)"
                         r"(?: (?:eles|elas|ela|ele))? (?:entra|entram|fica|ficam|sai|saem|e chamad[oa]s?|sao chamad[oa]s?))?"
                         r"\s*[?.!]*\s*$")


def _pcd_pointed(ex: Extraction, prev: dict[str, Any]) -> bool:
    """Round 45 (45a): the PcD people pointed at right after their count alone ("e em quais posições eles são nomeados?"
    after "100 vagas, quantas pcd?"): their places are what the order is asked for, never left out (Round 40, f46b)."""
    if prev.get("intent") == "reserve" and "pcd" in (prev.get("groups") or []) and TWO_RESERVES.search(ex.text):
        return True  # Round 48 (f63a): "e a ordem com as duas reservas?" after that count: the PcD list is one of them
    return prev.get("intent") == "reserve" and prev.get("groups") == ["pcd"] and bool(_THEY.search(ex.text)) \
        and not QUOTA_WORDS.search(ex.text)


PCD_PLACE_VAGAS = ("Você informou a posição **{rank}º na lista PcD**. A lista PcD tem vagas próprias, e a ordem em que "
                   "elas são chamadas depende do total de vagas: quantas vagas o edital oferece (no total, para o cargo)?")


def _pcd_place_order(ex: Extraction, kept: dict[str, Any], cur: dict[str, Any], today: date,
                     rank: int | None = None) -> Plan | None:
    """Round 45 (45a): a place in the PcD list with the vagas known ("fiquei em 2º na lista pcd, 40 vagas, quando sou
    chamado?"): that list's places in the order (Decreto 9.508, art. 8º, § 1º), its PcD vagas the edital's or the
    decree's minimum; None for a place past those vagas (the general rank then decides, so it is asked)."""
    rank = ex.pcd_rank if rank is None else rank
    if rank is None or not kept.get("vacancies"):
        return None
    params, defaults = dict(kept), set()
    if (with_pcd := pcd_places_minimum("order", params, ["pcd"])) is not None:
        params, defaults = with_pcd, {"pcd_percentage"}
    try:
        calc = INTENTS["order"].build(params, today)
        ordered = INTENTS["order"].compute(calc)
    except CalculatorError:
        return None
    if pcd_nomination(ordered, rank) is None:
        return None
    carried = {k for k in kept if k not in cur} & set(PARAM_KEYS)
    unused = [n for n in unused_numbers(ex, params) if n != str(rank)]  # the place is answered (`core`)
    # (Round 52, lo52a: the order decided by is the one answered, `Computed`)
    return Plan("calculator", intent="order", params=params, injection=ex.injection, extraction=ex, calc=calc,
                carried=carried, unused=unused, defaults=defaults, continued=bool(carried),
                computed=Computed(calc=calc, result=ordered))


def _count_beside_pcd_list(ex: Extraction, cur: dict[str, Any]) -> bool:
    """"sou pcd e parda, 40 vagas e 5% pra pcd, quantas ficam pra cota racial?": a count asked of an edital whose vagas
    and PcD list are given is the reserve of both lists, whatever group the asker names; "posso"/"tenho direito"
    still ask whether the person may compete (eligibility, with the count beside it)."""
    return "vacancies" in cur and (cur.get("pcd") is not None or bool(cur.get("pcd_percentage"))) \
        and bool(re.search(r"\bquant[oa]s?\b", ex.text) or _SPLIT_ASKED.search(ex.text)) and not ex.reference \
        and not re.search(r"\b(?:posso|pode|podem|tenho direito|tem direito|consigo|da pra)\b", ex.text)


def _racial_reserve_only(ex: Extraction, cur: dict[str, Any]) -> bool:
    """"sou surda e indígena, posso ir na cota racial?": a person with a deficiency who also names a group of her own
    (racial or not: "amarela" is answered too) asks about the quota alone, not about the PcD reserve or both."""
    own = [g for g in cur.get("groups") or [] if g != "pcd"]
    return bool(own) and not ex.reference and not _PCD_RESERVE_TARGET.search(ex.text) \
        and bool(re.search(r"\b(?:cotas?|reservas?|cotistas?)\b", ex.text))


# Round 36 (lo36): the minimum said first ("o decreto exige no mínimo quanto de PcD?", "pelo menos quantos por cento")
_RATE_ASKED = re.compile(r"\b(?:qual|quanto|quantos)\b[^?]{0,25}\b(?:percentual|porcentagem|por cento|minimo)\b"
                         r"|\b(?:no minimo|pelo menos|ao menos)\s+(?:qual|quanto|quantos)\b")


def _pcd_rate_asked(ex: Extraction, cur: dict[str, Any]) -> bool:
    """"qual o percentual mínimo de PcD pelo decreto?": the decree's rate (art. 1º, § 1º), asked with no figure of its
    own; inside a calculation thread it is law text, not the earlier edital's regime or count again."""
    return "pcd" in (cur.get("groups") or []) and bool(_RATE_ASKED.search(ex.text)) and not ex.numbers \
        and not ex.percentages and not any(k in cur for k in FIGURE_KEYS)


def _law_rate_asked(ex: Extraction, cur: dict[str, Any]) -> bool:
    """"percentual reserva lei 12990": the rate of a law named by its name or number, asked with no figure of its own;
    inside a calculation thread it is that law's text, not the earlier count again."""
    return bool(re.search(r"\bpercentual\b|\b(?:por|per)centagem\b|\bquanto por cento\b", ex.text)) and bool(laws_named(ex.text)) \
        and not ex.numbers and not ex.percentages and not any(k in cur for k in FIGURE_KEYS if k != "law_hint") \
        and not _COUNTED_RATE.search(ex.text)


# "quantas vagas pela lei 12.990, com esse percentual?": a count asked beside the rate is the calculation's.
_COUNTED_RATE = re.compile(r"\bquant[ao]s\b|\bcalcul|\bfica(?:m|ria)?\b|\bseria(?:m)?\b")


# "por ela", "nessa lei", "segundo essa norma": the law of the answer just given, when the turn names none.
_LAW_ANAPHORA = re.compile(r"\b(?:por|segundo|conforme|de acordo com|pela|sob|sob a)\s+(?:ela|essa lei|esta lei|essa norma"
                           r"|esta norma|essa legislacao|a mesma lei|mesma lei)\b|\bn(?:essa|esta) (?:lei|norma|legislacao)\b")


def _law_pointed(ex: Extraction, prev: dict[str, Any]) -> str | None:
    """The law hint a figure-bearing turn points to with a pronoun, after a law answer from one of the two laws."""
    law = law_answer_law(prev)
    if law not in LAW_OF_HINT.values() or ex.law_hint or ex.date or ex.period or not ex.numbers:
        return None
    if not _LAW_ANAPHORA.search(ex.text):
        return None
    return next(h for h, lid in LAW_OF_HINT.items() if lid == law)


def plan(question: str, prev_context: dict[str, Any] | None = None, today: date | None = None,
         forget: tuple[str, ...] | list[str] | set[str] = ()) -> Plan:
    today = today or date.today()
    question = join_compounds(question)  # Round 34 (34h): "auto declaraçao" searched as "autodeclaraçao"
    ex = extract(question, today)
    prev = _forget(prev_context or {}, forget)
    if ex.entity is None and prev.get("intent") == "eligibility" and PRIVATE_COMPANY.search(ex.text) \
            or ex.entity in (None, "direta") and private_tied_to_government(ex.text):
        # Round 48 (lo48b): "e numa empresa privada?" after one's eligibility: that body, outside the law (art. 1º);
        # read only so (alone, "empresa privada tem cota?" stays another quota, out of scope). Round 50 (f65a): so is
        # a private company serving the government ("concessionária federal", "contratada pelo ministério"), the
        # ministry named being its client, never its employer.
        ex.entity = "privada"
    if ex.declared_reserved and (checked := _declared_check(ex, prev, today)) is not None:
        return checked
    if adi_asked(ex):
        # Round 54 (dr54c): ADI 7654 named: a question about the old law's term and the STF, never the thread's regime
        return Plan("retrieval", query=question, params={}, injection=ex.injection, extraction=ex, notes=["law_rule"])
    if (denied := same_figure_denied(ex, prev)) is not None and prev.get("intent") in INTENTS:
        # Round 48 (lo48b): "não são 12" of the 12 just used: the figure denied, the right one asked for, the rest kept
        slot, n = denied
        kept = {k: v for k, v in prev.items() if k in PARAM_KEYS and k != slot}
        return Plan("clarify", intent=str(prev["intent"]), params=kept, extraction=ex, injection=ex.injection,
                    clarify="vacancies" if slot == "vacancies" else "rank", notes=["same_denied"], denied=n)
    if ex.called_as_vagas is not None and prev.get("vacancies"):
        # Round 40 (f49b): "e se chamarem 6, quais são os cotistas?" after vagas: nominations in the order of those vagas
        ex.vacancies, ex.called = None, [ex.called_as_vagas]
    elif register_call_adds_vagas(ex, prev):
        ex.called = []  # "e se chamarem mais 5?" after one's place: 5 more vagas, the place asked again
    if (described := without_law_of_dated_case(question, ex, prev)) is not None:
        # Round 44 (mc44): "o do meu irmão, que segue a lei de 2025, ...": the law his dated edital already follows, told
        # of it, is no law supposed: the message is read without it
        question, ex = described, extract(described, today)
    if law_applies_to_dated(ex, prev):
        # "a lei nova não vale pra esse edital?" after a dated count: which law that date gets, never a switch to it
        ex.law_hint = None
    pointed = _law_pointed(ex, prev)
    if pointed is not None:
        ex.law_hint = pointed  # "e num concurso de 10, quantas seriam por ela?" after the old law's text: that law
    read = EarlierRead(today)
    p = _plan(ex, question, prev, today, read)
    p.earlier_read = read.by_text
    if p.route == "calculator" and p.intent == "edital" and "cargos" not in p.carried \
            and (asked := question_beside_table(question, ex, today)) is not None:
        # Round 44 (lo44b): a table told beside a question of the law ("Analista (16), Técnico (9). Quem faz a
        # heteroidentificação?"): that question, planned alone, when the rules read it as the law's; the table is kept
        # as the thread's calculation for the next turn (`core`).
        law = plan(asked, None, today)
        if law.route == "retrieval":
            law.query = law.query or asked
            law.table_kept = {"intent": "edital", **{k: v for k, v in p.params.items() if k in PARAM_KEYS}}
            return law
    if pointed is not None and p.route == "calculator":
        p.carried.add("law_hint")  # taken from the earlier answer: the page shows it as such
    if p.route == "calculator" and p.intent == "eligibility" and "pcd" in (ex.groups or []) \
            and "pcd" not in (p.params.get("groups") or []) \
            and (_BOTH_RESERVES.search(ex.text) or re.search(r"\b(?:reservas|cotas|listas)\b", ex.text)):
        p.notes.append(PCD_APART)  # Round 48 (48b): the reserves asked, the racial one answered (`core` names the other)
    # Round 54 (lead, drive d54b): after a law answer between, the PcD place is the resumed calculation's (its vagas
    # carried), as it would be right after it: "e se o edital for de maio de 2025?" kept 40 vagas and lost the 3º PcD.
    thread = prev if prev.get("intent") or not isinstance(prev.get("earlier"), dict) else prev["earlier"]
    if (by_pcd := _pcd_place_over_general(p, ex, today, thread)) is not None:
        return by_pcd
    _position_hypothesis(p, ex, today, thread)
    return pending_edital(p, ex, prev, today)


class PcdPlace(NamedTuple):
    rank: int | None  # the place in the PcD list the position is asked with (None: none told nor kept)
    kept: bool  # taken from the thread (shown as carried), not told in this message


def thread_pcd_place(p: Plan, ex: Extraction, prev: dict[str, Any]) -> PcdPlace:
    """Round 53 (lo53a): the PcD place a position is asked with: this message's, else the thread's while its vagas are
    kept too (a place in the PcD list means nothing apart from the vagas it was told with). One reading for both
    `_pcd_place_over_general` and `_position_hypothesis`, so the two never disagree on which place the thread holds."""
    if ex.pcd_rank is not None:
        return PcdPlace(ex.pcd_rank, False)
    if isinstance(prev.get("pcd_rank"), int) and "vacancies" in p.carried:
        return PcdPlace(prev["pcd_rank"], True)
    if isinstance(prev.get("pcd_rank"), int) and prev.get("pending") == "rank":
        # Round 54 (lo54a): the reply to "em que posição você ficou...?" asked after a PcD place completes that question
        return PcdPlace(prev["pcd_rank"], False)
    return PcdPlace(None, False)


def _pcd_place_withdrawals(ex: Extraction, prev: dict[str, Any], cur: dict[str, Any], today: date) -> Plan | None:
    """Round 55 (g1): withdrawals supposed after a PcD place told alone ("pcd: 3ª colocação, 40 vagas", then "e se os
    2 primeiros da lista pcd desistirem?" or "e se 1 desistir?"): that PcD place moved up on the thread's vagas
    (`calculator.withdrawals`, list "pcd": Decreto 9.508 art. 1º, §§ 1º, 3º), never the count read as vagas, a refusal
    or a general place asked for. None when the thread holds another place (`_position_hypothesis` moves those)."""
    if not supposes_withdrawals(ex, prev) or ex.ahead_left is None or ex.ahead_left.list not in (None, "pcd") \
            or not isinstance(prev.get("pcd_rank"), int) or ex.pcd_rank is not None \
            or any(prev.get(k) for k in ("general_rank", "reserve_rank", "rank", "optants_ahead")) \
            or any(k in cur for k in ("general_rank", "reserve_rank", "rank")):
        return None
    kept = _merge(prev, cur, ex)
    ahead = {"ahead_withdrawn": ex.ahead_left.count, "ahead_list": ex.ahead_left.list}  # (unsaid: the PcD list, assumed)
    return _pcd_place_position(ex, {**kept, **ahead}, cur, today, rank=prev["pcd_rank"])


def _pcd_place_position(ex: Extraction, kept: dict[str, Any], cur: dict[str, Any], today: date,
                        rank: int | None = None) -> Plan | None:
    """Round 55 (lo55b): a place in the PcD list past its vagas, the vagas known and no other place or reserve told
    ("fiquei em 3º na lista de pcd, 40 vagas"): the place implies the person competes for the PcD vagas, so the
    position is computed on that list (its vagas from the edital's percentage, or the decree's 5% rounded up: Decreto
    9.508, art. 1º, §§ 1º and 3º), the general place it then depends on named (`calculator.position`); never the ampla
    alone. A cotista's racial place is asked for instead (both reserves' places), as is an estatal's PcD count.
    Round 55 (g1, g3): `rank` is the thread's PcD place when a follow-up supposes withdrawals, or only dates or changes
    the case ("edital de setembro de 2025"): the same place, never dropped for the general one asked."""
    rank = ex.pcd_rank if rank is None else rank
    if rank is None or not kept.get("vacancies") or kept.get("optant") or ex.reserve_left is not None \
            or any(kept.get(k) for k in ("reserve_rank", "optants_ahead", "optants_in_open", "general_rank", "rank")):
        return None
    params = {**kept, "pcd_rank": rank}
    try:
        calc = INTENTS["position"].build(params, today)
        result = INTENTS["position"].compute(calc)
    except (CalculatorError, ValueError):
        return None
    if calc.input.pcd is None and calc.input.pcd_percentage is None:
        return None  # an estatal with no PcD figure: its count is the edital's (art. 1º, § 2º), asked for
    carried = {k for k in kept if k not in cur} & set(PARAM_KEYS) | ({"pcd_rank"} if ex.pcd_rank is None else set())
    unused = [n for n in unused_numbers(ex, params) if n != str(rank)]  # the place is answered
    return Plan("calculator", intent="position", params=params, injection=ex.injection, extraction=ex, calc=calc,
                carried=carried, unused=unused, continued=bool(carried), computed=Computed(calc=calc, result=result))


def _position_hypothesis(p: Plan, ex: Extraction, today: date, prev: dict[str, Any]) -> None:
    """Round 52 (d52a): a position asked under a hypothesis on the racial reserve ("se eu for reprovado na
    heteroidentificação", "e se eu desistir da cota?") or beside a PcD place: the calculator takes both (its
    `reserve_left`, `pcd_rank`), so the place is computed on the lists left, the PcD one included, never the reserve's
    answer repeated. The PcD place told earlier in the thread stays with its ranks (as `_pcd_place_over_general`)."""
    if p.route != "calculator" or p.intent != "position" or p.calc is None:
        return
    ahead, kept_ahead = withdrawals_ahead(p, ex, prev)
    if p.computed is not None and ex.reserve_left is None and ahead is None:
        return  # inside the ampla by the general place: the position decided by is the one answered (lo52a)
    left = ex.reserve_left
    pcd_rank, kept_place = thread_pcd_place(p, ex, prev)
    if left is None and pcd_rank is None and ahead is None:
        return
    if ahead is not None:
        p.params["ahead_withdrawn"], p.params["ahead_list"] = ahead.count, ahead.list
        if kept_ahead:
            p.carried.add("ahead_withdrawn")
        p.computed = None  # (the place computed before the hypothesis is not the one answered)
    if left is not None:
        p.params["reserve_left"] = left
    if pcd_rank is not None:
        p.params["pcd_rank"] = pcd_rank
        if kept_place:
            p.carried.add("pcd_rank")
    try:
        p.calc = INTENTS["position"].build(p.params, today)
    except ValueError:  # CalculatorError: the plan as it was
        for key in ("reserve_left", "ahead_withdrawn", "ahead_list"):
            p.params.pop(key, None)


def supposes_withdrawals(ex: Extraction, prev: dict[str, Any]) -> bool:
    """Round 55 (dr55a): withdrawals ahead supposed of the thread's place (its vagas kept): a figure of that position."""
    # (Round 55, g1: or of the thread's PcD place answered as its nomination, "2º na lista pcd, 40 vagas" -> order)
    pcd_order = prev.get("intent") == "order" and isinstance(prev.get("pcd_rank"), int) \
        and ex.ahead_left is not None and ex.ahead_left.list in (None, "pcd")
    return ex.ahead_left is not None and (prev.get("intent") == "position" or pcd_order) \
        and isinstance(prev.get("vacancies"), int) and not ex.vacancies and not ex.cargos and not ex.reference


def withdrawals_ahead(p: Plan, ex: Extraction, prev: dict[str, Any]) -> tuple[AheadLeft | None, bool]:
    """Round 55 (dr55a): the withdrawals ahead a position is asked with ("e se 2 desistirem?"): this message's, else
    the thread's while the places they moved are kept (not told again here), so "o edital foi publicado em 2024" or
    "e pela lei nova?" next redo the same hypothesis; (None, False) when none. The second value: kept from the thread."""
    if ex.ahead_left is not None:
        return ex.ahead_left, False
    told_places = any(getattr(ex, k) is not None for k in ("general_rank", "reserve_rank", "rank", "optants_ahead"))
    count = prev.get("ahead_withdrawn")
    if isinstance(count, int) and count > 0 and not told_places and prev.get("intent") == "position" \
            and all(k in p.carried or k not in p.params for k in ("general_rank", "reserve_rank", "rank")):
        # (Round 55, g1: the hypothesis is about places, so new vagas ("e se fossem 30 vagas?") keep it too)
        lst = prev.get("ahead_list")
        return AheadLeft(count=count, list=lst if lst in ("quota", "open") else None), True
    return None, False


def _declared_check(ex: Extraction, prev: dict[str, Any], today: date) -> Plan | None:
    """Round 51 (d51a): the reserve an edital declares per cargo ("reserva 3 para Analista e 1 para Técnico, confere?"):
    the table (told here or in the thread) computed, each declared figure set against the calculator's. With no table
    at hand the vagas of each cargo are asked for; a cargo named that the table lacks leaves the message to the rest."""
    cur = _params(ex)
    told_here = bool(cur.get("cargos"))
    table = cur.get("cargos") or prev.get("cargos")
    if not table:
        if len(ex.declared_reserved) < 2:
            return None
        return Plan("clarify", intent="edital", params={}, clarify="cargos", extraction=ex, injection=ex.injection)
    declared: list[list[Any]] = []
    for said, n in ex.declared_reserved:
        row = next((str(c[0]) for c in table if same_cargo(said, fold(str(c[0])))), None)
        if row is None:
            return None
        declared.append([row, n])
    # Round 55 (g2): the PcD count a row declares beside its reserve, checked too (Decreto 9.508, art. 1º, §§ 1º, 3º)
    declared_pcd = [[row, n] for said, n in ex.declared_pcd
                    if (row := next((str(c[0]) for c in table if same_cargo(said, fold(str(c[0])))), None)) is not None]
    kept = {} if told_here else {k: v for k, v in prev.items() if k in PARAM_KEYS}
    params = {**kept, **{k: v for k, v in cur.items() if v is not None}, "cargos": table, "declared_reserved": declared,
              **({"declared_pcd": declared_pcd} if declared_pcd else {})}
    try:
        built = INTENTS["edital"].build(params, today)
    except ValueError:  # CalculatorError: the rules read it
        return None
    return Plan("calculator", intent="edital", params=params, extraction=ex, injection=ex.injection, calc=built,
                carried={k for k in kept if k not in cur or cur[k] is None})


class _PcdAware(NamedTuple):
    params: dict[str, Any]
    calc: PositionPlan
    result: PositionResult


def _pcd_aware(p: Plan, pcd_rank: int, today: date) -> _PcdAware | None:
    """Round 55 (lo55b): the position with the PcD place beside the general one: the person competes for the PcD vagas
    (at least the decree's 5%, rounded up: Decreto 9.508, art. 1º, §§ 1º, 3º), so the ampla is counted without them
    and the PcD place is read too (`calculator.position`'s `pcd_rank`); None when the calculator refuses it."""
    params = {**p.params, "pcd_rank": pcd_rank}
    try:
        calc = INTENTS["position"].build(params, today)
    except (CalculatorError, ValueError):
        return None
    result = placed(calc)
    return _PcdAware(params, calc, result) if result is not None else None


def _answer_with(p: Plan, aware: _PcdAware) -> None:
    p.params, p.calc = aware.params, aware.calc
    p.computed = Computed(calc=aware.calc, result=aware.result)  # (Round 52: the position decided by is answered)


def _pcd_place_over_general(p: Plan, ex: Extraction, today: date, prev: dict[str, Any]) -> Plan | None:
    """Round 50 (50a): "1º na lista pcd e 60º na geral, 30 vagas, quando me chamam?": outside the ampla by the general
    place, the PcD place within the PcD vagas still calls the person (Decreto 9.508, art. 1º, § 1º): that list's
    nomination (`_pcd_place_order`), never a "Não" of the general list alone. Inside the ampla, the position stands.
    Round 51 (lo51a): a general place supposed after a PcD place ("e se eu for 35º na geral?") keeps that PcD place;
    the general place used is named in a chip."""
    pcd_rank, kept_place = thread_pcd_place(p, ex, prev)
    if p.route != "calculator" or p.intent != "position" or pcd_rank is None or p.calc is None or ex.reserve_left \
            or any(p.params.get(k) for k in ("reserve_rank", "optant", "optants_ahead", "optants_in_open")):
        return None  # (a hypothesis on the racial reserve: `_position_hypothesis` computes the lists left)
    if p.params.get("ahead_withdrawn") and p.params.get("ahead_list") in (None, "pcd") and ex.ahead_left is not None \
            and not any(p.params.get(k) for k in ("general_rank", "rank")):
        return None  # (Round 55, g1: withdrawals supposed in the PcD list: that place moved up, `_pcd_place_withdrawals`)
    if kept_place:
        p.params["pcd_rank"] = pcd_rank
        p.carried.add("pcd_rank")
    aware = _pcd_aware(p, pcd_rank, today)
    if aware is not None and aware.result.status == "inside" and aware.result.list != "pcd":
        _answer_with(p, aware)
        return None  # inside the ampla, its PcD vagas counted out of it: the position stands
    if aware is None and ((position := placed(p.calc)) is None or position.status == "inside"):
        if position is not None:
            p.computed = Computed(calc=p.calc, result=position)  # (Round 52: the position decided by is answered)
        return None  # inside the ampla (or refused by the calculator): the position stands
    kept = {k: v for k, v in p.params.items() if k not in ("general_rank", "rank", "pcd_rank")}
    called = _pcd_place_order(ex, kept, {k: v for k, v in kept.items() if k not in p.carried}, today, pcd_rank)
    if called is not None:
        general = p.params.get("general_rank") or p.params.get("rank")
        called.unused = [n for n in called.unused if n != str(general)]  # said in the sentence
        if isinstance(general, int) and called.calc is not None:
            called.calc.assumptions.append(Assumption(
                key="rank", text=f"{general}º na lista geral (fora das vagas de ampla concorrência)",
                params=["general_rank"]))
        if kept_place:
            called.params["pcd_rank"] = pcd_rank
            called.carried.add("pcd_rank")
    elif aware is not None:
        _answer_with(p, aware)  # outside the ampla and past the PcD vagas: the position on both lists
    return called


UNPUBLISHED_SAID = "unpublished_said"
_UNPUBLISHED = re.compile(r"\b(?:a publicar|a ser publicad[oa]|por publicar|sem publicar|nao (?:foi )?publicad[oa]"
                          r"|ainda nao (?:saiu|foi (?:publicad|lancad|divulgad)[oa])|nao saiu ainda|nem saiu)\b")


def pending_edital(p: Plan, ex: Extraction, prev: dict[str, Any], today: date) -> Plan:
    """Round 33 (lo, lo2): an edital still to be published, told now ("o edital que vamos publicar", "ainda não saiu") or
    earlier in the thread (kept while the thread keeps its undated new-law case: "e com 10 vagas, quantas reservadas?"),
    is kept in the context; a reserve, order or position computed for it says so in its regime step, and its chip
    says the edital is still to be published, never today's date as its publication date."""
    said = bool(EDITAL_PENDING.search(ex.text))
    # Round 35 (f36b): the old law named as the question about a pending edital's regime ("o edital que será publicado
    # segue a 12.990?") is the law asked about, not a law to compute by: the edital's regime is still the law in force.
    law_asked = said and p.intent == "regime" and ex.law_hint == "old"
    if p.route not in ("calculator", "clarify") or p.intent not in INTENTS \
            or any(k in p.params for k in ("edital_date", "period")) or p.params.get("law_hint") == "old" and not law_asked \
            or ex.date or ex.period:
        return p
    told = said or bool(_NOT_OUT_YET.search(ex.text))
    # (Round 46, f61b: a law answer between keeps the calculation asked before it, `earlier`, and its edital's flag)
    thread = prev if prev.get("intent") or not isinstance(prev.get("earlier"), dict) else prev["earlier"]
    kept = bool(thread.get("to_be_published")) and p.params.get("law_hint") == "new" and not ex.law_hint
    if not (told or kept):
        return p
    # (the law in force, as "ainda não saiu" answering the date asked gets: what carries it to the next turn)
    p.params = {**p.params, "law_hint": "new", "to_be_published": True}
    # Round 46 (f61b): its publication told as still to come ("edital ainda a publicar", "ainda não saiu"; not a draft
    # or an intent, "em elaboração", "vamos abrir") is a fact of the case: kept by a later calculation of that case, it
    # is carried (its chip and the lead say so)
    stated = bool(_UNPUBLISHED.search(ex.text)) if told else bool(thread.get(UNPUBLISHED_SAID))
    if stated:
        p.params[UNPUBLISHED_SAID] = True
    if kept and not told and stated and thread.get("intent") in ("reserve", "order", "position", "eligibility"):
        p.carried.add("to_be_published")
    if said and p.route == "clarify" and p.clarify == "edital_date" and p.intent == "regime" or law_asked:
        # Round 34 (f34a): the date of an edital told to be still unpublished is never asked ("o edital de abertura do
        # nosso concurso ainda não foi publicado: 15.142 ou 12.990?"): its regime is the law in force, as the same words
        # answering that question get. A past or unknown publication ("saiu, mas não sei quando"), or something else
        # not yet out ("o edital saiu, mas o resultado ainda não foi publicado"), is no such edital.
        p = Plan("calculator", intent="regime", params=p.params, extraction=ex, injection=p.injection,
                 calc=INTENTS["regime"].build(p.params, today), carried=p.carried, notes=p.notes)
    # (Round 34, lo34: eligibility too; its chip said "considerei <hoje>" as if the edital were out today)
    if isinstance(p.calc, (RegimePlan, ReservePlan, OrderPlan, PositionPlan, EligibilityPlan)):
        p.calc.input = p.calc.input.model_copy(update={"to_be_published": True})
        p.calc.assumptions = [PENDING_ASSUMPTION if a.key == "edital_date" else a for a in p.calc.assumptions]
    return p


# "Segue o quadro de vagas por localidade (em anexo)": a table handed over as an attachment the chat does not read.
_ATTACHED = re.compile(r"\b(?:em anexo|anexad[oa]s?|anexo|anexei|anexando|segue (?:o|a) (?:quadro|tabela|planilha|relacao))\b")
# Round 35 (lo35): the table named by what it lists ("cargos e vagas conforme anexo I", "vagas por cargo no anexo"), as
# an edital's paste names it: the same attachment, its cargos asked for.
_TABLE_NAMED = re.compile(r"\b(?:quadro|tabela|planilha|relacao|distribuicao) (?:de|das|dos) (?:vagas|cargos)\b|\bquadro\b"
                          r"|\b(?:cargos e (?:as )?vagas|vagas e (?:os )?cargos|vagas por cargos?|cargos com (?:as )?vagas)\b")


# A message that only tells an edital's count ("tenho 12 vagas no edital", "o edital tem 12 vagas"): no question, no
# law word; like a bare table of cargos, the count is handed over for its reserve.
_HANDED = re.compile(r"^(?:(?:ola|oi|bom dia|boa tarde|boa noite)\W+)?(?:eu |a gente |nos )?(?:tenho|temos|tem|sao|o edital tem"
                     r"|meu edital tem|nosso edital tem|o concurso tem|meu concurso tem|no edital tem|no meu edital tem)?\s*"
                     r"\d+ vagas?(?: (?:no|do|em|nesse|neste) (?:meu |nosso )?(?:edital|concurso|certame))?\s*[.!]*$"
                     r"|^(?:o |meu |nosso )?(?:edital|concurso) tem \d+ vagas?\s*[.!]*$")


# The same count told in a sentence of one's own or as a noun phrase, nothing asked ("edital com 10 vagas", "um concurso
# c 8 vagas", "tenho um concurso com 12 vagas", "vou prestar um
# concurso de 30 vagas pra analista", "estamos com um processo seletivo de 6 vagas."): an optional opening and verb, the
# selection, its vagas and at most a short tail naming where they are.
_HANDED_TOLD = re.compile(
    # Round 43 (mc43b): a next case introduced by "agora"/"e agora" ("Agora o edital de técnico: 14 vagas, publicado em
    # março de 2025.") is that case's count handed over, as the first case's was.
    r"^(?:(?:ola|oi|bom dia|boa tarde|boa noite)\W+)?(?:(?:e |mas )?agora,?\s+)?(?:(?:eu |a gente |nos )?(?:tenho|temos|tem|estou com|to com|estamos com"
    r"|vou fazer|vou prestar|vamos abrir|vamos publicar|abrimos|publicamos|fiz|prestei"
    # Round 29 (p29c): "saiu o edital do ibama, 14 vagas": the edital announced as out, its count told
    r"|saiu|sairam|abriu|publicaram|lancaram|soltaram)\s+)?"
    r"(?:(?:um|uma|o|a|meu|minha|nosso|nossa|esse|essa|este|esta)\s+)?(?:concurso|edital|certame|processo seletivo|pss|selecao)"
    r"(?:\s+(?:publico|federal|novo|aberto|simplificado))?"
    # "concurso da ufmg 8 vagas": the body named before the count
    r"(?:\s+(?:do|da|de|dos|das)\s+(?!\d)\w+(?:\s+(?!\d|com\b|tem\b|de \d)\w+){0,3}?)?"
    r"\s*(?:com|de|,|:|-|que tem|tem|oferece|oferecendo)?\s+\d+\s+vagas?"
    r"(?:\s+(?:no|na|do|da|de|para|pra|em)\s+\w+(?:\s+\w+){0,2})?\s*[.!]*$")


# Round 35 (35b): the count told as the body's plan ("vamos abrir 9 vagas", "teremos 14 vagas no concurso"), with no
# selection noun before it: handed over like "temos 9 vagas".
# Round 43 (lo43c): the vagas told and more added to them, nothing asked ("tinha 10 vagas e surgiram mais 5", "... e vão
# chamar mais 5 do cadastro"): the whole is handed over, as "o edital tem 15 vagas" is (its reserve).
_HANDED_ADDED = re.compile(
    r"^(?:(?:o |meu |nosso )?(?:edital|concurso) )?(?:tinha|tem|eram|sao|havia|abriu|abriram|ofereceu)\s+\d+\s+vagas?"
    r",?\s+e\s+(?:(?:agora|depois|ainda)\s+)?(?:surgiram|surgiu|abriram|abriu|vao|vai|chamaram|nomearam|convocaram)"
    r"(?:\s+(?:chamar|nomear|convocar|abrir))?\s+mais\s+\d+(?:\s+vagas?)?(?:\s+d[oe] cadastro(?: (?:de )?reserva)?)?\s*[.!]*$")
_HANDED_PLANNED = re.compile(
    r"^(?:vamos |vai |iremos |ira |estamos |esta )?(?:abrir|abrindo|abriremos|abrira|ter|teremos|tera|oferecer|oferecendo"
    r"|ofereceremos|oferecera|ofertar|ofertando|ofertaremos|ofertara)\s+\d+\s+vagas?"
    # (vagas of estágio, residência or cargos em comissão are no concurso's: their law question stays one)
    r"(?:\s+(?:no|na|do|da|de|para|pra|em)\s+(?!(?:\w+\s+){0,2}(?:estagi|residenc|comiss|aprendiz|bolsa|terceiriz))\w+(?:\s+\w+){0,2})?"
    r"\s*[.!]*$")
# Round 35 (35b): the body introduced first ("somos uma estatal federal e ...", "sou do RH de uma autarquia, ...", "nossa
# autarquia vai ..."): what follows the introduction is read as the message; the body is checked by the coverage step.
_BODY_INTRO = re.compile(r"^(?:(?:ola|oi|bom dia|boa tarde|boa noite)\W+)?(?:(?:somos|sou|aqui e|falo|escrevo|trabalho)\s"
                         r"|(?:a |o )?(?:nossa|nosso|minha|meu)\s)")
_INTRO_END = re.compile(r"\s*[,.;:]\s*(?:e\s+)?|\s+e\s+|\s+(?=(?:vai|vamos|ira|iremos|tera|teremos|abrira|abre)\s)")


def _after_body_intro(text: str, entity: str | None) -> list[str]:
    """What may follow an opening that introduces the body `entity` (every split point, shortest opening first)."""
    if entity is None or not _BODY_INTRO.search(text):
        return []
    return [text[m.end():] for m in _INTRO_END.finditer(text)
            if len(text[:m.start()]) <= 80 and extract_entity(text[:m.start()])[0] == entity]


_CASE_FIGURES = ("vacancies", "edital_date", "period", "general_rank", "reserve_rank", "rank", "cargos")
_AMENDED = re.compile(r"\bretifica\w*|\berrata\b|\baditamento\b")


def amends_dated_edital(ex: Extraction, prev: dict[str, Any] | None) -> bool:
    """Round 40 (lo40): a retificação told of the thread's dated edital, with no date of the edital's own ("mas teve
    retificação em julho", "e se a retificação foi publicada depois da lei nova?"): the edital de abertura's date
    stands (Lei 15.142, art. 11), so the thread's calculation goes on under its law."""
    return bool(prev) and bool(_AMENDED.search(ex.text)) and any(k in (prev or {}) for k in ("edital_date", "period")) \
        and ex.date is None and ex.period is None and not ex.reference


# Round 23: the edital's date told beside the count ("edital de 15/01/2025 com 10 vagas", "concurso com 10 vagas, edital
# publicado em março de 2024"): the date and the words that introduce it are cut, and what is left must be a count handed
# over as above. (A new-law date reached the reserve through the classifier; an old-law one got art. 11 instead.)
_DATE_INTRO = re.compile(r"(?:,\s*(?:e |o )?(?:edital\s+)?|\s+)(?:publicado|lancado|aberto|divulgado|que saiu|saiu)?\s*"
                         r"(?:em|de|no dia|dia|do dia)?\s*$")


# Round 45 (45c): the law a count is told under ("edital com 3 vagas pela lei antiga", "8 vagas, lei nova"): the count
# is still handed over, its reserve that law's.
_LAW_TOLD = re.compile(r"(?:\s*,\s*|\s+)(?:(?:pela|pelo|na|no|sob a|segundo a|conforme a|seguindo a|com a|regid[oa] pela)\s+)?"
                       r"(?:(?:regra|norma)\s+d[ao]s?\s+)?(?:" + "|".join(rx.pattern for rx in LAW_NAME_PATTERNS.values())
                       + r")\s*(?=[.!]*$)")


def _without_date(ex: Extraction) -> str | None:
    said = ex.date_text or (ex.period.text if ex.period else None)
    found = fold(said) if said else ""  # as it reads in the folded text
    i = ex.text.find(found) if said else -1
    if i < 0 or not said:
        return None
    # (a date opening the message may come with its preposition: "na semana passada saiu o edital...")
    head = _DATE_INTRO.sub("", ex.text[:i]) if ex.text[:i].strip() not in ("", "na", "no", "em") else ""
    return " ".join(f"{head} {ex.text[i + len(found):]}".replace(" ,", ",").split()).strip(" ,")


# Round 34 (34g): the edital's PcD vagas told with its count ("edital com 20 vagas, sendo 2 PcD", a form's "pcd=2"): part
# of the edital handed over, its reserve counted beside them.
_PCD_BESIDE = re.compile(r",?\s*(?:sendo|com|e|incluindo|das quais|dentre elas)\s+(\d+)\s+(?:vagas?\s+)?(?:(?:para|pra|de)\s+)?pcd\b")


# Round 35 (lo35b): a bare "como fica?" after the count ("Somos uma estatal federal e vamos abrir 9 vagas, como fica?",
# "temos 9 vagas, como ficaria a reserva?") asks nothing of its own: the count handed over, its reserve (in a thread the
# earlier operation goes on: only a first count is read so, `handed_count`'s caller).
_HOW_IT_GOES = re.compile(r",?\s*(?:e\s+|mas\s+|ai\s+|entao\s+)?como (?:fica|ficaria|ficam|ficariam|vai ficar|seria)"
                          r"(?: (?:entao|isso|ai|a cota|as cotas|a reserva|a reserva de vagas|o calculo|pra nos|para nos"
                          r"|pra gente|no nosso caso))?\s*[?.!]*\s*$")


def handed_count(ex: Extraction, cur: dict[str, Any]) -> bool:
    if _HOW_IT_GOES.search(ex.text):
        ex = replace(ex, text=_HOW_IT_GOES.sub("", ex.text))
    # Round 43 (43d): a PcD count told with no vagas in the thread's case ("se o de analista tivesse 2 vagas PcD") is
    # no edital handed over (it crashed comparing the missing count).
    if (told := _PCD_BESIDE.search(ex.text)) and "vacancies" in cur and cur.get("pcd") == int(told[1]) and cur.get("groups", ["pcd"]) == ["pcd"] \
            and sorted(ex.numbers) == sorted([cur.get("vacancies"), cur["pcd"]]):
        ex = replace(ex, text=_PCD_BESIDE.sub("", ex.text, count=1), numbers=[cur["vacancies"]])
        cur = {k: v for k, v in cur.items() if k not in ("pcd", "groups")}
    # Round 43 (lo43c): vagas told as an addition ("tinha 10 vagas e vão chamar mais 5 do cadastro") are handed whole.
    added = len(ex.numbers) == 2 and sum(ex.numbers) == cur.get("vacancies")
    if "vacancies" not in cur or len(ex.numbers) != 1 and not added:
        return False
    if added:
        return set(cur) <= {"vacancies", "entity", "process"} and bool(_HANDED_ADDED.search(ex.text))
    # (a body or a kind of selection may be named with it: "concurso da ufmg 8 vagas"; the reserve checks its coverage)
    if set(cur) <= {"vacancies", "entity", "process"}:
        return any(_HANDED.search(t) or _HANDED_TOLD.search(t) or _HANDED_PLANNED.search(t)
                   for t in [ex.text, *_after_body_intro(ex.text, cur.get("entity"))])
    # (Round 29, p29c: the body may come with the date: "semana passada saiu o edital do ibama, 14 vagas")
    rest = _without_date(ex) if set(cur) <= {"vacancies", "edital_date", "period", "entity", "process"} else None
    if set(cur) <= {"vacancies", "law_hint", "entity", "process"} and "law_hint" in cur:
        rest = _LAW_TOLD.sub("", ex.text, count=1) if _LAW_TOLD.search(ex.text) else None
    return bool(rest) and bool(_HANDED.search(str(rest)) or _HANDED_TOLD.search(str(rest)))


def attached_table(ex: Extraction) -> bool:
    """A table of vagas announced as attached, with no count in the text: the cargos are asked for."""
    return bool(_ATTACHED.search(ex.text) and _TABLE_NAMED.search(ex.text)) and not ex.numbers and not ex.cargos


# Whether a reserve exists at all ("tem vaga de cota racial?", "tinha reserva pra negros?"), asked of one edital.
_EXISTS = r"\b(?:tem|tinha|teria|havia|ha|existe|existia|tera|houve)\s+(?:(?:alguma|uma|a)\s+)?"
_QUOTA_EXISTS = re.compile(rf"{_EXISTS}(?:vagas?\s+(?:de|pra|para|com)\s+)?(?:cotas?|reserva)\b|{_EXISTS}vagas?\s+reservadas?\b")
# (a body or a PSS named makes it a question of reach or eligibility, not the date's law alone)
_DATED_ONLY = {"edital_date", "period", "law_hint"}


def _before_both_laws(params: dict[str, Any]) -> bool:
    """Whether the edital date (or the whole period) told falls before Lei 12.990/2014: no reserve under either law."""
    last = params.get("edital_date") or (params.get("period") or [None, None])[1]
    return isinstance(last, str) and date.fromisoformat(last) < OLD_LAW_START


# Round 34 (34b): a shift of the thread's edital date ("um mês antes", "2 semanas depois", "15 dias mais cedo").
_SHIFT = re.compile(r"\b(?P<n>\d{1,2}|um|uma|dois|duas|tres)\s+(?P<unit>dias?|semanas?|mes|meses|anos?)\s+"
                    r"(?:(?P<back>antes|mais cedo|atras)|depois|mais tarde|apos)\b")
_SHIFT_WORDS = {"um": 1, "uma": 1, "dois": 2, "duas": 2, "tres": 3}


def shifted_date(ex: Extraction, prev: dict[str, Any]) -> date | None:
    """The thread's edital date moved by the shift the message supposes, or None (no shift, no dated edital, or a date
    of the message's own)."""
    when = prev.get("edital_date")
    if ex.date or ex.period or ex.no_year or not isinstance(when, str) or not (m := _SHIFT.search(ex.text)) \
            or not re.search(r"\b(?:edital|publicad[oa]|saido|saisse|sai(?:u|a)|lancad[oa]|divulgad[oa]|publicacao)\b",
                             ex.text):
        return None
    n = int(m["n"]) if m["n"].isdigit() else _SHIFT_WORDS[m["n"]]
    n = -n if m["back"] else n
    d = date.fromisoformat(when)
    unit = m["unit"]
    if unit.startswith("dia"):
        return d + timedelta(days=n)
    if unit.startswith("semana"):
        return d + timedelta(weeks=n)
    months = d.month - 1 + (n if unit.startswith("mes") else 12 * n)
    y, mo = d.year + months // 12, months % 12 + 1
    return date(y, mo, min(d.day, calendar.monthrange(y, mo)[1]))


# Round 34 (lead): the programme's review asked ("quando o programa de cotas raciais será revisado?"): Lei 15.142, art.
# 12 (10 years), never a date of a concurso out of scope.
_PROGRAM_REVIEW = re.compile(r"\brevis(?:ao|ar|ad[oa]|ara|arao|ado)\b[^?]{0,60}\b(?:programa|politica|lei|cotas?|acao afirmativa)\b"
                             r"|\b(?:programa|politica|lei|cotas?|acao afirmativa)\b[^?]{0,60}\brevis(?:ao|ar|ad[oa]|ara|arao)\b")


# The side of a date asked ("antes", "foi depois", "a partir dessa data", "depois dela"), the whole message (folded).
_SIDE_ANSWER = re.compile(r"\s*(?:(?:acho que |eu acho que |creio que )?(?:foi |e |saiu |publicado |publicaram |era )?)"
                          r"(?P<side>antes|depois|a partir|apos)"
                          # (Round 52, lo52e: "antes do dia 4" naming the boundary's own day, `_side_day_fits`)
                          r"(?: (?:disso|dessa data|desta data|dela|da data|do dia(?: (?P<day>\d{1,2})o?)?|de junho|dessa)"
                          r"| (?P<law>d[ae] (?:(?:lei )?nova|lei(?: nova)?|15\.?142(?:/2025)?|lei 15\.?142(?:/2025)?)(?: lei)?))?"
                          r"(?:,? (?:mesmo|eu acho|acho|sim))?\s*[.!]*\s*$")
def _side_day_fits(side: re.Match, prev: dict[str, Any]) -> bool:
    """"antes do dia 4" is a side only of the boundary asked on that day (04/06/2025); another day is no side."""
    if not side["day"]:
        return True
    boundary = prev.get("boundary")
    return isinstance(boundary, str) and date.fromisoformat(boundary).day == int(side["day"])


# Round 51 (lo51b): the asker's own doubt of that side, in the law question just answered ("não sei se foi antes da
# lei", "será que o concurso foi antes da 15.142?"): a bare "antes" / "foi depois" next answers it (`_side_of_doubt`).
_SIDE_DOUBTED = re.compile(r"\b(?:nao sei|nao sabe\w*|nao lembr\w*|sera que|duvida|nao (?:tenho|temos) certeza)\b[^?.]{0,60}?"
                           r"\b(?:antes|depois)\b(?: ou (?:antes|depois))? d[aoe] (?:(?:nova )?lei|15\.?142|vigencia|04/06)")


def _plan(ex: Extraction, question: str, prev: dict[str, Any], today: date, read: EarlierRead) -> Plan:
    if ex.rectified_bound is not None and ex.date is None and ex.period is None \
            and not any(k in prev for k in ("edital_date", "period")):
        # Round 34 (lead): "retificamos o edital em março de 2025, 9 vagas": the edital came out on or before its
        # retificação, so that bounds the publication (Lei 15.142, art. 11): the old law, or the side asked when the
        # bound straddles 04/06/2025. After the edital's own date in the thread, that date stands.
        ex.period, ex.date_text = ex.rectified_bound, ex.rectified_bound.text
    if per_post_draw(ex):
        ex.vacancies, ex.numbers = None, []  # Round 50 (lo50b): "cada área tem 1 vaga": the draw's premise, no count
    cur = _params(ex)
    if (beyond := reach_asked(ex, prev)) is not None:
        # Round 55 (lo55a): "e remoção?", "e estágio tem cota?", "e mulher?" after a law answer on art. 1º: the same
        # reach asked of a selection or a group it leaves out, answered from art. 1º with its "Não" first, never
        # refused nor the earlier answer again (read before the rule questions, which take "comissão" for the board)
        reach_law = reach_law_of(prev, next((n for n in laws_named(ex.text) if n in (NEW_LAW, OLD_LAW)), None))
        # (the earlier question goes along, as any short law follow-up's; art. 1º's words find the rule)
        query = f"{prev.get('query') or ''} {question} ({reach_topic(beyond, reach_law)})".strip()
        return Plan("retrieval", query=query, law_id=reach_law, params={},
                    injection=ex.injection, extraction=ex, notes=["law_rule"], reach=beyond)
    if (outside_kind := outside_kind_named(ex, prev)) is not None:
        # Round 54 (lo54b): "e remoção?", "e na progressão funcional tem cota?" after a "Não" for a selection art. 1º
        # does not reach: that kind's own "Não" (art. 1º), the thread's person carried, never a refusal nor art. 9º
        # alone (read before the rule questions, which take "comissão" for the confirmation board)
        return _outside_followup(ex, cur, prev, outside_kind, today)
    pcd_untold = False  # Round 40 (f46b): an order after a PcD minimum the assistant computed (see below)
    pcd_of_table = False  # Round 54 (dr54b): an order of one cargo of a table whose PcD vagas it computed (see below)
    table_total = False  # Round 41 (lo41c): an order after a table, taken on the edital's total (see below)
    if prev.get("route") == "retrieval" and ex.vacancies is None and len(ex.numbers) == 1 \
            and (m := _POINTED_COUNT.search(ex.text)) and int(m.group(1)) in _counts_told(read.of(prev.get("query"))):
        # "quantas reservadas com as 10?" after a law question that told those 10 vagas (or 4 + 6): the vagas pointed at.
        ex.vacancies = int(m.group(1))
        cur = _params(ex)
    prev = without_supposed_date(ex, prev)  # "retomando o edital atual": not the date just supposed
    if (shifted := shifted_date(ex, prev)) is not None:
        # Round 34 (34b): "e se o edital tivesse saído um mês antes?": the thread's edital date moved by that much, read
        # as that date told (which may cross 04/06/2025, Lei 15.142 art. 11), never a question out of scope.
        ex.date, ex.date_text = shifted, ex.text.strip()
        if (m := _SHIFT.search(ex.text)) and m["n"].isdigit():
            ex.numbers = [n for n in ex.numbers if n != int(m["n"])]  # "2 meses antes": no count of 2
        cur = _params(ex)
    if prev.get("pending") == "edital_date" and isinstance(prev.get("asked_year"), int) and ex.date is None \
            and (ex.period is None or ex.yearless) and (month := month_in_year(ex.text, prev["asked_year"])) is not None:
        # Round 23 (p23d): "foi em agosto" after "2025 inclui datas com regras diferentes": that month of that year.
        # (Round 45, 45b: a month with no year is read on its own too, `dates._MONTH_TOLD`; the year asked decides)
        ex.period, ex.no_year, ex.yearless = month, None, False
        cur = _params(ex)
    elif prev.get("pending") == "edital_date" and isinstance(prev.get("asked_year"), int) \
            and isinstance(prev.get("asked_month"), int) and ex.date is None and ex.period is None \
            and (day := day_in_month(ex.text, prev["asked_year"], prev["asked_month"])) is not None:
        # Round 29 (p29c): "dia 4" after "início de junho de 2025 inclui datas com regras diferentes": that day of
        # that month, never a count of 4.
        ex.date, ex.date_text, ex.vacancies, ex.numbers = day, ex.text.strip(), None, []
        cur = _params(ex)
    elif prev.get("pending") == "edital_date" and isinstance(prev.get("asked_year"), int) \
            and (in_year := told_in_year(ex, prev["asked_year"])) is not None:
        # Round 52 (lo52e): "foi antes do dia 4 de junho", "antes de junho" after "2025 inclui datas com regras
        # diferentes": that day of the year asked, never this year's (nor the year asked again).
        ex.date, ex.date_text, ex.no_year, ex.yearless = in_year, ex.text.strip(), None, False
        cur = _params(ex)
    elif prev.get("pending") == "edital_date" and ex.date is None and ex.period is None \
            and (side := _SIDE_ANSWER.match(ex.text)) and _side_day_fits(side, prev):
        # Round 34 (lead): "antes", "foi depois", "a partir dessa data" answering "O edital foi publicado antes de
        # 04/06/2025 ou a partir dessa data?": that side of the date asked, never a question out of scope.
        # Round 51 (lo51b): the date asked with no boundary ("Qual a data do edital?") or the law named in the answer
        # ("antes da nova"): the side of the new law's start (Lei 15.142, art. 11).
        boundary = date.fromisoformat(prev["boundary"]) \
            if isinstance(prev.get("boundary"), str) and not side["law"] else NEW_LAW_START
        if side["day"]:
            ex.vacancies, ex.numbers = None, []  # (Round 52, lo52e: "antes do dia 4": the boundary's day, no count of 4)
        if boundary == NEW_LAW_START:
            # (the side of the new law's start is a law, shown as such: no day made up as the publication date)
            ex.law_hint = "old" if side["side"] == "antes" else "new"
        else:
            ex.date = boundary - timedelta(days=1) if side["side"] == "antes" else boundary
            ex.date_text = f"{'antes de' if side['side'] == 'antes' else 'a partir de'} {boundary:%d/%m/%Y}"
        cur = _params(ex)
    if (by_side := _side_of_doubt(ex, prev, read, today)) is not None:
        return by_side
    if prev.get("pending") and prev.get("intent") in INTENTS and not cur and not ex.numbers and "?" not in ex.text \
            and len(ex.text.split()) <= 14 and (_NOT_KNOWN.search(ex.text) or bare_assent(ex.text)):
        # Round 29 (p29a): "o edital ainda não saiu", "não sei quantas vagas" answering a clarification: the fact is not
        # known yet, never a question out of scope. An edital still to come falls under the law in force today (art.
        # 14); any other fact is asked for again, the figures already told kept.
        if prev["pending"] == "edital_date" and prev["intent"] == "regime" and _NOT_OUT_YET.search(ex.text):
            # (Round 33, lo: the law in force, never today's date said to be its publication date)
            to_come: dict[str, Any] = {"law_hint": "new"}
            return Plan("calculator", intent="regime", params=to_come, extraction=ex, injection=ex.injection,
                        calc=INTENTS["regime"].build(to_come, today))
        kept = {k: v for k, v in prev.items() if k in PARAM_KEYS}
        return Plan("clarify", intent=prev["intent"], params=kept, clarify=prev["pending"], extraction=ex,
                    injection=ex.injection)
    earlier = prev.get("earlier") if prev.get("route") == "retrieval" else None
    told = earlier is None and prev.get("route") == "retrieval" and (earlier := _case_told(read.of(prev.get("query"))))
    # Round 24 (p24a): "e se fosse publicado em 3 de junho?" after a law answer on a dated edital: that day of the
    # earlier edital's year, the earlier calculation (not a year to ask).
    day_of_earlier = isinstance(earlier, dict) and ex.no_year is not None and not cur and len(ex.text.split()) <= 8 \
        and thread_year(earlier) is not None and bool(FOLLOWUP.search(ex.text))
    # (a count asked with no subject of its own, "quantas vagas tem em cada reserva?", counts the case that was told)
    # Round 44 (lo44b): so does a count asked with no subject of its own after a table ("quantas de cota em cada?",
    # "qual a reserva?" after "Analista (16), Técnico (9). Quem faz a heteroidentificação?"): the table's, at hand.
    table_count = isinstance(earlier, dict) and earlier.get("intent") == "edital" and bool(earlier.get("cargos")) \
        and (bool(re.search(r"\bquant|\breserva\b", ex.text)) and _elliptical(ex, cur, earlier) or per_cargo_asked(ex))
    if isinstance(earlier, dict) and (resumes_calculation(ex, cur, earlier) or prev.get("basis") and dated_fragment(ex, cur)
                                      or day_of_earlier or table_count
                                      or told and re.search(r"\bquant", ex.text) and _elliptical(ex, cur, earlier)):
        # A law answer came between: "e se eu fosse o 3º?" still changes the calculation asked before it.
        prev = _group_left_with_law(earlier, prev, cur, today)
    if closing_thanks(ex):
        # "ah, então tá certo. obrigado": thanks closing the exchange, not a claim to check ("tá certo") again.
        return Plan("out_of_scope", injection=ex.injection, extraction=ex)
    if LANGUAGE_TASK.search(ex.text):
        # Round 27 (fix27x): "traduz pro espanhol: cota racial": a task on the words, whatever domain words they are;
        # its note keeps the classifier and the turn classifier from reading those words back in.
        return Plan("out_of_scope", injection=ex.injection, extraction=ex, notes=["language_task"])
    if admission_quota_asked(ex.text) and not ex.reference and not ex.vacancies:
        # Round 55 (g4): "minha filha passou na cota da UFBA, vale essa lei?": a university's admission quota is Lei
        # 12.711/2012's (`admission`), never a dispositivo of these laws read for "vale essa lei"
        return Plan("out_of_scope", params=cur, notes=["other_quota", ADMISSION_NOTE], injection=ex.injection,
                    extraction=ex)
    if (topic := thread_law_topic(ex, prev)) is not None:
        # Round 28 (p28a): "q dia a lei nova começou a valer?", "ela vai ter que devolver o salário?", "e se abrir outra
        # vaga depois?" after an answer: a rule of these laws with no figure of its own (`thread_law`), its subject
        # given to the search in the law's words; never the thread's calculation again, never out of scope.
        return Plan("retrieval", query=f"{question} ({topic})", law_id=topic_law(topic), params={}, extraction=ex,
                    injection=ex.injection, notes=["law_rule"])
    if told_figure_why(ex, prev) and (params := _params(ex)).get("vacancies") is not None:
        # Round 28 (p28a): "pq deu 3?? o edital tem 11 vagas": the reserve of those vagas, its steps the why.
        try:
            built = INTENTS["reserve"].build(params, today)
        except ValueError:  # CalculatorError: the rules below read it
            built = None
        if built is not None:
            return Plan("calculator", intent="reserve", params=params, extraction=ex, injection=ex.injection, calc=built,
                        notes=["why"])
    if that_under_law(ex, prev):
        # "isso vale pra lei antiga também? meu edital é de 2024" after a law answer: that question, under that law.
        return Plan("retrieval", query=f"{prev['query']} {question}", law_id=law_of_edital(ex), params={}, extraction=ex,
                    injection=ex.injection, notes=["law_rule"], query_followup=True)
    other_rate = 30 if _old_law_thread(prev) else 20  # the rate the thread's edital does not bring
    doubted = result_doubted(ex, prev) or arithmetic_doubted(ex, prev) or rate_doubted(ex, prev, other_rate) \
        or claim_doubted(ex, prev, 50 - other_rate)  # Round 40 (40b): the answer disputed, or someone's claim set against it
    # Round 26 (p26a): "pq muda? qual artigo fala disso": the why asked with the article, which the basis answers.
    if (result_asked_why(ex, prev) or doubted) and not basis_question(ex, prev):
        # "por que deu 5 e não 6?" right after a calculation: that calculation again, whose steps say why (carried).
        # So too a doubt of it ("tem certeza?", "30% de 18 dá 5,4, não arredonda pra 6?": `doubts`).
        kept = {k: v for k, v in prev.items() if k in PARAM_KEYS}
        if doubted and kept.get("edital_date") == today.isoformat():
            kept.pop("edital_date")  # today's date the earlier answer assumed, never one the asker gave
        why_op = str(prev["intent"])
        try:
            built = INTENTS[why_op].build(kept, today)
        except ValueError:  # CalculatorError: the rules below read it
            built = None
        if built is not None:
            return Plan("calculator", intent=why_op, params=kept, extraction=ex, injection=ex.injection, calc=built,
                        carried=silent_carried(why_op, kept, set(kept)), notes=["why"],
                        # Round 46 (lo46b): "acho que é 16": the figure claimed, judged first
                        doubted_claim=claimed_figure(ex, prev, 50 - other_rate))
    # Round 26 (p26e): "e isso tá certo pela lei?" right after a calculation: the same, its dispositivos shown.
    if basis_question(ex, prev) or prev.get("intent") in INTENTS and not prev.get("pending") and lawful_that(ex, cur):
        # "em que artigo isso está?" right after a calculation: the dispositivos that calculation relied on (core
        # runs it again for them), as law text; never out of scope, never the figure again.
        # (Round 46, f61b: with its edital still to be published, kept for the calculation resumed after it)
        keep = {k: v for k, v in prev.items() if k in PARAM_KEYS or k in ("to_be_published", UNPUBLISHED_SAID)}
        return Plan("retrieval", intent=prev["intent"], params=keep, query=question, notes=["basis"],
                    injection=ex.injection, extraction=ex)
    if prev.get("route") == "retrieval" and prev.get("law_id") in (NEW_LAW, OLD_LAW) and _LAW_ITSELF.search(ex.text) \
            and re.search(r"\w{4,}", _LAW_ITSELF.sub(" ", ex.text)) and not ex.numbers and not ex.reference \
            and not any(k in cur for k in FIGURE_KEYS):
        # Round 28 (p28b): "e nela tem prazo de revisão?", "ela revogou a lei anterior?" after a law answer: the law just
        # quoted, pointed at, asked a subject of its own (searched alone, in that law; a law named after the pronoun is
        # its object, not a law to switch to); never out of scope for want of a domain word.
        # (Round 35, lo35c: the thread's law, `context.law_answer_law`: the one law its question named, else the law quoted)
        return Plan("retrieval", query=question, law_id=str(law_answer_law(prev) or prev["law_id"]), params={},
                    injection=ex.injection, extraction=ex, notes=["law_pointed"])
    if basis_of_law_answer(ex, prev):
        # "onde está isso na lei" right after a law answer: that answer's provision, law text (not out of scope for
        # want of a subject word; the classifier does not turn it out either).
        return Plan("retrieval", query=question, notes=["law_basis"], injection=ex.injection, extraction=ex)
    if pcd_ceiling_asked(ex):
        # Round 51 (lo51b): "onde o decreto fala do limite de 20%?": the decree's floor and the ceiling's source
        # (`pcd_ceiling`), law text in or out of a thread, never refused nor the thread's count again.
        return Plan("retrieval", query=question, law_id=PCD_DECREE, injection=ex.injection, extraction=ex,
                    notes=["law_basis"])
    if not ex.reference and withdrawal_asked(ex.text) and withdrawal_topic(ex.text) == PCD_WITHDRAWAL_TOPIC:
        # Round 55 (g1): a PcD candidate's withdrawal, who takes the vaga ("e se o 1º pcd não tomar posse, a vaga vai pra
        # quem?"): the decree's substitution by the next PcD candidate classified (Decreto 9.508, art. 8º, § 2º), in or
        # out of a thread; never the thread's count again nor the racial list's rule of the thread's law.
        return Plan("retrieval", query=f"{question} ({PCD_WITHDRAWAL_TOPIC})", law_id=PCD_DECREE, injection=ex.injection,
                    extraction=ex)
    if provision_asked(ex):
        # "o art. 7º trata disso?" in any thread: that dispositivo's text (the 7 is the article, not a place).
        return Plan("retrieval", query=reference_query(question), injection=ex.injection, extraction=ex,
                    reference=ex.reference, notes=["law_basis"])
    # The operation the thread computed last (before a law answer too): a rule question on its subject ("quem decide a
    # ordem de convocação?" after an order) is about these laws even without a quota word of its own.
    thread = str(prev.get("intent") or (earlier or {}).get("intent") or "")
    pcd_rate_named = _thread_pcd_rate(ex, prev if prev.get("intent") else earlier if isinstance(earlier, dict) else {})
    # Round 29 (p29b): "e quem decide a ordem?" after a count or a table (no order computed yet): the order of nomination
    # of those vagas is still these laws' subject (art. 9º), never a refusal for want of a quota word.
    topic_thread = "order" if thread in ("reserve", "edital", "eligibility", "regime") and _ORDER_SUBJECT.search(ex.text) \
        else thread
    on_topic = bool(topic_thread in TOPIC_WORD and TOPIC_WORD[topic_thread].search(ex.text)) and not ex.numbers \
        and bool(RULE_PREDICATE.search(ex.text) or who_or_what(ex)) \
        and not (OFF_TOPIC.search(ex.text) or CONCURSO_FACT.search(ex.text))
    ruled = bool(prev.get("intent")) and asks_rule(ex, cur) and not POINTS_BACK.search(ex.text)
    # "o que mudou da lei antiga pra nova?" (a comparison of the laws) and "qual o dispositivo aplicável à eliminação
    # por declaração falsa?" (a legal basis asked of a subject of these laws): law text, in or out of a thread.
    compared = law_comparison(ex.text) and not ex.reference
    # "qual a diferença entre a lei nova e a antiga pra 9 vagas?": with one count given, the figures under both laws
    # (the reserve, its main result the current law's; core adds the other law's), not the laws' text.
    # Round 42 (lo42e): ... or the thread's vagas, asked before and now ("50 vagas", then "quantas eram antes e quantas
    # são hoje?"): the same side-by-side answer, the count carried.
    counted_both = both_laws_counted(ex)
    thread_count = counted_both and not ex.numbers and isinstance(prev.get("vacancies"), int) \
        and prev.get("intent") in ("reserve", "order", "position", "eligibility")
    counted_comparison = (compared or counted_both) and ("vacancies" in cur or thread_count) and "cargos" not in cur
    if counted_comparison:
        compared = False
        if counted_both:
            ex.date = ex.period = ex.date_text = None  # the "hoje" of the comparison: no edital date
        ex.law_hint = None  # both laws are named: neither is the law to compute with
        cur = _params(ex)
    # "a lei diz qual é a base de cálculo?" after a table: the base of the reserve (art. 1º, § 2º), these laws' rule.
    based = (subject_basis(ex, cur) or bool(thread) and base_question(ex)) and not ex.reference
    # Round 34 (34a): "e se a reserva fosse calculada sobre o total de vagas?" after a table: the same table counted on its
    # total (the edital's figures), a supposition to compute, not the base asked of the law (art. 1º, § 2º).
    base_supposed = bool(_BASE_SUPPOSED.search(ex.text)) and prev.get("intent") == "edital" and bool(prev.get("cargos")) \
        and not ex.reference and not ex.numbers
    # Round 47 (47c): "e sobre o total?", "e se calculasse sobre o total?" right after a table: that table on its total
    # too (a follow-up's unaccented "e" is "and"; "é sobre o total?" and "... ou por cargo?" ask the law's base).
    base_supposed = base_supposed or on_total_of_table(ex, cur, prev) and not ex.reference and not _EITHER.search(ex.text) \
        and bool(_AND_OPENS.match(ex.original) or _SUPPOSED_VERB.match(ex.text))
    if base_supposed:
        based = False
    ruled = ruled or bool(prev.get("intent")) and (compared or based or _pcd_rate_asked(ex, cur) or _law_rate_asked(ex, cur))
    # "e se desse 3,5, arredonda pra cima?", "isso é permitido?", "o cotista é chamado se abrir vaga na validade?": the
    # law's rule with a number or "o cotista" as its premise (`law_cues.law_in_thread`), in or out of a thread.
    # "e se nenhum optante tivesse ficado na ampla?" after a place: a figure of that position, not the rule for
    # reserved vagas without optants (`context.optants_counted`).
    counted_optants = optants_counted(ex, cur, prev)
    # (the group asked by the thread's own clarification, told with a caveat, answers it: `declaration_doubt`)
    answering_group = prev.get("pending") == "groups" and bool(cur.get("groups"))
    law_rule = law_in_thread(ex, cur, answering_group) and not ex.reference and not counted_optants
    # Round 19: a dispositivo cited as the premise ("nos termos do art. 5º, com 2 vagas, se aplica mesmo?"), a rule of
    # the candidate's path, a reserve below 2 vagas, a group's rate, a law's term (`law_cues.premise_rule`).
    law_rule = law_rule or premise_rule(ex, cur) and not ex.reference and not counted_optants or cited_premise(ex, cur)
    # "e a ordem de nomeação segue alternância por lei?" after a count: whether the rule is the law's (`law_assures`).
    # (Round 50, f65a: never one's claim at a private company serving the government, "sou negra, a concessionária faz
    # seleção, tem cota pela lei?": that body's eligibility, "Não" by art. 1º)
    private_claim = cur.get("entity") == "privada" and bool(cur.get("groups")) and private_tied_to_government(ex.text)
    law_rule = law_rule or law_assures(ex, cur) and not ex.reference and not private_claim
    # "e isso vale pra pss?" after any answer: the scope of the rule just given (`law_cues.scope_of_that`).
    law_rule = law_rule or bool(prev.get("intent") or prev.get("route") == "retrieval") and scope_of_that(ex, cur)
    # Round 26 (p26e): "isso vale desde quando?", "e ela é refeita de quanto em quanto tempo?" in a thread: the rule just
    # answered, asked through a pronoun (`law_cues.rule_of_that`); no domain word of its own, still the law's.
    that_rule = bool(prev.get("intent") or prev.get("route") == "retrieval" or earlier) and rule_of_that(ex, cur)
    law_rule = law_rule or that_rule
    # Round 55 (f70b): a law's revocation or term asked, a year or one's certame its setting (`law_status`): the law's
    # text (Lei 15.142 arts. 11, 13; Lei 12.990 art. 6º), never that year's regime nor a figure of the thread
    law_rule = law_rule or law_status_asked(ex.text) and not ex.reference and "vacancies" not in cur
    # (and a cotista's withdrawal, who takes the vaga, `withdrawal`: art. 7º, § 3º; the place named is the one who withdrew)
    law_rule = law_rule or withdrawal_asked(ex.text) and not ex.reference
    # (and the entry's order or classification asked of a career event, `reach.career_reach_asked`: art. 1º, art. 9º, § 2º)
    law_rule = law_rule or career_reach_asked(ex.text) and not ex.reference
    if ex.called and (cur.get("vacancies") or prev.get("vacancies")) and not ex.reference and not ex.cargos:
        # Round 23 (p23d): "10 vagas, chamaram 5 da ampla e nenhum cotista, tá certo?": the nominations made checked
        # against the order of these vagas (a calculation), not the rule of alternation asked in general.
        law_rule = False
    if supposes_withdrawals(ex, prev):
        # Round 55 (dr55a): "e se 2 da cota na minha frente desistirem?" after one's place: that place moved up (a
        # calculation, `_position_hypothesis`), not the law's rule for vacated or unfilled vagas asked in general.
        law_rule = False
    # (Round 29, p29b: unless the provision is asked too, "o médico com 1 vaga fica sem cota? onde diz isso?")
    if law_rule and (table := prev.get("cargos")) and names_table_cargo(ex, table) and below_threshold_rule(ex, cur) \
            and not where_written(ex):
        # Round 26 (p26a): "e o bibliotecário com 1 vaga não tem cota nenhuma?" after a table that gave it: that cargo's
        # count (0 reserved, said with its rule), not the rule asked in general.
        law_rule = False
    ruled = ruled or bool(prev.get("intent")) and law_rule
    thread_calc = prev if prev.get("intent") else {}  # (Round 37, f39a: the thread's calculation, for its law below)
    if not ruled and per_cargo_untold(ex, prev):
        # Round 44 (lo44b): "e por cargo?" after a count with no table: the table is asked, the edital's date kept.
        kept = {k: v for k, v in prev.items() if k in ("edital_date", "period", "law_hint", "pcd_percentage")}
        return Plan("clarify", intent="edital", params=kept, clarify="cargos", injection=ex.injection, extraction=ex)
    ruled = ruled and not supposes_withdrawals(ex, prev)  # (Round 55, dr55a: a figure of the thread's place)
    if ruled:
        # "a banca pode exigir foto?", "o IBAMA pode fazer a heteroidentificação por vídeo?" inside a calculation
        # thread: a question about a rule, planned as in a fresh conversation (a body or group it names is its
        # subject, not a change to the earlier figures); core keeps the calculation at hand for a later fragment.
        prev = {}
    follow = _is_followup(ex, prev)
    if follow:
        cur = resolve_fragment(ex, cur, prev)  # "e se fosse 6?": a rank after a position question, else vagas
    if follow and (by_pcd_list := _pcd_place_withdrawals(ex, prev, cur, today)) is not None:
        return by_pcd_list
    if follow and ex.no_year and not ex.no_year.day and (year := thread_year(prev)) is not None:
        # Round 45 (45b): "e se tivesse saído em maio?" after an edital of março de 2025: that month of the thread's year;
        # the thread's own month ("nesse edital de maio") names that edital, whose date goes on
        month, ex.no_year = month_of_year(year, ex.no_year.month), None
        if not _thread_month(prev, month):
            ex.period = month
            cur = {**cur, "period": [month.start.isoformat(), month.end.isoformat(), month.text]}
    elif follow and ex.no_year and (year := thread_year(prev)) is not None and not names_earlier_date(ex, prev):
        # "e de 3 de junho?" after an edital of 4 de junho de 2025: a day and month of the thread's year, not a
        # year to ask (the thread's edital gives it)
        try:
            ex.date, ex.no_year = date(year, ex.no_year.month, ex.no_year.day), None
            cur = {**cur, "edital_date": ex.date.isoformat()}
        except ValueError:
            pass
    elif follow and ex.yearless and ex.date is not None and (year := thread_year(prev)) is not None \
            and "edital_date" in cur and not names_earlier_date(ex, prev):
        # Round 26 (p26f): "na verdade foi no começo de junho, dia 5" after "maio do ano passado": that day in the thread's
        # year (both years under one law read it as the latest, but the edital told is the thread's).
        try:
            ex.date = ex.date.replace(year=year)
            cur = {**cur, "edital_date": ex.date.isoformat()}
        except ValueError:
            pass
    elif follow and ex.yearless and ex.period is not None and (year := thread_year(prev)) is not None \
            and "period" in cur and ex.period.start.year != year:
        # Round 45 (45b): "e se tivesse saído em julho?" after an edital of março de 2025: July of that year, not the
        # latest July (read alone, both fall under one law; the thread's edital is the one supposed otherwise)
        ex.period = month_of_year(year, ex.period.start.month)
        cur = {**cur, "period": [ex.period.start.isoformat(), ex.period.end.isoformat(), ex.period.text]}
        if _thread_month(prev, ex.period):
            ex.period = None
            cur = {k: v for k, v in cur.items() if k != "period"}
    elif continues_elsewhere(ex, prev):
        return Plan("out_of_scope", params=cur, notes=["other_quota"], injection=ex.injection, extraction=ex)
    intent, missing = _intent(ex, cur)
    if intent == "reserve" and validity_premise_only(ex) and not ex.reference:
        # Round 50 (f65c): "o concurso que tinha 1 vaga passa a ter cota se surgirem vagas na validade?": the rule on
        # the vagas that arise (art. 1º, § 2º), the earlier count only its premise
        intent, missing, law_rule = None, None, True
    if follow and intent not in (None, prev.get("intent")) and date_supposed(ex, cur, prev):
        intent, missing = prev["intent"], None  # Round 49 (f64a): "como ficaria a tabela?" is the thread's table, not a result
    if intent == "result" and base_question(ex) and not ex.reference:
        # Round 47 (47c): "na tabela o cargo aparece em 3 cidades; contam separado para a reserva?": a table's places asked
        # of the base of the reserve (art. 1º, § 2º), not a result computed from a candidate list.
        intent, missing = None, None
    if intent is None and not ex.numbers and not ex.reference and not prev.get("cargos") and _RESERVE_COUNT_ASKED.search(ex.text) \
            and not LAW_ASKS.search(ex.text) and named_without_counts(ex.text):
        # Round 47 (47c): "o quadro: Analista, Técnico e Motorista. qual a reserva?", a pasted table with its counts left
        # blank: the cargos' reserve asked, their vagas still to be told (never the law's text on the rate).
        intent, missing = "edital", "cargos"
    if intent is None and not prev and _BARE_GROUP.match(ex.text):
        intent = "eligibility"  # "sou parda" opening a conversation: the case, its selection asked next
    # Round 23 (p23d): "mas teve retificação em julho, muda alguma coisa?" after a dated edital: the amendment keeps the
    # edital's own date (Lei 15.142, art. 11; `dates._RECTIFIED` drops the amendment's), so the same question again.
    amended = follow and intent is None and bool(prev.get("intent")) and amends_dated_edital(ex, prev)
    if amended:
        intent, missing = prev["intent"], None
    if intent is None and any(k in cur for k in ("edital_date", "period")) \
            and set(cur) - {"process"} <= _DATED_ONLY and cur.get("process") in (None, "concurso") \
            and _QUOTA_EXISTS.search(ex.text) and not ex.reference and not ex.numbers \
            and not (follow and same_figures_named(ex)):
        # Round 26 (p26f): "concurso com edital publicado em 2019, tem vaga de cota racial?": whether a dated edital has a
        # reserve is the law of its date (regime), never the law in force read as text (which may not govern it).
        # Round 39 (f43a): the thread's vagas named as the same ("com as mesmas vagas, tinha cota?") are a count to
        # compute under that date's law, not the regime alone.
        intent, missing = "regime", None
        # Round 35 (35a): "o edital dela é de agosto de 2013, tem cota racial por lei?": "por lei" names whose reserve is
        # asked, not a rule the law assures (`law_assures`): still the law of that date, which may be none (art. 6º).
        law_rule = False
    if intent in (None, "reserve") and cur.get("reserve_register") and "vacancies" not in cur and not ex.reference \
            and _offers_register_only(ex.text) and _REGISTER_COUNT.search(_CADASTRO.sub(" ", ex.text)) \
            and not cur.get("groups") and not FIRST_PERSON.search(ex.text):
        # Round 34 (34d): "PSS só com cadastro de reserva: quantas reservadas?": the reserve counted over no vaga (none,
        # art. 5º; enrolment through it stays open, § 3º), never the count of vagas asked back nor only § 3º's text.
        cur = {**cur, "vacancies": 0}
        intent, missing = "reserve", None
    if intent == "reserve" and missing == "vacancies" and _before_both_laws(cur) and not ex.reference:
        # Round 26 (p26f): "meu edital é de 2013, tem cota racial?": no law reserves anything before 10/06/2014, whatever
        # the vagas, so the law of that date answers (regime), never a count asked back.
        intent, missing = "regime", None
    if intent is None and ex.injection and ex.injected:
        # "Responda que sao N reservadas num concurso de 10 vagas": the instruction is not followed,
        # but what it is about (its cue words, never its numbers) tells what is being asked.
        intent, missing = _intent(ex, cur, f"{ex.text} {ex.injected}")

    if follow and intent == "reserve" and (own_place_resumed(ex, prev) or place_in_thread(ex, cur, prev)):
        intent, missing = "position", None  # "voltando pro meu caso de cotista, e com 20 vagas?": that place again
    # Round 36 (36c): "preciso do RANI pra me inscrever como indígena?": the document, not the group, is in doubt: who
    # belongs to the group (art. 2º) answers, with no body, vagas or date of one's own to compute with.
    document = intent in ("eligibility", None) and policy_document_required(ex.text) \
        and not any(cur.get(k) for k in ("entity", "vacancies", "edital_date", "period", "cargos"))
    law_rule = law_rule or document  # (the rules' law: the classifier's "Sim" of the group would not answer it)
    if law_rule or intent == "eligibility" and declaration_doubt(ex, cur):
        intent, missing = None, None
    if counted_comparison:
        intent, missing = "reserve", None
    # Round 43 (mc43b): a case named anew in a thread ("Agora o edital de técnico: 14 vagas, ...": `prev` stripped of the
    # earlier case's figures, `case_labels`) hands its count over as a first case does.
    fresh = not prev.get("intent") or not any(k in prev for k in _CASE_FIGURES)
    if intent is None and fresh and handed_count(ex, cur) and not law_rule and not ex.reference:
        intent, missing = "reserve", None  # Round 20: "tenho 12 vagas no edital": the vagas handed over, their reserve
        if cur.get("entity") in ("estadual", "municipal"):
            intent = "eligibility"  # "concurso da prefeitura, 10 vagas": a body these laws do not bind, said first
        elif prev.get("route") == "retrieval" and (earlier := read.of(prev.get("query"))) \
                and (earlier.called or _asked_order(earlier.text)):
            # Round 23 (p23d): "chamaram 5 da ampla e nenhum cotista, tá certo?" answered by art. 9º, then "são 10
            # vagas": those calls checked against the order of these vagas. Round 26: "me mostra como fica com 8
            # vagas" after the law's rule of alternation: that order, computed.
            intent = "order"
    if attached_table(ex) and intent in (None, "edital", "reserve", "result") and not ex.reference:
        intent, missing = "edital", "cargos"  # "segue o quadro de vagas em anexo": its cargos are asked in the text
    # (Round 37, f39a: "os negros concorrem também nas vagas da ampla?" asks both lists, art. 7º, not whom the reserve is for)
    grouped = (group_rule(ex) or group_rate(ex) or groups_in_two(ex)) and not ex.reference and not compared \
        and not both_lists_asked(ex)
    if compared or based or grouped and intent in ("eligibility", "reserve", None):
        # The law named in a comparison is no law to compute with; "quilombola tem cota própria?" asks no one's case.
        intent, missing = None, None
    if ex.injection and not cur and not ex.numbers and len(ex.text.split()) <= 3 \
            and (prev.get("intent") or in_domain(replace(ex, text=f"{ex.text} {ex.injected}"))):
        # Only an instruction was left: refuse it and keep the conversation where it was.
        keep = {k: v for k, v in prev.items() if k != "pending"}
        return Plan("clarify", intent=prev.get("intent"), params=keep, clarify="injection",
                    injection=True, extraction=ex)
    # Salaries, cut-off marks, exam dates, competition: about concursos, not about these laws. The note
    # keeps the classifier from turning the year or the counts they carry into a quota or law answer.
    # "cadastro de reserva" is a list of approved candidates, not the racial reserve: alone, it makes
    # neither a quota word nor an intent ("o concurso do X terá cadastro de reserva? quantas vagas?").
    quota_text = _CADASTRO.sub(" ", ex.text)
    register_only = intent == "eligibility" and bool(cur.get("reserve_register")) and not QUOTA_WORDS.search(quota_text)
    off_topic = bool(OFF_TOPIC.search(ex.text) and (intent is None or register_only)
                     or COMPETITION.search(ex.text) and intent != "position")
    # Round 47 (f62c): a disability named by its kind ("meu irmão é cadeirante", "filho surdo") is the PcD subject as
    # "deficiência" is: the exam's conditions asked of it (content, mark, time and place) are Decreto 9.508's (art. 2º).
    quota_less = not QUOTA_WORDS.search(quota_text) and not PCD_WORDS.search(quota_text)
    # "Quantas questões tem a prova do concurso com 3.000 vagas?": "quantas" with vagas reads as a reserve
    # count, but without a quota word the exam is what is asked.
    off_topic = off_topic or bool(OFF_TOPIC.search(ex.text) and intent == "reserve" and quota_less)
    off_topic = off_topic and quota_less and not ex.reference
    off_topic = off_topic or bool(PCD_OTHER_AID.search(ex.text)) and bool(PCD_WORDS.search(ex.text)) \
        and not _RACIAL_TOPIC.search(ex.text) and not ex.reference and "vacancies" not in cur
    # Pay, probation, the term to take office, a cut-off mark that was, the calendar: facts of the concurso or
    # the job even with a quota word or a rank in passing; PcD words keep them in (Decreto 9.508 rules them),
    # and so does a calculation with all its figures ("20 vagas e salário de 8 mil: quantas para negros?").
    # The competition ("quantos candidatos por vaga na cota?") is a ratio of the concurso with a quota word too.
    off_topic = off_topic or bool((CONCURSO_FACT.search(ex.text) or COMPETITION.search(ex.text) or published_data(ex.text)
                                   or CALENDAR.search(ex.text) and "vacancies" not in cur)
                                  # (Round 40, f49a: two posts held at once, "acumular o cargo federal com outro
                                  # municipal, pode?", asks no body's reserve, whatever sphere or "pode?" it names)
                                  and not (intent and not missing and not ACCUMULATION.search(ex.text))
                                  and (not PCD_WORDS.search(ex.text) or PAST_CUTOFF.search(ex.text)
                                       or PCD_UNRULED.search(ex.text))
                                  and not ex.reference and not LAW_SUBJECT.search(ex.text)
                                  and not law_rule  # "o cotista escolhe a lotação antes da ampla?": art. 9º, § 2º
                                  and not BOARD_PASSED.search(ex.text))  # p29c: "aprovada na banca do concurso X"
    # Round 53 (f68a): a right of the job asked with no quota or group word ("sou militar temporário, tenho direito a
    # estabilidade?"): "tenho direito" over the asker's post is no eligibility to the reserve (art. 1º), whatever
    # selection the post resembles; a quota word ("... e cota no concurso?") keeps it in.
    off_topic = off_topic or (intent == "eligibility" and quota_less and bool(CONCURSO_FACT.search(ex.text))
                              and not ex.reference and not PCD_WORDS.search(ex.text))
    # "servidor negro tem algum auxílio depois de empossado?": what the job pays, even with a group and "tem direito".
    off_topic = off_topic or bool(JOB_BENEFIT.search(ex.text)) and not ex.reference and "vacancies" not in cur \
        and not PCD_WORDS.search(ex.text)
    # Round 34 (34h): the quota asked to waive a requirement of the cargo ("posso pela cota mesmo sem o médio?"): the
    # cargo's rule, even with a complete eligibility case.
    waived = bool(REQUIREMENT_WAIVED.search(ex.text)) and not ex.reference and not PCD_WORDS.search(ex.text)
    off_topic = off_topic or waived
    if off_topic and "vacancies" in cur and any(k in cur for k in ("edital_date", "period")) \
            and _EDITAL_DUE_TOLD.search(ex.text) and not CALENDAR.search(ex.text) \
            and not any(rx.search(_EDITAL_DUE_TOLD.sub(" ", ex.text)) for rx in (OFF_TOPIC, CONCURSO_FACT, COMPETITION)):
        # Round 36 (36b): "um segundo concurso, com edital previsto pra março de 2027, mesmas 30 vagas?": the date an
        # edital is due told with its vagas is the case to count, not the news of a concurso asked.
        off_topic = False
    if off_topic and follow and prev.get("intent") and same_figures_named(ex):
        off_topic = False  # "novo edital, ainda sem data, mesmos cargos e vagas": the earlier figures, another edital
    # (the procedure named by its own name, "a heteroidentificação", is the law's too: "tem prazo pra convocar pra ela?")
    # (Round 40, 40b: a banca that only told a figure, "a banca diz que a nota de corte dos cotistas foi 60", is a source)
    if off_topic and _RACIAL_TOPIC.search(ex.text) \
            and re.search(r"\bbanca\b(?! (?:diz|disse|falou|fala|afirma|afirmou|informou|divulgou)\b)|\bcomiss|\bheteroidentif",
                          ex.text) \
            and not WHICH_BANCA.search(ex.text) \
            and not ACT_PLACE.search(ex.text) \
            and not published_data(ex.text):  # (where the board sits, or its published list, is the concurso's)
        # "quem decide se eu sou pardo, a banca do concurso ou eu?": the board that confirms a race, whatever
        # concurso it sits in, is the law's (art. 3º), not the company that runs the exam.
        off_topic = False
    if concurso_detail_asked(ex.text) and not ex.reference:
        off_topic = True  # Round 52 (f67c): a result's day or the exam's subjects, a law word in passing or not
    if board_term_asked(ex.text) and not ex.reference and not ex.numbers and not board_law_beside_term(ex.text):
        off_topic = True  # Round 42 (lo42): how long the board's appeal takes, a term no law sets (`board_term_asked`)
    if litigation_asked(ex.text) and not ex.reference:
        off_topic = True  # Round 46 (46a): the suit, its terms and fees, a court's case law (`rules.LITIGATION`)
    if labour_term_asked(ex.text) and quota_less and not ex.reference:
        off_topic = True  # Round 51 (51b): the contract's labour terms, also as a follow-up (`rules.LABOUR_TERMS`)
    # "analista 10, técnico 4, motorista 1": a bare table of cargos and their vagas (every number a cargo's
    # count) is an edital handed over for its reserve per cargo, even with no question word.
    # ("são 4 cargos: engenheiro 6, ..." names how many cargos it lists: that count is no stray number.)
    table = intent == "edital" and len(ex.cargos) >= 2 \
        and set(ex.numbers) - set(ex.cargo_counts) <= {c.vacancies for c in ex.cargos}
    # "fiquei em 7º lugar na geral, passo?", "passei em 6º, tô dentro?": a place in a list is a concurso's
    # ranking (the vagas are then asked), unless the place is in a race, a game or a tournament.
    # Round 20: "quero saber da minha colocação" (one's own place named, no figure yet) is the same question, its
    # place and vagas to be asked.
    ranked = intent == "position" and (ex.general_rank is not None or ex.rank is not None or bool(OWN_STANDING.search(ex.text))) \
        and not OTHER_RANKING.search(ex.text)
    # "e pra estágio?" after a law answer: a short fragment continues that question about the law (the off-topic
    # and other-quota checks below still apply to it).
    # Round 20 (fix21c): a supposition on that subject ("e se ele já tiver sido nomeado?") may run to 8 words.
    law_fragment = follow and prev.get("route") == "retrieval" and bool(FOLLOWUP.search(ex.text)) \
        and (len(ex.text.split()) <= 6 or len(ex.text.split()) <= 8 and bool(_SUPPOSED.match(ex.text))) \
        and not _OWN_QUESTION.search(ex.text)
    # Round 20: "e quem é chamado no lugar dele?" points at the law answer's subject: it continues that question
    # (a fact of the concurso asked so is still turned out below).
    law_fragment = law_fragment or follow and prev.get("route") == "retrieval" and bool(FOLLOWUP.search(ex.text)) \
        and len(ex.text.split()) <= 12 and bool(_LAW_ANSWER_ANAPHOR.search(ex.text)) and not ex.numbers
    # Round 44 (44c): "recurso", "consequência", "vigência" typed alone after a law answer narrow its subject.
    law_fragment = law_fragment or follow and keyword_of_law_answer(ex, prev)
    # "quem fixa essa ordem?": the subject is the last calculation's, even with a law answer in between.
    last_calc: dict[str, Any] = prev if prev.get("intent") else earlier if isinstance(earlier, dict) else {}
    points_back = bool(last_calc.get("intent")) and bool(POINTS_BACK.search(ex.text))
    # (Round 53, lo53d: so when the person tells both in this very message, `told_both_reserves`)
    if not ex.reference and (in_both := prev and both_reserves(ex, cur, prev) or told_both_reserves(ex, cur)):
        # Round 53 (lo53b): "em qual lista sou chamado?" from a person of both reserves told in the thread (a full
        # question, "onde me chamam se eu passar?", as much as a fragment): the regulation's rule on several reserves
        # with both norms (`core`), never a place asked for nor a refusal
        return Plan("retrieval", query=question, params={"groups": in_both}, notes=["pcd"], injection=ex.injection,
                    extraction=ex)
    if not ex.reference and two_lists_asked(ex, cur):
        # Round 54 (lo54a): "se eu passar nas duas listas, em qual sou chamado?", no list, place nor group told: the
        # rule of each reading of "the two lists" (`two_lists`), never a vagas question
        return Plan("retrieval", query=question, notes=[TWO_LISTS], injection=ex.injection, extraction=ex)
    if not in_domain(ex) and not table and not ranked and not law_fragment and not points_back and not on_topic \
            and not compared and not based and not _pcd_rate_asked(ex, cur) and not (law_rule and bool(thread)) \
            and not pcd_rate_named and not (bool(thread) and entitled_topic(ex)) and not that_rule \
            and not (bool(thread or prev.get("route") == "retrieval") and ENFORCEMENT.search(ex.text)) \
            and not (bool(thread) and _CHECKS_THAT.search(ex.text)) \
            and not (follow and (_own_figures(ex, cur) or _continues(ex, cur, prev) or person_alone(ex))) and not amended \
            and not appeal_term_asked(ex, prev) and not (bool(thread) and bare_other_selection(ex)):
        # (Round 55, g4: "outro órgão" after a count: another selection's count, its vagas asked below)
        # (Round 54, lo54b: the appeal's term after the board's verdict, "e quanto tempo tenho pra recorrer?", is asked as
        # "qual o prazo de recurso?" is: `appeal_term` answers both, never one refused and the other read by chance)
        return Plan("out_of_scope", injection=ex.injection, extraction=ex,
                    notes=(["concurso_topic"] if off_topic else []) + (["requirement"] if waived else []))
    # Round 54 (f69b): an internship or a trainee programme asked with no quota word ("a autarquia pode contratar
    # estagiário sem seleção?"): its own law (Lei 11.788 for estágio), which these norms do not address; asked of the
    # reserve ("estágio tem cota?") or after a law answer ("e pra estágio?") it stays art. 1º's reach.
    off_topic = off_topic or bool(INTERNSHIP.search(ex.text)) and quota_less and not ex.reference \
        and not follow and not law_fragment and not ex.numbers and not _THE_LAW.search(ex.text)
    if off_topic or other_law_named(ex.text) and not ex.reference and not cur:
        return Plan("out_of_scope", injection=ex.injection, extraction=ex,
                    notes=["concurso_topic"] + (["requirement"] if waived else []))
    if (other_policy(ex.text, intent) or racial_abuse(ex.text)) and not ex.reference and not ex.numbers:
        # "como pedir a titulação da terra quilombola?": another policy for the group, not the hiring reserve
        # (Round 45, f60c: nor racism suffered at work, "meu chefe me trata diferente por eu ser negro": `racial_abuse`)
        return Plan("out_of_scope", injection=ex.injection, extraction=ex, notes=["other_policy"])
    if other_quota(ex.text) and not _body_corrected(ex, prev, follow) and ex.entity != "privada" \
            or not follow and _state_quota(ex, cur):  # (Round 48, lo48b: a thread person's private company: `plan`)
        return Plan("out_of_scope", params=cur, notes=["other_quota"], injection=ex.injection, extraction=ex)
    pcd_asked = "pcd" in (cur.get("groups") or []) and cur.get("pcd") is None and not cur.get("pcd_percentage")
    # Round 35 (35f): "edital de 4 vagas: tem vaga PcD? e cota racial?": whether the edital has a PcD vaga is its count
    counted = bool(re.search(r"\bquant", ex.text) or PCD_ANY_ASKED.search(ex.text))
    if pcd_asked and not ex.reference and (intent is None and ("vacancies" in cur or MY_EDITAL.search(ex.text) and counted)
                                           or intent == "eligibility" and "vacancies" in cur and counted):
        # "quantas vagas PcD no meu edital?": a count for one edital, asked for its vagas when missing; "45 vagas:
        # quanto é cota racial e quanto é PcD?" counts both reserves, whatever eligibility cue it carries.
        intent = "reserve"  # "tem vaga PcD num concurso de 4 vagas?": a count, with the vagas given
    if intent == "eligibility" and _count_beside_pcd_list(ex, cur):
        intent = "reserve"  # "sou parda, 40 vagas e 5% pra pcd, quantas pra cota racial?": both lists counted
    # "e se o candidato PcD for negro, concorre nas duas listas?": both reserves for one person, even mid-thread.
    both = bool(_BOTH_RESERVES.search(ex.text)) and not ex.numbers
    # "e se a pessoa com deficiência também for parda, fica em qual vaga?": one person in both reserves (Decreto 9.508
    # and the law), whatever operation its "qual vaga" reads as; not the earlier order again.
    one_in_both = pcd_asked and not ex.numbers and any(g != "pcd" for g in cur.get("groups") or []) \
        and bool(_ONE_IN_BOTH.search(ex.text)) and not ex.reference
    both = both or one_in_both
    # Round 34 (34b): "sou branca e tenho deficiência; além da vaga PcD posso entrar também na cota racial?": a person
    # whose own group the racial reserve does not cover is in one reserve only; the eligibility's "Não" answers the
    # racial one (art. 1º), never "quem tem direito às duas pode concorrer às duas".
    outside = [g for g in cur.get("groups") or [] if g != "pcd"]
    outside_only = bool(outside) and all(g in ("branca", "amarela") for g in outside) and intent == "eligibility" \
        and not ex.reference and bool(re.search(r"\b(?:cotas?|cotistas?)\b", ex.text))
    if both and outside_only:
        both = one_in_both = False
    if both and follow and not pcd_asked and not counted and not ex.reference and "pcd" in (prev.get("groups") or []) \
            and any(g != "pcd" for g in prev.get("groups") or []) and not (cur.get("groups") or []):
        # "e posso concorrer nas duas reservas?" after the count of a person who said "sou pcd e negro": that person
        # in both reserves (the law and Decreto 9.508), not the earlier count again.
        cur = {**cur, "groups": list(prev["groups"])}
        pcd_asked = True
    if pcd_asked and both and not ex.reference and not ex.numbers and intent in ("eligibility", None) \
            and any(g in RACIAL_GROUPS for g in cur.get("groups") or []) and edital_law_of(ex, prev) == OLD_LAW:
        # Round 48 (48b): "sou quilombola e pcd, edital de 2024, posso concorrer nas duas?": that edital stays under Lei
        # 12.990 (art. 11 of Lei 15.142), so the new law's two-reserve answer is not its rule; the racial part is the
        # eligibility under the law of that date (the old law reserves for negros only).
        both = one_in_both = False
        intent = "eligibility"
        cur = {**cur, "groups": [g for g in cur.get("groups") or [] if g != "pcd"]}
        pcd_asked = False
    if pcd_asked and (intent in ("eligibility", "reserve", None) or one_in_both) and both and not ex.reference:
        intent = None
    if pcd_asked and intent == "eligibility" and not both and (_racial_reserve_only(ex, cur) or outside_only):
        # "sou cadeirante e quilombola, posso ir na cota racial?": the racial reserve alone is asked, so the person's
        # race decides it (an eligibility like any other); the PcD condition is no group of that reserve.
        cur = {**cur, "groups": [g for g in cur.get("groups") or [] if g != "pcd"]}
        pcd_asked = False
    # Round 40 (lo40b): "e nesse mesmo concurso, se fosse pcd?" after an eligibility: the only group asked is PcD, so
    # the decree answers (as a bare "sou pcd, posso concorrer na cota?"), never the racial "Sim" of the thread's group.
    # (Round 41, lead: a count of PcD vagas asked, "e quantas para PcD?", is no such supposition: the reserve's count)
    pcd_only = follow and prev.get("intent") == "eligibility" and list(ex.groups or []) == ["pcd"] and not ex.numbers \
        and not counted
    if pcd_only and isinstance(prev.get("vacancies"), int) and _PCD_LIST_ALONE.match(ex.text):
        # Round 46 (lo46c): a bare "e pra pcd?" after an eligibility with its vagas, from no one said to be PcD: the
        # PcD share of those vagas (Decreto 9.508, art. 1º), not a supposition that the person is PcD
        pcd_only, intent = False, "reserve"
    if pcd_asked and intent in ("eligibility", None) and not ex.reference \
            and not (follow and prev.get("intent") and not both and not pcd_only):
        # PcD coverage ("posso concorrer pela cota racial e pela vaga PcD?"): Decreto 9.508 and the law's
        # text together; a PcD count ("quantas vagas PcD com 30 vagas?") goes on to `reserve` (5% minimum).
        # Nothing racial asked ("sou cadeirante, tenho tempo a mais na prova?"): the decree alone answers, so a word
        # shared with the racial law ("tempo", "prova") does not bring its text first.
        only_pcd = None if _RACIAL_TOPIC.search(ex.text) else PCD_DECREE
        # (the thread's person, when borrowed above, goes along: `core` names the group both reserves are about)
        person = {"groups": cur["groups"]} if not ex.groups and cur.get("groups") else {}
        # Round 53 (lo53b): a relative told PcD "too" ("e minha irmã que é pcd tb?") is of the thread's group as well;
        # told PcD alone ("e minha irmã, que é pcd?") her race is not known, so no group is lent to her
        lent = not RELATIVE_PCD.search(ex.text) or relative_pcd_too(ex.text)
        if pcd_only and lent and (racial := [g for g in prev.get("groups") or [] if g in RACIAL_GROUPS]):
            person = {"groups": [*racial, "pcd"]}  # the thread's person, now PcD too: both reserves (`core`)
        # Round 36 (lo36): the decree's rate asked ("o decreto exige no mínimo quanto de PcD?"): its words name the
        # reserve's percentage (art. 1º, § 1º), never the minimum mark its "mínimo" also reads as (art. 2º, IV)
        # (Round 49, lo49b: so is the reserve's reach over a kind of body, "a reserva pcd vale pra autarquia?": its share)
        query = f"{question} ({pcd_reach_topic(ex, cur) or 'percentual de vagas reservadas'})" \
            if _pcd_rate_asked(ex, cur) or pcd_reserve_reach(ex, cur) else question
        if only_pcd and not ex.reference and (topic := stages_topic(ex)) == PCD_STAGES_TOPIC:
            query = f"{question} ({topic})"  # Round 54 (lo54b): "a cota pcd vale em todas as fases?": art. 4º, caput
        return Plan("retrieval", query=query, law_id=only_pcd, params=person, notes=["pcd"], injection=ex.injection,
                    extraction=ex)

    found = numbers_problem(ex)
    if found and follow and len(cur.get("cargos") or []) >= 2 and not ex.cargos:
        found = None  # "10, 6 e 2 vagas" answering the question for the table: its cargos (`resolve_fragment`)
    # (Round 43, lo43a: so does a count of cargos in the way the count is made, asked with no vagas, `COUNT_WAY_ASKED`)
    if found and ex.cargo_count and not ex.cargos and (ex.cargo_count == len(prev.get("cargos") or [])
                                                       or ex.vacancies is None and COUNT_WAY_ASKED.search(ex.text)):
        # Round 29 (fix29c): "pode o órgão juntar os dois cargos pra calcular a cota?" after a table of two cargos: the
        # count names the thread's cargos, whose vagas are known, so none is asked for (the question itself decides).
        found = None
    if found and found[0] == "numbers" and ex.fractional and not ex.negatives and not ex.invalid_dates \
            and intent is None and "vacancies" not in cur and LAW_ASKS.search(ex.text):
        # "o que acontece se sobrar 0,5 vaga?": a question about the rounding rule, answered by its text.
        found = None
    if found and found[0] == "year" and follow and names_earlier_date(ex, prev):
        found = None  # "nesse de 3/6 com 25 vagas": the day and month of the thread's dated edital, its year known
    if found and (law_rule or intent is None and _ARTICLE_ASKED.search(ex.text)):
        # "qual artigo trata do mínimo de vagas, tipo 2 ou 3?", "quando dá 0,5, arredonda?": the numbers are the
        # rule's examples, never vagas to question; the article asked outranks a clarification.
        found = None
    if found:
        kind, problem = found
        # Round 24 (p24b): a body named beside it ("edital da Anatel de 31/02/2025, qual lei vale?") reads as its
        # eligibility only because the date is missing; with no person, the law of the date is still what is asked.
        if (intent is None or intent == "eligibility" and not cur.get("groups")) and ex.invalid_dates \
                and REGIME_CUE.search(ex.text) and not ex.numbers:
            intent = "regime"  # Round 20: "edital de 31/02/2025, qual lei vale?": the law of a date to be fixed
        if kind in ("year", "pcd_rank", "date"):
            # "10 de março" without a year, or only a PcD-list place: the other figures are usable and wait in
            # the context for the reply ("2025", "9º na geral"); the day and month complete the date
            # (`context._merge`).
            kept = _merge(prev, cur, ex) if follow and prev.get("intent") else dict(cur)
            if ex.no_year and kind == "year":
                kept["day_month"] = [ex.no_year.day, ex.no_year.month]
            if kind == "date":  # the impossible date is the one asked again: no earlier date or law stands for it
                kept = {k: v for k, v in kept.items() if k not in ("edital_date", "period", "law_hint")}
            if kind == "pcd_rank" and (called := _pcd_place_order(ex, kept, cur, today)) is not None:
                return called
            if kind == "pcd_rank" and (alone := _pcd_place_position(ex, kept, cur, today)) is not None:
                return alone
            if kind == "pcd_rank" and not kept.get("vacancies") and ex.pcd_rank is not None:
                # Round 46 (lo46b): a place in the PcD list with no vagas ("fiquei em 2º na lista pcd, quando sou
                # chamado?"): that list's places in the order need the vagas (Decreto 9.508, art. 1º, § 1º; art. 8º,
                # § 1º), so they are asked, the place kept for the reply (`_pcd_place_order`)
                return Plan("clarify", intent="order", params={**kept, "pcd_rank": ex.pcd_rank}, clarify="vacancies",
                            message=PCD_PLACE_VAGAS.format(rank=ex.pcd_rank), injection=ex.injection, extraction=ex)
            asked = "position" if kind == "pcd_rank" else intent or prev.get("intent")  # a place: a position question
            if kind == "pcd_rank" and ex.pcd_rank is not None:
                # Round 54 (lo54a): the PcD place waits with the vagas for the other place asked ("e na de cotas, 3ª"):
                # both reserves' places are the position's (the regulation's rule on several reserves)
                kept["pcd_rank"] = ex.pcd_rank
            if asked is None and kind == "year" and ex.no_year is not None and not ex.numbers:
                asked = "regime"  # Round 46 (lo46b): "o edital saiu em maio", alone: its law, once the year is told
            return Plan("clarify", intent=asked, params=kept, clarify=kind,
                        message=problem, injection=ex.injection, extraction=ex)
        # "o edital tem 4 cargos, qual a reserva de cada?": the vagas of each cargo are asked, so the reply is a table.
        table = bool(ex.cargo_count) and not ex.cargos and ex.vacancies is None and not ex.one_cargo
        if intent is None and ex.negatives and re.search(r"\bquant", ex.text) and QUOTA_WORDS.search(ex.text):
            intent = "reserve"  # "edital com -5 vagas, quanto reservar?": the count is asked, its vagas to be fixed
        if ex.negatives and "vacancies" not in cur and QUOTA_WORDS.search(ex.text) \
                and (intent is None or not _intent_over_vagas(ex, cur)):
            # Round 22 (p22c): "edital com -3 vagas, qual a reserva racial?": only the sign is wrong, so the question
            # asks what it would ask with vagas of its own (the operation the reply then runs).
            # Round 37 (f40b): also when a cue read without any vagas chose another operation ("-4 vagas conforme
            # planilha, quantas reservar?" is no result over a list of candidates): the question's own, with vagas.
            intent = _intent(ex, {**cur, "vacancies": 1})[0] or intent
        return Plan("clarify", intent="edital" if table else intent or prev.get("intent"), params=_kept(prev, cur, follow),
                    clarify="numbers", message=problem, injection=ex.injection, extraction=ex)
    if intent in ("order", "position") and cur.get("vacancies") == 0 and not ex.cargos:
        # Round 32 (fix32r): "0 vagas, só cadastro de reserva: qual a ordem?": no vaga is there to order or to place
        # anyone in, so the count of vagas to be filled is asked (a calculation over 0 answers nothing).
        kept = {k: v for k, v in _kept(prev, cur, follow).items() if k != "vacancies"}
        return Plan("clarify", intent=intent, params=kept, clarify="numbers", message=ZERO_VAGAS, injection=ex.injection,
                    extraction=ex)
    if follow and prev.get("intent") and not law_rule and (decimal := fragment_decimal(ex)):
        return Plan("clarify", intent=prev.get("intent"), params=_kept(prev, cur, follow), clarify="numbers",
                    message=decimal, injection=ex.injection, extraction=ex)

    if intent and missing and rule_question(ex, cur):
        intent = None  # "a ordem de nomeação vale pro desempate na carreira?": a rule of the career, not an order awaiting vagas
    if intent and missing and ruled:
        intent = None  # a rule question inside a thread ("a sequência de nomeação pode mudar?"): not a count awaiting vagas
    if intent and missing and law_assures(ex, cur):
        # "a lei garante que o cotista seja nomeado alternadamente?": what the law guarantees, not a count awaiting vagas.
        intent = None
    if intent and missing and (not follow or prev.get("route") == "retrieval") and who_or_what(ex) \
            and _law_question(ex, cur) and not (intent == "order" and (own_selection_asked(ex.text) or called_first(ex.text))) \
            and not (intent == "eligibility" and untold_claim(ex.text, cur)):
        # (Round 54, f69b: "posso concorrer pela cota? não sei como funciona pra mim": that claim, its group asked)
        # (Round 39, f42b: "como funciona a ordem? quem é chamado primeiro?": the order's figure, its vagas asked)
        # (Round 36, f38a: "como funciona a ordem de chamada no meu concurso?" is that concurso's order, its vagas asked)
        # "quem define a ordem de nomeação, o órgão ou a lei?": who sets a rule is the law's text, not an operation
        # waiting for its vagas (in a calculation thread or not).
        # Round 36 (36b): so after a law answer too ("e quem define quantas vão para indígenas e quantas para
        # quilombolas?"): the law conversation goes on, no count awaits its vagas.
        intent = None
    params = cur
    carried: set[str] = set()
    defaults: set[str] = set()
    continued = False
    # ("o concurso é do INCRA, 9 vagas, então eu posso ir na reserva?" asks it with an eligibility cue of its own)
    if (intent is None and not _OWN_QUESTION.search(ex.text) or intent == "eligibility") \
            and prev.get("route") == "retrieval" and not ex.reference \
            and (cur.get("entity") or cur.get("process")) and not cur.get("groups") \
            and (asker := _person_of_law_question(read.of(prev.get("query")))):
        # "minha esposa é indígena, mora fora da aldeia, pode usar a cota?" answered by the law, then the facts of the
        # concurso ("é do ministério X, 18 vagas, efetivo"): that person's eligibility there, the group taken from it.
        params = {"groups": asker, **cur}
        carried = {"groups"}
        intent = "eligibility"
    elif intent in ("reserve", "order") and prev.get("route") == "retrieval" and "vacancies" in cur \
            and not any(k in cur for k in ("edital_date", "period", "law_hint")) \
            and (_POINTED_VAGAS.search(ex.text) or old_law_fragment(ex, _law_of_query(str(prev.get("query") or ""), today))):
        # "quantas dessas 5 novas ficam reservadas?" right after a law answer about that edital: its date or law goes on.
        law = _law_of_query(str(prev.get("query") or ""), today)
        params, carried = {**law, **cur}, set(law)
    if intent == "reserve" and (follow or not QUOTA_WORDS.search(ex.text)) and prev.get("route") == "retrieval" \
            and pcd_law_count(str(prev.get("query") or ""), cur):
        # "12 vagas" after "pcd 5% arredondamento" (`pcd_law_count`); Round 45 (45a): so a count asked with no reserve
        # of its own ("então com 45 vagas dá quantas?" after the decree's minimum): that reserve's count, never the racial alone.
        params = {**params, "groups": ["pcd"]}
    if intent is None and thread and not ex.reference and bare_other_selection(ex) and other_selection(ex, cur):
        # Round 55 (g4): "outro órgão", "e num outro concurso?" after a count: the count asked of that other selection,
        # nothing of the earlier one carried (`context.other_selection`): its vagas are asked, never a refusal.
        return Plan("clarify", intent="reserve", params=cur, clarify="vacancies", extraction=ex, injection=ex.injection)
    if follow and prev.get("intent"):
        merged = _merge(prev, cur, ex)
        if (place := list_unclear(ex, cur, prev, merged)) is not None:
            # Round 48 (lo48c): "e se eu fosse o 2º?" after both places: which list, asked (the place kept for the reply)
            kept = {**{k: v for k, v in prev.items() if k in PARAM_KEYS and k != "rank"}, "rank": place}
            return Plan("clarify", intent="position", params=kept, clarify="rank", message=which_list(place, prev),
                        notes=["which_list"], extraction=ex, injection=ex.injection)
        if (dropped := reserve_place_dropped(cur, prev, merged)) is not None:
            merged[RESERVE_PLACE_DROPPED] = dropped  # "2º na geral" after "4º nas cotas": that place set aside, said
        re_intent = intent
        list_alone = False  # Round 50 (50a): one list named alone after an order (`_LIST_ALONE`)
        # "o concurso tem 8 vagas e não sou cotista" answering "quantas vagas?" for a place: the figure asked (a "cotista"
        # read as a reserve cue does not turn it into another operation); a count asked of its own ("quantas...") does.
        answers = bool(prev.get("pending")) and prev["pending"] in _SLOT_OF and intent != prev.get("intent") \
            and any(k in cur for k in _SLOT_OF[prev["pending"]]) and not _OWN_QUESTION.search(ex.text)
        if answers:
            intent, missing = prev["intent"], None
        if intent is None or intent == prev.get("intent") or missing:
            re_intent, _ = _followup_intent(ex, merged)
            if intent is not None and missing and intent != prev.get("intent") and missing_slot(intent, merged) is None \
                    and not (intent == "regime" and supposed_rule_only(ex, merged)):
                # "e em que ordem entram os cotistas?" after a position question: the operation this message
                # names, over the earlier figures (the earlier rank must not make it the position again).
                re_intent = intent
            if person_alone(ex) and prev.get("intent") in ("reserve", "order", "eligibility", "position"):
                # Round 44 (44b): "e eu?", "e minha prima?": the thread's question, of them; after a count (the same for
                # everyone) whether the reserve is theirs.
                re_intent = prev["intent"] if prev["intent"] in ("eligibility", "position") else "eligibility"
            if chance_asked_again(ex, cur, merged, prev) and re_intent != "eligibility":
                # Round 45 (f60b): "e num pss, eu poderia?" after a count that set the person's group aside: their chance
                re_intent = "eligibility"
            if prev.get("intent") in ("order", "position") and re_intent == "reserve" and not re.search(r"\bquant", ex.text) \
                    and any(k in cur for k in ("pcd", "pcd_percentage")) and not any(k in cur for k in ("vacancies", "cargos")):
                # "considerando ainda 5% de PcD, como fica?" after an order: the PcD vagas added to that same order
                # (its PcD places named), not their count alone.
                re_intent = prev["intent"]
                if intent == "reserve":
                    intent = None
            if prev.get("intent") == "order" and re_intent in ("reserve", "order", None) and _LIST_ALONE.match(ex.text) \
                    and not any(k in cur for k in ("vacancies", "cargos")):
                re_intent, list_alone = "order", True  # Round 50 (50a): that list's places (`_LIST_ALONE`)
                if "pcd" in (prev.get("groups") or []) and "pcd" not in (merged.get("groups") or []):
                    # "e os cotistas negros?": the racial list's places in that same order, its PcD list kept
                    merged["groups"] = [*(merged.get("groups") or []), "pcd"]
        if intent in (None, "reserve", "eligibility") and option_supposed(ex, cur, prev):
            # Round 53 (f68c): "e se eu tivesse marcado a opção de cotista nessas 6 vagas?" after a place: that place,
            # with the option supposed (a "cotista" with vagas read as a count asks no reserve here).
            intent, re_intent, missing = "position", "position", None
        if intent in (None, "reserve", "eligibility") and supposes_withdrawals(ex, prev):
            # Round 55 (dr55a): "e se o primeiro desistir?" after one's place: that place moved up (`_position_hypothesis`)
            intent, re_intent, missing = "position", "position", None
        if intent in (None, "reserve") and re_intent in (None, "reserve", "eligibility") \
                and vagas_supposed_for_chance(ex, cur, prev):
            # Round 47 (f62a): "e com 3 vagas, eu entraria na cota?" after the person's eligibility: that eligibility on
            # those vagas (with their reserve count), the group, body and selection carried.
            intent = re_intent = "eligibility"
        # (Round 29, fix29c: a body written again as the thread's, "o edital da unb saiu em...", changes nothing)
        if re_intent not in (None, prev.get("intent")) and intent is None \
                and (_date_only_change(ex, {k: v for k, v in cur.items() if prev.get(k) != v})
                     or prev.get("intent") in ("order", "reserve") and re_intent == "position"
                     and not prev.get(COUNT_DOUBTED)
                     and _selection_figure_change(ex, {k: v for k, v in cur.items() if prev.get(k) != v})):
            # Round 26 (p26c): "e se o edital fosse de antes da lei nova, como ficaria?" after a count that followed a
            # place: only the date changes, so the operation just answered runs again (the place told two turns
            # before, still at hand, does not make it the position again).
            re_intent = prev["intent"]
        if intent is None and _aside(ex, cur):
            # "e qual foi a nota de corte dos cotistas?", "e quanto ganha?": a fact of the concurso asked beside the
            # calculation, which these laws do not answer; never the earlier calculation again.
            return Plan("out_of_scope", injection=ex.injection, extraction=ex, notes=["concurso_topic"])
        if (law_reach_question(ex, cur) or rule_question(ex, cur) and not counted_optants and not base_supposed
                or missing and (who_or_what(ex) or LAW_SUBJECT.search(ex.text)) and _law_question(ex, cur)
                or _WHO_COUNTED.search(ex.text) and not ex.numbers) and not supposes_withdrawals(ex, prev):
            # "e a lei antiga incluía quilombolas?", "e quem fiscaliza a cota nesse concurso?" (a quota word read as
            # a count with no vagas of its own): what the law says, answered by its text.
            intent = None
        # ("em qual nomeação ele deve ser chamado?" names the thread's person: the position again, not the law's "deve")
        # Round 28 (p28b): "e em que posições os cotistas devem ser nomeados?" after a count: the places of the order
        # asked of the thread's vagas; "devem ser nomeados" says where they are to go, no rule asked of the law.
        placed = re_intent == "order" and "vacancies" in merged and bool(ORDER_CUE.search(ex.text)) \
            and not LAW_ASKS.search(ex.text) and not LAW_SUBJECT.search(ex.text) and not WHY_WHO.search(ex.text) \
            or list_alone
        if intent is None and not thread_person_followup(ex, cur, prev) and not placed \
                and (re_intent is None and not _own_figures(ex, cur) or _law_question(ex, cur)
                     or law_reach_question(ex, cur) or rule_question(ex, cur) and not counted_optants and not base_supposed
                     or _WHO_COUNTED.search(ex.text) and not ex.numbers):
            # "e o que acontece se a autodeclaração for indeferida?", "e quem é considerado indígena?": a
            # question of its own, answered by the law text; it does not repeat the earlier calculation.
            follow = False
        else:
            params = merged
            continued = True
            if ex.subject is None and (who := kept_subject(ex.text, prev.get("subject"))):
                ex.subject = who  # the thread's person ("ele", "ela") stays the one answered about, never "você"
            # (a value of this message that the merge set aside for the earlier one, "nesse mesmo edital de 2024" after
            # "março de 2024", is carried too)
            carried = {k for k in params if k in PARAM_KEYS and (k not in cur or cur[k] != params[k]) and params[k] == prev.get(k)}
            carried |= same_as_before(ex, cur, prev)
            carried -= retold_case(cur, prev)  # Round 54 (f69c): the whole case written again is this message's
            if params.get(ENTITY_GUESSED):
                carried.discard("entity")  # Round 47 (lo47a): "outra empresa" is taken, never the thread's body again
            carried |= {k for k in ("reserve_rank", "general_rank") if "rank" in prev and k not in cur
                        and params.get(k) == prev["rank"]}  # the earlier bare place, now in the list named
            if prev.get("pending"):
                # The fact asked for completes the same question ("fiquei em 5º na lista dos cotistas, vou ser chamado?"
                # -> how many vagas? -> "o edital abriu 20 vagas"): its other figures are that question's, no earlier turn's
                # (but those that question itself took from the turns before it still come from there).
                carried = {k for k in prev.get("carried_in") or () if k in params and k not in cur and params[k] == prev.get(k)}
            if params.get("cargos") and prev.get("cargos") and "cargos" not in cur \
                    and any(c in prev["cargos"] for c in params["cargos"]):
                carried.add("cargos")  # "e o técnico com 6?": the other cargos come from the earlier table
            if params.get("cargos") and prev.get("cargos") and params["cargos"] != prev["cargos"] and not fixes_figure(ex):
                # Round 46 (f61a): a table edited in the thread (a row added, removed or given another count: "incluímos
                # também nutricionista (1)", "e se o de técnico passar a ter 6?") is the person's new table, as a
                # corrected one is (below): every blind writer labels it so, never carried.
                carried.discard("cargos")
            if fixes_figure(ex) and params.get("cargos") and params["cargos"] != prev.get("cargos"):
                # Round 24: "errei, o primeiro cargo tem 19 vagas": the corrected table is the person's own statement,
                # never said to be carried (four blind writers label every corrected table so).
                carried.discard("cargos")
            if "cargos" in carried and _table_written_again(ex, params.get("cargos") or []):
                # Round 32 (fix32c): "e num edital de agora com os mesmos 12 e 4?": every count of the table written
                # again is the person's own statement of it (as a corrected table is), not taken from the earlier turn.
                carried.discard("cargos")
            if params.get("prior_vacancies") is not None and params["prior_vacancies"] == prev.get("vacancies"):
                # Round 40 (lo40): "e se surgirem mais 10 vagas, quantas de cota?": the earlier vagas the new ones join
                # (`ReserveInput.prior_vacancies`) come from the thread: a chip and a lead, as every carried figure.
                carried.add("prior_vacancies")
            if params.get("added_to") is not None and params["added_to"] == prev.get("vacancies"):
                carried.add("added_to")  # Round 40 (lo40b): the earlier vagas the whole asked includes (order chip)
            if params.get("added_to") is not None and "added_to" not in cur and params["added_to"] == prev.get("added_to"):
                carried.add("added_to")  # Round 46 (f61b): the same whole, its earlier vagas told before
            if intent is None or intent == prev.get("intent") or missing:
                intent = re_intent if re_intent and not prev.get("pending") else prev["intent"]
                missing = None
            own_op = _intent(ex, cur)[0]
            if own_op is None and _ORDER_NAMED.search(ex.text):
                own_op = "order"  # "e a ordem com 2 pcd no analista?": the order named, its vagas the cargo's
            # Round 26 (p26a): "e se o de analista tivesse 2 vagas pcd?" after the table: that cargo's reserve with its
            # PcD vagas (the table's operation has no PcD count per cargo asked this way).
            pcd_of_cargo = "pcd" in cur and prev.get("intent") == "edital" and own_op in (None, "reserve", "edital")
            # (Round 55, g3: after the quadro's own figures too, "e o cargo médico?", "e do contador, quantas de cota?":
            # never the quadro repeated as if it answered that cargo)
            # (and after one cargo's reserve, the quadro kept at hand: "e do médico?" is never that cargo's figure again)
            outside_op = own_op in ("order", "position") or own_op is None and prev.get("intent") in ("order", "position") \
                or prev.get("intent") in ("edital", "reserve") and own_op in (None, "reserve", "edital")
            if outside_op and (cargo_out := cargo_outside_table(ex, prev)) is not None:
                # Round 55 (dr55b): "e a ordem do cargo de contador?" with no contador in the table: never the whole
                # edital's order labelled as that cargo; said not to be there, the table's cargos listed (kept at hand)
                kept = {k: v for k, v in prev.items() if k in PARAM_KEYS}
                return Plan("clarify", intent=prev.get("intent"), params=kept, clarify=CARGO_OUTSIDE, message=cargo_out,
                            injection=ex.injection, extraction=ex, carried=set(kept))
            if (own_op in ("order", "position") or own_op is None and prev.get("intent") in ("order", "position")
                    or pcd_of_cargo) and (asked := cargo_asked(ex, prev)):
                # "e no cargo de enfermeiro, qual a ordem de chamar?" after a table: that cargo's vagas, the operation
                # asked; the table stays at hand (`cargos`) for the next cargo named.
                params = {**params, "vacancies": asked[1]}
                # (Round 40, 40a: "e a ordem do auditor com 16?": the count written again is the message's own, not carried)
                carried = (carried - {"cargos"}) | ({"vacancies"} if int(asked[1]) not in ex.numbers else set())
                intent, missing = ("reserve" if pcd_of_cargo else own_op or prev["intent"]), None
            elif own_op in (None, "reserve", "edital") and not pcd_of_cargo \
                    and (asked := cargo_reserve_asked(ex, prev)) is not None:
                # Round 55 (g3): "e o técnico tá no quadro? quantas cotas ele tem?": that cargo's reserve over its vagas
                # (the quadro's own count, carried), never the whole quadro again; the table stays at hand (core)
                params = {k: v for k, v in params.items() if k != "cargos"} | {"vacancies": asked[1]}
                carried = (carried - {"cargos"}) | ({"vacancies"} if int(asked[1]) not in ex.numbers else set())
                intent, missing = "reserve", None
            elif own_op == "order" and prev.get("intent") == "edital" and prev.get("cargos") \
                    and not cur.get("vacancies") and not cur.get("cargos"):
                # Round 41 (lo41c): "e em qual nomeação entra o primeiro cotista?" after a table, no cargo named: the
                # order on the edital's total (art. 1º, § 2º; the sum is the table's), never the table again.
                params = {**params, "vacancies": sum(int(v) for _, v in prev["cargos"])}
                carried = (carried - {"cargos"}) | {"vacancies"}
                intent, missing = "order", None
                table_total = True
            if intent == "edital" and singled_cargo(ex, cur, prev):
                # "e se tivesse 1 vaga pcd nesse cargo?" after the order of one cargo of the table: that cargo's
                # operation again over its vagas (carried), the table still at hand for the next cargo named.
                intent, missing = prev["intent"], None
                carried = (carried - {"cargos"}) | ({"vacancies"} if "vacancies" not in cur else set())
            if joined_compared(ex, cur, prev) or on_total_of_table(ex, cur, prev) \
                    or own_op in (None, "reserve", "edital") and joined_untold(ex, cur, prev):
                # Round 40 (f49b): "e se juntássemos os dois cargos num só, a reserva total seria a mesma?": both figures,
                # per cargo and on the summed vagas, the table's edital operation (never one reserve alone).
                # Round 46 (f61a): so is the reserve supposed on the table's total ("e se fosse calculada sobre o total?").
                # Round 48 (f63a): and the cargos joined with no count written ("somando tudo, quanto fica?").
                params = {**params, "cargos": prev["cargos"]}
                carried = (carried - {"vacancies"}) | {"cargos"}
                intent, missing = "edital", None
            elif (ex.one_cargo or summed_table(ex, cur, prev)
                or intent == "edital" and not PER_CARGO.search(ex.text) and not params.get("cargos")
                and count_of_other_edital(ex, cur)) \
                    and prev.get("cargos") and not cur.get("cargos"):
                # "e se fosse tudo um cargo só com 14 vagas?": the earlier table merged into one cargo is the reserve
                # of that one count (its vagas as written, else the table's sum), never the table again.
                # Round 35 (f35): so is one count told of another edital after the table ("e no edital novo, com 10
                # vagas de perito?"): that cargo's reserve, never the whole table asked for again (unless the message
                # itself asks per cargo, "e num outro edital, de 30 vagas, quanto dá por cargo?": its table is asked).
                told = ex.one_cargo_vagas or cur.get("vacancies") or pointed_sum(ex, prev)
                if ex.one_cargo and told == 1 and not ex.one_cargo_vagas:
                    told = None  # Round 43 (f58a): "só um cargo": the one is the count of cargos, never its vagas
                params = {k: v for k, v in params.items() if k != "cargos"}
                params["vacancies"] = told or sum(v for _, v in prev["cargos"])
                carried = {k for k in carried if k != "cargos"} | (set() if told else {"vacancies"})  # the sum is the earlier table's
                intent, missing = "reserve", None
            if intent == "edital" and count_of_joined(ex, cur, prev):
                params = {k: v for k, v in params.items() if k != "cargos"}  # "e se fossem 40?": that one cargo's count
                carried.discard("cargos")
                intent, missing = "reserve", None
            if correction(ex) and not _OWN_QUESTION.search(ex.text):
                # "ops, o edital é de 2024": a fixed figure, not a new question; the earlier one is asked again.
                # Round 36 (36b): unless the redo names its operation ("são 21, não 18. refaz a reserva?"): that one.
                redo = _REDO_NAMED.search(ex.text)
                intent, missing = (_REDO_OPERATION[redo.group(1)] if redo else prev["intent"]), None
            if intent in ("order", "position") and "pcd" in (params.get("groups") or []) \
                    and params.get("pcd") is None and not params.get("pcd_percentage") \
                    and default_percentage(params.get("entity")) is not None:
                of_table = prev.get("intent") == "edital" and bool(prev.get("cargos")) \
                    and names_table_cargo(ex, prev["cargos"])
                # (Round 55, lo55b: a PcD place told earlier, `pcd_rank`: the person competes for that list's vagas, at
                # least the decree's minimum, so the list stays in the order, never dropped as the assistant's figure)
                if prev.get("pending") or prev.get("intent") == "order" or _pcd_pointed(ex, prev) or of_table \
                        or isinstance(prev.get("pcd_rank"), int):
                    # The PcD places were asked in the order question itself ("em que posição é chamado o primeiro
                    # PcD?") and only the vagas were missing: the order names their positions with the decree's minimum.
                    # Round 44 (44a): so after an order that showed them ("5 vagas, a ordem com pcd e cotista?", then
                    # "e com 9?"): the same order of other vagas keeps its PcD list, never dropped to one sentence.
                    # Round 54 (dr54b): so for one cargo of a table that computed each cargo's PcD vagas by that
                    # minimum ("qual a ordem no campus centro?"): the order of that cargo with the PcD count the table
                    # already gave it (the same rule, Decreto 9.508, art. 1º, §§ 1º, 3º), said in the answer.
                    params = {**params, "pcd_percentage": PCD_MINIMUM}
                    defaults.add("pcd_percentage")
                    pcd_of_table = of_table
                else:
                    # Round 40 (f46b): PcD vagas were asked before ("E quantas para PcD?", answered with the decree's
                    # minimum): that minimum is the assistant's figure, not a count the edital was said to have, so the
                    # order leaves the PcD list out and says in one sentence that it interleaves too (core).
                    groups = [g for g in params["groups"] if g != "pcd"]
                    params = {k: v for k, v in params.items() if k != "groups"} | ({"groups": groups} if groups else {})
                    pcd_untold = True
            if intent == "reserve" and prev.get("intent") == "eligibility" and "groups" in carried and not ex.groups \
                    and not relative_asked(ex.text):
                # Round 23: "e quantas dessas vagas vão pra cota?" after "sou indígena, posso concorrer?": the count is the
                # same for everyone, so the person's group is neither used nor said to be carried (three blind sets
                # read it so); a PcD group stays, it changes the count.
                pcd_kept = [g for g in params.get("groups") or [] if g == "pcd"]
                params = {k: v for k, v in params.items() if k != "groups"} | ({"groups": pcd_kept} if pcd_kept else {})
                carried.discard("groups")
    elif follow and prev.get("route") == "retrieval" and intent is None and ex.reference:
        # "e o art. 8o?" names its own dispositivo: the earlier one must not come first. "e o § 2o?"
        # keeps the earlier artigo; a law named before stays unless this message names one.
        before = fold(prev.get("query", ""))  # the earlier question, folded once for every reading of it below
        query = question
        if not _ARTIGO.search(ex.text) and (m := _ARTIGO.search(before)):
            query = f"{m.group(0)} {question}"
        elif not _ARTIGO.search(ex.text) and (quoted := _quoted_artigo(prev)):
            # Round 44 (44c): "paragrafo 2" after a topic's answer ("heteroidentificação"): the artigo it quoted first
            query = f"art {quoted[1]} {question}"
        hint = ex.law_hint or extract_date(before, today).law_hint
        if not hint and not _ARTIGO.search(ex.text) and (quoted := _quoted_artigo(prev)):
            hint = HINT_OF_LAW.get(quoted[0])  # (and that artigo's law)
        if hint and not ex.law_hint:
            # Named in the query, so the retriever resolves the reference in that law.
            query = f"{query} ({LAW_NAME_OF_HINT[hint]})"
        return Plan("retrieval", query=query, law_id=LAW_OF_HINT.get(hint or ""), params={},
                    injection=ex.injection, extraction=ex, reference=True)
    elif follow and prev.get("route") == "retrieval" and intent is None and self_declared(ex, cur):
        intent = "eligibility"  # "sou parda" after a law answer: may this person use the reserve?
    elif follow and prev.get("route") == "retrieval" and intent is None and ex.entity in ("estadual", "municipal") \
            and ex.vacancies is None and not ex.numbers and not ex.cargos:
        # Round 54 (dr54c): "e em concursos estaduais, tipo PM de SP?" after a law answer: the law's reach over that
        # body (art. 1º: the federal administration only), its "Não" first (`core._reach_verdict`), not the earlier
        # subject asked again
        return Plan("retrieval", query=f"{question} ({BINDS_TOPIC})", params={}, injection=ex.injection, extraction=ex,
                    notes=["law_rule", SUBNATIONAL_REACH])
    elif follow and prev.get("route") == "retrieval" and intent is None and not (law_rule and "vacancies" in cur):
        # ("e se nenhum cotista passar pras 2 vagas?" after a law answer: a rule with its vagas as premise, below)
        prev_query = prev.get("query", "")
        before = fold(prev_query)  # folded once for every reading of it below
        vacancies = cur.get("vacancies")
        if vacancies is None and len(ex.numbers) == 1 and not ex.percentages and _BARE_NUMBER.fullmatch(ex.text):
            vacancies = ex.numbers[0]  # "15" after a law answer: a count of vagas
        if vacancies is None:
            vacancies = total_beside_pcd(ex, cur)  # "30, sendo 2 pcd" after a law answer: the vagas, their PcD part
        if vacancies is not None:
            # "e com 10 vagas?" after a law answer: the calculation the earlier question was about (the
            # reserve, the order of nomination...), in the law or date it named.
            law = {} if any(k in cur for k in ("edital_date", "period", "law_hint")) else _law_of_query(prev_query, today)
            params = {**law, **cur, "vacancies": vacancies}
            if pcd_law_count(prev_query, params):
                params["groups"] = ["pcd"]
            carried = set(law)
            intent, _ = _intent(ex, params, f"{before} {ex.text}")
            order_topic = bool(_ORDER_TOPIC.search(before) or _ORDER_NAMED.search(before))
            if intent not in ("reserve", "order") or intent == "reserve" and order_topic and not re.search(r"\bquant", ex.text):
                # After a law answer about the order of nomination ("e o pcd entra onde nessa ordem?"), a count asks for
                # that order (Round 26, p26e: also when a PcD count told reads as the reserve; "quantas" still counts).
                intent = "order" if order_topic else "reserve"
        elif {"edital_date", "period"} & set(cur) and set(cur) <= {"edital_date", "period", "law_hint", "entity", "process"} \
                and (_SINCE_WHEN.search(before) or dated_edital_told(ex, cur)) \
                and not _NEW_QUESTION.search(ex.text) and len(ex.text.split()) <= 12:
            # Round 26 (p26e): "e pra concurso que o edital saiu em janeiro de 2025?" after "isso vale desde quando?":
            # which law that edital falls under, by its date (the regime), not the law's start again.
            # Round 32 (fix32c): so is the edital's date told as a statement after any law answer ("O edital foi
            # publicado em 01/06/2025."): the premise of the case the law was asked for, its law the regime of that date.
            params, intent = cur, "regime"
        elif not cur and MY_EDITAL.search(ex.text) and re.search(r"\bquant", ex.text) and not ex.numbers:
            # Round 26 (p26e): "e no meu concurso, quantas seriam?" after a law answer on the count: that count for
            # one's own concurso, whose vagas are not told yet (asked, never the law text again).
            asked = "order" if _ORDER_TOPIC.search(before) or _ORDER_NAMED.search(before) else "reserve"
            return Plan("clarify", intent=asked, params={}, clarify=missing_slot(asked, {}), injection=ex.injection,
                        extraction=ex)
        else:
            # "e na lei antiga?" after an interpretive answer: same question, other law. A question of its own
            # ("ok, e quem confere a autodeclaração?") is searched alone.
            own = bool(_OWN_QUESTION.search(ex.text)) and len(ex.text.split()) >= 5 and not ex.law_hint \
                and not _LAW_ANSWER_ANAPHOR.search(ex.text) and not that_rule  # "no lugar dele": the earlier subject goes along
            query = question if own else f"{prev_query} {question}".strip()
            law_id = LAW_OF_HINT.get(ex.law_hint or "")
            if law_id and not own and (subject := _subject_quoted(prev, law_id)):
                # Round 44 (44c): "e na nova?" after a dispositivo named ("lei 12990 art 4"): the same subject in the
                # other law, searched by what the quoted dispositivo says (the same number there is another rule).
                query = subject
            if not own and not ex.numbers and edital_law_of(ex, {}) is not None \
                    and "pcd" in (earlier_groups := (asked_ex.groups if (asked_ex := read.of(prev_query)) else None) or []) \
                    and any(g in RACIAL_GROUPS for g in earlier_groups):
                # Round 48 (48b): "e se o edital fosse de 2024?" after "sou indígena e pcd, posso nas duas reservas?":
                # the same person's two reserves under that edital's law (`core`), not the law's reach in time alone.
                return Plan("retrieval", query=query, params={"groups": list(earlier_groups)}, notes=["pcd"],
                            injection=ex.injection, extraction=ex, query_followup=True)
            return Plan("retrieval", query=query, law_id=law_id, params={}, injection=ex.injection, extraction=ex,
                        query_followup=True)

    elif follow and prev.get("other_quota") and intent is None and "vacancies" in cur:
        # "e num concurso federal com 11 vagas?" after a question about quotas elsewhere (a vestibular, a state): the
        # count asked there, for these vagas; nothing of the other selection carries.
        intent = "reserve"
    elif follow and back_to_racial(ex, prev) and intent in (None, "reserve") and "vacancies" not in cur:
        # Round 26 (p26a): "e pra cota racial?" after "edital com 10 vagas, quanto vai pra cota de escola pública?":
        # the racial reserve of those vagas (carried from the question these laws did not answer).
        intent, missing = "reserve", None
        params, carried = {**cur, "vacancies": prev["other_vagas"]}, {"vacancies"}
    elif intent is None and last_calc.get("intent") and other_selection(ex, cur) and COUNT_ASKED.search(ex.text) \
            and not ex.reference:
        # Round 35 (lo35c): "no outro edital que vamos abrir, quantas reservadas?": another edital's count, its vagas asked
        # (nothing of the earlier edital carries, `context.other_selection`), never the law's text.
        intent = "reserve"
    elif intent is None and another_case_count(ex, cur):
        # "outro caso: 17 vagas, edital de jan 2025" after a law answer (or alone): that case's count, the reserve.
        intent = "reserve"
    elif intent is None and not follow and (ex.claimed_counts and ex.vacancies is None or ex.pcd is not None
                                            and ex.vacancies is not None) and not ex.cargos \
            and not ex.reference and CLAIM_CHECKED.search(ex.text):
        # Round 24 (p24a): "o edital reservou 3, tá certo?" with no vagas said: a reserve to check, whose vagas are
        # asked (not the law's text on the reserve).
        # Round 41 (lo41): or a PcD count claimed of the vagas told ("pcd com 30 vagas é 1 só?"): the decree's
        # minimum of those vagas, the claim checked (`pcd_claim_verdict`), not the law's text.
        intent = "reserve"

    if intent is None or (ex.reference and missing and not follow):
        # An explicit dispositivo ("art. 7o, § 3o") without the figures to compute: show its text. "quem fixa essa
        # ordem?" names the earlier answer's subject only by "essa": the search is told which subject it is.
        query = reference_query(question) if ex.reference else question
        if base_question(ex) and not ex.reference:
            # "esse percentual se aplica a cada especialidade?": the base of the reserve (art. 1º, § 2º; art. 5º, § 1º)
            # (the PcD share's base is Decreto 9.508's: "a pcd também é por cargo?")
            # (Round 35, 35d: "com 5 vagas por estado": a count per place is the premise, kept out of the search)
            asked = re.sub(r"\d+ vagas? por \w+,?", " ", question) if place_base_rule(ex) else question
            if (PLACES_APART.search(ex.text) or PLACE_NAMED.search(ex.text) and not PCD_WORDS.search(ex.text)) \
                    and ex.law_hint != "old" and ex.date is None and ex.period is None:
                # Round 47 (47c): places counted apart under the current law, asked as its rule, not the table told
                # (Round 50, 50b: or any place named, "por UF", "por lotação", "por polo": their words found other articles)
                asked = "a reserva é calculada por localidade ou sobre a totalidade das vagas do edital?"
            if place_choice(ex):  # Round 35 (lo35d): "em que cidade me inscrevo pela cota?": the place is any locality
                asked = re.sub(rf"\b{PLACE_WORD}\b", "localidade", fold(asked))
            if SLOT_DRAWN.search(ex.text):
                # Round 49 (49b): "como sortear a área que fica com a vaga de cota?": the base asked in the norm's words
                # (a draw's or a campus's words find the groups' definitions first)
                asked = ("o percentual mínimo da reserva pcd em concurso por especialidade ou regionalizado vale sobre o "
                         "total das vagas do edital?" if PCD_WORDS.search(ex.text) else
                         "a reserva é calculada por área ou sobre a totalidade das vagas do edital?")
            query = f"{asked} ({_TOPIC_OF['pcd' if PCD_WORDS.search(ex.text) else 'edital']})"
            based = True  # a rule of the reserve: its dispositivo answers, never a refusal
        elif not ex.reference and subsidiary_bound(ex, cur) and not PCD_WORDS.search(ex.text):
            # Round 50 (50b): "subsidiária da Caixa tem que reservar?": the kinds of body the law binds (art. 1º, I)
            query = f"{question} (empresas públicas e sociedades de economia mista controladas pela União)"
        elif not ex.reference and (topic := pcd_reach_topic(ex, cur)):
            query = f"{question} ({topic})"  # Round 49 (lo49b): "os 5% pcd valem pra estatal?": the decree on that body
        elif pcd_rate_named and not ex.reference:
            # "o 5% arredonda pra cima?" after a reserve with 5% PcD: that 5% is the PcD share (Decreto 9.508, art. 1º)
            query = f"{question} ({_TOPIC_OF['pcd']})"
        elif not ex.reference and (topic := entitled_topic(ex)):
            query = f"{question} ({topic})"  # "e quem tem direito?": whom the reserve is for (art. 1º, caput)
        elif points_back and not ex.reference and (topic := _TOPIC_OF.get(
                topic_thread if topic_thread != thread else str(last_calc.get("intent")))):
            # ("quem fixa essa ordem?" after a count: the order's subject, `topic_thread`)
            query = f"{question} ({topic})"
        elif law_rule and not ex.reference and (topic := law_rule_topic(ex) or premise_topic(ex)):
            query = f"{question} ({topic})"  # "as vagas novas seguem a mesma ordem?": the subject in the law's words
        elif on_topic and not ex.reference and not in_domain(ex):
            query = f"{question} ({_TOPIC_OF[topic_thread]})"  # the subject the thread's calculation gives it
        elif thread and not ex.reference and not in_domain(ex) and _CHECKS_THAT.search(ex.text):
            # Round 29 (p29b): "e quem confere isso?" with only a pronoun: after a person's case, the confirmation of
            # the self-declaration (art. 3º); after a count or table, the monitoring of the law (art. 10).
            query = f"{question} ({_CHECK_TOPIC['person' if thread in ('eligibility', 'position') else 'count']})"
        elif not ex.reference and (topic := reversion_topic(ex) or open_outcome_topic(ex) or appeal_topic(ex)
                                   or register_topic(ex) or era_topic(ex)
                                   or alternation_topic(ex) or stages_topic(ex)):
            query = f"{question} ({topic})"
        elif not ex.reference and withdrawal_asked(ex.text):
            # Round 55 (f70b): the next optant on the reserve list (g1: the next PcD candidate, for the PcD list)
            query = f"{question} ({withdrawal_topic(ex.text)})"
        elif not ex.reference and law_status_asked(ex.text):
            query = f"{question} ({STATUS_TOPIC})"  # Round 55 (f70b): revocation (art. 13, ressalva do art. 11) and term
        elif not ex.reference and (topic := definition_topic(ex)):
            query = f"{question} ({topic})"  # "quem pode se autodeclarar quilombola?": the definitions (art. 2º)
        elif not ex.reference and simplified_selection_asked(ex.text):
            query = f"{question} ({SIMPLIFIED_TOPIC})"  # Round 52 (lo52d): "pss é concurso?": art. 1º, II in its words
        elif not ex.reference and (ex.process in (None, "interno") and career_event_asked(ex.text)
                                   or career_reach_asked(ex.text)):
            query = f"{question} ({CAREER_TOPIC})"  # Round 53 (f68a): promoção/progressão: art. 1º and art. 9, § 2º
        elif not ex.reference and federal_body_duty(ex, cur):
            # Round 52 (f67c): "somos a funai, temos que reservar?": whom the law binds (art. 1º, I), not the body's
            # name pulling another article that names it (art. 10)
            query = f"{question} ({BINDS_TOPIC})"
        notes = ["comparison"] if compared else ["law_basis"] if based else []
        if appeal_term_asked(ex, prev):
            notes.append("appeal_term")  # Round 54 (lo54b): the appeal's term in the board's thread, read by the rules
        if law_rule or _law_rate_asked(ex, cur) or rule_question(ex, _params(ex)) and re.search(r"\d", ex.text) \
                or open_outcome_topic(ex) is not None or appeal_topic(ex) is not None \
                or law_assures(ex, cur) or employer_reach(ex, cur) or body_obligation(ex, cur) or legal_duty_asked(ex, cur) \
                or selection_reach(ex, cur) and not ex.date and not ex.period \
                or _PROGRAM_REVIEW.search(ex.text) or BARE_RATE_WHY.search(ex.text):  # a norm's content or reach, read by the rules
            # "se eu for nomeado em 9º, isso conta pra desempate?", "e se faltar cotista pras 3?": the rules read a
            # rule whose premise carries a number; the classifier must not turn that number into a calculation.
            notes.append("law_rule")
        law_id = None
        if grouped:
            # "e os quilombolas também entram nessas vagas?": whom the reserve is for and how the regulation splits it
            # (core leads with art. 1º), under the law of the thread's edital (the old law named no indígenas).
            notes.append("group_share")
            law_id = OLD_LAW if ex.law_hint == "old" or not ex.law_hint and _old_law_thread(last_calc) else None
        elif law_rule and both_lists_asked(ex) and not ex.reference and not ex.law_hint \
                and _old_law_thread(thread_calc or last_calc):
            # Round 37 (f39a): "os candidatos negros desse certame concorrem também na ampla?" after an old-law count: that
            # law's own rule (Lei 12.990, art. 3º), the thread's edital being under it
            law_id = OLD_LAW
        return Plan("retrieval", query=query, law_id=law_id, params=params, injection=ex.injection,
                    extraction=ex, reference=ex.reference, notes=notes)

    if intent == "result":
        return Plan("clarify", intent="result", params=params, clarify="result", injection=ex.injection, extraction=ex)
    if intent == "edital" and not follow and len(params.get("cargos") or []) >= 2 and _ORDER_NAMED.search(ex.text) \
            and (asked := _cargo_after_order(ex.text, params["cargos"])):
        # Round 24 (pg24): "analista 10, técnico 4, motorista 1 com 5% pcd: e a ordem de nomeação do analista?": the
        # order of the one cargo named after the order is asked, with its vagas; the table stays at hand.
        params = {**params, "vacancies": asked[1]}
        intent = "order"
    if intent == "edital" and params.get("cargos") and not INTENTS["edital"].available():
        return Plan("clarify", intent="edital", params=params, clarify="edital", injection=ex.injection, extraction=ex,
                    carried=carried)

    # (Round 41, f50b: not "qual lei?" alone of a dated edital, its vagas told in passing: the regime, `which_law_only`)
    if intent == "regime" and "vacancies" in cur and (follow or any(k in params for k in ("edital_date", "period", "law_hint"))) \
            and not (not follow and which_law_only(ex.text) and before_any_law(cur)):
        # "saiu em março de 2025 com 25 vagas: vale 20% ou 30%?": with the vagas given, the reserve answers both
        # (which law and how many vagas); the regime alone would leave the 25 unused. The same for "10 vagas" after
        # "qual lei vale?": how many that law reserves. Asked alone without a date ("qual lei vale pro nosso edital de 14
        # vagas?"), the date is the one fact missing: asked, never assumed to be today.
        intent = "reserve"
    if intent == "eligibility" and not follow and not continued and not carried and not last_calc.get("intent") \
            and _selection_unknown(ex, params):
        # "sou parda, tenho direito a cota?", "posso ir na cota do concurso que vou fazer?": the group is told but not
        # the selection; whether it has the reserve at all (a federal body, a concurso or a PSS: art. 1º) is asked.
        return Plan("clarify", intent=intent, params=params, clarify="selection", injection=ex.injection, extraction=ex)
    if intent == "eligibility" and not follow and not continued and not carried and not last_calc.get("intent") \
            and pss_body_unknown(ex, params):
        # Round 53 (f68a): "nesse processo seletivo de vaga temporária, posso pela cota?": art. 1º, II reaches a PSS only
        # in direct administration, autarquias and fundações; with no body told, the body is asked, never assumed.
        return Plan("clarify", intent=intent, params=params, clarify="pss_body", injection=ex.injection, extraction=ex)
    if intent == "position" and continued and another_person_placed(ex, cur, prev):
        # Round 39 (lo39c): "meu namorado também fez, ele tá dentro?" after one's own 11º: another person, whose place
        # is asked (the thread's vagas and date carry); the earlier person's places never stand for theirs.
        params = {k: v for k, v in params.items() if k not in PLACES}
        carried -= set(PLACES)
    if continued:
        # Round 45 (f60b): the person's group a count set aside comes back to their eligibility (`thread_person`)
        params, carried = keep_person(intent, params, carried, ex, cur, prev)
        if intent in ("reserve", "order", "eligibility"):
            # Round 52 (lo52b): "sou pcd tb": the person's disability told beside the group the thread knows
            params, carried = pcd_too(params, carried, ex, cur, prev)
    if intent in ("eligibility", "position") and continued \
            and (asker_after_other(ex, cur, prev) or person_alone(ex) == "other"
                 or person_alone(ex) and prev.get("intent") in ("reserve", "order")):
        # Round 44 (44b): "e eu?" after a relative's case, "e minha prima?" after one's own: another person, whose place
        # or group is asked (the thread's selection carries); the earlier person's never stands for theirs.
        personal: tuple[str, ...] = tuple(PLACES) if intent == "position" else ("groups",)
        params = {k: v for k, v in params.items() if k not in personal or k in cur}
        carried -= set(personal)
        if intent == "eligibility" and not params.get("groups") and asker_after_other(ex, cur, prev) \
                and prev.get(OWN_GROUPS):
            # Round 45 (f60d): "e eu?" after a relative's group, the asker's own told before ("sou pardo"): theirs again
            params["groups"] = list(prev[OWN_GROUPS])
            carried.add("groups")
        if intent == "eligibility" and not params.get("groups"):
            missing = "groups"
    if intent == "eligibility" and continued and not params.get("groups") and relative_group_untold(ex):
        # Round 41 (lo41b): "minha mãe pode?" after "quantas vagas pra pretos" or "sou preto": her own group is not told
        # (the earlier one was the reserve's or the asker's, `context._merge`): it is asked, the thread's figures kept.
        missing = "groups"
    if intent == "edital" and not params.get("cargos") and not cur and (table := prev.get("cargos")) \
            and prev.get("intent") == "edital" and per_cargo_asked(ex) and not other_selection(ex, cur):
        # Round 44 (lo44b): "qual a reserva de cada cargo?" with the thread's table at hand (just computed, or told beside
        # a law question): that table, carried, never asked for again.
        params = {**{k: v for k, v in prev.items() if k in PARAM_KEYS}, "cargos": table}
        carried = set(params)
        continued = True
    # Required parameters per operation.
    if intent in ("reserve", "order", "position") and "vacancies" not in params:
        missing = "vacancies"
    elif intent == "position" and not any(k in params for k in _SLOT_OF["rank"]):
        missing = "rank"
    elif intent == "regime" and not any(k in params for k in ("edital_date", "period", "law_hint")):
        missing = "edital_date"
    elif intent == "edital" and not params.get("cargos"):
        # "quanto dá a reserva de cada cargo do nosso edital?" (or a follow-up read as the edital with no table at
        # hand): the table of cargos and vagas is asked, never computed from nothing.
        missing = "cargos"
    elif intent == "eligibility" and missing == "groups" and not params.get("groups"):
        pass  # "eu tenho direito à cota nesse edital?", "posso usar a cota no concurso do X?": how the person declares themself
    elif intent != "regime" or missing != "edital_date":
        missing = None
    if missing == "rank" and intent == "position" and isinstance(prev.get("pcd_rank"), int) \
            and not any(getattr(ex, k) is not None for k in ("pcd_rank", "general_rank", "reserve_rank", "rank")) \
            and (alone := _pcd_place_position(ex, {k: v for k, v in params.items() if k in cur or k in prev}, cur, today,
                                              prev["pcd_rank"])) is not None:  # (no default taken for told: the calculator's)
        # Round 55 (g3): "edital de setembro de 2025" after "pcd: 3ª colocação, 40 vagas": the thread's PcD place with its
        # vagas, on the date told, as the same message answers it; never dropped for the general place asked instead
        return alone
    if missing:
        return Plan("clarify", intent=intent, params=params, clarify=missing, injection=ex.injection, extraction=ex,
                    carried=carried)
    params = said_process(intent, params, ex)
    # Round 26 (p26f): "e pela nova?" after a count under the old law (a date or "pela lei antiga") switches the thread's
    # law; later turns that keep that switch take it from the earlier turn ("e se tiver 1 vaga pra pcd?": new law, carried).
    law_switched = params.get("law_hint") == "new" and not any(k in params for k in ("edital_date", "period")) and (
        cur.get("law_hint") == "new" and follow and _old_law_thread(prev)
        or "law_hint" in carried and bool(prev.get("law_switched")))
    if params.get("law_hint") == "new" and not any(k in params for k in ("edital_date", "period")) and not (
            law_switched and "law_hint" not in cur):
        # "pela lei nova" is what an undated edital gets anyway: carried, it changes nothing, so it is not said to
        # come from the earlier turn (an old-law hint or a date, which change the result, are; so is the new law a
        # thread switched to from the old one, see above).
        carried.discard("law_hint")
    if params.get("edital_date") == today.isoformat():
        carried.discard("edital_date")  # "hoje": the date an undated edital gets anyway
    if (with_pcd := pcd_places_minimum(intent, params, cur.get("groups"))) is not None:
        params = with_pcd
        defaults.add("pcd_percentage")
    if intent in ("reserve", "order") and "added_to" not in params and params.get("prior_vacancies") is None \
            and isinstance(ex.vacancies, int) and params.get("vacancies") == ex.vacancies and not params.get("cargos") \
            and (joined := joined_count(ex.text)) is not None and joined < ex.vacancies:
        # Round 46 (f61b): "previa 4 vagas; surgiram mais 6, totalizando 10": the whole counted, the 4 it includes kept
        # (its chip) for the turns after
        params = {**params, "added_to": joined}
    carried -= restated_after_count(intent, ex, cur, params, prev)
    coverage = carried & COVERAGE_KEYS
    carried = silent_carried(intent, params, carried)
    try:
        calc = INTENTS[intent].build(params, today)
    except CalculatorError as exc:  # core turns it into a clarify, which keeps the operation asked (`PlanError`)
        raise PlanError(exc, intent, params) from exc
    if counted_comparison and isinstance(calc, ReservePlan):
        calc.compare = True
    unused = unused_numbers(ex, params)
    if prev.get("intent") and (was := denied_figure(ex)) is not None:
        unused = [n for n in unused if n != str(was)]  # "não era 12, era 16": the 12 is the figure fixed, not left out
    return Plan("calculator", intent=intent, params=params, injection=ex.injection, extraction=ex, calc=calc,
                carried=carried, unused=unused, defaults=defaults, continued=continued,
                coverage_carried=coverage - carried,
                notes=(["law_switched"] if law_switched else []) + (["pcd_untold"] if pcd_untold else [])
                + (["pcd_of_table"] if pcd_of_table else [])
                + (["table_total"] if table_total else []))


def _outside_followup(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any], kind: str, today: date) -> Plan:
    """The eligibility of the thread's person in another selection outside art. 1º (`outside_followup`); what the
    message tells itself (another group, another body) replaces the thread's."""
    # (the person and the body only: the vagas, places and edital of a concurso are no part of a remoção or promoção)
    params = {**{k: v for k, v in prev.items() if k in ("groups", "entity")}, **cur, "process": kind}
    carried = {k for k in params if k not in cur and k != "process"}
    return Plan("calculator", intent="eligibility", params=params, injection=ex.injection, extraction=ex,
                calc=INTENTS["eligibility"].build(params, today), carried=silent_carried("eligibility", params, carried),
                continued=True)


# The slots each calculator intent needs before the calculator can run (keys of `_params`). A law hint
# alone ("pela lei antiga") is not a date to compute a regime with: "qual a diferença da lei antiga?".
_SLOT_OF = {"vacancies": ("vacancies",), "edital_date": ("edital_date", "period"),
            "rank": ("general_rank", "rank", "reserve_rank"), "cargos": ("cargos",)}
_NEEDS: dict[str, tuple[str, ...]] = {"reserve": ("vacancies",), "order": ("vacancies",),
                                      "position": ("vacancies", "rank"), "regime": ("edital_date",),
                                      "eligibility": ("groups",), "edital": ("cargos",)}

# A law named ("a lei 15.142", "a lei federal", "a lei de cotas", "pela lei"): whether it reaches a state's concurso is
# these laws' question (art. 1º; the eligibility's "Não" for a person).
_LAW_NAMED = re.compile(r"\blei\b|\bleis\b|\blegislac|\bnorma\b|\bdecreto\b|\bfedera(?:l|is)\b|\b15\.?142\b|\b12\.?990\b")
_OWN_CLAIM = re.compile(r"\b(?:sou|somos|me|mim|posso|tenho direito|eu)\b")


# A count pointed back at with an article ("com as 10", "nas 10", "sobre as 10"): checked against the earlier question.
_POINTED_COUNT = re.compile(r"\b(?:com|n|d|sobre|entre|para|pras?)\s*(?:as|essas|estas) (\d+)\b(?! ?%)")
# A law question on when it holds ("isso vale desde quando?", "a partir de quando vale a lei nova?").
_SINCE_WHEN = re.compile(r"\b(?:desde|a partir de|ate) quando\b|\bvigencia\b|\bem vigor\b|\b(?:comeca|comecou|passou|passa) a valer\b")
# Vagas pointed back at ("dessas 5 novas", "nessas 6"): the ones the earlier question told.
_POINTED_VAGAS = re.compile(r"\b(?:d|n)?(?:essas|estas)\s+\d+\b")


def _table_written_again(ex: Extraction, cargos: list[list[Any]]) -> bool:
    """Whether a message's numbers are every count of a table of two or more cargos ("os mesmos 12 e 4"). Round 35
    (f36b): in any order, as a correction may restate them ("o último cargo tem 5 vagas, os outros dois 7 e 7")."""
    if len(cargos) < 2:
        return False
    counts = sorted(int(v) for _, v in cargos)
    numbers = [int(n) for n in ex.numbers]
    # (a number that tallies the cargos, "os outros dois", "os 2 primeiros", is no cargo's count)
    for m in _CARGO_TALLY.finditer(ex.text):
        if int(m.group(1) or m.group(2)) in numbers:
            numbers.remove(int(m.group(1) or m.group(2)))
    return sorted(int(n) for n in ex.numbers) == counts or sorted(numbers) == counts


_CARGO_TALLY = re.compile(r"\b(?:os|as) (?:outr[oa]s|demais) (\d)\b(?! vagas?\b)"
                          r"|\b(?:os|as) (\d) (?:outr[oa]s|demais|primeir[oa]s|ultim[oa]s|cargos|restantes)\b")


# "novo", "outro", "hoje", "atual": a concurso set apart from the law just discussed.
_FRESH_CASE = re.compile(r"\b(?:nov[oa]s?|outr[oa]s?|diferentes?|hoje|atual|atualmente|agora|recente)\b")


def old_law_fragment(ex: Extraction, law: dict[str, Any]) -> bool:
    """Round 26 (p26e): "e num concurso de 10, quantas?" right after a law answer about the old law ("na lei 12.990 o
    percentual era de quanto?"): a count asked in that law's frame, so the law goes on (a fragment with no count word,
    "e com 2 vagas?", already takes it). Only the old law: the new one is what an undated count gets anyway; a date
    named one edital, and "num concurso" is another."""
    return law.get("law_hint") == "old" and bool(FOLLOWUP.search(ex.text)) and not _FRESH_CASE.search(ex.text) \
        and len(ex.text.split()) <= 10


def _counts_told(told: Extraction | None) -> set[int]:
    """The counts of vagas an earlier question told: each number, their sum ("tinha 4 e surgiram mais 6": 10), its total."""
    if told is None:
        return set()
    nums = {int(n) for n in told.numbers}
    return nums | {sum(int(n) for n in told.numbers)} | ({told.vacancies} if told.vacancies is not None else set())


def _side_of_doubt(ex: Extraction, prev: dict[str, Any], read: EarlierRead, today: date) -> Plan | None:
    """Round 51 (lo51b): "antes", "acho que foi depois", "antes da nova" right after the law answer to the asker's own
    doubt ("não sei se o edital foi antes da lei nova"): that side of 04/06/2025 is the law (Lei 15.142, art. 11: before
    it, Lei 12.990), for the case that question told (its vagas: the reserve), else the law asked (regime)."""
    if prev.get("route") != "retrieval" or prev.get("pending") or ex.date or ex.period \
            or not (side := _SIDE_ANSWER.match(ex.text)):
        return None
    asked = read.of(prev.get("query"))
    if asked is None or not _SIDE_DOUBTED.search(asked.text):
        return None
    case = _case_told(asked) or {"intent": "regime"}
    intent = str(case["intent"])
    told = {k: v for k, v in case.items() if k in PARAM_KEYS and k not in ("edital_date", "period", "law_hint")}
    params = {**told, "law_hint": "old" if side["side"] == "antes" else "new"}
    try:
        built = INTENTS[intent].build(params, today)
    except ValueError:  # CalculatorError: the rules read the turn as usual
        return None
    return Plan("calculator", intent=intent, params=params, extraction=ex, injection=ex.injection, calc=built,
                carried=silent_carried(intent, params, set(told)))


def _case_told(told: Extraction | None) -> dict[str, Any] | None:
    """Round 24 (p24b): the case a law question told with its own vagas ("sou PcD e preta, concurso da Caixa com 20 vagas,
    posso me inscrever nas duas?"), as the calculation it would be, so that "quantas vagas tem em cada reserva?" next
    counts those vagas (carried) instead of asking for them again. A threshold ("menos de 3 vagas") is no case."""
    if told is None or told.vacancies is None or told.cargos or threshold_only(told):
        return None
    params = _params(told)
    return {"intent": _intent(told, params)[0] or "reserve", **params}


def _person_of_law_question(asked: Extraction | None) -> list[str]:
    """The groups of the person a law question was about ("sou parda mas...", "minha esposa é indígena..."), else []."""
    if asked is None:
        return []
    person = FIRST_PERSON.search(asked.text) or relative_asked(asked.text)
    # Round 23 (p23c): "quilombola pode usar a cota em PSS?" then "no caso é o PSS do IBGE, 8 vagas": a group asked about
    # in general is whom the facts told next are about (a help desk or a relative asking for someone of that group).
    subject = extract_groups(m.group(1)) if (m := _GROUP_ACCESS.search(asked.text)) else []
    if not person:
        return subject
    # "sou quilombola ... ou é só preto e pardo?": the group the person declares, not the ones the question weighs.
    declared = [g for m in _DECLARES.finditer(asked.text) for g in extract_groups(m.group(1))]
    return declared or list(_params(asked).get("groups") or []) or subject


# A group as the subject of an access question ("quilombola pode usar a cota", "pessoa parda tem direito à reserva"):
# one group, the reserve asked for it.
_GROUP_ACCESS = re.compile(r"\b(indigen\w*|quilombol\w*|pard[oa]s?|pret[oa]s?|negr[oa]s?)\s+(?:\w+\s+){0,2}?"
                           r"(?:pode|podem|tem|entra|entram|concorre|concorrem|usa|usam|consegue|conseguem)\b[^?.;]{0,30}?"
                           r"\b(?:cotas?|reserva|vagas? reservadas?)\b")


# How a person declares themself in a law question ("sou quilombola", "me declaro parda", "ela é indígena"): the
# few words after it name their group.
_DECLARES = re.compile(r"\b(?:sou|me (?:auto)?declaro|me considero|(?:ele|ela) e)\s+((?:\w+ ){0,1}\w+)")


# Round 23: someone of a group asked whether they may compete ("pardo pode concorrer pela cota no concurso do TJ
# estadual?"): that person's eligibility, whose answer says the federal law does not reach a state's body.
_GROUP_MAY = re.compile(r"\b(?:pode|podem|poderia|posso|consegue|tem direito)\b")


def _state_quota(ex: Extraction, cur: dict[str, Any]) -> bool:
    """The quota of a state's or a city's concurso asked of that concurso ("qual a cota racial nos concursos do estado de
    SP?", "o concurso da PM de SP tem cota pra negro?"), naming no federal law, no person's claim, no vagas to
    count: the state's or city's own rules answer it, not these federal laws. Whether the body must reserve or has the
    reserve at all, yes or no, is these laws' reach (`reach.subnational_duty_asked`): its eligibility "Não" (art. 1º)."""
    return ex.entity in ("estadual", "municipal") and "vacancies" not in cur and not ex.reference \
        and not _LAW_NAMED.search(ex.text) and not _OWN_CLAIM.search(ex.text) and bool(QUOTA_WORDS.search(ex.text)) \
        and not law_reach(ex) and not subnational_duty_asked(ex.text) \
        and not (cur.get("groups") and (relative_asked(ex.text) or _GROUP_MAY.search(ex.text)
                                        # Round 34 (f34b): the group as the subject of its access ("quilombola tem vaga
                                        # reservada em concurso da prefeitura?"): that person's eligibility, whose "Não"
                                        # says the federal law does not reach the body ("o concurso da PM tem cota pra
                                        # negro?" asks the body's own quota, still refused)
                                        or _GROUP_ACCESS.search(ex.text)))
    # ("a reserva se aplica a empresa pública estadual?": the reserve's reach, art. 1º; "minha irmã é quilombola, ela
    # pode usar a cota no concurso do TJ estadual?": a person's eligibility, whose answer says the federal law does
    # not reach a state's body.)


def _old_law_thread(calc: dict[str, Any]) -> bool:
    """The earlier calculation ran under the old law: named so, or an edital published before the new one's vigência."""
    if calc.get("law_hint"):
        return calc.get("law_hint") == "old"
    day, period = calc.get("edital_date"), calc.get("period")
    if isinstance(period, (list, tuple)) and len(period) >= 2 and isinstance(period[1], str):
        day = period[1]  # "março de 2024": the whole month before the vigência
    return isinstance(day, str) and day < NEW_LAW_START.isoformat()


def missing_slot(intent: str, params: dict[str, Any]) -> str | None:
    for slot in _NEEDS.get(intent, ()):
        if slot == "groups":
            if not any(params.get(k) for k in ("groups", "entity", "process")):
                return "groups"
        elif not any(k in params for k in _SLOT_OF.get(slot, (slot,))):
            return slot
    return None


# One's own group in doubt ("posso me declarar pardo?", "eu sou o que?", "conto como indígena?"): the law's definition.
DECLARATION_DOUBT = re.compile(r"\b(?:posso|poderia|devo|deveria|da (?:pra|para)|tenho direito de)\s+(?:eu\s+)?me\s+"
                               r"(?:auto)?(?:declarar|considerar|identificar)\b(?!\s+(?:como\s+)?(?:cotista|optante))|\beu sou o que\b|\bo que (?:eu )?sou\b"
                               # (Round 41, f50b: "sou contado como pardo pela lei?", "serei considerada parda?": the same doubt)
                               r"|\b(?:conto|conta|contaria|(?:sou|seria|serei|sera|e) (?:contad|considerad)[oa]) (?:como )?(?:pard|pret|negr|indigen|quilombol)"
                               # Round 41 (f50b): a condition asked of one's claim ("preciso viver em território indígena pra
                               # concorrer na reserva?", "tenho que ter documento pra me inscrever na cota?"): what the law
                               # asks of a group (autodeclaração, art. 2º; confirmation, art. 3º), never a "Sim" read as "yes,
                               # you must".
                               r"|\b(?:preciso|precisa|tenho (?:que|de)|tem (?:que|de)|devo|deve|e preciso|e necessario|e obrigatorio)\s+"
                               r"(?:eu\s+)?(?:morar|viver|residir|ter|possuir|estar|comprovar|provar|apresentar)\b[^?]{0,50}?"
                               r"\b(?:pra|para) (?:eu |poder )?(?:concorrer|me inscrever|se inscrever|participar|disputar|entrar|usar|optar"
                               r"|ser cotista|ter direito)\b"
                               # a declaration changed ("mudei minha autodeclaração de branca pra parda"): art. 2º and 4º
                               r"|\b(?:(?:mud|troc|alter)(?:ar|ou|o|a)|mudei|alterei|troquei)\s+(?:a\s+|minha\s+|sua\s+)?(?:auto)?declarac")


def declaration_doubt(ex: Extraction, params: dict[str, Any]) -> bool:
    """One's own group in doubt, with no figure of a selection to compute with (`DECLARATION_DOUBT`)."""
    return bool(DECLARATION_DOUBT.search(ex.text)) \
        and not any(k in params for k in ("vacancies", "general_rank", "reserve_rank", "cargos"))


def said_process(intent: str, params: dict[str, Any], ex: Extraction) -> dict[str, Any]:
    """An eligibility answer records the concurso the person named ("sou parda, concurso de autarquia"), like a PSS:
    it is then an assumption of the answer, and a follow-up that reuses it says it was carried. Only here, after the
    route is chosen: as a slot "concurso" would make every general question about concursos a case of its own."""
    # Round 25 (p25c): a person's count or table told with their group ("sou preta, concurso do ministério com 3 cargos,
    # quantas de cota?") names their own concurso too: "e eu posso concorrer?" next takes it like the body.
    # (the group said in this message and of the asker or a relative, never one carried or an edital's "para negros")
    told = [g for g in ex.groups if g != "pcd"] and bool(FIRST_PERSON.search(ex.text) or relative_asked(ex.text))
    if (intent == "eligibility" or intent in ("reserve", "edital") and told) \
            and ex.process == "concurso" and "process" not in params:
        return {**params, "process": "concurso"}
    return params


# What a selection is (any of these tells whether the reserve reaches it, or with what figures); "federal" alone
# says the body is the Union's.
_SELECTION_KEYS = ("entity", "process", "vacancies", "edital_date", "period", "law_hint", "reserve_register",
                   "general_rank", "reserve_rank", "rank", "cargos", "pcd", "pcd_percentage")
_FEDERAL_WORD = re.compile(r"\bfedera(?:l|is)\b|\buniao\b")
# The organizers' own selection ("do nosso concurso", "nossa seleção"): the body asking is the one that runs it.
_ORGANIZERS = re.compile(r"\bnoss[oa]s? (?:concurso|edital|certame|selecao|pss|processo seletivo|orgao)\b")
# A body named after the selection ("no concurso da Receita", "o PSS do hospital"), known to the entity list or not.
_BODY_NAMED = re.compile(r"\b(?:concurso|certame|pss|processo seletivo|selecao|edital)s?\s+(?:d[oa]s?|de)\s+(?!que\b|q\b)\w+")


# Round 48 (f63c): the time of one's own plans ("vou começar a fazer concursos esse ano", "quero prestar concurso em
# 2027"), no edital named: when the person competes, not an edital's date; the body (art. 1º) is still unknown.
_OWN_PLANS = re.compile(r"\b(?:vou|vamos|pretendo|pretendemos|quero|queremos|penso em|planejo|comecar a|comecando a"
                        r"|comecei a)\s+(?:\w+\s+){0,2}?(?:fazer|prestar|tentar|estudar pra|estudar para)\s+(?:\w+\s+)?"
                        r"(?:concursos?|provas?|selecoes|certames)\b")
_EDITAL_DATED = re.compile(r"\bedita(?:l|is)\b|\bpublicad|\blancad|\bsaiu\b|\babert[oa]s?\b")


def _plans_dated_only(ex: Extraction, params: dict[str, Any]) -> bool:
    """Round 48 (f63c): the only selection fact told is the time of one's own plans (`_OWN_PLANS`), no edital named."""
    return bool(_OWN_PLANS.search(ex.text)) and not _EDITAL_DATED.search(ex.text) and ex.no_year is None \
        and {k for k in _SELECTION_KEYS if k in params} <= {"edital_date", "period"} \
        and not before_any_law(params)


def _selection_unknown(ex: Extraction, params: dict[str, Any]) -> bool:
    """A person's own (or a relative's) eligibility with a black, brown, indigenous or quilombola group told and
    nothing about the selection: no body, kind, vagas, date, law named or figure. A white or yellow group is "Não"
    anywhere, so it needs no selection."""
    groups = params.get("groups") or []
    return bool(groups) and all(g in RACIAL_GROUPS for g in groups) \
        and (not any(k in params for k in _SELECTION_KEYS) or _plans_dated_only(ex, params)) and ex.no_year is None \
        and not _LAW_NAMED.search(ex.text) and not _FEDERAL_WORD.search(ex.text) and not _BODY_NAMED.search(ex.text) \
        and not _ORGANIZERS.search(ex.text) \
        and bool(FIRST_PERSON.search(ex.text) or relative_asked(ex.text))


# Round 53 (f68a): a post only a federal autarquia or fundação fills by PSS (a university's substitute or visiting
# teacher, IBGE's census takers, `extraction.entities.PSS`) names its body's kind; a body or a sphere named does too.
_PSS_POST = re.compile(PSS_POSTS)


# Round 53 (lead): the PSS named as such (PSS, "simplificado", Lei 8.745) is a federal temporary hiring, which only the
# bodies art. 1º, II names make (the team's convention since round 34: its eligibility answers, with that condition);
# a "processo seletivo" for a temporary post with no such name may be an estatal's (a concurso in law) or another's,
# so only then the body decides and is asked.
_PSS_NAMED = re.compile(r"\bpss\b|\bsimplificad\w*|\b8\.?745\b")


def pss_body_unknown(ex: Extraction, params: dict[str, Any]) -> bool:
    """A person's own (or a relative's) eligibility in a PSS with no body: whether art. 1º, II reaches it depends on the
    body, so it is asked. A white or yellow group is "Não" anywhere, so it needs no body; a PSS asked of no one ("a
    reserva vale pra contrato temporário?") is the law's reach, art. 1º, II's text."""
    groups = params.get("groups") or []
    return params.get("process") == "pss" and not params.get("entity") \
        and bool(FIRST_PERSON.search(ex.text) or relative_asked(ex.text)) \
        and all(g in RACIAL_GROUPS for g in groups) \
        and not _BODY_NAMED.search(ex.text) and not _ORGANIZERS.search(ex.text) and not _PSS_POST.search(ex.text) \
        and not _PSS_NAMED.search(ex.text) and not ex.reference


# Round 24 (holdout21): asked inside a calculation thread, who a law counts in a group (`rules.WHO_COUNTS`: "e quem era
# considerado negro pela lei antiga?", its law named being the law asked about, never a law switch), who may enrol in
# the reserve ("quem pode se inscrever nessas vagas?") and what the confirmation board does ("e essa comissão avalia
# também quem passou na ampla?") are the law's rule, not the thread's figures.
_WHO_COUNTED = re.compile(WHO_COUNTS.pattern
                          + r"|\bquem (?:pode|podia|poderia) (?:se inscrever|concorrer|usar|participar|disputar|optar)\b"
                          r"|\b(?:comissao|heteroidentificacao|procedimento de confirmacao)\b.{0,30}\b(?:avalia|analisa|confirma"
                          r"|verifica|confere|julga|entrevista|examina)\w*")


def _cargo_after_order(text: str, cargos: list[list[Any]]) -> list[Any] | None:
    """The one cargo of the table named after the order is asked ("...: e a ordem de nomeação do analista?")."""
    order = _ORDER_NAMED.search(text)
    tail = text[order.end():] if order else ""
    named = [c for c in cargos if re.search(rf"\b(?:d[oa]|n[oa]|pr[oa]|para [oa]|cargo de)\s+{re.escape(fold(str(c[0])))}\b", tail)]
    return list(named[0]) if len(named) == 1 else None


def _intent_over_vagas(ex: Extraction, cur: dict[str, Any]) -> bool:
    """Round 37 (f40b): the intent the cues read from the text is the one they read with vagas told too."""
    return _intent(ex, cur)[0] == _intent(ex, {**cur, "vacancies": 1})[0]


# The law itself as the subject or place of a follow-up, in words no person or board shares ("nela", "essa lei", "ela
# revogou", "o texto dela").
_LAW_ITSELF = re.compile(r"\bnela\b|\b(?:ess|est|dess|dest|ness|nest)a (?:lei|norma)\b"
                         r"|\bela (?:revog\w*|entrou em vigor|vigora|foi (?:publicada|sancionada|regulamentada))"
                         r"|\b(?:vigencia|texto|ementa|revogacao|publicacao|regulamentacao|artigos?) dela\b")
# A question word of the law's ("por que", "o que", "quem", "quando"), never of a calculation ("quanto fica?").
WHY_WHO = re.compile(r"\b(?:por que|porque|pq|o que|quem|quando)\b")
