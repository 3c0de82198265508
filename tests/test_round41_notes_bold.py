"""Round 41 (lead): an answer's notes keep their own bold on the page ("segue a **Lei nº 12.990/2014**" was shown with
literal asterisks), while the rest stays escaped (a note may quote the user's words)."""
from __future__ import annotations

from assistant import writer
from ui.widgets import md_escape_keep_bold


def test_the_notes_bold_is_kept():
    shown = md_escape_keep_bold(writer.OLD_EDITAL_NOTE)
    assert "**Lei nº 12.990/2014**" in shown and r"\*" not in shown


def test_other_markdown_in_a_note_stays_escaped():
    shown = md_escape_keep_bold("O número **12** é de vagas? [link](http://x) _itálico_ `code`")
    assert "**12**" in shown
    assert r"\[link\]" in shown and r"\_itálico\_" in shown and r"\`code\`" in shown
