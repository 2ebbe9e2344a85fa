"""Interface strings in the reader's language, in the page and in the browser.

Sphinx looks up its own and the theme's interface strings (one gettext
domain, ``sphinx``) in the project's ``locale_dirs`` first, then in its
built-in catalogs, then in pydata-sphinx-theme's: so ``locale/<lang>/
LC_MESSAGES/sphinx.po`` completes both.  Two gaps remain, closed here:

* the strings the search page's JavaScript shows ("Searching", "Search
  finished, found …") come from a ``translations.js`` that Sphinx copies from
  its *built-in* catalogs only; those are missing for Ukrainian (Sphinx has
  ``uk_UA``, not ``uk``) and have empty plural forms for Polish.  This module
  puts a ``translations.js`` from the project's catalog in its place;
* the theme's search box placeholder ("Search the rules…") and the label
  of its navbar overflow menu ("More") are theme options that no catalog
  translates; they are translated here as messages.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po
from sphinx.application import Sphinx
from sphinx.locale import _
from sphinx.util.i18n import CatalogRepository

#: The theme's options whose text the page shows: docs/conf.py sets the
#: search box's ("Search the rules…"), "More" is the theme's default.
THEME_TEXT_OPTIONS = ("theme_search_bar_text", "theme_header_dropdown_text")


def project_catalog(app: Sphinx) -> Catalog | None:
    """The project's ``sphinx`` catalog for the language being built, if any."""
    repository = CatalogRepository(
        app.srcdir, app.config.locale_dirs, app.config.language, app.config.source_encoding
    )
    for catalog in repository.catalogs:
        if catalog.domain == "sphinx":
            with open(catalog.po_path, "rb") as po_file:
                return read_po(po_file, locale=app.config.language)
    return None


def translations_js(catalog: Catalog, language: str) -> str:
    """The ``Documentation.addTranslations`` call that Sphinx's JS expects.

    Plural messages become the list of their forms, and the plural rule is
    the catalog's own, so "found 5 pages" picks the right form in the browser.
    """
    messages: dict[str, str | list[str]] = {}
    for message in catalog:
        if not message.id or not message.string or message.fuzzy:
            continue
        if isinstance(message.id, tuple):
            messages[message.id[0]] = list(message.string)
        else:
            assert isinstance(message.id, str) and isinstance(message.string, str)
            messages[message.id] = message.string
    payload = {
        "locale": language,
        "messages": dict(sorted(messages.items())),
        "plural_expr": catalog.plural_expr,
    }
    return f"Documentation.addTranslations({json.dumps(payload, ensure_ascii=False, indent=1)});\n"


def add_translations_script(app: Sphinx) -> None:
    """``translations.js`` from the project's catalog, copied over Sphinx's built-in one.

    Written on ``builder-inited`` into a folder of the doctree directory
    that joins ``html_static_path``: Sphinx copies the static folders after
    its own ``translations.js``, so the project's is in place before any page
    is written, and every page links it with its own checksum (``?v=``).
    Sphinx adds the script only when it found a built-in one: otherwise here.
    """
    builder: Any = app.builder
    if builder.format != "html":
        return
    catalog = project_catalog(app)
    if catalog is None:
        return
    folder = Path(app.doctreedir) / "translations-static"
    folder.mkdir(parents=True, exist_ok=True)
    script = folder / "translations.js"
    text = translations_js(catalog, app.config.language)
    if not script.is_file() or script.read_text(encoding="utf-8") != text:
        script.write_text(text, encoding="utf-8")
    if str(folder) not in app.config.html_static_path:
        app.config.html_static_path.append(str(folder))
    if builder._get_translations_js() is None:
        app.add_js_file("translations.js")


def translate_theme_texts(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    """Show the theme's texts in the page's language: they are messages of the ``sphinx`` catalog."""
    for option in THEME_TEXT_OPTIONS:
        english = context.get(option)
        if isinstance(english, str) and english:
            context[option] = _(english)
