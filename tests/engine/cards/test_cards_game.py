"""Whole games: setup, turns, the end, and the invariants every seeded game keeps."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import (
    CIRCLE_SIZE,
    HAND_SIZE,
    PLAYER_COUNTS,
    Card,
    Deal,
    DuplicateCardError,
    Game,
    IllegalTurnError,
    Pile,
    RowDirectionError,
    SetupError,
    cards_in_play,
    default_player,
    highest_number,
    parse_cards,
    play_game,
    play_out,
    shuffled,
)

#: Made-up colour names: the real deck's six colours and their numbers are not known here.
COLOURS = ("red", "yellow", "green", "blue", "purple", "grey")


def made_up_deck(seed: int) -> list[Card]:
    """A 126-card deck whose colours are drawn at random: test data, not the real deck."""
    chance = random.Random(seed)
    return [Card(n, chance.choice(COLOURS)) for n in range(1, 127)]


def all_cards(game: Game) -> list[Card]:
    held = [card for hand in game.hands for card in hand]
    piles = [card for pile in Pile for card in game.piles[pile]]
    shown = [card for display in game.displays for card in display.cards]
    return held + piles + list(game.circle.cards) + shown


games = st.tuples(
    st.sampled_from(PLAYER_COUNTS),
    st.booleans(),
    st.integers(min_value=0, max_value=10_000),
    st.integers(min_value=0, max_value=10_000),
)


@settings(max_examples=25, derandomize=True, deadline=None)
@given(games)
def test_a_seeded_game_keeps_every_card_and_ends_with_equal_takes(
    case: tuple[int, bool, int, int],
) -> None:
    players, short, deck_seed, seed = case
    game = play_game(made_up_deck(deck_seed), players, seed=seed, short=short)
    total = highest_number(players, short=short)
    # The game ends, with every hand played out and both piles empty.
    assert game.is_over and not game.drawable()
    # Every card is accounted for, once: the circle keeps 6, the displays hold the rest.
    assert Counter(all_cards(game)) == Counter(game.deal.cards)
    assert sorted(card.number for card in game.deal.cards) == list(range(1, total + 1))
    assert len(game.circle) == CIRCLE_SIZE
    # Every player takes the same number of cards: one per turn.
    assert game.taken() == [(total - CIRCLE_SIZE) // players] * players
    assert len(game) == total - CIRCLE_SIZE
    for display in game.displays:
        display.check()
    totals = [score.total for score in game.scores()]
    assert set(game.winners()) == {seat for seat, t in enumerate(totals) if t == max(totals)}


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_the_same_seed_plays_the_same_game(players: int) -> None:
    first = play_game(made_up_deck(1), players, seed=99)
    again = play_game(made_up_deck(1), players, seed=99)
    other = play_game(made_up_deck(1), players, seed=100)
    assert first.to_json() == again.to_json()
    assert first.deal != other.deal


@pytest.mark.parametrize(
    ("players", "full", "short"),
    [(2, 54, 42), (3, 78, 60), (4, 102, 78), (5, 126, 96), (6, 126, 96)],
)
def test_the_cards_in_play_depend_on_the_player_count(players: int, full: int, short: int) -> None:
    deck = made_up_deck(0)
    assert [c.number for c in cards_in_play(deck, players)] == list(range(1, full + 1))
    assert [c.number for c in cards_in_play(deck, players, short=True)] == list(range(1, short + 1))


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_setup_deals_three_each_six_in_the_circle_and_halves_the_rest(players: int) -> None:
    order = shuffled(made_up_deck(3), players, seed=5)
    deal = Deal.from_order(order, players)
    assert all(len(hand) == HAND_SIZE for hand in deal.hands)
    assert list(deal.circle) == sorted(deal.circle) and len(deal.circle) == CIRCLE_SIZE
    assert 0 <= len(deal.face_down) - len(deal.face_up) <= 1
    assert Counter(deal.cards) == Counter(order)
    game = Game(deal)
    assert game.top(Pile.FACE_UP) == deal.face_up[0]


def test_a_deck_that_cannot_start_a_game_is_refused() -> None:
    deck = made_up_deck(0)
    with pytest.raises(SetupError, match=r"lacks cards 50\.\.54"):
        cards_in_play(deck[:49], 2)
    with pytest.raises(DuplicateCardError, match="card 3 is in the deck twice"):
        cards_in_play([*deck, Card(3, "red")], 2)
    with pytest.raises(SetupError, match="has no colour"):
        cards_in_play([Card(n) for n in range(1, 127)], 2)
    seven = [Card(n, f"colour-{'abcdefg'[n % 7]}") for n in range(1, 127)]
    with pytest.raises(SetupError, match="7 colours, more than 6"):
        cards_in_play(seven, 5)
    # Only the cards in play count: a seventh colour above 54 does not stop 2 players.
    six_in_play = [
        Card(n, "colour-g" if n > 54 else card.colour)
        for n, card in zip(range(1, 127), made_up_deck(0), strict=True)
    ]
    assert len(cards_in_play(six_in_play, 2)) == 54
    with pytest.raises(SetupError, match="7 colours"):
        cards_in_play(six_in_play, 3)
    with pytest.raises(SetupError, match="2 to 6 players"):
        cards_in_play(deck, 7)


# A scripted deal: seat 0 holds 20 50 7, seat 1 holds 33 44 2; one card in each pile.
SCRIPT = Deal(
    hands=(parse_cards("20:red,50:blue,7:red"), parse_cards("33:blue,44:red,2:red")),
    circle=parse_cards("10:red,15:blue,30:red,40:blue,45:red,60:blue"),
    face_down=parse_cards("12:blue"),
    face_up=parse_cards("70:red"),
)


def test_a_turn_plays_takes_a_neighbour_places_it_and_draws() -> None:
    game = Game(SCRIPT)
    record = game.push("play 20, take 30, new row, draw face-down")
    assert [c.number for c in game.circle.cards] == [10, 15, 20, 40, 45, 60]
    assert [c.number for c in game.hands[0]] == [50, 7, 12]
    assert [row.cards for row in game.displays[0].rows] == [(Card(30),)]
    assert record.drawn == Card(12) and game.seat == 1
    # The other pile is the only one left: drawing from the empty one is refused.
    with pytest.raises(IllegalTurnError, match="empty face-down pile"):
        game.push("play 2, take 60, new row, draw face-down")
    game.push("play 2, take 60, new row, draw face-up")
    # Both piles are empty now: no draw, and naming one is refused.
    with pytest.raises(IllegalTurnError, match="empty face-up pile"):
        game.push("play 7, take 10, row 0, draw face-up")


@pytest.mark.parametrize(
    ("turn", "error", "message"),
    [
        ("play 33, take 30, new row, draw face-up", IllegalTurnError, "seat 0 holds 20 50 7"),
        ("play 20, take 40, new row, draw face-up", IllegalTurnError, "take 15 or 30"),
        ("play 20, take 15, row 0, draw face-up", IllegalTurnError, "there is no row 0"),
        ("play 20, take 15, new row", IllegalTurnError, "must draw"),
    ],
)
def test_illegal_turns_are_refused_quoting_the_turn(
    turn: str, error: type[Exception], message: str
) -> None:
    game = Game(SCRIPT)
    with pytest.raises(error, match=message) as raised:
        game.push(turn)
    assert repr(turn) in str(raised.value)
    assert len(game) == 0 and game.hands[0] == list(SCRIPT.hands[0])


def test_a_taken_card_that_breaks_a_row_is_refused() -> None:
    game = Game(SCRIPT)
    game.push("play 20, take 15, new row, draw face-down")
    game.push("play 2, take 60, new row, draw face-up")
    game.push("play 50, take 45, row 0")  # 15 then 45: row 0 goes up
    game.push("play 44, take 40, row 0")  # 60 then 40: row 0 of seat 1 goes down
    with pytest.raises(RowDirectionError, match="card 10 does not continue row 0"):
        game.push("play 7, take 10, row 0")


def test_after_the_piles_run_out_play_goes_on_until_every_hand_is_empty() -> None:
    # Seat 0 draws the only pile card, so it plays one turn more than seat 1.
    deal = Deal(SCRIPT.hands, SCRIPT.circle, SCRIPT.face_down, ())
    game = play_out(Game(deal))
    assert [record.seat for record in game.records] == [0, 1, 0, 1, 0, 1, 0]
    assert [record.turn.draw for record in game.records] == [Pile.FACE_DOWN] + [None] * 6
    assert game.is_over and game.taken() == [4, 3]
    with pytest.raises(IllegalTurnError, match="the game is over"):
        game.push("play 20, take 15, new row")


@settings(max_examples=10, derandomize=True, deadline=None)
@given(st.sampled_from(PLAYER_COUNTS), st.integers(min_value=0, max_value=1000))
def test_taking_back_turns_restores_the_table(players: int, seed: int) -> None:
    deal = Deal.from_order(shuffled(made_up_deck(seed), players, seed=seed), players)
    game = Game(deal)
    states = []
    while not game.is_over:
        states.append((game.to_json(), [list(h) for h in game.hands], game.seat))
        game.push(default_player(game))
    finished = game.copy()
    assert finished.to_json() == game.to_json()
    while states:
        game.pop()
        assert (game.to_json(), [list(h) for h in game.hands], game.seat) == states.pop()
