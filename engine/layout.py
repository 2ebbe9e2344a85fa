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

from collections.abc import Iterable
from dataclasses import dataclass, field

from engine.errors import IllegalMoveError, UnknownGameError
from engine.rules import Rules, find_rules
from engine.tiles import MAX_PIP, Move, Slot, Tile

_NON_DOUBLE_SLOTS = (Slot.HIGH, Slot.LOW)


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


def points_for(end_sum: int) -> int:
    """Points for a placement: the end sum if it is a positive multiple of 5.

    >>> [points_for(s) for s in (0, 5, 12, 15, 17, 35, 36)]
    [0, 5, 0, 15, 0, 35, 0]
    """
    return end_sum if end_sum > 0 and end_sum % 5 == 0 else 0


# The layout keys its tables by small integers instead of hashing tiles and
# slots: a tile's number is ``low * 8 + high`` (its hash, and in tile order)
# and a point, one slot of one placed tile, is ``number * 8 + slot.order``.
# Sorting points therefore sorts by tile, then slot: the contract's order.
_SLOT_AT = tuple(Slot)
_SIDE_A, _SIDE_B = Slot.SIDE_A.order, Slot.SIDE_B.order
_ARM_A, _ARM_B = Slot.ARM_A.order, Slot.ARM_B.order
_HIGH, _LOW = Slot.HIGH.order, Slot.LOW.order

# Moves and connections are immutable values, so one object per (tile,
# point) serves every layout: the hot path then builds none. At most
# 28 tiles x 28 targets x 6 slots entries.
_MOVES: dict[int, Move] = {}
_CONNECTIONS: dict[int, Connection] = {}


class Layout:
    """The tiles of one round on the table, with a stack of placements.

    ``rules`` is a ``Rules`` or a game's command-line name. Two layouts are
    equal when they have the same rules and the same placements in order.

    >>> import engine
    >>> layout = engine.Layout("five-up")
    >>> _ = layout.push("[1|4]")
    >>> "[1|4]" in layout, layout.copy() == layout, layout.rules is engine.FIVE_UP
    (True, True, True)
    >>> engine.Layout("muggins")
    Traceback (most recent call last):
      ...
    engine.errors.UnknownGameError: unknown game (expected five-up or all-fives): 'muggins'
    """

    def __init__(self, rules: Rules | str) -> None:
        if isinstance(rules, str):
            rules = find_rules(rules)
        elif not isinstance(rules, Rules):
            raise UnknownGameError("a layout's rules are a Rules or a game's name", rules)
        self.rules: Rules = rules
        self._stack: list[Placement] = []
        # Tile number -> placed tile, in placement order.
        self._placed: dict[int, Tile] = {}
        # Tile number -> spinner, in placement order.
        self._spinners: dict[int, Tile] = {}
        # Point -> the tile attached there (a tile's parent included).
        self._taken: dict[int, Tile] = {}
        # Pip value -> the open points showing it: what a tile with that
        # half can join, found without scanning the layout.
        self._open: list[set[int]] = [set() for _ in range(MAX_PIP + 1)]
        self._end_sum = 0
        self._every_double = rules.spinners == "every-double"

    # -- reading the position -------------------------------------------------

    def __len__(self) -> int:
        return len(self._stack)

    def __contains__(self, tile: object) -> bool:
        """Whether a tile (a ``Tile`` or its text, ``"[1|4]"``) is placed."""
        if isinstance(tile, str):
            tile = Tile.parse(tile)
        return isinstance(tile, Tile) and tile.low * 8 + tile.high in self._placed

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Layout):
            return NotImplemented
        return self.rules == other.rules and self.moves == other.moves

    # A layout changes: like a list, it is not hashable.
    __hash__ = None  # type: ignore[assignment]

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
        return list(self._placed.values())

    @property
    def spinners(self) -> list[Tile]:
        """The spinner doubles in placement order."""
        return list(self._spinners.values())

    @property
    def connections(self) -> list[Connection]:
        """Where each tile joined, in placement order."""
        return [p.connection for p in self._stack if p.connection is not None]

    def attachment_points(self) -> list[AttachmentPoint]:
        """The legal places for the next tile, in the contract's order.

        Before the opening tile there are none: the opener may lead any tile.
        """
        found = sorted(
            (point, value) for value, points in enumerate(self._open) for point in points
        )
        placed = self._placed
        return [
            AttachmentPoint(placed[point >> 3], _SLOT_AT[point & 7], value)
            for point, value in found
        ]

    def contributions(self) -> list[Contribution]:
        """The counted contributions (scoring ends), in the contract's order.

        Worked out afresh from which slots are taken, apart from the running
        end sum that placements keep (the tests hold the two together).
        """
        taken = self._taken
        found = []
        for number, tile in self._placed.items():
            points = number * 8
            if tile.is_double:
                if points + _SIDE_A not in taken or points + _SIDE_B not in taken:
                    found.append(Contribution(tile, tile.pips))
                continue
            for free in _NON_DOUBLE_SLOTS:
                if points + free.order not in taken:
                    found.append(Contribution(tile, tile.half(free), free))
        return sorted(found, key=Contribution.sort_key)

    def end_sum(self) -> int:
        """The sum of the counted contributions."""
        return self._end_sum

    def is_spinner_if_placed(self, tile: Tile) -> bool:
        """Whether ``tile`` would become a spinner if it were placed now."""
        # In All Fives only the first double spins, so "no double yet" is
        # "no spinner yet": no need to look through the placed tiles.
        return tile.low == tile.high and (self._every_double or not self._spinners)

    def end_sum_if_placed(self, move: Move) -> int:
        """The end sum ``move`` (a legal one) would leave, without placing it.

        >>> import engine
        >>> layout = engine.Layout(engine.FIVE_UP)
        >>> _ = layout.push("[1|4]")
        >>> layout.end_sum_if_placed(engine.Move.parse("[4|6] on [1|4] high"))
        7
        """
        tile, target, slot = move.tile, move.target, move.slot
        low, high = tile.low, tile.high
        if target is None or slot is None:
            return low + high
        value = target.high if slot is Slot.HIGH else target.low
        end_sum = self._end_sum + (low + high if low == high else low + high - value)
        if target.low != target.high:
            return end_sum - value
        other = (target.low * 8 + target.high) * 8 + (slot.order ^ 1)
        if slot.order <= _SIDE_B and other in self._taken:
            end_sum -= value + value
        return end_sum

    # -- legal moves ----------------------------------------------------------

    def legal_moves(self, tile: Tile) -> list[Move]:
        """Every legal placement of ``tile``, sorted by attachment point.

        >>> import engine
        >>> layout = engine.Layout(engine.ALL_FIVES)
        >>> _ = layout.push("[2|2]")
        >>> [str(m) for m in layout.legal_moves(engine.Tile.parse("[2|5]"))]
        ['[2|5] on [2|2] side-A', '[2|5] on [2|2] side-B']
        """
        return self.legal_moves_of((tile,))

    def legal_moves_of(self, tiles: Iterable[Tile]) -> list[Move]:
        """Every legal placement of each of ``tiles`` in turn (a hand, in order).

        >>> import engine
        >>> layout = engine.Layout(engine.ALL_FIVES)
        >>> _ = layout.push("[2|2]")
        >>> hand = [engine.Tile.parse(t) for t in ("[3|3]", "[2|6]")]
        >>> [str(m) for m in layout.legal_moves_of(hand)]
        ['[2|6] on [2|2] side-A', '[2|6] on [2|2] side-B']
        """
        if not self._stack:
            return [Move(tile) for tile in tiles]
        opened, placed = self._open, self._placed
        moves = []
        for tile in tiles:
            low, high = tile.low, tile.high
            at_low, at_high = opened[low], opened[high]
            # Most tiles of a hand match no open point: two lookups and out.
            if not (at_low or at_high) or low * 8 + high in placed:
                continue
            key = (low * 8 + high) << 9
            for point in sorted(at_low if low == high else at_low | at_high):
                move = _MOVES.get(key + point)
                if move is None:
                    move = Move(tile, placed[point >> 3], _SLOT_AT[point & 7])
                    _MOVES[key + point] = move
                moves.append(move)
        return moves

    def can_play(self, tile: Tile) -> bool:
        """Whether ``tile`` has at least one legal placement."""
        if tile.low * 8 + tile.high in self._placed:
            return False
        if not self._stack:
            return True
        return bool(self._open[tile.low] or self._open[tile.high])

    def check(self, move: Move | str) -> Move:
        """Return the move if it is legal here, else raise ``IllegalMoveError``."""
        if isinstance(move, str):
            move = Move.parse(move)
        tile, target, slot = move.tile, move.target, move.slot
        text = str(move)
        if tile in self:
            raise IllegalMoveError(f"{tile} is already in the layout", text)
        if target is None or slot is None:
            if self._stack:
                raise IllegalMoveError(
                    "only the opening tile is placed without a target; name one", text
                )
            return move
        if not self._stack:
            raise IllegalMoveError("the layout is empty: the first move is a tile alone", text)
        if target not in self:
            raise IllegalMoveError(f"{target} is not in the layout", text)
        number = target.low * 8 + target.high
        spinner = number in self._spinners
        if target.is_double:
            if slot in _NON_DOUBLE_SLOTS:
                raise IllegalMoveError(
                    f"{target} is a double: its slots are side-A, side-B"
                    f"{' and its arms' if spinner else ''}, not {slot}",
                    text,
                )
            if slot.is_arm and not spinner:
                raise IllegalMoveError(f"{target} is not a spinner: it has no {slot}", text)
        elif slot not in _NON_DOUBLE_SLOTS:
            raise IllegalMoveError(
                f"{target} is not a double: its slots are low and high, not {slot}", text
            )
        taken = self._taken
        point = number * 8 + slot.order
        if point in taken:
            raise IllegalMoveError(f"{slot} of {target} is already taken by {taken[point]}", text)
        if slot.is_arm and not (number * 8 + _SIDE_A in taken and number * 8 + _SIDE_B in taken):
            raise IllegalMoveError(
                f"{slot} of {target} opens only after side-A and side-B are occupied", text
            )
        value = target.half(slot)
        if value not in (tile.low, tile.high):
            raise IllegalMoveError(
                f"{tile} has no half matching {slot} of {target} ({value})", text
            )
        return move

    # -- changing the position ------------------------------------------------

    def push(self, move: Move | str) -> Placement:
        """Place a tile after checking the move; return what it scored."""
        return self._push_legal(self.check(move))

    def _push_legal(self, move: Move) -> Placement:
        """Place a tile known to be legal (from ``legal_moves``): the fast path.

        Not checked, so not public: an illegal move here would leave the
        layout in a state the rules forbid. ``engine.round`` plays only the
        moves ``legal_moves_of`` offered through it.
        """
        tile, target, slot = move.tile, move.target, move.slot
        low, high = tile.low, tile.high
        number = low * 8 + high
        own_points = number * 8
        opened, taken = self._open, self._taken
        if low == high and (self._every_double or not self._spinners):
            self._spinners[number] = tile
        if target is None or slot is None:
            end_sum = low + high
            connection = None
            if low == high:
                opened[low].update((own_points + _SIDE_A, own_points + _SIDE_B))
            else:
                opened[low].add(own_points + _LOW)
                opened[high].add(own_points + _HIGH)
        else:
            target_number = target.low * 8 + target.high
            point = target_number * 8 + slot.order
            value = target.high if slot is Slot.HIGH else target.low
            opened[value].remove(point)
            taken[point] = tile
            end_sum = self._end_sum
            if target.low != target.high:
                end_sum -= value  # the half joined no longer counts
            elif slot.order <= _SIDE_B and (point ^ 1) in taken:
                # Both sides of the double are now taken: it stops counting,
                # and a spinner opens its arms.
                end_sum -= value + value
                if target_number in self._spinners:
                    arms = target_number * 8
                    opened[value].update((arms + _ARM_A, arms + _ARM_B))
            # The new tile joins with one half; the other shows and counts.
            if low == high:
                own = _SIDE_A
                opened[low].add(own_points + _SIDE_B)
                end_sum += low + high
            elif low == value:
                own = _LOW
                opened[high].add(own_points + _HIGH)
                end_sum += high
            else:
                own = _HIGH
                opened[low].add(own_points + _LOW)
                end_sum += low
            taken[own_points + own] = target
            key = (number << 9) + point
            connection = _CONNECTIONS.get(key)
            if connection is None:
                connection = Connection(target, slot, tile, _SLOT_AT[own])
                _CONNECTIONS[key] = connection
        self._placed[number] = tile
        self._end_sum = end_sum
        points = points_for(end_sum)
        placement = Placement(move, end_sum, points, self.rules.display(points), connection)
        self._stack.append(placement)
        return placement

    def pop(self) -> Placement:
        """Take back the last placement and return it."""
        placement = self._stack.pop()
        tile = placement.move.tile
        low, high = tile.low, tile.high
        number = low * 8 + high
        own_points = number * 8
        del self._placed[number]
        self._spinners.pop(number, None)
        opened, taken = self._open, self._taken
        # Nothing is attached to the last tile placed but its parent.
        if low == high:
            for order in (_SIDE_A, _SIDE_B, _ARM_A, _ARM_B):
                opened[low].discard(own_points + order)
                taken.pop(own_points + order, None)
        else:
            opened[low].discard(own_points + _LOW)
            opened[high].discard(own_points + _HIGH)
            taken.pop(own_points + _LOW, None)
            taken.pop(own_points + _HIGH, None)
        connection = placement.connection
        if connection is not None:
            target, slot = connection.tile, connection.slot
            target_number = target.low * 8 + target.high
            point = target_number * 8 + slot.order
            value = target.half(slot)
            if target_number in self._spinners and slot.order <= _SIDE_B and (point ^ 1) in taken:
                arms = target_number * 8
                opened[value].difference_update((arms + _ARM_A, arms + _ARM_B))
            del taken[point]
            opened[value].add(point)
        self._end_sum = self._stack[-1].end_sum if self._stack else 0
        return placement

    def copy(self) -> Layout:
        """An independent layout with the same placements."""
        other = Layout(self.rules)
        for placement in self._stack:
            other._push_legal(placement.move)
        return other
