"""Worked examples on the built pages: the seeds' texts, shared SVGs that hold no words."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from figures import figures
from site_build import LANGUAGES, REPOSITORY, pages

GOLDEN = REPOSITORY / "tests" / "sphinxext" / "golden"
_IMG_RE = re.compile(r'<img class="(?:worked-example|paper-tally)-diagram" src="([^"]+)"')


@pytest.mark.parametrize("golden", ["pl-five-up.json", "pl-all-fives.json", "ru-five-up.json"])
def test_seed_frames_appear_on_the_games_rules_page(html_root: Path, golden: str) -> None:
    data = json.loads((GOLDEN / golden).read_text(encoding="utf-8"))
    path = html_root / data["language"] / data["game"] / "rules.html"
    # The seeds' words; the page's no-break spaces (after one-letter words,
    # before dashes) read as the spaces the seeds print.
    page = path.read_text(encoding="utf-8").replace("\xa0", " ")
    built = {(f.placed, f.caption, f.description) for f in figures(page)}
    missing = [
        frame["placed"]
        for frame in data["frames"]
        if (frame["placed"], frame["caption"], frame["description"]) not in built
    ]
    assert not missing, f"{path.relative_to(html_root)} lacks the seed frames {missing}"


def diagrams_of(html_root: Path, language: str, page: str) -> list[Path]:
    path = html_root / language / f"{page}.html"
    return [(path.parent / src).resolve() for src in _IMG_RE.findall(path.read_text("utf-8"))]


def test_every_language_references_the_same_svg_files(html_root: Path) -> None:
    shared = (html_root / "_diagrams").resolve()
    referenced: set[Path] = set()
    for page in pages():
        english = diagrams_of(html_root, "en", page)
        for language in LANGUAGES:
            assert diagrams_of(html_root, language, page) == english, (language, page)
        referenced.update(english)
    assert referenced, "no diagrams on any page"
    for svg in referenced:
        assert svg.parent == shared and svg.is_file(), svg
    # No language keeps copies of its own.
    for language in LANGUAGES:
        assert not list((html_root / language).rglob("*.svg")), language


def test_svgs_hold_no_words(html_root: Path) -> None:
    """Every diagram the site ships (worked examples, cards, tallies, walkthroughs)."""
    svgs = sorted((html_root / "_diagrams").glob("*.svg"))
    assert svgs
    numbered = 0
    for svg in svgs:
        text = svg.read_text(encoding="utf-8")
        assert "<title" not in text, svg
        assert "<!--" not in text, svg
        contents = re.findall(r"<text[^>]*>(.*?)</text>", text, re.S)
        numbered += bool(contents)
        for content in contents:
            # Numbers and arithmetic (a score line such as "8 × 3 = 24") are
            # the same in every language, and so are the letters A and B that
            # name a double's sides and arms; anything else could be a word.
            assert re.fullmatch(r"[\d ×+=]+|[AB]", content), (svg, content)
    assert numbered, "no diagram has a number"


def _shown_marks(html_root: Path, page: Path, images: list[Any]) -> set[str]:
    """Which of the legend's marks the drawings show: the placed tile's face, a spinner's outline."""
    from diagrams.domino import PLACED_FACE, SPINNER_OUTLINE

    svgs = [(page.parent / str(img["src"])).resolve().read_text("utf-8") for img in images]
    marks = {
        "placed": f'fill="{PLACED_FACE}"',
        "spinner": f'stroke="{SPINNER_OUTLINE}"',
    }
    return {mark for mark, paint in marks.items() if any(paint in svg for svg in svgs)}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_mark_a_domino_drawing_shows_has_its_key_in_the_legend(
    html_root: Path, language: str
) -> None:
    """The tile just placed, a branching double's outline and arms, a double's sides: keyed where drawn."""
    from bs4 import BeautifulSoup

    checked = 0
    for page in sorted((html_root / language).rglob("*.html")):
        if page.parent.name not in ("five-up", "all-fives"):
            continue
        soup = BeautifulSoup(page.read_text("utf-8"), "html.parser")
        for example in soup.select("div.worked-example:not(.card-example)"):
            where = f"{page.relative_to(html_root)} #{example.get('id')}"
            keyed = {str(span["data-mark"]) for span in example.select("[data-mark]")}
            shown = _shown_marks(html_root, page, example.select("img.worked-example-diagram"))
            assert keyed & {"placed", "spinner"} == shown, where
            # A branching double's arms are keyed where one is drawn.
            assert ("arms" in keyed) == ("spinner" in shown), where
            if language == "en":
                # The descriptions name a double's chain sides: the key says which is which.
                named = "chain side" in example.get_text()
                assert ("sides" in keyed) == named, where
            checked += 1
        for walkthrough in soup.select("section.round-walkthrough"):
            keys = walkthrough.select(
                ".round-walkthrough-legend > span:not(.worked-example-legend-separator)"
            )
            shown = _shown_marks(html_root, page, walkthrough.select("img"))
            # The two keys every drawing needs and the tiles' names, one per mark shown,
            # the arms' name with a spinner, the sides' name with any double placed.
            placed = [str(t["data-move"]).split(" ")[0] for t in walkthrough.select("[data-move]")]
            doubled = any(re.fullmatch(r"\[(\d)\|\1\]", tile) for tile in placed)
            expected = 3 + len(shown) + ("spinner" in shown) + doubled
            assert len(keys) == expected, page.relative_to(html_root)
            checked += 1
    assert checked > 20, checked
