#!/usr/bin/env bash
# Set up Scorpion Qt on a Debian/Ubuntu machine, then play it or test it.
#   bash packaging/bootstrap.sh play    install and start the game
#   bash packaging/bootstrap.sh test    install the test tools and run every check
# Extra arguments are passed on (to the game, or to pytest).
set -euo pipefail

mode="${1:-}"
shift || true
# a mistyped mode is told before anything is installed or created
case "$mode" in
  play | test) ;;
  *)
    echo "usage: bash packaging/bootstrap.sh play|test [arguments]" >&2
    exit 2
    ;;
esac
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

# Libraries Qt needs: offscreen for tests, plus xcb for a real window.
qt_offscreen=(libegl1 libgl1 libx11-6 libdbus-1-3 libfontconfig1 libfreetype6 libglib2.0-0
  libxkbcommon0)
qt_window=(libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
  libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 libx11-xcb1
  libwayland-client0 libwayland-cursor0 libwayland-egl1)
# QtMultimedia's PulseAudio client: the sounds (the game starts, silent, without it)
qt_window+=(libpulse0)
# Packaging tests: desktop entry and AppStream validators; an X server (and xdotool,
# xwininfo, xprop, and openbox as a window manager) for the tests in a real window and the
# bundle; lintian for the .deb;
# debootstrap (and Debian's archive key, which Ubuntu lacks) for the install on a bare
# Debian root (tests/packaging/test_clean_root.py).
# The leaderboard server's tests: PostgreSQL's initdb and pg_ctl for a throwaway cluster
# (tests/server/postgres.py), and Debian's chromium to check its web page headless (Ubuntu
# has only a snap wrapper of that name, which does not install in a container).
# The screen reader tests (tests/ui/test_screen_reader.py): a session bus, the AT-SPI bus and
# registry, and pyatspi for the system's Python, to read the app as Orca does; Orca itself
# (tests/ui/test_orca_speaks.py hears what it speaks).
tools=(desktop-file-utils appstream xvfb xdotool x11-utils openbox lintian debootstrap
  debian-archive-keyring postgresql dbus-daemon at-spi2-core python3-pyatspi orca)
# PyICU (the server's name skeletons) is built from source against the system's ICU.
tools+=(libicu-dev pkg-config g++)
# The app on Wayland (tests/ui/test_wayland.py): a headless Weston, its compositor
# (Qt's Wayland libraries are among qt_window's).
tools+=(weston)
if grep -qx 'ID=debian' /etc/os-release 2>/dev/null; then
  tools+=(chromium)
fi

apt_install() {
  local missing=()
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" ||
      missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=()
  [ "$(id -u)" -ne 0 ] && sudo=(sudo)
  echo "Installing system packages: ${missing[*]}"
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
}

python="${PYTHON:-python3}"
if ! "$python" -c 'import sys, venv, ensurepip; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
  apt_install python3 python3-venv python3-pip
fi

venv="$root/.venv"
if [ ! -x "$venv/bin/python" ]; then
  "$python" -m venv "$venv"
fi
pip=("$venv/bin/python" -m pip install --quiet --disable-pip-version-check)

case "$mode" in
  play)
    apt_install "${qt_offscreen[@]}" "${qt_window[@]}"
    "${pip[@]}" -e .
    exec "$venv/bin/scorpion-qt" "$@"
    ;;
  test)
    apt_install "${qt_offscreen[@]}" "${qt_window[@]}" "${tools[@]}"
    "${pip[@]}" -e ".[test,package,server]"
    export PATH="$venv/bin:$PATH" QT_QPA_PLATFORM=offscreen
    echo "== ruff format"; ruff format --check .
    echo "== ruff check"; ruff check .
    echo "== mypy --strict"; mypy
    echo "== import contracts"; lint-imports
    # over every core: the packaging tests stay together in one process (tests/conftest.py)
    echo "== pytest"; exec python -m pytest -n auto --dist loadgroup "$@"
    ;;
esac
