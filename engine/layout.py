"""The layout of one round: tiles on the table, what is open, what counts.

One mutable object with ``push``/``pop``/``copy``, in the manner of
``chess.Board``. The layout knows the rules of attachment and scoring for
both games (``rules-dominoes.md`` section 2); whole rounds live in
``engine.round``.

>>> import engine
>>> layout = engine.Layout(engine.FIVE_UP)
>>> layout.push("[1|4]")
Placement(move=Move.parse('[1|4]'), end_sum=5, points=5, displayed_points=1)
>>> layout.push("[1|1] on [1|4] low").points
0
>>> layout.end_sum(), [str(t) for t in layout.spinners]
(6, ['[1|1]'])
>>> layout.push("[1|5] on [1|1] arm-A")
Traceback (most recent call last):
  ...
engine.errors.IllegalMoveError: arm-A of [1|1] opens only after side-A and side-B are occupied: '[1|5] on [1|1] arm-A'
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from engine.errors import IllegalMoveError
from engine.rules import Rules
from engine.tiles import Move, Slot, Tile

_NON_DOUBLE_SLOTS = (Slot.HIGH, Slot.LOW)
_SIDES = (Slot.SIDE_A, Slot.SIDE_B)
_ARMS = (Slot.ARM_A, Slot.ARM_B)


@dataclass(frozen=True, slots=True)
class AttachmentPoint:
    """A legal place for the next tile: a free slot and the value it shows."""

    tile: Tile
    slot: Slot
    value: int

    def sort_key(self) -> tuple[Tile, int]:
        return (self.tile, self.slot.order)


@dataclass(frozen=True, slots=True)
class Contribution:
    """One counted contribution (scoring end) to the end sum.

    ``slot`` is the free half of a non-double; a double counts once, with
    ``slot=None``, both halves together.
    """

    tile: Tile
    value: int
    slot: Slot | None = None

    def sort_key(self) -> tuple[Tile, int]:
        return (self.tile, -1 if self.slot is None else self.slot.order)


@dataclass(frozen=True, slots=True)
class Connection:
    """Where a placed tile joined: ``tile``'s ``slot`` holds ``to``'s ``to_slot``."""

    tile: Tile
    slot: Slot
    to: Tile
    to_slot: Slot


@dataclass(frozen=True, slots=True)
class Placement:
    """What one placement did: the move and the points it scored."""

    move: Move
    end_sum: int
    points: int
    displayed_points: int | None
    connection: Connection | None = field(default=None, repr=False)


@dataclass(slots=True)
class _Node:
    tile: Tile
    spinner: bool
    # Slot of this tile -> the tile attached there (its parent included).
    occupied: dict[Slot, Tile] = field(default_factory=dict)

    def contributions(self) -> Iterator[Contribution]:
        tile = self.tile
        if tile.is_double:
            if Slot.SIDE_A not in self.occupied or Slot.SIDE_B not in self.occupied:
                yield Contribution(tile, tile.pips)
            return
        for slot in _NON_DOUBLE_SLOTS:
            if slot not in self.occupied:
                yield Contribution(tile, tile.half(slot), slot)

    def counted(self) -> int:
        """This tile's part of the end sum (the fast form of ``contributions``)."""
        tile, occupied = self.tile, self.occupied
        if tile.is_double:
            if Slot.SIDE_A in occupied and Slot.SIDE_B in occupied:
                return 0
            return tile.pips
        total = 0
        if Slot.HIGH not in occupied:
            total += tile.high
        if Slot.LOW not in occupied:
            total += tile.low
        return total

    def free_slots(self) -> Iterator[Slot]:
        occupied = self.occupied
        if not self.tile.is_double:
            for slot in _NON_DOUBLE_SLOTS:
                if slot not in occupied:
                    yield slot
            return
        for slot in _SIDES:
            if slot not in occupied:
                yield slot
        if self.spinner and Slot.SIDE_A in occupied and Slot.SIDE_B in occupied:
            for slot in _ARMS:
                if slot not in occupied:
                    yield slot


def points_for(end_sum: int) -> int:
    """Points for a placement: the end sum if it is a positive multiple of 5.

    >>> [points_for(s) for s in (0, 5, 12, 15, 17, 35, 36)]
    [0, 5, 0, 15, 0, 35, 0]
    """
    return end_sum if end_sum > 0 and end_sum % 5 == 0 else 0


class Layout:
    """The tiles of one round on the table, with a stack of placements."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self._nodes: dict[Tile, _Node] = {}
        self._stack: list[Placement] = []
        # Open attachment points, in no particular order: (tile, slot) -> value.
        self._open: dict[tuple[Tile, Slot], int] = {}
        self._end_sum = 0

    # -- reading the position -------------------------------------------------

    def __len__(self) -> int:
        return len(self._stack)

    def __contains__(self, tile: object) -> bool:
        return tile in self._nodes

    def __repr__(self) -> str:
        moves = ", ".join(repr(str(p.move)) for p in self._stack)
        return f"<Layout {self.rules.name} [{moves}]>"

    @property
    def placements(self) -> list[Placement]:
        """Every placement so far, in order (a copy)."""
        return list(self._stack)

    @property
    def moves(self) -> list[Move]:
        return [placement.move for placement in self._stack]

    @property
    def tiles(self) -> list[Tile]:
        """The placed tiles in placement order."""
        return list(self._nodes)

    @property
    def spinners(self) -> list[Tile]:
        """The spinner doubles in placement order."""
        return [node.tile for node in self._nodes.values() if node.spinner]

    @property
    def connections(self) -> list[Connection]:
        """Where each tile joined, in placement order."""
        return [p.connection for p in self._stack if p.connection is not None]

    def attachment_points(self) -> list[AttachmentPoint]:
        """The legal places for the next tile, in the contract's order.

        Before the opening tile there are none: the opener may lead any tile.
        """
        points = [AttachmentPoint(tile, slot, value) for (tile, slot), value in self._open.items()]
        return sorted(points, key=AttachmentPoint.sort_key)

    def contributions(self) -> list[Contribution]:
        """The counted contributions (scoring ends), in the contract's order."""
        found = [c for node in self._nodes.values() for c in node.contributions()]
        return sorted(found, key=Contribution.sort_key)

    def end_sum(self) -> int:
        """The sum of the counted contributions."""
        return self._end_sum

    def is_spinner_if_placed(self, tile: Tile) -> bool:
        """Whether ``tile`` would become a spinner if it were placed now."""
        if not tile.is_double:
            return False
        if self.rules.spinners == "every-double":
            return True
        return not any(t.is_double for t in self._nodes)

    # -- legal moves ----------------------------------------------------------

    def legal_moves(self, tile: Tile) -> list[Move]:
        """Every legal placement of ``tile``, sorted by attachment point.

        >>> import engine
        >>> layout = engine.Layout(engine.ALL_FIVES)
        >>> _ = layout.push("[2|2]")
        >>> [str(m) for m in layout.legal_moves(engine.Tile.parse("[2|5]"))]
        ['[2|5] on [2|2] side-A', '[2|5] on [2|2] side-B']
        """
        if tile in self._nodes:
            return []
        if not self._stack:
            return [Move(tile)]
        found = [
            (target, slot)
            for (target, slot), value in self._open.items()
            if value == tile.low or value == tile.high
        ]
        found.sort(key=lambda point: (point[0], point[1].order))
        return [Move(tile, target, slot) for target, slot in found]

    def can_play(self, tile: Tile) -> bool:
        """Whether ``tile`` has at least one legal placement."""
        if tile in self._nodes:
            return False
        if not self._stack:
            return True
        halves = (tile.low, tile.high)
        return any(value in halves for value in self._open.values())

    def check(self, move: Move | str) -> Move:
        """Return the move if it is legal here, else raise ``IllegalMoveError``."""
        if isinstance(move, str):
            move = Move.parse(move)
        tile, target, slot = move.tile, move.target, move.slot
        text = str(move)
        if tile in self._nodes:
            raise IllegalMoveError(f"{tile} is already in the layout: {text!r}")
        if target is None or slot is None:
            if self._stack:
                raise IllegalMoveError(
                    f"only the opening tile is placed without a target; name one: {text!r}"
                )
            return move
        if not self._stack:
            raise IllegalMoveError(f"the layout is empty: the first move is a tile alone: {text!r}")
        node = self._nodes.get(target)
        if node is None:
            raise IllegalMoveError(f"{target} is not in the layout: {text!r}")
        if target.is_double:
            if slot in _NON_DOUBLE_SLOTS:
                raise IllegalMoveError(
                    f"{target} is a double: its slots are side-A, side-B"
                    f"{' and its arms' if node.spinner else ''}, not {slot}: {text!r}"
                )
            if slot.is_arm and not node.spinner:
                raise IllegalMoveError(f"{target} is not a spinner: it has no {slot}: {text!r}")
        elif slot not in _NON_DOUBLE_SLOTS:
            raise IllegalMoveError(
                f"{target} is not a double: its slots are low and high, not {slot}: {text!r}"
            )
        if slot in node.occupied:
            raise IllegalMoveError(
                f"{slot} of {target} is already taken by {node.occupied[slot]}: {text!r}"
            )
        if slot.is_arm and not (Slot.SIDE_A in node.occupied and Slot.SIDE_B in node.occupied):
            raise IllegalMoveError(
                f"{slot} of {target} opens only after side-A and side-B are occupied: {text!r}"
            )
        value = target.half(slot)
        if value not in (tile.low, tile.high):
            raise IllegalMoveError(
                f"{tile} has no half matching {slot} of {target} ({value}): {text!r}"
            )
        return move

    # -- changing the position ------------------------------------------------

    def push(self, move: Move | str) -> Placement:
        """Place a tile after checking the move; return what it scored."""
        return self.push_unchecked(self.check(move))

    def push_unchecked(self, move: Move) -> Placement:
        """Place a tile known to be legal (from ``legal_moves``): the fast path."""
        tile, target, slot = move.tile, move.target, move.slot
        node = _Node(tile, self.is_spinner_if_placed(tile))
        opened = self._open
        end_sum = self._end_sum
        connection = None
        if target is None or slot is None:
            slots: tuple[Slot, ...] = _SIDES if tile.is_double else _NON_DOUBLE_SLOTS
            for own in slots:
                opened[(tile, own)] = tile.half(own)
        else:
            parent = self._nodes[target]
            value = target.half(slot)
            if tile.is_double:
                own = Slot.SIDE_A
            else:
                own = Slot.LOW if tile.low == value else Slot.HIGH
            end_sum -= parent.counted()
            parent.occupied[slot] = tile
            end_sum += parent.counted()
            del opened[(target, slot)]
            if parent.spinner and slot.is_side and len(parent.occupied) == 2:
                for arm in _ARMS:
                    opened[(target, arm)] = value
            node.occupied[own] = target
            for free in node.free_slots():
                opened[(tile, free)] = tile.half(free)
            connection = Connection(target, slot, tile, own)
        self._nodes[tile] = node
        end_sum += node.counted()
        self._end_sum = end_sum
        points = end_sum if end_sum > 0 and end_sum % 5 == 0 else 0
        displayed = points // 5 if self.rules.displayed_points else None
        placement = Placement(move, end_sum, points, displayed, connection)
        self._stack.append(placement)
        return placement

    def pop(self) -> Placement:
        """Take back the last placement and return it."""
        placement = self._stack.pop()
        tile = placement.move.tile
        node = self._nodes.pop(tile)
        opened = self._open
        for free in list(node.free_slots()):
            del opened[(tile, free)]
        connection = placement.connection
        if connection is not None:
            parent = self._nodes[connection.tile]
            if parent.spinner and connection.slot.is_side and len(parent.occupied) == 2:
                for arm in _ARMS:
                    del opened[(parent.tile, arm)]
            del parent.occupied[connection.slot]
            opened[(parent.tile, connection.slot)] = parent.tile.half(connection.slot)
        self._end_sum = self._stack[-1].end_sum if self._stack else 0
        return placement

    def copy(self) -> Layout:
        """An independent layout with the same placements."""
        other = Layout(self.rules)
        for placement in self._stack:
            other.push_unchecked(placement.move)
        return other
