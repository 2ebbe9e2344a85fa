"""Typed errors: every one is a ``ValueError`` that quotes the offending input.

Bad syntax, illegal moves and bad game input are separate classes so that a
caller (the command line, the Sphinx extension) can say which one it was.
"""

from __future__ import annotations


class EngineError(ValueError):
    """Base class of every error the engine raises for bad input."""


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
