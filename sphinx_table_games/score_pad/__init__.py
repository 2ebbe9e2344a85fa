"""The score pad: the ``score-pad`` directive, a score sheet for a real table.

``directive.py`` writes the pad and the game's rules as data; ``static/``
holds the pad's script (the same rules in JavaScript: ``score-pad-rules.js``)
and its style.
"""

from __future__ import annotations

from pathlib import Path

from sphinx.application import Sphinx

from ..nodes import add_figure_node, add_static_dir
from .directive import (
    ScorePadDirective,
    add_score_pad_files,
    rules_data,
    score_pad,
    score_pad_text,
    visit_score_pad_html,
)

__all__ = ["ScorePadDirective", "rules_data", "setup"]


def setup(app: Sphinx) -> None:
    add_figure_node(app, score_pad, visit_score_pad_html, score_pad_text)
    app.add_directive("score-pad", ScorePadDirective)
    add_static_dir(app, Path(__file__).parent / "static")
    app.connect("html-page-context", add_score_pad_files)
