"""``play GAME --players N --seed S [--json]``: play a whole match and print its record.

The players are the engine's default, ``engine.players.GreedyPlayer``.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from typing import Any

from engine.cli import integer
from engine.match import MatchRecord, as_number, play_match
from engine.rules import GAMES, PLAYER_COUNTS, find_rules

STRATEGY = (
    "Every seat plays greedily: the legal placement that scores the most points now, "
    "ties broken by the seeded random generator."
)


def add_parser(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "play",
        help="play a whole match with the default players and print its record",
        description=f"Play a whole match and print its record. {STRATEGY} "
        "The same seed always gives the same record.",
    )
    parser.add_argument("game", metavar="GAME", help=" or ".join(GAMES))
    parser.add_argument(
        "--players",
        type=integer,
        required=True,
        choices=PLAYER_COUNTS,
        help="2, 3 or 4 (4 plays in fixed pairs: seats 0+2 and 1+3)",
    )
    parser.add_argument(
        "--seed", type=seed, required=True, help="a whole number >= 0: all chance comes from it"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=run)


def seed(text: str) -> int:
    """A seed: a whole number >= 0 in ASCII digits, as long as Python can print it.

    argparse turns the ``ValueError`` into a one-line usage error.

    >>> seed("7"), seed("0" * 5000 + "1")
    (7, 1)
    >>> seed("-1")
    Traceback (most recent call last):
      ...
    ValueError: '-1'
    """
    if re.fullmatch(r"[0-9]+", text, re.ASCII) is None:
        raise ValueError(repr(text))
    digits = text.lstrip("0") or "0"
    if len(digits) > sys.get_int_max_str_digits():
        raise ValueError(repr(text))
    return int(digits)


def run(args: argparse.Namespace) -> int:
    rules = find_rules(args.game)
    record = play_match(rules, args.players, args.seed)
    if args.json:
        print(json.dumps(record.to_json()))
    else:
        print(text(record))
    return 0


def _team(record: MatchRecord, index: int) -> str:
    seats = record.teams[index]
    if len(seats) == 1:
        return f"seat {seats[0]}"
    return "pair " + "+".join(str(s) for s in seats)


def _points(points: Any) -> str:
    return str(as_number(points))


def text(record: MatchRecord) -> str:
    """A readable record: every round's deal, turns and scores, then the winners."""
    teams = range(len(record.teams))
    lines = [
        f"{record.rules.title}, {record.players} players, seed {record.seed}: "
        f"first to {record.target} raw points",
        STRATEGY,
    ]
    for r in record.rounds:
        lines.append("")
        lines.append(f"Round {r.number}: seat {r.deal.opener} opens")
        for seat, hand in enumerate(r.deal.hands):
            lines.append(f"  seat {seat} holds {' '.join(map(str, hand))}")
        lines.append(f"  boneyard {' '.join(map(str, r.deal.boneyard)) or '(empty)'}")
        for turn in r.turns:
            lines.append(f"  {turn}")
        if r.end == "domino":
            lines.append(f"  seat {r.out} placed the last tile")
        elif r.end == "blocked":
            lines.append("  blocked: nobody can place and the boneyard is empty")
        else:
            lines.append("  the target is reached: the match ends at once")
        settled = ", ".join(f"{_team(record, i)} {_points(r.settlement.points[i])}" for i in teams)
        scores = ", ".join(f"{_team(record, i)} {_points(r.scores[i])}" for i in teams)
        lines.append(f"  settlement: {settled}")
        lines.append(f"  scores: {scores}")
    winners = " and ".join(_team(record, i) for i in record.winners)
    final = ", ".join(f"{_team(record, i)} {_points(record.scores[i])}" for i in teams)
    lines.append("")
    lines.append(f"Winner: {winners} ({final})")
    return "\n".join(lines)
