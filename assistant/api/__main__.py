"""`python -m assistant.api`: serve the API with uvicorn (settings from COTAS_API_*)."""
from __future__ import annotations

import logging
import os

from assistant.api.server import serve
from assistant.api.settings import ApiSettings


def main() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")
    settings = ApiSettings()
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    if os.environ.get("COTAS_API_CLIENT_IP_HEADER"):
        # Removed: it believed the first (client-written) address of the header.
        logging.getLogger("assistant.api").warning(
            "COTAS_API_CLIENT_IP_HEADER is ignored; set COTAS_API_TRUSTED_PROXIES to the proxy addresses")
    serve(settings)


if __name__ == "__main__":
    main()
