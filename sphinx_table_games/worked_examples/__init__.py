"""Worked examples: the ``worked-example`` and ``tally`` directives.

``directive.py`` replays an example's moves with the engine (an Up or Down?
example's node: ``cards.py``); ``html.py`` holds the nodes, their HTML and
their words for other builders.
"""

from __future__ import annotations

from sphinx.application import Sphinx

from ..nodes import add_figure_node
from .directive import TallyDirective, WorkedExampleDirective, drawing_marks
from .html import (
    card_example,
    card_example_text,
    frames_text,
    tally_figure,
    tally_text,
    visit_card_example_html,
    visit_tally_html,
    visit_worked_example_html,
    worked_example,
)

__all__ = ["TallyDirective", "WorkedExampleDirective", "drawing_marks", "setup"]


def setup(app: Sphinx) -> None:
    add_figure_node(app, worked_example, visit_worked_example_html, frames_text)
    add_figure_node(app, card_example, visit_card_example_html, card_example_text)
    add_figure_node(app, tally_figure, visit_tally_html, tally_text)
    app.add_directive("worked-example", WorkedExampleDirective)
    app.add_directive("tally", TallyDirective)
