"""The teach pages' whole rounds: replayed through the engine's own checks, in every language.

Each walkthrough carries its round as ``data-round`` in the ``play --json``
shape. These tests rebuild the deal from it and replay every turn with
``engine.Layout.push`` (which refuses an illegal placement), checking the
draws against the boneyard, the must-play rule, the points, the end, the
settlement and the scores, and that the seeded round is the command line's.
"""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from bs4 import BeautifulSoup, Tag
from card_oracle import card, neighbours, place, places, score
from domino_oracle import every_option
from site_build import LANGUAGES, REPOSITORY

import engine
from engine.cards import Deal as CardDeal
from engine.cards import Game, parse_cards
from engine.match import teams_for
from engine.round import Deal
from engine.settlement import settle

DOMINO_PAGES = {"five-up": "five-up/teach.html", "all-fives": "all-fives/teach.html"}
CARD_PAGE = "up-or-down/teach.html"


def walkthroughs(root: Path, language: str, page: str) -> list[Tag]:
    soup = BeautifulSoup((root / language / page).read_text(encoding="utf-8"), "html.parser")
    return [tag for tag in soup.select("section.round-walkthrough") if isinstance(tag, Tag)]


def the_walkthrough(root: Path, language: str, page: str) -> Tag:
    found = walkthroughs(root, language, page)
    assert len(found) == 1, f"{language}/{page}: {len(found)} walkthroughs"
    return found[0]


def number(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else float(value)


def replay_domino_round(game: str, players: int, data: dict[str, Any]) -> None:
    """Replay a ``rounds[i]`` record move by move; fail on the first rule it breaks."""
    rules = engine.find_rules(game)
    deal = Deal.parse(
        [" ".join(h) for h in data["hands"]], " ".join(data["boneyard"]), data["opener"]
    )
    assert deal.players == players
    hands = [list(hand) for hand in deal.hands]
    boneyard = list(deal.boneyard)
    layout = engine.Layout(rules)
    teams = teams_for(players)
    team_of = {seat: i for i, team in enumerate(teams) for seat in team}
    scores = [Fraction(0)] * len(teams)
    seat = deal.opener
    out = None
    for index, turn in enumerate(data["turns"], 1):
        where = f"turn {index}"
        assert out is None, f"{where}: the round went on after a player went out"
        assert turn["seat"] == seat, f"{where}: seat {turn['seat']} played out of turn"
        drawn = [engine.Tile.parse(t) for t in turn["drawn"]]
        if drawn:
            assert not any(map(layout.can_play, hands[seat])), f"{where}: drew while able to play"
            assert drawn == boneyard[: len(drawn)], f"{where}: not the boneyard's next tiles"
            assert not any(map(layout.can_play, drawn[:-1])), f"{where}: drew past a playable tile"
            del boneyard[: len(drawn)]
            hands[seat].extend(drawn)
        if turn["move"] is None:
            assert not boneyard and not any(map(layout.can_play, hands[seat])), f"{where}: passed"
            assert turn["points"] == 0 and turn["end_sum"] is None
        else:
            move = engine.Move.parse(turn["move"])
            assert move.tile in hands[seat], f"{where}: {move.tile} is not in the hand"
            if drawn:
                assert move.tile == drawn[-1], f"{where}: the drawn tile must be placed at once"
            placement = layout.push(move)
            hands[seat].remove(move.tile)
            assert (placement.end_sum, placement.points) == (turn["end_sum"], turn["points"]), where
            scores[team_of[seat]] += placement.points
            if not hands[seat]:
                out = seat
        seat = (seat + 1) % players
    if out is None:
        assert not boneyard, "the round stopped with tiles left to draw"
        assert not any(layout.can_play(t) for hand in hands for t in hand), "not blocked"
        assert (data["end"], data["out"]) == ("blocked", None)
    else:
        assert (data["end"], data["out"]) == ("domino", out)
    assert data["remaining"] == [[str(t) for t in sorted(hand)] for hand in hands]
    pips = [sum(t.pips for t in hand) for hand in hands]
    settlement = settle(rules, pips, teams, out)
    assert data["settlement"] == [number(p) for p in settlement]
    assert data["scores"] == [number(s + p) for s, p in zip(scores, settlement, strict=True)]


@pytest.mark.parametrize("game", sorted(DOMINO_PAGES))
@pytest.mark.parametrize("language", LANGUAGES)
def test_each_turn_shows_the_hand_and_every_placement_it_had(
    html_root: Path, language: str, game: str
) -> None:
    """``data-hand``: the mover's tiles before the turn; ``data-options``: every legal
    placement of the hand after any draw with its raw points (none on a pass); the
    placement made scores the most, as the turn's sentence says."""
    section = the_walkthrough(html_root, language, DOMINO_PAGES[game])
    data = json.loads(str(section["data-round"]))
    rules = engine.find_rules(game)
    hands = [[engine.Tile.parse(t) for t in hand] for hand in data["hands"]]
    layout = engine.Layout(rules)
    elements = section.select("[data-turn]")
    for element, turn in zip(elements, data["turns"], strict=True):
        where = f"{language} {game} turn {element['data-turn']}"
        hand = hands[turn["seat"]]
        assert json.loads(str(element["data-hand"])) == [str(t) for t in hand], where
        hand.extend(engine.Tile.parse(t) for t in turn["drawn"])
        options = json.loads(str(element["data-options"]))
        assert {o["move"]: o["points"] for o in options} == every_option(layout, hand), where
        assert len({o["move"] for o in options}) == len(options), where
        if turn["move"] is None:
            assert options == [], where
            continue
        chosen = {o["move"]: o["points"] for o in options}[turn["move"]]
        assert chosen == max(o["points"] for o in options) == turn["points"], where
        assert str(element.select_one("p").get_text()).count("[") == len(
            json.loads(str(element["data-hand"]))
        ), f"{where}: the first sentence names the hand"
        layout.push(engine.Move.parse(turn["move"]))
        hand.remove(engine.Move.parse(turn["move"]).tile)


@pytest.mark.parametrize("game", sorted(DOMINO_PAGES))
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_round_replays_through_the_engine(html_root: Path, language: str, game: str) -> None:
    section = the_walkthrough(html_root, language, DOMINO_PAGES[game])
    assert section["data-game"] == game
    data = json.loads(str(section["data-round"]))
    assert set(data) >= {
        "hands",
        "boneyard",
        "opener",
        "turns",
        "end",
        "out",
        "remaining",
        "settlement",
        "scores",
    }
    replay_domino_round(game, int(str(section["data-players"])), data)
    turns = section.select("[data-turn]")
    assert [int(str(t["data-turn"])) for t in turns] == list(range(1, len(data["turns"]) + 1))


@pytest.mark.parametrize("game", sorted(DOMINO_PAGES))
def test_each_teach_round_draws_plays_on_an_arm_and_lasts_eight_turns(
    html_root: Path, game: str
) -> None:
    data = json.loads(str(the_walkthrough(html_root, "en", DOMINO_PAGES[game])["data-round"]))
    assert len(data["turns"]) >= 8
    assert any(turn["drawn"] for turn in data["turns"])
    assert any(
        turn["move"] and turn["move"].endswith((" arm-A", " arm-B")) for turn in data["turns"]
    )


@pytest.mark.parametrize("game", sorted(DOMINO_PAGES))
def test_the_seeded_round_is_the_first_round_of_play_json(html_root: Path, game: str) -> None:
    section = the_walkthrough(html_root, "en", DOMINO_PAGES[game])
    players, seed = str(section["data-players"]), str(section["data-seed"])
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "engine",
            "play",
            game,
            "--players",
            players,
            "--seed",
            seed,
            "--json",
        ],
        capture_output=True,
        text=True,
        check=True,
        cwd=REPOSITORY,
    )
    assert json.loads(result.stdout)["rounds"][0] == json.loads(str(section["data-round"]))


@pytest.mark.parametrize("page", [*DOMINO_PAGES.values(), CARD_PAGE])
def test_the_same_round_in_every_language(html_root: Path, page: str) -> None:
    records = {
        language: (
            str(the_walkthrough(html_root, language, page)["data-round"]),
            len(the_walkthrough(html_root, language, page).select("[data-turn]")),
        )
        for language in LANGUAGES
    }
    assert len(set(records.values())) == 1, records


def test_a_replay_catches_a_wrong_score() -> None:
    """The replay is a real check: one changed number in a record fails it."""
    section_data = {
        "hands": [["[1|4]", "[2|3]"], ["[4|6]", "[0|0]"]],
        "boneyard": ["[3|3]", "[1|6]"],
        "opener": 0,
        "turns": [
            {"seat": 0, "drawn": [], "move": "[1|4]", "end_sum": 5, "points": 5},
            {"seat": 1, "drawn": [], "move": "[4|6] on [1|4] high", "end_sum": 7, "points": 0},
        ],
    }
    with pytest.raises(AssertionError):
        bad = json.loads(json.dumps(section_data))
        bad["turns"][1]["points"] = 5
        replay_domino_round(
            "five-up",
            2,
            {**bad, "end": "blocked", "out": None, "remaining": [], "settlement": [], "scores": []},
        )


def test_the_card_game_replays_through_the_card_engine(html_root: Path) -> None:
    for language in LANGUAGES:
        section = the_walkthrough(html_root, language, CARD_PAGE)
        assert section["data-game"] == "up-or-down"
        data = json.loads(str(section["data-round"]))
        deal = data["deal"]
        game = Game(
            CardDeal(
                hands=tuple(parse_cards(",".join(hand)) for hand in deal["hands"]),
                circle=parse_cards(",".join(deal["circle"])),
                face_down=parse_cards(",".join(deal["face_down"])),
                face_up=parse_cards(",".join(deal["face_up"])),
            )
        )
        for turn in data["turns"]:
            assert game.push(turn["turn"]).to_json() == turn
        choices = {turn["choice"].split()[0] for turn in data["turns"]}
        assert {"new", "row", "close"} <= choices, choices
        # Both piles drawn from; once they are empty, nothing (the game's last turns).
        assert {turn["draw"] for turn in data["turns"]} == {"face-up", "face-down", None}
        steps = section.select("[data-turn]")
        assert [int(str(t["data-turn"])) for t in steps] == list(range(1, len(data["turns"]) + 1))


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_card_turn_shows_the_hand_and_every_choice_and_the_game_ends_scored(
    html_root: Path, language: str
) -> None:
    """The Up or Down? game replayed by the rules' oracle, not the engine.

    Every turn's ``data-hand`` is the mover's hand, its ``data-options`` every
    legal choice (hand card, neighbour, place) with the display's points
    after, the choice taken scores the most, and the game is shown to its end
    with each display scored and the winners.
    """
    section = the_walkthrough(html_root, language, CARD_PAGE)
    data = json.loads(str(section["data-round"]))
    deal = data["deal"]
    hands = [[card(c) for c in hand] for hand in deal["hands"]]
    circle = [card(c) for c in deal["circle"]]
    piles = {"face-down": [card(c) for c in deal["face_down"]]}
    piles["face-up"] = [card(c) for c in deal["face_up"]]
    displays: list[tuple[list[list[tuple[int, str]]], int]] = [([], 0) for _ in hands]
    elements = section.select("[data-turn]")
    assert len(elements) == len(data["turns"])
    for element, turn in zip(elements, data["turns"], strict=True):
        where = f"{language} turn {element['data-turn']}"
        seat = turn["seat"]
        hand = hands[seat]
        assert [card(c) for c in json.loads(str(element["data-hand"]))] == hand, where
        rows, discards = displays[seat]
        expected = {
            f"play {played[0]}, take {taken[0]}, {spot}": points
            for played in hand
            for taken in neighbours(circle, played)
            for spot, points in places(rows, discards, taken).items()
        }
        listed = json.loads(str(element["data-options"]))
        options = {option["move"]: option["points"] for option in listed}
        assert len(options) == len(listed) and options == expected, where
        chosen = turn["turn"].split(", draw")[0]
        assert options[chosen] == max(options.values()), f"{where}: the greedy choice"
        played, taken = card(turn["play"]), card(turn["take"])
        hand.remove(played)
        circle = [c for c in [*circle, played] if c != taken]
        displays[seat] = place(rows, discards, taken, turn["choice"])
        if turn["draw"] is not None:
            drawn = piles[turn["draw"]].pop(0)
            assert card(turn["drawn"]) == drawn, where
            hand.append(drawn)
        else:
            assert not piles["face-down"] and not piles["face-up"], where
    assert not any(hands), f"{language}: the game is played to its end"
    totals = [score(rows, discards) for rows, discards in displays]
    assert [s["total"] for s in data["scores"]] == totals
    assert data["winners"] == [seat for seat, t in enumerate(totals) if t == max(totals)]
    end = section.select_one(".round-walkthrough-end")
    assert end is not None
    assert len(end.select("p")) == 2 + 2 * len(hands), f"{language}: each display scored"
    assert len(end.select("img")) == len(hands), f"{language}: each display drawn"


@pytest.mark.parametrize("game", sorted(DOMINO_PAGES))
@pytest.mark.parametrize("language", LANGUAGES)
def test_each_turns_drawing_is_described_whole_for_a_screen_reader(
    html_root: Path, language: str, game: str
) -> None:
    """The alt text of a turn's drawing names every tile on the table, not only the sum."""
    section = the_walkthrough(html_root, language, DOMINO_PAGES[game])
    placed: list[str] = []
    for element in section.select("[data-turn]"):
        move = str(element["data-move"])
        if not move:
            continue
        placed.append(move.split()[0])
        image = element.select_one("img")
        assert image is not None
        alt = str(image["alt"]).replace("\xa0", " ")
        missing = [tile for tile in placed if tile not in alt]
        assert not missing, f"{language} {game} turn {element['data-turn']}: {missing}"


@pytest.mark.parametrize("game", sorted(DOMINO_PAGES))
def test_a_turns_sum_names_the_ends_in_the_order_its_drawing_shows_them(
    html_root: Path, game: str
) -> None:
    """Left to right, top to bottom in a column: read from the SVG's red discs, not the engine."""
    import re

    from diagrams.domino import MARKER_FILL

    disc = re.compile(
        rf'<ellipse fill="{MARKER_FILL}"[^>]*cx="([-\d.]+)" cy="([-\d.]+)"[^>]*/>\s*'
        r"<text[^>]*>(\d+)</text>"
    )
    page = html_root / "en" / DOMINO_PAGES[game]
    checked = 0
    for turn in the_walkthrough(html_root, "en", DOMINO_PAGES[game]).select("[data-turn]"):
        sentence = next(
            (p.get_text() for p in turn.select("p") if p.get_text().startswith("Counted")), None
        )
        image = turn.select_one("img")
        if sentence is None or image is None:
            continue
        svg = (page.parent / str(image["src"])).resolve().read_text(encoding="utf-8")
        shown = sorted((float(x), float(y), value) for x, y, value in disc.findall(svg))
        terms = sentence.split(":", 1)[1].split(".")[0].split("=")[0].split("+")
        assert [t.strip() for t in terms] == [value for _x, _y, value in shown], sentence
        checked += 1
    assert checked >= 8, checked


@pytest.mark.parametrize("game", sorted(DOMINO_PAGES))
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_turns_text_and_its_drawings_description_name_the_sum_alike(
    html_root: Path, language: str, game: str
) -> None:
    """The sentence that gives a turn's sum opens its drawing's description word for word."""
    checked = 0
    for turn in the_walkthrough(html_root, language, DOMINO_PAGES[game]).select("[data-turn]"):
        image = turn.select_one("img")
        if image is None:
            continue
        alt = str(image["alt"])
        # The description's first sentence is the sum, then the points: the text has both.
        first = alt.split(". ", 1)[0] + "."
        texts = [p.get_text() for p in turn.select("p")]
        assert any(text.startswith(first) for text in texts), (
            f"{language} {game} turn {turn['data-turn']}: {first!r} not in the text"
        )
        checked += 1
    assert checked >= 8, checked
