"""Scoring: rows are cards times the most common colour's count, discards 1 each, ties share."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import (
    Card,
    CardNotationError,
    Display,
    DuplicateCardError,
    IllegalTurnError,
    Row,
    RowDirectionError,
    parse_cards,
    score_display,
    score_row,
    score_rows,
    winners,
)

colours = st.sampled_from(["red", "yellow", "green", "blue", "purple", "grey"])


def ascending(colour_list: list[str], start: int = 1) -> tuple[Card, ...]:
    return tuple(Card(n, c) for n, c in enumerate(colour_list, start=start))


def test_the_rules_example_scores_66_before_discards() -> None:
    rows = [
        ascending(["yellow", "red", "yellow", "green", "yellow", "red", "green", "blue"], 1),
        ascending(["red", "blue"], 20),
        ascending(["blue", "red", "blue", "blue", "green", "blue", "red", "blue"], 40),
    ]
    scored = score_rows(rows, discards=0)
    assert [(r.cards, r.count, r.score) for r in scored.rows] == [(8, 3, 24), (2, 1, 2), (8, 5, 40)]
    assert [r.colour for r in scored.rows] == ["yellow", "red", "blue"]
    assert scored.total == 66
    assert score_rows(rows, discards=5).total == 71


@settings(max_examples=100, derandomize=True)
@given(colours)
def test_a_one_card_row_scores_1(colour: str) -> None:
    assert score_row(Row.of(Card(7, colour))).score == 1


@settings(max_examples=200, derandomize=True)
@given(st.lists(colours, min_size=1, max_size=20))
def test_a_row_scores_its_cards_times_its_most_common_colour(row_colours: list[str]) -> None:
    scored = score_row(Row(ascending(row_colours)))
    counts = Counter(row_colours)
    best = max(counts.values())
    assert (scored.cards, scored.count) == (len(row_colours), best)
    assert scored.score == len(row_colours) * best
    # Ties: the colour reported is the tied colour that comes first in the row.
    tied = [c for c in row_colours if counts[c] == best]
    assert scored.colour == tied[0]


def test_a_tie_of_colours_reports_the_first_in_row_order_and_scores_the_same() -> None:
    forwards = score_row(Row(parse_cards("5:blue,9:red,12:red,20:blue")))
    backwards = score_row(Row(parse_cards("20:red,12:blue,9:blue,5:red")))
    assert (forwards.colour, backwards.colour) == ("blue", "red")
    assert forwards.score == backwards.score == 8


@settings(max_examples=100, derandomize=True)
@given(
    st.lists(st.lists(colours, min_size=1, max_size=8), min_size=1, max_size=3),
    st.integers(min_value=0, max_value=60),
)
def test_a_display_scores_its_rows_plus_one_per_discarded_card(
    rows: list[list[str]], discards: int
) -> None:
    cards, start = [], 1
    for row in rows:
        cards.append(ascending(row, start))
        start += len(row)
    pile = tuple(Card(n, "red") for n in range(start, start + discards))
    scored = score_display(Display.of(cards, pile))
    assert scored.discards == discards
    assert scored.total == sum(score_row(Row(row)).score for row in cards) + discards
    assert score_rows(cards, discards).to_json() == scored.to_json()
    assert [row.cards for row in scored.face_up] == cards


@settings(max_examples=200, derandomize=True)
@given(st.lists(st.integers(min_value=0, max_value=30), min_size=2, max_size=6))
def test_every_player_with_the_highest_total_shares_the_victory(totals: list[int]) -> None:
    won = winners(totals)
    assert won == tuple(i for i, t in enumerate(totals) if t == max(totals))
    assert len(won) == totals.count(max(totals))


@pytest.mark.parametrize(
    ("rows", "error", "message"),
    [
        (["12:red,15:red,14:blue"], RowDirectionError, "card 14 breaks the direction of row 0"),
        (["12:red", "12:blue"], DuplicateCardError, "card 12 is in the display twice"),
        (["12:red,12:blue"], DuplicateCardError, "card 12 is in the display twice"),
        (["1:red", "2:red", "3:red", "4:red"], IllegalTurnError, "at most 3 rows"),
        (["12"], CardNotationError, "card 12 has no colour"),
        (["127:red"], CardNotationError, "out of range 1..126"),
    ],
)
def test_a_display_that_play_could_not_make_is_refused(
    rows: list[str], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        score_rows([parse_cards(row) for row in rows], discards=0)


def test_a_negative_discard_pile_is_refused() -> None:
    with pytest.raises(CardNotationError, match="-1"):
        score_rows([parse_cards("1:red")], discards=-1)
