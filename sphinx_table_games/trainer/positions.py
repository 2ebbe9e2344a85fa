"""Trainer positions: played by the engine from a seed, classified, put in rising difficulty.

Nothing here knows about Sphinx. A domino position is the layout after a
sequence of seeded random legal placements; the learner scores the last
one. An Up or Down? position is a display built by seeded random legal
placements of cards; the learner scores the whole display.

Each position gets a *level* (1 the easiest) by what it shows, and the
trainer takes the same number of positions from every level, easiest first,
each level's positions from the fewest tiles or cards to the most.

>>> import engine
>>> chosen = domino_positions(engine.FIVE_UP, seed=1, count=10)
>>> [p.level for p in chosen]
[1, 1, 2, 2, 3, 3, 4, 4, 5, 5]
>>> chosen == domino_positions(engine.FIVE_UP, seed=1, count=10)
True
>>> [p.level for p in card_positions(seed=1, count=5)]
[1, 2, 3, 4, 5]
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

import engine
from diagrams.domino import draw_step
from engine import Slot, Step, Tile
from engine.cards import Action, Card, Display, DisplayScore, score_rows

#: Kinds of domino positions, by level: what the learner has to see.
DOMINO_KINDS: dict[str, tuple[str, ...]] = {
    "five-up": ("plain", "terminal-double", "internal-double", "unopened-arm", "double-on-arm"),
    "all-fives": ("plain", "terminal-double", "internal-double", "unopened-arm", "second-double"),
}
#: Kinds of Up or Down? displays, by level.
CARD_KINDS: tuple[str, ...] = (
    "one-row",
    "two-rows",
    "discards",
    "three-rows",
    "three-rows-discards",
)

#: The colours a generated display uses: the engine takes colour as data.
CARD_COLOURS = ("red", "blue", "green", "yellow", "purple", "orange")
HIGHEST_CARD = 126
#: The largest layout and the longest row asked about: both still legible on a phone.
MAX_PLACEMENTS = 14
MAX_ROW = 8
#: The widest domino drawing asked about, in points: drawn at full size on a phone.
MAX_WIDTH = 340
#: Shares of positions that must score, and must not, among the dominoes.
AT_LEAST_EACH_WAY = 3

_ARMS = (Slot.ARM_A, Slot.ARM_B)
_SIDES = (Slot.SIDE_A, Slot.SIDE_B)


class PositionError(Exception):
    """The seed and options cannot give the positions asked for."""


@dataclass(frozen=True)
class DominoPosition:
    """A layout to score: its moves (the last is the placement to score) and what it shows."""

    moves: tuple[str, ...]
    step: Step
    level: int
    kind: str

    @property
    def internal_doubles(self) -> list[Tile]:
        """Doubles with both chain sides taken: they count nothing themselves."""
        taken = _taken(self.step)
        return [t for t in self.step.tiles if t.is_double and all((t, s) in taken for s in _SIDES)]

    @property
    def terminal_doubles(self) -> list[Tile]:
        """Doubles with a free chain side: each counts its pips once."""
        return [c.tile for c in self.step.contributions if c.slot is None]

    @property
    def unopened_arms(self) -> list[Tile]:
        """Spinners with an arm that is open to a tile but counts nothing."""
        return list(self.unopened_arm_counts)

    @property
    def unopened_arm_counts(self) -> dict[Tile, int]:
        """Each spinner with an unopened arm, and how many it has (1 or 2)."""
        found: dict[Tile, int] = {}
        for point in self.step.attachment_points:
            if point.slot in _ARMS:
                found[point.tile] = found.get(point.tile, 0) + 1
        return found

    @property
    def doubles_on_arms(self) -> list[Tile]:
        """Doubles in a branch that grew from a spinner's arm (in Five Up they branch too)."""
        # A connection reads "the parent's slot holds the child", the tile placed there.
        parent = {c.child: c for c in self.step.connections}
        found = []
        for tile in self.step.tiles:
            link = parent.get(tile)
            while tile.is_double and link is not None:
                if link.parent_slot in _ARMS:
                    found.append(tile)
                    break
                link = parent.get(link.parent)
        return found

    @property
    def plain_doubles(self) -> list[Tile]:
        """Doubles that are not spinners (All Fives: every double after the first)."""
        return [t for t in self.step.tiles if t.is_double and t not in self.step.spinners]


@dataclass(frozen=True)
class CardPosition:
    """A display to score: its rows (cards in placement order) and discarded cards."""

    rows: tuple[tuple[Card, ...], ...]
    discards: int
    score: DisplayScore
    level: int
    kind: str


def _taken(step: Step) -> set[tuple[Tile, Slot]]:
    taken = set()
    for connection in step.connections:
        taken.add((connection.parent, connection.parent_slot))
        taken.add((connection.child, connection.child_slot))
    return taken


def domino_level(game: str, position: DominoPosition) -> int:
    """The level of a layout: the hardest thing it shows (1: no double at all)."""
    if position.doubles_on_arms or (game == "all-fives" and position.plain_doubles):
        return 5
    if position.unopened_arms:
        return 4
    if position.internal_doubles:
        return 3
    if position.terminal_doubles:
        return 2
    return 1


def _domino_candidates(
    rules: engine.Rules, rng: random.Random, rounds: int
) -> list[DominoPosition]:
    """Every layout that ``rounds`` seeded random rounds of legal placements pass through."""
    seen: dict[tuple[str, ...], DominoPosition] = {}
    kinds = DOMINO_KINDS[rules.name]
    for _ in range(rounds):
        layout = engine.Layout(rules)
        for _ in range(rng.randint(1, MAX_PLACEMENTS)):
            legal = layout.legal_moves_of(t for t in engine.DOUBLE_SIX if t not in layout)
            if not legal:
                break
            # Doubles and arms more often than chance would: they are what is hard to score.
            weights = [
                (3 if move.tile.is_double else 1) * (3 if move.slot in _ARMS else 1)
                for move in legal
            ]
            layout.push(rng.choices(legal, weights)[0])
            moves = tuple(str(m) for m in layout.moves)
            if moves in seen:
                continue
            step = engine.snapshot(layout)
            left, _bottom, right, _top = draw_step(step).bounds()
            if right - left > MAX_WIDTH:
                continue
            draft = DominoPosition(moves, step, 0, "")
            level = domino_level(rules.name, draft)
            seen[moves] = DominoPosition(moves, step, level, kinds[level - 1])
    return list(seen.values())


_P = TypeVar("_P")


def _quotas(count: int, levels: int) -> list[int]:
    """``count`` positions shared out over the levels, the first levels taking any remainder."""
    if count < levels:
        raise PositionError(f"at least {levels} positions are needed, one of each kind: {count}")
    base, extra = divmod(count, levels)
    return [base + (1 if index < extra else 0) for index in range(levels)]


def _rising(
    candidates: Sequence[_P],
    kinds: Sequence[str],
    count: int,
    rng: random.Random,
    level_of: Callable[[_P], int],
    size_of: Callable[[_P], int],
    describe: str,
    scores: Callable[[_P], bool] = lambda _: True,
) -> list[_P]:
    """The same number of positions of each level, easiest level first, smallest first.

    Within a level, half the positions (rounded up) are taken from those that
    ``scores`` and the rest from the others, as far as there are enough.
    """
    chosen: list[_P] = []
    order = {id(c): index for index, c in enumerate(candidates)}
    for level, quota in enumerate(_quotas(count, len(kinds)), 1):
        found = [c for c in candidates if level_of(c) == level]
        if len(found) < quota:
            raise PositionError(
                f"{describe} gives {len(found)} position(s) of kind {kinds[level - 1]!r}"
                f" (level {level}), {quota} needed: try another :seed: or more :rounds:"
            )
        yes = [c for c in found if scores(c)]
        no = [c for c in found if not scores(c)]
        take_yes = min(len(yes), max((quota + 1) // 2, quota - len(no)))
        picked = rng.sample(yes, take_yes) + rng.sample(no, quota - take_yes)
        chosen.extend(sorted(picked, key=lambda c: (size_of(c), order[id(c)])))
    return chosen


def domino_positions(
    rules: engine.Rules, seed: int, count: int = 20, rounds: int = 80
) -> list[DominoPosition]:
    """``count`` layouts to score in rising difficulty, from ``rounds`` seeded random rounds.

    At least three of the placements to score score points and at least
    three do not (their end sum is not a positive multiple of five).

    >>> import engine
    >>> domino_positions(engine.ALL_FIVES, seed=3, count=10, rounds=1)
    Traceback (most recent call last):
      ...
    sphinx_table_games.trainer.positions.PositionError: seed 3 with 1 round(s) gives 1 position(s) of kind 'plain' (level 1), 2 needed: ...
    """
    describe = f"seed {seed} with {rounds} round(s)"
    kinds = DOMINO_KINDS[rules.name]
    rng = random.Random(f"trainer {rules.name} {seed}")
    candidates = _domino_candidates(rules, rng, rounds)
    chosen = _rising(
        candidates,
        kinds,
        count,
        rng,
        lambda c: c.level,
        lambda c: len(c.moves),
        describe,
        scores=lambda c: c.step.points > 0,
    )
    scored = sum(1 for c in chosen if c.step.points > 0)
    wanted = min(AT_LEAST_EACH_WAY, count // 2)
    if min(scored, len(chosen) - scored) < wanted:
        raise PositionError(
            f"{describe} gives {scored} scoring and {len(chosen) - scored} non-scoring"
            f" position(s) of {count}, {wanted} of each needed:"
            " try another :seed: or more :rounds:"
        )
    return chosen


def card_level(rows: int, discards: int) -> int:
    """The level of a display: more rows, then a discard pile, are harder."""
    if rows == 3:
        return 5 if discards else 4
    if discards:
        return 3
    return rows


def _card_candidates(rng: random.Random, rounds: int) -> list[CardPosition]:
    """Displays that ``rounds`` seeded random sequences of legal card placements pass through."""
    found: list[CardPosition] = []
    seen: set[tuple[tuple[tuple[Card, ...], ...], int]] = set()
    for _ in range(rounds):
        display = Display()
        unused = set(range(1, HIGHEST_CARD + 1))
        # Few colours per display, so rows share colours as in play.
        colours = rng.sample(CARD_COLOURS, rng.randint(2, 4))
        for _ in range(rng.randint(1, 18)):
            number = _next_number(display, unused, rng)
            unused.discard(number)
            card = Card(number, rng.choice(colours))
            choices = [
                c
                for c in display.choices(card)
                if c.action is not Action.ADD or len(display.rows[c.row or 0]) < MAX_ROW
            ]
            if not choices:
                break
            weights = [{Action.ADD: 12, Action.NEW_ROW: 2}.get(c.action, 1) for c in choices]
            display = display.place(card, rng.choices(choices, weights)[0]).after
            rows = tuple(row.cards for row in display.rows)
            key = (rows, len(display.discard_pile))
            if key in seen:
                continue
            seen.add(key)
            scored = score_rows(rows, len(display.discard_pile))
            level = card_level(len(rows), len(display.discard_pile))
            found.append(
                CardPosition(rows, len(display.discard_pile), scored, level, CARD_KINDS[level - 1])
            )
    return found


def _next_number(display: Display, unused: set[int], rng: random.Random) -> int:
    """Mostly a number that continues one of the rows, as players choose; else any."""
    rows = [row for row in display.rows if len(row) < MAX_ROW]
    if rows and rng.random() < 0.8:
        row = rng.choice(rows)
        fits = sorted(n for n in unused if row.accepts(Card(n)))
        if fits:
            # Near the row's last card, so the row can go on growing.
            near = sorted(fits, key=lambda n: abs(n - row.last.number))[:12]
            return rng.choice(near)
    return rng.choice(sorted(unused))


def card_positions(seed: int, count: int = 20, rounds: int = 80) -> list[CardPosition]:
    """``count`` displays to score in rising difficulty, from ``rounds`` seeded random sequences."""
    rng = random.Random(f"trainer up-or-down {seed}")
    candidates = _card_candidates(rng, rounds)
    return _rising(
        candidates,
        CARD_KINDS,
        count,
        rng,
        lambda c: c.level,
        lambda c: sum(len(row) for row in c.rows) + c.discards,
        f"seed {seed} with {rounds} round(s)",
    )
