"""The board for assistive technology: cards and piles in words, and the accessible tree a
screen reader walks (the view, its piles, their cards).
"""
