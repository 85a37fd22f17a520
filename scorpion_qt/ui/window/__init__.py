"""The main window and its parts, each given what it uses rather than the window: actions
and menus, toolbar, status bar, new games, the position's commands, preferences, the game's
end, the solver's help, the notices about saving and online results.
"""
