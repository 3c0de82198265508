"""Law questions with no figure of their own, asked right after an answer (round 28, p28a).

A candidate (or a relative) reads a figure or a law answer and asks what happens next: when the law started, whether
the old law still counts, whether a fraudster gives the pay back, what if more vagas open later, whether one may still
enrol as cotista where the reserve does not apply, whether "that" also held under the old law. Each is a rule of these
laws (law text), never the thread's calculation again, never a job fact ("salário") sent out of scope.

`thread_law_topic` returns the subject, in the law's own words, that the retrieval query is given (the bare chat words
rarely carry it), or None when the message is no such question.
"""
from __future__ import annotations

import re
from datetime import date
from typing import Any

from calculator.regime import law_on
from vocabulary import NEW_LAW, OLD_LAW

from .extraction import Extraction, fold
from .extraction.dates import LAW_IN_FORCE_TIME

# The law itself asked of its start, its force or its revocation ("q dia a lei nova começou a valer?", "a lei antiga
# ainda vale pra alguma coisa?", "a 12.990 foi revogada?"): arts. 11, 13 and 14 of Lei nº 15.142/2025.
_LAW_NAMED = re.compile(r"\blei\b|\b15\.?142\b|\b12\.?990\b")
_LAW_START = re.compile(
    r"\b(?:que|qual) dia\b|\bdesde quando\b|\ba partir de quando\b|\bquando\b[^?]{0,30}\b(?:comec\w+|passou|entrou|vigor)"
    r"|\b(?:comec\w+|passou) a valer\b|\bentrou em vigor\b")
_LAW_STILL = re.compile(r"\bainda (?:vale|valem|se aplica|esta valendo|ta valendo|existe|serve|conta)\b"
                        r"|\bfoi revogad|\b(?:vale|serve) (?:pra|para) (?:alguma coisa|algo)\b")
_START_TOPIC = "entrada em vigor na data de sua publicação, editais publicados antes regidos pela Lei nº 12.990"
_STILL_TOPIC = "revoga a Lei nº 12.990, ressalvados os editais publicados antes, que permanecem regidos por ela"

# Paying back after a fraud ("ela vai ter q devolver o salário?", "tem que ressarcir o que recebeu?"): the AGU's
# ressarcimento ao erário (art. 4º, § 2º, II), whatever the word for the money; not a question about the pay.
REFUND = re.compile(r"\b(?:devolver|devolve|devolva|ressarcir|ressarcimento|restituir|reembolsar|pagar de volta)\b"
                    r"(?: \w+){0,3}? (?:salarios?|dinheiro|tudo|o que (?:recebeu|ganhou)|remuneracao|vencimentos?)\b")
_REFUND_TOPIC = "fraude na autodeclaração, admissão anulada, Advocacia-Geral da União, ressarcimento ao erário"

# Vagas opening later, no count given ("e se abrir outra vaga depois?", "e se surgirem mais vagas?"): the reserve
# reaches the vagas that arise during the certame's validity (art. 1º, § 2º; art. 5º, § 4º).
_LATER_VAGAS = re.compile(r"\b(?:abrir|abrirem|abre|surgir|surgirem|surge|aparecer|aparecerem|tiver|tiverem|criar|criarem)"
                          r" (?:uma |mais (?:uma )?|outras? |novas? |mais )vagas?\b")
_LATER_TOPIC = "vagas que surgirem durante a validade do certame, novas vagas, reserva observada"

# Enrolling as cotista where no vaga is reserved ("então não posso me inscrever como cotista?" after a count of 1):
# art. 5º, § 3º lets the person enrol through the reserve all the same.
_ENROL = re.compile(r"\b(?:posso|pode|podem|da pra|consigo|poderia)\b(?: \w+){0,2}? (?:me |se )?(?:inscrever|inscricao|concorrer)"
                    r" (?:como|na|pela|pelas|nas) (?:cotistas?|cota|cotas|reserva|vagas reservadas)\b")
ENROL_TOPIC = "número de vagas inferior a 2 ou apenas cadastro de reserva, inscrever-se por meio da reserva de vagas"

# The body not following the reserve just computed or quoted ("e se o órgão não respeitar isso?", "e se a banca não
# cumprir?", "e se eles descumprirem a cota?"): whether it binds and who watches over it (arts. 1º and 10), never out of
# scope for want of a quota word of its own. (A count asked beside it, "se o órgão ignorar, quantas ficam?", is not it.)
_BODY_DEFIES = re.compile(r"\b(?:nao|n) (?:respeitar|respeitarem|respeita|cumprir|cumprirem|cumpre|seguir|seguirem|segue"
                          r"|obedecer|obedecerem|aplicar|aplicarem|reservar|reservarem)\b"
                          r"|\b(?:descumprir|descumprirem|descumpre|desrespeitar|desrespeitarem|desrespeita|burlar|burlarem)\b")
# (someone named as not following it, or what is not followed named: a bare "e se não cumprirem isso?" stays with the
# classifiers, whose doubt the retrieval gate weighs)
_DEFIER_NAMED = re.compile(r"\b(?:orgaos?|bancas?|edital|concurso|universidades?|institutos?|ministerios?|prefeituras?"
                           r"|empresas?|administracao|governo|comissao|eles|elas)\b"
                           r"|\b(?:cotas?|reservas?|lei|leis|ordem|sequencia|alternancia)\b")
_DEFIED_ORDER_TOPIC = "nomeação observará os critérios de alternância e proporcionalidade"
# (also the subject of "e quem confere isso?" after a count, `router`)
MONITORING_TOPIC = "reserva obrigatória nos concursos federais, acompanhamento e monitoramento da lei pelos órgãos federais"

# Round 41 (f50c): after an answer on a false self-declaration, "e se já tiver tomado posse quando descobrirem?": the
# same fraud once in office, the law's consequence (Lei 15.142 art. 4º, § 1º, II; Lei 12.990 art. 2º, parágrafo único:
# admission annulled), never out of scope for want of a quota word of its own.
_IN_OFFICE = re.compile(r"\b(?:ja\s+)?(?:tiver|tivesse|tenha|tiverem|estiver|estivesse|estiverem|for|fosse)\s+(?:ja\s+)?"
                        r"(?:tomado posse|sido nomead\w*|sido empossad\w*|sido convocad\w*|nomead\w*|empossad\w*|no cargo"
                        r"|trabalhando|assumido|em exercicio)"
                        r"|\b(?:depois|apos|ja) (?:da|de|na) (?:posse|nomeacao)\b|\bja (?:nomead|empossad|no cargo|trabalhando)")
_FRAUD_THREAD = re.compile(r"\bfraud|\bma-?fe\b|\b(?:declaracao|autodeclaracao) falsa|\bfalsific|\bmenti|"
                           r"15142!art4|12990!art2_par1u")
_FRAUD_IN_OFFICE_TOPIC = ("constatação de declaração falsa, fraude ou má-fé na autodeclaração, eliminado do concurso, "
                          "se houver sido nomeado, anulação da sua admissão")
_OLD_FRAUD_IN_OFFICE_TOPIC = ("constatação de declaração falsa, eliminado do concurso e, se houver sido nomeado, "
                              "anulação da sua admissão ao serviço ou emprego público")


def _fraud_thread(prev: dict[str, Any]) -> bool:
    """The answer just given was on a false self-declaration (its query or the dispositivos it cited)."""
    said = " ".join([str(prev.get("query") or ""), *map(str, prev.get("cited") or [])])
    return prev.get("route") == "retrieval" and bool(_FRAUD_THREAD.search(fold(said)))


# "ela vale pra cargo comissionado?" after a count or a law answer: "ela" is the law (or its cota, its reserva), asked
# of a kind of post or selection; a person ("ela vale pra mim?", "pra minha irmã?") is an eligibility, not this.
_SHE_IS_THE_LAW = re.compile(r"^(?:e |mas |ai )?(?:ela|elas) (?:tambem |tbm |tb )?(?:vale|valem|se aplica|se aplicam|serve|servem"
                             r"|conta|funciona) (?:tambem |tbm |tb )?(?:pra|para|em|no|na|nos|nas|com)\s+"
                             r"(?!ela\b|ele\b|eles\b|elas\b|minh|meu|nos\b|a gente|gente\b|quem\b)(?P<me>mim\b|voce\b|vc\b)?")
# ("ela vale pra mim?": whom the reserve is for, as "essa cota vale pra mim?" is read)
_ENTITLED_TOPIC = "reservado às pessoas pretas e pardas, indígenas e quilombolas o percentual das vagas oferecidas"
_REACH_TOPIC = "reserva nos concursos para cargos efetivos e empregos públicos e nos processos seletivos simplificados"

# "isso vale pra lei antiga tbm?" right after a law answer: the same question under the other law.
_THAT_UNDER_LAW = re.compile(r"\b(?:isso|isto|essa regra|esse procedimento|essa parte)\b[^?]{0,20}"
                             r"\b(?:vale|valia|valeria|se aplica|se aplicava|era assim|funciona|funcionava)\b")

# Round 50 (f65c): "e essa regra existia também na lei de 2014?", "isso já era assim na lei antiga?", "a 12.990 tinha essa
# mesma regra?" after a law answer and a count made by it: whether the law named had the rule that answer gave (its
# text), never the count again under that law ("e pela lei de 2014, quantas seriam?" stays the count).
_THAT_RULE = (r"(?:isso|isto|essa (?:mesma )?(?:regra|norma|parte|previsao)|esse (?:mesmo )?(?:arredondamento|criterio|calculo)"
              r"|a mesma regra)")
_RULE_IN_LAW = re.compile(
    rf"^(?:e |mas |ai )?{_THAT_RULE}\b[^?]{{0,25}}\b(?:existia|existe|valia|vale|valeria|era assim|era igual|era a mesma"
    r"|se aplicava|funcionava|tinha|havia|continua|segue|ja era|ja existia|tambem existia|tambem valia)\b"
    rf"|\b(?:lei|12\.?990|15\.?142)\b[^?]{{0,20}}\b(?:tinha|previa|trazia|tem|preve|traz|mantem|manteve|ja tinha)\s+"
    rf"(?:tambem\s+)?{_THAT_RULE}\b")


def rule_in_law(ex: Extraction) -> str | None:
    """The law a rule just answered is asked of ("essa regra existia na lei de 2014?", `_RULE_IN_LAW`), or None."""
    if ex.numbers or ex.vacancies is not None or ex.cargos or re.search(r"\bquant", ex.text) \
            or len(ex.text.split()) > 14 or not _RULE_IN_LAW.search(ex.text):
        return None
    return law_of_edital(ex) if ex.law_hint in ("old", "new") else None


# Round 48 (lo48b): after a reserve per cargo, whether it may be taken of the whole edital instead ("e sobre o total,
# pode?", "dá pra aplicar no total?", "e somando tudo, vale?"): the law's basis (art. 1º, § 2º: the whole of the
# vagas; art. 5º, § 1º: no splitting that harms the reserve), never a count ("e no total, quantas?" stays one).
_ON_TOTAL = re.compile(r"\b(?:sobre|no|pelo|em cima do|com base no)\s+(?:o\s+)?total\b|\bsomando\b|\bsomar (?:tudo|os cargos)\b"
                       r"|\bjunt(?:ando|ar) (?:tudo|os cargos|as vagas)\b|\bno conjunto\b|\bna soma\b")
_MAY = re.compile(r"\b(?:pode|posso|podemos|podem|poderia|da pra|e permitido|permite|vale|e legal|e certo|seria certo"
                  r"|e correto|deve|deveria|tem que|e obrigatorio)\b")
_TOTAL_BASIS_TOPIC = ("o percentual será aplicado sobre a totalidade das vagas expressamente previstas no edital, "
                      "evitar o fracionamento de vagas em mais de um certame")


def _era_framed(t: str) -> bool:
    """Round 46 (lo46a): the law's time only frames another question ("quando a lei antiga estava em vigor, qual era o
    percentual?"): the question is that other one, not when the law began (`corpus.retrieval.without_era_frame`)."""
    from corpus.retrieval import without_era_frame  # (only here: a law's start asked; the search loads it anyway)

    return without_era_frame(t) != t


def thread_law_topic(ex: Extraction, prev: dict[str, Any]) -> str | None:
    """The law subject of a figureless question asked after an answer (see the module doc), or None."""
    t = LAW_IN_FORCE_TIME.sub(" ", ex.text)  # (Round 44, f59a: "saído quando ainda vigorava a 12.990" dates an edital)
    if ex.vacancies is not None or ex.cargos or ex.percentages or ex.reference:
        return None
    if (_LAW_NAMED.search(t) or ex.law_hint) and not ex.numbers and not ex.date and not ex.period \
            and (_LAW_START.search(t) or _LAW_STILL.search(t)) and not _era_framed(t):
        return _START_TOPIC if _LAW_START.search(t) else _STILL_TOPIC
    if REFUND.search(t) and not ex.numbers:
        return _REFUND_TOPIC
    if not prev or ex.numbers:
        return None
    if (she := _SHE_IS_THE_LAW.search(t)) and ex.entity is None and ex.process is None and not ex.groups:
        return _ENTITLED_TOPIC if she.group("me") else _REACH_TOPIC
    if _LATER_VAGAS.search(t):
        return _LATER_TOPIC
    if _IN_OFFICE.search(t) and not ex.date and _fraud_thread(prev):
        return _OLD_FRAUD_IN_OFFICE_TOPIC if prev.get("law_id") == OLD_LAW else _FRAUD_IN_OFFICE_TOPIC
    if _BODY_DEFIES.search(t) and _DEFIER_NAMED.search(t) and not re.search(r"\bquant", t) and len(t.split()) <= 12:
        # (the order just given, not followed: the order's own rule, art. 9º, leads)
        return _DEFIED_ORDER_TOPIC if prev.get("intent") in ("order", "position") else MONITORING_TOPIC
    if prev.get("intent") == "edital" and prev.get("cargos") and _ON_TOTAL.search(t) and _MAY.search(t) \
            and not re.search(r"\bquant|\bqnt", t) and len(t.split()) <= 12:
        return _TOTAL_BASIS_TOPIC
    reserve_absent = isinstance(prev.get("vacancies"), int) and prev["vacancies"] < 2 \
        or bool(re.search(r"\b(?:mesmo assim|entao nao|nem assim)\b", t))
    if _ENROL.search(t) and reserve_absent:
        return ENROL_TOPIC
    return None


def topic_law(topic: str) -> str | None:
    """The law whose dispositivos hold the topic: the new law's own arts. 11, 13 and 14 for its start and force."""
    if topic == _OLD_FRAUD_IN_OFFICE_TOPIC:
        return OLD_LAW  # Round 41 (f50c): an old-law thread's fraud stays with art. 2º, parágrafo único
    return NEW_LAW if topic in (_START_TOPIC, _STILL_TOPIC) else None


def law_of_edital(ex: Extraction) -> str | None:
    """The law a hint ("lei antiga") or the edital's date or period names (art. 11), None when neither is told."""
    if ex.law_hint in ("old", "new"):
        return OLD_LAW if ex.law_hint == "old" else NEW_LAW
    when = ex.date or (ex.period.end if ex.period else None)
    # art. 11 read in one place (calculator.regime.law_on); an edital older than both laws still reads as the old one
    return None if when is None else (law_on(when) or OLD_LAW)


def that_under_law(ex: Extraction, prev: dict[str, Any]) -> bool:
    """Right after a law answer, "isso vale pra lei antiga também? meu edital é de 2024": the same question, asked of
    the law a hint or an edital's date names (no count, no person's case of its own)."""
    return prev.get("route") == "retrieval" and bool(prev.get("query")) and ex.vacancies is None \
        and not ex.cargos and bool(_THAT_UNDER_LAW.search(ex.text)) and bool(ex.law_hint or ex.date or ex.period)


# Round 41 (lo41e): "pq mudou?", "por que deu diferente?" right after a figure that changed because the body or the
# law changed between the last two calculations: the law's reason for that change (art. 1º, the federal reach; art. 11,
# the edital's date), law text, never the same calculation again. A change of count alone stays the calculation's why.
_CHANGED_WHY = re.compile(r"\b(?:por ?que|pq|porque)\b[^?]{0,20}\b(?:mudou|mudaram|muda|mudar|diferente|diferentes"
                          r"|diferenca|outro resultado|outra resposta)\b")
_FEDERAL_REACH_TOPIC = ("reserva nos concursos públicos da administração pública federal, das autarquias, das fundações "
                        "públicas, das empresas públicas e das sociedades de economia mista controladas pela União")
_NOT_FEDERAL = ("estadual", "municipal")


def edital_day(ctx: dict[str, Any]) -> date | None:
    """The first day of the edital date a calculation used (a date, or a period's start)."""
    when = ctx.get("edital_date") if isinstance(ctx.get("edital_date"), str) else \
        ctx["period"][0] if isinstance(ctx.get("period"), list) and ctx["period"] else None
    try:
        return date.fromisoformat(when) if isinstance(when, str) else None
    except ValueError:
        return None


def _calc_law(ctx: dict[str, Any]) -> str | None:
    """The law an earlier calculation applied: its hint, else its edital's date (art. 11; undated: the law in force)."""
    if ctx.get("law_hint") in ("old", "new"):
        return OLD_LAW if ctx["law_hint"] == "old" else NEW_LAW
    day = edital_day(ctx)
    return law_on(day) if day else NEW_LAW


def changed_why_topic(question: str, calcs: list[dict[str, Any]]) -> str | None:
    """The law subject of a short "why did it change?" whose last two calculations differ in body or law, or None."""
    t = fold(question)
    if len(calcs) < 2 or len(t.split()) > 9 or not _CHANGED_WHY.search(t) or re.search(r"\d", t):
        return None
    before, after = calcs[-2], calcs[-1]
    if (before.get("entity") in _NOT_FEDERAL) != (after.get("entity") in _NOT_FEDERAL):
        return _FEDERAL_REACH_TOPIC
    if _calc_law(before) != _calc_law(after):
        return _START_TOPIC
    return None
