"""Scoring: each face-up row is worth its cards times the count of its most common colour.

Each discarded card adds 1. The highest total wins; tied players share the
victory. The example of the rules, before discards:

>>> colours = (
...     ["yellow"] * 3 + ["red"] * 2 + ["green"] * 2 + ["blue"]  # 8 cards, 3 yellow
...     + ["red", "blue"]  # 2 cards, 1 of a colour
...     + ["blue"] * 5 + ["red"] * 3  # 8 cards, 5 blue
... )
>>> cards = [Card(number, colour) for number, colour in enumerate(colours, start=1)]
>>> rows = [cards[:8], cards[8:10], cards[10:]]
>>> scored = score_display(Display.of(rows))
>>> " + ".join(f"{r.cards}*{r.count}" for r in scored.rows), scored.total
('8*3 + 2*1 + 8*5', 66)

When two colours tie for most common, ``colour`` reports the one that comes
first in the row's order (the score is the same either way):

>>> from engine.cards import parse_cards
>>> score_row(Row(parse_cards("5:blue,9:red,12:red,20:blue")))
RowScore(cards=4, colour='blue', count=2, score=8)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.cards.cards import HIGHEST_NUMBER, Card
from engine.cards.display import Display, Row
from engine.cards.errors import CardNotationError, IllegalTurnError


@dataclass(frozen=True, slots=True)
class RowScore:
    """One row's score: ``cards`` times ``count`` (cards of its most common ``colour``)."""

    cards: int
    colour: str
    count: int
    score: int

    def to_json(self) -> dict[str, Any]:
        return {
            "cards": self.cards,
            "colour": self.colour,
            "count": self.count,
            "score": self.score,
        }


@dataclass(frozen=True, slots=True)
class DisplayScore:
    """A whole display scored: one ``RowScore`` per face-up row, plus 1 per discarded card.

    ``face_up`` holds the scored rows' cards, in the same order as ``rows``, so
    a worked example can draw each row next to its score.
    """

    rows: tuple[RowScore, ...]
    discards: int
    total: int
    face_up: tuple[Row, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "rows": [row.to_json() for row in self.rows],
            "discards": self.discards,
            "total": self.total,
        }


def score_row(row: Row) -> RowScore:
    """Score one face-up row; a one-card row scores 1.

    >>> score_row(Row.of(Card(7, "red"))).score
    1
    >>> score_row(Row.of(Card(7)))
    Traceback (most recent call last):
      ...
    engine.cards.errors.CardNotationError: card 7 has no colour: scoring needs one: '7'
    """
    for card in row:
        if card.colour is None:
            raise CardNotationError(
                f"card {card.number} has no colour: scoring needs one", str(card)
            )
    if not row.cards:
        raise CardNotationError("an empty row cannot be scored: ''")
    # Counter keeps first-seen order among equal counts: ties go to the colour seen first.
    colour, count = Counter(card.colour for card in row).most_common(1)[0]
    assert colour is not None
    return RowScore(len(row), colour, count, len(row) * count)


def score_display(display: Display) -> DisplayScore:
    """Score a finished display after checking that legal play could have made it."""
    display.check()
    rows = tuple(score_row(row) for row in display.rows)
    discards = len(display.discard_pile)
    total = sum(row.score for row in rows) + discards
    return DisplayScore(rows, discards, total, display.rows)


def score_rows(
    rows: Sequence[Sequence[Card]], discards: int = 0, *, first_row: int = 0
) -> DisplayScore:
    """Score face-up rows (cards in row order) and a number of discarded cards.

    The discarded cards are face down, so only their number matters here;
    with the face-up cards they are at most the 126 cards of the deck.
    Messages number the rows from ``first_row`` (see ``Display.check``).

    >>> from engine.cards import parse_cards
    >>> score_rows([parse_cards("12:red,15:red,40:blue")], discards=4).to_json()
    {'rows': [{'cards': 3, 'colour': 'red', 'count': 2, 'score': 6}], 'discards': 4, 'total': 10}
    """
    if type(discards) is not int:
        raise CardNotationError("the number of discarded cards is a whole number", discards)
    if discards < 0:
        raise CardNotationError("the number of discarded cards cannot be negative", discards)
    face_up = sum(len(row) for row in rows)
    if face_up + discards > HIGHEST_NUMBER:
        raise IllegalTurnError(
            f"{face_up} face-up and {discards} discarded cards are more than the"
            f" {HIGHEST_NUMBER} cards of the deck",
            discards,
        )
    scored = score_display(Display.of(rows, first_row=first_row))
    return DisplayScore(scored.rows, discards, scored.total + discards, scored.face_up)


def winners(totals: Sequence[int]) -> tuple[int, ...]:
    """The seats with the highest total: more than one when they tie (shared victory).

    >>> winners([40, 66, 66]), winners([10, 9])
    ((1, 2), (0,))
    """
    best = max(totals)
    return tuple(seat for seat, total in enumerate(totals) if total == best)
