"""The layout of one round: tiles on the table, what is open, what counts.

One mutable object with ``push``/``pop``/``copy``, in the manner of
``chess.Board``. The layout knows the rules of attachment and scoring for
both games (``docs/contracts/rules-dominoes.md`` section 2); whole rounds live in
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

from bisect import bisect_left, insort
from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from engine.errors import IllegalMoveError, UnknownGameError
from engine.rules import Rules, find_rules
from engine.tiles import MAX_PIP, Move, Slot, Tile

# The slots by name. Reading an enum member off its class is a lookup that
# the layout would otherwise repeat on every placement.
SIDE_A, SIDE_B, ARM_A, ARM_B, HIGH, LOW = Slot
_NON_DOUBLE_SLOTS = (HIGH, LOW)
_SIDES = (SIDE_A, SIDE_B)
_ARMS = (ARM_A, ARM_B)


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
    """Where a placed tile joined: ``child``'s ``child_slot`` holds ``parent``'s ``parent_slot``.

    ``parent`` was already on the table; ``child`` is the tile placed on it.
    The ``explain --json`` contract writes them as ``tile``, ``slot``, ``to``
    and ``to_slot`` (``Step.to_json``, ``docs/contracts/interfaces.md``).

    >>> import engine
    >>> layout = engine.Layout(engine.FIVE_UP)
    >>> _ = layout.push("[1|4]")
    >>> connection = layout.push("[4|6] on [1|4] high").connection
    >>> str(connection.child), str(connection.child_slot), "on", str(connection.parent)
    ('[4|6]', 'low', 'on', '[1|4]')
    """

    parent: Tile
    parent_slot: Slot
    child: Tile
    child_slot: Slot


class Placement(NamedTuple):
    """What one placement did: the move and the points it scored (a value)."""

    move: Move
    end_sum: int
    points: int
    displayed_points: int | None

    @property
    def connection(self) -> Connection | None:
        """Where the tile joined; ``None`` for the opening tile."""
        tile, target, slot = self.move.tile, self.move.target, self.move.slot
        if target is None or slot is None:
            return None
        return Connection(target, slot, tile, _joining(tile, target.half(slot))[0])


def points_for(end_sum: int) -> int:
    """Points for a placement: the end sum if it is a positive multiple of 5.

    >>> [points_for(s) for s in (0, 5, 12, 15, 17, 35, 36)]
    [0, 5, 0, 15, 0, 35, 0]
    """
    return end_sum if end_sum > 0 and end_sum % 5 == 0 else 0


class _Point(NamedTuple):
    """An open attachment point: a free slot of a placed tile.

    The first two fields are the contract's order (tile, then slot), so a
    list of points sorts in that order.
    """

    tile: Tile
    order: int  # the slot's place in the contract's order
    slot: Slot
    #: The pip value a joining tile must match.
    value: int
    #: What the end sum loses when a tile takes this point: a non-double's
    #: half; a double's pips when this is its last free side (the double
    #: stops counting); nothing for a double's other side or an arm.
    worth: int


def _joining(tile: Tile, value: int) -> tuple[Slot, Slot, int, int]:
    """How ``tile`` joins a point showing ``value``: the rule of the end sum.

    Its joined slot, its free slot, the value the free slot shows and what
    it counts: a double joins with side-A and counts its pips while side-B
    is free; a non-double joins with the matching half and counts the other.
    """
    low, high = tile
    if low == high:
        return SIDE_A, SIDE_B, low, low + high
    if low == value:
        return LOW, HIGH, high, high
    return HIGH, LOW, low, low


class Layout:
    """The tiles of one round on the table, with a stack of placements.

    ``rules`` is a ``Rules`` or a game's command-line name. Two layouts are
    equal when they have the same rules and the same placements in order.

    The position is one flat list of open attachment points, in the
    contract's order, each with the value it shows and what it is worth to
    the end sum. A placement takes one point, adds the new tile's free end
    (``_joining``: the one place the rule of the end sum is written), and a
    spinner whose two sides are taken gains its two arms; the end sum is kept
    as it goes. ``pop`` restores the list saved before the placement.

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
        self._placed: set[Tile] = set()
        self._spinners: list[Tile] = []
        #: The open attachment points, in the contract's order.
        self._points: list[_Point] = []
        #: For each pip value, how many open points show it: a tile with
        #: neither half shown cannot be placed, and is known so at a glance.
        self._shown = [0] * (MAX_PIP + 1)
        #: ``_points`` as it was before each placement, for ``pop``.
        self._saved: list[list[_Point]] = []
        self._end_sum = 0
        self._every_double = rules.spinners == "every-double"

    # -- reading the position -------------------------------------------------

    def __len__(self) -> int:
        return len(self._stack)

    def __contains__(self, tile: object) -> bool:
        """Whether a tile (a ``Tile`` or its text, ``"[1|4]"``) is placed."""
        if isinstance(tile, str):
            tile = Tile.parse(tile)
        return isinstance(tile, Tile) and tile in self._placed

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
        return [placement.move.tile for placement in self._stack]

    @property
    def spinners(self) -> list[Tile]:
        """The spinner doubles in placement order."""
        return list(self._spinners)

    @property
    def connections(self) -> list[Connection]:
        """Where each tile joined, in placement order."""
        return [p.connection for p in self._stack if p.connection is not None]

    def attachment_points(self) -> list[AttachmentPoint]:
        """The legal places for the next tile, in the contract's order.

        Before the opening tile there are none: the opener may lead any tile.
        """
        return [AttachmentPoint(p.tile, p.slot, p.value) for p in self._points]

    def contributions(self) -> list[Contribution]:
        """The counted contributions (scoring ends), in the contract's order.

        A non-double counts each free half; a double counts once, its pips,
        while one of its sides is free.
        """
        found = []
        for point in self._points:
            tile = point.tile
            if not tile.is_double:
                found.append(Contribution(tile, point.value, point.slot))
            elif not point.slot.is_arm and not (found and found[-1].tile == tile):
                found.append(Contribution(tile, tile.pips))
        return sorted(found, key=Contribution.sort_key)

    def end_sum(self) -> int:
        """The sum of the counted contributions."""
        return self._end_sum

    def is_spinner_if_placed(self, tile: Tile) -> bool:
        """Whether ``tile`` would become a spinner if it were placed now."""
        # In All Fives only the first double spins, so "no double yet" is
        # "no spinner yet": no need to look through the placed tiles.
        return tile.is_double and (self._every_double or not self._spinners)

    def _open_point(self, target: Tile, slot: Slot) -> int:
        """The index of the open point at ``slot`` of ``target``; -1 if it is not open."""
        # The points are sorted by tile, then slot order: a binary search.
        points = self._points
        index = bisect_left(points, (target, slot.order))
        if index < len(points) and points[index].slot is slot and points[index].tile == target:
            return index
        return -1

    def end_sum_if_placed(self, move: Move) -> int:
        """The end sum ``move`` (a legal one) would leave, without placing it.

        >>> import engine
        >>> layout = engine.Layout(engine.FIVE_UP)
        >>> _ = layout.push("[1|4]")
        >>> layout.end_sum_if_placed(engine.Move.parse("[4|6] on [1|4] high"))
        7
        """
        tile, target, slot = move.tile, move.target, move.slot
        if target is None or slot is None:
            return tile.pips
        index = self._open_point(target, slot)
        if index < 0:
            raise IllegalMoveError("not a legal move here", str(move))
        point = self._points[index]
        return self._end_sum - point.worth + _joining(tile, point.value)[3]

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

    def options_of(self, tiles: Iterable[Tile]) -> list[tuple[Move, int]]:
        """Every legal placement of ``tiles`` (as :meth:`legal_moves_of`) with its raw points.

        What a player chooses from: the walkthroughs and the exercises read it.

        >>> import engine
        >>> layout = engine.Layout(engine.FIVE_UP)
        >>> _ = layout.push("[1|4]")
        >>> [(str(m), p) for m, p in layout.options_of([engine.Tile.parse("[4|6]")])]
        [('[4|6] on [1|4] high', 0)]
        >>> opening = engine.Layout(engine.FIVE_UP)
        >>> [(str(m), p) for m, p in opening.options_of([engine.Tile.parse("[0|5]")])]
        [('[0|5]', 5)]
        """
        return [
            (move, points_for(self.end_sum_if_placed(move))) for move in self.legal_moves_of(tiles)
        ]

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
            return [Move.offered(tile) for tile in tiles if tile not in self._placed]
        shown, new = self._shown, tuple.__new__
        moves = []
        for tile in tiles:
            low, high = tile.low, tile.high
            # Most tiles of a hand show no open value: out before the scan.
            if (shown[low] or shown[high]) and tile not in self._placed:
                for point in self._points:
                    if point.value == low or point.value == high:
                        # ``Move.offered`` without the cost of a call: this
                        # is where nearly every move of a round is made.
                        moves.append(new(Move, (tile, point.tile, point.slot)))
        return moves

    def can_play(self, tile: Tile) -> bool:
        """Whether ``tile`` has at least one legal placement."""
        if self._stack and not (self._shown[tile.low] or self._shown[tile.high]):
            return False
        return tile not in self._placed

    def _occupant(self, tile: Tile, slot: Slot) -> Tile | None:
        """The tile attached at ``slot`` of ``tile`` (its parent included), if any."""
        for connection in self.connections:
            if connection.parent == tile and connection.parent_slot is slot:
                return connection.child
            if connection.child == tile and connection.child_slot is slot:
                return connection.parent
        return None

    def is_legal(self, move: Move) -> bool:
        """Whether ``move`` may be made here: the one place that decides it.

        A tile not yet placed goes on a free slot (an open point) whose value
        one of its halves shows; on an empty layout, a tile goes alone.
        ``legal_moves_of`` offers exactly these moves, from the same open
        points; ``check`` says why any other move is refused.

        >>> import engine
        >>> layout = engine.Layout(engine.FIVE_UP)
        >>> _ = layout.push("[1|4]")
        >>> layout.is_legal(engine.Move.parse("[4|6] on [1|4] high"))
        True
        >>> layout.is_legal(engine.Move.parse("[4|6] on [1|4] low"))
        False
        """
        tile, target, slot = move.tile, move.target, move.slot
        if tile in self._placed:
            return False
        if target is None or slot is None:
            return not self._stack
        index = self._open_point(target, slot)
        return index >= 0 and self._points[index].value in (tile.low, tile.high)

    def check(self, move: Move | str) -> Move:
        """Return the move if it is legal here, else raise ``IllegalMoveError`` saying why."""
        if isinstance(move, str):
            move = Move.parse(move)
        if self.is_legal(move):
            return move
        raise IllegalMoveError(self._why_illegal(move), str(move))

    def _why_illegal(self, move: Move) -> str:
        """Why ``is_legal`` refused ``move``, in the rules' words; decides nothing."""
        tile, target, slot = move.tile, move.target, move.slot
        if tile in self:
            return f"{tile} is already in the layout"
        if target is None or slot is None:
            return "only the opening tile is placed without a target; name one"
        if not self._stack:
            return "the layout is empty: the first move is a tile alone"
        if target not in self:
            return f"{target} is not in the layout"
        spinner = target in self._spinners
        if target.is_double:
            if slot in _NON_DOUBLE_SLOTS:
                return (
                    f"{target} is a double: its slots are side-A, side-B"
                    f"{' and its arms' if spinner else ''}, not {slot}"
                )
            if slot.is_arm and not spinner:
                return f"{target} is not a spinner: it has no {slot}"
        elif slot not in _NON_DOUBLE_SLOTS:
            return f"{target} is not a double: its slots are low and high, not {slot}"
        occupant = self._occupant(target, slot)
        if occupant is not None:
            return f"{slot} of {target} is already taken by {occupant}"
        if slot.is_arm and any(self._occupant(target, side) is None for side in _SIDES):
            return f"{slot} of {target} opens only after side-A and side-B are occupied"
        return f"{tile} has no half matching {slot} of {target} ({target.half(slot)})"

    # -- changing the position ------------------------------------------------

    def push(self, move: Move | str) -> Placement:
        """Place a tile if ``is_legal`` allows the move, else raise ``IllegalMoveError``; return what it scored."""
        return self.place(self.check(move))

    def place(self, move: Move) -> Placement:
        """Place a move ``legal_moves_of`` offered, unchecked; return what it scored.

        As python-chess's ``Board.push``: the move is trusted, and an illegal
        one would leave the layout in a state the rules forbid. A round places
        the move its player chose from those offered (it refuses any other);
        every other move goes through ``push``, which checks it first.
        """
        tile, target, slot = move
        points, shown = self._points, self._shown
        # Named tuples made without the call of their generated constructor:
        # a placement makes a few, and that call would be a fifth of its time.
        new = tuple.__new__
        if target is None or slot is None:
            self._saved.append([])
            end_sum = tile.pips
            if tile.is_double:
                # Either side may take the next tile; the double counts while
                # one is free, so neither side alone is worth anything yet.
                opened = [
                    _Point(tile, SIDE_A.order, SIDE_A, tile.low, 0),
                    _Point(tile, SIDE_B.order, SIDE_B, tile.low, 0),
                ]
            else:
                opened = [
                    _Point(tile, HIGH.order, HIGH, tile.high, tile.high),
                    _Point(tile, LOW.order, LOW, tile.low, tile.low),
                ]
        else:
            index = self._open_point(target, slot)
            self._saved.append(points.copy())
            taken = points.pop(index)
            shown[taken.value] -= 1
            _, free, shows, counted = _joining(tile, taken.value)
            end_sum = self._end_sum - taken.worth + counted
            opened = [new(_Point, (tile, free.order, free, shows, counted))]
            if target.low == target.high and not slot.is_arm:
                twin = self._open_point(target, SIDE_B if slot is SIDE_A else SIDE_A)
                if twin >= 0:
                    # The other side is now the double's last free one.
                    points[twin] = points[twin]._replace(worth=target.pips)
                elif target in self._spinners:
                    # Both sides taken: a spinner opens its arms (never counted).
                    opened.append(_Point(target, ARM_A.order, ARM_A, target.low, 0))
                    opened.append(_Point(target, ARM_B.order, ARM_B, target.low, 0))
        for point in opened:
            insort(points, point)
            shown[point.value] += 1
        # is_spinner_if_placed, written out: it is asked once per placement.
        if tile.is_double and (self._every_double or not self._spinners):
            self._spinners.append(tile)
        self._placed.add(tile)
        self._end_sum = end_sum
        scored = points_for(end_sum)
        placement = new(Placement, (move, end_sum, scored, self.rules.display(scored)))
        self._stack.append(placement)
        return placement

    def pop(self) -> Placement:
        """Take back the last placement and return it."""
        placement = self._stack.pop()
        tile = placement.move.tile
        self._placed.remove(tile)
        if self._spinners and self._spinners[-1] == tile:
            self._spinners.pop()
        self._points = self._saved.pop()
        self._shown = [0] * (MAX_PIP + 1)
        for point in self._points:
            self._shown[point.value] += 1
        self._end_sum = self._stack[-1].end_sum if self._stack else 0
        return placement

    def copy(self) -> Layout:
        """An independent layout with the same placements."""
        other = Layout(self.rules)
        for placement in self._stack:
            other.place(placement.move)
        return other
