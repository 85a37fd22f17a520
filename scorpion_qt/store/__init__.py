"""The store: games, daily deals and statistics in one SQLite file (SQLAlchemy + Alembic).

Import each name from the module that holds it. The plain values (``records``, ``paths``)
and the quick look at the database (``quick_look``) load no SQLAlchemy, so the window can
use them before its first paint; the ``Store`` itself (``service``) opens on its own thread
behind the painted board.
"""
