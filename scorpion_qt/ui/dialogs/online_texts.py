"""What the player is told about online leaderboards, in the player's words (never raw
HTTP); every text in the translation context "Online"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from scorpion_qt.ui.services.online_answer import Answer, Outcome

# Called as translate("Online", "literal text") so that pyside6-lupdate finds every text.
translate = QCoreApplication.translate


def registration_problem(answer: Answer) -> str:
    """Why registering did not work, for the dialog."""
    if answer.outcome is Outcome.TAKEN:
        return translate("Online", "That name is taken — choose another")
    if answer.outcome is Outcome.BAD_NAME:
        if answer.reason:
            return translate("Online", "The server does not accept this name: {reason}").format(
                reason=answer.reason
            )
        return translate("Online", "The server does not accept this name — choose another")
    return connection_problem(answer)


def connection_problem(answer: Answer) -> str:
    """Why the server gave no usable answer."""
    if answer.outcome is Outcome.UNREACHABLE:
        return translate("Online", "The server could not be reached")
    if answer.outcome is Outcome.BUSY:
        return translate("Online", "The server is busy — try again in a minute")
    if answer.outcome is Outcome.SERVER_ERROR:
        return translate("Online", "The server has a problem — try again later")
    return translate("Online", "The address is not a Scorpion Qt leaderboard server")


def rank_text(rank: int | None, total: int | None) -> str:
    """The player's place on a day's online board."""
    if rank is None:
        return translate("Online", "Online: on the leaderboard")
    if total is None:
        return translate("Online", "Online: rank {rank}").format(rank=rank)
    return translate("Online", "Online: rank {rank} of {total}").format(rank=rank, total=total)


def sending_text() -> str:
    return translate("Online", "Sending your result…")


def held_text() -> str:
    """A daily game at its dead end: its result waits for the player to leave it."""
    return translate(
        "Online",
        "Online: your result is sent once you leave this game (New Game, Restart, Give Up"
        " or quitting); Undo plays on",
    )


def waiting_text() -> str:
    return translate("Online", "Will be sent when the server can be reached")


def unregistered_text() -> str:
    return translate(
        "Online", "Will be sent once you are registered — see Settings → Online Leaderboard"
    )


def bad_token_text() -> str:
    return translate(
        "Online",
        "The leaderboard server no longer knows your player name — register again under"
        " Settings → Online Leaderboard; your result waits until then",
    )


def refused_text(reason: str) -> str:
    if reason:
        return translate("Online", "The leaderboard server refused your result: {reason}").format(
            reason=reason
        )
    return translate("Online", "The leaderboard server refused your result")


def ranked_message(rank: int | None, total: int | None) -> str:
    """The status bar's news of a result the server took."""
    if rank is not None and total is not None:
        text = translate(
            "Online", "Your daily result is on the online leaderboard: rank {rank} of {total}"
        )
        return text.format(rank=rank, total=total)
    return translate("Online", "Your daily result is on the online leaderboard")


def off_text() -> str:
    return translate(
        "Online", "Online leaderboards are off — turn them on under Settings → Online Leaderboard"
    )


def board_unreachable_text() -> str:
    return translate("Online", "The leaderboard server could not be reached")
