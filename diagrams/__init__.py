"""Engine state to DOT text, and DOT text to cached SVG with Graphviz ``dot``.

Pure drawing, in the manner of ``chess.svg``: ``domino.step_to_dot`` draws a
layout after one placement, ``tally.points_to_dot`` the paper tally, and
``render.render_svgs`` runs the real ``dot`` once per batch of cache misses.

>>> import engine, diagrams
>>> step = engine.explain(engine.FIVE_UP, ["[2|2]"])[-1]
>>> diagrams.step_to_dot(step).splitlines()[0]
'// five-up, move 1: [2|2]'
"""

from diagrams.domino import step_to_dot
from diagrams.render import DotNotFoundError, RenderError, render_svgs
from diagrams.tally import points_to_dot, tally_for, tally_to_dot

__all__ = [
    "DotNotFoundError",
    "RenderError",
    "points_to_dot",
    "render_svgs",
    "step_to_dot",
    "tally_for",
    "tally_to_dot",
]
