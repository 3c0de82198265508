"""POST /v1/calculator/{op}: the calculator's own pydantic models as request/response."""
# No `from __future__ import annotations`: endpoint annotations are built at run time.
import logging
from typing import Callable, Optional

from fastapi import APIRouter, FastAPI, Query, Request
from fastapi.concurrency import run_in_threadpool
from pydantic import ValidationError

import calculator
from assistant.api.errors import ApiError, validation_details
from assistant.api.settings import ApiSettings
from calculator.reserve import PERCENTAGE
from vocabulary import NEW_LAW, OLD_LAW

log = logging.getLogger("assistant.api")

OPERATIONS = {
    "reserve": f"Vagas reservadas ({PERCENTAGE[NEW_LAW]}% ou {PERCENTAGE[OLD_LAW]}%) e ampla concorrência para um "
               "número de vagas.",
    "regime": "Lei aplicável (15.142/2025 ou 12.990/2014) pela data de publicação do edital.",
    "eligibility": "Se um candidato pode concorrer às vagas reservadas.",
    "order": "Ordem de nomeação alternando ampla concorrência e vagas reservadas.",
    "result": "Resultado do certame a partir da lista de candidatos.",
    "position": "Posição de um candidato nas listas geral e de reserva.",
    "edital": "Quadro de vagas: reserva de cada cargo do edital, totais e conferência dos números do edital.",
}


def calculator_error(exc: "calculator.CalculatorError") -> ApiError:
    return ApiError(422, exc.message, exc.param)


def available_operations() -> dict[str, tuple[Callable, type, type]]:
    """Operations the installed calculator offers (name -> function, input, result)."""
    ops = {}
    for name in OPERATIONS:
        stem = name.capitalize()
        fn = getattr(calculator, name, None)
        inp = getattr(calculator, f"{stem}Input", None)
        out = getattr(calculator, f"{stem}Result", None)
        if fn is None or inp is None or out is None:
            log.warning("calculator operation %s not available", name)
            continue
        ops[name] = (fn, inp, out)
    return ops


# Integer inputs whose size drives the work (schedules are built slot by slot).
SIZE_FIELDS = ("vacancies", "pcd", "general_rank", "reserve_rank", "optants_ahead", "optants_in_open")


def check_sizes(body: object, limit: int) -> None:
    from calculator.models import field_name

    for name in SIZE_FIELDS:
        value = getattr(body, name, None)
        if isinstance(value, int) and value > limit:
            raise ApiError(422, f"{field_name(name)}: no máximo {limit} por requisição (limite da API).", name)


# Sync endpoints: FastAPI runs them in its threadpool, so a large order/result (~0.1 s)
# does not stall the event loop (health probes, other requests).
def _endpoint(fn: Callable, in_model: type, limit: int) -> Callable:
    def endpoint(body: in_model):  # type: ignore[valid-type]
        check_sizes(body, limit)
        try:
            return fn(body)
        except calculator.CalculatorError as exc:
            raise calculator_error(exc) from None

    return endpoint


def _too_many_rows(limit: int) -> ApiError:
    return ApiError(422, f"candidatos: no máximo {limit} linhas de candidatos por requisição.",
                    "candidates")


def _result_endpoints(settings: ApiSettings, fn: Callable, in_model: type) -> tuple[Callable, Callable]:
    limit = settings.max_result_rows

    def result_json(body: in_model):  # type: ignore[valid-type]
        if len(body.candidates) > limit:
            raise _too_many_rows(limit)
        check_sizes(body, settings.max_vacancies)
        try:
            return fn(body)
        except calculator.CalculatorError as exc:
            raise calculator_error(exc) from None

    async def result_csv(
        request: Request,
        vacancies: str = Query(description="Número de vagas do edital"),
        edital_date: Optional[str] = Query(None, description="Data de publicação do edital (AAAA-MM-DD)"),
        today: Optional[str] = Query(None, description="Data de referência (AAAA-MM-DD)"),
        pcd: Optional[str] = Query(None, description="Vagas PcD (número)"),
        pcd_percentage: Optional[str] = Query(None, description="Vagas PcD em percentual, ex.: 5%"),
        tie_break: Optional[str] = Query(None, description="quota_first ou pcd_first"),
    ):
        from calculator.table import decode_text

        text = decode_text(await request.body())
        # Count before parsing so an oversized table costs nothing.
        rows = sum(1 for line in text.splitlines() if line.strip()) - 1
        if rows > limit:
            raise _too_many_rows(limit)
        params = {"vacancies": vacancies, "edital_date": edital_date, "today": today, "pcd": pcd,
                  "pcd_percentage": pcd_percentage, "tie_break": tie_break}
        return await run_in_threadpool(_csv_result, text, params)

    def _csv_result(text: str, params: dict) -> object:
        from calculator.table import parse_csv

        try:
            candidates = parse_csv(text)
            inp = in_model(candidates=candidates, **{k: v for k, v in params.items() if v is not None})
        except calculator.CalculatorError as exc:
            raise calculator_error(exc) from None
        except ValidationError as exc:  # query parameters (vacancies=abc...)
            first = validation_details(exc.errors())[0]
            raise ApiError(422, first["erro"], first["campo"]) from None
        check_sizes(inp, settings.max_vacancies)
        try:
            return fn(inp)
        except calculator.CalculatorError as exc:
            raise calculator_error(exc) from None

    return result_json, result_csv


def _edital_endpoints(settings: ApiSettings, fn: Callable, in_model: type) -> tuple[Callable, Callable]:
    limit = settings.max_vacancies

    def check(body: object) -> None:
        for i, cargo in enumerate(body.cargos):
            if cargo.vacancies > limit:
                raise ApiError(422, f"cargo nº {i + 1} ({cargo.name}), vagas: no máximo {limit} por cargo "
                               "(limite da API).", f"cargos[{i}].vacancies")

    def run(body: object) -> object:
        check(body)
        try:
            return fn(body)
        except calculator.CalculatorError as exc:
            raise calculator_error(exc) from None

    def edital_json(body: in_model):  # type: ignore[valid-type]
        return run(body)

    async def edital_csv(
        request: Request,
        edital_date: Optional[str] = Query(None, description="Data de publicação do edital (AAAA-MM-DD)"),
        today: Optional[str] = Query(None, description="Data de referência (AAAA-MM-DD)"),
        pcd_percentage: Optional[str] = Query(None, description="Percentual PcD dos cargos sem o seu, ex.: 5%"),
    ):
        data = await request.body()
        params = {"edital_date": edital_date, "today": today, "pcd_percentage": pcd_percentage}
        return await run_in_threadpool(_csv_edital, data, params)

    def _csv_edital(data: bytes, params: dict) -> object:
        from calculator.table import parse_cargos

        try:
            cargos = parse_cargos(data, "quadro.csv")  # an .xlsx body is recognised by its zip signature
            inp = in_model(cargos=cargos, **{k: v for k, v in params.items() if v is not None})
        except calculator.CalculatorError as exc:
            raise calculator_error(exc) from None
        return run(inp)

    return edital_json, edital_csv


EDITAL_CSV_BODY = {
    "requestBody": {
        "required": True,
        "description": "Quadro de vagas com cabeçalho cargo;vagas[;pcd;reservadas_no_edital[;pcd_no_edital]] "
                       "(';' ou ','; UTF-8 ou Latin-1; um .xlsx também é aceito).",
        "content": {"text/csv": {"schema": {"type": "string"},
                                 "example": "cargo;vagas;reservadas_no_edital\nAnalista;10;3\nTécnico;4;1\n"
                                            "Motorista;1;0\n"}},
    }
}


CSV_BODY = {
    "requestBody": {
        "required": True,
        "description": "Tabela com cabeçalho id,rank,quota,pcd[,confirmed,withdrawn] (',' ou ';').",
        "content": {"text/csv": {"schema": {"type": "string"},
                                 "example": "id,rank,quota,pcd\nA,1,0,0\nB,2,1,0\n"}},
    }
}


def install(app: FastAPI, settings: ApiSettings) -> None:
    router = APIRouter(prefix="/v1/calculator", tags=["calculadora"])
    for name, (fn, in_model, out_model) in available_operations().items():
        if name == "result":
            as_json, as_csv = _result_endpoints(settings, fn, in_model)
            router.add_api_route(
                "/result", as_json, methods=["POST"], response_model=out_model,
                summary=OPERATIONS[name], operation_id="calculator_result",
                description=f"No máximo {settings.max_result_rows} candidatos.",
            )
            router.add_api_route(
                "/result/csv", as_csv, methods=["POST"], response_model=out_model,
                summary="Resultado do certame a partir de uma tabela CSV de candidatos.",
                operation_id="calculator_result_csv", openapi_extra=CSV_BODY,
                description=f"No máximo {settings.max_result_rows} linhas de candidatos.",
            )
            continue
        if name == "edital":
            as_json, as_csv = _edital_endpoints(settings, fn, in_model)
            router.add_api_route(
                "/edital", as_json, methods=["POST"], response_model=out_model,
                summary=OPERATIONS[name], operation_id="calculator_edital",
                description=f"No máximo 2.000 cargos e {settings.max_vacancies} vagas por cargo. Com percentual PcD, "
                "`pcd_total` soma os cargos e `pcd_on_total` aplica o percentual ao total das vagas do edital "
                "(Decreto nº 9.508/2018, art. 1º, § 4º, I); `pcd_note` quando a soma fica abaixo.",
            )
            router.add_api_route(
                "/edital/csv", as_csv, methods=["POST"], response_model=out_model,
                summary="Quadro de vagas a partir de uma tabela CSV de cargos.",
                operation_id="calculator_edital_csv", openapi_extra=EDITAL_CSV_BODY,
                description="Parâmetros na query: edital_date, today, pcd_percentage.",
            )
            continue
        router.add_api_route(
            f"/{name}", _endpoint(fn, in_model, settings.max_vacancies), methods=["POST"], response_model=out_model,
            summary=OPERATIONS[name], operation_id=f"calculator_{name}",
        )
    app.include_router(router)
