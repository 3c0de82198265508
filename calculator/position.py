"""Where does a candidate stand: inside the vagas, in which list, at which appointment number."""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel

from . import legal_basis as lb
from .models import (
    NEW_LAW,
    CalcInput,
    CalcResult,
    CalculatorError,
    Flag,
    IsoDate,
    LegalBasis,
    ListedVacancies,
    NonNegInt,
    Percentage,
    PosInt,
    Regime,
    dedupe,
    of_the,
)
from .order import DEFAULT_TIE_BREAK, Slot, TieBreak, order_of
from .regime import RegimeInput, regime
from .several_reserves import SeveralReservesInput, SeveralReservesResult, several_reserves
from .withdrawals import AheadList, WithdrawalsInput, WithdrawalsResult, withdrawals

ReserveLeft = Literal["not_confirmed", "withdrawn"]


class PositionInput(CalcInput):
    general_rank: PosInt | None = None  # None: only the reserve-list rank is known (reserve_rank required)
    optant: Flag = False  # opted for the racial reserve (implied by reserve_rank / optants_*)
    reserve_rank: PosInt | None = None  # rank in the reserve list (all optants), only for optants
    vacancies: ListedVacancies
    edital_date: IsoDate = None
    today: IsoDate = None
    optants_ahead: NonNegInt | None = None  # optants ranked ahead in the general list
    optants_in_open: NonNegInt | None = None  # of all optants, how many are inside the ampla vagas
    pcd: NonNegInt | None = None
    pcd_percentage: Percentage = None
    tie_break: TieBreak = DEFAULT_TIE_BREAK
    to_be_published: Flag = False  # Round 33 (lo2): the edital is still to be published (`RegimeInput`)
    law_supposed: Flag = False  # Round 55 (g4): only the law supposed, `edital_date` its stand-in (`RegimeInput`)
    pcd_estatal: Flag = False  # Round 49 (lo49a): an empresa pública / s.e.m. (`OrderInput.pcd_estatal`)
    # Round 52 (d52a): a hypothesis on the racial reserve. "not_confirmed": the autodeclaração is not confirmed in the
    # heteroidentificação (Lei 15.142 art. 3º § 2º: continues only in ampla); "withdrawn": the person gives the racial
    # reserve up. Either way the place is computed on the ampla list alone (plus the PcD list, `pcd_rank`).
    reserve_left: ReserveLeft | None = None
    pcd_rank: PosInt | None = None  # Round 52 (d52a): place in the PcD list (Decreto 9.508 art. 1º § 1º; art. 8º)
    # Round 55 (dr55a): a hypothesis of withdrawals ahead: that many people ranked ahead give up, in the reserve list
    # ("quota"), the general one ("open") or, unsaid (None), the list the person is counted in (`calculator.withdrawals`)
    ahead_withdrawn: PosInt | None = None
    ahead_list: AheadList | None = None


Nominations = list[int]  # (named apart: the field `list` below shadows the builtin in the class body)


class PositionCase(BaseModel):
    inside: bool
    list: Slot | None  # "open" (ampla) or "quota"; None when outside
    appointment: int | None  # 1-based appointment number, None when outside or unknown
    reserve_position: int | None  # position among the optants who compete for the reserved vagas


class PositionResult(CalcResult):
    status: Literal["inside", "outside", "depends"]
    list: Slot | None
    appointment: int | None
    best: PositionCase
    worst: PositionCase
    depends_on: str | None  # why best and worst differ
    # every nomination the person may get when inside in every case but not fixed (quota slots, not a range)
    appointments: Nominations = []
    reserved: int
    open: int
    regime: Regime | None
    reserve_left: ReserveLeft | None = None  # the hypothesis computed (echoed from the input)
    pcd_case: PositionCase | None = None  # the PcD list's own place, when `pcd_rank` was given
    pcd: int = 0  # PcD vagas of the order
    # Round 54 (lo54a): places in both reserves (racial and PcD): the regulation's rule on several reserves, and the
    # place in the reserve that does not count (information only: the PcD place, or the racial one when PcD counts)
    several: SeveralReservesResult | None = None
    informative_case: PositionCase | None = None
    withdrawals: WithdrawalsResult | None = None  # Round 55 (dr55a): the places moved up by the hypothesis


def _vagas(n: int, kind: str) -> str:
    """"das 7 vagas de ampla" / "da 1 vaga de ampla"."""
    return of_the(n, f"vaga {kind}", f"vagas {kind}")


def _listed(positions: list[int]) -> str:
    """Positions as a list ("3ª, 8ª ou 13ª"): one of them, never the span between."""
    names = [f"{p}ª" for p in positions]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} ou {names[-1]}"


def _err(param: str, name: str, msg: str) -> CalculatorError:
    return CalculatorError(name, f"{name}: {msg}", param)


def position(inp: PositionInput | dict[str, Any]) -> PositionResult:
    inp = PositionInput.model_validate(inp)
    g, n = inp.general_rank, inp.vacancies
    moved = _moved_up(inp)
    if moved is not None and moved.list == "pcd":
        # (Round 55, g1: withdrawals in the PcD list move only the PcD place; the other places are as told)
        inp = inp.model_copy(update={"pcd_rank": moved.pcd_rank})
    elif moved is not None:
        # the places after the withdrawals supposed; the rest of the computation is the ordinary one on them
        inp = inp.model_copy(update={"general_rank": moved.general_rank, "reserve_rank": moved.reserve_rank,
                                     "optants_ahead": None,
                                     "optants_in_open": inp.optants_in_open if moved.list == "open" else None})
        g = inp.general_rank
    if g is None and inp.reserve_rank is None and inp.optants_ahead is None and inp.pcd_rank is not None \
            and not inp.optant and inp.reserve_left is None:
        return _pcd_place_alone(inp, moved)  # Round 55 (lo55b): only the PcD list's place: computed on that list
    if g is None and inp.reserve_rank is None and inp.optants_ahead is None:
        raise _err("general_rank", "posição na lista geral",
                   "informe a posição na lista geral ou, se optou pela reserva, na lista da reserva.")
    left = inp.reserve_left
    if left is not None:
        if g is None:
            raise _err("general_rank", "posição na lista geral",
                       "sem a reserva racial a posição é a da lista geral (ampla concorrência): informe-a.")
        # Out of the racial reserve, the reserve-list place and the optant counts no longer apply (ampla list only).
        inp = inp.model_copy(update={"optant": False, "reserve_rank": None, "optants_ahead": None,
                                     "optants_in_open": None})
    ordr = order_of(inp)
    reg, reserved = ordr.regime, ordr.reserved
    new = reg == NEW_LAW
    open_n = n - reserved - ordr.pcd
    open_slots = [i + 1 for i, s in enumerate(ordr.order) if s == "open"]
    steps = list(ordr.explanation)
    basis = list(ordr.legal_basis)
    optant = inp.optant or inp.reserve_rank is not None or inp.optants_ahead is not None or inp.optants_in_open is not None
    r = inp.reserve_rank
    if inp.optants_ahead is not None:
        if r is not None and inp.optants_ahead != r - 1:
            raise _err("optants_ahead", "optantes à frente",
                       f"com a posição {r} na lista de reserva, há {r - 1} optantes à frente, não {inp.optants_ahead}.")
        r = inp.optants_ahead + 1
    if r is not None and g is not None and r > g:
        raise _err("reserve_rank", "posição na lista de reserva",
                   f"não pode ser maior que a posição na lista geral ({g}).")
    steps.append(f"Vagas de ampla concorrência: {open_n}; vagas reservadas: {reserved}"
                 + (f"; vagas PcD: {ordr.pcd}." if ordr.pcd else "."))
    depends_on = None
    appointments: list[int] = []
    if moved is not None:
        steps += moved.explanation
        basis[:0] = moved.legal_basis  # the rule the hypothesis turns on comes first
    if left is not None:
        steps.append(_left_step(left, reg == NEW_LAW))
        basis[:0] = _left_basis(left, reg == NEW_LAW)  # the rule the hypothesis turns on comes first

    if g is not None and g <= open_n:
        appt: int | None = open_slots[g - 1]
        case = PositionCase(inside=True, list="open", appointment=appt, reserve_position=None)
        best = worst = case
        steps.append(f"Posição {g} na lista geral, dentro {_vagas(open_n, 'de ampla concorrência')}: "
                     f"{g}ª vaga de ampla, {appt}ª nomeação na ordem de alternância.")
        if optant and reserved:
            basis.append(lb.N_ART7_PAR2 if new else lb.O_ART3_PAR1)
            steps.append("Como optante aprovado dentro da ampla concorrência, não ocupa vaga reservada "
                         + ("(art. 7º, § 2º)." if new else "(art. 3º, § 1º)."))
        steps.append("Se vagas reservadas forem revertidas à ampla, a nomeação pode vir antes.")
    elif not optant and g is not None:
        worst = PositionCase(inside=False, list=None, appointment=None, reserve_position=None)
        if g <= n and (reserved or ordr.pcd):
            if reserved:
                basis.append(lb.N_ART8 if new else lb.O_ART3_PAR3)
            best = PositionCase(inside=True, list="open", appointment=None, reserve_position=None)
            depends_on = ("Fora das vagas de ampla; só entra se sobrarem vagas reservadas sem optantes, revertidas "
                          "à ampla pela ordem de classificação" + (" (art. 8º)." if new else " (art. 3º, § 3º)."))
            steps.append(f"Posição {g} na lista geral, depois {_vagas(open_n, 'de ampla')}. " + depends_on)
        else:
            best = worst
            steps.append(f"Posição {g} na lista geral: fora {_vagas(open_n, 'de ampla concorrência')}"
                         + (" e das vagas totais." if g > n else "; não há vagas reservadas que possam reverter."))
    else:
        basis.append(lb.N_ART7_PAR2 if new else lb.O_ART3_PAR1)
        # candidates ranked between the last ampla vaga and this one; unknown general rank: any number
        between = g - 1 - open_n if g is not None else None
        if r is None:
            assert g is not None  # checked above: one of the two ranks is known
            r_lo, r_hi = 1, g
        else:
            r_lo = r_hi = r
        # a = optants inside the ampla vagas; they do not use reserved vagas (art. 7 § 2).
        if inp.optants_in_open is not None:
            a = inp.optants_in_open
            lo_ok = max(0, r_hi - 1 - between) if r is not None and between is not None else 0
            if a > open_n or (r is not None and (a > r - 1 or a < lo_ok)):
                raise _err("optants_in_open", "optantes na ampla",
                           f"{a} é incompatível com as posições informadas (entre {lo_ok} e "
                           f"{min(open_n, (r or g or 1) - 1)}).")
            if r is None:
                assert g is not None
                e_best, e_worst = 1, g - open_n
            else:
                e_best = e_worst = r - a
        else:
            e_best = r_lo - min(r_lo - 1, open_n) if r is not None else 1
            if r is None:
                assert g is not None
                e_worst = g - open_n
            else:  # unknown general rank: possibly no optant ahead inside the ampla vagas
                e_worst = r_hi - max(0, r_hi - 1 - between) if between is not None else r_hi

        def case_at(e: int) -> PositionCase:
            if e <= reserved:
                return PositionCase(inside=True, list="quota", appointment=ordr.quota_positions[e - 1],
                                    reserve_position=e)
            return PositionCase(inside=False, list=None, appointment=None, reserve_position=e)

        best, worst = case_at(e_best), case_at(e_worst)
        if best.inside and worst.inside and e_best != e_worst:
            appointments = ordr.quota_positions[e_best - 1:e_worst]
        if g is None and r is not None and r <= open_n and not best.inside:
            # Unknown general rank: it may be inside the ampla vagas (it is at least the reserve rank).
            best = PositionCase(inside=True, list="open", appointment=None, reserve_position=None)
            if not worst.inside:
                depends_on = (f"Depende da sua posição na lista geral: pela lista da reserva você fica fora "
                              f"{'das vagas reservadas' if reserved else 'da reserva (não há vaga reservada)'}, "
                              f"mas entra se estiver dentro das vagas de ampla concorrência ({open_n}).")
        where = f"posição {r} na lista de reserva" if r is not None else "posição na lista de reserva não informada"
        if g is not None:
            steps.append(f"Posição {g} na lista geral, depois {_vagas(open_n, 'de ampla')}; {where}.")
        else:
            steps.append(f"Posição na lista geral não informada; {where}. Se a posição geral estiver dentro "
                         f"{_vagas(open_n, 'de ampla')}, a nomeação é pela ampla; senão, pela reserva.")
        steps.append("Optantes classificados dentro da ampla não ocupam vagas reservadas "
                     + ("(art. 7º, § 2º)" if new else "(art. 3º, § 1º)")
                     + ": a sua posição entre as vagas reservadas é a da lista de reserva menos esses optantes.")
        if depends_on:
            steps.append(depends_on)
        elif e_best == e_worst:
            steps.append(f"Posição entre os optantes que disputam a reserva: {e_best}ª de "
                         f"{reserved} {'vaga reservada' if reserved == 1 else 'vagas reservadas'}.")
        elif g is None:
            depends_on = (f"Depende da sua posição na lista geral: é ela que mostra quantos optantes à sua frente "
                          f"ficaram dentro {_vagas(open_n, 'de ampla')}, que não ocupam vagas reservadas "
                          + ("(art. 7º, § 2º)" if new else "(art. 3º, § 1º)")
                          + f". No melhor caso você é o {e_best}º da reserva, no pior o {e_worst}º "
                          f"(há {reserved} {'vaga reservada' if reserved == 1 else 'vagas reservadas'}).")
            steps.append(depends_on)
        else:
            depends_on = (f"Depende de quantos optantes à sua frente ficaram dentro {_vagas(open_n, 'de ampla')}: "
                          f"no melhor caso você é o {e_best}º da reserva, no pior o {e_worst}º "
                          f"(há {reserved} {'vaga reservada' if reserved == 1 else 'vagas reservadas'}).")
            steps.append(depends_on)
        steps.append(("Supõe que os demais à frente" if moved is not None else "Supõe que todos à frente")
                     + " tenham a autodeclaração confirmada e não desistam; desistências "
                     "e indeferimentos só melhoram a sua posição"
                     + (" (art. 7º, § 3º; art. 3º, § 2º)." if new else " (art. 3º, § 2º)."))
        if new:
            basis += [lb.N_ART7_PAR3, lb.N_ART3_PAR2]
    pcd_case = _pcd_case(inp.pcd_rank, ordr.pcd, ordr.pcd_positions, steps, basis)
    several = _several(inp, optant, ordr.pcd) if pcd_case is not None else None
    if several is not None:
        steps += several.explanation
        basis += several.legal_basis
        if several.counted == "pcd":
            # The PcD reserve counts: the racial place is information only; the place is the ampla's and the PcD one.
            return _pcd_counted(inp, several, best, worst, steps, basis)
    lst: Slot | None
    if best == worst:
        status = "inside" if best.inside else "outside"
        lst, appt = best.list, best.appointment
    elif best.inside and worst.inside:
        status, lst, appt = "inside", best.list, None
        steps.append("Em qualquer caso está dentro das vagas; nomeação numa destas posições da ordem: "
                     + _listed(appointments or [best.appointment or 0, worst.appointment or 0]) + ".")
    elif not best.inside:
        status, lst, appt = "outside", None, None
    else:
        status, lst, appt = "depends", None, None
    if pcd_case is not None and pcd_case.inside and status != "inside" \
            and not (several is not None and several.counted == "quota"):
        # Outside (or depending) by the other lists, the PcD place inside the PcD vagas calls the person by that list.
        status, lst, appt = "inside", "pcd", pcd_case.appointment
        best = worst = pcd_case
        depends_on, appointments = None, []
    if g is None and status == "inside" and open_n and lst != "pcd":
        # Without the general rank the person may be inside the ampla vagas: the list and the appointment depend
        # on it, being inside does not (art. 7º, § 2º: an optant inside the ampla takes no reserved vaga).
        lst, appt = None, None
    steps.append({"inside": "Conclusão: dentro das vagas.", "outside": "Conclusão: fora das vagas.",
                  "depends": "Conclusão: depende — veja o melhor e o pior caso."}[status])
    return PositionResult(
        status=status, list=lst, appointment=appt, best=best, worst=worst, depends_on=depends_on,
        appointments=appointments if status == "inside" else [],
        reserved=reserved, open=open_n, regime=reg, legal_basis=dedupe(basis), explanation=steps,
        reserve_left=left, pcd_case=pcd_case, pcd=ordr.pcd, several=several,
        informative_case=pcd_case if several is not None and several.counted == "quota" else None,
        withdrawals=moved,
    )


def _moved_up(inp: PositionInput) -> WithdrawalsResult | None:
    """The places after the withdrawals ahead supposed (`ahead_withdrawn`), None without that hypothesis."""
    if inp.ahead_withdrawn is None:
        return None
    r = inp.reserve_rank if inp.optants_ahead is None else inp.optants_ahead + 1
    ordr = order_of(inp)
    return withdrawals(WithdrawalsInput(
        count=inp.ahead_withdrawn, list=inp.ahead_list, general_rank=inp.general_rank, reserve_rank=r, pcd_rank=inp.pcd_rank,
        open_vacancies=inp.vacancies - ordr.reserved - ordr.pcd, regime=ordr.regime))


def _several(inp: PositionInput, optant: bool, pcd: int) -> SeveralReservesResult | None:
    """The regulation's rule for a person placed in the racial reserve and in the PcD one (`pcd_rank`); None when the
    person is in one reserve only (not an optant, or the racial reserve left: `reserve_left`)."""
    if not optant or inp.reserve_left is not None or inp.pcd_rank is None or not inp.vacancies:
        return None
    reg = regime(RegimeInput(edital_date=inp.edital_date, today=inp.today, to_be_published=inp.to_be_published,
                                 law_supposed=inp.law_supposed))
    return several_reserves(SeveralReservesInput(
        regime=reg.regime, edital_date=reg.edital_date, vacancies=inp.vacancies,
        # (a parsed percentage is a fraction of 1: given back in per cent, the input's own unit, never read as 0,05%)
        pcd=None if inp.pcd_percentage is not None else pcd,
        pcd_percentage=None if inp.pcd_percentage is None else inp.pcd_percentage * 100))


def _pcd_counted(inp: PositionInput, several: SeveralReservesResult, best: PositionCase, worst: PositionCase,
                 steps: list[str], basis: list[LegalBasis]) -> PositionResult:
    """The PcD reserve's percentage above the racial one: the place is computed on the ampla and PcD lists alone, the
    racial place (`best`/`worst` of the reserve list) kept as information when it is one place."""
    informative = best if best == worst else None
    if inp.general_rank is not None:
        alone = position(inp.model_copy(update={"optant": False, "reserve_rank": None, "optants_ahead": None,
                                                "optants_in_open": None}))
        return alone.model_copy(update={
            "several": several, "informative_case": informative,
            "explanation": [*alone.explanation[:-1], *several.explanation, alone.explanation[-1]],
            "legal_basis": dedupe([*alone.legal_basis, *several.legal_basis])})
    # No general place: inside by the PcD list, else it depends on the general place (ampla vagas)
    ordr = order_of(inp)
    open_n = inp.vacancies - ordr.reserved - ordr.pcd
    assert inp.pcd_rank is not None
    pcd_case = _pcd_case(inp.pcd_rank, ordr.pcd, ordr.pcd_positions, [], [])
    assert pcd_case is not None
    status, b, w, depends_on = _on_pcd_list(
        pcd_case, steps, f"Depende da sua posição na lista geral: pela lista PcD você fica fora, mas entra se estiver "
                         f"dentro das vagas de ampla concorrência ({open_n}).")
    return PositionResult(
        status=status, list="pcd" if status == "inside" else None, appointment=b.appointment if status == "inside"
        else None, best=b, worst=w, depends_on=depends_on, reserved=ordr.reserved, open=open_n, regime=ordr.regime,
        legal_basis=dedupe(basis), explanation=steps, pcd_case=pcd_case, pcd=ordr.pcd, several=several,
        informative_case=informative)


def _on_pcd_list(pcd_case: PositionCase, steps: list[str], depends_on: str
                 ) -> tuple[Literal["inside", "outside", "depends"], PositionCase, PositionCase, str | None]:
    """A place read on the PcD list alone, no general place known: inside its vagas, or depending on the general place
    (the ampla vagas, `depends_on`); the conclusion is added to `steps`."""
    if pcd_case.inside:
        steps.append("Conclusão: dentro das vagas.")
        return "inside", pcd_case, pcd_case, None
    steps += [depends_on, "Conclusão: depende — veja o melhor e o pior caso."]
    return "depends", PositionCase(inside=True, list="open", appointment=None, reserve_position=None), pcd_case, depends_on


def _pcd_place_alone(inp: PositionInput, moved: WithdrawalsResult | None = None) -> PositionResult:
    """Round 55 (lo55b): a place in the PcD list with no other place told: the person competes for the PcD vagas
    (Decreto 9.508, art. 1º, § 1º: the edital's percentage, at least 5%, a fraction rounded up by § 3º), so the place
    is read against them: inside them, that list's nomination (art. 8º, § 1º); past them, it depends on the general
    place (the ampla vagas), never a place in the ampla assumed."""
    assert inp.pcd_rank is not None
    ordr = order_of(inp)
    open_n = inp.vacancies - ordr.reserved - ordr.pcd
    steps, basis = list(ordr.explanation), list(ordr.legal_basis)
    if moved is not None:  # (Round 55, g1: the withdrawals supposed in the PcD list, their rule first)
        steps, basis = steps + moved.explanation, list(moved.legal_basis) + basis
    steps.append(f"Vagas de ampla concorrência: {open_n}; vagas reservadas: {ordr.reserved}; vagas PcD: {ordr.pcd}.")
    pcd_case = _pcd_case(inp.pcd_rank, ordr.pcd, ordr.pcd_positions, steps, basis)
    assert pcd_case is not None
    status, best, worst, depends_on = _on_pcd_list(
        pcd_case, steps, f"Depende da sua posição na lista geral, não informada: entra se estiver dentro "
                         f"{_vagas(open_n, 'de ampla')}.")
    return PositionResult(
        status=status, list="pcd" if status == "inside" else None,
        appointment=pcd_case.appointment if status == "inside" else None, best=best, worst=worst,
        depends_on=depends_on, reserved=ordr.reserved, open=open_n, regime=ordr.regime,
        legal_basis=dedupe(basis), explanation=steps, pcd_case=pcd_case, pcd=ordr.pcd, withdrawals=moved)


def _left_step(left: ReserveLeft, new: bool) -> str:
    """Why the place is read on the ampla list alone under the hypothesis."""
    if left == "not_confirmed":
        if new:
            return ("Hipótese: autodeclaração não confirmada na heteroidentificação. A pessoa segue no concurso só pela "
                    "ampla concorrência, se a nota permitir (art. 3º, § 2º): conta apenas a posição na lista geral.")
        return ("Hipótese: autodeclaração não confirmada. Pela Lei nº 12.990/2014 (art. 2º, parágrafo único), constatada "
                "declaração falsa, o candidato é eliminado; fora desse caso, sem a reserva conta apenas a posição na "
                "lista geral.")
    return ("Hipótese: desistência da reserva racial. Sem ela, a pessoa concorre só às vagas de ampla concorrência "
            + ("(art. 7º, caput)" if new else "(art. 3º, caput)")
            + " e, se for pessoa com deficiência, às vagas PcD: conta a posição na lista geral (e na lista PcD).")


def _left_basis(left: ReserveLeft, new: bool) -> list[LegalBasis]:
    if left == "not_confirmed":
        return [lb.N_ART3_PAR2] if new else [lb.O_ART2_PAR1U]
    return [lb.N_ART7_CPT] if new else [lb.O_ART3_CPT]


def _pcd_case(rank: int | None, pcd: int, slots: list[int], steps: list[str],
              basis: list[LegalBasis]) -> PositionCase | None:
    """The place in the PcD list against the order's PcD vagas (Decreto 9.508 art. 1º § 1º; art. 8º § 1º)."""
    if rank is None:
        return None
    basis += [lb.D_ART1_PAR1, lb.D_ART8_PAR1]
    if rank <= pcd:
        steps.append(f"Posição {rank} na lista PcD, dentro {_vagas(pcd, 'PcD')}: {slots[rank - 1]}ª nomeação na "
                     "ordem de alternância.")
        return PositionCase(inside=True, list="pcd", appointment=slots[rank - 1], reserve_position=rank)
    steps.append(f"Posição {rank} na lista PcD: fora "
                 + (f"{_vagas(pcd, 'PcD')}; só entra se candidatos PcD à frente desistirem ou não forem confirmados "
                    "(Decreto nº 9.508/2018, art. 8º, § 2º)." if pcd else "da reserva PcD (não há vaga PcD)."))
    if pcd:
        basis.append(lb.D_ART8_PAR2)
    return PositionCase(inside=False, list=None, appointment=None, reserve_position=rank)
