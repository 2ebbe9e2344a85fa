"""``python -m engine simulate``: the sum of the ``play`` records it stands for.

Every figure is recomputed here from the ``play --json`` records of matches
``seed`` … ``seed + M - 1``, read as an outside script would read them, so
the check does not share code with ``engine.simulation``.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from engine.cli import main

#: (game, players, seed, matches): both games, every player count.
RUNS = [
    ("five-up", 2, 24, 6),
    ("five-up", 3, 0, 4),
    ("five-up", 4, 167, 3),
    ("all-fives", 2, 1, 6),
    ("all-fives", 3, 11, 25),
    ("all-fives", 4, 2, 4),
]

#: The fields ``docs/contracts/interfaces.md`` promises; the command may add more.
CONTRACT = [
    "game", "players", "seed", "matches", "rounds", "blocked_rounds", "placements",
    "scoring_placements", "points", "opening_scores", "team_wins", "first_opener_wins",
    "rounds_per_match",
]  # fmt: skip


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(argv)
    out, err = capsys.readouterr()
    return status, out, err


def play(game: str, players: int, seed: int, capsys: pytest.CaptureFixture[str]) -> Any:
    argv = ["play", game, "--players", str(players), "--seed", str(seed), "--json"]
    status, out, err = run(argv, capsys)
    assert (status, err) == (0, "")
    return json.loads(out)


def added_up(records: list[Any]) -> dict[str, Any]:
    """The contract's figures, straight from the definitions in ``docs/contracts/interfaces.md``."""
    first = records[0]
    rounds = [r for record in records for r in record["rounds"]]
    turns = [t for r in rounds for t in r["turns"]]
    placements = [t for t in turns if t["move"] is not None]
    scoring = [t for t in placements if t["points"] > 0]
    team_wins = [0] * len(first["teams"])
    first_opener_wins = 0
    for record in records:
        for team in record["winners"]:
            team_wins[team] += 1
        opener = record["rounds"][0]["opener"]
        opener_team = next(i for i, seats in enumerate(record["teams"]) if opener in seats)
        first_opener_wins += opener_team in record["winners"]
    points = Counter(str(t["points"]) for t in scoring)
    lengths = Counter(str(len(record["rounds"])) for record in records)
    return {
        "game": first["game"],
        "players": first["players"],
        "seed": first["seed"],
        "matches": len(records),
        "rounds": len(rounds),
        "blocked_rounds": sum(r["end"] == "blocked" for r in rounds),
        "placements": len(placements),
        "scoring_placements": len(scoring),
        "points": dict(sorted(points.items(), key=lambda kv: int(kv[0]))),
        "opening_scores": sum(r["turns"][0]["points"] > 0 for r in rounds),
        "team_wins": team_wins,
        "first_opener_wins": first_opener_wins,
        "rounds_per_match": dict(sorted(lengths.items(), key=lambda kv: int(kv[0]))),
    }


@pytest.mark.parametrize(("game", "players", "seed", "matches"), RUNS)
def test_simulate_adds_up_the_play_records(
    game: str, players: int, seed: int, matches: int, capsys: pytest.CaptureFixture[str]
) -> None:
    records = [play(game, players, seed + i, capsys) for i in range(matches)]
    argv = ["simulate", game, "--players", str(players), "--matches", str(matches)]
    status, out, err = run([*argv, "--seed", str(seed), "--jobs", "1", "--json"], capsys)
    assert (status, err) == (0, "")
    result = json.loads(out)
    assert {name: result[name] for name in CONTRACT} == added_up(records)
    assert list(result)[: len(CONTRACT)] == CONTRACT
    # The extras add up too.
    turns = [t for record in records for r in record["rounds"] for t in r["turns"]]
    assert result["turns"] == len(turns)
    assert result["passes"] == sum(t["move"] is None for t in turns)
    assert result["tiles_drawn"] == sum(len(t["drawn"]) for t in turns)
    ends = Counter(r["end"] for record in records for r in record["rounds"])
    assert result["round_ends"] == dict(sorted(ends.items()))


def test_the_interfaces_example_is_what_simulate_prints(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "all-fives", "--players", "3", "--matches", "25", "--seed", "11", "--json"]
    status, out, _ = run(argv, capsys)
    assert status == 0
    result = json.loads(out)
    assert {name: result[name] for name in CONTRACT} == {
        "game": "all-fives", "players": 3, "seed": 11, "matches": 25,
        "rounds": 125,
        "blocked_rounds": 12,
        "placements": 2367,
        "scoring_placements": 941,
        "points": {"5": 303, "10": 377, "15": 168, "20": 71, "25": 17, "30": 5},
        "opening_scores": 97,
        "team_wins": [10, 8, 7],
        "first_opener_wins": 10,
        "rounds_per_match": {"3": 1, "4": 7, "5": 9, "6": 7, "7": 1},
    }  # fmt: skip


@pytest.mark.parametrize("json_flag", [["--json"], []])
def test_every_number_of_jobs_prints_the_same_bytes(
    json_flag: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["simulate", "five-up", "--players", "3", "--matches", "40", "--seed", "5", *json_flag]
    outputs = {jobs: run([*argv, "--jobs", jobs], capsys) for jobs in ("1", "2", "3")}
    assert outputs["1"][0] == 0 and outputs["1"][2] == ""
    assert outputs["1"] == outputs["2"] == outputs["3"]


def test_no_progress_bar_when_stderr_is_not_a_terminal(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "all-fives", "--players", "2", "--matches", "3", "--seed", "1"]
    status, out, err = run(argv, capsys)
    assert (status, err) == (0, "")
    assert out.startswith("all-fives, 2 players, 3 matches (seeds 1 to 3)\n")


@pytest.mark.parametrize(
    "bad",
    [
        ["--matches", "0"],
        ["--matches", "-3"],
        ["--matches", "1000001"],
        ["--matches", "9" * 5000],
        ["--matches", "\uff12"],  # fullwidth 2
        ["--matches", "\u00b2"],  # superscript 2
        ["--jobs", "0"],
        ["--jobs", "\u0662"],  # Arabic-Indic 2
        ["--match", "3"],  # a prefix is not the flag
        ["--players", "5"],
    ],
)
def test_bad_arguments_exit_2_with_one_line(
    bad: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    argv = {"--players": "2", "--matches": "3", "--seed": "1"}
    flag, value = bad
    argv.pop(flag, None)
    if flag == "--match":
        argv.pop("--matches")
    args = ["simulate", "five-up", *[x for kv in argv.items() for x in kv], flag, value]
    status, out, err = run(args, capsys)
    assert (status, out) == (2, "")
    assert len(err.splitlines()) == 1 and err.startswith("error: ")
