"""Typed errors: every one is a ``ValueError`` that quotes the offending input.

Bad syntax, illegal moves and bad game input are separate classes so that a
caller (the command line, the Sphinx extension) can say which one it was.
Each error carries its parts as attributes: ``reason`` (what is wrong) and
``text`` (the input it quotes), so a caller that words the message its own
way never has to cut the message apart.

>>> import engine
>>> try:
...     engine.Tile.parse("[1|7]")
... except engine.NotationError as error:
...     error.reason, error.text
('pip 7 is out of range 0..6', '[1|7]')
"""

from __future__ import annotations

import copy
import reprlib
from typing import Self


class EngineError(ValueError):
    """Base class of every error the engine raises for bad input.

    The message is ``reason: text!r``, or the reason alone when there is no
    input to quote.
    """

    def __init__(self, reason: str, text: object = None) -> None:
        super().__init__(reason, text)
        self.reason = reason
        self.text = text

    def __str__(self) -> str:
        if self.text is None:
            return self.reason
        return f"{self.reason}: {quoted(self.text)}"

    def quoting(self, text: object) -> Self:
        """The same error quoting ``text`` instead: a whole list or line, not the part that failed.

        >>> error = NotationError("pip 7 is out of range 0..6", "[1|7]")
        >>> str(error.quoting("[1|7] on [1|1] side-A"))
        "pip 7 is out of range 0..6: '[1|7] on [1|1] side-A'"
        """
        other = copy.copy(self)
        other.text = text
        return other


def quoted(text: object, limit: int = 100) -> str:
    """``repr(text)``, cut in the middle when longer than ``limit``: an error echoes an excerpt, not 100 KB.

    >>> quoted("[1|4] on [1|1] side-A")
    "'[1|4] on [1|1] side-A'"
    >>> quoted("[1|" + "9" * 5000 + "]", limit=20)
    "'[1|9999...99999]'"
    """
    shortener = reprlib.Repr()
    shortener.maxstring = shortener.maxother = limit
    return shortener.repr(text)


class NotationError(EngineError):
    """Text that is not a tile, a move or a card in the game's notation.

    >>> import engine
    >>> engine.Tile.parse("[1|7]")
    Traceback (most recent call last):
      ...
    engine.errors.NotationError: pip 7 is out of range 0..6: '[1|7]'
    """


class IllegalMoveError(EngineError):
    """A well-formed move that the rules do not allow in this position."""


class UnknownGameError(EngineError):
    """A game name that the engine does not know."""


class PlayerCountError(EngineError):
    """A number of players that the game is not played by."""


#: Numbers in the notation and on the command line are ASCII digits: no sign,
#: no spaces, no underscores, no other script's digits.
ASCII_DIGITS = "0123456789"


def ascii_digits_reason(text: str) -> str | None:
    """Why ``text`` is refused if it holds a digit that is not ASCII, else ``None``.

    Only words the error: validation matches ``[0-9]`` explicitly, since
    ``str.isdigit()`` and ``int()`` accept other scripts' digits (and
    ``isdigit()`` even superscripts, which ``int()`` refuses).

    >>> ascii_digits_reason("[1|4]"), ascii_digits_reason("[\N{SUPERSCRIPT TWO}|3]")
    (None, "numbers are written with the ASCII digits 0-9, not '²'")
    """
    for char in text:
        if char.isdigit() and char not in ASCII_DIGITS:
            return f"numbers are written with the ASCII digits 0-9, not {char!r}"
    return None


def shown_number(digits: str) -> str:
    """A number as a message shows it: no leading zeros, and a long one cut short.

    >>> shown_number("007"), shown_number("9" * 5000)
    ('7', '9999999999... (5000 digits)')
    """
    significant = digits.lstrip("0") or "0"
    if len(significant) <= 20:
        return significant
    return f"{significant[:10]}... ({len(significant)} digits)"


def whole_number(digits: str, limit: int) -> int | None:
    """The value of ``digits`` (ASCII ``[0-9]+``), or ``None`` if it is above ``limit``.

    The length is bounded before converting, so a number of any length is
    compared without ``int()`` refusing it.

    >>> whole_number("007", 126), whole_number("9" * 5000, 126)
    (7, None)
    """
    significant = digits.lstrip("0") or "0"
    if len(significant) > len(str(limit)):
        return None
    value = int(significant)
    return value if value <= limit else None


class PointsError(EngineError):
    """A number of points that the game cannot score, such as raw points that are not a multiple of 5.

    >>> str(PointsError("raw points are a multiple of 5", 17))
    'raw points are a multiple of 5: 17'
    """
