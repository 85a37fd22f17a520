"""What the player is told about clubs, in the player's words (never raw HTTP, nor the
server's reason codes); every text in the translation context "Clubs"."""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QLocale

from scorpion_qt.ui.dialogs.online_texts import connection_problem
from scorpion_qt.ui.services.club_api import reason_code
from scorpion_qt.ui.services.online_answer import Answer, Outcome

# Called as translate("Clubs", "literal text") so that pyside6-lupdate finds every text.
translate = QCoreApplication.translate


def club_problem(answer: Answer) -> str:
    """Why a club call did not work."""
    known = {
        "bad_invite_code": translate("Clubs", "No club has this invite code."),
        "too_many_clubs": translate(
            "Clubs",
            "You are in as many clubs as the server allows: leave one to join or create another.",
        ),
        "not_a_member": translate("Clubs", "You are no longer a member of this club."),
        "not_club_creator": translate(
            "Clubs", "Only the club's creator can renew its invite code."
        ),
        "unknown_club": translate("Clubs", "This club no longer exists on the server."),
        "club_full": translate("Clubs", "This club has as many members as the server allows."),
    }
    text = known.get(reason_code(answer))
    if text is not None:
        return text
    if answer.outcome is Outcome.BUSY and answer.retry_after is not None:
        return wait_text(answer.retry_after)
    if answer.outcome is Outcome.BAD_TOKEN:
        return translate(
            "Clubs",
            "The leaderboard server no longer knows your player name — register again"
            " under Settings → Online Leaderboard.",
        )
    if answer.status in (400, 403, 404, 409, 413, 422) and answer.reason:
        # a refusal this version does not know by its code: the server's own words
        return translate("Clubs", "The server refused: {reason}").format(reason=answer.reason)
    return connection_problem(answer)


def name_problem(answer: Answer) -> str:
    """Why a new club's name was refused, or any other problem creating it."""
    if answer.status == 422 and answer.reason:
        return translate("Clubs", "The server does not accept this club name: {reason}").format(
            reason=answer.reason
        )
    return club_problem(answer)


def wait_text(seconds: float) -> str:
    """Past the server's limit (of joins): how long to wait."""
    whole = max(math.ceil(seconds), 1)
    if whole == 1:
        return translate("Clubs", "Too many tries — try again in a second.")
    return translate("Clubs", "Too many tries — try again in {seconds} seconds.").format(
        seconds=whole
    )


def created_text(name: str, code: str) -> str:
    return translate(
        "Clubs", "Club “{name}” created. Give its invite code {code} to the friends you want in it."
    ).format(name=name, code=code)


def joined_text(name: str) -> str:
    return translate("Clubs", "You are a member of “{name}”.").format(name=name)


def left_text(name: str) -> str:
    return translate("Clubs", "You left “{name}”.").format(name=name)


def renewed_text(name: str, code: str) -> str:
    return translate(
        "Clubs", "The invite code of “{name}” is now {code}; the old code no longer works."
    ).format(name=name, code=code)


def copied_text(name: str) -> str:
    return translate("Clubs", "The invite code of “{name}” is on the clipboard.").format(name=name)


def unregistered_text() -> str:
    return translate(
        "Clubs",
        "Clubs need a registered player name: enter the server and your name above and"
        " press OK, then open this dialog again.",
    )


def no_clubs_text() -> str:
    return translate(
        "Clubs",
        "You are in no club yet: create one, or join one with the invite code a member gave you.",
    )


def count_text(count: int) -> str:
    """A count as the language writes numbers."""
    return QLocale().toString(count)
