"""Round 54 (dr54c): a yes/no question about the law answered with its verdict first, then the text that says so.

- a group asked of the law that left it out ("indígenas e quilombolas tinham reserva na 12.990?", "a lei antiga tinha
  cota pra quilombola?"): "**Não**", in the calculator's own reason (Lei 12.990 reserves for negros only), then the
  old law's art. 1º and the new law's art. 1º, which added them;
- the new law's term in time asked ("a lei 15.142 tem prazo de vigência?", "a lei nova expira?", "a lei de cotas
  atual vai deixar de valer?"): "**Não**": it fixes no term (art. 14: in force from its publication); its 10-year rule
  is the programme's review (art. 12), which leads, art. 14 after it. Read from the texts: the old law's "vigência pelo
  prazo" (its art. 6º) is the only term of vigência in the corpus, so the new law's "Não" is checked, never assumed.
"""
from __future__ import annotations

import re
from datetime import date

import calculator
from calculator.eligibility import EligibilityInput
from corpus import load_corpus
from vocabulary import NEW_LAW, OLD_LAW, URN_BASE, laws_named

from .extraction import Extraction
from .intents.common import law_hint_date

NEW_ART1 = f"{URN_BASE[NEW_LAW]}!art1_cpt"
REVIEW_URN = f"{URN_BASE[NEW_LAW]}!art12_cpt"
IN_FORCE_URN = f"{URN_BASE[NEW_LAW]}!art14_cpt"

# A yes/no question (not "quem", "quais", "como"...: those ask the text itself).
_OPEN_QUESTION = re.compile(r"\b(?:quem|quais|qual|como|por que|porque|pq|o que|oq)\b")
_LEFT_OUT = ("indigena", "quilombola")


# The reserve asked of a group ("tinham reserva", "tinha cota pra", "previa vagas para").
_RESERVE_ASKED = re.compile(r"\b(?:reserva\w*|cotas?|vagas?)\b")
# The old law's rule on whom its reserve is for: its art. 1º or its art. 2º (the self-declaration as negro).
_WHOM_RULE = re.compile(rf"^{re.escape(URN_BASE[OLD_LAW])}!art[12](?:_|$)")


def law_of_group_question(ex: Extraction, first_urn: str) -> str | None:
    """The old law, when it is named (or called "a lei antiga") in a question about a group's reserve that its own rule
    on whom the reserve is for answers (`first_urn`, the answer's first dispositivo); else None."""
    named = {n for n in laws_named(ex.text) if n in (NEW_LAW, OLD_LAW)}
    old = named == {OLD_LAW} or not named and ex.law_hint == "old"
    return OLD_LAW if old and _RESERVE_ASKED.search(ex.text) and _WHOM_RULE.match(first_urn) else None


def group_left_out(ex: Extraction, law: str, today: date) -> str | None:
    """"**Não**: …" when the law whose reserve is asked (`law`) leaves out every group the yes/no question names (the
    calculator's eligibility of that group under an edital of that law says so), else None."""
    groups = [g for g in ex.groups or [] if g != "pcd"]
    if law != OLD_LAW or not groups or not all(g in _LEFT_OUT for g in groups) or _OPEN_QUESTION.search(ex.text):
        return None
    inp = EligibilityInput(group=groups[0], entity="direta", process="concurso",
                           edital_date=law_hint_date("old", today), today=today)
    result = calculator.eligibility(inp)
    if result.eligible:
        return None
    reason = next((r for r in result.reasons if "12.990" in r and "só a negros" in r), None)
    if reason is None:
        return None
    why = reason.partition(": ")[2] or reason
    return (f"**Não**: {why[:1].lower() + why[1:]} A **Lei nº 15.142/2025** passou a reservar vagas também a indígenas "
            "e quilombolas (art. 1º, caput).")


# The law's own end in time asked: a term of vigência or validity, expiring, ceasing to apply.
_TERM = re.compile(r"\bprazos? de (?:vigencia|validade|duracao)\b|\bexpir\w*|\bvence\b|\bvencer\b|\bcaduc\w*"
                   r"|\bperde\w* (?:a )?validade\b|\b(?:vai|ira|pode) (?:deixar de valer|acabar|terminar)\b"
                   r"|\bdeixara de valer\b|\bate quando (?:ela |essa lei |a lei )?(?:vale|valera|vai valer)\b"
                   r"|\btem (?:data de )?(?:validade|vencimento|prazo|fim)\b|\bprazo determinado\b|\btemporaria\b")
_LAW_WORD = re.compile(r"\blei\b|\b15\.?142\b")
# The certame's own validity ("validade do concurso") is another question (art. 1º, § 2º; the edital).
# Round 55 (f70b): so is a temporary hire ("a lei nova vale pra contratação temporária do IBGE?"): "temporária" is the
# contract's, the law's reach asked (art. 1º, II), never its term.
_CERTAME = re.compile(r"\b(?:concurso|certame|cadastro|edital|selecao|pss|processo seletivo|vaga|vagas|aprovac\w*"
                      r"|contrat\w*)\b")
_TERM_TEXT = re.compile(r"vig[eê]ncia pelo prazo", re.IGNORECASE)


def _law_has_term(law: str) -> bool:
    """Whether the law's text sets a term of vigência (Lei 12.990, art. 6º: "vigência pelo prazo de 10 (dez) anos")."""
    return any(_TERM_TEXT.search(d.text) for d in load_corpus().law(law).dispositivos if d.kind != "artigo")


def new_law_term_asked(ex: Extraction) -> bool:
    """The new law's (or the law in force's) own term asked, with no figure, date or certame of its own."""
    t = ex.text
    if not _TERM.search(t) or not _LAW_WORD.search(t) or _CERTAME.search(t) or ex.numbers and not laws_named(t):
        return False
    named = {n for n in laws_named(t) if n in (NEW_LAW, OLD_LAW)}
    if named and named != {NEW_LAW} or ex.law_hint == "old" or ex.date or ex.period:
        return False
    return not _law_has_term(NEW_LAW)


NO_TERM = ("**Não**: a **Lei nº 15.142/2025** não fixa prazo de vigência: entra em vigor na data de sua publicação "
           "(art. 14) e não diz quando deixaria de valer. O prazo que ela fixa é o da revisão do programa (art. 12), não "
           "o do fim da reserva.")
