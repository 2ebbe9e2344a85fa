"""The paper tally of Five Up as DOT text: strokes and the 50-point X symbol.

One stroke is 5 raw points (1 displayed point). The large X with a small x
in each of its four surrounding spaces is 50 raw points (10 displayed).
A score is drawn as its X symbols, then its strokes, on a light card with a
dark outline, so that it reads on white and on near-black pages alike.

>>> tally_for(65)
(3, 1)
>>> tally_to_dot(strokes=3, crosses=1).splitlines()[:2]
['// tally: 1 X, 3 strokes', 'graph tally {']
"""

from __future__ import annotations

from engine.errors import PointsError
from engine.rules import POINTS_PER_DISPLAYED

#: Raw points one X symbol stands for.
CROSS_POINTS = 50

#: Half the side of an X symbol and the half-size of its small x, in points.
HALF = 22
SMALL = 5
#: Room between strokes, between symbols, and around the card's edge.
STROKE_SPACING = 11
SYMBOL_SPACING = 14
MARGIN = 10

PAPER = "#fbf8ef"
PAPER_EDGE = "#6b6b6b"
INK = "#1a1a1a"

Point = tuple[float, float]


def tally_for(raw_points: int) -> tuple[int, int]:
    """The ``(strokes, crosses)`` that write ``raw_points`` on paper.

    >>> tally_for(0), tally_for(45), tally_for(305)
    ((0, 0), (9, 0), (1, 6))
    >>> tally_for(17)
    Traceback (most recent call last):
      ...
    engine.errors.PointsError: a tally writes whole strokes of 5 raw points: 17
    """
    if raw_points < 0 or raw_points % POINTS_PER_DISPLAYED:
        raise PointsError(
            f"a tally writes whole strokes of {POINTS_PER_DISPLAYED} raw points", raw_points
        )
    crosses, rest = divmod(raw_points, CROSS_POINTS)
    return rest // POINTS_PER_DISPLAYED, crosses


def _cross_lines(cx: float, cy: float) -> list[tuple[Point, Point, float]]:
    """The big X and a small x in each of the four spaces around its centre."""
    h, s = HALF, SMALL
    lines = [((cx - h, cy - h), (cx + h, cy + h), 3.0), ((cx - h, cy + h), (cx + h, cy - h), 3.0)]
    # The centroids of the four triangles the big X cuts from its square.
    offset = 2 * h / 3
    for dx, dy in ((0, offset), (offset, 0), (0, -offset), (-offset, 0)):
        x, y = cx + dx, cy + dy
        lines.append(((x - s, y - s), (x + s, y + s), 2.0))
        lines.append(((x - s, y + s), (x + s, y - s), 2.0))
    return lines


def tally_to_dot(strokes: int, crosses: int = 0) -> str:
    """Draw ``crosses`` X symbols and then ``strokes`` strokes as DOT text.

    >>> tally_to_dot(-1)
    Traceback (most recent call last):
      ...
    ValueError: a tally has no negative strokes or crosses: strokes=-1, crosses=0
    """
    if strokes < 0 or crosses < 0:
        raise ValueError(
            f"a tally has no negative strokes or crosses: strokes={strokes}, crosses={crosses}"
        )
    lines_to_draw: list[tuple[Point, Point, float]] = []
    x = right = MARGIN
    cy = MARGIN + HALF
    for _ in range(crosses):
        lines_to_draw += _cross_lines(x + HALF, cy)
        right = x + 2 * HALF
        x = right + SYMBOL_SPACING
    for _ in range(strokes):
        # A stroke leans a little, as a hand writes it.
        lines_to_draw.append(((x + 2, cy - HALF), (x, cy + HALF), 3.0))
        right = x + 2
        x += STROKE_SPACING
    width = right + MARGIN
    height = 2 * (MARGIN + HALF)

    out = [
        f"// tally: {crosses} X, {strokes} strokes",
        "graph tally {",
        '  graph [layout=neato, bgcolor="transparent", pad="0.05"];',
        '  node [shape=point, width=0.01, style=invis, label=""];',
        f'  edge [color="{INK}"];',
        f'  paper [shape=box, style="rounded,filled", fixedsize=true, fillcolor="{PAPER}",'
        f' color="{PAPER_EDGE}", penwidth=1.5, width={width / 72:.4f},'
        f' height={height / 72:.4f}, pos="{width / 2:g},{height / 2:g}"];',
    ]
    for index, (start, end, pen) in enumerate(lines_to_draw):
        a, b = f"p{2 * index}", f"p{2 * index + 1}"
        out.append(f'  {a} [pos="{start[0]:g},{start[1]:g}"];')
        out.append(f'  {b} [pos="{end[0]:g},{end[1]:g}"];')
        out.append(f"  {a} -- {b} [penwidth={pen:g}];")
    out.append("}")
    return "\n".join(out) + "\n"


def points_to_dot(raw_points: int) -> str:
    """Draw a score in raw points (a multiple of 5, not negative) as a tally.

    >>> points_to_dot(65) == tally_to_dot(strokes=3, crosses=1)
    True
    """
    strokes, crosses = tally_for(raw_points)
    return tally_to_dot(strokes, crosses)
