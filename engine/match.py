"""A whole match: rounds until a player or pair wins (``docs/contracts/rules-dominoes.md`` 3, 4).

``Match`` plays rounds from explicit deals, keeps the team scores and
decides the winners; ``play_match`` derives every deal and neutral draw from
one ``random.Random(seed)``, so the same seed always gives the same record.

- Seats 0..N-1 play clockwise; with 4 players seats 0+2 and 1+3 are fixed
  pairs sharing one score (``teams_for``).
- The next round is opened by the seat that placed the last tile; after a
  blocked round, by a new neutral draw (``Match.next_opener`` is ``None``).
- Every placement's points go to its seat's team at once.
- Five Up: the match is decided only after a round is settled: the sole
  highest score at or above the target wins; tied at the top, play on.
- All Fives: the first team to reach the target wins at once, even in the
  middle of a round (the round's ``end`` is then ``"target"`` and nothing is
  settled); if a split takes two past the target, the higher score wins and
  equal scores share the win.

>>> import engine
>>> record = play_match(engine.ALL_FIVES, players=3, seed=7)
>>> record.winners, [str(s) for s in record.scores]
((0,), ['215', '100', '105'])
>>> record == play_match(engine.ALL_FIVES, players=3, seed=7)
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Literal

from engine.errors import EngineError
from engine.players import GreedyPlayer
from engine.round import Deal, Player, Round, TurnRecord
from engine.rules import Rules, check_players
from engine.settlement import Settlement, settlement
from engine.tiles import Tile

#: How a round ended in a match: ``"target"`` is All Fives' win mid-round.
MatchRoundEnd = Literal["domino", "blocked", "target"]

#: No sound match comes near this many rounds; reaching it means a bug.
MAX_ROUNDS = 1000


class EndlessMatchError(RuntimeError):
    """A match ran past ``MAX_ROUNDS`` rounds: a bug, not bad input."""


def teams_for(players: int) -> list[list[int]]:
    """The teams by seat: alone with 2 or 3 players, partners opposite with 4.

    >>> teams_for(3), teams_for(4)
    ([[0], [1], [2]], [[0, 2], [1, 3]])
    """
    if check_players(players) == 4:
        return [[0, 2], [1, 3]]
    return [[seat] for seat in range(players)]


def as_number(points: Fraction) -> int | float:
    """Raw points for JSON: an integer, or a half as ``.5`` (exact in binary).

    >>> as_number(Fraction(10)), as_number(Fraction(5, 2))
    (10, 2.5)
    """
    return int(points) if points.denominator == 1 else float(points)


@dataclass(frozen=True)
class RoundRecord:
    """One round as played: its deal, turns, end, settlement and the scores after it."""

    number: int
    deal: Deal
    turns: tuple[TurnRecord, ...]
    end: MatchRoundEnd
    out: int | None
    remaining: tuple[tuple[Tile, ...], ...]
    settlement: Settlement
    scores: tuple[Fraction, ...]

    def to_json(self) -> dict[str, Any]:
        """The round in the ``play --json`` contract."""
        return {
            "number": self.number,
            "opener": self.deal.opener,
            "hands": [[str(t) for t in hand] for hand in self.deal.hands],
            "boneyard": [str(t) for t in self.deal.boneyard],
            "turns": [
                {
                    "seat": turn.seat,
                    "drawn": [str(t) for t in turn.drawn],
                    "move": None if turn.placement is None else str(turn.placement.move),
                    "end_sum": None if turn.placement is None else turn.placement.end_sum,
                    "points": turn.points,
                }
                for turn in self.turns
            ],
            "end": self.end,
            "out": self.out,
            "remaining": [[str(t) for t in hand] for hand in self.remaining],
            "settlement": [as_number(p) for p in self.settlement.points],
            "scores": [as_number(p) for p in self.scores],
        }


@dataclass(frozen=True)
class MatchRecord:
    """A whole match as played."""

    rules: Rules
    players: int
    seed: int | None
    teams: tuple[tuple[int, ...], ...]
    target: int
    rounds: tuple[RoundRecord, ...]
    winners: tuple[int, ...]
    scores: tuple[Fraction, ...]

    def to_json(self) -> dict[str, Any]:
        """The match in the ``play --json`` contract (``docs/contracts/interfaces.md``)."""
        return {
            "game": self.rules.name,
            "players": self.players,
            "seed": self.seed,
            "teams": [list(team) for team in self.teams],
            "target": self.target,
            "rounds": [r.to_json() for r in self.rounds],
            "winners": list(self.winners),
            "scores": [as_number(p) for p in self.scores],
        }


class Match:
    """Scores, rounds and winners of a match, played from explicit deals.

    ``scores`` may start a match part-way, which lets a test put a team
    near the target.
    """

    def __init__(
        self,
        rules: Rules,
        players: Sequence[Player],
        scores: Sequence[int | Fraction] | None = None,
    ) -> None:
        self.rules = rules
        self.players = list(players)
        self.teams = teams_for(len(self.players))
        self.team_of = {seat: i for i, team in enumerate(self.teams) for seat in team}
        self.target = rules.target(len(self.players))
        if scores is None:
            scores = [0] * len(self.teams)
        if len(scores) != len(self.teams):
            raise EngineError(f"one score per team ({len(self.teams)})", list(scores))
        self.scores = [Fraction(s) for s in scores]
        self.rounds: list[RoundRecord] = []
        self.winners: list[int] = []

    @property
    def over(self) -> bool:
        return bool(self.winners)

    def next_opener(self) -> int | None:
        """The seat that opens the next round; ``None`` when a neutral draw decides."""
        if self.rounds and self.rounds[-1].end == "domino":
            return self.rounds[-1].out
        return None

    def play_round(self, deal: Deal) -> RoundRecord:
        """Play one round from ``deal`` to its end, score it and check for winners."""
        if self.over:
            raise EngineError(f"the match is over: team {self.winners} won")
        if deal.players != len(self.players):
            raise EngineError(f"the deal is for {deal.players} players, not {len(self.players)}")
        round_ = Round(self.rules, deal)
        at_once = self.rules.wins_at_once
        while round_.end is None:
            turn = round_.play_turn(self.players[round_.seat])
            if turn.points:
                team = self.team_of[turn.seat]
                self.scores[team] += turn.points
                if at_once and self.scores[team] >= self.target:
                    self.winners = [team]
                    nothing = Settlement((Fraction(0),) * len(self.teams))
                    return self._record(round_, "target", None, nothing)
        pips = [round_.pips(seat) for seat in range(round_.players)]
        settled = settlement(self.rules, pips, self.teams, round_.out)
        for team, points in enumerate(settled.points):
            self.scores[team] += points
        self.winners = self._winners_after_settlement()
        return self._record(round_, round_.end, round_.out, settled)

    def _winners_after_settlement(self) -> list[int]:
        scores, target = self.scores, self.target
        if self.rules.wins_at_once:
            # Only a split can take two teams past the target together.
            reached = [i for i, s in enumerate(scores) if s >= target]
            if not reached:
                return []
            top = max(scores[i] for i in reached)
            return [i for i in reached if scores[i] == top]
        top = max(scores)
        leaders = [i for i, s in enumerate(scores) if s == top]
        # Tied at the top at or above the target: more rounds, one at a time.
        return leaders if top >= target and len(leaders) == 1 else []

    def _record(
        self,
        round_: Round,
        end: MatchRoundEnd,
        out: int | None,
        settled: Settlement,
    ) -> RoundRecord:
        record = RoundRecord(
            number=len(self.rounds) + 1,
            deal=round_.deal,
            turns=tuple(round_.turns),
            end=end,
            out=out,
            remaining=tuple(tuple(sorted(hand)) for hand in round_.hands),
            settlement=settled,
            scores=tuple(self.scores),
        )
        self.rounds.append(record)
        return record

    def record(self, seed: int | None = None) -> MatchRecord:
        """The match so far as a ``MatchRecord``."""
        return MatchRecord(
            rules=self.rules,
            players=len(self.players),
            seed=seed,
            teams=tuple(tuple(team) for team in self.teams),
            target=self.target,
            rounds=tuple(self.rounds),
            winners=tuple(self.winners),
            scores=tuple(self.scores),
        )


def play_match(
    rules: Rules,
    players: int,
    seed: int,
    strategy: Callable[[random.Random], Player] = GreedyPlayer,
    max_rounds: int = MAX_ROUNDS,
) -> MatchRecord:
    """Play a whole match; all chance and every player's tie-break come from ``seed``.

    ``strategy`` makes each seat's player from the match's generator.
    """
    check_players(players)
    rng = random.Random(seed)
    match = Match(rules, [strategy(rng) for _ in range(players)])
    while not match.over:
        if len(match.rounds) >= max_rounds:
            raise EndlessMatchError(
                f"{rules.name} with {players} players, seed {seed}: "
                f"no winner after {max_rounds} rounds"
            )
        opener = match.next_opener()
        if opener is None:
            # The neutral draw, settled here as a uniform pick from the seed.
            opener = rng.randrange(players)
        match.play_round(Deal.shuffled(rules, players, rng, opener))
    return match.record(seed)
