"""The circle: insertion in numeric order, the wrap, and the two takeable neighbours."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import Card, CardNotationError, Circle, DuplicateCardError, IllegalTurnError

numbers = st.integers(min_value=1, max_value=126)


def numbers_of(cards: tuple[Card, ...]) -> list[int]:
    return [card.number for card in cards]


def test_a_card_goes_between_its_nearest_lower_and_higher_numbers() -> None:
    play = Circle.of(Card(n) for n in (88, 3, 120, 17, 52, 40)).play(Card(37))
    assert numbers_of(play.circle) == [3, 17, 37, 40, 52, 88, 120]
    assert numbers_of(play.neighbours) == [17, 40]
    assert not play.wraps


@pytest.mark.parametrize(("played", "lower", "higher"), [(125, 120, 3), (1, 120, 3)])
def test_a_card_beyond_either_end_sits_between_the_highest_and_the_lowest(
    played: int, lower: int, higher: int
) -> None:
    play = Circle.of(Card(n) for n in (3, 17, 40, 52, 88, 120)).play(Card(played))
    assert (play.lower.number, play.higher.number) == (lower, higher)
    assert play.wraps


@settings(max_examples=200, derandomize=True)
@given(st.sets(numbers, min_size=1, max_size=20), numbers)
def test_insertion_keeps_the_circle_ascending_and_names_the_wrapping_neighbours(
    laid: set[int], played: int
) -> None:
    circle = Circle.of(Card(n) for n in laid)
    if played in laid:
        with pytest.raises(DuplicateCardError, match=repr(str(played))):
            circle.play(Card(played))
        return
    play = circle.play(Card(played))
    assert numbers_of(play.circle) == sorted(laid | {played})
    below = [n for n in laid if n < played]
    above = [n for n in laid if n > played]
    assert play.lower.number == (max(below) if below else max(laid))
    assert play.higher.number == (min(above) if above else min(laid))
    assert play.wraps == (not below or not above)
    assert circle.with_card(Card(played)).neighbours(Card(played)) == play.neighbours


@settings(max_examples=50, derandomize=True)
@given(st.sets(numbers, min_size=2, max_size=20), st.data())
def test_taking_a_card_leaves_the_rest_in_order(laid: set[int], data: st.DataObject) -> None:
    taken = data.draw(st.sampled_from(sorted(laid)))
    assert numbers_of(Circle.of(Card(n) for n in laid).without(Card(taken)).cards) == sorted(
        laid - {taken}
    )


def test_the_circle_keeps_the_colours_of_its_cards() -> None:
    play = Circle.of([Card(3, "red"), Card(17, "blue")]).play(Card(9, "green"))
    assert [str(card) for card in play.circle] == ["3:red", "9:green", "17:blue"]


def test_an_empty_circle_and_a_repeated_card_are_refused() -> None:
    with pytest.raises(CardNotationError):
        Circle.of([])
    with pytest.raises(DuplicateCardError, match="card 5 is in the circle twice"):
        Circle.of([Card(5), Card(7), Card(5, "red")])
    with pytest.raises(IllegalTurnError, match="card 9 is not in the circle"):
        Circle.of([Card(5)]).without(Card(9))
