"""The ``circle`` and ``score`` commands: their JSON, their text, and bad input."""

from __future__ import annotations

import json

import pytest

from engine.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize(
    ("display", "played", "circle", "neighbours"),
    [
        ("3,17,40,52,88,120", "37", [3, 17, 37, 40, 52, 88, 120], [17, 40]),
        ("3,17,40,52,88,120", "125", [3, 17, 40, 52, 88, 120, 125], [120, 3]),
        ("120,3,88,17,52,40", "1", [1, 3, 17, 40, 52, 88, 120], [120, 3]),
        ("3,17:red,40", "18:blue", [3, 17, 18, 40], [17, 40]),
    ],
)
def test_circle_prints_the_circle_and_the_neighbours_as_json(
    capsys: pytest.CaptureFixture[str],
    display: str,
    played: str,
    circle: list[int],
    neighbours: list[int],
) -> None:
    argv = ("circle", "up-or-down", "--display", display, "--play", played, "--json")
    status, out, err = run(capsys, *argv)
    assert (status, err) == (0, "")
    assert json.loads(out) == {"circle": circle, "neighbours": neighbours}


def test_circle_prints_readable_text_without_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "circle", "up-or-down", "--display", "3,17,40", "--play", "37")
    assert status == 0
    assert out.splitlines() == ["circle: 3 17 [37] 40", "neighbours: 17 (lower), 40 (higher)"]


def test_score_prints_rows_discards_and_total_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(
        capsys, "score", "up-or-down", "--discards", "4", "12:red,15:red,40:blue", "--json"
    )
    assert (status, err) == (0, "")
    assert json.loads(out) == {
        "rows": [{"cards": 3, "colour": "red", "count": 2, "score": 6}],
        "discards": 4,
        "total": 10,
    }


def test_score_reports_the_first_of_tied_colours(capsys: pytest.CaptureFixture[str]) -> None:
    rows = ("90:green,60:blue,30:blue,5:green", "7:red")
    _, out, _ = run(capsys, "score", "up-or-down", *rows, "--json")
    scored = json.loads(out)
    assert [(r["colour"], r["score"]) for r in scored["rows"]] == [("green", 8), ("red", 1)]
    assert (scored["discards"], scored["total"]) == (0, 9)


def test_score_prints_readable_text_without_json(capsys: pytest.CaptureFixture[str]) -> None:
    rows = ("12:red,15:red", "7:blue")
    status, out, _ = run(capsys, "score", "up-or-down", "--discards", "2", *rows)
    assert status == 0
    assert out.splitlines() == [
        "row 1: 2 cards x 2 red = 4",
        "row 2: 1 card x 1 blue = 1",
        "discards: 2",
        "total: 7",
    ]


@pytest.mark.parametrize(
    ("argv", "quoted"),
    [
        (["circle", "up-or-down", "--display", "3,17,40", "--play", "17"], "'17'"),
        (["circle", "up-or-down", "--display", "3,17,17", "--play", "20"], "'3,17,17'"),
        (["circle", "up-or-down", "--display", "3,127", "--play", "20"], "'3,127'"),
        (["circle", "up-or-down", "--display", "3,17", "--play", "0"], "'0'"),
        (["circle", "up-or-down", "--display", "", "--play", "20"], "''"),
        (["circle", "up-or-down", "--display", "3,x", "--play", "20"], "'3,x'"),
        (["circle", "up-or-down", "--play", "20"], "--display"),
        (["circle", "five-up", "--display", "3,17", "--play", "20"], "'five-up'"),
        (["score", "up-or-down", "12:red,15:red,14:blue"], "'12:red 15:red 14:blue'"),
        (["score", "up-or-down", "12:red", "12:blue"], "'12:red | 12:blue'"),
        (["score", "up-or-down", "130:red"], "'130:red'"),
        (["score", "up-or-down", "12"], "'12'"),
        (["score", "up-or-down", "1:red", "2:red", "3:red", "4:red"], "at most 3 rows, not 4"),
        (["score", "up-or-down", "--discards", "-1", "1:red"], "-1"),
        (["score", "up-or-down", "--discards", "4"], "ROW"),
        (["score", "up-or-down", ""], "''"),
    ],
)
def test_bad_input_exits_2_with_one_line_quoting_it(
    capsys: pytest.CaptureFixture[str], argv: list[str], quoted: str
) -> None:
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, "")
    assert err.startswith("error: ") and err.count("\n") == 1
    assert quoted in err
