"""Setting up a game: chance is explicit input, a deck in the order it was shuffled.

Deal 3 cards to each player, lay the next 6 face up in the circle, split the
rest into two draw piles: the first half (the larger, when the rest is odd)
face down, the other face up. Settled here: cards are dealt one at a time
round the table, and a pile's top card is the first it lists.

>>> deck = [Card(n, "red" if n % 2 else "blue") for n in range(1, 127)]
>>> deal = Deal.from_order(shuffled(deck, players=2, seed=7), players=2)
>>> [len(hand) for hand in deal.hands], len(deal.circle), len(deal.face_down), len(deal.face_up)
([3, 3], 6, 21, 21)
>>> sorted(card.number for card in deal.cards) == list(range(1, 55))
True
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.cards.cards import COLOURS_IN_DECK, Card, check_players, numbers_in_play
from engine.cards.errors import DuplicateCardError, SetupError

HAND_SIZE = 3
CIRCLE_SIZE = 6


def cards_in_play(deck: Iterable[Card], players: int, *, short: bool = False) -> tuple[Card, ...]:
    """The deck's cards that this game uses (the others stay in the box), ascending.

    The deck must hold every number in play once, each card with a colour,
    in at most six colours.

    >>> cards_in_play([Card(n, "red") for n in range(1, 50)], players=2)
    Traceback (most recent call last):
      ...
    engine.cards.errors.SetupError: the deck lacks cards 50..54 needed by 2 players: '1..49'
    """
    given = sorted(deck)
    text = _describe(given)
    for before, after in itertools.pairwise(given):
        if before == after:
            raise DuplicateCardError(f"card {after.number} is in the deck twice", text)
    wanted = numbers_in_play(players, short=short)
    chosen = tuple(card for card in given if card.number in wanted)
    if len(chosen) != len(wanted):
        have = {card.number for card in chosen}
        missing = _describe(Card(n) for n in wanted if n not in have)
        raise SetupError(f"the deck lacks cards {missing} needed by {players} players", text)
    uncoloured = [card for card in chosen if card.colour is None]
    if uncoloured:
        raise SetupError(f"card {uncoloured[0].number} of the deck has no colour", text)
    colours = sorted({card.colour for card in chosen if card.colour is not None})
    if len(colours) > COLOURS_IN_DECK:
        raise SetupError(
            f"the deck has {len(colours)} colours, more than {COLOURS_IN_DECK}", " ".join(colours)
        )
    return chosen


def shuffled(
    deck: Iterable[Card], players: int, *, seed: int, short: bool = False
) -> tuple[Card, ...]:
    """The cards in play, shuffled by a seeded generator: the same seed, the same order."""
    order = list(cards_in_play(deck, players, short=short))
    random.Random(seed).shuffle(order)
    return tuple(order)


@dataclass(frozen=True, slots=True)
class Deal:
    """Where every card in play starts: hands, circle and the two draw piles (top first)."""

    hands: tuple[tuple[Card, ...], ...]
    circle: tuple[Card, ...]
    face_down: tuple[Card, ...]
    face_up: tuple[Card, ...]

    @classmethod
    def from_order(cls, order: Sequence[Card], players: int) -> Deal:
        """Deal cards in the order given (the shuffle), as the rules set the table up.

        >>> Deal.from_order([Card(n, "red") for n in range(1, 12)], players=2)
        Traceback (most recent call last):
          ...
        engine.cards.errors.SetupError: 2 players need at least 12 cards, not 11: '1..11'
        """
        check_players(players)
        dealt = HAND_SIZE * players
        needed = dealt + CIRCLE_SIZE
        if len(order) < needed:
            raise SetupError(
                f"{players} players need at least {needed} cards, not {len(order)}",
                _describe(order),
            )
        if len(set(order)) != len(order):
            raise DuplicateCardError("a card is dealt twice", _describe(order))
        hands = tuple(tuple(order[seat:dealt:players]) for seat in range(players))
        circle = tuple(sorted(order[dealt:needed]))
        rest = order[needed:]
        half = (len(rest) + 1) // 2
        return cls(hands, circle, tuple(rest[:half]), tuple(rest[half:]))

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card dealt: hands, circle, face-down pile, face-up pile."""
        in_hands = (card for hand in self.hands for card in hand)
        return (*in_hands, *self.circle, *self.face_down, *self.face_up)

    def to_json(self) -> dict[str, Any]:
        return {
            "hands": [[str(card) for card in hand] for hand in self.hands],
            "circle": [str(card) for card in self.circle],
            "face_down": [str(card) for card in self.face_down],
            "face_up": [str(card) for card in self.face_up],
        }


def _describe(cards: Iterable[Card]) -> str:
    """Numbers as short ascending runs, for messages: ``1..49`` or ``3,7,9..12``."""
    numbers = sorted({card.number for card in cards})
    runs: list[list[int]] = []
    for number in numbers:
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    return ",".join(str(r[0]) if len(r) == 1 else f"{r[0]}..{r[-1]}" for r in runs)
