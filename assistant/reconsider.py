"""The classifiers' say over the rules' plan: the sentence classifier where the rules are unsure (`reconsider`), the
turn classifier inside a thread (`reconsider_turn`).
"""
from __future__ import annotations

import re
from datetime import date
from typing import Any

from vocabulary import NEW_LAW

from .context import (
    FEW_VAGAS,
    _followup_intent,
    _hypothetical_optant,
    _merge,
    _own_figures,
    claimed_reserve,
    law_answer_law,
    relative_groups,
    resolve_fragment,
    same_as_before,
    silent_carried,
)
from .extraction import Extraction, extract
from .intents import INTENTS
from .intents.eligibility import keyword_claim
from .intents.reserve import CLAIM_CHECKED, STRONG_RESERVE_CUE
from .law_cues import FIGURE_KEYS, entitled_topic, law_history, stages_topic
from .law_term import law_term_asked
from .outside_followup import kind_named as outside_kind_named
from .problems import _numbers_problem
from .reach import (
    NON_CONCURSO_SELECTION,
    federal_law_asked,
    federal_selection,
    federal_selection_named,
    outside_selection_asked,
    simplified_selection_asked,
)
from .router import (
    COVERAGE_KEYS,
    TOPIC_WORD,
    WHY_WHO,
    Plan,
    amends_dated_edital,
    declaration_doubt,
    missing_slot,
    pcd_places_minimum,
    pss_body_unknown,
    said_process,
)
from .rules import (
    FIRST_PERSON,
    LAW_ASKS,
    MY_EDITAL,
    ONE_SELECTION,
    PARAM_KEYS,
    QUOTA_WORDS,
    REVERSION_ASKS,
    _intent,
    _params,
    board_sense,
    date_threshold,
    employer_reach,
    federal_body_duty,
    in_domain,
    law_rate_since,
    law_reach,
    not_own_place,
    pcd_exam_asked,
    pcd_share_bare,
    rounding_of_count,
    rule_name_asked,
    rule_within_law,
    threshold_only,
    untold_claim,
    unused_numbers,
)
from .thread_cargos import per_cargo_asked
from .thread_law import changed_why_topic, rule_in_law
from .two_lists import TWO_LISTS

# Thresholds on the classifier's probability (mean of the k-NN vote share and the logistic regression), chosen
# by routing exemplars with a model fitted without their group (`python -m assistant.intents.loo`;
# docs/evaluation.md): 0.5 / 0.7 / 0.5 routed 0.873 of them right, 0.4 / 0.7 / 0.5 0.874 (a tie), 0.6 / 0.8 / 0.6 0.865.
CLASSIFIER_MIN = 0.5
CLARIFY_MIN = 0.7
OUT_OF_SCOPE_MIN = 0.5
# An eligibility or regime plan asked in general (no situation of one's own, `_own_case`) becomes law text when
# the classifier's `law` share reaches this. Chosen by loo.py's sweep (held-out exemplar groups): 0.4 routed
# 0.892 right, 0.5 0.891, 0.6 0.890, 0.7 0.889, 0.8 0.883, never 0.876; 0.5 is the classifier's own minimum.
LAW_OVER_CALC_MIN = 0.5


def _weak_reserve(p: Plan) -> bool:
    """A reserve plan read from a broad cue ("cotistas", "reserva") with vagas: "em que nomeações entram
    os cotistas com 14 vagas?" is the order. A count cue ("quantas ... reservadas") is never weak."""
    ex = p.extraction
    return (p.route == "calculator" and p.intent == "reserve" and ex is not None and not p.carried
            and not STRONG_RESERVE_CUE.search(ex.text) and not RESERVE_COUNT.search(ex.text)
            and not pcd_share_bare(ex.text)  # (Round 47, lo47a: "pcd em 40 vagas" names the PcD list's share, no order)
            # (Round 48, lo48a: "com 20 vagas são 3 pra pcd, confere?": a PcD count checked is that claim, no order)
            and not (ex.pcd is not None and CLAIM_CHECKED.search(ex.text))
            # (Round 49, 49b: "qual o arredondamento da cota em 11 vagas?": the rounding of that count, no order)
            and not rounding_of_count(ex.text)
            # Round 41 (lo41b): "e no de 5 de junho, 11 vagas também?" after a count names no operation of its own: the
            # thread's reserve goes on with the new figures, never a broad cue for the classifier to read as the order
            and not (p.continued and _intent(ex, {})[0] is None))


def _own_case(ex: Extraction, params: dict[str, Any]) -> bool:
    """The person's or the entity's own case ("sou pardo", "nosso edital", "o PSS da Caixa") or figures to compute
    with (vagas, a place, the date of one edital): what the eligibility and regime operations answer. Without any, "a reserva
    vale para empresas públicas?" asks the law's reach, whatever entity, group or year it names."""
    # Round 28: "minha avó quer saber se quilombola tem cota": a question passed on by someone is read without who passed it
    # ("se ela, sendo quilombola, pode..." still asks that person's case).
    text = _ASKED_FOR.sub("", ex.text, count=1)
    # (Round 44, 44b: "da prefeitura da minha cidade" names where a city's body is, `rules.not_own_place`)
    return bool(FIRST_PERSON.search(not_own_place(text, params.get("entity"))) or MY_EDITAL.search(text)
                or ONE_SELECTION.search(text) or text != ex.text
                and _THIRD_PERSON.search(text)
                # (Round 33: an edital told to be still unpublished, "o edital ainda não saiu", is one edital's case too)
                # Round 40 (f48b): a register's 0 vagas ("formação de CR, zero vagas imediatas") are no figure to
                # compute with: the register alone, whose enrolment is the law's (art. 5º, § 3º)
                or "vacancies" in params and not params.get("reserve_register")
                or any(k in params for k in ("edital_date", "period", "general_rank", "rank",
                                             "reserve_rank", "cargos", "to_be_published")))


# "minha avó quer saber se", "um colega perguntou se": the one who passes the question on, with the "se" opening it.
_ASKED_FOR = re.compile(r"^(?:(?:oi|ola|bom dia|boa tarde|boa noite)\W+)?(?:meu|minha|um|uma|o|a)\s+[a-z]+(?:\s+[a-z]+)?\s+"
                        r"(?:quer|queria|quis|gostaria de|precisa|pediu (?:pra|para) (?:eu )?(?:perguntar|ver)|perguntou|pergunta"
                        r"|esta perguntando|ta perguntando|tem duvida)\s+(?:saber\s+)?se\b")
_THIRD_PERSON = re.compile(r"\b(?:ele|ela|eles|elas|dele|dela)\b")


def _entity_case(params: dict[str, Any], text: str = "") -> bool:
    """A body named ("a Petrobras", "PSS de autarquia", "empresa pública"): whether it must reserve is the
    eligibility operation's own answer (federal or not, PSS or not), worked out from it. A kind of selection or
    the reserve register alone ("contratação temporária tem cota?", "o cadastro de reserva também tem que ter
    cota?") names no one's case: the law's reach, which a confident `law` reading answers with its text. So does a
    concurso whose only offer is the register asked of anyone ("pessoa parda pode se inscrever se só houver cadastro de
    reserva?": art. 5º, § 3º, the rule); one's own concurso so ("sou parda, meu concurso só tem cadastro") is
    `_own_case`, the eligibility operation's (round 23: two blind sets read the general question as the law's)."""
    return bool(params.get("entity"))


def _general_case(p: Plan) -> bool:
    """An eligibility or regime plan of this message alone that is not about anyone's own case."""
    ex = p.extraction
    return (p.route == "calculator" and p.intent in ("eligibility", "regime") and ex is not None and not p.carried
            and not p.continued and not _own_case(ex, p.params) and not _entity_case(p.params, ex.text)
            and not keyword_claim(ex.text)  # (Round 45, lo45a: "pardo pode cota?" is the group's claim, never the law's reach)
            # Round 52 (d52b): a selection art. 1º does not name is the rules' sure "Não" by art. 1º, never re-read
            and not outside_selection_asked(ex.text, p.params.get("process")))


RESERVE_COUNT = re.compile(r"\bquant[ao]s?\b|\bnumero de\b|\bquantidade\b|\bcalcul|\bpercentual\b|\bporcentagem\b")


def wants_classifier(p: Plan) -> bool:
    """The rules are unsure: law text, out of scope, or a reserve count read from a broad cue."""
    if p.reference or p.injection or p.query_followup or p.extraction is None or "basis" in p.notes \
            or {"comparison", "law_basis", "group_share", "law_rule", "law_pointed", "appeal_term", TWO_LISTS} \
            & set(p.notes):  # the rules' explicit law
        return False
    return p.route in ("retrieval", "out_of_scope") or _weak_reserve(p) or _general_case(p)


def changed_why(p: Plan, question: str, calcs: list[dict[str, Any]]) -> Plan:
    """Round 41 (lo41e): "pq mudou?" after a figure the body or the law changed: that change's law text (art. 1º or
    art. 11), not the calculation again. The context keeps no earlier law or body, so the thread's calculations
    (from the history) say which changed."""
    if p.route != "calculator" or "why" not in p.notes or (topic := changed_why_topic(question, calcs)) is None:
        return p
    return Plan("retrieval", query=f"{question} ({topic})", law_id=NEW_LAW, params={}, extraction=p.extraction,
                injection=p.injection, notes=["law_rule"])


def earlier_rule_in_law(p: Plan, question: str, law_turn: dict[str, Any] | None) -> Plan:
    """Round 50 (f65c): "e essa regra existia na lei de 2014?" after a law answer and a count made by it: that answer's
    rule asked of the law named (`thread_law.rule_in_law`), its text, not the count again. The count's context keeps no
    earlier law answer, so the history's latest one gives the rule."""
    # (a law plan too: its search would lack the rule's subject, "essa regra" naming none)
    if p.route not in ("calculator", "retrieval") or p.extraction is None or p.extraction.reference \
            or not law_turn or not law_turn.get("query") \
            or (law_id := rule_in_law(p.extraction)) is None:
        return p
    return Plan("retrieval", query=f"{law_turn['query']} {question}", law_id=law_id, params={}, extraction=p.extraction,
                injection=p.injection, notes=["law_rule"], query_followup=True)


def reconsider(p: Plan, intent: str, probability: float, today: date) -> Plan:
    """Combine the rules' plan with the classifier's intent (`law`, `out_of_scope` or a calculator intent).

    The rules keep explicit dispositivo references, injections, other quotas and PcD coverage, and the
    calculator plans whose cues and slots they read, except an eligibility or regime read from a question about
    no one's own case, which a confident `law` turns into law text. Where they chose law text or out of
    scope, a confident calculator intent whose slots the question carries becomes that operation (a missing
    slot: a clarification naming it), unless the question asks what the law says or, for eligibility and
    regime, is about no one's own case; law text and out of scope swap on the classifier's word. A reserve
    count read from a broad cue may become the order.
    """
    ex = p.extraction
    if ex is None or not wants_classifier(p):
        return p
    if _general_case(p):
        # "servidor de autarquia entra na cota?": the classifier reads the law's reach where the cues read an
        # eligibility; a person's or an edital's own case never reaches here.
        if intent == "law" and probability >= LAW_OVER_CALC_MIN:
            return Plan("retrieval", query=ex.original, params={}, extraction=ex, notes=["classifier"])
        return p
    if probability < CLASSIFIER_MIN or p.notes and p.route == "out_of_scope":
        return p
    if p.route == "retrieval" and "pcd" in p.notes:
        return p
    if _weak_reserve(p):
        if intent == "order" and not LAW_ASKS.search(ex.text):
            return _calc_plan("order", p.params, ex, today, p)
        # (Round 27: at the classifier's own minimum: the optant told and the reserve's cue weak already narrow it.)
        if intent == "position" and p.params.get("optant") and not LAW_ASKS.search(ex.text):
            # Round 26: "sou cotista num concurso de 15 vagas, será que me chamam?": one's own chance, the place not
            # told yet; the reserve's count of those vagas does not answer it.
            params = _params(ex)
            if (missing := missing_slot("position", params)) is not None:
                return Plan("clarify", intent="position", params=params, clarify=missing, extraction=ex,
                            notes=["classifier"])
            return _calc_plan("position", params, ex, today, p)
        return p
    if intent == "out_of_scope":
        # "a lei vale para empresa pública estadual?": whom the law binds is its art. 1º, even for a body it
        # does not bind; the classifier's "other quotas" reading is for quotas of other laws.
        # Nor is the board that confirms the self-declaration the exam board its exemplars name (`board_sense`).
        # Round 24 (p24b): nor a quota asked of an internship or a trainee programme (art. 1º says it reaches neither).
        # Round 41 (f50c): nor the law's term or review ("em quanto tempo o programa será revisto?": art. 12).
        if p.route == "retrieval" and probability >= OUT_OF_SCOPE_MIN and not law_reach(ex) and not board_sense(ex.text) \
                and "law_basis" not in p.notes and not federal_law_asked(ex.text) and not federal_selection(ex) \
                and not law_rate_since(ex.text) and not law_history(ex) and not simplified_selection_asked(ex.text) \
                and not (NON_CONCURSO_SELECTION.search(ex.text) and QUOTA_WORDS.search(ex.text)) \
                and not pcd_exam_asked(ex.text) \
                and not law_term_asked(ex.text) and not stages_topic(ex) \
                and not (federal_selection_named(ex) and QUOTA_WORDS.search(ex.text) and LAW_ASKS.search(ex.text)):
            # (Round 54, lead: "como funciona a cota no concurso do INSS?": the reserve's rule asked of a federal body's
            # selection, which art. 1º reaches; its nota de corte or its date, with no rule asked, stay out.)
            # (Round 53, f68b: a phrase of the norms' own text asked, "IBGE" or not; the optants in every stage, art. 6º)
            return Plan("out_of_scope", injection=ex.injection, extraction=ex, notes=["classifier"])
        return p
    if intent == "law":
        if p.route == "out_of_scope":
            # "rescued": the rules found it outside these laws; core then wants a dispositivo about it.
            return Plan("retrieval", query=ex.original, params={}, extraction=ex, notes=["classifier", "rescued"])
        return p
    if intent not in INTENTS or LAW_ASKS.search(ex.text) or REVERSION_ASKS.search(ex.text) or threshold_only(ex) \
            or intent == "order" and rule_name_asked(ex) \
            or date_threshold(ex) or NON_CONCURSO_SELECTION.search(ex.text):
        # "concurso com menos de 3 vagas tem cota?", "editais publicados antes de junho de 2025": a rule's
        # threshold, not this concurso's vagas or date.
        # Nor a selection that fills no cargo efetivo ("cargo comissionado no incra"): art. 1º's text, never a body's "Sim".
        return p
    if intent == "regime" and p.route == "retrieval" and rule_within_law(ex.text):
        return p  # Round 54 (f69b): a rule inside a law asked, the edital's year beside it: that rule's text
    params = _params(ex)
    # (Round 49, f64b: nor a body asking of itself, "somos uma estatal, a lei nos alcança?": whom art. 1º binds)
    if intent in ("eligibility", "regime") and (not _own_case(ex, params) or law_reach(ex) and not params.get("groups")
                                                 or employer_reach(ex, params) or federal_body_duty(ex, params)):
        # "quilombolas passaram a ter direito à reserva?": the law's reach, not anyone's case to compute.
        # Round 44 (44b): nor "essa lei de cota vale pro concurso da prefeitura da minha cidade?", the reach asked of one
        # body's selection with no one's group: art. 1º's text (its "Não" for a city's body), as with no body named.
        return p
    if intent == "eligibility" and declaration_doubt(ex, params):
        # Round 29 (p29c): "filha de mãe parda e pai branco, posso me declarar parda?": whether one may declare
        # the group at all is its definition (art. 2º), not a "Sim" of the group one is still unsure of.
        return p
    # A calculator intent needs the domain's own words: "Quanto é 2 + 2?" has numbers, not vagas.
    if p.route == "out_of_scope" and not in_domain(ex):
        return p
    missing = missing_slot(intent, params)
    if intent == "eligibility" and missing is None and untold_claim(ex.text, params):
        # Round 44 (f59c): "tem um campo de opção pela reserva, posso marcar?": one's own claim with no group told is
        # asked how that person declares themself (as the rules ask it), never a "Sim" for a group assumed.
        return Plan("clarify", intent=intent, params=params, clarify="groups", extraction=ex, notes=["classifier"])
    if intent == "eligibility" and missing is None and pss_body_unknown(ex, params):
        # Round 53 (f68a): a PSS with no body told: the body is asked (art. 1º, II), as the rules ask it
        return Plan("clarify", intent=intent, params=params, clarify="pss_body", extraction=ex, notes=["classifier"])
    if missing is None:
        return _calc_plan(intent, params, ex, today, p)
    if probability >= CLARIFY_MIN and intent != "edital" and not _numbers_problem(ex):
        return Plan("clarify", intent=intent, params=params, clarify=missing, extraction=ex, notes=["classifier"])
    return p


def _calc_plan(intent: str, params: dict[str, Any], ex: Extraction, today: date, p: Plan) -> Plan:
    if intent == "edital" and params.get("cargos") and not INTENTS["edital"].available():
        return p
    params = said_process(intent, params, ex)
    if intent == "regime" and "vacancies" in params:
        intent = "reserve"  # the law and the count, as in `plan`: the vagas given are used
    defaults: set[str] = set()
    if (with_pcd := pcd_places_minimum(intent, params, _params(ex).get("groups"))) is not None:
        params, defaults = with_pcd, {"pcd_percentage"}
    return Plan("calculator", intent=intent, params=params, extraction=ex, calc=INTENTS[intent].build(params, today),
                unused=unused_numbers(ex, params), notes=["classifier"], defaults=defaults)


# The turn classifier's probability needed to overrule the rules inside a thread (`reconsider_turn`). Chosen on grouped
# cross-validation of `exemplars/followups.jsonl` (`python -m assistant.intents.turns --cv`): at 0.7 the turns it
# would call `continue` are 0.968 continue (0.758 of all continue turns reached), those it calls `law` 0.915 law (0.625);
# at 0.6 the precisions fall to 0.952 / 0.908, at 0.8 the reach to 0.558 / 0.417.
TURN_MIN = 0.7
# Refused by the rules for want of a domain word: brought back as law text only from this share. Chosen at a `law`
# precision of about 0.94 (`--cv`): 0.8 gave it on the 320 rows of round 16; on the 559 of round 27, 0.7 does (0.943,
# 0.685 of law turns reached against 0.498 at 0.8; 5 of the 50 out_of_scope turns read as law, 3 at 0.8; core still
# refuses a rescued turn no dispositivo fits). A refused law turn is the worse error. The turn classifier's own
# out_of_scope verdict refuses nothing (0.08 of those turns reached at 0.7): refusals stay the rules' and core's.
TURN_RESCUE_MIN = 0.7
# Notes of a law plan read from explicit evidence: a dispositivo's basis, a comparison, a rule with a number, PcD
# coverage, a group's share, a fact of the concurso. The turn classifier never overrules them.
_EXPLICIT_LAW = {"basis", "comparison", "law_basis", "group_share", "law_rule", "pcd", "other_quota", "concurso_topic",
                 "law_pointed", "appeal_term"}


def thread_kind(prev: dict[str, Any] | None) -> str | None:
    """"calc" after a calculation answer, "law" after a law answer; None outside a thread (or while a clarification
    waits for its answer: the reply to it is the rules' to read)."""
    if not prev or prev.get("pending"):
        return None
    if prev.get("route") == "retrieval":
        return "law"
    return "calc" if prev.get("intent") in INTENTS else None


def _calc_at_hand(prev: dict[str, Any]) -> dict[str, Any] | None:
    calc = prev.get("earlier") if prev.get("route") == "retrieval" else prev
    return calc if isinstance(calc, dict) and calc.get("intent") in INTENTS and not calc.get("pending") else None


def continue_plan(question: str, calc: dict[str, Any], today: date) -> Plan | None:
    """The calculation at hand continued by this message: its figures merged over the earlier ones, the operation it
    names (else the earlier one). None when that calculation would not be complete, or the message changes nothing."""
    ex = extract(question, today)
    own = _params(ex)
    cur = resolve_fragment(ex, own, calc)
    claimed = claimed_reserve(ex) & set(ex.numbers)  # "o edital reservou só 2": the edital's reserve, not its vagas
    if not any(k in cur for k in FIGURE_KEYS) and len(ex.numbers) == 1 and not ex.percentages and not claimed \
            and calc.get("intent") in ("reserve", "order"):
        # "show, e sendo 44 no total?", read as a continuation: its one number is the count of vagas
        cur = {**cur, "vacancies": ex.numbers[0]}
    merged = _merge(calc, cur, ex)
    intent, missing = _followup_intent(ex, merged)
    if intent is None or missing or intent not in INTENTS:
        intent = str(calc["intent"])
    if intent == "regime" and "vacancies" in cur:
        intent = "reserve"
    if not any(k in cur for k in FIGURE_KEYS) and intent == calc.get("intent") and not claimed:
        return None  # nothing of its own: the same answer again is no continuation worth overruling the rules for
    if intent in ("result", "edital") or missing_slot(intent, merged) is not None:
        return None
    carried = {k for k in merged if k in PARAM_KEYS and k not in cur and merged[k] == calc.get(k)}
    carried |= same_as_before(ex, cur, calc)
    coverage = carried & COVERAGE_KEYS
    carried = silent_carried(intent, merged, carried)
    try:
        built = INTENTS[intent].build(merged, today)
    except ValueError:  # CalculatorError: the rules' plan stands
        return None
    return Plan("calculator", intent=intent, params=merged, injection=ex.injection, extraction=ex, calc=built,
                carried=carried, unused=unused_numbers(ex, merged), notes=["turns"], continued=True,
                coverage_carried=coverage - carried)


def reconsider_turn(p: Plan, prev: dict[str, Any] | None, label: str, probability: float, question: str,
                    today: date) -> Plan:
    """Inside a thread, the turn classifier's reading where the rules' verdict rests on weak cues.

    Law text -> the calculation at hand, when the classifier says `continue` (p >= TURN_MIN) and the merged
    calculation is complete; a continued calculation -> law text, when it says `law` and the message carries no
    figure of its own. Rules with explicit evidence keep precedence: a dispositivo named, an injection, a comparison,
    a basis, a rule read with a number (the notes in `_EXPLICIT_LAW`), a complete question with its own figures,
    an operation named in the message."""
    ex = p.extraction
    kind = thread_kind(prev)
    if ex is None or kind is None or prev is None or probability < TURN_MIN or p.reference or p.injection \
            or ex.reference or ex.injection or _EXPLICIT_LAW & set(p.notes):
        return p
    weak_refusal = p.route == "out_of_scope" and not set(p.notes) - {"abstained"}  # no domain word, nothing more
    if label == "continue" and (p.route == "retrieval" or weak_refusal) and (calc := _calc_at_hand(prev)) is not None \
            and not WHY_WHO.search(ex.text) and not LAW_ASKS.search(ex.text):
        # "show, e sendo 44 no total?" after a law answer: the calculation before it, with these vagas.
        # "por que mudou de 20 pra 30%?" asks why (a question word of its own): the law's, whatever figures it quotes.
        done = continue_plan(question, calc, today)
        return done if done is not None else p
    if label == "law" and p.route == "calculator" and p.continued and not amends_dated_edital(ex, prev):
        # (Round 40, lo40: a retificação of the thread's dated edital is that calculation again, never the law's text)
        cur = _params(ex)
        # "e na lei antiga, quem podia se declarar?": the law named is the subject of a who/why question, no figure.
        # Round 43 (f57a): so are the people a procedure or a list acts on ("e quem confere se o candidato é pardo, tem
        # banca?", "e na regra de 2014 o negro da reserva disputava na lista geral?"): how it works, no figure of theirs.
        law_subject = not ex.numbers and not ex.percentages and (
            WHY_WHO.search(ex.text) and set(cur) <= {"law_hint"}
            or _PROCEDURE_OR_LIST.search(ex.text) and set(cur) <= {"law_hint", "groups", "optant"})
        # (Round 48, lo48b: "e sem ser cotista?" after one's place: the option supposed away, that place again;
        # Round 52, d52a: so is the reserve given up or not confirmed, "e se eu abrir mão da cota?"; Round 55, dr55a:
        # so are withdrawals ahead supposed, "e se 2 da cota desistirem?": that place moved up)
        if _own_figures(ex, cur) and not law_subject or relative_groups(ex) or _operation_named(ex, cur) \
                or _selection_kind_changed(ex, prev) \
                or prev.get("intent") == "position" and _hypothetical_optant(ex) is not None \
                or prev.get("intent") == "position" and ex.reserve_left is not None \
                or prev.get("intent") == "position" and ex.ahead_left is not None \
                or p.intent == "reserve" and FEW_VAGAS.search(ex.text):  # Round 50 (f65b): the thread's count doubted
            return p  # "e minha avó que é quilombola?": a person of its own, the eligibility asked for her
        return Plan("retrieval", query=question, params={}, injection=ex.injection, extraction=ex, notes=["turns"])
    if label == "law" and weak_refusal and probability >= TURN_RESCUE_MIN:
        # Refused by the cues for want of a domain word, but the thread's kind of question ("isso é a pcd?", "e isso
        # vale pra quem?"): law text; core still wants a dispositivo about it ("rescued"), else it says none fits.
        # ("e quem tem direito?" after a count: whom the reserve is for, searched in art. 1º's words)
        query = f"{question} ({topic})" if (topic := entitled_topic(ex)) else question
        if not topic and kind == "law" and prev.get("query") and _POINTS_AT_ANSWER.search(ex.text):
            # Round 27 (fix27x): "e quem decide isso?" after a law answer: "isso" is that question's subject, which the
            # bare words do not carry to the search
            query = f"{question} ({prev['query']})"
        if kind == "law" and prev.get("law_id") and _POINTS_AT_LAW.search(ex.text):
            # Round 28 (p28b): "e qual a data de início da vigência dela?" after a law answer: "dela" is the law just
            # quoted, so its own dispositivos are searched and the nearest answers (its doubt said, never refused).
            return Plan("retrieval", query=query, law_id=str(law_answer_law(prev) or prev["law_id"]), params={}, extraction=ex,
                        notes=["turns", "law_pointed"])
        return Plan("retrieval", query=query, params={}, extraction=ex, notes=["turns", "rescued"])
    return p


def _selection_kind_changed(ex: Extraction, prev: dict[str, Any]) -> bool:
    """Round 27: "e num concurso efetivo do mesmo banco?" after an eligibility asked of that body's PSS: the kind of
    selection is the figure this turn changes (the body carried), however long the message. Round 54 (lo54b): so is
    another selection outside art. 1º named after such a "Não" ("e cargo em comissão?", `outside_followup`)."""
    return prev.get("intent") == "eligibility" and ex.process is not None and prev.get("process") not in (None, ex.process) \
        or outside_kind_named(ex, prev) is not None


def _operation_named(ex: Extraction, cur: dict[str, Any]) -> bool:
    """The message names an operation by its own words ("e a ordem?", "qual lei se aplica?", "e quantas ficam?"); a
    quota word alone ("ocupa vaga de cota?") read as the reserve is no such word."""
    if _COUNTED.search(ex.text) or TOPIC_WORD["order"].search(ex.text) or TOPIC_WORD["position"].search(ex.text):
        return True  # "e quantas ficam?", "e em que nomeação eu entro?": a count, an order or a place asked
    if per_cargo_asked(ex):
        return True  # Round 44 (lo44b): "e a reserva de cada cargo?": the table's operation, by its own words
    named, _ = _followup_intent(ex, cur)  # the message's own words and figures: the earlier ones would name the earlier operation
    if named == "reserve":
        return bool(STRONG_RESERVE_CUE.search(ex.text) or RESERVE_COUNT.search(ex.text))
    return named is not None
# The law itself pointed at by a pronoun or a demonstrative ("a vigência dela", "nela", "essa lei", "a mesma lei").
_POINTS_AT_LAW = re.compile(r"\b(?:dela|nela|(?:ess|est|dess|dest|ness|nest)a (?:lei|norma)|(?:a|da|na) mesma (?:lei|norma)"
                            r"|(?:ela|a lei) (?:entrou|entra|comecou|passou|passa|vale|valeu|vigora|foi publicada))\b")
# Round 43 (f57a): how a procedure or a list works: the board that confirms the self-declaration, competing in the
# general list too, the one who gives up the vaga. Not a bare "concorrer/disputar": "e se eu tivesse escolhido concorrer
# como cotista?" supposes one's own option, the place again.
_PROCEDURE_OR_LIST = re.compile(r"\b(?:banca|comissao|comite|heteroidentif\w*|confer\w*|verifica\w*|fiscaliz\w*"
                                r"|lista (?:geral|da ampla|de ampla)|desist\w*)\b")
# A demonstrative pointing at what the earlier answer was about ("e quem decide isso?", "e nesse caso?").
_POINTS_AT_ANSWER = re.compile(r"\b(?:isso|disso|nisso|isto|disto|nisto|esse|essa|desse|dessa|nesse|nessa)\b")
_COUNTED = re.compile(r"\bquant[ao]s\b|\bcalcul|\bconta\b|\bsobra|\bficam\b")
