"""The thread's table of cargos as the user edits it: cargos added, removed, fixed, asked, singled out, summed or joined.

`context` reads these edits while it merges a follow-up into the thread; it imports this module, never the reverse.
"""
from __future__ import annotations

import re
from typing import Any

from .extraction import Extraction, fold
from .extraction.cargos import could_name_cargo, name_after_cargo_word, named_cargos
from .rules import DUTY_ASKED, LAW_ASKS


def names_earlier_cargo(ex: Extraction, prev: dict[str, Any]) -> bool:
    """The message names a cargo of the earlier table ("e o técnico com 6?")."""
    # (Round 50, f65a: its plural too, "com 19 enfermeiros")
    return any(re.search(rf"\b{re.escape(fold(c[0]))}(?:e?s)?\b", ex.text) for c in prev.get("cargos") or [])


# "esqueci um, tem também perito com 5", "faltou o cargo de motorista, 2 vagas", "e tem ainda analista com 3": a cargo
# the earlier table lacked, added to it; "e se acrescentar contador com 4?", "incluindo motorista, 2 vagas": the same,
# supposed (an adding verb).
# Round 22 (p22g): a search box adds a row to the earlier table with no verb, only "e"/"+"/"mais", a name and its
# count ("e delegado 2", "+ perito 5 vagas"); a name of the table itself changes that row instead (`cargo_fixed`).
_TERSE_ADD = re.compile(r"^(?:e|\+|mais)\s+(?:(?:o|a)\s+)?(?:cargo\s+(?:de\s+)?)?([a-z]{3,}(?: [a-z]{3,})?)\s+(?:com\s+)?"
                        r"(\d+)(?:\s+vagas?)?\s*\??$")
_NOT_ADDED_NAME = {"com", "sem", "pra", "para", "nas", "nos", "que", "tem", "tiver", "fosse", "for", "forem", "fossem",
                   "agora", "entao", "depois", "outro", "outra", "mais", "menos", "dai", "isso", "esse", "essa",
                   "caso", "seja", "sao", "uns", "umas", "fica", "ficam", "houver", "tivesse", "abrir", "apenas", "somente", "quando"}
# "e caso sejam 9?", "e se abrissem 3": a supposition of another count, no cargo's name (subjunctive, gerund forms).
_VERB_FORM = re.compile(r"(?:ssem?|rem|ndo|riam?|am)$")
# (Round 46, f61a: "mais um cargo" arrives as "mais 1 cargo", its number word a digit by now)
_ADDS_CARGO = re.compile(r"\b(?:esqueci|faltou|faltaram|faltava|tambem|ainda|alem disso|mais (?:um|1) cargo|outro cargo|tem mais)\b"
                         r"|\b(?:acrescent|adicion|inclu[ií]|inclus|somand)\w*")


# Round 33 (lo): a row called by a letter or a short code, with or without "cargo" before it ("cargo d", "d"), and a row
# in that form with its count ("um cargo D com 5 vagas").
_CODE_NAME = re.compile(r"^(?:cargo\s+)?([a-z][0-9]?)$")
_CODE_ROW = re.compile(r"\bcargo\s+([a-z][0-9]?)\s*(?:com|de|,|:|-)\s*(\d+)\b(?!\s*%)")


def _code_named(earlier: list[list[Any]]) -> bool:
    """Whether the table's rows are all called "Cargo A", "Cargo B"... (a letter or short code after "cargo")."""
    return bool(earlier) and all(re.match(r"^cargo\s+[a-z][0-9]?$", fold(str(c[0])).lower()) for c in earlier)


def _styled(name: str, earlier: list[list[Any]]) -> str:
    """Round 33 (lo): a row called by its letter is named as the table names its rows ("Cargo D" beside "Cargo A",
    "D" beside "A"), never the folded "d" or "cargo d" of the message."""
    m = _CODE_NAME.match(fold(name).lower().strip())
    if m is None:
        return name
    bare = all(_CODE_NAME.match(fold(str(c[0])).lower()) and " " not in str(c[0]).strip() for c in earlier)
    return m.group(1).upper() if bare else f"Cargo {m.group(1).upper()}"


# Round 36 (lo36): a table pasted on its own ("Analista\t22\nTécnico\t12", a header line allowed) after an edital's
# table: the same edital's quadro again, so what the thread set for that edital (its PcD percentage, its date) carries
# and is shown as carried; a PcD count was of the earlier vagas and does not (`context._merge`).
_TABLE_ROW = re.compile(r"[^\W\d_][^\d\n?]*?\s*[\t;|:=,-]?\s*\d+(?:\s*[\t;|,]\s*\d+)*\s*")
_TABLE_HEADER = re.compile(r"(?:cargos?|vagas?|pcd|reservad[ao]s?|total|quantidade|qtd|nome)"
                           r"(?:\s*[\t;|,]?\s*(?:cargos?|vagas?|pcd|reservad[ao]s?|total|quantidade|qtd|nome))*\s*")


def pasted_table(ex: Extraction) -> bool:
    """The message is a table of cargos and vagas and nothing else (see `_TABLE_ROW`)."""
    lines = [line.strip() for line in ex.original.splitlines() if line.strip()]
    return len(ex.cargos) >= 2 and len(lines) >= 2 \
        and all(_TABLE_ROW.fullmatch(line) or _TABLE_HEADER.fullmatch(fold(line)) for line in lines)


def added_cargos(ex: Extraction, prev: dict[str, Any]) -> list[list[Any]]:
    """The cargos (name, vagas) a short message adds to the earlier table (see `_ADDS_CARGO`); [] when none. A row in
    the table's own form, called by a letter the table lacks ("e se tiver um cargo D com 5 vagas?" after Cargo A, B and
    C), is added with no adding word (Round 33, lo)."""
    earlier = prev.get("cargos") or []
    if not earlier or ex.cargos or len(ex.text.split()) > 14:
        return []
    row = _CODE_ROW.search(ex.text) if _code_named(earlier) else None
    if not (_ADDS_CARGO.search(ex.text) or _TERSE_ADD.match(ex.text)):
        if row and (name := _styled(row.group(1), earlier)) not in [str(c[0]) for c in earlier]:
            return [[name, int(row.group(2))]]
        return []
    names = {fold(c[0]) for c in earlier}
    # The adding verb is not part of the cargo's name ("acrescentar contador" is the cargo "contador").
    added: list[tuple[str, int]] = [(_ADDING_VERB.sub("", c.name).strip() or c.name, c.vacancies)
                                    for c in named_cargos(ex.text)]
    if not added and (m := _ADDED_BY_VERB.search(ex.text)):
        added = [(m.group(1) or m.group(2), int(m.group(3)))]  # "e se a gente incluir motorista com 3 vagas?"
    if not added and (m := _ADDED_NAMED.search(ex.text)) and could_name_cargo(m.group(1)) \
            and not any(w in _NOT_ADDED_NAME or _VERB_FORM.search(w) for w in m.group(1).split()):
        added = [(m.group(1), int(m.group(2)))]  # "mais um cargo de fisioterapeuta com 2", "vai ter também perito, 1 vaga"
    if not added and (m := _ADDED_FORGOTTEN.search(ex.text)) and could_name_cargo(m.group(1)) \
            and not any(w in _NOT_ADDED_NAME or _VERB_FORM.search(w) for w in m.group(1).split()):
        # "esqueci o técnico de enfermagem, 11 vagas": the forgotten row, its name as typed (accents kept for the table)
        added = [(_as_typed(m.group(1), ex.original), int(m.group(2)))]
    if not added and (m := _ADDED_CODE.search(ex.text)):
        added = [(m.group(1).upper(), int(m.group(2)))]  # "faltou o D com 2 vagas": a row called by its letter
    if not added and row:
        added = [(row.group(1), int(row.group(2)))]  # "e tem também um cargo D com 5": the table's own form of row
    if not added and (m := _TERSE_ADD.match(ex.text)) and could_name_cargo(m.group(1)) \
            and not any(w in _NOT_ADDED_NAME or _VERB_FORM.search(w) for w in m.group(1).split()):
        added = [(m.group(1), int(m.group(2)))]  # "e delegado 2", "+ perito 5 vagas": a new row, tersely
    return [[_styled(name, earlier), n] for name, n in added if fold(_styled(name, earlier)) not in names]


# "tiramos o cargo de motorista", "e se excluir o geólogo?", "cortaram o técnico": cargos of the earlier table named
# in the clause after a removing verb leave it (the clause ends at a comma or "fica": "fica só analista e técnico").
_REMOVES_CARGO = re.compile(r"\b(?:tir(?:amos|ei|ou|ar|aram|ando|e|em|a)|remov\w*|exclu\w*|cort(?:amos|ei|ou|ar|aram|ando|e|em)"
                            r"|retir\w*|elimin\w*|cancel\w*|suprim\w*|desisti\w*"
                            # Round 46 (f61a): "e sem o (cargo de) farmacêutico?": the table without that row (an article
                            # after "sem", so "sem pcd no farmacêutico" removes nothing)
                            r"|sem\s+(?=(?:o|a|os|as)\s)"
                            # Round 43 (43c): "esquece o cargo de técnico", "desconsidera o cargo de motorista"
                            r"|esquec(?:a|am|e)\s+(?=(?:o|a|os|as)\s+cargos?\b)|desconsider\w*\s+(?=(?:o|a|os|as)\s+cargos?\b))\b([^,.;!?]*?)(?=\s+fica\b|[,.;!?]|$)")


# Round 46 (f61a): the cargo named before the verb ("o farmacêutico saiu do quadro", "o de farmacêutico foi cancelado",
# "farmacêutico não vai mais ter vaga").
_LEFT_TABLE = (r"(?:\s+(?:tambem|ja))?\s+(?:saiu|sai|caiu|foi (?:cancelad|retirad|excluid|removid|suprimid|tirad|cortad)\w*"
               r"|nao (?:vai )?(?:ter|tem|tera) mais)\b")


def removed_cargos(ex: Extraction, prev: dict[str, Any]) -> list[str]:
    """Names of the earlier table's cargos a short message removes (see `_REMOVES_CARGO`); [] when none. Never all
    of them: a table emptied is a new question, not an edit."""
    earlier = prev.get("cargos") or []
    if not earlier or ex.cargos or len(ex.text.split()) > 16:
        return []
    clauses = " ".join(m.group(1) for m in _REMOVES_CARGO.finditer(ex.text))
    gone = [str(c[0]) for c in earlier if re.search(rf"\b{re.escape(fold(str(c[0])))}\b", clauses)
            or re.search(rf"\b{re.escape(fold(str(c[0])))}\b{_LEFT_TABLE}", ex.text)]
    return gone if len(gone) < len(earlier) else []


# A cargo named right after the adding verb, with its vagas ("incluir motorista com 3", "acrescentando perito, 2 vagas").
# Round 22 (p22e): a cargo called by a letter or a short code after "cargo" ("inclui cargo C com 2 vagas", "adiciona
# o cargo B2, 3 vagas"), as HR tables name them: "cargo C" is the name.
# (Round 36, 36b: "vamos incluir um cargo de motorista com 2 vagas": the article arrives as the digit, "incluir 1 cargo")
_ADDED_BY_VERB = re.compile(r"\b(?:acrescent|adicion|inclu)\w*\s+(?:(?:o|a|um|uma|1|mais)\s+)?(?:(?:cargo\s+(?:de\s+)?)?"
                            r"([a-z]{3,}(?:\s+de\s+[a-z]{3,})?)|(cargo\s+[a-z][a-z0-9]?))\s*(?:com|de|,)\s*(\d+)\b(?!\s*%)")


# Round 46 (f61a): a cargo named after "mais um cargo", "outro cargo", "novo cargo" or "também", with its vagas ("mais um
# cargo de fisioterapeuta com 2 vagas", "vai ter também nutricionista, 1 vaga", "entrou também o de psicólogo (4)").
_ADDED_NAMED = re.compile(r"\b(?:mais (?:1|um|uma) cargo|outro cargo|novo cargo|tambem)\s+(?:(?:o|a|um|uma|1)\s+)?"
                          r"(?:cargo\s+)?(?:de\s+)?([a-z]{3,}(?:\s+de\s+[a-z]{3,})?)\s*(?:com|de|,|:|-|\()\s*(\d+)\b(?!\s*%)")


# Round 30 (p30a): a row the table forgot, called by a letter or short code after its article, as HR tables name them
# ("faltou o D com 2 vagas", "esqueci a C2, 4 vagas", "inclui o E com 1"): the article keeps "a"/"e" words out.
_ADDED_CODE = re.compile(r"\b(?:faltou|faltaram|faltava|esqueci(?: de (?:colocar|incluir|por|botar))?|acrescent\w*|adicion\w*"
                         r"|inclu\w*)\s+(?:o|a)\s+(?:cargo\s+)?([a-z][0-9]?)\s*(?:com|de|,|:|-)\s*(\d+)\b(?!\s*%)")


# Round 55 (f70a): a cargo the table forgot, called by its name with its vagas ("esqueci o técnico de enfermagem, 11
# vagas", "faltou motorista com 3", "esqueci de colocar o analista: 2"): the same row as a letter's above, the name
# one or two words ("técnico de enfermagem", "analista judiciário"); never a percentage.
_ADDED_FORGOTTEN = re.compile(r"\b(?:faltou|faltaram|faltava|esqueci(?: de (?:colocar|incluir|por|botar|mandar|falar))?)\s+"
                              r"(?:(?:d?[oa]|um|uma|1)\s+)?(?:cargo\s+(?:de\s+)?)?"
                              r"([a-z]{3,}(?:\s+(?:de|da|do|em)\s+[a-z]{3,}|\s+(?!com\b|vagas?\b)[a-z]{3,})?)"
                              r"\s*(?:com|de|,|:|-|\()\s*(\d+)\b(?!\s*%)")


def _as_typed(name: str, original: str) -> str:
    """The folded `name` as the message wrote it ("técnico de enfermagem" for "tecnico de enfermagem"), else as is."""
    size = len(name)
    return next((original[i:i + size] for i in range(len(original) - size + 1)
                 if fold(original[i:i + size]) == name), name)


_ADDING_VERB = re.compile(r"^(?:(?:e|mas)\s+)?(?:se\s+)?(?:(?:acrescent|adicion|inclu|somand)\w*|incluir)\s+"
                          r"(?:(?:o|a|um|uma|mais|mais um|mais uma)\s+)?(?:cargos?\s+(?:de\s+)?)?", re.IGNORECASE)


# The earlier table's vagas added up ("somando tudo, 35 vagas, muda?", "e juntando os cargos?"): one count, its reserve.
# Round 36 (f38b): the cargos joined by any form of the verb ("juntar os cargos", "se juntasse as vagas") or put in one
# list ("e se somar tudo numa lista só?", "em uma única lista") say the same; "e se somar tudo, daria quantas?" and
# "e se juntar tudo?" alone ask the table's total line (h23-c09, round 29), as "no total do edital" does (round 18).
_SUMMED = re.compile(r"\bsomando (?:tudo|todos|todas|os cargos|as vagas)\b"
                     r"|\b(?:tudo|todas as vagas) junt[oa]s?\b"
                     r"|\bjuntando (?:tudo|os cargos|as vagas)\b"
                     r"|\bjunt(?:ar|asse|assemos|amos|e|a)\s+(?:os cargos|as vagas|todos os cargos|todas as vagas)\b"
                     r"|\b(?:numa|em uma|uma)\s+(?:so|unica)\s+lista\b|\b(?:numa|em uma|uma)\s+lista\s+(?:so|unica)\b"
                     # Round 23 (p23b): "e se fosse sobre o total de 19 vagas?", "calculando pela totalidade": the
                     # reserve on the table's summed vagas (art. 1º, § 2º), asked as one count.
                     r"|\b(?:sobre|pelo|com base no|em cima do)\s+(?:o\s+)?total\b|\b(?:sobre|pela)\s+(?:a\s+)?totalidade\b"
                     # Round 39 (f44a): "quanto daria sobre as 23 vagas?": the base named by its count (`summed_table`
                     # takes it only when it is the table's sum).
                     r"|\b(?:sobre|em cima d[ao]s)\s+(?:as\s+|os\s+)?\d+\s+vagas\b")


def cargo_asked(ex: Extraction, prev: dict[str, Any]) -> list[Any] | None:
    """"e no cargo de enfermeiro, qual a ordem?", "e pro técnico, em que nomeação entra o cotista?": the one cargo of the
    earlier table a message names (in full) with no count of its own; its [name, vagas], else None."""
    # (a PcD count told with it, "e a ordem com 2 pcd no analista?", is that cargo's PcD vagas, no count of vagas)
    # (Round 26, p26b: one's places told with it, "passei pra técnico em 2º na cota e 9º na geral", are no count either)
    places = {ex.pcd, ex.general_rank, ex.reserve_rank, ex.rank}
    # Round 35 (35e): one's places told at length ("no cargo de professor, um cotista em 9º na lista de reserva e 40º na
    # geral entra?") up to 24 words, as a place in the thread's concurso is (`context._is_followup`)
    longest = 24 if ex.general_rank or ex.reserve_rank else 14
    extra = [n for n in ex.numbers if n not in places]
    if ex.cargos or len(ex.text.split()) > longest:
        return None
    cargos = prev.get("cargos") or []
    named = [c for c in cargos if re.search(rf"\b{re.escape(fold(str(c[0])))}\b", ex.text)]
    # "técnico de enfermagem" also contains "enfermagem"...: the longest name matched is the one meant
    named = [c for c in named if not any(fold(str(c[0])) in fold(str(o[0])) and c != o for o in named)]
    if not named:
        # Round 26 (p26a): "e no de assistente, a ordem?" for "assistente em administração": HR names a cargo by its head
        # word when no other cargo of the table shares it (as `cargo_fixed` reads a correction).
        heads = [_head(c) for c in cargos]
        named = [c for c, h in zip(cargos, heads) if len(h) >= 4 and heads.count(h) == 1 and re.search(rf"\b{h}\b", ex.text)]
    if not named and len(cargos) > 1 and (m := _CARGO_AT_PLACE.search(ex.text)) is not None:
        # Round 42 (lo42d): a cargo by its place in the table ("em qual nomeação o cotista entra nesse segundo?", "e no
        # último cargo?"): that cargo, as its name is (the place only before "cargo" or closing the phrase).
        place = len(cargos) if m.group(1) == "ultimo" else _PLACES_OF.get(m.group(1), 0)
        named = [cargos[place - 1]] if 1 <= place <= len(cargos) else []
    # Round 40 (40a): the cargo's own count written again ("e a ordem do auditor com 16?" after the table gave auditor
    # 16) is that cargo still; any other count is a count of its own
    if len(named) != 1 or any(n != int(named[0][1]) for n in extra):
        return None
    return list(named[0])


_CARGO_AT_PLACE = re.compile(r"\b(?:n[oa]|ness[ea]|nest[ea]|d[oa]|dess[ea]|dest[ea]|pr[oa]|para [oa]|[oa]) (?:cargo )?"
                             r"(primeiro|segundo|terceiro|quarto|quinto|sexto|ultimo)(?= cargo\b|\s*[?!.,;]|\s*$)")


def _head(cargo: list[Any]) -> str:
    """The first word of a cargo's name, folded ("" for an unnamed cargo)."""
    words = fold(str(cargo[0])).split()
    return re.escape(words[0]) if words else ""


# The whole table asked again ("e nos outros cargos?", "e no quadro todo?", "e o total do edital?").
_WHOLE_TABLE = re.compile(r"\bcargos\b|\bquadro\b|\btabela\b|\btota(?:l|is)\b|\bsoma\w*|\b(?:edital|concurso) (?:todo|inteiro)\b"
                          r"|\btodo o (?:edital|concurso)\b|\bcada (?:um|cargo)\b")


def singled_cargo(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> bool:
    """Round 26 (p26a): the earlier turn worked on one cargo of its table ("e no de técnico, a ordem?" answered over
    that cargo's vagas, the table kept at hand) and this message changes only a fact of that case ("e se tivesse 1 vaga
    pcd nesse cargo?", "o edital saiu em maio de 2025, muda algo?"): that cargo's operation again, never the table,
    unless the message gives cargos of its own, names another cargo or asks the whole table."""
    table = prev.get("cargos") or []
    if not table or prev.get("intent") in (None, "edital") or "vacancies" not in prev or cur.get("cargos"):
        return False
    if prev["vacancies"] not in [int(v) for _, v in table] or _WHOLE_TABLE.search(ex.text) or added_cargos(ex, prev):
        return False  # ("incluindo papiloscopista com 5 vagas": a cargo added grows the table)
    return not any(re.search(rf"\b{re.escape(fold(str(c[0])))}\b", ex.text) for c in table if str(c[0]).strip())


# Round 55 (g3): after the quadro's figures, one cargo of it asked with its count ("e o técnico tá no quadro? quantas
# cotas ele tem?", "quantas de cota tem o motorista?"): that cargo's reserve, never the whole quadro again ("quadro"
# there asks whether the cargo is in it, not the table).
_CARGO_COUNT_ASKED = re.compile(r"\bquant[ao]s?\b|\bqnt\w*|\bcotas?\b|\breserv\w*|\b(?:ta|esta|consta|aparece)\s+n[oa]\s+"
                                r"(?:quadro|tabela|lista|edital)\b")


def cargo_reserve_asked(ex: Extraction, prev: dict[str, Any]) -> list[Any] | None:
    """The one cargo of the thread's quadro asked after its figures, a count or its presence asked (see
    `_CARGO_COUNT_ASKED`); its [name, vagas], else None. Never the whole quadro or several cargos named."""
    table = prev.get("cargos") or []
    # (after one cargo's reserve, "e do analista?" asks the same of the other cargo: no count word needed)
    one_row = prev.get("intent") == "reserve" and prev.get("vacancies") in [int(v) for _, v in table]
    if not (prev.get("intent") == "edital" and _CARGO_COUNT_ASKED.search(ex.text) or one_row) or _law_asked(ex):
        return None
    return cargo_asked(ex, prev)


CARGO_OUTSIDE = "cargo_outside"  # the clarification's key: a cargo named that the table does not have


def cargo_outside_table(ex: Extraction, prev: dict[str, Any]) -> str | None:
    """Round 55 (dr55b): "e a ordem de nomeação do cargo de contador?" after a table without contador: the cargo named
    outright ("cargo de X"), with no count of its own, that the thread's table does not have; else None. Its order is
    not the whole edital's: the answer says it is not there and lists the table's cargos."""
    cargos = prev.get("cargos") or []
    if not cargos or ex.cargos or ex.vacancies is not None or cargo_asked(ex, prev) is not None:
        return None
    name = name_after_cargo_word(ex.text) or _terse_cargo(ex)
    # (Round 55, g3: "num cargo de 40", "num cargo só": the table's cargos joined, its count no name)
    if name is None or ex.one_cargo or re.search(r"\d", name):
        return None
    table = [fold(str(c[0])) for c in cargos]
    # (the table's cargo named by its head word or a longer name of it, "analista de sistemas" for "analista", is there)
    if any(name == t or name.startswith(t + " ") or t.startswith(name + " ") for t in table):
        return None
    return name


# Round 55 (g3): the other cargo asked tersely after one of the table ("e do médico?", "e pro contador, qual a ordem?",
# "e o cargo médico?"): the whole message an article and a name of one or two words, no count. Without the word "cargo"
# the name must read as an occupation (its ending), so "e do resultado?" or "e do salário?" name no cargo.
_TERSE_CARGO = re.compile(r"^(?:(?:mas|ok|certo|entao)\s+)?e\s+(?:quanto\s+)?(?:(?:d|n|pr|a)?[oa]|para\s+[oa]|pra)\s+"
                          r"(cargo\s+(?:de\s+|do\s+|da\s+)?)?([a-z]{3,}(?:\s+(?:de|da|do|em)\s+[a-z]{3,}|\s+[a-z]{3,})?)"
                          r"\s*(?:[,?!.]\D*)?$")
_OCCUPATION = re.compile(r"(?:ista|dor|tor|sor|ora|eir[oa]|ic[oa]|ente|log[oa]|graf[oa]|peut[ao]|ivao|iz|uiz)$")
_NOT_OCCUPATION = {"publico", "publica", "unico", "unica", "basico", "basica", "historico", "especifico", "pratica",
                   "pratico", "seguinte", "diferente", "presente", "ambiente", "pendente", "recente", "corrente",
                   "valor", "setor", "favor", "maior", "menor", "melhor", "pior", "anterior", "posterior", "superior",
                   "inferior", "interior", "exterior", "autor", "leitor", "eleitor", "dador", "juridico", "oficio",
                   "edital", "quadro", "caso", "resto", "restante", "total", "geral", "meio", "mesmo", "outro", "outros",
                   "novo", "nova", "antigo", "antiga"}


def _terse_cargo(ex: Extraction) -> str | None:
    """The one name a terse follow-up asks of (see `_TERSE_CARGO`), else None: never a group, a body, a date or PcD."""
    m = _TERSE_CARGO.match(ex.text.strip())
    if m is None or re.search(r"\d", ex.text) or ex.groups or ex.entity or ex.date or ex.pcd is not None:
        return None
    name = m.group(2)
    head = name.split()[0]
    if head in _NOT_OCCUPATION or head in _ANON_HEADS or not could_name_cargo(name):
        return None
    return name if m.group(1) or _OCCUPATION.search(head) else None


_ANON_HEADS = {"um", "uma", "primeiro", "segundo", "terceiro", "quarto", "quinto", "sexto", "ultimo", "penultimo"}


def outside_message(name: str, table: list[list[Any]], intent: str | None = "order") -> tuple[str, list[str]]:
    """The reply to a cargo named outside the table (`cargo_outside_table`) and its quick replies: it is not there, the
    table's cargos are listed, its vagas are asked to add it. The operation named is the thread's (Round 55, g3: after
    the quadro's reserve, the reserve of that cargo, not its order)."""
    ordered = intent in ("order", "position")
    what = "a ordem de nomeação dele" if ordered else "as vagas reservadas dele"
    ask = "ordem" if ordered else "reserva"
    listed = [f"{n} ({v} {'vaga' if int(v) == 1 else 'vagas'})" for n, v in table]
    shown = ", ".join(listed[:-1]) + " e " + listed[-1] if len(listed) > 1 else listed[0]
    text = (f"O cargo de {name} não está no quadro desta conversa, que tem: {shown}. Se quiser incluí-lo, diga quantas "
            f"vagas o cargo de {name} tem no edital e eu calculo {what} com essas vagas; ou pergunte pela {ask} "
            "de um dos cargos do quadro.")
    return text, [f"E a {ask} do cargo de {n}?" for n, _ in table[:3]]


def names_table_cargo(ex: Extraction, table: list[list[Any]]) -> bool:
    """The message names a cargo of `table` by its full name, with that cargo's own count or none."""
    for name, n in table:
        if re.search(rf"\b{re.escape(fold(str(name)))}\b", ex.text):
            return not ex.cargos and all(x == int(n) for x in ex.numbers)
    return False


# Round 44 (f59b): the table's vagas added up with a count written ("e se somarmos, quanto daria nas 28 vagas?", "e no
# total das 28 vagas?", "juntando, 30 vagas"): the reserve of that count, on the edital's whole (art. 1º, § 2º); the
# count the person writes is the base even when it is not the table's sum. With no count, "e se somarmos?" and "e no
# total?" stay the table, whose total line answers them.
_SUM_TOLD = re.compile(r"\bsom(?:a|ar|armos|asse|assemos|ando|ad[oa]s?|amos|ei|aria|ariam)\b"
                       r"|\bjunt(?:ar|armos|asse|assem|assemos|ando|amos)\b|\btotaliz\w*"
                       r"|\b(?:no|do|o|pelo|sobre o|em cima do) total\b|\bao todo\b|\bno conjunto\b|\bna soma\b")
# Or the table's sum pointed at alone ("quanto daria nas 28?", "e com as 28 vagas?"): those vagas are the table's.
_POINTED_SUM = re.compile(r"\b(?:n|d|pr)?(?:as|ess[ae]s|est[ae]s)\s+(\d+)\b")
_PER_CARGO = re.compile(r"\b(?:cada|por|de cada|em cada|para cada|pra cada) cargo\b|\bcargo a cargo\b")


def summed_table(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> bool:
    """The earlier table's cargos summed into one count (its sum, or a count written: "somando tudo, 35 vagas")."""
    cargos = prev.get("cargos") or []
    if not cargos or ex.cargos:
        return False
    told, total = cur.get("vacancies"), sum(int(v) for _, v in cargos)
    if _SUMMED.search(ex.text) and told in (None, total) and not summed_up(ex) or pointed_sum(ex, prev) is not None:
        return True
    if told is None or _PER_CARGO.search(ex.text) or added_cargos(ex, prev) or _law_asked(ex):
        return False
    return bool(_SUM_TOLD.search(ex.text))


# Round 48 (48a): "somando tudo, quanto dá no total?", "somando os cargos, qual o total?": the total asked beside the
# sum, no count written and no cargo merged, is the table's total line (its edital operation, both figures), as "e no
# total?" is; never the reserve of the summed vagas alone, which differs from the per-cargo total (12 + 5 + 2 = 19 vs
# 30% of 61 = 18). ("somando tudo, quantas?" with no total named stays the reserve of the sum: f59b.)
_SUMMED_UP = re.compile(r"\bsomando (?:tudo|todos|todas|os cargos|as vagas)\b")
_TOTAL_ASKED = re.compile(r"\b(?:no|o|ao) total\b|\bao todo\b")


def summed_up(ex: Extraction) -> bool:
    """The table's vagas "somando tudo" and its total asked, nothing else of a merge: no count, no one cargo or list."""
    t = ex.text
    return bool(_SUMMED_UP.search(t) and _TOTAL_ASKED.search(t)) and not re.search(r"\d", t) and not ex.one_cargo \
        and not ex.cargos and not _ONE_LIST.search(t) and not re.search(r"\b(?:junt|un[ei])\w*|\bcargo (?:so|unico)\b", t)


def _law_asked(ex: Extraction) -> bool:
    """Whether the sum is asked of the law ("o órgão pode somar as 28 vagas?", "por que no total dá 8?"), not counted."""
    return bool(DUTY_ASKED.search(ex.text) or LAW_ASKS.search(ex.text))


def pointed_sum(ex: Extraction, prev: dict[str, Any]) -> int | None:
    """The earlier table's sum pointed at as the message's one count ("quanto daria nas 28?"), else None."""
    cargos = prev.get("cargos") or []
    total = sum(int(v) for _, v in cargos)
    if not cargos or ex.cargos or ex.numbers != [total] or _PER_CARGO.search(ex.text) or _law_asked(ex):
        return None
    return total if any(int(n) == total for n in _POINTED_SUM.findall(ex.text)) else None


def table_again(text: str, prev: dict[str, Any], table: list[list[Any]]) -> bool:
    """Round 44 (f59b): "e por cargo?", "e em cada cargo?" (folded, no count) after the table's sum was answered as one
    reserve: the table itself asked again, its own turn's figures."""
    return bool(table) and prev.get("intent") == "reserve" and prev.get("vacancies") == sum(int(v) for _, v in table) \
        and not re.search(r"\d", text) and bool(_PER_CARGO.search(text))


# Round 51 (f66b): the table named again, a fact of it changed or not ("e se o edital tivesse saído em maio de 2025, como
# ficariam os dois cargos?", "e com edital de 2024, como fica o quadro?", "e cada cargo, com a lei antiga?"), after its sum
# was answered as one count: the table itself again. Its own count of cargos ("os 2 cargos") and a date are no vagas.
_TABLE_NAMED = re.compile(r"\b(?:os|dos|nos|pros|aos|ess[eo]s|dess[eo]s|ness[eo]s|ambos os|nos|todos os)\s+(?:\d+\s+)?cargos\b"
                          # (never "nesse quadro único": the cargos joined, the one count)
                          r"|\b(?:(?:o|do|no|pro|ao|ess[eo]|dess[eo]|ness[eo])\s+quadro|(?:a|da|na|pra|essa|dessa|nessa)\s+tabela)"
                          r"\b(?!\s+(?:unic[oa]|so|junt[oa])\b)"
                          r"|\bcada (?:um dos )?cargos?\b|\bpor cargo\b|\bcargo a cargo\b")


def table_named_again(ex: Extraction, prev: dict[str, Any], table: list[list[Any]]) -> bool:
    """The thread's table named again after its sum was the earlier turn's one count (see `_TABLE_NAMED`), no count of
    vagas of its own, no cargo merged, added or edited, not asked of the law."""
    if not table or prev.get("intent") != "reserve" or prev.get("vacancies") != sum(int(v) for _, v in table):
        return False
    if ex.cargos or ex.one_cargo or _SUMMED.search(ex.text) or _SUM_TOLD.search(ex.text) or _law_asked(ex):
        return False
    own_count = all(n == len(table) for n in ex.cargo_counts)  # "os 2 cargos" of a table of 2
    return own_count and all(n in ex.cargo_counts for n in ex.numbers) and bool(_TABLE_NAMED.search(ex.text)) \
        and not added_cargos(ex, prev) and cargo_fixed(ex, table) is None


# Round 40 (f49b): the cargos joined and whether the reserve stays the same asked ("e se juntássemos os dois cargos num
# só, a reserva total seria a mesma?", "juntando os cargos, muda?"): a comparison of the two readings, the table's
# per-cargo total beside the reserve on the summed vagas (the edital operation gives both).
_SAME_AS_JOINED = re.compile(r"\b(?:a|o)\s+mesm[ao]\b|\bmuda(?:ria|ra)?\b|\baltera(?:ria)?\b|\bigua(?:l|is)\b"
                             r"|\bdiferen(?:te|ca)\b|\bcompara\w*")


def joined_asked(ex: Extraction) -> bool:
    """The cargos joined into one and whether the reserve changes asked (`joined_compared`, the message alone)."""
    return bool((ex.one_cargo and not ex.one_cargo_vagas or _SUMMED.search(ex.text)) and _SAME_AS_JOINED.search(ex.text))


# Round 46 (f61a): the reserve supposed on the table's total as its base, with no count of its own ("e se a reserva fosse
# calculada sobre o total de vagas?", "e pela totalidade, daria quanto?"): the edital's own figure on the total
# (art. 1º, § 2º) beside the per-cargo ones, the table kept. A count written ("sobre o total de 19 vagas") or the cargos
# merged ("num cargo só", "numa lista só") is one count's reserve (`summed_table`).
_ON_TOTAL = re.compile(r"\b(?:sobre|pelo|com base no|em cima do)\s+(?:o\s+)?total\b|\b(?:sobre|pela)\s+(?:a\s+)?totalidade\b")
_ONE_LIST = re.compile(r"\b(?:numa|em uma|uma)\s+(?:so|unica)\s+lista\b|\b(?:numa|em uma|uma)\s+lista\s+(?:so|unica)\b")


def on_total_asked(ex: Extraction, total: int | None = None) -> bool:
    """The reserve on the total asked as a base, no cargos merged and no count written but the table's own sum
    (`total`; the message alone when None)."""
    # Round 47 (f62b): "sobre o total do edital, somando as 13" names the base by the table's sum: still the table
    counted = re.search(r"\d", ex.text) and not (total is not None and ex.numbers == [total])
    return bool(_ON_TOTAL.search(ex.text)) and not counted and not ex.one_cargo \
        and not _ONE_LIST.search(ex.text) and not ex.cargos


# Round 54 (dr54b): the whole edital asked after its table ("e no total do edital?", "e no edital inteiro?", "quanto dá
# no edital todo?", "e considerando todo o edital?"): its figures on the totality of the vagas, never a cargo's.
_WHOLE_EDITAL = re.compile(r"\b(?:no|do|pro|para o|considerando o|somando o) (?:total|conjunto) do edital\b"
                           r"|\b(?:no|do|pro|para o|considerando o|somando o) edital (?:todo|inteiro|como um todo)\b"
                           r"|\b(?:em|considerando|somando) todo o edital\b"
                           # (Round 54, lead, drive d54b: the bare "e no total?" / "e no geral?" right after the table)
                           r"|^(?:e|mas e|ok e|certo e)? ?(?:no|o) (?:total|geral)\W*$")


def whole_edital_asked(ex: Extraction) -> bool:
    """The whole edital's figures asked after a table, no count, cargo or single list of its own told."""
    return bool(_WHOLE_EDITAL.search(ex.text)) and not re.search(r"\d", ex.text) and not ex.one_cargo \
        and not _ONE_LIST.search(ex.text) and not ex.cargos


def on_total_of_table(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> bool:
    """The earlier table's reserve asked on its total as a base (see `_ON_TOTAL`), not asked of the law."""
    total = sum(int(v) for _, v in prev.get("cargos") or [])
    return bool(prev.get("cargos")) and cur.get("vacancies") in (None, total) and on_total_asked(ex, total) \
        and not _law_asked(ex)


def joined_compared(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> bool:
    """The earlier table's cargos joined, no count of its own written, and whether the reserve changes asked."""
    joined = ex.one_cargo and not ex.one_cargo_vagas or summed_table(ex, cur, prev)
    return bool(joined and prev.get("cargos") and not cur.get("cargos") and cur.get("vacancies") is None
                and _SAME_AS_JOINED.search(ex.text))


def joined_alone(ex: Extraction) -> bool:
    """Round 48 (f63a): the cargos joined or summed with no count written ("e se somar tudo como se fosse um cargo só,
    quanto daria?", "e se juntar os cargos?", "somando tudo, quantas?"), not asked of the law."""
    joined = ex.one_cargo and not ex.one_cargo_vagas or _SUMMED.search(ex.text)
    counted = re.search(r"\d", re.sub(r"\b1 (?:so |unico )?cargo\b", " ", ex.text))  # ("um cargo só" is no count)
    return bool(joined and not counted and not _law_asked(ex))


_COUNT_ASKED = re.compile(r"\bquant[ao]s?\b|\bqnt\w*|\b(?:da|daria|dao|fica|ficaria|ficam|seria|seriam)\s*[?]")


def table_total_asked(ex: Extraction, cur: dict[str, Any]) -> bool:
    """Round 48 (f63a): the thread's table asked on its total with a count asked and no figure of its own ("no total do
    edital, quanto dá?", "somando tudo, quantas?"): that table's edital, whatever subject word it names."""
    said = _SUM_TOLD.search(ex.text) or joined_alone(ex)
    return bool(said) and not cur.get("cargos") and cur.get("vacancies") is None and not re.search(r"\d", ex.text) \
        and bool(_COUNT_ASKED.search(ex.text)) and not _law_asked(ex) and not _PER_CARGO.search(ex.text)


# Context key: the thread's table was last asked with its cargos joined into one (`joined_alone`).
TABLE_JOINED = "table_joined"


def count_of_joined(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> bool:
    """Round 48 (f63a): a count of vagas after the table's cargos were supposed joined ("e se fossem 40 vagas?"): that
    one cargo's count, its reserve; a cargo named, added or removed edits the table instead."""
    return bool(prev.get(TABLE_JOINED)) and ex.vacancies is not None and cur.get("vacancies") == ex.vacancies \
        and not cur.get("cargos") and not ex.cargos and not _WHOLE_TABLE.search(ex.text) \
        and not added_cargos(ex, prev) and not removed_cargos(ex, prev) and cargo_fixed(ex, prev["cargos"]) is None


def joined_untold(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> bool:
    """The earlier table's cargos joined with no count written (`joined_alone`): the table kept, its reserve on the total
    (art. 1º, § 2º) beside the per-cargo one (the edital operation gives both); a count written is its own reserve."""
    return bool(prev.get("cargos")) and not cur.get("cargos") and cur.get("vacancies") is None and joined_alone(ex)


# After a cargo's name, a number that is not its count of vagas: an ordinal ("5o"), a percentage, or the cargo's PcD
# vagas ("e se o de professor tivesse 2 vagas pcd?", Round 26: p26a).
NOT_CARGO_COUNT = (r"(?!\s*(?:o\b|%|(?:vagas?\s+)?(?:(?:de|para|pra|p/|reservadas?\s+(?:a|para|pra))\s+)?"
                    r"(?:pcd|pessoas? com deficiencia|deficien\w*)))")
_PLACES_OF = {"primeiro": 1, "segundo": 2, "terceiro": 3, "quarto": 4, "quinto": 5, "sexto": 6, "1o": 1, "2o": 2, "3o": 3,
              "4o": 4, "5o": 5, "6o": 6}
_CARGO_BY_PLACE = re.compile(r"\b(?:o|no|pro|para o)\s+(?:(primeiro|segundo|terceiro|quarto|quinto|sexto|ultimo|[1-6]o)\s+cargo"
                             r"|cargo\s+(\d))\b\D{0,24}?\b(\d+)\b" + NOT_CARGO_COUNT)
# Round 52 (f67a): the row's place alone, "cargo" left out ("o último é 14, não 4", "o segundo na verdade tem 9"): a
# count told right after the place by a verb of being/having (never "o primeiro colocado tem 8", "o segundo lugar").
_PLACE_ALONE = re.compile(r"\b(?:o|no|pro|para o)\s+(primeiro|segundo|terceiro|quarto|quinto|sexto|ultimo|[1-6]o)\s+"
                          r"(?:(?:na verdade|na real|entao|mesmo)\s+)?(?:e|tem|sao|fica|ficou|seria|seriam|teria|tinha)\s+"
                          r"(?:de\s+)?(\d+)\b" + NOT_CARGO_COUNT)


# Round 50 (f65a): or the count it replaces ("com 19 em vez de 9", "ao invés de 9", "no lugar das 9")
_CHANGED_FROM = re.compile(r"\bde \d+(?: vagas?)? (?=(?:para|pra|p/) \d)"
                           r"|\b(?:em vez|ao inves|no lugar) d[eao]s? \d+\b(?: vagas?)?")


def cargo_fixed(ex: Extraction, cargos: list[list[Any]]) -> list[list[Any]] | None:
    """Round 18: the earlier table with the cargos a short message gives a new count, each named in full or by the head
    word no other cargo shares ("professor" for "Professor do Magistério Superior"); None when none changes."""
    if len(ex.text.split()) > 14:
        return None
    heads = [fold(str(c[0])).split()[0] if str(c[0]).strip() else "" for c in cargos]
    out = [list(c) for c in cargos]
    # Round 46 (f61a): "o médico passou de 3 para 5": the count it had is no new count of it
    text = _CHANGED_FROM.sub("", ex.text)
    # "o terceiro cargo tem 4 vagas, não 2", "o cargo 3 tem 4", "o último cargo tem 4": a cargo by its place in the table
    by_place = _CARGO_BY_PLACE.search(text)
    by_place = by_place or _PLACE_ALONE.search(text)
    if by_place is not None:
        word = by_place.group(1) or (by_place.group(2) if by_place.re is _CARGO_BY_PLACE else "") or ""
        place = len(cargos) if word == "ultimo" else _PLACES_OF.get(word, int(word) if word.isdigit() else 0)
        if 1 <= place <= len(cargos):
            out[place - 1][1] = int(by_place.group(3 if by_place.re is _CARGO_BY_PLACE else 2))
            return out if out != [list(c) for c in cargos] else None
    for c, head in zip(out, heads):
        names = [re.escape(fold(str(c[0])))] + ([re.escape(head)] if len(head) >= 4 and heads.count(head) == 1 else [])
        name = rf"(?:{'|'.join(names)})\w*"
        # "e se tiver mais uns 4 de motorista?", "motorista com mais 2": vagas added to that cargo's count
        if m := (re.search(rf"(?:\bmais|\+)\s*(?:uns\s+|umas\s+)?(\d+)\s+(?:vagas?\s+)?(?:de|do|da|pra|para|pro|no|na|em)\s+"
                           rf"(?:o\s+|a\s+|cargo\s+(?:de\s+)?)?{name}\b", text)
                 or re.search(rf"\b{name}\b\D{{0,24}}?(?:\bmais|\+)\s*(?:uns\s+|umas\s+)?(\d+)\b{NOT_CARGO_COUNT}", text)):
            c[1] = int(c[1]) + int(m.group(1))
            continue
        # "pra escrivao na verdade sao 10": a correction's words may stand between the name and its count
        # (never the figure denied after it: "é 14 pro analista e não 12" keeps 14)
        m = re.search(rf"\b{name}\b\D{{0,24}}?(?<!\bnao )\b(\d+)\b{NOT_CARGO_COUNT}", text)
        # Round 36 (f38b): the count before the name ("e se fossem 12 de professor?", "e 12 pra professor?", "15 vagas
        # pro técnico") is that cargo's new count too (never a place, "em 5 no professor", nor a PcD count).
        m = m or re.search(rf"(?<![\d.,])(?<!\bem )(?<!\bo )(?<!\ba )\b(\d+)\s+(?:vagas?\s+)?(?:de|do|da|pra|para|pro)\s+"
                           rf"(?:o\s+|a\s+|cargo\s+(?:de\s+)?)?{name}\b", text)
        # Round 50 (f65a): the count as the cargo's number of people ("com 19 enfermeiros", "e se fossem 8 médicos?")
        m = m or re.search(rf"(?<![\d.,])(?<!\bem )\b(\d+)\s+{name}\b", text)
        # Round 53 (lead, drive d53b): "é 14 no analista", "são 9 na técnica" after "não é X": the count told of the
        # cargo by a verb of being ("no"/"na" alone stay a place: "fiquei 14 no analista")
        m = m or re.search(rf"\b(?:e|sao|seria|seriam|fica|ficam)\s+(\d+)\s+(?:vagas?\s+)?(?:no|na)\s+"
                           rf"(?:cargo\s+(?:de\s+)?)?{name}\b", text)
        if m:
            c[1] = int(m.group(1))
    return out if out != [list(c) for c in cargos] else None


# Round 44 (lo44b): the reserve asked per cargo after a count with no table ("qual a reserva de 19 vagas?", then "e por
# cargo?", "e em cada cargo, quanto fica?"): each cargo's vagas are not known, so the table is asked for (the edital's
# clarification), never the count again nor a refusal.
_PER_CARGO_ASKED = re.compile(r"\b(?:cada|por|de cada|em cada|para cada|pra cada) (?:cargos?|especialidades?)\b"
                              r"|\bcargo a cargo\b")


def per_cargo_asked(ex: Extraction) -> bool:
    """The reserve asked per cargo with no count and no cargo of the message's own, not asked of the law."""
    return bool(_PER_CARGO_ASKED.search(ex.text)) and not ex.cargos and not re.search(r"\d", ex.text) and not _law_asked(ex)


def per_cargo_untold(ex: Extraction, prev: dict[str, Any]) -> bool:
    """A short follow-up asking the thread's reserve per cargo when the thread has no table (see `_PER_CARGO_ASKED`)."""
    return prev.get("intent") in ("reserve", "order") and not prev.get("cargos") and not prev.get("pending") \
        and len(ex.text.split()) <= 10 and per_cargo_asked(ex)
