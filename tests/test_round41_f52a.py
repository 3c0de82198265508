"""Round 41 (f52a): failure families of holdout52 (bodies, ranks, unnamed cargos, the dated regime, the PcD chip).

- a "prefeitura universitária" / "do campus" is a unit of a university, not a city;
- "minha colocação geral foi 6ª de 8 vagas" is the general place and the vagas;
- counts for "um … outro" / "o primeiro … o segundo" after the table was asked are the table;
- a dated edital asked whether it keeps a law is the regime of that date;
- a PcD count written again with "essa mesma" shows its chip.
"""
from __future__ import annotations

from datetime import date

from assistant.extraction.entities import extract_entity
from assistant.routing_eval import _intent_of, carried_chips
from tests.assistant_support import chat, rules_bot

TODAY = date(2026, 12, 6)


def test_university_prefeitura_is_not_a_city() -> None:
    assert extract_entity("a prefeitura universitaria federal")[0] != "municipal"
    assert extract_entity("concurso da prefeitura do campus")[0] != "municipal"
    # (neighbour: the city's prefeitura stays municipal)
    assert extract_entity("concurso da prefeitura de campinas")[0] == "municipal"
    bot = rules_bot(TODAY)
    _, second = chat(bot, "o edital do meu concurso saiu dia 2 de abril de 2025, 10 vagas. quantas de cota?",
                     "agora outro: a prefeitura universitaria federal vai abrir concurso de 12 vagas ano que vem, "
                     "quantas pra cota?")
    assert second.route == "calculator" and _intent_of(second) == "reserve"
    assert second.calculation["reserved"] == 4 and "15.142" in second.headline
    (city,) = chat(bot, "a prefeitura vai abrir concurso de 10 vagas, quantas pra cota?")
    assert city.calculation["eligible"] is False


def test_general_place_of_n_vagas_is_a_position() -> None:
    bot = rules_bot(TODAY)
    (ans,) = chat(bot, "minha colocacao geral foi 5a de 7 vagas, sou da ampla, fiquei dentro?")
    assert ans.route == "calculator" and _intent_of(ans) == "position"
    assert ans.calculation["status"] == "inside" and ans.calculation["list"] == "open"
    (out,) = chat(bot, "minha colocacao geral foi 6a de 7 vagas, sou da ampla, fiquei dentro?")
    assert _intent_of(out) == "position" and out.calculation["status"] != "inside"
    # (neighbour: "minha colocação foi 3ª" still reads)
    (plain,) = chat(bot, "minha colocacao foi 3a, com 10 vagas, to dentro?")
    assert _intent_of(plain) == "position" and plain.calculation["status"] == "inside"


def test_unnamed_cargos_counts_after_table_asked() -> None:
    bot = rules_bot(TODAY)
    first, second = chat(bot, "o edital tem 2 cargos, quantas cotas ficam em cada um?", "10 pra um e 7 pro outro")
    assert first.route == "clarify"
    assert second.route == "calculator" and _intent_of(second) == "edital"
    assert [c["reserved"] for c in second.calculation["cargos"]] == [3, 2]
    _, third = chat(bot, "o edital tem 2 cargos, quantas cotas ficam em cada um?", "6 vagas no primeiro e 3 no segundo")
    assert [c["reserved"] for c in third.calculation["cargos"]] == [2, 1]


def test_dated_edital_kept_law_is_its_regime() -> None:
    bot = rules_bot(TODAY)
    (old,) = chat(bot, "Edital publicado em 2 de junho de 2025: continua regido pela Lei 12.990?")
    assert old.route == "calculator" and _intent_of(old) == "regime" and "12.990" in old.headline
    (new,) = chat(bot, "o edital saiu 05/06/2025, segue a lei antiga?")
    assert _intent_of(new) == "regime" and "15.142" in new.headline
    # (neighbour: a class of editais asked the same is art. 11's text)
    (cls,) = chat(bot, "editais publicados antes de junho de 2025 continuam regidos pela lei antiga?")
    assert cls.route != "calculator"


def test_same_pcd_count_shows_its_chip() -> None:
    bot = rules_bot(TODAY)
    *_, third = chat(bot, "em que posicoes os cotistas sao chamados com 10 vagas?", "e com 2 vagas de deficiente nessa conta?",
                     "e com 30 vagas, mantendo essas 2 pcd?")
    assert _intent_of(third) == "order" and third.calculation["pcd"] == 2
    assert "pcd" in carried_chips(third) and "PcD" in third.headline
    # (neighbour: a PcD count told anew, not pointed at, carries nothing)
    *_, fourth = chat(bot, "em que posicoes os cotistas sao chamados com 10 vagas?", "e com 2 vagas de deficiente nessa conta?",
                      "e com 30 vagas e 2 pcd?")
    assert carried_chips(fourth) == []
