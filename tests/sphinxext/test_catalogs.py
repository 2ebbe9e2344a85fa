"""Every catalog is complete: no untranslated or fuzzy message, and every number kept.

Covers the page catalogs (``locale/<lang>/LC_MESSAGES/<page>.po``, one per
page of ``docs/``) and the extension's own catalog, for pl ru es uk.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

REPOSITORY = Path(__file__).resolve().parents[2]
DOCS = REPOSITORY / "docs"
LOCALE = REPOSITORY / "locale"
EXTENSION_LOCALE = DOCS / "_ext" / "worked_example" / "locale"
TRANSLATIONS = ["pl", "ru", "es", "uk"]
_NOT_PAGES = {"_ext", "_static", "_templates", "_build"}

_NUMBER_RE = re.compile(r"\d+")


def pages() -> list[str]:
    return sorted(
        str(path.relative_to(DOCS).with_suffix(""))
        for path in DOCS.rglob("*.md")
        if not _NOT_PAGES & set(path.relative_to(DOCS).parts) and path.name != "README.md"
    )


def catalogs() -> list[Path]:
    found = [LOCALE / lang / "LC_MESSAGES" / f"{page}.po" for lang in TRANSLATIONS for page in pages()]
    found += [EXTENSION_LOCALE / lang / "LC_MESSAGES" / "worked_example.po" for lang in TRANSLATIONS]
    return found


def read(path: Path) -> Catalog:
    with path.open("rb") as source:
        return read_po(source)


def numbers(text: str) -> Counter[str]:
    return Counter(_NUMBER_RE.findall(text))


def test_the_catalog_list_covers_every_page() -> None:
    assert pages(), "docs/ has no pages"
    assert "index" in pages()


@pytest.mark.parametrize("path", catalogs(), ids=lambda p: str(p.relative_to(REPOSITORY)))
def test_catalog_is_complete_and_keeps_every_number(path: Path) -> None:
    assert path.is_file(), f"missing catalog {path.relative_to(REPOSITORY)}"
    problems = []
    for message in read(path):
        if not message.id:
            continue  # the header
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy:
            problems.append(f"fuzzy: {ids[0]!r}")
        if not all(strings):
            problems.append(f"untranslated: {ids[0]!r}")
            continue
        wanted = numbers(ids[-1])
        for string in strings:
            missing = wanted - numbers(string)
            if missing:
                problems.append(f"drops {sorted(missing.elements())}: {ids[0]!r} -> {string!r}")
    assert not problems, "\n".join(problems)


def test_number_check_catches_a_dropped_number(tmp_path: Path) -> None:
    path = tmp_path / "page.po"
    path.write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        'msgid "15 gives 3 displayed points"\nmsgstr "15 daje trzy punkty"\n',
        encoding="utf-8",
    )
    (message,) = [m for m in read(path) if m.id]
    assert numbers(message.id) - numbers(message.string) == Counter({"3": 1})
