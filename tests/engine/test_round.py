"""Rules of play in one round, on scripted deals (chance given as data)."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

import engine
from engine.players import FirstMovePlayer
from engine.round import Deal, Round
from engine.tiles import DOUBLE_SIX, Move


class Recorder:
    """Plays the first offered move and remembers every offer."""

    def __init__(self) -> None:
        self.offers: list[list[str]] = []

    def choose(self, round_: Round, seat: int, moves: Sequence[Move]) -> Move:
        self.offers.append([str(m) for m in moves])
        return moves[0]


def test_a_seat_that_can_place_must_place_and_never_draws() -> None:
    # Seat 1 can play [4|5] on the opening [1|4]; the boneyard is not empty.
    deal = Deal.parse(["[1|4] [6|6]", "[0|0] [4|5]"], "[1|2] [3|3]", opener=0)
    round_, player = Round(engine.FIVE_UP, deal), Recorder()
    round_.play_turn(player)
    turn = round_.play_turn(player)
    assert turn.drawn == ()
    assert str(turn.move) == "[4|5] on [1|4] high"
    assert player.offers[1] == ["[4|5] on [1|4] high"]
    assert round_.boneyard == list(deal.boneyard)


def test_the_opener_may_lead_any_tile_in_hand() -> None:
    deal = Deal.parse(["[1|4] [6|6] [0|3]", "[0|0]"], "", opener=0)
    player = Recorder()
    Round(engine.ALL_FIVES, deal).play_turn(player)
    assert player.offers == [["[1|4]", "[6|6]", "[0|3]"]]


def test_without_a_placement_a_seat_draws_until_playable_and_must_place_that_tile() -> None:
    # Seat 1 holds nothing for 1 or 4; [2|3] does not fit, [3|4] does, and
    # [1|6], which would fit too, stays in the boneyard.
    deal = Deal.parse(["[1|4] [6|6]", "[0|0] [2|2]"], "[2|3] [3|4] [1|6] [5|5]", opener=0)
    round_, player = Round(engine.FIVE_UP, deal), Recorder()
    round_.play_turn(player)
    turn = round_.play_turn(player)
    assert [str(t) for t in turn.drawn] == ["[2|3]", "[3|4]"]
    assert player.offers[1] == ["[3|4] on [1|4] high"]
    assert [str(t) for t in round_.boneyard] == ["[1|6]", "[5|5]"]
    assert [str(t) for t in round_.hands[1]] == ["[0|0]", "[2|2]", "[2|3]"]


def test_the_drawn_tile_is_offered_at_each_of_its_legal_points() -> None:
    # The drawn [1|5] fits both chain sides of the opening [1|1].
    deal = Deal.parse(["[1|1] [6|6]", "[0|0]"], "[2|3] [1|5]", opener=0)
    round_, player = Round(engine.ALL_FIVES, deal), Recorder()
    round_.play_turn(player)
    round_.play_turn(player)
    assert player.offers[1] == ["[1|5] on [1|1] side-A", "[1|5] on [1|1] side-B"]


def test_a_seat_passes_only_when_the_boneyard_is_empty() -> None:
    # Seat 1 draws the whole boneyard, still cannot place, and passes.
    deal = Deal.parse(["[1|4] [4|6] [6|6]", "[0|0]"], "[2|3] [2|2]", opener=0)
    round_ = Round(engine.FIVE_UP, deal)
    player = FirstMovePlayer()
    round_.play_turn(player)
    turn = round_.play_turn(player)
    assert turn.move is None and turn.points == 0
    assert [str(t) for t in turn.drawn] == ["[2|3]", "[2|2]"]
    assert round_.end is None  # seat 0 can still place [4|6]
    again = round_.play_turn(player)
    assert str(again.move) == "[4|6] on [1|4] high"
    assert round_.play_turn(player).drawn == ()  # an empty boneyard: a plain pass


def test_the_round_is_blocked_when_the_boneyard_is_empty_and_nobody_can_place() -> None:
    deal = Deal.parse(["[0|0] [1|3]", "[2|2]", "[4|6]"], "", opener=0)
    round_ = Round(engine.ALL_FIVES, deal)
    assert round_.play([FirstMovePlayer()] * 3) == "blocked"
    assert len(round_.turns) == 1 and round_.out is None


def test_a_seat_that_cannot_place_while_another_can_does_not_block() -> None:
    deal = Deal.parse(["[0|0] [1|3]", "[2|2]", "[0|6] [4|4]"], "", opener=0)
    round_ = Round(engine.ALL_FIVES, deal)
    round_.play_turn(FirstMovePlayer())
    assert round_.end is None
    passed = round_.play_turn(FirstMovePlayer())
    assert passed.move is None and round_.end is None
    assert str(round_.play_turn(FirstMovePlayer()).move) == "[0|6] on [0|0] side-A"


def test_placing_the_last_tile_ends_the_round_and_still_scores() -> None:
    deal = Deal.parse(["[1|4]", "[0|0]"], "[2|3]", opener=0)
    round_ = Round(engine.FIVE_UP, deal)
    turn = round_.play_turn(FirstMovePlayer())
    assert (round_.end, round_.out, turn.points) == ("domino", 0, 5)
    with pytest.raises(engine.EngineError, match="the round is over"):
        round_.play_turn(FirstMovePlayer())


def test_turns_go_clockwise_from_the_opener() -> None:
    deal = Deal.from_order(engine.FIVE_UP, 4, DOUBLE_SIX, opener=2)
    round_ = Round(engine.FIVE_UP, deal)
    seats = [round_.play_turn(FirstMovePlayer()).seat for _ in range(6)]
    assert seats == [2, 3, 0, 1, 2, 3]


def test_a_player_cannot_make_a_move_it_was_not_offered() -> None:
    class Cheat:
        def choose(self, round_: Round, seat: int, moves: Sequence[Move]) -> Move:
            return Move.parse("[6|6]")

    round_ = Round(engine.FIVE_UP, Deal.parse(["[1|4]", "[6|6]"], "", opener=0))
    with pytest.raises(engine.EngineError, match="not offered"):
        round_.play_turn(Cheat())


@pytest.mark.parametrize(
    ("rules", "players", "each"),
    [
        (engine.FIVE_UP, 2, 5),
        (engine.FIVE_UP, 3, 5),
        (engine.FIVE_UP, 4, 5),
        (engine.ALL_FIVES, 2, 9),
        (engine.ALL_FIVES, 3, 7),
        (engine.ALL_FIVES, 4, 5),
    ],
)
def test_dealing_gives_each_seat_its_tiles_and_leaves_the_rest_drawable(
    rules: engine.Rules, players: int, each: int
) -> None:
    deal = Deal.shuffled(rules, players, random.Random(players), opener=0)
    assert [len(hand) for hand in deal.hands] == [each] * players
    assert len(deal.boneyard) == 28 - each * players
    assert sorted(t for hand in deal.hands for t in hand) == sorted(
        set(DOUBLE_SIX) - set(deal.boneyard)
    )


@pytest.mark.parametrize(
    ("hands", "boneyard", "opener", "message"),
    [
        (["[1|4]", "[1|4]"], "", 0, "dealt twice"),
        (["[1|4]", "[2|2]"], "[2|2]", 0, "dealt twice"),
        (["[1|4]", ""], "", 0, "at least one tile"),
        (["[1|4]", "[2|2]"], "", 2, "opener must be a seat 0..1"),
        (["[1|4]"], "", 0, "player count"),
    ],
)
def test_a_bad_scripted_deal_is_refused(
    hands: list[str], boneyard: str, opener: int, message: str
) -> None:
    with pytest.raises(engine.EngineError, match=message):
        Deal.parse(hands, boneyard, opener)


def test_a_deal_shuffles_exactly_the_double_six_set() -> None:
    with pytest.raises(engine.EngineError, match="28 tiles"):
        Deal.from_order(engine.FIVE_UP, 2, DOUBLE_SIX[:-1], opener=0)
