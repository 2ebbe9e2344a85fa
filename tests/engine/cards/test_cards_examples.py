"""The example notation of Up or Down?, read by the engine: each error names its line and type."""

from __future__ import annotations

import pickle

import pytest

from engine.cards import (
    CardNotationError,
    CirclePlay,
    DisplayChange,
    DisplayScore,
    DuplicateCardError,
    ExampleLineError,
    IllegalTurnError,
    RowDirectionError,
    read_example,
)
from engine.errors import EngineError


def lines(*texts: str, first: int = 10) -> list[tuple[int, str]]:
    """Source lines numbered from ``first``, as a page gives them."""
    return [(first + index, text) for index, text in enumerate(texts)]


def error_of(kind: str, source: list[tuple[int, str]]) -> ExampleLineError:
    with pytest.raises(ExampleLineError) as raised:
        read_example(kind, source)
    return raised.value


def test_each_kind_reads_into_the_engines_own_value() -> None:
    circle = read_example("circle", lines("circle 3:red 17:blue 40:green", "play 37:yellow"))
    assert isinstance(circle, CirclePlay) and [c.number for c in circle.neighbours] == [17, 40]
    row = read_example("row", lines("row 12:red 15:red", "discard 5 9", "take 30:blue, row 1"))
    assert isinstance(row, DisplayChange) and len(row.after.rows[0]) == 3
    score = read_example("score", lines("row 1:red 4:red 9:blue", "discard 20 30"))
    assert isinstance(score, DisplayScore) and score.total == 3 * 2 + 2


@pytest.mark.parametrize(
    ("kind", "source", "line", "error_class", "reason"),
    [
        ("circle", ("circle 3:red 4x", "play 5"), 10, CardNotationError, "not a card"),
        ("circle", ("circle 3 7", "play 7"), 11, DuplicateCardError,
         "card 7 is already in this example (line 'circle 3 7')"),
        ("row", ("row 12 40", "take 30, row 1"), 11, RowDirectionError,
         "card 30 does not continue row 1 (up, last card 40)"),
        ("row", ("row 12 40", "take 30, close row 2"), 11, IllegalTurnError,
         "there is no row 2: the display has 1 rows (counted from 1)"),
        ("row", ("row 1", "row 2", "row 3", "take 4, new row"), 13, IllegalTurnError,
         "there are already 3 rows"),
        ("score", ("row 1:red", "row 9:red 3:red 4:red"), 11, RowDirectionError,
         "card 4 breaks the direction of row 2 (down)"),
        ("score", ("row 1:red", "take 2:red, row 1"), 11, CardNotationError,
         "unknown statement 'take' here (expected row, discard)"),
    ],
)  # fmt: skip
def test_an_error_names_its_own_line_and_keeps_the_engines_type(
    kind: str, source: tuple[str, ...], line: int, error_class: type[EngineError], reason: str
) -> None:
    error = error_of(kind, lines(*source))
    assert (error.line, error.text) == (line, source[line - 10])
    assert type(error.error) is error_class
    assert error.reason.startswith(reason)
    assert str(error) == f"line {line} {source[line - 10]!r}: {error.reason}"


def test_a_missing_line_is_an_error_of_the_whole_example() -> None:
    error = error_of("row", lines("row 12:red"))
    assert (error.line, error.text, error.reason) == (
        None,
        None,
        "the row example needs a 'take' line",
    )
    assert isinstance(error.error, CardNotationError)


def test_the_colour_check_sees_shown_cards_only_and_its_error_keeps_its_type() -> None:
    class NoTeal(CardNotationError):
        pass

    seen: list[str] = []

    def check(card: object) -> None:
        seen.append(str(card))
        if str(card).endswith(":teal"):
            raise NoTeal("no teal", str(card))

    read_example("row", lines("row 12:red", "discard 5:teal", "take 30:blue, row 1"), check)
    assert seen == ["12:red", "30:blue"]  # face down, a discarded card shows no colour
    with pytest.raises(ExampleLineError) as raised:
        read_example("circle", lines("circle 3:red 17:teal", "play 37:red"), check)
    assert raised.value.line == 10 and type(raised.value.error) is NoTeal


def test_errors_survive_pickling_between_build_processes() -> None:
    error = error_of("circle", lines("circle 3 7", "play 7"))
    again = pickle.loads(pickle.dumps(error))
    assert (again.line, again.text, again.reason, type(again.error)) == (
        error.line,
        error.text,
        error.reason,
        DuplicateCardError,
    )
