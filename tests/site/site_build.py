"""Where the built site is and what it should hold (shared by the site tests)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from languages_list import NOT_PAGES

REPOSITORY = Path(__file__).resolve().parents[2]
HTML = REPOSITORY / "build" / "html"
DOCS = REPOSITORY / "docs"


# The languages and what a build reads are the build driver's own.
def build_driver() -> ModuleType:
    """``docs/build.py``, loaded from its file: a script, no package's module."""
    spec = importlib.util.spec_from_file_location("site_build_driver", DOCS / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


BUILD = build_driver()
LANGUAGES: dict[str, str] = BUILD.LANGUAGES
copy_sources = BUILD.copy_sources

__all__ = ["BUILD", "HTML", "LANGUAGES", "REPOSITORY", "copy_sources", "pages"]


def pages() -> list[str]:
    """Every page of docs/, as its path without suffix (``five-up/rules``)."""
    return sorted(
        path.relative_to(DOCS).with_suffix("").as_posix()
        for path in DOCS.rglob("*.md")
        if not NOT_PAGES & set(path.relative_to(DOCS).parts) and path.name != "README.md"
    )
