""" "Your move" exercises: the ``your-move`` directive, a position to decide.

``directive.py`` finds the decisions in rounds the engine plays, says why
each choice scores what it does, and writes the exercise; ``static/`` holds
the script that answers a tapped choice and its style.
"""

from __future__ import annotations

from pathlib import Path

from sphinx.application import Sphinx

from ..nodes import add_figure_node, add_static_dir
from .directive import (
    YourMoveDirective,
    add_your_move_files,
    visit_your_move_html,
    your_move,
    your_move_text,
)

__all__ = ["YourMoveDirective", "setup"]


def setup(app: Sphinx) -> None:
    add_figure_node(app, your_move, visit_your_move_html, your_move_text)
    app.add_directive("your-move", YourMoveDirective)
    add_static_dir(app, Path(__file__).parent / "static")
    app.connect("html-page-context", add_your_move_files)
