"""End-of-round settlement of both games, table-driven (``docs/contracts/rules-dominoes.md`` 4)."""

from __future__ import annotations

from fractions import Fraction

import pytest

import engine
from engine.settlement import round_to_five, settle, settlement

SINGLES_2 = [[0], [1]]
SINGLES_3 = [[0], [1], [2]]
PAIRS = [[0, 2], [1, 3]]


@pytest.mark.parametrize(
    ("pips", "rounded"),
    [
        (0, 0),
        (1, 0),
        (2, 0),
        (3, 5),
        (4, 5),
        (5, 5),
        (6, 5),
        (7, 5),
        (8, 10),
        (9, 10),
        (11, 10),
        (12, 10),
        (13, 15),
        (14, 15),
        (15, 15),
        (42, 40),
        (43, 45),
    ],
)
def test_pips_round_to_the_nearest_five_remainders_one_two_down_three_four_up(
    pips: int, rounded: int
) -> None:
    assert round_to_five(pips) == rounded


FIVE_UP_CASES = [
    # (pips per seat, teams, out, raw points per team)
    ([2, 3], SINGLES_2, None, [0, -5]),
    ([0, 13], SINGLES_2, 0, [0, -15]),
    ([7, 8, 12], SINGLES_3, None, [-5, -10, -10]),
    # Partners round separately: 3 and 3 pips are -10, never -5 (pooled 6).
    ([3, 1, 3, 1], PAIRS, None, [-10, 0]),
    ([0, 2, 2, 2], PAIRS, 0, [0, 0]),
    ([4, 0, 8, 13], PAIRS, 1, [-15, -15]),
]


@pytest.mark.parametrize(("pips", "teams", "out", "expected"), FIVE_UP_CASES)
def test_five_up_deducts_each_seat_separately_even_after_a_block(
    pips: list[int], teams: list[list[int]], out: int | None, expected: list[int]
) -> None:
    assert settle(engine.FIVE_UP, pips, teams, out) == expected


ALL_FIVES_CASES = [
    # Domino: every opponent's pips pooled, then rounded once (2 + 2 -> 5).
    ([0, 2, 2], SINGLES_3, 0, [5, 0, 0]),
    ([9, 0], SINGLES_2, 1, [0, 10]),
    # Pairs: the partner's own tiles are not counted.
    ([0, 1, 9, 3], PAIRS, 0, [5, 0]),
    ([1, 0, 2, 2], PAIRS, 1, [0, 5]),
    # Blocked: the single lowest wins everything the others hold, pooled.
    ([4, 6], SINGLES_2, None, [5, 0]),
    ([4, 8], SINGLES_2, None, [10, 0]),
    ([9, 4, 3], SINGLES_3, None, [0, 0, 15]),
    # Blocked with pairs: partners summed (seat 0 is lowest alone, its pair is not).
    ([2, 3, 6, 4], PAIRS, None, [0, 10]),
    # Tied lowest with 2 or 4 players: nothing.
    ([6, 6], SINGLES_2, None, [0, 0]),
    ([3, 2, 2, 3], PAIRS, None, [0, 0]),
    # Three players, two tied lowest: the third's pips, rounded once, split exactly.
    ([4, 4, 5], SINGLES_3, None, [Fraction(5, 2), Fraction(5, 2), 0]),
    ([7, 13, 7], SINGLES_3, None, [Fraction(15, 2), 0, Fraction(15, 2)]),
    ([4, 4, 12], SINGLES_3, None, [5, 5, 0]),
    # Settled here: all three tied, nothing.
    ([4, 4, 4], SINGLES_3, None, [0, 0, 0]),
]


@pytest.mark.parametrize(("pips", "teams", "out", "expected"), ALL_FIVES_CASES)
def test_all_fives_awards_the_pooled_rounded_pips_to_the_round_winner(
    pips: list[int], teams: list[list[int]], out: int | None, expected: list[int | Fraction]
) -> None:
    points = settle(engine.ALL_FIVES, pips, teams, out)
    assert points == expected
    assert all(isinstance(p, Fraction) for p in points)


#: Who is awarded what, case by case: the winning teams, the pips awarded, rounded once.
ALL_FIVES_HOW = [
    ([0, 2, 2], SINGLES_3, 0, (0,), 4, 5),
    ([0, 1, 9, 3], PAIRS, 0, (0,), 4, 5),
    ([9, 4, 3], SINGLES_3, None, (2,), 13, 15),
    ([2, 3, 6, 4], PAIRS, None, (1,), 8, 10),
    ([6, 6], SINGLES_2, None, (), 0, 0),
    ([7, 13, 7], SINGLES_3, None, (0, 2), 13, 15),
    ([4, 4, 4], SINGLES_3, None, (), 0, 0),
    # The winner's award can round to nothing: still the winner.
    ([0, 1, 1], SINGLES_3, 0, (0,), 2, 0),
]


@pytest.mark.parametrize(("pips", "teams", "out", "winners", "awarded", "rounded"), ALL_FIVES_HOW)
def test_all_fives_settlement_says_who_was_awarded_which_pips(
    pips: list[int],
    teams: list[list[int]],
    out: int | None,
    winners: tuple[int, ...],
    awarded: int,
    rounded: int,
) -> None:
    how = settlement(engine.ALL_FIVES, pips, teams, out)
    assert (how.winners, how.pips, how.rounded) == (winners, awarded, rounded)
    assert list(how.points) == settle(engine.ALL_FIVES, pips, teams, out)


@pytest.mark.parametrize(("pips", "teams", "out", "expected"), FIVE_UP_CASES)
def test_five_up_settlement_says_each_seats_rounded_pips(
    pips: list[int], teams: list[list[int]], out: int | None, expected: list[int]
) -> None:
    how = settlement(engine.FIVE_UP, pips, teams, out)
    assert how.per_seat == tuple(round_to_five(p) for p in pips)
    assert [-sum(how.per_seat[s] for s in team) for team in teams] == expected
    assert how.winners == ()
