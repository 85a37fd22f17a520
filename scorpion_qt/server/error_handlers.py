"""Every error answered as JSON with a reason (or the HTML 404 page), logged with the
caller's address; never a traceback in an answer, and no secret in the log."""

from __future__ import annotations

import logging
from collections.abc import Mapping

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from sqlalchemy.exc import DBAPIError, DisconnectionError, OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from starlette.exceptions import HTTPException
from starlette.routing import compile_path

from scorpion_qt.server.refused import Reason, Refused

log = logging.getLogger(__name__)

_REASONS = {404: Reason.NOT_FOUND, 405: Reason.METHOD_NOT_ALLOWED, 401: Reason.BAD_TOKEN}


def install(app: FastAPI) -> None:
    app.add_exception_handler(Refused, _refused)  # type: ignore[arg-type]
    app.add_exception_handler(HTTPException, _http_error)  # type: ignore[arg-type]
    app.add_exception_handler(RequestValidationError, _invalid)  # type: ignore[arg-type]
    for unavailable in (OperationalError, DisconnectionError, PoolTimeout):
        app.add_exception_handler(unavailable, _unavailable)
    app.add_exception_handler(DBAPIError, _database_error)  # type: ignore[arg-type]
    app.add_exception_handler(Exception, _bug)


def _address(request: Request) -> str:
    return request.client.host if request.client else "unknown"


def refusal(
    request: Request,
    status: int,
    reason: Reason,
    detail: str,
    headers: Mapping[str, str] | None = None,
) -> JSONResponse:
    log_refusal(request, status, reason, detail)
    return JSONResponse({"detail": detail, "reason": reason.value}, status, headers=headers)


def log_refusal(request: Request, status: int, reason: Reason, detail: str) -> None:
    """Log a refusal with its reason (every refusal is logged: those answered as JSON by
    :func:`refusal`, the pages' by their route)."""
    level = logging.INFO if status in (404, 409, 422) else logging.WARNING
    log.log(
        level,
        "refused %s %s from %s: %d %s: %s",
        request.method,
        request.url.path,
        _address(request),
        status,
        reason.value,
        detail,
    )


async def _refused(request: Request, exc: Refused) -> Response:
    return refusal(request, exc.status_code, exc.reason, exc.detail, exc.headers)


async def _http_error(request: Request, exc: HTTPException) -> Response:
    if exc.status_code == 400:
        # FastAPI's answer to a JSON body that does not decode (not UTF-8): malformed JSON,
        # 422 like any other (400 is no status the API declares)
        return refusal(request, 422, Reason.MALFORMED_JSON, "the body is not JSON in UTF-8")
    reason = _REASONS.get(exc.status_code, Reason.INVALID_REQUEST)
    headers = exc.headers
    if exc.status_code == 405:
        headers = {**(headers or {}), "Allow": _allowed(request, headers)}
    return refusal(request, exc.status_code, reason, str(exc.detail), headers)


def _allowed(request: Request, headers: Mapping[str, str] | None) -> str:
    """The methods of the request's path: those Starlette's 405 names (the first route
    of the path's), and those the API's schema documents for it (``GET /api/v1/clubs``
    and ``POST /api/v1/clubs`` are two routes), ``HEAD`` with ``GET``."""
    methods = {m.strip() for m in (headers or {}).get("Allow", "").split(",") if m.strip()}
    paths: dict[str, dict[str, object]] = request.app.openapi()["paths"]
    for template, operations in paths.items():
        if compile_path(template)[0].fullmatch(request.url.path):
            methods |= {method.upper() for method in operations}
    if "GET" in methods:
        methods.add("HEAD")
    return ", ".join(sorted(methods))


async def _invalid(request: Request, exc: RequestValidationError) -> Response:
    """422 naming each problem by its place (``body.actions.3: …``); the values sent are
    not echoed."""
    problems = []
    reason = Reason.INVALID_REQUEST
    for error in exc.errors():
        if error.get("type") == "json_invalid":
            reason = Reason.MALFORMED_JSON
        place = ".".join(str(part) for part in error.get("loc", ()))
        problems.append(f"{place}: {error.get('msg', 'invalid')}")
    return refusal(request, 422, reason, "; ".join(problems) or "invalid request")


async def _unavailable(request: Request, exc: Exception) -> Response:
    log.error("the database cannot be reached: %s", type(exc).__name__)
    return refusal(
        request,
        503,
        Reason.UNAVAILABLE,
        "the leaderboard's database is unavailable; try again later",
        {"Retry-After": "5"},
    )


async def _database_error(request: Request, exc: DBAPIError) -> Response:
    """A lost connection is unavailability (503); any other database error is a bug."""
    if exc.connection_invalidated:
        return await _unavailable(request, exc)
    return await _bug(request, exc)


async def _bug(request: Request, exc: Exception) -> Response:
    log.error(
        "error in %s %s from %s",
        request.method,
        request.url.path,
        _address(request),
        exc_info=exc,
    )
    return JSONResponse(
        {"detail": "the server failed to answer this request", "reason": Reason.INTERNAL.value},
        500,
    )
