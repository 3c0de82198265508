"""Verified calculator for the racial quota laws (pure: no I/O). See docs/architecture.md.

Each operation lives in a module of the same name; the from-imports below rebind the package
attribute to the function, so `calculator.reserve` is the function (import order matters).
"""
from .models import CalculatorError, LegalBasis
from .regime import RegimeInput, RegimeResult, regime
from .reserve import ReserveInput, ReserveResult, reserve
from .eligibility import EligibilityInput, EligibilityResult, eligibility
from .order import OrderInput, OrderResult, order
from .result import Candidate, Classified, ResultInput, ResultResult, result
from .position import PositionCase, PositionInput, PositionResult, position
from .edital import Cargo, CargoResult, EditalInput, EditalResult, edital

__all__ = [
    "CalculatorError", "LegalBasis",
    "RegimeInput", "RegimeResult", "regime",
    "ReserveInput", "ReserveResult", "reserve",
    "EligibilityInput", "EligibilityResult", "eligibility",
    "OrderInput", "OrderResult", "order",
    "Candidate", "Classified", "ResultInput", "ResultResult", "result",
    "PositionCase", "PositionInput", "PositionResult", "position",
    "Cargo", "CargoResult", "EditalInput", "EditalResult", "edital",
]
