"""Rate-limit key: X-Forwarded-For believed only from named proxies, read right to left."""
from __future__ import annotations

import pytest

from assistant.api.client_ip import ClientIdentity


def scope(peer: str, *xff: str) -> dict:
    return {"client": (peer, 1234), "headers": [(b"x-forwarded-for", v.encode()) for v in xff]}


@pytest.mark.parametrize("trusted, peer, xff, expected", [
    ([], "127.0.0.1", ["203.0.113.9"], "127.0.0.1"),                       # nothing trusted
    (["10.0.0.0/8"], "192.0.2.5", ["203.0.113.9"], "192.0.2.5"),           # peer not a proxy
    (["10.0.0.0/8"], "10.0.0.2", ["203.0.113.9"], "203.0.113.9"),
    (["10.0.0.0/8"], "10.0.0.2", ["1.1.1.1, 203.0.113.9"], "203.0.113.9"),  # forged left part
    (["10.0.0.0/8"], "10.0.0.2", ["203.0.113.9, 10.1.1.1"], "203.0.113.9"),  # chain of our proxies
    (["10.0.0.0/8"], "10.0.0.2", ["1.1.1.1", "203.0.113.9"], "203.0.113.9"),  # two header lines
    (["10.0.0.0/8"], "10.0.0.2", ["203.0.113.9:5000"], "203.0.113.9"),
    (["10.0.0.0/8", "::1"], "::1", ["[2001:db8::7]:443"], "2001:db8::7"),
    (["10.0.0.0/8"], "10.0.0.2", ["1.1.1.1, garbage"], "invalido:10.0.0.2"),
    (["10.0.0.0/8"], "10.0.0.2", [], "10.0.0.2"),
    (["10.0.0.0/8"], "10.0.0.2", ["10.3.3.3"], "10.3.3.3"),
])
def test_client_identity(trusted, peer, xff, expected):
    assert ClientIdentity(trusted)(scope(peer, *xff)) == expected


def test_trusted_proxies_setting_is_validated(monkeypatch):
    from pydantic import ValidationError

    from assistant.api import ApiSettings

    monkeypatch.setenv("COTAS_API_TRUSTED_PROXIES", "10.0.0.0/8, 127.0.0.1")
    assert ApiSettings().trusted_proxies == ["10.0.0.0/8", "127.0.0.1"]
    monkeypatch.setenv("COTAS_API_TRUSTED_PROXIES", "proxy.local")
    with pytest.raises(ValidationError, match="COTAS_API_TRUSTED_PROXIES"):
        ApiSettings()
