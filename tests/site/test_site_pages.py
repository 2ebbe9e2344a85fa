"""Every page in every language: the right lang, alternates and a switcher that lands on the same page."""

from __future__ import annotations

import json
import re
import zlib
from pathlib import Path

import pytest
from site_build import LANGUAGES, pages

_LINK_RE = re.compile(r"<link ([^>]*)/?>")
_ATTR_RE = re.compile(r'([\w-]+)="([^"]*)"')


def attributes(tag: str) -> dict[str, str]:
    return dict(_ATTR_RE.findall(tag))


def page_file(root: Path, language: str, page: str) -> Path:
    return root / language / f"{page}.html"


def target_of(html_root: Path, page: Path, href: str) -> Path:
    """Where a link leads: relative to its page, or from the site's root (the 404 page's links)."""
    return (html_root / href.lstrip("/") if href.startswith("/") else page.parent / href).resolve()


def read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_exists_with_its_html_lang(html_root: Path, language: str) -> None:
    for page in pages():
        path = page_file(html_root, language, page)
        assert path.is_file(), f"missing {path.relative_to(html_root)}"
        match = re.search(r"<html[^>]*\blang=\"([^\"]+)\"", read(path))
        assert match is not None and match.group(1) == language, path


@pytest.mark.parametrize("language", LANGUAGES)
def test_hreflang_alternates_point_at_the_same_page_in_every_language(
    html_root: Path, language: str
) -> None:
    for page in pages():
        path = page_file(html_root, language, page)
        links = [attributes(tag) for tag in _LINK_RE.findall(read(path))]
        alternates = {
            link["hreflang"]: link["href"] for link in links if link.get("rel") == "alternate"
        }
        assert set(alternates) == {*LANGUAGES, "x-default"}, path
        for code, href in alternates.items():
            target = target_of(html_root, path, href)
            expected = page_file(html_root, "en" if code == "x-default" else code, page)
            assert target == expected.resolve(), (path, code, href)
            assert target.is_file()


@pytest.mark.parametrize("language", LANGUAGES)
def test_switcher_lists_every_language_in_its_own_name_and_lands_on_the_same_page(
    html_root: Path, language: str
) -> None:
    for page in pages():
        path = page_file(html_root, language, page)
        text = read(path)
        nav = re.search(
            r'<nav class="language-switcher" aria-label="([^"]+)">(.*?)</nav>', text, re.S
        )
        assert nav is not None, f"no language switcher on {path}"
        assert nav.group(1).strip()
        options = re.findall(r"<a ([^>]*)>([^<]*)</a>", nav.group(2))
        assert [(attributes(a)["lang"], name) for a, name in options] == list(LANGUAGES.items())
        for tag, _name in options:
            link = attributes(tag)
            target = target_of(html_root, path, link["href"])
            assert target == page_file(html_root, link["lang"], page).resolve(), (path, link)


def test_switcher_label_is_translated(html_root: Path) -> None:
    labels = {
        language: re.search(
            r'<nav class="language-switcher" aria-label="([^"]+)"',
            read(page_file(html_root, language, "index")),
        )
        for language in LANGUAGES
    }
    found = {language: match.group(1) for language, match in labels.items() if match}
    assert len(found) == len(LANGUAGES)
    assert len(set(found.values())) == len(LANGUAGES), found


def test_landing_page_lists_the_languages_in_their_own_names(html_root: Path) -> None:
    text = read(html_root / "index.html")
    for code, name in LANGUAGES.items():
        assert f'href="{code}/index.html" lang="{code}" hreflang="{code}">{name}</a>' in text
        assert (html_root / code / "index.html").is_file()


#: Each game's pages, in the order its list of pages gives them.
GAME_PAGES = {
    "five-up": ("teach", "rules", "questions", "trainer", "score-pad", "card", "statistics"),
    "all-fives": ("teach", "rules", "questions", "trainer", "score-pad", "card", "statistics"),
    "up-or-down": ("teach", "rules", "questions", "trainer", "card"),
}
GAME_NAMES = {"five-up": "Five Up", "all-fives": "All Fives", "up-or-down": "Up or Down?"}
ENGLISH_LABELS = {
    "rules": "Rules",
    "teach": "Teach it",
    "questions": "Questions",
    "trainer": "Trainer",
    "score-pad": "Score pad",
    "card": "Card",
    "statistics": "In numbers",
}
_GAME_NAV = re.compile(r'<nav class="site-game-nav" aria-label="([^"]*)">(.*?)</nav>', re.S)
_NAV_ITEM = re.compile(r'<li><(?:a href="([^"]*)"|span [^>]*aria-current="page")>([^<]*)</')


def game_nav(path: Path) -> tuple[str, list[tuple[str, str]]]:
    """A page's list of its game's pages: its name, then each (link, label); no link for the page itself."""
    navs = _GAME_NAV.findall(read(path))
    assert len(navs) == 1, f"{path}: {len(navs)} lists of the game's pages"
    name, items = navs[0]
    return name, _NAV_ITEM.findall(items)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_of_a_game_lists_all_of_its_pages(html_root: Path, language: str) -> None:
    for game, names in GAME_PAGES.items():
        for name in names:
            where = f"{language}/{game}/{name}"
            nav_name, items = game_nav(html_root / language / game / f"{name}.html")
            assert nav_name == GAME_NAMES[game], where
            links = [href for href, _ in items]
            assert links == ["" if other == name else f"{other}.html" for other in names], where
            labels = [label for _, label in items]
            assert all(labels) and len(set(labels)) == len(labels), (where, labels)
            if language == "en":
                assert labels == [ENGLISH_LABELS[other] for other in names], (where, labels)
            else:
                english = set(ENGLISH_LABELS.values())
                assert not set(labels) & english, (where, "untranslated", labels)
    for other in ("index", "glossary", "differences"):
        assert "site-game-nav" not in read(html_root / language / f"{other}.html"), other


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_search_page_links_the_section_index_with_its_own_checksum(
    html_root: Path, language: str
) -> None:
    """The index is written after the pages; its link must name this build's index, not the last one's."""
    page = read(html_root / language / "search.html")
    links = re.findall(r'src="_static/sectionindex\.js(?:\?v=([0-9a-f]{8}))?"', page)
    index = (html_root / language / "_static" / "sectionindex.js").read_bytes()
    assert links == [f"{zlib.crc32(index):08x}"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_only_the_sections_that_list_terms_weigh_half(html_root: Path, language: str) -> None:
    """The glossary's tables of terms weigh half in the search; its introduction, above them, does not."""
    script = read(html_root / language / "_static" / "sectionindex.js")
    index = json.loads(script[script.index("(") + 1 : script.rindex(")")])
    weight = {section[0]: section[6] for section in index["sections"]}
    assert weight["glossary.html#glossary"] == 1.0
    assert weight["glossary.html#domino-terms-in-five-languages"] == 0.5
    assert weight["glossary.html#up-or-down-terms-in-five-languages"] == 0.5


def test_the_side_navigation_lists_a_games_pages_in_the_page_bars_order(html_root: Path) -> None:
    """One order everywhere: the page bar, the theme's side navigation, and so Next and Back."""
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(read(html_root / "en" / "index.html"), "html.parser")
    nav = soup.select_one("nav.bd-docs-nav")
    assert nav is not None
    links = [str(a["href"]) for a in nav.select("a")]
    for game, names in GAME_PAGES.items():
        listed = [
            link.split("/")[1].removesuffix(".html")
            for link in links
            if link.startswith(f"{game}/")
        ]
        assert listed == list(names), game
    # The home page's Next goes where it says to start: a game's teaching page.
    assert soup.select_one("a.right-next")["href"] == "five-up/teach.html"
