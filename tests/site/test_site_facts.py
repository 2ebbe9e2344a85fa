"""The facts box at the top of each game's rules and teaching pages, in every language.

Its numbers (``data-facts``) are checked against other sources than the one
that wrote them: the tiles and cards from the engine's rules and setup, and
the length of a domino match from the statistics page's own figures
(``data-stats``, the JSON that ``simulate`` prints), recomputed here.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from bs4 import BeautifulSoup, Tag
from site_build import LANGUAGES

import engine
from engine import cards

GAMES = ("five-up", "all-fives", "up-or-down")
PAGES = ("rules.html", "teach.html")


def box(root: Path, language: str, game: str, page: str) -> Tag:
    soup = BeautifulSoup((root / language / game / page).read_text(encoding="utf-8"), "html.parser")
    found = soup.select("article aside.facts[data-facts]")
    assert len(found) == 1, f"{language}/{game}/{page}: {len(found)} facts boxes"
    return found[0]


def statistics_page_rounds(root: Path, game: str) -> dict[int, tuple[int, int, int]]:
    """(first quartile, third quartile, placements on average) per player count, from the figures."""
    soup = BeautifulSoup((root / "en" / game / "statistics.html").read_text("utf-8"), "html.parser")
    found = {}
    for figure in soup.select("figure.simulation[data-stats]"):
        stats = json.loads(str(figure["data-stats"]))
        values = sorted(value for value, n in stats["rounds_per_match"].items() for _ in range(n))
        values = [int(v) for v in sorted(values, key=int)]
        q1 = values[(len(values) - 1) // 4]
        q3 = values[(3 * (len(values) - 1) + 3) // 4]
        found[stats["players"]] = (q1, q3, round(stats["placements"] / stats["matches"]))
    return found


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", ["five-up", "all-fives"])
def test_a_domino_facts_box_holds_the_rules_and_the_simulated_length(
    html_root: Path, language: str, game: str
) -> None:
    rules = engine.find_rules(game)
    simulated = statistics_page_rounds(html_root, game)
    assert sorted(simulated) == [2, 3, 4]
    for page in PAGES:
        element = box(html_root, language, game, page)
        data = json.loads(str(element["data-facts"]))
        assert data["players"] == [2, 3, 4]
        for players in (2, 3, 4):
            hand = rules.tiles_per_player(players)
            assert data["setup"][str(players)] == {"hand": hand, "boneyard": 28 - players * hand}
            length = data["length"][str(players)]
            low, high, placements = simulated[players]
            assert (length["rounds"], length["placements"]) == ([low, high], placements)
        # One column per player count; the rows: hand, boneyard, rounds, placements.
        rows = [
            [cell.get_text(strip=True) for cell in row.select("td")]
            for row in element.select(".facts-table tbody tr")
        ]
        expected = [
            [str(data["setup"][str(p)][key]) for p in (2, 3, 4)] for key in ("hand", "boneyard")
        ] + [[str(data["length"][str(p)]["placements"]) for p in (2, 3, 4)]]
        assert [rows[0], rows[1], rows[3]] == expected, (language, game, page)
        for cell, p in zip(rows[2], (2, 3, 4), strict=True):
            low, high = data["length"][str(p)]["rounds"]
            assert cell.replace("\u00a0", "") == f"{low}–{high}", (language, game, page)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_up_or_down_facts_box_holds_the_setup(html_root: Path, language: str) -> None:
    for page in PAGES:
        data = json.loads(str(box(html_root, language, "up-or-down", page)["data-facts"]))
        assert data["players"] == list(cards.PLAYER_COUNTS)
        for players in cards.PLAYER_COUNTS:
            top = cards.highest_number(players)
            assert data["setup"][str(players)] == {
                "in_play": [1, top],
                "hand": cards.HAND_SIZE,
                "circle": cards.CIRCLE_SIZE,
                # Rules: each player takes exactly (N - 6) / P cards.
                "taken": (top - 6) // players,
            }


@pytest.mark.parametrize("game", GAMES)
def test_the_same_facts_in_every_language(html_root: Path, game: str) -> None:
    english = [box(html_root, "en", game, page)["data-facts"] for page in PAGES]
    for language in LANGUAGES:
        assert [box(html_root, language, game, page)["data-facts"] for page in PAGES] == english
