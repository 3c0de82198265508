"""Browser, round 54 (dr54a): tabs asking at once on a cold server are all answered (the page hung on "Preparando o
assistente…"); the Fundamentação links are 24 px targets with a name at 390 and 1280 px; a pasted quadro keeps its
lines in the person's own bubble. The first test runs on this module's cold server process: keep it first."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .conftest import DESKTOP, PHONE, open_page, shot
from .test_app_pages_browser import serious_violations, set_field, tab

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.timeout(600)]

LEXML = "a[href^='https://www.lexml.gov.br/urn/']"


def send(page, question: str) -> None:
    box = page.get_by_test_id("stChatInput").locator("textarea")
    box.fill(question)
    box.press("Enter")


def answers(page) -> int:
    return page.locator('[data-testid="stChatMessage"] .cotas-answer-mark').count()


def test_tabs_asking_at_once_on_a_cold_server_are_all_answered(server, browser):
    a = open_page(browser, server)
    b = open_page(browser, server, PHONE)
    send(a, "num concurso federal com 9 vagas, quantas vão para a cota racial?")
    b.wait_for_timeout(700)
    send(b, "edital publicado em 10/03/2024 com 15 vagas: quantas são reservadas?")
    b.wait_for_timeout(1000)
    send(b, "e com 40 vagas?")  # while its first question still waits for the preparation
    # Every question is answered, B's in the order sent (the first one queued, not lost).
    expect(a.locator(".cotas-answer-mark")).to_have_count(1, timeout=400_000)
    expect(b.locator(".cotas-answer-mark")).to_have_count(2, timeout=120_000)
    assert "3 são reservadas" in a.get_by_test_id("stChatMessage").nth(1).inner_text()  # 30% of 9 = 2,7 -> 3
    replies = b.get_by_test_id("stChatMessage")
    assert "Lei nº 12.990/2014" in replies.nth(1).inner_text()
    assert "3 são reservadas" in replies.nth(1).inner_text()  # 20% of 15
    assert "8 são reservadas" in replies.nth(3).inner_text()  # 20% of 40, the same edital carried
    assert not b.get_by_text("Preparando o assistente").count()
    # A tab opened now is answered at once: nothing was left held by the first ones.
    c = open_page(browser, server)
    send(c, "quantas vagas ficam para cotistas num edital com 12 vagas?")
    expect(c.locator(".cotas-answer-mark")).to_have_count(1, timeout=60_000)
    for page in (a, b, c):
        page.context.close()


@pytest.mark.parametrize("device, viewport", [("desktop", DESKTOP), ("phone", PHONE)])
def test_fundamentacao_links_are_24px_targets_with_a_name(server, browser, device, viewport):
    page = open_page(browser, server, viewport)
    panel = tab(page, "Reserva")
    set_field(panel, "Vagas do edital", "10")
    panel.get_by_role("button", name="Calcular reserva").click()
    expect(panel.locator(f"{LEXML}:visible").first).to_be_visible()
    page.wait_for_timeout(500)

    def links() -> list[tuple[str, float, float]]:
        return page.evaluate("""() => [...document.querySelectorAll('a[href]')].map(a => {
            const r = a.getBoundingClientRect();
            return [(a.innerText || a.getAttribute('aria-label') || '').trim(), r.width, r.height, a.href]; })
            .filter(([name, w, h, href]) => (w > 0 || h > 0) && !href.endsWith('#stMain'))""")

    closed = links()
    assert len(closed) == 3  # the three visible dispositivos; the closed "Texto exato e URN" lays out nothing
    assert all(name and h >= 24 for name, _, h, _ in closed), closed
    panel.locator(f"{LEXML}:visible").first.scroll_into_view_if_needed()
    shot(page, f"dr54a-fundamentacao-{device}")
    panel.get_by_text("Texto exato e URN").click()
    expect(panel.locator(f"[data-testid='stExpanderDetails'] {LEXML}").first).to_be_visible()
    opened = links()
    assert len(opened) > len(closed)
    assert all(name and h >= 24 for name, _, h, _ in opened), opened
    panel.locator(f"[data-testid='stExpanderDetails'] {LEXML}").first.scroll_into_view_if_needed()
    shot(page, f"dr54a-fundamentacao-aberta-{device}")
    page.context.close()


@pytest.mark.parametrize("device, viewport", [("desktop", DESKTOP), ("phone", PHONE)])
def test_a_pasted_quadro_keeps_its_lines_in_the_bubble(server, browser, device, viewport):
    page = open_page(browser, server, viewport)
    lines = ["quadro do meu edital de 2025:", "- campus Norte: 3 vagas", "- campus Sul: 2 vagas",
             "1. reitoria: 1 vaga", "<b>sem marcação</b>"]
    box = page.get_by_test_id("stChatInput").locator("textarea")
    box.fill("\n".join(lines))
    box.press("Enter")
    bubble = page.get_by_test_id("stChatMessage").first.get_by_test_id("stMarkdownContainer").first
    expect(bubble).to_contain_text("campus Sul")
    assert bubble.inner_text().strip().split("\n") == lines  # one line each, as pasted
    assert bubble.locator("ul, ol, b, h1, h2, hr").count() == 0
    expect(page.locator(".cotas-answer-mark")).to_have_count(1, timeout=120_000)
    # the run ends: the example questions, faded while it ran, are gone (axe measured their faded contrast)
    expect(page.locator('[class*="st-key-ex-"]')).to_have_count(0)
    page.wait_for_timeout(600)
    shot(page, f"dr54a-colagem-{device}")
    assert serious_violations(page) == []
    page.context.close()
