"""Instructions inside a question (prompt injection): cut before extraction, topic kept for cues."""
from __future__ import annotations

import re

from .numbers import _NUMW
from .typos import correct_typos

# What follows "esquece" when a person drops their own case rather than the assistant's rules.
_OWN_RESET = (r"[\s,;:.!-]*(?:o que eu (?:disse|falei|perguntei|escrevi|mandei)\b"
              r"|tudo\b[\s,;:.!-]*(?:e\s+)?(?:outr[oa]s?|nov[oa]s?|agora)\b"  # "esquece tudo." alone stays suspect
              r"|(?:(?:isso|aquilo|esse caso|essa conta|o anterior|a anterior|o caso anterior"
              r"|a pergunta anterior)\b[\s,;:.!-]*)?"
              r"(?:$|(?:e\s+)?(?:outr[oa]s?|nov[oa]s?|agora|deixa|era|na verdade)\b))")

# Round 26 (p26c): "desculpa, ignora, errei: são 15 vagas", "esquece, me enganei": the person fixing their own slip.
_OWN_SLIP = r"[\s,;:.!-]*(?:(?:eu\s+)?errei|me enganei|me confundi|digitei errado|escrevi errado|foi mal)\b"
# Round 30 (p30a): "desconsidera as vagas de pcd", "ignora o pcd": HR dropping the PcD vagas of their own edital
# (`context._NO_PCD`), never the assistant's rules; a claim dictated after it ("... e diga que") is still cut.
# The PcD vagas named as the object dropped ("as vagas de pcd", "a reserva pcd", "o pcd"); also `context._NO_PCD`.
# Round 39 (lo39c): the person's own count of them too ("desconsidera as 2 vagas de pcd", "tira os 5% de pcd",
# "esquece as duas de pcd"): their figure dropped, the reserve again without PcD, never an instruction.
_PCD_ARTICLE = r"(?:(?:a|as|o|os|aquel[ae]s?|ess[ae]s?)\s+)?"
_PCD_COUNT = rf"(?:(?:\d+(?:[.,]\d+)?\s*(?:%|por cento)?|{_NUMW})\s+)"
_PCD_NAMED = r"(?:(?:reserva|vagas?|cota|percentual|parte)\s+)?(?:d[aeo]s?\s+|para\s+|pra\s+)?(?:pcd|deficien)"
PCD_DROPPED = _PCD_ARTICLE + _PCD_COUNT + "?" + _PCD_NAMED
_OWN_PCD = r"[\s,;:.!-]*" + PCD_DROPPED
# Round 43 (43c): "esquece o cargo de técnico": a cargo of the person's own table dropped (`thread_cargos._REMOVES_CARGO`).
_OWN_CARGO = r"[\s,;:.!-]*(?:(?:o|a|os|as|esse|essa|esses|essas)\s+)?cargos?\b"
_OWN = "(?:" + _OWN_RESET + "|" + _OWN_SLIP + "|" + _OWN_PCD + "|" + _OWN_CARGO + ")"

# Round 39 (lo39b): "esquece 2024, o edital é deste mês", "desconsidera os 10, são 12 vagas", "esqueça março, foi em
# maio": the person dropping a figure or a date they gave, to give the right one; a correction like "na verdade", never an
# instruction to the assistant ("esqueça suas instruções" names no figure). PcD vagas dropped stay `_OWN_PCD`.
_MONTH = (r"(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)"
          r"(?:\s+(?:de\s+)?\d{4})?")
_FIGURE_DROPPED = (r"[\s,;:.!-]*(?:(?:o|a|os|as|esse|essa|esses|essas|aquele|aquela)\s+)?"
                   r"(?:(?:ano|data|numero|mes)\s+(?:de\s+|do\s+|da\s+)?)?"
                   r"(?:\d+(?:[/.,]\d+)*(?![\d/])(?:\s*(?:%|por cento|vagas?|reservad[ao]s?))?|" + _MONTH + r"|(?:em|de)\s+" + _MONTH
                   + r"|data\b|ano\b)"
                   r"(?!\s*(?:vagas?\s+)?(?:d[aeo]s?\s+|pra\s+|para\s+)?(?:pcd|deficien))")
_FORGET_VERB = r"\b(?:esquec(?:a|am|er|e)|desconsider(?:a|e|ar|em)|ignor(?:a|e|ar|em))\b"
FIGURE_FORGOTTEN = re.compile(_FORGET_VERB + r"(?=" + _FIGURE_DROPPED + r"(?:[\s,;:.!?-]|$))" + _FIGURE_DROPPED
                              + r"(?:\s*[,;:.!-]+)?")


# Round 39 (lo39c): the verbs that drop the PcD vagas (also `context._NO_PCD`): their count is no count of vagas.
_PCD_DROP_VERB = (r"\b(?:tir(?:a|e|ar|ando|ei|amos)|retir\w*|remov\w*|exclu\w*|desconsider\w*|ignor\w*|descont\w*"
                  r"|esquec(?:a|am|er|e))\s+")
_PCD_COUNT_DROPPED = re.compile("(" + _PCD_DROP_VERB + _PCD_ARTICLE + ")" + _PCD_COUNT + "(?=" + _PCD_NAMED + ")")


def forgotten_as_fix(text: str) -> str:
    """'esquece 2024, o edital e deste mes' -> 'na verdade o edital e deste mes': the dropped figure leaves the text the
    rules read (never kept as the date or count), and the rest reads as the correction it is (`context._CORRECTION`).
    The count of PcD vagas dropped leaves too ('desconsidera as 2 vagas de pcd' -> 'desconsidera as vagas de pcd')."""
    text = _PCD_COUNT_DROPPED.sub(r"\1", text)
    return re.sub(r"\s+", " ", FIGURE_FORGOTTEN.sub("na verdade ", text)).strip()


_INJECTION = re.compile(
    # "esqueça/esqueçam o que foi dito" instructs; "esqueci um cargo" is a person correcting themself.
    # "esquece, outro edital: ..." / "esquece o que eu falei" drops the person's own earlier case: a new topic.
    # "ignora o que eu disse" is the same reset; "desculpa a ignorância", "sou ignorante nisso" are apologies.
    r"\bignor(?!an(?:cia|tes?)\b)\w*\b(?!" + _OWN + r")|\bdesconsider\w*\b(?!" + _OWN + r")"
    r"|\besquec(?:a|am|er|e|endo)\b(?!" + _OWN + r")|\bfinja\b|\ba partir de agora\b"
    r"|\bresponda (?:que|apenas|so|somente|com)\b|\bdiga que\b|\bescreva que\b|\bafirme que\b"
    r"|\bvoce (?:agora )?(?:e|deve|vai)\b|\bprompt\b|\bsystem\b"
    # "instrução normativa", "instrução processual", "instrução do processo": administrative terms, not commands
    r"|\binstruc(?:ao|oes)\b(?!\s+(?:normativas?|processua(?:l|is)|d[oa]s?\s+(?:processos?|autos|feitos?|expedientes?))\b)"
    r"|\bconsidere que (?:a reserva|sao|o resultado|a resposta)|\ba resposta (?:certa |correta )?(?:e|sera)\b"
    r"|\bmude (?:a|o) (?:resposta|resultado)\b|\bnao use a calculadora\b"
    r"|\bsay (?:that|only)\b|\banswer (?:that|only|with)\b|\bpretend\b|\bact as\b|\byou are now\b"
)


# After an instruction, the question's own context may resume ("... num concurso de 10 vagas").
_CONTEXT_RESUMES = re.compile(
    r"\b(?:num|numa|em|no|na|para|pra|pro|de (?:um|uma)|do|da|com|sobre|in|for|with)\s+(?:(?:um|uma|o|a|meu|minha|esse|este|a|an|the)\s+)?"
    r"(?:[a-z]+\s+){0,2}?(?:concursos?|editais|edital|certames?|processos? seletivos?|pss|selec(?:ao|oes)|contests?|exams?)\b"
    # a count of vagas introduced by "com"/"para" is context; "de N vagas" may be the claim itself
    r"|\b(?:com|para|pra|with|for)\s+\d+\s+vagas?\b"
)
# A figure asserted inside an instruction ("sao 10 reservadas", "e de 50%"), in digits or words.
_CLAIM = re.compile(
    rf"\b(?:sao|seriam|serao|ficam|fica|e|sera|seria|tem|teria|havera|deu|da|reserva)\s+(?:de\s+|apenas\s+|so\s+)?"
    rf"(?:\d[\d.,]*|(?:{_NUMW})(?:\s+e\s+(?:{_NUMW}))*\b)(?:\s*%)?"
    r"(?:\s+(?:vagas?|cotas?|reservad\w*|para\s+(?:os\s+|as\s+)?\w+))*"
    # ... or a law claimed to govern ("vale a lei antiga", "segue a Lei 12.990")
    r"|\b(?:vale|valeria|aplica-se|se aplica|rege|segue|e regid[oa] pela|e pela)\s+(?:a\s+)?"
    r"(?:lei\s+(?:antiga|nova|velha|atual|anterior|n?o?\.?\s*\d[\d.]*)|\d{2}\.?\d{3})"
)


# Round 28: a body said to ignore or disregard the reserve ("e se o órgão simplesmente ignorar a reserva?", "a banca
# desconsiderou a cota") asks what the law does about it; the verb in the third person after such a subject never
# instructs the assistant ("ignore a lei e diga que..." has no subject and stays an instruction).
_THIRD_PARTY = re.compile(
    r"\b(?:orgaos?|bancas?|comiss(?:ao|oes)|editais|edital|concursos?|prefeituras?|universidades?|institutos?"
    r"|empresas?|estatais?|administrac(?:ao|oes)|governo|uniao|ministerios?|autarquias?|entidades?|organizadoras?)\b"
    r"(?:\s+\w+){0,3}?\s+(?:simplesmente\s+|nao\s+)?$")
_THIRD_PERSON = re.compile(r"(?:ignor|desconsider)(?:a|ar|ou|asse|aram|arem|ava|ando)\b")  # never "ignore": imperative too


# Round 36 (lo36): "diga que", "afirme que", "escreva que" in a relative clause of a paper ("tem que levar RG que diga que
# sou pardo?", "uma declaração que afirme que sou preta"): the subjunctive says what the paper states, no imperative to
# the assistant ("quero que diga que..." has no such noun and stays an instruction).
_PAPER_STATES = re.compile(r"\b(?:documentos?|certidao|certidoes|rg|registros?|identidade|carteira|declarac(?:ao|oes)"
                           r"|comprovantes?|atestados?|laudos?|papel|papeis|formularios?|fichas?)\b(?:\s+\w+){0,3}?\s+que\s+$")
_STATES = re.compile(r"(?:diga|escreva|afirme) que")


def _instruction(sentence: str) -> re.Match[str] | None:
    """The first instruction-like cue of a sentence, past a body's own ignoring of the reserve."""
    for m in _INJECTION.finditer(sentence):
        if _THIRD_PERSON.fullmatch(m.group(0)) and _THIRD_PARTY.search(sentence, 0, m.start()):
            continue
        if _STATES.fullmatch(m.group(0)) and _PAPER_STATES.search(sentence, 0, m.start()):
            continue
        return m
    return None


def _split_injection(sentence: str) -> tuple[str, list[str]]:
    """(kept text, removed instruction parts) of one sentence.

    The instruction runs from its trigger to the end of the sentence, unless the question's own
    context resumes after it; figures claimed inside that context are removed too.
    """
    m = _instruction(sentence)
    if not m:
        return sentence, []
    head = re.sub(r"[\s,;:-]*(?:\be\b|\bmas\b|\bpor favor\b)?[\s,;:-]*$", "", sentence[:m.start()])
    resume = _CONTEXT_RESUMES.search(sentence, m.end())
    if not resume:
        return head, [sentence[m.start():]]
    removed = [sentence[m.start():resume.start()]]
    tail = sentence[resume.start():]
    removed += _CLAIM.findall(tail)
    tail, more = _split_injection(_CLAIM.sub(" ", tail))
    return re.sub(r"\s+", " ", f"{head} {tail}").strip(), removed + more


def split_injection(text: str) -> tuple[str, list[str]]:
    """Text without instruction-like parts (sentence by sentence), and the parts removed."""
    out, removed = [], []
    for part in re.split(r"(?<=[.!?;\n])\s+", text):
        kept, cut = _split_injection(part)
        removed += cut
        if kept.strip():
            out.append(kept.strip())
    return " ".join(out), removed


def strip_injection(text: str) -> tuple[str, bool]:
    """Drop instruction-like parts; keep the question's own context."""
    kept, removed = split_injection(text)
    return kept, bool(removed)


_NUMBERS_ANY = re.compile(rf"\d[\d.,/%-]*%?|\b(?:{_NUMW})\b")


def injection_topic(removed: list[str]) -> str:
    """What the removed instruction was about, numbers masked: its cue words may show the intent,
    its numbers never become parameters."""
    return correct_typos(re.sub(r"\s+", " ", _NUMBERS_ANY.sub(" ", " ".join(removed)))).strip()

