"""Quadro de vagas: the reserve of every cargo of an edital, the totals, and the edital's own figures checked.

The reserve is computed per cargo (the edital states it per cargo: art. 1º, § 3º of Lei 12.990; the
practice under Lei 15.142) with `reserved_count`, and compared with the law's percentage on the
edital's whole ("totalidade das vagas", art. 1º, § 2º of Lei 15.142). When splitting by cargo reserves
fewer vagas, the result says so and cites the anti-splitting rule; it never picks cargos itself.
"""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, field_validator

from vocabulary import fold

from . import legal_basis as lb
from .fmt import percent
from .models import (
    FIELD_NAMES,
    NEW_LAW,
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
from .pcd import CAP_RATE, ESTATAL_REASON, MIN_PERCENTAGE, MIN_RATE, pcd_bounds, pcd_total
from .pcd_edital import pcd_on_total
from .regime import RegimeInput, regime
from .reserve import MINIMUM, PERCENTAGE, fmt_decimal, reserved_count

MAX_CARGOS = 2000
MAX_NAME_CHARS = 200

# Portuguese names of this operation's parameters, for error messages (shared table in models.py).
FIELD_NAMES.update({
    "cargos": "cargos", "name": "cargo", "declared_reserved": "reservadas no edital",
    "declared_pcd": "PcD no edital",
})


def _cargo_name(value: Any) -> Any:
    if not isinstance(value, str):
        raise ValueError("informe o nome do cargo como texto")
    name = " ".join(value.split())
    if not name:
        raise ValueError("informe o nome do cargo")
    if len(name) > MAX_NAME_CHARS:
        raise ValueError(f"o nome do cargo tem mais de {MAX_NAME_CHARS} caracteres")
    return name


CargoName = Annotated[str, BeforeValidator(_cargo_name)]


class Cargo(CalcInput):
    """One line of the quadro de vagas; `declared_*` are the figures the edital itself states."""

    name: CargoName
    vacancies: NonNegInt
    pcd_percentage: Percentage = None  # e.g. "5%"; default: the edital's `pcd_percentage`
    declared_reserved: NonNegInt | None = None
    declared_pcd: NonNegInt | None = None


def _where(i: int, name: str | None, lines: list[int] | None) -> str:
    where = f"linha {lines[i]}" if lines else f"cargo nº {i + 1}"
    return f"{where} ({name})" if name else where


def validate_cargos(items: list[Any], lines: list[int] | None = None) -> list[Cargo]:
    """Raw items (dicts or Cargo) -> Cargo list. Errors name the cargo (or the table line):
    bad fields, empty list, more than MAX_CARGOS, duplicate names (case/accent-insensitive)."""
    if not isinstance(items, list):
        raise CalculatorError("cargos", "cargos: informe uma lista de cargos.", "cargos")
    if not items:
        raise CalculatorError("cargos", "cargos: informe pelo menos um cargo com o número de vagas.", "cargos")
    if len(items) > MAX_CARGOS:
        extra = f" (a {_where(MAX_CARGOS, None, lines)} é o {MAX_CARGOS + 1}º)" if lines else ""
        raise CalculatorError(
            "cargos", f"cargos: no máximo {MAX_CARGOS:_} cargos por edital; foram informados "
            f"{len(items):_}{extra}.".replace("_", "."), "cargos")
    out: list[Cargo] = []
    seen: dict[str, int] = {}
    for i, item in enumerate(items):
        if not isinstance(item, (dict, Cargo)):
            raise CalculatorError("cargos", f"cargos: {_where(i, None, lines)} deve ser um objeto com nome e vagas.",
                                  f"cargos[{i}]")
        raw_name = item.get("name") if isinstance(item, dict) else getattr(item, "name", None)
        shown = " ".join(raw_name.split())[:60] if isinstance(raw_name, str) else None
        try:
            cargo = Cargo.model_validate(item)
        except CalculatorError as exc:
            raise CalculatorError(exc.field, f"{_where(i, shown, lines)}, {exc.message}",
                                  f"cargos[{i}].{exc.param}") from None
        key = fold(cargo.name)
        if key in seen:
            first = seen[key]
            raise CalculatorError(
                "cargo", f"cargo: o cargo \"{cargo.name}\" aparece duas vezes ({_where(first, None, lines)} e "
                f"{_where(i, None, lines)}); cada cargo deve ter uma única linha.", f"cargos[{i}].name")
        seen[key] = i
        out.append(cargo)
    return out


class EditalInput(CalcInput):
    cargos: list[Cargo]
    edital_date: IsoDate = None
    today: IsoDate = None
    pcd_percentage: Percentage = None  # PcD percentage of every cargo that does not give its own
    # Round 48 (lo48a): an empresa pública or sociedade de economia mista (Decreto nº 9.508/2018, art. 1º, § 2º): PcD
    # figures by calculator.pcd with no 5% floor or 20% cap checked (`ReserveInput.pcd_estatal`).
    pcd_estatal: Flag = False

    @field_validator("cargos", mode="before")
    @classmethod
    def _cargos(cls, value: Any) -> Any:
        return validate_cargos(value)


class CargoResult(BaseModel):
    name: str
    vacancies: int
    reserved: int
    open: int  # ampla concorrência: vagas − reserved − pcd
    applies: bool  # the per-cargo reserve minimum is met
    fraction: str | None  # exact percentage × vagas / 100 ("3/2"), null without regime
    pcd: int | None  # only when a PcD percentage applies to this cargo
    declared_reserved: int | None
    declared_pcd: int | None
    matches: bool | None  # null when the edital declared nothing for this cargo
    issue: str | None  # why it does not match: the right figure and the rule


class EditalResult(CalcResult):
    cargos: list[CargoResult]
    vacancies_total: int
    reserved_total: int  # sum of the per-cargo reserve
    reserved_on_total: int  # the percentage on the edital's total vagas (art. 1º, § 2º)
    open_total: int
    pcd_total: int | None  # sum of the per-cargo PcD figures
    # Decreto 9.508, art. 1º, § 4º, I: the PcD percentage on the edital's total vagas; null when cargos differ in it
    pcd_on_total: int | None = None
    pcd_note: str | None = None  # pcd_total < pcd_on_total: the decree's rule, in plain Portuguese
    declared_reserved_total: int | None  # sum of the declared figures when every cargo declares one
    below_minimum: list[str]  # cargos where the per-cargo reserve does not apply
    mismatches: list[str]  # cargos whose declared figures are wrong
    split_note: str | None  # reserved_total < reserved_on_total: plain Portuguese, with the rule
    regime: Regime | None
    percentage: int | None
    minimum: int | None


def _br(n: int) -> str:
    return f"{n:,}".replace(",", ".")


def _vagas(n: int) -> str:
    return f"{_br(n)} vaga" if n == 1 else f"{_br(n)} vagas"


def _n(n: int, one: str, many: str) -> str:
    return f"{_br(n)} {one if n == 1 else many}"


@lru_cache(maxsize=4096)  # a quadro repeats the same few vaga counts
def _rule(reg: Regime, n: int) -> tuple[str, LegalBasis]:
    """How the law gets this cargo's reserve, in a few words, and the dispositivo that says so."""
    new = reg == NEW_LAW
    pct, minimum = PERCENTAGE[reg], MINIMUM[reg]
    if n < minimum:
        where = "art. 5º, caput" if new else "art. 1º, § 1º"
        return (f"{_vagas(n)}, abaixo do mínimo de {minimum} ({where}): sem reserva",
                lb.N_ART5_CPT if new else lb.O_ART1_PAR1)
    exact = Fraction(pct * n, 100)
    r = reserved_count(reg, n)
    head = f"{pct}% de {_br(n)} = {fmt_decimal(exact)}"
    if exact.denominator == 1:
        return (f"{head}, número inteiro ({'art. 5º, § 2º' if new else 'art. 1º, § 2º'})",
                lb.N_ART5_PAR2 if new else lb.O_ART1_PAR2)
    if exact - exact.numerator // exact.denominator >= Fraction(1, 2):
        where, basis = ("art. 5º, § 2º, I", lb.N_ART5_PAR2_INC1) if new else ("art. 1º, § 2º", lb.O_ART1_PAR2)
        return f"{head}, fração igual ou maior que 0,5 arredonda para cima ({where}) = {r}", basis
    where, basis = ("art. 5º, § 2º, II", lb.N_ART5_PAR2_INC2) if new else ("art. 1º, § 2º", lb.O_ART1_PAR2)
    return f"{head}, fração menor que 0,5 arredonda para baixo ({where}) = {r}", basis


def _pcd_issue(c: Cargo, p: Fraction | None, pcd: int | None, estatal: bool = False) -> str | None:
    d, n = c.declared_pcd, c.vacancies
    if d is None:
        return None
    if p is not None:
        if d == pcd:
            return None
        if estatal:  # Round 48 (lo48a): art. 1º, § 2º: no cap of Lei 8.112
            return (f"PcD: o edital declara {d}, mas {percent(p)} de {_vagas(n)}, com fração arredondada para cima, dá "
                    f"{pcd} (Decreto nº 9.508/2018, art. 1º, §§ 2º e 3º).")
        return (f"PcD: o edital declara {d}, mas {percent(p)} de {_vagas(n)}, com fração arredondada para cima e no "
                f"máximo {CAP_RATE} das vagas, dá {pcd} (Decreto nº 9.508/2018, art. 1º, §§ 1º e 3º).")
    bounds = pcd_bounds(n, estatal)
    if bounds is None:  # an estatal's count follows art. 93 of Lei 8.213 (§ 2º): not checked here, said in the steps
        return None
    low, cap = bounds
    if low <= d <= cap:
        return None
    return (f"PcD: o edital declara {d}, mas com {_vagas(n)} o Decreto nº 9.508/2018 pede pelo menos {MIN_RATE} com "
            f"fração arredondada para cima (art. 1º, §§ 1º e 3º), sem passar de {CAP_RATE} das vagas: entre {low} e {cap}.")


def _names(names: list[str], limit: int = 30) -> str:
    return ", ".join(names[:limit]) + (" e outros" if len(names) > limit else "")


def _law_intro(reg: Regime | None) -> tuple[list[LegalBasis], str]:
    if reg is None:
        return [], "Sem lei de cotas raciais aplicável, nenhum cargo tem vagas reservadas."
    pct, minimum = PERCENTAGE[reg], MINIMUM[reg]
    if reg == NEW_LAW:
        return [lb.N_ART1_CPT, lb.N_ART5_CPT, lb.N_ART5_PAR2], (
            f"A reserva de {pct}% é calculada em cada cargo, como o edital a especifica, aplicando a cada um o "
            f"mínimo de {minimum} vagas (art. 5º, caput) e o arredondamento do art. 5º, § 2º; a lei toma como "
            "base a totalidade das vagas do edital (art. 1º, § 2º), comparada abaixo.")
    return [lb.O_ART1_CPT, lb.O_ART1_PAR3, lb.O_ART1_PAR1, lb.O_ART1_PAR2], (
        f"O edital especifica a reserva de cada cargo (art. 1º, § 3º): {pct}% das vagas do cargo, com o mínimo "
        f"de {minimum} vagas (art. 1º, § 1º) e o arredondamento do art. 1º, § 2º.")


def _cargo(c: Cargo, reg: Regime | None, p: Fraction | None,
           estatal: bool = False) -> tuple[CargoResult, str, LegalBasis | None]:
    """One cargo's row, the rule in words and the dispositivo behind its figure."""
    n = c.vacancies
    reserved = reserved_count(reg, n)
    pcd = pcd_total(n, None, p, estatal) if p is not None else None
    rule, basis = _rule(reg, n) if reg is not None else ("sem lei de cotas raciais aplicável", None)
    issues: list[str] = []
    if c.declared_reserved is not None and c.declared_reserved != reserved:
        text = (f"O edital declara {_n(c.declared_reserved, 'vaga reservada', 'vagas reservadas')}, "
                f"mas o correto por cargo é {reserved}: {rule}.")
        if reg == NEW_LAW and c.declared_reserved > reserved:
            text += (" Mais vagas reservadas neste cargo só se explicam se o edital distribuiu a reserva "
                     "sobre a totalidade das vagas (art. 1º, § 2º); confira o critério no edital.")
        issues.append(text)
    pcd_issue = _pcd_issue(c, p, pcd, estatal)
    if pcd_issue:
        issues.append(pcd_issue)
    # an estatal's declared PcD count with no percentage is not checked (§ 2º), so it confirms nothing
    declared = c.declared_reserved is not None or c.declared_pcd is not None and (p is not None or not estatal)
    row = CargoResult(
        name=c.name, vacancies=n, reserved=reserved, open=n - reserved - (pcd or 0),
        applies=reg is not None and n >= MINIMUM[reg],
        fraction=str(Fraction(PERCENTAGE[reg] * n, 100)) if reg else None, pcd=pcd,
        declared_reserved=c.declared_reserved, declared_pcd=c.declared_pcd,
        matches=(not issues) if declared else None, issue=" ".join(issues) or None,
    )
    return row, rule, basis


def _split_note(reg: Regime, reserved_total: int, reserved_on_total: int, total: int) -> str:
    pct = PERCENTAGE[reg]
    art = "a" if reserved_on_total == 1 else "as"  # Round 36 (f38b): "menos que a 1", never "as 1"
    if reg == NEW_LAW:
        return (
            f"Calculada cargo a cargo, a reserva soma {_n(reserved_total, 'vaga', 'vagas')}, menos que "
            f"{art} {_br(reserved_on_total)} que os {pct}% dariam sobre a totalidade das {_br(total)} vagas do edital, "
            "a base de cálculo do art. 1º, § 2º, da Lei nº 15.142/2025. A lei manda o regulamento prever medidas "
            "para evitar que o fracionamento de vagas prejudique a reserva (art. 5º, § 1º), e o MGI já usou "
            "sorteio público para definir em quais cargos com poucas vagas ficariam as vagas reservadas. O edital "
            "deve dizer como distribuiu a reserva entre os cargos; esta calculadora não escolhe cargos.")
    return (
        "Calculada cargo a cargo, como a Lei nº 12.990/2014 pede (o edital especifica a reserva de cada cargo, "
        f"art. 1º, § 3º), a reserva soma {_n(reserved_total, 'vaga', 'vagas')}, menos que "
        f"{art} {_br(reserved_on_total)} que os {pct}% dariam sobre o total de {_br(total)} vagas. Confira no edital "
        "como a reserva foi distribuída; esta calculadora não escolhe cargos.")


def edital(inp: EditalInput | dict[str, Any]) -> EditalResult:
    inp = EditalInput.model_validate(inp)
    reg_res = regime(RegimeInput(edital_date=inp.edital_date, today=inp.today))
    reg = reg_res.regime
    new = reg == NEW_LAW
    pct = PERCENTAGE[reg] if reg else None
    minimum = MINIMUM[reg] if reg else None
    limit = 30  # the table carries every cargo; the steps show the first ones
    total = sum(c.vacancies for c in inp.cargos)
    basis, intro = _law_intro(reg)
    steps = list(reg_res.explanation)
    steps += [f"Quadro com {_n(len(inp.cargos), 'cargo', 'cargos')} e {_vagas(total)} no total.", intro]

    rows: list[CargoResult] = []
    pcts: list[Fraction | None] = []
    for c in inp.cargos:
        p = c.pcd_percentage if c.pcd_percentage is not None else inp.pcd_percentage
        row, rule, rule_basis = _cargo(c, reg, p, inp.pcd_estatal)
        rows.append(row)
        pcts.append(p)
        if rule_basis is not None:
            basis.append(rule_basis)
        if reg is not None and len(rows) <= limit:
            steps.append(f"{c.name}: {rule}; {_n(row.reserved, 'reservada', 'reservadas')}, "
                         f"{_br(row.open)} de ampla concorrência" + (f", {row.pcd} PcD." if p is not None else "."))
    if reg is not None and len(rows) > limit:
        steps.append(f"… e mais {_n(len(rows) - limit, 'cargo', 'cargos')} (ver a tabela).")

    below = [r.name for r in rows if reg is not None and not r.applies]
    if below and new:
        basis += [lb.N_ART5_PAR3, lb.N_ART5_PAR4]
        steps.append(f"Sem reserva por ter menos de {minimum} vagas: {_names(below, limit)}. Mesmo assim, pessoas "
                     "pretas e pardas, indígenas e quilombolas podem se inscrever pela reserva nesses cargos "
                     "(art. 5º, § 3º), e a reserva é observada se surgirem novas vagas durante a validade "
                     "(art. 5º, § 4º).")
    elif below:
        steps.append(f"Sem reserva por ter menos de {minimum} vagas: {_names(below, limit)}; a Lei nº 12.990/2014 "
                     "não prevê inscrição pela reserva nesses cargos.")

    reserved_total = sum(r.reserved for r in rows)
    reserved_on_total = reserved_count(reg, total)
    split_note = None
    if reg is not None:
        steps.append(f"Soma por cargo: {_n(reserved_total, 'vaga reservada', 'vagas reservadas')}.")
        on_total, on_total_basis = _rule(reg, total)
        basis.append(on_total_basis)
        if new:
            basis.append(lb.N_ART1_PAR2)
            steps.append(f"O percentual sobre a totalidade das {_vagas(total)} do edital (art. 1º, § 2º) daria: "
                         f"{on_total}.")
        else:
            steps.append(f"Só como referência, o percentual sobre o total de {_vagas(total)} daria: {on_total}.")
        if reserved_total < reserved_on_total:
            basis += [lb.N_ART5_PAR1] if new else []
            split_note = _split_note(reg, reserved_total, reserved_on_total, total)
        elif reserved_total > reserved_on_total:
            steps.append("A soma por cargo é maior que o percentual sobre o total porque cada cargo arredonda "
                         "a sua fração separadamente.")

    any_pcd = any(p is not None for p in pcts)
    pcd_sum: int | None = None
    on_total_pcd = None
    if inp.pcd_estatal and (any_pcd or any(c.declared_pcd is not None for c in inp.cargos)):
        basis.append(lb.D_ART1_PAR2)
        steps.append(f"Vagas PcD: {ESTATAL_REASON}.")
    if any_pcd:
        pcd_sum = sum(r.pcd or 0 for r in rows)
        basis += [lb.D_ART1_PAR3] if inp.pcd_estatal else [lb.D_ART1_PAR1, lb.D_ART1_PAR3]
        cap = "" if inp.pcd_estatal else f", sem passar de {CAP_RATE} das vagas do cargo"
        steps.append(f"Vagas PcD (Decreto nº 9.508/2018, não destas leis): o percentual de cada cargo, com fração "
                     f"arredondada para cima (art. 1º, § 3º){cap}: {_br(pcd_sum)} no total.")
        on_total_pcd = pcd_on_total(total, pcd_sum, pcts, inp.pcd_estatal)
        if on_total_pcd is not None:
            basis += on_total_pcd.legal_basis
            # (Round 52, lo52a: the rate and product shown are the ones `pcd_on_total` computed the figure from)
            steps.append(f"Sobre o total das {_vagas(total)} do edital (art. 1º, § 4º, I): "
                         f"{percent(on_total_pcd.percentage)} de {_br(total)} = {fmt_decimal(on_total_pcd.exact)}, "
                         "arredondado para cima"
                         f"{'' if inp.pcd_estatal else f' e no limite de {CAP_RATE}'}: "
                         f"{_n(on_total_pcd.pcd_on_total, 'vaga PcD', 'vagas PcD')}.")
            if on_total_pcd.note:
                steps.append(on_total_pcd.note)
        low = [r.name for p, r in zip(pcts, rows) if p is not None and p < MIN_PERCENTAGE]
        if low and not inp.pcd_estatal:
            steps.append(f"Percentual PcD abaixo do mínimo de {MIN_RATE} (art. 1º, § 1º, administração direta, "
                         f"autarquias e fundações) em: {_names(low, limit)}.")

    mismatches = [r.name for r in rows if r.matches is False]
    if mismatches:
        steps.append(f"Números do edital que não conferem: {_names(mismatches, limit)} (ver a coluna de "
                     "divergências).")
    elif any(r.matches is not None for r in rows):
        steps.append("Os números declarados pelo edital conferem com o cálculo.")
    declared = [c.declared_reserved for c in inp.cargos]
    return EditalResult(
        cargos=rows, vacancies_total=total, reserved_total=reserved_total, reserved_on_total=reserved_on_total,
        open_total=sum(r.open for r in rows), pcd_total=pcd_sum,
        pcd_on_total=on_total_pcd.pcd_on_total if on_total_pcd else None,
        pcd_note=on_total_pcd.note if on_total_pcd else None,
        declared_reserved_total=sum(d for d in declared if d is not None) if None not in declared else None,
        below_minimum=below, mismatches=mismatches, split_note=split_note, regime=reg, percentage=pct,
        minimum=minimum, legal_basis=dedupe(basis + reg_res.legal_basis), explanation=steps,
    )
