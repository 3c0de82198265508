"""Browser (round ux35): a pasted text longer than the page's limit is kept in the box, not dropped silently."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .conftest import PHONE, open_page, shot

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]


def test_a_long_paste_stays_in_the_box_and_is_explained(server, browser):
    page = open_page(browser, server, PHONE)
    box = page.get_by_test_id("stChatInput").locator("textarea")
    pasted = "cargo;vagas\n" + "Analista de sistemas;10\n" * 100  # 2.412 caracteres, como um quadro colado
    box.fill(pasted)
    assert box.input_value() == pasted  # with max_chars=1000 the browser kept the box empty
    box.press("Enter")
    expect(page.get_by_test_id("stAlertContentWarning")).to_contain_text("o limite é 2.000", timeout=30_000)
    assert page.get_by_test_id("stChatMessage").count() == 0
    shot(page, "chat-colagem-longa-phone")
