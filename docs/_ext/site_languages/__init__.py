"""Search and interface strings for every language of the site.

* Registers the Polish and Ukrainian search languages that Sphinx lacks
  (:mod:`.search`): a pl or uk page is then indexed and searched with its own
  language's stemmer, stop words and word splitting.  ``html_search_language``
  follows ``language`` when unset, so nothing else needs configuring.
* Searches by section, not by page (:mod:`.section_search`).
* Completes the interface strings in the browser (:mod:`.interface`).
"""

from __future__ import annotations

from typing import Any

from sphinx.application import Sphinx

from .interface import add_translations_script, translate_theme_texts, write_translations_js
from .search import SearchPolish, SearchUkrainian
from .section_search import setup_section_search


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_search_language(SearchPolish)
    app.add_search_language(SearchUkrainian)
    setup_section_search(app)
    app.connect("builder-inited", add_translations_script)
    app.connect("html-page-context", translate_theme_texts)
    app.connect("build-finished", write_translations_js)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
