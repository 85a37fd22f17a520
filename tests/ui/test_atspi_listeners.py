"""Which screen readers would miss an announcement: the AT-SPI registry's listeners as
Orca 43.1 registers them (read from the registry while it ran), and as a newer Orca that
also listens for announcements does."""

from __future__ import annotations

from scorpion_qt.ui.access.atspi_listeners import listens_for, misses_announcements

#: what Orca 43.1 registered on the accessibility bus (its default script's listeners)
ORCA_43 = [
    (":1.0", event)
    for event in (
        "Focus::",
        "Mouse:Button:",
        "Object:PropertyChange:AccessibleName",
        "Object:PropertyChange:AccessibleDescription",
        "Object:ChildrenChanged:Add",
        "Object:StateChanged:Focused",
        "Object:StateChanged:Showing",
        "Object:StateChanged:Selected",
        "Object:TextCaretMoved:",
        "Window:Activate:",
    )
]


def test_event_names_match_in_either_spelling_and_by_prefix() -> None:
    assert listens_for("Object:StateChanged:Showing", "object:state-changed:showing")
    assert listens_for("object:state-changed:showing", "object:state-changed:showing")
    assert listens_for("Object:StateChanged:", "object:state-changed:showing")
    assert listens_for("object:", "object:announcement")
    assert listens_for("Object:Announcement:", "object:announcement")
    assert not listens_for("Object:StateChanged:Focused", "object:state-changed:showing")
    assert not listens_for("Object:TextCaretMoved:", "object:announcement")
    assert not listens_for("Window:Activate:", "object:state-changed:showing")


def test_orca_43_misses_announcements_and_a_newer_orca_does_not() -> None:
    assert misses_announcements(ORCA_43)
    newer = [*ORCA_43, (":1.0", "Object:Announcement:")]
    assert not misses_announcements(newer)
    # a client listening for every object event hears the announcements too
    assert not misses_announcements([(":1.3", "Object:")])
    # no screen reader, or one that listens for neither: nothing to make up for
    assert not misses_announcements([])
    assert not misses_announcements([(":1.4", "Object:StateChanged:Focused")])
    # one client that hears announcements does not speak for another that does not
    assert misses_announcements([*ORCA_43, (":1.7", "Object:Announcement:")])
