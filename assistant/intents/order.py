"""Intent `order`: which appointments go to the reserve and to PcD (calculator.order)."""
from __future__ import annotations

import re
from datetime import date
from typing import Any

import calculator
from calculator import OrderInput, OrderResult
from calculator.pcd import is_estatal
from vocabulary import LABEL

from ..plan import OrderPlan
from .common import (
    agree,
    earlier_vacancies_assumption,
    law_supposed,
    ordinals,
    pcd_assumption,
    vacancies_assumption,
    vagas,
    when,
)

# The PcD list's people named ("o primeiro pcd", "a pessoa com deficiência", "os deficientes").
_PCD_PERSON = r"(?:pcds?|deficientes?|(?:pessoas?|candidat[oa]s?) com deficiencia)\b"
# Cue words of a question about the nomination order (folded text).
# Nomination order: an order word and a nomination word (or the cotistas), in either order.
# Round 54 (f69a): every tense of "chamar" as of "nomear"/"convocar" ("em que ordem vão chamando?", "chamariam",
# "chamaram"): the gerund read as no call let a PcD percentage beside it make the question a count of the reserve.
_CALL_VERB = r"chama(?:m|r|rao|ra|ria|riam|ram|ndo|va|vam|mos|rem)?\b"
_NOMINATION = rf"(?:nomea\w*|nomead\w*|chamad\w*|{_CALL_VERB}|convoca\w*|convocad\w*|empossad\w*|posse\b)"
# (Round 29, fix29r: "a fila de chamada dos cotistas", the order named as a queue)
_ORDER_WORD = r"(?:ordem\b(?! de classificac)|sequencia\b|fila\b|alternanc\w*|alternad\w*|alternar\w*|alternando\b|alterna\b|intercal\w*)"
ORDER_CUE = re.compile(
    r"\bposic(?:ao|oes)\b.{0,40}\b(?:cotistas?|reservad|nomeac|ordem)"
    # Round 34 (lead): "em quais nomeações eles entram?" (after a count: the cotistas' places in the order)
    r"|\b(?:em|nas?) (?:qual|quais|que) (?:nomeac(?:ao|oes)|chamadas?|convocac(?:ao|oes))\b[^?]{0,30}"
    # (plural: the reserve's people; one person's "em que nomeação a minha sogra vai ser chamada?" is her position)
    r"\b(?:entram|ficam|sao chamad\w*|vao)\b"
    # "quem é chamado em cada vaga?", "quem entra em cada nomeação?": the order, vaga by vaga.
    r"|\bquem (?:e|sera|vai ser|entra|fica|ocupa)\b(?: \w+){0,2}? (?:em |na |para |pra |com )?(?:cada|qual) (?:vaga|nomeacao|posicao|chamada)\b"
    # (Round 22 f: "pode se inscrever na vaga reservada?" is the claim to the reserve, no place of the order)
    r"|\b(?:em que|quais|qual|que|na(?! vagas? reservad)) (?:a )?(?:posic|lugar|vaga|vez)\w*.{0,40}\b(?:cotistas?|reservad|nomead)"
    # Round 25 (p25b): "quantas são de cota e em que posições são chamados?": called or convened, as nominated (only
    # after a question word: "na vaga de negro desistia, quem era chamado no lugar" asks the law's rule).
    r"|\b(?:em que|em quais|quais|qual) (?:a |as )?(?:posic|lugar|vez)\w*.{0,40}\b(?:chamad|convocad)"
    r"|\bquais (?:nomeacoes|vagas) (?:sao|serao|ficam) (?:dos|para os?) cotistas"
    # Round 39 (lead, h43): the cotistas' places offered to be checked ("os cotistas são chamados na 2ª, 5ª...? me
    # explica"): the order of those vagas (plural: one's own "fui chamado na 3ª" is a position)
    r"|\bcotistas\b[^?]{0,20}\b(?:sao|serao|vao ser|seriam|entram|ficam) (?:chamad\w* |nomead\w* |convocad\w* )?(?:na|nas|em) \d+o\b"
    # Round 26: the turn each one is called in ("quem seria nomeado em que vez?", "me explica a vez de cada cotista").
    r"|\bquem (?:e|seria|sera|vai ser|iria ser|foi|fica)\s+(?:nomead|chamad|convocad)\w*\s+(?:em|na) (?:que|qual|cada) vez\b"
    r"|\bvez de cada (?:cotista|optante|candidat[oa]|um)\b"
    # Round 35 (f36a): the turn of the list's people in the calls ("como fica a vez dos candidatos cotistas?"), as "a ordem
    # dos cotistas" is.
    # Round 35 (lo35b): or their calls ("como ficaria a chamada dos aprovados negros?", "a convocação dos cotistas").
    r"|\b(?:vez|chamadas?|convocac(?:ao|oes)) d[oa]s (?:candidat[oa]s |aprovad[oa]s |classificad[oa]s )?"
    r"(?:cotistas|optantes|negr[oa]s|pret[oa]s(?: e pard[oa]s)?|pard[oa]s|indigenas|quilombolas|aprovad[oa]s (?:da|pela) cota)\b"
    # Which places of the nomination list go to the reserve or to a group ("que convocações ficam com os
    # negros?", "quais chamadas cabem aos pretos e pardos?"): the order, named by the list's own words.
    r"|(?<!\bo )\b(?:quais|que|qual|em quais|em que)\b (?:\w+ ){0,3}(?:nomeac\w*|convocac\w*|chamadas?|posic\w*"
    r"|lugares)\b.{0,50}\b(?:cotistas?|cotas?|reservad\w*|reserva|negr\w*|pret[oa]s|pard[oa]s|indigen\w*"
    r"|quilombol\w*|pcd|deficien\w*)"
    # ("quais são as vagas de cota na ordem?", "qual seria a vaga da reserva na ordem?")
    r"|\b(?:qual|quais) (?:e |sao |seria |seriam |ficam |fica )?(?:a |as )?vagas? (?:d[oa]s? |de )?(?:cotistas?|cotas?"
    r"|reservad\w*|reserva) na ordem"
    # Round 31 (p31b): "qual vaga é do pcd?", "e quais vagas ficam pros deficientes?": WHICH vagas go to the PcD list,
    # its places in the order (as "qual vaga é a do cotista?"); "quantas" would be the count.
    r"|\b(?:qual|quais|em qual|em quais|em que) (?:vaga|vagas|vez)\s+(?:(?:e|sao|fica|ficam|seria|seriam|vai|vao|cabe|cabem)\s+)?"
    r"(?:(?:a|as|o)\s+)?(?:d[oa]s?|pr[oa]s?|para [oa]s?|pra [oa]s?)\s+(?:pcd|pessoas? com deficiencia|deficien\w*)"
    # "3 vagas, qual delas vai pro cotista?", "em que vaga entra o negro?": WHICH of the vagas is the order.
    # (a verb that gives the vaga to the list: "qual das duas leis de cota se aplica" asks the law, not the order)
    r"|\b(?:qual|quais|em qual|em quais|em que) (?:delas|dessas|destas|das vagas|das \d+ vagas|vagas?)\s+(?:\w+\s+){0,2}?"
    r"(?:vai|vao|fica|ficam|e|sao|sera|serao|entra|entram|cabe|cabem|sobra|sobram)\s+(?:(?:pr[oa]s?|para|pra|d[oa]s?|de|a|aos?"
    r"|as)\s+)?(?:o |a |os |as )?(?:candidat[oa]s?\s+|pessoas?\s+)?(?:cotistas?|cotas?\b|reservad\w*|reserva\b|negr\w*|pret[oa]s?\b|pard[oa]s?\b|indigen\w*"
    r"|quilombol\w*)"
    rf"|\b{_ORDER_WORD}.{{0,60}}\b(?:{_NOMINATION}|cotistas?)"
    rf"|\b(?:{_NOMINATION}|cotistas?\b).{{0,60}}\b{_ORDER_WORD}"
    # "quando o cotista e nomeado", "em que momento sao chamados os cotistas"
    rf"|\b(?:quando|em que momento|a partir de (?:qual|que) (?:vaga|nomeacao))\b.{{0,40}}\bcotistas?\b.{{0,30}}\b{_NOMINATION}"
    rf"|\b(?:quando|em que momento)\s+(?:\w+\s+){{0,2}}{_NOMINATION}.{{0,20}}\bcotistas?\b"
    # Round 45 (45a): the PcD list's turn in the nominations ("quando chamam o primeiro pcd?", "em que momento a pessoa
    # com deficiência é nomeada?"): its places in the order (Decreto 9.508, art. 8º, § 1º), as the cotistas' are.
    rf"|\b(?:quando|em que momento)\s+(?:\w+\s+){{0,3}}?{_NOMINATION}\s+(?:\w+\s+){{0,2}}?{_PCD_PERSON}"
    rf"|\b(?:quando|em que momento)\s+(?:\w+\s+){{0,2}}?{_PCD_PERSON}\s+(?:\w+\s+){{0,2}}?{_NOMINATION}"
    # Round 40 (f48a): the copula in the future or the conditional too ("qual vai ser a vez do primeiro cotista?",
    # "qual seria a vaga dos cotistas?"): the same place in the order.
    r"|\b(?:qual|quais) (?:e |sao |sera |serao |seria |seriam |vai ser |vao ser |iria ser |fica |ficaria )?(?:a |as |o |os )?"
    r"(?:vez|vezes|vagas?|nomeac\w*|lugar\w*) (?:d[oa]s? )?(?:primeir[oa]s? |proxim[oa]s? |\d{1,2} ?[oa]s? )?cotistas?\b"
    # Round 23 (p23d): "quando chega a vez do primeiro negro?", "quando entra o cotista?": when the reserve's turn comes
    # in the nominations (the subject is the list's, "quando eu entro?" is one's own position).
    r"|\b(?:quando|em que (?:momento|nomeac\w*|chamada|convocac\w*))\s+(?:\w+\s+){0,2}?(?:chega|vem|entra|entram|sai|cai)\b"
    r"(?: a vez)?\s+(?:d?[oa]s?\s+)?(?:primeir[oa]s?\s+|proxim[oa]s?\s+)?(?:cotistas?|negr\w*|pret[oa]s?|pard[oa]s?|indigen\w*"
    r"|quilombol\w*|reserva\b|cota\b)"
    rf"|\b(?:primeir[oa]|segund[oa]|terceir[oa]) cotista\b.{{0,40}}\b{_NOMINATION}"
    # Round 25 (p25b): the ordinal in digits ("o 2º cotista é chamado quando?", "a 4a cotista entra em que nomeação?").
    rf"|\b(?:[oa]s? )\d{{1,2}} ?[oa] cotista\b.{{0,40}}\b(?:{_NOMINATION}|entra\b|entram\b)"
    # ("a reserva é de quantas vagas?" asks the count: "de quantas" after a copula is no step of the order.)
    r"|\b(?:a cada|de) quant[ao]s em quant[ao]s (?:vagas|nomeacoes)\b|\ba cada quant[ao]s (?:vagas|nomeacoes)\b"
    r"|(?<!\be )(?<!\bsao )(?<!\bsera )(?<!\bseria )(?<!\bserao )(?<!\bfica )(?<!\bficam )(?<!\bficaria )\bde quant[ao]s (?:vagas|nomeacoes)\b"
    r"|\bquais\b.{0,30}\b(?:nomeac\w*|vagas|posic\w*|lugar\w*)\b.{0,40}\bcotistas?\b"
    # Round 55 (f70a): "quais" standing alone for the vagas, the list after the copula ("com 9 vagas, quais são da
    # cota?", "quais ficam pros cotistas?"): WHICH of them go to the reserve is its places in the order; "quantas são
    # da cota?" stays the count, and "quais são as cotas?" (no "de/para" before the list) asks no place.
    r"|\bquais\s+(?:(?:delas|dessas|destas)\s+)?(?:sao|serao|seriam|seria|ficam|ficariam|ficarao|vao|vao ser|iriam|cabem"
    r"|caberiam|sobram)\s+(?:[ao]s\s+)?(?:(?:d[aeo]s?|pr[ao]s?|para|pra|aos)\s+)(?:[ao]s?\s+)?(?:candidat[oa]s?\s+)?"
    r"(?:cotas?\b|cotistas?\b|reserva\b|reservad\w*|optantes?\b)"
    # "quem vem primeiro: o cotista ou a ampla?"
    # ("quem é nomeado primeiro, ampla ou cota?": the list named by its reserve as well)
    r"|\bquem (?:vem|e \w+|entra|sai|fica) (?:primeiro|antes)\b.{0,60}\b(?:cotistas?|cotas?|reserva)\b"
    r"|\bcotistas?\b.{0,60}\bquem (?:vem|e \w+|entra|sai|fica) (?:primeiro|antes)\b"
    # Round 21: "a cota é chamada na nomeação de número quanto?": which number of the order the reserve gets.
    # Round 42 (f55b): or the turn of the order ("os cotistas são nomeados na vez de número quanto?"), one's own
    # ("minha vez") staying a position.
    r"|\b(?:nomeac\w*|convocac\w*|chamada|(?<!minha )vez) (?:de )?(?:numero|n[o.]?) (?:quant[oa]s?|qual)\b"
    # Round 34 (34b): the number asked after the call is named ("a primeira nomeação de cotista é a de número quanto?",
    # "o cotista entra na de número qual?"): a place of the order, as "nomeação número quanto" is.
    # (not one's own, "e a minha nomeação seria a de número quanto?": the asker's position)
    r"|\b(?<!minha )(?<!meu )(?:nomeac\w*|convocac\w*|chamada|cotistas?)\b[^?.]{0,40}\b(?:a|o|na|no) (?:de )?numero (?:quant[oa]s?|qual)\b"
    rf"|{_NOMINATION}.{{0,30}}\bquem (?:vem|e \w+|entra|sai|fica) (?:primeiro|antes)\b"
    # "o cotista e nomeado em qual vaga?", "a vaga reservada e a segunda ou a terceira?"
    # "a ordem com 5 vagas", "10 vagas e 2 pcd, ordem?": the order of a count of vagas.
    r"|\bordem\b(?! de classificac).{0,30}\b\d+ vagas\b|\b\d+ vagas\b.{0,30}\bordem\b(?! de classificac)"
    # Round 35 (f36a): the places asked after the plural called ("os negros aprovados são chamados em quais nomeações?",
    # "os da cota são convocados em que posição?"): the list's people, as "nomeados" are ("a minha irmã é chamada em
    # que nomeação?", singular, is one's own place).
    r"|\b(?:cotistas?|reservad\w*|nomead\w*|chamad[oa]s|convocad[oa]s)\b.{0,40}\b(?:em|na|de) (?:que|qual|quais) (?:posic|lugar|vaga|nomeac)"
    # Round 46 (f61c): the list's member named by their group, with an article and no one's own ("o negro aprovado entra
    # em qual nomeação?", "a candidata parda aprovada é chamada em que posição?"): where the reserve falls, as "o cotista"
    # ("minha prima parda ... em que posição ela é chamada?" is her position: no article before the group)
    r"|\b(?:o|a|os|as) (?:primeir[oa]s? |1[oa] )?(?:candidat[oa]s? )?(?:negr|pret|pard|indigen|quilombol)\w*(?: \w+){0,2}? "
    r"(?:entra|entram|e|sao|sera|serao|vai ser|vao ser|fica|ficam) (?:chamad\w* |nomead\w* |convocad\w* )?(?:em|na|no) "
    r"(?:qual|que|quais) (?:posic|lugar|vaga|nomeac|chamada|convocac|vez)"
    # "o 1º negro aprovado é nomeado em que número da fila?": the number of the call is a place of the order ("de qual
    # número de vagas" is the threshold, not asked here).
    r"|\b(?:cotistas?|reservad\w*|nomead\w*|chamad\w*|convocad\w*)\b.{0,40}\b(?:em|n[ao]) (?:que|qual) numero\b"
    r"|\b(?:vagas?|nomeac\w*|cotistas?)\b (?:reservad\w* )?(?:e|sera|fica|seria) (?:a|o) (?:primeir|segund|terceir|quart"
    r"|quint|sext|setim|oitav|non|decim|ultim)\w*"
    # Round 24 (p24a): the edital's place for the reserve stated, to check ("o 1º cotista é a 3ª nomeação, tá certo?",
    # "puseram a primeira cota na 4ª nomeação"): a place of the order, not a count of the reserve.
    r"|\b(?:cotistas?|cotas?|reservad\w*|reserva)\b[^?.]{0,30}?\b(?:\d+\s*[ao]|primeir|segund|terceir|quart|quint|sext"
    r"|setim|oitav|non|decim)\w*\s+(?:nomeac\w*|convocac\w*|chamada)\b"
    # "a primeira convocação vai ser de cotista ou de ampla?": which list one given call of the order goes to.
    r"|\b(?:primeir|segund|terceir|quart|quint|ultim)[oa] (?:convocac\w*|nomeac\w*|chamada|vaga)\b[^?]{0,40}"
    r"\b(?:cotistas?|cotas?|reservad\w*|reserva)\b[^?]{0,15}\bou\b"
)

# The edital's rule when the reserve and the PcD list fall on the same place of the order (calculator `tie_break`):
# "a cota vem antes da PcD quando coincidem", "e se o cotista vier primeiro no empate?", "PcD depois da cota".
_QUOTA_SIDE = r"(?:cotas?|cotistas?|reserva racial|vagas? reservadas? (?:a|aos|para|pra) negros)"
_PCD_SIDE = r"(?:pcds?|deficien\w*|pessoas? com deficiencia)"
_AHEAD = r"(?:antes|primeiro|na frente|a frente|prioridade|preced\w*|prevalec\w*)"
_TIE = re.compile(r"\bempat\w*|\bdesempat\w*|\bcoincid\w*|\bmesm[ao] (?:posicao|vaga|lugar|nomeacao|vez)\b"
                  r"|\bao mesmo tempo\b|\bconflit\w*|^(?:e |mas )?se\b")
_QUOTA_FIRST = re.compile(rf"\b{_QUOTA_SIDE}\b[^?.]{{0,25}}\b{_AHEAD}\b[^?.]{{0,25}}\b{_PCD_SIDE}"
                          rf"|\b{_PCD_SIDE}\b[^?.]{{0,25}}\bdepois\b[^?.]{{0,25}}\b{_QUOTA_SIDE}\b")
_PCD_FIRST = re.compile(rf"\b{_PCD_SIDE}\b[^?.]{{0,25}}\b{_AHEAD}\b[^?.]{{0,25}}\b{_QUOTA_SIDE}\b"
                        rf"|\b{_QUOTA_SIDE}\b[^?.]{{0,25}}\bdepois\b[^?.]{{0,25}}\b{_PCD_SIDE}")


def tie_break_of(text: str) -> str | None:
    """"quota_first" / "pcd_first" when the message states which list goes first where both fall on one place (a tie
    named, or supposed with "e se"); None otherwise ("quem vem primeiro, PcD ou cotista?" asks, it states nothing)."""
    if not _TIE.search(text):
        return None
    if _QUOTA_FIRST.search(text):
        return "quota_first"
    if _PCD_FIRST.search(text):
        return "pcd_first"
    return None
# Calls that are not the nomination order (the confirmation procedure, a hearing, dismissal).
# (Round 23, p23b: a board that only passes the question on, "a banca também pergunta a ordem de nomeação", "a comissão
# quer saber a ordem", asks for the nomination order itself.)
NOT_ORDER = re.compile(
    r"\bheteroidentif|\b(?:banca|comissao)\b(?!\s+(?:(?:do|da) (?:concurso|certame|selecao)\s+)?(?:tambem\s+|ainda\s+)?"
    r"(?:pergunt|quer\b|querem\b|pediu|pede\b|pedem\b|solicit|question|gostaria|deseja)\w*)"
    r"|\bconfirmac|\bentrevista|\bautodeclarac|\bpericia|\bexonera|\bdemiti|\beliminad"
    # (Round 45, 45a: the PcD's call to the multiprofessional team's assessment, Decreto 9.508 art. 5º, no nomination)
    r"|\bequipe multi\w*|\bavaliacao (?:biopsicossocial|medica|da deficiencia)"
    # Round 34 (lead): whether the order's rule holds for a span ("a alternância … vale durante todo o prazo de validade
    # do concurso?"): the law's reach (Lei 15.142, art. 9º and art. 5º, § 4º), no place of an order to compute.
    r"|\b(?:vale|valem|valera|valerao|se aplica|se aplicam|aplica-se|aplicam-se|continua|continuam)\b[^?]{0,30}"
    r"\b(?:durante|(?:todo|por todo|em todo) o prazo|(?:toda|por toda|em toda) a validade|na validade|no prazo de validade)\b"
)

# Round 53 (f68c): which nominations are the reserve's, asked of the list itself ("quais nomeações são das cotas?", "em
# que ordem chamam os cotistas?", "como funciona a alternância?"), beside one's own place told: the order (Lei 15.142,
# art. 9º) is what is asked, the place only its context. One's own call asked (`_OWN_CALL`) stays a position.
_QUOTA_LIST = (r"(?:(?:as |os |a |o )?(?:cotas?|cotistas|reserva(?: racial)?|vagas? reservadas?|optantes|negros"
               r"|pret[oa]s(?: e pard[oa]s)?)\b)")
QUOTA_CALLS = re.compile(
    r"\b(?:quais|que|em quais|em que)\s+(?:\w+\s+){0,2}?(?:nomeac(?:oes|ao)|chamadas|convocac(?:oes|ao)|vagas|posicoes|vezes)\s+"
    r"(?:\w+\s+){0,2}?(?:sao|serao|seriam|ficam|ficariam|vao|iriam|cabem|pertencem|tocam)\s+"
    rf"(?:a|as|aos|pras?|pros?|para|d[aeo]s?|com)\s+{_QUOTA_LIST}"
    rf"|\bem (?:que|qual) ordem\s+(?:\w+\s+){{0,2}}?(?:chamam|nomeiam|convocam|entram|vem|sao (?:chamad|nomead|convocad)\w*"
    rf"|(?:vao |vai )?(?:chamando|nomeando|convocando))\s+{_QUOTA_LIST}"
    r"|\b(?:como (?:funciona|fica|ficaria|e|seria)|entender|explica\w*|explique)\s+(?:\w+\s+){0,2}?(?:a |essa |esta )?"
    r"(?:alternancia|intercalacao|ordem (?:de|das) (?:nomeac|chamad|convocac)\w*)\b"
)
# One's own call or standing asked ("em que posição eu sou chamado?", "tô dentro?", "quando entro?").
_OWN_CALL = re.compile(r"\bdentro\b|\bchances?\b|\bminha vez\b|\b(?:minha|sua) (?:posicao|nomeacao|colocacao)\b"
                       r"|\b(?:sou|serei|vou ser|seria|sera|fui|e|vai ser|seja|fosse) (?:chamad|nomead|convocad|aprovad)[oa]\b"
                       r"|\b(?:entro|entraria|entrarei|passo)\b|\b(?:eu|ele|ela)\s+(?:\w+\s+){0,2}?(?:chamad|nomead|convocad)")


def quota_calls_asked(text: str) -> bool:
    """The reserve's places in the nomination order asked (`QUOTA_CALLS`), no one's own call (folded `text`)."""
    return bool(QUOTA_CALLS.search(text)) and not _OWN_CALL.search(text) and not NOT_ORDER.search(text)


NAME = "order"
REQUIRED = ("vacancies",)


def pcd_args(params: dict[str, Any]) -> dict[str, Any]:
    if params.get("pcd") is not None:
        return {"pcd": params["pcd"]}
    if params.get("pcd_percentage"):
        return {"pcd_percentage": params["pcd_percentage"]}
    return {}


def order_args(params: dict[str, Any]) -> dict[str, Any]:
    """The thread's inputs of the nomination order, for `order` and `position` alike (Round 49, lo49a: a position
    had left out the body's kind and the edital's tie rule, so its appointment was not the order's slot)."""
    tie = {"tie_break": params["tie_break"]} if params.get("tie_break") else {}  # the edital's own rule for a tie
    return {**pcd_args(params), **tie, "to_be_published": bool(params.get("to_be_published")),
            "law_supposed": law_supposed(params),  # Round 55 (g4): the law's hypothesis, said
            "pcd_estatal": is_estatal(params.get("entity"))}  # Round 48 (lo48a): art. 1º, § 2º, no 20% cap


def build(params: dict[str, Any], today: date) -> OrderPlan:
    d, end, text, told = when(params, today)
    inp = OrderInput(vacancies=params["vacancies"], edital_date=d, today=today, **order_args(params))
    pcd = pcd_assumption(params)
    # Round 40 (lo40b): "e se abrirem mais 5 vagas?" after the order of 20: the earlier vagas in the whole, a chip
    added = [earlier_vacancies_assumption(params["added_to"], "added_to")] \
        if isinstance(params.get("added_to"), int) and params["vacancies"] > params["added_to"] else []
    return OrderPlan(input=inp, period_end=end, period_text=text,
                     assumptions=[vacancies_assumption(params["vacancies"]), *added, told, *([pcd] if pcd else [])])


def compute(plan: OrderPlan) -> OrderResult:
    return calculator.order(plan.input)


def headline(r: OrderResult) -> str:
    n, pos = r.vacancies, r.quota_positions
    law = LABEL.get(r.regime or "", "")
    if not pos:
        lead = f"Com {vagas(n)}, **nenhuma posição** da ordem de nomeação é da reserva racial"
    else:
        who = "o cotista entra na posição" if len(pos) == 1 else "os cotistas entram nas posições"
        lead = (f"Com {vagas(n)}, {who} **{ordinals(pos)}** da ordem de nomeação "
                f"({agree(len(pos), 'vaga reservada', 'vagas reservadas')}, {law})")
    if r.pcd_positions:
        # Both lists are named: a PcD slot is never presented as a quota slot.
        who = "a pessoa com deficiência entra na posição" if len(r.pcd_positions) == 1 \
            else "as pessoas com deficiência entram nas posições"
        lead += f"; {who} **{ordinals(r.pcd_positions)}** (lista PcD)"
    return lead + "."


def called_sentence(r: OrderResult, called: int) -> str | None:
    """Round 36 (lo36): "e se chamarem 5?" after an order: the first `called` nominations of these vagas, and which of
    them are the reserve's (and the PcD list's); None when the count is not a number of nominations of these vagas."""
    if not 1 <= called <= r.vacancies:
        return None
    quota = [q for q in r.quota_positions if q <= called]
    pcd = [q for q in r.pcd_positions or [] if q <= called]
    first = "Na 1ª nomeação" if called == 1 else f"Nas {called} primeiras nomeações"
    if quota:
        who = "o cotista entra na posição" if len(quota) == 1 else "os cotistas entram nas posições"
        said = f"{first}, {who} **{ordinals(quota)}**"
    elif called == 1:
        said = f"{first}, a vaga não é da reserva racial (o primeiro cotista entra na **{ordinals(r.quota_positions[:1])}**)" \
            if r.quota_positions else f"{first}, a vaga não é da reserva racial"
    elif r.quota_positions:
        said = f"{first}, nenhuma é da reserva racial (o primeiro cotista entra na **{ordinals(r.quota_positions[:1])}**)"
    else:
        said = f"{first}, nenhuma é da reserva racial"
    if pcd:
        said += f"; {'a pessoa com deficiência, na' if len(pcd) == 1 else 'as pessoas com deficiência, nas'} **{ordinals(pcd)}**"
    return said + "."


def pcd_nomination(r: OrderResult, rank: int) -> int | None:
    """Round 52 (lo52a): the nomination of the `rank`-th place of the PcD list (its `rank`-th PcD position); None past
    the PcD vagas. The one reading of a PcD place in an order: the planner decides by it, the sentence says it."""
    return r.pcd_positions[rank - 1] if 1 <= rank <= len(r.pcd_positions) else None


def pcd_place_sentence(r: OrderResult, rank: int) -> str | None:
    """Round 45 (45a): "fiquei em 2º na lista pcd": the nomination of that place of the PcD list (its `rank`-th PcD
    position); None past the PcD vagas. Earlier through the ampla if the general rank allows it: said, not computed."""
    if (nomination := pcd_nomination(r, rank)) is None:
        return None
    return (f"Pela lista PcD, o {rank}º colocado entra na **{ordinals([nomination])}** nomeação "
            f"(a {rank}ª vaga PcD); se a classificação geral o puser antes na ampla concorrência, a nomeação vem antes.")
