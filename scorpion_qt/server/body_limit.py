"""Refusing request bodies over 64 KB (413) before they are read, or as soon as the count
passes the limit for a body without a length (chunked).

Not FastAPI's own ``max_body_size`` (0.165, Starlette's ``RequestBodyLimitMiddleware``):
tried in its place, it answers a ``Content-Length`` over the limit with its own plain-text
"Content Too Large", replacing the JSON refusal (``{"detail", "reason": "too_large"}``)
that the API promises for every refusal, even when the app's handler has made one; and
on a route that reads no body it runs the route first."""

from __future__ import annotations

import logging

from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from scorpion_qt.server.refused import Reason, Refused

log = logging.getLogger(__name__)

MAX_BODY = 64 * 1024


class BodyLimit:
    """ASGI middleware: a ``Content-Length`` over ``limit`` is answered 413 at once, the
    body left unread (uvicorn then closes the connection); a body that has no length is
    counted as it arrives, and the read ends in 413 when the count passes ``limit``."""

    def __init__(self, app: ASGIApp, limit: int = MAX_BODY) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        length = _content_length(scope)
        if length is not None and length > self.limit:
            address = scope["client"][0] if scope.get("client") else "unknown"
            detail = f"the body of {length} bytes is over the limit of {self.limit}"
            log.warning(
                "refused %s %s from %s: %s", scope["method"], scope["path"], address, detail
            )
            response = JSONResponse(
                {"detail": detail, "reason": Reason.TOO_LARGE.value},
                status_code=413,
                headers={"Connection": "close"},
            )
            await response(scope, receive, send)
            return
        await self.app(scope, self._counting(receive), send)

    def _counting(self, receive: Receive) -> Receive:
        seen = 0

        async def counted() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.limit:
                    raise Refused(
                        413,
                        Reason.TOO_LARGE,
                        f"the body is over the limit of {self.limit} bytes",
                        {"Connection": "close"},
                    )
            return message

        return counted


def _content_length(scope: Scope) -> int | None:
    for name, value in scope["headers"]:
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None
