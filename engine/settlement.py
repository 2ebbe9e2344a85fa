"""Settlement: what the tiles left in hand are worth when a round ends.

``docs/contracts/rules-dominoes.md`` section 4. Both games round pips to the nearest
multiple of 5 (remainder 1 or 2 down, 3 or 4 up), but differently:

- Five Up deducts from every seat separately, partners included, so two
  partners with 3 pips each lose 10 raw points, never 5;
- All Fives pools all the opponents' pips, rounds once and awards them to
  the round's winner; a blocked round goes to the single lowest hand (pairs
  summed), and with three players two tied lowest split the third's pips
  exactly, halves kept as ``Fraction``.

>>> import engine
>>> settle(engine.FIVE_UP, pips=[3, 8, 3, 1], teams=[[0, 2], [1, 3]], out=None)
[Fraction(-10, 1), Fraction(-10, 1)]
>>> settle(engine.ALL_FIVES, pips=[4, 4, 13], teams=[[0], [1], [2]], out=None)
[Fraction(15, 2), Fraction(15, 2), Fraction(0, 1)]
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from engine.rules import Rules


def round_to_five(pips: int) -> int:
    """Pips rounded to the nearest multiple of 5: remainder 1, 2 down; 3, 4 up.

    >>> [round_to_five(p) for p in (0, 1, 2, 3, 4, 5, 7, 8, 12, 13)]
    [0, 0, 0, 5, 5, 5, 5, 10, 10, 15]
    """
    return 5 * ((pips + 2) // 5)


def settle(
    rules: Rules, pips: Sequence[int], teams: Sequence[Sequence[int]], out: int | None
) -> list[Fraction]:
    """Each team's raw points from the end of a round.

    ``pips`` is the pips left in each seat's hand; ``out`` the seat that
    placed its last tile, or ``None`` after a blocked round.
    """
    if rules.settlement == "deduct-per-seat":
        return deductions(pips, teams)
    return award(pips, teams, out)


def deductions(pips: Sequence[int], teams: Sequence[Sequence[int]]) -> list[Fraction]:
    """Five Up: every seat's own pips, rounded alone, off its team's score.

    >>> deductions([2, 3], [[0], [1]])
    [Fraction(0, 1), Fraction(-5, 1)]
    """
    return [Fraction(-sum(round_to_five(pips[seat]) for seat in team)) for team in teams]


def award(pips: Sequence[int], teams: Sequence[Sequence[int]], out: int | None) -> list[Fraction]:
    """All Fives: the opponents' pips, pooled and rounded once, to the round's winner.

    >>> award([0, 4, 3], [[0], [1], [2]], out=0)
    [Fraction(5, 1), Fraction(0, 1), Fraction(0, 1)]
    >>> award([6, 6], [[0], [1]], out=None)
    [Fraction(0, 1), Fraction(0, 1)]
    """
    points = [Fraction(0)] * len(teams)
    team_pips = [sum(pips[seat] for seat in team) for team in teams]
    if out is not None:
        winners = [next(i for i, team in enumerate(teams) if out in team)]
    else:
        lowest = min(team_pips)
        winners = [i for i, total in enumerate(team_pips) if total == lowest]
    if len(winners) == 1:
        (winner,) = winners
        opponents = sum(total for i, total in enumerate(team_pips) if i != winner)
        points[winner] = Fraction(round_to_five(opponents))
    elif len(teams) == 3 and len(winners) == 2:
        # Three players, two tied lowest: they split the third's pips exactly.
        (third,) = (i for i in range(3) if i not in winners)
        for winner in winners:
            points[winner] = Fraction(round_to_five(team_pips[third]), 2)
    return points
