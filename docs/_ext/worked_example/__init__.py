"""Sphinx extension of the rules site: worked examples, paper tallies, languages.

``setup`` is thin glue; the text lives in ``text.py`` (Up or Down?:
``card_text.py``), the directives in ``directives.py`` (Up or Down?'s
examples and their syntax: ``card_examples.py``), the HTML in ``nodes.py``, the one batch render in
``render.py`` and the language links in ``languages.py``.
"""

from __future__ import annotations

from typing import Any

from sphinx.application import Sphinx

from . import nodes as figure_nodes
from .card_link import setup as setup_card_links
from .catalog import LOCALE_DIR, compile_catalog
from .directives import TallyDirective, WorkedExampleDirective
from .languages import add_language_context
from .render import init_env, merge_info, purge_doc, render_diagrams
from .setup_picture import setup as setup_pictures
from .text import CATALOG

__version__ = "1.0"


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("worked_example_diagram_dir", "_diagrams", "html", str)
    # False only for the benchmark's naive baseline: one `dot` process per diagram.
    app.add_config_value("worked_example_render_batch", True, "html", bool)
    app.add_config_value("site_language_names", [], "html", list)

    compile_catalog(app.config.language or "en")
    app.add_message_catalog(CATALOG, str(LOCALE_DIR))

    skip = (figure_nodes.visit_text_fallback, figure_nodes.depart_noop)
    others = {name: skip for name in ("latex", "text", "man", "texinfo", "epub")}
    app.add_node(
        figure_nodes.worked_example,
        html=(figure_nodes.visit_worked_example_html, figure_nodes.depart_noop),
        **others,
    )
    app.add_node(
        figure_nodes.card_example,
        html=(figure_nodes.visit_card_example_html, figure_nodes.depart_noop),
        **others,
    )
    app.add_node(
        figure_nodes.tally_figure,
        html=(figure_nodes.visit_tally_html, figure_nodes.depart_noop),
        **others,
    )
    app.add_directive("worked-example", WorkedExampleDirective)
    app.add_directive("tally", TallyDirective)
    setup_pictures(app)
    setup_card_links(app)

    app.connect("env-before-read-docs", init_env)
    app.connect("env-purge-doc", purge_doc)
    app.connect("env-merge-info", merge_info)
    app.connect("env-updated", render_diagrams)
    app.connect("html-page-context", add_language_context)
    return {"version": __version__, "parallel_read_safe": True, "parallel_write_safe": True}
