"""Portuguese error bodies for every rejection: {"erro": "...", "campo": "..."}."""
from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from starlette.exceptions import HTTPException as StarletteHTTPException

log = logging.getLogger("assistant.api")


class ErrorBody(BaseModel):
    """Body of every 4xx/5xx response."""

    erro: str
    campo: str | None = None
    detalhes: list[dict[str, Any]] | None = None


class ApiError(Exception):
    """Raised by routes for a rejection with a Portuguese message."""

    def __init__(self, status_code: int, message: str, field: str | None = None,
                 headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status_code = status_code
        self.message = message
        self.field = field
        self.headers = headers


def error_response(status_code: int, message: str, field: str | None = None,
                   details: list[dict[str, Any]] | None = None,
                   headers: dict[str, str] | None = None) -> JSONResponse:
    body: dict[str, Any] = {"erro": message, "campo": field}
    if details:
        body["detalhes"] = details
    return JSONResponse(body, status_code=status_code, headers=headers)


_STATUS_MESSAGES = {
    400: "Requisição inválida.",
    401: "Autenticação necessária.",
    403: "Acesso negado.",
    404: "Endereço não encontrado.",
    405: "Método HTTP não permitido neste endereço.",
    406: "Formato de resposta não suportado; use application/json.",
    408: "Tempo esgotado ao receber a requisição.",
    411: "Informe o cabeçalho Content-Length.",
    413: "Corpo da requisição grande demais.",
    415: "Tipo de conteúdo não suportado; envie application/json.",
    422: "Dados inválidos.",
    429: "Muitas requisições; aguarde um pouco e tente novamente.",
    500: "Erro interno; tente novamente mais tarde.",
    503: "Serviço temporariamente indisponível; tente novamente mais tarde.",
}


def _doc(description: str) -> dict[str, Any]:
    return {"model": ErrorBody, "description": description}


# Documented on every operation (OpenAPI); routes add their own (404, 503).
COMMON_RESPONSES: dict[int | str, dict[str, Any]] = {
    400: _doc("Corpo ilegível (não é JSON em UTF-8)"),
    413: _doc("Corpo da requisição grande demais"),
    422: _doc("Dados inválidos; `campo` indica o campo"),
    429: _doc("Limite de requisições por cliente excedido"),
    500: _doc("Erro interno"),
}


def status_message(status_code: int) -> str:
    if status_code in _STATUS_MESSAGES:
        return _STATUS_MESSAGES[status_code]
    return "Requisição inválida." if status_code < 500 else _STATUS_MESSAGES[500]


# pydantic error type -> Portuguese template (ctx keys are filled in).
_TEMPLATES = {
    "missing": "campo obrigatório ausente",
    "extra_forbidden": "campo não permitido",
    "int_parsing": "deve ser um número inteiro",
    "int_type": "deve ser um número inteiro",
    "int_from_float": "deve ser um número inteiro, sem casas decimais",
    "float_parsing": "deve ser um número",
    "float_type": "deve ser um número",
    "finite_number": "deve ser um número finito",
    "decimal_parsing": "deve ser um número",
    "bool_parsing": "deve ser verdadeiro ou falso (true/false)",
    "bool_type": "deve ser verdadeiro ou falso (true/false)",
    "string_type": "deve ser um texto",
    "string_unicode": "deve ser um texto UTF-8 válido",
    "string_too_short": "deve ter pelo menos {min_length} caractere(s)",
    "string_too_long": "deve ter no máximo {max_length} caracteres",
    "string_pattern_mismatch": "formato inválido",
    "too_short": "deve ter pelo menos {min_length} item(ns)",
    "too_long": "deve ter no máximo {max_length} itens",
    "greater_than": "deve ser maior que {gt}",
    "greater_than_equal": "deve ser maior ou igual a {ge}",
    "less_than": "deve ser menor que {lt}",
    "less_than_equal": "deve ser menor ou igual a {le}",
    "multiple_of": "deve ser múltiplo de {multiple_of}",
    "date_type": "deve ser uma data no formato AAAA-MM-DD",
    "date_parsing": "deve ser uma data no formato AAAA-MM-DD",
    "date_from_datetime_parsing": "deve ser uma data no formato AAAA-MM-DD",
    "date_from_datetime_inexact": "deve ser uma data no formato AAAA-MM-DD, sem horário",
    "date_past": "deve ser uma data no passado",
    "date_future": "deve ser uma data no futuro",
    "datetime_type": "deve ser data e hora no formato ISO 8601",
    "datetime_parsing": "deve ser data e hora no formato ISO 8601",
    "literal_error": "deve ser um dos valores: {expected}",
    "enum": "deve ser um dos valores: {expected}",
    "list_type": "deve ser uma lista",
    "tuple_type": "deve ser uma lista",
    "set_type": "deve ser uma lista",
    "dict_type": "deve ser um objeto JSON",
    "model_type": "deve ser um objeto JSON",
    "model_attributes_type": "deve ser um objeto JSON",
    "dataclass_type": "deve ser um objeto JSON",
    "json_invalid": "JSON inválido",
    "json_type": "JSON inválido",
    "union_tag_invalid": "tipo não reconhecido",
    "union_tag_not_found": "informe o tipo do item",
    "url_parsing": "deve ser um endereço (URL) válido",
    "uuid_parsing": "deve ser um UUID válido",
    "bytes_type": "deve ser um texto",
    "none_required": "deve ser nulo",
}


_CALC_MISSING = "campo obrigatório não informado."


def _field_name(loc: Sequence[Any]) -> str:
    parts = list(loc)
    if parts and parts[0] in ("body", "query", "path", "header", "cookie"):
        parts = parts[1:]
    out = ""
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out or "corpo"


def _detail(err: dict[str, Any]) -> dict[str, Any]:
    """One pydantic error -> {"campo", "erro"} with a full Portuguese sentence."""
    ctx = dict(err.get("ctx") or {})
    cause = ctx.get("error")
    message = getattr(cause, "message", None)
    if isinstance(message, str) and hasattr(cause, "field"):
        # calculator.CalculatorError raised inside model validation: already a full sentence, naming the field
        # in Portuguese ("vagas: ..."). A missing one also names its JSON key: `{"vagas": 10}` got "vagas: campo
        # obrigatório não informado", as if the key sent were the one missing.
        param = getattr(cause, "param", None) or cause.field
        if param != cause.field and message.endswith(_CALC_MISSING):
            message = f"{message.rstrip('.')} (chave JSON '{param}')."
        return {"campo": param, "erro": message}
    field = _field_name(err.get("loc", ()))
    kind = err.get("type", "")
    if kind == "json_invalid":
        return {"campo": "corpo", "erro": "O corpo da requisição não é um JSON válido."}
    if kind in ("value_error", "assertion_error"):
        # Custom validators raise with a Portuguese message; drop pydantic's English prefix.
        text = str(cause or err.get("msg") or "")
        for prefix in ("Value error, ", "Assertion failed, "):
            text = text.removeprefix(prefix)
        text = text or "valor inválido"
    else:
        if "expected" in ctx:
            ctx["expected"] = str(ctx["expected"]).replace(" or ", " ou ")
        template = _TEMPLATES.get(kind, "valor inválido")
        try:
            text = template.format(**ctx)
        except (KeyError, IndexError, ValueError):
            text = template.split("{")[0].strip() or "valor inválido"
    if field == "corpo":
        return {"campo": field, "erro": f"Corpo da requisição: {text}."}
    return {"campo": field, "erro": f"Campo '{field}': {text}."}


def validation_details(errors: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    return [_detail(e) for e in errors[:20]]


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(ApiError)
    async def _api_error(request: Request, exc: ApiError) -> JSONResponse:
        return error_response(exc.status_code, exc.message, exc.field, headers=exc.headers)

    @app.exception_handler(RequestValidationError)
    async def _validation(request: Request, exc: RequestValidationError) -> JSONResponse:
        details = validation_details(list(exc.errors()))
        if not details:
            return error_response(422, status_message(422))
        first = details[0]
        return error_response(422, first["erro"], first["campo"], details if len(details) > 1 else None)

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        detail = exc.detail
        if isinstance(detail, dict) and "erro" in detail:
            return error_response(exc.status_code, detail["erro"], detail.get("campo"),
                                  headers=exc.headers)
        if exc.status_code == 400 and request.scope.get("method") in ("POST", "PUT", "PATCH"):
            # FastAPI's only 400: a body it could not decode.
            return error_response(400, "O corpo da requisição não pôde ser lido; envie JSON em UTF-8.",
                                  "corpo")
        return error_response(exc.status_code, status_message(exc.status_code), headers=exc.headers)

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
        # Type only: the message could echo user input.
        log.error("unhandled %s on %s", type(exc).__name__, request.scope.get("path"))
        return error_response(500, status_message(500))
