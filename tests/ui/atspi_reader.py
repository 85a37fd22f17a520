"""What a screen reader gets from the app over AT-SPI: run by the system's Python (Debian's
python3-pyatspi is a system package the test environment cannot import), it reads one
application's accessible tree and prints it as JSON, and, asked to, presses keys in its
window (xdotool) and prints the events a screen reader hears meanwhile: focus changes and
announcements.

    /usr/bin/python3 tests/ui/atspi_reader.py '{"app": "Scorpion Qt", ...}'

The request (JSON): ``app`` the application's accessible name; ``timeout`` seconds to wait
for it and for ``until`` (accessible names that must all be in the tree before it is read);
``steps``, the keys (xdotool key names) pressed one step at a time: a list of keys, or
``{"keys": [...], "until": {"type": ..., "text": ...}}`` to hear at least an event of that
type whose source is named ``text`` (or which carries it); each step is then followed by
``quiet`` seconds without events (the whole step at most ``step_timeout``); ``events``, the
events to listen for, if not :data:`EVENTS` (a screen reader's choice). The answer, one
line of JSON: ``tree`` (role, name, description, states, children), ``focused`` (the
objects with the focused state, outermost first) and ``steps`` (per step: its keys, the
events heard, and the focused objects after it).
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from typing import Any

import pyatspi
from gi.repository import GLib

#: what a screen reader listens to: the focus moving, and what the app asks it to say
EVENTS = (
    "object:announcement",
    "object:state-changed:focused",
    "object:state-changed:selected",
    "focus:",
    "object:property-change:accessible-name",
    "object:property-change:accessible-description",
    "object:state-changed:showing",
)
#: the deepest the tree is read (the board's cards sit at depth 4 or 5)
MAX_DEPTH = 12


def summary(node: Any) -> dict[str, Any]:
    """An object's role, name, description and states (no children)."""
    try:
        states = sorted(pyatspi.stateToString(s) for s in node.getState().getStates())
        return {
            "role": node.getRoleName(),
            "name": node.name or "",
            "description": node.description or "",
            "states": states,
        }
    except GLib.Error as error:  # gone while it was read
        return {"role": "gone", "name": "", "description": str(error), "states": []}


def parent_name(node: Any) -> str:
    """The name of an object's parent ("Column 3" for a card), "" if none."""
    try:
        parent = node.parent if node is not None else None
        return (parent.name or "") if parent is not None else ""
    except GLib.Error:
        return ""


def parent_role(node: Any) -> str:
    """The role of an object's parent ("status bar" for the notice of an announcement)."""
    try:
        parent = node.parent if node is not None else None
        return parent.getRoleName() if parent is not None else ""
    except GLib.Error:
        return ""


def tree(node: Any, depth: int = 0) -> dict[str, Any]:
    found = summary(node)
    children = []
    if depth < MAX_DEPTH:
        for index in range(node.childCount):
            child = node.getChildAtIndex(index)
            if child is not None:
                children.append(tree(child, depth + 1))
    found["children"] = children
    return found


def names(node: dict[str, Any]) -> set[str]:
    found = {node["name"]}
    for child in node["children"]:
        found |= names(child)
    return found


def focused(node: Any, depth: int = 0) -> list[dict[str, Any]]:
    """The objects with the focused state, outermost first (a widget and the part of it that
    holds the focus are both reported focused by some toolkits)."""
    found = []
    states = node.getState()
    if states.contains(pyatspi.STATE_FOCUSED):
        found.append(summary(node))
    if depth == 0 or (depth < MAX_DEPTH and states.contains(pyatspi.STATE_SHOWING)):
        for index in range(node.childCount):
            child = node.getChildAtIndex(index)
            if child is not None:
                found += focused(child, depth + 1)
    return found


def find_app(name: str, deadline: float) -> Any:
    while True:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and app.name == name and app.childCount:
                return app
        if time.monotonic() > deadline:
            raise SystemExit(f"no application named {name!r} on the accessibility bus")
        time.sleep(0.1)


def read_when_ready(app: Any, wanted: list[str], deadline: float) -> dict[str, Any]:
    """The tree, once every name in ``wanted`` is in it (or the deadline passed)."""
    while True:
        found = tree(app)
        if set(wanted) <= names(found) or time.monotonic() > deadline:
            return found
        time.sleep(0.2)


class Listener:
    """Hears the events of one application while keys are pressed, step by step."""

    def __init__(self, app: Any, request: dict[str, Any]) -> None:
        self.app, self.request = app, request
        self.pid = app.get_process_id()
        self.heard: list[dict[str, Any]] = []
        self.last = time.monotonic()
        self.results: list[dict[str, Any]] = []
        self.steps: list[dict[str, Any]] = [
            step if isinstance(step, dict) else {"keys": step} for step in request["steps"]
        ]
        self.quiet = float(request.get("quiet", 0.6))
        self.step_timeout = float(request.get("step_timeout", 15))
        self.index, self.started = -1, 0.0
        for kind in request.get("events", EVENTS):
            pyatspi.Registry.registerEventListener(self.on_event, kind)

    def on_event(self, event: Any) -> None:
        try:
            if event.host_application is None or event.host_application.name != self.app.name:
                return
        except GLib.Error:
            return
        data = event.any_data
        self.heard.append(
            {
                "type": event.type,
                "detail1": event.detail1,
                "data": data if isinstance(data, str) else None,
                "source": summary(event.source) if event.source is not None else None,
                "parent": parent_name(event.source),
                "parent_role": parent_role(event.source),
            }
        )
        self.last = time.monotonic()

    def run(self) -> list[dict[str, Any]]:
        """Press each step's keys, and hear what follows until ``quiet`` seconds pass without
        an event (at most ``step_timeout``)."""

        # the events of the start-up and of registering arrive first: let them pass
        def begin() -> bool:
            self.heard = []
            GLib.timeout_add(50, self.tick)
            return False

        GLib.timeout_add(int(self.quiet * 1000), begin)
        pyatspi.Registry.start()
        return self.results

    def tick(self) -> bool:
        now = time.monotonic()
        if self.index >= 0:
            step = self.steps[self.index]
            waiting = not self.heard_yet(step.get("until")) or now - self.last < self.quiet
            if waiting and now - self.started < self.step_timeout:
                return True
            keys = step["keys"]
            self.results.append({"keys": keys, "heard": self.heard, "focused": focused(self.app)})
            self.heard = []
        if self.index + 1 >= len(self.steps):
            pyatspi.Registry.stop()
            return False
        self.index += 1
        self.started = self.last = time.monotonic()
        press(self.steps[self.index]["keys"], self.request.get("window"))
        return True

    def heard_yet(self, wanted: dict[str, str] | None) -> bool:
        """Whether an event ``wanted`` describes came in this step (any, if None)."""
        if wanted is None:
            return bool(self.heard)
        return any(
            event["type"] == wanted["type"]
            and (
                wanted["text"] in (event["data"] or "")
                or wanted["text"] == (event["source"] or {}).get("name")
            )
            for event in self.heard
        )


def press(keys: list[str], window: str | None) -> None:
    """Real key presses on the X display (xdotool's XTEST), into the focused window."""
    command = ["xdotool", "key", "--delay", "60", *keys]
    if window:
        subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True)
    subprocess.run(command, check=True)


def main() -> None:
    request = json.loads(sys.argv[1])
    deadline = time.monotonic() + float(request.get("timeout", 20))
    app = find_app(request["app"], deadline)
    answer: dict[str, Any] = {"pid": app.get_process_id()}
    answer["tree"] = read_when_ready(app, list(request.get("until", [])), deadline)
    answer["focused"] = focused(app)
    if request.get("steps"):
        answer["steps"] = Listener(app, request).run()
    print("ATSPI " + json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
