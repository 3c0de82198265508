from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from corpus.repair import FFFD, damage, repair_text

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT.parent / "shared" / "sources" / "lei-12990-2014.txt"
RESTORED = ROOT / "corpus" / "texts" / "lei-12990-2014.txt"
LEI_15142 = (ROOT / "corpus" / "texts" / "lei-15142-2025.txt").read_text(encoding="utf-8")

# Sentences of the official Lei nº 12.990/2014 text (planalto.gov.br), typed independently.
OFFICIAL_12990 = [
    "§ 1º A reserva de vagas será aplicada sempre que o número de vagas oferecidas no concurso "
    "público for igual ou superior a 3 (três).",
    "§ 2º Na hipótese de quantitativo fracionado para o número de vagas reservadas a candidatos "
    "negros, esse será aumentado para o primeiro número inteiro subsequente, em caso de fração "
    "igual ou maior que 0,5 (cinco décimos), ou diminuído para número inteiro imediatamente "
    "inferior, em caso de fração menor que 0,5 (cinco décimos).",
    "§ 3º A reserva de vagas a candidatos negros constará expressamente dos editais dos concursos "
    "públicos, que deverão especificar o total de vagas correspondentes à reserva para cada cargo "
    "ou emprego público oferecido.",
    "Art. 2º Poderão concorrer às vagas reservadas a candidatos negros aqueles que se "
    "autodeclararem pretos ou pardos no ato da inscrição no concurso público, conforme o quesito "
    "cor ou raça utilizado pela Fundação Instituto Brasileiro de Geografia e Estatística - IBGE.",
    "Parágrafo único. Na hipótese de constatação de declaração falsa, o candidato será eliminado "
    "do concurso e, se houver sido nomeado, ficará sujeito à anulação da sua admissão ao serviço "
    "ou emprego público, após procedimento administrativo em que lhe sejam assegurados o "
    "contraditório e a ampla defesa, sem prejuízo de outras sanções cabíveis.",
    "Art. 3º Os candidatos negros concorrerão concomitantemente às vagas reservadas e às vagas "
    "destinadas à ampla concorrência, de acordo com a sua classificação no concurso.",
    "Art. 4º A nomeação dos candidatos aprovados respeitará os critérios de alternância e "
    "proporcionalidade, que consideram a relação entre o número de vagas total e o número de vagas "
    "reservadas a candidatos com deficiência e a candidatos negros.",
    "Art. 5º O órgão responsável pela política de promoção da igualdade étnica de que trata o § 1º "
    "do art. 49 da Lei nº 12.288, de 20 de julho de 2010, será responsável pelo acompanhamento e "
    "avaliação anual do disposto nesta Lei, nos moldes previstos no art. 59 da Lei nº 12.288, de 20 "
    "de julho de 2010.",
    "Parágrafo único. Esta Lei não se aplicará aos concursos cujos editais já tiverem sido "
    "publicados antes de sua entrada em vigor.",
    "Brasília, 9 de junho de 2014; 193º da Independência e 126º da República.",
    "A PRESIDENTA DA REPÚBLICA Faço saber que o Congresso Nacional decreta e eu sanciono a "
    "seguinte Lei:",
]


@pytest.fixture(scope="module")
def source() -> str:
    if not SOURCE.exists():
        pytest.skip("shared/sources not available")
    return SOURCE.read_text(encoding="utf-8")


def test_restored_file_matches_source_except_at_fffd(source):
    restored = RESTORED.read_text(encoding="utf-8")
    assert len(restored) == len(source)
    damaged = [i for i, c in enumerate(source) if c == FFFD]
    assert len(damaged) > 100
    for i, (a, b) in enumerate(zip(source, restored)):
        if a == FFFD:
            assert b != FFFD, f"position {i} not restored"
        else:
            assert a == b, f"position {i} changed"


def test_running_repair_on_source_reproduces_committed_file(source):
    result = repair_text(source)
    assert result.unresolved == []
    assert result.text == RESTORED.read_text(encoding="utf-8")


@pytest.mark.parametrize("sentence", OFFICIAL_12990)
def test_sample_sentences_equal_official_text(sentence):
    assert sentence in RESTORED.read_text(encoding="utf-8")


def test_no_replacement_character_anywhere_in_corpus():
    for path in (ROOT / "corpus").rglob("*"):
        if path.is_file() and path.suffix in {".txt", ".json", ".py", ".md"}:
            text = path.read_text(encoding="utf-8")
            # repair.py names the character only through its escape.
            assert FFFD not in text, path


def test_law_text_rules():
    r = repair_text(f"Art. 1{FFFD} Conforme o {FFFD} 2{FFFD} do art. 193{FFFD} da Lei n{FFFD} 8.112.")
    assert r.text == "Art. 1º Conforme o § 2º do art. 193º da Lei nº 8.112."
    r = repair_text(f"Par{FFFD}grafo {FFFD}nico. Esta Lei n{FFFD}o se aplica.")
    assert r.text == "Parágrafo único. Esta Lei não se aplica."


def test_standalone_a_or_e_context_rule():
    r = repair_text(f"O candidato {FFFD} eliminado e fica sujeito {FFFD} anula{FFFD}{FFFD}o; "
                    f"ele {FFFD} o titular e concorre {FFFD}s vagas.")
    assert r.text == ("O candidato é eliminado e fica sujeito à anulação; "
                      "ele é o titular e concorre às vagas.")


def test_case_is_preserved():
    r = repair_text(f"A PRESIDENTA DA REP{FFFD}BLICA, Bras{FFFD}lia. {FFFD}rg{FFFD}o respons{FFFD}vel.")
    assert r.text == "A PRESIDENTA DA REPÚBLICA, Brasília. Órgão responsável."


def test_unknown_word_is_reported_not_guessed():
    text = f"palavra xyzq{FFFD}wv aqui"
    r = repair_text(text, vocabulary=frozenset())
    assert not r.ok
    assert [u.token for u in r.unresolved] == [f"xyzq{FFFD}wv"]
    assert FFFD in r.text and len(r.text) == len(text)


def test_word_missing_from_general_dictionary_is_not_guessed_without_vocabulary():
    # "cabíveis" is not in pyspellchecker's list: without the law vocabulary it stays unresolved.
    r = repair_text(f"san{FFFD}{FFFD}es cab{FFFD}veis", vocabulary=frozenset())
    assert [u.token for u in r.unresolved] == [f"cab{FFFD}veis"]
    assert r.text.startswith("sanções")


# Damaged paragraphs of Lei 15.142 (repair must not use that very text as its vocabulary here).
_PARAGRAPHS = [p for p in LEI_15142.split("\n\n") if p.startswith(("Art.", "§", "I", "V"))]


def _wrong_fixes(original: str, result) -> list:
    return [f for f in result.fixes
            if original[f.position:f.position + len(f.token)] != f.replacement]


@pytest.mark.parametrize("paragraph", _PARAGRAPHS)
def test_damaged_15142_paragraphs_come_back(paragraph):
    damaged = damage(paragraph)
    r = repair_text(damaged, vocabulary=frozenset())
    assert _wrong_fixes(paragraph, r) == []
    if r.ok:
        assert r.text == paragraph
    else:  # only words the general dictionary lacks may stay, and they are reported
        assert {u.token for u in r.unresolved} <= {f"cab{FFFD}veis", f"classificat{FFFD}ria"}


def test_whole_damaged_15142_law_text_restores_with_few_reports():
    damaged = damage(LEI_15142)
    r = repair_text(damaged, vocabulary=frozenset())
    law_part = LEI_15142.index("Brasília")  # signatories' names are not dictionary words
    assert _wrong_fixes(LEI_15142, r) == [] or all(f.position > law_part for f in _wrong_fixes(LEI_15142, r))
    assert len(r.fixes) > 300 and len(r.unresolved) <= 3


def test_brazilian_spelling_preferred_over_european_dictionary_form():
    r = repair_text(f"diversidade racial e de g{FFFD}nero; pol{FFFD}tica econ{FFFD}mica", vocabulary=frozenset())
    assert r.text == "diversidade racial e de gênero; política econômica"


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(_PARAGRAPHS), min_size=1, max_size=3))
def test_repair_preserves_length_and_untouched_chars(paragraphs):
    text = "\n\n".join(paragraphs)
    damaged = damage(text)
    r = repair_text(damaged, vocabulary=frozenset())
    assert len(r.text) == len(damaged)
    assert all(a == b for a, b in zip(damaged, r.text) if a != FFFD)
    # Every position is either restored or reported.
    left = sum(1 for c in r.text if c == FFFD)
    assert left == sum(u.token.count(FFFD) for u in r.unresolved)
