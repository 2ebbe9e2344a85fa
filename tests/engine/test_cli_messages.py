"""The command line's error messages, word for word, against a golden file.

Every case is bad input: exit status 2, nothing on stdout, one line on
stderr. The golden file ``golden/cli-errors.json`` holds that line for each
case; a changed message fails here until the golden file is changed on purpose.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.cli import main

GOLDEN = Path(__file__).parent / "golden" / "cli-errors.json"

#: Bad input for every command, one case per kind of message.
CASES: tuple[tuple[str, ...], ...] = (
    # usage
    (),
    ("deal", "five-up"),
    ("simulate", "five-up"),
    ("simulate", "five-up", "--players", "2", "--matches", "0", "--seed", "1"),
    ("simulate", "five-up", "--players", "2", "--matches", "3", "--seed", "1", "--jobs", "0"),
    ("--json",),
    ("explain",),
    ("explain", "five-up"),
    ("explain", "muggins", "[1|4]"),
    ("explain", "five-up", "[1|4]", "--jsn"),
    ("play", "five-up"),
    ("play", "five-up", "--players", "5", "--seed", "1"),
    ("play", "five-up", "--players", "two", "--seed", "1"),
    ("play", "five-up", "--players", "2", "--seed", "-1"),
    ("play", "five-up", "--players", "2", "--seed", "x"),
    ("play", "muggins", "--players", "2", "--seed", "1"),
    ("circle", "up-or-down", "--play", "3"),
    ("circle", "five-up", "--display", "3,17", "--play", "5"),
    ("score", "up-or-down"),
    ("score", "five-up", "1:red"),
    ("score", "up-or-down", "--discards", "x", "1:red"),
    ("score", "up-or-down", "--discards", "-1", "1:red"),
    # domino notation
    ("explain", "five-up", "3|6"),
    ("explain", "five-up", "[1|7]"),
    ("explain", "five-up", "[1|4]", "[1|5] next to [1|4]"),
    ("explain", "five-up", "[1|4]", "[1|1] on [1|4] middle"),
    ("explain", "five-up", "[1|4]", "[1|1] on [1|9] low"),
    ("explain", "five-up", "[1|4]", "[1|1] on [1|4]"),
    # illegal domino moves
    ("explain", "five-up", "[1|4]", "[1|4] on [1|4] low"),
    ("explain", "five-up", "[1|4]", "[1|1]"),
    ("explain", "five-up", "[1|1] on [1|4] low"),
    ("explain", "five-up", "[1|4]", "[1|1] on [2|2] side-A"),
    ("explain", "five-up", "[1|1]", "[1|4] on [1|1] low"),
    ("explain", "all-fives", "[1|1]", "[2|2] on [1|1] side-A"),
    (
        "explain",
        "all-fives",
        "[1|1]",
        "[1|4] on [1|1] side-A",
        "[2|2] on [1|4] high",
        "[2|6] on [2|2] arm-A",
    ),
    ("explain", "five-up", "[1|4]", "[1|1] on [1|4] side-A"),
    ("explain", "five-up", "[1|4]", "[1|1] on [1|4] low", "[1|2] on [1|4] low"),
    ("explain", "five-up", "[1|1]", "[1|5] on [1|1] arm-A"),
    ("explain", "five-up", "[1|4]", "[2|3] on [1|4] low"),
    # cards
    ("circle", "up-or-down", "--display", "3,,17", "--play", "5"),
    ("circle", "up-or-down", "--display", " ", "--play", "5"),
    ("circle", "up-or-down", "--display", "3,x", "--play", "5"),
    ("circle", "up-or-down", "--display", "3,127", "--play", "5"),
    ("circle", "up-or-down", "--display", "3,0:red", "--play", "5"),
    ("circle", "up-or-down", "--display", "3,17", "--play", "200"),
    ("circle", "up-or-down", "--display", "3,17", "--play", "5,6"),
    ("circle", "up-or-down", "--display", "3,3,17", "--play", "5"),
    ("circle", "up-or-down", "--display", "3,17", "--play", "3"),
    ("score", "up-or-down", "1"),
    ("score", "up-or-down", "1:red,2:red", "1:blue"),
    ("score", "up-or-down", "1:red,2:red", "3:blue", "4:red", "5:red"),
    ("score", "up-or-down", "1:red,5:red,3:red"),
    ("score", "up-or-down", "1:red,5:red", "9:red,3:red,4:red"),
    ("score", "up-or-down", "1:red,5:red:blue"),
    # the messages that cut the quoted input in two
    ("score", "up-or-down", "--discards", "0", "3:red, 200: red"),
)


def run(capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def golden() -> dict[str, str]:
    loaded: dict[str, str] = json.loads(GOLDEN.read_text(encoding="utf-8"))
    return loaded


def test_the_golden_file_covers_every_case() -> None:
    assert sorted(golden()) == sorted(json.dumps(list(argv)) for argv in CASES)


@pytest.mark.parametrize("argv", CASES, ids=[" ".join(argv) or "(none)" for argv in CASES])
def test_bad_input_prints_the_golden_message(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]
) -> None:
    status, out, err = run(capsys, argv)
    assert (status, out) == (2, "")
    assert err.count("\n") == 1 and err.endswith("\n")
    assert err.rstrip("\n") == golden()[json.dumps(list(argv))]
