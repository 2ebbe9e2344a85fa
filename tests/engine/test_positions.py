"""``engine.positions`` and ``engine.cards.positions``: a played round or game, as each mover met it.

The narrations (walkthroughs, "Your move" exercises) read these instead of
replaying a record themselves; each is checked here against the record.
"""

from __future__ import annotations

import pytest

import engine
from engine.cards import Card, play_game
from engine.cards import positions as card_positions
from engine.match import play_match

DECK = [Card(n, ("red", "blue", "green", "yellow")[n % 4]) for n in range(1, 127)]


@pytest.mark.parametrize("rules", [engine.FIVE_UP, engine.ALL_FIVES], ids=lambda r: r.name)
@pytest.mark.parametrize("seed", range(6))
def test_every_turn_is_met_with_the_hand_and_the_placements_it_had(
    rules: engine.Rules, seed: int
) -> None:
    match = play_match(rules, players=2 + seed % 3, seed=seed)
    for played in match.rounds:
        hands = [list(hand) for hand in played.deal.hands]
        moves: list[engine.Move] = []
        for position in engine.positions(rules, played.deal, played.turns):
            turn = position.turn
            assert position.hand == tuple(hands[turn.seat])
            hands[turn.seat] += turn.drawn
            assert position.in_hand == tuple(hands[turn.seat])
            before = position.met()
            assert (before is None) == (not moves)
            if before is not None:
                assert before.move == moves[-1]
            offered = {move for move, _points in position.options}
            assert (turn.move is None) == (not offered)
            for move, points in position.options:
                assert position.placing(move).points == points
            if turn.placement is not None:
                step = position.step()
                assert step is not None and step.move == turn.move
                assert (step.end_sum, step.points) == (turn.placement.end_sum, turn.points)
                assert turn.move in offered
                hands[turn.seat].remove(turn.placement.move.tile)
                moves.append(turn.placement.move)
            else:
                assert position.step() is None


def test_a_position_refuses_to_describe_a_table_that_has_moved_on() -> None:
    played = play_match(engine.FIVE_UP, players=2, seed=1).rounds[0]
    turns = engine.positions(engine.FIVE_UP, played.deal, played.turns)
    first = next(turns)
    next(turns)
    with pytest.raises(RuntimeError, match="moved on"):
        first.met()
    game = play_game(DECK, 2, seed=1)
    cards = card_positions(game)
    opening = next(cards)
    next(cards)
    with pytest.raises(RuntimeError, match="moved on"):
        opening.choices()


def test_a_placement_the_turn_did_not_offer_is_refused() -> None:
    played = play_match(engine.FIVE_UP, players=2, seed=1).rounds[0]
    turns = engine.positions(engine.FIVE_UP, played.deal, played.turns)
    next(turns)
    position = next(turns)
    elsewhere = engine.Move.parse("[6|6] on [0|0] side-A")
    assert elsewhere not in dict(position.options)
    with pytest.raises(engine.EngineError, match="not a placement this turn offered"):
        position.placing(elsewhere)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_card_turn_is_met_with_the_hand_displays_and_choices_it_had(players: int) -> None:
    game = play_game(DECK, players, seed=players)
    records = game.records
    seen = list(card_positions(game))
    assert [p.record for p in seen] == records
    for k, (position, record) in enumerate(zip(seen, records, strict=True)):
        assert record.turn.play in position.hand
        if k + 1 < len(seen):
            assert seen[k + 1].displays == position.displays_after
        assert position.displays_after[record.seat] == record.display_change.after
    # Choices are read while the position is current.
    for position in card_positions(game):
        turn = position.record.turn
        offered = {str(choice) for choice, _after in position.choices()}
        assert f"play {turn.play.number}, take {turn.take.number}, {turn.choice}" in offered
