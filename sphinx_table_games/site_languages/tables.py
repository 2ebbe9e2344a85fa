"""Tables that fit a phone: each cell knows its column's heading, and the reader's language leads.

* Every body cell of a table with a heading row is written with
  ``data-label="<its column's heading>"``; on a narrow screen ``site.css``
  lays each row out as a block, every cell under its heading (shown from
  ``data-label``), so no column is ever off-screen.
* A table whose heading row names every language of the site (the
  glossary's) gets the column of the page's language first, the others in
  their order: a Polish reader reads Polish first, on a phone too.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.transforms.post_transforms import SphinxPostTransform

#: The class of a table laid out in stacked rows on a narrow screen.
STACKED = "site-table-stacked"


def _rows(group: nodes.Element) -> list[nodes.row]:
    return [row for row in group.children if isinstance(row, nodes.row)]


def _move_column_first(tgroup: nodes.tgroup, column: int) -> None:
    colspecs = [child for child in tgroup.children if isinstance(child, nodes.colspec)]
    if column >= len(colspecs):
        return
    first = tgroup.index(colspecs[0])
    moved = colspecs[column]
    tgroup.remove(moved)
    tgroup.insert(first, moved)
    for group in tgroup.findall(nodes.Element):
        if not isinstance(group, (nodes.thead, nodes.tbody)):
            continue
        for row in _rows(group):
            entry = row.children[column]
            row.remove(entry)
            row.insert(0, entry)


class PhoneTables(SphinxPostTransform):
    """Label every body cell with its heading; the page's language's column first."""

    default_priority = 400
    formats = ("html",)

    def run(self, **kwargs: Any) -> None:
        # Set by conf.py (site_languages registers it); without it there is no language table.
        names = dict(getattr(self.config, "site_language_names", None) or [])
        own_name = names.get(self.config.language or "en")
        for tgroup in self.document.findall(nodes.tgroup):
            heads = [child for child in tgroup.children if isinstance(child, nodes.thead)]
            if not heads or not _rows(heads[0]):
                continue
            headings = [entry.astext().strip() for entry in _rows(heads[0])[-1].children]
            if own_name is not None and len(names) > 1 and set(names.values()) <= set(headings):
                _move_column_first(tgroup, headings.index(own_name))
                headings = [entry.astext().strip() for entry in _rows(heads[0])[-1].children]
            table = tgroup.parent
            if isinstance(table, nodes.table):
                table["classes"].append(STACKED)
            for body in tgroup.findall(nodes.tbody):
                for row in _rows(body):
                    for entry, heading in zip(row.children, headings, strict=False):
                        if heading and isinstance(entry, nodes.Element):
                            entry["site-label"] = heading


def visit_entry_html(translator: Any, node: nodes.entry) -> None:
    """The translator's own ``<td>``, with the column's heading as ``data-label``."""
    type(translator).visit_entry(translator, node)
    label = node.get("site-label")
    start = translator.body[-1]
    if label and isinstance(start, str) and start.startswith("<td"):
        translator.body[-1] = start.replace(
            "<td", f'<td data-label="{translator.attval(label)}"', 1
        )


def depart_entry_html(translator: Any, node: nodes.entry) -> None:
    type(translator).depart_entry(translator, node)


def setup_tables(app: Sphinx) -> None:
    app.add_post_transform(PhoneTables)
    app.add_node(nodes.entry, override=True, html=(visit_entry_html, depart_entry_html))
