"""One module per calculator intent: its slots -> the calculator input model, its compute, its headline.

Adding an intent: write `assistant/intents/<name>.py` with NAME, REQUIRED, build(), compute(),
headline(), register it below, and give it exemplars (`exemplars/<name>.txt`).
"""
from __future__ import annotations

from types import ModuleType

from . import edital, eligibility, order, position, regime, reserve

INTENTS: dict[str, ModuleType] = {m.NAME: m for m in (reserve, regime, eligibility, order, position, edital)}

__all__ = ["INTENTS"]
