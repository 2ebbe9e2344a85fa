"""Up or Down? as DOT text: the circle after a play, a display before and after, a scored display.

Like ``diagrams.domino``, the geometry is computed here, in points, and every
node is pinned (``layout=neato`` with ``dot -n2``), so Graphviz only draws.
The drawings hold numbers and symbols, never words: one SVG serves all five
languages.

Colour is never the only carrier. Each colour a worked example may name has
its own symbol shape (``COLOUR_SYMBOLS``), drawn on every card under its
number; the page's legend names each colour with the same symbol
(``symbol_svg``). Which colour belongs to which number in the real deck is not
known here: the colours are whatever the example states.

>>> from engine.cards import Card, Circle
>>> play = Circle.of(Card.parse(t) for t in "3:red 17:blue 40:green".split()).play(Card(37, "yellow"))
>>> dot = circle_to_dot(play)
>>> dot.splitlines()[:2]
['// up-or-down, circle: play 37:yellow', 'graph circle {']
>>> [line.split()[0] for line in dot.splitlines() if "peripheries=2" in line]
['c17', 'c40']

Conventions (so that a reader of the DOT can check a drawing):

- The circle runs clockwise from the lowest card at the top: the highest
  card sits just left of the lowest, where the circle wraps. A dashed ring
  through the cards' centres shows that it is a circle.
- The card just played into the circle has a blue halo; each takeable
  neighbour has a double orange outline (thicker than any other: a shape cue
  as well as a colour).
- In a row drawing the card taken has a green halo, a mark of its own (blue
  is the card played); when a row closes, the discard pile it went to has
  the same green halo.
- Rows are numbered 1, 2, 3 from the top, as the captions count them. An
  arrow before a row points up for a rising row and down for a falling one;
  a one-card row has no direction yet and no arrow.
- A row being closed has dashed outlines; the discard pile is a dark stack
  showing its number of cards.
- In a scored display the cards of each row's most common colour have a
  thick outline, and each row's ``cards × count = score`` stands under it.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from diagrams.dot import inches, position
from engine.cards import (
    Card,
    CardNotationError,
    CirclePlay,
    Direction,
    DisplayChange,
    DisplayScore,
    Row,
)

# Colours chosen, like the domino drawings', to read on white and on the
# light card the site puts behind diagrams in dark mode.
CARD_FACE = "#fbf6e9"
CARD_OUTLINE = "#2e2e2e"
NUMBER_COLOUR = "#1a1a1a"
HALO_COLOUR = "#1c71d8"
#: The card taken into a row (and the pile a closed row went to): green, not
#: the played card's blue; 3:1 or more against white and the card face.
TAKEN_COLOUR = "#26a269"
NEIGHBOUR_OUTLINE = "#e66100"
RING_COLOUR = "#77767b"
PILE_FACE = "#3d3846"
PILE_NUMBER = "#ffffff"
ARROW_COLOUR = "#2e2e2e"
#: The sign between a row's cards and its count, as the rules print it.
TIMES = "\N{MULTIPLICATION SIGN}"


@dataclass(frozen=True, slots=True)
class ColourSymbol:
    """How one colour is drawn: a fill and a Graphviz shape that no other colour uses."""

    fill: str
    shape: str


#: Every colour a worked example may state, with its symbol. Shapes differ in
#: outline, so a reader who cannot tell the fills apart still tells the cards apart.
COLOUR_SYMBOLS: dict[str, ColourSymbol] = {
    "red": ColourSymbol("#e01b24", "circle"),
    "blue": ColourSymbol("#1c71d8", "square"),
    "green": ColourSymbol("#2ec27e", "triangle"),
    "yellow": ColourSymbol("#f6d32d", "diamond"),
    "purple": ColourSymbol("#9141ac", "star"),
    "orange": ColourSymbol("#ff7800", "hexagon"),
    "pink": ColourSymbol("#f66151", "invtriangle"),
    "grey": ColourSymbol("#9a9996", "pentagon"),
}


class UnknownColourError(CardNotationError):
    """A card's colour has no symbol here (or the card states no colour).

    A ``CardNotationError`` (so a ``ValueError``) with the engine's ``reason``
    and ``text`` attributes.
    """


def colour_symbol(card: Card) -> ColourSymbol:
    """The symbol of ``card``'s colour, or ``UnknownColourError``.

    >>> colour_symbol(Card(5, "blue")).shape
    'square'
    >>> colour_symbol(Card(5, "teal"))
    Traceback (most recent call last):
      ...
    diagrams.cards.UnknownColourError: unknown colour 'teal' (expected one of red, blue, green, yellow, purple, orange, pink, grey): '5:teal'
    """
    if card.colour is None:
        raise UnknownColourError(
            f"card {card.number} states no colour (write NUMBER:COLOUR)", str(card)
        )
    symbol = COLOUR_SYMBOLS.get(card.colour)
    if symbol is None:
        known = ", ".join(COLOUR_SYMBOLS)
        raise UnknownColourError(
            f"unknown colour {card.colour!r} (expected one of {known})", str(card)
        )
    return symbol


def colours_used(cards: Iterable[Card]) -> list[str]:
    """The colours of ``cards`` in the order of ``COLOUR_SYMBOLS`` (the legend's order).

    >>> colours_used([Card(9, "yellow"), Card(3, "red"), Card(4, "yellow"), Card(1)])
    ['red', 'yellow']
    """
    seen = {card.colour for card in cards}
    return [colour for colour in COLOUR_SYMBOLS if colour in seen]


# -- the symbols outside Graphviz (the HTML legend) ---------------------------


def _polygon(sides: int, radius: float, start: float, centre: float) -> list[tuple[float, float]]:
    return [
        (
            centre + radius * math.cos(start + 2 * math.pi * k / sides),
            centre - radius * math.sin(start + 2 * math.pi * k / sides),
        )
        for k in range(sides)
    ]


def _star(radius: float, centre: float) -> list[tuple[float, float]]:
    points = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.42
        angle = math.pi / 2 + math.pi * k / 5
        points.append((centre + r * math.cos(angle), centre - r * math.sin(angle)))
    return points


def symbol_svg(colour: str, size: int = 16) -> str:
    """A colour's symbol as a small inline SVG for the HTML legend (decorative: ``aria-hidden``).

    The same shape and fill as on the cards, so the legend's symbol is the one
    the reader looks for in the drawing.

    >>> symbol_svg("red", 16)  # doctest: +ELLIPSIS
    '<svg class="card-colour-symbol" ... aria-hidden="true" ...><circle cx="8" cy="8" r="6.5" .../></svg>'
    """
    symbol = COLOUR_SYMBOLS[colour]
    c = size / 2
    r = size / 2 - 1.5
    paint = f'fill="{symbol.fill}" stroke="{CARD_OUTLINE}" stroke-width="1.2"'
    if symbol.shape == "circle":
        body = f'<circle cx="{c:g}" cy="{c:g}" r="{r:g}" {paint}/>'
    elif symbol.shape == "square":
        side = r * 1.6
        body = f'<rect x="{c - side / 2:g}" y="{c - side / 2:g}" width="{side:g}" height="{side:g}" {paint}/>'
    else:
        points = {
            "triangle": lambda: _polygon(3, r, math.pi / 2, c),
            "invtriangle": lambda: _polygon(3, r, -math.pi / 2, c),
            "diamond": lambda: _polygon(4, r, math.pi / 2, c),
            "pentagon": lambda: _polygon(5, r, math.pi / 2, c),
            "hexagon": lambda: _polygon(6, r, 0, c),
            "star": lambda: _star(r, c),
        }[symbol.shape]()
        text = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
        body = f'<polygon points="{text}" {paint}/>'
    return (
        f'<svg class="card-colour-symbol" width="{size}" height="{size}"'
        f' viewBox="0 0 {size} {size}" aria-hidden="true" focusable="false"'
        ' style="vertical-align: -0.15em; margin: 0 0.25em 0 0.5em">'
        f"{body}</svg>"
    )


# -- geometry -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardSize:
    """A card's size in points and the size of its number and symbol."""

    width: int
    height: int
    font: int
    symbol: int


#: The circle's cards are larger: a circle has room, and few cards.
CIRCLE_CARD = CardSize(38, 50, 15, 16)
#: Cards in rows: eight and a score fit a phone's width with numbers of 12 px or more.
ROW_CARD = CardSize(30, 42, 12, 13)
#: Space between a card's top edge and the top of its number's box.
NUMBER_TOP = 3
#: A number's box is this many times its font size high (Graphviz's line height).
NUMBER_BOX = 1.2
#: Space between two cards of a row, and between rows.
CARD_GAP = 3
ROW_GAP = 10
#: How far the halo reaches beyond a card's outline.
HALO = 4
#: Room on the left of a row for its number and its direction arrow.
ROW_LABEL = 18
ARROW_ROOM = 16


@dataclass(frozen=True, slots=True)
class DrawnCard:
    """A card on a drawing: its centre (y up), size and marks."""

    card: Card
    x: float
    y: float
    size: CardSize
    halo: bool = False
    halo_colour: str = HALO_COLOUR
    neighbour: bool = False
    closing: bool = False
    counted: bool = False


class _Dot:
    """Collects pinned nodes and edges, then writes them shifted to the origin."""

    def __init__(self) -> None:
        self.items: list[tuple[str, str, list[tuple[float, float]], float]] = []

    def node(self, name: str, attributes: str, x: float, y: float, extent: float = 0) -> None:
        # ``extent``: half the node's larger side, so bounds include the whole node.
        self.items.append(("node", f"  {name} [{attributes}, pos=@0];", [(x, y)], extent))

    def box(
        self, name: str, attributes: str, x: float, y: float, width: float, height: float
    ) -> None:
        self.items.append(
            (
                "node",
                f"  {name} [{attributes}, width={inches(width)}, height={inches(height)}, pos=@0];",
                [(x, y), (x - width / 2, y - height / 2), (x + width / 2, y + height / 2)],
                0,
            )
        )

    def arrow(
        self, name: str, start: tuple[float, float], end: tuple[float, float], pen: float = 2
    ) -> None:
        self.node(f"{name}a", "shape=point, width=0.01, style=invis", *start)
        self.node(f"{name}b", "shape=point, width=0.01, style=invis", *end)
        self.items.append(
            (
                "edge",
                f'  {name}a -- {name}b [dir=forward, color="{ARROW_COLOUR}", penwidth={pen:g},'
                " arrowsize=0.8];",
                [],
                0,
            )
        )

    def rule(self, name: str, start: tuple[float, float], end: tuple[float, float]) -> None:
        """A thin dashed line with no arrowhead: a boundary, not a direction."""
        self.node(f"{name}a", "shape=point, width=0.01, style=invis", *start)
        self.node(f"{name}b", "shape=point, width=0.01, style=invis", *end)
        self.items.append(
            (
                "edge",
                f'  {name}a -- {name}b [color="{ARROW_COLOUR}", penwidth=1.2, style=dashed];',
                [],
                0,
            )
        )

    def write(self, heading: str, graph: str) -> str:
        xs = [x - extent for _, _, points, extent in self.items for x, _ in points]
        ys = [y - extent for _, _, points, extent in self.items for _, y in points]
        left, bottom = min(xs), min(ys)
        lines = [
            f"// {heading}",
            f"graph {graph} {{",
            '  graph [layout=neato, bgcolor="transparent", pad="0.08", splines=false];',
            f'  node [fixedsize=true, fontname="Helvetica", fontcolor="{NUMBER_COLOUR}", label=""];',
        ]
        for _kind, text, points, _ in self.items:
            if points:
                x, y = points[0]
                text = text.replace("@0", position(x - left, y - bottom, decimals=1))
            lines.append(text)
        lines.append("}")
        return "\n".join(lines) + "\n"


def _draw_card(dot: _Dot, drawn: DrawnCard, prefix: str = "") -> None:
    card, size = drawn.card, drawn.size
    # A prefix per panel: the same card may be drawn before and after a change.
    name = f"{prefix}c{card.number}"
    if drawn.halo:
        dot.box(
            f"{name}h",
            f'shape=box, style="rounded,filled", fillcolor="{drawn.halo_colour}", penwidth=0',
            drawn.x,
            drawn.y,
            size.width + 2 * HALO,
            size.height + 2 * HALO,
        )
    style = "rounded,filled,dashed" if drawn.closing else "rounded,filled"
    if drawn.neighbour:
        outline, pen, extra = NEIGHBOUR_OUTLINE, 2.5, ", peripheries=2"
    else:
        outline, pen, extra = CARD_OUTLINE, 3.0 if drawn.counted else 1.2, ""
    dot.box(
        name,
        f'shape=box, style="{style}", fillcolor="{CARD_FACE}", color="{outline}",'
        f" penwidth={pen:g}{extra}",
        drawn.x,
        drawn.y,
        size.width,
        size.height,
    )
    # The number is a node of its own, a fixed gap below the card's top edge:
    # a card's own label with labelloc=t would sit on the border.
    # Three digits in a wide bold face would reach the outline: a size smaller.
    font = size.font if card.number < 100 else int(size.font * 0.88 + 0.5)
    dot.box(
        f"{name}n",
        f'shape=plaintext, label="{card.number}", fontname="Helvetica-Bold",'
        f" fontsize={font}, margin=0",
        drawn.x,
        drawn.y + size.height / 2 - NUMBER_TOP - NUMBER_BOX * size.font / 2,
        size.width - 2,
        NUMBER_BOX * size.font,
    )
    symbol = colour_symbol(card)
    side = size.symbol
    dot.box(
        f"{name}s",
        f'shape={symbol.shape}, style=filled, fillcolor="{symbol.fill}",'
        f' color="{CARD_OUTLINE}", penwidth=1',
        drawn.x,
        drawn.y - size.height / 2 + side / 2 + 5,
        side,
        side,
    )


# -- the circle -------------------------------------------------------------------


def circle_radius(cards: int, size: CardSize = CIRCLE_CARD) -> float:
    """The radius (points) at which ``cards`` upright cards sit round a circle without touching.

    Neighbouring centres are a chord apart. Two upright cards clear each
    other when they are a card's width apart across or its height apart
    down; a chord as long as the diagonal of that room clears them at every
    angle round the circle (halo and double outline included).

    >>> round(circle_radius(7), 1)
    91.8
    """
    room_x = size.width + 2 * HALO + 4
    room_y = size.height + 2 * HALO + 4
    need = math.hypot(room_x, room_y)
    return max(need / (2 * math.sin(math.pi / max(cards, 3))), need / 2)


def draw_circle(play: CirclePlay) -> list[DrawnCard]:
    """Where each card of the circle goes: clockwise from the lowest at the top.

    >>> from engine.cards import Card, Circle
    >>> play = Circle.of([Card(3, "red"), Card(90, "blue")]).play(Card(50, "green"))
    >>> [(d.card.number, round(d.x), round(d.y), d.halo, d.neighbour) for d in draw_circle(play)]
    [(3, 0, 46, False, True), (50, 40, -23, True, False), (90, -40, -23, False, True)]
    """
    count = len(play.circle)
    radius = circle_radius(count)
    drawn = []
    for index, card in enumerate(play.circle):
        angle = math.pi / 2 - 2 * math.pi * index / count
        drawn.append(
            DrawnCard(
                card,
                radius * math.cos(angle),
                radius * math.sin(angle),
                CIRCLE_CARD,
                halo=card == play.played,
                neighbour=card in play.neighbours,
            )
        )
    return drawn


def circle_to_dot(play: CirclePlay) -> str:
    """Draw the circle right after ``play``: the played card and its two takeable neighbours."""
    dot = _Dot()
    radius = circle_radius(len(play.circle))
    dot.box(
        "ring",
        f'shape=circle, style=dashed, color="{RING_COLOUR}", penwidth=1.2',
        0,
        0,
        2 * radius,
        2 * radius,
    )
    for drawn in draw_circle(play):
        _draw_card(dot, drawn)
    return dot.write(f"up-or-down, circle: play {play.played}", "circle")


# -- rows -------------------------------------------------------------------------


def _row_line(
    dot: _Dot,
    prefix: str,
    number: int,
    row: Row,
    top: float,
    marks: dict[str, set[Card]],
) -> float:
    """Draw one row with its number and arrow, its top edge at ``top``; return its bottom."""
    size = ROW_CARD
    y = top - size.height / 2
    dot.node(
        f"{prefix}n{number}",
        f'shape=plaintext, label="{number}", fontname="Helvetica-Bold", fontsize=14,'
        f" width={inches(ROW_LABEL)}, height={inches(size.height)}",
        ROW_LABEL / 2,
        y,
        ROW_LABEL / 2,
    )
    arrow_x = ROW_LABEL + ARROW_ROOM / 2
    if row.direction is not None:
        low, high = y - size.height / 2 + 6, y + size.height / 2 - 6
        start, end = (
            ((arrow_x, low), (arrow_x, high))
            if row.direction is Direction.UP
            else ((arrow_x, high), (arrow_x, low))
        )
        dot.arrow(f"{prefix}d{number}", start, end)
    x = ROW_LABEL + ARROW_ROOM + size.width / 2
    for card in row:
        _draw_card(
            dot,
            DrawnCard(
                card,
                x,
                y,
                size,
                halo=card in marks.get("halo", set()),
                halo_colour=TAKEN_COLOUR,
                closing=card in marks.get("closing", set()),
                counted=card in marks.get("counted", set()),
            ),
            prefix,
        )
        x += size.width + CARD_GAP
    return top - size.height - ROW_GAP


def _discard_pile(dot: _Dot, prefix: str, cards: int, top: float, halo: bool) -> float:
    """A face-down stack showing its number of cards; return the bottom edge."""
    size = ROW_CARD
    x = ROW_LABEL + ARROW_ROOM + size.width / 2
    y = top - size.height / 2 - 4
    if halo:
        dot.box(
            f"{prefix}ph",
            f'shape=box, style="rounded,filled", fillcolor="{TAKEN_COLOUR}", penwidth=0',
            x + 2,
            y + 2,
            size.width + 4 + 2 * HALO,
            size.height + 4 + 2 * HALO,
        )
    # Two cards peeking out behind the top one: a pile, not a card.
    for offset, name in ((4, "p2"), (2, "p1")):
        dot.box(
            f"{prefix}{name}",
            f'shape=box, style="rounded,filled", fillcolor="{PILE_FACE}", color="{CARD_FACE}", penwidth=1',
            x + offset,
            y + offset,
            size.width,
            size.height,
        )
    dot.box(
        f"{prefix}p0",
        f'shape=box, style="rounded,filled", fillcolor="{PILE_FACE}", color="{CARD_FACE}", penwidth=1,'
        f' label="{cards}", fontname="Helvetica-Bold", fontsize=14, fontcolor="{PILE_NUMBER}"',
        x,
        y,
        size.width,
        size.height,
    )
    return top - size.height - 4 - ROW_GAP


def _rows_block(
    dot: _Dot,
    prefix: str,
    rows: Sequence[Row],
    discards: int,
    top: float,
    marks: dict[str, set[Card]],
    pile_halo: bool = False,
) -> float:
    for number, row in enumerate(rows, 1):
        top = _row_line(dot, prefix, number, row, top, marks)
    if discards:
        top = _discard_pile(dot, prefix, discards, top, pile_halo)
    return top


def change_to_dot(change: DisplayChange) -> str:
    """Draw a display before (top) and after (bottom) one card is placed or a row closed.

    >>> from engine.cards import Display, RowChoice, Card
    >>> before = Display.of([[Card(12, "red"), Card(15, "red")]])
    >>> dot = change_to_dot(before.place(Card(40, "blue"), RowChoice.parse("row 0")))
    >>> dot.splitlines()[0]
    '// up-or-down, row: 40:blue to row 0'
    """
    dot = _Dot()
    closed = set(change.closed)
    width = max([len(row.cards) for row in (*change.before.rows, *change.after.rows)] + [1]) * (
        ROW_CARD.width + CARD_GAP
    )
    top = 0.0
    if change.before.rows or change.before.discard_pile:
        bottom = _rows_block(
            dot, "b", change.before.rows, len(change.before.discard_pile), 0, {"closing": closed}
        )
        # A dashed line between "before" and "after": no arrow, which a reader could take
        # for a row's direction.
        dot.rule("turn", (0.0, bottom - 6), (ROW_LABEL + ARROW_ROOM + width, bottom - 6))
        top = bottom - 14
    _rows_block(
        dot,
        "a",
        change.after.rows,
        len(change.after.discard_pile),
        top,
        {"halo": {change.card}},
        pile_halo=bool(change.closed),
    )
    what = "mistake" if change.choice is None else str(change.choice)
    return dot.write(f"up-or-down, row: {change.card} to {what}", "row")


# -- scoring ---------------------------------------------------------------------


def _text(dot: _Dot, name: str, text: str, left: float, y: float, font: int, bold: bool) -> None:
    """A left-aligned line of numbers and signs (its width estimated from Helvetica's)."""
    width = 0.62 * font * len(text) + 4
    face = ', fontname="Helvetica-Bold"' if bold else ""
    dot.node(
        name,
        f'shape=plaintext, label="{text}", fontsize={font}{face},'
        f" width={inches(width)}, height={inches(font + 6)}",
        left + width / 2,
        y,
        width / 2,
    )


def score_to_dot(score: DisplayScore) -> str:
    """Draw a scored display: each row, under it ``cards x count = score``, then the total.

    The score lines go under the rows, not beside them, so that a row of
    eight cards still fits a phone's width at a legible size.

    >>> from engine.cards import parse_cards, score_rows
    >>> dot = score_to_dot(score_rows([parse_cards("3:red,9:red,20:blue")], discards=2))
    >>> [line.split('label="')[1].split('"')[0] for line in dot.splitlines() if line.startswith("  s")]
    ['3 × 2 = 6', '6 + 2 = 8']
    """
    dot = _Dot()
    top = 0.0
    left = ROW_LABEL + ARROW_ROOM - ROW_CARD.width / 2 + ROW_CARD.width / 2
    for number, (row, scored) in enumerate(zip(score.face_up, score.rows, strict=True), 1):
        counted = {card for card in row if card.colour == scored.colour}
        top = _row_line(dot, "r", number, row, top, {"counted": counted}) + ROW_GAP
        text = f"{scored.cards} {TIMES} {scored.count} = {scored.score}"
        # Clear of the cards' outlines above, and of the next row below.
        _text(dot, f"s{number}", text, left, top - 14, 14, bold=False)
        top -= 26 + ROW_GAP
    if score.discards:
        top = _discard_pile(dot, "r", score.discards, top, halo=False)
    terms = [str(row.score) for row in score.rows]
    if score.discards:
        terms.append(str(score.discards))
    total = f"{' + '.join(terms)} = {score.total}" if len(terms) > 1 else f"= {score.total}"
    _text(dot, "stotal", total, left, top - 8, 15, bold=True)
    rows = " + ".join(f"{row.cards}x{row.count}" for row in score.rows)
    return dot.write(f"up-or-down, score: {rows} + {score.discards} = {score.total}", "score")


def display_to_dot(rows: Sequence[Row], discards: int = 0) -> str:
    """Draw a display to be scored: its rows and discard pile, with no score marked.

    The same rows as ``score_to_dot`` draws, without the thick outlines of
    the counted colour and without the score lines, so the drawing does not
    give the score away (the trainer asks for it).

    >>> from engine.cards import Row, parse_cards
    >>> dot = display_to_dot([Row(parse_cards("3:red,9:red,20:blue"))], discards=2)
    >>> labels = [line.split('label="')[1].split('"')[0] for line in dot.splitlines() if 'label="' in line]
    >>> dot.splitlines()[0], [label for label in labels if "=" in label or "×" in label]
    ('// up-or-down, display: 3 + 2', [])
    """
    dot = _Dot()
    _rows_block(dot, "q", rows, discards, 0.0, {})
    cards = " + ".join(str(len(row.cards)) for row in rows)
    return dot.write(f"up-or-down, display: {cards} + {discards}", "display")
