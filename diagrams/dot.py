"""DOT numbers written one way for every diagram: lengths in inches, pinned positions.

Graphviz takes node sizes in inches and, with ``dot -n2``, positions in
points (1/72 inch). The domino layouts and setup pictures sit on whole points and print them
as short as they are (``"12,30"``); card diagrams have fractions and print
one decimal (``"12.0,30.5"``). Either way the bytes of an SVG never change.

>>> inches(36), position(12, 30), position(12, 30.46, decimals=1)
('0.5000', '"12,30"', '"12.0,30.5"')
"""

from __future__ import annotations

POINTS_PER_INCH = 72


def inches(points: float) -> str:
    """A length in points as DOT's inches, to four decimals."""
    return f"{points / POINTS_PER_INCH:.4f}"


def position(x: float, y: float, decimals: int | None = None) -> str:
    """A quoted ``pos`` in points: as short as it is, or with ``decimals`` decimals."""
    if decimals is None:
        return f'"{x:g},{y:g}"'
    return f'"{x:.{decimals}f},{y:.{decimals}f}"'
