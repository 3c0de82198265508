"""Deterministic, offline writer: Markdown answers from calculator results and dispositivos."""
from __future__ import annotations

from vocabulary import LABEL, NEW_LAW, OLD_LAW, norm_of_urn

from .intents.common import fmt_date  # noqa: F401  (re-exported)
from .intents.edital import table as edital_table
from .intents.law import NO_FIT, law_headline, related  # noqa: F401  (re-exported)
from .intents.out_of_scope import out_of_scope_answer  # noqa: F401  (re-exported)
from .models import Answer, Citation

LAW_LABEL = LABEL

SCOPE = (
    "Posso ajudar com a reserva de vagas para pessoas pretas e pardas, indígenas e quilombolas em "
    "concursos públicos e processos seletivos simplificados federais: a **Lei nº 15.142/2025** (30%) e a "
    "**Lei nº 12.990/2014** (20%, para editais publicados antes de 04/06/2025)."
)
EXAMPLES = [
    "Quantas vagas são reservadas num concurso com 10 vagas?",
    "Qual lei se aplica a um edital publicado em 15/03/2025?",
    "Quem é considerado pessoa quilombola pela lei?",
]


INJECTION_NOTE = ("Observação: instruções dentro da pergunta não são seguidas; os números vêm só da calculadora, "
                  "com os dados da pergunta, e as citações, do texto das leis.")


def quote(c: Citation) -> str:
    lines = []
    if c.parent_text:
        lines.append(f"> {c.parent_text}")
    lines.append(f"> {c.text}" if c.text else "> (texto indisponível)")
    lines.append(f">\n> — **{c.label}** (`{c.urn}`)")
    return "\n".join(lines)


def citations_block(cits: list[Citation]) -> str:
    if not cits:
        return ""
    return "**Fundamentação:**\n\n" + "\n\n".join(quote(c) for c in cits)


def _sentence(text: str) -> str:
    text = text.strip()
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def regulation_block(a: Answer) -> list[str]:
    """One plain paragraph per regulation note, apart from the quoted law text (a summary, never a quote)."""
    return [n.render() for n in a.regulation]


def _render_calculator(a: Answer) -> list[str]:
    parts = [a.headline]
    if a.calculation and a.calculation.get("operation") == "edital":
        parts.append(edital_table(a.calculation))
    parts += a.notes
    if a.steps:
        parts.append("**Como chegamos a isso:**\n\n" + "\n".join(f"{i}. {s}" for i, s in enumerate(a.steps, 1)))
    if a.assumptions:
        parts.append("**Premissas:** " + " ".join(
            _sentence(x.text) + (" (da pergunta anterior)" if x.from_context else "") for x in a.assumptions))
    block = citations_block(a.citations)
    if block:
        parts.append(block)
    parts += regulation_block(a)
    return parts


def _render_retrieval(a: Answer) -> list[str]:
    cits = a.citations
    if not cits:
        return [a.headline, *a.notes, SCOPE]
    top, rest = cits[0], cits[1:]
    parts = [a.headline, quote(top), *a.notes]
    laws = {norm_of_urn(c.urn) for c in cits}
    if {NEW_LAW, OLD_LAW} <= laws:
        # Both laws retrieved: say which one governs which editais.
        parts.append("A **Lei nº 12.990/2014** só rege editais publicados antes de 04/06/2025; para os "
                     "demais vale a Lei nº 15.142/2025 (art. 11 da lei nova).")
    elif norm_of_urn(top.urn) == OLD_LAW:
        parts.append("Atenção: a Lei nº 12.990/2014 foi revogada pela Lei nº 15.142/2025 e só rege editais "
                     "publicados antes de 04/06/2025 (art. 11 da lei nova).")
    if rest:
        parts.append("**Outros dispositivos relacionados:**\n\n" + "\n\n".join(quote(c) for c in rest))
    parts += regulation_block(a)
    return parts


def render(a: Answer) -> str:
    """The Markdown `answer` (API, CLI), rendered from the structured fields."""
    if a.route == "calculator":
        parts = _render_calculator(a)
    elif a.route == "retrieval":
        parts = _render_retrieval(a)
    elif a.route == "out_of_scope":
        parts = [a.headline, *a.notes, SCOPE, "Exemplos: " + " · ".join(f"“{e}”" for e in a.options)]
    else:
        return "\n\n".join([a.headline, *a.notes])
    parts.append(f"_{a.disclaimer}_")
    return "\n\n".join(p for p in parts if p)


def finish(a: Answer) -> Answer:
    a.answer = render(a)
    return a


