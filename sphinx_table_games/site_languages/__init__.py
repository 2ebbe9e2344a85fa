"""Search and interface strings for every language of the site.

* Registers the Polish and Ukrainian search languages that Sphinx lacks
  (:mod:`.search`, :mod:`.polish_stems`): a pl or uk page is then indexed and
  searched with its own language's stemmer, stop words and word splitting.
  ``html_search_language`` follows ``language`` when unset, so nothing else
  needs configuring.
* Searches by section, not by page (:mod:`.section_search`).
* Completes the interface strings in the browser (:mod:`.interface`).
* Links every page to itself in the other languages (the language switcher
  and the ``hreflang`` links), and makes canonical, ``hreflang``, sitemap and
  social-card links absolute when the site's address is given
  (:mod:`.addresses`).
* Makes tables fit a phone (:mod:`.tables`).
* Gives each page a meta description from its opening prose (:mod:`.descriptions`).
* Keeps one-letter words and dashes from breaking a line where the
  language does not allow it (:mod:`.typography`).
* Links each of a game's pages to the others (the folders and names of
  ``site_games``), and the footer to "About this site" (:mod:`.navigation`).
* Loads the script that keeps the section when switching language.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.config import Config

from ..fingerprint import fingerprint
from . import addresses
from .descriptions import setup_descriptions
from .interface import add_translations_script, translate_theme_texts
from .navigation import add_navigation_context, rewrite_every_page_when_a_title_changes
from .search import SearchPolish, SearchUkrainian
from .section_search import setup_section_search
from .tables import setup_tables
from .typography import setup_typography

STATIC = Path(__file__).parent / "static"


def add_static_dir(app: Sphinx, config: Config) -> None:
    """Copy this extension's scripts into every language's ``_static``.

    On ``config-inited``, before the environment compares configurations: the
    saved one has the directory too, so no build is taken for a config change.
    """
    if str(STATIC) not in config.html_static_path:
        config.html_static_path.append(str(STATIC))


def setup(app: Sphinx) -> dict[str, Any]:
    addresses.setup(app)
    app.add_search_language(SearchPolish)
    app.add_search_language(SearchUkrainian)
    setup_section_search(app)
    app.connect("builder-inited", add_translations_script)
    app.connect("html-page-context", translate_theme_texts)
    # What this package writes into the pages (search words, tables,
    # navigation) follows its code: a config value with rebuild="env", so a
    # change to any of its files makes Sphinx read and write every page again.
    app.add_config_value("site_languages_code", fingerprint(Path(__file__).parent), "env", str)
    setup_tables(app)
    setup_typography(app)
    setup_descriptions(app)
    # A game's folder and its name: the list of its pages (navigation) and
    # the search's choice of game (section_search).
    app.add_config_value("site_games", {}, "html", dict)
    app.connect("html-page-context", add_navigation_context)
    app.connect("env-get-updated", rewrite_every_page_when_a_title_changes)
    # The switcher's links keep the reader's section (#id).
    app.connect("config-inited", add_static_dir)
    app.add_js_file("language-switcher.js", loading_method="defer")
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
