"""Issue 10 §3: a law answer opens with the resumo of the first dispositivo, naming it, then its exact text,
then at most two related dispositivos; no fitting dispositivo -> say so."""
from __future__ import annotations

from datetime import date

from langchain_core.documents import Document

from assistant.core import Assistant
from corpus import load_corpus

NEW = "urn:lex:br:federal:lei:2025-06-03;15142"
RESUMO = "Quem tem a autodeclaração indeferida pode continuar pela ampla concorrência."


class Docs:
    """A retriever returning fixed dispositivos with the metadata the engine gives."""

    def __init__(self, urns: list[str], resumo: str | None = RESUMO, confidence: float | None = 0.9,
                 fits: bool | None = None):
        self.urns, self.resumo, self.confidence, self.fits = urns, resumo, confidence, fits

    def search(self, query, k=5, law_id=None):
        corpus = load_corpus()
        out = []
        for urn in self.urns:
            d = corpus.get(urn)
            meta = {"urn": urn, "label": d.label, "law_id": d.law_id, "source": "hybrid", "vetoed": d.vetoed}
            if self.confidence is not None:
                meta["confidence"] = self.confidence
            if self.fits is not None:
                meta["fits"] = self.fits
            if self.resumo and urn == self.urns[0]:
                meta["resumo"] = self.resumo
            out.append(Document(page_content=d.text, metadata=meta))
        return out


def _urns(n: int) -> list[str]:
    corpus = load_corpus()
    return [d.urn for d in corpus.all() if d.law_id == "lei-15142-2025" and d.kind != "artigo" and not d.vetoed][:n]


def bot(retriever) -> Assistant:
    return Assistant(retriever=retriever, today=lambda: date(2026, 12, 2), classifier=False)


def test_opening_is_the_resumo_naming_the_dispositivo_then_its_text():
    urns = _urns(5)
    a = bot(Docs(urns)).ask("O que acontece se a minha autodeclaração for indeferida?")
    top = load_corpus().get(urns[0])
    law, _, where = top.label.partition(", ")
    assert a.route == "retrieval"
    assert a.headline.startswith(f"Segundo a **{law}** ({where}), ")
    assert "autodeclaração indeferida pode continuar pela ampla concorrência" in a.headline
    paragraphs = a.answer.split("\n\n")
    assert paragraphs[0] == a.headline and top.text in paragraphs[1]
    assert a.citations[0].urn == urns[0] and len(a.citations) <= 3


def test_without_resumo_the_dispositivo_is_named_not_invented():
    urns = _urns(2)
    a = bot(Docs(urns, resumo=None)).ask("O que acontece se a minha autodeclaração for indeferida?")
    assert a.headline.startswith("O dispositivo que trata disso está em **") and a.citations[0].label in a.headline


def test_low_confidence_offers_what_can_be_answered():
    a = bot(Docs(_urns(3), confidence=0.01)).ask("A lei de cotas diz algo sobre o nome social na inscrição?")
    assert a.route == "out_of_scope" and not a.citations and a.options
    assert "Não encontrei" in a.answer and "Lei nº 15.142/2025" in a.answer


def test_unknown_confidence_still_answers():
    a = bot(Docs(_urns(3), confidence=None)).ask("O que acontece se a minha autodeclaração for indeferida?")
    assert a.route == "retrieval" and a.citations


OLD = "urn:lex:br:federal:lei:2014-06-09;12990"


class BroadDocs(Docs):
    """Fixed hits, and the engine's verdict on whether the question is about the reserve in general."""

    def __init__(self, urns: list[str], broad: bool, **kw):
        super().__init__(urns, resumo=None, **kw)
        self.is_broad = broad

    def broad(self, question: str) -> bool:
        return self.is_broad


def test_broad_question_leads_with_the_rule_that_creates_the_reserve():
    # A question about the reserve in general: art. 1º caput first (with its own resumo), the hits as related.
    hits = [f"{NEW}!art10_cpt", f"{NEW}!art5_cpt"]
    a = bot(BroadDocs(hits, broad=True, confidence=0.3, fits=True)).ask("Me explica a reserva de vagas")
    assert a.route == "retrieval"
    assert [c.urn for c in a.citations] == [f"{NEW}!art1_cpt", *hits]
    assert "**Lei nº 15.142/2025** (art. 1º, caput)" in a.headline and "30%" in a.headline


def test_broad_rule_keeps_the_law_of_the_hits():
    a = bot(BroadDocs([f"{OLD}!art5_cpt"], broad=True)).ask("E a lei antiga, como era?")
    assert a.citations[0].urn == f"{OLD}!art1_cpt"


def test_a_specific_question_keeps_its_first_hit():
    hit = f"{NEW}!art3_par2"
    for docs in (BroadDocs([hit], broad=False), BroadDocs([hit], broad=True, fits=False, confidence=0.9)):
        assert bot(docs).ask("O que acontece se a minha autodeclaração for indeferida?").citations[0].urn == hit


def test_engine_tells_broad_from_specific_questions():
    from corpus.retrieval import get_engine

    engine = get_engine()
    assert engine.broad("como funciona a reserva de vagas nos concursos?")
    assert engine.broad("me explica a lei de cotas")
    for specific in ("como funciona a banca de heteroidentificação?", "como funciona a alternância na nomeação?",
                     "a cota vale para processo seletivo simplificado?", "como funciona a reserva para PcD?"):
        assert not engine.broad(specific), specific


def test_headline_names_the_law_once():
    from assistant.citations import citation
    from assistant.intents.law import law_headline

    head = law_headline([citation(f"{OLD}!art1_cpt")], "Pela Lei nº 12.990/2014, 20% das vagas são reservadas.")
    assert head.count("12.990/2014") == 1
    assert head == "Segundo a **Lei nº 12.990/2014** (art. 1º, caput), 20% das vagas são reservadas."
    head = law_headline([citation(f"{OLD}!art6_cpt")], "A Lei nº 12.990/2014 entrou em vigor na publicação.")
    assert head == "Segundo a **Lei nº 12.990/2014** (art. 6º, caput), a lei entrou em vigor na publicação."


def test_how_does_the_reserve_work_quotes_article_one_caput():
    # The real index: the broad question in plain words is answered with the general rule, not a paragraph.
    a = Assistant(today=lambda: date(2026, 12, 2)).ask("Como funciona a reserva de vagas?")
    assert a.route == "retrieval" and a.citations[0].urn == f"{NEW}!art1_cpt"
