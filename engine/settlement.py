"""Settlement: what the tiles left in hand are worth when a round ends.

``docs/contracts/rules-dominoes.md`` section 4. Both games round pips to the nearest
multiple of 5 (remainder 1 or 2 down, 3 or 4 up), but differently:

- Five Up deducts from every seat separately, partners included, so two
  partners with 3 pips each lose 10 raw points, never 5;
- All Fives pools all the opponents' pips, rounds once and awards them to
  the round's winner; a blocked round goes to the single lowest hand (pairs
  summed), and with three players two tied lowest split the third's pips
  exactly, halves kept as ``Fraction``.

``settlement`` gives each team's raw points and how they came about, which
a round's record keeps: the walkthroughs word it and work nothing out.

>>> import engine
>>> settle(engine.FIVE_UP, pips=[3, 8, 3, 1], teams=[[0, 2], [1, 3]], out=None)
[Fraction(-10, 1), Fraction(-10, 1)]
>>> how = settlement(engine.ALL_FIVES, pips=[4, 4, 13], teams=[[0], [1], [2]], out=None)
>>> how.points, how.winners, how.pips, how.rounded
((Fraction(15, 2), Fraction(15, 2), Fraction(0, 1)), (0, 1), 13, 15)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from engine.rules import Rules


def round_to_five(pips: int) -> int:
    """Pips rounded to the nearest multiple of 5: remainder 1, 2 down; 3, 4 up.

    >>> [round_to_five(p) for p in (0, 1, 2, 3, 4, 5, 7, 8, 12, 13)]
    [0, 0, 0, 5, 5, 5, 5, 10, 10, 15]
    """
    return 5 * ((pips + 2) // 5)


@dataclass(frozen=True)
class Settlement:
    """How the end of a round was settled.

    ``points`` is each team's raw points. Five Up: ``per_seat`` is each seat's
    pips rounded alone, deducted from its team. All Fives: ``winners`` are
    the teams awarded, one (the round's winner, or the single lowest hand
    after a block) or the two tied lowest of three players, who share; none
    when the lowest are tied otherwise. ``pips`` is what they were awarded
    (the opponents' pips pooled, or the third player's), ``rounded`` once.
    """

    points: tuple[Fraction, ...]
    per_seat: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    pips: int = 0
    rounded: int = 0


def settle(
    rules: Rules, pips: Sequence[int], teams: Sequence[Sequence[int]], out: int | None
) -> list[Fraction]:
    """Each team's raw points from the end of a round: ``settlement``'s points alone."""
    return list(settlement(rules, pips, teams, out).points)


def settlement(
    rules: Rules, pips: Sequence[int], teams: Sequence[Sequence[int]], out: int | None
) -> Settlement:
    """The end of a round settled: each team's raw points, and how.

    ``pips`` is the pips left in each seat's hand; ``out`` the seat that
    placed its last tile, or ``None`` after a blocked round.
    """
    if rules.settlement == "deduct-per-seat":
        return deductions(pips, teams)
    return award(pips, teams, out)


def deductions(pips: Sequence[int], teams: Sequence[Sequence[int]]) -> Settlement:
    """Five Up: every seat's own pips, rounded alone, off its team's score.

    >>> deductions([2, 3], [[0], [1]]).points
    (Fraction(0, 1), Fraction(-5, 1))
    """
    rounded = tuple(round_to_five(p) for p in pips)
    points = tuple(Fraction(-sum(rounded[seat] for seat in team)) for team in teams)
    return Settlement(points, per_seat=rounded)


def award(pips: Sequence[int], teams: Sequence[Sequence[int]], out: int | None) -> Settlement:
    """All Fives: the opponents' pips, pooled and rounded once, to the round's winner.

    >>> award([0, 4, 3], [[0], [1], [2]], out=0)
    Settlement(points=(Fraction(5, 1), Fraction(0, 1), Fraction(0, 1)), per_seat=(), winners=(0,), pips=7, rounded=5)
    >>> award([6, 6], [[0], [1]], out=None).winners
    ()
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
        awarded = sum(total for i, total in enumerate(team_pips) if i != winner)
        points[winner] = Fraction(round_to_five(awarded))
    elif len(teams) == 3 and len(winners) == 2:
        # Three players, two tied lowest: they split the third's pips exactly.
        (third,) = (i for i in range(3) if i not in winners)
        awarded = team_pips[third]
        for winner in winners:
            points[winner] = Fraction(round_to_five(awarded), 2)
    else:
        return Settlement(tuple(points))
    return Settlement(
        tuple(points), winners=tuple(winners), pips=awarded, rounded=round_to_five(awarded)
    )
