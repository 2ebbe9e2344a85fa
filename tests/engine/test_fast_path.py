"""The fast layout against a clear model of ``rules-dominoes.md`` section 2.

``Layout`` keeps a running end sum, open points indexed by pip and shared
move objects, for speed. ``ClearModel`` below keeps only the moves and works
everything out afresh from the rules' own words each time it is asked.
Thousands of seeded random rounds (random and greedy players, both games,
2 to 4 players) are replayed through both, and every placement and every
take-back is compared: end sums, points, attachment points, contributions,
spinners, the legal moves of every tile and the greedy player's look-ahead.
"""

from __future__ import annotations

import random

import pytest

import engine
from engine.players import GreedyPlayer, Player, RandomPlayer
from engine.round import Deal, Round
from engine.tiles import DOUBLE_SIX, Move, Slot, Tile

ROUNDS_PER_GAME = 1000

Point = tuple[Tile, Slot, int]


def slot_value(tile: Tile, slot: Slot) -> int:
    """What a slot shows: a double its pip, a non-double the half named."""
    return tile.high if slot is Slot.HIGH else tile.low


class ClearModel:
    """One position as the rules describe it, worked out from its moves alone."""

    def __init__(self, rules: engine.Rules, moves: list[Move]) -> None:
        self.rules = rules
        self.moves = list(moves)
        placed: list[Tile] = []
        spinners: list[Tile] = []
        occupied: dict[Tile, set[Slot]] = {}
        for move in self.moves:
            tile = move.tile
            if tile.is_double and (
                rules.spinners == "every-double" or not any(t.is_double for t in placed)
            ):
                spinners.append(tile)
            occupied[tile] = set()
            if move.target is not None and move.slot is not None:
                occupied[move.target].add(move.slot)
                value = slot_value(move.target, move.slot)
                if tile.is_double:
                    occupied[tile].add(Slot.SIDE_A)
                else:
                    occupied[tile].add(Slot.LOW if tile.low == value else Slot.HIGH)
            placed.append(tile)
        self.placed = set(placed)
        self.spinners = spinners
        self.has_double = any(t.is_double for t in placed)

        points: list[Point] = []
        contributions: list[tuple[Tile, Slot | None, int]] = []
        for tile in placed:
            taken = occupied[tile]
            if tile.is_double:
                free = [s for s in (Slot.SIDE_A, Slot.SIDE_B) if s not in taken]
                if free:
                    contributions.append((tile, None, tile.low + tile.high))
                elif tile in spinners:
                    free = [s for s in (Slot.ARM_A, Slot.ARM_B) if s not in taken]
            else:
                free = [s for s in (Slot.HIGH, Slot.LOW) if s not in taken]
                contributions += [(tile, s, slot_value(tile, s)) for s in free]
            points += [(tile, slot, slot_value(tile, slot)) for slot in free]
        slots = list(Slot)
        #: The legal places for the next tile, by tile then slot.
        self.points = sorted(points, key=lambda p: (p[0].low, p[0].high, slots.index(p[1])))
        order = [None, *Slot]
        self.contributions = sorted(
            contributions, key=lambda c: (c[0].low, c[0].high, order.index(c[1]))
        )
        self.end_sum = sum(value for _, _, value in contributions)
        self.points_scored = self.end_sum if self.end_sum > 0 and self.end_sum % 5 == 0 else 0

    def legal_moves(self, tile: Tile) -> list[Move]:
        if tile in self.placed:
            return []
        if not self.moves:
            return [Move(tile)]
        halves = (tile.low, tile.high)
        return [Move(tile, target, slot) for target, slot, value in self.points if value in halves]

    def is_spinner_if_placed(self, tile: Tile) -> bool:
        return tile.is_double and (self.rules.spinners == "every-double" or not self.has_double)


def assert_same(layout: engine.Layout, model: ClearModel) -> None:
    """Every reading of the layout equals the clear model's."""
    assert layout.moves == model.moves
    assert [(p.tile, p.slot, p.value) for p in layout.attachment_points()] == model.points
    contributions = [(c.tile, c.slot, c.value) for c in layout.contributions()]
    assert contributions == model.contributions
    assert layout.end_sum() == model.end_sum == sum(c.value for c in layout.contributions())
    assert layout.spinners == model.spinners
    for tile in DOUBLE_SIX:
        legal = model.legal_moves(tile)
        assert layout.legal_moves(tile) == legal, (layout, tile)
        assert layout.can_play(tile) == bool(legal)
        assert (tile in layout) == (tile in model.placed)
        if tile not in layout:
            assert layout.is_spinner_if_placed(tile) == model.is_spinner_if_placed(tile)


def play_and_compare(rules: engine.Rules, players: int, player: Player, rng: random.Random) -> int:
    """Play one round, comparing with the model after every turn; then take it all back."""
    deal = Deal.shuffled(rules, players, rng, opener=rng.randrange(players))
    round_ = Round(rules, deal)
    layout = round_.layout
    model = ClearModel(rules, [])
    while round_.end is None:
        seat = round_.seat
        offered = round_.legal_moves(seat)
        assert offered == [m for tile in round_.hands[seat] for m in model.legal_moves(tile)]
        for move in offered:
            after = ClearModel(rules, [*model.moves, move])
            assert layout.end_sum_if_placed(move) == after.end_sum
        placement = round_.play_turn(player).placement
        if placement is None:
            continue
        model = ClearModel(rules, [*model.moves, placement.move])
        assert placement.end_sum == model.end_sum
        assert placement.points == model.points_scored
        displayed = model.points_scored // 5 if rules.displayed_points else None
        assert placement.displayed_points == displayed
        assert_same(layout, model)
    if round_.end == "blocked":
        assert not any(model.legal_moves(t) for hand in round_.hands for t in hand)
    placed = len(layout)
    while len(layout):
        assert layout.pop().move == model.moves[-1]
        model = ClearModel(rules, model.moves[:-1])
        assert_same(layout, model)
    return placed


@pytest.mark.parametrize("rules", [engine.FIVE_UP, engine.ALL_FIVES], ids=lambda r: r.name)
def test_random_rounds_agree_with_the_clear_model(rules: engine.Rules) -> None:
    rng = random.Random(f"fast-path {rules.name}")
    placed = 0
    for number in range(ROUNDS_PER_GAME):
        player: Player = GreedyPlayer(rng) if number % 2 else RandomPlayer(rng)
        placed += play_and_compare(rules, 2 + number % 3, player, rng)
    assert placed > 10 * ROUNDS_PER_GAME  # the rounds really were played


def test_a_layout_copy_and_a_checked_replay_agree_with_the_fast_path() -> None:
    rng = random.Random(11)
    for rules in (engine.FIVE_UP, engine.ALL_FIVES):
        for _ in range(50):
            round_ = Round(rules, Deal.shuffled(rules, 4, rng, opener=0))
            round_.play([RandomPlayer(rng)] * 4)
            layout = round_.layout
            checked = engine.Layout(rules)
            for move in layout.moves:
                checked.push(str(move))
            model = ClearModel(rules, layout.moves)
            assert_same(layout.copy(), model)
            assert_same(checked, model)
            assert checked.placements == layout.placements


def test_tiles_hash_by_their_number_and_equal_tiles_are_equal_however_built() -> None:
    numbers = [hash(tile) for tile in DOUBLE_SIX]
    assert numbers == sorted(set(numbers))  # unique, and in the tiles' own order
    for tile in DOUBLE_SIX:
        for twin in (Tile(tile.low, tile.high), Tile.parse(f"[{tile.high}|{tile.low}]")):
            assert twin == tile and hash(twin) == hash(tile)
            assert not twin != tile  # noqa: SIM202 (the != operator is under test)
        assert {tile: 1}[Tile(tile.low, tile.high)] == 1
    assert Tile.of(1, 2) != Tile.of(1, 3) and Tile.of(1, 2) != (1, 2)


def test_slot_order_is_the_declaration_order() -> None:
    assert [slot.order for slot in Slot] == list(range(len(Slot)))


def test_a_move_built_by_hand_is_played_like_an_offered_one() -> None:
    """Offered moves are shared objects; an equal move built apart is as good."""
    rules = engine.FIVE_UP
    layout = engine.Layout(rules)
    layout._push_legal(Move(Tile(1, 4)))
    offered = layout.legal_moves(Tile.of(4, 6))
    by_hand = Move(Tile(4, 6), Tile(1, 4), Slot.HIGH)
    assert offered == [by_hand]
    assert layout._push_legal(by_hand).end_sum == ClearModel(rules, layout.moves).end_sum == 7
