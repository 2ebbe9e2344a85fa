"""The default player: plays legally and greedily, nothing cleverer.

Its strategy: of every legal turn (each hand card, each of its two
neighbours, each place for the taken card) it picks the one that raises its
own score the most right now; ties go to the lowest hand card, then the lower
neighbour, then the first place in the order ``Display.choices`` lists them
(continue a row, start a new row, close a row). It then draws the face-up
top card when that card would continue one of its rows, else the face-down
card; when one pile is empty it draws from the other.

>>> from engine.cards import Card, play_game
>>> made_up_deck = [Card(n, ("red", "blue", "green")[n % 3]) for n in range(1, 127)]
>>> game = play_game(made_up_deck, players=3, seed=1)
>>> game.is_over, game.taken()
(True, [24, 24, 24])
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.cards.cards import Card
from engine.cards.display import Display
from engine.cards.game import Game, Pile, Turn
from engine.cards.scoring import score_display
from engine.cards.setup import Deal, shuffled

#: A player: given the table, the turn it plays for the seat to move.
Player = Callable[[Game], Turn]


def default_player(game: Game) -> Turn:
    """The greedy turn described in the module docstring."""
    before = score_display(game.displays[game.seat]).total
    best: tuple[int, Turn, Display] | None = None
    for turn, after in game.choices():
        gain = score_display(after).total - before
        if best is None or gain > best[0]:
            best = (gain, turn, after)
    assert best is not None, "a hand card always has a neighbour and a place"
    _, turn, after = best
    return Turn(turn.play, turn.take, turn.choice, _pile_to_draw(game, after))


def _pile_to_draw(game: Game, display: Display) -> Pile | None:
    piles = game.drawable()
    if len(piles) < 2:
        return piles[0] if piles else None
    top = game.top(Pile.FACE_UP)
    if top is not None and any(row.accepts(top) for row in display.rows):
        return Pile.FACE_UP
    return Pile.FACE_DOWN


def play_out(game: Game, player: Player = default_player) -> Game:
    """Play ``game`` to its end, every seat played by ``player``."""
    while not game.is_over:
        game.push(player(game))
    return game


def play_game(
    deck: Iterable[Card],
    players: int,
    *,
    seed: int,
    short: bool = False,
    player: Player = default_player,
) -> Game:
    """Shuffle ``deck``'s cards in play with ``seed``, deal, and play the game to its end.

    The deck is input: the real deck's colour of each number is not known here.
    """
    order = shuffled(deck, players, seed=seed, short=short)
    return play_out(Game(Deal.from_order(order, players)), player)
