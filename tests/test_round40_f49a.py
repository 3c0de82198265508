"""Round 40 (f49a): failure families of holdout49 (bodies and spheres, counts and eligibility, the regime), one test each.

- the federal sphere named in a follow-up ("e concurso federal com 40 vagas?") replaces the thread's city or state body;
- a sphere negated ("a prefeitura não, ...", "não é do estado") is not the body asked about;
- "quantas vagas são reservadas no concurso que eu vou prestar?" is a count (its vagas missing), not one's eligibility;
- "posso ser cotista?" / "posso ser optante?" with one's group is that person's eligibility;
- which law applies to one's own selection of a federal body is the regime, the edital's date missing;
- "acumular o cargo de ..." is the Constitution's rule, out of scope.
"""
from __future__ import annotations

from datetime import date

from assistant.context import FEDERAL_SPHERE
from assistant.extraction import extract
from assistant.extraction.entities import extract_entity
from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat, reserved_for, rules_bot

TODAY = date(2026, 12, 6)


def test_federal_sphere_named_replaces_thread_city_body() -> None:
    bot = rules_bot(TODAY)
    # (Round 43, lo43a: "o município onde eu moro tem que aplicar a lei 15.142?" is now the law's reach, art. 1º; the
    # city's concurso asked of the law keeps the eligibility's "Não" this thread starts from)
    first, second, third = chat(bot, "o concurso do municipio onde eu moro tem cota pela lei 15.142?",
                                "certo. e um concurso federal de 20 vagas, quantas ficam reservadas?",
                                "e se 2 dessas vagas forem pra pessoas com deficiencia?")
    assert first.calculation["eligible"] is False
    assert second.route == "calculator" and _intent_of(second) == "reserve"
    assert second.calculation["reserved"] == reserved_for(20, None, TODAY) == 6
    assert carried_chips(second) == [] and "municipal" not in second.headline
    assert _intent_of(third) == "reserve" and third.calculation["reserved"] == 6 and third.calculation["pcd"] == 2
    assert carried_chips(third) == ["vacancies"]
    # (neighbour: the same follow-up after a state's concurso, said as "órgão federal")
    _, ans = chat(bot, "o concurso estadual da minha cidade tem cota pela lei 15.142?",
                  "e num orgao federal com 10 vagas, quantas reservadas?")
    assert _intent_of(ans) == "reserve" and ans.calculation["reserved"] == reserved_for(10, None, TODAY)
    # (neighbour: a law called federal is no sphere of the selection: the city's body stays)
    assert not FEDERAL_SPHERE.search("e a lei federal nao vale pra ele?")
    assert FEDERAL_SPHERE.search("e na esfera federal?") and FEDERAL_SPHERE.search("e concurso federal com 9 vagas?")


def test_negated_sphere_is_not_the_body() -> None:
    bot = rules_bot(TODAY)
    for q, n in (("a prefeitura nao, é concurso federal mesmo: 10 vagas pra analista, quantas pros cotistas?", 10),
                 ("nao é do estado, é do ministerio da saude, 7 vagas, quantas reservadas?", 7),
                 ("nao é municipal, é concurso federal com 13 vagas, quantas de cota?", 13)):
        (ans,) = chat(bot, q)
        assert ans.route == "calculator" and _intent_of(ans) == "reserve", q
        assert ans.calculation["reserved"] == reserved_for(n, None, TODAY) and "**Não**" not in ans.headline
    assert extract_entity(extract("nao é do estado, é do ibge").text)[0] == "fundacao"
    # (neighbours: a body that is the subject of "não é obrigada" stays; "o concurso da prefeitura" stays municipal)
    assert extract_entity(extract("a prefeitura nao é obrigada a seguir a lei?").text)[0] == "municipal"
    (ans,) = chat(bot, "concurso da prefeitura com 10 vagas, quantas reservadas?")
    assert ans.calculation.get("eligible") is False or "municipal" in ans.headline


def test_count_of_reserve_in_ones_own_concurso_is_the_reserve() -> None:
    bot = rules_bot(TODAY)
    first, second = chat(bot, "me fala quantas vagas ficam reservadas pra cota racial no concurso que eu vou prestar",
                         "o edital diz 21 vagas no total")
    assert first.route == "clarify" and _intent_of(first) == "reserve"
    assert second.route == "calculator" and _intent_of(second) == "reserve"
    assert second.calculation["reserved"] == reserved_for(21, None, TODAY) == 6
    # (neighbour: one's own right asked, no count, still asks the group)
    (ans,) = chat(bot, "eu tenho direito a cota no concurso que eu vou prestar?")
    assert ans.route == "clarify" and _intent_of(ans) == "eligibility"


def test_posso_ser_cotista_with_group_is_eligibility() -> None:
    bot = rules_bot(TODAY)
    for q in ("sou preta, concurso do ibama com 6 vagas, posso ser cotista?",
              "sou indigena, pss da funai com 9 vagas, posso ser optante?",
              "sou pardo, concurso da caixa de 5 vagas, consigo ser considerado cotista?"):
        (ans,) = chat(bot, q)
        assert ans.route == "calculator" and _intent_of(ans) == "eligibility", q
        assert ans.calculation["eligible"] is True and ans.headline.startswith("**Sim**")
    # (neighbour, round 40 f46a: the count asked of the reserve stays the reserve)
    (ans,) = chat(bot, "concurso do inss com 10 vagas, quantas ela pode disputar pela cota?")
    assert _intent_of(ans) == "reserve" and ans.calculation["reserved"] == reserved_for(10, None, TODAY)


def test_which_law_for_ones_own_federal_concurso_is_the_regime() -> None:
    bot = rules_bot(TODAY)
    for q in ("estou me preparando pro concurso do ibama, qual das leis de cotas vale no meu caso?",
              "vou prestar o concurso do inss, qual lei de cota se aplica?"):
        (ans,) = chat(bot, q)
        assert ans.route == "clarify" and _intent_of(ans) == "regime", q
        assert "data" in ans.headline
    # (neighbours: a city's concurso stays the eligibility's "Não"; a dated edital is answered)
    (ans,) = chat(bot, "vou prestar concurso da prefeitura, qual lei de cota se aplica?")
    assert _intent_of(ans) == "eligibility" and ans.calculation["eligible"] is False
    (ans,) = chat(bot, "o edital do ibama saiu em 10/03/2024, qual lei de cota se aplica?")
    assert ans.route == "calculator" and _intent_of(ans) == "regime"


def test_holding_two_posts_is_out_of_scope() -> None:
    bot = rules_bot(TODAY)
    for q in ("Uma servidora quer acumular o cargo de medica federal com outro de medica municipal. Pode?",
              "posso acumular um emprego na caixa com um cargo estadual?"):
        (ans,) = chat(bot, q)
        assert ans.route == "out_of_scope", q
    # (neighbour: the two reserves summed is the law's question)
    (ans,) = chat(bot, "a vaga de pcd e a da cota racial se acumulam?")
    assert ans.route != "out_of_scope"
