"""AppTest checks of the structured answer rendering, with a stand-in assistant (no model loaded)."""
from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from assistant.models import Answer, Assumption, Citation, LawFigure, RegulationNote

APP = str(Path(__file__).resolve().parents[1] / "app.py")
NEW = "urn:lex:br:federal:lei:2025-06-03;15142"
CITES = [Citation(urn=f"{NEW}!art{i}", label=f"Lei nº 15.142/2025, art. {i}º", text=f"Art. {i}º Texto {i}.")
         for i in range(1, 6)]


def calc_answer(**kw) -> Answer:
    base = dict(
        answer="**3 são reservadas** ...", route="calculator", law_id="lei-15142-2025",
        headline="Das 10 vagas, **3 são reservadas** às pessoas pretas, pardas, indígenas e quilombolas.",
        assumptions=[Assumption(key="vacancies", text="10 vagas", from_context=True),
                     Assumption(key="edital_date", text="edital publicado hoje")],
        steps=["30% de 10 = 3."], notes=["Lei nº 15.142/2025 presumida."],
        regulation=[RegulationNote(norm="Decreto nº 12.536/2025", urn="urn:lex:br:federal:decreto:2025;12536",
                                   url="https://www.planalto.gov.br/decreto-12536", text="Resumo do decreto.")],
        citations=CITES)
    base.update(kw)
    return Answer(**base)


class FakeAssistant:
    def __init__(self, answers: list[Answer], *, with_forget: bool = True):
        self.answers, self.calls, self.with_forget = answers, [], with_forget

    def ask(self, question, history=None, **kw):
        if kw and not self.with_forget:
            raise TypeError("unexpected keyword argument 'forget'")
        self.calls.append((question, len(history or []), kw.get("forget")))
        return self.answers[min(len(self.calls), len(self.answers)) - 1]


@pytest.fixture
def app(monkeypatch):
    import ui.chat

    def start(*answers: Answer, with_forget: bool = True) -> tuple[AppTest, FakeAssistant]:
        fake = FakeAssistant(list(answers), with_forget=with_forget)
        monkeypatch.setattr(ui.chat, "ready_assistant", lambda: fake)
        at = AppTest.from_file(APP, default_timeout=60).run()
        return at, fake

    return start


def ask(at: AppTest, question: str) -> AppTest:
    at.chat_input[0].set_value(question).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def htmls(node) -> list[str]:
    return [e.proto.body for e in node.get("html")]


def test_calculator_answer_headline_first_chips_steps_fundamentacao_regulation(app):
    at, _ = app(calc_answer())
    reply = ask(at, "Com 10 vagas?").chat_message[-1]
    blocks = [m.value for m in reply.markdown]
    assert "Calculadora" in blocks[0] and "Lei nº 15.142/2025" in blocks[0]
    assert "**3 são reservadas**" in blocks[1]  # the headline right after the badges
    assert any(b.label == "10 vagas (descartar)" for b in reply.button)  # carried over: removable
    assert any("<li>edital publicado hoje</li>" in h for h in htmls(reply))  # not carried over: a plain chip
    steps = next(e for e in reply.expander if e.label == "Como chegamos a isso")
    assert "30% de 10 = 3." in steps.markdown[0].value
    text = "\n".join(blocks)
    assert "**Regulamentação (resumo; não é o texto oficial)**" in text
    # Fundamentação (the dispositivos the answer rests on) before the regulation box, our summary: in the other order
    # the box pushed the legal basis a screen down on a phone (pg24).
    assert blocks.index("**Fundamentação**") < blocks.index("**Regulamentação (resumo; não é o texto oficial)**")
    assert "https://www.planalto.gov.br/decreto-12536" in text
    assert not any(b.lstrip().startswith(">") and "Resumo do decreto" in b for b in blocks)  # never a quote
    links = next(b for b in blocks if "lexml.gov.br" in b)
    assert links.count("](https://www.lexml.gov.br/urn/") == 3  # at most three by label
    more = next(e for e in reply.expander if e.label.startswith("Texto exato e URN"))
    assert "mais 2 dispositivos" in more.label
    inner = "\n".join(m.value for m in more.markdown)
    assert all(c.urn in inner for c in CITES) and "Texto 5" in inner
    outside = [b for b in blocks if b not in {m.value for m in more.markdown}]
    assert not any("Texto 1" in b for b in outside)  # calculator answer: exact texts one click away
    assert reply.caption and "não aconselhamento jurídico" in reply.caption[-1].value
    assert any("cotas-copy" in h and "Copiar resposta" in h for h in htmls(reply))
    assert any('data-turn="2"' in h and "3 são reservadas" in h for h in htmls(reply))  # live-region marker


def test_law_answer_shows_the_main_dispositivo_text(app):
    answer = calc_answer(route="retrieval", headline="Pessoa indígena é quem se identifica como tal.",
                         assumptions=[], steps=[], regulation=[],
                         citations=[Citation(urn=f"{NEW}!art2_inc2", label="Lei nº 15.142/2025, art. 2º, II",
                                             text="II – pessoa indígena: aquela que se identifica...",
                                             parent_text="Art. 2º Para os fins desta Lei, considera-se:")])
    at, _ = app(answer)
    reply = ask(at, "Quem é indígena?").chat_message[-1]
    quoted = [m.value.replace("\\", "") for m in reply.markdown if "> II – pessoa indígena" in m.value.replace("\\", "")]
    assert len(quoted) == 2 and "considera-se:" in quoted[0]  # visible with its caput, and in the expander


def test_removing_a_carried_over_chip_asks_again_without_it(app):
    second = calc_answer(headline="Sem o número de vagas, não há como calcular.", assumptions=[])
    at, fake = app(calc_answer(), second)
    ask(at, "E a reserva?")
    next(b for b in at.button if b.label == "10 vagas (descartar)").click().run()
    assert not at.exception
    assert fake.calls[-1] == ("E a reserva?", 0, {"vacancies"})
    assert len(at.chat_message) == 2  # the exchange was replaced, not appended
    assert "Sem o número de vagas" in at.chat_message[-1].markdown[1].value


def test_forget_falls_back_for_an_assistant_without_it(app):
    at, fake = app(calc_answer(), calc_answer(headline="De novo."), with_forget=False)
    ask(at, "E a reserva?")
    next(b for b in at.button if b.label == "10 vagas (descartar)").click().run()
    assert not at.exception and fake.calls[-1] == ("E a reserva?", 0, None)


def test_llm_fallback_note_and_old_assistant_markdown(app):
    legacy = Answer(answer="**3 são reservadas** (texto antigo)", route="calculator", citations=CITES[:1])
    at, _ = app(calc_answer(llm_fallback=True), legacy)
    ask(at, "Com 10 vagas?")
    assert at.chat_message[-1].info and "redator padrão" in at.chat_message[-1].info[0].value
    reply = ask(at, "E agora?").chat_message[-1]
    values = [m.value for m in reply.markdown]
    assert "**3 são reservadas** (texto antigo)" in values
    assert any(f"https://www.lexml.gov.br/urn/{CITES[0].urn}" in v for v in values)
    assert not at.chat_message[1].button  # chips of earlier answers are no longer removable


def marks(at: AppTest) -> list[int]:
    """The data-turn numbers of the answer markers on the page, in order (the live region announces the last one
    only when its number is higher than the one it announced before)."""
    import re

    return [int(n) for h in htmls(at) for n in re.findall(r'cotas-answer-mark[^>]*data-turn="(\d+)"', h)]


def test_an_answer_after_a_dropped_chip_or_a_new_conversation_gets_a_new_marker_number(app):
    """pg23: the answer redone without a carried chip reused the number of the one it replaced, so the page neither
    announced it nor scrolled to it; the same after 'Nova conversa'."""
    at, _ = app(calc_answer(), calc_answer(headline="Refeita sem o dado."), calc_answer(headline="Outra conversa."))
    ask(at, "E a reserva?")
    assert marks(at) == [2]
    next(b for b in at.button if b.label == "10 vagas (descartar)").click().run()
    assert not at.exception and len(at.chat_message) == 2
    assert marks(at) == [4]  # higher than the 2 already announced
    next(b for b in at.button if b.label == "Nova conversa").click().run()
    ask(at, "Outra pergunta")
    assert marks(at) == [6]
    ask(at, "E mais uma")  # earlier answers keep their number on redraws; the new one is higher
    assert marks(at) == [6, 8]


def test_regulation_notes_are_grouped_by_norm_with_one_official_link(app):
    """pg23: the same 'Texto oficial' link after every note filled a phone screen several times."""
    decree = dict(norm="Decreto nº 12.536/2025", urn="urn:lex:br:federal:decreto:2025;12536",
                  url="https://www.planalto.gov.br/decreto-12536")
    notes = [RegulationNote(**decree, text="Primeiro resumo."), RegulationNote(**decree, text="Segundo resumo."),
             RegulationNote(norm="Instrução Normativa Conjunta MGI/MIR/MPI nº 261/2025", url="https://www.in.gov.br/",
                            text="Resumo da instrução.")]
    at, _ = app(calc_answer(regulation=notes))
    reply = ask(at, "Com 10 vagas?").chat_message[-1]
    text = "\n".join(m.value for m in reply.markdown)
    assert text.count("https://www.planalto.gov.br/decreto-12536") == 1
    assert text.count("https://www.in.gov.br/") == 1
    assert "- Primeiro resumo." in text and "- Segundo resumo." in text and "- Resumo da instrução." in text
    assert "[Texto oficial do Decreto nº 12.536/2025](https://www.planalto.gov.br/decreto-12536)" in text
    assert not any(m.value.lstrip().startswith(">") and "resumo" in m.value for m in reply.markdown)  # never a quote


def test_comparison_table_scrolls_in_its_own_focusable_region(app):
    """pg23: the five-column table of both laws (539 px) widened a 390 px phone page; it scrolls in its own box."""
    figures = [LawFigure(law_id="lei-15142-2025", law="Lei nº 15.142/2025", vacancies=11, reserved=3, percentage=30,
                         current=True, applies_to="editais publicados a partir de 04/06/2025",
                         basis=["Lei nº 15.142/2025, art. 1º, caput"]),
               LawFigure(law_id="lei-12990-2014", law="Lei nº 12.990/2014", vacancies=11, reserved=2, percentage=20,
                         applies_to="editais publicados de 10/06/2014 a 03/06/2025",
                         basis=["Lei nº 12.990/2014, art. 1º, caput"])]
    at, _ = app(calc_answer(comparison=figures))
    reply = ask(at, "Compare as duas leis para 11 vagas").chat_message[-1]
    block = next(m.value for m in reply.markdown if "| Lei | Reservadas |" in m.value)
    assert block.startswith('<div class="cotas-table" role="region" tabindex="0" aria-label="Comparação')
    assert "| Lei nº 12.990/2014 | 2 de 11 | 20% |" in block and block.rstrip().endswith("</div>")


def test_incisos_of_a_quoted_caput_stay_on_their_own_lines(app):
    """pg23: the incisos a caput ending in ':' needs were joined by plain newlines inside one quotation, so they ran
    together in a single paragraph ("…controladas pela União; II – nos processos…")."""
    cite = Citation(urn=f"{NEW}!art1_cpt", label="Lei nº 15.142/2025, art. 1º, caput",
                    text="Art. 1º É reservado ... das vagas oferecidas:",
                    children_text=["I – nos concursos públicos;", "II – nos processos seletivos simplificados."])
    at, _ = app(calc_answer(route="retrieval", headline="Vale para concursos e seleções.", assumptions=[], steps=[],
                            regulation=[], citations=[cite]))
    reply = ask(at, "Onde vale a reserva?").chat_message[-1]
    quoted = [m.value for m in reply.markdown if "I – nos concursos" in m.value]
    assert quoted and all("> I – nos concursos públicos;\n>\n> II – nos processos" in q for q in quoted)
