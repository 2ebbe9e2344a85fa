"""The engine's random rounds folded into one function: a yardstick for its speed.

``folded_round`` plays exactly the round that ``bench_engine.our_round``
plays with the same generator: the same shuffle, opener, draws and choices,
so the same tiles on the same points in the same order, with the same end
sums and points (``agree`` checks it against the engine). It keeps nothing
but the position and the points of the last placement: no ``Move``, no
``Placement``, no ``TurnRecord``, no player object, no method call per turn, and
a legal move carries the index of its point, so placing it needs no search.

That is about the least that plain Python can spend on these rules, so its
ratio to ``dominoes`` in the same run says how far the engine's own ratio
could fall without giving up the records and the readable model that the
rest of the project reads (``engine.round``, ``engine.layout``).
"""

from __future__ import annotations

import random
from bisect import insort

from engine.layout import Layout
from engine.players import RandomPlayer
from engine.round import Deal, Round
from engine.rules import Rules
from engine.tiles import DOUBLE_SIX, Slot


def folded_round(
    rules: Rules, players: int, rng: random.Random, moves: list[str] | None = None
) -> int:
    """One random round, as ``our_round`` plays it; the number of tiles placed.

    ``moves``, if given, gets each placement's text, end sum and points, to
    compare with the engine.
    """
    opener = rng.randrange(players)
    order = list(DOUBLE_SIX)
    rng.shuffle(order)
    size = rules.tiles_per_player(players)
    hands = [order[seat * size : (seat + 1) * size] for seat in range(players)]
    to_draw = order[players * size :][::-1]
    every_double = rules.spinners == "every-double"
    # An open point: (tile, slot order, slot, value shown, worth to the end sum),
    # sorted as the contract sorts points.
    points: list[tuple] = []
    shown = [0] * 7
    spinners = []
    end_sum = placed = scored = 0
    seat = opener

    def playable(tile: tuple[int, int], found: list) -> None:
        low, high = tile
        if shown[low] or shown[high]:
            for index, point in enumerate(points):
                if point[3] == low or point[3] == high:
                    found.append((tile, index))

    while True:
        hand = hands[seat]
        found: list = []
        if placed:
            for tile in hand:
                playable(tile, found)
        else:
            found = [(tile, -1) for tile in hand]
        while not found and to_draw:
            tile = to_draw.pop()
            hand.append(tile)
            playable(tile, found)
        if found:
            tile, index = found[0] if len(found) == 1 else rng.choice(found)
            low, high = tile
            if index < 0:
                end_sum = low + high
                if low == high:
                    opened = [(tile, 0, Slot.SIDE_A, low, 0), (tile, 1, Slot.SIDE_B, low, 0)]
                else:
                    opened = [(tile, 4, Slot.HIGH, high, high), (tile, 5, Slot.LOW, low, low)]
                target = slot = None
            else:
                target, slot_order, slot, value, worth = points.pop(index)
                shown[value] -= 1
                if low == high:
                    opened = [(tile, 1, Slot.SIDE_B, low, low + high)]
                elif low == value:
                    opened = [(tile, 4, Slot.HIGH, high, high)]
                else:
                    opened = [(tile, 5, Slot.LOW, low, low)]
                end_sum += opened[0][4] - worth
                if target[0] == target[1] and slot_order < 2:
                    twin = next(
                        (i for i, p in enumerate(points) if p[0] == target and p[1] < 2), -1
                    )
                    if twin >= 0:
                        points[twin] = (*points[twin][:4], target[0] + target[1])
                    elif target in spinners:
                        opened += [
                            (target, 2, Slot.ARM_A, target[0], 0),
                            (target, 3, Slot.ARM_B, target[0], 0),
                        ]
            for point in opened:
                insort(points, point)
                shown[point[3]] += 1
            scored = end_sum if end_sum > 0 and end_sum % 5 == 0 else 0
            if moves is not None:
                joined = "" if target is None else f" on {target} {slot}"
                moves.append(f"{tile}{joined}: {end_sum}, {scored}")
            if low == high and (every_double or not spinners):
                spinners.append(tile)
            placed += 1
            hand.remove(tile)
            if not hand:
                return placed
        seat = (seat + 1) % players
        if not to_draw and not any(shown[low] or shown[high] for h in hands for low, high in h):
            return placed


def engine_moves(rules: Rules, players: int, rng: random.Random) -> list[str]:
    """The placements of ``our_round``'s round, as ``folded_round`` writes them."""
    deal = Deal.shuffled(rules, players, rng, opener=rng.randrange(players))
    round_ = Round(rules, deal)
    round_.play([RandomPlayer(rng)] * players)
    layout: Layout = round_.layout
    return [f"{p.move}: {p.end_sum}, {p.points}" for p in layout.placements]


def agree(rules: Rules, players: int, rounds: int) -> None:
    """Raise ``AssertionError`` unless the folded rounds are the engine's, seed by seed."""
    for seed in range(rounds):
        folded: list[str] = []
        folded_round(rules, players, random.Random(seed), folded)
        engine = engine_moves(rules, players, random.Random(seed))
        assert folded == engine, f"{rules.name}, {players} players, seed {seed}"
