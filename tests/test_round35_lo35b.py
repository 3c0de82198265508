"""Round 35 (lo35b): leftovers of issue 10 seen on the real product, one family each.

1. cargos named by a code ("Área 1 – 4 vagas; Área 2 – 9 vagas", "Especialidade 01: 3"): the noun and its code are the
   cargo's whole name, a table of two cargos, never two totals to ask about;
2. cargos named per person ("o cargo dele tem 6 vagas e o dela 15"), or any row with its verb followed by an elided one
   ("analista tem 6 vagas e técnico 15"): a table of two cargos;
3. "Explique o art. 4º." (no law named) in a thread about a dated edital: the art. 4º of that edital's law (when that
   law has one);
4. an edital already out with an unknown date offered the two laws ("Ele seguirá a Lei 12.990 ou a 15.142?"): its date
   is asked;
5. the calls of the list's people asked ("como ficaria a chamada dos aprovados negros?"): the order, its vagas asked;
6. a count of vagas with a bare "como fica?" ("Somos uma estatal federal e vamos abrir 9 vagas, como fica?"): the reserve.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.core import Assistant
from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import chat, reserved_for, rules_bot

TODAY = date(2026, 12, 5)


@pytest.fixture(scope="module")
def rbot():
    return rules_bot(TODAY)


@pytest.fixture(scope="module")
def bot():
    return Assistant(today=lambda: TODAY)


def _rows(ans) -> list[tuple[str, int, int]]:
    assert ans.route == "calculator" and ans.calculation["operation"] == "edital", ans.headline
    return [(c["name"], c["vacancies"], c["reserved"]) for c in ans.calculation["cargos"]]


# --- 1. coded cargo names ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("q, names, counts", [
    ("Área 1 – 4 vagas; Área 2 – 9 vagas", ["Área 1", "Área 2"], [4, 9]),
    ("Área 1: 4 vagas; Área 2: 9 vagas", ["Área 1", "Área 2"], [4, 9]),
    ("Especialidade 01: 3 vagas; Especialidade 02: 5 vagas", ["Especialidade 01", "Especialidade 02"], [3, 5]),
    ("Lote A: 3 vagas, Lote B: 5 vagas", ["Lote A", "Lote B"], [3, 5]),
])
def test_coded_cargo_names_make_a_table(rbot, q: str, names: list[str], counts: list[int]) -> None:
    assert [c.name for c in extract(q, TODAY).cargos] == names
    (ans,) = chat(rbot, q)
    rows = _rows(ans)
    assert [(n, v) for n, v, _ in rows] == list(zip(names, counts))
    assert [r for _, _, r in rows] == [reserved_for(v, None, TODAY) for v in counts]
    for name in names:
        assert name in ans.headline
    assert "dois números de vagas" not in ans.headline
    assert not any("não entraram no cálculo" in n for n in ans.notes)  # the codes are names, no figure left out


@pytest.mark.parametrize("q, names", [
    # neighbours: the forms that already worked keep their names
    ("Cargo A: 3 vagas, Cargo B: 17 vagas", ["Cargo A", "Cargo B"]),
    ("Cargo A 3 vagas, cargo B 17", ["Cargo A", "Cargo B"]),
    ("Perfil I: 5; Perfil II: 2", ["Perfil I", "Perfil II"]),
    ("Cargo 1: 3 vagas, Cargo 2: 17 vagas", ["Cargo 1", "Cargo 2"]),
    ("analista: 10; técnico: 4", ["analista", "técnico"]),
])
def test_named_cargo_tables_are_unchanged(q: str, names: list[str]) -> None:
    assert [c.name for c in extract(q, TODAY).cargos] == names


def test_two_totals_without_names_are_still_asked(rbot) -> None:
    (ans,) = chat(rbot, "Tenho 30 vagas no edital e 5 vagas no cadastro, quantas reservadas?")
    assert ans.route == "clarify" and "dois números de vagas" in ans.headline


# --- 2. cargos named per person ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("q, names", [
    ("o cargo dele tem 6 vagas e o dela 15", ["cargo dele", "cargo dela"]),
    ("o cargo dele tem 6 vagas e o dela tem 15", ["cargo dele", "cargo dela"]),
    ("analista tem 6 vagas e técnico 15", ["analista", "técnico"]),
])
def test_a_row_and_an_elided_row_are_a_table(rbot, q: str, names: list[str]) -> None:
    (ans,) = chat(rbot, q)
    rows = _rows(ans)
    assert rows == [(names[0], 6, reserved_for(6, None, TODAY)), (names[1], 15, reserved_for(15, None, TODAY))]
    assert f"{names[1]}: **{reserved_for(15, None, TODAY)} reservadas** de 15 vagas" in ans.headline


def test_a_count_and_a_place_are_no_table() -> None:
    # neighbours: a place or a count of another thing after the vagas names no second cargo
    assert extract("o concurso tem 10 vagas e fiquei 3", TODAY).cargos == []
    assert extract("analista com 10 vagas e passei em 12", TODAY).cargos == []


# --- 3. an unnamed dispositivo in a dated thread -----------------------------------------------------------------------


_THREAD_2018 = "edital publicado em março de 2018 com 10 vagas"


def test_an_unnamed_article_is_the_threads_law(bot) -> None:
    first, ans = chat(bot, _THREAD_2018, "Explique o art. 4º.")
    assert first.calculation["regime"] == "lei-12990-2014"
    assert ans.route == "retrieval" and ans.citations
    assert ans.citations[0].urn.startswith("urn:lex:br:federal:lei:2014-06-09;12990!art4")
    assert "Lei nº 12.990/2014" in ans.headline
    # a dated edital (not a month) the same
    _, ans = chat(bot, "edital de 10/08/2018 com 10 vagas", "Explique o art. 4º.")
    assert ans.citations[0].urn.startswith("urn:lex:br:federal:lei:2014-06-09;12990!art4")


def test_the_law_in_force_still_answers_outside_an_old_thread(bot) -> None:
    new_art4 = "urn:lex:br:federal:lei:2025-06-03;15142!art4"
    (alone,) = chat(bot, "Explique o art. 4º.")
    assert alone.citations[0].urn.startswith(new_art4)
    _, after_new = chat(bot, "edital de agosto de 2025 com 10 vagas", "Explique o art. 4º.")
    assert after_new.citations[0].urn.startswith(new_art4)
    # a law named decides, whatever the thread
    _, named = chat(bot, _THREAD_2018, "o que diz o art. 4º da lei nova?")
    assert named.citations[0].urn.startswith(new_art4)
    # an article the old law lacks is the new law's
    _, art9 = chat(bot, _THREAD_2018, "Explique o art. 9º.")
    assert art9.citations[0].urn.startswith("urn:lex:br:federal:lei:2025-06-03;15142!art9")


# --- 4. an edital out with an unknown date -----------------------------------------------------------------------------


@pytest.mark.parametrize("q", [
    "o edital saiu mas não sei quando. Ele seguirá a Lei 12.990 ou a 15.142?",
    "o edital já saiu, não sei a data. vale a 12.990 ou a 15.142?",
    "o edital já foi publicado mas não sei a data: 12.990 ou 15.142?",
])
def test_an_undated_edital_offered_both_laws_asks_its_date(rbot, q: str) -> None:
    (ans,) = chat(rbot, q)
    assert ans.route == "clarify" and "Em que data o edital foi publicado?" in ans.headline


def test_pending_and_dated_editais_and_law_questions_are_unchanged(rbot) -> None:
    (pending,) = chat(rbot, "o edital ainda não foi publicado: 15.142 ou 12.990?")
    assert pending.route == "calculator" and pending.calculation["regime"] == "lei-15142-2025"
    (dated,) = chat(rbot, "o edital saiu em 2018. Ele seguirá a Lei 12.990 ou a 15.142?")
    assert dated.route == "calculator" and dated.calculation["regime"] == "lei-12990-2014"
    p = plan("qual a diferença entre a lei 12.990 e a 15.142 no edital?", None, TODAY)
    assert p.route == "retrieval"


# --- 5. the calls of the list's people -----------------------------------------------------------------------------------


@pytest.mark.parametrize("q", [
    "como ficaria a chamada dos aprovados negros? ainda não sei quantas vagas",
    "como fica a convocação dos cotistas?",
    "como fica a ordem dos cotistas?",
])
def test_the_calls_of_the_lists_people_are_the_order(rbot, q: str) -> None:
    (ans,) = chat(rbot, q)
    assert ans.route == "clarify" and "Quantas vagas o edital oferece" in ans.headline
    assert ans.context.get("intent") == "order" or "ordem de nomeação" in ans.headline


def test_the_calls_with_vagas_are_computed_and_how_they_work_is_the_law(rbot) -> None:
    p = plan("com 10 vagas, como ficaria a chamada dos aprovados negros?", None, TODAY)
    assert (p.route, p.intent, p.params.get("vacancies")) == ("calculator", "order", 10)
    assert plan("como funciona a chamada dos cotistas?", None, TODAY).route == "retrieval"


# --- 6. a count with a bare "como fica?" -------------------------------------------------------------------------------


@pytest.mark.parametrize("q", [
    "Somos uma estatal federal e vamos abrir 9 vagas, como fica?",
    "temos 9 vagas, como fica?",
    "vamos abrir 9 vagas, como ficaria a reserva?",
    "edital com 9 vagas, como fica a cota?",
])
def test_a_count_with_how_it_goes_is_the_reserve(rbot, q: str) -> None:
    p = plan(q, None, TODAY)
    assert (p.route, p.intent, p.params.get("vacancies")) == ("calculator", "reserve", 9), q
    (ans,) = chat(rbot, q)
    assert ans.calculation["reserved"] == reserved_for(9, None, TODAY)
    assert f"**{reserved_for(9, None, TODAY)} são reservadas**" in ans.headline


def test_how_it_goes_with_an_order_or_a_place_is_unchanged() -> None:
    p = plan("10 vagas e 1 pcd, como fica a ordem?", None, TODAY)
    assert (p.route, p.intent) == ("calculator", "order")
    p = plan("passei em 5º lugar na ampla, 9 vagas, como fica?", None, TODAY)
    assert (p.route, p.intent) == ("calculator", "position")
    # a bare "como fica?" with no count stays with the classifiers (no reserve of the rules)
    assert plan("e a cota, como fica?", None, TODAY).intent != "reserve"
