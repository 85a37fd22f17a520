"""Scorpion Qt: a desktop Scorpion solitaire."""

__version__ = "0.1.0"
