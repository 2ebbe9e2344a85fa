"""Matches: openers, teams, when a match is won, and the guard against endless play."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

import engine
from engine.match import EndlessMatchError, Match, play_match, teams_for
from engine.players import FirstMovePlayer
from engine.round import Deal


def first_movers(players: int) -> list[FirstMovePlayer]:
    return [FirstMovePlayer() for _ in range(players)]


def test_four_players_are_two_fixed_pairs_sharing_a_score() -> None:
    assert teams_for(2) == [[0], [1]]
    assert teams_for(3) == [[0], [1], [2]]
    assert teams_for(4) == [[0, 2], [1, 3]]
    match = Match(engine.FIVE_UP, first_movers(4))
    # Seat 2 opens [0|5]: 5 points to pair 0+2; seat 3 [5|5] on it: 10 to pair 1+3.
    deal = Deal.parse(["[6|6]", "[1|1]", "[0|5] [2|2]", "[5|5]"], "", opener=2)
    record = match.play_round(deal)
    assert [t.points for t in record.turns[:2]] == [5, 10]
    assert record.turns[1].seat == 3


# -- openers ------------------------------------------------------------------


def test_the_seat_that_placed_the_last_tile_opens_the_next_round() -> None:
    match = Match(engine.FIVE_UP, first_movers(3))
    match.play_round(Deal.parse(["[6|6] [2|2]", "[1|4]", "[3|3]"], "", opener=1))
    assert (match.rounds[-1].end, match.next_opener()) == ("domino", 1)


def test_after_a_blocked_round_a_new_neutral_draw_decides() -> None:
    match = Match(engine.ALL_FIVES, first_movers(3))
    assert match.next_opener() is None  # the first round: a neutral draw
    match.play_round(Deal.parse(["[0|0] [1|3]", "[2|2]", "[4|6]"], "", opener=0))
    assert (match.rounds[-1].end, match.next_opener()) == ("blocked", None)


def test_seeded_matches_follow_the_opener_rules() -> None:
    first_openers = set()
    after_blocks = set()
    for seed in range(30):
        record = play_match(engine.FIVE_UP, 3, seed)
        first_openers.add(record.rounds[0].deal.opener)
        for before, after in zip(record.rounds, record.rounds[1:], strict=False):
            if before.end == "domino":
                assert after.deal.opener == before.out
            else:
                after_blocks.add(after.deal.opener)
    # The neutral draw is a uniform pick: every seat gets to open.
    assert first_openers == {0, 1, 2}
    assert after_blocks == {0, 1, 2}


# -- Five Up: decided after settlement ---------------------------------------


def test_five_up_reaching_61_then_settling_below_it_does_not_win() -> None:
    match = Match(engine.FIVE_UP, first_movers(2), scores=[300, 0])
    # [0|5] scores 5 (305 raw = 61), then the block leaves [6|6]: 12 pips, -10.
    record = match.play_round(Deal.parse(["[0|5] [6|6]", "[1|2]"], "", opener=0))
    assert record.end == "blocked"
    assert record.settlement.points == (-10, -5)
    assert match.scores == [295, -5] and not match.over


def test_five_up_sole_highest_at_or_above_61_wins_after_settlement() -> None:
    match = Match(engine.FIVE_UP, first_movers(2), scores=[300, 300])
    record = match.play_round(Deal.parse(["[0|5]", "[1|4]"], "", opener=0))
    assert (record.end, record.scores) == ("domino", (305, 295))
    assert match.winners == [0]


def test_five_up_tied_at_the_top_plays_more_rounds_until_one_leads() -> None:
    match = Match(engine.FIVE_UP, first_movers(3), scores=[305, 310, 0])
    # Seat 0 reaches 310 too; seat 1 keeps [0|0] (no deduction): tied at 310.
    match.play_round(Deal.parse(["[0|5]", "[0|0]", "[6|6] [1|2]"], "", opener=0))
    assert match.scores == [310, 310, -15] and not match.over
    # Another tie at the top after an extra round: still no winner.
    match.play_round(Deal.parse(["[3|3] [1|6]", "[2|2] [0|0]", "[4|6]"], "", opener=0))
    assert match.scores[0] == match.scores[1] and not match.over
    match.play_round(Deal.parse(["[2|3]", "[1|1]", "[4|4]"], "", opener=0))
    assert match.winners == [0]


def test_five_up_scores_may_go_below_zero() -> None:
    match = Match(engine.FIVE_UP, first_movers(2))
    match.play_round(Deal.parse(["[1|2]", "[6|6] [5|5] [4|4]"], "", opener=0))
    assert match.scores == [0, -30]


# -- All Fives: won at once ---------------------------------------------------


def test_all_fives_a_placement_that_reaches_the_target_wins_mid_round() -> None:
    match = Match(engine.ALL_FIVES, first_movers(2), scores=[245, 0])
    record = match.play_round(Deal.parse(["[0|5] [6|6]", "[1|2]"], "[3|4]", opener=0))
    assert (record.end, record.out, len(record.turns)) == ("target", None, 1)
    assert record.settlement.points == (0, 0)
    assert match.winners == [0] and match.scores == [250, 0]
    with pytest.raises(engine.EngineError, match="the match is over"):
        match.play_round(Deal.parse(["[0|5]", "[1|2]"], "", opener=0))


def test_all_fives_reaching_the_target_with_the_last_tile_is_a_target_end() -> None:
    match = Match(engine.ALL_FIVES, first_movers(3), scores=[195, 0, 0])
    record = match.play_round(Deal.parse(["[0|5]", "[6|6]", "[1|2]"], "", opener=0))
    assert (record.end, record.out, record.settlement.points) == ("target", None, (0, 0, 0))
    assert match.scores == [200, 0, 0]


def test_all_fives_award_counts_toward_the_target_after_the_round() -> None:
    match = Match(engine.ALL_FIVES, first_movers(2), scores=[240, 0])
    record = match.play_round(Deal.parse(["[2|3]", "[4|6]"], "", opener=0))
    assert (record.end, record.settlement.points) == ("domino", (10, 0))
    assert match.winners == [0]


@pytest.mark.parametrize(
    ("before", "after", "winners"),
    [
        # The third seat's 16 pips round to 15: 7.5 each.
        ((195, 194, 0), (Fraction(405, 2), Fraction(403, 2), 0), [0]),
        ((194, 195, 0), (Fraction(403, 2), Fraction(405, 2), 0), [1]),
        ((195, 195, 0), (Fraction(405, 2), Fraction(405, 2), 0), [0, 1]),
        ((195, 180, 0), (Fraction(405, 2), Fraction(375, 2), 0), [0]),
        ((180, 180, 0), (Fraction(375, 2), Fraction(375, 2), 0), []),
    ],
)
def test_all_fives_a_split_past_the_target_goes_to_the_higher_or_is_shared(
    before: tuple[int, ...], after: tuple[Fraction, ...], winners: list[int]
) -> None:
    match = Match(engine.ALL_FIVES, first_movers(3), scores=before)
    # [0|0] opens and nobody else holds a 0: blocked with seats 0 and 1 on 4 pips.
    record = match.play_round(Deal.parse(["[0|0] [1|3]", "[2|2]", "[4|6] [3|3]"], "", opener=0))
    assert record.end == "blocked"
    assert record.settlement.points == (Fraction(15, 2), Fraction(15, 2), 0)
    assert tuple(match.scores) == after
    assert match.winners == winners


# -- whole seeded matches -----------------------------------------------------


@pytest.mark.parametrize("rules", [engine.FIVE_UP, engine.ALL_FIVES])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_seed_gives_the_same_record_and_another_seed_another(
    rules: engine.Rules, players: int
) -> None:
    record = play_match(rules, players, seed=11)
    assert record == play_match(rules, players, seed=11)
    assert record.to_json() != play_match(rules, players, seed=12).to_json()


def test_a_match_that_would_not_end_raises_a_clear_error() -> None:
    with pytest.raises(EndlessMatchError, match="no winner after 2 rounds"):
        play_match(engine.FIVE_UP, 2, seed=1, max_rounds=2)


def test_other_strategies_plug_in() -> None:
    from engine.players import RandomPlayer

    record = play_match(engine.ALL_FIVES, 4, seed=3, strategy=RandomPlayer)
    assert record.winners
    greedy = play_match(engine.ALL_FIVES, 4, seed=3)
    assert record.to_json() != greedy.to_json()


def test_the_greedy_player_takes_the_most_points_and_breaks_ties_from_its_generator() -> None:
    from engine.players import GreedyPlayer
    from engine.round import Round

    deal = Deal.parse(["[1|4] [0|5] [2|3] [5|5] [0|1]", "[6|6]"], "", opener=0)
    round_ = Round(engine.FIVE_UP, deal)
    moves = round_.legal_moves(0)
    # [5|5] scores 10; the three 5s tie below it.
    assert str(GreedyPlayer(random.Random(0)).choose(round_, 0, moves)) == "[5|5]"
    tied = [m for m in moves if str(m.tile) != "[5|5]" and m.tile.pips == 5]
    picks = {str(GreedyPlayer(random.Random(s)).choose(round_, 0, tied)) for s in range(20)}
    assert picks == {"[1|4]", "[0|5]", "[2|3]"}
