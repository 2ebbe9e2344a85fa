"""``simulate GAME --players N --matches M --seed S [--jobs J] [--json]``: many matches, added up.

Match ``i`` is exactly ``play GAME --players N --seed S+i``; ``--jobs``
spreads the matches over processes without changing a byte of the output.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from typing import Any, TextIO

from engine.cli import integer
from engine.commands.play import STRATEGY, seed
from engine.errors import shown_number, whole_number
from engine.rules import GAMES, PLAYER_COUNTS, find_rules
from engine.simulation import MatchStats, cores, simulate

#: More matches than this is surely a typo: a million takes hours.
MAX_MATCHES = 1_000_000


def add_parser(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "simulate",
        help="play many matches with the default players and print what they add up to",
        description=f"Play M matches (match i is `play GAME --players N --seed S+i`) and add "
        f"them up. {STRATEGY}",
        allow_abbrev=False,
    )
    parser.add_argument("game", metavar="GAME", help=" or ".join(GAMES))
    parser.add_argument(
        "--players", type=integer, required=True, choices=PLAYER_COUNTS, help="2, 3 or 4"
    )
    parser.add_argument(
        "--matches", type=count(MAX_MATCHES), required=True, help="how many matches (1 or more)"
    )
    parser.add_argument("--seed", type=seed, required=True, help="the first match's seed (>= 0)")
    parser.add_argument(
        "--jobs", type=count(1024), default=None, help="processes to use (default: every core)"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=run)


def count(largest: int) -> Any:
    """An argparse type: a whole number from 1 to ``largest``, in the ASCII digits 0-9.

    >>> count(10)("3"), count(10)("03")
    (3, 3)
    >>> count(10)("0")
    Traceback (most recent call last):
      ...
    argparse.ArgumentTypeError: must be a whole number from 1 to 10: '0'
    """

    def parse(text: str) -> int:
        value = whole_number(text, largest) if re.fullmatch(r"[0-9]+", text, re.ASCII) else None
        if value is None or value < 1:
            shown = shown_number(text) if text.isascii() and text.isdigit() else text
            raise argparse.ArgumentTypeError(
                f"must be a whole number from 1 to {largest}: {shown!r}"
            )
        return value

    return parse


def run(args: argparse.Namespace) -> int:
    rules = find_rules(args.game)
    bar = ProgressBar(args.matches, sys.stderr) if sys.stderr.isatty() else None
    stats = simulate(
        rules,
        args.players,
        args.matches,
        args.seed,
        jobs=args.jobs or cores(),
        progress=bar.update if bar else None,
    )
    if bar:
        bar.close()
    print(json.dumps(stats.to_json(args.seed)) if args.json else text(stats, args.seed))
    return 0


class ProgressBar:
    """``[#####.....] 512/1000 matches`` on one terminal line, redrawn at most ten times a second.

    Hand-written rather than a dependency: the engine has none, and this is all it needs.
    """

    def __init__(self, total: int, stream: TextIO, width: int = 30) -> None:
        self.total, self.stream, self.width = total, stream, width
        self.shown = 0.0

    def update(self, done: int) -> None:
        now = time.monotonic()
        if done < self.total and now - self.shown < 0.1:
            return
        self.shown = now
        filled = self.width * done // self.total
        bar = "#" * filled + "." * (self.width - filled)
        self.stream.write(f"\r[{bar}] {done}/{self.total} matches")
        self.stream.flush()

    def close(self) -> None:
        self.stream.write("\r" + " " * (self.width + 40) + "\r")
        self.stream.flush()


def _share(part: int, whole: int) -> str:
    return f"{part} ({100 * part / whole:.1f}%)" if whole else str(part)


def text(stats: MatchStats, first_seed: int) -> str:
    """A readable summary of a simulation.

    >>> import engine
    >>> from engine.simulation import simulate
    >>> print(text(simulate(engine.FIVE_UP, 2, 3, seed=1, jobs=1), 1))  # doctest: +ELLIPSIS
    five-up, 2 players, 3 matches (seeds 1 to 3)
    ...
    """
    last = first_seed + stats.matches - 1
    lines = [
        f"{stats.game}, {stats.players} players, {stats.matches} matches "
        f"(seeds {first_seed} to {last})",
        STRATEGY,
        f"rounds: {stats.rounds}, blocked {_share(stats.blocked_rounds, stats.rounds)}",
        f"placements: {stats.placements}, scoring {_share(stats.scoring_placements, stats.placements)}",
        "points per scoring placement: "
        + ", ".join(f"{points}: {n}" for points, n in sorted(stats.points.items())),
        f"the opening tile scored in {_share(stats.opening_scores, stats.rounds)} rounds",
        "matches won per team: " + ", ".join(str(n) for n in stats.team_wins),
        f"won by the first opener's team: {_share(stats.first_opener_wins, stats.matches)}",
        "rounds per match: "
        + ", ".join(f"{rounds}: {n}" for rounds, n in sorted(stats.rounds_per_match.items())),
    ]
    return "\n".join(lines)
