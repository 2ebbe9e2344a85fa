"""The layout against an independent recomputation of ``docs/contracts/rules-dominoes.md`` section 2.

``Layout`` keeps its open points and end sum up to date as tiles are placed.
``recompute`` below knows nothing of that: from the placed tiles and their
connections alone it works out, in one pass, which slots are free, what each
shows and what counts, as the rules word it. Thousands of seeded rounds
(random and greedy players, both games, 2 to 4 players) are played, and at a
seeded sample of their turns and take-backs, and at the end of each round,
the two must agree: end sums, points, attachment points, contributions,
spinners, the legal moves of every tile still to play and the greedy
player's look-ahead for every offered move.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

import pytest

import engine
import engine.layout
from engine.layout import Connection
from engine.players import FirstMovePlayer, GreedyPlayer, RandomPlayer
from engine.round import Deal, Player, Round
from engine.tiles import Move, Slot, Tile

ROUNDS_PER_GAME = 1000
#: The share of turns (and of take-backs) compared in full.
SAMPLE = 0.25

SLOT_ORDER = list(Slot)


@dataclass
class Position:
    """What the rules say of a layout, worked out from scratch."""

    spinners: list[Tile]
    points: list[tuple[Tile, Slot, int]]
    contributions: list[tuple[Tile, Slot | None, int]]

    @property
    def end_sum(self) -> int:
        return sum(value for _, _, value in self.contributions)

    def legal_moves(self, tile: Tile, placed: Sequence[Tile]) -> list[Move]:
        if tile in placed:
            return []
        if not placed:
            return [Move(tile)]
        halves = (tile.low, tile.high)
        return [Move(tile, target, slot) for target, slot, value in self.points if value in halves]


def shows(tile: Tile, slot: Slot) -> int:
    """What a slot offers: a double its pip, a non-double the half named."""
    return tile.high if slot is Slot.HIGH else tile.low


def recompute(
    rules: engine.Rules, tiles: Sequence[Tile], connections: Sequence[Connection]
) -> Position:
    """The position from the placed tiles (in order) and their connections."""
    if rules.spinners == "every-double":
        spinners = [t for t in tiles if t.is_double]
    else:
        spinners = [t for t in tiles if t.is_double][:1]
    occupied: dict[Tile, set[Slot]] = {tile: set() for tile in tiles}
    for connection in connections:
        occupied[connection.parent].add(connection.parent_slot)
        occupied[connection.child].add(connection.child_slot)
    points = []
    contributions: list[tuple[Tile, Slot | None, int]] = []
    for tile in tiles:
        taken = occupied[tile]
        if tile.is_double:
            sides = [s for s in (Slot.SIDE_A, Slot.SIDE_B) if s not in taken]
            if sides:
                # A double counts once, both halves, while a side is free.
                contributions.append((tile, None, tile.low + tile.high))
                free = sides
            elif tile in spinners:
                # Arms open once both sides are taken; they never count.
                free = [s for s in (Slot.ARM_A, Slot.ARM_B) if s not in taken]
            else:
                free = []
        else:
            free = [s for s in (Slot.HIGH, Slot.LOW) if s not in taken]
            contributions += [(tile, s, shows(tile, s)) for s in free]
        points += [(tile, s, shows(tile, s)) for s in free]
    points.sort(key=lambda p: (p[0], SLOT_ORDER.index(p[1])))
    contributions.sort(key=lambda c: (c[0], -1 if c[1] is None else SLOT_ORDER.index(c[1])))
    return Position(spinners, points, contributions)


def joined(move: Move) -> Connection:
    """The connection a move makes: a double joins with side-A, else the matching half."""
    assert move.target is not None and move.slot is not None
    value = shows(move.target, move.slot)
    if move.tile.is_double:
        own = Slot.SIDE_A
    else:
        own = Slot.LOW if move.tile.low == value else Slot.HIGH
    return Connection(move.target, move.slot, move.tile, own)


def assert_agrees(layout: engine.Layout, unplayed: Sequence[Tile]) -> Position:
    """Every reading of the layout equals the recomputation from its tiles."""
    tiles, connections = layout.tiles, layout.connections
    assert [joined(m) for m in layout.moves[1:]] == connections
    position = recompute(layout.rules, tiles, connections)
    assert [(p.tile, p.slot, p.value) for p in layout.attachment_points()] == position.points
    contributions = [(c.tile, c.slot, c.value) for c in layout.contributions()]
    assert contributions == position.contributions
    assert layout.end_sum() == position.end_sum
    assert layout.spinners == position.spinners
    legal = [m for tile in unplayed for m in position.legal_moves(tile, tiles)]
    assert layout.legal_moves_of(unplayed) == legal, layout
    playable = {move.tile for move in legal}
    assert [layout.can_play(t) for t in unplayed] == [t in playable for t in unplayed]
    assert not any(tile in layout for tile in unplayed)
    first = not any(t.is_double for t in tiles)
    every = layout.rules.spinners == "every-double"
    for tile in unplayed:
        assert layout.is_spinner_if_placed(tile) == (tile.is_double and (every or first))
    return position


def play_and_compare(
    rules: engine.Rules,
    players: int,
    player: Player,
    rng: random.Random,
    look_ahead: bool = True,
    take_back: bool = True,
) -> int:
    """Play one round, comparing at a sample of its turns and at its end.

    Each turn is compared with chance ``SAMPLE`` (from ``rng``): before it,
    the moves offered (and with ``look_ahead`` the end sum each would leave)
    and after it, every reading of the layout. With ``take_back``, the round
    is then taken back move by move, likewise compared at a sample of steps.
    Recomputing from scratch costs a pass over the layout, so a sample keeps
    a round linear in its length instead of quadratic.
    """
    deal = Deal.shuffled(rules, players, rng, opener=rng.randrange(players))
    round_ = Round(rules, deal)
    layout = round_.layout
    while round_.end is None:
        check = rng.random() < SAMPLE
        if check:
            seat = round_.seat
            tiles, connections = layout.tiles, layout.connections
            position = recompute(rules, tiles, connections)
            offered = round_.legal_moves(seat)
            assert offered == [
                m for t in round_.hands[seat] for m in position.legal_moves(t, tiles)
            ]
            for move in offered if look_ahead else ():
                joins = [joined(move)] if move.target else []
                after = recompute(rules, [*tiles, move.tile], connections + joins)
                assert layout.end_sum_if_placed(move) == after.end_sum, move
        placement = round_.play_turn(player).placement
        if placement is None or not check:
            continue
        unplayed = [t for hand in round_.hands for t in hand] + round_.boneyard
        position = assert_agrees(layout, unplayed)
        assert placement.end_sum == position.end_sum
        assert placement.points == engine.points_for(position.end_sum)
        displayed = placement.points // 5 if rules.displayed_points else None
        assert placement.displayed_points == displayed
    unplayed = [t for hand in round_.hands for t in hand] + round_.boneyard
    assert_agrees(layout, unplayed)
    # What every placement scored, read against the end sums recomputed at the end.
    for number, placement in enumerate(layout.placements, 1):
        if rng.random() < SAMPLE:
            tiles = layout.tiles[:number]
            end_sum = recompute(rules, tiles, layout.connections[: number - 1]).end_sum
            assert (placement.end_sum, placement.points) == (end_sum, engine.points_for(end_sum))
    if round_.end == "blocked":
        assert not any(layout.can_play(t) for hand in round_.hands for t in hand)
    placed = len(layout)
    moves = layout.moves
    while take_back and len(layout):
        move = layout.pop().move
        assert move == moves.pop()
        unplayed.append(move.tile)
        if rng.random() < SAMPLE or not len(layout):
            assert_agrees(layout, unplayed)
    return placed


def play_rounds(rules: engine.Rules, rounds: int) -> int:
    rng = random.Random(f"layout {rules.name}")
    placed = 0
    for number in range(rounds):
        player: Player = GreedyPlayer(rng) if number % 2 else RandomPlayer(rng)
        # The costlier checks in some rounds only: every fourth round looks
        # ahead at every offered move (a greedy round: the greedy player
        # relies on it), and every fourth is taken back move by move.
        look_ahead, take_back = number % 4 == 1, number % 4 == 0
        placed += play_and_compare(rules, 2 + number % 3, player, rng, look_ahead, take_back)
    return placed


@pytest.mark.parametrize("rules", [engine.FIVE_UP, engine.ALL_FIVES], ids=lambda r: r.name)
def test_random_rounds_agree_with_the_recomputation(rules: engine.Rules) -> None:
    assert play_rounds(rules, ROUNDS_PER_GAME) > 10 * ROUNDS_PER_GAME  # really played


def test_the_comparison_fails_when_a_free_double_counts_one_half(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Break one rule in the layout (a double's free end counts one half): caught."""
    original = engine.layout._joining

    def broken(tile: Tile, value: int) -> tuple[Slot, Slot, int, int]:
        own, free, shows, counted = original(tile, value)
        return own, free, shows, tile.low if tile.is_double else counted

    monkeypatch.setattr(engine.layout, "_joining", broken)
    with pytest.raises(AssertionError):
        play_rounds(engine.FIVE_UP, 50)


def test_a_layout_copy_and_a_checked_replay_agree() -> None:
    rng = random.Random(11)
    for rules in (engine.FIVE_UP, engine.ALL_FIVES):
        for _ in range(50):
            round_ = Round(rules, Deal.shuffled(rules, 4, rng, opener=0))
            round_.play([RandomPlayer(rng)] * 4)
            layout = round_.layout
            checked = engine.Layout(rules)
            for move in layout.moves:
                checked.push(str(move))
            unplayed = [t for t in engine.DOUBLE_SIX if t not in layout]
            assert_agrees(layout.copy(), unplayed)
            assert_agrees(checked, unplayed)
            assert checked.placements == layout.placements == layout.copy().placements


def test_slot_order_is_the_declaration_order() -> None:
    assert [slot.order for slot in Slot] == list(range(len(Slot)))


def test_a_move_built_by_hand_is_played_like_an_offered_one() -> None:
    """Moves are values: an equal move built apart is offered and played alike."""
    rules = engine.FIVE_UP
    layout = engine.Layout(rules)
    layout.push(Move(Tile(1, 4)))
    offered = layout.legal_moves(Tile.of(4, 6))
    by_hand = Move(Tile(4, 6), Tile(1, 4), Slot.HIGH)
    assert offered == [by_hand] and offered[0] is not by_hand
    round_ = Round(rules, Deal.parse(["[1|4] [4|6]", "[0|0]"], "", opener=0))
    round_.play_turn(FirstMovePlayer())

    class ByHand:
        def choose(self, round_: Round, seat: int, moves: Sequence[Move]) -> Move:
            return Move(Tile(4, 6), Tile(1, 4), Slot.HIGH)

    round_.play_turn(ByHand())  # seat 1 cannot place: a pass
    assert str(round_.play_turn(ByHand())) == "seat 0: [4|6] on [1|4] high (end sum 7)"
    assert round_.hands[0] == []
    assert layout.push(by_hand).end_sum == 7
