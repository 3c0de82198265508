"""POST /v1/calculator/{op}: the calculator's own pydantic models as request/response."""
# No `from __future__ import annotations`: endpoint annotations are built at run time.
import logging
from typing import Callable

from fastapi import APIRouter, FastAPI

import calculator
from assistant.api.errors import ApiError
from assistant.api.settings import ApiSettings

log = logging.getLogger("assistant.api")

OPERATIONS = {
    "reserve": "Vagas reservadas (30% ou 20%) e ampla concorrência para um número de vagas.",
    "regime": "Lei aplicável (15.142/2025 ou 12.990/2014) pela data de publicação do edital.",
    "eligibility": "Se um candidato pode concorrer às vagas reservadas.",
    "order": "Ordem de nomeação alternando ampla concorrência e vagas reservadas.",
    "result": "Resultado do certame a partir da lista de candidatos.",
    "position": "Posição de um candidato nas listas geral e de reserva.",
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


def _endpoint(fn: Callable, in_model: type) -> Callable:
    async def endpoint(body: in_model):  # type: ignore[valid-type]
        try:
            return fn(body)
        except calculator.CalculatorError as exc:
            raise calculator_error(exc) from None

    return endpoint


def install(app: FastAPI, settings: ApiSettings, skip: set[str] = frozenset()) -> None:
    router = APIRouter(prefix="/v1/calculator", tags=["calculadora"])
    for name, (fn, in_model, out_model) in available_operations().items():
        if name in skip:
            continue
        router.add_api_route(
            f"/{name}", _endpoint(fn, in_model), methods=["POST"], response_model=out_model,
            summary=OPERATIONS[name], operation_id=f"calculator_{name}",
        )
    app.include_router(router)
