"""Round 35 (f36a): failure families of the declassified held-out set 36 (position and order).

- the option told with what it is for, in a list of one's facts ("30º na geral, optante pela cota, 15 vagas", ", optante
  pelas vagas reservadas,", "... e optante pela cota;"), is the option: the reserve list decides (Depende), never "fora";
- "Nº na lista dos autodeclarados (negros / pretos e pardos)" is a place in the reserve list, as "na lista da reserva",
  "na lista específica" are ("autodeclarados" was "corrected" to "autodeclaracao" by the typo fixer);
- the places asked after the plural called ("os negros aprovados são chamados em quais nomeações?", "os da cota são
  convocados em que posição?") with vagas are the order of nomination;
- "como fica a vez dos (candidatos) cotistas?" asks the order, as "como fica a ordem dos cotistas?": its vagas are asked
  for when not told ("não sei as vagas ainda"); plain law questions on the order stay law text.
"""
from __future__ import annotations

from datetime import date

import pytest

from assistant.extraction import extract
from assistant.router import plan
from tests.assistant_support import carried_keys_of, chat, rules_bot

TODAY = date(2026, 12, 5)


@pytest.fixture(scope="module")
def rbot():
    return rules_bot(TODAY)


# --- 1. "optante pela cota" in a list of one's facts is the option -----------------------------------------------------


@pytest.mark.parametrize("q", [
    "Servidor pergunta: classificado em 30º na geral, optante pela cota, concurso com 15 vagas. Ele será nomeado?",
    "classificado em 30º na geral, optante pelas vagas reservadas, concurso com 15 vagas. Ele será nomeado?",
    "fiquei em 30º na geral, optante pela reserva, 15 vagas. Serei nomeado?",
    "classificado em 30º na geral e optante pela cota; concurso com 15 vagas. Ele será nomeado?",
    "classificado em 30º na geral, inscrito nas vagas reservadas, concurso com 15 vagas. Ele será nomeado?",
    "Servidor pergunta: classificado em 30º na geral, concorre pela cota, concurso com 15 vagas. Ele será nomeado?",
])
def test_optant_for_the_reserve_listed_is_the_option(rbot, q: str) -> None:
    ex = extract(q, TODAY)
    assert ex.optant and ex.general_rank == 30 and ex.vacancies == 15
    (ans,) = chat(rbot, q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    assert ans.headline.startswith("**Depende**"), ans.headline
    assert "fica fora das vagas" not in ans.headline


@pytest.mark.parametrize("q", [
    "classificado em 30º na geral, não optante pela cota, concurso com 15 vagas. Ele será nomeado?",
    "classificado em 30º na geral, não concorre pela cota, concurso com 15 vagas. Ele será nomeado?",
    "21º na geral e não é optante pela cota, 10 vagas",
    "9º na geral e cotista entra?",
])
def test_no_option_stays_no_option(q: str) -> None:
    assert not extract(q, TODAY).optant


def test_the_non_optant_is_still_out(rbot) -> None:
    (ans,) = chat(rbot, "classificado em 30º na geral, não optante pela cota, concurso com 15 vagas. Ele será nomeado?")
    assert ans.headline.startswith("**Não**") and "fora das vagas" in ans.headline


# --- 2. "na lista dos autodeclarados" is the reserve list --------------------------------------------------------------


@pytest.mark.parametrize("q", [
    "Candidato aprovado em 2º na lista dos autodeclarados negros; edital com 4 vagas. Em qual nomeação ele entra?",
    "Candidato aprovado em 2º na lista dos autodeclarados pretos e pardos; edital com 4 vagas. Em qual nomeação ele entra?",
    "Candidata aprovada em 2º na lista das autodeclaradas; edital com 4 vagas. Em qual nomeação ela entra?",
    # neighbours (unchanged): the reserve list named otherwise
    "Candidato aprovado em 2º na lista da reserva; edital com 4 vagas. Em qual nomeação ele entra?",
    "Candidato aprovado em 2º na lista específica; edital com 4 vagas. Em qual nomeação ele entra?",
    "Candidato aprovado em 2º na lista dos cotistas; edital com 4 vagas. Em qual nomeação ele entra?",
])
def test_place_in_the_self_declared_list_is_the_reserve_rank(rbot, q: str) -> None:
    ex = extract(q, TODAY)
    assert ex.reserve_rank == 2 and ex.general_rank is None and ex.vacancies == 4
    (ans,) = chat(rbot, q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    # 4 vagas: 1 reserved (Lei 15.142); 2nd of the reserve list, the general rank decides
    assert ans.headline.startswith("**Depende** da posição"), ans.headline
    assert "há 1 vaga reservada" in ans.headline and "3ª nomeação" not in ans.headline


def test_self_declared_words_are_kept_and_other_places_unchanged() -> None:
    assert "autodeclarados negros" in extract("lista dos autodeclarados negros", TODAY).text
    assert extract("na lista dos autodeclarados o candidato está em 3º, 10 vagas", TODAY).reserve_rank == 3
    ex = extract("Candidato aprovado em 2º; edital com 4 vagas. Em qual nomeação ele entra?", TODAY)
    assert ex.reserve_rank is None and ex.rank == 2
    ex = extract("10 autodeclarados negros foram aprovados, 4 vagas", TODAY)
    assert ex.reserve_rank is None and ex.rank is None and ex.vacancies == 4


# --- 3. "os negros aprovados são chamados em quais nomeações?" is the order ---------------------------------------------


@pytest.mark.parametrize("q, positions", [
    ("no meu certame sao 10 vagas; os negros aprovados sao chamados em quais nomeacoes??", [2, 5, 9]),
    ("concurso com 10 vagas: os aprovados da cota são convocados em que posição?", [2, 5, 9]),
    ("12 vagas, os pretos e pardos são chamados em que nomeações?", [2, 5, 9, 12]),
    # neighbours (unchanged)
    ("10 vagas: os cotistas são chamados em que nomeações?", [2, 5, 9]),
    ("com 10 vagas, em que ordem são chamados os negros?", [2, 5, 9]),
])
def test_places_of_the_called_plural_are_the_order(rbot, q: str, positions: list[int]) -> None:
    (ans,) = chat(rbot, q)
    assert ans.route == "calculator" and ans.calculation["operation"] == "order"
    assert ans.calculation["quota_positions"] == positions
    assert "da ordem de nomeação" in ans.headline


def test_the_order_without_vagas_asks_them(rbot) -> None:
    (ans,) = chat(rbot, "os negros aprovados são chamados em quais nomeações?")
    assert ans.route == "clarify" and "Quantas vagas" in ans.headline


# --- 4. "como fica a vez dos cotistas?" is the order; its vagas asked -------------------------------------------------


@pytest.mark.parametrize("q", [
    "na hora de chamar os aprovados, como fica a vez dos candidatos cotistas? nao sei as vagas ainda",
    "como fica a vez dos negros na nomeação? ainda não sei quantas vagas",
    "na hora de chamar os aprovados, como fica a vez dos cotistas?",
])
def test_the_turn_of_the_optants_asks_the_vagas(rbot, q: str) -> None:
    (ans,) = chat(rbot, q)
    assert ans.route == "clarify"
    assert "Quantas vagas" in ans.headline and "ordem de nomeação" in ans.headline


def test_the_turn_of_the_optants_with_vagas_is_the_order(rbot) -> None:
    (ans,) = chat(rbot, "na hora de chamar os aprovados, como fica a vez dos candidatos cotistas? são 10 vagas")
    assert ans.route == "calculator" and ans.calculation["quota_positions"] == [2, 5, 9]


@pytest.mark.parametrize("q", [
    "como funciona a alternância?",
    "por que a vez dos cotistas é a terceira?",
    "como funciona a ordem de nomeação dos cotistas? ainda não sei as vagas",
])
def test_plain_law_questions_on_the_order_stay_law_text(q: str) -> None:
    assert plan(q, None, TODAY).route == "retrieval"


# --- 5. the reserve place supposed after a general place (label not followed: see the report) --------------------------


def test_a_supposed_reserve_place_keeps_the_general_place(rbot) -> None:
    # "e se eu estivesse em 3º na lista de cotas?" supposes the place in the other list; the general place told stays
    # (both hold at once, and the general place bounds the optants ahead in the ampla), as in holdout18 h18-c07.
    first, second = chat(rbot, "fiquei em 9o na geral, sou cotista, concurso com 6 vagas. passo?",
                         "e se eu estivesse em 3o na lista de cotas?")
    assert first.headline.startswith("**Depende**")
    assert second.calculation["operation"] == "position"
    assert "vacancies" in carried_keys_of(second)
    assert "9º lugar na lista geral" in second.headline and "**depende**" in second.headline
