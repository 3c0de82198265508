"""A candidate in more than one reserve (racial and PcD): in which one the person is classified.

Decreto nº 12.536/2025 (regulation of Lei nº 15.142/2025; only a sourced summary is available here, id
`REGULATION_FACT` of corpus/regulation): whoever falls under more than one reserve, the PcD one included, is classified
only in the reserve with the highest percentage; the other classifications are informative. The decree is in force
from its publication (27/06/2025) and does not reach editais already published; under Lei nº 12.990/2014 it never
applies, and each list then keeps its own place, as the edital says. Percentages compared: the law's racial 30% (art.
1º, caput) against the edital's PcD percentage (Decreto nº 9.508/2018, art. 1º, § 1º: at least 5%), stated or, from a
count, the count over the vagas. A tie is not settled by the summary: no list is picked.
"""
from __future__ import annotations

from datetime import date
from fractions import Fraction
from typing import Any, Literal

from . import legal_basis as lb
from .groups import DECREE, DECREE_DATE, decree_reach
from .models import NEW_LAW, OLD_LAW, CalcInput, CalcResult, IsoDate, NonNegInt, Percentage, PosInt, Regime

ReserveList = Literal["quota", "pcd"]  # the order's slot names of the two reserves
# The registry's fact (corpus/regulation/decreto-12536-2025.json) the assistant shows as the rule's sourced summary.
REGULATION_FACT = "mais-de-uma-reserva"
RACIAL_PERCENT = {NEW_LAW: 30, OLD_LAW: 20}  # Lei 15.142 art. 1º, caput; Lei 12.990 art. 1º, caput


class SeveralReservesInput(CalcInput):
    regime: Regime | None
    edital_date: IsoDate  # the edital's publication date the regime was read from (today's when not told)
    vacancies: PosInt
    pcd: NonNegInt | None = None  # PcD vagas of the edital, when no percentage is stated
    pcd_percentage: Percentage = None  # the edital's PcD percentage ("5%"), preferred over the count


class SeveralReservesResult(CalcResult):
    applies: bool  # the regulation's rule reaches this edital
    counted: ReserveList | None  # the reserve the person is classified in; None when the rule does not apply or ties
    informative: ReserveList | None  # the other reserve: its place is information only
    racial_percentage: int | None
    pcd_percentage: str | None  # "5" / "2,5" (per cent), exact; None when the edital has no PcD reserve
    regulation: str | None  # `REGULATION_FACT` when the rule was applied (shown as a summary, never as decree text)
    decree_note: str | None = None  # an edital of the decree's own day: it may be reached (`groups.decree_reach`)


def decree_reaches(regime: Regime | None, edital_date: date) -> bool:
    """Editais under Lei 15.142 the decree surely reaches (`calculator.groups.decree_reach`: the group split's rule)."""
    return regime == NEW_LAW and decree_reach(edital_date).reached


def decree_note(regime: Regime | None, edital_date: date) -> str | None:
    """The note for an edital of the decree's own day (it may or may not be reached); None otherwise."""
    return decree_reach(edital_date).note if regime == NEW_LAW else None


def _pct(q: Fraction) -> str:
    """A fraction of 1 as per cent, exact: "5", "2,5"; a share with no finite decimal stays a fraction ("50/3")."""
    p = q * 100
    if p.denominator == 1:
        return str(p.numerator)
    if (p * 10_000).denominator == 1:
        return f"{float(p):.4f}".rstrip("0").replace(".", ",")
    return str(p)


def several_reserves(inp: SeveralReservesInput | dict[str, Any]) -> SeveralReservesResult:
    inp = SeveralReservesInput.model_validate(inp)
    if inp.edital_date is None:
        raise ValueError("edital_date is required")  # (the callers always pass the date their regime used)
    pcd_q = inp.pcd_percentage if inp.pcd_percentage is not None else \
        Fraction(inp.pcd, inp.vacancies) if inp.pcd is not None else None
    racial = RACIAL_PERCENT.get(inp.regime) if inp.regime else None
    pcd_txt = _pct(pcd_q) if pcd_q else None
    basis = [lb.D_ART1_PAR1]
    if not decree_reaches(inp.regime, inp.edital_date):
        note = decree_note(inp.regime, inp.edital_date)
        why = ("o edital segue a Lei nº 12.990/2014, que o regulamento da Lei nº 15.142/2025 não alcança"
               if inp.regime == OLD_LAW else
               f"o edital foi publicado antes de {DECREE_DATE.strftime('%d/%m/%Y')}, e o decreto não se aplica a "
               "concursos com edital já publicado")
        basis = ([lb.O_ART1_CPT, lb.N_ART11] if inp.regime == OLD_LAW else [lb.N_ART1_CPT, lb.N_ART14]) + basis
        return SeveralReservesResult(
            applies=False, counted=None, informative=None, racial_percentage=racial, pcd_percentage=pcd_txt,
            regulation=None, legal_basis=basis, decree_note=note,
            explanation=[f"A regra do {DECREE} (classificação só na reserva de maior percentual) pode não se aplicar "
                         f"aqui: {note} Sem essa confirmação, cada lista mantém a sua posição, conforme o edital."
                         if note else
                         f"A regra do {DECREE} (classificação só na reserva de maior percentual) não se aplica aqui: "
                         f"{why}. Cada lista mantém a sua posição, conforme o edital."])
    assert racial is not None  # (NEW_LAW)
    # art. 1º, caput (the 30%), and art. 9º (nomination alternates with "outros grupos previstos na legislação"): the
    # articles the decree regulates for this rule; the PcD reserve's own percentage (Decreto 9.508, art. 1º, § 1º)
    basis = [lb.N_ART1_CPT, lb.N_ART9, *basis]
    racial_q = Fraction(racial, 100)
    counted: ReserveList | None
    if pcd_q is None or pcd_q < racial_q:
        counted, informative = "quota", "pcd"
    elif pcd_q > racial_q:
        counted, informative = "pcd", "quota"
    else:
        counted = informative = None
    if counted is None:
        step = (f"Pelo regulamento ({DECREE}, em resumo), quem está em mais de uma reserva é classificado só na de "
                f"maior percentual; aqui as duas têm {racial}%: o resumo não diz qual prevalece no empate, o edital "
                "define.")
    else:
        counted_name = f"reserva racial ({racial}%)" if counted == "quota" else f"reserva PcD ({pcd_txt}%)"
        other = (f"reserva PcD ({pcd_txt}%)" if pcd_txt else "lista PcD (o edital não tem vaga PcD)") \
            if informative == "pcd" else f"reserva racial ({racial}%)"
        step = (f"Pelo regulamento ({DECREE}, em resumo), quem está em mais de uma reserva é classificado só na de "
                f"maior percentual: conta a {counted_name}; a posição na {other} fica só como informação.")
    return SeveralReservesResult(
        applies=True, counted=counted, informative=informative, racial_percentage=racial, pcd_percentage=pcd_txt,
        regulation=REGULATION_FACT, legal_basis=basis, explanation=[step])
