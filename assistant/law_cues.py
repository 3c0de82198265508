"""Cues that recognise a question about the law, asked alone or inside a thread.

A message asks the law's text (not the earlier calculation again) when it asks who decides or what a term means, what
a law reaches, guarantees or says, how the rule counts a kind of candidate, what base the percentage is taken on, the
legal basis of a subject or of the answer just given, or whether something the rule does is allowed, naming a number
or "o cotista" only as its premise. These readings look at the message (`ex`) and its own parameters (`cur`) only;
`context` weighs them against the thread (fragments, carried parameters, corrections) and `router` picks the route.
The first section reads what keeps a message a calculation instead: a figure, a place or a pointer of its own.
"""
from __future__ import annotations

import re
from typing import Any

from vocabulary import OLD_LAW, laws_named
from vocabulary.courtesy import GOODBYE, THANKS

from .extraction import DISPOSITIVO_REF, Extraction
from .extraction.cargos import PER_PLACE
from .extraction.dates import EDITAL_PENDING
from .extraction.entities import relative_asked
from .intents.order import ORDER_CUE
from .intents.regime import REGIME_CUE
from .intents.reserve import NONE_RESERVED
from .non_beneficiary import asked_group
from .reach import law_asked_of_other_group, other_quota
from .rules import (
    AHEAD_LEAVES,
    AWAY_FROM_LAND,
    BOARD_MAY_REMOVE_RX,
    BOARD_VERDICT_TOLD_RX,
    CONCURSO_FACT,
    DECIMAL_ROUNDED,
    FIRST_PERSON,
    INTERPRETIVE,
    LAND_GROUP,
    LAW_CHOICE,
    LAW_SUBJECT,
    LAW_SUBJECTS,
    MINIMUM_OF_VAGAS,
    OWN_OUTCOME_IN_OPEN,
    PCD_WORDS,
    QUOTA_WORDS,
    REVERSION_ASKS,
    WHO_COUNTS,
    bare_appeal,
    board_sense,
    register_only,
    stage_count_asked,
    threshold_only,
)
from .thread_law import ENROL_TOPIC
from .withdrawal import WITHDRAWAL_TOPIC

# What a message brings of its own (figures, a place, a pointer at the earlier turn): a law question names them only
# as its premise, and `context` reads them too.

# The figures a message may bring of its own (a law named is apart: it may be a figure or the subject).
FIGURE_KEYS: tuple[str, ...] = ("vacancies", "edital_date", "period", "general_rank", "reserve_rank", "rank", "pcd",
                                "pcd_percentage", "cargos")


RANKS = ("general_rank", "reserve_rank", "rank")


# A bare ordinal ("e se eu fosse o 5º?"): the rank the earlier position question is about.
ORDINAL = re.compile(r"\b(\d+)o\b")


# "e se fosse 6?", "e se eu tivesse ficado em 6?", "e se eu terminasse em 6?": a place written as a hypothetical,
# singular. After a position question it is the candidate's rank; "e se fossem 15?" (plural) stays the vagas.
HYPOTHETICAL_PLACE = re.compile(
    r"\b(?:fosse|ficasse|estivesse|passasse|terminasse|for|ficar"
    r"|tivesse (?:ficado|passado|terminado|sido|chegado|me classificado)(?: (?:classificad|aprovad|colocad)[oa])?)"
    r"\s+(?:em |o |a |na |no )?(?:posicao |lugar )?(\d+)o?\b(?![.,]\d)(?!\s*(?:vagas?|%|cargos|candidat|pessoas|anos))"
)


# Round 48 (f63a): an ordinal naming a list's member ("o 1º cotista", "a 2ª negra", "o primeiro pcd"): that person's
# nomination is asked, never the asker's place (one's own, "se eu fosse o 2º cotista", the extraction reads as a rank).
_MEMBER_ORDINAL = re.compile(r"\b\d+[oa]\s+(?:candidat[oa]\s+)?(?:cotista|negr[oa]|pret[oa]|pard[oa]|indigena"
                             r"|quilombola|optante|pcd|deficiente)\b")


def bare_ordinal(text: str) -> re.Match[str] | None:
    """The message's bare ordinal (`ORDINAL`), a place of the asker's, leaving out one naming a list's member."""
    return ORDINAL.search(_MEMBER_ORDINAL.sub(" ", text))


def names_place(ex: Extraction, member: bool = True) -> bool:
    """The message gives a place of its own ("e em 3º?", "e se eu fosse o 6º?"); with `member` False, an ordinal naming
    a list's member ("o 1º cotista") is none."""
    return any(getattr(ex, k, None) is not None for k in RANKS) \
        or bool(ORDINAL.search(ex.dateless) if member else bare_ordinal(ex.dateless)) \
        or bool(HYPOTHETICAL_PLACE.search(ex.dateless))


# "dessas vagas", "o mesmo número de vagas", "como antes": references the extraction does not name.
_REFERS_BACK = re.compile(
    r"\b(?:d|n)?(?:essas|estas|aquelas) (?:mesmas )?vagas\b|\b(?:o )?mesmo (?:numero|total) de vagas\b"
    # Round 27 (fix27x): a part of the earlier vagas ("considera que 2 delas vão pra PcD"): those vagas, pointed at
    r"|\b(?:\d+|uma|duas|tres) (?:delas|dessas|destas|daquelas)\b"
    # Round 45 (lo45b): the vagas as the object of competing ("pode disputar elas?", "concorrer a elas", "se inscrever
    # nelas", "disputá-las"): those vagas, pointed at by a pronoun
    r"|\b(?:disputar|concorrer|competir|se inscrever|inscrever-se|entrar|tentar)\s+(?:a\s+|em\s+|por\s+|pra\s+|para\s+)?"
    r"(?:elas|nelas)\b|\b(?:disputa|ocupa|preenche)-?las\b"
    r"|\b(?:d|n)?(?:esse|este|aquele) (?:mesmo )?(?:orgao|cenario|exemplo|quadro|total)\b|\bmesma data\b"
    # "com 22 vagas nessa data, quanto reserva?": the thread's edital date, pointed at (the law it brings goes with it)
    r"|\b(?:d|n)?(?:essa|esta|aquela) (?:mesma )?data\b"
    # Round 50 (f65b): the thread's body pointed at by its kind ("nessa fundação", "dessa autarquia", "nessa estatal")
    r"|\b(?:d|n)?(?:essa|esta|aquela) (?:mesma )?(?:fundacao|autarquia|empresa(?: publica)?|estatal|sociedade de economia mista"
    r"|universidade|instituicao|agencia|entidade)\b"
    r"|\bcomo antes\b|\b(?:pergunta|exemplo|caso|edital|concurso) anterior\b|\bcitad[oa]s? (?:antes|acima)\b"
    r"|\b(?:a )?mesma (?:pergunta|conta|situacao|coisa)\b|\bo mesmo calculo\b|\brefa(?:ca|z|zer|zendo)\b|\brecalcul"
    r"|\b(?:calcule|calcula|faca) (?:de novo|novamente)\b|^agora (?:com|considere|considerando|para|pela|pelo|se)\b"
    # "mesmos cargos e vagas", "o mesmo quadro": the earlier table, named as the same
    r"|\bmesmos (?:cargos|numeros)\b|\bmesmo quadro\b|\bmesmas vagas\b"
    # "Retomando o edital atual: ...", "voltando ao concurso de antes, ...": the message goes back to the earlier case
    r"|^(?:retomando|voltando (?:a|ao|pro|pra|para o|para a|no|na)|de volta (?:ao|a|pro|pra))\b"
    # "retomando o edital atual", "volta pro caso das 22", "voltando pro meu caso": the thread's case, taken up again
    r"|\b(?:retomando|retoma|retomemos|voltando|volta|voltemos|de volta)\s+(?:(?:a|ao|pro|pra|para o|para a|no|na|ao)\s+)?"
    r"(?:o |a |meu |minha |nosso |nossa |aquele |aquela |esse |essa )?(?:caso|edital|concurso|calculo|conta|exemplo"
    r"|cenario|quadro|situacao|selecao|certame)\b"
)


def refers_back(ex: Extraction) -> bool:
    """The message points at the earlier turn ("nesse edital", "no mesmo concurso", "dessas vagas")."""
    return ex.refers_back or bool(_REFERS_BACK.search(ex.text))


# Questions of the law's text.

# "qual artigo fala da alternância?": the provision that says it is asked, a question of the law's text even when it
# names an operation.
ARTICLE_ASKED = re.compile(r"\b(?:qual|que|quais|em que|em qual|onde)\s+(?:o\s+)?(?:artigos?|dispositivos?|paragrafos?"
                           r"|incisos?|fundamentos?)\b")


# A question about what the law says, even when it names a group ("e quem é considerado indígena?").
# ("quem é nomeado primeiro, ampla ou cota?" asks the order: which list is called first, not who someone is)
_LAW_QUESTION = re.compile(r"\bquem (?:e|sao|seria|era|eram|foi|podia ser|pode ser) (?:considerad|definid)"
                           r"|\bquem (?:e|sao)\b(?! (?:nomead|chamad|convocad)\w* (?:primeiro|antes|quando|depois|em seguida)\b)"
                           # "e quem decide se sou pardo?": who does what in the procedure, the law's text
                           r"|\bquem (?:decide|define|determina|escolhe|estabelece|fixa|seleciona|distribui|indica|avalia|confirma|confere|checa|verifica|analisa|julga|faz|valida|fiscaliza|homologa"
                           r"|controla|acompanha|monitora|supervisiona|conduz|realiza|compoe|integra|aprova|apura)\b"
                           r"|\bo que (?:e|sao|significa)\b|\bcomo (?:se )?(?:comprova|prova|define|funciona)"
                           # Round 24: "e como ela comprova que é quilombola?": how someone proves the group, the law's
                           # procedure (never the earlier eligibility again).
                           r"|\bcomo (?:ele|ela|eles|elas|eu|a gente|o candidato|a candidata) (?:se )?(?:comprova|prova|demonstra)\w*")


# "e quais as diferenças entre a lei nova e a antiga?": a comparison of the rules, not a calculation; the law it
# names first is not a law to compute with.
_COMPARISON = re.compile(r"\b(?:qual|quais) (?:e |sao )?(?:a |as )?diferencas?\b|\bdiferencas? entre\b"
                         r"|\bo que (?:muda|mudou|mudaria|difere)\b.{0,40}\bentre\b")


# A law made the subject of its reach ("a lei antiga incluía quilombolas?", "e a de 2014 valia pra indígena?", "a
# 12.990 abrangia pardos?"): what that law said, not the earlier calculation under it. Its year names the law.
_LAW_NAMED = (r"(?:\b(?:lei|legislacao|norma|regra)(?:\s+(?:velha|antiga|anterior|nova|atual|vigente|de cotas|federal)){0,2}"
              r"(?:\s*,?\s*(?:de|da|do ano de)\s+(?:19|20)\d{2})?(?:\s+(?:n[or]?\.?\s*)?\d{1,2}\.?\d{3}(?:\s*/\s*\d{2,4})?)?"
              r"|\b(?:15\.?142|12\.?990)(?:\s*/\s*\d{2,4})?|\ba de (?:2014|2025)"
              # "o decreto 9.508 diz o que sobre...", "o decreto de 2018 previa...": the PcD decree made the subject
              r"|\bdecreto(?:\s+(?:n[or]?\.?\s*)?(?:9\.?508|12\.?536|\d{1,2}\.\d{3}))?(?:\s*/\s*\d{2,4})?)"
              r"(?:\s*,?\s*de\s+(?:19|20)\d{2})?")


_LAW_REACH = re.compile(rf"{_LAW_NAMED}\s*,?\s*(?:(?:ja|tambem|so|nao|realmente)\s+)?(?:inclu|abrang|abarc|contempl|cobr[ie]"
                        r"|alcanc|benefici|previ|preve|vali|vale\b|valeu|servi|atingi|protegi|garanti|reservav|englob)")


# "e se for uma subsidiária, a lei de cotas também se aplica?": the law (with its article) whose reach is asked; "qual
# lei se aplica?" asks which law (the regime), not whether it reaches.
_LAW_APPLIES_TO = re.compile(r"\b(?:a|essa|esta) (?:lei|legislacao|norma)(?: de cotas| nova| antiga| atual)?\s*,?\s*"
                             r"(?:(?:ja|tambem|so|nao|realmente)\s+)?(?:se aplica|se aplicaria|se aplicava|aplica-se)\b")


def who_or_what(ex: Extraction) -> bool:
    """"quem decide...", "o que é...": a question about the procedure or a definition."""
    return bool(_LAW_QUESTION.search(ex.text))


# A kind of selection asked whether it has the reserve at all ("pss tem cota?", "e com a lei nova, temporário tem
# reserva?"): the law's reach (art. 1º, II), not the earlier person's case again.
_SELECTION_REACH = re.compile(r"\b(?:pss|processos? seletivos?(?: simplificados?)?|contratac\w* temporari\w*|temporarios?)"
                              r"\s+(?:(?:tambem|ja|nao|agora)\s+)?(?:tem|tera|teria|tinha|ha|possui) (?:alguma )?(?:cotas?|reserva)\b"
                              # Round 36 (36b): the reserve named first, its existence asked of the selection ("e reserva
                              # para PcD em processo seletivo simplificado, existe?", "existe cota pcd em PSS?")
                              r"|\b(?:(?:tem|ha|existe|existem)\s+(?:alguma\s+)?)?(?:cotas?|reserva)\b(?:\s+\w+){0,3}?\s+(?:em|no|nos|na|nas)\s+"
                              r"(?:pss|processos? seletivos?(?: simplificados?)?|contratac\w* temporari\w*)\b"
                              r"(?=.*\b(?:existe|existem|tem|ha|vale|valem|se aplica)\b|\s*\?)")


_NOWADAYS = re.compile(r"\b(?:hoje|hj|agora|atualmente|hoje em dia)\b")
# Round 20: "e qual lei vale então?" asks which law (the regime of the thread's date), not whether a law reaches someone.
_WHICH_LAW_HOLDS = re.compile(r"\b(?:qual|quais|que)\s+(?:e\s+)?(?:a\s+)?(?:lei|leis|legislacao|norma)\s+(?:de cotas?\s+)?"
                              r"(?:(?:que|q)\s+)?(?:vale|valia|valeria|vai valer|se aplica|se aplicava)\b")


def law_reach_question(ex: Extraction, cur: dict[str, Any]) -> bool:
    """A question about which groups, bodies or selections a law reaches, with no figure of its own."""
    figures = FIGURE_KEYS
    if threshold_only(ex):
        # "a de 2014 valia para concurso com menos de 3 vagas?": a threshold of the rule, not this concurso's vagas
        figures = tuple(k for k in figures if k != "vacancies")
    numbers = [n for n in ex.numbers if not (threshold_only(ex) and n == ex.vacancies)]
    reach = _LAW_REACH.search(ex.text) or _LAW_APPLIES_TO.search(ex.text) \
        or _SELECTION_REACH.search(ex.text) and cur.get("groups") in (None, ["pcd"])  # 36b: the PcD list, no person
    if reach and _WHICH_LAW_HOLDS.search(ex.text) and not any(cur.get(k) for k in ("groups", "entity", "process")):
        return False
    if reach and _NOWADAYS.search(ex.text):
        figures = tuple(k for k in figures if k != "edital_date")  # "e hoje, PSS tem cota?": the law now, no edital's date
    return bool(reach) and not numbers and not any(k in cur for k in figures) \
        and not refers_back(ex)


# "a lei assegura que o cotista seja chamado intercalado com a ampla?": a norm made the subject of what it guarantees,
# requires or provides, the clause its content; the law's text, whatever operation the clause names.
_LAW_ASSURES = re.compile(r"\b(?:lei|leis|legislacao|norma|decreto|regra|15\.?142|12\.?990)\b[^?]{0,30}?\b(?:garante|garantem"
                          r"|assegura|asseguram|preve|previa|determina|determinava|obriga|obrigava|exige|exigia|manda"
                          r"|mandava|estabelece|estabelecia|impoe|impunha)\s+que\b"
                          # "a 12.990 previa alternância na nomeação?": the rule named by its noun, without "que"
                          r"|\b(?:lei|leis|legislacao|norma|decreto|15\.?142|12\.?990)\b[^?]{0,30}?\b(?:garante|assegura|preve"
                          r"|previa|determina|determinava|exige|exigia|estabelece|estabelecia|impoe|impunha)\s+(?:a |o )?"
                          r"(?:alternancia|proporcionalidade|heteroidentific|procedimento|comissao|banca|recurso|entrevista)"
                          # "a nomeação segue alternância por lei?": whether the rule is the law's, asked at the end
                          r"|\b(?:segue|seguem|tem|ha|existe|funciona|obedece|obedecem|precisa|(?:e|sao) \w+(?:ad|id)[ao]s?|e obrigatori\w*)\b[^?]{0,60}"
                          r"\b(?:por|pela|na) lei\s*\??\s*$")


# "a lei antiga falava em alternância também?", "a 12.990 tratava de quilombolas?": what a norm spoke of, in any tense.
_LAW_SPOKE = re.compile(r"\b(?:lei|norma|decreto|legislacao|15\.?142|12\.?990)\b(?: (?:nova|antiga|velha|anterior|atual|de \d{4}))?"
                        r"(?: (?:tambem|ja|ainda))? (?:falava|falou|mencionava|mencionou|tratava|tratou|previa|dizia|citava)"
                        r" (?:em|de|sobre|d[aeo]s?|n[aeo]s?|algo|alguma)\b")


# "Lei 15.142: a nomeação segue alternância...?": a question headed by a norm's name asks that norm's content.
_LAW_HEADED = re.compile(r"^(?:(?:e|mas|sobre|quanto) )?(?:a |na |pela )?(?:lei|decreto)(?: n(?:o|umero)?)? ?(?:15\.?142|12\.?990|9\.?508)"
                         r"(?:/\d{4}| de \d{4})?\s*[:\-]")


def law_assures(ex: Extraction, cur: dict[str, Any]) -> bool:
    """What a norm guarantees, requires or spoke of (see `_LAW_ASSURES`, `_LAW_SPOKE`, `_LAW_HEADED`), asked with no
    figure of its own and no count."""
    asked = _LAW_ASSURES.search(ex.text) or _LAW_SPOKE.search(ex.text) or _LAW_HEADED.search(ex.text)
    return bool(asked) and not ex.numbers and not COUNT_ASKED.search(ex.text) \
        and not any(k in cur for k in FIGURE_KEYS if k not in ("period", "law_hint"))


# Round 34 (34a): a share of the vagas counted with a modal ("quantas vagas PcD o edital deve ter?", "e quantas de cota ele
# precisa prever?") asks that count of the thread's edital: the "deve" says what the count is to be, no rule asked of the
# law; the threshold of the rule ("quantas vagas precisa ter pra ter cota?") stays the law's.
_MODAL = re.compile(r"\b(?:tem|tera) que\b|\bprecisa\b|\bdeve(?:m|ria)?\b")
# (Round 39, f44a: the verb may stand between, "quantas tem que ir pra deficientes?", "quantas vão ficar pra cota?")
_SHARE_COUNTED = re.compile(r"\bquant[ao]s\s+(?:vagas?\s+)?(?:(?:tem|tera|teria|precisa|precisam|deve|devem|vai|vao|iriam?)\s+"
                            r"(?:(?:que|de)\s+)?(?:(?:ir|ficar|ser|sobrar)\s+)?)?"
                            r"(?:(?:de|da|das|para|pra|pras|as|a)\s+)?(?:pcd|deficien\w*|reservad\w*"
                            r"|cotas?|cotistas?|ampla|negr\w*|pret[oa]s|pard[oa]s|indigen\w*|quilombol\w*)\b")
_THRESHOLD = re.compile(r"\b(?:pra|para) (?:ter|haver|existir|aplicar|valer)\b|\bminim[oa]\b|\ba partir de\b")
# Round 39 (f44a): "no mínimo quantas vão pra deficientes?" asks the PcD list's least count (5%, rounded up), a figure of
# the thread's vagas; the minimum is then no threshold of vagas for a rule.
_PCD_MINIMUM = re.compile(r"\bminim[oa]\b(?=[^?]*\b(?:pcd|deficien\w*)\b)|\b(?:pcd|deficien\w*)\b[^?]*\bminim[oa]\b")


def _threshold(text: str) -> bool:
    return bool(_THRESHOLD.search(_PCD_MINIMUM.sub(" ", text)))


def law_question(ex: Extraction, cur: dict[str, Any]) -> bool:
    """A follow-up that asks what the law says and brings no figure (only a group, entity or process)."""
    # A law named is a figure to compute with, except in a comparison of the laws.
    figures = FIGURE_KEYS if _COMPARISON.search(ex.text) else (*FIGURE_KEYS, "law_hint")
    interpretive = ex.text
    if _SHARE_COUNTED.search(ex.text) and not _threshold(ex.text):
        interpretive = _MODAL.sub(" ", ex.text)
    # "a lei garante recurso contra a heteroidentificação?": the law made the subject, asked after a calculation.
    # Round 39 (f45b): the confirming board's judgement asked ("e a banca avalia quilombola do mesmo jeito que avalia
    # pardo?"): the procedure's text (art. 3º), whatever group it names.
    return bool(_LAW_QUESTION.search(ex.text) or INTERPRETIVE.search(interpretive) or _COMPARISON.search(ex.text)
                or LAW_SUBJECT.search(ex.text) or board_sense(ex.text)) \
        and not ex.numbers and not any(k in cur for k in figures)


# "e o cotista aprovado na ampla conta na cota?", "e quem passa na ampla sendo cotista, ocupa vaga reservada?": how
# the rule counts a kind of candidate, the law's text; not the earlier count again.
_RULE_OF_CANDIDATE = re.compile(
    r"\b(?:aprovad[oa]s?|classificad[oa]s?|passa|passam|entra|entram|fica|ficam)\b[^?]{0,25}?"
    r"\b(?:na|pela|dentro da|em|nas vagas da) (?:nota da |lista da |vagas? da )?ampla\b[^?]{0,50}?"
    r"\b(?:conta|contam|contad[oa]s?|computad[oa]s?|ocupa|ocupam|preenche|preenchem|desconta|abate|usa|gasta|tira)\b"
    # (Round 41, f50c: "refaz a conta das vagas reservadas": "a conta" the noun, the count redone, no rule of counting)
    r"|\b(?:(?<!\ba )(?<!\bda )(?<!\bna )(?<!\bessa )(?<!\besta )(?<!\bsua )(?<!\bminha )conta|contam|e contad[oa]"
    r"|sao contad[oa]s|e computad[oa]|sao computad[oa]s|ocupa|ocupam|preenche|preenchem)\b"
    r"[^?]{0,30}?\b(?:como cotista|na cota|nas? vagas? (?:reservad|da cota|da reserva|de cota)|na reserva|vagas? reservadas?)"
)


# "e os quilombolas também concorrem nessas vagas?", "indígena tem cota separada dentro dessa reserva?", "como fica a
# divisão entre pretos, pardos, indígenas e quilombolas?": whether a group takes part in the reserve or how the reserve
# is split among the groups, the law's text (and the regulation's summary); not the group's share of the earlier count,
# which only a count asks ("e quantas seriam pra indígenas?").
_RULE_OF_GROUP = re.compile(
    r"\b(?:entra|entram|concorre|concorrem|participa|participam|disputa|disputam|faz parte|fazem parte|incluid[oa]s?"
    r"|inclu[ie]m?|fica dentro|ficam dentro|compete|competem)\b[^?]{0,40}?"
    r"\b(?:ness|dess|nest|dest|ess|est|na|da|das|nas|no|do|nos|dos|a|as|o|os)[ae]?s?\s+(?:mesm[ao]s?\s+)?(?:vagas?|reserva|cota|cotas|conta|percentual|lista)\b"
    r"|\b(?:cota|cotas|reserva|vagas?|lista|percentual)\s+(?:separad|propri|a parte|exclusiv|especific|diferente|dela|dele)"
    r"|\bou (?:e|sao|fica|ficam|tem|e uma?) (?:separad|a parte|apart)|\b(?:vagas?|cota|lista) a parte\b"
    r"|\b(?:divisao|dividid[oa]s?|dividem|divide|distribuid[oa]s?|distribuicao|reparti\w*|subdivi\w*)\b"
    # "e indígena tb entra?", "quilombola entra também?", "tá incluído?", "faz parte?": the group's taking part asked
    # with the reserve left implicit (the question ends on the verb).
    r"|\b(?:tambem\s+)?(?:entra|entram|participa|participam|concorre|concorrem|faz parte|fazem parte"
    r"|(?:esta|estao|ta|tao|fica|ficam|e|sao|seria|seriam) incluid[oa]s?|conta|contam)"
    r"(?:\s+(?:tambem|junto|ai|nisso|nela|nessa))?\s*\??\s*$"
    # Round 35 (35b): "a reserva vale também para indígenas?", "a cota inclui quilombolas?": whom the reserve reaches
    # (art. 1º, caput), asked of the reserve or the law as subject, never a count of the group's share.
    r"|\b(?:reserva|cotas?|lei)\b[^?]{0,30}?\b(?:vale|valem|se aplica|se aplicam|inclui|incluem|abrange|abrangem"
    r"|contempla|contemplam|alcanca|alcancam|beneficia|beneficiam|cobre|cobrem)\s+(?:tambem\s+)?"
    r"(?:(?:para|pra|a|aos|as)\s+)?(?:os\s+|as\s+)?(?:pessoas?\s+|candidat[oa]s?\s+)?(?:indigen|quilombol|pret|pard|negr)"
)


# "e os 30% incidem sobre o total do edital ou cargo a cargo?", "esse percentual se aplica a cada especialidade?": the
# base the percentage is taken on (art. 1º, § 2º; art. 5º, § 1º), the law's text; not the reserve computed again.
# Round 50 (50b): a regionalized concurso's units too ("por polo", "por macrorregião", as estatais split theirs)
PLACE_WORD = r"(?:uf|estado|cidade|municipio|localidade|regiao|regional|lotacao|capital|polo|macro-?r?regiao|micro-?r?regiao)"
_PLACES_PLURAL = (r"(?:ufs|estados|cidades|municipios|localidades|regioes|regionais|lotacoes|capitais|polos"
                  r"|macro-?r?regioes|micro-?r?regioes)")
# Round 50 (50b): a place named at all, the base then asked of places (`router`: the norm's words, art. 1º, § 2º)
PLACE_NAMED = re.compile(rf"\b(?:{PLACE_WORD}|{_PLACES_PLURAL})\b|\bregionaliz\w*")
_ENROL_VERB = r"(?:inscre\w*|inscri\w*|concorr\w*|candidat\w*|disput\w*)"
_QUOTA_WORD = r"(?:cotas?|cotistas?|reserva\w*|optantes?)"
_PLACE_CHOICE = (rf"\b(?:(?:em|n)?(?:qual|que|quais)|escolh\w*|decid\w*)\s+(?:a\s+|o\s+)?{PLACE_WORD}s?\b"
                 rf"(?=[^?]{{0,60}}\b{_ENROL_VERB}\b)(?=[^?]*\b{_QUOTA_WORD}\b)"
                 rf"|\b{_ENROL_VERB}\b[^?]{{0,40}}\b{_QUOTA_WORD}\b[^?]{{0,30}}\b(?:em|n)\s*(?:qual|que|quais)\s+{PLACE_WORD}s?\b")
_PLACES_APART = (rf"\b(?:{PLACE_WORD}|{_PLACES_PLURAL})\b[^?;.]{{0,40}}?\b(?:conta|contam|entra|entram|computad[oa]s?"
                 r"|contad[oa]s?|calculad[oa]s?)\b[^?;.]{0,25}?\b(?:separad\w*|em separado|a parte|individualmente|isoladamente)")
PLACES_APART = re.compile(_PLACES_APART)
# Round 49 (49b): the post of a table (área, campus, especialidade) that takes the reserved vaga, chosen or drawn.
_POST_WORD = r"(?:areas?|campus|campi|especialidades?|cargos?|unidades?|polos?|departamentos?|disciplinas?|perfis|perfil)"
_RESERVED_SLOT = (r"(?:vagas? (?:reservad\w*|d[ae] cotas?|d[ao]s? cotistas?|d[ae] reserva|(?:d[ae] |para |pra )?pcd"
                  r"|(?:d[ae] |para |pra )?(?:pessoas? com )?deficien\w*)|reserva\b|cotas?\b)")
# (Round 50, lo50b: "o sorteio de vagas do concurso é permitido?": a draw of the vagas is the same, the law draws none)
_SLOT_DRAWN = (rf"\bsorte(?:ar|ia|io|ios|amos|ado|ada|ar a|ar o)?\b[^?]{{0,60}}?\b(?:{_POST_WORD}|{_RESERVED_SLOT}|vagas?\b)"
               rf"|\b(?:qual|quais|que|em qual|em que)\s+(?:a\s+|o\s+)?{_POST_WORD}\b[^?]{{0,25}}?\b(?:fica|ficam|ficara|ficarao"
               rf"|recebe|recebem|recebera|tera|terao|leva|levam|ganha|ganham|(?:vai|vao|deve|devem) (?:ter|ficar|receber|levar))"
               rf"\b[^?]{{0,20}}?\b{_RESERVED_SLOT}")
SLOT_DRAWN = re.compile(_SLOT_DRAWN)
# Round 50 (lo50b): the vagas told per post, the posts uncounted ("qual área recebe a vaga reservada quando cada área tem
# 1 vaga?", "uma vaga por campus, qual campus fica com a cota?"): no count of the edital, the draw's premise only.
_PER_POST = re.compile(rf"\bcada {_POST_WORD}\b[^?]{{0,15}}?\b(?:so |apenas |somente )?(?:\d+|uma?|duas|tres|poucas) vagas?\b"
                       rf"|\b(?:so |apenas |somente )?(?:\d+|uma?|duas|tres|poucas) vagas? (?:so |apenas )?(?:por|em cada|para cada|pra cada)"
                       rf" {_POST_WORD}\b")


def per_post_draw(ex: Extraction) -> bool:
    """Which post takes the reserved vaga (`SLOT_DRAWN`), the vagas told per post and no table: the law's base (art. 1º,
    § 2º), never the reserve of that one post's count."""
    return bool(SLOT_DRAWN.search(ex.text) and _PER_POST.search(ex.text)) and not ex.cargos and not ex.cargo_counts


_RULE_OF_BASE = re.compile(
    # "os 30% são sobre o total ou por cargo?": the percentage's base asked with a bare "ser sobre".
    # (Round 49, f64b: never a topic introduced, "minha dúvida é sobre qual lei rege o edital": that question's own)
    r"\b(?:sao|e|seria|seriam|fica|ficam)\s+(?:sobre|em cima d[oae]s?)\b(?!\s+(?:qual|quais|que|como|quem|quando|o que|se)\b)"
    r"[^?]{0,40}?\b(?:total|cargo|edital|especialidade)\b|"
    r"\b(?:incide|incidem|incidir|se aplica|se aplicam|aplicad[oa]s?|vale|valem|calculad[oa]s?|se calcula|feit[oa]s?|contad[oa]s?"
    r"|aplica|aplicam)\b[^?]{0,50}?\b(?:cargo a cargo|por cargo|cada cargo|cada especialidade|por especialidade|separadamente"
    r"|(?:o )?total (?:de|das|do)\b|sobre o total|edital inteiro|todo o edital|todas as vagas|cada area|por area|cada carreira"
    # Round 35 (35d): a concurso split by place ("aplicada UF por UF", "por localidade", "cidade a cidade")
    rf"|(?:por|cada) {PLACE_WORD}\b|{PLACE_WORD} (?:por|a) {PLACE_WORD}\b)"
    # Round 35 (lo35d): which place to enrol in for the quota ("em qual localidade devo me inscrever para usar a cota?"):
    # the law picks no place; the reserve is on the totality of the vagas (art. 1º, § 2º), per place as the edital says
    rf"|{_PLACE_CHOICE}"
    # Round 47 (47c): "as localidades contam separadamente?", "cada cidade conta separado na cota?": a table's places
    # counted apart or on the whole, the base of the reserve (art. 1º, § 2º)
    rf"|{_PLACES_APART}"
    # Round 49 (49b): which área/campus takes the reserved vaga, or a draw for it ("como sortear a área que fica com a
    # vaga reservada?"): the law picks none; the base is the totality of the vagas (art. 1º, § 2º)
    rf"|{_SLOT_DRAWN}"
    # "a lei diz qual é a base de cálculo?", "não seria calcular no total?": the base named as such
    r"|\bbase (?:de )?calculo\b|\bcalcul\w* (?:no|pelo|sobre o|em cima do) total\b"
    # "a pcd também é por cargo?": the base named after a bare "ser"
    # (Round 50, 50b: or counted, "a cota conta por microrregião?")
    r"|\b(?:pcd|deficien\w*|reserva|cota|cotas|percentual)\b[^?]{0,20}?\b(?:e|sao|fica|ficam|conta|contam)\s+(?:tambem\s+|so\s+|sempre\s+)?"
    # (Round 35, lead: "a cota é por cidade ou no total?", the base named by a place or "no total")
    rf"(?:por cargo|cargo a cargo|por especialidade|por area|sobre o total|no total|por {PLACE_WORD})\b"
)


# "e se surgir vaga nova durante a validade, tem cota nela?": vagas that arise while the list is valid (art. 1º, § 2º),
# the law's text; only a count of them ("se surgirem 5 vagas, quantas vão pra cota?") is a calculation.
_NEW_VAGAS = (r"(?:surg\w*|aparec\w*|vagas? novas?|novas? vagas?|vagas? adiciona\w*|vagas? extras?|mais vagas"
              # "ainda há cargos vagos no prazo de validade": posts left open, the same vagas of the validity
              r"|cargos? vagos|vagas? (?:remanescentes|ociosas|em aberto|sobrando))")


_RULE_OF_VALIDITY = re.compile(rf"\b{_NEW_VAGAS}\b[^?]{{0,50}}\bvalidade\b|\bvalidade\b[^?]{{0,40}}\b{_NEW_VAGAS}\b")


# Round 50 (f65c): vagas arising later asked of a concurso whose earlier count alone is told ("quando surgem vagas novas
# na validade, o concurso que tinha 1 vaga passa a ter cota?", "e se abrirem mais vagas depois, o de 1 vaga ganha
# reserva?"): whether the reserve reaches them (art. 1º, § 2º; art. 5º, §§ 3º-4º), no count to compute; a count of the
# new vagas told ("surgiram mais 2") or asked ("quantas?") is the calculation.
_NEW_LATER = re.compile(rf"\b(?:{_NEW_VAGAS}|abr\w+ mais vagas?)\b[^?]{{0,50}}\b(?:validade|depois|mais tarde|futuramente"
                        r"|posteriormente)\b|\b(?:validade|depois|mais tarde|futuramente|posteriormente)\b[^?]{0,40}"
                        rf"\b{_NEW_VAGAS}\b")
_QUOTA_REACHED = re.compile(r"\b(?:cotas?|reserva|reservad\w*|cotistas?|percentual)\b")
# (the count told as the concurso's earlier one: "tinha 1 vaga", "o concurso de 1 vaga"; "apareceram 7 vagas" is the new)
_EARLIER_COUNT = re.compile(r"\b(?:tinha|tem|previa|havia|era|eram|ofereceu|ofertou|saiu com|abriu com|de|com)\s+"
                            r"(?:so\s+|apenas\s+)?\d+\s+vagas?\b(?!\s+(?:novas|adicionais|extras|a mais))")


def validity_premise_only(ex: Extraction) -> bool:
    """Whether vagas arising later are asked of a told earlier count with no new count (`_NEW_LATER`): the law's rule."""
    return bool(_NEW_LATER.search(ex.text) and _QUOTA_REACHED.search(ex.text) and _EARLIER_COUNT.search(ex.text)) \
        and len(set(ex.numbers)) == 1 \
        and not COUNT_ASKED.search(ex.text) and not ex.cargos


# Whether the reserve reaches vagas opened during the validity ("a cota vale pras novas também?", "a reserva incide
# sobre as novas?"): art. 1º, § 2º, whatever counts the premise tells; "quantas das novas?" is the count.
# Round 45 (f60c): the new ones pointed at ("a reserva incide também sobre essas novas?", "vale pra essas 5 novas?"),
# "também" between the verb and them.
_RESERVE_ON_NEW = re.compile(r"\b(?:vale|valem|incide|incidem|se aplica|se aplicam|aplica-se|abrange|alcanca|conta|vai)\b"
                             r"[^?]{0,20}\b(?:pras?|para as?|sobre as?|nas?|as|(?:pra|para|sobre|n|d)?(?:essas|estas)"
                             r"|(?:pra|para|sobre) (?:essas|estas)) (?:\d+ )?(?:novas|surgidas|que surgi\w*|que abri\w*"
                             r"|vagas novas|novas vagas)\b"
                             # the new vagas told first, then pointed at ("apareceram mais 3, a reserva alcança essas?")
                             rf"|\b{_NEW_VAGAS}\b[^?]{{0,60}}\b(?:vale|valem|incide|incidem|se aplica|se aplicam|aplica-se|abrange"
                             r"|alcanca|conta)\b[^?]{0,20}\b(?:essas|estas|elas|nelas|nessas|sobre elas|pra elas|para elas)\b")


# Round 47 (lo47a): whether the cadastro de reserva (its places, who waits in it) falls in the quota ("as vagas do
# cadastro também entram na cota?", "quem fica no cadastro conta pra reserva?", "a cota vale pro cadastro?"): the rule of
# the vagas the reserve is taken of (art. 1º, § 2º; art. 5º, §§ 3º-4º), never the thread's count again.
_REGISTER = r"(?:cadastros?(?: (?:de )?reserva)?|\bcr\b)"
_IN_QUOTA = r"(?:cotas?|reserva(?! de vagas? d[oe] cadastro)|percentual|30 ?%|20 ?%)"
_REGISTER_IN_QUOTA = re.compile(
    rf"\b{_REGISTER}\b[^?]{{0,40}}\b(?:entra|entram|conta|contam|vale|valem|incide|incidem|se aplica|se aplicam"
    rf"|faz parte|fazem parte|(?:e|sao) (?:computad|contad|considerad)\w*)\b[^?]{{0,25}}\b{_IN_QUOTA}"
    rf"|\b{_IN_QUOTA}\b[^?]{{0,25}}\b(?:vale|valem|incide|incidem|se aplica|se aplicam|alcanca|abrange|conta|entra)\b[^?]{{0,25}}"
    rf"\b(?:pro|para o|no|sobre o|ao|o|pros|nos) {_REGISTER}")


# No optant for the reserved vagas ("e se nenhum cotista for aprovado?", "e se faltar cotista pras 2?"): art. 8º.
_NO_OPTANTS = re.compile(r"\b(?:nenhum|nenhuma|faltar(?:em)?|nao (?:houver|tiver|aparecer|passar)(?: nenhum)?)\s+"
                         r"(?:candidat\w+ )?(?:cotistas?|optantes?|negros?|pretos?|pardos?)\b"
                         # "nenhum cotista ainda", "nenhum cotista foi chamado": none called yet, the order asked
                         r"(?!,? (?:ainda|ate agora|por enquanto|foi (?:chamad|nomead|convocad)))")


# A reserved vaga left by its optant ("se o cotista desistir antes da posse, quem assume?"): art. 7º, § 3º.
# Round 38 (f41b): told in the past ("o cotista convocado não tomou posse e abriu mão") and asked as where the vaga
# goes ("a vaga reservada vai pra quem na sequência?"): the same rule.
_VACATED = re.compile(
    # Round 47 (47b): the leaving named as a noun, as a help desk files it ("desistência de cotista nomeado: quem é
    # convocado?", "em caso de renúncia da candidata cotista, a vaga vai para quem?"): the same rule, whatever vagas
    r"\b(?:desistencia|renuncia|exoneracao|vacancia|eliminacao)\s+d[eoa]s?\s+(?:(?:um|uma)\s+)?(?:candidat[oa]\s+)?"
    r"(?:cotistas?|optantes?|aprovad[oa] (?:na|pela) (?:cota|reserva))\b[^?]{0,80}?"
    r"(?:\bquem\b|\ba vaga\b[^?]{0,20}\b(?:vai|passa|fica|volta|segue)\b)"
    r"|\b(?:cotista|optante)\b[^?]{0,40}\b(?:desisti\w*|nao (?:tomar|tomou|toma) posse|nao assum(?:ir|iu)"
                      r"|for eliminad\w*|(?:abrir|abriu|abre) mao|renunci\w*)\b"
                      r"[^?]{0,40}(?:\bquem (?:assume|fica com|ocupa|entra|e chamad)"
                      r"|\b(?:vai|passa|fica|vai ficar) (?:pra|para|com) quem\b)"
                      # Round 22 (p22c): the thread's person leaving ("se ele desistir da nomeação, a vaga passa pro
                      # próximo?"): what becomes of the vaga is art. 7º, § 3º, not that person's place again.
                      r"|\bse (?:ele|ela|o candidato|a candidata|o aprovado|a aprovada)\s+(?:desisti\w*|nao tomar posse"
                      r"|nao assumir|abrir mao|renunciar|for eliminad\w*)\b[^?]{0,40}\b(?:a|essa|esta|sua) vaga\b[^?]{0,12}"
                      r"\b(?:passa|vai|fica|volta|e chamad\w*|e preenchid\w*|e ocupad\w*)\b"
                      # Round 43 (f57a): the candidate's own leaving with who takes the place asked ("e se eu desistir,
                      # quem da lista é chamado no meu lugar?"): the vaga left, art. 7º, § 3º, not that place again.
                      r"|\b(?:se|caso) (?:eu|ele|ela|o candidato|a candidata|o aprovado|a aprovada)\s+(?:desist\w*|nao tomar posse"
                      r"|nao tome posse|nao assumir|nao assuma|abrir mao|abra mao|renunciar|renuncie|for eliminad\w*)\b[^?]{0,40}\bquem\b[^?]{0,30}"
                      r"\b(?:assume|fica com|ocupa|entra|(?:e|sera|vai ser) (?:chamad|convocad|nomead)\w*)"
                      # Round 46 (f61c): told of the reserve's member, then where the vaga goes asked by whom it goes to
                      # ("o primeiro cotista desistiu ... a vaga passa pro próximo cotista ou pra ampla?", "a candidata
                      # negra aprovada desistiu; a vaga segue pra outra cotista?"): art. 7º, § 3º, never the order
                      r"|\b(?:cotistas?|optantes?|aprovad[oa] (?:na|pela) (?:cota|reserva)|candidat[oa] (?:negr|pret|pard"
                      r"|indigen|quilombol)\w*|(?:negr|pret|pard|indigen|quilombol)\w* aprovad[oa])\b[^?]{0,60}?"
                      r"\b(?:desisti\w*|nao (?:tomar|tomou|toma) posse|nao assum(?:ir|iu)|(?:abrir|abriu|abre) mao|renunci\w*)\b"
                      r"[^?]{0,60}?\bvaga\b[^?]{0,15}?\b(?:passa|vai|fica|volta|segue|e repassad\w*|e preenchid\w*|e ocupad\w*)\b"
                      r"[^?]{0,10}?\b(?:pr[oa]s?|para (?:[oa]s? )?|ao|aos|com (?:[oa]s? )?)\s*(?:proxim|seguint|outr[oa]|lista|ampla"
                      r"|cotista|reserva|candidat)")


# A count asked ("quantas", "quanto fica"), not "quanto à eliminação..." (a lawyer's "as to").
COUNT_ASKED = re.compile(r"\bquant(?!o (?:a|ao|as|aos)\b)")


def place_choice(ex: Extraction) -> bool:
    """Round 35 (lo35d): which place to enrol in for the quota (`_PLACE_CHOICE`), with no figure: art. 1º, § 2º."""
    return bool(re.search(_PLACE_CHOICE, ex.text)) and not ex.numbers


# Round 44 (lo44b): the reserve per cargo or on the whole named as the subject of a provision asked ("qual artigo trata da
# reserva por cargo?"): the base (art. 1º, § 2º); "cargo" alone found the admission to a cargo (art. 4º) first.
_BASE_NAMED = re.compile(r"\b(?:reserva|reservas|cota|cotas|percentual|calculo)\b[^?]{0,25}?\b(?:por cargo|cargo a cargo"
                         r"|(?:em|de) cada cargo|por especialidade|sobre o total|no total)\b")


def base_question(ex: Extraction) -> bool:
    """What base the percentage is taken on (see `_RULE_OF_BASE`), or the provision on it (`_BASE_NAMED`), with no
    count asked."""
    # (Round 52, lo52d: or the law's leave to join the cargos or vagas asked with no figure, "a lei permite juntar os
    # cargos num só?": the totality of the vagas, art. 1º, § 2º, never the register's § 3º its words found)
    return bool(_RULE_OF_BASE.search(ex.text) or _BASE_NAMED.search(ex.text) and _BASIS_ASK.search(ex.text)
                or sum_permitted(ex) and not ex.numbers) \
        and not COUNT_ASKED.search(ex.text)


# "nesses 15", "dessas 3": a number after a demonstrative points at the earlier result, it is no figure of its own.
_POINTED = re.compile(r"\b(?:n|d)?(?:ess|est|aquel)[ea]s (\d+)\b")


def pointed(ex: Extraction) -> set[int]:
    return {int(n) for n in _POINTED.findall(ex.text)}


def own_numbers(ex: Extraction) -> list[int]:
    return [n for n in ex.numbers if n not in pointed(ex)]


# Round 36 (36c): one person of two groups of the reserve asking which reserve ("sou pardo e também quilombola, em qual
# reserva eu concorro?", "pardo e quilombola concorre nas duas cotas?"): the reserve is one for all of them (art. 1º,
# caput) and the regulation splits it (art. 1º, § 1º): whom the reserve is for, never an eligibility "Sim" of one group.
_WHICH_RESERVE = re.compile(r"\b(?:qual|quais|que)\s+(?:das\s+)?(?:reservas?|cotas?|listas?)\b"
                            r"|\b(?:nas|as|ambas as|pelas|em) (?:duas|2) (?:reservas|cotas|listas)\b|\bnas duas\b|\bambas\b")


def groups_in_two(ex: Extraction) -> bool:
    """Two groups of the reserve for one person (pretas e pardas count as one) and which reserve asked, no count."""
    kinds = {"negra" if g in ("preta", "parda", "negra") else g for g in ex.groups
             if g in ("preta", "parda", "negra", "indigena", "quilombola")}
    return len(kinds) >= 2 and bool(_WHICH_RESERVE.search(ex.text)) and not own_numbers(ex) \
        and not COUNT_ASKED.search(ex.text)


def group_rule(ex: Extraction) -> bool:
    """Whether a group takes part in the reserve, or how it is split (see `_RULE_OF_GROUP`), with no figure and no
    count asked; the person's own case ("sou quilombola, posso concorrer nessas vagas?") is eligibility."""
    t = ex.text
    split = bool(re.search(r"\bdivis|\bdividid|\bdivide|\bdistribu|\breparti|\bsubdivi", t))
    return bool(_RULE_OF_GROUP.search(t)) and (bool(ex.groups) or split and bool(re.search(r"\breserv|\bcota|\bvaga", t))) \
        and not own_numbers(ex) and not COUNT_ASKED.search(t) and not OWN_SUBJECT.search(t) \
        and not ORDER_CUE.search(t)  # "em que posições entram os negros?": the places of the order, computed


# "e se o cotista passar com nota da ampla, ele sai da reserva?", "e se a candidata desistir, quem assume?": what the rules
# do with a third person's outcome (art. 7º, optants approved in ampla; vacated reserved vagas), the law's text. The
# person's own place ("e se ele estiver em 4º?") or option ("e se ela fosse cotista?") stays a calculation.
_THIRD_PARTY = re.compile(r"\bse (?:o|a|um|uma|esse|essa|este|esta|ele|ela)\b(?:\s+(?:candidat[oa]|cotista|optante|pessoa"
                          r"|aprovad[oa]|concorrente|negr[oa]|pret[oa]|pard[oa]|indigena|quilombola|pcd))*\s+")


_OUTCOME = re.compile(r"\b(?:tira|tirar|tirasse|passa|passar|passasse|for (?:aprovad|chamad|convocad|nomead|eliminad|reprovad"
                      r"|excluid|desclassificad)|desistir|desiste|desistisse|sai|sair|saisse|deixa|deixar|perde|perder"
                      # (Round 44, f59c: not "continua valendo", the earlier answer asked again of the case supposed)
                      r"|continuar?(?! (?:valendo|a valer|valid))"
                      r"|ocupa|ocupar|migra|migrar|assume|vai pra|vai para|volta|conta como(?! se\b)|contando"
                      r"|abre mao|abrir mao|renuncia|renunciar)\b")


# Round 33 (lo): a count of people a supposition acts on ("e se 3 cotistas desistirem?", "e se cancelarem a nomeação de 2
# cotistas?", "se eliminarem 2 candidatos negros na banca?"): those people, as "o cotista" is, never the selection's
# vagas; what the rules do with them is the law's text. The outcome may be done to them (an active verb before them).
_PEOPLE = (r"(?:candidat[oa]s|cotistas|optantes|aprovad[oa]s|nomead[oa]s|convocad[oa]s|pessoas|negr[oa]s|pret[oa]s"
           r"|pard[oa]s|indigenas|quilombolas)")
_PEOPLE_COUNTED = re.compile(rf"\bse\b[^?]{{0,50}}?\b(\d+)\s+(?:d[oa]s\s+)?{_PEOPLE}\b")
_DONE_TO = re.compile(r"\b(?:desistirem|desistissem|eliminarem|eliminassem|excluirem|excluissem|reprovarem|reprovassem"
                      r"|desclassificarem|desclassificassem|cancelarem|cancelassem|anularem|anulassem|tornarem sem efeito"
                      r"|forem (?:eliminad|reprovad|excluid|desclassificad|exonerad|demitid)\w*|nao tomarem posse"
                      r"|nao assumirem|abrirem mao|renunciarem|sairem"
                      # Round 33 (lo2): ... or called, appointed, approved ("e se chamarem 5 cotistas?", "e se 4 cotistas
                      # forem convocados?", "e se forem 5 cotistas aprovados?"): those people, never the vagas.
                      r"|chamarem|chamassem|convocarem|convocassem|nomearem|nomeassem|aprovarem|aprovassem"
                      r"|forem (?:chamad|convocad|nomead|aprovad)\w*)\b"
                      rf"|\b{_PEOPLE}\s+(?:forem\s+)?(?:chamad|convocad|nomead|aprovad)[oa]s\b")


def people_counted(ex: Extraction) -> set[int]:
    """The counts of people an outcome is supposed of (see `_PEOPLE_COUNTED`), never read as vagas; a count the
    extraction read as something else (the optants ahead, those called) is left to it."""
    if not (_OUTCOME.search(ex.text) or _DONE_TO.search(ex.text)):
        return set()
    read = {ex.optants_ahead, ex.optants_in_open, *ex.called, *ex.claimed_counts}
    return {n for n in map(int, _PEOPLE_COUNTED.findall(ex.text)) if n not in read}


def third_party_outcome(ex: Extraction) -> bool:
    """A hypothetical about a third person's outcome under the rules (see `_THIRD_PARTY`), with no figure or place;
    a count of the people it is supposed of is no figure (`people_counted`)."""
    t = ex.text
    people = people_counted(ex)
    return bool(_THIRD_PARTY.search(t) and _OUTCOME.search(t) or people) \
        and not [n for n in ex.numbers if n not in people] and not names_place(ex) \
        and not OWN_SUBJECT.search(t) and not COUNT_ASKED.search(t)


# "e se não tiver cotista aprovado suficiente pras 3?", "e se faltar candidato negro?": reserved vagas left without
# candidates go to the ampla (art. 4º), the law's text; a number there points at the reserved vagas, it is no figure.
_UNFILLED = re.compile(r"\bse (?:nao (?:tiver|tivesse|houver|houvesse|tenha|haja|aparecer\w*|passar\w*)|faltar\w*|nenhum"
                       r"|ninguem)\b[^?]{0,40}?\b(?:cotistas?|optantes?|aprovad\w*|candidat\w*|inscrit\w*)\b")


# The order of nomination kept for the whole career (art. 9º, § 2º: tie-breaks, seniority, promotion): the law's text.
# Round 34 (34d): the tie-break as a verb too ("usam a minha classificação pela cota para desempatar?").
_RULE_OF_CAREER = re.compile(r"\bdesempat(?:e|es|ar|am|a|ando)\b|\bvida funcional\b|\b(?:na|da|pra|para a|durante a|ao longo da) carreira\b"
                             r"|\bprogressao (?:funcional|na carreira)|\bantiguidade\b")


# Round 44 (44a): whether a reserve has a ceiling ("existe limite máximo de vagas pcd?", "a cota tem teto?"), with no figure:
# the rule (the decree sets a minimum; Lei 8.112's 20% is outside the corpus), never the thread's count again.
_CEILING_OF_RESERVE = re.compile(
    r"(?<!\bdata )(?<!\bprazo )\b(?:limites?(?: maximo)?|teto|maximo)\b(?! de (?:idade|inscric\w*|tempo|prazo))"
    r"(?=[^?]*\b(?:reserv\w*|cotas?|cotistas?|pcd|deficien\w*)\b)"
    r"|\b(?:reserv\w*|cotas?|cotistas?|pcd|deficien\w*)\b[^?]{0,40}\b(?:limite|teto)\b(?! de (?:idade|inscric\w*))"
)


# Round 46 (lo46a): a ceiling of the racial reserve asked ("existe um teto para a cota racial?", "qual o teto da reserva?",
# "a reserva pode passar de 30%?"): the percentage the law sets (art. 1º, caput), never the inciso naming where it
# applies; not the vagas a reserve needs ("qual o limite de vagas pra ter cota?": art. 5º), nor the PcD reserve (the
# decree's own § 1º, `corpus.retrieval`).
_RATE_PASSED = re.compile(r"\b(?:reserv\w*|cotas?|percentual|porcentagem)\b(?:\s+\w+){0,4}?\s+(?:passar|ultrapassar|exceder|ir)"
                          r" (?:de|alem de|d[oa]s?)\s+\d+ ?(?:%|por cento)"
                          r"|\b(?:reserv\w*|cotas?)\b(?:\s+\w+){0,3}?\s+mais (?:de|que|do que)\s+\d+ ?(?:%|por cento)")
_NOT_A_CEILING = re.compile(r"\b(?:pra|para|p/) (?:ter|haver|existir|valer|aplicar)\b|\bminim[oa]s?\b")


def racial_ceiling(ex: Extraction) -> bool:
    """Whether a ceiling of the racial reserve is asked, with no count of one's own (see `_RATE_PASSED`)."""
    t = ex.text
    return bool(_CEILING_OF_RESERVE.search(t) or _RATE_PASSED.search(t)) and not _NOT_A_CEILING.search(t) \
        and not PCD_WORDS.search(t) and ex.vacancies is None and not ex.cargos


# Round 46 (lo46a): whether "the law" applies, asked with nothing else ("a lei federal vale?", "e a lei federal, se
# aplica?", "mas a lei de cotas não vale?"): after a body's case, its reach over that body (art. 1º), not its vigência.
BARE_LAW_APPLIES = re.compile(
    r"^(?:(?:e|mas|entao|ok|certo)\s*,?\s+)?(?:(?:a|as|essa|essas|esta|estas)\s+)?(?:lei|leis|legislacao|norma|normas)"
    r"(?:\s+(?:federal|federais|de cotas|nova|atual|15\.?142))*\s*,?\s*(?:(?:nao|ja|tambem|entao|mesmo)\s+)?"
    r"(?:vale|valem|valeria|valeriam|valia|valiam|se aplica|se aplicam|se aplicaria|aplica|aplica-se|serve|servem|conta|contam)"
    r"(?:\s+(?:entao|mesmo|aqui|la|nesse caso|pra mim|para mim|pra nos|pra ele|pra ela|pra eles|nele|nela))?\s*\??\s*$")


def rule_question(ex: Extraction, cur: dict[str, Any]) -> bool:
    """A figure-less question about how the law counts a kind of candidate (see `_RULE_OF_CANDIDATE`), whether a group
    takes part in the reserve or how it is split (`group_rule`), what base the percentage is taken on, what becomes of
    vagas that arise during the validity (`_RULE_OF_VALIDITY`) or of reserved vagas left without candidates."""
    if COUNT_ASKED.search(ex.text):
        return False
    if _UNFILLED.search(ex.text) and not names_place(ex):
        return True
    if OWN_OUTCOME_IN_OPEN.search(ex.text) and not ex.numbers and not names_place(ex):
        return True
    if _RULE_OF_CAREER.search(ex.text):
        return True  # "se eu for nomeado em 9º, isso conta pra desempate na carreira?": the place is the premise
    if _CEILING_OF_RESERVE.search(ex.text) and not ex.numbers and set(cur) <= {"groups", "law_hint"}:
        return True  # Round 44 (44a): "e existe limite máximo de vagas pcd?" after a count: the rule, not the count again
    # "os 30%" names the rule's percentage, not a figure of this edital
    figures = [n for n in ex.numbers if not any(re.match(rf"{n}\b", str(pc)) for pc in ex.percentages)]
    # Round 35 (35d): "num concurso com 5 vagas por estado": a count per place with no count of places is the premise
    # of the base asked (art. 1º, § 2º), no figure to compute
    per_place = {int(k) for k in PER_PLACE.findall(ex.text)}
    figures = [n for n in figures if n not in per_place]
    if _RULE_OF_BASE.search(ex.text) and not figures \
            and not any(k in cur and not (k == "vacancies" and cur[k] in per_place) for k in FIGURE_KEYS):
        return True
    # A third person's outcome may name the selection it happens in ("a pessoa sai do PSS?"): its subject, no figure.
    allowed = {"groups", "optant"} | ({"entity", "process"} if third_party_outcome(ex) else set())
    if group_rule(ex):  # "e indígena entra nesses 15 ou é separado?": the 15 point at the earlier reserve
        # (Round 35, 35b: the law it is asked under may be named, "pela lei nova, a reserva vale para indígenas?")
        return set(cur) - {"vacancies", "law_hint"} <= allowed and cur.get("vacancies") in (None, *pointed(ex))
    return (bool(_RULE_OF_CANDIDATE.search(ex.text) or _RULE_OF_VALIDITY.search(ex.text)) and not ex.numbers
            or third_party_outcome(ex)) \
        and set(cur) <= allowed


# Round 17: law questions that name a number or "o cotista" and still ask the rule, in or out of a thread.
# Which way a fraction of a vaga rounds ("3,5 arredonda pra cima?", "como a lei manda fazer quando dá 0,5"): the
# rounding rule (art. 5º, § 2º); the number is the premise, never vagas, unless a count is asked ("fica quantas?").
_ROUNDING_ASKED = re.compile(r"\barredond\w*|\bfrac(?:ao|oes|ionad\w*|ionari\w*)\b|\bnumero quebrado\b|\bmeia vaga\b"
                             r"|\b(?:pra|para) cima ou (?:pra|para) baixo\b"
                             # Round 45 (45c): a decimal said to turn whole ("2,5 vagas reservadas viram 3?", "o 0,5 sempre
                             # sobe?", "7,8 vira 8 por qual regra?", "e se desse 0,5 exato?"): the same rounding asked
                             r"|" + DECIMAL_ROUNDED.pattern)


# A revoked law asked whether it still holds ("essa lei velha ainda vale, mesmo revogada?"): art. 11 and art. 13.
_REVOKED_ASKED = re.compile(r"\brevog\w*")
# Round 30 (fix30c): the revoked law named as the rule a count is made by ("e se fosse calculado pela regra revogada
# de 2014, mudaria?"): the old law applied (`law_hint`), nothing asked of its revocation.
_REVOKED_APPLIED = re.compile(r"\b(?:pela|na|com a|sob a|segundo a|conforme a|seguindo a)\s+(?:(?:lei|regra|norma|legislacao)s?\s+)?"
                              r"revogad[ao]s?\b")


# Whether an optant also stands in the ampla list ("quem entra pela cota aparece tb na lista da ampla?"): art. 7º.
# Round 36 (f38a): the optant's mark competing in the general list too ("optei pela reserva; minha nota também vale pra
# disputar na lista geral simultaneamente?"): "disputar/competir" as "concorrer", and "ao mesmo tempo" with the general
# list named as the ampla is.
_BOTH_LISTS = re.compile(r"\b(?:aparece|aparecem|consta|constam|figura|figuram|sai|saem|esta|estao|ta|tao|fica|ficam|entra|entram"
                         r"|concorre|concorrem|concorrer|disputa|disputam|disputar|compete|competem|competir"
                         # Round 43 (f57a): asked of the old law in the past ("o cotista disputava junto na lista geral?")
                         r"|concorria|concorriam|disputava|disputavam|competia|competiam)\b[^?]{0,30}"
                         r"\b(?:listas?|listagem|classificacao|relacao)\b[^?]{0,12}\b(?:geral|ampla)\b"
                         # "concorrer na cota e na ampla (ao mesmo tempo)": art. 7º's concurrent competition
                         r"|\b(?:cotas?|reserva|vagas reservadas)\b e (?:tambem )?(?:n?a|pela|nas vagas da) ampla\b"
                         # "o cotista concorre também na ampla?": the optant's concurrent competition (art. 7º)
                         # Round 37 (f39a): the groups as the subject ("os candidatos negros desse certame concorrem também
                         # na ampla?"): the same art. 7º (Lei 12.990's art. 3º)
                         r"|\b(?:cotistas?|optantes?|negr[oa]s|pret[oa]s|pard[oa]s|indigenas|quilombolas)\b[^?]{0,20}"
                         r"\b(?:concorre|concorrem|disputa|disputam|compete|competem)\b"
                         r"(?: (?:tambem|ao mesmo tempo|junto))? (?:n?a|pela|nas vagas da|as vagas da) ampla\b"
                         # Round 39 (f45b): whether one may be nominated (called, approved) through the ampla ("se ele
                         # fosse cotista, podia ser nomeado pela ampla mesmo assim?"): the same art. 7º, not a place
                         r"|\b(?:pode|podem|podia|podiam|poderia|poderiam|vai|vao|consegue|conseguiria)\s+(?:tambem\s+)?"
                         r"ser\s+(?:nomead|chamad|aprovad|convocad|classificad)\w*\s+(?:tambem\s+)?"
                         r"(?:n?a|pela|nas vagas da|para a|pra) ampla\b"
                         # Round 25 (p25a): the two lists named the other way round ("na ampla e na reserva"), or the
                         # ampla with "ao mesmo tempo" ("concorrer ao mesmo tempo na ampla e nas cotas"): art. 7º too.
                         r"|\bampla(?: concorrencia)? e (?:tambem )?(?:n?a|pela|nas|nas vagas da) (?:cotas?|reserva|vagas reservadas)\b"
                         r"|\b(?:ao mesmo tempo|simultaneamente|concomitantemente)\b[^?]{0,30}\b(?:ampla|lista geral)\b"
                         r"|\b(?:ampla|lista geral)\b[^?]{0,12}\b(?:ao mesmo tempo|simultaneamente|concomitantemente)\b")


# Whether something the rule does is allowed ("isso é permitido?", "a lei deixa?", "pode isso?"): the rule's text.
# ("isso está certo?" about an edital's own figure is a check of the count, not this.)
_PERMITTED = re.compile(r"\b(?:isso|isto|esse caso|essa situacao)\b[^?]{0,12}\b(?:e |eh |seria )?(?:permitid[oa]|legal|valido|licito"
                        r"|proibid[oa]|pode)\b|\bpode isso\b|\b(?:a lei|o decreto) (?:deixa|permite|autoriza)\b")


# People called later from the register, or vagas opened during the validity, and whether the cotista is called or
# the same order goes on ("e se chamarem gente do cadastro depois?", "as vagas novas seguem a mesma ordem?"): art. 5º,
# § 4º and art. 1º, § 2º, even when the earlier count is pointed at ("nesse de 1 vaga").
# Round 42 (lo42e): not a count called ("vão chamar mais 10 do cadastro, ficando 30"): those are vagas of the case.
_LATER_CALL = re.compile(r"\b(?:cham|convoc|nome)\w* (?:(?!\d)\w+ ){0,2}d[oe] cadastro\b|\bcadastro\b[^?]{0,30}\b(?:depois|mais tarde"
                         r"|futuramente|posteriormente|sao chamad|for chamad|forem chamad)"
                         rf"|\b(?:{_NEW_VAGAS}|mais vaga)\b[^?]{{0,60}}\b(?:mesma ordem|seguem|segue|e chamad|sao chamad|e convocad|sao convocad"
                         r"|e nomead|sao nomead|ordem de nomeacao"
                         # Round 43 (f57b): the cotistas' nomination asked of those vagas ("se surgirem novas vagas na
                         # validade, como fica a nomeação dos cotistas?"): the same rule, a count told only its premise
                         r"|(?:nomeacao|convocacao|chamada) d[oa]s (?:cotistas|optantes|reservad\w*))")


# When the cotistas are called ("em que momento são chamados os cotistas?"): the nomination rule, not one's place.
_CALL_MOMENT = re.compile(r"\b(?:em (?:que|qual) momento|a partir de quando|quando)\b[^?]{0,15}\b(?:sao|e|vao ser|serao|sera)"
                          r" (?:chamad|convocad|nomead)\w*\b[^?]{0,15}\b(?:os |as )?(?:cotistas?|optantes?|candidat\w+ (?:negr|pret|pard|cotist))"
                          # Round 37 (f39a): the cotistas named before the verb ("quando os cotistas são chamados?"); in
                          # one's own concurso ("... no meu concurso?") it is that concurso's order, its vagas asked
                          r"|\b(?:em (?:que|qual) momento|a partir de quando|quando)\s+(?:os |as )?(?:cotistas|optantes"
                          r"|candidat\w+ (?:negr|pret|pard|cotist)\w*)\s+(?:sao|vao ser|serao)\s+(?:chamad|convocad|nomead)\w*"
                          r"(?![^?]*\b(?:meu|minha|nosso|nossa|deste|desse) (?:concurso|edital|certame|selecao|processo seletivo)\b)")


# Official documents giving another race than the one declared ("meus documentos dizem branco"): self-declaration
# is the criterion (art. 2º), the law's text, not a computation of one's eligibility.
_DOCUMENT_RACE = re.compile(r"\b(?:documentos?|certidao|certidoes|rg|registro|identidade|carteira)\b[^?]{0,30}"
                            r"\b(?:diz|dizem|consta|constam|esta|estao|ta|tao|fala|falam|aparece|aparecem|mostra|mostram)\b[^?]{0,15}"
                            r"\b(?:branc|pard|pret|negr|amarel|indigen)")


# Round 27 (fix27h): how a group is proved or confirmed ("que documento ela apresenta pra comprovar que é indígena?",
# "qual o procedimento pra confirmar a condição de quilombola?"): the confirmation of the self-declaration (art. 3º,
# § 4º, and its regulation), the law's; not the eligibility of the thread's person again.
_PROOF_ASKED = re.compile(r"\b(?:qual|quais|que)\s+(?:o |os |a |as )?(?:documentos?|procedimentos?|comprovantes?|provas?|papel|papeis"
                          r"|certidao|certidoes|laudos?)\b[^?]{0,50}?\b(?:confirm|comprov|prov[aeo]|atest|demonstr|valid)\w*"
                          # Round 39 (f43b): the board's verb in the plural ("e como eles confirmam que eu sou indígena?"), the same procedure.
                          r"|\bcomo (?:\w+ )?(?:comprovam?|comprovo|comprovar|confirmam?|confirmo|confirmar|provam?|provo|provar"
                          r"|verificam?|verificar|checam?|checar)\b[^?]{0,30}?"
                          r"\b(?:condicao|autodeclarac\w*|que (?:eu |ele |ela )?(?:e|sou)|ser)\b")


# A doubt set against the group one declares ("sou pardo mas tenho olho claro", "indígena mas moro na cidade, fora da
# aldeia", "me declaro pardo mas a banca diz que não sou", "a certidão não diz a cor"): self-declaration and its
# confirmation are the criterion (art. 2º, art. 3º), the law's text, not the eligibility of the group alone.
_DECLARATION_DOUBT = re.compile(
    r"\b(?:mas|porem|so que|embora|apesar)\b[^?]{0,40}\b(?:olhos? clar|pele clara|cabelo|aparencia|fenotip|tracos|nao pareco"
    r"|pareco branc|certidao|documentos?\b|registro|identidade|banca|comissao)"
    r"|\b(?:certidao|documentos?|registro|rg|identidade|carteira)\b[^?]{0,30}\bnao (?:diz|dizem|consta|constam|fala|falam|mostra"
    r"|traz|tem)\b[^?]{0,10}\b(?:cor|raca)\b")


# Round 51 (51a): which group's definition a doubt of living away asks (art. 2º, II or III), by its word or its place:
# the city's words alone found the indígena's "viva ou não em território indígena" for a quilombola too.
_LAND_OF = (("quilombola", r"\bquilombo"), ("indigena", r"\b(?:indigen|aldeia|aldead)"))


def land_topic(ex: Extraction) -> str | None:
    """The definition of the one group whose member is said to live away from its land, for the search."""
    if not AWAY_FROM_LAND.search(ex.text):
        return None
    named = [group for group, rx in _LAND_OF if re.search(rx, ex.text)]
    return _GROUP_DEFINED[named[0]] if len(named) == 1 else None


# The date of a law itself ("a lei 15142 não é de 3 de junho?", "a 12.990 foi publicada quando?"): its signature and
# publication, never the date of an edital to compute a regime with.
_LAW_DATED = re.compile(r"\b(?:lei|15\.?142|12\.?990)\b(?: (?:nova|antiga|n?o? ?15\.?142|n?o? ?12\.?990))?(?: nao)? (?:e|eh|foi|era)"
                        r" (?:de|do dia|publicada|sancionada|assinada|promulgada)\b(?! \d{4}\b)"
                        r"|\bde quando (?:e|eh|foi) (?:a )?(?:lei|15\.?142|12\.?990)\b"
                        r"|\b(?:lei|15\.?142|12\.?990)\b[^?]{0,20}\b(?:foi )?(?:publicada|sancionada|assinada) (?:quando|em que dia)\b")


# A generic candidate of a group ("o candidato negro pode se inscrever..."), not anyone's own case.
_GENERIC_CANDIDATE = re.compile(r"\b(?:o|um|uma|a) (?:candidat[oa]|pessoa|cotista)s? (?:negr|pret|pard|indigen|quilombol)"
                                # Round 26 (holdout23): "quem é negro não pode se inscrever...?": whoever is of the group
                                r"|\bquem (?:e|for|seja|fosse|se declara|se autodeclara) (?:negr|pret|pard|indigen|quilombol)")


# Round 20: unsure of one's own group ("não sei se sou parda ou branca", "será que eu sou parda?", "como eu sei se sou
# preta?"): self-declaration by the IBGE's question (art. 2º, I) is the criterion, the law's text; no group to assume.
_OWN_GROUP_UNSURE = re.compile(
    r"\bn(?:ao|em) sei (?:\w+ )?se (?:eu )?(?:sou|seria|me (?:considero|declaro)|conto como|posso me (?:auto)?declarar)\b"
    # (Round 41, f53b: not fitting the reserve itself, "não sei se me encaixo pra marcar a vaga reservada": one's own
    # eligibility, `ELIG_CUE`, as "será que me encaixo pra disputar a reserva?" is)
    r"|\bn(?:ao|em) sei (?:\w+ )?se (?:eu )?me encaixo\b(?![^?]{0,40}?\b(?:cotas?|cotistas?|reserva|vagas? reservadas?)\b)"
    # (Round 29, p29a: not one's call, "será que sou chamado?", "será que seria nomeada?": a place after a selection)
    # (Round 30, fix30r: not fitting the reserve itself, "será que me encaixo pra disputar as vagas reservadas?": one's
    # own eligibility, `ELIG_CUE`'s `_FITS_RESERVE`)
    r"|\bsera que (?:eu )?(?:sou|seria|conto como|me encaixo)\b(?! (?:chamad|convocad|nomead|aprovad|classificad)[oa])"
    r"(?!\s+(?:pra|para|nas?|no)\s+(?:\w+\s+){0,2}(?:vagas? reservadas?|cotas?|reserva)\b)|\bcomo (?:eu )?(?:sei|saber|descubro|vou saber) se (?:eu )?sou\b"
    r"|\b(?:nao tenho certeza|(?:to|tou|estou|fico|ando) (?:na|em) duvida)\b[^?]{0,20}\b(?:se sou|cor|raca|pard|pret|negr)")


# Round 35 (lo35): one's colour named by a word the law does not use ("sou moreno, posso ser cotista?", "sou mulata"):
# the law's groups are pretos and pardos by the IBGE's question, self-declared and confirmed (art. 2º, I; art. 3º), its
# text with a plain opening (`plain_opening`), never a clarification asking for the group just told.
_OUTSIDE_COLOUR = re.compile(r"\b(?:moren[oa]|mulat[oa]|cabocl[oa]|cafuz[oa]|mameluc[oa]|mestic[oa]|sarara|jambo)s?\b")
# Round 35 (lo35): a document asked for as proof of one's colour for the quota ("preciso de certidão de nascimento com a
# cor pra cota?", "tem que levar RG que diga que sou pardo?"): no document, the self-declaration and its confirmation
# (art. 2º, I; art. 3º). Indígenas and quilombolas (art. 3º, § 4º; `_PROOF_OF_GROUP`) and PcD papers are not this.
_DOCUMENT_WORD = r"(?:certidao|certidoes|documentos?|rg|comprovantes?|registro)"
_DOCUMENT_NEEDED = re.compile(
    rf"\b(?:precis\w*|exig\w*|pede|pedem|pedir|tem que|tenho que|obrigatori\w*|necessari\w*|apresent\w*|levar|mandar)\b"
    rf"[^?]{{0,30}}\b{_DOCUMENT_WORD}\b"
    r"(?=[^?]*\b(?:cor|raca|pard\w*|pret\w*|negr\w*|cotas?|cotistas?|reserva|autodeclar\w*)\b)"
    r"(?![^?]*\b(?:indigen|quilombol|pcd|deficien|laudo))")


def document_asked(ex: Extraction) -> bool:
    """A document asked for as proof of one's colour for the quota (see `_DOCUMENT_NEEDED`), or asked which one
    (`_PROOF_ASKED` with a document word), not an indígena's or quilombola's proof."""
    t = ex.text
    asked = _DOCUMENT_NEEDED.search(t) or _PROOF_ASKED.search(t) and re.search(rf"\b{_DOCUMENT_WORD}\b", t)
    # (Round 35, 35e: not the papers for the exam day, "quais documentos eu levo no dia da prova?": the edital's)
    return bool(asked) and not re.search(r"\b(?:indigen|quilombol|pcd|deficien|laudo)|\bdia da prova\b", t)


def word_opening(ex: Extraction) -> str | None:
    """Round 35 (lo35): the plain sentence a law answer opens with when the question's own word is none of the law's
    (a colour outside its groups, a document, a locality chosen): what the law does say instead. `writer.plain_opening`
    puts it first, then a draw's (`slot_drawn`), then the cotista's standing in office (`in_office_opening`)."""
    if colour := _OUTSIDE_COLOUR.search(ex.text):
        return (f"A lei não usa “{colour.group(0)}”: a reserva é de pessoas pretas e pardas (além de indígenas e "
                "quilombolas), e é preta ou parda quem se autodeclara assim pelo quesito cor ou raça do IBGE (art. 2º, "
                "I); essa autodeclaração passa por um procedimento de confirmação complementar (art. 3º).")
    if document_asked(ex):
        return ("A lei não pede certidão nem outro documento com a cor: para pessoas pretas e pardas vale a "
                "autodeclaração, pelo quesito cor ou raça do IBGE (art. 2º, I), confirmada pelo procedimento "
                "complementar que o edital estabelece (art. 3º).")
    if place_choice(ex):
        # Round 35 (lo35d): "em qual localidade devo me inscrever para usar a cota?" was answered by art. 5º, § 3º
        return ("A lei não escolhe a localidade em que você se inscreve: o percentual de reserva vale sobre a "
                "totalidade das vagas do edital (art. 1º, § 2º), e é o edital que diz como as vagas e a reserva se "
                "distribuem por cargo ou localidade; a escolha da localidade segue as regras do edital.")
    return None


def slot_drawn(ex: Extraction) -> str | None:
    """The reserve whose vaga is asked to be drawn or placed in an área with no table told (`SLOT_DRAWN`): "pcd" or
    "racial" (`writer.DRAW_OPENING` words the opening), else None."""
    if not SLOT_DRAWN.search(ex.text) or ex.cargos:
        return None
    return "pcd" if PCD_WORDS.search(ex.text) else "racial"


def declaration_doubt(ex: Extraction, cur: dict[str, Any], answering: bool = False) -> bool:
    """One of the reserve's groups declared, with a doubt set against it (see `_DECLARATION_DOUBT`), or one's own group
    in doubt (`_OWN_GROUP_UNSURE`), no body, vagas or date of one's own: whether self-declaration holds is the law's
    text (a body named keeps it that body's eligibility). `answering`: the message answers the thread's own
    "como você se autodeclara?" (Round 30, p30b: "indígena, mas moro na cidade"): the group told with its caveat
    completes that eligibility question; only a group still unsure ("não sei se sou parda") is the law's."""
    if answering:
        return bool(_OWN_GROUP_UNSURE.search(ex.text))
    # (Round 27, fix27x: the group may be a parent's, "meu pai é indígena, perco o direito por não viver na aldeia?":
    # whom art. 2º counts as indígena or quilombola is still the question)
    land = bool(AWAY_FROM_LAND.search(ex.text)) and (bool({"indigena", "quilombola"} & set(cur.get("groups") or []))
                                                      or bool(LAND_GROUP.search(ex.text)))
    return bool(_DECLARATION_DOUBT.search(ex.text) or land or _OWN_GROUP_UNSURE.search(ex.text)
                or _OUTSIDE_COLOUR.search(ex.text)) and not any(
        cur.get(k) for k in ("entity", "vacancies", "edital_date", "period", "cargos"))


# Enrolling as a cotista ("posso me inscrever como cotista?", "dá pra concorrer pela cota?").
_ENROL_AS_OPTANT = re.compile(r"\b(?:inscrever|inscrevo|inscreve|inscricao|concorrer|concorro|candidatar|optar|entrar)\b[^?]{0,25}"
                              r"\b(?:como cotista|como optante|pel[ao]s? cotas?|n[ao]s? cotas?|pela reserva|na reserva"
                              r"|nas vagas reservadas|pelas vagas reservadas)"
                              # "posso pedir cota...?", "dá pra usar a reserva...?"
                              r"|\b(?:pedir|solicitar|usar|requerer) (?:a )?(?:cota|reserva)\b"
                              # Round 20 (fix21c): the cotista as the subject ("o cotista pode se inscrever mesmo assim?")
                              r"|\b(?:o|a|os|as) (?:cotistas?|optantes?)\b[^?]{0,20}\b(?:inscrever|inscreve|concorrer"
                              r"|candidatar|participar)\b")


# Round 36 (36c): the new law's threshold itself told ("em concurso com menos de 2 vagas", "abaixo de duas vagas"): no
# vaga is reserved there (art. 5º, caput), the case of § 3º.
_BELOW_TWO = re.compile(r"\b(?:menos de|inferior a|abaixo de) (?:2|duas) vagas\b")


def enrols_below_threshold(ex: Extraction, cur: dict[str, Any]) -> bool:
    """Enrolling as a cotista where no vaga is reserved (fewer than 2 vagas, or only the reserve register), asked with
    no group, body or date of one's own: art. 5º, § 3º answers it word for word. With a group or a body told ("sou
    pardo, o concurso do IBAMA é só cadastro...") it is that person's eligibility, which cites the same paragraph."""
    below = register_only(ex.text) or cur.get("vacancies") in (0, 1) or bool(re.search(r"\bvaga unica\b", ex.text)) \
        or bool(_BELOW_TWO.search(ex.text))
    # "só cadastro de reserva, fica sem cota?": with no vagas to count, whether the quota holds is the same paragraph's
    # (Round 27, fix27k: "só CR, posso marcar a opção de cotista?" names the optant, not the quota)
    asked = _ENROL_AS_OPTANT.search(ex.text) or register_only(ex.text) \
        and re.search(r"\bcotas?\b|\bcotistas?\b|\breserva (?:racial|de vagas)", ex.text)
    # ("o candidato negro pode se inscrever...?" names a group of no one in particular: still the rule's question)
    # Round 36 (36c): so does a bare group below the threshold ("em concurso com menos de 2 vagas, indígena pode se
    # inscrever pela reserva?"): whoever is of the group, no one's own case.
    generic = (bool(_GENERIC_CANDIDATE.search(ex.text)) or bool(_BELOW_TWO.search(ex.text))) \
        and not FIRST_PERSON.search(ex.text) and not relative_asked(ex.text)
    keys = ("edital_date", "period", "general_rank", "rank", "reserve_rank") + (() if generic else ("groups",))
    # Round 42 (f55a): a body named with no group told ("o edital do banco central só tem cadastro reserva, mesmo assim
    # posso marcar a opção de cotista?") is no one's case yet: the paragraph's rule, as without the body (f42b's "o edital
    # do TRE é só CR"); a body with a group ("sou pardo, o concurso do IBAMA é só cadastro") stays that eligibility.
    return below and bool(asked) and not any(cur.get(k) for k in keys) and not (cur.get("entity") and cur.get("groups"))


# The confirmation of the self-declaration with what it does to the candidate ("indeferido na heteroidentificação,
# ele sai?", "o cotista passa pela confirmação da autodeclaração antes da posse?"): the procedure's rule (Lei 15.142,
# art. 3º; Lei 12.990, art. 2º), whatever place or vagas the thread's candidate has.
# Round 37 (f39a): "a confirmação da minha autodeclaração": a possessive between them names the same procedure.
_PROCEDURE = (r"(?:heteroidentif\w*|confirmac\w* da (?:minha |sua |nossa )?autodeclarac\w*|(?:comissao|banca) de (?:heteroidentif|verificac)\w*)")


# Round 23: the board's verdict in chat words ("e se a comissão disser que não sou?", "a banca pode me eliminar se achar
# q não sou negro?"): the self-declaration not confirmed (Lei 15.142, art. 3º, § 2º), whatever vagas the thread computed.
_VERDICT_VERB = (r"disser|diz|disse|dizer|achar|acha|achou|entender|entende|considerar|considera|decidir|decide|falar|fala"
                 r"|julgar|julga|concluir|avaliar")
_BOARD_VERDICT = (rf"\b(?:banca|comis{{1,2}}ao|comite)\b[^?]{{0,40}}?\b(?:{_VERDICT_VERB})\s+"
                  r"(?:que\s+|q\s+)?(?:eu\s+)?nao\s+(?:sou|seja|era|for|fosse)\b"
                  # Round 51 (51a): said of a relative ("que meu filho não é pardo", "que ela não é"): the same outcome;
                  # its "não é" only before the group or the clause's end ("não é preciso levar foto" is no verdict)
                  rf"|\b(?:banca|comis{{1,2}}ao|comite)\b[^?]{{0,40}}?\b(?:{_VERDICT_VERB})\s+(?:que\s+|q\s+)?"
                  r"(?:ele|ela|(?:o|a|meu|minha|seu|sua|nosso|nossa)(?:\s+\w+){1,2}?)\s+nao\s+"
                  r"(?:(?:sou|seja|era|for|fosse)\b|(?:e|eh)\b(?=\s*(?:[,.;!?]|$)|\s+(?:mesmo\s+|realmente\s+|de fato\s+)?"
                  r"(?:pret|pard|negr|indigen|quilombol)))"
                  # "e se eu não passar na heteroidentificação?": the same outcome told from the candidate's side
                  r"|\bnao\s+(?:passar|passo|passei|passe|for aprovad[oa]|ser aprovad[oa])\s+(?:na|pela|no|pelo)\s+"
                  r"(?:banca|comis{1,2}ao|heteroidentif\w*|confirmac\w*|procedimento)"
                  # Round 25 (p25c): the verdict already given ("a banca me indeferiu"), in a thread too
                  rf"|{BOARD_VERDICT_TOLD_RX}"
                  # Round 29 (p29b): the declaration itself said not to be accepted ("e se eu me declarar pardo e não
                  # for aceito?", "se a autodeclaração não for validada?"): the same outcome (art. 3º, § 2º)
                  r"|\b(?:declar\w*|autodeclar\w*)\b[^?]{0,30}?\b(?:nao|n)\s+(?:for|forem|fosse|fossem|seja|sejam|ser|foi|for mais)"
                  r"\s+(?:aceit|acatad|confirmad|validad|reconhecid|homologad|deferid)\w*"
                  # Round 35 (35e): ... or said to be refused ("e se minha autodeclaração for negada, volto pra ampla?")
                  r"|\b(?:declar\w*|autodeclar\w*)\b[^?]{0,30}?\b(?:for|forem|fosse|fossem|seja|sejam|ser|foi)"
                  r"\s+(?:negad|indeferid|recusad|rejeitad|reprovad|barrad)\w*"
                  # Round 30 (p30b): the board's refusal as its act ("e se a comissão não me aceitar como pardo?",
                  # "se a banca não validar minha cor?"): the same outcome (art. 3º, § 2º); a group there is the premise
                  r"|\b(?:banca|comis{1,2}ao|comite)\b[^?]{0,30}?\b(?:nao|n)\s+(?:me\s+|te\s+|o\s+|a\s+|lhe\s+)?"
                  r"(?:aceitar|aceita|aceitou|aceitasse|reconhecer|reconhece|reconheceu|validar|valida|validou|confirmar"
                  r"|confirma|confirmou|deferir|homologar)\b"
                  # Round 35 (35f): ... or its refusal by an active verb ("e se a banca indeferir minha autodeclaração,
                  # continuo pela vaga PcD?", "se a comissão negar que sou pardo?"): the same outcome (art. 3º, § 2º)
                  r"|\b(?:banca|comis{1,2}ao|comite)\b[^?]{0,30}?\b(?:me\s+|te\s+|o\s+|a\s+|lhe\s+)?(?:indeferir|indefere"
                  r"|indeferisse|negar|nega|negasse|recusar|recusasse|rejeitar|rejeitasse)\b"
                  # ... or the candidate's failure there as a hypothesis ("e se ele for eliminado na heteroidentificação,
                  # pode recorrer?"): the indeferimento (art. 3º, § 2º), not the fraud's elimination (art. 4º, § 1º, I)
                  r"|\b(?:for|forem|fosse|fossem|ser|seja|sejam|ficar)\s+(?:indeferid|reprovad|barrad|recusad|eliminad|cortad"
                  r"|excluid)\w*\s+(?:na|pela|pelo|no)\s+(?:banca|comis{1,2}ao|comite|heteroidentif\w*|confirmac\w*)"
                  # Round 46 (lead): the board's power to remove one asked (`rules.BOARD_MAY_REMOVE_RX`): what its
                  # refusal does (art. 3º, § 2º), never its 2-year review
                  rf"|{BOARD_MAY_REMOVE_RX}")


def board_verdict_asked(t: str) -> bool:
    """Round 54 (dr54c): the board's rejection of the self-declaration said or supposed (folded text): what it does to
    the candidate is art. 3º, § 2º (`lead_part`)."""
    return bool(re.search(_BOARD_VERDICT, t))


# Round 30 (p30b): the self-declaration (or the admission it gave) voided for falsity or fraud, as a hypothesis in any
# thread ("e se anularem minha autodeclaração depois de nomeado?", "e se descobrirem que menti na declaração?",
# "e se me acusarem de fraude?"): art. 4º (procedure, elimination, admission annulled), whatever place or vagas the
# thread computed; a word of nomination there is the premise, not the position asked again.
_DECLARATION_VOIDED = re.compile(
    r"\b(?:anul|cancel|invalid|cass)\w*\s+(?:\w+\s+){0,3}?(?:(?:auto)?declarac|nomeac|admiss|posse)\w*"
    r"|\b(?:(?:auto)?declarac|nomeac|admiss|posse)\w*\b[^?]{0,30}?\b(?:for|forem|fosse|fossem|seja|ser|foi|ficar|ficasse)\s+"
    r"(?:anulad|cancelad|invalidad|cassad|considerad[ao]s? fals)\w*"
    r"|\b(?:menti|mentiu|mentir|mentiram|mentisse|mentindo|falsifiq\w*|falsific\w*)\b[^?]{0,25}?\b(?:auto)?declarac"
    r"|\b(?:auto)?declarac\w* falsa\b"
    # Round 41 (f52b): ... also with the person named between ("denunciaram um colega de concurso por fraude na cota")
    r"|\b(?:acusad|acusar|denuncia|investigad|pegad|flagrad)\w*\s+(?:\w+\s+){0,4}?(?:de|por)\s+"
    r"(?:fraude|ma-?fe)\b")


# Round 37 (f39a): how the procedure is done ("e a confirmação da minha autodeclaração, como vai ser feita?"): art. 3º
# and its regulation, a group told being whom it reaches, never the group's share of the thread's vagas.
_PROCEDURE_HOW = (rf"\b{_PROCEDURE}[^?]{{0,30}}\bcomo (?:vai ser|e|sera|seria|fica|funciona)\b"
                  # Round 40 (f46a): the rule the procedure follows ("e a heteroidentificação nesse caso segue qual
                  # regra?", "o que diz a lei da banca de heteroidentificação?"): its text, never the thread's regime.
                  rf"|\b(?:{_PROCEDURE}|autodeclarac\w*|banca|comissao|fraude|eliminac\w*)[^?]{{0,30}}\b(?:segue|seguira"
                  rf"|obedece|observa) (?:qual|que|a qual) (?:regra|lei|norma)\b"
                  rf"|\bo que (?:diz|fala|preve|determina) (?:a lei |a regra |a norma )?(?:sobre |d[ao] |n[ao] |quanto a )?(?:a |o )?{_PROCEDURE}"
                  rf"|\bcomo (?:vai ser|e|sera|seria|funciona)\s+(?:feit[ao]\s+|realizad[ao]\s+)?(?:a |o )?{_PROCEDURE}"
                  # Round 40 (f49c): the confirmation of a group ("como é a confirmação da condição de indígena?", "como
                  # funciona a comprovação de ser quilombola?"): the same procedure (Lei 15.142, art. 3º, § 4º).
                  r"|\bcomo (?:vai ser|e|sera|seria|fica|funciona)\s+(?:feit[ao]\s+|realizad[ao]\s+)?(?:a |o )?"
                  r"(?:confirmac|comprovac|verificac|validac)\w* (?:da|de|do) (?:minha |sua |nossa )?(?:condicao|identidade"
                  r"|pertencimento|ser|que (?:e|sou)|(?:pessoa |candidat[oa]s? )?(?:indigen|quilombol|pret|pard|negr))")


_PROCEDURE_RULE = re.compile(rf"\b(?:indeferid\w*|reprovad\w*|nao (?:for )?(?:confirmad|aprovad)\w*)\b[^?]{{0,30}}\b{_PROCEDURE}"
                             rf"|\b{_PROCEDURE}[^?]{{0,60}}\b(?:sai|perde|eliminad\w*|excluid\w*|desclassificad\w*)\b"
                             rf"|\b(?:passa|passam|passar|passaria|passe)\s+(?:\w+\s+)?pel[ao]s?\s+{_PROCEDURE}"
                             # "indígena também passa por banca de verificação?": a group told is whom the
                             # procedure reaches (art. 3º, caput and § 4º), not a change of the thread's group
                             rf"|\b(?:passa|passam|passar|passaria|passe|faz|fazem)\s+(?:\w+\s+)?por\s+(?:uma\s+|alguma\s+)?"
                             rf"(?:{_PROCEDURE}|(?:comissao|banca)(?: de \w+)?)\b"
                             # "e no PSS também tem banca de heteroidentificação?", "a confirmação da autodeclaração é
                             # obrigatória no temporário?": whether the procedure exists there (art. 3º), a body or
                             # process named being where it is asked, not a change of the thread's case
                             rf"|\b(?:tem|ha|havera|existe|existira|exige|exigem|precisa(?: ter| de)?)\s+(?:\w+\s+)?{_PROCEDURE}"
                             rf"|\b{_PROCEDURE}[^?]{{0,30}}\b(?:e|era|sera|seria) (?:mesmo )?obrigatori\w*"
                             # Round 35 (lead): "sou pardo, preciso fazer heteroidentificação?" after a count: one's duty to
                             # go through the procedure (art. 3º), a group told being whom it reaches, not the thread's case
                             rf"|\b(?:precis[oa]|precisarei|precisaria|tenho (?:que|de)|terei que|tem (?:que|de)|(?:vou|vai) ter que|devo|deve)\s+"
                             rf"(?:(?:fazer|passar\s+pel[ao]|passar\s+por)\s+)?(?:a\s+|uma\s+|o\s+)?{_PROCEDURE}"
                             rf"|{_PROCEDURE_HOW}|{_BOARD_VERDICT}")


def _verdict_premise_of_own_case(ex: Extraction) -> bool:
    """Round 41 (41d): the board's verdict told as the premise of one's own figures: a place with vagas the message
    gives ("fui indeferido na banca, fiquei em 12º na geral, o concurso tem 40 vagas, continuo dentro pela ampla?": the
    position in the ampla, art. 3º, § 2º being its premise), or which law one's own dated edital follows ("meu edital
    saiu em março de 2025 e fui indeferido: qual lei vale?": the regime). A place alone keeps the rule (art. 3º)."""
    return names_place(ex) and ex.vacancies is not None \
        or bool(ex.date or ex.period) and bool(REGIME_CUE.search(ex.text))


# The smallest number of vagas for a reserve, asked of a law ("a lei antiga exigia no mínimo quantas vagas?").
_THRESHOLD_ASKED = re.compile(r"\b(?:no minimo|minimo de|a partir de) quant[ao]s vagas\b|" + MINIMUM_OF_VAGAS +
                              r"|\bquant[ao]s vagas (?:no minimo|minimas?)\b"
                              # "valia de quantas vagas pra cima?"
                              r"|\b(?:de|a partir de) quant[ao]s vagas (?:pra|para) cima\b"
                              # "na lei antiga tinha que ter 3 vagas no mínimo, né?": the threshold told as a premise
                              r"|\b(?:(?:tinha|tem|teria|precisa|precisava|precisaria|exigia|exige)\s+(?:que ter|de ter|que|de|ter)"
                              r"|exige|exigia|exigiria)\s+"
                              # Round 41 (f50a): or the minimum before the count ("por que precisava de pelo menos 3 vagas?")
                              r"(?:(?:no minimo|pelo menos|ao menos)\s+\d+\s+vagas?\b"
                              r"|\d+\s+vagas?\s+(?:no minimo|pelo menos|ao menos|ou mais|pra cima)\b)")

# Round 41 (lo41d): the law's minimum claimed as a condition ("só tem cota se o concurso tiver no mínimo 3 vagas"): law
# text (Lei 15.142 art. 5º; Lei 12.990 art. 1º, § 1º), never a count of vagas; a count asked with it keeps the count.
_THRESHOLD_CONDITION = re.compile(r"\b(?:tiver|tenha|tivesse|houver|haja|houvesse|oferecer|oferecesse|ofereca)\s+"
                                  r"(?:no minimo|pelo menos|ao menos)\s+\d+\s+vagas?\b")


# A reserved vaga left unfilled going to the open list ("vaga reservada não preenchida reverte para a ampla?").
_REVERTS = re.compile(r"\b(?:nao preenchid\w*|revert\w*)\b[^?]{0,40}\b(?:ampla|geral|demais)\b"
                      r"|\b(?:reservad\w*|cotas?)\b[^?]{0,30}\b(?:nao preenchid\w*|revert\w*)\b")


# Whether a group competes in its own list or with the others ("concorre na mesma lista que os negros ou separada?").
_LIST_APART = re.compile(r"\blistas? (?:separad\w*|propria|a parte|especific\w*|diferentes?)\b|\bmesma lista (?:que|dos|das|de)\b")
# Round 27 (fix27h): the list named as where a place is ("5º colocado na lista específica", "fiquei em 2 na lista
# própria"): one's place told, not whether the group competes apart.
_PLACED_IN_LIST = re.compile(r"\b(?:\d+o|colocad[oa]|classificad[oa]|aprovad[oa]|posicao|lugar|fiquei|ficou|estou|esta|em \d+)"
                             r"\s+(?:\w+\s+)?(?:na|numa) listas? (?:separad\w*|propria|a parte|especific\w*|diferentes?)\b")


# Optants approved in the open list counted in the reserve ("os aprovados dentro da ampla contam nas reservadas?").
# Round 37 (f39a): asked in the first person ("fiquei bem na ampla mesmo sendo optante, eu ocupo uma das vagas
# reservadas?"): the same rule (art. 7º, § 2º); a place and vagas told keep it one's position (`law_in_thread`).
# Round 45 (f60a): the open list by its other names ("entre os aprovados gerais", "na lista geral") and the other verbs of
# taking a place ("eu 'gasto' uma das vagas reservadas?", "isso consome vaga da cota?", "tira uma vaga reservada de
# outro?", "usa uma vaga da cota?"), before or after the reserve named: the same rule.
_OPEN_LIST = r"(?:ampla|(?:lista|classificacao|concorrencia|listagem) geral|aprovad[oa]s gerais)"
_TAKES_PLACE = (r"(?:conta|contam|contariam|contaria|entra|entram|ocupa|ocupam|conto|ocupo|ocuparia|gast[aoe]\w*|consom\w*"
                r"|consum\w*|usa|uso|usam|usaria|tira|tiro|tiram|tiraria|pega|pego|pegam|toma|tomo|tomam|desconta\w*)")
_RESERVED_PLACE = (r"(?:(?:(?:n|d|pr)?[ao]s?|n?(?:ess|est)[ao]s?) )?(?:\d+ )?(?:vagas? (?:d[ao] |de )?)?"
                   r"(?:reservad\w*|reserva\b|cotas?)\b")
_OPEN_COUNTED = re.compile(rf"\b{_OPEN_LIST}\b[^?]{{0,40}}\b{_TAKES_PLACE}['\"\u201c\u201d\u2018\u2019]?(?=\s)"
                           # Round 23 (p23d): "conta nessa reserva?": the reserve pointed at, by a demonstrative too
                           rf"[^?]{{0,12}}\b{_RESERVED_PLACE}"
                           rf"|\b{_TAKES_PLACE}['\"\u201c\u201d\u2018\u2019]?\s[^?]{{0,12}}\b{_RESERVED_PLACE}[^?]{{0,40}}"
                           rf"\b(?:se|quando|mesmo|caso|por)\b[^?]{{0,30}}\b{_OPEN_LIST}\b")


# Round 19 (fix20b): three ways of asking the law's own history or transition with a premise in the message:
# - why an edital follows one law ("por que esse edital ainda segue a 12.990 se a lei nova já saiu?": art. 11/14);
_OLD_OR_NEW = r"(?:12\.?990|15\.?142|lei (?:antiga|velha|anterior|nova|atual|de 2014|de 2025))"
_WHY_REGIME = re.compile(r"\bpor ?que\b[^?]{0,40}\b(?:segue|seguem|usa|usam|aplica|aplicam|vale|valem|continua|continuam"
                         rf"|fica|ficou|cai|caiu|e regid\w*|esta sob|obedece)\b[^?]{{0,20}}\b{_OLD_OR_NEW}")
# - whether a rule of the old law carries on ("pela lei antiga, com menos de 3 vagas não tinha reserva, isso
#   continua?", "na 12.990 era assim; ainda vale?");
_RULE_CARRIES_ON = re.compile(r"\b(?:pela|na|a|segundo a) (?:lei (?:antiga|velha|anterior|de 2014)|12\.?990)\b[^?]{0,90}"
                              # the rule pointed at ("isso continua?"); "pela 12.990, muda?" recomputes the count
                              r"\b(?:isso|essa regra|isso ai|essa exigencia|esse limite)\s*,?\s*(?:ainda )?(?:continua|continuou"
                              r"|permanece|se mantem|foi mantid\w*|vale|valendo)\b")
# - whether any reserve existed before a law or year ("então antes de 2014 não existia cota racial em concurso?").
# Round 40 (lead): the era asked after a dated edital ("então naquela época não existia cota racial em concurso
# federal?", "nessa época não tinha reserva em nenhum concurso?"): the quota's history in general, not that edital's
# regime again ("e nessa época tinha cota?" alone stays the edital's regime).
_ERA_ASKED = (r"\b(?:naquela|nessa|aquela|essa) (?:epoca|tempo|periodo)\b[^?]{0,20}\b(?:existia|havia|tinha|existiam|tinham)"
              r"\b[^?]{0,30}\b(?:cotas?|reservas?)\b[^?]{0,30}\b(?:em (?:nenhum |qualquer )?(?:concursos?|certames?)"
              r"|nenhum (?:concurso|certame)|no (?:brasil|servico publico)|federa(?:l|is))\b")
_EXISTED_BEFORE = re.compile(r"\bantes d[ae] (?:(?:19|20)\d{2}|lei|12\.?990)\b[^?]{0,40}\b(?:existia|havia|tinha|existiam)\b"
                             r"[^?]{0,20}\b(?:cotas?|reservas?)\b"
                             r"|\b(?:existia|havia|tinha|existiam)\b[^?]{0,10}\b(?:cotas?|reservas?)\b[^?]{0,40}\bantes d[ae] "
                             r"(?:(?:19|20)\d{2}|lei|12\.?990)\b"
                             r"|" + _ERA_ASKED)

# - Round 20 (fix21c): whether a law still governs any concurso ("essa lei antiga ainda vale pra algum concurso hoje?");
#   "hoje" there is when the law is asked about, not an edital's date to compute a regime with.
_STILL_GOVERNS = re.compile(r"\b(?:lei|leis|12\.?990|15\.?142)\b[^?]{0,25}\b(?:ainda|continua|segue)\s+(?:vale|valendo|valida"
                            r"|vigente|em vigor|se aplica|sendo aplicad)\w*[^?]{0,25}\b(?:algum|alguns|quais|que|nenhum)\s+"
                            r"(?:concursos?|edital|editais|certames?|selec\w*)\b"
                            # "há certames ainda hoje regidos pela Lei 12.990?": the same, the selections first
                            r"|\b(?:ha|existem?|tem|ainda ha)\s+(?:algum\w*\s+)?(?:concursos|editais|certames|selecoes)\b[^?]{0,30}"
                            r"\b(?:regid|regulad|governad|sob a|seguindo a)\w*")


# - Round 23: when a law stopped or started governing ("e a lei antiga deixou de valer quando?", "até quando valeu a
#   12.990?"): the law's own term (Lei 15.142, arts. 11, 13, 14), the law named being its subject, no date to compute.
_LAW_TERM = re.compile(rf"{_LAW_NAMED}[^?]{{0,20}}\b(?:deixou|deixa|parou|para) de (?:valer|vigorar|se aplicar|ser aplicad\w*)\b"
                       rf"|{_LAW_NAMED}[^?]{{0,25}}\b(?:ate|desde|a partir de) quando\b"
                       rf"|\b(?:ate|desde|a partir de) quando\b[^?]{{0,25}}\b(?:vale|valeu|valia|vigora|vigorou|esta em vigor"
                       rf"|esteve em vigor|se aplica|se aplicava)\b[^?]{{0,5}}{_LAW_NAMED}")


# - Round 26 (p26d): whether a law named is still in force, asked bare and in the indicative ("a lei antiga ainda vale?",
#   "e a 12.990 continua em vigor?"): art. 11 and 13, never the earlier count redone under that law ("e se valesse a
#   lei antiga?", a supposition, is that count; "meu edital é de 2024, a lei antiga ainda vale?" dates an edital: its regime).
_STILL_IN_FORCE = re.compile(rf"{_LAW_NAMED}[^?]{{0,12}}\b(?:ainda|continua|segue|permanece)\s+(?:(?:esta|ta|e)\s+)?(?:a\s+|em\s+)?"
                             r"(?:vale|valendo|valida|vigente|em vigor|vigorando|vigor|existindo|existe|funcionando)\b"
                             r"(?:\s+(?:mesmo|hoje|agora|ou nao|ou foi revogada|mesmo revogada|depois da nova|apos a nova))*\s*[?.!]*$")


# Round 51 (f66c): a law's own lapse, term or fate asked, a year its premise ("a 12.990 venceu em 2024?", "a lei de cotas
# expirou em junho de 2024?", "a lei 12.990 valia por dez anos, o que aconteceu com ela depois de 2024?"): Lei 12.990,
# art. 6º; Lei 15.142, arts. 11 and 13; no edital's date to compute a regime with.
_LAPSE = (r"(?:venceu|vencia|venceria|vencid[ao]|expir\w*|caduc\w*|perdeu (?:a |sua )?(?:validade|vigencia|eficacia)"
          r"|acabou|terminou|extint[ao]|continuou (?:valendo|em vigor|vigorando|vigente|a valer|sendo aplicad\w*))")
_LAW_LAPSED = re.compile(rf"{_LAW_NAMED}[^?]{{0,30}}\b{_LAPSE}\b"
                         rf"|{_LAW_NAMED}[^?]{{0,20}}\b(?:valia|vigorava|duraria|durava|valeria|vigoraria) (?:por|ate)\b"
                         rf"|\bo que (?:aconteceu|houve|acontece) com (?:a )?{_LAW_NAMED}")

_TODAY_SAID = re.compile(r"\b(?:hoje|atualmente|agora|hj)\b")  # "segue valendo hoje?": when the law is asked about


_EDITAL_WORD = re.compile(r"\b(?:edital|concurso|certame|selecao|pss)\b")


def _edital_dated(ex: Extraction) -> bool:
    """An edital named with a date of its own ("edital de agosto de 2013"), not a bound ("antes de 2014")."""
    if not (ex.date or ex.period) or not ex.date_text or not _EDITAL_WORD.search(ex.text):
        return False
    at = ex.text.find(ex.date_text)
    return at >= 0 and not re.search(r"\b(?:antes|depois|ate|apos|desde|a partir) d?[aeo]?\s*$", ex.text[:at])


# Round 41 (f50c): when the policy itself is reviewed or evaluated ("em quanto tempo o programa de cotas será revisto?",
# "a lei prevê reavaliação da reserva?"): Lei 15.142 art. 12 (revision in 10 years) and art. 10 (monitoring), the law's
# own term; never out of scope.
_POLICY = (r"(?:lei|leis|legislacao|programa|politica|acao afirmativa|acoes afirmativas|cotas?|reservas?|sistema de cotas"
           r"|percentua(?:l|is))")
_REVIEW = r"(?:revist\w*|revisad\w*|revis(?:ao|oes|ar|ara|arao)|reavalia\w*|reexaminad\w*)"
_LAW_REVIEW = re.compile(rf"\b{_POLICY}\b[^?]{{0,60}}\b(?:ser|sera|serao|seria|vai ser|vao ser|e|sao|foi|tem que ser|deve ser"
                         rf"|precisa ser)?\s*{_REVIEW}\b"
                         rf"|\b{_REVIEW}\b[^?]{{0,25}}\b(?:d[aoe]s?|dess[ae]s?|dest[ae]s?)\s+(?:\w+\s+){{0,2}}{_POLICY}\b")


def law_history(ex: Extraction) -> bool:
    """The law's transition or history asked, whatever figures the message names as its premise (no count asked)."""
    t = ex.text
    # Round 40 (f47a): "concurso com edital de agosto de 2013, antes da lei de 2014, tinha cota racial?": an edital with a
    # date of its own asked whether it had a reserve is that date's regime (the calculator's), no history of the law.
    existed = _EXISTED_BEFORE.search(t) and not _edital_dated(ex)
    return bool(_WHY_REGIME.search(t) or _RULE_CARRIES_ON.search(t) or existed or _STILL_GOVERNS.search(t)
                or _LAW_TERM.search(t) or _STILL_IN_FORCE.search(t) and not (ex.date and not _TODAY_SAID.search(t) or ex.period)
                or _LAW_LAPSED.search(t) and not _edital_dated(ex)) \
        and not COUNT_ASKED.search(t) and not OWN_SUBJECT.search(t) \
        or bool(_LAW_REVIEW.search(t)) and not OWN_SUBJECT.search(t)  # "em quanto tempo": a term, no count


_MARK_OF_LISTS = re.compile(r"\bnotas? (?:de corte|minima|final|de aprovacao)\b|\bpontuac\w* (?:minima|de corte|final)\b")


def law_in_thread(ex: Extraction, cur: dict[str, Any], answering_group: bool = False) -> bool:
    """A question of the law's text (see `_ROUNDING_ASKED` ... `_DOCUMENT_RACE`) that names a number or "o cotista" only
    as its premise: answered by the law in or out of a thread, never the earlier calculation again. A count asked
    ("fica quantas?"), one's own place or a date or vagas of one's own keep it a calculation."""
    t = ex.text
    if law_history(ex):
        return True  # the edital, vagas or year told are the premise of the transition (art. 11, art. 14) or history
    # Round 42 (lo42d): unless which law is asked of an edital with a date of its own ("o edital é de 20/03/2024 e a
    # validade foi prorrogada. Qual lei vale para as novas vagas?"): the regime of that date (art. 11 of Lei 15.142 keeps
    # an earlier edital under Lei 12.990 for all its vagas), never the new law's § 2º.
    if (_RESERVE_ON_NEW.search(t) or _VACATED.search(t)) and not COUNT_ASKED.search(t) and "cargos" not in cur \
            and not (_edital_dated(ex) and REGIME_CUE.search(t)):
        return True  # the date, vagas or place told are the premise (art. 1º, § 2º; art. 7º, § 3º)
    if register_in_quota(ex):
        return True  # the thread's vagas are the premise; the cadastro's place in the quota is the law's (art. 1º, § 2º)
    if _PROCEDURE_RULE.search(t) and not COUNT_ASKED.search(t) and not _verdict_premise_of_own_case(ex):
        return True  # "indeferido na heteroidentificação, com 22 na geral, sai?": the place is the premise (art. 3º)
    if _DECLARATION_VOIDED.search(t) and not COUNT_ASKED.search(t):
        return True  # "e se anularem minha autodeclaração depois de nomeado?": art. 4º, the nomination its premise
    if _THRESHOLD_ASKED.search(t) and LAW_SAYS.search(t):
        return True  # "a lei antiga exigia no mínimo quantas vagas?": the law's threshold, not a count of these vagas
    list_apart = _LIST_APART.search(t) and not (names_place(ex) and _PLACED_IN_LIST.search(t))
    # (Round 37, f39a: "fiquei em 3º na ampla, 10 vagas, ocupo vaga reservada?": a place with vagas is one's position)
    open_counted = _OPEN_COUNTED.search(t) and not (names_place(ex) and "vacancies" in cur)
    if (_REVERTS.search(t) or list_apart or open_counted) and not COUNT_ASKED.search(t):
        return True  # art. 8º / art. 3º, § 3º; the split of the reserve between groups; art. 7º, § 2º
    if COUNT_ASKED.search(t) or names_place(ex) or any(k in cur for k in ("edital_date", "period", "cargos")):
        return False
    if enrols_below_threshold(ex, cur):
        return True
    if _LAW_DATED.search(t):
        return True  # "a lei 15.142 não é de 3 de junho?": the law's own date (its signature, art. 11), no edital's
    if _NO_OPTANTS.search(t):
        return True  # the vagas named are the premise of art. 8º's rule
    if _ROUNDING_ASKED.search(t) and "vacancies" not in cur:
        return True  # "se desse 3,5": the fraction is the premise; "com 15 vagas, arredonda pra quanto?" is the count
    if "vacancies" in cur and (ex.claimed_counts or NONE_RESERVED.search(t)) and not _LATER_CALL.search(t):
        return False  # Round 24 (p24a): "10 vagas e nenhuma reservada, pode isso?": the edital's own reserve, checked
    if _PERMITTED.search(t) or _LATER_CALL.search(t):
        return True  # the number, if any, is the premise of the rule ("o cargo de 1 vaga", "nesse de 1 vaga")
    if "vacancies" in cur or ex.numbers:
        return False
    if _REVOKED_ASKED.search(_REVOKED_APPLIED.sub(" ", t)) and not OWN_SUBJECT.search(t):
        return True
    # Round 41 (f52b): the two lists named only as those a concurso's mark is asked of ("a nota de corte do certame
    # passado, na ampla e na cota?"): that concurso's fact, not art. 7º's concurrent competition.
    both_lists = _BOTH_LISTS.search(t) and not _MARK_OF_LISTS.search(t)
    return bool(both_lists or _CALL_MOMENT.search(t) or _DOCUMENT_RACE.search(t) or _PROOF_ASKED.search(t)) \
        or declaration_doubt(ex, cur, answering_group) or document_asked(ex)


# Round 26 (p26d): who the reserve is for, asked with no group named ("e quem tem direito?", "quem pode concorrer nessas
# vagas?"): art. 1º, caput names them; the bare words alone searched the monitoring article (art. 10) instead.
_WHO_ENTITLED = re.compile(r"\bquem (?:tem|teria|tera|possui) direito\b(?!\s+(?:a|ao|de)\s+(?:recurso|recorrer|defesa|contest"
                           r"|revis|isencao|interprete|atendimento|tempo))"
                           r"|\bquem (?:pode|podem|poderia|consegue) (?:concorrer|disputar|usar|se inscrever|entrar|pegar)\b"
                           r"[^?]{0,25}\b(?:cotas?|cotistas?|reserv\w*|vagas?)\b"
                           # Round 45 (lo45a): the reserve left unsaid, the law named or nothing after it ("na lei dos 30%
                           # quem pode concorrer?", "quem pode concorrer pela lei nova?"): whom that law's reserve is for,
                           # never the optant's concurrent competition (art. 7º) its verb matched
                           r"|\bquem (?:pode|podem|poderia|podia|consegue) (?:concorrer|disputar|se inscrever|participar)\b"
                           r"(?=\s*(?:[?.!]|$)|\s+(?:pela|na|nessa|nesta|segundo a|conforme a|de acordo com a)\s+"
                           r"(?:lei|regra|norma|legislacao|15\.?142|12\.?990)\b)")


# (Round 45, lo45a: who could compete under the old law alone is its art. 2º, caput, "Poderão concorrer às vagas
# reservadas ...", which its own words reach; the new law's "concorrer" is only art. 7º's concurrent competition.)
_WHO_COMPETES = re.compile(r"\bquem (?:pode|podem|poderia|podia|consegue) (?:concorrer|disputar)\b")


def entitled_topic(ex: Extraction) -> str | None:
    """The words of art. 1º, caput for a who-is-it-for question that names no group (a group named is art. 2º's)."""
    # (Round 54, lo54b: so is a group the reserve is not for asked with no law named, "tem cota pra amarelos?")
    if law_asked_of_other_group(ex.text) and not ex.groups or asked_group(ex):
        return "reservado às pessoas pretas e pardas, indígenas e quilombolas o percentual das vagas oferecidas"
    if not _WHO_ENTITLED.search(ex.text) or ex.groups:
        return None
    if _WHO_COMPETES.search(ex.text) and laws_named(ex.text) == [OLD_LAW]:
        return "poderão concorrer às vagas reservadas a candidatos negros aqueles que se autodeclararem pretos ou pardos"
    return "reservado às pessoas pretas e pardas, indígenas e quilombolas o percentual das vagas oferecidas"


# Round 44 (lo44a): whether the reserve is for a group ("tem cota pra pretos?", "a lei nova reserva vagas pra indígenas?",
# "a cota é pra pardos?"): whom it is for, art. 1º, caput; the group's word alone matched its definition (art. 2º) first.
_RESERVED_FOR_GROUP = re.compile(
    r"(?:\b(?:tem|teria|tera|existe|existem|existiria|ha|havera|haveria)\s+(?:alguma\s+|uma\s+)?"
    r"(?:cotas?|reservas?(?:\s+de\s+vagas?)?|vagas?\s+(?:reservadas?|de cotas?))"
    r"|\b(?:reserva|reservam|reservava|reservavam|reservaria|preve|previa|garante|garantia)\s+(?:as\s+|alguma\s+|uma\s+)?"
    r"(?:vagas?|cotas?|percentual)"
    r"|\b(?:cotas?|reserva)\s+(?:racial\s+)?(?:e|eh|era|sao|seria)(?:\s+(?:so|somente|apenas|tambem))?)"
    r"\s+(?:(?:\w+\s+){0,3}?)(?:pra|para|p/|aos?|as|pros|pras)\s+(?:os\s+|as\s+)?(?:pessoas?\s+|candidat\w+\s+)?"
    r"(?:negr|pret|pard|indigen|quilombol)")
# How one belongs to the group (self-declaration, a document, living in a community) is art. 2º's or art. 3º's.
_BELONGING_ASKED = re.compile(r"\bautodeclar|\bdeclar|\bconsiderad|\bdefin|\bcriterio|\bcomprov|\bprovar?\b|\bdocumento"
                              r"|\bcertid|\bprecis|\bbasta\b|\bmora\b|\bmorar\b|\baldeia|\bheteroidentif|\bbanca\b|\bcomiss"
                              r"|\bfoto|\bquem e\b|\bo que e\b|\bfenotip|\bcor da pele")


def reserved_for_group(ex: Extraction) -> bool:
    """Whether the reserve is for a group, asked with no count, body or condition of belonging: art. 1º, caput. A kind
    of selection named other than the concurso ("PSS tem reserva pra negros?") asks the reach: its art. 1º inciso."""
    return bool(_RESERVED_FOR_GROUP.search(ex.text)) and not _BELONGING_ASKED.search(ex.text) \
        and not WHO_COUNTS.search(ex.text) and not ex.numbers and not ex.entity and ex.process in (None, "concurso") \
        and not COUNT_ASKED.search(ex.text)


# Who counts as a group ("quem pode se autodeclarar quilombola?", "quem é considerado pardo?"): the definitions of art. 2º,
# not the confirmation of the self-declaration that "autodeclarar" alone would bring first (art. 3º, § 4º).
def definition_topic(ex: Extraction) -> str | None:
    """The definitions' words for a who-counts-as question (art. 2º of each law), for the search."""
    if not WHO_COUNTS.search(ex.text) or re.search(r"\bheteroidentif|\bcomiss|\bbanca\b|\bconfirm", ex.text):
        return None
    # the named group's own definition (art. 2º, I to III), in its words
    said = [words for stem, words in _DEFINED if re.search(stem, ex.text)]
    return "; ".join(said or [w for _, w in _DEFINED]) + " (definição: considera-se)"


_DEFINED = [(r"\b(?:pret|pard|negr)", "pessoa preta ou parda: autodeclarar, quesito cor ou raça do IBGE"),
            (r"\bindigen", "pessoa indígena: se identifica como parte de uma coletividade indígena, reconhecida por seus membros"),
            (r"\bquilombol", "pessoa quilombola: grupo étnico-racial, autoatribuição, trajetória histórica própria")]
_GROUP_DEFINED = {"indigena": _DEFINED[1][1], "quilombola": _DEFINED[2][1]}


def both_lists_asked(ex: Extraction) -> bool:
    """Whether an optant also competes in the ampla list (`_BOTH_LISTS`): art. 7º of the new law, art. 3º of the old."""
    return bool(_BOTH_LISTS.search(ex.text))


def register_in_quota(ex: Extraction) -> bool:
    """Whether the cadastro de reserva falls in the quota, asked with no count (`_REGISTER_IN_QUOTA`)."""
    # Round 49 (lo49b): not of a selection offering only the register ("se o concurso for só cadastro de reserva, vale a
    # cota?"): that is art. 5º, § 3º's own case (enrolling by the reserve; § 4º for the vagas that arise), never § 2º.
    return bool(_REGISTER_IN_QUOTA.search(ex.text)) and not COUNT_ASKED.search(ex.text) and not _LATER_CALL.search(ex.text) \
        and not register_only(ex.text)


REGISTER_TOPIC = ("percentual aplicado sobre a totalidade das vagas expressamente previstas no edital e sobre as demais "
                  "vagas que surgirem durante a validade do certame")


# The board's verdict against the self-declaration in the new law's words (art. 3º, § 2º; `old_edital` words it for the
# old law, which has no such paragraph).
BOARD_VERDICT_TOPIC = "indeferimento da autodeclaração no procedimento de confirmação, prosseguir pela ampla concorrência"


def law_rule_topic(ex: Extraction) -> str | None:
    """The subject of a `law_in_thread` question in the law's own words, for the search (vagas arising later)."""
    if register_in_quota(ex):
        return REGISTER_TOPIC  # Round 47 (lo47a): the cadastro's words found the register-only § 3º first
    if _RESERVE_ON_NEW.search(ex.text):
        # Round 45 (f60c): whether the reserve reaches them is art. 1º, § 2º; "apareceram" alone found § 4º's register first
        return "percentual aplicado sobre a totalidade das vagas do edital e sobre as demais vagas que surgirem durante a validade"
    if _LATER_CALL.search(ex.text):
        return "demais vagas que surgirem durante a validade do certame, reserva e nomeação"
    if _LAW_DATED.search(ex.text):
        return "data da lei, entrada em vigor na data de sua publicação"  # art. 14 (and the date in its signature)
    if _DECLARATION_VOIDED.search(ex.text):
        return "fraude ou má-fé na autodeclaração, procedimento administrativo, eliminado do concurso, anulada a admissão"
    if _OUTSIDE_COLOUR.search(ex.text) or document_asked(ex):
        # Round 35 (lo35): a colour the law does not name, a document as proof: the self-declaration (art. 2º, I)
        return "pessoa preta ou parda: aquela que se autodeclarar preta ou parda, quesito cor ou raça do IBGE"
    if _VACATED.search(ex.text):
        # Round 39 (f43b): the vaga a cotista left ("o cotista convocado desistiu, a vaga vai pra quem?"): art. 7º, § 3º's
        # words; "convocado" alone found art. 9º's nomination first
        # (Round 55, f70b: each law's words, so the old law's thread finds its own § 2º of art. 3º, the withdrawal)
        return WITHDRAWAL_TOPIC
    if _CALL_MOMENT.search(ex.text):
        # Round 37 (f39a): when the cotistas are called is art. 9º's nomination; "momento" alone found no dispositivo
        return "nomeação dos candidatos aprovados, critérios de alternância e proporcionalidade"
    if _OPEN_COUNTED.search(ex.text):
        # Round 45 (f60a): an optant inside the ampla vagas taking a reserved one ("tira uma vaga reservada de outro?"):
        # art. 7º, § 2º's words; "vaga da cota" alone found art. 5º first
        return "optantes aprovados e nomeados dentro do número de vagas da ampla concorrência não computados para " \
            "efeito de preenchimento das vagas reservadas"
    if _BOTH_LISTS.search(ex.text):
        # Round 37 (f39a): art. 7º (Lei 12.990: art. 3º) in its own words; "ampla" alone found other articles first
        return "optantes concorrerão concomitantemente às vagas reservadas e às vagas destinadas à ampla concorrência"
    if re.search(_PROCEDURE_HOW, ex.text) or _PROOF_ASKED.search(ex.text):
        # (Round 39, f43b: how a group is confirmed, "como eles confirmam que eu sou indígena?": the procedure, art. 3º,
        # not only the group's definition, art. 2º)
        return "procedimento de confirmação complementar à autodeclaração, nos termos do regulamento"
    if re.search(_BOARD_VERDICT, ex.text):
        return BOARD_VERDICT_TOPIC
    return land_topic(ex)


# Round 33 (lo): the alternation asked by one of its names, with no count ("existe intercalação entre as listas?"): the
# rule's own words for the search (the chat words alone may find no dispositivo).
_ALTERNATION_NAMED = re.compile(r"\b(?:alternancia|intercala(?:cao|coes|d[oa]s?|r|m)"
                                r"|alterna(?:d[oa]s?|m))\b")  # Round 33 (lo2): "são alternadas?", "se alternam?"


def alternation_topic(ex: Extraction) -> str | None:
    if _ALTERNATION_NAMED.search(ex.text) and not ex.numbers and not COUNT_ASKED.search(ex.text):
        return "nomeação critérios de alternância e proporcionalidade entre vagas reservadas e ampla concorrência"
    return None


# Round 53 (f68b): the reserve or the optant asked of every stage ("a cota vale em todas as fases?", "o optante segue nas
# etapas seguintes?"): art. 6º's words for the search; "vale" alone found the law's vigência (art. 14). The concurso's own
# make-up ("quantas fases tem?") is the edital's (`rules.CONCURSO_LOGISTICS`).
_EVERY_STAGE = re.compile(r"\b(?:tod[ao]s? (?:as |os )?|cada |n?as (?:demais|outras|proximas) )(?:etapas?|fases?)\b"
                          r"|\b(?:etapas?|fases?) (?:seguintes|posteriores)\b")
_OPTANT = re.compile(r"\boptantes?\b")
STAGES_TOPIC = ("participação dos optantes pela reserva de vagas em todas as etapas do certame, sempre que atingida a nota "
                "mínima exigida em cada fase")


# Round 54 (lo54b): the PcD reserve or candidate asked of every stage ("a cota de pcd vale em todas as fases?"): the
# decree's stages rule (Decreto 9.508, art. 4º, caput: criteria adapted in every phase), never its vigência (art. 11)
# that "vale" found.
PCD_STAGES_TOPIC = ("assegurada, em todas as fases do certame, a adequação de critérios para a realização e a avaliação "
                    "das provas à deficiência do candidato")


def stages_topic(ex: Extraction) -> str | None:
    """The optants in every stage asked (`_EVERY_STAGE` with a quota word, no PcD word): art. 6º's words; Round 54
    (lo54b): so is the number of stages asked of the optant (`rules.stage_count_asked`), and with a PcD word, the
    decree's rule for every phase (`PCD_STAGES_TOPIC`)."""
    if ex.numbers:
        return None
    if stage_count_asked(ex.text):
        return f"{STAGES_TOPIC}; procedimento de confirmação da autodeclaração dos optantes habilitados"
    if _EVERY_STAGE.search(ex.text) and (QUOTA_WORDS.search(ex.text) or _OPTANT.search(ex.text)):
        return PCD_STAGES_TOPIC if PCD_WORDS.search(ex.text) else STAGES_TOPIC
    return None


def stages_opening(ex: Extraction) -> str | None:
    """Round 54 (lo54b): the plain sentence a law answer opens with when the optant's number of stages is asked."""
    if not stage_count_asked(ex.text) or ex.numbers:
        return None
    return ("A lei não fixa um número de fases: quem concorre pela reserva faz as mesmas etapas do certame que os demais "
            "candidatos e segue em todas elas sempre que atingir a nota mínima de cada fase (art. 6º); além delas, quem "
            "optou pela reserva e foi habilitado passa pelo procedimento de confirmação da autodeclaração (art. 3º, § 1º). "
            "Quantas etapas o concurso tem é o edital que define.")


def appeal_topic(ex: Extraction) -> str | None:
    """Round 33 (lo): a bare appeal (`rules.bare_appeal`, "tenho direito a recurso?"): the confirmation procedure's words."""
    if bare_appeal(ex.text) and not ex.numbers:
        return "procedimento de confirmação complementar à autodeclaração (heteroidentificação), indeferimento da autodeclaração"
    return None


def open_outcome_topic(ex: Extraction) -> str | None:
    """Round 31 (p31b): "o que acontece se eu passar tbm na ampla?": art. 7º's words for the search (the chat words
    alone find no dispositivo)."""
    if OWN_OUTCOME_IN_OPEN.search(ex.text):
        return "optantes aprovados dentro do número de vagas da ampla concorrência não computados nas vagas reservadas"
    return None


def reversion_topic(ex: Extraction) -> str | None:
    """Round 26 (holdout23): "e se sobrar vaga de cota sem aprovado?": art. 8º's words for the search, not the later
    calls of art. 9º that "restar"/"aprovados" also match."""
    if REVERSION_ASKS.search(ex.text):
        return "vagas reservadas não preenchidas por falta de candidatos, revertidas para a ampla concorrência"
    return None


# Round 40 (lo40b): the method of the count asked ("como se calcula a cota?", "como é feito o cálculo da reserva?",
# "de que forma é calculada a reserva?"), of the reserve itself (folded text).
HOW_COMPUTED = re.compile(
    r"\b(?:como|de que (?:forma|jeito|maneira)|qual (?:e|eh) a (?:forma|regra|conta))\b(?:\s+\w+){0,4}?\s+"
    r"(?:(?:se\s+)?calcul\w*|(?:o\s+)?calculo|(?:se\s+)?(?:faz|conta)\w*\s+a\s+conta)\s+(?:d[aeo]s?\s+)?(?:a\s+|as\s+)?"
    r"(?:cotas?|reservas?|vagas reservadas|vagas de cota)\b|\bcalculo\s+d[ao]s?\s+(?:cotas?|reservas?|vagas reservadas)\b"
    r"(?=[^\d]*$)")


ERA_TOPIC = ("Lei nº 12.990/2014, art. 6º: entra em vigor na data de sua publicação; não se aplicará aos concursos cujos "
             "editais já tiverem sido publicados antes de sua entrada em vigor")


def era_topic(ex: Extraction) -> str | None:
    """Round 40 (lead): the era asked ("naquela época não existia cota em concurso federal?"): Lei 12.990's own start
    (art. 6º, parágrafo único) in its words for the search (the chat words find the scope of art. 1º)."""
    return ERA_TOPIC if re.search(_ERA_ASKED, ex.text) else None


def register_topic(ex: Extraction) -> str | None:
    """Round 39 (f42b): "o edital só tem CR, mesmo assim dá pra marcar a opção de cotista?": a selection with only a
    cadastro de reserva asked as law text; art. 5º, § 3º's words for the search (the chat words find art. 7º)."""
    # Round 40 (f48b): or its 0 vagas told beside the register ("formação de CR, zero vagas imediatas")
    if register_only(ex.text) and ex.vacancies is None or ex.reserve_register and ex.vacancies == 0:
        return ENROL_TOPIC
    return None


# "em que artigo isso está?", "qual a base legal disso?", "onde a lei diz isso?": where the law says what the earlier
# answer said. A subject of its own ("em que artigo está a heteroidentificação?") is a law question like any other.
_BASIS = re.compile(r"\b(?:em|n[oa]|de) (?:qual|que) (?:artigo|dispositivo|lei|norma|parte da lei|trecho|inciso|paragrafo)"
                    # Round 48 (48a): the ground asked bare, "e isso com base em quê?", "baseado em que?"
                    r"|\b(?:com base|baseado|baseada|com fundamento|fundamentad[oa]) (?:em|n[oa]) (?:que|qual)\s*[?.!]*$"
                    r"|\b(?:qual|quais) (?:e |sao )?(?:o |a |os |as )?(?:artigos?|dispositivos?|base legal|bases legais"
                    r"|fundamentos?(?: legal| legais| juridicos?)?|lei|norma"
                    # Round 51 (f66a): the provision named as a part of the law ("qual a parte da lei que garante isso?",
                    # "que trecho da lei diz isso?")
                    r"|partes? d[ao] (?:lei|norma|decreto)|trechos?)\b"
                    # (Round 28, p28b: "que artigo eu cito?"; "que lei vale?" is the regime, not this)
                    r"|\bque (?:artigos?|dispositivos?|partes? d[ao] (?:lei|norma|decreto)|trechos?)\b"
                    r"|\bbase legal\b|\bfundamento (?:legal|juridico)|\bonde (?:a lei|a norma|isso|esta|fala|diz|consta|"
                    r"se le|que (?:a lei|isso|esta|diz|fala))|\bprevisto onde\b|\b(?:de )?onde (?:vem|saiu|tirou)\b"
                    # "onde na lei tá escrito isso?": where the law writes it
                    r"|\bonde (?:n[ao] (?:lei|norma|decreto)|que) (?:\w+ )?(?:ta|esta|fica) escrito\b"
                    # Round 29 (p29b): the chat form, "onde ta escrito essa regra?", "onde e q ta escrito isso?"
                    r"|\bonde (?:(?:e )?(?:que|q) )?(?:ta|tah|fica|consta) (?:escrito|previsto|dito)\b"
                    # Round 44 (44c): a search box's keyword alone, "fonte", "qual a fonte?", "fundamentação", "artigo?"
                    r"|^(?:e |qual |quais |cade |mostra )?(?:(?:e )?(?:a|o|as|os) )?(?:fontes?|fundamentos?|fundamentacao"
                    r"|referencias?|artigos?|dispositivos?)(?: (?:legal|legais|juridic[oa]s?|oficial|oficiais))?\s*[?.!]*$"
                    # Round 46 (lo46b): the law behind the answer asked to be explained or shown, bare ("explica a lei",
                    # "me mostra o artigo", "cita a lei ai"): the dispositivos of that answer
                    r"|^(?:e |mas |entao |ok,? |ta,? )?(?:me |nos )?(?:explica|explique|explicar|mostra|mostre|mostrar|cita"
                    r"|cite|citar|passa|manda|detalha|detalhe)(?: pra mim| pra gente| ai| ae)? (?:(?:a|o|as|os) )?"
                    r"(?:lei|leis|norma|legislacao|artigos?|dispositivos?|base legal)"
                    r"(?: (?:ai|ae|entao|pra mim|por favor|pf|pfv|disso|dessa conta|desse calculo|que diz isso))?\s*[?.!]*$")


# Round 48 (48a): the ground's own words ("com base em qual artigo?", "fundamentado em que dispositivo?") are the ask,
# never a subject of the question.
_BASED_ON = re.compile(r"\b(?:com base|baseado|baseada|baseia|baseou|com fundamento|fundamentad[oa]|com amparo|amparad[oa]"
                       r"|com respaldo)\b")


_THAT = re.compile(r"\b(?:isso|disso|nisso|isto|disto|esse|essa|desse|dessa|nesse|nessa|este|esta regra|aquilo"
                   r"|(?:o|a|esse|essa|este|esta) (?:calculo|conta|resultado|resposta|numero|regra|arredondamento|ordem|percentual))\b")


# The asking verb of a basis question ("qual lei manda fazer essa alternância?"): no subject of its own.
_BASIS_VERB = re.compile(r"\b(?:manda|mandam|determina|determinam|obriga|obrigam|exige|exigem|preve|preveem|estabelece|impoe"
                         r"|define|fixa|diz|fala|trata|regula|garante)(?: (?:fazer|ter|que|de|a|o|sobre))?\b")


# Round 24 (p24c): "qual lei se aplica a esse edital?", "esse concurso segue qual lei?" after a calculation ask which law
# governs the edital of the thread (its regime, by its date), not which provision the answer stood on.
_LAW_OF_THAT_EDITAL = re.compile(
    r"\b(?:qual|que) (?:lei|norma)\b[^?]{0,25}\b(?:vale|valeria|se aplica|aplica|rege|segue|incide)\b[^?]{0,12}?"
    r"\b(?:n|d|a |pra |pro |para |ao )?(?:esse|este|essa|esta) (?:edital|concurso|certame|selecao|pss)\b"
    r"|\b(?:esse|este|essa|esta) (?:edital|concurso|certame|selecao|pss) (?:segue|e regid[oa] por|cai em|fica em) (?:qual|que) lei\b")
# Round 49 (49b): the law the answer applied to a dated case ("qual lei foi aplicada nesse caso?", "essa conta foi por
# qual lei?"): that edital's regime too; "qual lei diz isso?" still asks the provision.
_LAW_APPLIED_HERE = re.compile(
    r"\b(?:qual|que) (?:lei|norma)\b[^?]{0,12}?\b(?:foi |esta sendo |e )?(?:aplicad[oa]|usad[oa]|utilizad[oa]|aplicou"
    r"|usou|utilizou|valeu|se aplicou)\b[^?]{0,15}?\b(?:nesse caso|neste caso|nessa conta|nesse calculo|aqui|nisso)\b"
    r"|\b(?:essa|esta) (?:conta|calculo|reserva) (?:foi|e|saiu) (?:feit[oa] |calculad[oa] )?(?:por|pela|segundo)"
    r" (?:qual|que) lei\b")


def where_written(ex: Extraction) -> bool:
    """Round 29 (p29b): the message asks where the law says it ("onde diz isso?", "qual artigo?"), whatever else it
    asks beside: the provision is wanted, not only the figure."""
    return bool(_BASIS.search(ex.text))


def basis_question(ex: Extraction, prev: dict[str, Any]) -> bool:
    """After a calculation, a short question about the legal basis of that answer (see `_BASIS`), with no figure."""
    return bool(prev.get("intent")) and not prev.get("pending") and _asks_basis_of_that(ex) \
        and not _LAW_OF_THAT_EDITAL.search(ex.text) \
        and not (_LAW_APPLIED_HERE.search(ex.text) and prev.get("edital_date"))


# Round 20 (fix21c): "por que deu 5 e não 6?", "não entendi, por que depende?", "de onde saiu esse 3?", "por que mudou?"
# right after a calculation ask how that result came out: its own steps answer (the same calculation again, every
# figure carried), never a refusal. "de onde saiu isso?" with no figure stays `basis_question` (the dispositivos).
_RESULT_WHY = re.compile(
    # Round 36 (36a): the verdict of an eligibility asked why ("pq nao pode", "por que ela nao pode?").
    r"\b(?:por ?que|pq)\b(?: (?:entao|ai|que))?\s+(?:(?:e )?que )?(?:(?:so|nao|ele|ela|isso|o resultado|a conta"
    r"|(?:ele|ela|eu) nao) )?"
    r"(?:deu|da|deram|saiu|sairam|ficou|ficaram|fica|ficam|mudou|mudaram|muda|depende|dependeria|entra|entro|entrei"
    r"|pode|posso|podia|consegue|consigo"
    r"|\d+\b)"
    r"|\b(?:por ?que|pq)\b (?:deu |saiu |ficou )?(?:essa|esse|este|esta) (?:posicao|resultado|numero|conta|ordem"
    r"|nomeacao|valor|colocacao)\b"
    r"|\bde onde (?:saiu|sairam|veio|vieram|vem|tirou|tiraram|tirou)\b (?:(?:esse|essa|esses|o|a|os) )?\d+\b"
    r"|\bcomo (?:(?:voce|vc) )?(?:chegou|chegaram|se chegou|deu)\b (?:a|ao|nesse|nessa|nisso|em|no|na|nesses)\b"
    # Round 23: "pq o primeiro cotista é o 3?", "por que a vaga pcd fica na 5?": a place of the order just given, asked
    # why (the number is that place, not a new count of vagas)
    r"|\b(?:por ?que|pq)\b (?:o|a|os|as) (?:\w+ ){0,2}(?:cotistas?|pcds?|reservad\w*|optantes?|negr[oa]s?)"
    r" (?:e|sao|fica|ficam|entra|entram|sai|saem|vem|vao|cai|caem) (?:(?:o|a|os|as|na|no|nas|nos|em) )?\d+o?\b"
    # Round 28 (p28a): the figure named by its subject first ("pq pcd deu 2?", "pq o de libras ficou sem cota?", "pq a
    # reserva do tecnico saiu 1?"): a short subject of up to three words, then the result's verb
    r"|\b(?:por ?que|pq)\b (?:(?:o|a|os|as|no|na) )?(?:\w+ ){1,3}?(?:deu|deram|saiu|sairam|ficou|ficaram)\b"
    # the order's lists set against each other ("pq o pcd vem antes do cotista?"): how the order came out
    r"|\b(?:por ?que|pq)\b (?:o|a|os|as) (?:pcds?|cotistas?|optantes?|negr[oa]s?|ampla)"
    r" (?:vem|vao|entra|entram|fica|ficam|e chamad[oa]|sao chamad[oa]s) (?:antes|depois|primeiro|na frente)\b")
# Round 28 (p28a): a count of the reserve (not of the vagas) named in the why ("pq só 1 vaga de cota?").
_RESERVE_COUNT_NAMED = re.compile(r"\b(\d+) (?:vagas? )?(?:de cotas?|pra cotas?|para cotas?|na cota|de reserva|reservadas?)\b")
_ORDER_WHY = re.compile(r"\b(?:por ?que|pq)\b (?:o|a|os|as) \w+ (?:vem|vao|entra|entram|fica|ficam|e chamad|sao chamad)")
# (a rate, a law, or the legal basis asked with it — "pq o delegado ficou sem reserva? qual artigo?" — asks the rule)
_NOT_RESULT = re.compile(r"\d+ ?%|\bpor cento\b|\b(?:lei|leis|decreto|norma|regra|percentual|legislacao)\b"
                         r"|\b(?:artigos?|art|dispositivos?|incisos?|paragrafos?|fundamentos?|base legal|amparo legal)\b")


def result_asked_why(ex: Extraction, prev: dict[str, Any]) -> bool:
    """Right after a calculation, a short "why did it come out so" of that result (see `_RESULT_WHY`): no rate and no
    law named (those ask the rule), no count of vagas different from the thread's."""
    t = ex.text
    # (the order's lists compared take more words: "pq o pcd vem antes do cotista quando cai na mesma vez?")
    limit = 14 if _ORDER_WHY.search(t) else 9
    if not prev.get("intent") or prev.get("pending") or prev.get("route") == "retrieval" or len(t.split()) > limit \
            or ex.percentages or _NOT_RESULT.search(t) or not _RESULT_WHY.search(t):
        return False
    named = {int(m.group(1)) for m in _RESERVE_COUNT_NAMED.finditer(t)}
    return ex.vacancies is None or ex.vacancies == prev.get("vacancies") or ex.vacancies in named


def basis_of_law_answer(ex: Extraction, prev: dict[str, Any]) -> bool:
    """"onde está isso na lei", "qual artigo diz isso" right after a law answer: the provision of that answer, law text
    (never out of scope for want of a subject word of its own)."""
    return prev.get("route") == "retrieval" and _asks_basis_of_that(ex)


# Round 28 (p28b): the document the basis goes into ("qual dispositivo o edital deveria citar?", "que artigo coloco no
# parecer?", "qual a base legal pra constar na nota técnica?"): where the asker will write it, no subject of its own.
_CITED_IN = re.compile(r"\b(?:(?:o|a|no|na|do|da|nosso|nossa|pro|pra|para o|para a)\s+)?(?:edital|editais|parecer|nota tecnica"
                       r"|oficio|despacho|portaria|minuta|termo de referencia|documento|processo|resposta|manifestacao)\b"
                       r"|\b(?:(?:eu|nos|a gente)\s+)?(?:deveria|deveriam|deve|devem|devo|devemos|preciso|precisamos|precisa|tenho que"
                       r"|temos que|tem que|posso|podemos|vou|vamos)?\s*(?:citar|cita|cito|mencionar|menciona|menciono|colocar|coloco"
                       r"|coloca|indicar|indico|usar|uso|fundamentar|embasar|constar|invocar|referenciar)\b")


# Round 30 (p30a): "qual lei vale nesse caso?", "que lei se aplica então?" after a dated edital: which law governs it
# (the regime, a calculation), not the dispositivos of the answer, unless an article or basis is named too.
_LAW_GOVERNS = re.compile(r"\b(?:qual|que)\s+(?:e\s+)?(?:a\s+)?(?:lei|norma|legislacao)\s+(?:vale|valeria|vai valer|se aplica"
                          r"|se aplicaria|vai se aplicar|aplica|rege|regeria|incide|vigora|uso|usar|usamos|segue|seguimos)\b")
_PROVISION_WORD = re.compile(r"\b(?:artigos?|art|dispositivos?|incisos?|paragrafos?|base legal|fundament\w*|onde)\b")


def _asks_basis_of_that(ex: Extraction) -> bool:
    t = ex.text
    if ex.numbers or ex.reference or len(t.split()) > 10 or not _BASIS.search(t):
        return False
    if ex.percentages and PCD_WORDS.search(t):
        return False  # Round 48 (48a): "qual artigo garante os 5% pcd?": the decree's rate is a subject of its own
    if _LAW_GOVERNS.search(t) and not _PROVISION_WORD.search(t):
        return False
    rest = _CITED_IN.sub(" ", _THAT.sub(" ", _BASIS.sub(" ", _BASIS_VERB.sub(" ", _BASED_ON.sub(" ", t)))))
    own = len(re.findall(r"\w{4,}", rest))  # words left beyond the ask and the pointer: a subject of its own
    return bool(_THAT.search(t)) and own <= 2 or own == 0


# Whether a dispositivo named says something ("o art. 7º trata disso?", "o artigo 9 fala da ordem de nomeação?",
# "isso está no parágrafo 2º?"): its text, in or out of a thread; its number is the article's, never a place or vagas.
_PROVISION_ASKED = re.compile(r"\b(?:art|arts|artigos?|paragrafos?|incisos?)\b\.?\s*\d+\w*[^?]{0,40}?\b(?:trata|tratam|fala|falam"
                              r"|diz|dizem|preve|preveem|regula|regulam|menciona|aborda|cobre|e sobre)\b"
                              r"|\b(?:trata|fala|diz|preve|regula|menciona|aborda|esta|ta|consta)\b[^?]{0,25}"
                              r"\b(?:n?o|d?o) (?:art|artigo|paragrafo|inciso)\b\.?\s*\d")


def provision_asked(ex: Extraction) -> bool:
    """A named dispositivo asked whether it says something (see `_PROVISION_ASKED`), with no figure and no count."""
    return bool(ex.reference) and not ex.numbers and not COUNT_ASKED.search(ex.text) \
        and bool(_PROVISION_ASKED.search(ex.text))


# "qual o dispositivo aplicável à eliminação por declaração falsa?", "e quanto à heteroidentificação, qual o artigo?":
# where the law rules a subject of its own (not "disso", which is `basis_question`), in or out of a thread.
_BASIS_ASK = re.compile(r"\b(?:qual|quais|em que|em qual|que)\s+(?:e |sao )?(?:o |a |os |as )?(?:dispositivos?|artigos?|paragrafos?"
                        r"|fundamentos?|base legal|bases legais|norma|normas|previsao legal|amparo legal|regra legal)\b"
                        r"|\bfundamento (?:legal|juridico)\b|\bbase legal\b|\bamparo legal\b|\bprevisao legal\b"
                        # Round 30 (p30a): the memo's noun, "a fundamentação legal do percentual", "fundamentação jurídica"
                        r"|\bfundamentac(?:ao|oes) (?:legal|legais|juridicas?|normativas?)\b"
                        r"|\b(?:dispositivo|artigo|norma) (?:aplicavel|que se aplica|que trata|que rege)")


# The subjects of these laws a legal basis is asked of: the rules' own (`LAW_SUBJECTS`) and the sanctions for a
# false self-declaration.
_SANCTION = re.compile(r"\beliminac|\belimina(?:do|da|r)\b|\bdesclassifica|\bdeclarac\w* falsa|\bfalsidade|\bfraud"
                       r"|\bma-?fe\b|\banulac|\bcomissao\b")


# Round 30 (p30a): the law's rate ("o percentual de 30%") and its reach over the bodies ("qual artigo inclui as
# estatais?") are subjects of these laws too (art. 1º, caput and incisos), though no quota word comes with them.
_RATE_OR_REACH = re.compile(r"\bpercentua\w*|\bporcentage\w*|\bestata(?:l|is)\b|\bempresas? publicas?\b|\beconomia mista\b"
                            r"|\bautarquias\b|\bfundacoes (?:publicas|federais)\b|\badministracao (?:publica|direta|indireta)\b")
# (a rate that is the law's own, 30% or 20%, names the rule; never the PcD share of an edital)
_LAW_RATE = re.compile(r"^(?:30|20) ?%$")
# Round 48 (48a): ... nor the decree's own floor named beside PcD ("qual parágrafo do decreto fala dos 5% pcd?"): the rule
# (Decreto 9.508, art. 1º, § 1º) asked, never an edital's PcD share to compute again.
_PCD_FLOOR = re.compile(r"^5 ?%$")


def subject_basis(ex: Extraction, cur: dict[str, Any]) -> bool:
    """A legal basis asked of a subject of these laws (see `_BASIS_ASK`), with no figure and no count."""
    t = ex.text
    if ex.percentages and all(_LAW_RATE.match(p) for p in ex.percentages) and not PCD_WORDS.search(t) \
            or ex.percentages and all(_PCD_FLOOR.match(p) for p in ex.percentages) and PCD_WORDS.search(t):
        cur = {k: v for k, v in cur.items() if k != "pcd_percentage"}
    return bool(_BASIS_ASK.search(t)) and bool(LAW_SUBJECTS.search(t) or _SANCTION.search(t) or _RATE_OR_REACH.search(t)) \
        and not ex.numbers \
        and not COUNT_ASKED.search(t) and not any(k in cur for k in FIGURE_KEYS if k != "period") \
        and not other_quota(t) and not CONCURSO_FACT.search(t) \
        and not ("period" in cur and _EDITAL_OF_YEAR.search(t)) and not _NORM_OF_SELECTION.search(t) \
        and not (_NORM_GOVERNS.search(t) and (any(k in cur for k in ("edital_date", "period")) or EDITAL_PENDING.search(t)))


# Round 42 (f55a): the norm asked as the one to apply to one selection ("qual norma de reserva racial devemos aplicar ao
# certame em andamento?"): which law governs it, the regime by its edital's date, not a provision asked of a subject.
_NORM_OF_SELECTION = re.compile(r"\b(?:qual|que) (?:e )?(?:a )?(?:norma|lei|legislacao)\b[^?]{0,60}?\b(?:aplicar|aplica|se aplica"
                                r"|vale|rege|seguir|segue)\b[^?]{0,15}?\b(?:a|ao|no|na|pro|para o|pelo) (?:\w+ )?"
                                r"(?:certame|concurso|edital|selecao|pss|processo seletivo)\b")

# Round 42 (f56a): the norm said to govern ("valia qual norma", "qual norma ... vai reger?", "rege", "regia") of an edital
# with its date or still to come: that edital's regime too, wherever the edital is named.
_NORM_GOVERNS = re.compile(r"\b(?:qual|que) (?:e )?(?:a )?(?:norma|lei|legislacao)\b[^?]{0,40}?\b(?:valia|valeria|vai valer|valera"
                           r"|rege|regia|regeria|vai reger|regera|se aplicava)\b"
                           r"|\b(?:valia|vale|valera|vai valer|rege|regia|vai reger|regera|se aplicava|se aplica) (?:entao )?"
                           r"(?:qual|que) (?:e )?(?:a )?(?:norma|lei|legislacao)\b")

# "um edital de 2012", "o concurso de março de 2012": the year is one edital's, so "qual norma se aplicava?" asks its
# regime (a year alone, "a de 2014 valia...?", names a law).
_EDITAL_OF_YEAR = re.compile(r"\b(?:edital|concurso|certame|selecao|pss)\b(?: (?:publicad\w*|lancad\w*|abert\w*|saiu))?"
                             r" (?:de|em|no ano de)\b")


# A predicate about the rule itself ("a banca pode...", "é obrigatório...", "tem prazo pra...", "vale pra...", "cabe
# recurso..."): what a self-contained question about the law says, which a fragment ("e se fossem 25?", "e com 2
# PcD?", "e pra indígena?", "e a ordem?") never does. "qual lei vale?" is the regime, not this.
RULE_PREDICATE = re.compile(
    # (Round 23: the past tense, "quem podia se declarar?", asks the old law's rule just as the present asks the new)
    r"\b(?:pode|podem|poderia|poderiam|podera|poderao|podia|podiam|deve|devem|deveria|deveriam|devia|deviam|precisa"
    r"|precisam|precisava|precisavam|tem (?:que|de)\b|tinha (?:que|de)\b"
    r"|(?:tem|ha|existe|qual (?:e )?o) prazo|obrigatori|e permitid|sao permitid|permite|e proibid|proibe|e possivel"
    r"|cabe recurso|tem direito|tinha direito|tinham direito|vale\b|valem\b|valia\b|exige|exigem|impede|garante|conta como(?! se\b)|e vedad)"
)


# A law named as the subject of what it had or did ("a lei antiga tinha banca?", "a 12.990 previa recurso?").
LAW_SAYS = re.compile(rf"{_LAW_NAMED}\s*,?\s*(?:(?:ja|tambem|nao|so)\s+)?(?:tinha|tem|tinham|havia|ha|previa|preve|trazia|traz"
                      r"|falava|fala|exigia|obrigava|obriga|mandava|manda|mudou|muda|dizia|diz|permitia|proibia)\b")


VALE = re.compile(r"\b(?:vale|valem|valeria|tambem)\b")


# A law as the condition of a calculation ("pela lei antiga", "segundo a de 2014"), not the subject of a rule.
BY_LAW = re.compile(r"\b(?:pela|pelo|segundo a|conforme a|de acordo com a|usando a|aplicando a|considerando a|supondo a)"
                    r"\s+(?:lei|regra|norma|antiga"
                    r"|nova|anterior|de 20|da de 20|12\.?990|15\.?142)")


# The person's (or their body's) own situation as the subject ("posso", "sou", "meu edital", "temos"): eligibility
# and position answer that; "a banca pode me eliminar?" (the person as object) still asks about the rule.
OWN_SUBJECT = re.compile(r"\b(?:eu|posso|podemos|sou|somos|estou|estamos|fiquei|passei|tenho|temos|devo|devemos|preciso"
                         r"|precisamos|meu|minha|meus|minhas|nosso|nossa|nossos|nossas)\b")


# "ela poderia?", "ele teria direito?": the earlier person (a pronoun) as the subject of whether they may.
PERSON_CAN = re.compile(r"\b(?:ele|ela)\s+(?:ainda\s+|tambem\s+)?(?:pode|poderia|podia|teria|tem direito|entraria|entra"
                        r"|concorreria|conseguiria|seria)\b")

# Round 34 (lo34): a person's question relayed ("uma candidata nos perguntou se pode se inscrever nas vagas reservadas",
# "o candidato quer saber se ele tem direito"): that person's case, as "ela pode?" is, never a rule of the law.
RELAYED_CAN = re.compile(r"\b(?:perguntou|perguntaram|pergunta|perguntam|questionou|indagou|consultou|quer saber|querem saber"
                         r"|queria saber|gostaria de saber)\s+(?:(?:pra gente|a gente|nos|para nos|ao rh|aqui)\s+)?se\s+"
                         r"(?:ele\s+|ela\s+)?(?:ainda\s+|tambem\s+)?(?:pode|poderia|podia|tem direito|teria direito|consegue"
                         r"|conseguiria)\b")


# "e isso vale pra pss?", "essa regra se aplica a empresa pública?": whether the rule just answered reaches another
# selection or body, the law's scope (art. 1º), not the earlier case computed again.
_THAT_SCOPE = re.compile(r"^(?:e |mas )?(?:isso|isto|essa regra|essa reserva|essa cota|esse percentual|essas regras)\s+"
                         r"(?:tambem\s+)?(?:vale|valem|valeria|se aplica|aplica|serve|funciona)\s+(?:tambem\s+)?"
                         r"(?:pra|para|pro|pros|no|na|nos|nas|em|a|ao|aos)\b")


def scope_of_that(ex: Extraction, cur: dict[str, Any]) -> bool:
    """Whether the rule just answered reaches a selection or body (see `_THAT_SCOPE`), asked with no figure or group."""
    return bool(_THAT_SCOPE.search(ex.text)) and not ex.numbers and not cur.get("groups") \
        and not any(k in cur for k in FIGURE_KEYS)


# Round 26 (p26e): "isso vale desde quando?", "e ela é refeita de quanto em quanto tempo?", "essa ordem vale depois pra
# promoção?", "e isso tá certo pela lei?": the rule just answered (or the figure just computed) asked of its time, its
# term, what it reaches later or its lawfulness. A pronoun is its only subject, so no domain word shows; it is the law's.
_THAT_SUBJECT = re.compile(r"^(?:e |mas |mas e )?(?:isso|isto|ela|ele|essa \w+|esse \w+|esta \w+|este \w+)\b")
_THAT_ASKED = re.compile(r"\b(?:desde quando|a partir de quando|ate quando|de quanto em quanto tempo|(?:a )?cada quanto tempo"
                         r"|com que frequencia|(?:vale|valem|valia|conta|serve|continua|segue)\s+(?:\w+\s+)?(?:depois|pra sempre"
                         r"|para sempre|na carreira|pra (?:promocao|progressao|carreira)|para (?:a )?(?:promocao|progressao|carreira))"
                         r"|pela lei|segundo a lei|de acordo com a lei|(?:e|eh) legal|(?:ta|esta) (?:certo|errado|correto))\b")
# Of those, whether the thing is lawful ("isso tá certo pela lei?"): after a calculation, the dispositivos it stood on.
_THAT_LAWFUL = re.compile(r"\b(?:pela lei|segundo a lei|de acordo com a lei|(?:e|eh) legal|(?:ta|esta) (?:certo|errado|correto))\b")
_LAW_SUPPOSED = re.compile(r"\b(?:se|caso) (?:for|fosse|seja|valer|valesse|aplicar|aplicasse)\b")
# "e o que mudou no percentual?" after the law of an edital: the change between the two laws, asked of the thread's rule.
_WHAT_CHANGED = re.compile(r"^(?:e |mas )?(?:o que|oq|que) (?:mudou|muda|mudaria)\b.{0,30}\b(?:percentual|porcentagem|lei|regra"
                           r"|reserva|cota|cotas)\b")


def rule_of_that(ex: Extraction, cur: dict[str, Any]) -> bool:
    """Whether a thread's rule or figure is asked of its time, term, later reach or lawfulness through a pronoun (see
    `_THAT_ASKED`), or what changed in it (`_WHAT_CHANGED`), with no figure of its own."""
    if ex.numbers or ex.percentages or any(k in cur for k in FIGURE_KEYS) or len(ex.text.split()) > 14:
        return False
    if cur.get("law_hint") and _LAW_SUPPOSED.search(ex.text):
        return False  # Round 44 (44b): "isso e se for pela lei antiga": the figure under the law supposed, no lawfulness
    return bool(_THAT_SUBJECT.search(ex.text) and _THAT_ASKED.search(ex.text) or _WHAT_CHANGED.search(ex.text))


def lawful_that(ex: Extraction, cur: dict[str, Any]) -> bool:
    """"e isso tá certo pela lei?": whether the thread's figure is lawful (a `rule_of_that` about its lawfulness)."""
    return rule_of_that(ex, cur) and bool(_THAT_SUBJECT.search(ex.text) and _THAT_LAWFUL.search(ex.text))


# Who enforces or monitors ("quem acompanha o cumprimento disso?", "quem fiscaliza essa reserva?"): inside a thread
# about the reserve, the law's monitoring clause (Lei nº 15.142/2025, art. 10), not an unrelated topic.
ENFORCEMENT = re.compile(
    r"\bquem (?:e que |que )?(?:acompanha|fiscaliza|monitora|controla|supervisiona|cobra|verifica|audita|garante)\b"
    r"(?:\s+(?:o|a|os|as))?\s*(?:cumprimento|aplicacao|execucao|isso|disso|essa|esse|esta|este|lei|reserva|cotas?)\b"
    r"|\b(?:orgao|orgaos|ministerio|quem) (?:responsave(?:l|is) )?(?:pelo|pela) (?:acompanhamento|monitoramento|fiscalizacao)\b")


# Round 19: law questions that carry a number, a dispositivo or a person of their own and still ask the rule.

# A dispositivo cited as the premise of what it says ("nos termos do art. 5º, a reserva se aplica mesmo?", "o § 4º
# garante o quê?", "o art. 11 mantém a 12.990 para...?"): the cited text answers; vagas told are its premise. A count
# asked ("quantas ficam?") or a place keeps the calculation.
_CITED_ASKS = re.compile(r"\b(?:se aplica|aplica-se|fica sem|ficam sem|mantem|manteve|fala|falam|diz|dizem|preve|garante"
                         r"|garantem|assegura|permite|autoriza|exige|vale|valem|abrange|alcanca|obriga|determina|pode|podem|incide|computad\w*|contad\w*|conta|contam)\b"
                         r"|\bmesmo\s*\?"
                         # Round 35 (35c): the dispositivo asked to be explained, commented or summarised ("explique o
                         # art. 4º da lei 12.990", "comente o art. 3º", "fale sobre o art. 9º"), its text what answers;
                         # the law it names is the dispositivo's, not a law to compute the thread's figures by.
                         r"|\b(?:expli(?:c|qu)\w*|coment\w*|resum\w*|estabelece|significa|trata)\b|\bfal[ea] (?:sobre|d[oe])\b")


_CITED = re.compile(r"(?:\b(?:art(?:igo)?\.?|paragrafo|inciso)|§)\s*\d+o?")


def cited_premise(ex: Extraction, cur: dict[str, Any]) -> bool:
    """A dispositivo named with a question on what it says (see `_CITED_ASKS`), no count asked and no place."""
    t = ex.text
    bare = _CITED.sub(" ", ex.dateless)  # "art. 5o" is the dispositivo's number, no place (nor "1o de junho" a day)
    # ("esses 3 da ampla" points at people counted before: no place of one's own)
    ranks = [getattr(ex, k, None) for k in RANKS]
    place = any(r is not None and r not in pointed(ex) for r in ranks) or bool(ORDINAL.search(bare) or HYPOTHETICAL_PLACE.search(bare))
    # (a group told with it, "candidato pardo, autarquia, só cadastro: pode? art. 5º, § 3º", stays that eligibility)
    # Round 22 (p22e): "edital de 3/6/2025: aplica-se a 12.990 ou a 15.142, nos termos do art. 11?": the two laws offered
    # for one dated edital is its regime, computed from the date (the article cited is its basis, not the question).
    dated_choice = any(k in cur for k in ("edital_date", "period")) and bool(LAW_CHOICE.search(t) or _WHICH_LAW_OF.search(t))
    return bool(ex.reference) and bool(_CITED_ASKS.search(t)) and not COUNT_ASKED.search(t) \
        and not place and "cargos" not in cur and not cur.get("groups") and not dated_choice


_WHICH_LAW_OF = re.compile(r"\b(?:qual|que) (?:e )?(?:a )?(?:lei|norma|legislacao)\b")


# Whether a selection of fewer than 2 vagas (or only a register) has the reserve at all ("o cargo de 1 vaga fica sem
# cota?", "com uma vaga só nunca tem cota?", "nem cadastro?"): art. 5º, caput and § 3º; "quantas?" is the count.
_NO_RESERVE_ASKED = re.compile(r"\b(?:nao|nunca|nem)\s+(?:tem|ha|tera|teria|existe|vai ter)\s+(?:\w+\s+)?(?:cotas?|reserva)\b"
                               r"|\b(?:fica|ficam|ficaria|sai|sem)\s+(?:\w+\s+)?sem (?:nenhuma )?(?:cotas?|reserva)\b"
                               r"|\bfica sem (?:cotas?|reserva)|\bnem cadastro\b")


# A generic candidate of a group or of the reserve ("o negro", "o cotista", "a pessoa negra"): no one's own case.
_GENERIC_OPTANT = re.compile(r"\b(?:o|a|os|as) (?:negr|pret|pard|cotist|optant)[oa]s?\b"
                             r"|\b(?:o|um|uma|a) (?:candidat[oa]|pessoa)s? (?:negr|pret|pard|indigen|quilombol|cotist)"
                             # "candidatos negros podem se inscrever...?": the plural class, no article needed
                             r"|\b(?:candidat[oa]s|pessoas) (?:negr|pret|pard|indigen|quilombol|cotist)"
                             # Round 41 (f50b): the bare group as the subject ("1 vaga só: negro pode se inscrever pela
                             # cota mesmo assim?"): the class still, no one's own case.
                             r"|(?:^|[,:;.] ?)(?:negr|pret|pard|indigen|quilombol|cotist)[oa]s? (?:pode|podem|consegue|conseguem"
                             r"|ainda pode|ainda podem)\b")


def below_threshold_rule(ex: Extraction, cur: dict[str, Any]) -> bool:
    """Whether a reserve exists, or a generic cotista enrols, where fewer than 2 vagas are offered, asked by no one
    of their own (no first person, no relative, no date, place or body): art. 5º, caput and § 3º answer it. ("num concurso
    de autarquia com 1 vaga, um candidato pardo pode concorrer?" is that case's eligibility, as in `enrols_below_threshold`.)"""
    t = ex.text
    below = cur.get("vacancies") in (0, 1) or register_only(t) or bool(re.search(r"\bvaga unica\b", t))
    if not below or COUNT_ASKED.search(t) or FIRST_PERSON.search(t) or relative_asked(t):
        return False
    if any(cur.get(k) for k in ("edital_date", "period", "general_rank", "rank", "reserve_rank", "entity")):
        return False
    generic = bool(_GENERIC_OPTANT.search(t))
    return bool(_NO_RESERVE_ASKED.search(t)) and not cur.get("groups") \
        or generic and bool(_ENROL_AS_OPTANT.search(t) or _NO_RESERVE_ASKED.search(t))


# How long a law was to last ("por quanto tempo a lei antiga deveria vigorar?", "até quando valia a 12.990?", "qual o
# prazo de vigência?"): Lei 12.990, art. 6º (10 years) and Lei 15.142, art. 12-14; the rates told are its premise.
# Round 55 (f70a): "na vigência da lei nova" (after "na", "sob a", "durante a", "em plena") is the time an edital came out,
# supposed or told ("se tivesse saído na vigência da lei nova, mudaria quanto?"), never the law's own term asked: the
# "quanto" after it is a count of that edital.
_DURATION_ASKED = re.compile(r"\b(?:por|durante) quanto tempo\b[^?]{0,40}\b(?:vigor\w*|vigen\w*|val\w*|dura\w*)"
                             r"|\bprazo de (?:vigencia|validade da lei|duracao)\b"
                             r"|(?<!\bna )(?<!\bsob a )(?<!\bdurante a )(?<!\bplena )\bvigencia (?:de|da lei|dela)\b[^?]{0,20}\b(?:quanto|ate)"
                             r"|\bate quando\b[^?]{0,30}\b(?:vigor\w*|vigen\w*|lei\b|12\.?990|15\.?142)")


# The path of a candidate through the reserve, asked as a rule (art. 3º, § 4º; art. 7º; art. 9º; art. 11):
# - the proof an indígena or quilombola brings ("precisa de carta da comunidade?", "declaração da FUNAI?");
_PROOF_OF_GROUP = re.compile(r"\b(?:carta|declaracao|documento|comprovante|atestado|certidao|laudo|registro)\b[^?]{0,30}"
                             r"\b(?:comunidade|lideranca|associacao|funai|palmares|quilombo|aldeia|cacique|povo|etnia)\b"
                             # Round 51 (51a): its issuer told first ("a associação ainda não deu a declaração pra ele",
                             # "a FUNAI não emitiu o documento", "o cacique não assinou a carta"): the same proof
                             r"|\b(?:comunidade|lideranca|associacao|funai|palmares|cacique)\b[^?]{0,40}"
                             r"\b(?:carta|declaracao|documento|comprovante|atestado|certidao)\b")
# - choosing the post by the order of classification ("o cotista escolhe a lotação antes da ampla?": art. 9º, § 2º);
# (the choice set against the ampla or the order of classification; "o cotista escolhe a lotação primeiro?" alone is
# the job's, out of scope)
_POST_BY_ORDER = re.compile(r"\b(?:escolh\w*|opta\w*|prefer\w*)\b[^?]{0,20}\blotac\w*[^?]{0,40}\b(?:ampla|ordem de classificac\w*"
                            r"|classificac\w*)\b")
# - being called ahead while the ampla is called ("tenho direito de ser nomeado na frente se a ampla já está sendo
#   chamada?": art. 9º's alternation);
# ("quem é nomeado primeiro, ampla ou cota?" asks which list the order calls first: the order, not one's path)
_CALLED_AHEAD = re.compile(r"(?<!\bquem e )(?<!\bquem sera )(?<!\bquem vai ser )"
                           r"\b(?:nomead|chamad|convocad)\w* (?:na frente|antes|primeiro)\b[^?]{0,60}\b(?:ampla|geral)\b"
                           r"|\b(?:ampla|geral)\b[^?]{0,20}\b(?:ja )?(?:ta|esta|estao|tao|foi|sendo) (?:sendo )?(?:chamad|convocad|nomead)"
                           # "tão chamando a ampla primeiro, tenho direito de ser nomeado antes?"
                           r"|\b(?:chamando|convocando|nomeando|chamam|convocam|nomeiam)\b[^?]{0,10}\b(?:a |o pessoal da )?(?:ampla|geral)\b"
                           r"[^?]{0,60}\b(?:nomead|chamad|convocad)\w* (?:antes|primeiro|na frente)\b")
# - keeping the reserve with a mark for the ampla ("passei com nota pra ampla, me tiram da lista de reserva?": art. 7º);
_OPEN_MARK = re.compile(r"\bnota (?:pra|para|da|na) ampla\b|\b(?:tira|tiram|tirar|exclu\w*|remov\w*)\b[^?]{0,15}\bd[ao] (?:lista "
                        r"(?:de|da) )?(?:reserva|cota)\b"
                        # Round 21: "meu nome tem que aparecer nas duas listas, ampla e cotas?": classified in both (§ 1º)
                        r"|\b(?:aparec\w*|consta\w*|figura\w*|sai\w*|classificad\w*)\b[^?]{0,20}\b(?:nas|em) (?:duas|ambas)"
                        r" (?:as )?listas\b")
# - Round 36 (36d): approved in the ampla and through the reserve at once, asked with no figure ("sou cotista e fui
#   aprovado também na ampla, em qual lista entro?"): classified in both, nominated by the ampla (art. 7º, §§ 1º-2º);
_BOTH_APPROVED = re.compile(r"\b(?:aprovad\w*|classificad\w*|passei|passou|fiquei)\b[^?]{0,20}\b(?:tambem (?:na|pela) ampla"
                            r"|tanto (?:na|pela) ampla|(?:na|pela) ampla (?:tambem|e (?:na|nas|pela) (?:cotas?|reserva)))\b")
# - moving up when someone ahead in the reserve list gives up ("se o 1º da cota desistir, eu subo?": art. 7º, § 3º);
_MOVES_UP = re.compile(r"\b(?:desisti\w*|nao tomar posse|nao assumir|for eliminad\w*|abrir mao)\b[^?]{0,40}\b(?:subo|sobe|subir"
                       r"|pego|assumo|fico com)\b"
                       # Round 36 (36d): someone ahead leaving, told by the place ("se alguém na minha frente desistir,
                       # muda algo?", "e se quem está à minha frente desistir?"): the same rule (art. 7º, § 3º)
                       r"|" + AHEAD_LEAVES)
# - changing one's option after enrolment closed ("dá pra mudar de opção depois que a inscrição fechou?");
_OPTION_CHANGE = re.compile(r"\b(?:mud\w*|troc\w*|alter\w*|desist\w*|retir\w*)\b (?:de |a |da )?(?:opcao|modalidade|cota|reserva)\b"
                            r"[^?]{0,40}\b(?:depois|apos|encerr\w*|fech\w*|inscric)")
# - one person in both reserves at once ("o deficiente que é negro concorre nas duas ao mesmo tempo?"; "nas duas" reads
#   "nas ambas" after numbers.words_to_digits);
_BOTH_AT_ONCE = re.compile(r"\b(?:concorr\w*|disput\w*|entr\w*|inscrev\w*)\b[^?]{0,20}\bnas (?:duas|2|ambas)\b[^?]{0,20}"
                           r"(?:ao mesmo tempo|simultane\w*|listas|reservas?|cotas?|ampla)")
# - how the one who enrols in the reserve competes ("com poucas vagas, quem se inscreve na cota concorre como?": art. 7º);
_HOW_COMPETES = re.compile(r"\bconcorr\w* como\s*\??\s*$|\bconcorr\w* de que (?:jeito|forma|maneira)\b")
# - the law that keeps ruling someone who entered under the old one ("quem entrou pela lei velha fica regido por qual
#   lei depois da nova?": art. 11 and art. 13).
# "pq a diferença de um dia?" after two editais a day apart: why the publication date decides the law (art. 11)
_DAY_APART = re.compile(r"\b(?:por ?que|pq|porque)\b[^?]{0,30}?\b(?:diferenca de (?:um|1) dia|(?:um|1) (?:so )?dia(?: so)?"
                        r" (?:muda|faz|de diferenca)|muda (?:a lei|tudo|o percentual) (?:por|com) (?:um|1) dia)")
_KEPT_REGIME = re.compile(r"\b(?:fica|ficam|continua|continuam|segue|seguem|permanece\w*)\s+regid\w*"
                          r"|\bdepois que (?:saiu|veio|entrou em vigor|chegou) a (?:lei )?nova\b|" + _DAY_APART.pattern)


# Round 35 (lo35): - the cotista's standing once in office set against the others': a priority in a remoção,
#   redistribuição or transfer ("cotista tem prioridade na remoção?") or a different pay ("se eu for cotista e
#   passar, eu ganho menos?"). The laws reserve vagas of the concurso for the provimento of cargos and empregos (art. 1º)
#   and, after the nomination, only carry the alternância's order where the concurso's classification counts (art. 9º,
#   § 2º): their text, with a plain opening (`in_office_opening`), never a refusal as the job's matter. (Pay or a
#   remoção asked with no quota holder, "quanto ganha um analista?", stays the job's.)
_QUOTA_HOLDER = re.compile(r"\b(?:cotistas?|cotas?|reserva|vagas? reservadas?|optantes?)\b")
# (choosing the lotação first stays the job's, `_POST_BY_ORDER`: only set against the ampla is it art. 9º, § 2º)
_MOVE = r"(?:remocao|remocoes|redistribuicao|transferencia)"
_IN_OFFICE_PRIORITY = re.compile(
    rf"\b(?:prioridade|preferencia|vantagem|privilegio|na frente|antes|primeiro)\b[^?]{{0,40}}\b{_MOVE}\b"
    rf"|\b{_MOVE}\b[^?]{{0,40}}\b(?:prioridade|preferencia|vantagem|privilegio|primeiro|na frente|antes)\b")
_PAY_COMPARED = re.compile(
    # ("o concurso de 1 vaga ganhou mais 2": vagas added, no pay)
    r"\b(?:ganh[aoe]\w*(?! mais \d{1,3}\b(?! mil| reais| ?%))|receb[eo]\w*|salario|remuneracao|vencimentos?)\b[^?]{0,30}"
    r"\b(?:menos|mais|menor|maior|diferente|igual|mesm[oa]|inferior|reduzid\w*|descont\w*)\b"
    r"|\b(?:menos|menor|maior|diferente|igual|mesm[oa]|inferior)\b[^?]{0,15}\b(?:salario|remuneracao)\b")


def _in_office(t: str) -> str | None:
    """"priority" or "pay": which standing of the cotista in office is set against the others' (see `_QUOTA_HOLDER`)."""
    if not _QUOTA_HOLDER.search(t) or COUNT_ASKED.search(t):
        return None
    if _IN_OFFICE_PRIORITY.search(t):
        return "priority"
    return "pay" if _PAY_COMPARED.search(t) else None


def in_office_opening(ex: Extraction) -> str | None:
    """The plain sentence a law answer on the cotista's standing in office opens with (see `_IN_OFFICE_PRIORITY`)."""
    kind = _in_office(ex.text)
    if kind == "priority":
        move = re.search(_MOVE, ex.text)
        word = {"remocao": "remoção", "remocoes": "remoção", "redistribuicao": "redistribuição",
                "transferencia": "transferência"}[move.group(0) if move else "remocao"]
        return (f"A lei não dá ao cotista prioridade na {word}: a reserva é das vagas oferecidas nos concursos para "
                f"provimento de cargos efetivos e empregos públicos (art. 1º), e a lei não trata de {word}. Depois da "
                "nomeação, o que ela diz é sobre a ordem de classificação.")
    if kind == "pay":
        return ("A cota não muda o cargo nem a remuneração: quem passa pela reserva é nomeado para o mesmo cargo de quem "
                "passa pela ampla concorrência, porque a reserva é uma parte das vagas desse cargo no concurso (art. 1º); "
                "a lei não trata de salário.")
    return None


def candidate_path_rule(ex: Extraction) -> bool:
    """A rule of a candidate's path through the reserve (see `_PROOF_OF_GROUP` ... `_KEPT_REGIME`), asked with no count:
    the law's text, in the first person too and whatever place or number it names as its premise."""
    t = ex.text
    if _BOTH_APPROVED.search(t) and not ex.numbers:
        return True
    # Round 41 (f52a): one edital of a day told ("publicado em 3 de junho de 2025: permanece regido pela 12.990?"):
    # the law kept is the regime of that date (`rules._ALREADY_IN_FORCE`), not art. 11's text.
    kept = () if ex.date else (_KEPT_REGIME,)
    # Round 47 (47b): a call ahead of the ampla claimed for a reserve place with the vagas told ("sendo 2º na lista de
    # cotistas, deveria ter sido nomeado antes do 7º da ampla; 10 vagas"): that place's call, the calculator's.
    ahead = () if ex.reserve_rank is not None and ex.vacancies is not None else (_CALLED_AHEAD,)
    return any(rx.search(t) for rx in (_PROOF_OF_GROUP, _POST_BY_ORDER, *ahead, _OPEN_MARK, _MOVES_UP,
                                        _OPTION_CHANGE, _BOTH_AT_ONCE, _HOW_COMPETES, *kept)) \
        and not COUNT_ASKED.search(t) or _in_office(t) is not None


# A group's share of the reserve asked as a rate ("quantos % ficam pra quilombolas?", "qual o percentual dos
# indígenas?"): the regulation's split (art. 1º, § 1º), never a count of the earlier vagas.
_GROUP_RATE = re.compile(r"\bquant[oa]s?\s*(?:%|por cento)|\b(?:qual|que) (?:e |o |a )*(?:percentual|porcentagem|fatia)\b"
                         # Round 43 (43a): "tenho direito a qual parte da reserva?": the group's part of it, the same split
                         r"|\b(?:qual|que) (?:e )?(?:a )?(?:parte|parcela|proporcao)\b(?= d[aoe]s? (?:reserva|cotas?|vagas|30))")


def group_rate(ex: Extraction) -> bool:
    """The rate of one group inside the reserve (indígenas, quilombolas) asked, with no count of vagas."""
    return bool(_GROUP_RATE.search(ex.text)) and bool({"indigena", "quilombola"} & set(ex.groups)) \
        and not re.search(r"\bquant[oa]s\s+vagas\b", ex.text)


# A reserve's rate stated back as an objection ("mas agora não é 30%?", "não era pra ser 30 por cento?"): why the
# earlier answer used the other law (art. 11), the law's text; a count asked with it ("e com 30%, quantas?") is not.
# ("mas não era 20%?" after a count under the new law is that count again with a note on the rate: not this.)
_RATE_OBJECTION = re.compile(r"^(?:mas|ue|uai|ue mas|porem)?\s*(?:agora|hoje|atualmente|hoje em dia|com a lei nova|pela lei nova)"
                             r",?\s*(?:nao|n)\s+(?:e|eh|seria)(?: pra ser)?\s+(?:de\s+)?(?:\d+\s*%|\w+ por cento)"
                             # "pq não é 30%?", "por que não foi de 30%?": why the other rate was not applied
                             r"|^(?:mas\s+|e\s+)?(?:por que|porque|pq)\s+(?:nao|n)\s+(?:e|eh|foi|seria|ficou|deu)\s+(?:de\s+)?"
                             # Round 27 (fix27k): a closing filler ("pq não é 30% então?", "..., afinal?") asks the same
                             r"(?:\d+\s*%|\w+ por cento)\s*,?\s*(?:(?:entao|ai|afinal|mesmo|ne|nesse caso|no caso)\s*)?\??$")


def rate_objection(ex: Extraction) -> bool:
    """Why the other law's rate was not applied ("pq não é 30%?", "pq um dia muda tudo?"): art. 11."""
    return bool(_RATE_OBJECTION.search(ex.text) or _DAY_APART.search(ex.text)) and not ex.numbers \
        and not COUNT_ASKED.search(ex.text)


def place_base_rule(ex: Extraction) -> bool:
    """Round 35 (35d): whether the reserve is taken per place or on the whole, its only figure a count per place
    ("5 vagas por estado") and no count asked: art. 1º, § 2º (the totalidade) and art. 5º, § 1º, the law's text."""
    t = ex.text
    per_place = {int(k) for k in PER_PLACE.findall(t)}
    return bool(per_place) and bool(_RULE_OF_BASE.search(t)) and not COUNT_ASKED.search(t) and not ex.cargos \
        and all(n in per_place for n in ex.numbers)


# Round 44 (lo44b): whether the vagas may (or must) be summed to count the reserve ("pode somar as 28 vagas pra calcular a
# cota?", "é permitido juntar as 40 vagas dos cargos?", "devemos agrupar as vagas?"): the base (art. 1º, § 2º), its count
# only the premise; "quanto dá somando as 28?" asks the count (`COUNT_ASKED`).
_SUM_PERMITTED = re.compile(r"\b(?:pode|podem|poderia|poderiam|podemos|posso|da pra|da para|e possivel|e permitido|e certo"
                            r"|e correto|e legal|deve|devem|devemos|devo|tem que|temos que|precisa|precisamos"
                            # Round 52 (lo52d): the law's leave asked ("a lei permite juntar os cargos num só?")
                            r"|permite|permitem|autoriza|autorizam|deixa)"
                            r" (?:se |ser )?(?:somar|juntar|agrupar|unificar|unir|somad[oa]s|juntad[oa]s|agrupad[oa]s)"
                            # (the vagas summed: "somar os 2 cargos" with no table counts cargos, whose vagas are asked)
                            r"(?:(?: (?:as|todas as|essas|estas|nossas))?(?: \d+)? vagas\b"
                            # Round 52 (lo52d): or the cargos themselves, uncounted ("juntar os cargos num só", "unificar
                            # todos os cargos"): the same base (art. 1º, § 2º)
                            r"| (?:os |todos os |esses |estes |nossos )?(?:cargos|especialidades)\b)")


def sum_permitted(ex: Extraction) -> bool:
    """Whether summing the vagas is asked as allowed or due (see `_SUM_PERMITTED`), with no count asked."""
    return bool(_SUM_PERMITTED.search(ex.text)) and not COUNT_ASKED.search(ex.text)


def premise_rule(ex: Extraction, cur: dict[str, Any]) -> bool:
    """A law question whose own number, person or rate is only its premise (the candidate's path, a reserve below 2
    vagas, a group's rate, a law's term or threshold)."""
    t = ex.text
    if candidate_path_rule(ex) or below_threshold_rule(ex, cur) or group_rate(ex) or rate_objection(ex):
        return True
    if _DURATION_ASKED.search(t):
        return True  # "o percentual era 20% e o mínimo 3 vagas; por quanto tempo devia vigorar?": the 20 and 3 are premise
    if place_base_rule(ex):
        return True  # Round 35 (35d): "tem que ser aplicada UF por UF num concurso com 5 vagas por estado?"
    if sum_permitted(ex):
        return True  # Round 44 (lo44b): "pode somar as 28 vagas pra calcular a cota?": the 28 are the premise
    # "na lei antiga era 20% e valia de quantas vagas pra cima?": the law's threshold, the rate its premise
    return bool((_THRESHOLD_ASKED.search(t) or _THRESHOLD_CONDITION.search(t) and not COUNT_ASKED.search(t))
                and re.search(_LAW_NAMED, t))


def premise_topic(ex: Extraction) -> str | None:
    """The subject of a `premise_rule` question in the law's words, for the search."""
    t = ex.text
    if place_base_rule(ex) or sum_permitted(ex):  # Round 35 (35d): the base per place or on the whole (art. 1º, § 2º)
        return "percentual aplicado sobre a totalidade das vagas expressamente previstas no edital"
    if _DURATION_ASKED.search(t):
        return "entra em vigor na data de sua publicação e terá vigência pelo prazo de 10 (dez) anos"
    if _PROOF_OF_GROUP.search(t):
        return "confirmação complementar à autodeclaração de indígenas e quilombolas"
    if _POST_BY_ORDER.search(t) or _in_office(t) == "priority":
        return "ordem classificatória utilizada durante a vida funcional"
    if _in_office(t) == "pay":
        return "reserva das vagas oferecidas nos concursos públicos para provimento de cargos efetivos e empregos públicos"
    if _CALLED_AHEAD.search(t):
        return "nomeação critérios de alternância e proporcionalidade"
    if _OPEN_MARK.search(t) or _BOTH_APPROVED.search(t):
        return "optantes classificados na ampla concorrência e nas vagas reservadas"
    if _MOVES_UP.search(t):
        return "vaga reservada não preenchida ocupada pela pessoa na posição imediatamente subsequente"
    if _HOW_COMPETES.search(t):
        return "optantes concorrerão concomitantemente às vagas reservadas e às da ampla concorrência"
    if _KEPT_REGIME.search(t):
        return "editais publicados anteriormente permanecem regidos pela Lei nº 12.990"
    if rate_objection(ex):
        return "editais publicados anteriormente à entrada em vigor permanecem regidos pela Lei nº 12.990"
    if _THRESHOLD_ASKED.search(t) or _THRESHOLD_CONDITION.search(t) or _NO_RESERVE_ASKED.search(t) or _GENERIC_OPTANT.search(t):
        return "reserva aplicada sempre que o número de vagas for igual ou superior; inscrição por meio de reserva"
    return None


# Round 44 (44c): a search box's follow-up after a law answer, a dispositivo alone ("paragrafo 2", "art 4", "e o inciso
# II?"): a reference of that law answer's thread, its artigo and law kept (`router`), never a fresh search.
_REFERENCE_FILLER = re.compile(r"\b(?:e|o|a|os|as|do|da|no|na|esse|essa|mesmo|mesma|agora|entao|ver|mostra|e o|unico)\b|[?.!,;:]")


def bare_reference(ex: Extraction) -> bool:
    """The message is only a dispositivo named (see above), no subject, law or figure of its own."""
    if not ex.reference or ex.law_hint or len(ex.text.split()) > 6:
        return False
    return not re.search(r"\w", _REFERENCE_FILLER.sub(" ", DISPOSITIVO_REF.sub(" ", ex.text)))


# Round 44 (44c): one or two keywords typed after a law answer ("recurso", "consequência", "vigência", "prazo recurso"):
# a search box narrows the subject just answered; the law conversation goes on (the query joins the earlier one), never
# a refusal for want of a quota word. Acknowledgements and thanks are not it.
_ACK_WORD = re.compile(rf"^(?:{THANKS}|{GOODBYE}|ah+|hum+|hm+|ok|okay|ta|certo|certinho|entendi|entendido|beleza|blz|show"
                       r"|perfeito|otimo|massa|top|legal|tmj|sim|nao|isso|ajudou|oi|ola|opa)$")


def keyword_of_law_answer(ex: Extraction, prev: dict[str, Any]) -> bool:
    """After a law answer, a message of one to three bare keywords (see above)."""
    words = re.findall(r"[a-z]+", ex.text)
    return prev.get("route") == "retrieval" and 1 <= len(words) <= 3 and not ex.numbers and not ex.reference \
        and re.fullmatch(r"[a-z -]+[?.!]*", ex.text.strip()) is not None \
        and not any(_ACK_WORD.match(w) for w in words) and any(len(w) >= 4 for w in words)
