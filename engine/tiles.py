"""Tiles, slots and moves: the notation of ``docs/contracts/rules-dominoes.md`` section 1.

>>> Tile.parse("[4|1]")
Tile.parse('[1|4]')
>>> str(Move.parse("[4|1]  on [1|1]   LOW"))
'[1|4] on [1|1] low'
"""

from __future__ import annotations

import enum
import re
from functools import cache
from typing import NamedTuple

from engine.errors import NotationError, ascii_digits_reason, shown_number, whole_number

MAX_PIP = 6


class Slot(enum.Enum):
    """A point where a tile can join another, as a language-neutral token.

    The declaration order is the order the contract sorts slots in.

    >>> [slot.value for slot in Slot]
    ['side-A', 'side-B', 'arm-A', 'arm-B', 'high', 'low']
    """

    SIDE_A = "side-A"
    SIDE_B = "side-B"
    ARM_A = "arm-A"
    ARM_B = "arm-B"
    HIGH = "high"
    LOW = "low"

    @classmethod
    def parse(cls, text: str) -> Slot:
        """Read a slot token; case does not matter (``side-a`` is ``side-A``).

        >>> Slot.parse("arm-b")
        <Slot.ARM_B: 'arm-B'>
        """
        slot = _SLOTS_BY_LOWER.get(text.lower())
        if slot is None:
            known = " ".join(s.value for s in cls)
            raise NotationError(f"unknown slot (expected one of {known})", text)
        return slot

    #: Position in the contract's sort order (side-A first, low last).
    order: int
    #: Whether this is one of a spinner's arms.
    is_arm: bool

    def __init__(self, value: str) -> None:
        # Plain attributes, set once: the layout reads them on every placement.
        # Members are created in declaration order; the ones before are named.
        self.order = len(type(self)._member_names_)
        self.is_arm = value.startswith("arm-")

    def __str__(self) -> str:
        return str(self.value)


_SLOTS_BY_LOWER = {slot.value.lower(): slot for slot in Slot}

_TILE_RE = re.compile(r"\[\s*([0-9]+)\s*\|\s*([0-9]+)\s*\]", re.ASCII)


class _TileFields(NamedTuple):
    low: int
    high: int


class Tile(_TileFields):
    """One domino of the double-six set, stored with ``low <= high``.

    An immutable value, a named tuple of its halves checked when made: tiles
    compare and hash as values (equal halves, equal tiles; a tile also equals
    the plain pair ``(low, high)``) and sort by lower half, then higher half,
    as the contract orders them.

    >>> tile = Tile.parse("[6|3]")
    >>> tile, str(tile), tile.pips, tile.is_double
    (Tile.parse('[3|6]'), '[3|6]', 9, False)
    >>> Tile(3, 6) == tile, {tile: "placed"}[Tile.of(6, 3)]
    (True, 'placed')
    >>> Tile.parse("3|6")
    Traceback (most recent call last):
      ...
    engine.errors.NotationError: not a tile (expected [a|b] with pips 0..6): '3|6'
    """

    __slots__ = ()

    def __new__(cls, low: int, high: int) -> Tile:
        # ``bool`` is an ``int`` and ``1.0 == 1``: only true integers are pips.
        if type(low) is not int or type(high) is not int:
            raise NotationError("a tile's halves are whole numbers (int)", (low, high))
        if not (0 <= low <= high <= MAX_PIP):
            raise NotationError(f"not a tile with 0 <= low <= high <= {MAX_PIP}", (low, high))
        return super().__new__(cls, low, high)

    @classmethod
    def parse(cls, text: str) -> Tile:
        """Read ``[a|b]`` in either order."""
        return _parse_tile(text)

    @classmethod
    def of(cls, a: int, b: int) -> Tile:
        """The tile with halves ``a`` and ``b`` in either order."""
        return _tile(min(a, b), max(a, b))

    @property
    def is_double(self) -> bool:
        return self.low == self.high

    @property
    def pips(self) -> int:
        """The tile's total number of pips (what a hand counts at settlement)."""
        return self.low + self.high

    def half(self, slot: Slot) -> int:
        """The value a slot of this tile offers to the next tile.

        >>> Tile.of(1, 4).half(Slot.LOW), Tile.of(5, 5).half(Slot.ARM_B)
        (1, 5)
        """
        if slot is Slot.LOW:
            return self.low
        if slot is Slot.HIGH:
            return self.high
        return self.low

    def __str__(self) -> str:
        return f"[{self.low}|{self.high}]"

    def __repr__(self) -> str:
        return f"Tile.parse('{self}')"


@cache
def _tile(low: int, high: int) -> Tile:
    return Tile(low, high)


def _parse_tile(text: str) -> Tile:
    match = _TILE_RE.fullmatch(text.strip())
    if match is None:
        reason = ascii_digits_reason(text)
        raise NotationError(reason or f"not a tile (expected [a|b] with pips 0..{MAX_PIP})", text)
    pips = []
    for digits in match.groups():
        pip = whole_number(digits, MAX_PIP)
        if pip is None:
            raise NotationError(f"pip {shown_number(digits)} is out of range 0..{MAX_PIP}", text)
        pips.append(pip)
    return Tile.of(*pips)


#: The double-six set, in sort order: 28 tiles.
DOUBLE_SIX: tuple[Tile, ...] = tuple(
    Tile.of(a, b) for a in range(MAX_PIP + 1) for b in range(a, MAX_PIP + 1)
)

_MOVE_RE = re.compile(
    r"\s*(?P<tile>\[[^\]]*\])(?:\s+on\s+(?P<target>\[[^\]]*\])\s+(?P<slot>\S+))?\s*",
    re.IGNORECASE,
)


class _MoveFields(NamedTuple):
    tile: Tile
    target: Tile | None
    slot: Slot | None


class Move(_MoveFields):
    """A placement: ``TILE`` (the opening tile) or ``TILE on TARGET SLOT``.

    An immutable value: a named tuple of ``tile``, ``target`` and ``slot``,
    checked when made. The layout makes the moves it offers with
    ``Move.offered``, unchecked: it builds them from its own tiles and slots.

    >>> Move.parse("[1|5] on [1|1] arm-A")
    Move.parse('[1|5] on [1|1] arm-A')
    >>> Move.parse("[1|5] next to [1|1]")
    Traceback (most recent call last):
      ...
    engine.errors.NotationError: not a move (expected TILE or TILE on TARGET SLOT): '[1|5] next to [1|1]'
    """

    __slots__ = ()

    def __new__(cls, tile: Tile, target: Tile | None = None, slot: Slot | None = None) -> Move:
        if not isinstance(tile, Tile) or not isinstance(target, Tile | None):
            raise NotationError(
                "a move is made of tiles (use Move.parse to read text)", (tile, target)
            )
        if not isinstance(slot, Slot | None):
            raise NotationError("a move's slot is a Slot (use Slot.parse to read text)", slot)
        move = super().__new__(cls, tile, target, slot)
        if (target is None) != (slot is None):
            raise NotationError("a move names both a target and a slot, or neither", move)
        return move

    @classmethod
    def offered(cls, tile: Tile, target: Tile | None = None, slot: Slot | None = None) -> Move:
        """A move from parts known to be right (the layout's own): not checked."""
        return tuple.__new__(cls, (tile, target, slot))

    @classmethod
    def parse(cls, text: str) -> Move:
        match = _MOVE_RE.fullmatch(text)
        if match is None:
            reason = ascii_digits_reason(text)
            raise NotationError(reason or "not a move (expected TILE or TILE on TARGET SLOT)", text)
        try:
            tile = Tile.parse(match["tile"])
            if match["target"] is None:
                return cls(tile)
            return cls(tile, Tile.parse(match["target"]), Slot.parse(match["slot"]))
        except NotationError as error:
            # Quote the whole move, not only the part that failed.
            raise error.quoting(text) from None

    def __str__(self) -> str:
        if self.target is None:
            return str(self.tile)
        return f"{self.tile} on {self.target} {self.slot}"

    def __repr__(self) -> str:
        return f"Move.parse('{self}')"
