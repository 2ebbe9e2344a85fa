"""``python -m engine play``: exact JSON against committed golden records.

The golden files are the command's stdout, byte for byte. Regenerate them
only on purpose, after a deliberate rules or format change:
``python tests/engine/test_play_command.py --regenerate``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.cli import main

GOLDEN = Path(__file__).parent / "golden"

#: (game, players, seed, why this one)
RECORDS = [
    ("all-fives", 3, 7, "the interfaces example's arguments"),
    ("all-fives", 3, 100, "a blocked round split in halves"),
    ("all-fives", 2, 1, "two players, target 250"),
    ("all-fives", 4, 2, "pairs"),
    ("five-up", 2, 24, "a short Five Up match"),
    ("five-up", 2, 67, "61 reached but tied or settled away: extra rounds"),
    ("five-up", 3, 52, "three players"),
    ("five-up", 4, 167, "pairs"),
]


def golden_path(game: str, players: int, seed: int) -> Path:
    return GOLDEN / f"play-{game}-{players}-seed-{seed}.json"


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(argv)
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize(("game", "players", "seed", "why"), RECORDS)
def test_play_json_matches_the_golden_record(
    game: str, players: int, seed: int, why: str, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["play", game, "--players", str(players), "--seed", str(seed), "--json"]
    status, out, err = run(argv, capsys)
    assert (status, err) == (0, "")
    assert out == golden_path(game, players, seed).read_text(encoding="utf-8")


def numbers(record: dict[str, Any]) -> list[Any]:
    found = list(record["scores"])
    for round_ in record["rounds"]:
        found += round_["settlement"] + round_["scores"]
        found += [turn["points"] for turn in round_["turns"]]
    return found


@pytest.mark.parametrize(("game", "players", "seed", "why"), RECORDS)
def test_play_json_follows_the_contract(game: str, players: int, seed: int, why: str) -> None:
    record = json.loads(golden_path(game, players, seed).read_text(encoding="utf-8"))
    assert list(record) == [
        "game",
        "players",
        "seed",
        "teams",
        "target",
        "rounds",
        "winners",
        "scores",
    ]
    assert (record["game"], record["players"], record["seed"]) == (game, players, seed)
    assert record["target"] == {"five-up": 305, "all-fives": 250 if players == 2 else 200}[game]
    keys = [
        "number",
        "opener",
        "hands",
        "boneyard",
        "turns",
        "end",
        "out",
        "remaining",
        "settlement",
        "scores",
    ]
    for round_ in record["rounds"]:
        assert list(round_) == keys
        assert round_["end"] in ("domino", "blocked", "target")
        assert (round_["out"] is None) == (round_["end"] != "domino")
        for turn in round_["turns"]:
            assert list(turn) == ["seat", "drawn", "move", "end_sum", "points"]
            assert (turn["move"] is None) == (turn["end_sum"] is None)
    # Raw points: integers, except exact halves from an All Fives split.
    for value in numbers(record):
        assert isinstance(value, int) or (isinstance(value, float) and value % 1 == 0.5)


def test_the_golden_records_include_a_half_point_and_extra_rounds() -> None:
    split = json.loads(golden_path("all-fives", 3, 100).read_text(encoding="utf-8"))
    assert any(isinstance(v, float) for v in numbers(split))
    extra = json.loads(golden_path("five-up", 2, 67).read_text(encoding="utf-8"))
    assert any(max(r["scores"]) >= 305 for r in extra["rounds"][:-1])


def test_play_text_is_a_readable_record(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(["play", "all-fives", "--players", "4", "--seed", "2"], capsys)
    record = json.loads(golden_path("all-fives", 4, 2).read_text(encoding="utf-8"))
    assert (status, err) == (0, "")
    assert out.startswith("All Fives, 4 players, seed 2: first to 200 raw points\n")
    assert "greedily" in out
    assert out.count("\nRound ") == len(record["rounds"])
    winners = " and ".join(
        "pair " + "+".join(map(str, record["teams"][i])) for i in record["winners"]
    )
    assert f"\nWinner: {winners} (" in out


@pytest.mark.parametrize(
    ("argv", "reason"),
    [
        (["play", "five-up", "--players", "5", "--seed", "1"], "--players"),
        (["play", "five-up", "--players", "1", "--seed", "1"], "--players"),
        (["play", "five-up", "--players", "two", "--seed", "1"], "--players"),
        (["play", "five-up", "--players", "2", "--seed", "x"], "--seed"),
        (["play", "five-up", "--players", "2", "--seed", "-3"], "--seed"),
        (["play", "five-up", "--players", "2"], "--seed"),
        (["play", "muggins", "--players", "2", "--seed", "1"], "unknown game"),
    ],
)
def test_bad_play_input_exits_2_with_one_line(
    argv: list[str], reason: str, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err = run(argv, capsys)
    assert (status, out) == (2, "")
    assert err.count("\n") == 1 and err.startswith("error: ") and reason in err


def regenerate() -> None:
    import contextlib
    import io

    for game, players, seed, _ in RECORDS:
        buffer = io.StringIO()
        with contextlib.redirect_stdout(buffer):
            main(["play", game, "--players", str(players), "--seed", str(seed), "--json"])
        golden_path(game, players, seed).write_text(buffer.getvalue(), encoding="utf-8")


if __name__ == "__main__" and sys.argv[1:] == ["--regenerate"]:
    regenerate()
