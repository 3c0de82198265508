"""Nomination order (art. 9 of Lei 15.142 / art. 4 of Lei 12.990): alternância e proporcionalidade.

The law gives no formula. Ours: after the k-th appointment the reserved list must have received
exactly the reserve the law gives for k vagas (same percentage, rounding and minimum). A PcD reserve
(Decreto nº 9.508/2018, art. 8º, § 1º) runs in the same sequence with its own rule; see `pcd_rule`.
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any, Literal

from . import legal_basis as lb
from .models import (
    NEW_LAW,
    CalcInput,
    CalcResult,
    CalculatorError,
    Flag,
    IsoDate,
    ListedVacancies,
    NonNegInt,
    Percentage,
    Regime,
    dedupe,
)
from .pcd import CAP_RATE, PCD_CAP, ceil_fraction, pcd_explanation, pcd_rule, pcd_total  # noqa: F401 (re-exported)
from .reserve import ReserveInput, open_after_pcd_step, racial_reserve, reserved_count

Slot = Literal["open", "quota", "pcd"]
TieBreak = Literal["quota_first", "pcd_first"]
# PcD first by default: its own rule (Decreto 9.508/2018) puts the first PcD appointment at the 5th
# vaga, while the racial-quota schedule is our formula (art. 9 gives none).
DEFAULT_TIE_BREAK: TieBreak = "pcd_first"


class OrderInput(CalcInput):
    vacancies: ListedVacancies
    edital_date: IsoDate = None
    today: IsoDate = None
    pcd: NonNegInt | None = None  # PcD vagas given by the edital as a count
    pcd_percentage: Percentage = None  # ... or as a percentage ("5%")
    tie_break: TieBreak = DEFAULT_TIE_BREAK
    schedule: list[Slot] | None = None  # explicit order from the edital, overrides the formula
    to_be_published: Flag = False  # Round 33 (lo2): the edital is still to be published (`RegimeInput`)
    law_supposed: Flag = False  # Round 55 (g4): only the law supposed, `edital_date` its stand-in (`RegimeInput`)
    # Round 48 (lo48a): an empresa pública or sociedade de economia mista (Decreto nº 9.508/2018, art. 1º, § 2º): the
    # PcD count and its schedule follow calculator.pcd with no cap of Lei nº 8.112/1990 (`ReserveInput.pcd_estatal`).
    pcd_estatal: Flag = False


class OrderResult(CalcResult):
    order: list[Slot]
    quota_positions: list[int]
    pcd_positions: list[int]
    reserved: int
    pcd: int
    vacancies: int
    regime: Regime | None
    tie_break: TieBreak
    from_edital: bool


def build_schedule(reg: Regime | None, n: int, count: int | None, pct: Fraction | None,
                   tie_break: TieBreak, estatal: bool = False) -> list[Slot]:
    """O(N): walk k = 1..N, queue every list that falls due, give the slot to the head of the queue.
    Collisions push the later list to the next free slot; anything still queued at the end takes the
    last free slots (the totals must be exact)."""
    sched: list[Slot] = ["open"] * n
    queue: list[Slot] = []
    head = 0
    q_prev = p_prev = 0
    first: Slot
    second: Slot
    first, second = ("quota", "pcd") if tie_break == "quota_first" else ("pcd", "quota")
    pcd_due = pcd_rule(n, count, pct, estatal)
    for k in range(1, n + 1):
        q_now = reserved_count(reg, k)
        p_now = pcd_due(k)
        due = {"quota": q_now - q_prev, "pcd": p_now - p_prev}
        q_prev, p_prev = q_now, p_now
        queue.extend([first] * due[first] + [second] * due[second])
        if head < len(queue):
            sched[k - 1] = queue[head]
            head += 1
    leftover = queue[head:]
    k = n - 1
    while leftover and k >= 0:
        if sched[k] == "open":
            sched[k] = leftover.pop()
        k -= 1
    return sched


def order(inp: OrderInput | dict[str, Any]) -> OrderResult:
    inp = OrderInput.model_validate(inp)
    n = inp.vacancies
    if inp.pcd is not None and inp.pcd_percentage is not None:
        raise CalculatorError("vagas PcD", "vagas PcD: informe o número ou o percentual, não os dois.", "pcd")
    res = racial_reserve(ReserveInput(vacancies=n, edital_date=inp.edital_date, today=inp.today,
                                     to_be_published=inp.to_be_published, law_supposed=inp.law_supposed))
    reg = res.regime
    reserved = res.reserved
    steps = list(res.explanation)
    new = reg == NEW_LAW
    basis = ([lb.N_ART9] if new else [lb.O_ART4] if reg else []) + list(res.legal_basis)
    art = "art. 9º da Lei nº 15.142/2025" if new else "art. 4º da Lei nº 12.990/2014"
    if inp.schedule is not None:
        sched = list(inp.schedule)
        if len(sched) != n:
            raise CalculatorError("ordem do edital", f"ordem do edital: tem {len(sched)} posições, mas há {n} vagas.",
                                  "schedule")
        if sched.count("quota") != reserved:
            raise CalculatorError(
                "ordem do edital",
                f"ordem do edital: tem {sched.count('quota')} posições de cota, mas a reserva legal é de {reserved}.",
                "schedule",
            )
        pcd = sched.count("pcd")
        if inp.pcd is not None and inp.pcd != pcd:
            raise CalculatorError("ordem do edital",
                                  f"ordem do edital: tem {pcd} posições PcD, mas foram informadas {inp.pcd} vagas PcD.",
                                  "schedule")
        steps.append("Ordem de nomeação dada pelo edital (substitui a fórmula padrão).")
    else:
        pcd = pcd_total(n, inp.pcd, inp.pcd_percentage, inp.pcd_estatal)
        if reserved + pcd > n:
            raise CalculatorError(
                "vagas PcD", f"vagas PcD: {pcd} vagas PcD mais {reserved} reservadas excedem as {n} vagas.", "pcd"
            )
        sched = build_schedule(reg, n, inp.pcd, inp.pcd_percentage, inp.tie_break, inp.pcd_estatal)
        if reg is not None:
            pct = res.percentage
            steps.append(
                f"Alternância e proporcionalidade ({art}): a lei não dá fórmula; usamos a seguinte — depois da "
                f"k-ª nomeação, a lista de reserva deve ter recebido exatamente a reserva que a lei daria para "
                f"k vagas ({pct}%, com o mesmo arredondamento e o mínimo de {res.minimum} vagas)."
            )
        if pcd:
            pcd_steps, pcd_basis = pcd_explanation(n, inp.pcd, inp.pcd_percentage, inp.pcd_estatal)
            steps += pcd_steps
            steps.append(open_after_pcd_step(n, reserved, pcd))  # the racial step above counted only the reserve
            basis += pcd_basis
            steps.append(
                "Alternância e proporcionalidade entre a ampla concorrência e a reserva PcD (Decreto nº 9.508/2018, "
                "art. 8º, § 1º): depois de k nomeações a lista PcD recebe no máximo o percentual de k arredondado "
                f"para cima e nunca mais de {CAP_RATE} de k (nossa fórmula; o decreto não dá uma)."
            )
            order_txt = "cota antes de PcD" if inp.tie_break == "quota_first" else "PcD antes de cota"
            steps.append(f"Quando as duas listas vencem na mesma posição: {order_txt} (parâmetro tie_break); "
                         "a outra fica com a próxima posição.")
    if pcd:
        basis.append(lb.D_ART8_PAR1)
    quota_positions = [i + 1 for i, s in enumerate(sched) if s == "quota"]
    pcd_positions = [i + 1 for i, s in enumerate(sched) if s == "pcd"]
    if quota_positions:
        steps.append(f"Posições da lista de reserva racial: {_positions(quota_positions)}.")
    else:
        steps.append("Nenhuma posição da sequência de nomeações vai para a lista de reserva racial.")
    if pcd_positions:
        steps.append(f"Posições da lista PcD: {_positions(pcd_positions)}.")
    rest = n - len(quota_positions) - len(pcd_positions)
    if rest == n:
        steps.append("A única posição é de ampla concorrência." if n == 1 else
                     f"Todas as {n} posições são de ampla concorrência." if n else "Não há posições a ordenar.")
    elif rest:
        steps.append("A posição restante é de ampla concorrência." if rest == 1 else
                     f"As demais {rest} posições são de ampla concorrência.")
    else:
        steps.append("Nenhuma posição fica para a ampla concorrência.")
    return OrderResult(
        order=sched, quota_positions=quota_positions, pcd_positions=pcd_positions, reserved=reserved,
        pcd=pcd, vacancies=n, regime=reg, tie_break=inp.tie_break, from_edital=inp.schedule is not None,
        legal_basis=dedupe(basis), explanation=steps,
    )


def order_of(inp: CalcInput) -> OrderResult:
    """The order for another operation's input (position, result): every OrderInput field it shares is passed, so
    their nominations are the order's own (Round 49, lo49a: `pcd_estatal` had been left out)."""
    shared = type(inp).model_fields.keys() & OrderInput.model_fields.keys()
    # Values the caller's model already validated, with the same types: not parsed again (a parsed pcd_percentage,
    # Fraction(1, 20), read again as a percentage was 0,05%, so 40 vagas at 5% had 1 PcD vaga instead of 2).
    return order(OrderInput.model_construct(**{name: getattr(inp, name) for name in shared}))


def _positions(pos: list[int], limit: int = 20) -> str:
    shown = ", ".join(f"{p}ª" for p in pos[:limit])
    return shown + (f", … ({len(pos)} no total)" if len(pos) > limit else "")
