"""Calculator panels, one module each; a new panel is a module with a `PANEL` and one line below."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


@dataclass(frozen=True)
class Panel:
    label: str  # tab label: short, so all tabs fit a 390 px phone
    render: Callable[[], None]
    what: str  # "mostrar ..." for the Portuguese failure message
    quiet: bool = False  # handles personal data: log only the exception type (LGPD)


def panels() -> list[Panel]:
    from . import elegibilidade, ordem, quadro, reserva, resultado

    return [reserva.PANEL, quadro.PANEL, ordem.PANEL, resultado.PANEL, elegibilidade.PANEL]
