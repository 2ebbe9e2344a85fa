"""One round of Five Up or All Fives: the deal, the turns, the end.

Chance is explicit input, as in OpenSpiel: a ``Deal`` holds who got which
tiles, the boneyard in drawing order and the opener, so a test can script an
exact round. ``Round`` then applies the rules of play (``docs/contracts/rules-dominoes.md``
section 3): a player with a legal placement must make one; a player with
none draws one tile at a time and must place the first playable tile at
once; with the boneyard empty and still nothing, the player passes. The
round ends when a player places their last tile (``"domino"``) or when the
boneyard is empty and nobody can place (``"blocked"``). Scoring the end of
the round is ``engine.settlement``; the match around it is ``engine.match``.

>>> import engine
>>> from engine.players import FirstMovePlayer
>>> deal = Deal.parse(["[1|4] [2|3]", "[4|6] [0|0]"], "[3|3] [1|6]", opener=0)
>>> round_ = Round(engine.FIVE_UP, deal)
>>> player = FirstMovePlayer()
>>> [str(round_.play_turn(player)) for _ in range(3)]
['seat 0: [1|4] (end sum 5, 5 points)',
 'seat 1: [4|6] on [1|4] high (end sum 7)',
 'seat 0: draws [3|3] [1|6], [1|6] on [1|4] low (end sum 12)']
>>> round_.end, round_.hands[0], round_.seat
('blocked', [Tile.parse('[2|3]'), Tile.parse('[3|3]')], 1)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal, NamedTuple, Protocol

from engine.errors import EngineError
from engine.layout import Layout, Placement
from engine.rules import Rules, check_players
from engine.tiles import DOUBLE_SIX, Move, Tile

#: How a round ended: someone placed their last tile, or nobody could place.
RoundEnd = Literal["domino", "blocked"]


class Player(Protocol):
    """A strategy: choose one of the offered legal moves (``engine.players``)."""

    def choose(self, round_: Round, seat: int, moves: Sequence[Move]) -> Move: ...


@dataclass(frozen=True)
class Deal:
    """The chance of one round: each seat's tiles, the boneyard, the opener.

    ``boneyard`` is in drawing order: the first tile is drawn first.
    """

    hands: tuple[tuple[Tile, ...], ...]
    boneyard: tuple[Tile, ...]
    opener: int

    def __post_init__(self) -> None:
        check_players(len(self.hands))
        tiles = [t for hand in self.hands for t in hand] + list(self.boneyard)
        if len(set(tiles)) != len(tiles):
            repeated = sorted({t for t in tiles if tiles.count(t) > 1})
            raise EngineError("a tile is dealt twice", ", ".join(map(str, repeated)))
        if not all(self.hands):
            raise EngineError("every seat must be dealt at least one tile", self.hands)
        if not 0 <= self.opener < len(self.hands):
            last = len(self.hands) - 1
            raise EngineError(f"the opener must be a seat 0..{last}", self.opener)

    @property
    def players(self) -> int:
        return len(self.hands)

    @classmethod
    def from_order(cls, rules: Rules, players: int, order: Sequence[Tile], opener: int) -> Deal:
        """Deal a shuffled set: seat 0 takes the first tiles, then seat 1, ….

        Every tile not dealt stays in the boneyard, in the same order.

        >>> import engine
        >>> deal = Deal.from_order(engine.ALL_FIVES, 3, engine.DOUBLE_SIX, opener=2)
        >>> [len(hand) for hand in deal.hands], len(deal.boneyard), str(deal.hands[1][0])
        ([7, 7, 7], 7, '[1|1]')
        """
        # 28 distinct tiles are the whole set: a set compares in one pass,
        # where sorting took a hundred comparisons per deal.
        if len(order) != len(DOUBLE_SIX) or set(order) != _DOUBLE_SIX_SET:
            raise EngineError("a deal shuffles the 28 tiles of the double-six set", order)
        size = rules.tiles_per_player(players)
        hands = tuple(tuple(order[seat * size : (seat + 1) * size]) for seat in range(players))
        return cls(hands, tuple(order[players * size :]), opener)

    @classmethod
    def shuffled(cls, rules: Rules, players: int, rng: random.Random, opener: int) -> Deal:
        """Shuffle the set with ``rng`` and deal it."""
        order = list(DOUBLE_SIX)
        rng.shuffle(order)
        return cls.from_order(rules, players, order, opener)

    @classmethod
    def parse(cls, hands: Iterable[str], boneyard: str, opener: int) -> Deal:
        """A scripted deal written as tiles separated by spaces (for tests and examples)."""
        return cls(
            tuple(_tiles(hand) for hand in hands),
            _tiles(boneyard),
            opener,
        )


_DOUBLE_SIX_SET = frozenset(DOUBLE_SIX)


def _tiles(text: str) -> tuple[Tile, ...]:
    return tuple(Tile.parse(word) for word in text.split())


class TurnRecord(NamedTuple):
    """One seat's turn: the tiles it drew, then its placement or a pass (a value)."""

    seat: int
    drawn: tuple[Tile, ...]
    placement: Placement | None

    @property
    def move(self) -> Move | None:
        return None if self.placement is None else self.placement.move

    @property
    def points(self) -> int:
        return 0 if self.placement is None else self.placement.points

    def __str__(self) -> str:
        parts = []
        if self.drawn:
            parts.append("draws " + " ".join(map(str, self.drawn)))
        if self.placement is None:
            parts.append("passes")
        else:
            scored = f", {self.placement.points} points" if self.placement.points else ""
            parts.append(f"{self.placement.move} (end sum {self.placement.end_sum}{scored})")
        return f"seat {self.seat}: " + ", ".join(parts)


class Round:
    """The state of one round in play: hands, boneyard, layout and turns so far."""

    def __init__(self, rules: Rules, deal: Deal) -> None:
        self.rules = rules
        self.deal = deal
        self.hands: list[list[Tile]] = [list(hand) for hand in deal.hands]
        self.layout = Layout(rules)
        self.turns: list[TurnRecord] = []
        #: The seat whose turn it is.
        self.seat = deal.opener
        self.end: RoundEnd | None = None
        #: The seat that placed its last tile, once the round ends that way.
        self.out: int | None = None
        # Drawing pops from the end of a reversed list: O(1) per tile.
        self._to_draw = list(deal.boneyard[::-1])

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def boneyard(self) -> list[Tile]:
        """The tiles still to draw, in drawing order."""
        return self._to_draw[::-1]

    def pips(self, seat: int) -> int:
        """The pips left in a seat's hand."""
        return sum(tile.pips for tile in self.hands[seat])

    def can_place(self, seat: int) -> bool:
        """Whether the seat holds a tile with a legal placement."""
        return any(map(self.layout.can_play, self.hands[seat]))

    def legal_moves(self, seat: int) -> list[Move]:
        """Every legal placement of every tile in the seat's hand (hand order)."""
        return self.layout.legal_moves_of(self.hands[seat])

    def is_blocked(self) -> bool:
        """The boneyard is empty and no seat can place."""
        return not self._to_draw and not any(self.can_place(s) for s in range(self.players))

    def play_turn(self, player: Player) -> TurnRecord:
        """Play the turn of the seat to move, with ``player`` choosing the placement.

        The player chooses only among what the rules allow: any legal
        placement of a hand tile, or, after drawing, a legal placement of the
        tile just drawn.
        """
        if self.end is not None:
            raise EngineError(f"the round is over ({self.end}): no more turns")
        seat, layout, to_draw = self.seat, self.layout, self._to_draw
        hand = self.hands[seat]
        moves = layout.legal_moves_of(hand)
        drawn: tuple[Tile, ...] = ()
        while not moves and to_draw:
            tile = to_draw.pop()
            drawn += (tile,)
            hand.append(tile)
            moves = layout.legal_moves(tile)
        placement = None
        if moves:
            move = player.choose(self, seat, moves)
            if move not in moves:
                raise EngineError("the player chose a move it was not offered", str(move))
            placement = layout.place(move)
            hand.remove(move.tile)
        turn = TurnRecord(seat, drawn, placement)
        self.turns.append(turn)
        self.seat = (seat + 1) % len(self.hands)
        if placement is not None and not hand:
            self.end, self.out = "domino", seat
        elif not to_draw and self.is_blocked():
            self.end = "blocked"
        return turn

    def play(self, players: Sequence[Player]) -> RoundEnd:
        """Play turns until the round ends; ``players[seat]`` chooses for each seat."""
        while self.end is None:
            self.play_turn(players[self.seat])
        return self.end
