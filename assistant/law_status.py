"""Round 55 (f70b): a law's own standing asked — revoked, its term of vigência, whether it still runs — with a year or
one's certame told only as the setting ("a 12.990 foi revogada ou ainda tem certame seguindo ela? o meu é de 2022",
"a lei de 2014 não valia só dez anos? como se aplica em 2023?").

The question is about the law, so the law answers it: Lei 15.142 art. 13 (revocation) with the ressalva of its art. 11,
Lei 12.990 art. 6º (the ten-year term) and, where that term is asked, the ADI 7654 note the corpus keeps on it. The year
told is no edital to compute a regime for: "meu edital é de 2023, qual lei vale?" asks which law governs it and stays
the regime (`rules._WHICH_LAW`, `rules.LAW_CHOICE`); so does "a lei antiga ainda vale pro meu edital de 2024?", which
asks no revocation nor term. A count asked beside it ("quantas vagas?") is the calculator's.

Texts are folded (`vocabulary.fold`) by the caller.
"""
from __future__ import annotations

import re

from calculator.regime import NEW_LAW_START
from vocabulary import NEW_LAW, OLD_LAW, URN_BASE, laws_named

# A law named by its number, year or age ("a 12990", "a lei de 2014", "a lei antiga"), as `vocabulary.laws_named` reads
# it; "ela"/"essa lei" alone name none (the thread's rule then decides).
# Its revocation, or its term of vigência: "revogada", "revogou", "caiu", "prazo de 10 anos", "vigência de dez anos",
# "valia só por 10 anos", "venceu", "expirou", "caducou".
# ("a lei revogada de 2014" only names the old law: the count under it, not its revocation asked)
_REVOKED = r"(?<!lei )(?<!regra )(?<!norma )\brevog\w*|\bcaiu\b|\bextint[ao]\b|\bacabou\b|\bdeixou de existir\b"
_TERM = (r"\bprazo (?:de (?:vigencia|validade|duracao) )?(?:de |pelo prazo de )?(?:\d{1,2}|dez) anos\b"
         r"|\b(?:vigencia|validade|duracao) (?:de|por|pelo prazo de) (?:\d{1,2}|dez) anos\b"
         r"|\b(?:\d{1,2}|dez) anos de (?:vigencia|validade)\b"
         r"|\b(?:valia|vigorava|durava|duraria|valeria|vigoraria|era valida) (?:so |somente |apenas )?(?:por|ate)\b"
         r"|\b(?:tinha|tem|tinham) (?:um |uma )?(?:prazo|data) (?:de (?:validade|vigencia|fim) )?(?:de |pra |para )?"
         r"(?:\d{1,2} |dez )?(?:anos|acabar|terminar|vencer|expirar)\b"
         r"|\bvenc(?:eu|ida|ido|ia)\b|\bexpir\w*|\bcaduc\w*")
STATUS_ASKED = re.compile(rf"{_REVOKED}|{_TERM}")
# Which law governs, asked outright ("qual lei vale?", "qual das duas?", "12.990 ou 15.142?"), or a count: not this.
_WHICH = re.compile(r"\b(?:qual|quais|que) (?:e )?(?:a |as |o |(?:das|dessas|entre as) (?:duas |ambas )?)?(?:lei|leis|norma"
                    r"|normas|regra|legislacao|diploma)\b|\bqual das (?:duas|leis)\b|\bqual (?:vale|se aplica|rege)\b"
                    r"|\b(?:20|30) ?(?:%|por cento) ou (?:20|30)\b")
_COUNT = re.compile(r"\bquant[ao]s?\b|\bqnt\w*")
# An edital dated to the day or the month ("publicado em 20/12/2024", "saiu em 30 de junho de 2024", "edital de março de
# 2025"): that edital's regime asked, the law's term only why it is doubted (the calculator's steps say it); a year alone
# is the setting of a question of law.
_DAY_DATED = re.compile(r"\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b\d{1,2}/\d{4}\b|\b\d{4}-\d{2}-\d{2}\b"
                        r"|\b(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro"
                        r"|(?:jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)\.?) (?:de |do ano de )?(?:19|20)\d{2}\b")

STATUS_TOPIC = ("revogação da Lei nº 12.990/2014 ressalvados os concursos com editais publicados antes da entrada em "
                "vigor da lei nova, que permanecem regidos por ela; vigência pelo prazo de 10 anos")


def law_status_asked(t: str) -> bool:
    """A named law's revocation or term asked (folded text), no law chosen for an edital dated to the day, no count."""
    return bool(laws_named(t) and STATUS_ASKED.search(t)) and not _WHICH.search(t) and not _COUNT.search(t) \
        and not _DAY_DATED.search(t)


def old_term_asked(t: str) -> bool:
    """Lei 12.990's own ten-year term asked (folded text): answered with its term (art. 6º), ADI 7654 keeping it in
    force and its revocation with the ressalva (`adi_7654.context`), the answer the calculator's regime steps give."""
    return law_status_asked(t) and OLD_LAW in laws_named(t) and bool(re.search(_TERM, t))


# Round 55 (g4): the old law still standing asked ("a 12990 ainda existe?", "a lei de 2014 ainda está em vigor?"): the
# same revocation, said the other way round. ("ainda vale pro meu edital" asks the regime of a certame: not this.)
_STILL = re.compile(r"\b(?:ainda|continua|segue) (?:existe|existindo|em vigor|vigora|vigorando|vigente|esta em vigor"
                    r"|esta vigente|ta em vigor|ta vigente)\b")
REVOKED_URN = f"{URN_BASE[NEW_LAW]}!art13_cpt"
RESSALVA_URN = f"{URN_BASE[NEW_LAW]}!art11_cpt"


def old_law_standing_asked(t: str) -> bool:
    """Lei 12.990's revocation (or whether it still stands) asked as a yes/no question (folded text): answered with
    its verdict first (`standing_verdict`), never with the ressalva alone. Its term asked is `old_term_asked`."""
    if OLD_LAW not in laws_named(t) or re.search(_TERM, t) or _WHICH.search(t) or _COUNT.search(t) \
            or _DAY_DATED.search(t) or re.search(r"\b(?:quando|quem|qual|como|por que|porque|pq)\b", t):
        return False
    return bool(re.search(_REVOKED, t) or _STILL.search(t))


def standing_verdict(t: str) -> str:
    """"**Sim**" to its revocation asked, "only for…" to its standing asked: Lei 15.142 art. 13 revoked it, with the
    ressalva of art. 11 (editais published before the new law's publication, the calculator's `NEW_LAW_START`)."""
    start = NEW_LAW_START.strftime("%d/%m/%Y")
    why = (f"revogada pela **Lei nº 15.142/2025** (art. 13), ressalvados os certames com edital publicado antes de "
           f"{start}, que continuam regidos por ela (art. 11).")
    if re.search(_REVOKED, t):
        return f"**Sim**: a **Lei nº 12.990/2014** foi {why}"
    return (f"**Só para os certames com edital publicado antes de {start}**: a **Lei nº 12.990/2014** foi revogada pela "
            "**Lei nº 15.142/2025** (art. 13), que ressalvou esses certames: continuam regidos por ela (art. 11).")


def thread_term_asked(t: str, thread_law: str | None) -> bool:
    """A ten-year term asked with no law named ("não tinha prazo de 10 anos?") in a thread about Lei 12.990 (the
    law of the earlier law answer, `context.law_answer_law`): its art. 6º term, as `old_term_asked`. Standalone, or
    after the new law, it stays the question it reads as (the new law's review, art. 12)."""
    return thread_law == OLD_LAW and not laws_named(t) and bool(re.search(_TERM, t)) and not _WHICH.search(t) \
        and not _COUNT.search(t) and not _DAY_DATED.search(t)
