"""The extension's own message catalogs: ``.po`` beside the code, ``.mo`` never written there.

Sphinx compiles the page catalogs itself (``gettext_auto_build``); the
extension's catalog ships with the extension. A wheel carries the ``.mo``
files, compiled when it was built (``setup.py``). From the source tree (an
editable install) there are none, and ``setup()`` compiles the build's
language into the build's own tree, under its doctree directory: only when
the ``.po`` is newer, and atomically, so that builds sharing a doctree
directory never read half a file. The package is never written to.
"""

from __future__ import annotations

import gettext
import io
import os
import tempfile
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from .text import CATALOG

LOCALE_DIR = Path(__file__).resolve().parent / "locale"

#: Where a build compiles the catalog when the package has no ``.mo``: this
#: folder of its doctree directory.
BUILD_LOCALE = "worked_example_locale"


def po_path(language: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{CATALOG}.po"


def mo_path(locale_dir: Path, language: str) -> Path:
    return locale_dir / language / "LC_MESSAGES" / f"{CATALOG}.mo"


def _read(language: str) -> Catalog:
    with po_path(language).open("rb") as source:
        return read_po(source, locale=language)


def compile_catalog(language: str, locale_dir: Path) -> Path | None:
    """Write ``<locale_dir>/<language>/LC_MESSAGES/worked_example.mo`` if it is missing or stale."""
    po = po_path(language)
    if not po.exists():
        return None
    mo = mo_path(locale_dir, language)
    if mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
        return mo
    mo.parent.mkdir(parents=True, exist_ok=True)
    catalog = _read(language)
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


def catalog_dir(language: str, doctreedir: str | Path) -> Path:
    """The locale directory a build reads the extension's catalog from.

    The package's own when it carries the compiled catalog (an installed
    wheel) or the language has none (English); otherwise the build's, compiled now.
    """
    if mo_path(LOCALE_DIR, language).exists() or not po_path(language).exists():
        return LOCALE_DIR
    built = Path(doctreedir) / BUILD_LOCALE
    compile_catalog(language, built)
    return built


def translations(language: str) -> gettext.GNUTranslations:
    """The language's catalog compiled in memory: what the tests read, writing nothing."""
    compiled = io.BytesIO()
    write_mo(compiled, _read(language))
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)
