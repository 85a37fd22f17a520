"""Which events the screen readers on Linux listen for: the AT-SPI registry's list of event
listeners (``org.a11y.atspi.Registry.GetRegisteredEvents`` on the accessibility bus), read
with a minimal D-Bus client of its own (QtDBus cannot read the reply's ``a(ss)`` from
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
import socket
import struct

ANNOUNCEMENT = "object:announcement"
SHOWING = "object:state-changed:showing"
#: how long the registry may take to answer (a local socket: it answers in a millisecond)
TIMEOUT = 0.5


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
    Raises OSError or ValueError when the session bus cannot be reached or read."""
    address = os.environ.get("AT_SPI_BUS_ADDRESS")
    if address:
        return address
    session = os.environ.get("DBUS_SESSION_BUS_ADDRESS")
    if not session:
        return None
    body = _ask(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress")
    return _string(body, 0)[0] or None


def registered_events(address: str) -> list[tuple[str, str]]:
    """The registry's event listeners on the bus at ``address``: (client, event) pairs.
    Raises OSError or ValueError when the bus cannot be reached or read."""
    registry = ("org.a11y.atspi.Registry", "/org/a11y/atspi/registry")
    return _pairs(_ask(address, *registry, "org.a11y.atspi.Registry", "GetRegisteredEvents"))


# -- a minimal D-Bus client: one method call, its reply ----------------------------------


def _ask(address: str, destination: str, path: str, interface: str, member: str) -> bytes:
    """The body of the reply to a method call without arguments on the bus at ``address``."""
    with _connect(address) as bus:
        bus.settimeout(TIMEOUT)
        _authenticate(bus)
        reader = _Reader(bus)
        hello = ("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "Hello")
        bus.sendall(_call(1, *hello))
        reader.reply(1)
        bus.sendall(_call(2, destination, path, interface, member))
        return reader.reply(2)


def _connect(address: str) -> socket.socket:
    for choice in address.split(";"):
        kind, _, options = choice.partition(":")
        values = dict(part.split("=", 1) for part in options.split(",") if "=" in part)
        if kind != "unix":
            continue
        path = values.get("path")
        if path is None and "abstract" in values:
            path = "\0" + values["abstract"]
        if path is None:
            continue
        bus = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            bus.settimeout(TIMEOUT)
            bus.connect(path)
        except OSError:
            bus.close()
            raise
        return bus
    raise ValueError(f"no unix socket in the bus address {address!r}")


def _authenticate(bus: socket.socket) -> None:
    uid = str(os.getuid()).encode().hex()
    bus.sendall(b"\0AUTH EXTERNAL " + uid.encode() + b"\r\n")
    answer = b""
    while not answer.endswith(b"\r\n"):
        chunk = bus.recv(256)
        if not chunk:
            raise ValueError("the bus closed during authentication")
        answer += chunk
    if not answer.startswith(b"OK "):
        raise ValueError(f"the bus refused: {answer!r}")
    bus.sendall(b"BEGIN\r\n")


def _pad(data: bytes | bytearray, size: int) -> bytes:
    return b"\0" * (-len(data) % size)


def _call(serial: int, destination: str, path: str, interface: str, member: str) -> bytes:
    """A method call without arguments, little-endian."""
    fields = bytearray()
    for code, kind, value in (
        (1, b"o", path),
        (2, b"s", interface),
        (3, b"s", member),
        (6, b"s", destination),
    ):
        fields += _pad(fields, 8) + bytes([code, 1]) + kind + b"\0"
        encoded = value.encode()
        fields += struct.pack("<I", len(encoded)) + encoded + b"\0"
    header = b"l\x01\x00\x01" + struct.pack("<III", 0, serial, len(fields)) + fields
    return header + _pad(header, 8)


class _Reader:
    """Reads messages from the bus, keeping what follows one in the buffer."""

    def __init__(self, bus: socket.socket) -> None:
        self._bus = bus
        self._buffer = b""

    def _take(self, size: int) -> bytes:
        while len(self._buffer) < size:
            chunk = self._bus.recv(65536)
            if not chunk:
                raise ValueError("the bus closed")
            self._buffer += chunk
        taken, self._buffer = self._buffer[:size], self._buffer[size:]
        return taken

    def reply(self, serial: int) -> bytes:
        """The body of the reply to the call ``serial`` (messages before it skipped)."""
        while True:
            fixed = self._take(16)
            if fixed[:1] != b"l":
                raise ValueError("a big-endian message")
            kind = fixed[1]
            body_size, _serial, fields_size = struct.unpack("<III", fixed[4:16])
            fields = self._take(fields_size + (-(16 + fields_size) % 8))[:fields_size]
            body = self._take(body_size)
            if kind in (2, 3) and _reply_serial(fields) == serial:
                if kind == 3:
                    raise ValueError("the bus answered with an error")
                return body


def _reply_serial(fields: bytes) -> int | None:
    """The REPLY_SERIAL header field (code 5, a uint32), if present."""
    offset = 0
    while offset < len(fields):
        offset += -offset % 8
        code, length = fields[offset], fields[offset + 1]
        signature = fields[offset + 2 : offset + 2 + length]
        offset += 3 + length
        if signature in (b"u", b"i"):
            offset += -offset % 4
            value = struct.unpack_from("<I", fields, offset)[0]
            offset += 4
            if code == 5:
                return int(value)
        elif signature in (b"s", b"o"):
            offset += -offset % 4
            size = struct.unpack_from("<I", fields, offset)[0]
            offset += 4 + size + 1
        elif signature == b"g":
            offset += 1 + fields[offset] + 1
        else:
            raise ValueError(f"a header field of type {signature!r}")
    return None


def _string(body: bytes, offset: int) -> tuple[str, int]:
    """The string at ``offset`` (aligned first), and the offset after it."""
    offset += -offset % 4
    length = struct.unpack_from("<I", body, offset)[0]
    text = body[offset + 4 : offset + 4 + length].decode()
    return text, offset + 4 + length + 1


def _pairs(body: bytes) -> list[tuple[str, str]]:
    """An ``a(ss)`` body read."""
    size = struct.unpack_from("<I", body, 0)[0]
    offset = 4 + (-4 % 8)
    end = offset + size
    pairs = []
    while offset < end:
        offset += -offset % 8
        client, offset = _string(body, offset)
        event, offset = _string(body, offset)
        pairs.append((client, event))
    return pairs
