"""The card table: scene, view, card and pile items, layout, art, animation and focus. It draws
what it is given and turns input into requests; it decides nothing about the rules.
"""
