"""What ``play --json`` and ``simulate --json`` print stays byte for byte the same.

``golden/match-outputs.json`` was written by the engine before its layout
was rewritten: for each game and player count, the SHA-256 of the records of
20 seeded matches printed one after another, and the tally of 20 more. A
change to the rules, to the order moves are offered in (which the seeded
tie-breaks depend on) or to the JSON shows up here as a different digest.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from engine.cli import main

GOLDEN = json.loads((Path(__file__).parent / "golden" / "match-outputs.json").read_text())

CASES = [(game, players) for game in ("five-up", "all-fives") for players in ("2", "3", "4")]


def printed(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    assert main(argv) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize(("game", "players"), CASES, ids=[f"{g}-{p}" for g, p in CASES])
def test_play_prints_the_same_records(
    capsys: pytest.CaptureFixture[str], game: str, players: str
) -> None:
    records = "".join(
        printed(capsys, ["play", game, "--players", players, "--seed", str(seed), "--json"])
        for seed in range(20)
    )
    digest = hashlib.sha256(records.encode()).hexdigest()
    assert digest == GOLDEN[f"{game} {players} play --json seeds 0-19 sha256"]


@pytest.mark.parametrize(("game", "players"), CASES, ids=[f"{g}-{p}" for g, p in CASES])
def test_simulate_prints_the_same_tally(
    capsys: pytest.CaptureFixture[str], game: str, players: str
) -> None:
    argv = ["simulate", game, "--players", players, "--matches", "20", "--seed", "100"]
    tally = json.loads(printed(capsys, [*argv, "--jobs", "1", "--json"]))
    assert tally == GOLDEN[f"{game} {players} simulate --json seed 100 matches 20"]
