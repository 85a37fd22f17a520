"""The game as the window plays it: the controller over the engine, the solver's help, the
deals to start, and the words for cards, moves and refusals.
"""
