"""The PySide6 user interface: main window, board scene, card items, controller, dialogs."""

from scorpion_qt.ui.source_scan import install

install()  # before the other modules load: PySide6 checks each one as it is imported
