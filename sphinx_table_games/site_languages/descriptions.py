"""Each page's meta description is its opening prose, never a table or a list flattened into commas.

Also: the page's head names its viewport once. Sphinx's basic theme writes
the tag, and docutils' HTML5 writer puts another among the meta tags.

sphinxext-opengraph writes the description (``<meta name="description">`` and
``og:description``) from the page's text up to a length, whatever the text is:
a card page, whose first heading is a table, became "Setting up:,,,, Players,
2, 3, 4,,,". Here both are rewritten, after it, from the page's paragraphs
that are prose of the page's own sections, in order, until there is enough
to say what the page is (in the page's language, since those are translated).
"""

from __future__ import annotations

import html
import re
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx

#: A description stops at a word once it is this long.
LONGEST = 160
#: Paragraphs are taken until the description is at least this long.
ENOUGH = 100

_TAGS = re.compile(r'(<meta (?:name="description"|property="og:description") content=")[^"]*(" />)')


def prose_description(doctree: nodes.document) -> str:
    """The page's opening paragraphs (not in a table, a list or a figure), cut at a word.

    >>> from docutils.core import publish_doctree
    >>> page = publish_doctree("Title\\n=====\\n\\n* a list\\n\\nFirst words\\n\\nMore.")
    >>> prose_description(page)
    'First words. More.'
    """
    text = ""
    for paragraph in doctree.findall(nodes.paragraph):
        if not isinstance(paragraph.parent, (nodes.section, nodes.document)):
            continue
        if text and text[-1] not in ".!?…:;":
            text += "."  # a line such as "About 15 minutes · 6 steps" ends a sentence here
        text = f"{text} {' '.join(paragraph.astext().split())}".strip()
        if len(text) >= ENOUGH:
            break
    if len(text) > LONGEST:
        text = text[: LONGEST - 1].rsplit(" ", 1)[0].rstrip(",;:") + "…"
    return text


def replace_descriptions(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    """html-page-context, after sphinxext-opengraph: its two description tags, from the prose."""
    metatags = context.get("metatags")
    if doctree is None or not isinstance(metatags, str) or not _TAGS.search(metatags):
        return
    description = prose_description(doctree)
    if description:
        escaped = html.escape(description, quote=True)
        context["metatags"] = _TAGS.sub(lambda m: f"{m.group(1)}{escaped}{m.group(2)}", metatags)


_VIEWPORT = re.compile(r'<meta name="viewport" content="[^"]*"\s*/>\s*')


def one_viewport(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    r"""html-page-context: docutils' viewport tag goes, the theme's stays.

    >>> context = {"metatags": '<meta name="viewport" content="width=device-width" />\n<meta x />'}
    >>> one_viewport(None, "", "", context, None)  # type: ignore[arg-type]
    >>> context["metatags"]
    '<meta x />'
    """
    metatags = context.get("metatags")
    if isinstance(metatags, str):
        context["metatags"] = _VIEWPORT.sub("", metatags)


def setup_descriptions(app: Sphinx) -> None:
    # sphinxext-opengraph's handler runs at the default priority (500).
    app.connect("html-page-context", replace_descriptions, priority=600)
    app.connect("html-page-context", one_viewport)
