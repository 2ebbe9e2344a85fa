"""Up or Down?: cards, the circle, a player's display, scoring and whole games.

Everything here is exported from ``engine.cards`` (not from ``engine``):
the domino names stay where they are and the card game keeps its own words.

>>> from engine.cards import Card, Circle
>>> play = Circle.of(Card(n) for n in (3, 17, 40, 52, 88, 120)).play(Card(37))
>>> play.to_json()
{'circle': [3, 17, 37, 40, 52, 88, 120], 'neighbours': [17, 40]}

With the full ranges each player takes exactly (N - 6) / P cards: 24 with 2
to 5 players, 20 with 6, counted in games the engine plays to the end (the
colours of this deck are made up: the real deck's are not known here):

>>> from engine.cards import play_game
>>> made_up_deck = [Card(n, ("red", "blue", "green", "yellow")[n % 4]) for n in range(1, 127)]
>>> [sorted(set(play_game(made_up_deck, players, seed=2026).taken())) for players in range(2, 7)]
[[24], [24], [24], [24], [20]]
"""

from engine.cards.cards import (
    COLOURS_IN_DECK,
    FULL_GAME,
    GAME_NAME,
    HIGHEST_NUMBER,
    PLAYER_COUNTS,
    SHORT_GAME,
    Card,
    check_game,
    highest_number,
    numbers_in_play,
    parse_cards,
)
from engine.cards.circle import Circle, CirclePlay
from engine.cards.display import (
    MAX_ROWS,
    NEW_ROW,
    Action,
    Direction,
    Display,
    DisplayChange,
    Row,
    RowChoice,
)
from engine.cards.errors import (
    CardNotationError,
    DuplicateCardError,
    ExampleLineError,
    IllegalTurnError,
    PlayerCountError,
    RowDirectionError,
    SetupError,
)
from engine.cards.examples import EXAMPLE_KINDS, read_example
from engine.cards.game import Game, Pile, Position, Turn, TurnRecord, positions
from engine.cards.player import Player, default_player, play_game, play_out
from engine.cards.scoring import (
    DisplayScore,
    RowScore,
    score_display,
    score_row,
    score_rows,
    winners,
)
from engine.cards.setup import CIRCLE_SIZE, HAND_SIZE, Deal, cards_in_play, shuffled

__all__ = [
    "CIRCLE_SIZE",
    "COLOURS_IN_DECK",
    "EXAMPLE_KINDS",
    "FULL_GAME",
    "GAME_NAME",
    "HAND_SIZE",
    "HIGHEST_NUMBER",
    "MAX_ROWS",
    "NEW_ROW",
    "PLAYER_COUNTS",
    "SHORT_GAME",
    "Action",
    "Card",
    "CardNotationError",
    "Circle",
    "CirclePlay",
    "Deal",
    "Direction",
    "Display",
    "DisplayChange",
    "DisplayScore",
    "DuplicateCardError",
    "ExampleLineError",
    "Game",
    "IllegalTurnError",
    "Pile",
    "Player",
    "PlayerCountError",
    "Position",
    "Row",
    "RowChoice",
    "RowDirectionError",
    "RowScore",
    "SetupError",
    "Turn",
    "TurnRecord",
    "cards_in_play",
    "check_game",
    "default_player",
    "highest_number",
    "numbers_in_play",
    "parse_cards",
    "play_game",
    "play_out",
    "positions",
    "read_example",
    "score_display",
    "score_row",
    "score_rows",
    "shuffled",
    "winners",
]
