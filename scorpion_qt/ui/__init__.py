"""The PySide6 user interface: main window, board scene, card items, controller, dialogs."""
