"""A request the server refuses: an HTTP status, a reason code and the reason in words."""

from __future__ import annotations

import enum
from collections.abc import Mapping

from starlette.exceptions import HTTPException


class Reason(enum.StrEnum):
    """The ``reason`` of every refusal's body, for clients to tell refusals apart."""

    INVALID_REQUEST = "invalid_request"  # 422: the body or a parameter does not validate
    MALFORMED_JSON = "malformed_json"  # 422: the body is not JSON (or was cut short)
    BAD_NAME = "bad_name"  # 422
    NAME_TAKEN = "name_taken"  # 409
    BAD_TOKEN = "bad_token"  # 401: missing or wrong bearer token
    TOO_LARGE = "too_large"  # 413: over 64 KB, or over 2,000 actions
    UNKNOWN_RULES = "unknown_rules"  # 422 (the page: 404)
    BAD_DATE = "bad_date"  # 422: outside the table of daily deals, or not yet begun
    NOT_DAILY_DEAL = "not_daily_deal"  # 422
    ILLEGAL_ACTION = "illegal_action"  # 422: the log does not replay
    UNFINISHED = "unfinished"  # 422: the log's game could go on
    IMPLAUSIBLE_SECONDS = "implausible_seconds"  # 422
    ALREADY_SUBMITTED = "already_submitted"  # 409: the first result of a day counts
    DAY_OVER = "day_over"  # 422: the date is over everywhere (its board closed)
    DAY_NOT_OVER = "day_not_over"  # 403, with Retry-After: its logs are not shown yet
    RATE_LIMITED = "rate_limited"  # 429, with Retry-After
    TOO_MANY_CLUBS = "too_many_clubs"  # 409: a player is in at most 20 clubs
    CLUB_FULL = "club_full"  # 409: a club has at most 1,000 members
    BAD_INVITE_CODE = "bad_invite_code"  # 404: whatever is wrong with the code
    NOT_A_MEMBER = "not_a_member"  # 404: no such club, or the caller is not in it
    NOT_CLUB_CREATOR = "not_club_creator"  # 403: only the club's creator renews its code
    UNKNOWN_CLUB = "unknown_club"  # 404: no club has this slug
    NOT_FOUND = "not_found"  # 404
    METHOD_NOT_ALLOWED = "method_not_allowed"  # 405
    UNAVAILABLE = "unavailable"  # 503: the database cannot be reached
    INTERNAL = "internal_error"  # 500: a bug; the log has the traceback, the answer not


class Refused(HTTPException):
    """Raised anywhere in a request to refuse it. An :class:`HTTPException`, so that a
    refusal raised while FastAPI reads the body (the body limit) passes through as it is."""

    def __init__(
        self,
        status: int,
        reason: Reason,
        detail: str,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(status, detail, dict(headers) if headers else None)
        self.reason = reason
