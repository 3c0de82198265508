"""Round 55 (dr55a): withdrawals ahead of a candidate, as a hypothesis: the places that move up.

Pure place arithmetic: `count` people ranked ahead of the candidate in one list give up (desistência, no posse). The
reserve list ("quota"): each optant ahead also stands ahead in the general list (both lists run on the same
classification, Lei 15.142 art. 7º caput / Lei 12.990 art. 3º caput), so both places move up; the vaga an optant leaves
goes to the next optant (Lei 15.142 art. 7º, § 3º; Lei 12.990 art. 3º, § 2º). The general list ("open"): only the
general place moves (those who leave are taken as non-optants: if any was an optant the reserve place only improves).
Never more people move than stand ahead, so no place falls below 1. The vagas and the reserve are not touched.
Round 55 (g1): the general list with only a reserve place told moves nothing (those who leave the ampla list are not
optants ahead, and the general place is unknown): the reserve place is kept and said so. The PcD list ("pcd"): only the
PcD place moves: one who leaves a reserved vaga is replaced by the next PcD candidate classified (Decreto 9.508 art. 8º,
§ 2º), the PcD vagas being at least 5% rounded up (art. 1º, §§ 1º, 3º)."""
from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from . import legal_basis as lb
from .models import NEW_LAW, CalcInput, CalcResult, CalculatorError, NonNegInt, PosInt, Regime
from .pcd import MIN_RATE

AheadList = Literal["quota", "open", "pcd"]


class WithdrawalsInput(CalcInput):
    count: PosInt  # people ahead supposed to give up
    list: AheadList | None = None  # whose list they are in; None: the list the candidate is counted in (assumed)
    general_rank: PosInt | None = None
    reserve_rank: PosInt | None = None  # place among the optants (reserve list)
    open_vacancies: NonNegInt = 0  # ampla vagas: decides the list the candidate is counted in when `list` is unsaid
    regime: Regime | None = None  # the law of the edital (`NEW_LAW` or the old one): only the basis depends on it
    pcd_rank: PosInt | None = None  # Round 55 (g1): place in the PcD list (Decreto 9.508 art. 1º, § 1º)

    @model_validator(mode="after")
    def _ranks(self) -> WithdrawalsInput:
        if self.general_rank is None and self.reserve_rank is None and self.pcd_rank is None:
            raise ValueError("posição: informe a posição na lista geral, na lista da reserva ou na lista PcD.")
        return self


class WithdrawalsResult(CalcResult):
    list: AheadList  # the list the withdrawals were counted in
    assumed: bool  # the list was not said: the one the candidate is counted in was taken
    count: int  # as supposed
    moved: int  # places moved up: the count, capped by the people actually ahead
    general_rank: int | None  # places after the withdrawals
    reserve_rank: int | None
    general_before: int | None
    reserve_before: int | None
    pcd_rank: int | None = None  # Round 55 (g1): the PcD place after / before the withdrawals
    pcd_before: int | None = None


def counted_list(general_rank: int | None, reserve_rank: int | None, open_vacancies: int,
                 pcd_rank: int | None = None) -> AheadList:
    """The list the candidate is counted in: the reserve list for an optant outside the ampla vagas, else the general
    (the PcD list when it is the only place told)."""
    if pcd_rank is not None and general_rank is None and reserve_rank is None:
        return "pcd"
    if reserve_rank is not None and (general_rank is None or general_rank > open_vacancies):
        return "quota"
    return "open"


def withdrawals(inp: WithdrawalsInput) -> WithdrawalsResult:
    inp = WithdrawalsInput.model_validate(inp)
    g, r = inp.general_rank, inp.reserve_rank
    lst = inp.list or counted_list(g, r, inp.open_vacancies, inp.pcd_rank)
    new = inp.regime == NEW_LAW
    if lst == "pcd":
        return _pcd_list(inp)
    if lst == "open" and g is None and r is not None and inp.list is not None:
        return _open_without_general(inp, r)
    if lst == "quota" and r is None:
        if inp.list is not None:
            raise CalculatorError("posição na lista de reserva", "posição na lista de reserva: informe-a para supor "
                                  "desistências à sua frente nessa lista.", "reserve_rank")
        lst = "open"  # (unreachable by `counted_list`; kept for a caller's own resolution)
    if lst == "open" and g is None:
        if inp.list is not None:
            raise CalculatorError("posição na lista geral", "posição na lista geral: informe-a para supor desistências "
                                  "à sua frente nessa lista.", "general_rank")
        lst = "quota"
    steps: list[str] = []
    g_after: int | None
    r_after: int | None
    if lst == "quota":
        assert r is not None
        moved = min(inp.count, r - 1)  # only the optants ahead can leave a place to move up into
        r_after, g_after = r - moved, g - moved if g is not None else None
        basis = [lb.N_ART7_PAR3, lb.N_ART7_CPT] if new else [lb.O_ART3_PAR2, lb.O_ART3_CPT]
        rule = ("a vaga reservada de quem desiste vai ao optante seguinte da lista de reserva (art. 7º, § 3º)" if new
                else "a vaga reservada do candidato negro que desiste vai ao negro classificado em seguida (art. 3º, § 2º)")
        steps.append(f"Hipótese: {_people(inp.count)} à sua frente na lista da reserva "
                     + ("(a lista em que a sua posição conta, pois a lista não foi informada) " if inp.list is None else "")
                     + f"{'desiste' if inp.count == 1 else 'desistem'}: {rule}.")
        if moved < inp.count:
            steps.append(f"Só há {moved} à sua frente nessa lista: sobe {moved}.")
        steps.append(f"Posição na lista da reserva: {r}ª → {r_after}ª"
                     + (f"; na lista geral: {g}ª → {g_after}ª (quem desiste estava à frente nas duas listas, "
                        + ("art. 7º, caput)." if new else "art. 3º, caput).") if g is not None else "."))
    else:
        assert g is not None
        moved = min(inp.count, g - 1)
        # only g - r of those ahead in the general list are not optants: the rest who leave were optants ahead
        optants_left = max(0, moved - (g - r)) if r is not None else 0
        g_after, r_after = g - moved, r - optants_left if r is not None else None
        basis = [lb.N_ART7_CPT] if new else [lb.O_ART3_CPT]
        steps.append(f"Hipótese: {_people(inp.count)} à sua frente na lista geral "
                     + ("(a lista em que a sua posição conta, pois a lista não foi informada) " if inp.list is None else "")
                     + f"{'desiste' if inp.count == 1 else 'desistem'}: a classificação segue a ordem das notas ("
                     + ("art. 7º, caput)." if new else "art. 3º, caput)."))
        if moved < inp.count:
            steps.append(f"Só há {moved} à sua frente nessa lista: sobe {moved}.")
        steps.append(f"Posição na lista geral: {g}ª → {g_after}ª"
                     + ("." if r is None else
                        "; a da lista da reserva não muda (supõe que quem desiste não era optante)." if not optants_left
                        else f"; à sua frente só {g - r} não são optantes, então {optants_left} dos que desistem eram "
                             f"optantes: na lista da reserva, {r}ª → {r_after}ª."))
    return WithdrawalsResult(list=lst, assumed=inp.list is None, count=inp.count, moved=moved, general_rank=g_after,
                             reserve_rank=r_after, general_before=g, reserve_before=r, legal_basis=basis,
                             explanation=steps)


def _pcd_list(inp: WithdrawalsInput) -> WithdrawalsResult:
    """Withdrawals in the PcD list: only the PcD place moves up (the next PcD candidate classified takes the vaga,
    Decreto 9.508 art. 8º, § 2º; the PcD vagas by art. 1º, §§ 1º, 3º); the general and reserve places are left as told
    (if any who leave stood ahead there too, those places only improve)."""
    p = inp.pcd_rank
    if p is None:
        raise CalculatorError("posição na lista PcD", "posição na lista PcD: informe-a para supor desistências à sua "
                              "frente nessa lista.", "pcd_rank")
    moved = min(inp.count, p - 1)  # never more than stand ahead in that list
    steps = [f"Hipótese: {_people(inp.count)} à sua frente na lista PcD "
             + ("(a lista em que a sua posição conta, pois a lista não foi informada) " if inp.list is None else "")
             + f"{'desiste' if inp.count == 1 else 'desistem'}: quem desiste de vaga reservada é substituído pelo "
             "próximo candidato com deficiência classificado (Decreto nº 9.508/2018, art. 8º, § 2º); as vagas PcD são no "
             f"mínimo {MIN_RATE}, fração arredondada para cima (art. 1º, §§ 1º e 3º)."]
    if moved < inp.count:
        steps.append(f"Só há {moved} à sua frente nessa lista: sobe {moved}.")
    steps.append(f"Posição na lista PcD: {p}ª → {p - moved}ª.")
    return WithdrawalsResult(list="pcd", assumed=inp.list is None, count=inp.count, moved=moved,
                             general_rank=inp.general_rank, reserve_rank=inp.reserve_rank,
                             general_before=inp.general_rank, reserve_before=inp.reserve_rank, pcd_rank=p - moved,
                             pcd_before=p, legal_basis=[lb.D_ART8_PAR2, lb.D_ART1_PAR1, lb.D_ART1_PAR3],
                             explanation=steps)


def _open_without_general(inp: WithdrawalsInput, r: int) -> WithdrawalsResult:
    """Withdrawals in the general list with only the reserve place told: those who leave the ampla list are not the
    optants ranked ahead in the reserve list, so the reserve place stays (art. 7º, caput / art. 3º, caput: each list in
    its own order); the general place, unknown, is not invented."""
    new = inp.regime == NEW_LAW
    steps = [f"Hipótese: {_people(inp.count)} à sua frente na lista geral "
             f"{'desiste' if inp.count == 1 else 'desistem'}: sem a sua posição na lista geral, isso não muda a sua "
             f"posição na lista da reserva, que segue {r}ª (quem sai da ampla concorrência não é optante à sua frente "
             + ("na reserva; art. 7º, caput)." if new else "na reserva; art. 3º, caput).")]
    return WithdrawalsResult(list="open", assumed=False, count=inp.count, moved=0, general_rank=None, reserve_rank=r,
                             general_before=None, reserve_before=r, pcd_rank=inp.pcd_rank, pcd_before=inp.pcd_rank,
                             legal_basis=[lb.N_ART7_CPT] if new else [lb.O_ART3_CPT], explanation=steps)


def _people(n: int) -> str:
    return "1 pessoa" if n == 1 else f"{n} pessoas"
