"""No English interface text on a Polish, Ukrainian, Russian or Spanish page.

The English strings are taken from the installed packages, not from the
site's own catalogs (that would test the catalogs against themselves):
pydata-sphinx-theme's message template, and those of Sphinx's messages that
its page templates, search JavaScript, HTML writer and admonitions show.
None may appear in a page's interface text, nor in an ``aria-label``,
``title``, ``placeholder`` or ``alt`` attribute anywhere on the page.
"""

from __future__ import annotations

import re
import zlib
from functools import cache
from pathlib import Path

import pydata_sphinx_theme
import pytest
import sphinx
from babel.messages.pofile import read_po
from bs4 import BeautifulSoup, Tag

#: Where in Sphinx's sources the messages that reach a page come from.
SPHINX_PAGE_SOURCES = (
    "themes/basic/layout.html",
    "themes/basic/search.html",
    "themes/basic/searchbox.html",
    "themes/basic/searchfield.html",
    "themes/basic/relations.html",
    "themes/basic/localtoc.html",
    "themes/basic/sourcelink.html",
    "themes/basic/static/",
    "writers/html",
    "locale/__init__",
)
#: Parts of messages that are names, not English words.
NOT_ENGLISH = {"Sphinx", "PyData Sphinx Theme", "Python", "JavaScript", "C API", "Ctrl", "K"}
ATTRIBUTES = ("aria-label", "title", "placeholder", "alt")
#: Texts of the theme's options that a page shows (theme.conf defaults).
THEME_OPTION_TEXTS = ("Search the rules…", "More")
#: The section search's own messages (section-search.js), in the same catalog.
SECTION_SEARCH_TEXTS = (
    "Found one section that matches.",
    "Found ${resultCount} sections that match.",
    "No section of the site matches. Check the spelling, or try other or fewer words.",
)


def pot_messages(pot: Path, sources: tuple[str, ...] | None) -> set[str]:
    with pot.open("rb") as pot_file:
        catalog = read_po(pot_file)
    found: set[str] = set()
    for message in catalog:
        if not message.id:
            continue
        if sources is not None and not any(
            place.startswith(src) or f"/{src}" in place
            for place, _line in message.locations
            for src in sources
        ):
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        found.update(ids)
    return found


def fragments(message: str) -> set[str]:
    """The literal English parts of a message: markup and placeholders removed."""
    text = re.sub(r"<[^>]+>", " ", message)
    text = re.sub(r"&#?\w+;", " ", text)
    parts = re.split(r"%\(\w+\)s|%s|\$\{\w+\}|\{\{.*?\}\}|\s{2,}|\n", text)
    out = set()
    for part in parts:
        part = part.strip(" .,:;\u2026-\u2013\u2014()")
        if re.search(r"[A-Za-z]{2}", part) and part not in NOT_ENGLISH:
            out.add(part)
    return out


@cache
def english_interface_strings() -> frozenset[str]:
    theme_pot = Path(pydata_sphinx_theme.__file__).parent / "locale" / "sphinx.pot"
    sphinx_pot = Path(sphinx.__file__).parent / "locale" / "sphinx.pot"
    messages = pot_messages(theme_pot, None) | pot_messages(sphinx_pot, SPHINX_PAGE_SOURCES)
    messages.update(THEME_OPTION_TEXTS, SECTION_SEARCH_TEXTS)
    strings: set[str] = set()
    for message in messages:
        strings |= fragments(message)
    return frozenset(strings)


def test_the_english_list_is_taken_from_the_installed_packages() -> None:
    strings = english_interface_strings()
    for expected in (
        "Skip to main content",
        "Back to top",
        "On this page",
        "Light",
        "Dark",
        "System Settings",
        "Searching",
        "Search Results",
        "Hide Search Matches",
        "Found one section that matches",
        "Search",
        "Link to this heading",
        "Color mode",
        "Search the rules",
        "More",
    ):
        assert expected in strings, expected
    assert len(strings) > 60


def interface_texts(html: str) -> list[str]:
    """The texts of a page a reader meets as interface.

    Everything outside the article, plus inside it the parts Sphinx writes
    (admonition titles, figure and table numbers) and every attribute.
    """
    soup = BeautifulSoup(html, "html.parser")
    for hidden in soup(["script", "style", "template", "noscript"]):
        hidden.decompose()
    texts: list[str] = []
    for element in soup.find_all(True):
        assert isinstance(element, Tag)
        for attribute in ATTRIBUTES:
            value = element.get(attribute)
            if isinstance(value, str):
                texts.append(value)
    if soup.title is not None:
        texts.append(soup.title.get_text())
    article = soup.find("article")
    if isinstance(article, Tag):
        for sphinx_part in article.select(".admonition-title, .caption-number, .headerlink"):
            texts.append(sphinx_part.get_text(" "))
        article.decompose()
    body = soup.body
    if body is not None:
        texts.extend(body.get_text("\n").split("\n"))
    return [t.strip() for t in texts if t.strip()]


def english_in(text: str, strings: frozenset[str]) -> list[str]:
    """The English interface strings that ``text`` shows.

    A phrase counts wherever it stands; a single word ("Search", "Dark",
    "in") only when it is the whole text or a whole part of a title such as
    "Search - Five Up", so that a word inside prose is not taken for a label.
    """
    parts = {text, *(p.strip(" .:") for p in re.split(r" [-\u2013\u2014|] |: ", text))}
    found = []
    for english in strings:
        if " " in english:
            if re.search(rf"(?<![\w]){re.escape(english)}(?![\w])", text):
                found.append(english)
        elif english in parts:
            found.append(english)
    return found


def site_pages(html_root: Path, language: str) -> list[str]:
    """Every HTML page of one language, relative to its directory."""
    base = html_root / language
    return sorted(
        p.relative_to(base).as_posix()
        for p in base.rglob("*.html")
        if "_static" not in p.parts and "_sources" not in p.parts
    )


@pytest.mark.parametrize("language", ["pl", "uk", "ru", "es"])
def test_no_english_interface_text(html_root: Path, language: str) -> None:
    strings = english_interface_strings()
    found: dict[str, set[str]] = {}
    pages = site_pages(html_root, language)
    assert "search.html" in pages and len(pages) >= 8
    for path in pages:
        html = (html_root / language / path).read_text(encoding="utf-8")
        for text in interface_texts(html):
            # The language switcher names every language in its own name.
            if text in ("English",):
                continue
            for english in english_in(text, strings):
                found.setdefault(path, set()).add(english)
    assert found == {}


@pytest.mark.parametrize("language", ["pl", "uk", "ru", "es"])
def test_the_search_javascript_speaks_the_language(html_root: Path, language: str) -> None:
    """The search page's JavaScript messages, plural forms included, are translated."""
    script = (html_root / language / "_static" / "translations.js").read_text(encoding="utf-8")
    for message in ("Searching", "Search Results", "Hide Search Matches", "Preparing search..."):
        assert re.search(rf'"{re.escape(message)}": "[^"]+"', script), message
    plural = re.search(r'"Found one section that matches\.": \[(.*?)\]', script, re.S)
    assert plural is not None
    forms = re.findall(r'"((?:[^"\\]|\\.)*)"', plural.group(1))
    assert len(forms) >= 2 and all(forms), forms


@pytest.mark.parametrize("language", ["pl", "uk", "ru", "es"])
def test_every_page_links_the_translations_with_their_checksum(
    html_root: Path, language: str
) -> None:
    """``translations.js?v=…`` of the file as published, in a clean build as in a later one.

    The project's file is written before the pages, so a page of a clean
    build links it with its checksum too, and a changed file is fetched anew.
    """
    script = (html_root / language / "_static" / "translations.js").read_bytes()
    checksum = f"{zlib.crc32(script):08x}"
    pages = [p for p in (html_root / language).rglob("*.html") if "_static" not in p.parts]
    assert len(pages) > 20
    for page in sorted(pages):
        links = re.findall(r'src="[^"]*_static/translations\.js([^"]*)"', page.read_text("utf-8"))
        assert links == [f"?v={checksum}"], page
