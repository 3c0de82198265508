"""Final result: who is classified in which list, reversions, and the appointment sequence."""
from __future__ import annotations

from itertools import islice
from operator import attrgetter
from typing import Any

from pydantic import BaseModel, ConfigDict, field_validator

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
    PosInt,
    Regime,
    counted,
    dedupe,
)
from .order import DEFAULT_TIE_BREAK, Slot, TieBreak, order_of


class Candidate(BaseModel):
    """One line of the general classification."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    rank: PosInt
    quota: Flag = False  # opted for the racial reserve
    pcd: Flag = False  # opted for the PcD reserve
    confirmed: Flag = True  # self-declaration confirmed (art. 3); irrelevant for non-optants
    withdrawn: Flag = False  # desistência: leaves every list

    @field_validator("id", mode="before")
    @classmethod
    def _id(cls, v: object) -> str:
        if isinstance(v, bool) or not isinstance(v, (str, int)) or not str(v).strip():
            raise ValueError("informe um identificador não vazio")
        return str(v).strip()


class Classified(BaseModel):
    id: str
    list: Slot


class ResultInput(CalcInput):
    candidates: list[Candidate]
    vacancies: ListedVacancies
    edital_date: IsoDate = None
    today: IsoDate = None
    pcd: NonNegInt | None = None
    pcd_percentage: Percentage = None
    tie_break: TieBreak = DEFAULT_TIE_BREAK
    schedule: list[Slot] | None = None
    pcd_estatal: Flag = False  # Round 49 (lo49a): an empresa pública / s.e.m. (`OrderInput.pcd_estatal`)


class ResultResult(CalcResult):
    classified: list[Classified]  # in classification (rank) order
    nomination: list[str]  # ids in appointment order
    reverted: int  # reserved (racial) vagas that went to ampla concorrência (art. 8)
    pcd_reverted: int
    reserved: int
    pcd: int
    open: int  # ampla vagas before reversions
    regime: Regime | None
    order: list[Slot]


def validate_candidates(cands: list[Candidate], lines: list[int] | None = None) -> None:
    """Duplicate ids and ranks that are not a permutation of 1..n raise CalculatorError."""
    def where(i: int) -> str:
        return f"linha {lines[i]}" if lines else f"candidato nº {i + 1}"

    n = len(cands)
    if len({c.id for c in cands}) == n and {c.rank for c in cands} == set(range(1, n + 1)):
        return  # fast path; the loops below only locate the problem for the message
    seen: dict[str, int] = {}
    for i, c in enumerate(cands):
        if c.id in seen:
            raise CalculatorError("id", f"id: o id {c.id!r} aparece duas vezes ({where(seen[c.id])} e {where(i)}).")
        seen[c.id] = i
    n = len(cands)
    by_rank: dict[int, int] = {}
    for i, c in enumerate(cands):
        if c.rank > n:
            raise CalculatorError(
                "rank", f"rank: as posições devem ir de 1 a {n} sem repetição; {where(i)} tem a posição {c.rank}."
            )
        if c.rank in by_rank:
            raise CalculatorError(
                "rank", f"rank: a posição {c.rank} aparece duas vezes ({where(by_rank[c.rank])} e {where(i)})."
            )
        by_rank[c.rank] = i
    # n distinct ranks in 1..n: a permutation.


def _the(n: int, one: str, article: str, many: str) -> str:
    """ "a vaga vai" / "as 3 vagas vão": the article and verb agree with the count (1 is said without the figure)."""
    return one if n == 1 else f"{article} {n} {many}"


def _names(items: list[Candidate], limit: int = 10) -> str:
    shown = ", ".join(c.id for c in items[:limit])
    return shown + (f" e mais {len(items) - limit}" if len(items) > limit else "")


def result(inp: ResultInput | dict[str, Any]) -> ResultResult:
    inp = ResultInput.model_validate(inp)
    validate_candidates(inp.candidates)
    n = inp.vacancies
    ordr = order_of(inp)
    reg = ordr.regime
    new = reg == NEW_LAW
    reserved, pcd = ordr.reserved, ordr.pcd
    open_n = n - reserved - pcd
    steps = list(ordr.explanation)
    basis = list(ordr.legal_basis)

    ranked = sorted(inp.candidates, key=attrgetter("rank"))
    withdrawn = [c for c in ranked if c.withdrawn]
    active = [c for c in ranked if not c.withdrawn] if withdrawn else ranked
    open_list = active[:open_n]
    # One scan after the ampla vagas, stopping once both reserves are full (O(N) beyond the sort).
    quota_list: list[Candidate] = []
    pcd_list: list[Candidate] = []
    unconfirmed: list[Candidate] = []
    for c in islice(active, open_n, None):
        if len(quota_list) >= reserved and len(pcd_list) >= pcd:
            break
        if c.quota and c.confirmed and len(quota_list) < reserved:
            quota_list.append(c)
        elif c.pcd and len(pcd_list) < pcd:
            pcd_list.append(c)
        elif c.quota and not c.confirmed:
            unconfirmed.append(c)
    taken = {c.id for c in quota_list} | {c.id for c in pcd_list}
    reverted = reserved - len(quota_list)
    pcd_reverted = pcd - len(pcd_list)
    extra = list(islice((c for c in islice(active, open_n, None) if c.id not in taken), reverted + pcd_reverted))

    steps.append(
        f"Ampla concorrência: {_the(open_n, 'a vaga vai', 'as', 'vagas vão')} "
        f"{_the(len(open_list), 'ao primeiro', 'aos', 'primeiros')} da "
        "classificação geral, "
        "optantes incluídos (os optantes concorrem também à ampla" + (", art. 7º)." if new else ", art. 3º).")
    )
    optants_open = [c for c in open_list if c.quota]
    if optants_open and reserved:
        basis.append(lb.N_ART7_PAR2 if new else lb.O_ART3_PAR1)
        steps.append(f"Optantes classificados na ampla ({_names(optants_open)}) não contam para a reserva "
                     + ("(art. 7º, § 2º)." if new else "(art. 3º, § 1º)."))
    if unconfirmed and reserved:
        if new:
            basis.append(lb.N_ART3_PAR2)
            steps.append(f"Autodeclaração não confirmada ({_names(unconfirmed)}): seguem só pela ampla "
                         "concorrência (art. 3º, § 2º).")
        else:
            basis.append(lb.O_ART2_PAR1U)
            steps.append(f"Autodeclaração não confirmada ({_names(unconfirmed)}): a Lei nº 12.990/2014 não prevê "
                         "confirmação; aqui seguem só na lista geral, como costumam prever os editais "
                         "(declaração falsa leva à eliminação, art. 2º, parágrafo único).")
    if withdrawn and reserved:
        basis.append(lb.N_ART7_PAR3 if new else lb.O_ART3_PAR2)
        steps.append(f"Desistentes ({_names(withdrawn)}) saem das listas; a vaga reservada passa ao optante "
                     "seguinte na ordem de classificação" + (" (art. 7º, § 3º)." if new else " (art. 3º, § 2º)."))
    if reserved:
        steps.append(f"Reserva racial: {counted(reserved, 'vaga preenchida', 'vagas preenchidas')}, pela ordem, pelos "
                     f"optantes confirmados que não entraram na ampla: "
                     f"{counted(len(quota_list), 'preenchida', 'preenchidas')}" +
                     (f" ({_names(quota_list)})." if quota_list else "."))
    if reverted:
        basis.append(lb.N_ART8 if new else lb.O_ART3_PAR3)
        steps.append(f"Faltaram optantes para {reverted} vaga(s) reservada(s): revertidas para a ampla concorrência, "
                     "pela ordem de classificação" + (" (art. 8º)." if new else " (art. 3º, § 3º)."))
    if pcd:
        basis.append(lb.D_ART8_CPT)
        steps.append(f"Reserva PcD: {len(pcd_list)} de {counted(pcd, 'vaga preenchida', 'vagas preenchidas')} pela ordem "
                     "de classificação dos "
                     "candidatos com deficiência fora da ampla (resultado em lista de vagas reservadas e em lista de "
                     "ampla concorrência, Decreto nº 9.508/2018, art. 8º, caput)"
                     + (f" ({_names(pcd_list)})." if pcd_list else "."))
        if any(c.pcd for c in withdrawn):
            basis.append(lb.D_ART8_PAR2)
            steps.append("Desistente com deficiência sai da lista PcD: a vaga passa ao próximo candidato com "
                         "deficiência classificado (Decreto nº 9.508/2018, art. 8º, § 2º).")
        if pcd_reverted:
            basis.append(lb.D_ART1_PAR5)
            steps.append(f"Faltaram candidatos com deficiência para {pcd_reverted} vaga(s) PcD: ocupadas por candidatos "
                         "sem deficiência, pela ordem de classificação (Decreto nº 9.508/2018, art. 1º, § 5º).")

    chosen: list[tuple[Candidate, Slot]] = [(c, "open") for c in open_list] + [(c, "quota") for c in quota_list] + \
        [(c, "pcd") for c in pcd_list] + [(c, "open") for c in extra]
    chosen.sort(key=lambda pair: pair[0].rank)
    # Built from validated data: skip re-validation (10**4 entries in the benchmark).
    classified = [Classified.model_construct(id=c.id, list=lst) for c, lst in chosen]

    # Appointment sequence: each slot takes the head of its list; a slot whose list is empty
    # (reverted) takes the next ampla candidate.
    queues = {"open": [c.id for c in open_list] + [c.id for c in extra],
              "quota": [c.id for c in quota_list], "pcd": [c.id for c in pcd_list]}
    heads = {"open": 0, "quota": 0, "pcd": 0}
    nomination: list[str] = []
    for slot in ordr.order:
        for key in (slot, "open", "quota", "pcd"):
            if heads[key] < len(queues[key]):
                nomination.append(queues[key][heads[key]])
                heads[key] += 1
                break
    steps.append(f"Classificados: {len(classified)} de {n} vagas; a nomeação segue a ordem de alternância acima.")
    if len(classified) < n:
        steps.append(f"Não há candidatos suficientes: {n - len(classified)} vaga(s) ficam sem classificado.")
    return ResultResult(
        classified=classified, nomination=nomination, reverted=reverted, pcd_reverted=pcd_reverted,
        reserved=reserved, pcd=pcd, open=open_n, regime=reg, order=ordr.order,
        legal_basis=dedupe(basis), explanation=steps,
    )
