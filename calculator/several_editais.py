"""Several editais asked at once ("2 editais de 2 vagas cada", "um edital com 2 vagas e outro com 3").

Each edital is its own base: the percentage is applied to the vagas of that edital (Lei nº 15.142/2025, art. 1º, § 2º;
Lei nº 12.990/2014, art. 1º, caput, with its minimum of 3 vagas per concurso, § 1º), each with its own minimum and
rounding; the figures of the editais are then summed, never recomputed on their joined vagas as if they were one
edital. Under the new law, splitting one certame's vagas into several editais to the reserve's loss is what art. 5º,
§ 1º tells the regulation to prevent: said beside the figures, with that dispositivo.
"""
from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field

from . import legal_basis as lb
from .models import NEW_LAW, CalcInput, CalcResult, IsoDate, LegalBasis, PosInt, Regime, counted, dedupe
from .regime import RegimeInput, regime
from .reserve import ReserveInput, racial_reserve

MAX_EDITAIS = 50
SEVERAL_EDITAIS: Literal["several_editais"] = "several_editais"  # the result's `kind`


class SeveralEditaisInput(CalcInput):
    # the vagas of each edital, in the order told (at least two editais)
    vacancies: Annotated[list[PosInt], Field(min_length=2, max_length=MAX_EDITAIS)]
    edital_date: IsoDate = None  # one publication date for all of them (today's when not told)
    today: IsoDate = None


class EditalShare(BaseModel):
    label: str  # "Edital 1", "Edital 2"...: the editais told only by their order
    vacancies: int
    reserved: int
    open: int
    applies: bool  # the edital reaches the law's minimum (Lei 15.142 art. 5º, caput / Lei 12.990 art. 1º, § 1º)


class SeveralEditaisResult(CalcResult):
    # the result's kind: the assistant answers it as its `edital` operation (a table of several rows), drawn by edital
    kind: Literal["several_editais"] = SEVERAL_EDITAIS
    editais: list[EditalShare]
    reserved_sum: int  # the editais' reserves summed, each computed on its own vagas
    vacancies_sum: int
    open_sum: int
    percentage: int | None
    minimum: int | None
    regime: Regime | None
    split_rule: bool  # the new law's rule against splitting vagas across certames (art. 5º, § 1º) is cited


def several_editais(inp: SeveralEditaisInput | dict[str, Any]) -> SeveralEditaisResult:
    inp = SeveralEditaisInput.model_validate(inp)
    reg = regime(RegimeInput(edital_date=inp.edital_date, today=inp.today))
    steps = list(reg.explanation)
    basis: list[LegalBasis] = list(reg.legal_basis)
    shares: list[EditalShare] = []
    percentage = minimum = None
    for i, n in enumerate(inp.vacancies, 1):
        res = racial_reserve(ReserveInput(vacancies=n, edital_date=inp.edital_date, today=inp.today))
        percentage, minimum = res.percentage, res.minimum
        basis += res.legal_basis
        # the rounding (or the minimum not reached) of this edital, as the one-edital reserve words it
        why = next((s for s in res.explanation if s.startswith(f"{res.percentage}% de") or "abaixo do mínimo" in s),
                   f"{counted(res.reserved, 'vaga reservada', 'vagas reservadas')}.")
        steps.append(f"Edital {i} ({counted(n, 'vaga', 'vagas')}): {why[:1].lower()}{why[1:]}")
        shares.append(EditalShare(label=f"Edital {i}", vacancies=n, reserved=res.reserved, open=res.open,
                                  applies=res.applies))
    reserved = sum(s.reserved for s in shares)
    total = sum(s.vacancies for s in shares)
    if reg.regime is not None:
        where = "art. 1º, § 2º" if reg.regime == NEW_LAW else "art. 1º, caput"
        summed = " + ".join(str(s.reserved) for s in shares)
        steps.append(f"Cada edital é contado à parte, sobre as suas próprias vagas ({where}); soma das reservas: "
                     f"{summed} = {counted(reserved, 'vaga reservada', 'vagas reservadas')}.")
    split_rule = reg.regime == NEW_LAW
    if split_rule:
        # Lei 15.142 art. 5º, § 1º: the regulation prevents splitting vagas into several certames to the reserve's loss
        basis.append(lb.N_ART5_PAR1)
        steps.append("Dividir as vagas de um mesmo certame em mais de um edital para reduzir a reserva não é "
                     "permitido: a lei manda o regulamento prever medidas contra esse fracionamento (art. 5º, § 1º).")
    return SeveralEditaisResult(
        editais=shares, reserved_sum=reserved, vacancies_sum=total, open_sum=total - reserved,
        percentage=percentage, minimum=minimum, regime=reg.regime, split_rule=split_rule,
        legal_basis=dedupe(basis), explanation=steps)
