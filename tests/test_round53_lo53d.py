"""Round 53 (lo53d): a user drive's findings, both reserves told in one message and a quadro typed with dashes.

- a person who tells a racial group and a disability of their own in the very message that asks which list calls them
  ("sou quilombola e pcd; passando nas duas listas, em qual sou convocado?", with the edital's vagas and PcD rate told
  or not) gets the regulation's rule on several reserves (`thread_person.told_both_reserves`, the same answer
  `both_reserves` gives when the person was told earlier), both norms cited — never a vagas question nor the PcD
  rate's text; ranks told keep the position path, and the rule for anyone ("em qual lista fica a pcd?") or someone
  else's list stays as it was; the list left implied ("em qual eu sou chamado?") is a list asked (`also_pcd.WHICH_LIST`);
- a quadro written with a dash glued to each count after the cargo's name ("Enfermeiro -37 | Médico -12") is a table of
  cargos, its dashes separators (`extraction.numbers.row_dashes`), in the extraction and in the API's negative check;
  a real negative ("cargo B com -2 vagas", "-5 vagas", a single "Analista -3") is still refused.
"""
from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

import calculator
from assistant.also_pcd import WHICH_LIST
from assistant.api import ApiSettings, create_app
from assistant.extraction import extract, fold
from assistant.extraction.numbers import row_dashes
from assistant.intents.law import SEVERAL_RESERVES_FACT
from assistant.models import Answer
from assistant.routing_eval import _intent_of, find_expected
from tests.assistant_support import chat, urns_of

DECREE_ART1 = "urn:lex:br:federal:decreto:2018-09-24;9508!art1_par1"


def _is_the_rule(ans: Any, label: str) -> None:
    """The regulation's rule on several reserves for a person of `label` with a disability, both norms named."""
    assert ans.route == "retrieval", ans.headline
    assert SEVERAL_RESERVES_FACT in [n.id for n in ans.regulation], ans.headline
    assert f"{label} com deficiência" in ans.headline, ans.headline
    assert "Decreto nº 9.508/2018" in ans.headline and "Decreto nº 12.536/2025" in ans.headline, ans.headline
    assert DECREE_ART1 in urns_of(ans)


# --------------------------------------------------------------------------- both reserves told in one message

ONE_MESSAGE = [
    ("sou quilombola e pcd; passando nas duas listas, em qual sou convocado?", "pessoa quilombola"),
    ("eu sou preta e tenho deficiência, 18 vagas. aprovada nas duas reservas, por qual delas sou nomeada?", "pessoa preta"),
    ("sou pardo e pcd, edital de 40 vagas com 5% pra pcd. se eu passar nas duas, em qual lista entro?", "pessoa parda"),
    ("sou indígena e deficiente, o concurso tem 12 vagas. passei nas duas, em qual eu sou chamado?", "pessoa indígena"),
]


@pytest.mark.parametrize("said,label", ONE_MESSAGE)
def test_both_reserves_told_in_the_message_get_the_regulations_rule(bot: Any, said: str, label: str) -> None:
    (ans,) = chat(bot, said)
    _is_the_rule(ans, label)


def test_ranks_anyone_and_someone_else_are_not_that_rule(bot: Any) -> None:
    # ranks told: the calculator's position path stays
    (ranked,) = chat(bot, "sou parda e pcd, 30 vagas, fiquei 5º na ampla e 2º na cota, em qual lista sou chamada?")
    assert ranked.route == "calculator" and _intent_of(ranked) == "position", ranked.headline
    # the rule for anyone, a relative's list, and a person with no disability told are not this person's rule
    (anyone,) = chat(bot, "qual lista chama primeiro o candidato pcd?")
    (relative,) = chat(bot, "minha irmã é parda e pcd, em qual lista ela é chamada?")
    (racial,) = chat(bot, "sou pardo, se eu passar na ampla e na cota, em qual lista fico?")
    for ans in (anyone, relative, racial):
        assert not (ans.route == "retrieval" and "com deficiência, você" in ans.headline), ans.headline
    # a PcD place alone is still a position asked
    (pcd_place,) = chat(bot, "sou pcd, edital de 25 vagas, fiquei em 2º na lista pcd, qual minha posição?")
    assert pcd_place.route in ("calculator", "clarify") and "Quantas vagas" not in pcd_place.headline


def test_the_list_left_implied_is_a_list_asked() -> None:
    for said in ("em qual eu sou chamado?", "por qual delas fico?", "na qual das duas serei?", "em qual entro?"):
        assert WHICH_LIST.search(fold(said)), said
    for said in ("em qual posição eu fico?", "em qual cidade é a prova?", "qual eu escolho?"):
        assert not WHICH_LIST.search(fold(said)), said


# --------------------------------------------------------------------------- a quadro's row dashes

DASH_QUADROS = {
    "Professor -9 | Pedagogo -4 | Bibliotecario -3, quanto de cota em cada?": [9, 4, 3],
    "Técnico administrativo -15; Contador -6; qual a reserva por cargo?": [15, 6],
    "Agente -21, Escrivão -7, Delegado -3. reserva de cada um?": [21, 7, 3],
    "Analista -11\nAssistente -5\nquantas vagas reservadas?": [11, 5],
}


def test_a_dash_before_each_rows_count_is_a_separator() -> None:
    for said, counts in DASH_QUADROS.items():
        ex = extract(said)
        assert ex.negatives == [], said
        assert [c.vacancies for c in ex.cargos] == counts, said
    # a real negative stays one: a count led by "com"/"tem"/"de", or a single row
    for said, neg in (("cargo A com 3 vagas, cargo B com -2 vagas, quantas cotas?", "-2"),
                      ("concurso de -5 vagas, quantas pra cota?", "-5"),
                      ("Analista -3, qual a reserva?", "-3"),
                      ("Medico 4 | Dentista tem -6 | quantas reservadas?", "-6")):
        assert neg in extract(said).negatives, said
        assert row_dashes(said) == said, said


def test_a_dash_quadro_is_the_edital_table(bot: Any) -> None:
    said = "Professor -9 | Pedagogo -4 | Bibliotecario -3, quanto de cota em cada?"
    (ans,) = chat(bot, said)
    table = calculator.edital(calculator.EditalInput(cargos=[{"name": n, "vacancies": v} for n, v in
                                                             (("Professor", 9), ("Pedagogo", 4), ("Bibliotecario", 3))]))
    assert (ans.route, _intent_of(ans)) == ("calculator", "edital"), ans.headline
    assert find_expected(ans.calculation, "cargos_reserved") == [c.reserved for c in table.cargos]


class _Echo:
    def ask(self, question: str, history: Any) -> Answer:
        return Answer(answer="ok", route="calculator", context={})


@pytest.fixture()
def api() -> Any:
    app = create_app(ApiSettings(preload=False, rate_limit="", max_vacancies=20000), assistant_factory=_Echo)
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c


def test_the_api_takes_a_dash_quadro_and_refuses_a_negative(api: Any) -> None:
    for said in DASH_QUADROS:
        assert api.post("/v1/ask", json={"question": said}).status_code == 200, said
    for said in ("cargo B com -2 vagas e cargo A com 4", "-5 vagas, quantas cotas?", "Analista -3, qual a reserva?"):
        assert api.post("/v1/ask", json={"question": said}).status_code == 422, said
