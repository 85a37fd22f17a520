"""What a running app holds: its settings, database engine, limiter, templates, clock, and
the results of closed days it has read."""

from __future__ import annotations

from dataclasses import dataclass, field

from fastapi.templating import Jinja2Templates
from sqlalchemy import Engine

from scorpion_qt.server.closed_results import ClosedResults
from scorpion_qt.server.day_close import Clock, utc_now
from scorpion_qt.server.rate_limit import RateLimiter
from scorpion_qt.server.settings import Settings


@dataclass(frozen=True, slots=True)
class Services:
    """Made once by :func:`scorpion_qt.server.app.create_app`, kept on ``app.state``."""

    settings: Settings
    engine: Engine
    limiter: RateLimiter
    templates: Jinja2Templates
    #: the time now (UTC): every route reads the time of day through it
    clock: Clock = utc_now
    #: results of days over everywhere, once read (they never change again)
    closed: ClosedResults = field(default_factory=ClosedResults)
