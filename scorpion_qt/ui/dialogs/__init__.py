"""The dialogs: New Game, Settings' pages, the win summary, the no-moves box, help."""
