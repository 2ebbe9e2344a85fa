"""The round walkthrough: the ``round-walkthrough`` directive, turn by turn.

``directive.py`` plays the round with the engine and builds the node and
its HTML; ``text.py`` holds its sentences; ``static/`` its script (Back and
Next, the turn in the address) and its style, loaded on every page.
"""

from __future__ import annotations

from pathlib import Path

from sphinx.application import Sphinx

from ..nodes import add_figure_node, add_static_dir
from .directive import (
    RoundWalkthroughDirective,
    made_up_deck,
    round_walkthrough,
    round_walkthrough_text,
    visit_round_walkthrough_html,
)
from .text import RoundNarrator

__all__ = ["RoundNarrator", "RoundWalkthroughDirective", "made_up_deck", "setup"]


def setup(app: Sphinx) -> None:
    add_figure_node(app, round_walkthrough, visit_round_walkthrough_html, round_walkthrough_text)
    app.add_directive("round-walkthrough", RoundWalkthroughDirective)
    add_static_dir(app, Path(__file__).parent / "static")
    app.add_js_file("round-walkthrough.js", defer="defer")
    app.add_css_file("round-walkthrough.css")
