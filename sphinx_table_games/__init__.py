"""Sphinx extension of the rules site: worked examples, paper tallies, trainers, walkthroughs.

``setup`` is thin glue; the text lives in ``text.py`` (Up or Down?:
``card_text.py``), the directives in ``directives.py`` (the node of an Up or
Down? example: ``card_examples.py``; the engine reads its notation), the HTML
and the other builders' text in ``nodes.py``, the one batch render in
``render.py``, and in ``reread.py`` why a page that warned is read again by
the next build; the scoring trainer in ``trainer.py`` (its positions:
``positions.py``), the "your move" exercises in ``decision.py``. The languages' switcher and links are ``site_languages``'.
"""

from __future__ import annotations

import importlib.metadata
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx

from . import facts, reread, statistics
from . import nodes as figure_nodes
from .card_link import setup as setup_card_links
from .catalog import catalog_dir
from .decision import (
    YourMoveDirective,
    add_your_move_files,
    visit_your_move_html,
    your_move,
    your_move_text,
)
from .directives import TallyDirective, WorkedExampleDirective
from .render import init_env, merge_info, purge_doc, render_diagrams
from .score_pad import (
    ScorePadDirective,
    add_score_pad_files,
    score_pad,
    score_pad_text,
    visit_score_pad_html,
)
from .setup_picture import setup as setup_pictures
from .text import CATALOG
from .trainer import (
    TrainerDirective,
    add_trainer_files,
    trainer,
    trainer_text,
    visit_trainer_html,
)
from .walkthrough import (
    RoundWalkthroughDirective,
    round_walkthrough,
    round_walkthrough_text,
    visit_round_walkthrough_html,
)

#: The walkthrough's and the trainer's scripts and styles, copied into every HTML build's ``_static``.
STATIC_DIR = Path(__file__).resolve().parent / "static"

#: The package's own version (pyproject.toml), so the extension and the wheel never disagree.
__version__ = importlib.metadata.version("five-up-site")


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("worked_example_diagram_dir", "_diagrams", "html", str)
    # False only for the benchmark's naive baseline: one `dot` process per diagram.
    app.add_config_value("worked_example_render_batch", True, "html", bool)

    language = app.config.language or "en"
    app.add_message_catalog(CATALOG, str(catalog_dir(language, app.doctreedir)))

    # Text, LaTeX, man and Texinfo get each figure's words in its place.
    fallbacks = figure_nodes.TextFallback.fallbacks
    fallbacks[figure_nodes.worked_example] = figure_nodes.frames_text
    fallbacks[figure_nodes.card_example] = figure_nodes.card_example_text
    fallbacks[figure_nodes.tally_figure] = figure_nodes.tally_text
    fallbacks[trainer] = trainer_text
    fallbacks[your_move] = your_move_text
    fallbacks[score_pad] = score_pad_text
    fallbacks[round_walkthrough] = round_walkthrough_text
    app.add_post_transform(figure_nodes.TextFallback)
    add_figure_node = figure_nodes.add_figure_node
    add_figure_node(app, figure_nodes.worked_example, figure_nodes.visit_worked_example_html)
    add_figure_node(app, figure_nodes.card_example, figure_nodes.visit_card_example_html)
    add_figure_node(app, figure_nodes.tally_figure, figure_nodes.visit_tally_html)
    add_figure_node(app, round_walkthrough, visit_round_walkthrough_html)
    add_figure_node(app, trainer, visit_trainer_html)
    app.add_directive("trainer", TrainerDirective)
    app.connect("html-page-context", add_trainer_files)
    add_figure_node(app, your_move, visit_your_move_html)
    app.add_directive("your-move", YourMoveDirective)
    app.connect("html-page-context", add_your_move_files)
    add_figure_node(app, score_pad, visit_score_pad_html)
    app.add_directive("score-pad", ScorePadDirective)
    app.connect("html-page-context", add_score_pad_files)
    app.add_directive("worked-example", WorkedExampleDirective)
    app.add_directive("round-walkthrough", RoundWalkthroughDirective)
    app.connect("builder-inited", add_static_path)
    app.add_js_file("round-walkthrough.js", defer="defer")
    app.add_css_file("round-walkthrough.css")
    app.add_directive("tally", TallyDirective)
    facts.setup(app)
    statistics.setup(app)
    setup_pictures(app)
    setup_card_links(app)

    reread.setup(app)
    app.connect("env-before-read-docs", init_env)
    app.connect("env-purge-doc", purge_doc)
    app.connect("env-merge-info", merge_info)
    app.connect("env-updated", render_diagrams)
    return {"version": __version__, "parallel_read_safe": True, "parallel_write_safe": True}


def add_static_path(app: Sphinx) -> None:
    """Let the HTML builder copy the walkthrough's script and style."""
    if str(STATIC_DIR) not in app.config.html_static_path:
        app.config.html_static_path.append(str(STATIC_DIR))
