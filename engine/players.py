"""Players: strategies that choose one placement among the legal ones.

A player is anything with ``choose(round_, seat, moves) -> Move``. The round
offers only what the rules allow (the must-play and draw rules are the
round's job, not the player's), so a strategy can never play illegally; it
may read the round (the layout, its own hand, the turns so far) to decide.

The default player of ``python -m engine play`` is ``GreedyPlayer``: it
takes the placement that scores the most points right now, and breaks ties
with the match's seeded random generator. It looks no further ahead and
does not count what others may hold.

>>> import engine, random
>>> from engine.round import Deal, Round
>>> round_ = Round(engine.FIVE_UP, Deal.parse(["[1|3] [5|5] [2|2]", "[0|0]"], "", opener=0))
>>> str(GreedyPlayer(random.Random(1)).choose(round_, 0, round_.legal_moves(0)))
'[5|5]'
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.layout import points_for
from engine.round import Player, Round
from engine.tiles import Move

__all__ = ["FirstMovePlayer", "GreedyPlayer", "Player", "RandomPlayer"]


class GreedyPlayer:
    """Take the placement with the most points; break ties at random (seeded)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, round_: Round, seat: int, moves: Sequence[Move]) -> Move:
        if len(moves) == 1:
            return moves[0]
        end_sum_if_placed = round_.layout.end_sum_if_placed
        best: list[Move] = []
        best_points = -1
        for move in moves:
            points = points_for(end_sum_if_placed(move))
            if points > best_points:
                best, best_points = [move], points
            elif points == best_points:
                best.append(move)
        return best[0] if len(best) == 1 else self.rng.choice(best)


class RandomPlayer:
    """Any legal placement, uniformly at random (seeded): for tests and benchmarks."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, round_: Round, seat: int, moves: Sequence[Move]) -> Move:
        return moves[0] if len(moves) == 1 else self.rng.choice(moves)


class FirstMovePlayer:
    """Always the first offered move: hand order, then attachment-point order.

    Deterministic without a generator, which makes scripted rounds easy to read.
    """

    def choose(self, round_: Round, seat: int, moves: Sequence[Move]) -> Move:
        return moves[0]
