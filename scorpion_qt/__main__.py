"""``python -m scorpion_qt`` and the bundle's executable run the app."""

import sys

from scorpion_qt.app import main

if __name__ == "__main__":  # not when imported (tests, tools)
    sys.exit(main())
