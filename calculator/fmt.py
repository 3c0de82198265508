"""Numbers as the explanations write them (pt-BR): exact decimals and percentages."""
from __future__ import annotations

from fractions import Fraction


def fmt_decimal(q: Fraction) -> str:
    """Exact decimal with a Portuguese comma for fractions with denominator dividing 10**4."""
    for places in range(5):
        scaled = q * 10**places
        if scaled.denominator == 1:
            n = scaled.numerator
            if places == 0:
                return f"{n:,}".replace(",", ".")
            whole, frac = divmod(n, 10**places)
            return f"{whole:,}".replace(",", ".") + "," + str(frac).zfill(places)
    return f"{q.numerator}/{q.denominator}"


def percent(q: Fraction) -> str:
    """A share of 1 as a percentage ("5%", "2,5%"): a sentence states a rate from its constant, never a literal."""
    return f"{fmt_decimal(q * 100)}%"
