"""Deterministic, offline writer: Markdown answers from calculator results and dispositivos."""
from __future__ import annotations

import re
from datetime import date
from typing import Any

from vocabulary import BENEFICIARIES, LABEL

from .models import DISCLAIMER, Citation

LAW_LABEL = LABEL
REGULATION = re.compile(r"regulament", re.I)

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


def fmt_date(d: date | str) -> str:
    if isinstance(d, str):
        d = date.fromisoformat(d)
    return d.strftime("%d/%m/%Y")


def _vagas(n: int) -> str:
    return f"{n} {'vaga' if n == 1 else 'vagas'}"


def _agree(n: int, one: str, many: str, none: str | None = None) -> str:
    """"1 fica" / "3 ficam" / "nenhuma fica": the verb agrees with the count."""
    if n == 0 and none:
        return none
    return f"{n} {one if n == 1 else many}"


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


def headline(intent: str, calc: dict[str, Any], when: str | None = None) -> str:
    """The figure, first, in one sentence."""
    reg = calc.get("regime")
    law = LAW_LABEL.get(reg or "", "")
    if intent == "reserve":
        n, r = calc["vacancies"], calc["reserved"]
        if reg is None:
            return f"Com {_vagas(n)}, **nenhuma vaga** é reservada: nenhuma destas leis se aplica a este edital."
        if calc["applies"]:
            of = f"Da {_vagas(n)}" if n == 1 else f"Das {_vagas(n)}"
            rest = _agree(calc["open"], "fica", "ficam", "nenhuma fica")
            return (f"{of}, **{_agree(r, 'é reservada', 'são reservadas')}** a "
                    f"{BENEFICIARIES[reg]} ({calc['percentage']}%, {law}); {rest} para a ampla concorrência.")
        extra = (" Mesmo assim, é possível se inscrever pela reserva (art. 5º, § 3º)."
                 if calc.get("enrol_through_reserve") else "")
        return (f"Com {_vagas(n)}, **nenhuma vaga é reservada**: pela {law}, a reserva só se aplica a partir "
                f"de {calc['minimum']} vagas.{extra}")
    if intent == "regime":
        when = when or fmt_date(calc["edital_date"])
        if reg is None:
            return (f"Um edital publicado em {when} **não é regido por nenhuma destas leis**: não há reserva "
                    "de vagas raciais por elas.")
        pct = f", que reserva {calc['percentage']}% das vagas a {BENEFICIARIES[reg]}" if calc.get("percentage") else ""
        return f"Um edital publicado em {when} é regido pela **{law}**{pct}."
    if intent == "eligibility":
        if calc["eligible"]:
            return "**Sim**: " + calc["reasons"][0] if calc.get("reasons") else "**Sim**, pode concorrer às vagas reservadas."
        return "**Não**: " + calc["reasons"][0] if calc.get("reasons") else "**Não** pode concorrer às vagas reservadas."
    if intent == "order":
        pos = calc.get("quota_positions") or []
        n = calc["vacancies"]
        if not pos:
            return f"Com {_vagas(n)}, **nenhuma posição** da ordem de nomeação é da reserva racial."
        listed = ", ".join(f"{p}ª" for p in pos)
        who = "o cotista entra na posição" if len(pos) == 1 else "os cotistas entram nas posições"
        return (f"Com {_vagas(n)}, {who} **{listed}** da ordem de nomeação "
                f"({_agree(len(pos), 'vaga reservada', 'vagas reservadas')}, {law}).")
    if intent == "position":
        status = calc.get("status")
        if status == "inside":
            how = {"open": "pela ampla concorrência", "quota": "por uma vaga reservada"}.get(calc.get("list"), "")
            appt = f", {calc['appointment']}ª nomeação na ordem" if calc.get("appointment") else ""
            return f"**Sim**, com essas posições você fica dentro das vagas{' ' + how if how else ''}{appt}."
        if status == "outside":
            return "**Não**, com essas posições você fica fora das vagas oferecidas."
        return "**Depende**: " + (calc.get("depends_on") or "veja o melhor e o pior caso abaixo.")
    return ""


def calculator_answer(intent: str, calc: dict[str, Any], cits: list[Citation], notes: list[str],
                      when: str | None = None, injection: bool = False) -> str:
    parts = [headline(intent, calc, when)]
    if injection:
        parts.append(INJECTION_NOTE)
    steps = calc.get("explanation") or []
    if steps:
        parts.append("**Como chegamos a isso:**\n\n" + "\n".join(f"{i}. {s}" for i, s in enumerate(steps, 1)))
    pending = calc.get("pending") or []
    if pending:
        parts.append("**A conferir:**\n\n" + "\n".join(f"- {p}" for p in pending))
    if notes:
        parts.append("**Premissas:** " + " ".join(notes))
    block = citations_block(cits)
    if block:
        parts.append(block)
    parts.append(f"_{DISCLAIMER}_")
    return "\n\n".join(parts)


def retrieval_answer(cits: list[Citation], notes: list[str] | None = None) -> str:
    if not cits:
        return (f"Não encontrei nas leis um dispositivo que responda a essa pergunta. {SCOPE}\n\n_{DISCLAIMER}_")
    top, rest = cits[0], cits[1:]
    # A caput already quoted as another citation's context is not quoted twice.
    shown_parents = {c.parent_text for c in cits if c.parent_text}
    rest = [c for c in rest if c.text not in shown_parents]
    parts = [f"O dispositivo mais próximo da sua pergunta é a **{top.label}**:\n\n{quote(top)}"]
    new = [c for c in rest if "15142" in c.urn]
    old = [c for c in rest if "12990" in c.urn]
    laws = {c.urn.split("!")[0] for c in cits}
    if len(laws) > 1:
        # Both laws retrieved: say which one governs which editais.
        if new:
            parts.append("**Lei nº 15.142/2025** (vigente; editais publicados a partir de 04/06/2025):\n\n"
                         + "\n\n".join(quote(c) for c in new))
        if old:
            parts.append("**Lei nº 12.990/2014** (revogada, mas ainda rege editais publicados antes de "
                         "04/06/2025, art. 11 da lei nova):\n\n" + "\n\n".join(quote(c) for c in old))
        if "12990" in top.urn:
            parts.insert(1, "A **Lei nº 12.990/2014** só rege editais publicados antes de 04/06/2025; para os "
                            "demais vale a Lei nº 15.142/2025.")
    else:
        if "12990" in top.urn:
            parts.append("Atenção: a Lei nº 12.990/2014 foi revogada pela Lei nº 15.142/2025 e só rege editais "
                         "publicados antes de 04/06/2025 (art. 11 da lei nova).")
        if rest:
            parts.append("**Outros dispositivos relacionados:**\n\n" + "\n\n".join(quote(c) for c in rest))
    regulated = [c.label for c in cits if REGULATION.search(c.text or "")]
    if regulated:
        parts.append("Observação: a lei deixa parte deste tema para **regulamento** do Poder Executivo ("
                     + "; ".join(regulated) + "); os detalhes dependem desse regulamento e do edital, "
                     "e não estão fixados no texto da lei.")
    if notes:
        # Right after the quoted dispositivo: which law was assumed, instructions not followed.
        parts.insert(1, " ".join(notes))
    parts.append(f"_{DISCLAIMER}_")
    return "\n\n".join(parts)


def out_of_scope_answer(pcd: bool = False, other_quota: bool = False) -> str:
    if pcd:
        lead = ("A reserva de vagas para pessoas com deficiência é regida por outra legislação, que não está "
                "na minha base; não vou respondê-la de memória.")
    elif other_quota:
        lead = ("Cotas em universidades, no vestibular ou em empresas privadas seguem outras normas, que não "
                "estão na minha base; não vou responder de memória.")
    else:
        lead = "Desculpe, essa pergunta está fora do que eu cubro, por isso não vou respondê-la."
    return f"{lead}\n\n{SCOPE}\n\nExemplos: " + " · ".join(f"“{e}”" for e in EXAMPLES)
