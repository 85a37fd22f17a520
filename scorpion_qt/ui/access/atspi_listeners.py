"""Which events the screen readers on Linux listen for: the AT-SPI registry's list of event
listeners (``org.a11y.atspi.Registry.GetRegisteredEvents`` on the accessibility bus), read
with jeepney, a pure-Python D-Bus client (QtDBus cannot read the reply's ``a(ss)`` from
Python, and the app's bundle leaves QtDBus out).

Qt sends a ``QAccessibleAnnouncementEvent`` as AT-SPI's ``object:announcement``, which
only newer Orca releases listen for (their default script speaks it); Orca 43.1 (Debian 12)
has no listener for it. Whether a
screen reader would miss an announcement is told by the registry: a client that listens
for objects being shown (``object:state-changed:showing``, which Orca 43 presents for a
notification) but not for announcements.
"""

from __future__ import annotations

import os

from jeepney import DBusAddress, new_method_call
from jeepney.auth import AuthenticationError
from jeepney.io.blocking import open_dbus_connection
from jeepney.wrappers import DBusErrorResponse, unwrap_msg

ANNOUNCEMENT = "object:announcement"
SHOWING = "object:state-changed:showing"
#: how long the registry may take to answer (a local socket: it answers in a millisecond)
TIMEOUT = 0.5
#: what asking a bus raises when it cannot be reached, refuses, or answers with an error
BUS_ERRORS = (OSError, ValueError, AuthenticationError, DBusErrorResponse)


def _key(event: str) -> list[str]:
    """An event's name as comparable parts: "Object:StateChanged:Showing" and
    "object:state-changed:showing" both give ["object", "statechanged", "showing"]."""
    return [part.lower().replace("-", "").replace("_", "") for part in event.split(":")]


def listens_for(registered: str, event: str) -> bool:
    """Whether a listener registered for ``registered`` hears ``event`` ("object:" hears
    every object event, "object:state-changed" every state change)."""
    wanted, heard = _key(event), [part for part in _key(registered) if part]
    return wanted[: len(heard)] == heard


def misses_announcements(listeners: list[tuple[str, str]]) -> bool:
    """Whether a client of the registry listens for objects shown but not announcements."""
    by_client: dict[str, list[str]] = {}
    for client, event in listeners:
        by_client.setdefault(client, []).append(event)
    return any(
        any(listens_for(each, SHOWING) for each in events)
        and not any(listens_for(each, ANNOUNCEMENT) for each in events)
        for events in by_client.values()
    )


def bus_address() -> str | None:
    """The accessibility bus's address (asked of the session bus), None without one.
    Raises one of :data:`BUS_ERRORS` when the session bus cannot be reached or read."""
    address = os.environ.get("AT_SPI_BUS_ADDRESS")
    if address:
        return address
    session = os.environ.get("DBUS_SESSION_BUS_ADDRESS")
    if not session:
        return None
    (found,) = _ask(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress")
    if not isinstance(found, str):
        raise ValueError(f"GetAddress answered {found!r}")
    return found or None


def registered_events(address: str) -> list[tuple[str, str]]:
    """The registry's event listeners on the bus at ``address``: (client, event) pairs.
    Raises one of :data:`BUS_ERRORS` when the bus cannot be reached or read."""
    registry = ("org.a11y.atspi.Registry", "/org/a11y/atspi/registry")
    (pairs,) = _ask(address, *registry, "org.a11y.atspi.Registry", "GetRegisteredEvents")
    if not isinstance(pairs, list):
        raise ValueError(f"GetRegisteredEvents answered {pairs!r}")
    return [(str(client), str(event)) for client, event in pairs]


def _ask(
    address: str, destination: str, path: str, interface: str, member: str
) -> tuple[object, ...]:
    """The body of the reply to a method call without arguments on the bus at ``address``."""
    with open_dbus_connection(bus=address, auth_timeout=TIMEOUT) as bus:
        call = new_method_call(DBusAddress(path, bus_name=destination, interface=interface), member)
        body = unwrap_msg(bus.send_and_get_reply(call, timeout=TIMEOUT))
    if not isinstance(body, tuple):
        raise ValueError(f"{member} answered {body!r}")
    return body
