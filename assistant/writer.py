"""Deterministic, offline writer: Markdown answers from calculator results and dispositivos."""
from __future__ import annotations

import re
from typing import Any

from calculator.edital import EditalResult
from calculator.several_editais import SEVERAL_EDITAIS, SeveralEditaisResult
from vocabulary import LABEL, NEW_LAW, OLD_LAW, norm_of_urn

from .extraction import Extraction
from .extraction.cargos import PLACE_NOUNS, UNNAMED, numbered_rows
from .intents.common import IN_FORCE_FROM, NEW_RATE, OLD_RATE, agree, continue_sentence, fmt_date, vagas
from .intents.law import LOW_FIT_NOTE, NO_FIT, law_headline, named_norm_silent, related  # noqa: F401  (re-exported)
from .intents.out_of_scope import out_of_scope_answer  # noqa: F401  (re-exported)
from .law_cues import in_office_opening, slot_drawn, stages_opening, word_opening
from .models import Answer, AnswerTable, Assumption, Citation, TableRow

LAW_LABEL = LABEL

SCOPE = (
    "Posso ajudar com a reserva de vagas para pessoas pretas e pardas, indígenas e quilombolas em "
    f"concursos públicos e processos seletivos simplificados federais: a **Lei nº 15.142/2025** ({NEW_RATE}) e a "
    f"**Lei nº 12.990/2014** ({OLD_RATE}, para editais publicados antes de {IN_FORCE_FROM})."
)
EXAMPLES = [
    "Quantas vagas são reservadas num concurso com 10 vagas?",
    "Qual lei se aplica a um edital publicado em 15/03/2025?",
    "Quem é considerado pessoa quilombola pela lei?",
]


# Round 41 (lead): a law answer quoting the new law inside a thread whose edital is older (art. 11 of the new law).
def event_date_note(events: list[tuple[str, str]]) -> str:
    """Round 53 (lo53c): another event of the concurso dated beside the edital ("a prova é em 2026"): the law goes by
    the edital de abertura's publication, never by that event's date (Lei nº 15.142/2025, art. 11)."""
    def of(word: str) -> str:  # the folded word written back ("inscricao" -> "da inscrição", "resultado" -> "do ...")
        shown = re.sub(r"coes$", "ções", re.sub(r"cao$", "ção", word))
        article = ("das" if word.endswith("coes") else "da" if word.endswith("cao") else "dos" if word.endswith("os")
                   else "do" if word.endswith("o") else "das" if word.endswith("s") else "da")
        return f"{article} {shown}"

    told = " nem ".join(f"a {of(event)} ({when})" for event, when in events)
    return (f"O que decide a lei aplicável é a data de publicação do edital de abertura, não {told}: a Lei nº "
            f"15.142/2025 não se aplica a certames cujo edital foi publicado antes de {IN_FORCE_FROM} (art. 11).")


OLD_EDITAL_NOTE = (f"Atenção: esse edital, publicado antes de {IN_FORCE_FROM}, segue a **Lei nº 12.990/2014** (art. 11 da "
                   "Lei nº 15.142/2025); o dispositivo acima é da lei nova, que não se aplica a ele. Para o texto da "
                   "lei antiga, pergunte indicando “na Lei 12.990”.")


INJECTION_NOTE = ("Observação: instruções dentro da pergunta não são seguidas; os números vêm só da calculadora, "
                  "com os dados da pergunta, e as citações, do texto das leis.")


def figure_denied(n: int, slot: str | None) -> str:
    """Round 48 (lo48b): "não são 12" of the 12 just used (`router`: the slot and figure denied): the right one asked."""
    what = "o número certo de vagas" if slot == "vacancies" else "a posição certa na lista"
    return f"Usei **{n}** na resposta anterior. Se não são {n}, qual é {what}?"


# Round 49 (49b): which área, campus or especialidade takes the reserved vaga, or a draw for it (`law_cues.slot_drawn`
# decides): the law picks none; the PcD reserve's own words when the PcD vaga is asked (Decreto 9.508, art. 1º, § 4º, I).
DRAW_OPENING = {
    "pcd": ("O decreto não escolhe a área ou o campus que fica com a vaga de pessoa com deficiência, nem fala em "
            "sorteio: num concurso estruturado por especialidade ou regionalizado, o percentual mínimo vale sobre "
            "o total das vagas do edital (Decreto nº 9.508/2018, art. 1º, § 4º, I), e é o edital que diz como "
            "distribuiu a reserva."),
    "racial": ("A lei não escolhe a área, o campus ou a especialidade que fica com a vaga reservada, nem fala em "
               "sorteio: o percentual de reserva vale sobre a totalidade das vagas do edital (art. 1º, § 2º), e é o "
               "edital que diz como distribuiu a reserva; com o quadro de vagas (ex.: “Matemática: 1; Física: 1”) "
               "eu mostro a reserva por área e sobre o total."),
}


def plain_opening(ex: Extraction) -> str | None:
    """Round 35 (lo35): the plain sentence a law answer opens with when the question's words are none of the law's:
    a colour, a document or a locality (`law_cues.word_opening`), a draw for an área (round 49, 49b), the cotista's
    standing in office (`law_cues.in_office_opening`)."""
    if (said := word_opening(ex)) is not None:
        return said
    if (drawn := slot_drawn(ex)) is not None:
        return DRAW_OPENING[drawn]
    return in_office_opening(ex) or stages_opening(ex)


def _of_period(label: str) -> str:
    """"de março de 2025", but "deste ano", "do ano passado": "de" contracted before a demonstrative or an article."""
    if label.startswith("este "):
        return "d" + label
    if label.startswith("ano "):
        return "do " + label
    return "de " + label


def _carried_phrase(key: str, text: str, params: dict[str, Any]) -> str | None:
    """A noun phrase for a parameter taken from an earlier turn ("as 10 vagas", "o edital de março de 2025")."""
    # Round 40 (lo40, lo40b): the earlier vagas a whole includes (order: "e mais 5", `carried_lead`) or new ones join
    counted = {"vacancies": ("vacancies",), "prior_vacancies": ("added_to", "prior_vacancies")}.get(key, ())
    if (n := next((params[k] for k in counted if isinstance(params.get(k), int)), None)) is not None:
        return vagas(n) if n == 1 else f"as {vagas(n)}"
    if key == "edital_date":
        if params.get("edital_date"):
            return f"o edital publicado em {fmt_date(params['edital_date'])}"
        if params.get("period"):
            return f"o edital {_of_period(str(params['period'][2]))}"
        if params.get("to_be_published"):
            return "o edital ainda a publicar"  # Round 46 (f61b): no date to name, the edital told as still to come
        hint = params.get("law_hint")
        if hint in ("old", "new"):
            law = OLD_LAW if hint == "old" else NEW_LAW
            return f"a lei {'antiga' if hint == 'old' else 'nova'} ({LABEL[law]})"
    if key == "pcd":
        if isinstance(params.get("pcd"), int):
            n = params["pcd"]
            return agree(n, "vaga PcD", "vagas PcD") if n == 1 else f"as {agree(n, 'vaga PcD', 'vagas PcD')}"
        if params.get("pcd_percentage"):
            return f"os {params['pcd_percentage']} de vagas PcD"
    if key == "rank":
        return f"o {text.replace('º', 'º lugar', 1)}" if "º" in text else None
    if key == "entity":
        return f"{'o' if text.startswith(('órgão', 'sem ')) else 'a'} {text}" if not text.startswith("sem ") else None
    if key == "process":
        return f"o {text}"
    if key == "groups":
        return f"o grupo informado ({text})" if not text.startswith("sem ") else None
    if key == "cargos":
        if m := re.match(r"\d+ (\w+) \(", text):  # Round 35 (lo35d): the one chip of rows alike, "27 UFs (5 vagas cada)"
            feminine = any(v[1] == m.group(1) and v[2] for v in PLACE_NOUNS.values())
            return f"{'as' if feminine else 'os'} {text}"
        return f"os cargos ({text})" if ";" in text else f"o cargo {text}"
    if key == "reserve_register":
        return "o edital só com cadastro de reserva"
    return None


def carried_lead(carried: list[Assumption], params: dict[str, Any], where: str | None = None) -> str:
    """The opening that says which parameters came from an earlier turn ("Com as 10 vagas da pergunta
    anterior: ", "Para o edital de janeiro de 2025 que você citou: "); empty when none did. `where`: the earlier case
    they were all told of, when the message went back to it ("do concurso da sua mãe"), said instead of the turn."""
    if not carried:
        return ""
    cargos = [a.text for a in carried if a.key == "cargos"]
    if cargos:  # the cargos of a table are one phrase: "os cargos da pergunta anterior (analista: 10 vagas; ...)"
        first = next(i for i, a in enumerate(carried) if a.key == "cargos")
        back = next(a.turns_back for a in carried if a.key == "cargos")
        carried = [a for a in carried if a.key != "cargos"]
        carried.insert(first, Assumption(key="cargos", text="; ".join(cargos), turns_back=back))
    keys = [a.key for a in carried]
    phrases = [_carried_phrase(a.key, a.text, params) for a in carried]
    whole, joined = params.get("vacancies"), params.get("added_to")
    if {"vacancies", "prior_vacancies"} <= set(keys) and isinstance(whole, int) and isinstance(joined, int):
        # Round 46 (f61b): the whole and the earlier vagas it includes, both told before: one phrase for the count
        phrases[keys.index("vacancies")] = f"as {vagas(whole)} ({joined} do edital e mais {whole - joined} surgidas depois)"
        i = keys.index("prior_vacancies")
        carried, keys, phrases = carried[:i] + carried[i + 1:], keys[:i] + keys[i + 1:], phrases[:i] + phrases[i + 1:]
    if any(p is None for p in phrases):
        return f"Com o que você informou antes ({'; '.join(a.text for a in carried)}): "
    named = [p for p in phrases if p]
    if keys == ["edital_date"]:
        if params.get("law_hint") and not (params.get("edital_date") or params.get("period") or params.get("to_be_published")):
            back = carried[0].turns_back or 1
            return f"Pela {named[0][2:]}, como na pergunta anterior: " if back == 1 else \
                f"Pela {named[0][2:]}, como você disse {back} perguntas atrás: "
        return f"Para {named[0]} que você citou: "
    # Round 36 (lo36): each phrase says where it was told; "da pergunta anterior" only of the last question's own
    # ("Com as 20 vagas da pergunta anterior e os 5% de vagas PcD de 3 perguntas atrás: ").
    if where:
        # Round 44 (mc44): a case gone back to is named, never "da pergunta anterior" when it was told earlier
        return f"Com {_listed(named)} {where}: "
    backs = [a.turns_back or 1 for a, p in zip(carried, phrases) if p]
    # Round 40 (lo40b): the earlier vagas a whole includes, then the vagas added ("... da pergunta anterior e mais 5")
    more = f" e mais {params['vacancies'] - params['added_to']}" if "prior_vacancies" in keys \
        and isinstance(params.get("added_to"), int) and isinstance(params.get("vacancies"), int) else ""
    if all(b == 1 for b in backs):
        return f"Com {_listed(named)} da pergunta anterior{more}: "
    groups: dict[int, list[str]] = {}
    for back, phrase in zip(backs, named):
        groups.setdefault(back, []).append(phrase)
    return f"Com {_listed([f'{_listed(ps)} {told_where(back)}' for back, ps in sorted(groups.items())])}{more}: "


def _listed(items: list[str]) -> str:
    """Portuguese enumeration: "a", "a e b", "a, b e c"."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " e " + items[-1]


def told_where(back: int | None) -> str:
    """Round 36 (lo36): where a carried parameter was told: "da pergunta anterior", "de 3 perguntas atrás"."""
    return "da pergunta anterior" if (back or 1) == 1 else f"de {back} perguntas atrás"


# A headline that opens with its bold verdict ("**Sim**: você fica dentro das vagas", "**Não** pode concorrer").
# Round 53 (f68d): a check's verdict too ("**Não confere**: o edital informa 5", "**Confere com a soma por cargo**",
# "**Está certo**"): mid-sentence after the lead, in lower case like "sim"/"não".
_VERDICT = re.compile(r"\*\*(Sim|Não|Depende|(?:Não )?[Cc]onfere\b[^*]*|(?:Não )?[Ee]stá certo\b[^*]*)\*\*")


def lead_into(lead: str, headline: str) -> str:
    """The carried lead ("Com as 10 vagas da pergunta anterior: ") joined to the headline. A headline that opens with
    its verdict takes it after a comma, so the sentence has one colon: "Com as 10 vagas da pergunta anterior, **sim**:
    você fica dentro das vagas", never "… da pergunta anterior: **Sim**: você fica …"."""
    if not lead:
        return headline
    verdict = _VERDICT.match(headline)
    if verdict and lead.endswith(": "):
        word = verdict.group(1)
        return f"{lead[:-2]}, **{word[:1].lower() + word[1:]}**{headline[verdict.end():]}"
    # "Com as 10 vagas da pergunta anterior: com 10 vagas, os cotistas entram…": the count the lead names is not
    # said again.
    said = _SAID_COUNT.match(headline)
    if said and re.search(rf"\b{said.group(1)} vagas\b", lead):
        headline = headline[said.end():]
    if lead.endswith(": ") and ": " in headline.split(". ", 1)[0]:
        # "… nenhuma vaga é reservada**: pela Lei …": the headline's first sentence has its colon already.
        return f"{lead[:-2]}, {continue_sentence(headline)}"
    return lead + continue_sentence(headline)


_SAID_COUNT = re.compile(r"(?:[Cc]om|[Dd]as) (\d+) vagas?, ")


def edital_table(calc: dict[str, Any]) -> AnswerTable:
    """The per-cargo figures of an edital as a typed table, from the calculator's `EditalResult` (the `calculation`
    of the answer is its JSON dump): the page draws it as a table, `render` as a Markdown table."""
    res = EditalResult.model_validate(calc)
    pcd = any(c.pcd is not None for c in res.cargos)
    declared = any(c.declared_reserved is not None for c in res.cargos)
    # Round 35 (lo35d): the rows of a split by place ("UF 1"...) are localities, not cargos
    places = (numbered_rows([c.name for c in res.cargos]) or (UNNAMED,))[0] != UNNAMED
    columns = ["Localidade" if places else "Cargo", "Vagas", "Reservadas", *(["PcD"] if pcd else []), "Ampla concorrência",
               *(["No edital", "Confere"] if declared else [])]

    def cell(v: int | None) -> str:
        return "—" if v is None else str(v)

    rows = []
    for c in res.cargos:
        cells = [c.name, str(c.vacancies), str(c.reserved), *([cell(c.pcd)] if pcd else []), str(c.open)]
        if declared:
            cells += [cell(c.declared_reserved), {True: "sim", False: "não", None: "—"}[c.matches]]
        rows.append(TableRow(cells=cells))
    total = ["Total", str(res.vacancies_total), str(res.reserved_total), *([cell(res.pcd_total)] if pcd else []),
             str(res.open_total), *([cell(res.declared_reserved_total), ""] if declared else [])]
    rows.append(TableRow(cells=total, total=True))
    law = f" ({LABEL[res.regime]})" if res.regime in LABEL else ""
    return AnswerTable(caption=f"Reserva por {'localidade' if places else 'cargo'}{law}", columns=columns, rows=rows)


def several_editais_table(calc: dict[str, Any]) -> AnswerTable:
    """Round 55 (dr55b): the editais told at once, one row each, from the calculator's `SeveralEditaisResult`; the last
    row sums the editais' own figures (each computed on its own vagas), never one edital's total."""
    res = SeveralEditaisResult.model_validate(calc)
    rows = [TableRow(cells=[e.label, str(e.vacancies), str(e.reserved), str(e.open)]) for e in res.editais]
    rows.append(TableRow(cells=["Soma dos editais", str(res.vacancies_sum), str(res.reserved_sum), str(res.open_sum)],
                         total=True))
    law = f" ({LABEL[res.regime]})" if res.regime in LABEL else ""
    return AnswerTable(caption=f"Reserva por edital, cada um sobre as suas vagas{law}",
                       columns=["Edital", "Vagas", "Reservadas", "Ampla concorrência"], rows=rows)


def markdown_table(t: AnswerTable) -> str:
    """`Answer.table` as a Markdown table (API, CLI); the total row in bold."""
    def line(cells: list[str]) -> str:
        return "| " + " | ".join(c.replace("|", "/") for c in cells) + " |"

    rows = [line(t.columns), "|" + "---|" * len(t.columns)]
    for r in t.rows:
        rows.append(line([f"**{r.cells[0]}**", *r.cells[1:]] if r.total else r.cells))
    return "\n".join(rows)


def quote(c: Citation) -> str:
    lines = []
    if c.parent_text:
        lines.append(f"> {c.parent_text}")
    lines.append(f"> {c.text}" if c.text else "> (texto indisponível)")
    # A caput ending in ":" ("o resultado será encaminhado:") reads only with its incisos.
    lines += [f"> {t}" for t in c.children_text]
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
    if a.table is not None:
        parts.append(markdown_table(a.table))
    parts += a.notes
    if a.steps:
        parts.append("**Como chegamos a isso:**\n\n" + "\n".join(f"{i}. {s}" for i, s in enumerate(a.steps, 1)))
    if a.assumptions:
        parts.append("**Premissas:** " + " ".join(
            _sentence(x.text) + (f" ({told_where(x.turns_back)})" if x.from_context else "") for x in a.assumptions))
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
        parts.append(f"A **Lei nº 12.990/2014** só rege editais publicados antes de {IN_FORCE_FROM}; para os "
                     "demais vale a Lei nº 15.142/2025 (art. 11 da lei nova).")
    elif norm_of_urn(top.urn) == OLD_LAW:
        parts.append("Atenção: a Lei nº 12.990/2014 foi revogada pela Lei nº 15.142/2025 e só rege editais "
                     f"publicados antes de {IN_FORCE_FROM} (art. 11 da lei nova).")
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
    if a.table is None and a.route == "calculator" and a.calculation and a.calculation.get("operation") == "edital":
        # (Round 55, dr55b: several editais, each its own base, are rows of editais, never cargos of one edital)
        several = a.calculation.get("kind") == SEVERAL_EDITAIS
        a.table = several_editais_table(a.calculation) if several else edital_table(a.calculation)
    a.answer = render(a)
    return a


