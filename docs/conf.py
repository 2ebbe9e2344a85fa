"""Sphinx configuration of the rules site (built in five languages by ``make html``)."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

# The engine, the diagrams and the extensions are the installed package
# (make installs it editable): nothing is added to sys.path here, so that a
# test can put a modified engine first and the doctests run against that one.

# The three games' own names, as every language writes them: a title with no
# word to translate.
project = "Five Up · All Fives · Up or Down?"
author = "The rules site"
copyright = "2026"

extensions = [
    "myst_parser",
    "sphinx.ext.doctest",
    "sphinx_table_games",
    "sphinx_table_games.site_languages",
    # A meta description and Open Graph tags per page, from its first
    # paragraph: in the page's language, since that paragraph is translated.
    "sphinxext.opengraph",
    # 404.html with absolute links, as a host serves it for any missing path.
    "notfound.extension",
]

source_suffix = {".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build", "_static", "_templates", "contracts", "offline", "**/README.md"]
templates_path = ["_templates"]

myst_enable_extensions = ["colon_fence"]
myst_heading_anchors = 3

# -- Languages: English source, four translations (one .po per page) -------
language = "en"
locale_dirs = ["../locale/"]
gettext_compact = False
gettext_uuid = False
gettext_location = False  # no file:line comments: catalogs do not churn when prose moves
gettext_auto_build = True
gettext_additional_targets: list[str] = []

#: Languages of the site (docs/languages.toml), each in its own name: the
#: switcher and the hreflang links; and each one's word for "Language".
_LANGUAGES = tomllib.loads((Path(__file__).parent / "languages.toml").read_text(encoding="utf-8"))
site_language_names = [(code, language["name"]) for code, language in _LANGUAGES.items()]
site_language_labels = {code: language["label"] for code, language in _LANGUAGES.items()}
#: The games, by their folder: each page of one lists the game's other pages,
#: and the search offers to keep to one of them.
site_games = {"five-up": "Five Up", "all-fives": "All Fives", "up-or-down": "Up or Down?"}

# -- Addresses -----------------------------------------------------------------
#: Where the site is published (``make html SITE_URL=https://…/``): canonical,
#: hreflang, sitemap and social-card links become absolute under it, each
#: language in ``<SITE_URL><lang>/`` (see site_languages/addresses.py). Unset,
#: every link stays relative and the site works from any folder.
site_base_url = os.environ.get("SITE_URL", "")
if site_base_url.strip():
    extensions.append("sphinx_sitemap")
    # sphinx-sitemap's own name for the site's root; pages are <root><lang>/<page>.
    site_url = site_base_url.strip().rstrip("/") + "/"
    sitemap_url_scheme = "{lang}{link}"
    sitemap_locales = [code for code, _name in site_language_names]
    sitemap_excludes = ["search.html", "genindex.html", "404.html"]

ogp_site_name = project
ogp_type = "website"
ogp_image = "_static/social-card.png"
ogp_image_alt = False
ogp_social_cards = {"enable": False}
ogp_description_length = 160

# Every language's build writes its diagrams to one shared directory:
# build/html/_diagrams, next to build/html/<lang>/ (the extension's default,
# _diagrams, would keep one copy inside each language's folder).
worked_example_diagram_dir = "../_diagrams"

# -- Statistics pages: simulated matches, cached under build/ ------------------
statistics_matches = 10_000
statistics_seed = 1
statistics_cache_dir = "../build/simulations"

# -- Doctests: the prose's numbers are checked against the engine -----------
doctest_global_setup = "import engine"
doctest_test_doctest_blocks = ""

# -- HTML ----------------------------------------------------------------------
html_theme = "pydata_sphinx_theme"
html_title = project
html_static_path = ["_static"]
html_css_files = ["site.css", "icons.css"]
html_favicon = "_static/favicon.png"
html_copy_source = False
html_show_sourcelink = False
html_last_updated_fmt = None
html_sidebars = {"**": ["site-nav"]}
html_theme_options = {
    # The theme's default says "docs"; a reader here searches rules.
    "search_bar_text": "Search the rules…",
    # The switcher sits next to the title so that a phone shows it too
    # (pydata moves navbar_end into the collapsed menu on narrow screens).
    "navbar_start": ["navbar-logo", "language-switcher"],
    # Pages are listed in the sidebar (site-nav), not in the navbar: twelve
    # long titles would wrap there and push the switcher under "More".
    "navbar_center": [],
    "navbar_end": ["theme-switcher"],
    "navbar_persistent": ["search-button-field"],
    "secondary_sidebar_items": ["page-toc"],
    # A game's pages, one tap apart (game-nav).
    "article_header_start": ["breadcrumbs", "game-nav"],
    "footer_start": ["site-footer", "copyright"],
    "footer_end": [],
    # Previous and next page at the bottom, labelled in the page's language.
    "show_prev_next": True,
    "navigation_with_keys": False,
}
html_context = {"default_mode": "auto"}
