"""The site's languages as ``docs/languages.toml`` lists them (the first is the pages' own), and which folders of docs/ hold no page."""

from __future__ import annotations

import tomllib
from pathlib import Path

_FILE = Path(__file__).resolve().parents[1] / "docs" / "languages.toml"

#: Every language of the site, in the switcher's order.
LANGUAGES: tuple[str, ...] = tuple(tomllib.loads(_FILE.read_text(encoding="utf-8")))
#: The languages the pages are translated into.
TRANSLATIONS: tuple[str, ...] = LANGUAGES[1:]

#: Folders of docs/ that hold no page: Sphinx's own and the contracts (docs/conf.py excludes them).
NOT_PAGES = frozenset({"_ext", "_static", "_templates", "_build", "contracts", "offline"})
