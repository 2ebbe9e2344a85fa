"""``score up-or-down [--discards N] ROW… [--json]``: score one player's display."""

from __future__ import annotations

import argparse
import json
from typing import Any

from engine.cards import GAME_NAME, DisplayScore, check_game, parse_cards, score_rows
from engine.cli import signed_integer


def add_parser(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "score",
        help="score an Up or Down? display: face-up rows and discarded cards",
        description=(
            "Score face-up rows (cards times the count of the row's most common colour)"
            " plus 1 per discarded card. When colours tie, the colour reported is the one"
            " that comes first in the row."
        ),
    )
    parser.add_argument("game", metavar="GAME", help=GAME_NAME)
    parser.add_argument(
        "rows", metavar="ROW", nargs="+", help="NUMBER:COLOUR,… in row order, e.g. 12:red,15:red"
    )
    parser.add_argument(
        "--discards",
        type=signed_integer,
        default=0,
        metavar="N",
        help="cards in the discard pile (default 0)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    check_game(args.game)
    rows = [parse_cards(row) for row in args.rows]
    scored = score_rows(rows, discards=args.discards, first_row=1)
    print(json.dumps(scored.to_json()) if args.json else text(scored))
    return 0


def text(scored: DisplayScore) -> str:
    """One line per row (counted from 1), then the discards and the total.

    >>> print(text(score_rows([parse_cards("12:red,15:red,40:blue")], discards=4)))
    row 1: 3 cards x 2 red = 6
    discards: 4
    total: 10
    """
    lines = [
        f"row {index}: {row.cards} {'card' if row.cards == 1 else 'cards'}"
        f" x {row.count} {row.colour} = {row.score}"
        for index, row in enumerate(scored.rows, 1)
    ]
    lines.append(f"discards: {scored.discards}")
    lines.append(f"total: {scored.total}")
    return "\n".join(lines)
