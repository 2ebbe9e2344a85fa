"""What every figure of the extension shares: its node's builders, its words, its files.

The nodes are plain ``Element``s holding their text as attributes, not
``TextElement``s: the gettext builder extracts nothing from them, so the
page catalogs never contain generated text and a rules change never makes a
translation fuzzy.

Builders other than HTML (text, LaTeX, man, Texinfo) get each figure's
words instead of its drawing, as ``sphinx.ext.graphviz`` gives them its
``alt`` text: ``TextFallback`` puts paragraphs in the figure's place, after
the page catalogs have been written, so they still hold no generated text.
"""

from __future__ import annotations

import os
import posixpath
from collections.abc import Callable
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from docutils import nodes
from sphinx.transforms.post_transforms import SphinxPostTransform
from sphinx.util import logging

if TYPE_CHECKING:
    from sphinx.application import Sphinx

logger = logging.getLogger(__name__)


def diagram_src(translator: Any, key: str) -> str | None:
    """The SVG's URL relative to the page being written (shared by every language)."""
    svgs: dict[str, str] = getattr(translator.builder.env, "worked_example_svgs", {})
    path = svgs.get(key)
    if path is None:
        return None
    builder = translator.builder
    page = os.path.join(builder.outdir, builder.get_target_uri(builder.current_docname))
    relative = os.path.relpath(path, os.path.dirname(page))
    return posixpath.join(*relative.split(os.sep))


def attr(value: object) -> str:
    return escape(str(value), quote=True)


#: A figure's words for a builder that cannot show its drawing.
Fallback = Callable[[Any], list[nodes.Node]]


def paragraphs(*texts: str) -> list[nodes.Node]:
    """One paragraph per text, empty ones left out."""
    return [nodes.paragraph(text, text) for text in texts if text]


class TextFallback(SphinxPostTransform):
    """Every figure as its words for text, LaTeX, man and Texinfo output.

    ``fallbacks`` maps each figure node to the function that gives its words
    (each ``setup`` adds its own figures).
    """

    default_priority = 200
    formats = ("text", "latex", "man", "texinfo")
    fallbacks: ClassVar[dict[type[nodes.Element], Fallback]] = {}

    def run(self, **kwargs: Any) -> None:
        for node_class, fallback in self.fallbacks.items():
            for node in list(self.document.findall(node_class)):
                node.replace_self(fallback(node))


def visit_text_fallback(translator: Any, node: nodes.Element) -> None:
    """Writers that ``TextFallback`` does not serve (EPUB): the figure is left out."""
    raise nodes.SkipNode


def depart_noop(translator: Any, node: nodes.Element) -> None:
    """Never reached: the visitors raise ``SkipNode``."""


_Figure = TypeVar("_Figure", bound=nodes.Element)


def add_figure_node(
    app: Sphinx,
    node: type[_Figure],
    visit_html: Callable[[Any, _Figure], None],
    words: Fallback | None = None,
) -> None:
    """Register a figure node: ``visit_html`` writes it in HTML, every other builder skips it.

    Text, LaTeX, man and Texinfo never meet it: ``TextFallback`` puts its
    ``words`` in its place (a figure without words is left out there, as
    in EPUB).
    """
    if words is not None:
        TextFallback.fallbacks[node] = words
    skip = (visit_text_fallback, depart_noop)
    app.add_node(
        node,
        html=(visit_html, depart_noop),
        latex=skip,
        text=skip,
        man=skip,
        texinfo=skip,
        epub=skip,
    )


def page_files(node: type[nodes.Element], css: str, *scripts: str) -> Callable[..., None]:
    """An ``html-page-context`` handler: only pages with a ``node`` load its style and scripts."""

    def add_files(app: Any, pagename: str, templatename: str, context: Any, doctree: Any) -> None:
        if doctree is not None and doctree.next_node(node) is not None:
            app.add_css_file(css)
            for script in scripts:
                app.add_js_file(script, loading_method="defer")

    return add_files


def add_static_dir(app: Sphinx, directory: Path) -> None:
    """Let the HTML builder copy a feature's ``static/`` folder into every ``_static``."""

    def add(app: Sphinx) -> None:
        if str(directory) not in app.config.html_static_path:
            app.config.html_static_path.append(str(directory))

    app.connect("builder-inited", add)
