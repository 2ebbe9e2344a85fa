"""Compile the extension's own ``.po`` catalogs to ``.mo`` (the ``.mo`` files are not committed).

Sphinx compiles the page catalogs itself (``gettext_auto_build``); the
extension's catalog lives next to its code, so the extension compiles it,
only when the ``.po`` is newer, and atomically, because the five languages
build in parallel processes.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from .text import CATALOG

LOCALE_DIR = Path(__file__).resolve().parent / "locale"


def po_path(language: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{CATALOG}.po"


def compile_catalog(language: str) -> Path | None:
    """Write ``<language>/LC_MESSAGES/worked_example.mo`` if it is missing or stale."""
    po = po_path(language)
    if not po.exists():
        return None
    mo = po.with_suffix(".mo")
    if mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
        return mo
    with po.open("rb") as source:
        catalog = read_po(source, locale=language)
    # Write beside the target, then rename: a parallel build never reads half a file.
    handle, temporary = tempfile.mkstemp(dir=mo.parent, prefix=".worked_example.", suffix=".mo")
    try:
        with os.fdopen(handle, "wb") as target:
            write_mo(target, catalog)
        os.replace(temporary, mo)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return mo


def compile_all() -> list[Path]:
    """Compile every language's catalog (the build driver does this once, up front)."""
    compiled = []
    for po in sorted(LOCALE_DIR.glob(f"*/LC_MESSAGES/{CATALOG}.po")):
        mo = compile_catalog(po.parent.parent.name)
        if mo is not None:
            compiled.append(mo)
    return compiled
