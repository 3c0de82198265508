"""Intent `law`: answer from the law text — the resumo of the first dispositivo, its text, at most two related."""
from __future__ import annotations

import re

from ..models import Citation

NAME = "law"

# A law question answered although no dispositivo is clearly about it (`core`: the classifier is sure it
# is a law question): the doubt is said next to the text.
LOW_FIT_NOTE = ("Nenhum dispositivo trata exatamente disso; mostro os mais próximos da pergunta. Confira o texto "
                "citado antes de concluir.")
NO_FIT = ("Não encontrei na Lei nº 15.142/2025 nem na Lei nº 12.990/2014 um dispositivo que responda a essa "
          "pergunta, por isso não vou citar um texto que não trata dela.")
# Words that keep their capital when a resumo is put after "Segundo a Lei ..., ".
_PROPER = {"Lei", "União", "Decreto", "Poder", "Estado", "Estados", "Administração", "Ministério", "Funai",
           "Incra", "Fundação", "Distrito", "Municípios", "Constituição", "STF", "ADI"}


def related(cits: list[Citation], n: int = 2) -> list[Citation]:
    """The first citation and at most `n` related ones; a caput already quoted as context is not repeated."""
    if not cits:
        return []
    top, rest = cits[0], cits[1:]
    shown_parents = {c.parent_text for c in cits if c.parent_text}
    return [top] + [c for c in rest if c.text not in shown_parents][:n]


def law_headline(cits: list[Citation], resumo: str | None) -> str:
    """One or two plain sentences from the first dispositivo's resumo, naming it; nothing the resumo does not say."""
    if not cits:
        return NO_FIT
    top = cits[0]
    law, _, where = top.label.partition(", ")
    if not resumo:
        return f"O dispositivo que trata disso está em **{top.label}**:"
    body = resumo.strip()
    # "Pela Lei nº 12.990/2014, 20% ..." after "Segundo a Lei nº 12.990/2014 (...)," would name the law twice.
    own = re.match(rf"(?:pel[ao]|segundo [ao]|n[ao]) {re.escape(law)}\s*,\s*", body, re.IGNORECASE)
    if own:
        body = body[own.end():]
    elif body.startswith(law):  # "A Lei nº 12.990/2014 entrou em vigor..." -> "a lei entrou em vigor..."
        body = "a lei" + body[len(law):]
    elif body.startswith(f"A {law}"):
        body = "a lei" + body[len(law) + 2:]
    first, _, rest = body.partition(" ")
    if first not in _PROPER and not (len(first) > 1 and first.isupper()):  # "A lei" -> "a lei"; "MGI" stays
        first = first[:1].lower() + first[1:]
    body = f"{first} {rest}".strip()
    article = "o" if law.startswith("Decreto") else "a"  # "segundo o Decreto", "segundo a Lei"
    return f"Segundo {article} **{law}**{f' ({where})' if where else ''}, {body}"
