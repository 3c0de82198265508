"""HTML markup in a message: a portal's rich-text box, a pasted web page, or a probe ("<script>...</script>").

Round 52 (lo52c): "<script>alert(1)</script> quantas vagas com 10 vagas?" asks what the words without the markup ask.
Left in, the tags were words to the classifiers (the question went to the law's search) and the script's "1" a figure to
extraction; echoed, they are markup a client might render. Every surface hands the message to `Assistant.ask`, which
reads it through `strip_envelope` (and a history's user turns through `Turn`): the markup goes there, once, before any
reader. A script's or a style's body is code, never the question: it goes with its tags; any other tag goes and its
text stays ("<b>10 vagas</b>" is "10 vagas"). HTML character references are read first ("&lt;b&gt;" is a tag too).
"""
from __future__ import annotations

import html
import re

# A character reference: "&lt;", "&nbsp;", "&#60;", "&#x3c;" (a bare "&" of "P&D" is no reference).
_ENTITY = re.compile(r"&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});")
# The elements whose content is code, closed or (a fragment pasted) left open to the end.
_CODE = re.compile(r"<\s*(script|style)\b[^>]*>.*?(?:<\s*/\s*\1\s*>|$)", re.IGNORECASE | re.DOTALL)
# A comment, a declaration ("<!DOCTYPE html>", "<![CDATA[...]]>"), a processing instruction ("<?xml ...?>").
_COMMENT = re.compile(r"<!--.*?(?:-->|$)|<![^>]*>|<\?[^>]*>", re.DOTALL)
# Any tag a browser would read as one: "<" (or "</") then a letter, attributes, ">" ("< 5", "<3" and "<=" stay).
_TAG = re.compile(r"<\s*/?\s*([a-zA-Z][a-zA-Z0-9:-]*)(?:\s[^<>]*)?/?\s*>")
# Tags inside a line of text ("<b>12</b> vagas", "vag<i>as</i>"): gone without a trace; any other one ("<p>", "<br>",
# "<td>", "<img>") parts what it stood between.
_INLINE = {"a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "del", "dfn", "em", "font", "i", "ins", "kbd", "mark",
           "q", "s", "samp", "small", "span", "strike", "strong", "sub", "sup", "time", "tt", "u", "var"}


def without_markup(text: str) -> str:
    """The text a person reads in `text`: references decoded, scripts and styles dropped, other tags removed (their text
    kept). Unchanged when it has no markup."""
    if "<" not in text and "&" not in text:
        return text
    out = _ENTITY.sub(lambda m: html.unescape(m.group(0)).replace("\xa0", " "), text)
    if "<" not in out:
        return out
    removed = _TAG.sub(lambda m: "" if m.group(1).lower() in _INLINE else " ", _COMMENT.sub(" ", _CODE.sub(" ", out)))
    if removed == out:
        return out
    # The tags' room closed up: "<p>10 vagas</p><p>quantas?</p>" reads "10 vagas quantas?", its line breaks kept.
    return "\n".join(" ".join(line.split()) for line in removed.splitlines() if line.strip())
