"""The table before the first turn, as DOT text: a domino deal or an Up or Down? set-up.

Like the other drawings, every node is pinned (``layout=neato`` with
``dot -n2``) and nothing in a drawing is a word, so one SVG serves all five
languages: the captions name what is where.

Dominoes (``deal_to_dot``): one line per seat, from the top, each starting
with a dark disc holding the seat's number (1-based, as the captions count
seats), then the seat's tiles face up for teaching; under them the boneyard,
its tiles face down (dark backs, no pips), and a disc with how many there
are.

>>> import random, engine
>>> from engine.round import Deal
>>> deal = Deal.shuffled(engine.FIVE_UP, 3, random.Random(1), opener=0)
>>> dot = deal_to_dot(deal, "five-up")
>>> dot.splitlines()[:2]
['// five-up, deal for 3 players', 'graph deal {']
>>> dot.count("shape=Mrecord"), dot.count('fillcolor="#3d3846", color="#fbf6e9"')
(15, 13)

Up or Down? (``card_setup_to_dot``): the six cards of the circle round a
dashed ring, clockwise from the lowest at the top, and beside it the two
draw piles: the face-down pile as a dark stack showing its number of
cards, the face-up pile as a stack whose top card lies face up.

>>> from engine.cards import Card, Deal as CardDeal
>>> cards = [Card(n, "red" if n % 2 else "blue") for n in range(1, 55)]
>>> dot = card_setup_to_dot(CardDeal.from_order(cards, players=2))
>>> dot.splitlines()[0], dot.count('label="21"')
('// up-or-down, set-up for 2 players', 1)
"""

from __future__ import annotations

import math
import re

from diagrams import cards as card_drawing
from diagrams.cards import CIRCLE_CARD, DrawnCard, circle_radius
from diagrams.domino import GAP, LONG, NUMBER_COLOUR, SHORT, TILE_FACE, TILE_OUTLINE
from diagrams.dot import inches, position
from engine.cards import Deal as CardDeal
from engine.round import Deal

#: Backs of face-down tiles and cards: dark, with a light outline.
BACK_FACE = card_drawing.PILE_FACE
BACK_OUTLINE = card_drawing.CARD_FACE
SEAT_FILL = "#3d3846"
SEAT_NUMBER = "#ffffff"
#: A seat's disc, and the room between the disc and the first tile.
DISC = 22
ROW_GAP = 10
LINE_GAP = 14
#: Tiles to a line: five upright tiles fit a phone at the size of the other drawings.
PER_LINE = 5


def _disc(name: str, label: str, x: float, y: float) -> str:
    return (
        f'  {name} [shape=circle, style=filled, fillcolor="{SEAT_FILL}", color="{SEAT_FILL}",'
        f' fontname="Helvetica-Bold", fontsize=12, fontcolor="{SEAT_NUMBER}",'
        f' width={inches(DISC)}, label="{label}", pos={position(x, y)}];'
    )


def deal_to_dot(deal: Deal, game: str) -> str:
    """Draw each hand face up and the boneyard face down (deterministic).

    At most ``PER_LINE`` tiles to a line, so that a phone shows the tiles
    as large as in the other drawings; a longer hand goes on under its disc.
    """
    step = LONG + GAP
    lines = [
        f"// {game}, deal for {deal.players} players",
        "graph deal {",
        '  graph [layout=neato, bgcolor="transparent", pad="0.05"];',
        '  node [fixedsize=true, fontname="Helvetica", fontsize=14, label="",'
        f' fontcolor="{NUMBER_COLOUR}"];',
    ]
    first_x = DISC + 8 + LONG / 2
    y = 0.0

    def tiles_at(count: int) -> list[tuple[float, float]]:
        nonlocal y
        places = []
        for index in range(count):
            row, column = divmod(index, PER_LINE)
            places.append((first_x + column * step, y - row * (SHORT + ROW_GAP)))
        y -= math.ceil(count / PER_LINE) * (SHORT + ROW_GAP)
        return places

    for seat, hand in enumerate(deal.hands):
        lines.append(_disc(f"seat{seat + 1}", str(seat + 1), DISC / 2 + 1, y))
        for tile, (x, ty) in zip(hand, tiles_at(len(hand)), strict=True):
            lines.append(
                f'  t{tile.low}{tile.high} [shape=Mrecord, style=filled, fillcolor="{TILE_FACE}",'
                f' color="{TILE_OUTLINE}", penwidth=1.5, width={inches(LONG)},'
                f' height={inches(SHORT)}, label="{tile.low}|{tile.high}",'
                f" pos={position(x, ty)}];"
            )
        y -= LINE_GAP / 2 if len(hand) > PER_LINE else 0
    y -= LINE_GAP
    lines.append(_disc("boneyard", str(len(deal.boneyard)), DISC / 2 + 1, y))
    for index, (x, by) in enumerate(tiles_at(len(deal.boneyard))):
        lines.append(
            f'  b{index} [shape=box, style="rounded,filled", fillcolor="{BACK_FACE}",'
            f' color="{BACK_OUTLINE}", penwidth=1, width={inches(LONG)},'
            f" height={inches(SHORT)}, pos={position(x, by)}];"
        )
    # Shift everything up so the drawing starts at the origin.
    bottom = y + SHORT + ROW_GAP - SHORT / 2 - 1
    shifted = []
    for line in lines:
        match = re.search(r'pos="([-\d.]+),([-\d.]+)"', line)
        if match:
            x, py = float(match.group(1)), float(match.group(2))
            line = line.replace(match.group(0), f"pos={position(x, py - bottom)}")
        shifted.append(line)
    shifted.append("}")
    return "\n".join(shifted) + "\n"


def card_setup_to_dot(deal: CardDeal) -> str:
    """Draw the circle and the two draw piles (the face-up pile's top card shown)."""
    dot = card_drawing._Dot()
    radius = circle_radius(len(deal.circle))
    dot.box(
        "ring",
        f'shape=circle, style=dashed, color="{card_drawing.RING_COLOUR}", penwidth=1.2',
        0,
        0,
        2 * radius,
        2 * radius,
    )
    count = len(deal.circle)
    for index, card in enumerate(deal.circle):
        angle = math.pi / 2 - 2 * math.pi * index / count
        drawn = DrawnCard(card, radius * math.cos(angle), radius * math.sin(angle), CIRCLE_CARD)
        card_drawing._draw_card(dot, drawn)
    size = CIRCLE_CARD
    x = radius + size.width + 30
    for name, cards_in_pile, y in (
        ("down", deal.face_down, size.height * 0.75),
        ("up", deal.face_up, -size.height * 0.75),
    ):
        for offset, part in ((4, "2"), (2, "1")):
            dot.box(
                f"{name}{part}",
                f'shape=box, style="rounded,filled", fillcolor="{BACK_FACE}",'
                f' color="{BACK_OUTLINE}", penwidth=1',
                x + offset,
                y + offset,
                size.width,
                size.height,
            )
        if name == "down" or not cards_in_pile:
            dot.box(
                f"{name}0",
                f'shape=box, style="rounded,filled", fillcolor="{BACK_FACE}",'
                f' color="{BACK_OUTLINE}", penwidth=1, label="{len(cards_in_pile)}",'
                f' fontname="Helvetica-Bold", fontsize=14, fontcolor="{SEAT_NUMBER}"',
                x,
                y,
                size.width,
                size.height,
            )
        else:
            card_drawing._draw_card(dot, DrawnCard(cards_in_pile[0], x, y, size), prefix="up")
    return dot.write(f"up-or-down, set-up for {deal.players} players", "setup")
