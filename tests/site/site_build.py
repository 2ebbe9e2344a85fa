"""Where the built site is and what it should hold (shared by the site tests)."""

from __future__ import annotations

import sys
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
HTML = REPOSITORY / "build" / "html"
DOCS = REPOSITORY / "docs"
LANGUAGES = {"en": "English", "pl": "Polski", "ru": "Русский", "es": "Español", "uk": "Українська"}
_NOT_PAGES = {"_ext", "_static", "_templates", "_build"}

# The figure reader is shared with the extension's tests.
sys.path.insert(0, str(REPOSITORY / "tests" / "sphinxext"))


def pages() -> list[str]:
    """Every page of docs/, as its path without suffix (``five-up/rules``)."""
    return sorted(
        path.relative_to(DOCS).with_suffix("").as_posix()
        for path in DOCS.rglob("*.md")
        if not _NOT_PAGES & set(path.relative_to(DOCS).parts) and path.name != "README.md"
    )
