"""The layout rules of both games (``docs/contracts/rules-dominoes.md`` section 2) and ``explain``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import engine
from engine.cli import main

GOLDEN = json.loads((Path(__file__).parent / "golden" / "seed-examples.json").read_text("utf-8"))
SEQUENCE_A = GOLDEN[0]["moves"]


def layout_after(rules: engine.Rules, moves: list[str]) -> engine.Layout:
    layout = engine.Layout(rules)
    for move in moves:
        layout.push(move)
    return layout


def counted(layout: engine.Layout) -> dict[str, int]:
    """Each counted tile's total contribution."""
    found: dict[str, int] = {}
    for c in layout.contributions():
        found[str(c.tile)] = found.get(str(c.tile), 0) + c.value
    return found


# -- spinners -----------------------------------------------------------------


def test_five_up_every_double_is_a_spinner_including_the_opening_one() -> None:
    layout = layout_after(engine.FIVE_UP, SEQUENCE_A)
    assert [str(t) for t in layout.spinners] == ["[1|1]", "[4|4]", "[5|5]"]
    assert [str(t) for t in layout_after(engine.FIVE_UP, ["[3|3]"]).spinners] == ["[3|3]"]


def test_all_fives_only_the_first_double_of_the_round_is_a_spinner() -> None:
    layout = layout_after(engine.ALL_FIVES, SEQUENCE_A)
    assert [str(t) for t in layout.spinners] == ["[1|1]"]
    moves = ["[3|3]", "[3|5] on [3|3] side-A", "[5|5] on [3|5] high"]
    opening = layout_after(engine.ALL_FIVES, moves)
    assert [str(t) for t in opening.spinners] == ["[3|3]"]


def test_a_later_all_fives_double_has_no_arms() -> None:
    layout = layout_after(engine.ALL_FIVES, SEQUENCE_A[:4])  # [1|1] first, then [4|4]
    with pytest.raises(engine.IllegalMoveError, match=r"\[4\|4\] is not a spinner"):
        layout.push("[2|4] on [4|4] arm-A")


# -- arms ---------------------------------------------------------------------


@pytest.mark.parametrize("rules", [engine.FIVE_UP, engine.ALL_FIVES])
def test_arms_open_only_after_both_chain_sides_are_occupied(rules: engine.Rules) -> None:
    layout = layout_after(rules, ["[1|4]", "[1|1] on [1|4] low"])
    slots = {str(p.slot) for p in layout.attachment_points() if str(p.tile) == "[1|1]"}
    assert slots == {"side-B"}
    with pytest.raises(engine.IllegalMoveError, match="opens only after side-A and side-B"):
        layout.push("[1|5] on [1|1] arm-A")
    layout.push("[1|2] on [1|1] side-B")
    slots = {str(p.slot) for p in layout.attachment_points() if str(p.tile) == "[1|1]"}
    assert slots == {"arm-A", "arm-B"}
    # Either arm may be opened first; the other stays available.
    layout.push("[1|5] on [1|1] arm-B")
    assert [str(p.slot) for p in layout.attachment_points() if str(p.tile) == "[1|1]"] == ["arm-A"]


# -- contributions ------------------------------------------------------------


def test_a_terminal_double_counts_both_halves_once() -> None:
    layout = layout_after(engine.FIVE_UP, ["[3|6]", "[6|6] on [3|6] high"])
    assert counted(layout) == {"[3|6]": 3, "[6|6]": 12}
    assert layout_after(engine.FIVE_UP, ["[2|2]"]).end_sum() == 4  # not 8


def test_an_internal_double_counts_nothing_and_unopened_arms_count_zero() -> None:
    layout = layout_after(
        engine.ALL_FIVES, ["[3|6]", "[6|6] on [3|6] high", "[2|6] on [6|6] side-B"]
    )
    assert counted(layout) == {"[2|6]": 2, "[3|6]": 3}
    assert layout.end_sum() == 5
    arms = [p for p in layout.attachment_points() if p.slot.is_arm]
    assert len(arms) == 2  # open, but not scoring ends


def test_an_opening_non_double_counts_both_halves() -> None:
    layout = layout_after(engine.FIVE_UP, ["[1|4]"])
    assert [(str(c.tile), c.value) for c in layout.contributions()] == [("[1|4]", 4), ("[1|4]", 1)]


def test_tiles_on_opened_arms_count_their_own_ends() -> None:
    layout = layout_after(engine.FIVE_UP, SEQUENCE_A)
    assert counted(layout) == {"[0|5]": 0, "[1|2]": 2, "[1|3]": 3, "[3|4]": 3}
    assert layout.end_sum() == 8


@pytest.mark.parametrize(
    ("end_sum", "points"), [(0, 0), (4, 0), (5, 5), (12, 0), (15, 15), (17, 0), (35, 35), (36, 0)]
)
def test_points_are_the_end_sum_only_when_a_positive_multiple_of_five(
    end_sum: int, points: int
) -> None:
    assert engine.points_for(end_sum) == points


def test_sequence_a_awards_the_seeds_numbers_in_both_games() -> None:
    for rules in (engine.FIVE_UP, engine.ALL_FIVES):
        layout = engine.Layout(rules)
        awards = [layout.push(move).points for move in SEQUENCE_A]
        assert awards == [5, 0, 10, 5, 5, 10, 15, 5, 0]
    displayed = [engine.Layout(engine.FIVE_UP).push("[0|5]").displayed_points]
    assert displayed == [1]


def test_pop_restores_the_layout_exactly() -> None:
    layout = engine.Layout(engine.FIVE_UP)
    states = []
    for move in SEQUENCE_A:
        states.append((layout.end_sum(), layout.attachment_points(), layout.contributions()))
        layout.push(move)
    for state in reversed(states):
        layout.pop()
        assert (layout.end_sum(), layout.attachment_points(), layout.contributions()) == state


# -- explain against the seeds' golden frames ---------------------------------


@pytest.mark.parametrize("case", GOLDEN, ids=[f"{c['game']}: {c['name']}" for c in GOLDEN])
def test_explain_replays_the_seed_examples_field_by_field(case: dict[str, Any]) -> None:
    rules = engine.find_rules(case["game"])
    steps = engine.explain(rules, case["moves"])
    expected = case["expected"]["steps"]
    assert len(steps) == len(expected)
    for step, want in zip(steps, expected, strict=True):
        got = step.to_json()
        for key in want:
            assert got[key] == want[key], (want["move"], key)


@pytest.mark.parametrize("case", GOLDEN, ids=[f"{c['game']}: {c['name']}" for c in GOLDEN])
def test_explain_command_prints_the_golden_json(
    case: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    status = main(["explain", case["game"], *case["moves"], "--json"])
    out, err = capsys.readouterr()
    assert (status, err) == (0, "")
    assert json.loads(out) == case["expected"]


@pytest.mark.parametrize(
    ("argv", "reason"),
    [
        (["five-up", "[1|4]", "[2|3] on [1|4] low"], "move 2"),
        (["all-fives", "[1|1]", "[1|5] on [1|1] arm-A"], "move 2"),
        (["five-up", "[1|7]"], "move 1"),
        (["all-fives", "[1|4]", "[1|4] on [1|4] low"], "already in the layout"),
        (["muggins", "[1|4]"], "unknown game"),
    ],
)
def test_explain_bad_input_exits_2_with_one_line(
    argv: list[str], reason: str, capsys: pytest.CaptureFixture[str]
) -> None:
    status = main(["explain", *argv, "--json"])
    out, err = capsys.readouterr()
    assert (status, out) == (2, "")
    assert err.count("\n") == 1 and reason in err
