"""``python -m scorpion_qt.solver``: the batch mode of :mod:`scorpion_qt.solver.batch`."""

import sys

from scorpion_qt.solver.batch import main

sys.exit(main())
