"""The caller's address behind a trusted proxy: its ``X-Forwarded-For``, when that is an IP
address; anything else there is ignored (and logged) in favour of the proxy's own.

uvicorn's :class:`ProxyHeadersMiddleware` reads the header (which hosts are trusted, which
entry is the client's), and would take whatever the entry holds, a 90-character word
included; this middleware wraps it, keeps the connection's peer, and puts the peer back
when the forwarded entry is no IP address. The command line runs uvicorn without its own
proxy-header handling, so that this one is the only one.
"""

from __future__ import annotations

import ipaddress
import logging
from typing import Any, cast

from starlette.types import ASGIApp, Receive, Scope, Send
from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

log = logging.getLogger(__name__)

#: uvicorn's default trusted proxies (when neither the setting nor FORWARDED_ALLOW_IPS
#: names any)
DEFAULT_TRUSTED = "127.0.0.1,::1"
#: the longest IP address written out: an IPv6 address ending in an IPv4 one
MAX_ADDRESS = 45
#: where the connection's peer waits in the scope while uvicorn's middleware runs
_PEER = "scorpion_qt.peer"


def canonical_address(host: str) -> str | None:
    """``host`` as an IP address in its canonical form (IPv6 compressed, lower case), or
    None if it is none (too long, a name, garbage, an IPv6 address with a zone)."""
    if len(host) > MAX_ADDRESS:
        return None
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return None
    if isinstance(address, ipaddress.IPv6Address) and address.scope_id:
        return None
    return str(address)


class ForwardedAddress:
    """ASGI middleware: the client's address from a trusted proxy's ``X-Forwarded-For``
    when it is an IP address, else the proxy's (logged as a warning)."""

    def __init__(self, app: ASGIApp, trusted: str = DEFAULT_TRUSTED) -> None:
        self.app = app
        self._proxy = ProxyHeadersMiddleware(cast(Any, self._checked), trusted_hosts=trusted)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        scope[_PEER] = scope.get("client")
        await self._proxy(cast(Any, scope), cast(Any, receive), cast(Any, send))

    async def _checked(self, scope: Scope, receive: Receive, send: Send) -> None:
        peer = scope.pop(_PEER, None)
        client = scope.get("client")
        if client is not None and client != peer:
            address = canonical_address(str(client[0]))
            if address is None:
                log.warning(
                    "ignored the forwarded address %r (from proxy %s): not an IP address; "
                    "the proxy's address counts",
                    str(client[0])[:100],
                    peer[0] if peer else "unknown",
                )
                scope["client"] = peer
            else:
                scope["client"] = (address, client[1])
        await self.app(scope, receive, send)
