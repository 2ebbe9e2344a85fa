"""The same page in the other languages: hreflang links and the language switcher.

Each language is built into a sibling directory (``build/html/<lang>/``), so
the same page in another language is ``../<lang>/<page>`` from the language
root, whatever the page's depth.
"""

from __future__ import annotations

from typing import Any

from sphinx.application import Sphinx
from sphinx.locale import get_translator

from .text import CATALOG


def language_links(app: Sphinx, pagename: str) -> list[dict[str, Any]]:
    """Links to ``pagename`` in every language of ``site_languages``, relative to the page."""
    uri = app.builder.get_target_uri(pagename)
    up = "../" * (uri.count("/") + 1)
    # The site's root, not html_baseurl: that is this language's own root.
    base = app.config.site_base_url.rstrip("/")
    links = []
    for code, name in app.config.site_language_names:
        relative = f"{up}{code}/{uri}"
        links.append(
            {
                "code": code,
                "name": name,
                "href": relative,
                # Search engines want absolute alternates; without a base URL, relative ones.
                "absolute": f"{base}/{code}/{uri}" if base else relative,
                "current": code == (app.config.language or "en"),
            }
        )
    return links


def add_language_context(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: object
) -> None:
    if not app.config.site_language_names or app.builder.format != "html":
        return
    links = language_links(app, pagename)
    context["site_languages"] = links
    context["site_current_language"] = next((link for link in links if link["current"]), None)
    context["site_default_language"] = app.config.site_language_names[0][0]
    context["site_language_label"] = get_translator(CATALOG).gettext("Language")
    context["site_languages_label"] = get_translator(CATALOG).gettext("Languages")
