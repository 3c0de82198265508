"""POST /v1/ask: one question (plus optional history) -> the assistant's Answer."""
from typing import Any

from fastapi import APIRouter, FastAPI, Request
from pydantic import BaseModel, ConfigDict, Field, field_validator

from assistant.api import ask_limits
from assistant.api.errors import ApiError, ErrorBody
from assistant.api.services import Services
from assistant.api.settings import ApiSettings
from assistant.models import Answer, Turn

EMPTY_QUESTION = "a pergunta está vazia; escreva a sua pergunta sobre a reserva de vagas"


def _ask_request_model(settings: ApiSettings) -> type[BaseModel]:
    class AskRequest(BaseModel):
        model_config = ConfigDict(extra="forbid")

        question: str = Field(
            min_length=1, max_length=settings.max_question_chars,
            description="Pergunta em português", examples=["Com 10 vagas, quantas são reservadas?"],
        )
        history: list[Turn] = Field(
            default_factory=list, max_length=settings.max_history_turns,
            description="Turnos anteriores da conversa, do mais antigo ao mais recente",
        )

        # Before the length check: "" and "   " are the same empty question, one message (`min_length` alone
        # answered "" with "deve ter pelo menos 1 caractere(s)" and "   " with this one).
        @field_validator("question", mode="before")
        @classmethod
        def _not_blank(cls, value: Any) -> Any:
            if isinstance(value, str) and not value.strip():
                raise ValueError(EMPTY_QUESTION)
            return value

    return AskRequest


def install(app: FastAPI, settings: ApiSettings) -> None:
    router = APIRouter(prefix="/v1", tags=["assistente"])
    AskRequest = _ask_request_model(settings)

    # Sync def: the assistant is CPU-bound (embedding, ranking), so FastAPI runs it in its threadpool.
    def ask(body: AskRequest, request: Request) -> Any:  # type: ignore[valid-type]
        limit = settings.max_vacancies
        # Before the assistant runs: the question and any context the client sends back.
        ask_limits.check_text(body.question, limit, "question")
        ask_limits.check_history(body.history, limit)
        services: Services = request.app.state.services
        try:
            assistant = services.get("assistant")
        except Exception:  # noqa: BLE001
            raise ApiError(503, "O assistente não está disponível no momento; tente mais tarde.") from None
        answer = assistant.ask(body.question, list(body.history))
        ask_limits.check_answer(answer, limit)
        return answer

    router.add_api_route(
        "/ask", ask, methods=["POST"], response_model=Answer, operation_id="ask",
        summary="Responde a uma pergunta sobre as leis de cotas, com citações.",
        description=(f"Números acima de {settings.max_vacancies} (vagas, classificação) e números "
                     "negativos na pergunta ou no contexto do histórico: 422."),
        responses={503: {"model": ErrorBody, "description": "Assistente indisponível"}},
    )
    app.include_router(router)
