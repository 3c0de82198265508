"""Split of the 30% reserve among the groups by Decreto nº 12.536/2025 (25% / 3% / 2%).

The decree's text is not available here (only a sourced summary, corpus/regulation), and neither is
its rounding of each group's share: a share is shown as an exact fraction and is an integer only when
the exact share is one. We never round it; the total reserve stays the law's 30% rule (art. 5º, § 2º).
"""
from __future__ import annotations

from datetime import date
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel

GroupName = Literal["pretas e pardas", "indígenas", "quilombolas"]
SPLIT: tuple[tuple[GroupName, int], ...] = (("pretas e pardas", 25), ("indígenas", 3), ("quilombolas", 2))
# Published (extra edition of the DOU) and in force on 27/06/2025; editais already published are not covered.
DECREE_DATE = date(2025, 6, 27)
DECREE = "Decreto nº 12.536/2025"


class GroupShare(BaseModel):
    group: GroupName
    percentage: int
    fraction: str  # exact share of the vagas, "3/2" or "3"
    integer: int | None  # only when the exact share is an integer; never a rounded value


def exact_share(percentage: int, vacancies: int) -> Fraction:
    return Fraction(percentage * vacancies, 100)


def group_shares(vacancies: int) -> list[GroupShare]:
    out = []
    for group, pct in SPLIT:
        q = exact_share(pct, vacancies)
        out.append(GroupShare(group=group, percentage=pct, fraction=str(q),
                              integer=q.numerator if q.denominator == 1 else None))
    return out


# The decree came out in an extra edition of the DOU on its own day: an edital of that day may have been published
# before it (not reached) or after it (reached); only the edition and time tell, so the answer says so.
SAME_DAY_NOTE = (f"O edital é de {DECREE_DATE.strftime('%d/%m/%Y')}, o mesmo dia em que o {DECREE} foi publicado (em "
                 "edição extra do DOU, em vigor na publicação, sem alcançar editais já publicados): se o edital saiu "
                 "antes dessa edição extra, o decreto não o alcança; se saiu depois, alcança. Confira a edição e o "
                 "horário de publicação do edital.")


class DecreeReach(BaseModel):
    """Round 55 (lo55b): whether the decree reaches an edital, and why it may be unsure."""
    reached: bool  # surely reached: published from the day after the decree's (28/06/2025) on
    note: str | None = None  # `SAME_DAY_NOTE` for an edital of the decree's own day: it may or may not be reached


def decree_reach(edital_date: date) -> DecreeReach:
    """THE rule for "the decree reaches this edital" (the group split and the several-reserves rule both read it):
    in force on publication, 27/06/2025, and not for editais already published; an edital of that same day may
    predate the extra edition, so it is not counted as reached, with a note saying it may be."""
    if edital_date == DECREE_DATE:
        return DecreeReach(reached=False, note=SAME_DAY_NOTE)
    return DecreeReach(reached=edital_date > DECREE_DATE)


def covered_by_decree(edital_date: date) -> bool:
    """Editais the decree surely reaches (`decree_reach`) follow its split."""
    return decree_reach(edital_date).reached
