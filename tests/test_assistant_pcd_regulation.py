"""Phase 2 wiring: the edital table, PcD questions, the decree's group split and the regulation notes."""
from __future__ import annotations

import re
from datetime import date

import pytest
from langchain_core.documents import Document

import calculator
from assistant.core import Assistant
from assistant.intents import eligibility as elig_intent
from assistant.intents import position as pos_intent
from assistant.intents.common import after_colon
from assistant.models import Answer, RegulationNote
from corpus import load_corpus
from corpus.regulation import regulation_notes_for
from tests.assistant_support import NoRetriever

TODAY = date(2026, 12, 2)
NEW = "urn:lex:br:federal:lei:2025-06-03;15142"
PCD = "urn:lex:br:federal:decreto:2018-09-24;9508"


@pytest.fixture(scope="module")
def bot() -> Assistant:
    return Assistant(retriever=NoRetriever(), today=lambda: TODAY, classifier=False)


from corpus.annotations import load_annotations  # noqa: E402


class Ranked:
    """A retriever returning fixed dispositivos (any law) in order, with the engine's metadata."""

    def __init__(self, urns: list[str]):
        self.urns = urns

    def search(self, query, k=5, law_id=None):
        corpus = load_corpus()
        notes = load_annotations()  # the engine carries each hit's resumo
        return [Document(page_content=corpus.get(u).text,
                         metadata={"urn": u, "label": corpus.get(u).label, "law_id": corpus.get(u).law_id,
                                   "source": "hybrid", "vetoed": False, "confidence": 0.8,
                                   **({"resumo": notes[u].resumo} if u in notes else {})})
                for u in self.urns if not law_id or corpus.get(u).law_id == law_id]


def _quotes(a: Answer) -> str:
    return "\n".join(line for line in a.answer.splitlines() if line.startswith(">"))


# ---------------------------------------------------------------- 1. edital table

def test_edital_question_answers_per_cargo_with_table_and_split_note(bot):
    a = bot.ask("Temos 3 cargos: analista com 10 vagas, técnico com 4 vagas e motorista com 1 vaga. "
                "Quantas reservadas em cada?")
    assert a.route == "calculator" and a.calculation["operation"] == "edital"
    assert [c["reserved"] for c in a.calculation["cargos"]] == [3, 1, 0]
    assert a.calculation["reserved_total"] == 4 and a.calculation["reserved_on_total"] == 5
    assert "analista: **3 reservadas**" in a.headline and "(total: **4**)" in a.headline
    assert a.calculation["split_note"] and a.calculation["split_note"] in a.headline  # says 5 on the 15 vagas
    assert "| analista | 10 | 3 | 7 |" in a.answer and "| **Total** | 15 | 4 | 11 |" in a.answer


# ---------------------------------------------------------------- 2. PcD

def test_pcd_count_uses_the_decree_minimum(bot):
    a = bot.ask("Quantas vagas são de PcD num concurso com 30 vagas?")
    assert a.route == "calculator" and a.calculation["operation"] == "reserve"
    assert a.calculation["pcd"] == 2 and a.calculation["reserved"] == 9 and a.calculation["open"] == 19
    assert a.headline.startswith("Das 30 vagas, **2 vagas são** para pessoas com deficiência")
    urns = {c.urn for c in a.citations}
    assert {f"{PCD}!art1_par1", f"{PCD}!art1_par3"} <= urns
    assert any(x.key == "pcd" and "5%" in x.text for x in a.assumptions)


def test_a_pcd_count_in_the_question_leaves_the_ampla_concorrencia_what_both_reserves_do_not_take(bot):
    # 14 for the ampla concorrência used to ignore the PcD vagas the person named.
    a = bot.ask("O edital traz 24 vagas, sendo 2 para pessoas com deficiência: quantas ficam para cotistas?")
    want = calculator.reserve({"vacancies": 24, "pcd": 2, "today": TODAY.isoformat()})
    assert (a.calculation["reserved"], a.calculation["pcd"], a.calculation["open"]) == (want.reserved, 2, want.open)
    assert want.open == 24 - want.reserved - 2
    assert f"{want.open} ficam para a ampla concorrência" in a.headline and "número informado" in a.headline


def test_pcd_and_racial_reserve_together_give_both(bot):
    a = bot.ask("Num concurso com 40 vagas, quantas são para negros e quantas para PcD?")
    assert a.calculation["reserved"] == 12 and a.calculation["pcd"] == 2
    assert "**12 são reservadas**" in a.headline and "**2 vagas são** para pessoas com deficiência" in a.headline
    laws = {c.urn.split("!")[0] for c in a.citations}
    assert {NEW, PCD} <= laws


def test_pcd_coverage_question_quotes_both_norms_and_the_regulation_note():
    # The retriever ranks only decree dispositivos first: the answer still quotes the law's text.
    ranked = [f"{PCD}!art1_par1", f"{PCD}!art1_cpt", f"{PCD}!art1_par3", f"{NEW}!art7_cpt"]
    a = Assistant(retriever=Ranked(ranked), today=lambda: TODAY, classifier=False).ask(
        "Posso concorrer pela cota racial e pela vaga de PcD ao mesmo tempo?")
    assert a.route == "retrieval"
    norms = {c.urn.split("!")[0] for c in a.citations}
    assert norms == {NEW, PCD}
    assert any(n.id == "mais-de-uma-reserva" for n in a.regulation)
    # Both reserves asked about: the answer names both norms and the regulation's rule, whatever the ranking.
    assert "**Decreto nº 9.508/2018**" in a.headline and "**Lei nº 15.142/2025**" in a.headline
    assert "maior percentual" in a.headline
    assert "Lei nº 12.990/2014 só rege" not in a.answer  # two norms, not the two laws


# ---------------------------------------------------------------- 3. group split

def test_group_split_for_100_vagas(bot):
    a = bot.ask("Quantas vagas são reservadas num concurso com 100 vagas?")
    assert [g["integer"] for g in a.calculation["groups"]] == [25, 3, 2]
    # The split is a note under the count: the answer's sentence says the count only.
    assert "pretas e pardas 25% = 25; indígenas 3% = 3; quilombolas 2% = 2" in a.notes[0]
    assert "12.536" not in a.headline and "**30 são reservadas**" in a.headline


def test_fractional_share_is_shown_exact_never_rounded(bot):
    a = bot.ask("Quantas vagas são reservadas num concurso com 50 vagas?")
    assert a.calculation["reserved"] == 15
    assert "indígenas 3% = 1,5 (3/2)" in a.notes[0]
    assert "o regulamento e o edital fixam o número inteiro" in a.notes[0]
    assert "indígenas 3% = 2" not in a.answer and "indígenas 3% = 1;" not in a.answer


def test_asking_for_indigenas_answers_their_share(bot):
    a = bot.ask("Num concurso com 100 vagas, quantas são para indígenas?")
    assert a.calculation["reserved"] == 30  # the law's total is unchanged in the JSON
    assert a.headline.startswith("Das 100 vagas, a parcela de indígenas é **3**")
    assert "30" not in a.headline
    assert "Lei nº 15.142/2025" in a.headline and "pretas e pardas 25% = 25" in a.notes[0]  # the whole split below


# ---------------------------------------------------------------- 4. regulation notes

def test_regulation_notes_follow_the_cited_dispositivos(bot):
    a = bot.ask("Quantas vagas são reservadas num concurso com 10 vagas?")
    cited = [c.urn for c in a.citations]
    assert [n.id for n in a.regulation] == [n.id for n in regulation_notes_for(cited)] and a.regulation
    for note in a.regulation:
        para = note.render()
        assert para.startswith("Regulamentação (resumo; não é o texto oficial): ") and f"]({note.url})" in para
        assert f"\n\n{para}" in a.answer  # its own paragraph ...
        assert note.text not in _quotes(a)  # ... never inside a `>` quotation


def test_old_law_answers_get_no_regulation_note(bot):
    a = bot.ask("Quantas vagas são reservadas num concurso com 10 vagas com edital de 2020?")
    assert a.calculation["regime"] == "lei-12990-2014" and a.regulation == []
    assert "Regulamentação (resumo" not in a.answer


def test_regulation_note_urn_may_be_null():
    n = RegulationNote(norm="IN Conjunta nº 261/2025", urn=None, url="https://www.in.gov.br/", text="Resumo.")
    assert n.render() == "Regulamentação (resumo; não é o texto oficial): Resumo. Fonte: [IN Conjunta nº 261/2025](https://www.in.gov.br/)."


def test_no_stale_pending_regulation_statement():
    # Every dispositivo of the new law that mentions the regulation, shown as a law answer.
    urns = [d.urn for d in load_corpus().all()
            if d.law_id == "lei-15142-2025" and re.search("regulament", d.text, re.I) and d.kind != "artigo"]
    assert urns
    a = Assistant(retriever=Ranked(urns[:3]), today=lambda: TODAY, classifier=False).ask(
        "O que a lei deixa para o regulamento?")
    assert a.route == "retrieval"
    assert not re.search(r"dependem desse regulamento|regulamento pendente", a.answer, re.I)


# ---------------------------------------------------------------- 5. headline style

@pytest.mark.parametrize("label, text, expected", [
    ("Depende", "Depende de quantos optantes ficaram na ampla.", "**Depende** de quantos optantes ficaram na ampla."),
    ("Não", "Processo seletivo de empresa estatal.", "**Não**: processo seletivo de empresa estatal."),
    ("Sim", "Lei nº 15.142/2025 cobre autarquias.", "**Sim**: Lei nº 15.142/2025 cobre autarquias."),
])
def test_after_colon(label, text, expected):
    assert after_colon(label, text) == expected


def test_headlines_have_no_capital_after_colon(bot):
    r = calculator.position({"general_rank": 12, "reserve_rank": 3, "vacancies": 10, "today": TODAY})
    if r.depends_on:
        assert not pos_intent.headline(r).startswith("**Depende**: Depende")
    e = calculator.eligibility({"group": "preta", "entity": "estadual", "process": "concurso", "today": TODAY})
    h = elig_intent.headline(e)
    assert re.match(r"\*\*(Sim|Não)\*\*(: [a-zç]|: Lei| )", h), h


def test_pcd_with_vagas_and_no_count_cue_is_a_count(bot):
    a = bot.ask("Existe vaga para pessoa com deficiência num concurso de 4 vagas?")
    assert a.route == "calculator" and a.calculation["pcd"] == 0  # 5% of 4 rounds up to 1, capped at 20%


def test_pcd_followup_stays_with_the_calculation(bot):
    first = bot.ask("Quantas vagas são reservadas num concurso com 40 vagas?")
    a = bot.ask("e as vagas de PcD?", history=[{"role": "assistant", "content": first.answer,
                                               "answer": first.model_dump()}])
    assert a.route == "calculator" and a.calculation["pcd"] == 2 and a.calculation["vacancies"] == 40


def test_a_pcd_count_given_does_not_lead_the_answer(bot):
    # "1 pcd" is a fact the person gives; what is asked is the quota: the racial reserve leads.
    a = bot.ask("edital com 20 vagas e 1 delas pcd, qnts ficam pra cota racial?")
    want = calculator.reserve({"vacancies": 20, "pcd": 1, "today": TODAY.isoformat()})
    assert a.calculation["reserved"] == want.reserved and a.calculation["pcd"] == 1
    assert a.headline.startswith(f"Das 20 vagas, **{want.reserved} são reservadas**")
    assert "para pessoas com deficiência" in a.headline
