"""PcD reserve of Decreto nº 9.508/2018: at least 5% of the vagas, fractions rounded up (art. 1º, §§ 1º, 3º).

The ceiling of 20% of the vagas comes from Lei nº 8.112/1990, art. 5º, § 2º, which is not in the corpus:
explanations name it as a reference and never cite it as legal basis. With the ceiling, fewer than
5 vagas give 0 PcD vagas (ceil(5% · 4) = 1 would exceed floor(20% · 4) = 0).
"""
from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from vocabulary.entities import ESTATAL_KINDS, entity_kind

from . import legal_basis as lb
from .fmt import fmt_decimal, percent
from .models import LegalBasis

MIN_PERCENTAGE = Fraction(5, 100)  # art. 1º, § 1º: "no mínimo, cinco por cento"
PCD_CAP = Fraction(1, 5)  # Lei nº 8.112/1990, art. 5º, § 2º: up to 20% of the vagas
# Round 51 (lo51b): the rates as the sentences state them, from the constants (a change of rate changes the text)
MIN_RATE, CAP_RATE = percent(MIN_PERCENTAGE), percent(PCD_CAP)
CAP_REFERENCE = f"limite de {CAP_RATE} das vagas da Lei nº 8.112/1990, art. 5º, § 2º (referência; texto fora desta base)"
# Round 47 (lo47c): art. 1º, § 2º sends empresas públicas and sociedades de economia mista to the percentages of art. 93
# of Lei nº 8.213/1991 (by the company's whole workforce, not in this base): no 5% default, and no cap of Lei 8.112
# (the statute of servidores, not of empregados). Round 48 (lo48a): either spelling of the kind, by vocabulary.entities.
ESTATAL_REASON = ("em empresa pública ou sociedade de economia mista, o Decreto nº 9.508/2018 (art. 1º, § 2º) manda "
                  "reservar os percentuais do art. 93 da Lei nº 8.213/1991, que dependem do total de empregados da "
                  f"empresa (texto fora desta base), e não o mínimo de {MIN_RATE} do § 1º: o número de vagas PcD é o que o "
                  "edital fixa")


def is_estatal(entity: str | None) -> bool:
    return entity_kind(entity) in ESTATAL_KINDS


def default_percentage(entity: str | None) -> Fraction | None:
    """The PcD percentage to assume when the edital's is not told: the 5% of § 1º, none for an estatal (§ 2º)."""
    return None if is_estatal(entity) else MIN_PERCENTAGE


def ceil_fraction(q: Fraction) -> int:
    return -((-q.numerator) // q.denominator)


def pcd_cap(vacancies: int, estatal: bool = False) -> int | None:
    """Most PcD vagas a percentage may give among `vacancies`: floor(20%) of Lei 8.112, none for an estatal (§ 2º)."""
    return None if estatal else vacancies // 5


def pcd_total(vacancies: int, count: int | None, pct: Fraction | None, estatal: bool = False) -> int:
    """PcD vagas: a count given by the edital as is; a percentage p gives min(ceil(p·N), floor(N/5)), or ceil(p·N)
    for an estatal (art. 1º, §§ 2º e 3º; the cap of Lei 8.112 is not theirs)."""
    if count is not None:
        return count
    if pct is None or pct == 0:
        return 0
    up = ceil_fraction(pct * vacancies)
    cap = pcd_cap(vacancies, estatal)
    return up if cap is None else min(up, cap)


def pcd_bounds(vacancies: int, estatal: bool = False) -> tuple[int, int] | None:
    """The PcD count the decree allows with no percentage told: (5% rounded up, 20% cap), or None for an estatal,
    whose count follows art. 93 of Lei 8.213 (§ 2º) and cannot be checked here."""
    if estatal:
        return None
    return pcd_total(vacancies, None, MIN_PERCENTAGE), vacancies // 5


def pcd_rule(vacancies: int, count: int | None, pct: Fraction | None, estatal: bool = False) -> Callable[[int], int]:
    """k -> PcD appointments due after k appointments (Decreto 9.508, art. 8º, § 1º; our formula): min(ceil(p*k), k/5),
    so the first PcD is the 5th appointment for every body; the total is `pcd_total` (an estatal's uncapped). A count K
    uses p = K/N and is completed at the N-th appointment (any leftover takes the last free places). Integer arithmetic
    only (hot loop)."""
    total = pcd_total(vacancies, count, pct, estatal)
    if total == 0:
        return lambda k: 0
    if count is not None:
        num, den = count, vacancies
    else:
        assert pct is not None  # total > 0 needs a count or a percentage
        num, den = pct.numerator, pct.denominator

    def due(k: int) -> int:
        if k >= vacancies:  # the whole count by the last appointment (an estatal's may pass k/5)
            return total
        return min(-(-num * k // den), k // 5, total)

    return due


def pcd_explanation(vacancies: int, count: int | None, pct: Fraction | None,
                    estatal: bool = False) -> tuple[list[str], list[LegalBasis]]:
    """Steps (pt-BR) and legal basis of the PcD count, as `pcd_total` computes it."""
    n = vacancies
    if estatal:
        return _estatal_explanation(n, count, pct)
    total = pcd_total(n, count, pct)
    basis = [lb.D_ART1_PAR1, lb.D_ART1_PAR4_INC1]
    steps: list[str] = []
    if count is not None:
        steps.append(f"Vagas PcD informadas pelo edital: {count} de {n} (Decreto nº 9.508/2018, art. 1º, § 1º: "
                     f"no mínimo {MIN_RATE} das vagas).")
        if n and count < ceil_fraction(MIN_PERCENTAGE * n) and ceil_fraction(MIN_PERCENTAGE * n) <= n // 5:
            steps.append(f"Atenção: {count} fica abaixo de {MIN_RATE} de {n} arredondado para cima "
                         f"({ceil_fraction(MIN_PERCENTAGE * n)}); confira o edital.")
        if count > n // 5:
            # The edital's own count is kept (a body outside Lei nº 8.112 may follow other rules), but flagged.
            steps.append(f"Atenção: {count} passa do {CAP_REFERENCE}, que com {n} vagas é {n // 5}; confira o edital.")
        return steps, basis
    if pct is None:  # callers pass a count or a percentage
        raise ValueError("pcd_explanation: informe a quantidade ou o percentual PcD")
    exact = pct * n
    p_txt = percent(pct)
    steps.append(f"Reserva PcD (Decreto nº 9.508/2018, art. 1º, § 1º: no mínimo {MIN_RATE}), aplicada ao total das "
                 f"vagas do edital (art. 1º, § 4º, I): {p_txt} de {n} = {fmt_decimal(exact)}.")
    if pct < MIN_PERCENTAGE:
        basis.append(lb.D_ART1_PAR2)
        steps.append(f"{p_txt} é menos que o mínimo de {MIN_RATE} do art. 1º, § 1º; só empresas públicas e sociedades de "
                     "economia mista seguem outros percentuais (art. 93 da Lei nº 8.213/1991, art. 1º, § 2º).")
    up = ceil_fraction(exact)
    if exact.denominator != 1:
        basis.append(lb.D_ART1_PAR3)
        steps.append(f"Número fracionado: aumentado para o primeiro inteiro subsequente (art. 1º, § 3º) = {up}.")
    cap = n // 5
    if up > cap:
        steps.append(f"Com {n} vagas, o {CAP_REFERENCE} é {cap}: vagas PcD = {total}"
                     + (" (abaixo de 5 vagas não há vaga PcD)." if cap == 0 else "."))
    else:
        steps.append(f"Vagas PcD = {total} (dentro do {CAP_REFERENCE}: até {cap}).")
    return steps, basis


def _estatal_explanation(n: int, count: int | None, pct: Fraction | None) -> tuple[list[str], list[LegalBasis]]:
    basis = [lb.D_ART1_PAR2]
    reason = ESTATAL_REASON[0].upper() + ESTATAL_REASON[1:]
    if count is not None:
        return [f"{reason}. Vagas PcD informadas pelo edital: {count} de {n}."], basis
    if pct is None:
        raise ValueError("pcd_explanation: informe a quantidade ou o percentual PcD")
    exact = pct * n
    steps = [f"{reason}. Percentual PcD do edital: {percent(pct)} de {n} = {fmt_decimal(exact)}."]
    up = ceil_fraction(exact)
    if exact.denominator != 1:
        basis.append(lb.D_ART1_PAR3)
        steps.append(f"Número fracionado: aumentado para o primeiro inteiro subsequente (art. 1º, § 3º) = {up}.")
    steps.append(f"Vagas PcD = {up} (o limite de {CAP_RATE} da Lei nº 8.112/1990 é do regime dos servidores, não dos "
                 "empregados de estatais).")
    return steps, basis
