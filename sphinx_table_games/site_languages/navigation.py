"""Ways through the site, in the page's language: a game's three pages, and the footer.

* A game's pages (``<game>/rules``, ``<game>/teach``, ``<game>/questions``)
  are one tap apart: ``game-nav.html`` lists them at the top of each. Their
  labels are the pages' own (translated) titles without the game's name,
  which they all start with: "Five Up: the rules" is "The rules".
* The footer names the site and links the "About this site" page when the
  build has one (``about``), with that page's own title.
"""

from __future__ import annotations

import posixpath
from typing import Any

from sphinx.application import Sphinx

#: A game's pages, in the order a reader meets them.
GAME_PAGES = ("rules", "teach", "questions")
ABOUT_PAGE = "about"


def _relative(app: Sphinx, pagename: str, target: str) -> str:
    uri: str = app.builder.get_relative_uri(pagename, target)
    return uri


def _title(app: Sphinx, docname: str) -> str:
    title = app.env.titles.get(docname)
    return title.astext() if title is not None else docname


def _shared_prefix(titles: list[str]) -> str:
    """The words every title starts with (the game's name and its punctuation).

    >>> _shared_prefix(["Five Up: the rules", "Five Up: teach it", "Five Up: questions"])
    'Five Up: '
    >>> _shared_prefix(["Up or Down?: the rules", "Up or Down?: teach it"])
    'Up or Down?: '
    """
    length = 0
    for letters in zip(*titles, strict=False):
        if len(set(letters)) > 1:
            break
        length += 1
    prefix = titles[0][:length] if titles else ""
    cut = prefix.rfind(" ")
    return prefix[: cut + 1] if cut >= 0 else ""


#: What may stand between a game's name and a page's own words.
_PUNCTUATION = " :?\N{EM DASH}\N{EN DASH}-"


def _label(title: str, prefix: str) -> str:
    rest = title[len(prefix) :].lstrip(_PUNCTUATION) or title
    return rest[:1].upper() + rest[1:]


def game_pages(app: Sphinx, pagename: str) -> tuple[str, list[dict[str, Any]]]:
    """The game's name and its pages (label, link, current) if ``pagename`` is one of them."""
    game, _, page = pagename.rpartition("/")
    if not game or "/" in game or page not in GAME_PAGES:
        return "", []
    docnames = [posixpath.join(game, name) for name in GAME_PAGES]
    if not all(docname in app.env.found_docs for docname in docnames):
        return "", []
    titles = [_title(app, docname) for docname in docnames]
    prefix = _shared_prefix(titles)
    items = [
        {
            "label": _label(title, prefix),
            "href": _relative(app, pagename, docname),
            "current": docname == pagename,
        }
        for docname, title in zip(docnames, titles, strict=True)
    ]
    return prefix.strip(_PUNCTUATION.replace("?", "")) or game, items


def add_navigation_context(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    if app.builder.format != "html":
        return
    name, items = game_pages(app, pagename)
    context["site_game_pages"] = items
    context["site_game_nav_label"] = name
    if ABOUT_PAGE in app.env.found_docs and pagename != ABOUT_PAGE:
        context["site_about"] = {
            "href": _relative(app, pagename, ABOUT_PAGE),
            "title": _title(app, ABOUT_PAGE),
        }
    else:
        context["site_about"] = None
