"""Courtesy words: greetings and thanks, written once for every place that reads them.

Round 34 (lo34): `extraction.envelope` (courtesy around a message), `doubts` (a closing thanks) and `router` (a
conversation opened by the group alone) each had their own lists. These are regular-expression alternations, without
groups or anchors, matching both the raw message (case-insensitive, accents kept: "agradeço", "olá") and fold()ed text.
"""
from __future__ import annotations

from typing import Final

# A thanks ("obrigado", "valeu", "agradeço"); an intensifier before it ("muito obrigada") is the reader's to add.
THANKS: Final = r"obrigad[oa]s?|obg|brigad[oa]|brigadao|grat[oa]s?|valeu|vlw|agrade[cç]o|agradecemos"

# A greeting that greets alone ("Bom dia ...", "olá, ..."); a weaker one ("opa", "hey") greets only with its punctuation
# before a message (`extraction.envelope._GREETING`).
GREETING: Final = r"ol[aá]+|oi+|bo[mn] dia|boa tarde|boa noite"
WEAK_GREETING: Final = r"opa|hey|e a[ií]"
