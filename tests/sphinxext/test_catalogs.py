"""Every catalog is complete: no untranslated or fuzzy message, and every number kept.

Covers the page catalogs (``locale/<lang>/LC_MESSAGES/<page>.po``, one per
page of ``docs/``) and the extension's own catalog, for pl ru es uk.

The page catalogs are also compared with the English of the pages as they
are now, the way translation projects measure a translation: Sphinx's
``gettext`` builder extracts every message into ``.pot`` files in a
temporary directory, and each message must be in every language's catalog,
translated and not fuzzy. New or changed English prose with no translation
fails here, naming the catalog and quoting the message; the tree is never
written to.

A number is read whole, decimal part included, with each language's own
decimal sign (Babel's number symbols): English 2.5 must be written 2,5 in
Polish, Russian, Spanish and Ukrainian, and 2.5 written as 2 (or as 2.5
where the language writes 2,5) is a changed number.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po
from babel.numbers import get_decimal_symbol
from languages_list import NOT_PAGES, TRANSLATIONS
from site_build import copy_sources

REPOSITORY = Path(__file__).resolve().parents[2]
DOCS = REPOSITORY / "docs"
LOCALE = REPOSITORY / "locale"
EXTENSION_LOCALE = REPOSITORY / "sphinx_table_games" / "locale"


def pages() -> list[str]:
    return sorted(
        str(path.relative_to(DOCS).with_suffix(""))
        for path in DOCS.rglob("*.md")
        if not NOT_PAGES & set(path.relative_to(DOCS).parts) and path.name != "README.md"
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


# -- The catalogs against the pages' English as it is now ---------------------

UPDATE_ADVICE = (
    "the English of the pages has messages the catalogs lack: run `make update-po`"
    " and translate them in each language's catalog"
)


_GETTEXT = (sys.executable, "-m", "sphinx", "-b", "gettext", "-q", "-E")


def extract_messages(docs: Path, output: Path) -> Path:
    """The pages' messages as Sphinx's ``gettext`` builder writes them: ``output/pot/<page>.pot``."""
    pot = output / "pot"
    result = subprocess.run(
        [*_GETTEXT, "-d", str(output / "doctrees"), str(docs), str(pot)],
        cwd=docs.parent,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return pot


def _fallback_catalogs(page: Path, language: str) -> list[Path]:
    """Where else Sphinx finds a translation of a message of ``page``.

    ``sphinx.pot`` holds the templates' messages: the theme's and Sphinx's own
    catalogs translate most of them, the project's ``sphinx.po`` the rest.
    A page's messages have only the page's catalog.
    """
    if page != Path("sphinx.po"):
        return []
    import pydata_sphinx_theme
    import sphinx

    return [
        Path(package.__file__ or "").parent / "locale" / language / "LC_MESSAGES" / "sphinx.po"
        for package in (pydata_sphinx_theme, sphinx)
    ]


def _status(catalog: Catalog, message_id: str) -> str | None:
    """Why ``message_id`` is not translated in ``catalog`` (None: it is)."""
    entry = catalog.get(message_id)
    if entry is None:
        return "missing"
    if entry.fuzzy:
        return "fuzzy"
    strings = entry.string if isinstance(entry.string, tuple) else (entry.string,)
    return None if all(strings) else "untranslated"


def untranslated(pot: Path, locale: Path, root: Path) -> Iterator[str]:
    """Every message of the ``.pot`` files missing from, untranslated in or fuzzy in a
    language's catalog, as ``<catalog>: <why>: <message>``, the catalog relative to ``root``."""
    for template in sorted(pot.rglob("*.pot")):
        page = template.relative_to(pot).with_suffix(".po")
        messages = [message.id for message in read(template) if message.id]
        for language in TRANSLATIONS:
            path = locale / language / "LC_MESSAGES" / page
            shown = path.relative_to(root).as_posix()
            if not path.is_file():
                yield f"{shown}: missing catalog ({len(messages)} messages)"
                continue
            catalog = read(path)
            fallbacks = [
                read(other) for other in _fallback_catalogs(page, language) if other.is_file()
            ]
            for message_id in messages:
                why = _status(catalog, message_id)
                if why is not None and all(_status(other, message_id) for other in fallbacks):
                    yield f"{shown}: {why}: {message_id!r}"


def _snapshot(directory: Path) -> dict[str, tuple[int, int]]:
    return {
        path.relative_to(directory).as_posix(): (path.stat().st_size, path.stat().st_mtime_ns)
        for path in sorted(directory.rglob("*"))
        if path.is_file()
    }


def test_every_message_of_the_pages_is_translated_in_every_language(tmp_path: Path) -> None:
    before = _snapshot(LOCALE)
    pot = extract_messages(DOCS, tmp_path)
    assert len(list(pot.rglob("*.pot"))) >= len(pages())
    problems = list(untranslated(pot, LOCALE, REPOSITORY))
    assert _snapshot(LOCALE) == before, "the check wrote to locale/"
    assert not problems, UPDATE_ADVICE + ":\n" + "\n".join(problems)


def test_a_new_english_paragraph_is_untranslated_in_every_language(tmp_path: Path) -> None:
    root = copy_sources(tmp_path / "repository")
    paragraph = "A paragraph that no catalog translates yet."
    page = root / "docs" / "five-up" / "rules.md"
    page.write_text(page.read_text(encoding="utf-8") + f"\n{paragraph}\n", encoding="utf-8")
    # A changed message too: a translated paragraph's English edited by one word.
    glossary = root / "docs" / "glossary.md"
    old_text = glossary.read_text(encoding="utf-8")
    changed = re.sub(r"^([A-Z][^\n]{20,}?) the ", r"\1 a ", old_text, count=1, flags=re.MULTILINE)
    assert changed != old_text
    glossary.write_text(changed, encoding="utf-8")
    pot = extract_messages(root / "docs", tmp_path / "out")
    problems = list(untranslated(pot, root / "locale", root))
    for language in TRANSLATIONS:
        assert f"locale/{language}/LC_MESSAGES/five-up/rules.po: missing: {paragraph!r}" in problems
        assert any(
            line.startswith(f"locale/{language}/LC_MESSAGES/glossary.po: missing: ")
            for line in problems
        ), problems
    assert len(problems) == 2 * len(TRANSLATIONS), problems


def test_a_fuzzy_or_empty_translation_is_untranslated(tmp_path: Path) -> None:
    pot = tmp_path / "pot"
    pot.mkdir()
    header = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
    (pot / "page.pot").write_text(
        header + 'msgid "One"\nmsgstr ""\n\nmsgid "Two"\nmsgstr ""\n\nmsgid "Three"\nmsgstr ""\n',
        encoding="utf-8",
    )
    for language in TRANSLATIONS:
        catalog = tmp_path / "locale" / language / "LC_MESSAGES" / "page.po"
        catalog.parent.mkdir(parents=True)
        catalog.write_text(
            header + 'msgid "One"\nmsgstr "1"\n\n#, fuzzy\nmsgid "Two"\nmsgstr "2"\n\n'
            'msgid "Three"\nmsgstr ""\n',
            encoding="utf-8",
        )
        (catalog.parent / "sphinx.po").write_text(header, encoding="utf-8")
    # A template's message that neither the theme nor Sphinx translates.
    (pot / "sphinx.pot").write_text(
        header + 'msgid "A message of a template only"\nmsgstr ""\n', encoding="utf-8"
    )
    problems = list(untranslated(pot, tmp_path / "locale", tmp_path))
    assert problems == [
        line
        for language in TRANSLATIONS
        for line in (
            f"locale/{language}/LC_MESSAGES/page.po: fuzzy: 'Two'",
            f"locale/{language}/LC_MESSAGES/page.po: untranslated: 'Three'",
        )
    ] + [
        f"locale/{language}/LC_MESSAGES/sphinx.po: missing: 'A message of a template only'"
        for language in TRANSLATIONS
    ]
