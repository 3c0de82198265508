"""GET /v1/dispositivos/{urn}: the exact text of one dispositivo."""
from typing import Any

from fastapi import APIRouter, FastAPI, Path, Request

from assistant.api.errors import ApiError, ErrorBody
from assistant.api.services import Services


def install(app: FastAPI) -> None:
    from corpus import UnknownURN
    from corpus.models import Dispositivo

    router = APIRouter(prefix="/v1", tags=["leis"])

    async def dispositivo(
        request: Request,
        urn: str = Path(max_length=200, description="URN LexML, ex.: urn:lex:br:federal:lei:2025-06-03;15142!art5_par2",
                        examples=["urn:lex:br:federal:lei:2025-06-03;15142!art5_par2"]),
    ) -> Any:
        services: Services = request.app.state.services
        try:
            corpus = services.get("corpus")
        except Exception:  # noqa: BLE001
            raise ApiError(503, "O corpus das leis não está disponível no momento.") from None
        try:
            return corpus.get(urn)
        except UnknownURN:
            raise ApiError(404, "Dispositivo não encontrado: URN desconhecida.", "urn") from None

    router.add_api_route(
        "/dispositivos/{urn}", dispositivo, methods=["GET"], response_model=Dispositivo,
        operation_id="dispositivo", summary="Texto exato de um dispositivo pela URN LexML.",
        responses={404: {"model": ErrorBody, "description": "URN desconhecida"},
                   503: {"model": ErrorBody, "description": "Corpus indisponível"}},
    )
    app.include_router(router)
