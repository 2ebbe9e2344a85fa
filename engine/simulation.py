"""Many matches with the default players, added up: the facts behind the statistics.

Match ``i`` of a simulation is exactly ``play_match(rules, players, seed + i)``,
the match that ``python -m engine play GAME --players N --seed S+i`` prints,
so every figure can be checked against those records. The figures are sums
over matches, so the order in which the matches are played cannot change
them: ``simulate`` may spread them over processes and still give the same
``MatchStats``, byte for byte.

>>> import engine
>>> stats = simulate(engine.ALL_FIVES, players=3, matches=4, seed=7, jobs=1)
>>> stats.matches, sum(stats.team_wins) >= stats.matches
(4, True)
>>> one = match_stats(play_match(engine.ALL_FIVES, 3, 7))
>>> one.matches, one.team_wins, one.rounds == len(play_match(engine.ALL_FIVES, 3, 7).rounds)
(1, (1, 0, 0), True)
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from engine.match import MatchRecord, play_match, teams_for
from engine.rules import Rules, check_players, find_rules


@dataclass
class MatchStats:
    """What a number of matches add up to (the ``simulate --json`` contract)."""

    game: str
    players: int
    teams: int
    matches: int = 0
    rounds: int = 0
    blocked_rounds: int = 0
    turns: int = 0
    placements: int = 0
    passes: int = 0
    tiles_drawn: int = 0
    scoring_placements: int = 0
    #: raw points of a scoring placement -> how many placements scored exactly that
    points: Counter[int] = field(default_factory=Counter)
    opening_scores: int = 0
    #: raw points of the opening tile of a round (0 included) -> how many rounds
    opening_points: Counter[int] = field(default_factory=Counter)
    #: per team index, the matches it won (a shared win counts for each)
    team_wins: tuple[int, ...] = ()
    shared_wins: int = 0
    first_opener_wins: int = 0
    rounds_per_match: Counter[int] = field(default_factory=Counter)
    #: how rounds ended: "domino", "blocked", "target"
    round_ends: Counter[str] = field(default_factory=Counter)

    def __post_init__(self) -> None:
        if not self.team_wins:
            self.team_wins = (0,) * self.teams

    def add(self, other: MatchStats) -> MatchStats:
        """Both sums together (of the same game and player count)."""
        if (other.game, other.players) != (self.game, self.players):
            raise ValueError(
                f"cannot add {other.game}/{other.players} to {self.game}/{self.players}"
            )
        for name in (
            "matches", "rounds", "blocked_rounds", "turns", "placements", "passes",
            "tiles_drawn", "scoring_placements", "opening_scores", "shared_wins",
            "first_opener_wins",
        ):  # fmt: skip
            setattr(self, name, getattr(self, name) + getattr(other, name))
        for name in ("points", "opening_points", "rounds_per_match", "round_ends"):
            getattr(self, name).update(getattr(other, name))
        self.team_wins = tuple(a + b for a, b in zip(self.team_wins, other.team_wins, strict=True))
        return self

    def to_json(self, seed: int) -> dict[str, Any]:
        """The ``simulate --json`` object: the contract's fields first, then the extras."""

        def by_number(counts: Counter[int]) -> dict[str, int]:
            return {str(key): counts[key] for key in sorted(counts)}

        return {
            "game": self.game,
            "players": self.players,
            "seed": seed,
            "matches": self.matches,
            "rounds": self.rounds,
            "blocked_rounds": self.blocked_rounds,
            "placements": self.placements,
            "scoring_placements": self.scoring_placements,
            "points": by_number(self.points),
            "opening_scores": self.opening_scores,
            "team_wins": list(self.team_wins),
            "first_opener_wins": self.first_opener_wins,
            "rounds_per_match": by_number(self.rounds_per_match),
            "turns": self.turns,
            "passes": self.passes,
            "tiles_drawn": self.tiles_drawn,
            "opening_points": by_number(self.opening_points),
            "shared_wins": self.shared_wins,
            "round_ends": {key: self.round_ends[key] for key in sorted(self.round_ends)},
        }


def match_stats(record: MatchRecord) -> MatchStats:
    """One match's figures, read from its record only."""
    stats = MatchStats(record.rules.name, record.players, len(record.teams), matches=1)
    for r in record.rounds:
        stats.rounds += 1
        stats.round_ends[r.end] += 1
        stats.blocked_rounds += r.end == "blocked"
        opening = r.turns[0]
        stats.opening_points[opening.points] += 1
        stats.opening_scores += opening.points > 0
        for turn in r.turns:
            stats.turns += 1
            stats.tiles_drawn += len(turn.drawn)
            if turn.placement is None:
                stats.passes += 1
                continue
            stats.placements += 1
            if turn.points:
                stats.scoring_placements += 1
                stats.points[turn.points] += 1
    stats.rounds_per_match[len(record.rounds)] += 1
    stats.team_wins = tuple(int(team in record.winners) for team in range(len(record.teams)))
    stats.shared_wins = int(len(record.winners) > 1)
    first_opener = record.rounds[0].deal.opener
    opener_team = next(i for i, team in enumerate(record.teams) if first_opener in team)
    stats.first_opener_wins = int(opener_team in record.winners)
    return stats


def _leave_interrupts() -> None:
    """In a worker: Ctrl-C is the parent's to handle (one line, not a traceback per process)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _share_stats(work: tuple[str, int, range]) -> MatchStats:
    return _range_stats(*work)


def _range_stats(game: str, players: int, seeds: range) -> MatchStats:
    """The matches of ``seeds``, added up (one worker's share)."""
    rules = find_rules(game)
    total = MatchStats(game, players, len(teams_for(players)))
    for seed in seeds:
        total.add(match_stats(play_match(rules, players, seed)))
    return total


def cores() -> int:
    """The processor cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


def simulate(
    rules: Rules,
    players: int,
    matches: int,
    seed: int,
    jobs: int | None = None,
    progress: Callable[[int], None] | None = None,
) -> MatchStats:
    """Play matches ``seed``, ``seed + 1``, … ``seed + matches - 1`` and add them up.

    ``jobs`` processes share the work (default: every core); the result does
    not depend on it. ``progress`` is called with the number of matches done.
    """
    check_players(players)
    if matches < 1:
        raise ValueError(f"at least one match: {matches!r}")
    jobs = max(1, min(jobs or cores(), matches))
    # Small shares keep the progress moving and the processes evenly loaded.
    size = max(1, min(500, -(-matches // (jobs * 8))))
    shares = [
        range(start, min(start + size, seed + matches))
        for start in range(seed, seed + matches, size)
    ]
    total = MatchStats(rules.name, players, len(teams_for(players)))
    done = 0

    def collect(results: Iterable[MatchStats]) -> None:
        nonlocal done
        for share in results:
            total.add(share)
            done += share.matches
            if progress is not None:
                progress(done)

    if jobs == 1:
        collect(_range_stats(rules.name, players, share) for share in shares)
    else:
        # multiprocessing's pool, not concurrent.futures': leaving it (Ctrl-C
        # included) terminates the workers at once instead of letting every
        # queued share run to its end; the workers leave Ctrl-C to this process.
        work = [(rules.name, players, share) for share in shares]
        with multiprocessing.Pool(jobs, initializer=_leave_interrupts) as pool:
            collect(pool.imap(_share_stats, work))
    return total
