"""Where the built site is and what it should hold (shared by the site tests)."""

from __future__ import annotations

import sys
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
HTML = REPOSITORY / "build" / "html"
DOCS = REPOSITORY / "docs"
_NOT_PAGES = {"_ext", "_static", "_templates", "_build"}

# The figure reader is shared with the extension's tests; the languages and
# what a build reads are the build driver's own.
sys.path.insert(0, str(REPOSITORY / "tests" / "sphinxext"))
sys.path.insert(0, str(DOCS))
from build import LANGUAGES, copy_sources  # noqa: E402

__all__ = ["HTML", "LANGUAGES", "REPOSITORY", "copy_sources", "pages"]


def pages() -> list[str]:
    """Every page of docs/, as its path without suffix (``five-up/rules``)."""
    return sorted(
        path.relative_to(DOCS).with_suffix("").as_posix()
        for path in DOCS.rglob("*.md")
        if not _NOT_PAGES & set(path.relative_to(DOCS).parts) and path.name != "README.md"
    )
