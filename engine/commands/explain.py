"""``explain GAME MOVE… [--json]``: replay one round's moves, step by step."""

from __future__ import annotations

import argparse
import json
from typing import Any

from engine.explain import Step, explain
from engine.rules import GAMES, find_rules


def add_parser(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "explain",
        help="replay one round's moves and explain every step",
        description="Replay one round's moves (e.g. '[1|4]' '[1|1] on [1|4] low') and explain each.",
    )
    parser.add_argument("game", metavar="GAME", help=" or ".join(GAMES))
    parser.add_argument("moves", metavar="MOVE", nargs="+", help="TILE or 'TILE on TARGET SLOT'")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    rules = find_rules(args.game)
    steps = explain(rules, args.moves)
    if args.json:
        print(json.dumps({"game": rules.name, "steps": [s.to_json() for s in steps]}))
    else:
        print(table(steps))
    return 0


def table(steps: list[Step]) -> str:
    """A readable table: one row per step, then the open points and ends."""
    header = ("#", "move", "counted ends", "end sum", "points")
    rows = [header]
    for number, step in enumerate(steps, 1):
        ends = " + ".join(str(c.value) for c in step.contributions) or "-"
        points = str(step.points)
        if step.displayed_points is not None:
            points += f" ({step.displayed_points} displayed)"
        rows.append((str(number), str(step.move), ends, str(step.end_sum), points))
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    lines = [
        "  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip()
        for row in rows
    ]
    lines.insert(1, "  ".join("-" * w for w in widths))
    last = steps[-1]
    points = ", ".join(f"{p.tile} {p.slot} ({p.value})" for p in last.attachment_points)
    lines.append("")
    lines.append(f"spinners: {', '.join(str(t) for t in last.spinners) or 'none'}")
    lines.append(f"attachment points: {points or 'none'}")
    return "\n".join(lines)
