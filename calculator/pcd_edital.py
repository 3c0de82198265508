"""PcD reserve on the edital's whole (Decreto nº 9.508/2018, art. 1º, § 4º, I).

The decree applies its minimum percentage to the total vagas of the edital, not cargo by cargo, unless the split
is shown not to reduce the PcD vagas: with small cargos (4 vagas each give 0 under the 20% cap) the per-cargo sum
can fall below the total's figure. We state both and never pick the cargo that gets the vaga.
"""
from __future__ import annotations

from fractions import Fraction

from pydantic import BaseModel, ConfigDict

from . import legal_basis as lb
from .models import LegalBasis
from .pcd import pcd_total


class PcdOnTotal(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)
    pcd_on_total: int  # the percentage on the edital's total vagas, rounded up, within the cap
    percentage: Fraction  # the edital's one PcD percentage (a share of 1), the step's rate
    exact: Fraction  # percentage × total vagas, exact: the figure the step shows is this one (round 52)
    note: str | None  # per-cargo sum below the total's figure: the rule, in plain Portuguese
    legal_basis: list[LegalBasis]


def _one_percentage(pcts: list[Fraction | None]) -> Fraction | None:
    """The edital's single PcD percentage, or None when a cargo has none or cargos differ (no one figure then)."""
    if not pcts or any(p is None for p in pcts) or len(set(pcts)) != 1:
        return None
    return pcts[0]


def pcd_on_total(total: int, per_cargo_sum: int, pcts: list[Fraction | None],
                 estatal: bool = False) -> PcdOnTotal | None:
    p = _one_percentage(pcts)
    if p is None:
        return None
    figure = pcd_total(total, None, p, estatal)
    note = None
    if per_cargo_sum < figure:
        art = "a" if figure == 1 else "as"
        note = (f"Calculadas cargo a cargo, as vagas PcD somam {per_cargo_sum}, menos que {art} {figure} que o "
                f"percentual dá sobre o total de {total} vagas do edital. O Decreto nº 9.508/2018 aplica o percentual "
                "mínimo ao total das vagas do edital (art. 1º, § 4º, I), salvo se demonstrado que a aplicação por "
                "cargo não reduz as vagas PcD: o edital deve reservar ao menos "
                f"{figure} e dizer em qual cargo; esta calculadora não escolhe cargos.")
    return PcdOnTotal(pcd_on_total=figure, percentage=p, exact=p * total, note=note, legal_basis=[lb.D_ART1_PAR4_INC1])
