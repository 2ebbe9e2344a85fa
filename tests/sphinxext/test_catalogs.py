"""Every catalog is complete: no untranslated or fuzzy message, and every number kept.

Covers the page catalogs (``locale/<lang>/LC_MESSAGES/<page>.po``, one per
page of ``docs/``) and the extension's own catalog, for pl ru es uk.

A number is read whole, decimal part included, with each language's own
decimal sign (Babel's number symbols): English 2.5 must be written 2,5 in
Polish, Russian, Spanish and Ukrainian, and 2.5 written as 2 (or as 2.5
where the language writes 2,5) is a changed number.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po
from babel.numbers import get_decimal_symbol

REPOSITORY = Path(__file__).resolve().parents[2]
DOCS = REPOSITORY / "docs"
LOCALE = REPOSITORY / "locale"
EXTENSION_LOCALE = DOCS / "_ext" / "worked_example" / "locale"
TRANSLATIONS = ["pl", "ru", "es", "uk"]
_NOT_PAGES = {"_ext", "_static", "_templates", "_build"}


def pages() -> list[str]:
    return sorted(
        str(path.relative_to(DOCS).with_suffix(""))
        for path in DOCS.rglob("*.md")
        if not _NOT_PAGES & set(path.relative_to(DOCS).parts) and path.name != "README.md"
    )


def catalogs() -> list[Path]:
    found = [
        LOCALE / lang / "LC_MESSAGES" / f"{page}.po" for lang in TRANSLATIONS for page in pages()
    ]
    found += [
        EXTENSION_LOCALE / lang / "LC_MESSAGES" / "worked_example.po" for lang in TRANSLATIONS
    ]
    return found


def read(path: Path) -> Catalog:
    with path.open("rb") as source:
        return read_po(source)


_CODE_SPAN = re.compile(r"`[^`]*`")


def _read_numbers(text: str, language: str) -> Counter[str]:
    decimal = get_decimal_symbol(language)
    pattern = rf"\d+(?:{re.escape(decimal)}\d+)?"
    return Counter(found.replace(decimal, ".") for found in re.findall(pattern, text))


def numbers(text: str, language: str = "en") -> Counter[str]:
    """The numbers of a text in a language, each written with a decimal point.

    Code spans are never translated, so a number in one keeps its English form.

    >>> numbers("2,5 punktu, 61 i 305", "pl") == Counter(["2.5", "61", "305"])
    True
    >>> sorted(numbers("[1|4] gives 2.5"))
    ['1', '2.5', '4']
    >>> sorted(numbers("`split[0]` to `2.5`, czyli 2,5", "pl").elements())
    ['0', '2.5', '2.5']
    """
    code = " ".join(_CODE_SPAN.findall(text))
    return _read_numbers(_CODE_SPAN.sub(" ", text), language) + _read_numbers(code, "en")


def language_of(path: Path) -> str:
    """The language of a catalog, from its place: ``<locale dir>/<lang>/LC_MESSAGES/…``."""
    return path.parts[path.parts.index("LC_MESSAGES") - 1]


def dropped_numbers(source: str, translation: str, language: str) -> Counter[str]:
    """The numbers of an English message missing from (or changed in) its translation."""
    return numbers(source) - numbers(translation, language)


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
        for string in strings:
            missing = dropped_numbers(ids[-1], string, language_of(path))
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
    assert dropped_numbers(message.id, message.string, "pl") == Counter({"3": 1})


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_a_half_point_is_written_with_the_languages_decimal_comma(language: str) -> None:
    assert not dropped_numbers("an award of 5 gives 2.5 points", "5 … 2,5 …", language)


@pytest.mark.parametrize(
    ("source", "translation", "dropped"),
    [
        ("gives 2.5 points to each", "daje po 2 punkty", ["2.5"]),  # decimal part lost
        ("gives 2.5 points to each", "daje po 2 i 5 punktów", ["2.5"]),  # split in two
        ("gives 2.5 points to each", "daje po 2.5 punktu", ["2.5"]),  # Polish writes 2,5
        ("a target of 61", "cel 16", ["61"]),  # digits swapped
        ("a target of 61", "cel 61 1", []),  # an extra number is not a dropped one
        ("`float(split[0])` is `2.5`", "`float(split[0])` to `2.5`", []),  # code stays as is
        ("`float(split[0])` is `2.5`", "`float(split[0])` to `2,5`", ["2.5"]),  # code changed
    ],
)
def test_a_changed_or_dropped_number_is_caught(
    source: str, translation: str, dropped: list[str]
) -> None:
    assert sorted(dropped_numbers(source, translation, "pl").elements()) == dropped


def test_every_catalog_path_names_its_language() -> None:
    assert {language_of(path) for path in catalogs()} == set(TRANSLATIONS)
