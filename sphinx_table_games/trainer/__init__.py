"""The scoring trainer: the ``trainer`` directive, positions to score by hand.

``positions.py`` deals the positions with the engine; ``directive.py`` asks
them, with the answer, its hints and its HTML; ``static/`` holds the script
that checks an answer in the browser and its style (only on pages with a
trainer).
"""

from __future__ import annotations

from pathlib import Path

from sphinx.application import Sphinx

from ..nodes import add_figure_node, add_static_dir
from .directive import (
    TrainerDirective,
    TrainerText,
    add_trainer_files,
    trainer,
    trainer_text,
    visit_trainer_html,
)

__all__ = ["TrainerDirective", "TrainerText", "setup"]


def setup(app: Sphinx) -> None:
    add_figure_node(app, trainer, visit_trainer_html, trainer_text)
    app.add_directive("trainer", TrainerDirective)
    add_static_dir(app, Path(__file__).parent / "static")
    app.connect("html-page-context", add_trainer_files)
