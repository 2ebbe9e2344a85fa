"""Replay one round's moves and describe every step (``explain`` command).

``positions`` replays a round as played, once, for a narration to read:
each turn's hand, the placements it offered and the layout it met.

The step dictionaries are the command line's JSON contract
(``docs/contracts/interfaces.md``); the Sphinx extension and the diagrams read the same
``Step`` objects, so the site and the command line cannot disagree.

>>> import engine
>>> steps = engine.explain(engine.ALL_FIVES, ["[3|6]", "[6|6] on [3|6] high"])
>>> [(s.end_sum, s.points) for s in steps]
[(9, 0), (15, 15)]
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.errors import EngineError
from engine.layout import AttachmentPoint, Connection, Contribution, Layout
from engine.rules import Rules
from engine.tiles import Move, Tile

if TYPE_CHECKING:
    from engine.round import Deal, TurnRecord


@dataclass(frozen=True)
class Step:
    """The layout right after one placement, as the contract describes it."""

    game: str
    move: Move
    tiles: tuple[Tile, ...]
    spinners: tuple[Tile, ...]
    connections: tuple[Connection, ...]
    attachment_points: tuple[AttachmentPoint, ...]
    contributions: tuple[Contribution, ...]
    end_sum: int
    points: int
    displayed_points: int | None

    @property
    def tile(self) -> Tile:
        return self.move.tile

    def to_json(self) -> dict[str, Any]:
        return {
            "move": str(self.move),
            "tile": str(self.tile),
            "tiles": [str(t) for t in self.tiles],
            "spinners": [str(t) for t in self.spinners],
            "connections": [
                {
                    "tile": str(c.parent),
                    "slot": str(c.parent_slot),
                    "to": str(c.child),
                    "to_slot": str(c.child_slot),
                }
                for c in self.connections
            ],
            "attachment_points": [
                {"tile": str(p.tile), "slot": str(p.slot), "value": p.value}
                for p in self.attachment_points
            ],
            "contributions": [{"tile": str(c.tile), "value": c.value} for c in self.contributions],
            "end_sum": self.end_sum,
            "points": self.points,
            "displayed_points": self.displayed_points,
        }


class MoveError(EngineError):
    """A bad move in a replayed sequence, with its 1-based position.

    ``error`` is the engine's own error for that move: a ``NotationError``
    for text that is not a move, an ``IllegalMoveError`` for a move the
    rules forbid there.

    >>> import engine
    >>> try:
    ...     engine.explain(engine.FIVE_UP, ["[1|4]", "[1|4] on [1|4] low"])
    ... except engine.MoveError as error:
    ...     error.position, error.text, error.reason, type(error.error).__name__
    (2, '[1|4] on [1|4] low', '[1|4] is already in the layout', 'IllegalMoveError')
    """

    def __init__(
        self, position: int, text: str, reason: str, error: EngineError | None = None
    ) -> None:
        super().__init__(reason, text)
        self.args = (position, text, reason, error)
        self.position = position
        self.error = error

    def __str__(self) -> str:
        return f"move {self.position} {self.text!r}: {self.reason}"


def snapshot(layout: Layout) -> Step:
    """Describe the layout as it stands after its last placement."""
    last = layout.placements[-1]
    return Step(
        game=layout.rules.name,
        move=last.move,
        tiles=tuple(layout.tiles),
        spinners=tuple(layout.spinners),
        connections=tuple(layout.connections),
        attachment_points=tuple(layout.attachment_points()),
        contributions=tuple(layout.contributions()),
        end_sum=last.end_sum,
        points=last.points,
        displayed_points=last.displayed_points,
    )


def explain(rules: Rules, moves: Iterable[str | Move]) -> list[Step]:
    """Replay ``moves`` from an empty layout and describe every step.

    A bad move raises ``MoveError`` naming its position, text and reason.

    >>> import engine
    >>> engine.explain(engine.FIVE_UP, ["[1|4]", "[2|3] on [1|4] low"])
    Traceback (most recent call last):
      ...
    engine.explain.MoveError: move 2 '[2|3] on [1|4] low': [2|3] has no half matching low of [1|4] (1)
    """
    layout = Layout(rules)
    steps = []
    for position, move in enumerate(moves, 1):
        text = move if isinstance(move, str) else str(move)
        try:
            layout.push(move)
        except EngineError as error:
            raise MoveError(position, text.strip(), error.reason, error) from None
        steps.append(snapshot(layout))
    return steps


@dataclass(frozen=True)
class Position:
    """One turn of a played round as its mover met it.

    ``hand`` is the mover's tiles at the start of the turn, before any draw;
    ``options`` every placement of the hand after the draw with its raw
    points (``Layout.options_of``), none on a pass. ``met``, ``placing`` and
    ``step`` describe the round's own layout as the turn met it: like the
    groups of ``itertools.groupby``, they are valid until ``positions`` moves
    on to the next turn.
    """

    turn: TurnRecord
    hand: tuple[Tile, ...]
    options: tuple[tuple[Move, int], ...]
    _layout: Layout = field(repr=False, compare=False)
    _placed: int = field(repr=False, compare=False)

    def _current(self) -> Layout:
        if len(self._layout.placements) != self._placed:
            raise RuntimeError("the replay has moved on from this position")
        return self._layout

    @property
    def in_hand(self) -> tuple[Tile, ...]:
        """The tiles the mover chose from: the hand and what it drew."""
        return self.hand + self.turn.drawn

    def met(self) -> Step | None:
        """The layout the turn met, described (``None`` before the opening tile)."""
        layout = self._current()
        return snapshot(layout) if layout.placements else None

    def placing(self, move: Move) -> Step:
        """The layout the turn met with ``move``, one of ``options``, placed: described."""
        if move not in dict(self.options):
            raise EngineError("not a placement this turn offered", move)
        layout = self._current()
        layout.place(move)
        try:
            return snapshot(layout)
        finally:
            layout.pop()

    def step(self) -> Step | None:
        """The turn's own placement, described (``None`` on a pass)."""
        return None if self.turn.move is None else self.placing(self.turn.move)


def positions(rules: Rules, deal: Deal, turns: Sequence[TurnRecord]) -> Iterator[Position]:
    """Replay a round as played (its deal and turns), once: what each mover met.

    >>> import engine
    >>> from engine.match import play_match
    >>> played = play_match(engine.FIVE_UP, players=2, seed=3).rounds[0]
    >>> turns = positions(engine.FIVE_UP, played.deal, played.turns)
    >>> first = next(turns)
    >>> first.met() is None, str(first.step().move)
    (True, '[5|5]')
    >>> second = next(turns)
    >>> str(second.met().move), len(second.hand)
    ('[5|5]', 5)
    >>> [(str(move), points) for move, points in second.options][:3]
    [('[0|5] on [5|5] side-A', 10), ('[0|5] on [5|5] side-B', 10), ('[4|5] on [5|5] side-A', 0)]
    >>> second.step().end_sum, second.placing(second.options[2][0]).end_sum
    (10, 14)
    """
    layout = Layout(rules)
    hands = [list(hand) for hand in deal.hands]
    for turn in turns:
        hand = hands[turn.seat]
        start = tuple(hand)
        hand.extend(turn.drawn)
        yield Position(turn, start, tuple(layout.options_of(hand)), layout, len(layout.placements))
        if turn.move is not None:
            layout.push(turn.move)
            hand.remove(turn.move.tile)
