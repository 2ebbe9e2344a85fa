"""The score pad keeps score exactly as the engine does.

Matches as ``python -m engine play --json`` prints them (its ``main``, run
in this process) are entered into the score pad's own code, run in Node:
every placement that scored as it was made, and every round's end with the
pips left in each hand. After every round each side's total must be the
engine's, and the winners too, for both games and every player count.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

import engine
from engine import maxima
from engine.cli import main
from sphinx_table_games.score_pad import rules_data
from sphinx_table_games.score_pad.directive import pad_texts

RULES_JS = (
    Path(__file__).resolve().parents[2]
    / "sphinx_table_games"
    / "score_pad"
    / "static"
    / "score-pad-rules.js"
)
SEEDS = range(1, 41)  # 2 games x 3 player counts x 40 = 240 matches

REPLAY_JS = """
const pad = require(process.argv[1]);
const input = JSON.parse(require("fs").readFileSync(0, "utf8"));
const out = input.matches.map(m => {
  const rules = input.rules[m.game];
  const log = [];
  const after = [];
  for (const round of m.rounds) {
    for (const turn of round.turns) {
      if (turn.points > 0) log.push({type: "add", seat: turn.seat, points: turn.points});
    }
    if (round.end !== "target") {
      log.push({type: "end", end: round.end, out: round.out, pips: round.pips});
    }
    after.push(pad.replay(rules, m.players, log).scores);
  }
  const state = pad.replay(rules, m.players, log);
  return {after: after, winners: state.winners, error: state.error};
});
process.stdout.write(JSON.stringify(out));
"""


def entered(match: dict[str, Any]) -> dict[str, Any]:
    """What a player types into the pad: the raw points as made, the pips left."""
    for round_ in match["rounds"]:
        round_["pips"] = [
            sum(engine.Tile.parse(t).pips for t in hand) for hand in round_["remaining"]
        ]
    return match


def replay_in_node(
    matches: list[dict[str, Any]], rules: dict[str, Any] | None = None
) -> list[dict[str, Any]]:
    """The pad's totals after each round and its winners, for each match (``rules``: the
    pad's rules per game, the engine's by default)."""
    if rules is None:
        rules = {g: rules_data(engine.find_rules(g)) for g in engine.GAMES}
    result = subprocess.run(
        ["node", "-e", REPLAY_JS, str(RULES_JS)],
        input=json.dumps({"rules": rules, "matches": matches}),
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(result.stdout)


def played(capsys: pytest.CaptureFixture[str], game: str, players: int, seed: int) -> Any:
    """The match ``python -m engine play GAME --players N --seed S --json`` prints."""
    argv = ["play", game, "--players", str(players), "--seed", str(seed), "--json"]
    assert main(argv) == 0
    return json.loads(capsys.readouterr().out)


def test_the_pad_keeps_every_score_of_240_engine_matches(
    capsys: pytest.CaptureFixture[str],
) -> None:
    matches = [
        entered(played(capsys, game, players, seed))
        for game in engine.GAMES
        for players in (2, 3, 4)
        for seed in SEEDS
    ]
    assert len(matches) >= 200
    assert {m["game"] for m in matches} == set(engine.GAMES)
    assert any(r["end"] == "target" for m in matches for r in m["rounds"])  # a win mid-round
    for match, pad in zip(matches, replay_in_node(matches), strict=True):
        where = f"{match['game']} {match['players']} players seed {match['seed']}"
        assert pad["error"] is None, where
        assert pad["after"] == [r["scores"] for r in match["rounds"]], where
        assert pad["winners"] == match["winners"], where


def test_a_wrong_rule_in_the_pad_is_caught(capsys: pytest.CaptureFixture[str]) -> None:
    """The replay notices a pad that settled Five Up the All Fives way."""
    match = entered(played(capsys, "five-up", 2, 1))
    wrong = {**rules_data(engine.FIVE_UP), "settlement": "award-to-winner"}
    (pad,) = replay_in_node([match], {"five-up": wrong})
    assert pad["after"] != [r["scores"] for r in match["rounds"]]


@pytest.mark.parametrize(
    ("game", "text", "points"),
    [
        ("five-up", "5", 5),
        ("five-up", "75", 75),
        ("five-up", "80", "most"),
        ("all-fives", "35", 35),
        ("all-fives", "40", "most"),
        ("all-fives", "999995", "most"),
        ("five-up", " 10 ", 10),
        ("five-up", "0", "points"),
        ("five-up", "7", "points"),
        ("five-up", "-5", "points"),
        ("five-up", "\u0665", "points"),
        ("five-up", "5e1", "points"),
        ("five-up", "", "points"),
        ("five-up", "9" * 60, "points"),
    ],
)
def test_raw_points_are_a_positive_multiple_of_five_up_to_the_games_most(
    game: str, text: str, points: int | str
) -> None:
    rules = rules_data(engine.find_rules(game))
    script = (
        f"const p = require({json.dumps(str(RULES_JS))});"
        f"process.stdout.write(JSON.stringify(p.readPoints({json.dumps(text)}, {json.dumps(rules)})))"
    )
    read = json.loads(
        subprocess.run(["node", "-e", script], capture_output=True, text=True, check=True).stdout
    )
    assert read == ({"points": points} if isinstance(points, int) else {"error": points})


def test_the_most_a_placement_scores_is_the_engines_proven_largest() -> None:
    """75 for Five Up and 35 for All Fives (rules section 2), read from the search, not typed here."""
    assert rules_data(engine.FIVE_UP)["most_points"] == maxima.largest_award(engine.FIVE_UP).points
    assert (
        rules_data(engine.ALL_FIVES)["most_points"] == maxima.largest_award(engine.ALL_FIVES).points
    )
    assert {rules_data(r)["most_points"] for r in (engine.FIVE_UP, engine.ALL_FIVES)} == {75, 35}


def test_a_stored_log_longer_than_any_match_is_refused_at_once() -> None:
    script = (
        f"const p = require({json.dumps(str(RULES_JS))});"
        f"const rules = {json.dumps(rules_data(engine.FIVE_UP))};"
        "const log = Array(p.MOST_ENTRIES + 1).fill({type: 'add', seat: 0, points: 5});"
        "const s = p.replay(rules, 2, log);"
        "process.stdout.write(JSON.stringify({error: s.error, scores: s.scores}))"
    )
    out = subprocess.run(["node", "-e", script], capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == {"error": "entry", "scores": [0, 0]}


@pytest.mark.parametrize(
    "entry",
    [
        {"type": "add", "seat": 0, "points": "constructor"},
        {"type": "add", "seat": 5, "points": 10},
        {"type": "add", "seat": 0, "points": 7},
        {"type": "add", "seat": 0, "points": 80},
        {"type": "end", "end": "domino", "out": None, "pips": [0, 3]},
        {"type": "end", "end": "blocked", "out": None, "pips": [0, "3"]},
        {"type": "__proto__"},
        None,
    ],
)
def test_a_damaged_entry_stops_the_replay(entry: Any) -> None:
    """A log read back from storage is checked entry by entry, never added up blindly."""
    script = (
        f"const p = require({json.dumps(str(RULES_JS))});"
        f"const rules = {json.dumps(rules_data(engine.FIVE_UP))};"
        f"const log = [{{type: 'add', seat: 0, points: 10}}, {json.dumps(entry)}];"
        "const s = p.replay(rules, 2, log);"
        "process.stdout.write(JSON.stringify({error: s.error, scores: s.scores}))"
    )
    out = subprocess.run(["node", "-e", script], capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == {"error": "entry", "scores": [10, 0]}


def test_each_pad_carries_only_the_words_its_own_game_can_show() -> None:
    """Five Up's pad has the score sheet and the tie at the top; All Fives' the win mid-round."""
    five_up = set(pad_texts(str, engine.FIVE_UP))
    all_fives = set(pad_texts(str, engine.ALL_FIVES))
    assert five_up - all_fives == {"target-displayed", "displayed", "tie"}
    assert all_fives - five_up == {"target", "won-mid-round"}
