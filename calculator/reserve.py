"""Number of reserved vagas: 30% (Lei 15.142) or 20% (Lei 12.990), rounded half up; optional PcD vagas."""
from __future__ import annotations

from datetime import date
from fractions import Fraction
from typing import Any

from . import legal_basis as lb
from .fmt import fmt_decimal as fmt_decimal  # (re-exported: callers import it from here)
from .fmt import percent
from .groups import DECREE, GroupShare, decree_reach, group_shares
from .models import (
    NEW_LAW,
    OLD_LAW,
    CalcInput,
    CalcResult,
    CalculatorError,
    Flag,
    IsoDate,
    LegalBasis,
    NonNegInt,
    Percentage,
    Regime,
    dedupe,
)
from .pcd import ESTATAL_REASON, ceil_fraction, pcd_explanation, pcd_total
from .regime import RegimeInput, RegimeResult, fmt_date, regime

PCD_DECREE_START = date(2018, 9, 25)  # DOU publication of Decreto nº 9.508/2018 (art. 11)
PERCENTAGE: dict[str, int] = {NEW_LAW: 30, OLD_LAW: 20}
MINIMUM: dict[str, int] = {NEW_LAW: 2, OLD_LAW: 3}


def reserved_count(reg: Regime | None, vacancies: int) -> int:
    """Reserved vagas for `vacancies` under `reg`, in integers only (hot path for order/result)."""
    if reg is None or vacancies < MINIMUM[reg]:
        return 0
    # floor(p*N/100 + 1/2): fractions of exactly 0,5 go up (art. 5 § 2 / art. 1 § 2 of the old law).
    return (2 * PERCENTAGE[reg] * vacancies + 100) // 200


class ReserveInput(CalcInput):
    vacancies: NonNegInt
    edital_date: IsoDate = None
    today: IsoDate = None
    # True when the vagas arose during the certame's validity (art. 1 § 2): explained, same maths.
    during_validity: Flag = False
    # PcD reserve of the edital (Decreto nº 9.508/2018) as a count or a percentage ("5%"): the ampla
    # concorrência is then what is left after both reserves.
    pcd: NonNegInt | None = None
    pcd_percentage: Percentage = None
    # Round 47 (lo47c): the body is an empresa pública or sociedade de economia mista (Decreto nº 9.508/2018, art. 1º,
    # § 2º): the edital's PcD percentage is taken without the cap of Lei nº 8.112/1990.
    pcd_estatal: Flag = False
    # Round 33 (lo2): the edital is still to be published (`RegimeInput.to_be_published`): the regime step says so.
    to_be_published: Flag = False
    law_supposed: Flag = False  # Round 55 (g4): only the law supposed, `edital_date` its stand-in (`RegimeInput`)
    # Round 39: the count the new vagas (`during_validity`) were added to, when the new vagas' share is asked: the
    # result's `vacancies`/`reserved`/`open` are the new vagas', the whole's figures follow (`_new_vagas`).
    prior_vacancies: NonNegInt | None = None


class ReserveResult(CalcResult):
    applies: bool
    reserved: int
    open: int
    percentage: int | None
    fraction: str | None
    minimum: int | None
    vacancies: int
    regime: Regime | None
    enrol_through_reserve: bool
    # Lei 15.142 with an edital after Decreto nº 12.536/2025: each group's exact share (never rounded).
    groups: list[GroupShare] = []
    decree_note: str | None = None  # Round 55 (lo55b): an edital of the decree's own day, which it may not reach
    pcd: int | None = None  # PcD vagas when a PcD count or percentage was given
    pcd_given: bool = False  # True when the edital's PcD count was given (not computed from a percentage)
    pcd_estatal: bool = False  # Round 47 (lo47c): the PcD basis is art. 1º, § 2º (empresa pública / SEM)
    # Round 50 (lo50b): with a PcD percentage, how the count came: the rate ("5%"), its exact share ("0,15") and that
    # share rounded up (art. 1º, § 3º), which exceeds `pcd` when the 20% ceiling of Lei 8.112 decided it.
    pcd_rate: str | None = None
    pcd_exact: str | None = None
    pcd_rounded: int | None = None
    # Round 39 (f42a): with `prior_vacancies`, the reserve on the whole (earlier + new vagas) and on the earlier count.
    whole_vacancies: int | None = None
    whole_reserved: int | None = None
    prior_reserved: int | None = None


def _plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def open_after_pcd_step(vacancies: int, reserved: int, pcd: int) -> str:
    """The ampla concorrência once the PcD vagas are taken too (the racial step before it counts only the reserve)."""
    return (f"Ampla concorrência, descontadas também as vagas PcD: {vacancies} − {reserved} − {pcd} "
            f"= {_plural(vacancies - reserved - pcd, 'vaga', 'vagas')}.")


def reserve(inp: ReserveInput | dict[str, Any]) -> ReserveResult:
    inp = ReserveInput.model_validate(inp)
    if inp.prior_vacancies is not None:
        return _new_vagas(inp)
    reg_res = _regime_of(inp)  # once: the reserve and the decree/PcD steps below need the same edital date
    res = _racial_reserve(inp, reg_res)
    steps, basis = list(res.explanation), list(res.legal_basis)
    update: dict[str, Any] = {}
    edital = reg_res.edital_date
    if res.regime == NEW_LAW and res.applies:
        _groups_steps(res, edital, steps, basis, update)
    if inp.pcd is not None and inp.pcd_percentage is not None:
        raise CalculatorError("vagas PcD", "vagas PcD: informe o número ou o percentual, não os dois.", "pcd")
    update["pcd_estatal"] = inp.pcd_estatal
    if inp.pcd_estatal and inp.pcd is None and inp.pcd_percentage is None:
        # Round 47 (lo47c): no default percentage for an estatal (art. 1º, § 2º): no PcD figure, the reason told
        steps.append(f"Vagas PcD: {ESTATAL_REASON}; sem esse número, não há vagas PcD calculadas.")
        basis.append(lb.D_ART1_PAR2)
    if inp.pcd is not None or inp.pcd_percentage is not None:
        if edital < PCD_DECREE_START:
            steps.append(f"O Decreto nº 9.508/2018 vale desde 25/09/2018; para um edital de {fmt_date(edital)} "
                         "confira a norma então vigente (o cálculo abaixo usa a regra atual).")
        pcd_steps, pcd_basis = pcd_explanation(res.vacancies, inp.pcd, inp.pcd_percentage, inp.pcd_estatal)
        pcd = pcd_total(res.vacancies, inp.pcd, inp.pcd_percentage, inp.pcd_estatal)
        if res.reserved + pcd > res.vacancies:
            raise CalculatorError("vagas PcD", f"vagas PcD: {pcd} vagas PcD mais {res.reserved} reservadas excedem "
                                  + ("a 1 vaga." if res.vacancies == 1 else f"as {res.vacancies} vagas."), "pcd")
        steps += pcd_steps
        steps.append(open_after_pcd_step(res.vacancies, res.reserved, pcd))
        basis += pcd_basis
        update.update(pcd=pcd, open=res.open - pcd, pcd_given=inp.pcd is not None, pcd_estatal=inp.pcd_estatal)
        if inp.pcd_percentage is not None:
            exact = inp.pcd_percentage * res.vacancies
            update.update(pcd_rate=percent(inp.pcd_percentage), pcd_exact=fmt_decimal(exact),
                          pcd_rounded=ceil_fraction(exact))
    return res.model_copy(update={**update, "explanation": steps, "legal_basis": dedupe(basis)})


def _new_vagas(inp: ReserveInput) -> ReserveResult:
    """Vagas that arose during validity, asked on their own ("mais 10 vagas, quantas de cota?").

    The percentage reaches the totality, earlier and new vagas together (art. 1º, § 2º; art. 5º, § 4º), so the new
    vagas' reserve is the whole's minus the earlier one — not the percentage of the new vagas alone, which differs
    whenever the roundings or the minimum do (4 + 1 vagas: 2 − 1 = 1 new reserved, where 1 vaga alone reserves none).
    """
    prior, new = inp.prior_vacancies or 0, inp.vacancies
    whole = reserve(inp.model_copy(update={"vacancies": prior + new, "prior_vacancies": None,
                                           "during_validity": True, "pcd": None, "pcd_percentage": None}))
    before = reserved_count(whole.regime, prior)
    added = whole.reserved - before
    step = (f"Vagas novas: no conjunto de {prior} + {new} = {prior + new} vagas, "
            f"{_plural(whole.reserved, 'reservada', 'reservadas')}; as {prior} vagas anteriores tinham {before}; "
            f"das {_plural(new, 'vaga nova', 'vagas novas')}, {whole.reserved} − {before} = "
            f"{_plural(added, 'reservada', 'reservadas')}.")
    return whole.model_copy(update={
        "vacancies": new, "reserved": added, "open": new - added, "groups": [],
        "whole_vacancies": prior + new, "whole_reserved": whole.reserved, "prior_reserved": before,
        "explanation": [*whole.explanation, step]})


def _groups_steps(res: ReserveResult, edital: date, steps: list[str], basis: list[LegalBasis],
                  update: dict[str, Any]) -> None:
    """The decree's split, as exact shares; the integers per group are the regulation's and the edital's."""
    basis.append(lb.N_ART1_PAR1)  # the law delegates the indígenas/quilombolas vagas to the regulation
    reach = decree_reach(edital)
    if reach.note:  # the decree's own day: maybe reached, so no split is given as the edital's, and the doubt is said
        steps.append(f"Divisão por grupo: {reach.note} Enquanto isso não se confirma, a divisão entre os grupos é a "
                     "do próprio edital.")
        update["decree_note"] = reach.note
        return
    if not reach.reached:
        steps.append(f"Divisão por grupo: o {DECREE} (27/06/2025) não alcança editais já publicados; "
                     f"para este edital ({fmt_date(edital)}) a divisão entre os grupos é a do próprio edital.")
        return
    shares = group_shares(res.vacancies)
    parts = [f"{g.group} {g.percentage}% = {g.integer if g.integer is not None else _share_text(g.fraction)}"
             for g in shares]
    steps.append(f"Divisão por grupo segundo o {DECREE} (regulamento; resumo, não é o texto oficial), sobre "
                 f"{res.vacancies} vagas: " + "; ".join(parts) + ".")
    if any(g.integer is None for g in shares):
        steps.append("Parcela fracionada de um grupo: mostramos a fração exata; o número inteiro de cada grupo é "
                     "definido pelo regulamento e pelo edital (não arredondamos). O total reservado segue a regra "
                     f"da lei: {res.reserved}.")
    update["groups"] = shares


def _share_text(fraction: str) -> str:
    q = Fraction(fraction)
    return f"{fraction} ({fmt_decimal(q)})" if fmt_decimal(q) != fraction else fraction


def _regime_of(inp: ReserveInput) -> RegimeResult:
    return regime(RegimeInput(edital_date=inp.edital_date, today=inp.today, to_be_published=inp.to_be_published,
                                 law_supposed=inp.law_supposed))


def racial_reserve(inp: ReserveInput) -> ReserveResult:
    """The law's reserve alone (no group split, no PcD): what order/position/result build on."""
    return _racial_reserve(inp, _regime_of(inp))


def _racial_reserve(inp: ReserveInput, reg_res: RegimeResult) -> ReserveResult:
    reg = reg_res.regime
    n = inp.vacancies
    steps = list(reg_res.explanation)
    basis = []
    if reg is None:
        steps.append(f"Com {_plural(n, 'vaga', 'vagas')}, nenhuma vaga é reservada por estas leis.")
        return ReserveResult(
            applies=False, reserved=0, open=n, percentage=None, fraction=None, minimum=None,
            vacancies=n, regime=None, enrol_through_reserve=False,
            legal_basis=reg_res.legal_basis, explanation=steps,
        )
    pct = PERCENTAGE[reg]
    minimum = MINIMUM[reg]
    exact = Fraction(pct * n, 100)
    new = reg == NEW_LAW
    if new:
        basis += [lb.N_ART1_CPT, lb.N_ART1_PAR2, lb.N_ART5_CPT]
        steps.append(
            f"Número de vagas: {n}. O percentual incide sobre todas as vagas do edital e também sobre as "
            "que surgirem durante a validade do certame (art. 1º, § 2º)"
            + (": o cálculo abaixo usa o novo total." if inp.during_validity else ".")
        )
    else:
        basis += [lb.O_ART1_CPT, lb.O_ART1_PAR1]
        steps.append(f"Número de vagas: {n}.")
        if inp.during_validity:
            steps.append(
                "A Lei nº 12.990/2014 não tem regra expressa para vagas surgidas durante a validade; "
                f"o cálculo abaixo aplica os {PERCENTAGE[OLD_LAW]}% ao novo total de vagas (confira o edital)."
            )
    where_min = "art. 5º, caput" if new else "art. 1º, § 1º"
    if n < minimum:
        enrol = new
        what = "0 vagas (só cadastro de reserva)" if n == 0 else _plural(n, "vaga", "vagas")
        steps.append(
            f"Com {what}, abaixo do mínimo de {minimum}, a reserva não se aplica "
            f"({where_min}): 0 vagas reservadas, {n} de ampla concorrência."
        )
        if new:
            basis += [lb.N_ART5_PAR3, lb.N_ART5_PAR4]
            steps.append(
                "Mesmo assim, pessoas pretas, pardas, indígenas e quilombolas podem se inscrever pela reserva "
                "(art. 5º, § 3º); se surgirem novas vagas durante a validade, a reserva e a nomeação dos "
                "aprovados pela reserva serão observadas (art. 5º, § 4º)."
            )
        else:
            steps.append("A Lei nº 12.990/2014 não prevê inscrição pela reserva nesse caso.")
        return ReserveResult(
            applies=False, reserved=0, open=n, percentage=pct, fraction=_frac_str(exact), minimum=minimum,
            vacancies=n, regime=reg, enrol_through_reserve=enrol,
            legal_basis=dedupe(basis + reg_res.legal_basis), explanation=steps,
        )
    reserved = reserved_count(reg, n)
    steps.append(f"A reserva se aplica: {n} vagas é igual ou superior ao mínimo de {minimum} ({where_min}).")
    head = f"{pct}% de {n} vagas = {fmt_decimal(exact)}"
    if exact.denominator == 1:
        basis.append(lb.N_ART5_PAR2 if new else lb.O_ART1_PAR2)
        where = "art. 5º, § 2º" if new else "art. 1º, § 2º"
        steps.append(f"{head}; número inteiro, sem fração a arredondar ({where}) = "
                     f"{_plural(reserved, 'vaga reservada', 'vagas reservadas')}.")
    elif exact - (exact.numerator // exact.denominator) >= Fraction(1, 2):
        basis.append(lb.N_ART5_PAR2_INC1 if new else lb.O_ART1_PAR2)
        where = "art. 5º, § 2º, I" if new else "art. 1º, § 2º"
        steps.append(f"{head}; fração igual ou maior que 0,5: arredonda para cima ({where}) = "
                     f"{_plural(reserved, 'vaga reservada', 'vagas reservadas')}.")
    else:
        basis.append(lb.N_ART5_PAR2_INC2 if new else lb.O_ART1_PAR2)
        where = "art. 5º, § 2º, II" if new else "art. 1º, § 2º"
        steps.append(f"{head}; fração menor que 0,5: arredonda para baixo ({where}) = "
                     f"{_plural(reserved, 'vaga reservada', 'vagas reservadas')}.")
    steps.append(f"Ampla concorrência: {n} − {reserved} = {_plural(n - reserved, 'vaga', 'vagas')}.")
    return ReserveResult(
        applies=True, reserved=reserved, open=n - reserved, percentage=pct, fraction=_frac_str(exact),
        minimum=minimum, vacancies=n, regime=reg, enrol_through_reserve=new,
        legal_basis=dedupe(basis + reg_res.legal_basis), explanation=steps,
    )


def _frac_str(q: Fraction) -> str:
    return str(q)  # "9/2", or "3" when whole
