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


def covered_by_decree(edital_date: date) -> bool:
    """Editais published after the decree (27/06/2025, DOU extra edition) follow its split."""
    return edital_date > DECREE_DATE
