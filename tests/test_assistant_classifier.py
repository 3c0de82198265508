"""Intent classifier (logistic regression over exemplar embeddings), its combination with the rules, and eval-routing.

A tiny exemplar set and a bag-of-words embedding stand in for the real files and model (fast, offline).
"""
from __future__ import annotations

import hashlib
import subprocess
import sys
from datetime import date
from pathlib import Path

import numpy as np
import pytest

from assistant.core import Assistant
from assistant.extraction import fold
from assistant.intents.classifier import IntentClassifier, read_exemplars
from assistant.routing_eval import carried_keys, evaluate_routing, format_report
from tests.assistant_support import NoRetriever

TODAY = date(2026, 12, 2)
EXEMPLARS = {
    "out_of_scope": ["Qual o salário de um analista do INSS?", "Quando sai o edital da Receita?",
                     "Qual a nota de corte do concurso do Banco Central?", "Qual a data da prova do IBGE?"],
    "law": ["O que acontece se a autodeclaração for indeferida?", "Quem confere a autodeclaração?",
            "O que a lei diz sobre fraude na autodeclaração?", "Quem é considerado quilombola?"],
    "reserve": ["Quantas vagas ficam para cotistas?", "Quantas vagas são reservadas?",
                "Qual o número de vagas para negros?"],
}


class BagOfWords:
    """Deterministic stand-in embedding: hashed folded words, normalised; counts its calls."""

    def __init__(self) -> None:
        self.calls = 0

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        self.calls += 1
        out = []
        for t in texts:
            v = np.zeros(256)
            for w in fold(t).replace("?", " ").split():
                v[int(hashlib.md5(w.encode()).hexdigest(), 16) % 256] += 1
            out.append((v / (np.linalg.norm(v) or 1)).tolist())
        return out


@pytest.fixture()
def exemplar_dir(tmp_path: Path) -> Path:
    for intent, lines in EXEMPLARS.items():
        (tmp_path / f"{intent}.txt").write_text("# comentário\n\n" + "\n".join(lines), encoding="utf-8")
    return tmp_path


def test_read_exemplars_skips_comments(exemplar_dir):
    rows = read_exemplars(exemplar_dir, with_annotations=False)
    assert len(rows) == sum(map(len, EXEMPLARS.values()))
    assert ("Quem é considerado quilombola?", "law") in rows and not any(t.startswith("#") for t, _ in rows)


def test_classifier_predicts_nearest_intent_and_caches(exemplar_dir, tmp_path):
    emb = BagOfWords()
    rows = read_exemplars(exemplar_dir, with_annotations=False)
    clf = IntentClassifier(emb, rows, model_name="bow", cache_dir=tmp_path / "cache")
    assert clf.predict("Qual o salário de um técnico do IBGE?").intent == "out_of_scope"
    assert clf.predict("Quem confere a autodeclaração do candidato?").intent == "law"
    # Second process: exemplar embeddings from the cache, only the question is embedded.
    emb2 = BagOfWords()
    clf2 = IntentClassifier(emb2, rows, model_name="bow", cache_dir=tmp_path / "cache")
    assert emb2.calls == 0
    clf2.predict("Quantas vagas são reservadas?")
    assert emb2.calls == 1


def test_numpy_softmax_agrees_with_sklearn_on_the_same_data():
    from sklearn.linear_model import LogisticRegression

    from assistant.intents.linear import fit_softmax, unit_rows

    rng = np.random.default_rng(0)
    x = rng.normal(size=(90, 12)) + np.repeat(np.eye(3, 12) * 2.5, 30, axis=0)
    y = np.repeat(["law", "order", "reserve"], 30)
    y[:5] = "order"  # unequal classes, so the balanced weights matter
    ours = fit_softmax(x, list(y), c=0.5)
    u = unit_rows(x)
    mean, scale = u.mean(axis=0), u.std(axis=0)
    ref = LogisticRegression(C=0.5, max_iter=2000, class_weight="balanced").fit((u - mean) / scale, y)
    q = rng.normal(size=(25, 12)) + np.eye(3, 12)[rng.integers(0, 3, 25)] * 2.0
    assert list(ours.classes_) == list(ref.classes_)
    np.testing.assert_allclose(ours.predict_proba(q), ref.predict_proba((unit_rows(q) - mean) / scale), atol=1e-6)
    assert (ours.predict_proba(q).argmax(axis=1) == np.searchsorted(ref.classes_, ref.predict((unit_rows(q) - mean) / scale))).all()


def test_fitted_weights_are_cached_and_invalidated_by_texts_and_labels(exemplar_dir, tmp_path, monkeypatch):
    import assistant.intents.classifier as clf_mod

    fits: list[int] = []
    real_fit = clf_mod.fit_softmax_apart
    monkeypatch.setattr(clf_mod, "fit_softmax_apart", lambda *a, **k: fits.append(1) or real_fit(*a, **k))
    rows = read_exemplars(exemplar_dir, with_annotations=False)
    cache = tmp_path / "cache"
    first = IntentClassifier(BagOfWords(), rows, model_name="bow", cache_dir=cache)
    assert len(fits) == 1 and len(list(cache.glob("intent-softmax-*.npz"))) == 1
    again = IntentClassifier(BagOfWords(), rows, model_name="bow", cache_dir=cache)
    assert len(fits) == 1  # the same texts and labels: weights read back, no fit
    q = "Quem confere a autodeclaração do candidato?"
    assert again.predict(q) == first.predict(q)
    IntentClassifier(BagOfWords(), rows + [("Qual o horário da prova?", "out_of_scope")], model_name="bow",
                     cache_dir=cache)
    relabelled = [(t, "law" if t == rows[-1][0] else i) for t, i in rows]
    assert relabelled != rows
    IntentClassifier(BagOfWords(), relabelled, model_name="bow", cache_dir=cache)
    IntentClassifier(BagOfWords(), rows, model_name="bow", cache_dir=cache, c=1.0)
    assert len(fits) == 4 and len(list(cache.glob("intent-softmax-*.npz"))) == 4


def test_a_corrupt_weight_cache_is_fitted_again(exemplar_dir, tmp_path):
    rows = read_exemplars(exemplar_dir, with_annotations=False)
    IntentClassifier(BagOfWords(), rows, model_name="bow", cache_dir=tmp_path)
    (path,) = tmp_path.glob("intent-softmax-*.npz")
    path.write_bytes(b"not a zip")
    clf = IntentClassifier(BagOfWords(), rows, model_name="bow", cache_dir=tmp_path)
    assert clf.predict("Qual o salário de um técnico do IBGE?").intent == "out_of_scope"


def test_probabilities_sum_to_one_and_unknown_far_from_every_exemplar(exemplar_dir):
    rows = read_exemplars(exemplar_dir, with_annotations=False)
    clf = IntentClassifier(BagOfWords(), rows, novelty_min=0.5)
    vec = np.asarray(BagOfWords().embed_documents(["Quantas vagas reservadas?"]))
    proba = clf.predict_proba(vec)
    assert proba.shape == (1, 3) and abs(proba.sum() - 1.0) < 1e-9
    # the mean of the regression's and the k-NN's probabilities, columns in the same order
    assert list(clf.model.classes_) == list(clf.knn.classes_)
    np.testing.assert_allclose(proba, (clf.model.predict_proba(vec) + clf.knn.predict_proba(vec)) / 2)
    assert clf.predict("zebra xilofone").intent == "unknown"


def test_no_sklearn_import_on_the_question_path(exemplar_dir, tmp_path):
    assert not list(tmp_path.glob("intent-softmax-*.npz"))  # no weights yet: the first question fits them
    code = ("import sys; from tests.test_assistant_classifier import BagOfWords; "
            "from assistant.intents.classifier import IntentClassifier, read_exemplars; from pathlib import Path; "
            f"rows = read_exemplars(Path({str(exemplar_dir)!r}), with_annotations=False); "
            f"c = IntentClassifier(BagOfWords(), rows, model_name='bow', cache_dir=Path({str(tmp_path)!r})); "
            "p = c.predict('Quantas vagas são reservadas?'); "
            "print(p.intent, sorted(m for m in ('sklearn', 'scipy', 'pandas') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).resolve().parents[1],
                         capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "reserve []"
    assert list(tmp_path.glob("intent-softmax-*.npz"))  # fitted by a child process, cached for the next


def test_classifier_needs_two_intents():
    with pytest.raises(ValueError):
        IntentClassifier(BagOfWords(), [("a", "law"), ("b", "law")])


class Fixed:
    def __init__(self, intent: str, p: float = 0.9):
        self.intent, self.p, self.seen = intent, p, []

    def predict(self, text: str):
        self.seen.append(text)
        return self.intent, self.p


class OneDoc:
    def search(self, *a, **k):
        from langchain_core.documents import Document

        return [Document(page_content="x", metadata={"urn": "urn:lex:br:federal:lei:2025-06-03;15142!art1_cpt",
                                                     "label": "Lei nº 15.142/2025, art. 1º, caput",
                                                     "source": "hybrid", "confidence": 0.9})]


def test_out_of_scope_by_classifier_is_not_answered_with_law_text():
    bot = Assistant(retriever=NoRetriever(), today=lambda: TODAY, classifier=Fixed("out_of_scope"))
    a = bot.ask("Quanto é o salário de um técnico do IBGE e a lei de cotas muda isso?")
    assert a.route == "out_of_scope" and not a.citations


def test_rules_keep_calculator_routes_without_asking_the_classifier():
    clf = Fixed("out_of_scope")
    bot = Assistant(retriever=NoRetriever(), today=lambda: TODAY, classifier=clf)
    a = bot.ask("Concurso com 10 vagas: quantas são reservadas?")
    assert a.route == "calculator" and a.calculation["reserved"] == 3 and clf.seen == []


def test_classifier_rescues_a_law_question_the_rules_refused():
    bot = Assistant(retriever=OneDoc(), today=lambda: TODAY, classifier=Fixed("law"))
    a = bot.ask("Quem confere se a pessoa é mesmo o que declarou?")
    assert a.route == "retrieval" and a.citations


def test_low_confidence_says_no_dispositivo_fits():
    class Low(OneDoc):
        def search(self, *a, **k):
            docs = super().search()
            docs[0].metadata["confidence"] = 0.05
            return docs

    bot = Assistant(retriever=Low(), today=lambda: TODAY, classifier=False)
    a = bot.ask("O que a lei diz sobre o horário de almoço dos cotistas?")
    assert a.route == "out_of_scope" and not a.citations and "Não encontrei" in a.headline


@pytest.mark.parametrize("q, share, refused", [
    ("A autodeclaração pode ser contestada por outro candidato?", 0.95, False),
    # A rule question (a modal verb) about one of these laws' own subjects: the classifier reading law suffices.
    ("A autodeclaração pode ser contestada por outro candidato?", 0.6, False),
    # Neither sure nor about the laws' subjects: no dispositivo fits, so it says so.
    ("A lei fala alguma coisa sobre o uniforme dos servidores?", 0.6, True),
])
def test_low_confidence_law_question_the_classifier_is_sure_of_is_answered_with_the_doubt(q, share, refused):
    # No dispositivo stands out, but the question is worded like the law questions the classifier learned:
    # refusing it would refuse a legitimate question; the answer says the text may not be exactly about it.
    class Low(OneDoc):
        def search(self, *a, **k):
            docs = super().search()
            docs[0].metadata.update(confidence=0.05, fits=False)
            return docs

    bot = Assistant(retriever=Low(), today=lambda: TODAY, classifier=Fixed("law", share))
    a = bot.ask(q)
    if refused:
        assert a.route == "out_of_scope" and not a.citations and "Não encontrei" in a.headline
    else:
        assert a.route == "retrieval" and a.citations and "Não encontrei" not in a.headline
        assert any("Nenhum dispositivo trata exatamente disso" in n for n in a.notes)


def test_low_confidence_with_a_fitting_dispositivo_is_answered():
    # A broad question ("como funciona a reserva?") has many candidates, so a low first-hit confidence,
    # but the retriever tells that some dispositivo is about it: quote it rather than refuse.
    class Broad(OneDoc):
        def search(self, *a, **k):
            docs = super().search()
            docs[0].metadata.update(confidence=0.05, fits=True)
            return docs

    bot = Assistant(retriever=Broad(), today=lambda: TODAY, classifier=False)
    a = bot.ask("Como funciona a reserva de vagas?")
    assert a.route == "retrieval" and a.citations and "Não encontrei" not in a.headline


def test_eval_routing_counts_routes_and_conversations():
    bot = Assistant(retriever=NoRetriever(), today=lambda: TODAY, classifier=False)
    rows = [
        {"question": "Concurso com 10 vagas: quantas são reservadas?", "intent": "reserve", "route": "calculator",
         "expect": {"reserved": 3}},
        {"question": "Quantas vagas são reservadas?", "route": "clarify"},
        {"question": "Concurso com 20 vagas: quantas são reservadas?", "route": "calculator",
         "expect": {"reserved": 5}},  # wrong on purpose: 6
        {"turns": [{"user": "Edital de janeiro de 2025 com 12 vagas, quantas reservadas?", "route": "calculator",
                    "carried": []},
                   {"user": "e com 20 vagas?", "route": "calculator", "expect": {"reserved": 4},
                    "carried": ["edital_date"]}]},
    ]
    r = evaluate_routing(rows, bot)
    assert r.questions == 5 and r.confusion["calculator"] == {"calculator": 4}
    assert r.per_route == {"calculator": 1.0, "clarify": 1.0}
    assert r.figure_accuracy == pytest.approx(2 / 3) and r.carried_accuracy == 1.0 and len(r.failures) == 1
    # what a person is shown: three calculator answers with expected figures, one of them wrong
    assert (r.figures_shown, r.wrong_figures_shown) == (3, 1)
    text = format_report(r)
    assert "Números mostrados errados: 1 de 3" in text
    assert "Matriz de confusão" in text and "calculator" in text
    assert "falha: Concurso com 20 vagas" in text
    # --summary-only (held-out sets): the figures without the failing question.
    summary = format_report(r, show_failures=False)
    assert "Concurso com 20 vagas" not in summary and "Falhas: 1" in summary and "Matriz de confusão" in summary


def test_carried_keys_read_the_writers_names_in_the_answers_vocabulary():
    # "group" / "general_rank" (calculator fields) and "law" name the same chips as groups / rank / edital_date.
    assert carried_keys(["group", "entity", "process"]) == ["entity", "groups", "process"]
    assert carried_keys(["general_rank", "vacancies"]) == ["rank", "vacancies"]
    assert carried_keys(["law"]) == ["edital_date"] and carried_keys(None) == []


def test_every_carried_name_in_the_eval_sets_is_a_chip_the_answer_can_show():
    """A carried name an eval writer uses must map onto an answer chip (`context.ASSUMPTION_PARAMS`); an unknown one
    would make that turn fail for a spelling, not for the product."""
    import json
    from pathlib import Path

    from assistant.context import ASSUMPTION_PARAMS

    names = set()
    for f in (Path(__file__).resolve().parents[1] / "assistant" / "eval").glob("*conversations*.jsonl"):
        for line in f.read_text(encoding="utf-8").splitlines():
            if line.strip():
                names |= {k for t in json.loads(line)["turns"] for k in t.get("carried") or []}
    assert names and set(carried_keys(names)) <= set(ASSUMPTION_PARAMS)


def test_eval_routing_cli_missing_file_is_a_clear_error(tmp_path):
    out = subprocess.run([sys.executable, "-m", "assistant", "eval-routing", "--file", str(tmp_path / "x.jsonl")],
                         capture_output=True, text=True, cwd=Path(__file__).parents[1])
    assert out.returncode == 2 and "não encontrado" in out.stderr and "Traceback" not in out.stderr
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{nope\n", encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "assistant", "eval-routing", "--file", str(bad)],
                         capture_output=True, text=True, cwd=Path(__file__).parents[1])
    assert out.returncode == 2 and "JSONL" in out.stderr


class Broken:
    def predict(self, text: str):
        raise RuntimeError("model gone")


def test_a_failing_classifier_leaves_the_rules_in_charge():
    bot = Assistant(retriever=NoRetriever(), today=lambda: TODAY, classifier=Broken())
    a = bot.ask("Qual é a capital da França?")
    assert a.route == "out_of_scope"


@pytest.mark.slow
def test_real_embeddings_fit_cache_and_predict(exemplar_dir, tmp_path):
    from assistant.intents.classifier import _embeddings

    emb, model = _embeddings()
    rows = read_exemplars(exemplar_dir, with_annotations=False)
    clf = IntentClassifier(emb, rows, model_name=model, cache_dir=tmp_path)
    assert list(tmp_path.glob("intent-embeddings-*.npy"))
    pred = clf.predict("Quantas vagas são reservadas para negros?")
    assert pred.intent in EXEMPLARS and 0 < pred.probability <= 1


# --------------------------------------------------------------------------- classifier + rules + slots
def test_confident_calculator_intent_with_its_slots_overrules_law_text():
    # The rules read no regime cue here; the classifier does, and the question carries the date.
    bot = Assistant(retriever=OneDoc(), today=lambda: TODAY, classifier=Fixed("regime", 0.9))
    a = bot.ask("Em 2019 os editais federais já traziam reserva para negros?")
    assert a.route == "calculator" and a.calculation["operation"] == "regime"
    assert a.calculation["regime"] == "lei-12990-2014"


def test_confident_calculator_intent_without_its_slot_asks_for_it():
    bot = Assistant(retriever=OneDoc(), today=lambda: TODAY, classifier=Fixed("eligibility", 0.9))
    a = bot.ask("Será que eu tenho direito a essas vagas?")
    assert a.route == "clarify" and a.context.get("pending") == "groups" and "autodeclara" in a.headline


def test_unsure_classifier_does_not_ask_a_question():
    bot = Assistant(retriever=OneDoc(), today=lambda: TODAY, classifier=Fixed("eligibility", 0.55))
    a = bot.ask("Será que eu tenho direito a essas vagas?")
    assert a.route != "clarify"


def test_questions_about_what_the_law_says_stay_law_text():
    bot = Assistant(retriever=OneDoc(), today=lambda: TODAY, classifier=Fixed("order", 0.95))
    a = bot.ask("Como funciona a ordem de nomeação dos cotistas?")
    assert a.route == "retrieval" and a.citations
    bot = Assistant(retriever=OneDoc(), today=lambda: TODAY, classifier=Fixed("reserve", 0.95))
    a = bot.ask("O que a lei diz sobre concursos com 2 vagas e cotistas?")
    assert a.route == "retrieval"


def test_reserve_from_a_broad_cue_becomes_the_order_on_the_classifier_word():
    bot = Assistant(retriever=NoRetriever(), today=lambda: TODAY, classifier=Fixed("order", 0.9))
    a = bot.ask("Com 14 vagas, em que nomeações entram os cotistas?")
    assert a.route == "calculator" and a.calculation["operation"] == "order"
    assert a.calculation["quota_positions"][:2] == [2, 5]
    # A count cue stays the reserve, whatever the classifier says.
    clf = Fixed("order", 0.9)
    bot = Assistant(retriever=NoRetriever(), today=lambda: TODAY, classifier=clf)
    a = bot.ask("Com 14 vagas, quantas ficam para cotistas?")
    assert a.route == "calculator" and a.calculation["operation"] == "reserve" and clf.seen == []


def test_rules_keep_other_quotas_and_references():
    bot = Assistant(retriever=OneDoc(), today=lambda: TODAY, classifier=Fixed("reserve", 0.99))
    a = bot.ask("Quantas vagas de cotas tem o vestibular da UnB com 40 vagas?")
    assert a.route == "out_of_scope"
    bot = Assistant(retriever=OneDoc(), today=lambda: TODAY, classifier=Fixed("out_of_scope", 0.99))
    a = bot.ask("O que diz o art. 1º da Lei 15.142?")
    assert a.route == "retrieval"


def test_other_quota_laws_are_refused_but_federal_coverage_questions_are_not():
    bot = Assistant(retriever=OneDoc(), today=lambda: TODAY, classifier=False)
    for q in ("Partidos políticos precisam reservar candidaturas para negros nas eleições?",
              "A lei estadual de cotas do Paraná reserva quantas vagas em concurso?",
              "Jovem aprendiz tem cota em órgão público?"):
        a = bot.ask(q)
        assert a.route == "out_of_scope" and "eleições" in a.headline and not a.citations, q
    a = bot.ask("A lei nova vale para concursos de estados e municípios?")
    assert a.route != "out_of_scope"


@pytest.mark.parametrize("share, refused", [(0.55, True), (0.9, False)])
def test_a_question_only_the_classifier_brought_in_needs_a_fitting_dispositivo(share, refused):
    # "Quem ganhou a Copa de 2002?": outside these laws for the rules; a bare majority for `law` must not
    # quote the nearest dispositivo when none is about it (fits False), even with a middling confidence.
    class Unfit(OneDoc):
        def search(self, *a, **k):
            docs = super().search()
            docs[0].metadata.update(confidence=0.6, fits=False)
            return docs

    bot = Assistant(retriever=Unfit(), today=lambda: TODAY, classifier=Fixed("law", share))
    a = bot.ask("Quem ganhou a Copa do Mundo de 2002?")
    assert (a.route == "out_of_scope") is refused and bool(a.citations) is not refused
