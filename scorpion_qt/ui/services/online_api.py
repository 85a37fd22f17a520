"""Talking to an online leaderboard server with Qt's own QNetworkAccessManager: register a
player, send a daily result, read a day's board. Every call answers, on the GUI thread,
with an :class:`Answer` that says what happened in the player's terms; nothing here
blocks. QtNetwork loads with this module, which loads only once online is turned on."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import Any
from urllib.parse import quote

from PySide6.QtCore import QByteArray, QObject, QUrl
from PySide6.QtNetwork import QNetworkAccessManager, QNetworkReply, QNetworkRequest

from scorpion_qt.ui.services.online_answer import Answer, Outcome, normal_address

log = logging.getLogger(__name__)

# how long a call may take before the server counts as unreachable
TIMEOUT_MS = 10_000
# the most of an answer read: the API's answers are small (a board page, a few KB)
MAX_ANSWER = 1024 * 1024
# the API's path
API = "/api/v1"


class OnlineApi(QObject):
    """The calls of the leaderboard API; each answers once, through ``done``."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.manager = QNetworkAccessManager(self)
        self._replies: set[QNetworkReply] = set()

    @property
    def busy(self) -> bool:
        """Whether a call is waiting for its answer."""
        return bool(self._replies)

    def register(self, server: str, name: str, done: Callable[[Answer], None]) -> None:
        """``POST /players``: the answer's body has ``player`` and ``token`` when OK."""
        self._post(server, "/players", {"name": name}, None, done, registering=True)

    def submit(self, server: str, token: str, payload: str, done: Callable[[Answer], None]) -> None:
        """``POST /results`` with the player's token; ``payload`` is the JSON text."""
        self._post(server, "/results", payload, token, done, registering=False)

    def board(
        self,
        server: str,
        day: str,
        rules: str,
        offset: int,
        limit: int,
        done: Callable[[Answer], None],
    ) -> None:
        """``GET /daily/{day}/{rules}``: a page of the day's board (see :func:`board_of`)."""
        path = f"/daily/{quote(day, safe='')}/{quote(rules, safe='')}"
        url = QUrl(f"{normal_address(server)}{API}{path}?offset={offset}&limit={limit}")
        reply = self.manager.get(self._request(url))
        self._follow(reply, lambda answer: done(answer), registering=False)

    def send(
        self,
        method: str,
        server: str,
        path: str,
        token: str,
        done: Callable[[Answer], None],
        body: dict[str, Any] | None = None,
    ) -> None:
        """Any call of the API (``path`` under its root, with its query) with the player's
        token ("": none) and a JSON ``body`` if any: the clubs' calls (see club_api)."""
        request = self._request(QUrl(f"{normal_address(server)}{API}{path}"), token or None)
        data = QByteArray()
        if body is not None:
            request.setHeader(QNetworkRequest.KnownHeaders.ContentTypeHeader, "application/json")
            data = QByteArray(json.dumps(body, ensure_ascii=False).encode("utf-8"))
        reply = self.manager.sendCustomRequest(request, method.encode("ascii"), data)
        self._follow(reply, done, registering=False)

    def _request(self, url: QUrl, token: str | None = None) -> QNetworkRequest:
        request = QNetworkRequest(url)
        request.setTransferTimeout(TIMEOUT_MS)
        request.setRawHeader(b"Accept", b"application/json")
        if token is not None:
            request.setRawHeader(b"Authorization", f"Bearer {token}".encode("ascii"))
        return request

    def _post(
        self,
        server: str,
        path: str,
        body: dict[str, Any] | str,
        token: str | None,
        done: Callable[[Answer], None],
        *,
        registering: bool,
    ) -> None:
        request = self._request(QUrl(f"{normal_address(server)}{API}{path}"), token)
        request.setHeader(QNetworkRequest.KnownHeaders.ContentTypeHeader, "application/json")
        text = body if isinstance(body, str) else json.dumps(body, ensure_ascii=False)
        reply = self.manager.post(request, QByteArray(text.encode("utf-8")))
        self._follow(reply, done, registering=registering)

    def _follow(
        self, reply: QNetworkReply, done: Callable[[Answer], None], *, registering: bool
    ) -> None:
        self._replies.add(reply)

        def finished() -> None:
            self._replies.discard(reply)
            answer = read_answer(reply, registering=registering)
            reply.deleteLater()
            if answer.outcome is not Outcome.OK:
                log.info(
                    "%s %s: %s %s",
                    reply.operation().name,
                    reply.url().path(),
                    answer.status,
                    answer.outcome.value,
                )
            done(answer)

        reply.finished.connect(finished)


def read_answer(reply: QNetworkReply, *, registering: bool) -> Answer:
    """What a finished reply came to (see :class:`Outcome`)."""
    status = reply.attribute(QNetworkRequest.Attribute.HttpStatusCodeAttribute)
    if not isinstance(status, int):
        log.info("no answer: %s", reply.errorString())
        return Answer(Outcome.UNREACHABLE)
    data = bytes(reply.read(MAX_ANSWER).data())
    body = _json(data)
    reason = _reason(body)
    if status in (200, 201):
        if body is None:
            return Answer(Outcome.NOT_A_SERVER, status)
        return Answer(Outcome.OK, status, body)
    if body is None and status not in (429, 502, 503, 504):
        # the API answers every error with JSON: a page of another server, or a proxy's
        return Answer(Outcome.NOT_A_SERVER, status)
    found = body or {}
    outcomes = {
        401: Outcome.BAD_TOKEN,
        409: Outcome.TAKEN if registering else Outcome.ALREADY,
        413: Outcome.REFUSED,
        422: Outcome.BAD_NAME if registering else Outcome.REFUSED,
        429: Outcome.BUSY,
    }
    outcome = outcomes.get(status)
    if outcome is None:
        outcome = Outcome.SERVER_ERROR if status >= 500 else Outcome.NOT_A_SERVER
    return Answer(outcome, status, found, reason, _retry_after(reply))


def _json(data: bytes) -> dict[str, Any] | None:
    try:
        value = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    return value if isinstance(value, dict) else None


def _reason(body: dict[str, Any] | None) -> str:
    """The server's reason in an error's body: its ``detail`` (the server's words; its
    ``reason`` is a code for programs), or the messages of a list of validation errors."""
    if body is None:
        return ""
    for key in ("detail", "message", "error", "reason"):
        value = body.get(key)
        if isinstance(value, str):
            return value
        if isinstance(value, dict):
            return _reason(value)
        if isinstance(value, list):
            found = [item.get("msg") for item in value if isinstance(item, dict)]
            return "; ".join(text for text in found if isinstance(text, str))
    return ""


def _retry_after(reply: QNetworkReply) -> float | None:
    value = bytes(reply.rawHeader("Retry-After").data()).decode("ascii", "replace")
    try:
        seconds = float(value)
    except ValueError:
        return None
    return seconds if seconds >= 0 else None
