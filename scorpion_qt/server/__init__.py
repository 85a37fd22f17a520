"""The online leaderboard server: FastAPI on uvicorn, SQLAlchemy 2 and Alembic, the engine.

An optional part of Scorpion Qt (``pip install "scorpion-qt[server]"``), run with
``scorpion-qt-server`` or ``python -m scorpion_qt.server``; nothing in the game imports
it, and it imports only the engine of the game's packages. It trusts nothing a client
claims: every submitted move log is replayed with the engine, and won, score, moves and
runs are what the replay gives. It keeps no state of its own between requests (not even
the rate-limit counters), so several processes can share one PostgreSQL database.

The API (JSON):

- ``POST /api/v1/players`` ``{"name": …}`` → 201 ``{"player": ID, "token": SECRET}``
- ``POST /api/v1/results`` (``Authorization: Bearer SECRET``) ``{"date", "rules", "deal",
  "actions", "seconds"}`` → 201 ``{"result", "won", "score", "moves", "rank"}``
- ``GET /api/v1/daily/{date}/{rules}?offset=0&limit=50`` → ``{"deal", "total", "results"}``
- ``GET /daily/{date}/{rules}`` (an HTML page), ``GET /healthz``

Decisions where the issue is silent: ranks are 1-based positions in the board's order (won,
higher score, fewer moves, less time, then the earlier submission), so no two results
share one; a malformed or truncated JSON body is 422 (reason ``malformed_json``), like
every other body that does not validate; a result may be for any date of the pinned table
up to tomorrow (UTC), since the game uses the player's local date; "0.1 s a move" counts
every move of the log, undone ones included, and undo/redo as free; rate limits count
fixed one-minute windows in the database; the SQLite default lives in the user's data
folder (``scorpion-qt-server/leaderboard.sqlite3``).

Every refusal answers ``{"detail": "what is wrong, in English", "reason": "a_code"}``
(codes in :class:`scorpion_qt.server.refused.Reason`), never a traceback. This package's
``__init__`` imports nothing, so that ``--help`` and bad options answer at once; the app
factory is :func:`scorpion_qt.server.app.create_app`.
"""
