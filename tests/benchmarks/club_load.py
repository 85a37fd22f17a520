"""Clubs for the leaderboard benchmark: a thousand clubs of the day's players, put straight
into the database, and the reads of their boards."""

from __future__ import annotations

import datetime
import random
from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import create_engine, insert

from scorpion_qt.server.clubs import new_code, new_slug
from scorpion_qt.server.models import CLUB_MEMBERS, CLUBS

#: clubs, those of them as big as a club may be (:data:`~scorpion_qt.server.clubs.MOST_MEMBERS`),
#: and the sizes of the others (uniform: 111 on average)
CLUBS_STORED = 1_000
FULL_CLUBS = 10
FULL_SIZE = 1_000
SIZES = (10, 212)
#: the share of reads that go to a full club (the others to any club, uniformly)
FULL_SHARE = 0.2


@dataclass(frozen=True, slots=True)
class BenchClub:
    slug: str
    members: int


def bulk_clubs(database: str, players: Sequence[int], seed: int = 35) -> list[BenchClub]:
    """:data:`CLUBS_STORED` clubs of ``players`` (ids), straight into the database: the
    first :data:`FULL_CLUBS` of :data:`FULL_SIZE` members, the others of :data:`SIZES`; a
    player may be in several (about 1.2 clubs each on average: some 120,000 members in
    all), each club's creator its first member."""
    rng = random.Random(seed)
    now = datetime.datetime.now(datetime.UTC)
    made: list[BenchClub] = []
    clubs: list[dict[str, object]] = []
    members: list[dict[str, object]] = []
    for number in range(1, CLUBS_STORED + 1):
        size = FULL_SIZE if number <= FULL_CLUBS else rng.randint(*SIZES)
        chosen = rng.sample(players, size)
        slug = new_slug()
        clubs.append(
            {
                "id": number,
                "slug": slug,
                "name": f"Club {number}",
                "code": new_code(),
                "creator_id": chosen[0],
                "created": now,
            }
        )
        members += [
            {"club_id": number, "player_id": player, "joined": now + datetime.timedelta(seconds=n)}
            for n, player in enumerate(chosen)
        ]
        made.append(BenchClub(slug, size))
    engine = create_engine(database)
    try:
        with engine.begin() as connection:
            connection.execute(insert(CLUBS), clubs)
            connection.execute(insert(CLUB_MEMBERS), members)
    finally:
        engine.dispose()
    return made


def club_paths(clubs: Sequence[BenchClub], day: datetime.date, count: int) -> list[str]:
    """``count`` club board reads (the first page, 50 lines): a :data:`FULL_SHARE` of them
    of the full clubs, the others of any club."""
    rng = random.Random(36)
    full = [club for club in clubs if club.members == FULL_SIZE]
    return [
        f"/api/v1/daily/{day}/classic?club={club.slug}&limit=50"
        for club in (
            rng.choice(full) if rng.random() < FULL_SHARE else rng.choice(clubs)
            for _ in range(count)
        )
    ]
