"""Up or Down? by its rules, written here from the rules and not from the engine.

Cards are ``(number, colour)`` pairs read from the pages' ``number:colour``.
A row the card continues (a one-card row takes any card; a longer one only a
card that keeps its direction), a new row while there are fewer than three,
closing any row for a new one; a row scores its cards times its cards of the
most common colour, a discarded card 1. The circle keeps numeric order and
wraps: a played card's neighbours are the nearest lower and higher numbers,
the highest and the lowest standing next to each other.
"""

from __future__ import annotations

from collections import Counter

Card = tuple[int, str]


def card(text: str) -> tuple[int, str]:
    number, _, colour = text.partition(":")
    return int(number), colour


def score(rows: list[list[tuple[int, str]]], discards: int) -> int:
    total = discards
    for row in rows:
        total += len(row) * max(Counter(colour for _n, colour in row).values())
    return total


def continues(row: list[tuple[int, str]], number: int) -> bool:
    if len(row) < 2:
        return True
    rising = row[1][0] > row[0][0]
    return number > row[-1][0] if rising else number < row[-1][0]


def places(rows: list[list[Card]], discards: int, new: Card) -> dict[str, int]:
    """Every legal place for the taken card ``new``, with the display's points after."""
    legal = [f"row {i}" for i, row in enumerate(rows) if continues(row, new[0])]
    legal += ["new row"] if len(rows) < 3 else []
    legal += [f"close row {i}" for i in range(len(rows))]
    return {where: score(*place(rows, discards, new, where)) for where in legal}


def place(
    rows: list[list[Card]], discards: int, new: Card, where: str
) -> tuple[list[list[Card]], int]:
    """The rows and the discard pile's size once ``new`` is put ``where`` (a legal place)."""
    words = where.split()
    if where == "new row":
        return [*rows, [new]], discards
    i = int(words[-1])
    if words[0] == "close":
        return [*rows[:i], [new], *rows[i + 1 :]], discards + len(rows[i])
    return [*rows[:i], [*rows[i], new], *rows[i + 1 :]], discards


def every_place(display: dict[str, list[list[str]] | list[str]], taken: str) -> dict[str, int]:
    rows = [[card(c) for c in row] for row in display["rows"]]
    return places(rows, len(display["discard_pile"]), card(taken))


def neighbours(circle: list[Card], played: Card) -> set[Card]:
    """The cards next to ``played`` once it is in the circle (one card twice is one)."""
    lower = [c for c in circle if c[0] < played[0]]
    higher = [c for c in circle if c[0] > played[0]]
    below = max(lower) if lower else max(circle)
    above = min(higher) if higher else min(circle)
    return {below, above}
