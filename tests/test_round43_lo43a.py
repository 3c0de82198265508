"""Round 43 (lo43a): leftovers of the declassified held-out sets.

- a body's duty under the law, asked by no one ("a prefeitura da minha cidade tem que seguir a 15.142?", "o governo
  estadual é obrigado a cumprir a lei 15.142?"): the law's reach, Lei 15.142 art. 1º cited first, never the
  eligibility's "Não" of a person's case (one's own town is no claim of one's own);
- how the count is made across cargos, asked as a choice ("cargo por cargo ou juntar as vagas dos dois cargos numa
  conta só?"): art. 1º, § 2º, never the clarification that "2 cargos" is no count of vagas;
- a table given after the question's "?" ("e se somar? engenheiro 4 e arquiteto 4"): the edital's table, counted.
Neighbours: a person's case at a city's concurso stays their eligibility; a city's own quota with no law named stays
out of scope; a table of cargos asked per cargo stays the calculator's.
"""
from __future__ import annotations

import pytest

import calculator
from assistant.core import Assistant
from assistant.extraction import extract
from assistant.routing_eval import _intent_of
from tests.assistant_support import chat

ART1 = "Lei nº 15.142/2025, art. 1º"


@pytest.mark.parametrize("q", [
    "a prefeitura do meu municipio tem que seguir a 15.142 nos concursos que ela abre?",
    "o municipio onde eu moro é obrigado a cumprir a lei 15.142?",
    "o governo estadual precisa seguir a lei 15.142 nos concursos do estado?",
])
def test_a_body_duty_under_the_law_is_its_reach(bot: Assistant, q: str) -> None:
    (ans,) = chat(bot, q)
    assert (ans.route, _intent_of(ans)) == ("retrieval", "law"), q
    assert ans.citations and ans.citations[0].label.startswith(ART1), [c.label for c in ans.citations]
    assert "administração pública federal" in ans.headline or "administração federal" in ans.headline


@pytest.mark.parametrize("q", [
    "e no concurso da prefeitura eu teria cota?",
    "sou pardo, concurso da prefeitura tem cota pra mim?",
])
def test_a_person_at_a_city_concurso_stays_eligibility(bot: Assistant, q: str) -> None:
    (ans,) = chat(bot, q)
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility")
    assert ans.calculation["eligible"] is False and ans.headline.startswith("**Não**")


def test_a_city_duty_with_no_law_named_is_the_eligibility_no(bot: Assistant) -> None:
    # Round 52 (lo52d): whether the city must reserve is these laws' reach (art. 1º), its "Não", never a refusal
    (ans,) = chat(bot, "a prefeitura de Recife tem que reservar vagas pra negros no concurso dela?")
    assert (ans.route, _intent_of(ans)) == ("calculator", "eligibility") and ans.calculation["eligible"] is False


def test_how_the_count_is_made_across_cargos_is_the_law(bot: Assistant) -> None:
    *_, ans = chat(bot, "edital com fiscal 9 vagas e contador 3 vagas, quantas de cota em cada?",
                   "o percentual se aplica cargo por cargo ou da pra juntar as vagas dos dois cargos numa conta so?")
    assert (ans.route, _intent_of(ans)) == ("retrieval", "law")
    assert ans.citations[0].label == "Lei nº 15.142/2025, art. 1º, § 2º"
    assert "número de cargos" not in ans.headline
    (alone,) = chat(bot, "o orgao pode somar as vagas dos 3 cargos numa conta so ou tem que ser cargo a cargo?")
    assert alone.route == "retrieval" and "número de cargos" not in alone.headline
    # (neighbour: the cargos' vagas given are the table, counted per cargo)
    (table,) = chat(bot, "fiscal 9 vagas e contador 3 vagas, quantas de cota em cada?")
    want = calculator.edital({"cargos": [{"name": "fiscal", "vacancies": 9}, {"name": "contador", "vacancies": 3}]})
    assert table.route == "calculator"
    assert [c["reserved"] for c in table.calculation["cargos"]] == [c.reserved for c in want.cargos]


def test_a_table_after_the_question_mark_is_counted(bot: Assistant) -> None:
    assert [(c.name, c.vacancies) for c in extract("e se juntar tudo? medico 4 e enfermeiro 4").cargos] \
        == [("medico", 4), ("enfermeiro", 4)]
    want = calculator.edital({"cargos": [{"name": "medico", "vacancies": 4}, {"name": "enfermeiro", "vacancies": 4}]})
    (ans,) = chat(bot, "e se juntar as vagas dos cargos na conta? medico 4 e enfermeiro 4")
    assert (ans.route, _intent_of(ans)) == ("calculator", "edital")
    assert [c["reserved"] for c in ans.calculation["cargos"]] == [c.reserved for c in want.cargos] == [1, 1]
    assert ans.calculation["reserved_on_total"] == want.reserved_on_total == 2
    # (neighbours: a count after a "?" is no cargo's row)
    assert extract("quantas reservadas? sao 10 vagas").cargos == []
    assert extract("por que deu 2 e nao 3? tenho 10 vagas").cargos == []
