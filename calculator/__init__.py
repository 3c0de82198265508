"""Verified calculator for the racial quota laws (pure: no I/O). See docs/architecture.md."""
from .models import CalculatorError, LegalBasis
from .regime import RegimeInput, RegimeResult, regime
from .reserve import ReserveInput, ReserveResult, reserve

__all__ = [
    "CalculatorError", "LegalBasis",
    "RegimeInput", "RegimeResult", "regime",
    "ReserveInput", "ReserveResult", "reserve",
]
