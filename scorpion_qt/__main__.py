"""``python -m scorpion_qt`` runs the app."""

import sys

from scorpion_qt.app import main

if __name__ == "__main__":  # not when the solver's worker process re-imports it
    sys.exit(main())
