"""The main window and its parts: menus, toolbar, status bar, the game's end, the notices about
saving and online results.
"""
