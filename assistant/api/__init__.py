"""HTTP API for portals and agency systems (FastAPI). See docs/api.md."""
from assistant.api.app import create_app
from assistant.api.settings import ApiSettings

__all__ = ["ApiSettings", "create_app"]
