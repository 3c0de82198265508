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

# Round 39 (lo39): a goodbye ("tchau", "até mais", "falou"), which closes the conversation as a thanks does.
GOODBYE: Final = (r"tchau+|tchauzinho|ate mais|ate logo|ate a proxima|ate breve|falou|flw|fui|abracos?|abs|bjs|beijos?"
                  r"|boa semana|bom fim de semana|bom descanso|adeus")

# Words that only acknowledge an answer ("ah, então tá certo", "entendi, valeu, ajudou muito"): with a thanks or a
# goodbye and nothing asked, the message closes the exchange (`doubts.closing_thanks`, `extraction.envelope.bare_closing`).
# (fold()ed text: "entao", "otimo")
ACKNOWLEDGEMENT: Final = (r"ah+|ahh|hum+|entao|ta|esta|certo|certinho|ok|okay|entendi|entendido|beleza|blz|show|perfeito"
                          r"|otimo|massa|top|legal|" + THANKS + "|" + GOODBYE + r"|tmj|muito|mt|mto|mesmo|sim"
                          r"|isso|ajudou|ajudaram|ajudou bastante|demais|dms|pela|ajuda|atencao|resposta|respostas"
                          r"|informacao|era|so|isso mesmo|faz sentido|sentido|faz|por|tudo|de|novo|mais|uma|vez"
                          r"|vou|ver|aqui|me|voce|vc|tenha|um|bom|boa|dia|tarde|noite|ate")
