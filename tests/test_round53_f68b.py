"""Round 53 (f68b): the scope boundary — concurso logistics are out of scope; the law's own terms are law
(declassified held-out set 67 and a user drive).

- the registration fee and its waiver however worded — a sum or the slip between ("não pagar os 90 reais da taxa",
  "sem pagar o boleto"), free enrolment ("de graça", "gratuidade"), the ground of a waiver beside a payment (CadÚnico,
  NIS, bone-marrow donor) — and how a selection is built (how many stages or exams, an oral or títulos exam) are the
  edital's: out of scope with a pointer to the edital (`rules.CONCURSO_LOGISTICS`, `out_of_scope_answer(logistics=)`),
  never art. 3º, § 2º or art. 9º, § 2º quoted; the law's own stages stay law text: the optants in every stage (art.
  6º), the cut-off for optants, the confirmation procedure's stages (art. 3º), self-declaration at enrolment;
- the reserve or the optant asked of every stage ("a cota vale em cada fase?"): art. 6º's words for the search
  (`law_cues.stages_topic`), never the vigência (art. 14) "vale" found, nor refused by the classifier;
- these laws asked by their common name whether they reach a group they do not name ("a lei de cotas serve pra
  mulheres?"): whom the reserve is for (Lei 15.142, art. 1º, caput), never another quota's refusal
  (`reach.law_asked_of_other_group`); a quota for women asked as such stays another quota;
- a phrase of the norms' own text asked for its meaning ("o quesito cor ou raça do IBGE"): the dispositivo that uses it
  (Lei 15.142, art. 2º, I; Lei 12.990, art. 2º, caput), never refused because the classifier read "IBGE" as out of
  scope (`law_term.law_term`); a phrase elsewhere in the sentence, or a body's other subject, is no such question.
"""
from __future__ import annotations

from typing import Any

from assistant.law_term import law_term
from assistant.reach import law_asked_of_other_group, other_quota
from assistant.routing_eval import _intent_of
from assistant.rules import concurso_logistics
from tests.assistant_support import chat, urns_of
from vocabulary import fold

NEW = "urn:lex:br:federal:lei:2025-06-03;15142"
OLD = "urn:lex:br:federal:lei:2014-06-09;12990"

# --------------------------------------------------------------------------- fee, waiver and the selection's make-up

FEE_WAIVER = (
    "tô sem emprego e tenho NIS, dá pra eu não pagar os 95 reais da taxa do concurso?",
    "sou doadora de medula óssea, posso fazer a inscrição sem pagar o boleto?",
    "minha família é do cad único, a inscrição sai de graça pra mim?",
    "como consigo gratuidade na inscrição da prova do ministério?",
    "quero deixar de pagar o valor da inscrição, estou no cadastro único, como faço?",
)
STRUCTURE = (
    "a seleção interna de promoção do tribunal tem quantas fases?",
    "quantas provas vai ter o concurso da agência reguladora?",
    "o certame da universidade federal vai ter prova oral?",
    "esse concurso do banco terá prova de títulos?",
)
# The law's own stages and terms: the same words, a quota, group or board word beside them.
LAW_STAGES = (
    "o optante pela cota participa de todas as fases do certame?",
    "a nota de corte de quem concorre pela reserva é outra?",
    "quantas etapas tem a comissão de heteroidentificação?",
    "a autodeclaração de pardo é feita já na inscrição?",
)


def test_fee_waiver_and_stages_are_logistics_the_law_stages_are_not() -> None:
    for said in FEE_WAIVER + STRUCTURE:
        assert concurso_logistics(fold(said)), said
    for said in LAW_STAGES + ("e são quantas etapas?",):  # (no selection named: a thread's procedure may be asked)
        assert not concurso_logistics(fold(said)), said


def test_fee_waiver_is_refused_with_the_edital_pointer(bot: Any) -> None:
    for said in FEE_WAIVER:
        (ans,) = chat(bot, said)
        assert ans.route == "out_of_scope", (said, ans.headline)
        assert "edital" in ans.headline and "isenção" in ans.headline, (said, ans.headline)
        assert ans.citations == [], said


def test_the_selection_make_up_is_refused_the_law_stages_answered(bot: Any) -> None:
    for said in STRUCTURE:
        (ans,) = chat(bot, said)
        assert ans.route == "out_of_scope", (said, ans.headline)
        assert "edital" in ans.headline, (said, ans.headline)
    for said in LAW_STAGES:
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)
        assert urns_of(ans), said


EVERY_STAGE = (
    "a cota se aplica em todas as etapas da seleção?",
    "a reserva de vagas continua valendo em cada fase do certame?",
    "o optante pela reserva continua nas fases seguintes?",
)


def test_the_reserve_in_every_stage_is_art6(bot: Any) -> None:
    # "vale" alone found the law's vigência (art. 14); art. 6º keeps the optants in every stage
    for said in EVERY_STAGE:
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)
        assert urns_of(ans)[0] == f"{NEW}!art6_cpt", (said, urns_of(ans))


# --------------------------------------------------------------------------- the law of quotas asked of another group

LAW_OF_GROUP = (
    "a lei de cotas serve pra mulheres?",
    "a lei das cotas raciais abrange também as idosas?",
    "essa lei de reserva de vagas contempla pessoas trans?",
)
OTHER_QUOTA = (
    "tem reserva de vaga pra mulheres no concurso da guarda?",
    "a lei de cotas do paraná vale pra mulheres?",
    "lei de cotas para mulheres em diretoria de estatal, como é?",
)


def test_the_law_of_quotas_asked_of_a_group_is_whom_it_is_for() -> None:
    for said in LAW_OF_GROUP:
        assert law_asked_of_other_group(fold(said)) and not other_quota(fold(said)), said
    for said in OTHER_QUOTA:
        assert other_quota(fold(said)), said


def test_the_law_of_quotas_asked_of_women_answers_with_art1(bot: Any) -> None:
    for said in LAW_OF_GROUP:
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)
        assert urns_of(ans)[0] == f"{NEW}!art1_cpt", (said, urns_of(ans))
    for said in OTHER_QUOTA[:2]:
        (ans,) = chat(bot, said)
        assert ans.route == "out_of_scope" and _intent_of(ans) != "law", (said, ans.headline)


# --------------------------------------------------------------------------- a phrase of the law's text asked

QUESITO = (
    "o que seria o quesito cor ou raça que o IBGE usa?",
    "me explica o tal quesito cor ou raça do ibge",
    "quesito cor ou raça do IBGE: que quer dizer?",
)


def test_a_phrase_of_the_text_asked_is_a_law_term() -> None:
    for said in QUESITO:
        assert law_term(fold(said)) is not None, said
    for said in ("o que é o censo demográfico do IBGE?", "o certame tem prazo de validade de dois anos? e me "
                 "explica a prorrogação", "o que é a taxa de inscrição?", "o que é o estatuto da igualdade racial?"):
        assert law_term(fold(said)) is None, said


def test_the_quesito_cor_ou_raca_is_answered_with_art2(bot: Any) -> None:
    for said in QUESITO:
        (ans,) = chat(bot, said)
        assert ans.route == "retrieval", (said, ans.headline)
        assert {f"{NEW}!art2_inc1", f"{OLD}!art2_cpt"} & set(urns_of(ans)[:2]), (said, urns_of(ans))
    (ans,) = chat(bot, "o que é o censo demográfico do IBGE?")
    assert ans.route == "out_of_scope", ans.headline
