"""Round 51 (51a): relatives of candidates and indígena / quilombola community leaders.

- the board's verdict said of a relative ("e se a comissão disser que meu filho não é pardo?", "se a banca entender
  que ele não é negro, perde a vaga?") is the self-declaration not confirmed (Lei 15.142, art. 3º, § 2º), never the
  group's eligibility "Sim" (`law_cues._BOARD_VERDICT`);
- a quota asked in a social or education programme ("tem cota no bolsa família / FIES / Minha Casa Minha Vida /
  Pronaf?") is another quota, out of these laws, never a clarification asking the body (`reach.OTHER_QUOTAS`);
- a member of a community said to live away from it ("é quilombola mas mora na cidade", "nasceu no quilombo mas mora
  na cidade", "não mora mais na comunidade") is that group's definition (art. 2º, III for quilombolas, II for
  indígenas), never the indígena's for a quilombola nor a clarification asking the group (`law_cues.land_topic`,
  `rules.AWAY_FROM_LAND`);
- the community's document told with its issuer first ("a associação ainda não deu a declaração pra ele", "a FUNAI
  não emitiu o documento") is the confirmation of indígenas and quilombolas (art. 3º, § 4º), never a clarification
  asking the group (`law_cues._PROOF_OF_GROUP`).
"""
from __future__ import annotations

from typing import Any

import calculator
from assistant.extraction import extract
from assistant.law_cues import law_in_thread, law_rule_topic
from assistant.reach import other_quota
from assistant.routing_eval import _intent_of
from tests.assistant_support import ask_one, chat, urns_of

NEW = "urn:lex:br:federal:lei:2025-06-03;15142"


def _reserved(n: int) -> int:
    return calculator.reserve(calculator.ReserveInput(vacancies=n)).reserved


# --------------------------------------------------------------------------- the board's verdict on a relative

VERDICT_ON_RELATIVE = (
    "e se a comissão disser que meu filho não é pardo, ele perde tudo, sai do concurso?",
    "meu marido é preto, e se a banca entender que ele não é negro, ele perde a vaga?",
    "minha filha é parda e vai fazer concurso do INSS. e se a comissão disser que ela não é parda?",
    "meu neto é pardo; se a comissão julgar que o menino não é pardo, ele é eliminado?",
    "minha irmã é preta, e se a comissão achar que a minha irmã não é preta mesmo?",
)


def test_the_verdict_on_a_relative_is_the_rule_of_art_3() -> None:
    for q in VERDICT_ON_RELATIVE:
        assert law_in_thread(extract(q), {}), q


def test_the_verdict_on_a_relative_is_answered_by_art_3_par_2(bot: Any) -> None:
    for q in VERDICT_ON_RELATIVE:
        ans = ask_one(bot, q)
        assert ans.route == "retrieval", (q, ans.route, ans.headline)
        assert f"{NEW}!art3_par2" in urns_of(ans)[:2], (q, urns_of(ans))


def test_neighbours_of_the_verdict_stay(bot: Any) -> None:
    # one's own verdict stays the rule; the relative's claim alone stays the eligibility
    ans = ask_one(bot, "e se a comissão disser que eu não sou pardo, perco tudo?")
    assert ans.route == "retrieval" and f"{NEW}!art3_par2" in urns_of(ans)[:2]
    ans = ask_one(bot, "minha filha é parda e vai fazer o concurso do INSS, ela pode concorrer na cota?")
    assert (ans.route, _intent_of(ans), ans.calculation["eligible"]) == ("calculator", "eligibility", True)
    # "não é" of something else than the group is no verdict
    for q in ("a comissão disse que não é preciso levar foto?", "a comissão disse que ela não é obrigada a ir?",
              "a banca disse que meu filho não é o primeiro da lista?"):
        assert "indeferimento" not in (law_rule_topic(extract(q)) or ""), q


# --------------------------------------------------------------------------- a quota inside a social programme

PROGRAMME_QUOTAS = (
    "minha filha é parda, tem cota no bolsa família?",
    "meu filho é preto, tem cota no FIES?",
    "minha esposa é parda, tem cota pra Minha Casa Minha Vida?",
    "a gente é quilombola, tem cota no Pronaf pra crédito rural?",
    "meu neto é indígena, ele tem direito a cota no pé-de-meia?",
    "meu sobrinho é pardo, existe reserva pra ele na bolsa permanência?",
    "meu filho é preto, pode usar cota pra conseguir bolsa no cursinho?",
)


def test_a_quota_in_a_programme_is_another_quota() -> None:
    for q in PROGRAMME_QUOTAS:
        assert other_quota(extract(q).text), q


def test_a_quota_in_a_programme_is_out_of_scope(bot: Any) -> None:
    for q in PROGRAMME_QUOTAS:
        ans = ask_one(bot, q)
        assert ans.route == "out_of_scope", (q, ans.route, ans.headline)
        assert "programas sociais" in ans.headline, ans.headline


def test_neighbours_of_the_programme_stay(bot: Any) -> None:
    # the programme as a fact about the person beside a concurso's count: the count
    ans = ask_one(bot, "meu filho recebe bolsa família e é preto, vai fazer o concurso do INSS com 30 vagas, quantas são de cota?")
    assert (ans.route, ans.calculation["reserved"]) == ("calculator", _reserved(30)), ans.headline
    ans = ask_one(bot, "minha filha é parda, tem cota no concurso do INSS?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility"), ans.headline
    # a bolsa of an internship stays the reach of art. 1º, never the programme's refusal
    assert not other_quota(extract("tem cota na bolsa de estágio do ministério?").text)
    assert not other_quota(extract("o cargo de auxiliar administrativo tem cota?").text)


# --------------------------------------------------------------------------- the issuer before the document

ISSUER_FIRST = (
    "meu filho mora no quilombo mas a associação ainda não deu a declaração pra ele, ele consegue concorrer na cota?",
    "a FUNAI ainda não emitiu o documento do meu neto, ele pode se inscrever como indígena?",
    "o cacique não assinou a carta pra minha filha, ela perde a cota?",
    "a liderança da comunidade demorou pra dar o atestado, meu sobrinho consegue concorrer na cota assim mesmo?",
)


def test_the_issuer_before_the_document_is_the_confirmation_of_art_3_par_4(bot: Any) -> None:
    for q in ISSUER_FIRST:
        ans = ask_one(bot, q)
        assert ans.route == "retrieval", (q, ans.route, ans.headline)
        assert f"{NEW}!art3_par4" in urns_of(ans)[:2], (q, urns_of(ans))


def test_neighbours_of_the_issuer_stay(bot: Any) -> None:
    ans = ask_one(bot, "a associação quilombola quer saber: num concurso de 40 vagas, quantas são da cota?")
    assert (ans.route, ans.calculation["reserved"]) == ("calculator", _reserved(40)), ans.headline
    ans = ask_one(bot, "sou cacique, o concurso da FUNAI tem 12 vagas, quantas vão pra cota?")
    assert (ans.route, ans.calculation["reserved"]) == ("calculator", _reserved(12)), ans.headline


# --------------------------------------------------------------------------- living away from the community

QUILOMBOLA_AWAY = (
    "meu filho é quilombola mas mora na cidade, ele pode usar a cota?",
    "minha filha nasceu no quilombo mas mora na cidade, ela pode usar a cota?",
    "minha sobrinha é quilombola e mora em Salvador, não mora mais na comunidade, pode concorrer na cota?",
)


def test_a_quilombola_living_away_is_answered_by_art_2_iii(bot: Any) -> None:
    from assistant.law_cues import land_topic

    # both groups named: no one definition chosen
    assert land_topic(extract("indígenas e quilombolas que moram na cidade podem usar a cota?")) is None
    for q in QUILOMBOLA_AWAY:
        ans = ask_one(bot, q)
        assert ans.route == "retrieval", (q, ans.route, ans.headline)
        assert urns_of(ans)[0] == f"{NEW}!art2_inc3", (q, urns_of(ans))


def test_living_away_after_the_definition_asked_is_that_groups(bot: Any) -> None:
    _, ans = chat(bot, "o que a lei diz sobre quem conta como quilombola?",
                  "e no caso da minha neta, que vive na capital mas nasceu no quilombo, ela pode?")
    assert ans.route == "retrieval" and urns_of(ans)[0] == f"{NEW}!art2_inc3", urns_of(ans)


def test_neighbours_of_living_away_stay(bot: Any) -> None:
    ans = ask_one(bot, "meu filho é indígena mas mora na cidade, ele pode usar a cota?")
    assert ans.route == "retrieval" and urns_of(ans)[0] == f"{NEW}!art2_inc2", urns_of(ans)
    # living in the city beside a count: the count
    ans = ask_one(bot, "sou quilombola e moro na cidade, o concurso do INSS tem 30 vagas, quantas são de cota?")
    assert (ans.route, ans.calculation["reserved"]) == ("calculator", _reserved(30)), ans.headline
