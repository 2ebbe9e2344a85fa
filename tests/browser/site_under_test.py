"""Where the built site is and which of its pages the browser tests visit."""

from __future__ import annotations

from pathlib import Path

import pytest
from languages_list import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "html"
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

#: One page of each type, by its path inside a language's directory.
PAGE_TYPES = (
    "index.html",
    "five-up/rules.html",
    "five-up/teach.html",
    "five-up/questions.html",
    "five-up/card.html",
    "all-fives/rules.html",
    "up-or-down/teach.html",
    "differences.html",
    "glossary.html",
    "paper-tally.html",
    "search.html",
)


def require_site() -> None:
    if not all((SITE / language / "index.html").is_file() for language in LANGUAGES):
        pytest.fail("the site is not built: run `make html` first (build/html/<lang>/)")


def site_pages(language: str) -> list[str]:
    """Every HTML page of one language, relative to its directory."""
    require_site()
    base = SITE / language
    return sorted(
        p.relative_to(base).as_posix()
        for p in base.rglob("*.html")
        if "_static" not in p.parts and "_sources" not in p.parts
    )
