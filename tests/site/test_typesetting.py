"""No line of a pl, ru or uk page can end on a one-letter word or start with a dash.

Every text of a page's article is checked, the prose and the generated
sentences alike (walkthrough turns, captions, alt texts, trainer feedback):
after a one-letter word and before a dash, the space must be a no-break one
(``sphinx_table_games.typesetting``). Code and notation are left out.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from bs4 import BeautifulSoup, NavigableString
from site_build import HTML

from sphinx_table_games.typesetting import DASH_LANGUAGES, ONE_LETTER_WORDS

LANGUAGES = sorted(ONE_LETTER_WORDS)
_LEFT_OUT = ("script", "style", "template", "code", "pre", "kbd", "samp")
_ATTRIBUTES = ("alt", "title", "aria-label", "aria-description")


def breakable(language: str, text: str) -> list[str]:
    """Each place in ``text`` where a line could break against the language's rules."""
    letters = ONE_LETTER_WORDS[language]
    found = [
        m.group(0) for m in re.finditer(rf"(?<![\w\-])[{letters}{letters.upper()}] (?=\S)", text)
    ]
    if language in DASH_LANGUAGES:
        found += [m.group(0) for m in re.finditer(r"\S [–—](?=\s|$)", text)]
    return found


def test_the_check_finds_a_breakable_space() -> None:
    assert breakable("pl", "gra w domino – dla dwóch") == ["w ", "o –"]
    assert breakable("pl", "gra w\xa0domino\xa0– dla dwóch") == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_breakable_space_where_the_language_forbids_it(html_root: Path, language: str) -> None:
    faults = []
    for page in sorted((HTML / language).rglob("*.html")):
        if "_static" in page.parts or page.name in ("genindex.html", "search.html"):
            continue
        soup = BeautifulSoup(page.read_text(encoding="utf-8"), "html.parser")
        body = soup.find("article")
        if body is None:
            continue
        for element in body.find_all(_LEFT_OUT):
            element.decompose()
        texts = [str(s) for s in body.descendants if isinstance(s, NavigableString)]
        texts += [
            str(element[name])
            for element in body.find_all(True)
            for name in _ATTRIBUTES
            if isinstance(element.get(name), str)
        ]
        for text in texts:
            for place in breakable(language, text):
                faults.append(f"{page.relative_to(HTML)}: {place!r} in {text.strip()[:80]!r}")
    assert not faults, f"{len(faults)} breakable spaces:\n" + "\n".join(faults[:30])
