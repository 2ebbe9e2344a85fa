"""Speed of whole random rounds, next to the ``dominoes`` package in the same run.

Run: ``python tests/benchmarks/bench_engine.py [SECONDS] [MATCHES]`` from the project root.

Both sides play random legal moves to the end of a round. ``dominoes``
(PyPI, 6.1.0) plays a simpler game (a straight line, no boneyard, no
scoring), so the ratio is a yardstick, not a like-for-like race: a ratio
below 1.0 means our engine spends less time per placed tile. Times are CPU
time of this process (``time.process_time``), so other work on a shared
machine does not count, and the contenders run in interleaved slices.

Each row also gives the ratio of the same rounds folded into one function
that keeps no records (``folded_playout``): about the least that plain
Python spends on these rules, and so how far the engine's ratio could fall.
The folded rounds are first checked to be the engine's, move for move.

Then whole matches with the default (greedy) players, as ``python -m engine
simulate`` plays them: matches per second on one core and on every core,
and the ratio between the two.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable

import dominoes
from folded_playout import agree, folded_round

import engine
from engine.players import RandomPlayer
from engine.round import Deal, Round
from engine.simulation import cores, simulate


def our_round(rules: engine.Rules, players: int, rng: random.Random) -> int:
    """One random round of ours; the number of tiles placed."""
    deal = Deal.shuffled(rules, players, rng, opener=rng.randrange(players))
    round_ = Round(rules, deal)
    player = RandomPlayer(rng)
    round_.play([player] * players)
    return len(round_.layout)


def their_round(rng: random.Random) -> int:
    """One random game of ``dominoes`` (4 players, 7 tiles each); tiles placed."""
    game = dominoes.Game.new()
    while game.result is None:
        dominoes.players.random(game)
        game.make_move(*game.valid_moves[0])
    return len(game.board)


def measure(play: Callable[[], int], seconds: float) -> float:
    """Microseconds per placed tile over about ``seconds``."""
    tiles = 0
    start = time.process_time()
    elapsed = 0.0
    while elapsed < seconds:
        tiles += play()
        elapsed = time.process_time() - start
    return elapsed / tiles * 1e6


def best_of(plays: dict[str, Callable[[], int]], seconds: float) -> dict[str, float]:
    """Interleave short slices of every contender and keep each one's best.

    The machine is shared: interleaving exposes every contender to the same
    load, and the best slice is the least disturbed one. Slices of a tenth
    of a second (at least five per contender) give the best many chances.
    """
    slices = max(5, round(seconds * 10))
    best = dict.fromkeys(plays, float("inf"))
    for _ in range(slices):
        for name, play in plays.items():
            best[name] = min(best[name], measure(play, seconds / slices))
    return best


def rounds_per_second(play: Callable[[], int], count: int = 200) -> float:
    start = time.process_time()
    for _ in range(count):
        play()
    return count / (time.process_time() - start)


def matches_per_second(rules: engine.Rules, players: int, matches: int, jobs: int) -> float:
    # Wall time here: the work of several processes is the point.
    start = time.perf_counter()
    simulate(rules, players, matches, seed=1, jobs=jobs)
    return matches / (time.perf_counter() - start)


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
    matches = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    random.seed(2024)  # ``dominoes`` shuffles with the global generator
    rng = random.Random(2024)
    baseline = "dominoes 6.1.0 (4 players)"
    plays: dict[str, Callable[[], int]] = {baseline: lambda: their_round(rng)}
    for rules in (engine.FIVE_UP, engine.ALL_FIVES):
        for players in (2, 3, 4):
            agree(rules, players, rounds=200)
            name = f"{rules.name} ({players} players)"
            plays[name] = lambda r=rules, p=players: our_round(r, p, rng)  # type: ignore[misc]
            plays[f"folded {name}"] = (
                lambda r=rules, p=players: folded_round(r, p, rng)  # type: ignore[misc]
            )
    best = best_of(plays, seconds)
    for name, play in plays.items():
        if name.startswith("folded "):
            continue
        line = f"{name:28} {best[name]:6.1f} µs/tile {rounds_per_second(play):7.0f} rounds/s"
        if name != baseline:
            line += f"   ratio {best[name] / best[baseline]:4.2f}"
            line += f"   folded {best['folded ' + name] / best[baseline]:4.2f}"
        print(line)
    every = cores()
    print(f"\nwhole matches, greedy players, {matches} per row (simulate):")
    for rules in (engine.FIVE_UP, engine.ALL_FIVES):
        for players in (2, 3, 4):
            serial = matches_per_second(rules, players, matches, jobs=1)
            parallel = matches_per_second(rules, players, matches, jobs=every)
            print(
                f"{rules.name} ({players} players)".ljust(28)
                + f" {serial:7.1f} matches/s on 1 core {parallel:7.1f} on {every}"
                f"   ratio {parallel / serial:4.2f}"
            )


if __name__ == "__main__":
    main()
