"""Ways through the site, in the page's language: a game's pages, and the footer.

* A game's pages (``<game>/rules``, ``<game>/teach``, ``<game>/questions``,
  ``<game>/trainer``, ``<game>/score-pad``, ``<game>/card``, ``<game>/statistics``: those the build
  has) are one tap apart: ``game-nav.html`` lists them at the top of each,
  under short labels of its own, translated with the site's interface
  strings. A page is a game's when its folder is named in ``site_games``
  (``{"five-up": "Five Up", …}``): the game's name labels the list.
* The footer names the site and links the "About this site" page when the
  build has one (``about``), with that page's own title.
* Every page shows every page's title (the sidebar, the game's list, the
  footer): when a title changes, an incremental build writes every page
  again, not only the changed one, so no sidebar keeps an old title.
"""

from __future__ import annotations

import hashlib
import posixpath
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx

from . import addresses

#: A game's pages, in the order a reader meets them: learn it, look things
#: up, practise, keep score at the table, print the card, then the numbers.
GAME_PAGES = ("teach", "rules", "questions", "trainer", "score-pad", "card", "statistics")
ABOUT_PAGE = "about"


def _relative(app: Sphinx, pagename: str, target: str) -> str:
    uri: str = app.builder.get_relative_uri(pagename, target)
    return uri


def _title(app: Sphinx, docname: str) -> str:
    title = app.env.titles.get(docname)
    return title.astext() if title is not None else docname


def game_pages(app: Sphinx, pagename: str) -> tuple[str, list[dict[str, Any]]]:
    """The game's name and its pages (page, link, current) if ``pagename`` is one of them."""
    game, _, page = pagename.rpartition("/")
    games: dict[str, str] = app.config.site_games
    if game not in games or page not in GAME_PAGES:
        return "", []
    items = [
        {
            "page": name,
            "href": _relative(app, pagename, docname),
            "current": docname == pagename,
        }
        for name in GAME_PAGES
        if (docname := posixpath.join(game, name)) in app.env.found_docs
    ]
    return games[game], items


def add_navigation_context(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    if app.builder.format != "html":
        return
    name, items = game_pages(app, pagename)
    context["site_game_pages"] = items
    context["site_game_nav_label"] = name
    if ABOUT_PAGE in app.env.found_docs and pagename != ABOUT_PAGE:
        href = _relative(app, pagename, ABOUT_PAGE)
        if addresses.served_anywhere(app, pagename):
            href = f"{addresses.site_path(app)}{app.config.language or 'en'}/{app.builder.get_target_uri(ABOUT_PAGE)}"
        context["site_about"] = {
            "href": href,
            "title": _title(app, ABOUT_PAGE),
        }
    else:
        context["site_about"] = None


def rewrite_every_page_when_a_title_changes(app: Sphinx, env: Any) -> list[str]:
    """env-get-updated: every document to write again when what every page shows changed.

    That is any page's title (every sidebar lists them) or the language's
    interface strings (``sphinx.po``: the game bar, the search box, the
    footer). Sphinx writes only the documents it read, and checks neither;
    the others would keep the old words. Documents returned here are
    written, not read.
    """
    digest = hashlib.sha256()
    for name in sorted(env.titles):
        digest.update(f"{name}\0{env.titles[name].astext()}\n".encode())
    language = app.config.language or "en"
    for directory in app.config.locale_dirs:
        catalog = Path(app.srcdir, directory, language, "LC_MESSAGES", "sphinx.po")
        if catalog.is_file():
            digest.update(catalog.read_bytes())
    changed = getattr(env, "site_titles_digest", None) != digest.hexdigest()
    env.site_titles_digest = digest.hexdigest()
    return sorted(env.found_docs) if changed else []
