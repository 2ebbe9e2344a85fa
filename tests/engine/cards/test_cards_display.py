"""A player's display: rows, their direction, closing rows and the mistake rule."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from engine.cards import (
    MAX_ROWS,
    NEW_ROW,
    Action,
    Card,
    CardNotationError,
    Direction,
    Display,
    DuplicateCardError,
    IllegalTurnError,
    Row,
    RowChoice,
    RowDirectionError,
)

distinct_numbers = st.lists(
    st.integers(min_value=1, max_value=126), min_size=2, max_size=12, unique=True
)


def display_of(*rows: tuple[int, ...]) -> Display:
    return Display.of([[Card(n) for n in row] for row in rows])


@settings(max_examples=100, derandomize=True)
@given(distinct_numbers)
def test_the_second_card_sets_the_direction_and_later_cards_must_continue_it(
    numbers: list[int],
) -> None:
    display = Display().place(Card(numbers[0]), NEW_ROW).after
    add = RowChoice.parse("row 0")
    display = display.place(Card(numbers[1]), add).after
    up = numbers[1] > numbers[0]
    assert display.rows[0].direction is (Direction.UP if up else Direction.DOWN)
    for number in numbers[2:]:
        last = display.rows[0].last.number
        continues = number > last if up else number < last
        if continues:
            display = display.place(Card(number), add).after
        else:
            with pytest.raises(RowDirectionError, match=repr(str(number))):
                display.place(Card(number), add)
    assert display.rows[0].direction is (Direction.UP if up else Direction.DOWN)
    assert display.rows[0].misplaced() == ()


def test_any_card_may_follow_a_single_card() -> None:
    row = Row.of(Card(60))
    assert row.direction is None
    assert row.accepts(Card(1)) and row.accepts(Card(126))


def test_a_fourth_row_is_refused() -> None:
    display = display_of((1,), (2,), (3,))
    with pytest.raises(IllegalTurnError, match="already 3 rows"):
        display.place(Card(4), NEW_ROW)


@settings(max_examples=200, derandomize=True)
@given(
    st.lists(distinct_numbers, min_size=0, max_size=MAX_ROWS).map(
        lambda rows: [
            sorted(row) if i % 2 == 0 else sorted(row, reverse=True) for i, row in enumerate(rows)
        ]
    ),
    st.integers(min_value=1, max_value=126),
)
def test_a_row_must_close_only_when_the_card_fits_nowhere_and_there_are_three_rows(
    rows: list[list[int]], number: int
) -> None:
    used = [n for row in rows for n in row]
    assume(len(used) == len(set(used)) and number not in used)
    display = display_of(*(tuple(row) for row in rows))
    card = Card(number)
    fits = [i for i, row in enumerate(display.rows) if row.accepts(card)]
    choices = display.choices(card)
    closes = [RowChoice(Action.CLOSE, i) for i in range(len(rows))]
    assert display.must_close(card) == (len(rows) == MAX_ROWS and not fits)
    if display.must_close(card):
        assert choices == closes
    else:
        assert [c.row for c in choices if c.action is Action.ADD] == fits
        assert (NEW_ROW in choices) == (len(rows) < MAX_ROWS)
    assert choices[-len(closes) :] == closes if closes else choices == [NEW_ROW]
    for choice in choices:
        assert card in display.place(card, choice).after


def test_closing_a_row_turns_it_face_down_and_starts_a_new_row_in_its_place() -> None:
    display = display_of((10, 90), (50, 5), (60, 70))
    change = display.place(Card(30), RowChoice.parse("close row 1"))
    assert change.before == display
    assert change.closed == (Card(50), Card(5))
    assert [[c.number for c in row] for row in change.after.rows] == [[10, 90], [30], [60, 70]]
    assert change.after.discard_pile == (Card(50), Card(5))


def test_a_row_may_be_closed_by_choice_even_when_the_card_fits() -> None:
    display = display_of((10, 20))
    change = display.place(Card(30), RowChoice.parse("close row 0"))
    assert [row.cards for row in change.after.rows] == [(Card(30),)]
    assert len(change.after.discard_pile) == 2


def test_a_misplaced_card_noticed_later_closes_its_row_at_once() -> None:
    table = Display((Row.of(Card(10), Card(20), Card(15), Card(30)), Row.of(Card(90), Card(80))))
    with pytest.raises(RowDirectionError, match="card 15 breaks the direction of row 0"):
        table.check()
    change = table.close_misplaced(Card(15))
    assert change.choice is None and change.card == Card(15)
    assert [row.cards for row in change.after.rows] == [(Card(90), Card(80))]
    assert change.after.discard_pile == (Card(10), Card(20), Card(15), Card(30))
    change.after.check()


def test_only_a_misplaced_card_in_a_row_invokes_the_mistake_rule() -> None:
    table = Display((Row.of(Card(10), Card(20), Card(15)),), (Card(99),))
    with pytest.raises(IllegalTurnError, match="card 20 continues row 0"):
        table.close_misplaced(Card(20))
    with pytest.raises(IllegalTurnError, match="card 99 is not in a face-up row"):
        table.close_misplaced(Card(99))


def test_a_card_already_in_the_display_is_refused() -> None:
    display = Display((Row.of(Card(10)),), (Card(40),))
    for number in (10, 40):
        with pytest.raises(DuplicateCardError, match=f"card {number} is already in the display"):
            display.place(Card(number), NEW_ROW)


def test_a_choice_names_a_row_that_exists() -> None:
    with pytest.raises(IllegalTurnError, match="there is no row 1"):
        display_of((10,)).place(Card(5), RowChoice.parse("row 1"))


@pytest.mark.parametrize("text", ["row 0", "new row", "close row 2"])
def test_row_choices_read_back_as_written(text: str) -> None:
    assert str(RowChoice.parse(text)) == text
    assert eval(repr(RowChoice.parse(text))) == RowChoice.parse(text)


@pytest.mark.parametrize("text", ["", "row", "row -1", "close new row", "add to row 1"])
def test_bad_row_choices_are_refused(text: str) -> None:
    with pytest.raises(CardNotationError, match=repr(text)):
        RowChoice.parse(text)


@settings(max_examples=100, derandomize=True)
@given(distinct_numbers.filter(lambda numbers: len(numbers) >= 3), st.data())
def test_the_mistake_rule_closes_exactly_the_row_holding_a_misplaced_card(
    numbers: list[int], data: st.DataObject
) -> None:
    row = Row(tuple(Card(n) for n in numbers))
    misplaced = row.misplaced()
    other = Row.of(Card(min(set(range(1, 127)) - set(numbers))))
    table = Display((other, row))
    if not misplaced:
        table.check()
        with pytest.raises(IllegalTurnError, match="is not misplaced"):
            table.close_misplaced(data.draw(st.sampled_from(row.cards)))
        return
    card = data.draw(st.sampled_from(misplaced))
    change = table.close_misplaced(card)
    assert change.after.rows == (other,)
    assert change.after.discard_pile == row.cards == change.closed
