"""Verified calculator for the racial quota laws (pure: no I/O). See docs/architecture.md."""
from .eligibility import EligibilityInput, EligibilityResult
from .eligibility import eligibility as _eligibility
from .models import CalculatorError, LegalBasis
from .regime import RegimeInput, RegimeResult
from .regime import regime as _regime
from .reserve import ReserveInput, ReserveResult
from .reserve import reserve as _reserve

# Bind the functions after the submodules so `calculator.reserve` is the function, not the module.
regime = _regime
reserve = _reserve
eligibility = _eligibility

__all__ = [
    "CalculatorError", "LegalBasis",
    "RegimeInput", "RegimeResult", "regime",
    "ReserveInput", "ReserveResult", "reserve",
    "EligibilityInput", "EligibilityResult", "eligibility",
]
