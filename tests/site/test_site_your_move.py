"""The "your move" exercises of the domino trainers, in every language.

Each ``[data-decision]`` element carries the round so far (``data-moves``),
the hand (``data-hand``) and every legal placement of it with its raw points
(``data-options``). These tests replay the moves through the engine's own
checks and compare the options with an outside oracle that tries every tile
at every slot; they also check what each tile at each place says
(``data-say``): a legal placement tells its points, any other that the tile
does not fit there, and a tile that fits nowhere says so.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from bs4 import BeautifulSoup, Tag
from domino_oracle import every_option
from site_build import LANGUAGES

import engine

PAGES = {"five-up": "five-up/trainer.html", "all-fives": "all-fives/trainer.html"}


def exercises(root: Path, language: str, game: str) -> list[Tag]:
    soup = BeautifulSoup((root / language / PAGES[game]).read_text(encoding="utf-8"), "html.parser")
    return [tag for tag in soup.select("[data-decision]") if isinstance(tag, Tag)]


@pytest.mark.parametrize("game", sorted(PAGES))
@pytest.mark.parametrize("language", LANGUAGES)
def test_each_exercise_offers_every_legal_placement_with_its_points(
    html_root: Path, language: str, game: str
) -> None:
    found = exercises(html_root, language, game)
    assert len(found) >= 10, f"{language} {game}: {len(found)} exercises"
    rules = engine.find_rules(game)
    difficulty = []
    for element in found:
        where = f"{language} {game} exercise {element['data-decision']}"
        assert element["data-game"] == game, where
        layout = engine.Layout(rules)
        for move in json.loads(str(element["data-moves"])):
            layout.push(move)  # refuses an illegal move
        assert len(layout) >= 1, where
        hand = [engine.Tile.parse(t) for t in json.loads(str(element["data-hand"]))]
        assert len(set(hand)) == len(hand) and not set(hand) & set(layout.tiles), where
        options = json.loads(str(element["data-options"]))
        points = {o["move"]: o["points"] for o in options}
        assert len(points) == len(options), f"{where}: a placement listed twice"
        assert points == every_option(layout, hand), where
        # The choice matters: some placement scores, and not every one scores the same.
        assert max(points.values()) > 0 and len(set(points.values())) > 1, where
        difficulty.append(len(options))

        said = json.loads(str(element["data-say"]))
        places = [str(b["data-place"]) for b in element.select(".decision-place")]
        open_points = {f"{p.tile} {p.slot}": p.value for p in layout.attachment_points()}
        assert sorted(places) == sorted(open_points), f"{where}: the places are the open ends"
        assert [str(b["data-tile"]) for b in element.select(".decision-tile")] == [
            str(t) for t in hand
        ], where
        for tile in hand:
            outcomes = said[str(tile)]
            for place in places:
                move = f"{tile} on {place}"
                if move in points:
                    assert outcomes[place], where
                else:
                    # Why not: the tile, and the number that end shows.
                    refusal = outcomes[place]
                    assert str(tile) in refusal, f"{where}: {move} names the tile"
                    assert str(open_points[place]) in refusal, f"{where}: {move} says why not"
            fits = any(o.startswith(f"{tile} on ") for o in points)
            assert ("" in outcomes) == (not fits), f"{where}: {tile} fits nowhere"
        assert {o.partition(" on ")[2] for o in points} <= set(places), where
    assert difficulty == sorted(difficulty), f"{language} {game}: harder as you go down"


@pytest.mark.parametrize("game", sorted(PAGES))
def test_the_same_exercises_and_points_in_every_language(html_root: Path, game: str) -> None:
    def data(language: str) -> list[tuple[str, str, str]]:
        return [
            (str(e["data-moves"]), str(e["data-hand"]), str(e["data-options"]))
            for e in exercises(html_root, language, game)
        ]

    english = data("en")
    for language in LANGUAGES:
        assert data(language) == english, language


@pytest.mark.parametrize("game", sorted(PAGES))
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_legal_placement_says_its_points_and_the_best(
    html_root: Path, language: str, game: str
) -> None:
    """What a legal placement says holds its raw points; a best one differs from one that is not."""
    for element in exercises(html_root, language, game):
        options = json.loads(str(element["data-options"]))
        said = json.loads(str(element["data-say"]))
        best = max(o["points"] for o in options)
        verdicts = {True: set(), False: set()}
        for option in options:
            tile, _on, place = option["move"].partition(" on ")
            sentence = said[tile][place]
            assert str(option["points"]) in sentence, (language, option, sentence)
            # The verdict is the first sentence; the rest is the engine's count.
            verdicts[option["points"] == best].add(sentence.split(". ")[0].split(":")[0])
        assert len(verdicts[True]) == 1, (language, verdicts)
        assert not verdicts[True] & verdicts[False], (language, verdicts)
