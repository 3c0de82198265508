"""Who the client is (the rate-limit key), without believing forged forwarding headers.

X-Forwarded-For is only read when the TCP peer is a proxy the operator named
(COTAS_API_TRUSTED_PROXIES); then the client is the right-most address that is not
itself a trusted proxy: every entry left of it could have been written by the client.
"""
from __future__ import annotations

import ipaddress
from collections.abc import Iterable

from starlette.types import Scope

Network = ipaddress.IPv4Network | ipaddress.IPv6Network

_XFF = b"x-forwarded-for"


def parse_networks(items: Iterable[str]) -> tuple[Network, ...]:
    return tuple(ipaddress.ip_network(item.strip(), strict=False) for item in items if item.strip())


def _address(text: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    text = text.strip().strip('"')
    if text.startswith("[") and "]" in text:  # "[2001:db8::1]:443"
        text = text[1:text.index("]")]
    elif text.count(":") == 1:  # "203.0.113.9:5000"
        text = text.split(":")[0]
    try:
        return ipaddress.ip_address(text)
    except ValueError:
        return None


class ClientIdentity:
    def __init__(self, trusted_proxies: Iterable[str] = ()) -> None:
        self.trusted = parse_networks(trusted_proxies)

    def _is_trusted(self, addr: ipaddress.IPv4Address | ipaddress.IPv6Address | None) -> bool:
        return addr is not None and any(addr in net for net in self.trusted)

    def __call__(self, scope: Scope) -> str:
        client = scope.get("client")
        peer = client[0] if client else "anon"
        if not self.trusted or not self._is_trusted(_address(peer)):
            return peer
        hops: list[str] = []
        for name, value in scope.get("headers", []):
            if name == _XFF:  # several headers concatenate in order (RFC 9110 §5.3)
                hops.extend(value.decode("latin-1").split(","))
        for hop in reversed(hops):
            addr = _address(hop)
            if addr is None:
                # Garbage written by someone left of a trusted proxy: stop, key on what we know.
                return f"invalido:{peer}"
            if not self._is_trusted(addr):
                return str(addr)
        # Every hop is a trusted proxy (or there is no header): the left-most one we saw.
        first = _address(hops[0]) if hops else None
        return str(first) if first else peer
