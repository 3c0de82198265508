"""Intent `reserve`: how many vagas are reserved (calculator.reserve)."""
from __future__ import annotations

import re
from datetime import date
from typing import Any

import calculator
from calculator import EligibilityInput, ReserveInput, ReserveResult
from vocabulary import BENEFICIARIES, LABEL

from ..models import Assumption
from ..plan import ReservePlan
from .common import agree, pcd_assumption, vacancies_assumption, vagas, when
from .eligibility import coverage_input

# Cue words of a question about how many vagas are reserved (folded text).
RESERVE_CUE = re.compile(
    r"\bquant[ao]s\b|\bnumero de vagas\b|\bquantidade\b|\b(?:ha|existe|tem|havera|teria|terá) reserva\b"
    r"|\breservad|\bcotas?\b|\bcotistas?\b|\breserva\b|\bpercentual\b|\bporcentagem\b|\bcalcul"
    # "10 vagas, das quais 3 para negros: está certo?" (a count to check, with the vagas given)
    r"|\bvagas? (?:sao |ficam |vao )?(?:para|pra) (?:os |as )?(?:negr|pret|pard|indigen|quilombol)"
    r"|\b(?:esta|estaria|e|ta) (?:certo|correto)\b"
)
STRONG_RESERVE_CUE = re.compile(
    r"\bquant[ao]s\b.*\b(?:reservad|cotas?|cotistas?|negr|pret|pard|indigen|quilombol)"
    r"|\bnumero de vagas reservad|\bcalcul\w* (?:a |as )?(?:reserva|vagas|cotas)"
)

NAME = "reserve"
REQUIRED = ("vacancies",)


def build(params: dict[str, Any], today: date) -> ReservePlan:
    d, end, text, told = when(params, today)
    inp = ReserveInput(vacancies=params["vacancies"], edital_date=d, today=today)
    groups = [g for g in (params.get("groups") or []) if g != "pcd"]
    coverage: EligibilityInput | None = None
    extra: list[Assumption]
    if params.get("entity") or params.get("process") or any(g in ("branca", "amarela") for g in groups):
        coverage, extra = coverage_input(params, d, today)
    else:
        extra = [Assumption(key="entity",
                            text="sem órgão informado, considerei um concurso federal da administração direta")]
    pcd = pcd_assumption(params)
    return ReservePlan(input=inp, coverage=coverage, period_end=end, period_text=text,
                       assumptions=[vacancies_assumption(params["vacancies"]), told, *extra, *([pcd] if pcd else [])])


def compute(plan: ReservePlan) -> ReserveResult:
    return calculator.reserve(plan.input)


def headline(r: ReserveResult) -> str:
    n, reg = r.vacancies, r.regime
    if reg is None:
        return f"Com {vagas(n)}, **nenhuma vaga** é reservada: nenhuma destas leis se aplica a este edital."
    law = LABEL[reg]
    if r.applies:
        of = f"Da {vagas(n)}" if n == 1 else f"Das {vagas(n)}"
        rest = agree(r.open, "fica", "ficam", "nenhuma fica")
        return (f"{of}, **{agree(r.reserved, 'é reservada', 'são reservadas')}** a "
                f"{BENEFICIARIES[reg]} ({r.percentage}%, {law}); {rest} para a ampla concorrência.")
    extra = (" Mesmo assim, é possível se inscrever pela reserva (art. 5º, § 3º)."
             if r.enrol_through_reserve else "")
    return (f"Com {vagas(n)}, **nenhuma vaga é reservada**: pela {law}, a reserva só se aplica a partir "
            f"de {r.minimum} vagas.{extra}")


PCD_NOTE = ("As vagas para pessoas com deficiência formam outra lista (Decreto nº 9.508/2018) e não mudam o número "
            "de vagas da reserva racial; pergunte pela ordem de nomeação para ver as posições das duas listas.")
