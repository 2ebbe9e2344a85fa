"""The two domino games as settings of one engine.

>>> find_rules("all-fives").tiles_per_player(3), find_rules("all-fives").target(2)
(7, 250)
>>> FIVE_UP.target(4), FIVE_UP.display(305)
(305, 61)

Rules are values: equal, hashable, usable as keys.

>>> {FIVE_UP: "five-up"}[find_rules("five-up")]
'five-up'
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from engine.errors import PlayerCountError, UnknownGameError

PLAYER_COUNTS = (2, 3, 4)

#: Five points on the table are one displayed point in Five Up.
POINTS_PER_DISPLAYED = 5


@dataclass(frozen=True)
class Rules:
    """What differs between Five Up and All Fives.

    ``spinners`` is ``"every-double"`` (Five Up) or ``"first-double"``
    (All Fives); ``settlement`` is ``"deduct-per-seat"`` (Five Up) or
    ``"award-to-winner"`` (All Fives). ``deal`` and ``targets`` pair a
    player count with the tiles each player is dealt and the match target.
    ``wins_at_once``: reaching the target wins at once, even mid-round
    (All Fives), rather than after the round is settled (Five Up).
    """

    name: str
    title: str
    spinners: Literal["every-double", "first-double"]
    deal: tuple[tuple[int, int], ...]
    targets: tuple[tuple[int, int], ...]
    settlement: Literal["deduct-per-seat", "award-to-winner"]
    wins_at_once: bool
    displayed_points: bool

    def tiles_per_player(self, players: int) -> int:
        """How many tiles each player is dealt."""
        return dict(self.deal)[check_players(players)]

    def target(self, players: int) -> int:
        """The match target in raw points."""
        return dict(self.targets)[check_players(players)]

    def display(self, raw: int | Fraction) -> int | None:
        """Raw points as displayed points (Five Up), or ``None`` (All Fives).

        >>> FIVE_UP.display(15), ALL_FIVES.display(15)
        (3, None)
        """
        if not self.displayed_points:
            return None
        return int(raw) // POINTS_PER_DISPLAYED

    def __repr__(self) -> str:
        return f"find_rules({self.name!r})"


def check_players(players: int) -> int:
    """Return ``players`` if both games allow that many, else raise.

    >>> check_players(5)
    Traceback (most recent call last):
      ...
    engine.errors.PlayerCountError: player count must be 2, 3 or 4: 5
    """
    if type(players) is not int or players not in PLAYER_COUNTS:
        raise PlayerCountError("player count must be 2, 3 or 4", players)
    return players


FIVE_UP = Rules(
    name="five-up",
    title="Five Up",
    spinners="every-double",
    deal=((2, 5), (3, 5), (4, 5)),
    targets=(
        (2, 61 * POINTS_PER_DISPLAYED),
        (3, 61 * POINTS_PER_DISPLAYED),
        (4, 61 * POINTS_PER_DISPLAYED),
    ),
    settlement="deduct-per-seat",
    wins_at_once=False,
    displayed_points=True,
)

ALL_FIVES = Rules(
    name="all-fives",
    title="All Fives",
    spinners="first-double",
    deal=((2, 9), (3, 7), (4, 5)),
    targets=((2, 250), (3, 200), (4, 200)),
    settlement="award-to-winner",
    wins_at_once=True,
    displayed_points=False,
)

GAMES: dict[str, Rules] = {rules.name: rules for rules in (FIVE_UP, ALL_FIVES)}


def find_rules(name: str) -> Rules:
    """The rules of a domino game by its command-line name.

    >>> find_rules("five-up")
    find_rules('five-up')
    >>> find_rules("muggins")
    Traceback (most recent call last):
      ...
    engine.errors.UnknownGameError: unknown game (expected five-up or all-fives): 'muggins'
    """
    try:
        return GAMES[name]
    except KeyError:
        raise UnknownGameError(f"unknown game (expected {' or '.join(GAMES)})", name) from None
