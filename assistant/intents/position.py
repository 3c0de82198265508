"""Intent `position`: is this candidate inside the vagas (calculator.position)."""
from __future__ import annotations

import re
from datetime import date
from typing import Any

import calculator
from calculator import CalculatorError, PositionInput, PositionResult
from calculator.groups import DECREE_DATE
from calculator.models import of_the
from calculator.order import order_of
from calculator.pcd import default_percentage
from calculator.regime import fmt_date
from calculator.reserve import MINIMUM
from vocabulary import LABEL, NEW_LAW, PCD_DECREE

from ..models import Assumption
from ..plan import PositionPlan
from .common import after_colon, agree, ordinals, pcd_assumption, vacancies_assumption, when
from .order import order_args

# Cue words of a question about one's own position (folded text).
POSITION_CUE = re.compile(
    r"\bfiquei\b|\bpassei\b|\bestou (?:em|na|no)\b|\bsou (?:o|a) \d|\bminha (?:posicao|colocacao|classificacao)"
    r"|\bserei (?:nomead|chamad|convocad)|\bvou ser (?:nomead|chamad|convocad)|\bdentro das vagas"
    r"|\btenho chance|\b(?:minha|minhas|qual a|quais as|que) chances?\b|\bconsigo (?:a |uma )?vaga|\bsou nomead|\bserei aprovad|\bentro nas vagas"
    # "fico dentro?", "tô dentro?": whether one's place is inside the vagas.
    r"|\b(?:fico|ficaria|estou|to|estaria) dentro\b"
    # Round 42 (lo42): "com 12º eu estou nomeado": being nominated said as a state, as "sou nomeado" is
    r"|\b(?:estou|to|tou|estaria|ja estou) nomead"
    # Round 26 (p26e): chat's "tô em 8 na geral" is "estou em 8": one's own place told
    r"|\b(?:to|tou|tamo|tava|estava) em \d"
    # Round 28 (p28a): a relative's place told in the third person ("ela ficou na posição 4 da lista de cotas", "meu
    # filho passou em 2º na cota"): that person's standing, as one's own "fiquei" is
    r"|\b(?:ficou|passou|esta|ta|tava|estava|tirou) (?:em|na|no) (?:(?:posicao|colocacao|lugar) )?\d+o?\b(?! vagas?\b)"
)
# Round 18: where one is called, asked in the first person ("em que posição sou nomeado?", "em qual vaga serei
# chamada?"): one's own position (the place and the vagas are asked for), not the order of the cotistas.
OWN_NOMINATION = re.compile(
    r"\b(?:em|n[ao]) (?:qual|que) (?:posicao|lugar|vaga|nomeacao|chamada|convocacao)\b"
    # ("em que nomeação o cotista seria chamado?": where the optants come, the order; no one's own place)
    r"(?! (?:o|os|a|as|um|uma) (?:primeiro |1o |segundo |2o )?(?:cotistas?|optantes?|negros?|pretos?|pardos?|indigenas?|quilombolas?"
    r"|candidat[oa]s? (?:cotistas?|optantes?|negros?|pretos?|pardos?|da cota|da reserva))\b)(?: \w+){0,2}? (?:eu )?"
    r"(?:sou|serei|vou ser|seria|sera que sou)\s+(?:nomead|chamad|convocad)"
    r"|\b(?:eu )?(?:sou|serei|vou ser|seria)\s+(?:nomead|chamad|convocad)\w*\s+(?:em|n[ao]) (?:qual|que) "
    r"(?:posicao|lugar|vaga|nomeacao|chamada|convocacao)\b"
    # Round 34 (34c): "em que posição eu fico na fila da cota?", "em qual lugar eu entro?": one's own standing, asked
    # with a first-person verb of place (the order of the cotistas is "em que posição entra o cotista?")
    # Round 37 (f39a): "em que nomeação eu entro?", "quando eu vou ser chamado?": one's own call, asked in the first
    # person with no place or vagas (the cotistas' call in general, "quando os cotistas são chamados?", is art. 9º)
    r"|\b(?:em|n[ao]) (?:qual|que) (?:posicao|lugar|colocacao|nomeacao|chamada|convocacao)\b(?: \w+){0,2}? (?:eu )?"
    r"(?:fico|ficaria|estou|to|entro|entraria)\b"
    r"|\bquando (?:eu )?(?:vou ser|serei|sou|seria)\s+(?:nomead|chamad|convocad)"
    # Round 41 (f50c): the same call asked with the body as subject ("e quando vão me chamar?")
    r"|\bquando (?:e que )?(?:eles )?(?:vao|irao|vai|devem) me (?:chamar|nomear|convocar)\b")

NAME = "position"
# Either count of cotistas: its chip stands for both (one count is read at a time; either carried marks it).
_COUNTED = ["optants_in_open", "optants_ahead"]
REQUIRED = ("vacancies", "rank")


def build(params: dict[str, Any], today: date) -> PositionPlan:
    d, end, text, told = when(params, today)
    args: dict[str, Any] = {"vacancies": params["vacancies"], "edital_date": d, "today": today, **order_args(params)}
    general = params.get("general_rank") or params.get("rank")
    args["general_rank"] = general
    left = params.get("reserve_left")
    if left:
        args["reserve_left"] = left  # Round 52 (d52a): the reserve's place no longer counts (the calculator drops it)
    if isinstance(params.get("pcd_rank"), int):
        args["pcd_rank"] = params["pcd_rank"]
        if "pcd" not in args and "pcd_percentage" not in args and (rate := default_percentage(params.get("entity"))):
            # A PcD place told: that list exists, with at least the decree's 5% (Decreto 9.508 art. 1º § 1º); an
            # empresa pública has no such minimum (art. 1º § 2º) and its count is asked instead.
            args["pcd_percentage"] = f"{rate * 100}%"
            params = {**params, "pcd_percentage": args["pcd_percentage"], "pcd_minimum": True}
    # Only the reserve-list rank: the calculator answers when that alone decides, else says why it depends.
    ranks = [Assumption(key="rank", text=f"{general}º na lista geral" if general
                        else "posição na lista geral não informada", params=["general_rank", "rank"])]
    if params.get("reserve_rank") and not left:
        args["reserve_rank"] = params["reserve_rank"]
        ranks.append(Assumption(key="rank", text=f"{params['reserve_rank']}º na lista da reserva", params=["reserve_rank"]))
    if params.get("optant") and not params.get("reserve_rank") and not left:
        args["optant"] = True
        ranks.append(Assumption(key="rank", text="inscrito pela reserva racial (cotista)", params=["optant"]))
    if params.get("optants_in_open") is not None and not left:
        n = params["optants_in_open"]
        args["optants_in_open"] = n
        ranks.append(Assumption(key="rank", text=f"{agree(n, 'cotista aprovado', 'cotistas aprovados', 'nenhum cotista aprovado')}"
                                                 " dentro das vagas de ampla concorrência", params=_COUNTED))
    if params.get("optants_ahead") is not None and not left:
        # Both told apart ("6 cotistas à frente" ... "desses 6, 2 estão na ampla"): the reserve place is 6 - 2 + 1.
        # Round 20 (fix21c): equal counts too ("2 optantes à frente" ... "esses 2 passaram na ampla": 1st of the reserve);
        # the extraction never reads one count both ways (`optants_ahead` is None when `optants_in_open` is read).
        n = params["optants_ahead"]
        args["optants_ahead"] = n
        ranks.append(Assumption(key="rank", text=f"{agree(n, 'cotista', 'cotistas', 'nenhum cotista')} à sua frente",
                                params=_COUNTED))
    ahead = params.get("ahead_withdrawn")
    if isinstance(ahead, int) and ahead > 0:
        # Round 55 (dr55a): withdrawals ahead supposed: the calculator moves the places up (`calculator.withdrawals`)
        args["ahead_withdrawn"], args["ahead_list"] = ahead, params.get("ahead_list")
        where = {"quota": " na lista da reserva", "open": " na lista geral"}.get(str(params.get("ahead_list")), "")
        ranks.append(Assumption(key="rank", text=f"hipótese: {agree(ahead, 'desistência', 'desistências')} à sua "
                                                 f"frente{where}", params=["ahead_withdrawn", "ahead_list"]))
    pcd = pcd_assumption(params)
    if pcd is not None and params.get("pcd_minimum"):
        pcd = pcd.model_copy(update={"text": f"{pcd.text} (mínimo do {LABEL[PCD_DECREE]}, art. 1º, § 1º; "
                                              "o edital pode prever mais)"})
    return PositionPlan(input=PositionInput(**args), period_end=end, period_text=text,
                        assumptions=[vacancies_assumption(params["vacancies"]), *ranks, told,
                                     *([pcd] if pcd else [])])


def compute(plan: PositionPlan) -> PositionResult:
    return calculator.position(plan.input)


def placed(plan: Any) -> PositionResult | None:
    """Round 52 (lo52a): the position computed for a planner to decide by (its `status`), handed on with the plan
    (`plan.Computed`) so `core` answers with it; None when it is no position or the calculator refuses it."""
    if not isinstance(plan, PositionPlan):
        return None
    try:
        return compute(plan)
    except CalculatorError:
        return None


def inside_ampla(plan: Any) -> bool | None:
    """Round 51 (lo51b): whether the general place falls inside the vagas (the calculator's status), for a planner to
    decide the operation by; None when it is no position or the calculator refuses it."""
    result = placed(plan)
    return None if result is None else result.status == "inside"


def _of_the(n: int, one: str, many: str) -> str:
    """ "da 1 vaga reservada" / "das 3 vagas reservadas": article and noun agree with the count (`calculator`'s one
    spelling, `of_the`)."""
    return of_the(n, one, many)


def _in_the(n: int, one: str, many: str) -> str:
    """ "na 1 vaga reservada" / "nas 3 vagas reservadas"."""
    return f"na {n} {one}" if n == 1 else f"nas {n} {many}"


def _law(r: PositionResult) -> str:
    return f" ({LABEL[r.regime]})" if r.regime else ""


def _none_reserved(r: PositionResult) -> str | None:
    """Round 54 (dr54b): why the calculator reserved no vaga, when the vagas are below the law's minimum (3 under Lei
    12.990, art. 1º, § 1º; 2 under Lei 15.142, art. 5º, caput): the rule said, never "há nenhuma vaga reservada"."""
    if r.reserved or r.regime is None or r.open + r.pcd >= MINIMUM[r.regime]:
        return None
    where = "art. 5º, caput" if r.regime == NEW_LAW else "art. 1º, § 1º"
    return (f"não há vaga reservada: a reserva só se aplica a partir de {MINIMUM[r.regime]} vagas "
            f"({LABEL[r.regime]}, {where})")


def earlier_position(calculation: dict[str, Any] | None) -> PositionResult | None:
    """The position the earlier answer computed (its typed `calculation`), or None when it computed something else."""
    if not calculation or calculation.get("operation") != "position":
        return None
    try:
        return PositionResult.model_validate({k: v for k, v in calculation.items() if k != "operation"})
    except ValueError:  # (pydantic's ValidationError is a ValueError) an answer of another shape: nothing to compare
        return None


def _verdict_word(r: PositionResult) -> str:
    """The verdict alone, as the headline opens it, with the law that gave it."""
    word = {"inside": "sim, dentro das vagas", "outside": "não, fora das vagas", "depends": "depende"}[r.status]
    if r.status == "inside" and r.appointment is not None:
        word += f" ({r.appointment}ª nomeação)"
    return f"pela {LABEL[r.regime]}, {word}" if r.regime else word


def change_verdict(was: PositionResult, now: PositionResult) -> str:
    """Round 54 (dr54b): "e se o edital fosse de 2024, pela lei antiga, mudaria?" after a place answered: whether the
    verdict changes is the answer, both verdicts side by side (each from the calculator), before the new case's."""
    if was.status == now.status and was.appointment == now.appointment:
        same = f"como pela {LABEL[was.regime]}" if was.regime and was.regime != now.regime else "como antes"
        return f"**Não muda o resultado**: {_verdict_word(now)}, {same}"
    if was.status == now.status:
        return f"**Muda só a nomeação**: {_verdict_word(now)}; antes, {_verdict_word(was)}"
    return f"**Sim, muda**: {_verdict_word(now)}; antes, {_verdict_word(was)}"


def headline(r: PositionResult, subject: str | None = None, feminine: bool = False) -> str:
    """Inside or outside, in which list, with the counts of vagas and the law the calculator used; `subject`
    ("ela", "ele", "a pessoa") when the place is someone else's; `feminine` when the asker speaks of herself so.
    Round 52 (d52a): a hypothesis on the racial reserve opens the answer with its rule, and a PcD place is answered
    after the other lists (both from the calculator's result)."""
    who = subject or "você"
    text = _standing(r, who, feminine)
    if r.reserve_left is not None:
        text = f"{_hypothesis(r, who)}. {text}"
    if r.withdrawals is not None:
        text = f"{_withdrawn(r, who, feminine)}. {text}"
    if r.several is not None:
        text += " " + _several(r, who)
    elif r.pcd_case is not None and r.list != "pcd":
        text += " " + _pcd_place(r)
    return text


def _several(r: PositionResult, who: str) -> str:
    """Round 54 (lo54a): places in both reserves: which list counts and why (the regulation's rule on several reserves,
    from the calculator's `several`), then the other place, information only; under an edital the decree does not
    reach, that it does not apply and each list's own place."""
    s = r.several
    assert s is not None
    racial = f"{s.racial_percentage}%, {LABEL[r.regime]}, art. 1º" if r.regime else "racial"
    pcd = f"{s.pcd_percentage}% no edital, {LABEL[PCD_DECREE]}, art. 1º, § 1º" if s.pcd_percentage else \
        f"sem vaga PcD no edital, {LABEL[PCD_DECREE]}, art. 1º, § 1º"
    rule = ("Quem está nas duas reservas é classificado só na de maior percentual; a outra classificação fica só como "
            f"informação (regulamentação da {LABEL[r.regime] if r.regime else 'lei'}: Decreto nº 12.536/2025, em resumo)")
    if not s.applies and s.decree_note:  # Round 55 (lo55b): the decree's own day: it may or may not reach the edital
        return (f"A regra do Decreto nº 12.536/2025 de classificar quem está nas duas reservas só na de maior percentual "
                f"pode não valer aqui. {s.decree_note} Sem essa confirmação, cada lista conta com a sua posição, como o "
                "edital disser. " + _pcd_place(r))
    if not s.applies:
        why = ("o edital segue a Lei nº 12.990/2014" if r.regime and r.regime != "lei-15142-2025" else
               f"o decreto não se aplica a editais publicados antes dele ({fmt_date(DECREE_DATE)})")
        return (f"A regra do Decreto nº 12.536/2025 de classificar quem está nas duas reservas só na de maior percentual "
                f"não se aplica a este edital ({why}): cada lista conta com a sua posição, como o edital disser. "
                + _pcd_place(r))
    if s.counted is None:
        return (f"{rule}. Aqui as duas têm o mesmo percentual ({racial}; {pcd}): o resumo não diz qual prevalece no "
                "empate, o edital define. " + _pcd_place(r))
    if s.counted == "quota":
        informative = _pcd_place(r).replace("Na lista PcD, a", "Na lista PcD (só informação), a", 1)
        return (f"{rule}. Conta a lista da reserva racial ({racial}), de percentual maior que o da reserva PcD "
                f"({pcd}); a sua posição na lista PcD não dá uma segunda vaga. {informative}")
    case = r.informative_case
    quota = (f"a {case.reserve_position}ª posição entre os optantes da reserva racial "
             + ("ficaria dentro das vagas reservadas" if case.inside else "ficaria fora das vagas reservadas")
             if case is not None and case.reserve_position is not None else "a posição na lista da reserva racial")
    return (f"{rule}. Conta a lista PcD ({pcd}), de percentual maior que o da reserva racial ({racial}); {quota} fica "
            f"só como informação e não dá uma segunda vaga.")


def _hypothesis(r: PositionResult, who: str) -> str:
    """The rule the hypothesis turns on, cited from the calculator's first legal basis."""
    basis = r.legal_basis[0].label
    if r.reserve_left == "not_confirmed":
        own = "a sua autodeclaração" if who == "você" else f"a autodeclaração {_OF.get(who, 'da pessoa')}"
        return (f"Se {own} não for confirmada na heteroidentificação, {who} segue só pela ampla concorrência, se a "
                f"nota permitir ({basis}), e conta só a posição na lista geral")
    return (f"Desistindo da reserva racial, {who} concorre só às vagas de ampla concorrência"
            + (" e às vagas PcD" if r.pcd_case is not None else "") + f" ({basis})")


def _withdrawn(r: PositionResult, who: str, feminine: bool) -> str:
    """Round 55 (dr55a): the withdrawals ahead supposed, the places they move up to and the rule (the calculator's
    `withdrawals`, its basis first); the list assumed when the question did not say whose."""
    w = r.withdrawals
    assert w is not None
    people = agree(w.count, "pessoa", "pessoas")
    lst = {"quota": "na lista da reserva", "open": "na lista geral", "pcd": "na lista PcD"}[w.list]
    mark = "a" if who in ("ela", "a pessoa") or who == "você" and feminine else "o"
    ahead = "à sua frente" if who == "você" else f"à frente {_OF.get(who, 'da pessoa')}"
    verb = "desistir" if w.count == 1 else "desistirem"
    places = []
    if w.reserve_rank != w.reserve_before and w.reserve_rank is not None:
        places.append(f"{w.reserve_rank}{'ª' if mark == 'a' else 'º'} na lista da reserva (era {w.reserve_before}º)")
    if w.general_rank != w.general_before and w.general_rank is not None:
        places.append(f"{w.general_rank}{'ª' if mark == 'a' else 'º'} na lista geral (era {w.general_before}º)")
    if w.pcd_rank != w.pcd_before and w.pcd_rank is not None:  # (Round 55, g1: the PcD list's place)
        places.append(f"{w.pcd_rank}{'ª' if mark == 'a' else 'º'} na lista PcD (era {w.pcd_before}º)")
    moved = (f"{who} passa a ser {mark} " + f" e {mark} ".join(places)) if places \
        else f"{who} não sobe: não há ninguém {ahead} nessa lista"
    if w.list == "open" and w.general_before is None and w.reserve_rank is not None:
        # (Round 55, g1: no general place told: the ampla list's withdrawals leave the reserve place as it is)
        moved = (f"a posição na lista da reserva não muda ({w.reserve_rank}ª): sem a posição na lista geral, quem sai da "
                 "ampla concorrência não é optante à frente na reserva")
    assumed = " (a pergunta não disse de qual lista: considerei a lista em que a posição conta)" if w.assumed else ""
    return f"Se {people} {ahead} {lst}{assumed} {verb} (hipótese; {w.legal_basis[0].label}), {moved}"


def _pcd_place(r: PositionResult) -> str:
    """The PcD list's own place against its vagas (Decreto 9.508, art. 1º, § 1º)."""
    case = r.pcd_case
    assert case is not None and case.reserve_position is not None
    vagas = agree(r.pcd, "vaga PcD", "vagas PcD", "nenhuma vaga PcD")
    if case.inside:
        return (f"Na lista PcD, a {case.reserve_position}ª posição fica dentro {_of_the(r.pcd, 'vaga PcD', 'vagas PcD')}"
                f" ({LABEL[PCD_DECREE]}, art. 1º, § 1º): {case.appointment}ª nomeação na ordem.")
    return (f"Na lista PcD, a {case.reserve_position}ª posição fica fora: há {vagas} ({LABEL[PCD_DECREE]}, "
            "art. 1º, § 1º)" + ("; só entra se alguém à frente nessa lista desistir ou não for confirmado (art. 8º, § 2º)."
                                if r.pcd else "."))


def _standing(r: PositionResult, who: str, feminine: bool) -> str:
    own = {"ela": "a posição dela", "ele": "a posição dele", "a pessoa": "a posição da pessoa"}.get(who, "a sua posição")
    # Round 39 (lo39d): "sou a 4ª cotista": the asker's own places agree with her ("você é a 1ª da reserva").
    fem = who in ("ela", "a pessoa") or who == "você" and feminine
    nth = (lambda n: f"a {n}ª") if fem else (lambda n: f"o {n}º")
    appt = f", {r.appointment}ª nomeação na ordem" if r.appointment else (f", {rng}" if (rng := _appointments(r)) else "")
    if r.status == "inside":
        if r.list == "open":
            return (f"**Sim**: {who} fica dentro "
                    f"{_of_the(r.open, 'vaga de ampla concorrência', 'vagas de ampla concorrência')}{_law(r)}{appt}.")
        if r.list == "quota":
            seat = (f", na {r.best.reserve_position}ª delas" if r.best == r.worst and r.best.reserve_position
                    else "")
            return (f"**Sim**: {who} fica dentro {_of_the(r.reserved, 'vaga reservada', 'vagas reservadas')}{_law(r)}"
                    f"{seat}{appt}.")
        if r.list == "pcd":
            return f"**Sim**: {who} fica dentro das vagas, por uma vaga PcD{appt}."
        # Inside in every case, the list unknown (e.g. only the reserve-list rank): say why it is certain.
        return (f"**Sim**: {who} fica dentro das vagas{_law(r)}. Mesmo que nenhum optante à frente tenha ficado "
                f"{_in_the(r.open, 'vaga de ampla', 'vagas de ampla')}, {own} na lista da reserva cabe "
                f"{_in_the(r.reserved, 'vaga reservada', 'vagas reservadas')}{f' (pela reserva, {rng})' if rng else ''}; se a posição geral estiver dentro das vagas de ampla, a nomeação é pela ampla.")
    if r.status == "outside":
        if r.best.reserve_position is not None and r.best.reserve_position > r.reserved \
                and (rule := _none_reserved(r)) is not None:
            return (f"**Não**: mesmo no melhor caso {who} é {nth(r.best.reserve_position)} da reserva, mas {rule}; "
                    f"{own} também fica fora {_of_the(r.open, 'vaga de ampla concorrência', 'vagas de ampla concorrência')}.")
        if r.best.reserve_position is not None and r.best.reserve_position > r.reserved:
            return (f"**Não**: mesmo no melhor caso {who} é {nth(r.best.reserve_position)} da reserva, e há "
                    f"{agree(r.reserved, 'vaga reservada', 'vagas reservadas', 'nenhuma vaga reservada')}"
                    f"{_law(r)}; {own} também fica fora {_of_the(r.open, 'vaga de ampla concorrência', 'vagas de ampla concorrência')}.")
        if r.reserve_left is not None:  # only the ampla list counted: its vagas alone
            return f"**Não**: pela lista geral {who} fica fora {_of_the(r.open, 'vaga de ampla concorrência', 'vagas de ampla concorrência')}{_law(r)}."
        if (rule := _none_reserved(r)) is not None:
            return (f"**Não**: {who} fica fora {_of_the(r.open, 'vaga de ampla concorrência', 'vagas de ampla concorrência')}, "
                    f"e {rule}.")
        return (f"**Não**: com essas posições {who} fica fora das vagas: {r.open} de ampla concorrência e "
                f"{agree(r.reserved, 'reservada', 'reservadas', 'nenhuma reservada')}{_law(r)}.")
    depends = _of(r.depends_on, who) if r.depends_on else None
    if depends and who == "você" and feminine:
        depends = _FEMININE_PLACE.sub(r"\1 a \2ª", depends)
    return after_colon("Depende", depends) if depends else "**Depende**: veja o melhor e o pior caso abaixo."


def _appointments(r: PositionResult) -> str:
    """Inside in every case but the nomination not fixed: the nominations the calculator says are possible, as the
    list they are ("numa destas posições da ordem: 2ª, 5ª ou 9ª": the quota slots, never the span between);
    "" when it does not give both ends."""
    best, worst = r.best.appointment, r.worst.appointment
    if r.status != "inside" or best is None or worst is None:
        return ""
    if best == worst:
        return f"{best}ª nomeação na ordem"
    slots = [f"{p}ª" for p in (r.appointments or sorted({best, worst}))]
    return f"nomeação numa destas posições da ordem: {', '.join(slots[:-1])} ou {slots[-1]}"


_FEMININE_PLACE = re.compile(r"\b(é|pior|melhor) o (\d+)º")
_OF = {"ela": "dela", "ele": "dele", "a pessoa": "da pessoa"}


def _of(text: str, who: str) -> str:
    """The calculator's "depends" sentence (said to "você") said of a third person instead."""
    if who not in _OF:
        return text
    text = re.sub(r"\bda sua posição\b", f"da posição {_OF[who]}", text)
    text = re.sub(r"\bà sua frente\b", f"à frente {_OF[who]}", text)
    text = re.sub(r"\ba sua posição\b", f"a posição {_OF[who]}", text)
    text = re.sub(r"\bvocê\b", who, text)
    if who != "ele":  # "ela é a 1ª da reserva, no pior a 3ª"
        text = _FEMININE_PLACE.sub(r"\1 a \2ª", text)
    return text


def of_person(text: str, who: str) -> str:
    """A sentence of the calculator's (said to "você") said of the third person `who` ("ela", "ele", "a pessoa")."""
    return _of(text, who)


def both_lists(inp: PositionInput) -> str | None:
    """With PcD vagas, the sentence that names both reserve lists in the order of nomination (calculator.order on
    the same inputs), so a PcD slot is never taken for a quota slot; None without PcD vagas."""
    if not inp.pcd and inp.pcd_percentage is None:
        return None  # (Round 39: "e se não tivesse vaga pcd?" leaves 0 PcD vagas: no PcD list to name)
    # The calculator's own order for this input (every shared field, values already validated): rebuilding an
    # OrderInput read the parsed pcd_percentage (1/10) again as 0,1%, so 10% of 37 gave 1 PcD position, not 4
    # (Round 53, lo53c; Decreto nº 9.508/2018, art. 1º, § 3º).
    r = order_of(inp)
    def places(ps: list[int]) -> str:
        return f"a{'s' if len(ps) > 1 else ''} {'posições' if len(ps) > 1 else 'posição'} {ordinals(ps)}" if ps \
            else "nenhuma posição"

    quota, pcd = places(r.quota_positions), places(r.pcd_positions)
    return (f"Na ordem de nomeação destas {r.vacancies} vagas, a reserva racial fica com {quota} e a lista PcD "
            f"com {pcd}.")
