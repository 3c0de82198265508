"""Browser: the conversation on a phone, with the real assistant (the first question loads the model)."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from .conftest import DESKTOP, PHONE, open_page, shot
from .test_app_pages_browser import serious_violations

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.timeout(420)]


def ask(page, question: str, *, timeout: float = 60_000):
    before = page.get_by_test_id("stChatMessage").count()
    box = page.get_by_test_id("stChatInput").locator("textarea")
    box.fill(question)
    box.press("Enter")
    expect(page.get_by_test_id("stChatMessage")).to_have_count(before + 2, timeout=timeout)
    answer = page.get_by_test_id("stChatMessage").last
    # The hidden marker of a finished answer (the live region announces it).
    answer.locator(".cotas-answer-mark").wait_for(state="attached", timeout=timeout)
    return answer


def test_conversation_on_a_phone(server, browser):
    page = open_page(browser, server, PHONE)
    # The first question loads the models in the server process: allow time for it.
    answer = ask(page, "Um concurso federal oferece 10 vagas. Quantas são reservadas para pessoas pretas, "
                       "pardas, indígenas e quilombolas?", timeout=300_000)
    expect(answer).to_contain_text("Fundamenta")  # drawn to the end
    text = answer.inner_text()
    assert "3 são reservadas" in text.split("Fundamenta")[0], text  # dev set: 3 of 10, figure first
    expect(answer.locator("a[href^='https://www.lexml.gov.br/urn/urn:lex:br:federal:lei:2025-06-03;15142']").first
           ).to_be_attached()
    expect(page.locator("#cotas-live")).to_contain_text("3")  # announced to screen readers
    assert page.get_by_test_id("stStatusWidget").filter(has_text="pronto").count() == 0
    # Pinned input: still on screen with the answer below the fold; the answer's top is in view.
    box = page.get_by_test_id("stChatInput").bounding_box()
    assert box and box["y"] + box["height"] <= PHONE["height"] + 1
    top = answer.bounding_box()["y"]
    assert -5 <= top < PHONE["height"]
    shot(page, "chat-calculadora-phone")
    if page.locator(".cotas-copy").count():  # structured answers carry a copy button
        page.locator(".cotas-copy").last.click()
        expect(page.locator(".cotas-copy").last).to_have_text("Copiado")

    follow = ask(page, "E se o edital for de 20/11/2024?")
    assert "Lei nº 12.990/2014" in follow.inner_text()
    assert "2 são reservadas" in follow.inner_text()
    shot(page, "chat-seguimento-phone")

    law = ask(page, "Quem é considerado pessoa indígena pela lei?")
    expect(law.locator("a[href*='15142!art2']").first).to_be_attached()  # art. 2º, II, LexML link
    assert "indígena" in law.inner_text()
    expect(page.locator("#cotas-live")).to_contain_text("art. 2º")
    page.wait_for_timeout(600)
    assert -5 <= law.bounding_box()["y"] < PHONE["height"] / 2  # scrolled to the new answer
    shot(page, "chat-lei-phone")
    assert serious_violations(page) == []
    assert "Traceback" not in page.content()
    page.context.close()


def test_dropping_a_carried_chip_announces_and_shows_the_redone_answer(server, browser):
    """pg23: the answer redone without a carried chip reused its predecessor's marker number, so the live region
    stayed silent and the page stayed where it was (the new answer's top above the screen)."""
    page = open_page(browser, server, PHONE)
    ask(page, "sou parda, concurso do ibama com 10 vagas, posso concorrer?", timeout=300_000)
    ask(page, "e se fossem 25?")
    chip = page.get_by_role("button", name=re.compile(r"\(descartar\)$")).first
    expect(chip).to_be_visible()
    page.evaluate("document.getElementById('cotas-live').textContent = ''")
    chip.click()
    expect(page.locator("#cotas-live")).to_contain_text("Nova resposta", timeout=120_000)
    expect(page.get_by_test_id("stChatMessage")).to_have_count(4)  # replaced, not appended
    page.wait_for_timeout(600)
    top = page.get_by_test_id("stChatMessage").last.bounding_box()["y"]
    assert -5 <= top < PHONE["height"] / 2  # scrolled to the redone answer
    shot(page, "chat-chip-descartado-phone")
    # The same after "Nova conversa": the first answer of the new conversation is announced too.
    page.get_by_role("button", name="Nova conversa").click()
    expect(page.get_by_test_id("stChatMessage")).to_have_count(0)
    page.evaluate("document.getElementById('cotas-live').textContent = ''")
    ask(page, "Quem é considerado pessoa indígena pela lei?")
    expect(page.locator("#cotas-live")).to_contain_text("Nova resposta")
    page.context.close()


def test_quick_replies_wrap_instead_of_being_cut_on_a_phone(server, browser):
    """pg23: a quick reply is a whole question; Streamlit cut it on one line ("... com 10 va…") at 390 px."""
    page = open_page(browser, server, PHONE)
    ask(page, "qual a previsão do tempo amanhã?", timeout=300_000)  # out of scope: offers example questions
    labels = page.locator("[class*='st-key-opt-'] button .stMarkdownEllipsis")
    expect(labels.first).to_be_visible()
    cut = page.evaluate("""() => [...document.querySelectorAll("[class*='st-key-opt-'] button .stMarkdownEllipsis")]
        .filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.textContent)""")
    assert cut == []
    for i in range(labels.count()):
        box = page.locator("[class*='st-key-opt-'] button").nth(i).bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    shot(page, "chat-respostas-rapidas-phone")
    page.context.close()


def test_comparison_table_does_not_widen_the_page_on_a_phone(server, browser):
    """pg23: the table of both laws (five columns, about 540 px) made the whole 390 px page scroll sideways, cutting
    the answer and the chat input; now it scrolls inside its own focusable box."""
    page = open_page(browser, server, PHONE)
    answer = ask(page, "compare a lei nova com a antiga para um edital de 11 vagas", timeout=300_000)
    table = answer.locator(".cotas-table table")
    expect(table).to_have_count(1)
    expect(table).to_contain_text("2 de 11")
    wide = page.evaluate("""() => [document.scrollingElement.scrollWidth,
        document.querySelector('[data-testid="stMain"]').scrollWidth, innerWidth]""")
    assert wide[0] <= wide[2] and wide[1] <= wide[2], wide
    region = answer.locator(".cotas-table")
    assert region.get_attribute("tabindex") == "0" and region.get_attribute("aria-label")
    box = region.bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    region.scroll_into_view_if_needed()
    shot(page, "chat-comparacao-phone")
    assert serious_violations(page) == []
    page.context.close()


def test_selecting_an_answer_copies_its_headline_once(server, browser):
    """pg23: the hidden marker the live region reads was selectable, so selecting an answer to copy it (instead of
    the copy button) gave the headline twice."""
    page = open_page(browser, server, DESKTOP)
    ask(page, "quantas vagas são reservadas num concurso com 12 vagas?", timeout=300_000)
    selected = page.evaluate("""() => { const m = [...document.querySelectorAll('[data-testid="stChatMessage"]')].pop();
        const r = document.createRange(); r.selectNodeContents(m);
        const s = getSelection(); s.removeAllRanges(); s.addRange(r); return s.toString(); }""")
    headline = page.locator(".cotas-answer-mark").last.text_content()
    assert headline and selected.count(headline.strip()[:40]) == 1, selected[:400]
    page.context.close()
