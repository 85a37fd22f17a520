"""``python -m scorpion_qt`` runs the app."""

import sys

from scorpion_qt.app import main

sys.exit(main())
