"""The command line under faults that are not bad input: Ctrl-C, a full disk, a huge argument.

Each ends in one line on stderr and no traceback: Ctrl-C within a second with
exit status 130 (as shells report an interrupt), a full disk with 1, and an
error quotes at most a short excerpt of what was typed.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from interrupting import interrupt

REPOSITORY = Path(__file__).resolve().parents[2]


def engine(*arguments: str, **options: object) -> subprocess.Popen[str]:
    settings: dict[str, object] = {"stdout": subprocess.PIPE, **options}
    return subprocess.Popen(  # type: ignore[call-overload, no-any-return]
        [sys.executable, "-m", "engine", *arguments],
        cwd=REPOSITORY,
        stderr=subprocess.PIPE,
        text=True,
        **settings,
    )


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_stops_simulate_within_a_second_with_one_line(jobs: str) -> None:
    arguments = ["simulate", "all-fives", "--players", "3", "--matches", "1000000", "--seed", "1"]
    seconds, status, err = interrupt(
        [sys.executable, "-m", "engine", *arguments, "--jobs", jobs], after=2.5, cwd=REPOSITORY
    )
    assert seconds < 1.0
    assert status == 130
    assert err.strip().splitlines() == ["interrupted"], err


@pytest.mark.parametrize(
    "arguments",
    [("play", "five-up", "--players", "2", "--seed", "1"), ("--help",), ("simulate", "--help")],
)
def test_a_full_disk_is_one_line_and_no_traceback(arguments: tuple[str, ...]) -> None:
    with open("/dev/full", "w") as full:
        process = engine(*arguments, stdout=full)
        _out, err = process.communicate(timeout=60)
    assert process.returncode == 1
    assert err.strip().splitlines() == ["error: cannot write the output: No space left on device"]


@pytest.mark.parametrize(
    "arguments",
    [
        ("play", "five-up", "--players", "2", "--seed", "9" * 100_000),
        ("play", "five-up", "--players", "2" * 100_000, "--seed", "1"),
        ("explain", "five-up", "[1|4]" * 20_000),
    ],
)
def test_an_error_quotes_only_a_short_excerpt(arguments: tuple[str, ...]) -> None:
    process = engine(*arguments)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and len(err) < 400, err[:500]


def test_simulate_reads_players_as_ascii_digits_only() -> None:
    for players in ("٢", " 2", "+2", "2_0"):
        process = engine(
            "simulate", "five-up", "--players", players, "--matches", "1", "--seed", "1"
        )
        _out, err = process.communicate(timeout=60)
        assert process.returncode == 2, players
        assert len(err.strip().splitlines()) == 1, err
