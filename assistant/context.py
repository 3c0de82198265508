"""The conversation: whether a message continues the earlier turn and which earlier parameters it inherits.

Fragments ("e se fossem 25?", "20", "e pela lei antiga?"), answers to a clarification and messages that refer
back ("nesse edital") continue it; a complete question of its own starts fresh.
"""
from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, timedelta
from typing import Any

from calculator.order import DEFAULT_TIE_BREAK
from calculator.regime import law_on
from vocabulary import NEW_LAW, OLD_LAW, laws_named
from vocabulary.entities import FEDERAL_KINDS, entity_kind

from .also_pcd import PCD_TOO
from .bodies import BODY_KEY, body_named
from .extraction import Extraction, extract_date, fold
from .extraction.cargos import ONE_CARGO, UNNAMED, named_cargos
from .extraction.dates import LAW_IN_FORCE_TIME, month_of_year
from .extraction.entities import ANCESTRY as _ANCESTRY
from .extraction.entities import DESCENT as _DESCENT
from .extraction.entities import GROUP_PATTERNS, KIN_OF_SUBJECT, RACIAL_GROUPS, relative_asked
from .extraction.entities import RELATIVE as _RELATIVE
from .extraction.entities import SELF_CLAIM as _SELF_CLAIM
from .extraction.injection import PCD_DROPPED
from .extraction.kinship import NAMED_WORDS, POSTPOSED_WORDS, alternation, kin_words
from .extraction.numbers import added_count, reached_total, vacancy_parts
from .extraction.person import another_person, first_person, named
from .intents.common import RATE
from .intents.eligibility import ELIG_CUE
from .intents.order import _AHEAD, _PCD_SIDE, _QUOTA_SIDE, NOT_ORDER, ORDER_CUE, tie_break_of
from .intents.position import POSITION_CUE
from .intents.regime import REGIME_CUE
from .intents.reserve import STRONG_RESERVE_CUE
from .law_cues import ARTICLE_ASKED as _ARTICLE_ASKED
from .law_cues import BY_LAW as _BY_LAW
from .law_cues import (
    COUNT_ASKED,
    FIGURE_KEYS,
    RELAYED_CAN,
    RULE_PREDICATE,
    bare_ordinal,
    bare_reference,
    keyword_of_law_answer,
    law_reach_question,
    people_counted,
    refers_back,
    rule_question,
    subject_basis,
    who_or_what,
)
from .law_cues import HYPOTHETICAL_PLACE as _HYPOTHETICAL_PLACE
from .law_cues import LAW_SAYS as _LAW_SAYS
from .law_cues import ORDINAL as _ORDINAL
from .law_cues import OWN_SUBJECT as _OWN_SUBJECT
from .law_cues import PERSON_CAN as _PERSON_CAN
from .law_cues import RANKS as _RANKS
from .law_cues import VALE as _VALE
from .law_cues import law_question as _law_question
from .law_cues import names_place as _names_place
from .law_cues import own_numbers as _own_numbers
from .law_cues import pointed as _pointed
from .outside_followup import OUTSIDE_KINDS
from .own_selection import own_selection_continued
from .reach import SUBNATIONAL
from .rules import (
    FIRST_PERSON,
    INTERPRETIVE,
    LAW_SUBJECT,
    OWN_PLACE,
    PARAM_KEYS,
    PCD_ANY_ASKED,
    PCD_COUNT_ASKED,
    PCD_WORDS,
    _intent,
    _params,
    date_threshold,
    law_comparison,
    own_place_alone,
)
from .thread_cargos import (
    NOT_CARGO_COUNT,
    added_cargos,
    cargo_asked,
    cargo_fixed,
    joined_alone,
    names_earlier_cargo,
    pasted_table,
    removed_cargos,
    summed_table,
    table_total_asked,
)

# "sim, e o edital é de 2024", "ok. e com 12?": an acknowledgement (with its punctuation: "isso é..." is a
# question of its own) before a fragment does not make it a new question.
# A hesitation ("hmm e se...", "ah e com 20?") needs no punctuation: it is never a question of its own.
_ACK = (r"(?:(?:sim|isso|ok|certo|ta|beleza|entendi|ah|hum|otimo|perfeito|exato|claro|blz|obrigad[oa]|valeu)\s*[,.!;:]+\s*"
        # Round 26 (p26c): more chat thanks and interjections ("show!", "vlw,", "ufa!!", "nossa, por um dia!"): an
        # interjection may open a short exclamation of its own (no figure, no question) before the fragment.
        r"|(?:show|legal|massa|top|obg|vlw|brigad[oa]|entendido|maravilha|boa|opa|ufa|aham|uhum)\s*[,.!;:]+\s*"
        r"|(?:nossa|caramba|poxa|puxa|uau|nossa senhora|eita|vixe|putz|ufa)\b[^?\d.!]{0,30}[.!]+\s*"
        r"|(?:hm+|hum+|ah+|ahn|uhm+|humm+)\s*[,.!;:]?\s+"
        # Round 24 (p24a): a doubt of the answer before the change it supposes ("tem certeza? e se for PSS?").
        r"|(?:mas\s+)?(?:(?:vc |voce )?tem (?:certeza|ctz)|certeza|ctz|serio|jura)\s*[?,.!;:]+\s*"
        # Round 18: chat writes the acknowledgement with no comma before "e"/"mas" ("blz e a ordem?", "ok mas e com 20?").
        r"|(?:ok|blz|beleza|certo|entendi|show|valeu|obrigad[oa]|otimo|perfeito)\s+(?=(?:e|mas)\b)"
        # Round 44 (44b): a phone reply with no punctuation ("isso e se for pela lei antiga", "ta bom e se fosse 25"):
        # "isso"/"sim"/"tá" only before a fragment's own opening, as "isso é..." may be a question of its own.
        r"|(?:isso(?: mesmo| ai)?|sim(?: sim)?|ta(?: bom| certo)?|tendi|aham|uhum|ah ta|ah sim)\s+"
        r"(?=(?:e se|e com|e pra|e pro|e para|e quant\w*|mas)\b)"
        # Round 35 (35e): acknowledgements stacked with no punctuation between them ("ok entendi.", "ah ok,", "valeu
        # demais!"): the first needs none when another follows.
        r"|(?:ok|ta|sim|ah|certo|beleza|blz|entendi|valeu|legal|show)\s+(?=(?:ok|entendi|certo|valeu|beleza|blz"
        r"|obrigad[oa]|legal|show|perfeito|otimo|demais)(?:\s*[,.!;:]|\s+(?:e|mas)\b))|demais\s*[,.!;:]+\s*)*")
FOLLOWUP = re.compile(
    rf"^{_ACK}(?:e|mas e|e se|e com|e para|e pela|e pelo|e no|e na|e em|e quanto|e caso|e agora|e quando|e sendo|e o|e a|e um|e uma|e os|e as)\b"
    rf"|^{_ACK}(?:e )?(?:se )?(?:fosse|fossem|for|forem|com|sendo|pela|pelo)\b"
    # "considerando ainda 5% de PcD, como fica?", "supondo 2 vagas PcD?": a supposition added to the earlier case.
    # Round 30 (fix30c): with "agora"/"hipoteticamente" before it ("agora incluindo 1 vaga de PcD", "hipoteticamente
    # cortando pra 10 vagas"), and the verbs that change the thread's count ("cortando", "reduzindo", "aumentando").
    rf"|^{_ACK}(?:e )?(?:(?:agora|entao|hipoteticamente|supostamente)\s*,?\s+)?(?:considerando|considere|supondo|suponha"
    # Round 44 (f59a): the case imagined otherwise ("agora imagina que o órgão tivesse publicado isso em 2024", "digamos
    # que o edital seja de 2022"): the same supposition, said with another verb
    rf"|imagina|imagine|imaginando|imaginemos|digamos|suponhamos|vamos (?:supor|imaginar)"
    rf"|incluindo|inclua|reservando|acrescentando|somando"
    rf"|pegando|tomando|usando|acrescenta|acrescente|adiciona|adicione|adicionando|inclui|coloca|coloque|colocando|bota|bote"
    rf"|botando|poe|ponha|pondo|cortando|reduzindo|diminuindo|aumentando|baixando)\b"
    # "Caso o edital fosse de 2023, ...?", "caso tenha sido publicado em abril?": a counterfactual on the earlier case.
    rf"|^{_ACK}(?:e |mas )?caso\b(?=.{{0,40}}\b(?:fosse|fossem|tivesse|tivessem|tenha sido|tenham sido|houvesse)\b)"
    # Round 20: "agora no regime velho, quanto fica?", "calcula isso pela 12.990", "mesmo caso só que em 2024": the
    # earlier calculation asked again with what the message changes.
    rf"|^{_ACK}(?:e |mas )?(?:agora|entao)\s+(?=(?:calcul\w*|refaz\w*|refaca|recalcul\w*|faz|faca|no|na|pela|pelo|com|sem|se"
    rf"|para|pra|considerando|usando)\b)"
    rf"|^{_ACK}(?:calcul\w*|refaz\w*|refaca|recalcul\w*|faz|faca)\s+(?:isso|a conta|de novo|o calculo|essa conta)\b"
    rf"|^{_ACK}(?:e |mas )?(?:o |no |pro |para o )?mesmo caso\b"
)
# "muda algo se o edital tiver saído em 2024?", "faria diferença com edital de maio de 2025?": whether the earlier answer
# changes with another fact (a date, a law) is that answer again with it.
_CHANGES = re.compile(rf"^{_ACK}(?:e |mas )?(?:isso |ai |entao |o resultado |a resposta )?(?:muda(?:ria|ra)?|altera(?:ria)?"
                      r"|faz(?:ia)? diferenca|faria diferenca|seria diferente|ficaria diferente|fica diferente)\b")
# "então quantas com 23 vagas?", "aí com 14 vagas?", "nesse caso, ...": the question draws on what was just said.
_THEN = re.compile(rf"^{_ACK}(?:entao|ai|dai|nesse caso|neste caso|sendo assim|assim sendo)\b")
# Round 25 (p25a): "então" after the operation ("qual a minha posição então?", "como fica a ordem então, se ...?"):
# the same consequence drawn from what was just said, the "então" put after the question's words.
_THEN_AFTER = re.compile(r"\b(?:entao|nesse caso|neste caso)\s*(?:[?.!]|$|,?\s*se\b)")
# Round 22: "tem 9 vagas, qnts sao reservadas?", "sao 12 vagas, quantas de cota?": the count told with a verb and no
# subject of its own; chat leaves out the subject it is talking about, the edital just described (its date carries).
_SUBJECTLESS_COUNT = re.compile(rf"^{_ACK}(?:e\s+)?(?:(?:ele|ela)\s+)?(?:tem|teria|vai ter|sao|serao|seriam|foram|abriu|abriram"
                                r"|oferece|ofereceu|ofertou|preve|previu)\s+(?:so\s+|apenas\s+)?\d+\s+vagas?\b")
# Round 26 (p26f): "com 13 vagas, quantas?", "com 40 vagas quantas seriam?": a count with "quantas" left bare (no noun,
# no subject) leans on the case just told, its date included, as a fragment does.
# Round 33 (33a): the reserve named after it ("com 9 vagas quantas ficam pra cota", dictated with no "e"): still bare.
_BARE_COUNT_ASKED = re.compile(rf"^{_ACK}(?:e\s+)?(?:com|pra|para)\s+\d+\s+vagas?,?\s+(?:entao\s+)?quant[ao]s"
                               r"(?:\s+(?:seriam|sao|ficam|ficariam|daria|dariam|fica|ficaria|seria|vao|reservadas?))?"
                               r"(?:\s+(?:(?:pra|para|de|da|na)\s+(?:a\s+)?)?(?:cotas?|reserva))?"
                               # Round 35 (35b): "com 10 vagas, quantas reservadas então?": the "então" put last
                               r"(?:,?\s+(?:entao|nesse caso|neste caso))?\s*[?.!]*$")
# Words around an operation named in a fragment that add nothing of their own: the addition ("tb", "agora"), the
# courtesy ("por favor"), the wish ("queria ver"), the pointer ("dessas vagas") and "como fica".
# (chat shorthand, "tb", "msm", "pfv", arrives spelled out: `extraction.typos`)
_FILLER = re.compile(r"\b(?:tambem|agora|mesmo|ainda|por favor|por gentileza|queria|quero|gostaria(?: de)?"
                     r"|(?:de )?(?:saber|ver)|(?:me )?(?:mostra|mostre|diz|diga|passa|passe|manda|mande)"
                     r"|(?:d|n|pra |para )?(?:essas|estas) (?:mesmas )?vagas|nesse caso|neste caso|entao|ai"
                     r"|(?:como )?(?:fica|ficaria|ficam|ficariam)(?: como)?)\b")
# A mark that the fragment adds to the thread ("tb queria a ordem", "agora a ordem", "a ordem msm").
_ADDED = re.compile(r"\b(?:tambem|agora|mesmo|ainda|entao|ai)\b")


def _core(text: str) -> str:
    """The words of a fragment once its filler (see `_FILLER`) and punctuation are gone."""
    return " ".join(_FILLER.sub(" ", re.sub(r"[^\w\s]", " ", text)).split())
# What the page calls a parameter (Assumption.key) -> the context keys it stands for.
ASSUMPTION_PARAMS: dict[str, tuple[str, ...]] = {
    "vacancies": ("vacancies",), "edital_date": ("edital_date", "period", "law_hint"), "entity": ("entity",),
    "process": ("process",), "groups": ("groups",),
    "rank": ("general_rank", "reserve_rank", "rank", "optant", "optants_in_open", "optants_ahead", "ahead_withdrawn",
             "ahead_list"),
    "pcd": ("pcd", "pcd_percentage"), "cargos": ("cargos",), "law": ("edital_date", "period", "law_hint"),
    "reserve_register": ("reserve_register",), "prior_vacancies": ("prior_vacancies", "added_to"),
}


_NEW_QUESTION = re.compile(r"\b(?:o que|quem|como|por que|porque|quando)\b")
# Round 43 (lo43f): a figure or a law claimed by someone ("um colega disse que...", "ouvi dizer que", "segundo o RH") or
# disputed ("não é 30%?", "não seria 20%?"); "como" there is a cause ("como o BC é autarquia"), no question of its own.
_CLAIM_TOLD = re.compile(r"\b(?:disse|disseram|falou|falaram|afirmou|afirmaram|garantiu|garantiram|acha|acham|jura|juram"
                         r"|ouvi(?:\s+dizer)?|li|vi|me (?:disseram|falaram|garantiram))\s+que\b|\bsegundo (?:ele|ela|eles|elas|o|a|meu|minha)\b"
                         r"|\bnao (?:e|era|seria|sao|fica|ficaria)\s+(?:de\s+)?(?:\d+\s*%|(?:a\s+)?lei\b)")
_WHY_OR_WHO = re.compile(r"\b(?:o que|quem|por que|porque|pq|quando|qual o motivo)\b")
# The case a law question was about, told next ("no caso da Caixa, 45 vagas", "é pro Serpro", "o concurso é do INCRA").
_CASE_TOLD = re.compile(rf"^{_ACK}(?:(?:mas |e )?(?:no|nesse|neste|pro|para o) caso\b|(?:e|eh|seria|sera) (?:pr[oa]|para [oa]|d[oa])\s"
                        r"|(?:o|a|esse|essa|meu|minha|nosso|nossa) (?:concurso|edital|pss|processo seletivo|selecao|certame)"
                        r" (?:e|eh|seria|sera)\b)")
# "num concurso com 10 vagas": an indefinite concurso is a new one, even after "e".
_NEW_SUBJECT = re.compile(r"\b(?:num|numa|em um|em uma|um|uma|outro|outra|qualquer)\s+(?:(?:novo|nova|outro|outra)\s+)?"
                          r"(?:concurso|edital|certame|processo|selecao|pss|cargo|orgao)\b"
                          # "outro caso: 17 vagas...", "nova simulação, 12 vagas": another case, told with its figures
                          r"|\b(?:outro|outra|novo|nova)\s+(?:caso|exemplo|cenario|situacao|simulacao|hipotese|conta)\b")
# Round 38 (f41a): the next selection ("no próximo concurso", "o edital seguinte") is another one too.
_NEXT_SELECTION = re.compile(r"\bproxim[oa]s?\s+(?:concurso|edital|certame|processo|selecao|pss)\b"
                             r"|\b(?:concurso|edital|certame|processo seletivo|selecao|pss)\s+seguinte\b")
# The message opens on another case ("Outro caso: ...", "e outro exemplo -"): what follows describes that case.
_ANOTHER_CASE = re.compile(r"^(?:e |mas e |agora )?(?:um |uma )?(?:outro|outra|novo|nova)\s+(?:caso|exemplo|cenario|situacao"
                           r"|simulacao|hipotese|conta|concurso|edital)\b")


def another_case_count(ex: Extraction, cur: dict[str, Any]) -> bool:
    """"Outro caso: 17 vagas, edital de 2023" with no operation named and nothing asked of the law: the case is told
    by its figures, so its count (the reserve) is asked, whatever the turn before it was."""
    t = ex.text
    return bool(_ANOTHER_CASE.match(t)) and "vacancies" in cur and not cur.get("cargos") and len(t.split()) <= 14 \
        and not _NEW_QUESTION.search(t) and not who_or_what(ex) and not re.search(r"\blei\b|\bart\w*\b", t)


# What describes one selection (its vagas, date, law, body, kind, ranks, PcD vagas, cargos); the groups are the
# person's own and go with them to another selection.
SELECTION_KEYS = ("vacancies", "edital_date", "period", "law_hint", "entity", "process", "general_rank", "reserve_rank",
                   "rank", "optant", "optants_in_open", "optants_ahead", "pcd", "pcd_percentage", "cargos",
                   "reserve_register", "day_month")
# A subject of its own: a question naming one does not lean on the earlier turn for it.
_SUBJECT = re.compile(r"\b(?:concursos?|editais|edital|certames?|processos?|selec(?:ao|oes)|pss|cargos?|orgaos?)\b")


# "o edital atual", "o concurso original": the real case, after a hypothetical date ("e caso fosse de abril de 2025?"):
# the supposed date (or law) is not carried back into it.
_REAL_CASE = re.compile(r"\b(?:edital|concurso|caso|certame|cenario) (?:atual|original|real|verdadeiro|de verdade|inicial)\b")
_DATE_KEYS = ("edital_date", "period", "law_hint")


def without_supposed_date(ex: Extraction, prev: dict[str, Any]) -> dict[str, Any]:
    """The earlier context without its date or law when the message goes back to the real case with none of its own."""
    if not _REAL_CASE.search(ex.text) or ex.date or ex.period or ex.law_hint or not any(k in prev for k in _DATE_KEYS):
        return prev
    return {k: v for k, v in prev.items() if k not in _DATE_KEYS}
# "como ela comprova?", "precisa de documento?": what the person must do, the law's (not whether they may).
_ASKS_DUTY = re.compile(r"\b(?:qual|quais|precisa|precisam|deve|devem|tem que|tem de|comprova\w*|apresenta\w*)\b")
# "e um candidato indígena...", "e uma candidata quilombola?": another person, told by their group.
_ANOTHER_PERSON = re.compile(r"^(?:e|mas e|agora)\s+(?:se (?:for|fosse) )?(?:um|uma|o|a)\s+(?:candidat[oa]|pessoa|servidor(?:a)?"
                             r"|inscrit[oa]|participante)\b")
# Round 18: the person a position or eligibility thread is about, pointed at ("ele", "ela", "o candidato", "meu colega"):
# a question about where or whether that person is called goes on with the thread's figures (the place, the vagas).
# The kin and acquaintances are the kin list's placed ones (`kinship`, role G), as `person` reads them.
_THREAD_PERSON = re.compile(r"\b(?:ele|ela|dele|dela|nele|nela|o candidato|a candidata|o cotista|a cotista"
                            rf"|(?:meu|minha|o|a|esse|essa) {alternation(kin_words('G'))})\b")
# A place in the nomination asked of someone ("em qual nomeação ele é chamado?", "em que vaga ela entra?"): the
# position of the thread's person, never the law's rule on the order.
_PLACE_ASKED = re.compile(r"\b(?:em|n[ao]|para|pra) (?:qual|que|quais) (?:nomeac\w*|vagas?|chamadas?|convocac\w*|posic\w*"
                          r"|lugar\w*|colocac\w*)\b")
_ORDER_TOPIC = re.compile(r"\balternancia|\bordem (?:de )?(?:nomeac|convocac|chamad)|\bproporcionalidade")


# Round 25 (p25b): "quando vou ser chamado?", "o 2º cotista é nomeado quando?" after a place or an order: the
# nomination's number in that sequence. A calendar word ("data", "dia", "previsão", "quanto tempo") asks a date,
# which the calculator has not (out of scope).
_WHEN_CALLED = re.compile(r"\bquando\b[^?.]{0,25}\b(?:chamad|nomead|convocad|entro\b|entra\b|sou\b|serei\b)"
                          r"|\b(?:chamad|nomead|convocad)\w*\s+(?:\w+\s+)?quando\b")
_CALENDAR_ASKED = re.compile(r"\b(?:data|datas|dia|dias|mes|meses|ano|anos|semanas?|previs\w*|prazo|tempo|demora\w*"
                             r"|cronograma|ate quando)\b")


# Round 39 (lo39d): a cotista's place in the nominations stated ("o 1o cotista so e chamado na 10o nomeacao").
_ORDER_PLACE_CLAIMED = re.compile(r"\b(?:cotistas?|optantes?|vagas? (?:reservadas?|de cotas?))\b[^?.]{0,30}?\b(?:e|sao|foi|foram|sera|serao|fica|ficam)"
                                  r"\s+(?:chamad|nomead|convocad)\w*\s+(?:(?:so|somente|apenas)\s+)?(?:na|no|em)\s+(?:a\s+)?\d+o\s+"
                                  r"(?:nomeac|chamad|convocac|vaga|posicao|lugar)")


def when_called(t: str) -> bool:
    """"Quando vou ser chamado?" asking one's turn in the nominations, not a date of the calendar."""
    return bool(_WHEN_CALLED.search(t)) and not _CALENDAR_ASKED.search(t)


_BARE_NUMBER = re.compile(rf"{_ACK}(?:e\s+)?(?:com\s+|para\s+|se\s+(?:fosse|fossem|forem|for)\s+)?\d+\s*(?:vagas?)?\s*[?.!]?")


# "na verdade são 24", "ops, errei, o edital é de 2024", "corrigindo: 2 vagas PcD": the person fixes a figure of
# the earlier turn; the rest of it (and the question asked) stands.
_CORRECTION = re.compile(r"^(?:ops|opa|oops|epa|putz|ih)\b[,!.]*\s+(?:sao|e|era|eram|foi|foram)\b|\bcorrige\b"
                         r"|\b(?:na verdade|na real|errei|me enganei|enganei|corrigindo|corrijo|correcao|retificando"
                         r"|me confundi|confundi|quer dizer|quis dizer|foi mal|desculp[ae],? (?:sao|e|era|foi|o|a)\b"
                         # "ops, digitei errado", "escrevi o número errado", "erro meu": the slip named, then the figure
                         # Round 36 (36b): the desk told of a change ("mudou: agora são 15", "me passaram errado")
                         r"|^(?:mudou|mudaram|atualizando|atualizacao)\b[,:!.]*\s"
                         r"|(?:digitei|escrevi|coloquei|botei|passei|passaram|informei|falei)(?: (?:o|a) (?:numero|valor|quantidade))?"
                         r" errad[oa]|erro (?:meu|de digitacao)"
                         # Round 29 (p29b): HR restating a fact formally ("Retificação: a data correta de publicação é
                         # 01/09/2025", "o número exato de vagas é 12", "foi publicado em 01/09, e não em 01/03"): the
                         # figure named as the right one replaces the earlier, like "na verdade"
                         r"|(?:a|o) (?:data|numero|valor|quantidade|quantitativo|total)(?: \w+){0,4}? (?:corret[oa]|cert[oa]"
                         r"|exat[oa]|verdadeir[oa])\b|\b(?:data|numero|valor|quantidade|total) (?:corret[oa]|cert[oa]|exat[oa])\b"
                         r"|,? e nao (?:em |de |no dia |o dia )?\d)"
                         # Round 29 (p29a): "desculpa, não é 0, são 7", "não é 20 e sim 27": the figure denied, then the
                         # fix, with no other cue (not "não é 20%, é 30%?", a percentage asked about)
                         r"|\bnao (?:e|sao|era|eram|foi|foram) \d+(?! ?%| por ?cento)(?: vagas?| pcd| lugar| colocad[oa])?[,;.]?"
                         r" (?:e sim |mas sim |mas |e )?"
                         r"(?:sao |e |era |eram |foi |foram )?\d+\b(?! ?%| por ?cento)"
                         # Round 47 (47a): "não são 21", "não, é 16 vagas" alone (dictated, no comma): "no, it is N" (a
                         # question, "não são 21?", asks instead)
                         r"|^nao\b[,.!]*\s+(?:nao\b[,.!]*\s+)?(?:sao|e|era|eram|foi|foram)\s+(?:so\s+|apenas\s+)?\d+\b(?! ?%| por ?cento)"
                         r"(?:\s+vagas?)?\s*[.!]*\s*$")
# "ah esqueci, o edital tem 2 vagas PcD", "faltou dizer: é de 2024": a figure the person forgot, added to the same case.
_FORGOT = re.compile(r"\besqueci\b(?!\s+(?:de\s+)?(?:perguntar|saber))|\bfaltou (?:dizer|falar|mencionar|informar)\b")
# "é 18 e não 16", "não 16, 18": the number said to be wrong is the earlier one, not the fix.
_DENIED = re.compile(r"\bnao (?:sao |e |era |eram )?(\d+)\b")
_DENIABLE = ("vacancies", "rank", "general_rank", "reserve_rank", "pcd")


def denied_figure(ex: Extraction) -> int | None:
    """The earlier figure a two-number correction says was wrong ("não era 12, era 16", "é 18 e não 16"): fixed, so
    neither a parameter nor a number left out of the calculation."""
    if len(ex.numbers) == 2 and correction(ex) and (denied := _DENIED.search(ex.text)):
        return int(denied.group(1))
    return None


# Round 48 (lo48b): "não são 12" alone, 12 being the very figure just used: "no, it is 12" would repeat the answer, so
# the figure is denied, the right one not told: which is right is asked (never the same answer again).
_SAME_DENIED = re.compile(r"^(?:mas\s+)?nao\b[,.!]*\s+(?:sao|e|era|eram|foi|foram)\s+(?:so\s+|apenas\s+)?(\d+)(?:o|a)?\b"
                          r"(?:\s+(?:vagas?|lugar|colocad[oa]))?\s*[.!]*\s*$")


def same_figure_denied(ex: Extraction, prev: dict[str, Any]) -> tuple[str, int] | None:
    """The earlier slot and figure a bare "não são N" denies when N is that slot's own figure, else None."""
    m = _SAME_DENIED.match(ex.text)
    if not m or not prev.get("intent"):
        return None
    n = int(m.group(1))
    slot = next((k for k in _DENIABLE if k != "pcd" and prev.get(k) == n), None)
    return (slot, n) if slot else None


def denied_slot(was: int, prev: dict[str, Any]) -> str:
    """Round 44 (44b): the earlier slot a denied number was ("não era 12, era 16" after the 12th place: the place; after
    2 PcD vagas: the PcD count); the vagas when it names none, and first when it was both."""
    return next((k for k in _DENIABLE if prev.get(k) == was), "vacancies")


def claimed_reserve(ex: Extraction) -> set[int]:
    """The counts a message gives as the edital's own reserve ("o edital reservou só 2, isso está certo?", "mas
    separaram 3 pra cota"): checked against the thread's vagas, never read as a number of vagas."""
    return set(ex.claimed_counts)


def fixes_figure(ex: Extraction) -> bool:
    """A short message that says an earlier figure was wrong ("errei, o primeiro cargo tem 19"), not one that adds a
    forgotten fact ("esqueci, tem também motorista com 2")."""
    return len(ex.text.split()) <= 12 and bool(_CORRECTION.search(ex.text))


# Round 26 (p26c): "mas o edital é antigo, de antes de junho de 2025", "ah, esse concurso foi em 2023": the edital at
# hand told its date (a statement about it, no law asked), however long the sentence that dates it.
_EDITAL_TOLD = re.compile(rf"^{_ACK}(?:(?:mas|e|so que|porem|pois|na verdade)\s+)?(?:(?:o|esse|este|meu|nosso|a|essa|minha)\s+)?"
                          r"(?:edital|concurso|certame|selecao|pss)\s+(?:e|eh|era|foi|saiu|ja)\b")
_DATED = {"edital_date", "period", "law_hint"}
# Round 45 (45b): the thread's edital told its publication, the subject left out ("saiu em maio", "foi publicado em 10 de maio")
_DATE_TOLD = re.compile(rf"^{_ACK}(?:(?:mas|e|so que|porem|pois|na verdade)\s+)?(?:(?:o|esse|este|meu|nosso)\s+)?(?:edital\s+)?"
                        r"(?:saiu|foi publicad[oa]|publicaram|lancaram|e|eh|era)\s+(?:em|no|na|dia|de)\b")


# Round 49 (f64a): another publication date supposed for the thread's table or count ("supõe que a publicação tivesse
# sido em março de 2025, qual seria o quadro?", "imagina que saiu em 2024, como ficaria a tabela?", "se o edital fosse
# de antes de junho de 2025, muda o quadro?"): the same calculation on that date, never a question of its own.
_SUPPOSING = re.compile(rf"^{_ACK}(?:e |mas )?(?:(?:agora|entao)\s*,?\s+)?(?:supoe|supor|suponha|suponhamos|supondo"
                        r"|vamos supor|imagina|imagine|imaginando|imaginemos|digamos|caso|se)\b")
_SUPPOSED_VERB = re.compile(r"\b(?:fosse|fossem|tivesse|tivessem|houvesse|saisse|saissem|sido|saiu|for|seja|tenha)\b")


def date_supposed(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> bool:
    """A date (or law) supposed, with nothing else of its own, for the thread's table or count (see `_SUPPOSING`)."""
    return prev.get("intent") in ("edital", "reserve", "order") and bool(prev.get("cargos") or prev.get("vacancies")) \
        and any(k in cur for k in ("edital_date", "period")) and set(cur) <= _DATED \
        and not ex.cargos and ex.vacancies is None and not ex.reference \
        and bool(_SUPPOSING.match(ex.text)) and bool(_SUPPOSED_VERB.search(ex.text)) \
        and not REGIME_CUE.search(ex.text) and not _NEW_SUBJECT.search(ex.text) and not _NEXT_SELECTION.search(ex.text)


def dated_edital_told(ex: Extraction, cur: dict[str, Any]) -> bool:
    """The edital at hand told its date, and nothing else ("mas o edital é de antes de junho de 2025")."""
    return bool(cur) and set(cur) <= _DATED and bool(_EDITAL_TOLD.match(ex.text)) and len(ex.text.split()) <= 16 \
        and not REGIME_CUE.search(ex.text) and not _NEW_SUBJECT.search(ex.text) and "?" not in ex.text


# Round 40 (f46c): the slip named with the selection it came from ("me confundi com outro edital", "errei, olhei o
# edital errado"): the cause of the wrong figure, never another case; dropped before the length and the new-subject checks.
_SLIP_SOURCE = re.compile(r"\b((?:me )?(?:confundi|enganei|equivoquei|misturei))\s+com\s+(?:o |a |um |uma )?(?:outr[oa]s? |ultim[oa] "
                          r"|anterior )?(?:concursos?|editais|edital|certames?|processos?|selec(?:ao|oes)|pss|cargos?|orgaos?)"
                          r"(?: (?:anterior|antigo|diferente))?\b")


def without_slip(text: str) -> str:
    """The message with the named source of a slip cut to the slip itself ("me confundi com outro edital" → "me
    confundi")."""
    return _SLIP_SOURCE.sub(r"\1", text)


# Round 48 (f63b): an interjection before the slip ("opa digitei errado, ...") and the earlier figure denied after the
# right one ("... 14 vagas e não 41") are part of the correction, not a question of its own: not counted in its length.
_SLIP_OPENING = re.compile(r"^(?:ops|opa|oops|epa|putz|ih)\b[,!.]*\s*")
_FIGURE_DENIED = re.compile(r",?\s*\b(?:e\s+)?nao\s+(?:em\s+|de\s+)?\d+(?:\s+vagas?)?\s*[.!]*$")


def correction(ex: Extraction) -> bool:
    """A short message that corrects a figure of the earlier turn (not a question of its own)."""
    if len(_FIGURE_DENIED.sub("", _SLIP_OPENING.sub("", without_slip(ex.text))).split()) > 12:
        return False
    return bool(_CORRECTION.search(ex.text)) \
        or bool(_FORGOT.search(ex.text)) and any(k in _params(ex) for k in FIGURE_KEYS)


_SELF = re.compile(r"^(?:eu )?(?:sou|me (?:auto)?declaro|me considero|me identifico como)\b")


def self_declared(ex: Extraction, cur: dict[str, Any]) -> bool:
    """"sou pardo", "me declaro indígena": only how the person declares themself, in a few words. After a law
    answer it asks whether the reserve is for them (eligibility), not for the definition again."""
    return bool(cur.get("groups")) and len(ex.text.split()) <= 6 and bool(_SELF.search(ex.text)) \
        and not ex.numbers and set(cur) <= {"groups", "entity", "process"}


def _own_figures(ex: Extraction, cur: dict[str, Any]) -> bool:
    """The message brings a parameter of its own (a count, a date, a law, a group, a rank...)."""
    # A negative or decimal number ("e se fossem -2?", "e 4,5?") is a figure too: it is questioned, not ignored.
    # So is a percentage ("mas não era 20%?": the answer says which percentage the law gives) and a day relative
    # to the earlier date ("e se fosse no dia seguinte?").
    # Round 36 (lo36): so is a day or month with no year ("e anterior a junho?" in an undated thread): its year is asked.
    return bool(cur or ex.numbers or ex.negatives or ex.decimals or ex.fractional or ex.percentages
                or ex.no_year is not None or _ORDINAL.search(ex.text) or _RELATIVE_DAY.search(ex.text)
                or _fragment_params(ex))


_FEDERAL = re.compile(r"\b(?:federal|da uniao|orgao federal)\b")
# Round 40 (f49a): the federal sphere said of the selection or body ("concurso federal", "órgão federal", "na esfera
# federal", "da União"), never of a law ("a lei federal").
_FEDERAL_LAW = re.compile(r"\b(?:as?\s+)?leis?\s+federa(?:l|is)\b")
_GENERIC_SELECTION = re.compile(r"\bprocessos? seletivos?\b")
FEDERAL_SPHERE = re.compile(r"\b(?:concursos?|certames?|editais|edital|selec(?:ao|oes)|pss|processos? seletivos?|orgaos?"
                            r"|entidades?|cargos?|vagas?|esfera|ambito|administracao|servico publico|poder publico)"
                            r"(?: (?:publicos?|publicas?|seletivos?|simplificados?))? federa(?:l|is)\b|\bda uniao\b")


def _fragment_params(ex: Extraction) -> dict[str, Any]:
    """What a fragment changes that a full question would say otherwise: "e num concurso?" (after a PSS)
    is the process, "e se fosse federal?" (after a municipal one) the entity."""
    out: dict[str, Any] = {}
    if len(ex.text.split()) > 6:  # only a short fragment; a longer message says what it means
        return out
    if ex.process == "concurso" and not refers_back(ex):  # "nesse concurso" is the earlier one, PSS or not
        out["process"] = None
    # "e a lei federal, se aplica?" names the law, not the body: the thread's state body stays (round 46)
    if ex.entity is None and _FEDERAL.search(_FEDERAL_LAW.sub(" ", ex.text)):
        out["entity"] = "direta"
    return out


# Round 36 (36b): the PcD list joined to the operation ("já com a vaga PcD junto", "com a PcD incluída"), an acknowledgement
# before it ("show.", "beleza,") and the desk speaking for itself ("a gente quer") are no words of a subject either.
_OPERATION_WORDS = re.compile(r"\b(?:seria|seriam|(?:(?:da|na) (?:lista|ordem|sequencia) )?(?:de|da) (?:nomeacao|convocacao|chamada)|e (?:d[ao]s? )?pcd"
                              r"|(?:ja )?(?:com|incluindo) (?:a |as |o )?(?:vagas? )?pcd(?: (?:incluida|incluidas|junto|juntas?))?"
                              r"|^(?:show|beleza|perfeito|otimo|certo|ok|legal)|a gente (?:quer|queria|precisa)?"
                              # Round 50 (f65c): who must reserve ("o número de vagas que devemos reservar"), no subject
                              r"|que (?:devemos|precisamos|temos que|vamos ter que|devo|preciso|tenho que)(?= reservar\b))\b")


def _elliptical(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> bool:
    """A short question with no subject of its own ("Qual lei se aplica?", "Quantas são reservadas?",
    "Qual a ordem de nomeação?"): it only reads with the earlier calculation, like a fragment."""
    t = ex.text
    core = _core(t)  # "tb queria saber a ordem de convocação": only the operation is named
    # ("quais seriam as posições de nomeação dos cotistas e PcD?": the operation's own words are not counted)
    # (the PcD list named beside the operation, "dos cotistas e PcD", is the thread's own PcD figure, not a new one)
    # Round 36 (36b): also when the thread has no PcD figure yet ("agora a ordem, já com a vaga PcD junto"): the PcD list
    # asked into the thread's calculation, at the decree's minimum, is no subject of its own either.
    own = {k: v for k, v in cur.items() if not (k == "groups" and v == ["pcd"])}
    if not prev.get("intent") or own or ex.numbers or len(_OPERATION_WORDS.sub(" ", core).split()) > 7:
        return False
    if _SUBJECT.search(t) or _NEW_QUESTION.search(core) or INTERPRETIVE.search(t) or _ARTICLE_ASKED.search(t):
        return False
    intent, missing = _followup_intent(ex, _merge(prev, cur, ex))
    # (Round 41, lo41b: "minha mãe pode?" in a thread, her group untold: her eligibility in that thread, the group asked)
    return intent is not None and (not missing or intent == "regime" or intent == "eligibility" and relative_asked(t))


# Round 26 (p26e): "como ficaria num concurso de 10?", "me mostra isso num de 5 vagas": the rule just answered, applied to
# a case told with its vagas (an example asked, so the indefinite "num concurso" is no subject of its own).
_APPLIED = re.compile(r"\b(?:como (?:fica|ficaria|seria|funcionaria|funciona)|na pratica|um exemplo"
                      r"|(?:mostr|exemplific|simul|aplic|demonstr)\w*\s+(?:isso|isto|essa regra|como|na pratica))\b")


# Round 46 (46c): what a register call would change asked of the order or of a count ("quais seriam os cotistas?",
# "quantas de cota?", "em que posição entram?"), not one's own place.
_CALL_ORDER_ASKED = re.compile(r"\bqua(?:l|is)\b|\bquant[ao]s\b|\bordem\b|\bposic|\bnomeacoes\b")


def register_call_adds_vagas(ex: Extraction, prev: dict[str, Any]) -> bool:
    """Round 46 (46c): "e se chamarem mais 5?", "convocaram mais 5 do CR, chega em mim?" after one's place: those called
    from the register are vagas arisen during the validity (art. 1º, § 2º), added to the place's vagas, never
    nominations to put in an order; the place is asked again."""
    more = added_count(ex.text)
    return prev.get("intent") == "position" and isinstance(prev.get("vacancies"), int) and ex.called == [more] \
        and ex.called_as_vagas is None and ex.vacancies is None and not ex.cargos \
        and not _CALL_ORDER_ASKED.search(ex.text)


# Round 47 (f62a): whether a reserve, or the person's way into it, follows from other vagas ("aí passa a ter reserva?",
# "eu entraria na cota?", "muda alguma coisa pra ela?"); a count or an order asked ("quantas?", "qual a reserva?") is not.
_WHETHER_RESERVE = re.compile(
    r"\b(?:tem|teria|tera|passa a ter|passaria a ter|vai ter|haveria|havera|ha|existe|existiria|abre|abriria|sobra|sobraria)"
    r"\s+(?:alguma\s+|uma\s+)?(?:reserva|cota|vaga reservada)\b"
    r"|\b(?:entraria|entro|caberia|consigo|conseguiria|posso|poderia|concorro|concorreria|(?:teria|tenho|tem) direito)\b"
    r"|\bmuda(?:ria)?\s+(?:alguma coisa|algo|nada|isso|a resposta)\b|\bmuda(?:ria)?\s+(?:\w+\s+){0,2}(?:pra|para)\s+(?:mim|ela|ele)\b")
_COUNT_OR_ORDER = re.compile(r"\b(?:quant[ao]s?|qual|quais|ordem|sequencia|nomeac\w*|posic\w*|lugar)\b")


def vagas_supposed_for_chance(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> bool:
    """After the person's eligibility, other vagas supposed and whether the reserve then reaches them asked ("e se
    abrirem mais uma, ficando 2 vagas, aí passa a ter reserva?"): that eligibility on those vagas (its reserve count
    said, the group, body and selection carried), never a bare count."""
    return prev.get("intent") == "eligibility" and any(g != "pcd" for g in prev.get("groups") or []) \
        and isinstance(cur.get("vacancies"), int) and cur["vacancies"] != prev.get("vacancies") \
        and not any(k in cur for k in (*_RANKS, "cargos", "pcd", "pcd_percentage", "prior_vacancies")) \
        and bool(_WHETHER_RESERVE.search(ex.text)) and not _COUNT_OR_ORDER.search(ex.text)


def _is_followup(ex: Extraction, prev: dict[str, Any] | None) -> bool:
    """Whether the message continues the earlier turn (and may inherit its parameters).

    Fragments ("e se fossem 25?", "20", "e pela lei antiga?", "com 2 PcD"), answers to a clarification
    and messages that refer back ("nesse edital") continue it; a complete question (its own intent and
    the figures it needs) starts fresh, so an earlier date or entity never changes its answer silently.
    """
    if not prev:
        return False
    if optants_in_open_of(ex, prev) is not None:
        return True  # "desses 6, 2 estão na ampla": the optants ahead told before, counted in the open list
    if ex.called and prev.get("vacancies") and ex.vacancies is None and not ex.cargos and not ex.reference:
        return True  # Round 23 (p23d): "já chamaram 2 da ampla, quando entra o cotista?": the nominations of those vagas
    if optants_counted(ex, _params(ex), prev):
        return True  # "e se nenhum optante tivesse ficado na ampla?": the earlier place, with that count of optants
    if (tie_break_of(ex.text) or tie_break_in_thread(ex, prev)) and prev.get("vacancies") is not None \
            and not ex.vacancies:
        return True  # "e se a PcD ficar depois do cotista quando coincidirem?": the rule for a tie, same vagas
    if ex.pcd_rank is not None and ex.vacancies is None and not ex.cargos and isinstance(prev.get("vacancies"), int) \
            and prev.get("intent") in ("reserve", "order", "position", "eligibility"):
        return True  # Round 51 (lo51a): "1º na lista pcd, quando me chamam?" after a count: the nomination of its vagas
    if ex.reserve_left is not None and prev.get("intent") == "position" and not ex.vacancies and not ex.cargos:
        return True  # Round 52 (d52a): "e se eu abrir mão da cota?" after one's place: that place without the reserve
    if ex.ahead_left is not None and prev.get("intent") == "position" and not ex.vacancies and not ex.cargos:
        return True  # Round 55 (dr55a): "e se 2 da cota desistirem?" after one's place: that place, moved up
    t = ex.text
    if prev.get("other_quota") and not prev.get("intent") and prev.get("route") != "retrieval":
        # After quotas elsewhere (a vestibular, a state) only a message naming a selection of its own with its vagas
        # ("e num concurso federal com 11 vagas?") turns to these laws; "e com 50 vagas?" is still about the other.
        # Round 26 (p26a): "e pra cota racial?" after another quota of a federal concurso's vagas: these laws' count.
        return ex.vacancies is not None and bool(_SUBJECT.search(t) or _FEDERAL.search(t)) and bool(FOLLOWUP.search(t)) \
            or ex.vacancies is None and back_to_racial(ex, prev) and bool(FOLLOWUP.search(t))
    if prev.get("route") == "retrieval" and (bare_reference(ex) or keyword_of_law_answer(ex, prev)):
        return True  # Round 44 (44c): "paragrafo 2", "recurso" after a law answer: that answer's thread narrowed
    cur = _params(ex)
    intent, missing = _intent(ex, cur)
    complete = intent is not None and not missing
    if refers_back(ex):
        return True
    if kept_elsewhere(ex, cur, prev):
        return True  # Round 46 (f61b): "e num PSS nosso, esse mesmo candidato teria reserva?": that body and person
    if own_selection_continued(t, cur, prev, bool(_NEW_SUBJECT.search(t) or _SUBJECT_OWN.search(t)
                                                    or _NEXT_SELECTION.search(t))):
        return True  # Round 54 (f69c): "lá são 19 vagas pro meu cargo, quantas?" after one's eligibility: that selection
    if PCD_TOO.search(t) and not [g for g in ex.groups if g != "pcd"] \
            and any(g in RACIAL_GROUPS for g in prev.get(OWN_GROUPS) or prev.get("groups") or []):
        return True  # Round 53 (lo53b): "tenho deficiência também, posso?": the thread's person, now PcD besides
    if prev.get("intent") in ("reserve", "order", "eligibility", "position") and person_alone(ex):
        return True  # Round 44 (44b): "e eu?", "e minha prima?": the thread's question, of that person
    if prev.get("intent") and (body := prev.get(BODY_KEY)) and body_named(t) == body and "vacancies" not in cur \
            and "cargos" not in cur and not _NEW_SUBJECT.search(t):
        return True  # Round 39 (39a): "voltando ao do INSS, qual a ordem?": that concurso's own figures (`bodies`)
    # (Round 43, lo43b: after a position too, "vão chamar mais 10 do cadastro": the vagas of that concurso grown)
    if prev.get("intent") in ("reserve", "order", "position") and isinstance(prev.get("vacancies"), int) \
            and added_count(t) is not None and not _NEW_SUBJECT.search(t):
        return True  # "surgiram mais 4 vagas, quantas agora?": "mais" adds to the thread's count (`resolve_fragment`)
    if prev.get("intent") in ("reserve", "order", "position") and isinstance(prev.get("vacancies"), int) \
            and vacancy_parts(t) and "cargos" not in cur and not _NEW_SUBJECT.search(t) and not _SUBJECT_OWN.search(t):
        return True  # Round 35 (35e): "surgiram mais 5 vagas na validade, total 15": the thread's concurso grown, its date kept
    if prev.get("intent") in ("reserve", "order", "position") and isinstance(prev.get("vacancies"), int) \
            and cur.get("law_hint") and set(cur) <= {"law_hint"} and _law_with_figure_asked(ex, prev) \
            and not _NEW_SUBJECT.search(t):  # ("seria outro?" is the figure changed, no other selection)
        # Round 42 (f55b): "com a lei velha esse número seria outro?", "pela a de 2014 quanto daria?" with no "e" before
        # it: the thread's count under that law (its vagas carried), not that law's text.
        return True
    if prev.get("intent") and correction(ex) and not _NEW_SUBJECT.search(without_slip(t)):
        return True  # "na verdade são 24": the earlier question, with this figure fixed
    if prev.get("intent") == "edital" and "cargos" not in cur and "vacancies" not in cur and cargo_asked(ex, prev) \
            and not _NEW_SUBJECT.search(t):
        return True  # Round 40 (40a): "qual a ordem de nomeação no cargo de auditor?" after the table: that cargo's vagas
    if prev.get("intent") == "edital" and prev.get("cargos") and table_total_asked(ex, cur) and not _NEW_SUBJECT.search(t):
        return True  # Round 48 (f63a): "no total do edital, quanto dá?": the table's total, its edital the thread's
    if pcd_rate_supposed(ex, cur, prev):
        return True  # Round 52 (f67b): "caso a reserva pcd baixe para 5%, como fica?": the thread's case at that PcD rate
    if prev.get("intent") in INTENTS_WITH_PCD and (prev.get("pcd") is not None or prev.get("pcd_percentage")) \
            and _NO_PCD.search(t) and ex.vacancies is None and not ex.cargos:
        return True  # Round 30 (p30a): "desconsidera as vagas de pcd": the earlier count, its PcD vagas dropped
    if date_supposed(ex, cur, prev):
        return True  # Round 49 (f64a): "supõe que o edital fosse de 2024, qual seria o quadro?": the thread's, on that date
    if prev.get("intent") and dated_edital_told(ex, cur):
        return True  # Round 26 (p26c): "ah mas o edital é antigo, de antes de junho de 2025": the thread's edital, dated
    if prev.get("intent") and ex.no_year is not None and not cur and "?" not in t and len(t.split()) <= 10 \
            and _DATE_TOLD.match(t) and not _NEW_SUBJECT.search(t):
        return True  # Round 45 (45b): "saiu em maio", "o edital saiu em 10 de maio" after a count: its year is asked
    if prev.get("intent") and relative_groups(ex):
        return True  # "e minha prima que é indígena?": the earlier question, for that relative
    if vagas_supposed_for_chance(ex, cur, prev) and set(cur) <= {"vacancies"} and not _NEW_SUBJECT.search(t):
        return True  # Round 47 (f62a): "se aumentarem pra 5 vagas muda algo pra mim?": the person's eligibility, other vagas
    # (told, not asked: "professor substituto de universidade entra nisso?" asks the law's reach of a body)
    if prev.get("intent") == "eligibility" and not prev.get("entity") and intent is None and not _NEW_QUESTION.search(t) \
            and "?" not in t and not ex.reference and any(k in cur for k in ("entity", "process")) \
            and set(cur) <= {"entity", "process", "vacancies", "edital_date", "period", "reserve_register"}:
        return True  # "Trata-se de concurso de empresa pública, com 9 vagas.": the body the earlier answer assumed, told
    if prev.get("intent") == "eligibility" and not prev.get("groups") and intent is None and not _NEW_QUESTION.search(t) \
            and "?" not in t and not ex.reference and cur.get("groups") and "pcd" not in cur["groups"] \
            and set(cur) <= {"groups", "entity", "process", "vacancies", "edital_date", "period"}:
        return True  # "Ele se declara preto, concurso da autarquia com 18 vagas.": the group the earlier answer assumed, told
    if prev.get("pending"):
        # The answer to a clarification, unless it is a complete question about another concurso.
        return not (complete and _NEW_SUBJECT.search(t))
    if prev.get("intent") and _CHANGES.match(t) and any(k in cur for k in ("edital_date", "period", "law_hint")) \
            and ex.vacancies is None:
        return True  # "mudaria alguma coisa com edital de fevereiro de 2025?": the earlier question, on that date
    # Round 44 (lo44c): the change asked last, of an edital supposed with only its date ("pensando num edital de 2022,
    # muda?", "num edital de 2021 muda a conta?"): whether the thread's figure changes, i.e. its calculation on that date
    # (with figures of its own, "... com 10 vagas, quantas?", it is a new case).
    if prev.get("intent") and _CHANGE_ASKED.search(t) and any(k in cur for k in ("edital_date", "period")) \
            and set(cur) <= _DATED and ex.vacancies is None and not ex.cargos:
        return True
    if prev.get("intent") and ex.numbers and not _own_numbers(ex) and not _NEW_SUBJECT.search(t) and intent is not None:
        return True  # "qual a ordem dos cotistas nessas 30?": an operation asked, its numbers pointing at the earlier figures
    if added_cargos(ex, prev):
        return True  # "esqueci um, tem também perito com 5": a cargo added to the earlier table
    if prev.get("intent") == "edital" and prev.get("cargos") and pasted_table(ex):
        return True  # Round 36 (lo36): the edital's table pasted again, its figures of its own
    if removed_cargos(ex, prev):
        return True  # "tiramos o geólogo": a cargo taken out of the earlier table
    if prev.get("intent") == "edital" and summed_table(ex, cur, prev) and not _NEW_SUBJECT.search(t):
        return True  # Round 44 (f59b): "quanto daria nas 28?" after a table of 28 vagas: the reserve of its sum
    if prev.get("cargos") and not ex.cargos and not _NEW_SUBJECT.search(t) and cargo_fixed(ex, prev["cargos"]):
        return True  # "subiram o analista pra 12", "e se motorista tiver 1 só?": one cargo of the earlier table changed
    # (Round 24, p24a: after an order or a place too, "o edital só tem 3 vagas pra cota" states the reserve, not vagas)
    if prev.get("intent") in ("reserve", "order", "position") and (claimed := claimed_reserve(ex)) \
            and cur.get("vacancies") in (None, *claimed) \
            and len(ex.numbers) == 1 and "cargos" not in cur and not _NEW_SUBJECT.search(t):
        return True  # "o edital reservou só 2, isso está certo?": the earlier count, checked against the edital's own
    if prev.get("intent") == "edital" and len(prev.get("cargos") or []) == len(ex.claimed_counts) \
            and not ex.cargos and ex.vacancies is None and not _NEW_SUBJECT.search(t):
        return True  # "a área calculou 2, 3 e 1. confere?": the earlier table, its reserve per cargo checked
    if prev.get("intent") == "edital" and len(ex.claimed_counts) == 1 and len(ex.numbers) == 1 and not ex.cargos \
            and ex.vacancies is None and not _NEW_SUBJECT.search(t):
        return True  # Round 24 (p24a): "o edital reservou 5 no total, tá errado?": the table's total reserve checked
    if thread_person_followup(ex, cur, prev):
        return True  # "em qual nomeação ele deve ser chamado?": the same person, with the thread's figures
    if prev.get("intent") and intent == "eligibility" and _PERSON_OF_GROUP.search(t) and not _NEW_SUBJECT.search(t) \
            and not any(k in cur for k in ("vacancies", "entity", "process", "cargos")):
        return True  # "ela sendo quilombola consegue usar a reserva?": the thread's person, in the thread's concurso
    if prev.get("intent") and (_CHANGE_ASKED.search(t) or _CHECK_ASKED.search(t)) and any(k in cur for k in FIGURE_KEYS) \
            and not _NEW_SUBJECT.search(t) and "vacancies" not in cur and "cargos" not in cur:
        # "o edital também tem 1 vaga PcD. isso altera a reserva?": a figure added to the earlier case, and whether
        # the answer changes: the calculation again with it (the earlier vagas carried).
        return True
    if (prev.get("intent") or prev.get("route") == "retrieval") and _BARE_NUMBER.fullmatch(t):
        return True  # "20": a bare number after a calculation is its new count
    if prev.get("intent") and ex.percentages and not ex.numbers and len(t.split()) <= 6 \
            and not _NEW_QUESTION.search(t) and not _NEW_SUBJECT.search(t):
        return True  # "mas não era 20%?": a percentage questioning the earlier calculation
    # Round 43 (lo43f): so is a percentage (or a law's) told as someone's claim or disputed, at any length ("um colega
    # disse que como o BC é autarquia fica nos 20% da lei antiga", "a lei nova não é 30%? então seriam 10"): the
    # thread's calculation checked (its vagas and date carried), never the law's text alone; a why asked is the law's.
    if prev.get("intent") in ("reserve", "order", "position") and isinstance(prev.get("vacancies"), int) \
            and (ex.percentages or ex.law_hint) and _CLAIM_TOLD.search(t) and set(ex.numbers) <= set(ex.claimed_counts) \
            and not any(k in cur for k in ("vacancies", "cargos", "edital_date", "period")) \
            and not _WHY_OR_WHO.search(t) and not _NEW_SUBJECT.search(t) and not _SUBJECT_OWN.search(t):
        return True
    if prev.get("intent") and _SUBJECTLESS_COUNT.match(t) and not _SUBJECT.search(t) and not _NEW_SUBJECT.search(t):
        return True  # "tem 9 vagas, quantas reservadas?" after a dated edital: that edital, with these vagas
    if prev.get("intent") and _THEN_AFTER.search(t) and not _NEW_SUBJECT.search(t) and not _SUBJECT_OWN.search(t) \
            and intent is not None and not any(k in cur for k in ("vacancies", "cargos")):
        return True  # Round 25 (p25a): "qual a minha posição então?": an operation asked of the case just computed
    if prev.get("intent") == "regime" and any(k in prev for k in _DATE_KEYS) and prev.get("vacancies") is None \
            and "vacancies" in cur and set(cur) <= {"vacancies", "groups"} and intent in ("reserve", "order") \
            and not _SUBJECT.search(t) and not _NEW_SUBJECT.search(t) and not _SUBJECT_OWN.search(t):
        # Round 35 (35e): after a regime answer (a dated edital, no vagas yet), "25 vagas, quantas de cota?", "tinha 7
        # vagas, quantas pra negros?": the vagas of that edital, told with no subject of their own; its date carries
        # (the group named is whom the count is for, not a person's).
        return True
    if prev.get("intent") and _BARE_COUNT_ASKED.match(t) and any(k in prev for k in ("edital_date", "period", "law_hint")):
        return True  # Round 26 (p26f): "com 13 vagas, quantas?" after a dated edital: that edital, with these vagas
    if prev.get("intent") and _THEN.match(t) and not _NEW_SUBJECT.search(t):
        return True  # "então quantas com 23 vagas?" after a dated regime answer: that edital, with these vagas
    if prev.get("route") == "retrieval" and _CASE_TOLD.match(t) and not _NEW_SUBJECT.search(t) \
            and any(k in cur for k in ("vacancies", "entity", "process", "edital_date", "period")):
        return True  # Round 23 (p23c): "no caso é o PSS do IBGE, 8 vagas" after a law answer: the case that question was about
    if prev.get("intent") == "eligibility" and intent == "eligibility" and not cur.get("groups") \
            and not any(k in cur for k in ("entity", "process", "vacancies")) and _person_chance(ex, _merge(prev, cur, ex)):
        return True  # Round 25 (p25a): "com cadastro de reserva, ainda posso?": the thread's person and selection
    if prev.get("intent") in ("eligibility", "reserve") and intent == "eligibility" and not cur.get("groups") \
            and any(g != "pcd" for g in prev.get("groups") or []) and _CHANCE.search(t) \
            and (first_person(t) or _OWN_CHANCE.search(t)) and not _ANOTHER_PERSON.search(t) and not relative_asked(t) \
            and not _RELATIVE.search(t) and not KIN_OF_SUBJECT.search(t):
        # Round 40 (f48a): "e um concurso do ministério da saúde com 30 vagas, eu posso?" after "sou preto, ..." (an
        # eligibility, or a count whose coverage was checked, "a cota federal vale?"): the person's own group goes with them; the new selection's figures are the message's own (`other_selection`).
        return True
    if prev.get("intent") and _SUPPOSED_CASE.search(t) and not _NEW_SUBJECT.search(t) and not _SUBJECT_OWN.search(t):
        return True  # Round 25 (p25a): "qual a minha posição se o edital tivesse 20 vagas?": the thread's case, supposed
    if prev.get("route") == "retrieval" and not prev.get("intent") and intent is None and "vacancies" in cur \
            and "cargos" not in cur and _APPLIED.search(t):
        return True  # Round 26 (p26e): "me mostra isso num concurso de 5 vagas" after a law answer: that rule, applied
    if prev.get("intent") == "edital" and prev.get("cargos") and not ex.numbers and not ex.cargos and _BASE_SUPPOSED_OPEN.match(t):
        return True  # Round 39 (39b): "se a reserva fosse calculada sobre o total, não daria menos?": the table's total, supposed
    if FOLLOWUP.search(t):
        # "e ..." continues the conversation; "com 10 vagas, quantas são reservadas?" without it, or
        # "e num concurso com 10 vagas, quantas?" about another concurso, is a question of its own.
        # (Round 26, p26c: thanks before the "e" keep it a continuation: "entendi, obrigada! e com 9 vagas, quantas?")
        if complete and (_NEW_SUBJECT.search(t) or not re.match(rf"{_ACK}(?:mas )?(?:e|caso)\b", t)):
            return False
        return True
    if prev.get("intent") and _ANOTHER_CASE.match(t) and ("vacancies" in cur or "cargos" in cur) \
            and not complete and not _NEW_QUESTION.search(t):
        return True  # "Outro caso: 17 vagas em edital de setembro de 2025.": the earlier question, of that case alone
    # Round 39 (lo39d): or a place of the order claimed ("o primeiro cotista só é chamado na 10ª nomeação, fere a
    # alternância?"): checked against the thread's order, its vagas carried (never asked again).
    if prev.get("intent") in ("position", "order") and prev.get("vacancies") and (when_called(t) or _ORDER_PLACE_CLAIMED.search(t)) \
            and "vacancies" not in cur and "cargos" not in cur and not _NEW_SUBJECT.search(t):
        return True  # Round 25 (p25b): "quando vou ser chamado então?" after one's place: which nomination, not a date
    # Round 42 (f55b): the order asked with no vagas of its own ("como fica então a sequência de nomeações entre ampla,
    # cota racial e PcD?") after a count of the thread's vagas: the order of those vagas (and PcD), never asked again.
    if prev.get("intent") in ("reserve", "order", "position") and isinstance(prev.get("vacancies"), int) \
            and (intent, missing) == ("order", "vacancies") and not ex.numbers and "cargos" not in cur \
            and not _NEW_SUBJECT.search(t) and not _SUBJECT_OWN.search(t):
        return True
    # Round 40 (lo40): one's own place asked with no figure ("estou dentro das vagas do edital?", "em que posição eu
    # fico?") after the thread's vagas: the place asked in that concurso, its vagas carried (only the place is missing).
    if prev.get("intent") in ("reserve", "order", "position") and isinstance(prev.get("vacancies"), int) \
            and (OWN_PLACE.search(t) or own_place_alone(t)) and not ex.numbers and "cargos" not in cur \
            and not _NEW_SUBJECT.search(t) and not _SUBJECT_OWN.search(t):
        return True
    # (Round 26, p26b: up to 24 words, "eu sou o 3º da lista de cotas e 50 da geral, em qual nomeação eu entro?",
    # unless another body is named: a case told at length is still in the thread's concurso)
    # (and after a table, with one of its cargos named: "passei pra técnico em 2º na cota", that cargo's vagas)
    if prev.get("intent") and (prev.get("vacancies") or cargo_asked(ex, prev)) and any(k in cur for k in _RANKS) \
            and "vacancies" not in cur \
            and "cargos" not in cur and not complete and len(t.split()) <= 24 and not _NEW_SUBJECT.search(t) \
            and cur.get("entity") in (None, prev.get("entity")):
        # "fiquei 70 na geral e 9 na de cotas", "eu sou 2º na lista de cotas, sou chamado em qual nomeação?" after a
        # calculation with its vagas: one's place in that concurso.
        return True
    if complete:
        return False
    if prev.get("intent") in ("reserve", "order", "regime") and edital_of_thread_told(ex, cur):
        return True  # Round 47 (f62b): "Edital B, também 16 vagas, mas publicado em 20/06/2025?": the same count of it
    # A short message with only parameters ("20 vagas", "edital de junho de 2025 com 10 vagas"),
    # not a new interpretive question.
    # "mostra como fica pra 8 vagas": "como fica" is a fragment's filler (`_core`), no new question.
    if len(t.split()) <= 8 and bool(cur) and not _NEW_QUESTION.search(_core(t)) and not _NEW_SUBJECT.search(t):
        return True
    return _elliptical(ex, cur, prev)


# Round 47 (f62b): another edital of the thread told by its label ("Edital B", "o edital C", "o segundo concurso",
# "o outro edital"), beside the earlier one; the letter as written ("o a" is an article).
_EDITAL_LABEL = re.compile(r"\b(?:[Ee]dital|EDITAL|[Cc]oncurso|CONCURSO|[Cc]ertame)\s+(?:[A-H]|[b-dfgh])\b(?![.\d])")
_EDITAL_ORDINAL = re.compile(r"\b(?:outr|segund|terceir|quart|ultim)[oa]\s+(?:edital|concurso|certame|selecao|pss)\b")


def edital_of_thread_told(ex: Extraction, cur: dict[str, Any]) -> bool:
    """A labelled edital of the thread told by its own facts (its vagas and/or its date) with no question of its own:
    the thread's operation on that edital (what the earlier one had does not carry: `labelled_context`,
    `other_selection`)."""
    return bool(_EDITAL_LABEL.search(ex.original) or _EDITAL_ORDINAL.search(ex.text)) \
        and bool({"vacancies", "edital_date", "period"} & set(cur)) and not ex.cargos and not ex.reference \
        and len(ex.text.split()) <= 16 and not _NEW_QUESTION.search(_core(ex.text))


def thread_person_followup(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> bool:
    """"Em qual nomeação ele deve ser chamado?", "e ela, fica dentro?" after a position (or eligibility) answer about
    someone: the thread's person (see `_THREAD_PERSON`), asked about again with the thread's figures; a question of
    its own ("o que acontece se ela for eliminada?") or about another selection is not."""
    t = ex.text
    if prev.get("intent") not in ("position", "eligibility") or not _THREAD_PERSON.search(t) or len(t.split()) > 12 \
            or _NEW_SUBJECT.search(t) or _NEW_QUESTION.search(t) or "vacancies" in cur or "cargos" in cur \
            or NOT_ORDER.search(t) or LAW_SUBJECT.search(t):
        return False  # "se ela for nomeada pela ampla, passa pela heteroidentificação?" asks the procedure's rule
    if prev.get("intent") == "position" and not (_PLACE_ASKED.search(t) or _INSIDE.search(t) or POSITION_CUE.search(t)):
        return False
    intent, missing = _followup_intent(ex, _merge(prev, cur, ex))
    return intent == prev.get("intent") and missing is None


# What a body is supposed to do differently in the same selection ("abrisse 4 vagas", "tivesse 10 vagas").
_SUPPOSED_ACT = (r"(?:abrisse|abrir|tivesse|tiver|oferecesse|oferecer|ofertasse|lancasse|publicasse|previsse|reservasse"
                 r"|fizesse|chamasse|convocasse|nomeasse|aumentasse|reduzisse)\b")


def same_as_before(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> set[str]:
    """"da mesma fundação", "da própria Anvisa", "no mesmo PSS": a body or process named as the earlier one's is carried from it, though
    written again (the answer says it comes from the earlier turn)."""
    t = ex.text
    same: set[str] = set()
    if ex.entity_name and cur.get("entity") and cur.get("entity") == prev.get("entity") \
            and re.search(rf"\b(?:mesm|propri)[oa]s?\s+{re.escape(ex.entity_name)}", t):
        same.add("entity")
    # ("e se fosse um PSS dos correios?" after a ministry's PSS: another body's selection, its kind said anew; "e se o
    # pss fosse da caixa?" supposes the same PSS of another body, its kind carried)
    other_body = bool(cur.get("entity")) and bool(prev.get("entity")) and cur["entity"] != prev["entity"] \
        and bool(_OTHER_SELECTION_NAMED.search(t))
    # Round 34 (f34a): ... or pointed at ("e se o edital desse temporário fosse de 2024?", "nesse PSS"): the earlier one's.
    # (Round 35, f37a: "concurso", which the extraction's slots leave out, counts as said too)
    if (cur.get("process") or ex.process) and (cur.get("process") or ex.process) == prev.get("process") \
            and (re.search(r"\b(?:(?:mesm|propri)[oa]s?|d?(?:ess|est|aquel)[ea]s?|n(?:ess|est|aquel)[ea]s?)\s+"
                           r"(?:pss|processo|selecao|concurso|certame|temporario)\b", t)
                 or _SUPPOSED_SELECTION.search(t) and not other_body):
        same.add("process")
    # "e se for processo seletivo temporário do IBGE?" after the IBGE's concurso: the kind supposed changes, the body
    # written again is the earlier one.
    if cur.get("entity") and cur.get("entity") == prev.get("entity") and cur.get("process") and prev.get("process") \
            and cur["process"] != prev["process"] and re.search(r"\b(?:e )?se (?:for|fosse)\b", t):
        same.add("entity")
    # Round 27 (fix27k): "e se a UFMG abrisse 4 vagas?" after the UFMG's concurso: the same body made the subject of a
    # change supposed to the earlier selection is that body, written again ("um concurso novo da Caixa" is another).
    if ex.entity_name and cur.get("entity") and cur.get("entity") == prev.get("entity") and not _SUBJECT_OWN.search(t) \
            and re.search(rf"\bse (?:o |a |os |as )?{re.escape(ex.entity_name)}\s+(?:\w+\s+)?{_SUPPOSED_ACT}", t):
        same.add("entity")
    # Round 29 (fix29c): "mas o edital da UnB saiu em 15/08/2023" after the UnB's concurso: the thread's selection,
    # pointed at by the definite article with its body named again ("um concurso novo da UnB" is another).
    if ex.entity_name and cur.get("entity") and cur.get("entity") == prev.get("entity") and not _SUBJECT_OWN.search(t) \
            and not _NEW_SUBJECT.search(t) and re.search(r"\b(?:o|a|esse|essa|nesse|nessa|no|na)\s+(?:edital|concurso|certame"
                                                          rf"|selecao|pss)\s+d[aeo]s?\s+{re.escape(ex.entity_name)}\b", t):
        same.add("entity")
    # "com as mesmas 10 vagas", "essas duas vagas": the earlier count, written again and pointed at. Round 35 (f37a):
    # so are "dessas 9 vagas", "nessas 9 vagas" and "com as 9 vagas" (as "com as 28" and "nessas 24" already are).
    # Round 38 (f41a): not in the next selection's own count ("no próximo concurso, com as mesmas 30 vagas"): that
    # concurso states its count, the same figure and nothing carried. (A case re-dated, "e em um edital de 2015, mesmas
    # 20 vagas?", "um edital da época da lei de 2014 com essas 2 vagas", is the same case: it still points back.)
    if cur.get("vacancies") is not None and cur.get("vacancies") == prev.get("vacancies") \
            and not _NEXT_SELECTION.search(t) \
            and re.search(rf"\b(?:mesm[ao]s|[dn]?ess[ae]s|[dn]?est[ae]s|[dn]?aquel[ae]s|com as)\s+(?:mesm[ao]s\s+)?"
                          rf"{cur['vacancies']}\s+vagas\b"
                          # Round 36 (f38b): the count said as the same total ("nesse mesmo total de 18", "no mesmo total
                          # de 18 vagas", "desse total de 18") points back as "dessas 18 vagas" does.
                          rf"|\b(?:(?:[dn]?ess[eo]|[dn]?est[eo]|[dn]?aquel[eo])\s+(?:mesmo\s+)?|[dn]?o\s+mesmo\s+)total\s+de\s+"
                          rf"{cur['vacancies']}\b", t):
        same.add("vacancies")
    # Round 41 (f52a): so is the PcD count ("com essa mesma 1 pcd", "com as mesmas 2 vagas de deficiente"): pointed at,
    # it is the earlier count and shows its chip as the vagas do.
    if cur.get("pcd") is not None and cur.get("pcd") == prev.get("pcd") \
            and re.search(rf"\b(?:mesm[ao]s?|[dn]?ess[ae]s?|[dn]?est[ae]s?|[dn]?aquel[ae]s?|com as)\s+(?:mesm[ao]s?\s+)?"
                          rf"{cur['pcd']}\s+(?:vagas?\s+)?(?:(?:de|pra|para|das?|p/)\s+)?(?:pcds?|deficien\w*"
                          rf"|pessoas? com deficiencia)\b", t):
        same.add("pcd")
    return same


# The figures that make a case (Round 54, f69c): written again together, they retell it.
_CASE_FIGURES = ("vacancies", "general_rank", "reserve_rank", "pcd", "edital_date")


def retold_case(cur: dict[str, Any], prev: dict[str, Any]) -> set[str]:
    """Round 54 (f69c): the case told again in full ("e se eu ficar só na ampla em 30º, com as mesmas 12 vagas?" after
    "30º na geral, 12 vagas"): with two or more of its figures written again, every one is this message's own, none
    said to come from an earlier turn (a figure pointed at alone, "com as mesmas 12 vagas", still is: `same_as_before`)."""
    again = {k for k in _CASE_FIGURES if cur.get(k) is not None and cur.get(k) == prev.get(k)}
    return again if len(again) >= 2 else set()


def change_asked(ex: Extraction) -> bool:
    """Round 42 (lo42c): whether the message asks what a figure it tells changes ("muda a conta racial?"): the figure is
    then given as the edital's, not a claim to check."""
    return bool(_CHANGE_ASKED.search(ex.text) or _EFFECT_ASKED.search(ex.text))


_EFFECT_ASKED = re.compile(r"\b(?:muda|mudaria|mudam|altera|alteraria|afeta|afetaria|interfere|faz diferenca|faria diferenca)"
                           r"\b[^?]{0,30}\?")


def pcd_change_asked(ex: Extraction) -> bool:
    """Round 35 (f37a): "o edital também separa 2 vagas pra PcD, isso muda as cotas raciais?": PcD vagas told of the
    thread's vagas, and whether the racial reserve changes. It does not (its 30% is of all the vagas, art. 1º, § 2º;
    the PcD list is apart), and the answer says so first."""
    cur = _params(ex)
    return bool(_CHANGE_ASKED.search(ex.text)) and any(k in cur for k in ("pcd", "pcd_percentage")) \
        and not any(k in cur for k in ("vacancies", "cargos", "edital_date", "period", "law_hint"))


# Round 25 (p25a): a whole sentence that supposes a change to the case at hand, with no "e" to mark it: "quantas
# seriam reservadas se o concurso tivesse 30 vagas?", "qual a minha posição se o edital tivesse 20 vagas?", "quantas
# vagas seriam reservadas com 25 vagas?". The definite article and the conditional point at the thread's selection
# (its date, law and places carry); "num concurso de 40 vagas" is another one (`_NEW_SUBJECT`).
# Round 39 (39b): a base of the reserve supposed with no "e" before it ("se a reserva fosse calculada sobre o total do edital,
# não daria menos?"), after a table: its total counted (`router._BASE_SUPPOSED`), not a question of its own.
_BASE_SUPPOSED_OPEN = re.compile(rf"{_ACK}(?:mas )?(?:se|caso)\b[^?]{{0,40}}?\b(?:fosse|for|seja|fossem|forem|sejam)\b[^?]{{0,40}}?"
                                 r"\b(?:(?:sobre|no|pelo) (?:o )?total|todas as vagas|(?:sobre|no) (?:o )?conjunto|somando)\b")
_SUPPOSED_CASE = re.compile(r"\bse (?:o|a) (?:concurso|edital|certame|selecao|pss|processo(?: seletivo)?|cargo)\s+"
                            r"(?:tivesse|tiver|oferecesse|ofertasse|abrisse|previsse|fosse de|for de)\s+(?:so |apenas )?\d+"
                            r"|\bse (?:tivesse|tiver|fossem|forem|houvesse|houver) (?:so |apenas )?\d+ vagas?\b"
                            r"|\b(?:seria|seriam|ficaria|ficariam|daria|dariam)\b[^?.]{0,30}\bcom (?:so |apenas )?\d+ vagas?\b")
# ... unless the message names a selection of its own ("outro edital", "um novo concurso").
_SUBJECT_OWN = re.compile(r"\b(?:outro|outra|novo|nova|diferente)\b")


# "e se o PSS fosse da Caixa?": the earlier selection, supposed of another body; its process is the earlier one.
_SUPPOSED_SELECTION = re.compile(r"\bse (?:o|a|esse|essa|este|esta) (?:pss|processo(?: seletivo)?|selecao|concurso|certame)"
                                 r"\b(?:\s+\w+){0,2}?\s+(?:fosse|for|tivesse sido|era)\b"
                                 # "e se fosse PSS na Caixa?", "e se fosse concurso municipal?": the same kind, supposed
                                 # of another body
                                 r"|\bse (?:fosse|for) (?:um |uma |o |a )?(?:pss|processo seletivo|selecao|concurso|certame)\b"
                                 r"(?=\s+(?:n[oa]s?|d[oa]s?|em|de|municipa|estadua|federa))")


def other_selection(ex: Extraction, cur: dict[str, Any]) -> bool:
    """"e num outro concurso, com 12 vagas?", "num edital diferente, de 30 vagas?": the message describes another
    selection with figures of its own; it asks the earlier question about it, but nothing of the earlier selection
    (its date, law, body, kind, PcD vagas) carries over."""
    # Round 40 (f46c): "me confundi com outro edital" names where a wrong figure came from, not another selection.
    ex = replace(ex, text=without_slip(ex.text))
    if _OTHER_NAMED.search(ex.text) and not ex.refers_back and not ("vacancies" in cur or "cargos" in cur) \
            and not refers_back(replace(ex, text=_SAME_OPERATION.sub(" ", ex.text))):
        # Round 35 (lo35c): "no outro edital que vamos abrir, com quantas fica?": another edital named with no vagas of
        # its own is still another selection: nothing of the earlier one carries, its vagas are asked.
        return True
    # Round 51 (f66b): "e se juntasse as 40 num cargo só?": the thread's cargos merged into one, no other selection
    merged = ex.one_cargo and _NEW_SUBJECT.search(ONE_CARGO.sub(" ", ex.text)) is None
    if merged or not _NEW_SUBJECT.search(ex.text) or not ("vacancies" in cur or "cargos" in cur):
        return False
    if _OTHER_NAMED.search(ex.text) and not ex.refers_back:
        # "Outro certame, sem edital definido: 48 vagas também. Mesma conta?": "mesma conta" asks the same
        # operation; the selection is named as another one, so nothing of the earlier one carries.
        return not refers_back(replace(ex, text=_SAME_OPERATION.sub(" ", ex.text)))
    return not refers_back(ex)


# Another selection named as such ("outro certame", "outra seleção"), and the words that ask only the same operation.
_OTHER_NAMED = re.compile(r"\b(?:outro|outra)\s+(?:concurso|edital|certame|processo|selecao|pss)\b"
                          # Round 47 (lo47a): or of another body named by its bare noun ("de outra empresa", "outro órgão")
                          r"|\b(?:outro|outra)\s+(?:empresa|orgao|entidade|instituicao|reparticao)\b(?!\s+(?:privad|particular))")
# Round 55 (g4): the words around another selection named alone ("outro órgão", "e num outro concurso?", "agora de
# outra entidade"): with nothing else in the turn, the earlier question is asked of it.
_BARE_FILLER = re.compile(r"\b(?:e|mas|agora|entao|ai|e se|se|fosse|for|num|numa|noutro|noutra|no|na|em|de|do|da|pra|pro"
                          r"|para|um|uma|o|a|caso|tipo|ok|certo|beleza|blz)\b")


def bare_other_selection(ex: Extraction) -> bool:
    """"outro órgão", "e num outro concurso?": another selection named with nothing of its own (no vagas, body, date,
    question): its vagas or which body it is are asked (`router`), never the turn refused nor the law's text quoted."""
    rest = _BARE_FILLER.sub(" ", _OTHER_NAMED.sub(" ", ex.text))
    return bool(_OTHER_NAMED.search(ex.text)) and not re.sub(r"[\W_]+", " ", rest).strip() and not ex.numbers


# Round 47 (lo47a): another company, unnamed ("num concurso de outra empresa, ele poderia?"): the reserve's companies are
# the federal empresas públicas and sociedades de economia mista (art. 1º, I), the one taken, and the answer says so.
_OTHER_COMPANY = re.compile(r"\b(?:outr|num|noutr)a\s+empresa\b(?!\s+(?:privad|particular|estadual|municipal|publica|de economia))")
# Round 48 (lo48b): a private company asked of the thread's person ("e numa empresa privada?", "e em empresa particular?")
PRIVATE_COMPANY = re.compile(r"\b(?:empresas?|firmas?|companhias?)\s+(?:privadas?|particular(?:es)?)\b|\biniciativa privada\b"
                             r"|\bsetor privado\b")
ENTITY_GUESSED = "entity_guessed"
_SAME_OPERATION = re.compile(r"\b(?:a )?mesma (?:pergunta|conta|coisa)\b|\bo mesmo calculo\b")


# The racial reserve named ("cota racial", "reserva étnico-racial"): the count asked is that one, not the PcD vagas.
_RACIAL = re.compile(r"\bracia(?:l|is)\b|\betnico")


# Whether a candidate would be inside the vagas ("ele entraria?", "eu ficaria dentro?", "passaria?").
_INSIDE = re.compile(r"\b(?:entraria|entra|entro|ficaria|fica|fico|estaria|passaria|passa|passo|caberia)\b"
                     r"(?:\s+(?:dentro|nas vagas|na vaga))?|\bseria (?:nomead|chamad|convocad)")
PLACES = ("general_rank", "reserve_rank", "rank", "optant")
# The optants counted around one candidate's place ("2 cotistas à minha frente"): that candidate's, as the places are.
_AROUND = ("optants_in_open", "optants_ahead")


# An edital not yet dated ("ainda sem data de publicação", "o próximo edital", "um novo edital"): no earlier date.
_UNDATED_EDITAL = re.compile(r"\bsem data\b|\bainda (?:nao|sem) (?:foi )?(?:publicad|data|saiu)|\bnao (?:foi )?publicado ainda\b"
                             r"|\b(?:novo|proximo) (?:edital|concurso|certame)\b"
                             # "e concurso novo com 5 vagas": the adjective after its noun, as spoken
                             r"|\b(?:edital|concurso|certame) novo\b"
                             # "sem edital definido", "edital a definir": no edital, so no date yet
                             r"|\bsem edital (?:definido|publicado|ainda)\b|\bedital (?:ainda )?(?:a definir|indefinido|nao definido)\b"
                             # Round 43 (f58a): another one still to come, its noun left out ("um outro, que ainda vai
                             # abrir inscrições", "um novo que vai sair", "e o próximo, que será publicado"): not out yet
                             r"|\b(?:um|uma|o|a) (?:outr|nov|proxim)[oa],? (?:\w+ ){0,2}?(?:que )?(?:ainda )?(?:vai|vao|ira|irao"
                             r"|sera|serao|deve|devem) (?:ser )?(?:abrir|sair|publicar|lancar|publicad|lancad|abert|divulgad)"
                             r"|^(?:e |agora |mas e )?(?:o|a) proxim[oa](?:,| com\b| de \d)")



def count_of_other_edital(ex: Extraction, cur: dict[str, Any]) -> bool:
    """Round 35 (f35): after a table, one count told of one cargo named ("com 10 vagas de perito") or of another edital
    ("e no edital novo que vamos lançar, com 10 vagas?", "num outro edital, de 30 vagas"): that count is the vagas whose
    reserve is asked. A bare count ("e com 40 vagas?") names no cargo of the table, so the table is asked for."""
    named = [c for c in named_cargos(ex.text) if not _SAME_AGAIN.match(fold(c.name))]
    return "vacancies" in cur and not cur.get("cargos") \
        and bool(named or other_selection(ex, cur) or _UNDATED_EDITAL.search(ex.text))


# ("mesma coisa com 28 vagas": the same question again with another count, no cargo named "mesma coisa")
_SAME_AGAIN = re.compile(r"(?:a |o |e |e a |e o )?(?:mesm[ao]s?(?: coisa| conta| calculo| pergunta)?|igual|idem|de novo)$")

# "desses 6, 2 estão dentro da ampla", "dos 4, só 1 passou na ampla": the optants ahead, pointed at, and how many of
# them are inside the open-list vagas.
_OF_THOSE = re.compile(r"\b(?:d|n)?(?:ess|est|aquel)?[eo]s (\d+)\s*,?\s*(?:so |apenas |somente )?(\d+)\b[^?]{0,30}"
                       r"\b(?:ampla|geral|lista geral)\b")


def optants_in_open_of(ex: Extraction, prev: dict[str, Any]) -> int | None:
    """The optants in the open list, told of the optants ahead of an earlier position question (see `_OF_THOSE`)."""
    ahead = prev.get("optants_ahead")
    m = _OF_THOSE.search(ex.text)
    if ahead is None or m is None or int(m.group(1)) != ahead or int(m.group(2)) > ahead:
        return None
    return int(m.group(2))


def optants_counted(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> bool:
    """"e se nenhum optante tivesse ficado na ampla?", "sei que 2 cotistas na minha frente passaram na ampla, muda?"
    after a place in a concurso: how many optants passed in the open list is a figure of that position (never the rule
    for reserved vagas left without optants), asked of the same vagas."""
    return prev.get("intent") == "position" and "optants_in_open" in cur and "vacancies" not in cur \
        and "cargos" not in cur and not _NEW_SUBJECT.search(ex.text) and len(ex.text.split()) <= 16


# In an order thread with PcD vagas, one side said to go first ("e pcd primeiro?", "e se a cota vier antes?") or the
# default rule named ("pelo critério padrão", "sem essa regra do edital"): the rule for a tie, the other side implied.
_ONE_SIDE_FIRST = re.compile(rf"\b(?P<pcd>{_PCD_SIDE})\b[^?.]{{0,15}}\b{_AHEAD}\b|\b(?P<quota>{_QUOTA_SIDE})\b[^?.]{{0,15}}\b{_AHEAD}\b")
_DEFAULT_RULE = re.compile(r"\b(?:criterio|regra|ordem|desempate) (?:padrao|normal|geral|do decreto)\b|\bsem (?:essa|a) regra\b")


def tie_break_in_thread(ex: Extraction, prev: dict[str, Any]) -> str | None:
    """The tie rule a short follow-up of an order with PcD vagas states with one side only (see `_ONE_SIDE_FIRST`)."""
    if prev.get("intent") != "order" or not (prev.get("pcd") or prev.get("pcd_percentage")) \
            or len(ex.text.split()) > 12 or ex.vacancies is not None:
        return None
    if stated := tie_break_of(ex.text):
        return stated
    if m := _ONE_SIDE_FIRST.search(ex.text):
        return "pcd_first" if m.group("pcd") else "quota_first"
    return DEFAULT_TIE_BREAK if _DEFAULT_RULE.search(ex.text) else None


_OWN_CASE = re.compile(r"\b(?:meu|minha) (?:caso|situacao|posicao|colocacao|classificacao|lugar)\b")


def own_place_resumed(ex: Extraction, prev: dict[str, Any]) -> bool:
    """"voltando pro meu caso de cotista, e se fossem 20 vagas?" in a position thread: the person's own place asked
    again (a "cotista" there describes them, it asks no count), unless a count is asked ("quantas...")."""
    return prev.get("intent") == "position" and bool(_OWN_CASE.search(ex.text)) and refers_back(ex) \
        and not COUNT_ASKED.search(ex.text)


def place_in_thread(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> bool:
    """"e o 6º da lista de cotas desse cargo, entra?" after a count or an order: a place given, no vagas of its own,
    over the thread's vagas: that place (the "cotas"/"cargo" of the list's name ask no count), unless a count is asked."""
    return any(k in cur for k in _RANKS) and "vacancies" not in cur and "vacancies" in prev \
        and not COUNT_ASKED.search(ex.text) and _followup_intent(ex, _merge(prev, cur, ex)) == ("position", None)


_SAME_FIGURES = re.compile(r"\bmesmos (?:cargos|numeros)\b|\bmesmo quadro\b|\bmesmas vagas\b|\bmesmo numero de vagas\b")


def same_figures_named(ex: Extraction) -> bool:
    """"mesmos cargos e vagas", "o mesmo quadro": the earlier calculation's figures, named as the same (so a word of
    the edital's calendar beside them, "ainda sem data", does not make the message a question about the calendar)."""
    return bool(_SAME_FIGURES.search(ex.text))


def pcd_rate_again(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> str | None:
    """"e com 10%?" in a thread whose calculation had a PcD share: a short fragment's one percentage, not a racial rate
    (20% or 30%, "mas não era 20%?" questions the reserve) and not a racial word, is the new PcD share; else None."""
    if not (prev.get("pcd_percentage") or prev.get("pcd") is not None) or "pcd" in cur or "pcd_percentage" in cur:
        return None
    if len(ex.percentages) != 1 or ex.percentages[0] in RATE.values() or ex.numbers or len(ex.text.split()) > 8 \
            or _RACIAL.search(ex.text):
        return None
    return ex.percentages[0]


def carried_pcd_place(prev: dict[str, Any] | None, intent: str | None, ex: Extraction | None,
                      params: dict[str, Any]) -> int | None:
    """The place in the PcD list an order turn keeps from the thread, else None: the place the vagas were asked for
    (Round 46, lo46b: "fiquei em 2º na lista pcd, quando sou chamado?" ... "60"), or the place told before a new count
    (Round 46, lo46c: "e com 80?"), unless this turn tells a place of its own."""
    if not prev or intent != "order" or ex is None or not isinstance(prev.get("pcd_rank"), int):
        return None
    if prev.get("pending") == "vacancies" and ex.pcd_rank is None:
        return prev["pcd_rank"]
    if prev.get("intent") == "order" and "pcd_rank" not in params \
            and not any(getattr(ex, k) is not None for k in ("pcd_rank", "general_rank", "reserve_rank", "rank")):
        return prev["pcd_rank"]
    return None


def same_kind_supposed(ex: Extraction, prev: dict[str, Any]) -> bool:
    """Round 30 (fix30c): "e se fosse concurso da prefeitura?" after a concurso supposes the thread's kind of selection
    of another body: the kind is carried, short as the fragment is ("e num concurso?" after a PSS changes it, and
    "e se fosse um concurso municipal?" or "e no concurso do BC?" is another selection)."""
    return bool(ex.process) and ex.process == prev.get("process") and bool(_SUPPOSED_SELECTION.search(ex.text)) \
        and not _OTHER_SELECTION_NAMED.search(ex.text)


_OTHER_SELECTION_NAMED = re.compile(r"\b(?:um|uma|outro|outra|num|numa) (?:pss|processo|selecao|concurso|certame)\b")


# Round 34 (34c): "e no concurso do ICMBio com 20 vagas?" after the universidade's edital of abril de 2025: a selection
# of another body than the thread's (named by both turns, `Answer.context["body"]`), told with vagas of its own, is
# another selection: its date, law and places are not the earlier one's (a supposition "e se fosse no ICMBio?" is).
_BODY_SELECTION = r"\b(?:no|na|do|da|pro|pra|para o|para a|nesse|nessa)\s+(?:concurso|edital|certame|pss|selecao|processo seletivo)\s+d[aeo]s?\s+"


def other_body(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> bool:
    """A selection of another named body, with its own vagas or cargos (see `_BODY_SELECTION`)."""
    name, body = ex.entity_name, prev.get("body")
    if not name or not body or name == body or not ("vacancies" in cur or "cargos" in cur):
        return False
    return bool(re.search(_BODY_SELECTION + re.escape(name) + r"\b", ex.text)) and not re.search(r"\bse\b", ex.text)


# Round 55 (dr55b): another body told by its kind, with vagas of its own ("agora uma autarquia com 1 vaga", "e numa
# fundação de 20 vagas?", "pra uma universidade com 8 vagas"): another selection, so the earlier edital's facts (its PcD
# percentage, date, cargos) are not this one's. The body pointed back at ("nessa autarquia") or supposed ("e se fosse
# uma autarquia?") is the same selection.
_BODY_KIND_NEW = re.compile(r"(?:\bagora,?\s+(?:n?uma?\s+|n?outr[ao]\s+)?|\bn(?:um|uma|outro|outra)\s+"
                            r"|\b(?:em|para|pra|de) (?:outr[ao]|uma? outr[ao])\s+|\b(?:em|para|pra) uma?\s+|\boutr[ao]\s+)"
                            r"(?:(?:outr[ao]|nov[ao])\s+)?(?:empresa|estatal|orgao|autarquia|fundacao|universidade|instituto"
                            r"|ministerio|sociedade de economia mista|agencia)\b")


def other_body_kind(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> bool:
    """Another body told by its kind with vagas of its own (see `_BODY_KIND_NEW`): another selection."""
    m = _BODY_KIND_NEW.search(ex.text)
    if m is None or not ex.entity or not ("vacancies" in cur or "cargos" in cur) or re.search(r"\bse\b", ex.text):
        return False
    # the thread's own kind named again is another body only as "outra" ("agora outra autarquia, 5 vagas")
    return ex.entity != prev.get("entity") or "outr" in m.group(0)


# Round 46 (f61b): another selection named ("num PSS", "outro concurso") of the asker's own body ("nosso", "aqui na
# empresa", "da mesma estatal") or about the thread's person ("esse mesmo candidato", "essa pessoa", "ele"): that body
# and that person carry into it; the earlier selection's own figures (vagas, date, kind) do not.
_BODY_NOUN = (r"(?:empresa|estatal|orgao|entidade|autarquia|fundacao|instituicao|universidade|instituto|ministerio|banco"
              r"|companhia|secretaria|prefeitura|agencia)")
_OWN_BODY = re.compile(r"(?<=.)\bnoss[oa]s?\b(?!\s+senhora)|^noss[oa]s?\b(?!\s*[,!]|\s+senhora)|\baqui (?:na|no|em|dentro)\b"
                       rf"|\b(?:d|n)?[ao] (?:mesm|propri)[ao] {_BODY_NOUN}\b|\b(?:d|n)?(?:ess|est)[ae] {_BODY_NOUN}\b")
_SAME_PERSON = re.compile(r"\b(?:(?:ess|est|aquel)[ea]|[oa]) mesm[oa] (?:candidat[oa]|pessoa|inscrit[oa]|cotista|servidor|servidora)\b"
                          r"|\b(?:ess|est|aquel)[ea] (?:candidat[oa]|pessoa|inscrit[oa]|cotista)\b|\b(?:ele|ela)\b")


def kept_elsewhere(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> set[str]:
    """The keys ("entity", "groups") a message naming another selection keeps from the thread (see `_OWN_BODY`)."""
    t = ex.text
    if prev.get("intent") not in ("eligibility", "reserve", "order", "position") \
            or not (_NEW_SUBJECT.search(t) or _OTHER_NAMED.search(t)):
        return set()
    kept = set()
    if prev.get("entity") and "entity" not in cur and _OWN_BODY.search(t):
        kept.add("entity")
    if any(g != "pcd" for g in prev.get("groups") or []) and not cur.get("groups") and _SAME_PERSON.search(t) \
            and not relative_asked(t) and not _RELATIVE.search(t) and not first_person(t):
        kept.add("groups")
    return kept


def another_person_placed(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> bool:
    """Round 39 (lo39c): a relative named with no place of their own ("meu namorado também fez, ele tá dentro?") after
    a place of someone else (the asker's, or a person of the other gender, or "também" beside them): their place is
    unknown, never the earlier person's."""
    if not any(k in prev for k in _RANKS) or any(k in cur for k in _RANKS) or first_person(ex.text):
        return False
    who = named(ex.text)
    if not (_RELATIVE.search(ex.text) or KIN_OF_SUBJECT.search(ex.text)) or who not in ("ele", "ela"):
        return False
    return prev.get("subject") is None or prev.get("subject") != who or bool(re.search(r"\btambem\b", ex.text))


# Round 44 (44b): a person named alone as the next one asked about ("e eu?", "e pra mim?", "e minha prima?", "e o meu
# tio?"): the thread's question (may one use the reserve, is one inside the vagas) asked of that person.
_PERSON_ALONE = re.compile(rf"^{_ACK}(?:mas )?e (?:(?:pra|para|quanto a|sobre) )?(?:(?P<me>eu|mim)|(?:a |o )?(?:minha|meu) "
                           r"[a-z]+(?: [a-z]+)?)\s*[?.!]*$")
_TO_ME = re.compile(r"\b(?:pra|para|a) mim\b")


def person_alone(ex: Extraction) -> str | None:
    """"me" for the asker named alone ("e eu?", "e pra mim?"), "other" for a relative ("e minha prima?"), else None."""
    m = _PERSON_ALONE.match(ex.text)
    if m is None:
        return None
    if m.group("me"):
        return "me"
    return "other" if _RELATIVE.search(ex.text) or _IN_LAW.search(ex.text) else None


def asker_after_other(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> bool:
    """Round 44 (44b): the asker speaking of themself ("e eu?", "e eu posso?", "e pra mim, entro?") after someone
    else's case (a place of "ela"/"ele", a group told of a relative): that person's place or group is not the asker's."""
    me = first_person(ex.text) or bool(_TO_ME.search(ex.text))
    return me and (prev.get("subject") in ("ele", "ela", "a pessoa") or bool(prev.get(KIN_GROUPS))) \
        and not _RELATIVE.search(ex.text)


def _merge(prev: dict[str, Any], cur: dict[str, Any], ex: Extraction) -> dict[str, Any]:
    kept = kept_elsewhere(ex, cur, prev)
    if other_selection(ex, cur) or other_body(ex, cur, prev) or other_body_kind(ex, cur, prev) or kept:
        # "e num edital de só 12 vagas, ele ficaria dentro?": the same candidate's places, asked of another number of
        # vagas, carry; the rest of the earlier selection does not.
        keep: tuple[str, ...] = PLACES if any(k in prev for k in _RANKS) and not any(k in cur for k in PLACES) \
            and (_INSIDE.search(ex.text) or POSITION_CUE.search(ex.text)) else ()
        # "num PSS nosso": the asker's body (and its edital's date, told of that body), another selection
        keep += ("entity", "edital_date", "period", "law_hint") if "entity" in kept else ()
        prev = {k: v for k, v in prev.items() if k not in SELECTION_KEYS or k in keep}
        if prev.get("intent") in ("reserve", "order") and "pcd" in (prev.get("groups") or []):
            # Round 33 (lo2): the PcD list a count asked of ("quantas vagas PcD com 30 vagas?") is that selection's, not
            # the person's group: "e num outro concurso, com 4 vagas?" starts from defaults, no PcD line.
            groups = [g for g in prev["groups"] if g != "pcd"]
            prev = {**{k: v for k, v in prev.items() if k != "groups"}, **({"groups": groups} if groups else {})}
    merged = {k: v for k, v in prev.items() if k in PARAM_KEYS}
    if not cur.get("groups") and merged.get("groups") and not prev.get(KIN_GROUPS) and relative_group_untold(ex):
        # Round 41 (lo41b): "minha mãe pode?" after "quantas vagas pra pretos" or "sou preto": the earlier group named
        # whom the reserve is for, or the asker; the relative's own group is not told, so it is asked (a PcD list stays).
        merged["groups"] = [g for g in merged["groups"] if g == "pcd"] or None
        if merged["groups"] is None:
            merged.pop("groups")
    if "rank" in merged and any(cur.get(k) == merged["rank"] for k in ("reserve_rank", "general_rank")):
        # Round 31 (p31b): "passei em 5º como cotista" then "sou o 5 da lista de cota": the earlier bare place, now
        # named by its list, is that place, not a second one in the other list.
        merged.pop("rank")
    if (rate := pcd_rate_again(ex, cur, prev)):
        cur = {**cur, "pcd_percentage": rate}  # "e com 10%?" after a PcD share: the new PcD share
    if "pcd" in (merged.get("groups") or []) and not cur.get("groups") and _RACIAL.search(ex.text) \
            and not PCD_WORDS.search(ex.text):
        # "no mesmo concurso, quantas de cota racial?" after a PcD question: the PcD vagas stay as figures, but
        # the group asked is no longer PcD.
        merged["groups"] = [g for g in merged["groups"] if g != "pcd"] or None
        if merged["groups"] is None:
            merged.pop("groups")
    if prev.get("cargos") and not cur.get("cargos") and (fixed := cargo_fixed(ex, prev["cargos"])):
        # "correção: professor são 12 vagas, não 9": one cargo of the earlier table, named by its head word; its
        # number is that cargo's vagas, not a total for the selection.
        cur = {**{k: v for k, v in cur.items() if k != "vacancies"}, "cargos": fixed}
    if cur.get("cargos") or cur.get("reserve_register") and "vacancies" not in cur:
        merged.pop("vacancies", None)  # "e se o concurso for só cadastro de reserva?": no vagas any more
    if cur.get("cargos") and pasted_table(ex):
        merged.pop("pcd", None)  # Round 36 (lo36): a PcD count was of the earlier table's vagas; its percentage carries
    if "vacancies" in cur:
        merged.pop("cargos", None)
    if any(k in cur for k in ("pcd", "pcd_percentage")):
        merged.pop("pcd", None)
        merged.pop("pcd_percentage", None)
    if "vacancies" in cur and cur["vacancies"] != merged.get("vacancies") and PCD_COUNT_ASKED.search(ex.text):
        # Round 45 (45a): "e se fossem 50 vagas, quantas pcd deveria ter?" after "2 vagas pcd em 30": a PcD count told
        # for other vagas never answers the count asked of these (a percentage told still scales, and carries).
        merged.pop("pcd", None)
    if set(cur) & _DATED == {"period"} and (isinstance(prev.get("edital_date"), str) or prev.get("period")) and ex.refers_back \
            and _year_only(ex) == thread_year(prev) and not _SUPPOSED_DATE.search(ex.text):
        # Round 27 (fix27k): "e a ordem desse edital de 2022?" after 10/10/2022: the edital pointed back at, its year
        # said again; the earlier full date is that edital's and carries (the year alone would lose the day). Round 33
        # (holdout33): so does an earlier month of that year ("nesse mesmo edital de 2024" after "março de 2024").
        cur = {k: v for k, v in cur.items() if k != "period"}
    if "entity" not in cur and merged.get("entity") in ("estadual", "municipal") and FEDERAL_SPHERE.search(ex.text):
        # Round 40 (f49a): "e concurso federal com 40 vagas?" after a city's concurso: the federal sphere named replaces
        # the thread's state or city body (the federal default, nothing carried), as a body named would.
        merged.pop("entity")
        if merged.get("process") == "concurso":
            merged.pop("process")
    if "entity" not in cur and "entity" not in merged and _OTHER_COMPANY.search(ex.text):
        merged.update(entity="empresa_publica", **{ENTITY_GUESSED: True})  # Round 47 (lo47a): said as taken
    if "process" not in cur and ex.process == "concurso" and merged.get("process") in OUTSIDE_KINDS and not refers_back(ex):
        # Round 54 (lo54b): "e no concurso da receita com 10 vagas?" after a "Não" for a selection art. 1º does not reach
        # (a concurso interno, a remoção): the concurso público named, never that kind carried over it.
        merged.pop("process")
    if "process" not in cur and not ex.process and _GENERIC_SELECTION.search(ex.text):
        # Round 43 (lo43c): "e num processo seletivo da prefeitura?" names its own selection (neither the concurso
        # nor a PSS said outright): the thread's process is not carried over the one the message states.
        merged.pop("process", None)
    # A new date or law hint replaces every earlier way of saying when the edital was published.
    if any(k in cur for k in ("edital_date", "period", "law_hint")):
        for k in ("edital_date", "period", "law_hint"):
            merged.pop(k, None)
    if cur.get("general_rank") or cur.get("rank"):
        for k in ("general_rank", "rank"):
            merged.pop(k, None)
    # (Round 39: "e se eu fosse o 1º da lista de cotas?" after a general place keeps that place beside the supposed one,
    # as for a cotista (round 35, f36a): being first of the reserve list does not move one's general place; h39-c23 and
    # h43-c29 label this differently, the first is kept.)
    if any(k in cur for k in _RANKS) and ((_RELATIVE.search(ex.text) or KIN_OF_SUBJECT.search(ex.text))
                                          and ex.subject in ("ele", "ela") and not _SELF_CLAIM.search(ex.text)
                                          or another_person(ex.text)):
        # "e minha irmã, que é cotista, ficou em 3º na lista de cotas?": her own places; the asker's do not carry.
        # Round 35 (35a): so with the possessive after the kin word, "e a irmã dele? ela ficou em 3º na lista de cotas".
        # Round 54 (f69a): so for another person brought in with a place ("e outro candidato, não optante, em 8º na
        # geral?"): the earlier candidate's places, option and optants around them are theirs alone (the vagas carry).
        for k in (*PLACES, *_AROUND):
            if k not in cur:
                merged.pop(k, None)
    if any(k in cur for k in _RANKS) and prev.get("subject") in ("ele", "ela", "a pessoa") and first_person(ex.text) \
            and not _RELATIVE.search(ex.text):
        # Round 27 (fix27h): "e eu, fiquei em 2º na lista de cotas?" after a colleague's place: the asker's own places;
        # the other person's do not carry (the vagas do).
        for k in PLACES:
            if k not in cur:
                merged.pop(k, None)
    if cur.get("optant") is False and "reserve_rank" not in cur:
        merged.pop("reserve_rank", None)  # "e se eu não tivesse marcado a cota?": no place in the reserve list then
    if prev.get("cargos") and not cur.get("cargos"):
        # "e o técnico com 6?": one cargo of the earlier table changes, the others stay.
        cargos = [list(c) for c in prev["cargos"]]
        for c in cargos:
            m = re.search(rf"\b{re.escape(fold(c[0]))}\b\D{{0,12}}?\b(\d+)\b{NOT_CARGO_COUNT}", ex.text)
            if m:
                c[1] = int(m.group(1))
        cargos += added_cargos(ex, prev)
        gone = removed_cargos(ex, prev)
        cargos = [c for c in cargos if c[0] not in gone]
        if cargos != prev["cargos"]:
            cur = {**cur, "cargos": cargos}
            cur.pop("vacancies", None)
    if _NO_PCD.search(ex.text):
        # "e sem PcD?": the PcD vagas of the earlier turn are dropped.
        merged = {k: v for k, v in merged.items() if k not in ("pcd", "pcd_percentage")}
        if merged.get("groups"):
            merged["groups"] = [g for g in merged["groups"] if g != "pcd"] or None
            if merged["groups"] is None:
                merged.pop("groups")
        cur = {k: v for k, v in cur.items() if k not in ("pcd", "pcd_percentage")}
        if cur.get("groups"):
            cur["groups"] = [g for g in cur["groups"] if g != "pcd"]
            if not cur["groups"]:
                cur.pop("groups")
    if (dm := prev.get("day_month")) and not dm[0] and (year := _year_only(ex)) is not None:
        # Round 45 (45b): "2025" answering "maio de qual ano?": that month of that year.
        month = month_of_year(year, dm[1])
        for k in ("edital_date", "period", "law_hint"):
            merged.pop(k, None)
        cur = {**{k: v for k, v in cur.items() if k not in ("edital_date", "law_hint")},
               "period": [month.start.isoformat(), month.end.isoformat(), month.text]}
        if cur.get("vacancies") == year:
            cur.pop("vacancies")
    elif (dm := prev.get("day_month")) and (year := _year_only(ex)) is not None:
        # "2025" answering "10 de março de qual ano?": the day and month asked about, in that year.
        try:
            when_asked: str | None = date(year, dm[1], dm[0]).isoformat()
        except ValueError:  # 29 de fevereiro in a common year: the year alone is used
            when_asked = None
        if when_asked:
            for k in ("edital_date", "period", "law_hint"):
                merged.pop(k, None)
            cur = {**{k: v for k, v in cur.items() if k not in ("period", "law_hint")}, "edital_date": when_asked}
            if cur.get("vacancies") == year:
                cur.pop("vacancies")
    if (rel := _RELATIVE_DAY.search(ex.text)) and not any(k in cur for k in ("edital_date", "period", "law_hint")) \
            and prev.get("edital_date"):
        # "e se tivesse saído no dia seguinte?": one day after (or before) the earlier edital date.
        step = -1 if rel.group("before") else 1
        for k in ("edital_date", "period", "law_hint"):
            merged.pop(k, None)
        cur = {**cur, "edital_date": (date.fromisoformat(prev["edital_date"]) + timedelta(days=step)).isoformat()}
    if (day := _DAY.search(ex.text)) and not any(k in cur for k in ("edital_date", "period", "law_hint")) \
            and (when := _with_day(prev, int(day.group(1)))):
        # "e se fosse publicado no dia 5?": the same month and year, another day.
        for k in ("edital_date", "period", "law_hint"):
            merged.pop(k, None)
        cur = {**cur, "edital_date": when}
        if cur.get("vacancies") == int(day.group(1)):
            cur.pop("vacancies")
        ex = replace(ex, numbers=[n for n in ex.numbers if n != int(day.group(1))])
    if (in_open := optants_in_open_of(ex, prev)) is not None:
        # "desses 6, 2 estão dentro da ampla": of the optants ahead told before, how many passed in the open list.
        cur = {**cur, "optants_in_open": in_open}
    if _UNDATED_EDITAL.search(ex.text) and not any(k in cur for k in ("edital_date", "period", "law_hint")):
        # "novo edital, ainda sem data, mesmos cargos": that edital is not dated, the earlier date does not carry.
        for k in ("edital_date", "period", "law_hint"):
            merged.pop(k, None)
    for k, v in _fragment_params(ex).items():
        if k not in cur:
            if v is None and not (k == "process" and same_kind_supposed(ex, prev)):
                merged.pop(k, None)
            elif merged.get(k) in (None, "estadual", "municipal"):
                merged[k] = v
    merged.update(cur)
    ranks = ("general_rank", "reserve_rank", "rank")
    if "rank" in merged and not any(k in cur for k in ranks) and _REPLY_LIST.search(ex.text):
        # Round 20: "fiquei em 5" then "na lista da cota, 14 vagas": the list named is where that bare place was.
        place = merged.pop("rank")
        if _REPLY_LIST.search(ex.text).group("quota"):  # type: ignore[union-attr]
            merged["reserve_rank"], merged["optant"] = place, True
        else:
            merged["general_rank"] = place
    if prev.get("intent") == "position" and not any(k in cur for k in ranks) and ex.ahead_left is None \
            and (m := bare_ordinal(ex.dateless)) and not ex.numbers:
        # "e se eu fosse o 5º?": a bare ordinal replaces the earlier general-list rank.
        key = "general_rank" if "general_rank" in merged or "rank" not in merged else "rank"
        merged[key] = int(m.group(1))
        return merged
    # "e com 3?" / "e se fossem 20?": a bare number in a follow-up is the number of vagas (a norm's number,
    # "e pela 15.142?", is never among `ex.numbers`: extraction strips it).
    # (Round 33, lo: nor a count of people a supposition acts on, "e se 3 cotistas desistirem?": those people)
    if "vacancies" not in cur and len(ex.numbers) == 1 and not _pointed(ex) and ex.numbers[0] not in claimed_reserve(ex) \
            and ex.numbers[0] not in people_counted(ex) and prev.get("intent") in ("reserve", "order", "eligibility", "position") \
            and not any(k in cur for k in ("general_rank", "reserve_rank", "rank", "pcd", "pcd_percentage")):
        merged["vacancies"] = ex.numbers[0]
    if prev.get("intent") in ("reserve", "order", "eligibility", "position") \
            and (total := total_beside_pcd(ex, cur)) is not None:
        merged["vacancies"] = total
    if isinstance(prev.get("added_to"), int) and "added_to" not in cur and "vacancies" not in cur \
            and isinstance(prev.get("vacancies"), int) and merged.get("vacancies") == prev["vacancies"]:
        # Round 46 (f61b): the same whole, still including the earlier vagas the new ones joined (its chip carried)
        merged["added_to"] = prev["added_to"]
    return merged


def total_beside_pcd(ex: Extraction, cur: dict[str, Any]) -> int | None:
    """Round 30 (p30b): "8 (1 pcd)", "12, sendo 2 pra pcd" in reply to "quantas vagas?": beside the PcD count, the one
    bare count left is the total of vagas (the PcD vagas are part of it), as a bare number alone would be."""
    others = [n for n in ex.numbers if n != cur.get("pcd")]
    if "vacancies" in cur or not isinstance(cur.get("pcd"), int) or len(others) != 1 or others[0] <= cur["pcd"] \
            or _pointed(ex) or others[0] in claimed_reserve(ex) or "cargos" in cur or len(ex.text.split()) > 8 \
            or others[0] == denied_figure(ex) \
            or any(k in cur for k in ("general_rank", "reserve_rank", "rank", "pcd_percentage")):
        return None
    return others[0]


INTENTS_WITH_PCD = ("reserve", "order", "position")
# Round 52 (f67b): the PcD rate of the thread's case supposed or changed ("caso o percentual pcd seja reduzido para 5%",
# "se a cota pcd subir pra 10%", "supondo 5% de pcd"): a supposition, not a question of whether the decree allows it
# ("pode ser reduzido para 5%?" asks the decree's minimum, art. 1º, § 1º).
_SUPPOSING = re.compile(r"\b(?:se|caso|supondo|suponha|supoe|imagin\w*|considerando|digamos)\b")
_MAY_ASKED = re.compile(r"\b(?:pode|podem|poderia|podemos|posso|e permitido|e possivel|da (?:pra|para)|e legal|tem como)\b")


def pcd_rate_supposed(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> bool:
    """A message that only supposes another PcD rate for the thread's counted case (its vagas carried), e.g. "caso o
    percentual pcd caia para 5%, como fica?" after an order of 18 vagas with 10% PcD."""
    return prev.get("intent") in INTENTS_WITH_PCD and isinstance(prev.get("vacancies"), int) \
        and bool(cur.get("pcd_percentage")) and set(cur) <= {"pcd_percentage", "groups"} \
        and set(cur.get("groups") or []) <= {"pcd"} and ex.vacancies is None and not ex.cargos and not ex.numbers \
        and bool(_SUPPOSING.search(ex.text)) and not _MAY_ASKED.search(ex.text) and not _NEW_SUBJECT.search(ex.text)
_NO_PCD = re.compile(r"\bsem (?:as |a )?(?:vagas? )?(?:pcd|para pcd|para (?:pessoas? )?com deficiencia|deficien)"
                     # Round 30 (p30a): the PcD reserve taken out by a verb ("tira a reserva pcd", "desconsidera as vagas
                     # de PcD", "remove o pcd"): dropped like "sem PcD".
                     # Round 39 (lo39c): "esquece as 2 vagas de pcd" too (`injection.PCD_DROPPED` takes the count).
                     r"|\b(?:tir(?:a|e|ar|ando|ei|amos)|retir\w*|remov\w*|exclu\w*|desconsider\w*|ignor\w*|descont\w*"
                     r"|esquec(?:a|am|er|e)\b)"
                     r"\s+" + PCD_DROPPED)
_RELATIVE_DAY = re.compile(r"\b(?:(?:no )?dia seguinte|um dia depois|(?P<before>(?:no )?dia anterior|um dia antes"
                           r"|na vespera))\b")
_DAY = re.compile(r"\bdia (\d{1,2})\b(?!\s*(?:de|/))")


_YEAR_REPLY = re.compile(r"(?:(?:foi |e |era )?(?:em |de |do ano de |no ano de |ano )?)((?:19|20)\d{2})\s*[.!]?")


# A date supposed for the edital ("e se esse edital fosse de 2022?"): a new date, not the earlier one pointed at.
_SUPPOSED_DATE = re.compile(r"\b(?:fosse|for|fossem|forem|tivesse sido|tivesse saido|saisse|sair|publicad[oa] em|mudasse)\b")


def _year_only(ex: Extraction) -> int | None:
    """The year of a message that gives only a year ("2025", "em 2026", "de 2025"), else None."""
    if ex.period is not None and ex.period.start.year == ex.period.end.year \
            and (ex.period.start.month, ex.period.start.day, ex.period.end.month, ex.period.end.day) == (1, 1, 12, 31):
        return ex.period.start.year
    m = _YEAR_REPLY.fullmatch(ex.text.strip())
    return int(m.group(1)) if m else None


def thread_year(prev: dict[str, Any]) -> int | None:
    """The year of the thread's dated edital (its date, or a period within one year); None when there is none."""
    if isinstance(prev.get("edital_date"), str):
        return date.fromisoformat(prev["edital_date"]).year
    period = prev.get("period")
    if period and period[0][:4] == period[1][:4]:
        return int(period[0][:4])
    return None


def told_in_year(ex: Extraction, year: int) -> date | None:
    """Round 52 (lo52e): a date told without its year ("foi antes do dia 4 de junho", "em 20 de maio") answering which
    side of the law's change an edital of `year` was on: that day of `year`, never the latest one (which may fall under
    the other law, Lei 15.142 art. 11). None when nothing year-less was told or the day does not exist that year."""
    try:
        if ex.no_year is not None and ex.no_year.day:
            return date(year, ex.no_year.month, ex.no_year.day)
        if ex.yearless and ex.date is not None:
            return ex.date.replace(year=year)
    except ValueError:  # (29 de fevereiro of a year without it)
        return None
    return None


def names_earlier_date(ex: Extraction, prev: dict[str, Any]) -> bool:
    """"nesse de 3/6, com 25 vagas": a day and month without the year that are the thread's edital date's own; that
    edital is meant (its year is known), so the year is not asked."""
    ny, when = ex.no_year, prev.get("edital_date")
    if ny is None or not isinstance(when, str):
        return False
    d = date.fromisoformat(when)
    return (d.day, d.month) == (ny.day, ny.month)


def _with_day(prev: dict[str, Any], day: int) -> str | None:
    """The earlier edital date (or month) on another day, as ISO text; None when there is none or it is invalid."""
    base = prev.get("edital_date") or ((prev.get("period") or [None])[0] if prev.get("period") else None)
    if not base:
        return None
    if prev.get("period") and not prev.get("edital_date"):
        start, end = date.fromisoformat(prev["period"][0]), date.fromisoformat(prev["period"][1])
        if (start.year, start.month) != (end.year, end.month):
            return None  # a year or a range: "dia 5" does not say which month
    try:
        return date.fromisoformat(base).replace(day=day).isoformat()
    except ValueError:
        return None


# The list a bare place stood in, named alone in the reply ("na lista da cota", "na ampla", "na geral dos cotistas").
_REPLY_LIST = re.compile(r"^(?:(?:foi|fiquei|e|era|eh)\s+)?(?:na|pela|da)\s+(?:lista\s+|classificacao\s+)?(?:d[aeo]s?\s+)?"
                         r"(?:(?P<quota>reserva|cotas?|cotistas?|optantes?|negros?|pretos?(?: e pardos?)?|racia(?:l|is))"
                         r"|geral|ampla(?: concorrencia)?)\b")


def _forget(prev: dict[str, Any], forget: tuple[str, ...] | list[str] | set[str]) -> dict[str, Any]:
    """The earlier context without the parameters the person asked to drop (Assumption keys)."""
    drop = {k for key in forget for k in ASSUMPTION_PARAMS.get(key, (key,))}
    if "groups" in drop:
        drop.add(OWN_GROUPS)  # (Round 45, f60d: the asker's own group goes with the group chip dropped)
    return {k: v for k, v in prev.items() if k not in drop}


# Round 25 (p25a): one's chance asked with no subject ("pela lei antiga poderia?", "sendo preta, muda alguma coisa?",
# "com cadastro de reserva, ainda posso?"): the person of the thread, in the thread's selection.
_CHANCE = re.compile(r"\b(?:posso|poderia|podia|pode|poderei|consigo|conseguiria|concorro|concorreria|(?:teria|tenho|tem)"
                     r" direito)\b|\bmuda(?:ria)? (?:alguma coisa|algo)\b")


# Round 40 (f48a): one's own chance asked with the verb alone ("consigo?", "concorro?"), no pronoun.
_OWN_CHANCE = re.compile(r"\b(?:posso|consigo|conseguiria|concorro|concorreria|tenho direito)\b")


def _person_chance(ex: Extraction, merged: dict[str, Any]) -> bool:
    """An eligibility thread (a group and a body or kind of selection at hand) asked again with a chance verb only."""
    # (Round 47, lo47a: or that person in another selection or body named, "num concurso de outra empresa, ele poderia?")
    elsewhere = (_NEW_SUBJECT.search(ex.text) or _OTHER_NAMED.search(ex.text)) and _SAME_PERSON.search(ex.text)
    return bool(merged.get("groups")) and "pcd" not in merged["groups"] \
        and bool(merged.get("entity") or merged.get("process") or elsewhere) and bool(_CHANCE.search(ex.text)) and not any(k in merged for k in _RANKS) and not _NEW_QUESTION.search(ex.text) \
        and (not _NEW_SUBJECT.search(ex.text) or bool(_SAME_PERSON.search(ex.text))) and len(ex.text.split()) <= 10


# Round 50 (f65b): the thread's vagas named by how few they are ("com tão poucas vagas tem cota mesmo?"): the reserve of
# that count doubted, never one's place again.
COUNT_DOUBTED = "count_doubted"  # context key: that reserve was a doubt beside one's place (core sets, router reads)
FEW_VAGAS = re.compile(r"\bpoucas vagas\b|\bpouca vaga\b|\b(?:numero|quantidade) (?:tao )?(?:pequen|baix)[oa] de vagas\b"
                        r"|\bso (?:essas|estas) vagas\b")


def _followup_intent(ex: Extraction, merged: dict[str, Any]) -> tuple[str | None, str | None]:
    """Intent of a follow-up over the merged parameters. "Qual lei se aplica?" after a count asks which law
    governs that edital (regime), even though the earlier count of vagas is also at hand."""
    if supposed_rule_only(ex, merged):
        # "e se o edital fosse regido pela 12.990?" reads as "e se fosse pela 12.990?": the law is the premise.
        ex = replace(ex, text=_SUPPOSED_RULE.sub("se fosse pela", ex.text))
    t = ex.text
    if PCD_ANY_ASKED.search(t) and "vacancies" in merged and not any(k in merged for k in _RANKS) \
            and not ORDER_CUE.search(t):
        # Round 45 (f60b): "e dessas 4, alguma é pra pcd?" after an eligibility answer: the PcD count of the thread's
        # vagas (beside the racial one), never the earlier operation again.
        return "reserve", None
    if _person_chance(ex, merged) and _intent(ex, merged)[0] in (None, "eligibility"):
        return "eligibility", None
    if merged.get("groups") and (relative_asked(t) or relative_groups(ex)):
        # "e minha irmã, que é quilombola, pode também?": that person's eligibility, with the earlier selection.
        return "eligibility", None
    if relative_asked(t) and _CHANCE.search(t) and not any(k in merged for k in _RANKS) and not _NEW_QUESTION.search(t):
        # Round 41 (lo41b): "minha mãe pode?" with no group of hers told (`_merge`): her eligibility, her group asked.
        return "eligibility", None if "pcd" in (merged.get("groups") or []) else "groups"
    if tie_break_of(t) and "vacancies" in merged and not _names_place(ex):
        # "e se o cotista vier antes da PcD quando empatar?": the order of the same vagas, under that rule for a tie.
        return "order", None
    if _ORDER_NAMED.search(t) and "vacancies" in merged and not _names_place(ex) and not NOT_ORDER.search(t):
        # "e pela lei antiga a ordem era diferente?" after a position: the order named is asked (over the same vagas).
        return "order", None
    if _SHARE_NAMED.fullmatch(_core(t)) and "vacancies" in merged and not any(k in merged for k in _RANKS):
        # "e a racial?", "e pra ampla?" after a count: one share of the thread's vagas named by its list alone (the
        # noun "cota"/"vagas" left out), which the reserve's split answers.
        return "reserve", None
    if _BARE_ORDER.fullmatch(_core(t)) and not any(k in merged for k in _RANKS):
        # "queria a ordem também", "agora a ordem, por favor": the order of the thread's vagas.
        return "order", None if "vacancies" in merged else "vacancies"
    if (merged.get("edital_date") or merged.get("period")) and _LAW_APPLIES_ASKED.search(LAW_IN_FORCE_TIME.sub(" ", t)) \
            and not STRONG_RESERVE_CUE.search(t) and not re.search(r"\bquant[ao]s\b", t):
        return "regime", None  # Round 29 (p29d): "a lei nova não vale pra esse edital?": which law the date gets
    if REGIME_CUE.search(t) and not STRONG_RESERVE_CUE.search(t) and not re.search(r"\bquant[ao]s\b", t):
        dated: dict[str, Any] = {k: merged[k] for k in ("edital_date", "period", "law_hint") if k in merged}
        if dated and _intent(ex, dated)[0] == "regime":
            return "regime", None
        if not dated and not any(k in merged for k in ("entity", "process", "groups")):
            return "regime", "edital_date"  # which law depends on the date: it is asked
    if any(k in merged for k in _RANKS) and not _names_place(ex, member=False) and not FIRST_PERSON.search(t):
        # "e a ordem completa?", "e quantas são reservadas?" after a position question: the operation the message
        # names, over the same vagas; the earlier place alone does not make it the position again.
        other = _intent(ex, {k: v for k, v in merged.items() if k not in _RANKS})
        if other == ("order", None) or other == ("reserve", None) and (re.search(r"\bquant", t) or FEW_VAGAS.search(t)):
            return other
    return _intent(ex, merged)


# Round 30 (fix30c): the law supposed to govern the thread's selection ("e se o edital ainda fosse regido pela 12.990,
# teria?"): the law is the premise of the earlier count run again, not asked.
# Round 35 (f37b): the selection supposed with a noun of its own ("e se fosse um edital antigo, ainda regido pela
# 12.990?"): the same premise over the thread's vagas.
_SUPPOSED_RULE = re.compile(r"\bse (?:(?:o|a|esse|essa) (?:edital|concurso|certame|selecao|pss|processo) )?(?:ainda |ja )?"
                            r"(?:fosse|for|estivesse|tivesse sido) "
                            r"(?:(?:um|uma) (?:edital|concurso|certame|selecao|pss|processo)(?: (?:antig|velh)[oa]| anterior)?,? )?"
                            r"(?:ainda |ja )?(?:regid|regulad|governad)[oa]s? (?:pela|por|na|sob a)\b")


def _supposed_rule(t: str, merged: dict[str, Any]) -> str:
    """The text with a supposed governing law blanked out when the thread has vagas to count again."""
    return _SUPPOSED_RULE.sub(" ", t) if merged.get("vacancies") is not None or merged.get("cargos") else t


def supposed_rule_only(ex: Extraction, merged: dict[str, Any]) -> bool:
    """The message's only regime cue is a law supposed for the thread's vagas: no question of which law governs."""
    return bool(REGIME_CUE.search(ex.text)) and not REGIME_CUE.search(_supposed_rule(ex.text, merged))


# A share of the vagas named by its list alone, in a fragment ("e a racial?", "e as raciais desse?", "e pra ampla?").
# Round 24 (p24b): "e de cota racial?", "e quantas de reserva racial?": the share named with "de" too.
_SHARE_NAMED = re.compile(r"(?:(?:mas )?e )?(?:(?:quantas|quanto) (?:sao |fica |ficam |vao |vai )?)?"
                          r"(?:(?:a|as|da|das|de|na|nas|pra|pras|para|para as) )?(?:(?:cota|reserva|parte|vagas?) )?"
                          r"(?:(?:etnico )?racia(?:l|is)|ampla(?: concorrencia)?)(?: (?:desse|dessa|nesse|nessa|disso|dele|dela))?")


# The order named as what is asked ("a ordem", "essa ordem"), not the classification order.
# Round 42 (f55b): the order named as a queue too ("como fica a fila?" after a count), as `ORDER_CUE`'s `_ORDER_WORD`.
_ORDER_NAMED = re.compile(r"\b(?:a|essa|esta|dessa|nessa) (?:ordem|sequencia|fila)\b(?! de classificac)")


# "quem fixa essa ordem?", "essa conta está certa?": a demonstrative naming what the earlier answer was about.
POINTS_BACK = re.compile(r"\b(?:ess|est)[ae]s? (?:ordem|reserva|cota|cotas|conta|calculo|percentual|porcentagem|regra"
                         r"|divisao|distribuicao|lista|vagas?|resultado|numero|classificacao|alternancia)\b")


def _continues(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> bool:
    """A figure-less follow-up that still asks for a calculation on the earlier figures ("e a ordem?")."""
    return bool(prev.get("intent")) and _followup_intent(ex, _merge(prev, cur, ex))[0] is not None


def _law_of_query(query: str, today: date) -> dict[str, Any]:
    """The law or date an earlier law question named ("na lei antiga"), as calculator parameters."""
    d = extract_date(fold(query), today)
    if d.date:
        return {"edital_date": d.date.isoformat()}
    if d.period:
        return {"period": [d.period.start.isoformat(), d.period.end.isoformat(), d.period.text]}
    return {"law_hint": d.law_hint} if d.law_hint else {}


# "e se eu fosse cotista?", "e se eu concorresse pela cota?", "e se eu não tivesse me inscrito na reserva?": the
# candidate's option for the reserve, supposed; it replaces what the earlier turn said (or left unsaid).
_HYPOTHETICAL_OPTANT = re.compile(
    # "sem optar pela cota", "sem usar a reserva": the option denied as "não" does
    r"\b(?P<neg>(?:nao|sem)\s+(?:me\s+)?)?(?:fosse|for|sendo|estivesse|concorresse|concorrer|tivesse concorrido|optasse|optar|usar"
    r"|tivesse optado|inscrevesse|me inscrevesse|tivesse me inscrito|tivesse (?:sido )?inscrit[oa]|entrasse|usasse"
    r"|tivesse usado|declarasse|me declarasse"
    # Round 48 (lo48b): "e sem ser cotista?", "sem ser pela cota": the option denied by "sem ser"
    r"|(?<=\bsem )ser"
    # Round 22: a relative's option, reflexive in the third person ("e se ela não tivesse se inscrito na cota?")
    r"|se inscrevesse|tivesse se inscrito|se declarasse|tivesse se declarado|se inscreveu|optou|concorreu"
    # "e se eu não tivesse marcado a cota na inscrição?": the option ticked on the form
    r"|tivesse marcado|marcasse|tivesse escolhido|escolhesse|tivesse assinalado|assinalasse"
    # Round 53 (f68c): the option declared or made in the first person's perfect ("e se eu tivesse me declarado
    # cotista?", "tivesse feito a opção pela cota", "tivesse entrado pela reserva")
    r"|tivesse me (?:auto)?declarado|me autodeclarasse|autodeclarasse|tivesse me candidatado|me candidatasse"
    r"|tivesse feito|fizesse|tivesse entrado|tivesse ido"
    # stated, in answer to a clarification: "são 8 vagas e não sou cotista", "não concorri pela cota"
    r"|sou|fui|concorri|concorro|optei|me inscrevi|entrei|usei|me declarei|marquei|escolhi|assinalei"
    # "meu colega, que é ampla", "minha amiga que não é cotista": another person's option, in a relative clause
    # (Round 53: the box on the form named too, "marcado a opção de cotista", "a opção pela reserva", "da cota")
    r"|(?<=\bque )e|(?<=\bque nao )e)\b(?:\s+(?:candidat[oa]|como|inscrit[oa]|pel[ao]s?|n[ao]s?|as?|o|so|apenas|somente"
    r"|opcao|d[aeo]s?|por))*"
    r"\s+(?P<what>cotista|optante|cotas?|reserva|vagas? reservadas?|vagas? de cota|ampla(?: concorrencia)?)\b"
)


# Round 53 (f68c): the option supposed with no reserve named, the verb alone closing the clause ("e se eu não tivesse
# optado?", "e sem optar?", "e se eu tivesse feito a opção?"): in this domain the option is the reserve's.
_BARE_OPTION = re.compile(r"\b(?P<neg>(?:nao|sem)\s+)?(?:tivesse optado|optasse|optar|tivesse feito a opcao|fizesse a opcao)"
                          r"\s*(?:[?!.,]|$)")


def _hypothetical_optant(ex: Extraction, placed: bool = False) -> bool | None:
    """True/False when a short follow-up supposes the candidate did (not) opt for the reserve, else None.
    Round 22: the supposition may restate the place it goes with ("e se eu não tivesse me inscrito na cota e fosse 6
    na geral?"): a place given (`placed`) allows a few more words, still about that place."""
    if len(ex.text.split()) > (16 if placed else 10):
        return None
    if not (m := _HYPOTHETICAL_OPTANT.search(ex.text)):
        return None if not (bare := _BARE_OPTION.search(ex.text)) else not bare.group("neg")
    opts = not m.group("what").startswith("ampla")  # "e se eu concorresse pela ampla?": not an optant
    return opts != bool(m.group("neg"))


def option_supposed(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> bool:
    """Round 53 (f68c): after a place, the candidate's own option for the reserve supposed or denied ("e se eu tivesse
    me declarado cotista?", "e se eu não tivesse optado?", "... nessas 6 vagas?"): that position again with the option
    (`resolve_fragment` sets `optant`), the place and the vagas carried; never the reserve's count nor the law's text."""
    if prev.get("intent") != "position" or not any(k in prev for k in PLACES[:3]) or _COUNT_ASKED.search(ex.text):
        return False
    placed = any(k in cur for k in ("general_rank", "reserve_rank", "rank", "vacancies"))
    return _hypothetical_optant(ex, placed=placed) is not None


# A bare list of counts ("4, 4 e 13 vagas", "8 e 3"): one per cargo when a table came before.
_COUNT_LIST_ONLY = re.compile(r"\b\d+(?:\s*,\s*\d+)*\s*,?\s*e\s+\d+\b(?:\s+vagas?)?"
                              # Round 41 (f52a): the counts given to cargos with no name ("9 vagas pra um e 4 pro outro",
                              # "10 no primeiro e 3 no segundo"): the same list, in order.
                              r"|\b\d+(?:\s+vagas?)?\s+(?:pra|para|pro|no|na|do|da|de|em)\s+(?:o\s+|a\s+)?(?:um|uma|primeir[oa])\b"
                              r"[^?\d]{0,12}?\b\d+(?:\s+vagas?)?\s+(?:pra|para|pro|pra o|para o|no|na|do|da|de|em)\s+(?:o\s+|a\s+)?"
                              r"(?:outr[oa]|segund[oa])\b")


# A list named ("na geral fiquei em 25º"): the place is in that list, added beside the earlier one, not replacing it.
_LIST_NAMED = re.compile(r"\b(?:geral|ampla|cotas?|reserva|reservad[ao]s|cotistas|negros|ppp|ppi|pcd)\b")
_GENERAL_NAMED = re.compile(r"\b(?:geral|ampla)\b")
_RESERVE_NAMED = re.compile(r"\b(?:cotas?|reserva|reservad[ao]s|cotistas|negros|ppp|ppi)\b")


# Round 26 (p26b): a place in the open list alone, said in a message of any length ("nesse caso, só pela ampla com a
# minha posição, entro?", "e eu, que fiquei em 14 na ampla sem cota?"): the candidate is no optant.
# Round 54 (f69a): the option denied as an attribute too ("outro candidato, não optante, em 8º").
_NO_RESERVE_SAID = re.compile(r"\b(?:so|apenas|somente) (?:pela|na) ampla\b|\bsem (?:ser |a |as |o |usar (?:a |as )?)?(?:cotas?|cotista|reserva)\b"
                              r"|\bnao (?:(?:sou|e|era|fui|sendo) )?(?:cotista|optante)\b")


# Round 39 (f42a): a count asked in the message itself ("quantas de cota?", "quantas vão pra reserva?").
_COUNT_ASKED = re.compile(r"\bquant[ao]s\b")


def resolve_fragment(ex: Extraction, cur: dict[str, Any], prev: dict[str, Any]) -> dict[str, Any]:
    """A follow-up's own parameters, read against the earlier turn where the words alone are ambiguous.

    "e se fosse 6?" reads as a rank and as vagas: after a position question it is the rank (in the list the earlier
    rank was in), after any other calculation the vagas. A supposed option for the reserve ("e se eu fosse
    cotista?", "e se eu não concorresse pela cota?") replaces the earlier one."""
    if not prev.get("intent"):
        return cur
    cur = dict(cur)
    if prev.get("process") == "pss" and ex.process == "concurso" and "process" not in cur:
        # "e num concurso efetivo da mesma empresa?", "e se em vez do PSS fosse o concurso efetivo da mesma fundação?"
        # after a PSS: the process changes (said in a sentence of any length)
        cur["process"] = "concurso"
    if cur.get("edital_date") and prev.get("edital_date") and cur["edital_date"][5:] == prev["edital_date"][5:] \
            and not re.search(r"\b(?:19|20)\d{2}\b|\b\d{1,2}/\d{1,2}/\d{2}\b", ex.text):
        # "nesse de 05/06 com 4 vagas" after the edital of 05/06/2025: that edital, its year carried (not this year's)
        cur.pop("edital_date")
    if prev.get("intent") in ("reserve", "order", "position", "eligibility") and isinstance(prev.get("vacancies"), int) \
            and (more := added_count(ex.text)) is not None and ex.numbers in ([], [more]) \
            and cur.get("vacancies") in (None, more) and "cargos" not in cur \
            and not any(k in cur for k in ("general_rank", "reserve_rank", "rank", "pcd", "pcd_percentage")):
        # "e se abrirem mais 5 vagas?" after 20 vagas, "e se surgir mais uma?": the reserve is taken on all the vagas
        # (art. 1º, § 2º), not on those added alone
        cur["vacancies"] = prev["vacancies"] + more
        # (Round 43, lo43b: after a position too, "vão chamar mais 10 do cadastro, quantas de cota?")
        if prev.get("intent") in ("reserve", "order", "position") and _COUNT_ASKED.search(ex.text):
            # (Round 40, lo40: after the order of those vagas too, "quantas de cota?" asks the new vagas' count)
            # Round 39 (f42a): "e se surgirem mais 10 vagas, quantas de cota?": how many of the new vagas are asked
            # (art. 1º, § 2º); the answer leads with them and gives the whole after (`ReserveInput.prior_vacancies`)
            cur["vacancies"], cur["prior_vacancies"] = more, prev["vacancies"]
        else:
            # Round 40 (lo40b): "20 vagas, qual a ordem?" then "e se abrirem mais 5 vagas?": the whole of 25 is
            # asked, the earlier 20 it includes told in a chip ("Com as 20 vagas da pergunta anterior e mais 5").
            cur["added_to"] = prev["vacancies"]
    if prev.get("intent") in ("reserve", "order", "position") and prev.get("vacancies") and len(ex.numbers) == 1 \
            and cur.get("vacancies") in claimed_reserve(ex):
        cur.pop("vacancies")  # "mas só separaram 3 vagas pra cota": the edital's reserve to check, not its vagas
    if "tie_break" not in cur and (tie := tie_break_in_thread(ex, prev)):
        cur["tie_break"] = tie  # "e pcd primeiro?" in an order thread: the rule for a tie, the other side implied
    if prev["intent"] == "position" and _NO_RESERVE_SAID.search(ex.text) and "reserve_rank" not in cur:
        cur["optant"] = False  # "só pela ampla, com a minha posição?", "e eu, sem cota?": no place in the reserve list
    if len(ex.text.split()) > 10:
        # (Round 53, f68c: or the vagas restated, "e se eu tivesse marcado a opção de cotista nessas 6 vagas?")
        if prev["intent"] == "position" and any(k in cur for k in ("general_rank", "reserve_rank", "rank", "vacancies")) \
                and (opts := _hypothetical_optant(ex, placed=True)) is not None:
            cur["optant"] = opts  # "e se eu não tivesse me inscrito na cota e fosse 6 na geral?": no reserve place then
        return cur
    if prev["intent"] == "edital" and len(prev.get("cargos") or []) >= 2 and "vacancies" not in cur \
            and not cur.get("cargos") and len(ex.numbers) == 1 and not names_earlier_cargo(ex, prev) \
            and ex.numbers[0] not in ex.cargo_counts and ex.numbers[0] not in claimed_reserve(ex) \
            and not any(k in cur for k in ("general_rank", "reserve_rank", "rank", "pcd", "pcd_percentage")):
        # "e pra 7?", "na verdade são 14" after a table of cargos: one count names no cargo, so it is read as the vagas
        # (which asks for the table again, like "e se fossem 25?"), never dropped while the old table is recomputed.
        cur["vacancies"] = ex.numbers[0]
    if (was := denied_figure(ex)) is not None and prev.get("intent") in ("reserve", "order", "position", "eligibility"):
        # "foi mal, é 18 e não 16": the number denied is the one written before; the other is the count fixed.
        cur = {k: v for k, v in cur.items() if k not in _DENIABLE or v != was}  # "não é 2, é 1 pcd": never a slot
        fixed = [n for n in ex.numbers if n != was]
        if len(fixed) == 1 and not any(k in cur for k in ("general_rank", "reserve_rank", "rank", "pcd")):
            cur.pop("vacancies", None)
            cur[denied_slot(was, prev)] = fixed[0]
    if (groups := relative_groups(ex)) and not cur.get("groups"):
        cur["groups"] = groups  # "e minha prima que é indígena?": the relative's group is the one asked
    earlier_cargos = prev.get("cargos") or []
    # (Round 23, p23b: not the reserve someone worked out per cargo, "a área calculou 2, 3 e 1": a claim to check)
    if len(earlier_cargos) >= 2 and not cur.get("cargos") and len(ex.numbers) == len(earlier_cargos) \
            and ex.claimed_counts != ex.numbers \
            and _COUNT_LIST_ONLY.search(ex.text) and not any(k in cur for k in ("general_rank", "reserve_rank", "rank", "pcd")):
        # "corrige: são 4, 4 e 13 vagas" after a table of 3 cargos: the same cargos, in order, with these vagas.
        cur.pop("vacancies", None)
        cur["cargos"] = [[name, n] for (name, _), n in zip(earlier_cargos, ex.numbers)]
    if prev.get("intent") == "edital" and prev.get("pending") and not cur.get("cargos") and len(ex.numbers) >= 2 \
            and _COUNT_LIST_ONLY.search(ex.text) and not any(k in cur for k in ("general_rank", "reserve_rank", "rank", "pcd")):
        # "10, 6 e 2 vagas" in answer to the question for the table: the cargos' vagas, in order.
        cur.pop("vacancies", None)
        cur["cargos"] = [[f"{UNNAMED} {i}", n] for i, n in enumerate(ex.numbers, 1)]
    ranks = ("general_rank", "reserve_rank", "rank")
    # "e se eu fosse o 6º?", or only the place ("e em 3º?"): a place of the kind the earlier one was (a place in the
    # reserve list stays in that list), which it replaces.
    # ("o art. 7º trata disso?": an ordinal of a dispositivo named is the article's number, never a place.)
    # (Round 54, dr54b: the day of a date, "e se fosse 12 de maio de 2025 o edital", is no place: `dateless`)
    # (Round 55, dr55a: nor is one naming who gives up, "e se o 1º da cota não tomar posse?": `ex.ahead_left`)
    place = None if ex.ahead_left is not None else _HYPOTHETICAL_PLACE.search(ex.dateless) \
        or (bare_ordinal(ex.dateless) if not ex.numbers and not ex.reference and not any(k in cur for k in ranks)
            else None)
    n_place = int(place.group(1)) if place else None
    if n_place is not None and n_place == reached_total(ex.text):
        n_place = None  # Round 23 (p23d): "e se abrirem mais vagas e ficar 20?": the vagas reached, not a place
    if n_place is None and prev["intent"] == "position" and cur.get("rank") is not None \
            and not any(k in cur for k in ("general_rank", "reserve_rank", "vacancies")) and not _LIST_NAMED.search(ex.text):
        # "e na posição 18?", "e minha irmã, que ficou em 4º?": a place with no list named, in a position thread, is
        # in the list the earlier place was in, and replaces it (never a second place beside the earlier one).
        n_place = cur["rank"]
    if prev["intent"] == "position" and prev.get("pending") != "vacancies" and n_place is not None \
            and not any(cur.get(k) not in (None, n_place) for k in ranks):
        n = n_place
        key = next((k for k in ranks if k in prev), "rank")
        named = [k for k in ("general_rank", "reserve_rank") if cur.get(k) == n]
        if _NO_RESERVE_SAID.search(ex.text):
            # Round 39 (lo39b): "e meu irmão em 35º, também sem cota?": "cota" denied names no list; ampla only
            key = "general_rank"
        elif len(named) == 1:
            # Round 46 (46a, 46c): the list extraction read the place in ("5º na lista reservada", "entre os optantes",
            # "e se eu fosse o 2º cotista?" after a general place)
            key = named[0]
        elif _GENERAL_NAMED.search(ex.text) and not _RESERVE_NAMED.search(ex.text):
            key = "general_rank"  # "na ampla tirei 40º": that list's place, beside the earlier reserve place
        elif _RESERVE_NAMED.search(ex.text) and not _GENERAL_NAMED.search(ex.text):
            key = "reserve_rank"
        for k in ranks:
            cur.pop(k, None)
        if cur.get("vacancies") == n:
            cur.pop("vacancies")
        cur[key] = n
    elif prev["intent"] != "position" and cur.get("rank") is not None and cur.get("rank") == cur.get("vacancies") \
            and not any(k in cur for k in ("general_rank", "reserve_rank")):
        cur.pop("rank")  # "e se fosse 30?" after a count: the vagas, never a place
    if prev["intent"] == "position" and (opts := _hypothetical_optant(ex)) is not None:
        cur["optant"] = opts  # False is said, so the earlier True does not carry
    elif prev["intent"] == "position" and prev.get("optant") and "optant" not in cur and "reserve_rank" not in cur \
            and _RELATIVE.search(ex.text) and ex.subject in ("ele", "ela") and not _SELF_CLAIM.search(ex.text):
        # "e minha irmã, que ficou em 4º?" after "sou cotista, ...": the option was the asker's, not the relative's.
        cur["optant"] = False
    return cur


# Bodies the laws bind in a concurso: every one reserves the same count, so carried they change no count.
_PSS_ENTITIES = {"direta", "autarquia", "fundacao"}


def silent_carried(intent: str | None, params: dict[str, Any], carried: set[str]) -> set[str]:
    """The carried keys an answer names: a federal body in a concurso carried into a count (reserve, order, position)
    changes nothing, so it is not said to come from the earlier turn; a state or city body, or a PSS, changes the
    answer and is named. Eligibility names them all (the body is what it answers)."""
    # ("pcd" too: "2 vagas para pessoas com deficiência" names the PcD list, whose vagas are `pcd`, not a person's group.)
    if intent == "reserve" and set(params.get("groups") or []) <= {"preta", "parda", "negra", "pcd"}:
        # Round 18: the asker's own group (one the reserve is for) carried into a count changes no figure: "quantas
        # ficam reservadas nessas vagas?" after "sou preto, posso?" is not said to use it.
        carried = carried - {"groups"}
    # Round 18: a PSS of a body the law in force binds in a PSS too (direta, autarquia, fundação: art. 1º, II), with no
    # date that could bring the old law (concursos only), reserves the same count: carried, it is not named either.
    pss_covered = params.get("process") == "pss" and str(params.get("entity") or "direta") in _PSS_ENTITIES \
        and not any(k in params for k in ("edital_date", "period", "law_hint"))
    if intent not in ("reserve", "order", "position") or params.get("process") == "pss" and not pss_covered \
            or entity_kind(params.get("entity") or "direta") not in FEDERAL_KINDS:
        return carried
    return carried - {"entity", "process"}


def restated_after_count(intent: str | None, ex: Extraction, cur: dict[str, Any], params: dict[str, Any],
                         prev: dict[str, Any]) -> set[str]:
    """Round 47 (f62c): the body or kind of selection an eligibility names again ("posso ir pela cota nesse pss do
    ministério?") after a count it changed nothing in (`silent_carried`: never named there): told by this message, not
    carried. (Right after an eligibility, or a count it changed, the same words point at the earlier one: carried.)"""
    if intent != "eligibility" or prev.get("intent") not in ("reserve", "order", "position", "edital"):
        return set()
    # Round 54 (f69c): a table's reserve (per cargo) is a count like any other: the body named again after it ("nesse
    # concurso do IFMA" after the IFMA's table) is this message's own, as after one count.
    counted = "reserve" if prev["intent"] == "edital" else str(prev["intent"])
    told = {"entity": cur.get("entity"), "process": cur.get("process") or ex.process}
    return {k for k, v in told.items() if v and v == params.get(k) == prev.get(k)
            and k not in silent_carried(counted, prev, {k})}


def continues_elsewhere(ex: Extraction, prev: dict[str, Any]) -> bool:
    """"e com 70 vagas?", "e para indígenas?" right after a question about quotas elsewhere (a vestibular, a state):
    a short fragment that names no selection of its own continues that question, which these laws do not answer."""
    return bool(prev.get("other_quota")) and not prev.get("intent") and prev.get("route") != "retrieval" \
        and bool(FOLLOWUP.search(ex.text)) and len(ex.text.split()) <= 6 and not _NEW_QUESTION.search(ex.text) \
        and not (_SUBJECT.search(ex.text) or _FEDERAL.search(ex.text)) and not back_to_racial(ex, prev)


_CONCURSO_NAMED = re.compile(r"\bconcurs|\bedita|\bcargos?\b|\bservidor")


def other_quota_vagas(ex: Extraction, params: dict[str, Any]) -> int | None:
    """Round 26 (p26a): the vagas of a federal concurso whose other quota was asked ("edital com 10 vagas, quanto vai
    pra cota de escola pública?"): the selection is these laws', only the quota is not; None for another selection
    (a vestibular, a state's or a city's concurso)."""
    n = params.get("vacancies")
    if not isinstance(n, int) or params.get("entity") in ("estadual", "municipal") or not _CONCURSO_NAMED.search(ex.text):
        return None
    return None if _ADMISSION_SELECTION.search(ex.text) or SUBNATIONAL.search(ex.text) else n


# Admission to education, a selection these laws do not govern ("escola pública" alone names a quota, not one).
_ADMISSION_SELECTION = re.compile(r"\bvestibular|\bsisu\b|\benem\b|\bprouni\b|\bfaculdades?\b|\buniversidades?\b"
                                  r"|\bgraduacao\b|\bmestrado|\bdoutorado|\bcursos?\b|\beleic")


# The racial reserve named ("e pra cota racial?", "e pros negros?", "e pela 15.142?").
_RACIAL_RESERVE = re.compile(r"\bracia(?:l|is)\b|\betnico|\bnegr[oa]s?\b|\bpret[oa]s? e pard[oa]s?\b|\b15\.?142\b|\b12\.?990\b")


def back_to_racial(ex: Extraction, prev: dict[str, Any]) -> bool:
    """After another quota asked of a federal concurso's vagas (`other_quota_vagas`), a fragment naming the racial
    reserve asks these laws' count of those same vagas."""
    return prev.get("other_vagas") is not None and bool(_RACIAL_RESERVE.search(ex.text))


# Round 41 (lo41b): the answer's context key saying the thread's groups were told of a relative ("minha irmã é parda"),
# so "e minha irmã pode?" later keeps them (`_merge`); groups told of the asker or of an edital's reserve are not hers.
KIN_GROUPS = "kin_groups"


def kin_groups_told(ex: Extraction) -> bool:
    """The groups of this message were told of a relative ("minha mãe é parda", "e minha prima, indígena?")."""
    t = ex.text
    # (Round 45, f60d: "e minha esposa que é amarela?" leaves `ex.groups` empty, the relative's group read by
    # `relative_groups` alone; it is hers all the same)
    return bool(relative_groups(ex)) or bool([g for g in ex.groups if g != "pcd"]) \
        and bool(relative_asked(t) or _RELATIVE.search(t) and not _SELF_CLAIM.search(t))


# Round 45 (f60d): the answer's context key keeping the groups the asker told of themself ("sou pardo"), carried along
# the thread while others are asked about, so "e eu?" after a relative's group goes back to them (`router`).
OWN_GROUPS = "own_groups"
_SELF_GROUP = re.compile(r"\b(?:sou|me declaro|me autodeclaro|me considero|me identifico como|me declarei|me autodeclarei"
                         r"|eu,? que sou)\s+(?:uma?\s+)?(?:pessoa\s+|mulher\s+|homem\s+)?"
                         r"(?:pard|pret|negr|indigen|quilombol|branc|amarel)")


def own_groups_told(ex: Extraction) -> list[str]:
    """The groups the asker declared of themself in this message ("sou parda", "me declaro indígena"), else []."""
    groups = [g for g in ex.groups if g != "pcd"]
    return groups if groups and _SELF_GROUP.search(ex.text) and not kin_groups_told(ex) else []


def relative_group_untold(ex: Extraction) -> bool:
    """Round 41 (lo41b): a relative asked about ("minha mãe pode?") with no group of theirs in the message."""
    return bool(relative_asked(ex.text)) and not relative_groups(ex)


def relative_groups(ex: Extraction) -> list[str]:
    """"e minha prima que é indígena?", "e o meu cunhado, quilombola?": a short follow-up naming a relative and their
    group, with no verb (so `relative_asked` does not see a question about them) and no claim of the person's own: the
    relative's groups, else []."""
    t = ex.text
    if len(t.split()) > 10 or not re.match(rf"{_ACK}(?:mas )?e\b", t) or _SELF_CLAIM.search(t) or _ANCESTRY.search(t) or _DESCENT.search(t):
        return []
    kin = _RELATIVE.search(t) or _IN_LAW.search(t)
    if not kin:
        return []
    return [g for g, pat in GROUP_PATTERNS if re.search(pat, t)]


# Relatives the extraction does not list (in-laws, a friend): named in a fragment, they are the person asked about.
_IN_LAW = re.compile(rf"\b(?:meu|minha|seu|sua|o|a|um|uma)\s+{NAMED_WORDS}\b"
                     # the possessive after the noun: "uma prima minha", "um amigo nosso"
                     rf"|\b(?:um|uma)\s+{POSTPOSED_WORDS}\s+(?:meu|minha|seu|sua|nosso|nossa)\b")


# "naquela lei", "nessa lei", "na mesma lei", "por ela", "daquela norma": a law pointed at, not named (round 18).
_LAW_POINTER = re.compile(r"\b(?:n|d|p)?(?:aquela|essa|esta)\s+(?:lei|norma|legislacao)\b|\b(?:na|da|pela) mesma (?:lei|norma)\b"
                          r"|\b(?:por|segundo|conforme|sob) ela\b")
_HINT_LAW = {"old": OLD_LAW, "new": NEW_LAW}
# Round 23: "quem podia se declarar na época?" after a dated edital: the time of that edital, so the law it fell under.
_TIME_POINTER = re.compile(r"\b(?:n|d)?(?:a|aquela|essa|esta)\s+epoca\b|\bnaquele tempo\b|\bnaquele ano\b")


def _law_of_thread_date(prev: dict[str, Any]) -> str | None:
    """The law of the thread's dated edital (only a date from 2014-06-10 on falls under either law)."""
    try:
        return law_on(date.fromisoformat(str(prev.get("edital_date") or "")))
    except ValueError:
        pass
    # Round 35 (lo35b): or its period ("edital publicado em março de 2018"), when the whole period falls under one law
    period = prev.get("period")
    try:
        start, end = date.fromisoformat(str(period[0])), date.fromisoformat(str(period[1]))  # type: ignore[index]
    except (TypeError, ValueError, IndexError):
        return None
    return law_on(start) if law_on(start) == law_on(end) else None


def edital_law_of(ex: Extraction, prev: dict[str, Any]) -> str | None:
    """The law of the one edital a law question is asked of: dated in the message ("num edital de 2020", unless the date
    bounds a class of editais: "editais publicados antes de junho de 2025") or in the thread's last answer; else None."""
    if ex.date or ex.period:
        if date_threshold(ex):
            return None
        if ex.date:
            return law_on(ex.date)
        start, end = law_on(ex.period.start), law_on(ex.period.end)  # type: ignore[union-attr]
        return start if start == end else None
    return _law_of_thread_date(prev)


def law_answer_law(prev: dict[str, Any]) -> str | None:
    """Round 35 (lo35c): the law of the thread's last law answer: the one law its question named ("a Lei 12.990 ainda
    vale?" is about the old law, even when the answer quotes the new law's art. 13), else the law the answer quoted."""
    if prev.get("route") != "retrieval":
        return None
    named = [law for law in laws_named(fold(str(prev.get("query") or ""))) if law in (NEW_LAW, OLD_LAW)]
    return named[0] if len(set(named)) == 1 else prev.get("law_id")


def thread_law(ex: Extraction, prev: dict[str, Any]) -> str | None:
    """The law a law question inside a thread is about when it names none but points at one ("e quantos % era naquela
    lei?"): the law the earlier law answer quoted, or the one the earlier calculation was told ("pela lei antiga")."""
    if ex.law_hint:
        return None
    if ex.reference:
        # Round 35 (lo35b): "Explique o art. 4º." (no law named) inside a thread about a dated edital: that edital's law
        # decides which art. 4º, as it decides the figures (never the law in force by default).
        return _law_of_thread_date(prev) if prev.get("intent") and not re.search(r"\blei\b", ex.text) else None
    if _TIME_POINTER.search(ex.text) and prev.get("intent") and not _LAW_POINTER.search(ex.text):
        return _law_of_thread_date(prev)
    if not _LAW_POINTER.search(ex.text):
        return None
    law = law_answer_law(prev) if prev.get("route") == "retrieval" else _HINT_LAW.get(str(prev.get("law_hint") or ""))
    return law if law in (NEW_LAW, OLD_LAW) else None


def other_law_followup(law_id: str | None, prev: dict[str, Any]) -> bool:
    """"e se fosse pela 12.990?", "e na lei de 2014?" right after a law answer from the other law: the same subject
    asked of that law (answered with its nearest dispositivo, or said plainly that it has none, never refused)."""
    return prev.get("route") == "retrieval" and law_id in (NEW_LAW, OLD_LAW) \
        and prev.get("law_id") in (NEW_LAW, OLD_LAW) and prev.get("law_id") != law_id and bool(prev.get("cited"))


# The words of a bare switch of law ("e se fosse pela 12.990?", "e na lei de 2014, como era?", "e pela antiga?"): with
# nothing else in the turn, the earlier subject is what is asked of that law.
_SWITCH_WORDS = re.compile(r"\b(?:e|ai|entao|mas|se|fosse|for|seria|como|era|ficaria|fica|ficava|funcionava|o|a|na|no|pela"
                           r"|pelo|segundo|conforme|de|da|do|em|caso|isso|tambem|mesmo|mesma coisa|lei|norma|regra|antiga"
                           r"|velha|anterior|nova|atual|vigente|n[o.]?|12\.?990|15\.?142|2014|2025|dizia|diz|falava|fala"
                           r"|tratava|trata|previa|preve|que|aquela|essa|nessa|naquela)\b")


def bare_law_switch(ex: Extraction) -> bool:
    """Whether the turn only names another law ("e a lei de 2014?"), no subject of its own (see `_SWITCH_WORDS`)."""
    return bool(ex.law_hint) and not re.sub(r"[\W\d_]+", " ", _SWITCH_WORDS.sub(" ", ex.text)).strip()


# "e pra X vale?": a fragment naming only what changes (a body, a selection, a group) and asking whether it still holds.
_SLOT_FRAGMENT = re.compile(rf"^{_ACK}(?:e|mas e) (?:pra|para|pro|pros|no|na|nos|nas|em|com)\b"
                            # Round 49 (lo49b): the selection named by its noun ("e o contrato temporário de uma
                            # universidade federal, aí pode?"): the thread's case in it, as "e no temporário..."
                            rf"|^{_ACK}(?:e|mas e) (?:o|a|os|as|um|uma|num|numa) (?:contratos?|concursos?|pss|processos?"
                            r"|selec(?:ao|oes)|editais|edital|certames?|temporarios?)\b")
# Round 44 (f59c): "e se for ..." supposing a body, selection or register, whose only predicate, last, is the earlier
# answer asked again ("..., ainda vale?", "... continua valendo?"); a subject of its own after the supposition ("e se
# for pss, a heteroidentificação também vale?") asks a rule.
_SUPPOSED_SLOT = re.compile(rf"^{_ACK}(?:e|mas e) (?:se|caso)\b")
# (Round 48, f63b: "..., aí pode?", "..., então ele pode?": "aí"/"então" point at the case supposed, no rule of their own)
_SAME_ANSWER_ASKED = re.compile(r"(?:,\s*(?:(?:ainda|tambem|mesmo assim|continua|continuaria|isso|a cota|a reserva|eu|ele|ela"
                                r"|ai|ae|dai|entao|nesse caso|neste caso|assim)\s+)*"
                                r"|\s(?:ainda|mesmo assim|continua|continuaria)\s+)"
                                r"(?:vale|valeria|valendo|vai valer|se aplica|se aplicaria|posso|pode|poderia)"
                                # Round 51 (f66a): an adverb closing it ("..., aí vale também?", "pode ainda?")
                                r"(?:\s+(?:tambem|tb|ainda|igual|mesmo|assim|entao))?\s*\?*\s*$")


# Round 23: "quem podia concorrer nas vagas reservadas?": whom the law lets compete, a class of people; the verb
# "concorrer" there is no supposition about the thread's candidate (`_HYPOTHETICAL_OPTANT`).
_WHO_MAY = re.compile(r"\bquem\s+(?:pode|podem|podia|podiam|poderia|poderiam|tem direito|tinha direito)\b")


def asks_rule(ex: Extraction, cur: dict[str, Any]) -> bool:
    """A self-contained question about a rule of the law, with no figure of its own (see `RULE_PREDICATE`).

    Inside a calculation thread it is planned as in a fresh conversation: a body, group or process named in passing
    ("o IBAMA pode fazer a heteroidentificação por vídeo?") is the question's subject, not a parameter that changes
    the earlier calculation, and the earlier calculation is not repeated. The person's own case, a count asked, the
    order or a place, a hypothetical about the candidate and a correction stay follow-ups."""
    # (Round 44, f59a: "se o edital fosse de quando valia a 12.990": the edital's time, its "valia" no rule asked)
    t = LAW_IN_FORCE_TIME.sub(" ", ex.text)
    if len(t.split()) < 3 or not (RULE_PREDICATE.search(t) or _LAW_SAYS.search(t)) or _OWN_SUBJECT.search(t):
        return False
    if ex.numbers or ex.percentages and re.search(r"\b(?:se|com|fosse|fossem|for|forem)\b", t) \
            or any(k in cur for k in FIGURE_KEYS if k != "period"):  # a year alone names a law ("a de 2014 valia...")
        return False
    if cur.get("law_hint") and _BY_LAW.search(t) and _PERSON_CAN.search(t):
        return False  # "e pela lei antiga, ela poderia?": the earlier person's case under that law, not a rule
    if cur.get("law_hint") and _BY_LAW.search(t) and _CHANCE.search(t) and len(t.split()) <= 6 \
            and not _WHO_MAY.search(t) and not _NEW_QUESTION.search(t):
        return False  # Round 25 (p25a): "pela lei antiga poderia?": the same, its subject left out
    if cur.get("law_hint") and _BY_LAW.search(t) and not RULE_PREDICATE.search(_VALE.sub(" ", t)):
        # "e se fosse pela lei antiga, muda?", "e calculando pela de 2014?": the earlier figures under another law.
        return False
    if _SLOT_FRAGMENT.search(t) and any(cur.get(k) for k in ("entity", "process", "groups")) \
            and (not RULE_PREDICATE.search(_VALE.sub(" ", t)) or _SAME_ANSWER_ASKED.search(t)):
        # "e pra processo seletivo temporário vale?": the earlier case with another body, selection or group.
        # (Round 48, f63b: so "e no temporário do IBGE, aí pode?": only that case's answer asked again)
        return False
    if _SUPPOSED_SLOT.search(t) and _SAME_ANSWER_ASKED.search(t) \
            and any(cur.get(k) for k in ("entity", "process", "groups", "reserve_register")):
        # Round 44 (f59c): "e se for só cadastro de reserva, ainda vale?", "e se fosse pss?": the earlier case supposed
        # with that body, selection or register, its "vale" that case's answer again, no rule of its own.
        return False
    # (Round 28, p28b: the plural too, "em quais posições os cotistas têm que ser chamados?")
    if re.search(r"\bquant|\bordem\b|\bposic(?:ao|oes)\b|\bnomead|\bclassificad", t) or REGIME_CUE.search(t) \
            or refers_back(ex) or correction(ex) or relative_groups(ex) or _HYPOTHETICAL_PLACE.search(t) \
            or _HYPOTHETICAL_OPTANT.search(t) and not _WHO_MAY.search(t) \
            or _PLACE_ASKED.search(t) and _THREAD_PERSON.search(t) \
            or RELAYED_CAN.search(t):  # (Round 34, lo34: a person's own question relayed, that person's case)
        return False
    if (_NEW_SUBJECT.search(t) or _OTHER_NAMED.search(t)) and _SAME_PERSON.search(t) and _CHANCE.search(t) \
            and not _WHO_MAY.search(t):
        return False  # Round 46 (f61b): "e num PSS, esse candidato poderia?": the thread's person, in another selection
    if _PERSON_CAN.search(t) and ELIG_CUE.search(t) and not _WHO_MAY.search(t):
        return False  # Round 34 (34e): "ela pode ir na cota então?": the thread's person going in, as "ela pode concorrer?"
    if _PERSON_OF_GROUP.search(t) and any(g != "pcd" for g in cur.get("groups") or []):
        return False  # "e se ele for pardo, pode concorrer?": the thread's person, of that group, in the thread's concurso
    return True


# Round 22 (p22d): the thread's person told or supposed of a group ("e se ele for pardo", "e ela, que é preta", "ela
# sendo indígena"): whether that person may use the reserve is the earlier concurso's eligibility, not a rule.
_PERSON_OF_GROUP = re.compile(r"\b(?:ele|ela)\s*,?\s+(?:(?:que\s+)?(?:e|era|for|fosse|sendo|seja)|se\s+(?:declara|declarar|autodeclara))\b"
                              r"|\bse\s+(?:ele|ela)\s+(?:for|fosse|e)\b|\b(?:ele|ela)\b[^?.]{0,40}\b(?:sendo|se (?:for|fosse))\b")


def _operation_fragment(ex: Extraction, cur: dict[str, Any], earlier: dict[str, Any]) -> bool:
    """"e a ordem?", "tb queria a ordem de nomeação", "e a ordem dessas vagas fica como?": a fragment that names only a
    count operation (see `_core`), nothing else of its own, and marks that it goes on ("e", "tb", "agora", "dessas
    vagas"); after a law answer it asks that operation over the calculation's figures."""
    # Round 36 (36b): the PcD list joined to it ("agora a ordem, já com a vaga PcD junto") is no figure of its own
    # (`_OPERATION_WORDS`): the operation over the earlier figures, with the decree's PcD vagas.
    core = _OPERATION_WORDS.sub(" ", _core(ex.text)) if cur == {"groups": ["pcd"]} else _core(ex.text)
    marked = FOLLOWUP.search(ex.text) or _ADDED.search(ex.text) or _THEN.match(ex.text) or refers_back(ex)
    return (not cur or cur == {"groups": ["pcd"]}) and bool(marked) and len(core.split()) <= 5 \
        and not _NEW_QUESTION.search(core) \
        and _followup_intent(ex, _merge(earlier, cur, ex))[0] in ("order", "position", "reserve")


# A law supposed to apply ("e se valesse a lei nova?", "e se aplicasse a de 2014?"): which law the figures follow.
# "e se o edital fosse pela lei nova?", "e se seguisse a 12.990?": the edital run under that law, the same way.
_LAW_APPLIES = re.compile(r"\bse (?:\w+ )?(?:valesse|valessem|aplicasse|vigorasse|estivesse em vigor|fosse aplicad[oa])\b"
                          r"|\bse (?:(?:o|a|esse|essa|este|esta|meu|minha|nosso|nossa) \w+ )?(?:fosse|fossem|for|forem|seguisse"
                          r"|seguissem|usasse|corresse|saisse)"
                          r" (?:pela|pelo|segundo a|conforme a|de acordo com a|a)\b")
# "considerando a lei nova", "supondo a antiga": a law supposed for the earlier case (not "pela lei antiga" alone, which
# after a law answer asks that law's text).
_SUPPOSED_LAW = re.compile(r"\b(?:considerando|supondo|aplicando|usando) (?:a |o )?(?:lei|regra|norma|regime|12\.?990|15\.?142)\b")
# "..., muda?", "isso mudaria?": whether the earlier answer changes, asked at the end of the message.
# Round 29 (fix29c): or of one's own claim ("o edital saiu em 15/08/2023, isso muda meu direito a cota?"): the
# earlier answer about that person, on the figure just told.
# (Round 35, f37a: "isso muda as cotas raciais?", "altera a reserva racial?": the racial reserve named in full too)
# (Round 39, f43a: "muda algo na reserva racial?": "algo" and the reserve it is in, together)
_CHANGE_ASKED = re.compile(r"\b(?:muda|mudaria|altera|alteraria|fica diferente|ficaria diferente|faz diferenca"
                           r"|faria diferenca)\s*(?:(?:algo|alguma coisa)(?: n[ao]s?(?= (?:reserva|cota)))?|o resultado|a conta|o numero)?"
                           r"\s*(?:(?:a |as )?(?:reservas?|cotas?)(?: raciais| racial| (?:para|pra|dos|de) negros)?"
                           r"|(?:o |a )?(?:meu|minha|seu|sua|dele|dela) (?:direito|situacao|caso|chance|vaga)"
                           r"(?: (?:a|de|na|pela|das?) (?:cotas?|reserva|vagas? reservadas?))?)?"
                           # Round 42 (f56b): "muda alguma coisa pra mim?": the change asked of one's own case
                           r"(?:\s*(?:pra|para) (?:mim|ele|ela)|\s*no meu caso)?\s*[?.!]*$")
# Round 23 (p23b): "o edital fala em 4 vagas pcd, está certo?": the edital's own figure for the case at hand, checked
# (its count run again with that figure).
_CHECK_ASKED = re.compile(r"\b(?:esta|ta|estaria|isso)\s+(?:certo|correto|errado)\s*[?.!]*$|\b(?:confere|bate)\s*[?.!]*$")
# "a ordem", "tb queria a ordem de nomeação" once the filler is gone (see `_core`): only the operation named.
_BARE_ORDER = re.compile(r"(?:e )?(?:a )?(?:ordem|sequencia|fila)(?: (?:de|da) (?:nomeacao|convocacao|chamada|posse))?")


# A law taken as the condition with a change or count asked ("considerando a lei nova, muda quanto?", "pela lei
# antiga, fica quanto?"): the earlier calculation under that law, even right after a law answer.
_BY_LAW_CHANGE = re.compile(r"\b(?:considerando|pela|pelo|segundo|conforme|com)\b[^?]{0,20}\b(?:lei|regra|norma)\b[^?]{0,25}"
                            r"\b(?:muda\w*|altera\w*|fica\w*|seria\w*)? ?quant")
# "e no cargo de enfermeiro, qual a ordem?": one cargo of the earlier edital named first, then the operation.
_CARGO_POINTED = re.compile(r"^(?:e |mas )?(?:n|d|pr)?o cargo (?:de )?\w+")


# The selection of the earlier calculation pointed at ("no mesmo concurso", "nesse certame", "do mesmo edital").
_SAME_SELECTION = re.compile(r"\b(?:n?[oa]|d[oa]|pr[oa]|para [oa]|pel[oa]) mesm[oa] (?:concurso|certame|edital|selecao|pss|processo)"
                             r"|\b(?:n|d)?(?:ess|est)[ea] (?:concurso|certame|edital|selecao|pss|processo)\b")


# "e se eu fosse indígena?", "e se eu me declarar amarelo?": the asker supposing another group of their own.
_SUPPOSED_SELF = re.compile(r"\bse eu (?:\w+ ){0,2}(?:fosse|for|sou|declarar|declarasse|me declarar|me declarasse"
                            r"|me considerar|me identificar)\b")
# The earlier operation pointed at ("essa ordem", "o mesmo cálculo") or someone's chance asked ("ele poderia?").
_EARLIER_FIGURE = re.compile(r"\b(?:essa|esta|a mesma|nessa|dessa) (?:ordem|reserva|conta|divisao|distribuicao|lista)\b"
                             r"|\b(?:esse|este|o mesmo|nesse|desse) (?:resultado|calculo|numero|caso)\b")
_PERSON_CHANCE = re.compile(r"\b(?:eu|ele|ela)\b[^?]{0,15}\b(?:poderia|pode|podia|teria direito|tem direito|entraria"
                            r"|entra|concorreria|passaria|seria chamad\w*)\b")


# Round 42 (f56a): the count asked done again ("agora faz a conta como se fosse a lei de 2014", "refaz o cálculo pela
# antiga", "recalcula com a lei velha"): the thread's count under that law, as "quanto daria?" is.
_REDO_COUNT = re.compile(r"\b(?:faz|faca|fazer|fazendo|refaz|refaca|refazer|refazendo|calcula|calcule|calcular)"
                         r" (?:(?:ai|pra mim|de novo|novamente|entao|so) )?(?:a |o |essa |esse |de novo a |a mesma )?(?:conta|calculo)s?\b"
                         r"|\brecalcul\w*")


def _law_with_figure_asked(ex: Extraction, earlier: dict[str, Any]) -> bool:
    """A law named with a count asked ("quanto daria"), the earlier operation pointed at ("essa ordem seria outra?") or
    the thread's person's chance ("e pela lei antiga, ele poderia?"): the earlier calculation under that law, while a
    law named alone ("e pela lei antiga?") stays with the law answer just given."""
    t = ex.text
    return bool(re.search(r"\bquant[oa]s?\b", t) or _EARLIER_FIGURE.search(t) or _REDO_COUNT.search(t)
                or earlier.get("intent") in ("eligibility", "position") and _PERSON_CHANCE.search(t))


def dated_fragment(ex: Extraction, cur: dict[str, Any]) -> bool:
    """"E num edital de 2023?", "e para edital de março de 2024?": a short fragment that only gives an edital's date
    (after the legal basis of a calculation, that calculation under that date)."""
    dated = {"edital_date", "period"} & set(cur)
    return bool(dated) and set(cur) <= {"edital_date", "period", "law_hint"} and bool(FOLLOWUP.search(ex.text)) \
        and len(ex.text.split()) <= 8 and not _NEW_QUESTION.search(ex.text)


def keep_thread_vagas(ctx: dict[str, Any], prev: dict[str, Any] | None) -> None:
    """Round 40 (lo40b): "sou indígena, posso concorrer?" amid a count starts fresh (no vagas of its own), but the
    thread still holds the earlier vagas: "e a ordem nessas 15?" next takes them (their chip says how far back)."""
    if prev and isinstance(prev.get("vacancies"), int) and ctx.get("intent") == "eligibility" \
            and "vacancies" not in ctx:
        ctx["vacancies"] = prev["vacancies"]
        # Round 52 (lo52b): the PcD vagas or rate the edital set go with its vagas ("com 10% pra pcd"): an order asked
        # after the eligibility places that many PcD, never the decree's 5% minimum in their stead
        ctx.update({k: prev[k] for k in ("pcd", "pcd_percentage") if prev.get(k) is not None and k not in ctx})


def resumes_calculation(ex: Extraction, cur: dict[str, Any], earlier: dict[str, Any]) -> bool:
    """After a law answer that followed a calculation, a fragment that changes that calculation's own figures ("e se
    eu fosse o 3º?", "e com 20?", "e minha prima que é indígena?", "ops, são 45") continues it, with its parameters;
    a law question, or a fragment that only names a law or a group, stays with the law answer."""
    if not earlier.get("intent"):
        return False
    if cargo_asked(ex, earlier) and (ORDER_CUE.search(ex.text) or POSITION_CUE.search(ex.text)) \
            and not _law_question(ex, cur):
        return True  # "e no cargo de enfermeiro, qual a ordem de chamar?" after a law answer: that cargo of the table
    if optants_counted(ex, cur, earlier) or tie_break_in_thread(ex, earlier):
        return True  # "e pelo critério padrão, pcd primeiro?" after a law answer: the earlier order, that tie rule
    if tie_break_of(ex.text) and earlier.get("vacancies") is not None and not ex.vacancies:
        return True  # "e se no empate a cota vier antes da PcD?" after a law answer: the earlier vagas, that tie rule
    if not _is_followup(ex, earlier):
        return False
    if _law_question(ex, cur) or who_or_what(ex) or law_reach_question(ex, cur) or rule_question(ex, cur) \
            or asks_rule(ex, cur) or subject_basis(ex, cur) or law_comparison(ex.text):
        return False
    if earlier.get("cargos") and joined_alone(ex):
        return True  # Round 51 (f66b): "e se juntasse os cargos num só?" after a law answer: the thread's table joined
    figures = ("vacancies", "general_rank", "reserve_rank", "rank", "pcd", "pcd_percentage", "cargos")
    if any(k in cur for k in figures) or ex.numbers or _ORDINAL.search(ex.text) or pcd_rate_again(ex, cur, earlier) \
            or _operation_fragment(ex, cur, earlier) \
            or _HYPOTHETICAL_PLACE.search(ex.text) or correction(ex) \
            or earlier.get("intent") == "eligibility" and relative_groups(ex) or same_figures_named(ex):
        return True
    if earlier.get("intent") == "position" and (_NO_RESERVE_SAID.search(ex.text) or _hypothetical_optant(ex) is not None):
        return True  # Round 26 (p26b): "e se eu não fosse cotista?" after the law on a failed confirmation: that place, no option
    if not FOLLOWUP.search(ex.text) and not _CHANGES.match(ex.text) and not refers_back(ex):
        return False
    # "e se tivesse saído em 10/06/2025?", "e se o edital fosse de julho de 2025?": the edital of that calculation,
    # published on another date (however long the sentence that says so).
    # "considerando o mesmo quadro num edital de 2023, muda?": the same figures under another year, whether it changes.
    if "edital_date" in cur or "period" in cur and (re.search(r"\b(?:se|caso)\b", ex.text) or refers_back(ex)
                                                     or _CHANGE_ASKED.search(ex.text)):
        return True
    if earlier.get("intent") == "eligibility" and cur.get("groups") and _ANOTHER_PERSON.search(ex.text) \
            and not _NEW_QUESTION.search(ex.text) and not _ASKS_DUTY.search(ex.text):
        return True  # "e um candidato indígena no mesmo certame?": the earlier eligibility, for another person's group
    # Round 41 (41a): "e se fosse concurso público na mesma empresa?" after a PSS's eligibility and a law answer: the
    # concurso (no parameter of its own, `resolve_fragment`) changes that selection as a PSS named would.
    to_concurso = earlier.get("process") == "pss" and ex.process == "concurso"
    if earlier.get("intent") == "eligibility" and (any(k in cur for k in ("entity", "process", "reserve_register"))
                                                   or to_concurso) \
            and re.search(r"\b(?:se|caso) (?:\w+ ){0,2}(?:fosse|fossem|for|forem|tratasse|tivesse sido|tiver|tivesse|houver"
                          r"|houvesse)\b", ex.text):
        # "e se fosse o PSS temporário do mesmo órgão?", "e se o PSS fosse de uma estatal?": the earlier eligibility,
        # for that body or process; p26d: "e se fosse só cadastro de reserva?" after a law answer, that selection
        # with no vagas (art. 5º, § 3º), never the law answer again
        return True
    if earlier.get("intent") == "eligibility" and cur.get("groups") \
            and (_THREAD_PERSON.search(ex.text) and re.search(r"\bse\b", ex.text) or _SUPPOSED_SELF.search(ex.text)) \
            and not _NEW_QUESTION.search(ex.text) and not _ASKS_DUTY.search(ex.text):
        # "e se ele se declarar pardo?", "e se eu fosse indígena?": the thread's person (or the asker), with another
        # group, in the same selection
        return True
    if earlier.get("intent") == "eligibility" and cur.get("groups") and _SAME_SELECTION.search(ex.text):
        return True  # "e um candidato amarelo, no mesmo concurso?": the earlier eligibility, for that group
    if earlier.get("intent") == "eligibility" and cur.get("entity") and _SLOT_FRAGMENT.search(ex.text) \
            and not RULE_PREDICATE.search(_VALE.sub(" ", ex.text)):
        return True  # "e no concurso do Ibama, que é autarquia?": the earlier eligibility, asked of that body
    if cur.get("law_hint") and (_LAW_APPLIES.search(ex.text) or _SUPPOSED_LAW.search(ex.text) and _CHANGE_ASKED.search(ex.text)):
        # "e considerando a lei nova, muda?": the earlier figures under that law, and whether they change
        return True  # "e se valesse a lei nova?": the earlier figures under that law (a law named alone stays law text)
    if cur.get("law_hint") and _BY_LAW_CHANGE.search(ex.text):
        return True  # "considerando a lei nova, muda quanto?": the earlier figures under that law, after its text
    if cur.get("law_hint") and _law_with_figure_asked(ex, earlier):
        return True  # "e com a regra antiga, quanto daria?": the earlier figures under that law
    if len(ex.text.split()) > 8 and not refers_back(ex) and not _CARGO_POINTED.match(ex.text):
        return False  # "e o número de vagas pra cota nesse concurso é quanto?" points at it, however long
    # "e a ordem de chamada?", "e quantas ficam reservadas?": a fragment with no figure that names an operation (the
    # order, or a count it asks) is that operation over the earlier figures.
    # Round 39 (lo39c): "e quilombola pode concorrer nesse edital?" after a dated count and a law aside: the eligibility
    # pointed at that calculation's edital, judged under its date's law (as right after the count), never today's law.
    intent, missing = _followup_intent(ex, _merge(earlier, cur, ex))
    return missing is None and (intent == "order" or intent == "reserve" and bool(re.search(r"\bquant", ex.text))
                                or intent == "eligibility" and refers_back(ex))


# Round 29 (p29d): "mas a lei nova não vale pra esse edital?", "a 15.142 se aplica a ele?" after a dated count: the law
# named is what the question asks about (does it reach that edital? art. 11), not a switch to compute by it ("e pela
# lei nova?"); the thread's date answers it.
_LAW_NAMED = r"(?:lei\s+|legislacao\s+)?(?:(?:nova|antiga|velha|atual|anterior)\b|(?:lei\s+)?(?:n[o.]?\s*)?(?:15\.?142|12\.?990)\b(?:/\d{2,4})?)"
_APPLIES = r"(?:vale|valeria|valia|se aplica|se aplicaria|se aplicava|aplica|rege|regeria|regia|vigora|incide|alcanca|atinge)"
_LAW_APPLIES_ASKED = re.compile(
    rf"\b(?:a\s+)?(?:lei|legislacao|regra)\s+{_LAW_NAMED}?[^?.]{{0,12}}?\b(?:nao\s+|ja\s+|tambem\s+)*{_APPLIES}\b"
    rf"|\b(?:a\s+)?{_LAW_NAMED}\s+(?:nao\s+|ja\s+|tambem\s+)*{_APPLIES}\b"
    rf"|\b(?:nao\s+)?{_APPLIES}\s+(?:a\s+)?(?:lei\s+)?{_LAW_NAMED}")
_POINTED_EDITAL = re.compile(r"\b(?:ess[ea]|est[ea]|nesse|neste|desse|deste|pra ele|a ele|nele|nosso|meu|o edital)\b"
                             r"|\b(?:pra|para|a|ao|no)\s+(?:ess[ea]|est[ea]|o|meu|nosso)\s+(?:edital|concurso|caso|certame)\b")


def law_applies_to_dated(ex: Extraction, prev: dict[str, Any]) -> bool:
    """Whether a law named is asked to apply to the edital whose date an earlier turn gave (its date then answers it)."""
    if not prev.get("intent") or not (prev.get("edital_date") or prev.get("period")) or ex.date or ex.period \
            or ex.numbers:
        return False
    # (Round 44, f59a: "se o edital fosse de quando já valia a 15.142" dates the edital by that law; it asks nothing of it)
    return bool(_LAW_APPLIES_ASKED.search(LAW_IN_FORCE_TIME.sub(" ", ex.text))) \
        and bool(_POINTED_EDITAL.search(ex.text) or len(ex.text.split()) <= 8)


# Round 44 (mc44): the law a case follows told of it as a fact, in a clause about it ("o do meu irmão, que segue a lei de
# 2025, ...", "o meu, que é pela lei nova, ..."): a description of that case, not a law supposed.
_LAW_OF_CASE = re.compile(r"\bque\s+(?:ja\s+)?(?:segue|e|eh|esta|ta|cai|fica|usa|adota|foi|era)\s+(?:(?:n|d|pel)?[ao]s?\s+)?"
                          r"(?:lei|regra|regime)\b")


# ... as written, to be left out of the message: ", que segue a lei de 2025,"
_LAW_OF_CASE_WRITTEN = re.compile(r",?\s*\bque\s+(?:j[aá]\s+)?(?:segue|[eé]|eh|est[aá]|t[aá]|cai|fica|usa|adota|foi|era)\s+"
                                  r"(?:(?:n|d|pel)?[ao]s?\s+)?(?:lei|regra|regime)\b[^,?.;:]*", re.IGNORECASE)


def without_law_of_dated_case(question: str, ex: Extraction, prev: dict[str, Any]) -> str | None:
    """The message without the law it tells a case follows, when that is the law the thread's dated edital already
    follows (`_LAW_OF_CASE`): the date stays, the law is no supposition. None when that is not so."""
    if not ex.law_hint or ex.date or ex.period or not _LAW_OF_CASE.search(ex.text) \
            or _law_of_thread_date(prev) != (OLD_LAW if ex.law_hint == "old" else NEW_LAW):
        return None
    cut = _LAW_OF_CASE_WRITTEN.sub("", question)
    return cut if cut != question else None


def pcd_share_asked(ex: Extraction, prev: dict[str, Any]) -> int | None:
    """Round 44 (mc44): "e 25 vagas pcd?" when 25 is the thread's own total of vagas: the PcD share of those 25 asked
    (25 PcD vagas would be every vaga, which the decree's cap of a fifth never allows), not 25 PcD vagas; that total,
    else None. A supposition ("e se fossem 25 vagas pcd?") is read as written."""
    total = prev.get("vacancies")
    if not isinstance(total, int) or total < 2 or ex.pcd != total or ex.vacancies is not None \
            or set(ex.numbers) != {total} or re.search(r"\b(?:se|caso)\b", ex.text):
        return None
    return total
