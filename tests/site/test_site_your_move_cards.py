"""The "your move" exercises of the Up or Down? trainer, in every language.

Each ``[data-decision]`` element carries the display (``data-display``), the
card taken (``data-card``), the display's points before (``data-before``) and
every legal place for the card with the display's points after
(``data-options``). An outside oracle, written from the rules here and not
from the engine, checks every one: a row the card continues (a one-card row
takes any card; a longer one only a card that keeps its direction), a new row
while there are fewer than three, closing any row for a new one; a row
scores its cards times its cards of the most common colour, a discarded card 1.

The oracle is ``card_oracle``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from bs4 import BeautifulSoup, Tag
from card_oracle import card, every_place, score
from site_build import LANGUAGES

PAGE = "up-or-down/trainer.html"


def exercises(root: Path, language: str) -> list[Tag]:
    soup = BeautifulSoup((root / language / PAGE).read_text(encoding="utf-8"), "html.parser")
    return [tag for tag in soup.select("[data-decision]") if isinstance(tag, Tag)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_exercise_offers_every_legal_place_with_the_displays_points(
    html_root: Path, language: str
) -> None:
    found = exercises(html_root, language)
    assert len(found) >= 10, f"{language}: {len(found)} exercises"
    difficulty = []
    for element in found:
        where = f"{language} exercise {element['data-decision']}"
        assert element["data-game"] == "up-or-down", where
        display = json.loads(str(element["data-display"]))
        taken = str(element["data-card"])
        rows = [[card(c) for c in row] for row in display["rows"]]
        assert int(str(element["data-before"])) == score(rows, len(display["discard_pile"]))
        options = json.loads(str(element["data-options"]))
        points = {o["move"]: o["points"] for o in options}
        assert len(points) == len(options), f"{where}: a place listed twice"
        assert points == every_place(display, taken), where
        assert len(set(points.values())) > 1, f"{where}: the choice matters"
        difficulty.append(len(options))

        said = json.loads(str(element["data-say"]))[taken]
        places = [str(b["data-place"]) for b in element.select(".decision-place")]
        # Every row, a new row and closing each row is a button; the ones the rules refuse say why.
        assert set(places) == set(points) | {f"row {i}" for i in range(len(rows))} | {"new row"}
        for place in places:
            if place in points:
                assert str(points[place]) in said[place], (where, place)
            else:
                assert str(card(taken)[0]) in said[place], f"{where}: {place} names the card"
    assert difficulty == sorted(difficulty), f"{language}: harder as you go down"


def test_the_same_exercises_and_points_in_every_language(html_root: Path) -> None:
    def data(language: str) -> list[tuple[str, str, str]]:
        return [
            (str(e["data-display"]), str(e["data-card"]), str(e["data-options"]))
            for e in exercises(html_root, language)
        ]

    english = data("en")
    for language in LANGUAGES:
        assert data(language) == english, language
