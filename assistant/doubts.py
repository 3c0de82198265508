"""Doubts of the previous answer inside a thread (round 24, p24a).

"tem certeza?", "explica melhor", "só 2? tem certeza?", "mas 30% de 18 dá 5,4, não arredonda pra 6?": the asker
questions the figure just computed, with no new fact. The answer is that calculation again (its steps say how the
figure came out and which dispositivo rules it), every parameter carried; never a refusal, never a law search that
loses the case. A doubt that brings a new fact ("tem certeza? e se for PSS?") is a change, planned as such elsewhere.
"""
from __future__ import annotations

import re
from typing import Any

from .extraction import Extraction
from .extraction.envelope import bare_closing

# A bare doubt or a request to explain again: the asker's whole message (with at most a figure of the answer).
_DOUBT = re.compile(
    r"\b(?:tem|tens|ta|esta|c|vc tem|voce tem) (?:ctz|certeza)\b|^(?:ctz|certeza)\b"
    r"|\b(?:me )?(?:explica|explique|explicar|detalha|detalhe) (?:melhor|de novo|direito|isso|mais|passo a passo)\b"
    r"|^(?:nao|n) entendi\b|^como assim\b|^serio\b|^mesmo\b|\bconfirma (?:isso|esse numero|essa conta)?\s*\??$"
    r"|\b(?:so|somente|apenas)\s+\d+(?:\s+mesmo)?\s*\?|\b(?:e|deu|da|sao) (?:so |somente |apenas )?\d+ mesmo\s*\?"
    # Round 45 (45c): the why or the working asked bare ("por quê?", "explica a conta", "como vocês calcularam?", "qual
    # foi a conta?"): the answer's own steps, never a refusal for want of a subject word.
    r"|^(?:mas |e |ue,? |hum,? )?(?:por ?que|porque|pq)(?: (?:isso|assim|entao))?\s*[?!.]*$"
    r"|\b(?:explica|explique|explicar|detalha|detalhe|mostra|mostre|mostrar|justifica|justifique|abre|abra)\s+"
    r"(?:(?:a|o|essa|esse|esta|este|sua|seu|tua|teu|ai a|ai o)\s+)?(?:conta|contas|calculo|continha|raciocinio)\b"
    r"|\bcomo (?:(?:voce|vc|voces|vcs|tu|o sistema)\s+)?(?:calculou|calcularam|calcula|calculam|fez|fizeram)"
    r"(?:\s+(?:a|o|essa|esse|esta|este|isso|ai))?(?:\s+(?:conta|calculo))?\s*[?!.]*$"
    r"|\bqual (?:foi |e )?(?:a|o) (?:conta|calculo)(?: (?:que (?:voce|vc|voces) fez|feit[ao]))?\s*[?!.]*$"
    r"|\bcomo (?:foi|e) (?:(?:feit[ao]|calculad[ao])\b|(?:a|o|essa|esse) (?:conta|calculo)\b)")
# The thread's own arithmetic restated as an objection: the law's rate of the thread's count ("30% de 18 dá 5,4,
# não arredonda pra 6?", "por que 2 se 30% de 5 dá 1,5?"): the rounding of that very count, asked back.
_RATE_OF_COUNT = re.compile(r"(?<![\d,.])\b(\d{1,2})\s*(?:%|por cento)\s*(?:de|das|sobre|sobre as|em)\s+(\d+)\b")
_OBJECTS = re.compile(r"\?|\b(?:nao|n)\b|\bmas\b|\bpor ?que\b|\bpq\b|\bcerto\b|\berrad|\barredond")
# Words that bring a question of their own (a new fact or another subject): not a bare doubt.
_NEW_SUBJECT = re.compile(r"\be se\b|\bcaso\b|\bem vez\b|\bao inves\b|\bagora com\b|\bvagas?\b|\bpcd\b|\bdeficien"
                          r"|\blei\b|\bartigo\b|\bart\b|\bdecreto\b|\bedital\b|\bsalario|\bnota\b|\bprova\b")


# The answer's own figure named in the doubt ("só 2?", "é só 1 mesmo?", "deu 4?"), never a supposition ("e com 40?").
_RESULT_NAMED = re.compile(r"^(?!.*\be (?:com|se|pra|para|no|na|num|numa|em)\b).*\b(?:so|somente|apenas|deu|da|sao|e)\s+\d+\b")


def _thread_counts(prev: dict[str, Any]) -> set[int]:
    """The counts of vagas the last calculation used: its vagas, or each cargo's and their sum."""
    counts: set[int] = set()
    if isinstance(prev.get("vacancies"), int):
        counts.add(prev["vacancies"])
    cargos = prev.get("cargos") or []
    sizes = [c[1] for c in cargos if isinstance(c, (list, tuple)) and len(c) >= 2 and isinstance(c[1], int)]
    if sizes:
        counts.update(sizes)
        counts.add(sum(sizes))
    return counts


def _after_calculation(prev: dict[str, Any]) -> bool:
    return bool(prev.get("intent")) and not prev.get("pending") and prev.get("route") != "retrieval"


# Round 45 (45c): two figures offered for the answer's rounding ("vira 5 ou 4?", "fica 2 ou 3?", "arredonda pra 7 ou pra
# 8?"): which one the law gives, the same calculation again; never two counts of vagas.
_FIGURE_CHOICE = re.compile(r"^(?:mas |e |entao |ai )?(?:(?:isso|o resultado|a reserva|a cota|o numero) )?"
                            r"(?:vira|viram|fica|ficam|arredonda|arredondam|arredondo|e|sao|da|dao|deu|seria|seriam)\s+"
                            r"(?:(?:pra|para) )?(\d+)\s+ou\s+(?:(?:pra|para) )?(\d+)\s*[?!.]*$")


def _figure_choice(ex: Extraction, prev: dict[str, Any]) -> bool:
    m = _FIGURE_CHOICE.search(ex.text)
    told = prev.get("vacancies")
    return m is not None and isinstance(told, int) and all(int(n) <= told for n in m.groups()) and not ex.percentages \
        and not ex.date and not ex.period and not ex.law_hint


def result_doubted(ex: Extraction, prev: dict[str, Any]) -> bool:
    """Right after a calculation, a bare doubt of it ("tem certeza?", "explica melhor", "só 2? tem certeza?"): short,
    no rate, no count of vagas, no new subject; a lone figure is the answer's own, doubted."""
    t = ex.text
    if _after_calculation(prev) and _figure_choice(ex, prev):
        return True
    if not _after_calculation(prev) or len(t.split()) > 8 or ex.percentages or ex.vacancies is not None \
            or ex.date or ex.period or ex.law_hint or ex.groups or ex.reference or len(ex.numbers) > 1:
        return False
    if ex.numbers and not _RESULT_NAMED.search(t):
        return False  # "sério? e com 40?": a figure of its own, a change of the case
    return bool(_DOUBT.search(t)) and not _NEW_SUBJECT.search(t)


def _new_pcd_figure(ex: Extraction, prev: dict[str, Any]) -> bool:
    """A PcD rate or count told that is not the thread's ("com pcd 10%" after 5%): a change of the case."""
    return bool(ex.pcd_percentage) and ex.pcd_percentage != prev.get("pcd_percentage") \
        or ex.pcd is not None and ex.pcd != prev.get("pcd")


def arithmetic_doubted(ex: Extraction, prev: dict[str, Any]) -> bool:
    """Right after a calculation, the law's rate of the thread's own count restated as an objection ("30% de 18 dá
    5,4, não arredonda pra 6?", "somando dá 15 vagas, 30% de 15 não é 5?"): that count's rounding, the same case."""
    t = ex.text
    # (the PcD named beside the thread's own PcD rate is that rate's subject, no group of a case)
    pcd_named = list(ex.groups or []) == ["pcd"] and bool(prev.get("pcd_percentage"))
    if not _after_calculation(prev) or ex.date or ex.period or ex.reference or ex.groups and not pcd_named \
            or len(t.split()) > 16:
        return False
    if _new_pcd_figure(ex, prev):
        return False  # Round 51 (d51a): "e 30% de 40 com pcd 10%?": the PcD share changed, a new case, not the doubt
    counts = _thread_counts(prev)
    # the laws' rates, or the thread's own PcD rate (round 28, p28a: "pq pcd deu 2 se 5% de 30 é 1,5?")
    pcd_rate = re.match(r"\s*(\d+)", str(prev.get("pcd_percentage") or ""))
    rates = {20, 30} | ({int(pcd_rate.group(1))} if pcd_rate else set())
    found = [int(m.group(2)) for m in _RATE_OF_COUNT.finditer(t) if int(m.group(1)) in rates]
    return bool(found) and all(n in counts for n in found) and bool(_OBJECTS.search(t)) \
        and (ex.vacancies is None or ex.vacancies in counts)


# Someone's word reported, or one's own belief ("o colega disse que", "achei que"); Round 41 (41a): also told to the one
# the help desk relays for ("um amigo disse a ela que", "o RH falou pra ele que").
_REPORTED = (r"\b(?:disse|disseram|falou|falaram|diz|dizem|fala|falam|jura|juram|garante|garantiu|afirma|afirmou|insiste"
             r"|achei|achava|pensei|pensava"
             # Round 41 (41b): a third person's view ("a coordenação acha que", "o procurador entende que")
             r"|acha|acham|entende|entendem|sustenta|alega|alegou|argumenta|defende)"
             r"(?: (?:a|pra|para|pro|ao) (?:ele|ela|eles|elas|mim|gente|candidat[oa]|cidada[o]?|manifestante))? que\b")
_REPORTED_RE = re.compile(_REPORTED)


# Round 40 (40b): the answer disputed, or someone's word set against it, with no new fact ("refaz, isso não tá certo,
# achei que arredondava pra cima", "tá errado, meu cursinho disse que é 4", "o colega disse que arredonda pra 7, vc
# confirma?", "mas a moça da banca disse que eu to dentro, confirma?"): the same calculation again, whose steps say
# whether the claim holds. A lone figure is the claim's; a count of vagas, a date, a rate or a new subject is a change.
_DISPUTE = re.compile(
    # someone's word reported, or one's own belief ("o colega disse que", "achei que"); "o que diz a norma?" asks the law
    f"{_REPORTED}"
    r"|\b(?:ta|esta|isso ta|isso esta|tudo) errad|\b(?:nao|n) (?:ta|esta|e) (?:certo|correto|isso)\b|\berrou\b"
    r"|\bquem (?:ta|esta|tem) (?:certo|razao|errado)\b|\bref(?:az|aca)\b|\brecalcul|\b(?:tem|ta|esta) (?:certeza|ctz)\b"
    # Round 41 (41a): the one relayed asked back ("ele tem razão?", "ela está certa?"; "isso procede?" below)
    r"|\b(?:ele|ela|eles|elas) (?:ta|esta|tem|estao) (?:cert[oa]s?|razao)\b"
    # asked of us at the end ("vc confirma?", "confere?"), never the board that confirms a self-declaration
    r"|(?<!quem )\b(?:confirma|confere|procede)\s*[?!.]*$")
_CLAIM_NEW_SUBJECT = re.compile(r"\be se\b|\bcaso\b|\bem vez\b|\bao inves\b|\bagora\b|\bsalario|\bnota\b|\bprova\b"
                                r"|\btaxa\b|\bartigo\b|\bart\b|\bdecreto\b|\blei\b|\bqual\b|\bonde\b|\bquando\b"
                                r"|\be (?:com|pra|para|no|na|num|numa|pela|pelo|em|de|do|da)\b")
_PCD_WORD = re.compile(r"\bpcd\b|\bdeficien")
# Round 41 (41b): the rule the claim borrows from another reserve, named as an analogy ("arredondando pra cima como no
# decreto de PcD"): the claim's reason, no PcD share nor decree asked.
_ANALOGY = re.compile(r"\b(?:como|igual|que nem|assim como)\s+(?:(?:n|d)?[oa]s?\s+|para\s+|pra\s+|pel[oa]s?\s+|a\s+)?"
                      r"(?:\w+\s+){0,2}?(?:decreto|pcd|deficien\w*)(?:\s+(?:de|da|do|das|dos|para|pra)\s+(?:pcd|pessoas?"
                      r"(?:\s+com\s+deficiencia)?|deficien\w*))?(?:\s+n?[º°o]?\s*9\.?508(?:/2018)?)?\b")
# Round 41 (41b): the law's minimum claimed ("com menos de 3 vagas não há reserva"): a threshold, no count of vagas.
_THRESHOLD_CLAIM = re.compile(r"\b(?:menos|mais|acima|abaixo|a partir|inferior|superior)\s+(?:de\s+|a\s+)?(\d+)\s+vagas?\b")


# Round 41 (41a): the reserve someone says it should be, in vagas ("deveriam ser 3 vagas", "seriam só 2 vagas").
_SHOULD_BE_VAGAS = re.compile(r"\b(?:deveri(?:a|am)|seri(?:a|am)|teri(?:a|am)|eram|era) (?:ser |de )?(?:so |apenas |somente )?"
                              r"(\d+) vagas?\b")


# Round 45 (45c): one's own figure set against the answer, with no word of vagas ("acho que é 16", "tenho certeza que são
# 16", "pra mim dá 4", "minha planilha deu 5", "eu calculei 3"): the reserve claimed, never the vagas of a new case.
_OWN_FIGURE = re.compile(r"\b(?:acho|achei|achava|creio|penso|pensei|imagino|tenho (?:certeza|ctz)|certeza)(?: que)?"
                         r"|\b(?:pra|para) mim (?:e|eh|da|deu|sao|seria|seriam|daria|dariam|fica|ficaria)\b"
                         r"|\b(?:eu )?(?:calculei|contei|fiz a conta|cheguei (?:a|em|no))\b"
                         r"|\b(?:minha|a minha|na minha|nossa|na nossa) (?:conta|planilha|calculadora)\b"
                         r"|\b(?:meu|no meu|nosso|no nosso) (?:calculo|resultado)\b"
                         # asked back for a yes ("não seria 16?", "mas não são 4?"); "não, são 16" corrects the vagas
                         r"|^(?:mas )?nao (?:seria|seriam|e|sao|daria|dariam|era|eram|deveria ser)(?= (?:so )?\d+\s*\?)")


def _claimed_vagas(t: str, vacancies: int | None, prev: dict[str, Any]) -> bool:
    """The count read as vagas is the reserve claimed, fewer than the thread's vagas (see `_SHOULD_BE_VAGAS`), or one's
    own figure set against the answer with no word of vagas (see `_OWN_FIGURE`)."""
    told = prev.get("vacancies")
    if vacancies is None or not isinstance(told, int) or vacancies >= told:
        return False
    m = _SHOULD_BE_VAGAS.search(t)
    own = _OWN_FIGURE.search(t)
    return m is not None and vacancies == int(m.group(1)) \
        or own is not None and re.search(rf"\b{vacancies}\b", t[own.end():]) is not None and not re.search(r"\bvagas?\b", t)


# Round 42 (42b): a condition someone adds to who may take the reserve ("uma colega disse que só vale se ele morar em terra
# indígena", "dizem que precisa comprovar renda"): a rule the eligibility answer does not weigh (the definitions of
# art. 2º answer it), so the law's text, not the same eligibility again.
_CONDITION_CLAIMED = re.compile(r"\b(?:so|somente|apenas) (?:vale|valeria|pode|poderia|tem direito|teria direito|conta|serve"
                                r"|entra|concorre)\b[^?.]{0,25}\bse\b|\bdesde que\b"
                                r"|\b(?:precisa|precisaria|tem que|tem de|teria que|deve|deveria) "
                                r"(?:morar|viver|residir|comprovar|apresentar|ter (?:nascido|estudado|renda)|estudar)\b")


def claim_doubted(ex: Extraction, prev: dict[str, Any], own_rate: int) -> bool:
    """Right after a calculation, the answer disputed or a third person's claim set against it (see `_DISPUTE`): no
    count of vagas, date, law or new subject; no rate but the thread's own (`own_rate`: "o RH falou 20%, quem tá
    certo?"; the other law's is `rate_doubted`); at most one figure (the claim's); a group only the thread's own; PcD
    only when the calculation had a PcD share."""
    t = ex.text
    rates = {p.strip().rstrip("%").strip() for p in ex.percentages}
    analogy = _ANALOGY.search(t) if _DISPUTE.search(t) else None
    if analogy:
        t = t[:analogy.start()] + t[analogy.end():]
    threshold = _THRESHOLD_CLAIM.search(t)
    # Round 41 (41a): a help desk relays it ("o manifestante insiste que ...", "um amigo disse a ela que ..."): the claim
    # is bounded, not who made it; the vagas the claim says the reserve should be ("deveriam ser 3 vagas") are its figure.
    reported = _REPORTED_RE.search(t)
    # (a relayed claim with no figure, "o diretor diz que cotista só é nomeado depois da ampla", is about the law's
    # rule: the whole message is bounded, as before)
    words = len(t[reported.end():].split()) if reported and ex.numbers else len(t.split())
    vacancies = None if _claimed_vagas(t, ex.vacancies, prev) else ex.vacancies
    counted = vacancies is not None and not (threshold and int(threshold.group(1)) == vacancies)
    # (a reserve claimed in the edital's words, "eles colocaram 10 pra cota, tá errado?", is the claim's own path)
    if not _after_calculation(prev) or words > 16 or len(t.split()) > 26 or counted or ex.cargos \
            or ex.claimed_counts \
            or not rates <= {str(own_rate)} or ex.date or ex.period or ex.law_hint or ex.reference or len(ex.numbers) > 1:
        return False
    if ex.groups and not set(ex.groups) <= set(prev.get("groups") or []) and not (analogy and ex.groups == ["pcd"]):
        return False
    if _PCD_WORD.search(t) and not (prev.get("pcd") is not None or prev.get("pcd_percentage")):
        return False
    if prev.get("intent") == "eligibility" and not ex.numbers and _CONDITION_CLAIMED.search(t):
        return False
    # (a figure of one's own below the thread's vagas, no word of vagas: the claim; "acho que são 60" of 50 fixes the vagas)
    told = prev.get("vacancies")
    own_figure = bool(ex.numbers) and _OWN_FIGURE.search(t) is not None and not re.search(r"\bvagas?\b", t) \
        and (not isinstance(told, int) or all(n < told for n in ex.numbers))
    return bool(_DISPUTE.search(t) or own_figure) and not _CLAIM_NEW_SUBJECT.search(t)


def claimed_figure(ex: Extraction, prev: dict[str, Any], own_rate: int) -> int | None:
    """Round 46 (lo46b): the reserve a doubt claims ("acho que é 16", "o colega disse que são 14, confirma?") right after
    a reserve was computed: its one figure, which the answer judges first (`intents.reserve.belief_verdict`); None when
    the doubt names no figure, names the PcD share, or the thread's calculation is not a reserve count."""
    if prev.get("intent") != "reserve" or len(ex.numbers) != 1 or _PCD_WORD.search(ex.text) \
            or not claim_doubted(ex, prev, own_rate):
        return None
    told = prev.get("vacancies")
    n = ex.numbers[0]
    return n if isinstance(told, int) and n <= told and n != ex.vacancies else None


def closing_thanks(ex: Extraction) -> bool:
    """Thanks that close the exchange, made only of acknowledgement words, with no question mark and no figure.

    ("tá certo" there accepts the figure; it does not ask to check a claim again.) Round 39 (lo39): the one reading of
    a closing message, `extraction.envelope.bare_closing`, which also answers it before any routing."""
    return not ex.numbers and bare_closing(ex.text)


# Someone's other rate set against the answer ("o diretor acha que tem que ser 20%, quem tá certo?", "não deveria ser
# 20%?"): the same calculation again, whose steps say which law the edital's date brings and why.
# ("pq não é 30%?", `law_cues.rate_objection`, asks why the other law was not applied: art. 11, law text.)
# ("mas não era 20%?" is the percentage fragment, recomputed with a note on the law's rate: not this.)
_RATE_CLAIM = re.compile(r"\b(?:tem (?:que|q|de)|teria (?:que|q|de)|deveria|devia|precisa|achei que|acha que|acham que"
                         r"|disse que|diz que|falou que|fala que|falaram que"
                         # Round 40 (40b): the rate said by the edital or someone straight ("mas o edital diz 30%, vc ta
                         # errado", "o RH falou 20%")
                         r"|(?:diz|dizia|disse|disseram|fala|falava|falou|falaram|preve|previa|traz|trazia))\b"
                         r"[^?]{0,25}?\b(?:20|30)\s*(?:%|por cento)|\bquem (?:ta|esta|tem) (?:certo|razao)\b")


def rate_doubted(ex: Extraction, prev: dict[str, Any], other_rate: int) -> bool:
    """Right after a calculation, the other law's rate (`other_rate`: not the one the thread's edital brings) said as
    someone's claim, with no count, date or group of its own (see `_RATE_CLAIM`). The thread's own rate ("o total
    também tem que bater 30%?") asks the law's base, not this."""
    from .law_cues import rate_objection

    t = ex.text
    if not _after_calculation(prev) or len(t.split()) > 14 or ex.vacancies is not None or ex.date or ex.period \
            or ex.law_hint or ex.groups or ex.reference or len(set(ex.numbers) - {20, 30}) > 1:
        return False  # Round 41 (41a): one figure besides the rate is the claim's ("seriam só 7, pelos 20%")
    rates = {p.strip().rstrip("%").strip() for p in ex.percentages}
    return rates == {str(other_rate)} and bool(_RATE_CLAIM.search(t)) and not rate_objection(ex)


# Round 28 (p28a): a figure someone was given, doubted with its vagas told ("pq deu 3?? o edital tem 11 vagas e eu
# achava que era 30%", "por que só 2 de cota se são 8 vagas?"), with no answer of ours before it: the reserve of those
# vagas, whose steps say how the figure comes out (the law's rate quoted is the objection, not a PcD share).
_TOLD_WHY = re.compile(r"^(?:mas |ue,? |ue )?(?:por ?que|pq)\b (?:que )?(?:so |somente |apenas )?"
                       r"(?:deu |deram |da |ficou |ficaram |sao |saiu |sairam |foram )?(\d+)\b")


def told_figure_why(ex: Extraction, prev: dict[str, Any]) -> bool:
    """No calculation at hand, a why of a figure that is not the count of vagas the message tells (see `_TOLD_WHY`)."""
    m = _TOLD_WHY.search(ex.text)
    rates = {p.strip().rstrip("%").strip() for p in ex.percentages}
    return m is not None and not _after_calculation(prev) and ex.vacancies is not None \
        and int(m.group(1)) != ex.vacancies and not ex.cargos and rates <= {"20", "30"} and not ex.reference
