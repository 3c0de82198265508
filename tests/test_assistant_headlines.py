"""First sentences that answer the person: eligibility leads with the person's group, position answers from the
reserve-list rank alone when that decides, and every figure in a headline is one the calculator returned."""
from __future__ import annotations

import re
from datetime import date

import pytest

from assistant.core import Assistant
from tests.assistant_support import NoRetriever

TODAY = date(2026, 12, 2)


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return Assistant(retriever=NoRetriever(), today=lambda: TODAY)


def first_sentence(text: str) -> str:
    # Up to the first full stop that ends a sentence (not "nº 15.142/2025" nor "art. 1º").
    m = re.search(r"(?<!art)(?<!\bn)\.(?=\s+[A-ZÁÉÍÓÚ]|\s*$)", text)
    return text[: m.end()] if m else text


@pytest.mark.parametrize("question, group", [
    ("sou pardo, posso concorrer no concurso do inss?", "pessoas pardas"),
    ("sou preta, posso me inscrever na cota de um concurso federal?", "pessoas pretas"),
    ("sou negro, posso concorrer na reserva do concurso da caixa?", "pessoas negras"),
    ("sou indígena, tenho direito à cota no concurso da funai?", "pessoas indígenas"),
    ("sou quilombola, posso concorrer às vagas reservadas do ibama?", "pessoas quilombolas"),
])
def test_eligibility_first_sentence_is_about_the_persons_group(bot, question, group):
    ans = bot.ask(question)
    assert ans.route == "calculator" and ans.calculation["operation"] == "eligibility"
    first = first_sentence(ans.headline)
    assert first.startswith("**Sim**: " + group), ans.headline
    assert "podem concorrer às vagas reservadas" in first and "Lei nº 15.142/2025 (art. 1º, caput)" in first
    assert "autodeclaração (art. 2º" in first
    # The coverage of the process comes after the person, still in the headline.
    assert "coberto pela Lei nº 15.142/2025 (art. 1º, I)" in ans.headline.split(first, 1)[1]


def test_pretos_e_pardos_are_told_about_the_confirmation_procedure(bot):
    first = first_sentence(bot.ask("sou parda, posso concorrer à reserva no concurso do ibge?").headline)
    assert "procedimento de confirmação complementar" in first and "(art. 3º)" in first


def test_indigenas_confirmation_is_the_regulations(bot):
    first = first_sentence(bot.ask("sou indígena, posso usar a cota num concurso de ministério?").headline)
    assert "art. 2º, II" in first and "art. 3º, § 4º" in first


def test_old_law_names_the_negros_reserve(bot):
    ans = bot.ask("sou pardo, edital de 2023 com 10 vagas, posso concorrer?")
    first = first_sentence(ans.headline)
    assert first.startswith("**Sim**: pessoas pardas podem concorrer às vagas reservadas aos negros pela Lei nº "
                            "12.990/2014"), ans.headline


@pytest.mark.parametrize("question", ["sou branco, posso concorrer?", "sou branca, o edital é de 2022, posso concorrer na cota?"])
def test_white_person_still_gets_no(bot, question):
    ans = bot.ask(question)
    assert ans.headline.startswith("**Não**: pessoa branca"), ans.headline


def test_indigena_under_old_law_still_gets_no(bot):
    assert bot.ask("sou indígena e o edital é de 2023, posso usar a cota?").headline.startswith("**Não**")


def test_reserve_rank_alone_inside(bot):
    ans = bot.ask("Sou o 3º na lista de cotistas, 20 vagas, sou nomeado?")
    assert ans.route == "calculator" and ans.calculation["operation"] == "position"
    assert ans.calculation["status"] == "inside" and ans.headline.startswith("**Sim**")
    # The figures named are the calculator's own.
    assert f"{ans.calculation['reserved']} vagas reservadas" in ans.headline
    assert any("lista geral não informada" in a.text for a in ans.assumptions)


def test_reserve_rank_alone_depends_explains_why_the_general_rank_matters(bot):
    ans = bot.ask("Sou o 8º na lista da reserva, 10 vagas, passo?")
    assert ans.calculation["status"] == "depends"
    assert ans.headline.startswith("**Depende** da sua posição na lista geral")


def test_position_headline_names_the_vagas_and_the_law(bot):
    ans = bot.ask("Fiquei em 15º na lista geral, há 10 vagas, sou nomeado?")
    c = ans.calculation
    assert c["status"] == "outside"
    assert ans.headline.startswith(f"**Não**: com essas posições você fica fora das vagas: {c['open']} de ampla "
                                   f"concorrência e {c['reserved']} reservadas (Lei nº 15.142/2025)")
    ans = bot.ask("Estou em 4º na lista geral com 10 vagas, entro?")
    c = ans.calculation
    assert ans.headline == (f"**Sim**: você fica dentro das {c['open']} vagas de ampla concorrência "
                            f"(Lei nº 15.142/2025), {c['appointment']}ª nomeação na ordem.")


@pytest.mark.parametrize("question", [
    "sou pardo, posso concorrer no concurso do inss?", "Sou o 3º na lista de cotistas, 20 vagas, sou nomeado?",
    "Fiquei em 15º na lista geral, há 10 vagas, sou nomeado?", "Fiquei 8º na geral e 2º na lista da reserva, 10 vagas, passei?",
    "sou quilombola com 12 vagas, posso concorrer?",
])
def test_every_number_in_a_headline_comes_from_the_question_the_result_or_the_law(bot, question):
    ans = bot.ask(question)
    allowed = set(re.findall(r"\d+", question)) | {str(v) for v in _numbers(ans.calculation)}
    text = re.sub(r"Lei nº \d+\.\d+/\d+|Decreto nº \d+\.\d+/\d+|art\. \d+º(?:, [IVX]+|, § \d+º)?", "", ans.headline)
    assert set(re.findall(r"\d+", text)) <= allowed, ans.headline


def _numbers(obj):
    if isinstance(obj, dict):
        for v in obj.values():
            yield from _numbers(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from _numbers(v)
    elif isinstance(obj, (int, float)) and not isinstance(obj, bool):
        yield obj


def test_eligible_persons_dispositivos_are_cited_first(bot):
    ans = bot.ask("sou pardo, posso concorrer no concurso do inss?")
    assert [c.urn.rsplit("!", 1)[1] for c in ans.citations[:3]] == ["art1_cpt", "art2", "art3_cpt"]
