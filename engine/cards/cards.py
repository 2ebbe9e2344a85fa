"""Cards of Up or Down?: a number from 1 to 126 and a colour, and the numbers in play.

A card is its number: every number is printed on one card only, so two cards
with the same number are the same card whatever colour they were given.

>>> Card.parse("12:Red")
Card.parse('12:red')
>>> str(Card.parse(" 7 ")), highest_number(4), highest_number(4, short=True)
('7', 102, 78)
>>> [str(card) for card in parse_cards("12:red, 15:red,40:blue")]
['12:red', '15:red', '40:blue']
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from engine.cards.errors import CardNotationError, PlayerCountError
from engine.errors import UnknownGameError, ascii_digits_reason, shown_number, whole_number

#: The game's name on the command line.
GAME_NAME = "up-or-down"

#: The highest number in the box: 126 cards, every number once.
HIGHEST_NUMBER = 126

#: The box holds cards of six colours. Which colour belongs to which number is
#: not known to this project, so colours are data on each card, never a table.
COLOURS_IN_DECK = 6

PLAYER_COUNTS = (2, 3, 4, 5, 6)

#: Cards in play: 1 up to this number, by player count.
FULL_GAME = {2: 54, 3: 78, 4: 102, 5: 126, 6: 126}

#: The short game, a variant: 1 up to this number, by player count.
SHORT_GAME = {2: 42, 3: 60, 4: 78, 5: 96, 6: 96}

_CARD_RE = re.compile(r"\s*([0-9]+)\s*(?::\s*([A-Za-z][A-Za-z-]*)\s*)?", re.ASCII)


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One card: its number, and its colour (``None`` where no colour was stated).

    Colours are lower-case words; the rules of the circle ignore them, scoring
    needs them. Cards sort by number.

    >>> sorted([Card(40, "blue"), Card(3)])
    [Card.parse('3'), Card.parse('40:blue')]
    >>> Card(12, "red") == Card(12, "blue")
    True
    >>> Card(0)
    Traceback (most recent call last):
      ...
    engine.cards.errors.CardNotationError: card number 0 is out of range 1..126: '0'
    """

    number: int
    colour: str | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        # ``bool`` is an ``int`` and ``1.0 == 1``: only true integers are card numbers.
        if type(self.number) is not int:
            raise CardNotationError("a card's number is a whole number (int)", self.number)
        if not 1 <= self.number <= HIGHEST_NUMBER:
            raise CardNotationError(
                f"card number {self.number} is out of range 1..{HIGHEST_NUMBER}", str(self)
            )
        if self.colour is not None and not re.fullmatch(r"[a-z][a-z-]*", self.colour):
            raise CardNotationError("a colour is one lower-case word", self.colour)

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``NUMBER`` or ``NUMBER:COLOUR`` (the colour in any case)."""
        match = _CARD_RE.fullmatch(text)
        if match is None:
            reason = ascii_digits_reason(text)
            raise CardNotationError(reason or "not a card (expected NUMBER or NUMBER:COLOUR)", text)
        digits = match.group(1)
        number = whole_number(digits, HIGHEST_NUMBER)
        if number is None or number < 1:
            raise CardNotationError(
                f"card number {shown_number(digits)} is out of range 1..{HIGHEST_NUMBER}", text
            )
        colour = match.group(2)
        return cls(number, None if colour is None else colour.lower())

    def __str__(self) -> str:
        return str(self.number) if self.colour is None else f"{self.number}:{self.colour}"

    def __repr__(self) -> str:
        return f"Card.parse('{self}')"


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read a comma-separated list of cards, in the order given.

    >>> parse_cards("3,,17")
    Traceback (most recent call last):
      ...
    engine.cards.errors.CardNotationError: card 2 is empty: '3,,17'
    """
    if not text.strip():
        raise CardNotationError("no cards given", text)
    cards = []
    for position, item in enumerate(text.split(","), 1):
        if not item.strip():
            raise CardNotationError(f"card {position} is empty", text)
        try:
            cards.append(Card.parse(item))
        except CardNotationError as error:
            # Quote the whole list, not only the item that failed.
            raise error.quoting(text) from None
    return tuple(cards)


def check_game(name: str) -> str:
    """Return ``name`` if it names Up or Down? on the command line, else raise.

    >>> check_game("five-up")
    Traceback (most recent call last):
      ...
    engine.errors.UnknownGameError: unknown card game (expected up-or-down): 'five-up'
    """
    if name != GAME_NAME:
        raise UnknownGameError(f"unknown card game (expected {GAME_NAME})", name)
    return name


def check_players(players: int) -> int:
    """Return ``players`` if Up or Down? is played by that many (2 to 6), else raise.

    >>> check_players(7)
    Traceback (most recent call last):
      ...
    engine.cards.errors.PlayerCountError: Up or Down? is played by 2 to 6 players: 7
    """
    if type(players) is not int or players not in PLAYER_COUNTS:
        raise PlayerCountError("Up or Down? is played by 2 to 6 players", players)
    return players


def highest_number(players: int, *, short: bool = False) -> int:
    """The highest number in play: the game uses cards 1 up to it.

    >>> [highest_number(p) for p in PLAYER_COUNTS]
    [54, 78, 102, 126, 126]
    >>> [highest_number(p, short=True) for p in PLAYER_COUNTS]
    [42, 60, 78, 96, 96]
    """
    return (SHORT_GAME if short else FULL_GAME)[check_players(players)]


def numbers_in_play(players: int, *, short: bool = False) -> range:
    """The numbers of the cards in play for ``players``, ascending.

    >>> numbers_in_play(2)
    range(1, 55)
    """
    return range(1, highest_number(players, short=short) + 1)
