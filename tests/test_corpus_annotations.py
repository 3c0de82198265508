"""The annotated corpus: complete for both laws, fresh, and never saying more than the law text."""
import itertools
import json
import re
import shutil

import pytest

from corpus import load_corpus
from corpus.__main__ import main
from corpus.annotations import (
    ANNOTATIONS_DIR,
    Annotation,
    load_annotations,
    text_sha256,
)
from corpus.annotations.check import annotatable, check, fact_context, stamp
from corpus.annotations.facts import facts, unsupported_facts
from vocabulary import NEW_LAW, OLD_LAW, URN_BASE, fold

FFFD = "\ufffd"
FULL_COVERAGE = (NEW_LAW, OLD_LAW)  # other norms (decreto 9.508) are checked for what they have
CORPUS = load_corpus()
NORMS = sorted({p.stem for p in ANNOTATIONS_DIR.glob("*.json")} | set(CORPUS.laws))


def _entries(norm: str) -> dict[str, Annotation]:
    path = ANNOTATIONS_DIR / f"{norm}.json"
    if not path.exists():
        assert norm not in FULL_COVERAGE, f"{path.name} está faltando"
        pytest.skip(f"{norm} ainda sem arquivo de anotações")
    return {urn: Annotation(urn=urn, **data)
            for urn, data in json.loads(path.read_text(encoding="utf-8")).items()}


def _key(question: str) -> str:
    return " ".join(re.findall(r"\w+", fold(question)))


@pytest.mark.parametrize("law_id", FULL_COVERAGE)
def test_every_annotatable_dispositivo_of_the_laws_is_annotated(law_id):
    targets = {d.urn for d in annotatable(CORPUS, law_id)}
    assert len(targets) == {NEW_LAW: 44, OLD_LAW: 14}[law_id]
    assert set(_entries(law_id)) == targets


@pytest.mark.parametrize("norm", NORMS)
def test_no_extra_urns_and_each_in_its_own_file(norm):
    for urn in _entries(norm):
        assert urn.split("!")[0] == URN_BASE[norm], urn
        assert urn in CORPUS, f"{urn} não existe no corpus"
        d = CORPUS.get(urn)
        assert not d.vetoed and d.kind != "artigo", f"{urn} não é anotável"


@pytest.mark.parametrize("norm", NORMS)
def test_sha256_matches_current_text(norm):
    stale = [urn for urn, a in _entries(norm).items()
             if urn in CORPUS and a.sha256 != text_sha256(CORPUS.get(urn).text)]
    assert not stale, f"anotações desatualizadas (revise e use `python -m corpus annotations stamp`): {stale}"


@pytest.mark.parametrize("norm", NORMS)
def test_perguntas_count_and_unique_across_the_file(norm):
    seen: dict[str, str] = {}
    for urn, a in _entries(norm).items():
        assert 8 <= len(a.perguntas) <= 15, f"{urn}: {len(a.perguntas)} perguntas"
        assert a.termos, f"{urn}: sem termos"
        for q in a.perguntas:
            assert q.strip() == q and len(_key(q).split()) >= 3, (urn, q)
            assert _key(q) not in seen, f"pergunta repetida em {urn} e {seen.get(_key(q))}: {q!r}"
            seen[_key(q)] = urn


@pytest.mark.parametrize("norm", NORMS)
def test_questions_of_different_dispositivos_are_distinguishable(norm):
    # A question worded almost like another dispositivo's would teach the retriever two answers.
    items = [(urn, q, set(_key(q).split())) for urn, a in _entries(norm).items() for q in a.perguntas]
    for (u1, q1, t1), (u2, q2, t2) in itertools.combinations(items, 2):
        if u1 != u2:
            assert len(t1 & t2) / len(t1 | t2) < 0.7, f"{q1!r} ({u1}) ~ {q2!r} ({u2})"


@pytest.mark.parametrize("norm", NORMS)
def test_resumo_is_short_and_adds_no_fact(norm):
    for urn, a in _entries(norm).items():
        if urn not in CORPUS:
            continue
        sentences = re.split(r"(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÂÊÔÃÕÇ])", a.resumo.strip())
        assert 1 <= len(sentences) <= 2 and len(a.resumo) <= 400, f"{urn}: resumo longo demais"
        assert not unsupported_facts(a.resumo, fact_context(CORPUS, urn)), \
            f"{urn}: o resumo cita {unsupported_facts(a.resumo, fact_context(CORPUS, urn))} fora do texto"


@pytest.mark.parametrize("norm", NORMS)
def test_resumo_says_when_the_law_leaves_it_to_regulation(norm):
    for urn, a in _entries(norm).items():
        if urn in CORPUS and "regulament" in fold(CORPUS.get(urn).text):
            assert "regulament" in fold(a.resumo), f"{urn}: o texto remete ao regulamento e o resumo não diz"


@pytest.mark.parametrize("norm", NORMS)
def test_no_replacement_character(norm):
    path = ANNOTATIONS_DIR / f"{norm}.json"
    if path.exists():
        assert FFFD not in path.read_text(encoding="utf-8")


def test_loader_sees_both_laws():
    notes = load_annotations()
    assert {CORPUS.get(u).law_id for u in notes if u in CORPUS} >= set(FULL_COVERAGE)


# ---------------------------------------------------------------- the fact check itself
def test_facts_normalise_written_forms():
    assert facts("30% (trinta por cento)") == facts("trinta por cento") == {"num:30"}
    assert facts("art. 5º") == facts("artigo 5") == {"art:5"}
    assert facts("§ 3º deste artigo") == facts("parágrafo 3") == {"par:3"}
    assert facts("Lei nº 12.990, de 9 de junho de 2014") == facts("Lei 12990 (9 de junho de 2014)")
    assert facts("fração 0,5") == {"num:0.5"}
    assert facts("a cada 2 (dois) anos") == facts("a cada dois anos") == {"num:2"}


def test_unsupported_facts_catch_an_added_number_date_or_reference():
    caput = CORPUS.get(f"{URN_BASE[NEW_LAW]}!art1_cpt")
    ctx = fact_context(CORPUS, caput.urn)
    assert not unsupported_facts("Reserva de trinta por cento para pessoas pretas e pardas.", ctx)
    assert unsupported_facts("Reserva de 20% para pessoas negras.", ctx) == {"num:20"}
    assert unsupported_facts("Vale desde junho, como diz o art. 11.", ctx) == {"mes:junho", "art:11"}


def test_fact_context_skips_the_artigo_text_but_keeps_the_chain():
    urn = f"{URN_BASE[NEW_LAW]}!art5_par2_inc1"
    ctx = fact_context(CORPUS, urn)
    assert CORPUS.get(f"{URN_BASE[NEW_LAW]}!art5_par2").text in ctx
    assert CORPUS.get(f"{URN_BASE[NEW_LAW]}!art5").text not in ctx
    # the caput's "2 (dois)" vagas is a sibling, not a parent
    assert unsupported_facts("Com 2 vagas ou mais.", ctx) == {"num:2"}


# ---------------------------------------------------------------- check / stamp
@pytest.fixture
def notes_dir(tmp_path):
    for path in ANNOTATIONS_DIR.glob("*.json"):
        shutil.copy(path, tmp_path / path.name)
    return tmp_path


def _edit(directory, norm, fn):
    path = directory / f"{norm}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    fn(data)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return data


def test_check_reports_missing_stale_extra_and_unsupported(notes_dir):
    base = URN_BASE[NEW_LAW]

    def spoil(data):
        del data[f"{base}!art12_cpt"]
        data[f"{base}!art13_cpt"]["sha256"] = "0" * 64
        data[f"{base}!art3_inc3"] = dict(data[f"{base}!art14_cpt"])  # vetoed
        data[f"{base}!art14_cpt"]["resumo"] = "A lei vale desde 4 de junho de 2025."
    _edit(notes_dir, NEW_LAW, spoil)
    report = check(CORPUS, notes_dir)
    assert report.missing == [f"{base}!art12_cpt"]
    assert report.stale == [f"{base}!art13_cpt"]
    assert report.extra == [f"{base}!art3_inc3"]
    assert report.unsupported == {f"{base}!art14_cpt": ["mes:junho", "num:4"]}
    assert not report.ok and check(CORPUS, ANNOTATIONS_DIR).ok


def test_stamp_fills_empty_sha_and_never_overwrites_a_set_one(notes_dir):
    base = URN_BASE[OLD_LAW]

    def reset(data):
        data[f"{base}!art1_cpt"]["sha256"] = ""
        data[f"{base}!art1_par1"]["sha256"] = "f" * 64
    _edit(notes_dir, OLD_LAW, reset)
    assert stamp(CORPUS, notes_dir) == [f"{base}!art1_cpt"]
    data = json.loads((notes_dir / f"{OLD_LAW}.json").read_text(encoding="utf-8"))
    assert data[f"{base}!art1_cpt"]["sha256"] == text_sha256(CORPUS.get(f"{base}!art1_cpt").text)
    assert data[f"{base}!art1_par1"]["sha256"] == "f" * 64
    assert check(CORPUS, notes_dir).stale == [f"{base}!art1_par1"]


def test_cli_check_passes_on_the_shipped_files(capsys):
    assert main(["annotations", "check"]) == 0
    assert "0 faltando, 0 desatualizadas, 0 sobrando" in capsys.readouterr().out
