"""The Scorpion solver: sees every card, proves wins and losses within a budget.

Standard library only (no Qt, no database). Importing the package loads nothing: the
window reads and writes the worker's jobs (:mod:`scorpion_qt.solver.protocol`) without
loading the search. The entry points: :func:`scorpion_qt.solver.solve.solve` for a position,
:func:`scorpion_qt.solver.analysis.analyse` for where a game slipped away, and the worker
process the UI runs them in (:mod:`scorpion_qt.solver.worker`, jobs in
:mod:`scorpion_qt.solver.jobs`).
"""
