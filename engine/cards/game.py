"""A whole game: turns in seat order from a deal until every hand is played out.

One mutable object with ``push``/``pop``/``copy`` and a stack of turn
records, like the domino ``Layout``. A turn: play a hand card into the circle,
take one of its two neighbours, place it (or close a row for it), then draw
from either pile, or from the other when one is empty. Once both piles are
empty, players keep playing until every hand is empty.

>>> from engine.cards import Deal, Game, Turn, parse_cards
>>> deal = Deal(
...     hands=(parse_cards("20:red,50:blue,7:red"), parse_cards("33:blue,44:red,2:red")),
...     circle=parse_cards("10:red,15:blue,30:red,40:blue,45:red,60:blue"),
...     face_down=parse_cards("12:blue"),
...     face_up=parse_cards("70:red"),
... )
>>> game = Game(deal)
>>> record = game.push(Turn.parse("play 20, take 15, new row, draw face-up"))
>>> [c.number for c in record.circle_play.neighbours], record.drawn
([15, 30], Card.parse('70:red'))
>>> game.push(Turn.parse("play 2, take 10, new row, draw face-up"))
Traceback (most recent call last):
  ...
engine.cards.errors.IllegalTurnError: seat 1 cannot draw from the empty face-up pile: 'play 2, ...'
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from engine.cards.cards import Card
from engine.cards.circle import Circle, CirclePlay
from engine.cards.display import Display, DisplayChange, RowChoice
from engine.cards.errors import CardNotationError, IllegalTurnError
from engine.cards.scoring import DisplayScore, score_display, winners
from engine.cards.setup import Deal
from engine.errors import IllegalMoveError


class Pile(enum.Enum):
    """The two draw piles."""

    FACE_DOWN = "face-down"
    FACE_UP = "face-up"

    def __str__(self) -> str:
        return self.value


_TURN_RE = re.compile(
    r"\s*play\s+(?P<play>[^,\s]+)\s*,\s*take\s+(?P<take>[^,\s]+)\s*,\s*(?P<choice>[^,]+?)"
    r"\s*(?:,\s*draw\s+(?P<draw>\S+)\s*)?",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class Turn:
    """One player's decisions: the card played, the card taken, where it goes, the pile drawn.

    ``draw`` is ``None`` only when both piles are empty. Cards are named by
    number; colours in the text are ignored.

    >>> Turn.parse("PLAY 37,  take 40, close row 1, draw face-down")
    Turn.parse('play 37, take 40, close row 1, draw face-down')
    """

    play: Card
    take: Card
    choice: RowChoice
    draw: Pile | None

    @classmethod
    def parse(cls, text: str) -> Turn:
        match = _TURN_RE.fullmatch(text)
        if match is None:
            raise CardNotationError(
                "not a turn (expected 'play N, take N, CHOICE[, draw PILE]')", text
            )
        try:
            play = Card(Card.parse(match["play"]).number)
            take = Card(Card.parse(match["take"]).number)
            choice = RowChoice.parse(match["choice"])
        except CardNotationError as error:
            raise error.quoting(text) from None
        draw = None
        if match["draw"] is not None:
            try:
                draw = Pile(match["draw"].lower())
            except ValueError:
                raise CardNotationError(
                    "unknown pile (expected face-down or face-up)", text
                ) from None
        return cls(play, take, choice, draw)

    def __str__(self) -> str:
        text = f"play {self.play.number}, take {self.take.number}, {self.choice}"
        return text if self.draw is None else f"{text}, draw {self.draw}"

    def __repr__(self) -> str:
        return f"Turn.parse('{self}')"


@dataclass(frozen=True, slots=True)
class TurnRecord:
    """What one turn did: who, the circle play, the display change and the card drawn."""

    seat: int
    turn: Turn
    circle_play: CirclePlay
    display_change: DisplayChange
    drawn: Card | None

    @property
    def taken(self) -> Card:
        return self.display_change.card

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "turn": str(self.turn),
            "play": str(self.circle_play.played),
            "take": str(self.taken),
            "choice": str(self.turn.choice),
            "closed": [str(card) for card in self.display_change.closed],
            "draw": None if self.turn.draw is None else str(self.turn.draw),
            "drawn": None if self.drawn is None else str(self.drawn),
        }


class Game:
    """The table during one game: hands, circle, draw piles, displays and the turn stack."""

    def __init__(self, deal: Deal) -> None:
        self.deal = deal
        self.hands = [list(hand) for hand in deal.hands]
        self.circle = Circle.of(deal.circle)
        # Top card last, so drawing is a pop from the end.
        self.piles = {
            Pile.FACE_DOWN: list(reversed(deal.face_down)),
            Pile.FACE_UP: list(reversed(deal.face_up)),
        }
        self.displays = [Display() for _ in deal.hands]
        self.seat = 0
        self._stack: list[TurnRecord] = []

    def __repr__(self) -> str:
        return f"<Game {self.players} players, {len(self._stack)} turns>"

    def __len__(self) -> int:
        return len(self._stack)

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def records(self) -> list[TurnRecord]:
        """Every turn so far, in order (a copy)."""
        return list(self._stack)

    def top(self, pile: Pile) -> Card | None:
        """The top card of a pile (only the face-up one is seen at the table), or ``None``."""
        cards = self.piles[pile]
        return cards[-1] if cards else None

    @property
    def is_over(self) -> bool:
        """Whether every hand has been played out (the piles are empty by then)."""
        return not any(self.hands)

    def drawable(self) -> list[Pile]:
        """The piles the player to move may draw from: both, the non-empty one, or none."""
        return [pile for pile in Pile if self.piles[pile]]

    def taken(self) -> list[int]:
        """How many cards each seat has taken from the circle so far."""
        counts = [0] * self.players
        for record in self._stack:
            counts[record.seat] += 1
        return counts

    def scores(self) -> list[DisplayScore]:
        return [score_display(display) for display in self.displays]

    def winners(self) -> tuple[int, ...]:
        """The seats with the highest total; several share the victory on a tie."""
        return winners([score.total for score in self.scores()])

    def choices(self) -> list[tuple[Turn, Display]]:
        """Every legal turn of the seat to move, with its display after, drawing aside.

        Each hand card in ascending order, each of its neighbours, each place
        ``Display.choices`` lists; the turns carry no draw (``draw`` is ``None``).

        >>> from engine.cards import parse_cards
        >>> deal = Deal(
        ...     hands=(parse_cards("20:red"), parse_cards("33:blue")),
        ...     circle=parse_cards("10:red,30:red"),
        ...     face_down=(),
        ...     face_up=(),
        ... )
        >>> [(str(turn), score_display(after).total) for turn, after in Game(deal).choices()]
        [('play 20, take 10, new row', 1), ('play 20, take 30, new row', 1)]
        """
        display = self.displays[self.seat]
        found = []
        for played in sorted(self.hands[self.seat]):
            neighbours = self.circle.play(played).neighbours
            for taken in dict.fromkeys(neighbours):  # one card twice in a one-card circle
                for choice in display.choices(taken):
                    after = display.place(taken, choice).after
                    found.append((Turn(played, taken, choice, None), after))
        return found

    # -- changing the table ---------------------------------------------------

    def check(self, turn: Turn) -> tuple[CirclePlay, DisplayChange]:
        """What ``turn`` would do, or ``IllegalTurnError`` if the rules forbid it."""
        text, seat = str(turn), self.seat
        if self.is_over:
            raise IllegalTurnError("the game is over: every hand is played out", text)
        hand = self.hands[seat]
        if turn.play not in hand:
            held = " ".join(str(card.number) for card in hand)
            raise IllegalTurnError(f"seat {seat} holds {held}, not card {turn.play.number}", text)
        played = hand[hand.index(turn.play)]
        circle_play = self.circle.play(played)
        if turn.take not in circle_play.neighbours:
            near = " or ".join(str(card.number) for card in circle_play.neighbours)
            raise IllegalTurnError(
                f"card {turn.take.number} is not next to {played.number}: take {near}", text
            )
        taken = circle_play.neighbours[circle_play.neighbours.index(turn.take)]
        try:
            change = self.displays[seat].place(taken, turn.choice)
        except IllegalMoveError as error:
            # Quote the whole turn, not only the card that did not fit.
            raise type(error)(f"seat {seat}: {error.reason}", text) from None
        piles = self.drawable()
        if turn.draw is None and piles:
            raise IllegalTurnError(f"seat {seat} must draw: a pile still has cards", text)
        if turn.draw is not None and turn.draw not in piles:
            raise IllegalTurnError(f"seat {seat} cannot draw from the empty {turn.draw} pile", text)
        return circle_play, change

    def push(self, turn: Turn | str) -> TurnRecord:
        """Play one turn for the seat to move, after checking it; return its record."""
        if isinstance(turn, str):
            turn = Turn.parse(turn)
        circle_play, change = self.check(turn)
        seat = self.seat
        self.hands[seat].remove(circle_play.played)
        self.circle = Circle(circle_play.circle).without(change.card)
        self.displays[seat] = change.after
        drawn = None
        if turn.draw is not None:
            drawn = self.piles[turn.draw].pop()
            self.hands[seat].append(drawn)
        record = TurnRecord(seat, turn, circle_play, change, drawn)
        self._stack.append(record)
        self.seat = self._next_seat(seat)
        return record

    def pop(self) -> TurnRecord:
        """Take back the last turn and return its record."""
        record = self._stack.pop()
        seat = record.seat
        if record.drawn is not None and record.turn.draw is not None:
            self.piles[record.turn.draw].append(record.drawn)
        self.displays[seat] = record.display_change.before
        self.circle = Circle(record.circle_play.circle).without(record.circle_play.played)
        # Hands keep their dealt order with draws appended; the played card goes back in place.
        self.hands[seat] = self._hand_before(seat)
        self.seat = seat
        return record

    def copy(self) -> Game:
        """An independent game with the same turns played."""
        other = Game(self.deal)
        for record in self._stack:
            other.push(record.turn)
        return other

    def _next_seat(self, seat: int) -> int:
        # Seats whose hands are empty (only once the piles are) are passed over.
        for step in range(1, self.players + 1):
            candidate = (seat + step) % self.players
            if self.hands[candidate]:
                return candidate
        return (seat + 1) % self.players

    def _hand_before(self, seat: int) -> list[Card]:
        """Seat's hand as it was before its last turn in the stack was played."""
        hand = list(self.deal.hands[seat])
        for record in self._stack:
            if record.seat == seat:
                hand.remove(record.circle_play.played)
                if record.drawn is not None:
                    hand.append(record.drawn)
        return hand

    def to_json(self) -> dict[str, Any]:
        return {
            "game": "up-or-down",
            "players": self.players,
            "deal": self.deal.to_json(),
            "turns": [record.to_json() for record in self._stack],
            "displays": [display.to_json() for display in self.displays],
            "scores": [score.to_json() for score in self.scores()],
            "taken": self.taken(),
            "winners": list(self.winners()),
        }


@dataclass(frozen=True)
class Position:
    """One turn of a played game as its mover met it.

    ``hand`` is the mover's cards before the turn and ``displays`` every
    seat's display then. ``choices`` reads the table as the turn met it:
    like the groups of ``itertools.groupby``, it is valid until ``positions``
    moves on to the next turn.
    """

    record: TurnRecord
    hand: tuple[Card, ...]
    displays: tuple[Display, ...]
    _game: Game = field(repr=False, compare=False)
    _turn: int = field(repr=False, compare=False)

    @property
    def display(self) -> Display:
        """The mover's display before the turn."""
        return self.displays[self.record.seat]

    @property
    def displays_after(self) -> tuple[Display, ...]:
        """Every seat's display once the turn is played."""
        seat = self.record.seat
        return (*self.displays[:seat], self.record.display_change.after, *self.displays[seat + 1 :])

    def choices(self) -> list[tuple[Turn, Display]]:
        """Every legal turn the mover had (``Game.choices``)."""
        if len(self._game) != self._turn:
            raise RuntimeError("the replay has moved on from this position")
        return self._game.choices()


def positions(game: Game) -> Iterator[Position]:
    """Replay a game as played (its deal and records), once: what each mover met.

    >>> from engine.cards import Card, play_game
    >>> deck = [Card(n, ("red", "blue", "green", "yellow")[n % 4]) for n in range(1, 127)]
    >>> game = play_game(deck, 2, seed=1)
    >>> first = next(positions(game))
    >>> len(first.hand), first.display.cards, len(first.choices()) > 1
    (3, (), True)
    """
    replay = Game(game.deal)
    for turn, record in enumerate(game.records):
        hand = tuple(replay.hands[record.seat])
        yield Position(record, hand, tuple(replay.displays), replay, turn)
        replay.push(record.turn)
