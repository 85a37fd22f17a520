"""``python -m scorpion_qt.server``: the same as the ``scorpion-qt-server`` command."""

import sys

from scorpion_qt.server.entry import main

sys.exit(main())
