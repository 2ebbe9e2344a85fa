"""No translated page keeps English: its title, its heading or any sentence of its English page.

Each page of a translation is compared with the same page in English: the
``<title>`` and the ``<h1>`` must differ (unless they are only the games'
names), and no sentence of four words or more of the English article may
appear in the translated one. The 404 page, which a theme or an extension
may fill with its own English, is checked like every other page.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from bs4 import BeautifulSoup
from languages_list import LANGUAGES, TRANSLATIONS
from site_build import pages

#: Names that are the same in every language: the games' and the notation's.
NAMES = re.compile(r"Five Up|All Fives|Up or Down\??|\[\d\|\d\]")
_SENTENCE = re.compile(r"(?<=[.!?:;])\s+")


def _parts(path: Path) -> tuple[str, str, str]:
    soup = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
    title = soup.title.get_text(" ", strip=True) if soup.title else ""
    h1 = soup.find("h1")
    article = soup.find("article")
    if article is not None:
        for hidden in article.find_all(["script", "style", "code", "pre"]):
            hidden.decompose()
    return (
        title,
        h1.get_text(" ", strip=True) if h1 else "",
        " ".join(article.get_text(" ").split()) if article else "",
    )


def _english_sentences(text: str) -> list[str]:
    sentences = []
    for sentence in _SENTENCE.split(text):
        words = re.findall(r"[A-Za-z]+", NAMES.sub(" ", sentence))
        if len(words) >= 4:
            sentences.append(sentence.strip())
    return sentences


@pytest.mark.parametrize("language", TRANSLATIONS)
@pytest.mark.parametrize("page", [*pages(), "search", "genindex"])
def test_a_translated_page_has_no_english_left(html_root: Path, language: str, page: str) -> None:
    english = html_root / LANGUAGES[0] / f"{page}.html"
    translated = html_root / language / f"{page}.html"
    en_title, en_h1, en_article = _parts(english)
    title, h1, article = _parts(translated)
    if NAMES.sub("", en_h1).strip(" :"):
        assert h1 != en_h1, f"{language}/{page}.html: the heading is English: {h1!r}"
        assert title.split("|")[0].strip() != en_title.split("|")[0].strip(), (
            f"{language}/{page}.html: the title is English: {title!r}"
        )
    left = [s for s in _english_sentences(en_article) if s in article]
    assert not left, f"{language}/{page}.html keeps English sentences: {left[:5]}"
