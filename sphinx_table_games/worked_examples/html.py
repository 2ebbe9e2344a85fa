"""The worked examples' nodes, and how HTML writes them and other builders tell them.

``worked_example`` (a domino example: the legend and its shown frames),
``card_example`` (an Up or Down? one) and ``tally_figure`` (a score as a
paper tally) hold their text as attributes; the visitors write each frame
as its diagram, its caption and its long description, and the ``*_text``
functions give the same words to builders that cannot show a drawing.
"""

from __future__ import annotations

from html import escape
from typing import Any

from docutils import nodes

from ..nodes import attr, diagram_src, paragraphs


class worked_example(nodes.General, nodes.Element):
    """A worked example: the legend and its shown frames (attributes only)."""


class card_example(nodes.General, nodes.Element):
    """An Up or Down? worked example: legend, colours named with their symbols, one frame."""


class tally_figure(nodes.General, nodes.Element):
    """A score drawn as a paper tally."""


def _frame_html(
    translator: Any, node: Any, frame: dict[str, Any], data: str, img_class: str
) -> str:
    """One shown frame: the diagram, whose accessible description is the long text, and its caption.

    In dark mode site.css keeps the theme's image filter off the diagrams:
    they keep their colours, on a light card of their own.
    """
    description_id = f"{frame['id']}-description"
    src = diagram_src(translator, frame["diagram"])
    out = [
        f'<figure class="worked-example-frame" id="{attr(frame["id"])}"{data}'
        f' data-frame="{frame["number"]}">'
    ]
    if src is not None:
        out.append(
            f'<img class="{img_class}" src="{attr(src)}"'
            f' alt="{attr(frame["alt"])}" aria-describedby="{attr(description_id)}"'
            ' loading="lazy" decoding="async"/>'
        )
    out.append(
        "<figcaption>\n"
        f'<p class="worked-example-placed">{escape(frame["placed"])}</p>\n'
        f'<p class="worked-example-caption">{escape(frame["caption"])}</p>\n'
        f'<details class="worked-example-details"><summary>{escape(node["summary"])}</summary>\n'
        f'<p class="worked-example-description" id="{attr(description_id)}">'
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
        f'<div class="worked-example" id="{attr(ids)}" data-game="{attr(node["game"])}"'
        f' role="group" aria-label="{attr(node["label"])}">',
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
            f' data-game="{attr(node["game"])}" data-move="{attr(frame["move"])}"'
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
        f'<div class="worked-example card-example" id="{attr(ids)}" data-game="{attr(node["game"])}"'
        f' data-kind="{attr(node["kind"])}" role="group" aria-label="{attr(node["label"])}">',
        f'<p class="worked-example-legend">{keys}</p>',
        f'<p class="card-example-colours">{escape(node["colours_label"])} {colours}</p>',
    ]
    for frame in node["frames"]:
        data = f' data-game="{attr(node["game"])}" data-kind="{attr(node["kind"])}"' + "".join(
            f' data-{name}="{attr(value)}"' for name, value in frame["attributes"].items()
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
    src = diagram_src(translator, node["diagram"])
    ids = " ".join(node["ids"])
    out = [
        f'<figure class="paper-tally" data-points="{node["points"]}"'
        + (f' id="{attr(ids)}"' if ids else "")
        + ">"
    ]
    if src is not None:
        out.append(
            f'<img class="paper-tally-diagram" src="{attr(src)}" alt="{attr(node["caption"])}"/>'
        )
    out.append(f"<figcaption>{escape(node['caption'])}</figcaption></figure>\n")
    translator.body.append("\n".join(out))
    raise nodes.SkipNode


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
