"""Nodes of generated figures and how HTML writes them.

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
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from docutils import nodes
from sphinx.transforms.post_transforms import SphinxPostTransform
from sphinx.util import logging

if TYPE_CHECKING:
    from sphinx.application import Sphinx

logger = logging.getLogger(__name__)


class worked_example(nodes.General, nodes.Element):
    """A worked example: the legend and its shown frames (attributes only)."""


class card_example(nodes.General, nodes.Element):
    """An Up or Down? worked example: legend, colours named with their symbols, one frame."""


class tally_figure(nodes.General, nodes.Element):
    """A score drawn as a paper tally."""


def _diagram_src(translator: Any, key: str) -> str | None:
    """The SVG's URL relative to the page being written (shared by every language)."""
    svgs: dict[str, str] = getattr(translator.builder.env, "worked_example_svgs", {})
    path = svgs.get(key)
    if path is None:
        return None
    builder = translator.builder
    page = os.path.join(builder.outdir, builder.get_target_uri(builder.current_docname))
    relative = os.path.relpath(path, os.path.dirname(page))
    return posixpath.join(*relative.split(os.sep))


def _attr(value: object) -> str:
    return escape(str(value), quote=True)


def _frame_html(
    translator: Any, node: Any, frame: dict[str, Any], data: str, img_class: str
) -> str:
    """One shown frame: the diagram, whose accessible description is the long text, and its caption.

    In dark mode site.css keeps the theme's image filter off the diagrams:
    they keep their colours, on a light card of their own.
    """
    description_id = f"{frame['id']}-description"
    src = _diagram_src(translator, frame["diagram"])
    out = [
        f'<figure class="worked-example-frame" id="{_attr(frame["id"])}"{data}'
        f' data-frame="{frame["number"]}">'
    ]
    if src is not None:
        out.append(
            f'<img class="{img_class}" src="{_attr(src)}"'
            f' alt="{_attr(frame["alt"])}" aria-describedby="{_attr(description_id)}"'
            ' loading="lazy" decoding="async"/>'
        )
    out.append(
        "<figcaption>\n"
        f'<p class="worked-example-placed">{escape(frame["placed"])}</p>\n'
        f'<p class="worked-example-caption">{escape(frame["caption"])}</p>\n'
        f'<details class="worked-example-details"><summary>{escape(node["summary"])}</summary>\n'
        f'<p class="worked-example-description" id="{_attr(description_id)}">'
        f"{escape(frame['description'])}</p></details>\n"
        "</figcaption></figure>"
    )
    # Blocks are separated by line breaks: text taken from the page (a search
    # preview, a copy, a reader view) never glues one label to the next.
    return "\n".join(out)


def visit_worked_example_html(translator: Any, node: worked_example) -> None:
    ids = " ".join(node["ids"])
    legend_filled, legend_empty = node["legend"]
    out = [
        f'<div class="worked-example" id="{_attr(ids)}" data-game="{_attr(node["game"])}"'
        f' role="group" aria-label="{_attr(node["label"])}">',
        '<p class="worked-example-legend">'
        f'<span class="worked-example-legend-filled">{escape(legend_filled)}</span>'
        # The spaces stand outside the hidden dot: read aloud, the keys stay apart.
        ' <span class="worked-example-legend-separator" aria-hidden="true">·</span> '
        f'<span class="worked-example-legend-empty">{escape(legend_empty)}</span>'
        # Each mark's key holds its separator, so that a key left out (on paper) takes it along.
        + "".join(
            f' <span class="worked-example-legend-mark" data-mark="{mark}">'
            '<span class="worked-example-legend-separator" aria-hidden="true">·</span> '
            f"{escape(key)}</span>"
            for mark, key in node["marks"]
        )
        + "</p>",
    ]
    for frame in node["frames"]:
        data = (
            f' data-game="{_attr(node["game"])}" data-move="{_attr(frame["move"])}"'
            f' data-end-sum="{frame["end_sum"]}" data-points="{frame["points"]}"'
        )
        out.append(_frame_html(translator, node, frame, data, "worked-example-diagram"))
    out.append("</div>\n")
    translator.body.append("\n".join(out))
    raise nodes.SkipNode


def visit_card_example_html(translator: Any, node: card_example) -> None:
    """Like a domino example, with a legend of several keys and the colours with their symbols.

    The symbols are decorative SVG (``aria-hidden``): the colour's name is
    the text beside each one.
    """
    ids = " ".join(node["ids"])
    separator = ' <span class="worked-example-legend-separator" aria-hidden="true">·</span> '
    keys = separator.join(
        f'<span class="card-example-legend-key">{escape(key)}</span>' for key in node["legend"]
    )
    # The names listed the language's way ("red, blue and green"): read aloud
    # it is a list, not one run of words (the symbols are hidden from screen
    # readers). The pattern has {0}, {1}… in place of the colours.
    colours = node["colour_list"].format(
        *[
            # nowrap: a symbol never ends a line apart from its colour's name.
            f'<span class="card-colour" style="white-space: nowrap">{svg}'
            f'<span class="card-colour-name">{escape(name)}</span></span>'
            for svg, name in node["colours"]
        ]
    )
    out = [
        f'<div class="worked-example card-example" id="{_attr(ids)}" data-game="{_attr(node["game"])}"'
        f' data-kind="{_attr(node["kind"])}" role="group" aria-label="{_attr(node["label"])}">',
        f'<p class="worked-example-legend">{keys}</p>',
        f'<p class="card-example-colours">{escape(node["colours_label"])} {colours}</p>',
    ]
    for frame in node["frames"]:
        data = f' data-game="{_attr(node["game"])}" data-kind="{_attr(node["kind"])}"' + "".join(
            f' data-{name}="{_attr(value)}"' for name, value in frame["attributes"].items()
        )
        out.append(
            _frame_html(
                translator, node, frame, data, "worked-example-diagram card-example-diagram"
            )
        )
    out.append("</div>\n")
    translator.body.append("\n".join(out))
    raise nodes.SkipNode


def visit_tally_html(translator: Any, node: tally_figure) -> None:
    src = _diagram_src(translator, node["diagram"])
    ids = " ".join(node["ids"])
    out = [
        f'<figure class="paper-tally" data-points="{node["points"]}"'
        + (f' id="{_attr(ids)}"' if ids else "")
        + ">"
    ]
    if src is not None:
        out.append(
            f'<img class="paper-tally-diagram" src="{_attr(src)}" alt="{_attr(node["caption"])}"/>'
        )
    out.append(f"<figcaption>{escape(node['caption'])}</figcaption></figure>\n")
    translator.body.append("\n".join(out))
    raise nodes.SkipNode


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


def frames_text(node: worked_example | card_example) -> list[nodes.Node]:
    """Each shown frame in words: what was placed, then the long description.

    The description opens with the caption (``Narrator.description``,
    ``CardNarrator.*_description``), so the caption is not written twice.
    """
    found: list[nodes.Node] = []
    for frame in node["frames"]:
        found.extend(paragraphs(frame["placed"], frame["description"]))
    return found


def card_example_text(node: card_example) -> list[nodes.Node]:
    """An Up or Down? example's words: the colours it uses, then its frame."""
    colours = node["colour_list"].format(*[name for _svg, name in node["colours"]])
    return [*paragraphs(f"{node['colours_label']} {colours}"), *frames_text(node)]


def tally_text(node: tally_figure) -> list[nodes.Node]:
    return paragraphs(node["caption"])


def visit_text_fallback(translator: Any, node: nodes.Element) -> None:
    """Writers that ``TextFallback`` does not serve (EPUB): the figure is left out."""
    raise nodes.SkipNode


def depart_noop(translator: Any, node: nodes.Element) -> None:
    """Never reached: the visitors raise ``SkipNode``."""


_Figure = TypeVar("_Figure", bound=nodes.Element)


def add_figure_node(
    app: Sphinx, node: type[_Figure], visit_html: Callable[[Any, _Figure], None]
) -> None:
    """Register a figure node: ``visit_html`` writes it in HTML, every other builder skips it.

    Text, LaTeX, man and Texinfo never meet it (``TextFallback`` puts its
    words in its place); EPUB leaves it out.
    """
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
