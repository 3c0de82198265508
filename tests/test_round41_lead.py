"""Round 41 (lead): a law question asked of an edital older than the new law ("num edital de 2020", or "meu edital é
de 2023" just before) quotes the old law when it has a dispositivo clearly on the subject; else the new law answers and
says it is not the law that edital follows (Lei nº 15.142/2025, art. 11). The note, for instance: which law that
edital follows (Lei nº 15.142/2025, art. 11): "meu edital é de 2023" then "como funciona a heteroidentificação?".
Neighbours: the same question after a new-law edital, or naming the new law, carries no such note."""
from __future__ import annotations

from datetime import date

import pytest

from assistant import writer
from assistant.core import get_assistant
from tests.assistant_support import chat
from vocabulary import NEW_LAW, OLD_LAW, norm_of_urn


@pytest.fixture(scope="module")
def bot():
    return get_assistant()


@pytest.mark.parametrize("first", ["meu edital é de 2023",
                                   "edital publicado em 10/02/2024 com 10 vagas, quantas reservadas?",
                                   "edital de março de 2018 com 12 vagas"])
@pytest.mark.parametrize("law_q", ["como funciona a heteroidentificação?"])
def test_old_edital_thread_says_new_law_text_is_not_its_law(bot, first, law_q):
    dated, law = chat(bot, first, law_q)
    assert dated.calculation and OLD_LAW in str(dated.calculation.get("law_id") or dated.calculation)
    assert law.route == "retrieval"
    assert norm_of_urn(law.citations[0].urn) == NEW_LAW
    assert writer.OLD_EDITAL_NOTE in law.notes
    assert "Lei nº 12.990/2014" in law.answer and "art. 11" in law.answer


@pytest.mark.parametrize("turns", [
    ("edital publicado em 10/08/2025 com 10 vagas", "como funciona a heteroidentificação?"),
    ("meu edital é de 2023", "como funciona a heteroidentificação na lei nova?"),
    ("como funciona a heteroidentificação?",),
])
def test_no_note_when_the_edital_or_the_question_is_the_new_law(bot, turns):
    law = chat(bot, *turns)[-1]
    assert law.route == "retrieval"
    assert writer.OLD_EDITAL_NOTE not in law.notes


@pytest.mark.parametrize("turns", [
    ("e se o candidato mentir na autodeclaração num edital de 2020?",),
    ("o que acontece se o cotista mentir na autodeclaração, edital de 2019?",),
    ("meu edital é de 2023", "o que acontece se eu mentir na autodeclaração?"),
])
def test_a_law_question_of_an_older_edital_quotes_the_old_law_when_it_has_the_rule(bot, turns):
    # Lei nº 12.990/2014, art. 2º, parágrafo único: the false declaration (not the new law's art. 4º, nor art. 6º of
    # the old law, which the date's words alone would pull)
    law = chat(bot, *turns)[-1]
    assert law.route == "retrieval"
    assert law.citations[0].label == "Lei nº 12.990/2014, art. 2º, parágrafo único"
    assert writer.OLD_EDITAL_NOTE not in law.notes


@pytest.mark.parametrize("question", ["editais publicados antes de junho de 2025 seguem qual lei?",
                                      "e se o candidato mentir na autodeclaração num edital de 2026?"])
def test_a_class_of_editais_or_a_new_edital_keeps_the_new_law(bot, question):
    law = chat(bot, question)[-1]
    assert law.route == "retrieval"
    assert norm_of_urn(law.citations[0].urn) == NEW_LAW
    assert writer.OLD_EDITAL_NOTE not in law.notes


def test_who_counts_as_pardo_in_an_older_edital_thread_is_the_old_laws_definition(bot):
    law = chat(bot, "meu edital é de 2023", "quem é considerado pardo?")[-1]
    assert law.citations[0].label == "Lei nº 12.990/2014, art. 2º, caput"


@pytest.mark.parametrize("supposed", ["e se forem 30 vagas com essas mesmas 2 pcd?",
                                      "e se fossem 30 com esses mesmos 2 deficientes?",
                                      "e se fossem 30 com 2 pcd?"])
def test_a_supposed_count_beside_the_same_pcd_count_is_the_vagas_no_table(bot, supposed):
    # Round 41 (lead): "forem"/"mesmas" named no cargos (a table "forem: 9 de 30; mesmas: 1 de 2" was shown), and a
    # bare 30 beside a PcD count told before its list is the vagas (the earlier 20 were silently kept).
    from tests.assistant_support import reserved_for
    first, second = chat(bot, "edital com 20 vagas e 2 pcd, quantas reservadas?", supposed)
    assert second.route == "calculator" and second.calculation["operation"] == "reserve"
    assert second.calculation["vacancies"] == 30 and second.calculation.get("pcd") == 2
    assert second.calculation["reserved"] == reserved_for(30, None, date.today())


@pytest.mark.parametrize("turns", [
    ("concurso do ibge com 8 vagas, sou quilombola, posso concorrer?", "e quantas para PcD?"),
    ("concurso do ibge com 8 vagas, quantas reservadas?", "sou quilombola, posso concorrer?",
     "e quantas vagas são para PcD?"),
])
def test_a_pcd_count_after_an_eligibility_is_the_decrees_minimum_of_the_threads_vagas(bot, turns):
    # Round 41 (lead): not the person in both reserves (round 40's "e se fosse pcd?"), but the PcD count of 8 vagas
    # (5%, rounded up: Decreto 9.508, art. 1º, §§ 1º and 3º)
    from fractions import Fraction

    from calculator.pcd import pcd_total
    ans = chat(bot, *turns)[-1]
    assert ans.route == "calculator" and ans.calculation["operation"] == "reserve"
    assert ans.calculation["vacancies"] == 8
    expected = pcd_total(8, None, Fraction(5, 100))
    assert f"**{expected} vaga é** para pessoas com deficiência" in ans.headline


def test_the_person_supposed_pcd_after_an_eligibility_is_still_both_reserves(bot):
    ans = chat(bot, "sou parda, posso concorrer na cota do concurso do ibama?", "e nesse mesmo concurso, se fosse pcd?")[-1]
    assert ans.route == "retrieval" and "Decreto nº 9.508/2018" in ans.answer
