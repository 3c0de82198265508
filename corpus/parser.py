"""Parse a federal law or decree text (Planalto layout, one dispositivo per line) into dispositivos."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .models import Dispositivo

_ART = re.compile(r"^Art\.\s*(\d+)\s*(?:º|o|\.)?\s*[.–-]?\s*(.*)$")
_PAR = re.compile(r"^§\s*(\d+)\s*º?\.?\s+(.*)$")
_PAR_UNICO = re.compile(r"^Par[áa]grafo\s+[úu]nico\s*\.?\s*[–-]?\s*(.*)$", re.IGNORECASE)
_INC = re.compile(r"^([IVXLCDM]+)\s*[–—-]\s*(.*)$")
_ALI = re.compile(r"^([a-z])\)\s*(.*)$")
_ITE = re.compile(r"^(\d+)\.\s+(.*)$")
_SIGNATURE = re.compile(r"^[A-ZÀ-Ú][\wÀ-ú ]+, \d{1,2}º? de \w+ de \d{4}")
_TRAILER = re.compile(r"^Este texto não substitui", re.IGNORECASE)
_JUNK = re.compile(r"^\*\S*$")  # the Planalto page's footnote marker, not law text
_SITE_HEADER = re.compile(r"^Presid[êe]ncia da Rep[úu]blica$", re.IGNORECASE)
# "O PRESIDENTE DA REPÚBLICA", "O PRESIDENTE DO SUPREMO TRIBUNAL FEDERAL, no exercício do cargo...", "DECRETA:"
_PREAMBLE = re.compile(r"^(?:[OA] PRESIDENT[EA] D[AO] |Faço saber|DECRETA\s*:)", re.IGNORECASE)
# The norm's own title line ("DECRETO Nº 9.508, DE 24 DE SETEMBRO DE 2018"): neither ementa nor text.
_TITLE = re.compile(r"^(?:LEI|DECRETO)\s+N[º°o]\s*[\d.]+,\s+DE\s", re.IGNORECASE)
# Editorial remarks of the compiled text; they are notes, never text of the dispositivo.
_NOTE = re.compile(r"\s*\(((?:Vide|Reda[çc][ãa]o dada|Inclu[íi]d[oa]|Renumerad[oa]) [^)]*)\)")
_VETADO = re.compile(r"\(VETADO\)", re.IGNORECASE)
# A revoked dispositivo keeps its place in the compiled text: "§ 3º (Revogado)." / "(Revogado pelo ...)".
_REVOGADO = re.compile(r"\(Revogad[oa](?: [^)]*)?\)", re.IGNORECASE)
_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}


def roman_to_int(s: str) -> int:
    total, prev = 0, 0
    for c in reversed(s.upper()):
        v = _ROMAN[c]
        total += -v if v < prev else v
        prev = max(prev, v)
    return total


def ordinal(n: int) -> str:
    """Law convention: ordinal up to 9 (`5º`), cardinal from 10 (`10`)."""
    return f"{n}º" if n < 10 else str(n)


@dataclass
class _Node:
    urn: str
    label: str
    kind: str
    lines: list[str]
    parent: "_Node | None" = None
    children: list["_Node"] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def own_text(self) -> str:
        return "\n".join(self.lines)

    def full_text(self) -> str:
        return "\n".join([self.own_text] + [c.full_text() for c in self.children if c.kind != "caput"])


@dataclass
class ParsedLaw:
    ementa: str | None
    preamble: str | None
    signature: str
    dispositivos: list[Dispositivo]


def parse_law(text: str, law_id: str, urn_base: str, law_label: str) -> ParsedLaw:
    """Split `text` into ementa, preamble, dispositivos (document order) and signature."""
    ementa: list[str] = []
    preamble: list[str] = []
    signature: list[str] = []
    order: list[_Node] = []
    art = par = inc = ali = last = None
    in_signature = False

    def add(kind: str, suffix: str, label: str, line: str, parent: _Node | None) -> _Node:
        notes = _NOTE.findall(line)
        line = _NOTE.sub("", line).rstrip()
        node = _Node(f"{urn_base}!{suffix}", f"{law_label}, {label}", kind, [line], parent, notes=notes)
        if parent is not None:
            parent.children.append(node)
        order.append(node)
        return node

    for raw in text.splitlines():
        line = raw.strip()
        if not line or _JUNK.match(line) or _TRAILER.match(line):
            continue
        if in_signature or (art is not None and _SIGNATURE.match(line)):
            in_signature = True
            signature.append(line)
            continue
        if m := _ART.match(line):
            n = int(m.group(1))
            art = add("artigo", f"art{n}", f"art. {ordinal(n)}", line, None)
            caput = add("caput", f"art{n}_cpt", f"art. {ordinal(n)}, caput", line, art)
            par, inc, ali, last = None, None, None, caput
            continue
        if art is None:
            if _SITE_HEADER.match(line) or _TITLE.match(line):
                continue
            (preamble if _PREAMBLE.match(line) else ementa).append(line)
            continue
        a = art.urn.split("!")[1]
        alabel = art.label.split(", ", 1)[1]
        if m := _PAR_UNICO.match(line):
            par = add("paragrafo", f"{a}_par1u", f"{alabel}, parágrafo único", line, art)
            inc = ali = None
            last = par
        elif m := _PAR.match(line):
            n = int(m.group(1))
            par = add("paragrafo", f"{a}_par{n}", f"{alabel}, § {ordinal(n)}", line, art)
            inc = ali = None
            last = par
        elif m := _INC.match(line):
            n = roman_to_int(m.group(1))
            host = par or art.children[0]  # the § or the caput that introduces it
            base = par.urn.split("!")[1] if par else a
            hlabel = par.label.split(", ", 1)[1] if par else alabel
            inc = add("inciso", f"{base}_inc{n}", f"{hlabel}, {m.group(1)}", line, host)
            ali = None
            last = inc
        elif (m := _ALI.match(line)) and inc is not None:
            n = ord(m.group(1)) - ord("a") + 1
            ali = add("alinea", f"{inc.urn.split('!')[1]}_ali{n}",
                      f"{inc.label.split(', ', 1)[1]}, {m.group(1)}", line, inc)
            last = ali
        elif (m := _ITE.match(line)) and ali is not None:
            last = add("item", f"{ali.urn.split('!')[1]}_ite{m.group(1)}",
                       f"{ali.label.split(', ', 1)[1]}, {m.group(1)}", line, ali)
        else:
            assert last is not None  # the artigo line that opens the text comes first
            last.lines.append(line)  # continuation line of the same dispositivo

    disps = []
    for node in order:
        text_ = node.own_text if node.kind != "artigo" else "\n".join(
            [node.children[0].own_text] + [c.full_text() for c in node.children[1:]]
        )
        own = _strip_label(node)
        disps.append(Dispositivo(
            urn=node.urn, label=node.label, law_id=law_id, kind=node.kind, text=text_,
            parent_urn=node.parent.urn if node.parent else None,
            children=[c.urn for c in node.children], vetoed=bool(_VETADO.fullmatch(own)),
            revoked=bool(_REVOGADO.fullmatch(own)), notes=node.notes,
        ))
    # An artigo is vetoed (revoked) when its caput is.
    by_urn = {d.urn: d for d in disps}
    disps = [
        d.model_copy(update={"vetoed": by_urn[d.children[0]].vetoed, "revoked": by_urn[d.children[0]].revoked})
        if d.kind == "artigo" else d
        for d in disps
    ]
    return ParsedLaw(
        ementa=" ".join(ementa) or None,
        preamble=" ".join(preamble) or None,
        signature="\n".join(signature),
        dispositivos=disps,
    )


def _strip_label(node: _Node) -> str:
    line = node.own_text if node.kind != "artigo" else node.children[0].own_text
    for rx in (_ART, _PAR, _PAR_UNICO, _INC, _ALI, _ITE):
        if m := rx.match(line):
            return m.groups()[-1].rstrip(";. ")
    return line
