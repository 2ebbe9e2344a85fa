"""``circle up-or-down --display CARDS --play CARD [--json]``: play a card into the circle."""

from __future__ import annotations

import argparse
import json
from typing import Any

from engine.cards import GAME_NAME, Card, Circle, CirclePlay, check_game, parse_cards


def add_parser(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "circle",
        help="play a card into the Up or Down? circle and name its two neighbours",
        description=(
            "Insert a card into the circle in numeric order (wrapping between the highest"
            " and the lowest) and name the two cards next to it, lower then higher."
        ),
    )
    parser.add_argument("game", metavar="GAME", help=GAME_NAME)
    parser.add_argument(
        "--display", required=True, metavar="CARDS", help="the circle, e.g. 3,17,40,52,88,120"
    )
    parser.add_argument("--play", required=True, metavar="CARD", help="the card played, e.g. 37")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    check_game(args.game)
    play = Circle.of(parse_cards(args.display)).play(Card.parse(args.play))
    print(json.dumps(play.to_json()) if args.json else text(play))
    return 0


def text(play: CirclePlay) -> str:
    """The circle with the played card in brackets, then its two neighbours.

    >>> print(text(Circle.of(Card(n) for n in (3, 17, 120)).play(Card(125))))
    circle: 3 17 120 [125] (wraps to 3)
    neighbours: 120 (lower), 3 (higher)
    """
    cards = " ".join(
        f"[{card.number}]" if card == play.played else str(card.number) for card in play.circle
    )
    if play.wraps:
        cards += f" (wraps to {play.circle[0].number})"
    return (
        f"circle: {cards}\nneighbours: {play.lower.number} (lower), {play.higher.number} (higher)"
    )
