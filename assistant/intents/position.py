"""Intent `position`: is this candidate inside the vagas (calculator.position)."""
from __future__ import annotations

import re
from datetime import date
from typing import Any

import calculator
from calculator import OrderInput, PositionInput, PositionResult

from ..models import Assumption
from ..plan import PositionPlan
from .common import after_colon, agree, ordinals, pcd_assumption, vacancies_assumption, when
from .order import pcd_args

# Cue words of a question about one's own position (folded text).
POSITION_CUE = re.compile(
    r"\bfiquei\b|\bpassei\b|\bestou (?:em|na|no)\b|\bsou (?:o|a) \d|\bminha (?:posicao|colocacao|classificacao)"
    r"|\bserei (?:nomead|chamad|convocad)|\bvou ser (?:nomead|chamad|convocad)|\bdentro das vagas"
    r"|\btenho chance|\bconsigo (?:a |uma )?vaga|\bsou nomead|\bserei aprovad|\bentro nas vagas"
)

NAME = "position"
REQUIRED = ("vacancies", "rank")


def build(params: dict[str, Any], today: date) -> PositionPlan:
    d, end, text, told = when(params, today)
    args: dict[str, Any] = {"vacancies": params["vacancies"], "edital_date": d, "today": today, **pcd_args(params)}
    general = params.get("general_rank") or params.get("rank")
    args["general_rank"] = general
    ranks = [Assumption(key="rank", text=f"{general}º na lista geral")]
    if params.get("reserve_rank"):
        args["reserve_rank"] = params["reserve_rank"]
        ranks.append(Assumption(key="rank", text=f"{params['reserve_rank']}º na lista da reserva"))
    if params.get("optant") and not params.get("reserve_rank"):
        args["optant"] = True
        ranks.append(Assumption(key="rank", text="inscrito pela reserva racial (cotista)"))
    if params.get("optants_in_open") is not None:
        n = params["optants_in_open"]
        args["optants_in_open"] = n
        ranks.append(Assumption(key="rank", text=f"{agree(n, 'cotista aprovado', 'cotistas aprovados', 'nenhum cotista aprovado')}"
                                                 " dentro das vagas de ampla concorrência"))
    elif params.get("optants_ahead") is not None:
        n = params["optants_ahead"]
        args["optants_ahead"] = n
        ranks.append(Assumption(key="rank", text=f"{agree(n, 'cotista', 'cotistas', 'nenhum cotista')} à sua frente"))
    pcd = pcd_assumption(params)
    return PositionPlan(input=PositionInput(**args), period_end=end, period_text=text,
                        assumptions=[vacancies_assumption(params["vacancies"]), *ranks, told,
                                     *([pcd] if pcd else [])])


def compute(plan: PositionPlan) -> PositionResult:
    return calculator.position(plan.input)


def headline(r: PositionResult) -> str:
    if r.status == "inside":
        how = {"open": "pela ampla concorrência", "quota": "por uma vaga reservada",
               "pcd": "por uma vaga PcD"}.get(r.list or "", "")
        appt = f", {r.appointment}ª nomeação na ordem" if r.appointment else ""
        return f"**Sim**, com essas posições você fica dentro das vagas{' ' + how if how else ''}{appt}."
    if r.status == "outside":
        return "**Não**, com essas posições você fica fora das vagas oferecidas."
    return after_colon("Depende", r.depends_on) if r.depends_on else "**Depende**: veja o melhor e o pior caso abaixo."


def both_lists(inp: PositionInput) -> str | None:
    """With PcD vagas, the sentence that names both reserve lists in the order of nomination (calculator.order on
    the same inputs), so a PcD slot is never taken for a quota slot; None without PcD vagas."""
    if inp.pcd is None and inp.pcd_percentage is None:
        return None
    r = calculator.order(OrderInput(vacancies=inp.vacancies, edital_date=inp.edital_date, today=inp.today,
                                    pcd=inp.pcd, pcd_percentage=inp.pcd_percentage, tie_break=inp.tie_break))
    quota = f"as posições {ordinals(r.quota_positions)}" if r.quota_positions else "nenhuma posição"
    pcd = f"as posições {ordinals(r.pcd_positions)}" if r.pcd_positions else "nenhuma posição"
    return (f"Na ordem de nomeação destas {r.vacancies} vagas, a reserva racial fica com {quota} e a lista PcD "
            f"com {pcd}.")
