"""The largest end sums of section 2, proven by ``engine.maxima``.

The witnesses must be legal and reach the bound; the bound must hold for
every layout the engine lets a round build (random and greedy rounds here);
and the search must read the rules, not a remembered number.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import random
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine import maxima

GAMES = {rules.name: rules for rules in (engine.FIVE_UP, engine.ALL_FIVES)}


@functools.cache
def largest(name: str) -> maxima.Maximum:
    return maxima.largest_end_sum(GAMES[name])


@functools.cache
def award(name: str) -> maxima.Maximum:
    return maxima.largest_award(GAMES[name])


@functools.cache
def bound_for(roles: tuple[int, ...]) -> int | None:
    return maxima.bound_for_roles(roles)


def leaves_of(roles: tuple[int, ...]) -> int:
    """Counted ends of a layout with these double roles (hubs add one per arm)."""
    return 2 + sum(role - 2 for role in roles if role >= 3)


# -- the witnesses ------------------------------------------------------------


@pytest.mark.parametrize("name", GAMES)
def test_the_witness_replays_through_the_checked_path_to_the_bound(name: str) -> None:
    best = largest(name)
    steps = engine.explain(GAMES[name], [str(move) for move in best.moves])
    last = steps[-1]
    assert last.end_sum == best.end_sum
    assert sum(c.value for c in last.contributions) == best.end_sum
    assert len(last.contributions) == len(best.contributions)
    assert len({step.tile for step in steps}) == len(steps)


def test_all_fives_peaks_at_36_which_scores_nothing() -> None:
    best = largest("all-fives")
    layout = best.layout
    assert best.end_sum == layout.end_sum() == 36
    assert sorted(c.value for c in layout.contributions()) == [6, 8, 10, 12]
    assert engine.points_for(best.end_sum) == 0
    assert layout.placements[-1].points == best.points == 0


def test_all_fives_largest_award_is_35_with_a_legal_witness() -> None:
    found = award("all-fives")
    steps = engine.explain(engine.ALL_FIVES, [str(move) for move in found.moves])
    assert steps[-1].end_sum == steps[-1].points == found.points == 35


def test_five_up_peaks_at_75_with_12_counted_ends_and_15_displayed_points() -> None:
    best = largest("five-up")
    layout = best.layout
    assert layout.end_sum() == best.end_sum == 75
    assert len(layout.contributions()) == len(best.contributions) == 12
    last = layout.placements[-1]
    assert (last.points, last.displayed_points) == (best.points, best.displayed_points) == (75, 15)
    assert award("five-up").points == 75


# -- the bound is sound --------------------------------------------------------


def rounds(rules: engine.Rules, rng: random.Random) -> Iterator[engine.Layout]:
    """Every layout of one round, each tile placed at random or greedily.

    A greedy step takes the placement with the largest end sum, so the
    rounds climb towards the bound instead of idling around 20.
    """
    greed = rng.random()
    layout = engine.Layout(rules)
    layout.push(engine.Move(rng.choice(engine.DOUBLE_SIX)))
    yield layout
    while True:
        moves = [m for tile in engine.DOUBLE_SIX for m in layout.legal_moves(tile)]
        if not moves:
            return
        if rng.random() < greed:
            scored = []
            for move in moves:
                scored.append((layout.push(move).end_sum, rng.random(), move))
                layout.pop()
            move = max(scored, key=lambda item: item[:2])[2]
        else:
            move = rng.choice(moves)
        layout.push(move)
        yield layout


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=100, derandomize=True, deadline=None)
@given(rng=st.randoms(use_true_random=False))
def test_no_layout_of_a_round_passes_the_bound(name: str, rng: random.Random) -> None:
    rules, best = GAMES[name], largest(name)
    for layout in rounds(rules, rng):
        end_sum = layout.end_sum()
        assert end_sum <= best.end_sum, [str(m) for m in layout.moves]
        assert layout.placements[-1].points <= award(name).points
        roles = maxima.double_roles(layout)
        role_bound = bound_for(roles)
        if role_bound is not None:
            assert end_sum <= role_bound, (roles, [str(m) for m in layout.moves])
        if end_sum == best.end_sum:
            assert len(layout.contributions()) == len(best.contributions)


@pytest.mark.parametrize("name", GAMES)
def test_only_roles_with_the_witness_count_of_ends_can_reach_the_bound(name: str) -> None:
    # Any layout reaching the bound has some roles of its doubles, and those
    # roles bound it: so if every role assignment that can reach the bound
    # has the witness's number of ends, the largest end sum comes only with
    # that many counted ends (12 in Five Up).
    best = largest(name)
    hubs_allowed = 7 if GAMES[name].spinners == "every-double" else 1
    reaching = [
        roles
        for roles in itertools.product((0, 1, 3, 4), repeat=7)
        if 1 <= sum(role >= 3 for role in roles) <= hubs_allowed
        and (bound_for(roles) or 0) >= best.end_sum
    ]
    assert reaching
    assert {leaves_of(roles) for roles in reaching} == {len(best.contributions)}
    assert max(bound_for(roles) or 0 for roles in reaching) == best.end_sum


def test_the_role_bound_is_tighter_than_counting_edges_per_pip() -> None:
    # Per pip alone, [5|5] and [6|6] as leaves and five four-armed hubs allow
    # five 6s and five 5s: 77. The tile [5|6] cannot end two leaves at once.
    assert bound_for((4, 4, 4, 4, 4, 1, 1)) == largest("five-up").end_sum < 77


# -- the search reads the rules --------------------------------------------------


def test_all_fives_with_every_double_a_spinner_goes_past_36() -> None:
    variant = dataclasses.replace(engine.ALL_FIVES, spinners="every-double")
    best = maxima.largest_end_sum(variant)
    assert best.end_sum > largest("all-fives").end_sum
    assert best.layout.end_sum() == best.end_sum
    # The variant's witness needs a second spinner: the real game refuses it.
    layout = engine.Layout(engine.ALL_FIVES)
    with pytest.raises(engine.IllegalMoveError, match="not a spinner"):
        for move in best.moves:
            layout.push(move)
