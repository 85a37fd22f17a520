"""The app factory: ``create_app(settings)`` migrates the database and wires the routers."""

from __future__ import annotations

import logging
import os
from typing import Any

import jinja2
from fastapi import FastAPI
from fastapi.templating import Jinja2Templates
from fastapi_offline import FastAPIOffline

import scorpion_qt
from scorpion_qt.server import error_handlers, migrate
from scorpion_qt.server.body_limit import BodyLimit
from scorpion_qt.server.database import database_url, make_engine
from scorpion_qt.server.day_close import Clock, utc_now
from scorpion_qt.server.forwarded import DEFAULT_TRUSTED, ForwardedAddress
from scorpion_qt.server.rate_limit import RateLimiter
from scorpion_qt.server.routes import (
    clubs,
    daily,
    health,
    pages,
    players,
    replay_page,
    result_logs,
    results,
)
from scorpion_qt.server.services import Services
from scorpion_qt.server.settings import Settings

log = logging.getLogger(__name__)


def create_app(settings: Settings, *, clock: Clock = utc_now) -> FastAPI:
    """A ready app on ``settings.database``, upgraded to the newest schema first (one
    process at a time, see :mod:`.migrate`); its routes tell the time by ``clock``."""
    engine = make_engine(database_url(settings.database), settings.pool_timeout, settings.pool_size)
    migrate.upgrade(engine)
    environment = jinja2.Environment(
        loader=jinja2.PackageLoader("scorpion_qt.server", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    services = Services(
        settings=settings,
        engine=engine,
        limiter=RateLimiter(engine),
        templates=Jinja2Templates(env=environment),
        clock=clock,
    )
    about: dict[str, Any] = {
        "title": "Scorpion Qt leaderboard",
        "version": scorpion_qt.__version__,
        "description": "Daily leaderboards of Scorpion Qt; every result is checked by "
        "replaying its moves with the game's engine.",
    }
    if settings.api_docs:
        # /docs and /redoc with Swagger UI's and ReDoc's files from a package, not a CDN;
        # and no badge from Swagger's online validator (which would be sent the schema's URL)
        app = FastAPIOffline(swagger_ui_parameters={"validatorUrl": None}, **about)
    else:
        app = FastAPI(docs_url=None, redoc_url=None, **about)
    app.state.services = services
    for module in (players, results, clubs, daily, result_logs, pages, replay_page, health):
        app.include_router(module.router)
    error_handlers.install(app)
    app.add_middleware(BodyLimit)
    trusted = settings.forwarded_allow_ips
    if trusted is None:
        trusted = os.environ.get("FORWARDED_ALLOW_IPS", DEFAULT_TRUSTED)
    app.add_middleware(ForwardedAddress, trusted=trusted)
    log.info("leaderboard server on %s", engine.url.render_as_string(hide_password=True))
    return app


def app_from_environment() -> FastAPI:
    """The app for uvicorn's worker processes (``--workers N``): settings from the
    ``SCORPION_QT_SERVER_*`` environment variables the command line set."""
    return create_app(Settings())
