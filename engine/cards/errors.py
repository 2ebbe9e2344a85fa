"""Typed errors of Up or Down?: each is one of the engine's ``ValueError`` kinds.

Bad card text is a ``NotationError``; a card the rules do not allow where it
was put is an ``IllegalMoveError``; a deck or player count that no game can
start from is an ``EngineError``. Every message ends with the input quoted.

>>> from engine.cards import Card
>>> Card.parse("127:red")
Traceback (most recent call last):
  ...
engine.cards.errors.CardNotationError: card number 127 is out of range 1..126: '127:red'
"""

from __future__ import annotations

from engine.errors import EngineError, IllegalMoveError, NotationError
from engine.errors import PlayerCountError as _PlayerCountError


class CardNotationError(NotationError):
    """Text that is not a card (``NUMBER`` or ``NUMBER:COLOUR``) or a list of them."""


class DuplicateCardError(IllegalMoveError):
    """A number that is already on the table: every number is printed on one card only."""


class RowDirectionError(IllegalMoveError):
    """A card that does not continue the direction its row's second card set."""


class IllegalTurnError(IllegalMoveError):
    """A turn the rules do not allow: a card not in hand, a card that is not a neighbour…"""


class SetupError(EngineError):
    """A deck or a player count that a game cannot start from."""


class PlayerCountError(SetupError, _PlayerCountError):
    """A number of players that Up or Down? is not played by (it is played by 2 to 6)."""


class ExampleLineError(EngineError):
    """A bad line of a worked example in the example notation (``engine.cards.examples``).

    ``line`` is the line's own number and ``text`` the line as written, or
    both ``None`` when the example as a whole is wrong (a line is missing);
    ``error`` is the engine's typed error, whose class says what went wrong
    (``CardNotationError``, ``DuplicateCardError``, ``RowDirectionError``…),
    and ``reason`` its reason.
    """

    def __init__(self, line: int | None, text: str | None, error: EngineError) -> None:
        super().__init__(error.reason, text)
        self.args = (line, text, error)
        self.line = line
        self.error = error

    def __str__(self) -> str:
        if self.line is None:
            return self.reason
        return f"line {self.line} {self.text!r}: {self.reason}"
