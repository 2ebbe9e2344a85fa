"""The "your move" exercises of the Up or Down? trainer, in every language.

Each ``[data-decision]`` element carries the display (``data-display``), the
card taken (``data-card``), the display's points before (``data-before``) and
every legal place for the card with the display's points after
(``data-options``). An outside oracle, written from the rules here and not
from the engine, checks every one: a row the card continues (a one-card row
takes any card; a longer one only a card that keeps its direction), a new row
while there are fewer than three, closing any row for a new one; a row
scores its cards times its cards of the most common colour, a discarded card 1.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from bs4 import BeautifulSoup, Tag
from site_build import LANGUAGES

PAGE = "up-or-down/trainer.html"


def card(text: str) -> tuple[int, str]:
    number, _, colour = text.partition(":")
    return int(number), colour


def score(rows: list[list[tuple[int, str]]], discards: int) -> int:
    total = discards
    for row in rows:
        total += len(row) * max(Counter(colour for _n, colour in row).values())
    return total


def continues(row: list[tuple[int, str]], number: int) -> bool:
    if len(row) < 2:
        return True
    rising = row[1][0] > row[0][0]
    return number > row[-1][0] if rising else number < row[-1][0]


def every_place(display: dict[str, list[list[str]] | list[str]], taken: str) -> dict[str, int]:
    rows = [[card(c) for c in row] for row in display["rows"]]
    discards = len(display["discard_pile"])
    new = card(taken)
    found = {}
    for i, row in enumerate(rows):
        if continues(row, new[0]):
            found[f"row {i}"] = score([*rows[:i], [*row, new], *rows[i + 1 :]], discards)
    if len(rows) < 3:
        found["new row"] = score([*rows, [new]], discards)
    for i, row in enumerate(rows):
        found[f"close row {i}"] = score([*rows[:i], [new], *rows[i + 1 :]], discards + len(row))
    return found


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
