"""/docs and /redoc work without internet: their JavaScript and CSS come from the API itself, not a CDN."""
from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

from assistant.api import ApiSettings, create_app


@pytest.fixture(scope="module")
def client():
    app = create_app(ApiSettings(preload=False, rate_limit=""), assistant_factory=lambda: None)
    with TestClient(app) as c:
        yield c


@pytest.mark.parametrize("page", ["/docs", "/redoc"])
def test_doc_pages_load_every_asset_from_the_api(client, page):
    html = client.get(page)
    assert html.status_code == 200
    assets = re.findall(r'(?:src|href)="([^"]+)"', html.text) + re.findall(r"url: '([^']+)'", html.text)
    assert assets, html.text[:300]
    # Every script, stylesheet and icon is a path on this server (no http(s):// host), and it is served.
    for url in assets:
        assert not re.match(r"(https?:)?//", url), f"{page} loads {url} from outside"
        served = client.get(url)
        assert served.status_code == 200, url
    scripts = [u for u in assets if u.endswith(".js")]
    assert scripts and all(len(client.get(u).content) > 100_000 for u in scripts)  # the real bundles, not stubs


def test_doc_pages_point_at_the_openapi_document(client):
    assert "/openapi.json" in client.get("/docs").text
    assert client.get("/openapi.json").json()["info"]["title"].startswith("Assistente de Cotas")
