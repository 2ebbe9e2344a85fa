"""The shared display: cards face up in a circle, in ascending order.

A played card goes between its nearest lower and higher numbers; a card lower
or higher than all goes between the highest and the lowest, because the
circle wraps. Its two neighbours, lower then higher, are the cards the player
may take.

>>> circle = Circle.of(Card(n) for n in (3, 17, 40, 52, 88, 120))
>>> play = circle.play(Card(37))
>>> [c.number for c in play.circle], [c.number for c in play.neighbours]
([3, 17, 37, 40, 52, 88, 120], [17, 40])
>>> [c.number for c in circle.play(Card(125)).neighbours]
[120, 3]
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from engine.cards.cards import Card
from engine.cards.errors import CardNotationError, DuplicateCardError, IllegalTurnError


@dataclass(frozen=True, slots=True)
class CirclePlay:
    """A card played into the circle: the circle after it and the two takeable neighbours.

    This is what a worked example draws: ``circle`` ascending (the drawing
    closes it into a ring), ``played`` marked, ``neighbours`` lower then higher.
    """

    circle: tuple[Card, ...]
    played: Card
    neighbours: tuple[Card, Card]

    @property
    def lower(self) -> Card:
        """The neighbour on the lower side (the highest card when ``played`` is the lowest)."""
        return self.neighbours[0]

    @property
    def higher(self) -> Card:
        """The neighbour on the higher side (the lowest card when ``played`` is the highest)."""
        return self.neighbours[1]

    @property
    def wraps(self) -> bool:
        """Whether the played card sits between the highest and the lowest card."""
        return self.played in (self.circle[0], self.circle[-1])

    def to_json(self) -> dict[str, Any]:
        return {
            "circle": [card.number for card in self.circle],
            "neighbours": [card.number for card in self.neighbours],
        }


@dataclass(frozen=True, slots=True)
class Circle:
    """The cards of the shared display, ascending. Use ``Circle.of`` to build one.

    >>> Circle((Card(17), Card(3)))
    Traceback (most recent call last):
      ...
    engine.cards.errors.CardNotationError: a circle lists its cards ascending (Circle.of sorts them): '17,3'
    """

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        cards = self.cards
        for before, after in itertools.pairwise(cards):
            if not before < after:
                text = ",".join(str(card) for card in cards)
                if before == after:
                    raise DuplicateCardError(f"card {after.number} is in the circle twice", text)
                raise CardNotationError(
                    "a circle lists its cards ascending (Circle.of sorts them)", text
                )

    @classmethod
    def of(cls, cards: Iterable[Card]) -> Circle:
        """The circle of ``cards`` in any order; it holds at least one card, each once.

        >>> Circle.of([Card(5), Card(5)])
        Traceback (most recent call last):
          ...
        engine.cards.errors.DuplicateCardError: card 5 is in the circle twice: '5,5'
        """
        given = tuple(cards)
        text = ",".join(str(card) for card in given)
        if not given:
            raise CardNotationError("the circle holds at least one card", text)
        ordered = tuple(sorted(given))
        for before, after in itertools.pairwise(ordered):
            if before == after:
                raise DuplicateCardError(f"card {after.number} is in the circle twice", text)
        return cls(ordered)

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def __str__(self) -> str:
        return " ".join(str(card) for card in self.cards)

    def play(self, card: Card) -> CirclePlay:
        """Insert ``card`` in numeric order and name its two neighbours.

        >>> Circle.of([Card(3), Card(17)]).play(Card(17))
        Traceback (most recent call last):
          ...
        engine.cards.errors.DuplicateCardError: card 17 is already in the circle: '17'
        """
        if card in self.cards:
            raise DuplicateCardError(f"card {card.number} is already in the circle", str(card))
        at = bisect.bisect(self.cards, card)
        after = (*self.cards[:at], card, *self.cards[at:])
        return CirclePlay(after, card, _neighbours(after, at))

    def with_card(self, card: Card) -> Circle:
        """The circle once ``card`` has been played into it."""
        return Circle(self.play(card).circle)

    def without(self, card: Card) -> Circle:
        """The circle once ``card`` has been taken from it."""
        if card not in self.cards:
            raise IllegalTurnError(f"card {card.number} is not in the circle", str(card))
        return Circle(tuple(c for c in self.cards if c != card))

    def neighbours(self, card: Card) -> tuple[Card, Card]:
        """The two cards next to ``card`` in the circle, lower then higher (wrapping)."""
        if card not in self.cards:
            raise IllegalTurnError(f"card {card.number} is not in the circle", str(card))
        return _neighbours(self.cards, self.cards.index(card))


def _neighbours(cards: tuple[Card, ...], at: int) -> tuple[Card, Card]:
    # Python's index -1 is the highest card: the wrap below the lowest comes free.
    return cards[at - 1], cards[(at + 1) % len(cards)]
