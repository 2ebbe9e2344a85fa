"""The pages' prose with the no-break spaces its language wants.

The rules are the extension's (:mod:`sphinx_table_games.typesetting`), which
binds the generated sentences itself; this post-transform binds every text
of a pl, ru or uk page's prose. Code, notation and raw HTML are left as
they are.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.transforms.post_transforms import SphinxPostTransform

from ..typesetting import bind, binds


class NoBreakSpaces(SphinxPostTransform):
    """Bind one-letter words and dashes in the prose of a pl, ru or uk page."""

    default_priority = 450
    formats = ("html",)

    def run(self, **kwargs: Any) -> None:
        language = self.config.language or "en"
        if not binds(language):
            return
        for text in list(self.document.findall(nodes.Text)):
            parent = text.parent
            if parent is None or isinstance(
                parent, (nodes.FixedTextElement, nodes.literal, nodes.raw, nodes.math)
            ):
                continue
            bound = bind(language, str(text))
            if bound != str(text):
                parent.replace(text, nodes.Text(bound))


def setup_typography(app: Sphinx) -> None:
    app.add_post_transform(NoBreakSpaces)
