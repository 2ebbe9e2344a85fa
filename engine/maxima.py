"""The largest end sums of both games, found by an exhaustive search.

``docs/contracts/rules-dominoes.md`` section 2 states two facts: the largest end sum of
All Fives is 36 (which scores nothing; the largest scoring placement is 35)
and the largest end sum of Five Up is 75, with 12 counted ends. Nothing here
states those numbers: ``largest_end_sum`` proves an upper bound by a search
that covers every legal layout, finds a layout that reaches it, and replays
that layout's moves through ``Layout.push`` (the checked path).

>>> import engine
>>> best = largest_end_sum(engine.ALL_FIVES)
>>> [str(move) for move in best.moves]  # found by the search, replayed by push
['[3|3]', '[3|6] on [3|3] side-A', '[3|5] on [3|3] side-B', '[3|4] on [3|3] arm-A', '[2|3] on [3|3] arm-B', '[5|5] on [3|5] high', '[4|4] on [3|4] high', '[2|6] on [2|3] low', '[6|6] on [2|6] high']
>>> best.end_sum, sorted(c.value for c in best.contributions)
(36, [6, 8, 10, 12])
>>> engine.points_for(best.end_sum), best.layout.placements[-1].points
(0, 0)
>>> award = largest_award(engine.ALL_FIVES)
>>> award.end_sum, award.points, sorted(c.value for c in award.contributions)
(35, 35, [5, 8, 10, 12])
>>> best = largest_end_sum(engine.FIVE_UP)
>>> best.end_sum, len(best.contributions), best.points, best.displayed_points
(75, 12, 75, 15)
>>> sorted(c.value for c in best.contributions)
[4, 4, 5, 5, 5, 6, 6, 6, 6, 6, 10, 12]
>>> largest_award(engine.FIVE_UP).points
75

Why the search is sound
-----------------------

For a layout of two or more tiles the counted contributions are exactly the
leaves of the layout's tree (tiles with one neighbour): a non-double leaf
counts its free half, a double leaf both halves. Only a double can have
three or four neighbours (a *hub*: a spinner with arms opened), so the
layout is its hubs joined by *trails*: runs of non-doubles ``[h|y1]``,
``[y1|y2]``, … that start at a hub and end at another hub, at a free half
(a leaf showing its last pip) or at a double leaf. A double with both chain
sides taken and no arms (a *passing double*) counts nothing; taking it out
and joining its two neighbours directly keeps every count and every rule,
so the search may leave passing doubles out without missing a larger sum.
Every tile is unique, so the trails use each edge ``{a, b}`` of the pip
graph at most once. Conversely, every such system of trails whose hubs form
a tree is a legal layout: it is played out from a hub (the first double of
the round, which All Fives needs for its only spinner), filling each
double's chain sides before its arms.

The search enumerates the doubles' roles (unused, leaf, hub of degree 3 or
4; All Fives allows one hub, because only its first double is a spinner).
The roles fix the number of counted ends (2 plus one per hub arm), and
``bound_for_roles`` caps their sum by counting the six edges at each pip
(see ``_passes_bound``). Layouts without hubs are single paths, whose two
ends are all that count. Roles whose cap does not beat the best layout
found so far are done with; for the others the trail search builds trails
edge by edge, pruning only with admissible bounds, and tries each cap from
the top: finding a layout at the cap settles those roles. The largest end
sum is therefore both an upper bound over every legal layout and the end
sum of the witness.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass

from engine.layout import Contribution, Layout
from engine.rules import Rules
from engine.tiles import MAX_PIP, Move, Slot, Tile

_PIPS = tuple(range(MAX_PIP + 1))
_DOWN = _PIPS[::-1]
#: Neighbours of a tile in the layout: two chain sides and two arms.
_SPINNER_DEGREES = (3, 4)
#: Non-doubles: the edges of the pip graph, each usable once.
_EDGES = len(_PIPS) * (len(_PIPS) - 1) // 2
_EDGE_BIT = [[1 << (a * len(_PIPS) + b) | 1 << (b * len(_PIPS) + a) for b in _PIPS] for a in _PIPS]

# A double's role in a layout without passing doubles.
_UNUSED, _LEAF = 0, 1


@dataclass(frozen=True)
class Maximum:
    """A proven extreme of a game and a layout (its witness) that reaches it."""

    rules: Rules
    end_sum: int
    moves: tuple[Move, ...]
    contributions: tuple[Contribution, ...]
    points: int
    displayed_points: int | None
    #: Search nodes visited (trail steps tried), for the curious.
    visited: int

    @property
    def layout(self) -> Layout:
        """The witness replayed again through the checked path."""
        return _replay(self.rules, self.moves)


@dataclass(frozen=True)
class _Trail:
    """Non-doubles from ``pips[0]`` to ``pips[-1]``, and how the trail ends.

    ``start`` and ``end`` are ``"hub"``, ``"double"`` (a double leaf),
    ``"half"`` (a free half) or, for a layout without hubs, ``"alone"`` (a
    lone double: ``pips`` has one entry).
    """

    pips: tuple[int, ...]
    start: str
    end: str


class _Search:
    """Depth-first search over hub roles and trail systems with a bound."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        # Only spinners branch: every double in Five Up, the first in All Fives.
        self.max_hubs = len(_PIPS) if rules.spinners == "every-double" else 1
        self.free = [MAX_PIP] * len(_PIPS)  # unused edges at each pip
        self.used = [[False] * len(_PIPS) for _ in _PIPS]
        self.slots = [0] * len(_PIPS)
        self.hub = [False] * len(_PIPS)
        self.mask = 0  # the used edges, one bit each
        self.dead_ends: set[tuple[object, ...]] = set()
        self.pending_double = [False] * len(_PIPS)
        self.last_first = [len(_PIPS)] * len(_PIPS)
        self.component = list(_PIPS)
        self.halves_left = 0
        self.value = 0
        self.trails: list[_Trail] = []
        self.visited = 0
        self.goal = 0
        self.ceiling = 0
        self.longest = _EDGES
        self.found: list[_Trail] | None = None
        self.found_value = -1

    # -- driving the search -------------------------------------------------

    def run(self, exact: int | None) -> tuple[int, list[_Trail]] | None:
        """The largest end sum and its trails, or a layout of end sum ``exact``.

        The roles of the doubles are tried from the largest bound down. For
        each, ``bound_for_roles`` caps what any layout with those roles reaches;
        the trail search then looks for a layout at that cap, then one less,
        and so on, but only above what is already found.
        """
        best = -1
        kept: list[_Trail] | None = None
        for value, trails in self._without_hubs():
            if value > best and (exact is None or value == exact):
                best, kept = value, trails
        if exact is not None and kept is not None:
            return best, kept
        for bound, roles in sorted(self._hub_roles(), key=lambda item: -item[0]):
            floor = exact if exact is not None else best + 1
            if bound < floor:
                break
            ceiling = bound_for_roles(roles)
            if ceiling is None or ceiling < floor:
                continue
            if exact is not None:
                targets = [exact] if ceiling >= exact else []
            else:
                targets = list(range(ceiling, best, -1))
            for target in targets:
                found = self._search_roles(roles, target, ceiling if exact is None else exact)
                if found is not None:
                    best, kept = found
                    break
            if exact is not None and kept is not None:
                break
        if kept is None:
            return None
        return best, kept

    def _done(self) -> bool:
        return self.found is not None

    def _accept(self, value: int) -> None:
        """Keep the current trails if their end sum is in the range looked for."""
        if self.goal <= value <= self.ceiling:
            self.found_value = value
            self.found = list(self.trails)

    # -- layouts without hubs: one path with two ends -------------------------

    def _without_hubs(self) -> Iterator[tuple[int, list[_Trail]]]:
        """Every layout without hubs, up to paths with the same two ends."""
        for pip in _PIPS:
            yield 2 * pip, [_Trail((pip,), "alone", "alone")]
        for first, second in itertools.product(_PIPS, repeat=2):
            # Only the two ends count, so one path per pair of ends will do:
            # [x|y] alone, or the triangle [x|z] [z|w] [w|x] when x = y.
            if first != second:
                pips: tuple[int, ...] = (first, second)
            else:
                z, w = [pip for pip in _PIPS if pip != first][:2]
                pips = (first, z, w, first)
            for start, end in itertools.product(("double", "half"), repeat=2):
                if start == end == "double" and first == second:
                    continue  # one double cannot end the path twice
                value = (2 if start == "double" else 1) * first
                value += (2 if end == "double" else 1) * second
                yield value, [_Trail(pips, start, end)]

    # -- layouts with hubs ----------------------------------------------------

    def _hub_roles(self) -> Iterator[tuple[int, tuple[int, ...]]]:
        """Every assignment of roles to the doubles, with an upper bound."""
        choices = (_UNUSED, _LEAF, *_SPINNER_DEGREES)
        for roles in itertools.product(choices, repeat=len(_PIPS)):
            hubs = [pip for pip in _PIPS if roles[pip] >= min(_SPINNER_DEGREES)]
            if not hubs or len(hubs) > self.max_hubs:
                continue
            leaves = 2 + sum(roles[pip] - 2 for pip in hubs)
            halves = leaves - roles.count(_LEAF)
            if halves < 0:
                continue
            capacity = [
                MAX_PIP - (roles[pip] if pip in hubs else roles[pip] == _LEAF) for pip in _PIPS
            ]
            doubles = sum(2 * pip for pip in _PIPS if roles[pip] == _LEAF)
            best = _best_halves(halves, capacity)
            if best is not None:
                yield doubles + best, roles

    def _search_roles(
        self, roles: tuple[int, ...], goal: int, ceiling: int
    ) -> tuple[int, list[_Trail]] | None:
        """A layout with these roles and an end sum from ``goal`` to ``ceiling``."""
        hubs = [pip for pip in _PIPS if roles[pip] >= min(_SPINNER_DEGREES)]
        for pip in _PIPS:
            self.hub[pip] = pip in hubs
            self.slots[pip] = roles[pip] if pip in hubs else 0
            self.pending_double[pip] = roles[pip] == _LEAF
            self.last_first[pip] = len(_PIPS)
            self.component[pip] = pip
        leaves = 2 + sum(roles[pip] - 2 for pip in hubs)
        self.halves_left = leaves - roles.count(_LEAF)
        self.value = 0
        self.trails = []
        self.goal, self.ceiling = goal, ceiling
        self.found = None
        # Trails of one or two tiles first: a witness is found far sooner
        # among them, and reads better. The second round allows every
        # length, so nothing is missed.
        for longest in (2, _EDGES):
            self.longest = longest
            self.dead_ends = set()
            self._next_trail(len(hubs))
            if self.found is not None:
                return self.found_value, self.found
        return None

    def _bound(self, here: int) -> int | None:
        """The most the layout can still reach, or ``None`` if it cannot finish."""
        extra = 0
        capacity = [0] * len(_PIPS)
        for pip in _PIPS:
            spare = self.free[pip] + (pip == here) - self.slots[pip]
            if self.pending_double[pip]:
                spare -= 1
                extra += 2 * pip
            if spare < 0:
                return None
            capacity[pip] = spare
        best = _best_halves(self.halves_left, capacity)
        if best is None or self.value + extra + best < self.goal:
            return None
        # Free edges between two pips without hubs (the trail's own end
        # aside) cost more than one edge each: see _passes_bound.
        edges = [
            (a, b)
            for a, b in itertools.combinations(_PIPS, 2)
            if not self.hub[a] and not self.hub[b] and here not in (a, b) and not self.used[a][b]
        ]
        if edges:
            best = _passes_bound(self.halves_left, capacity, edges)
            if best is None:
                return None
        return self.value + extra + best

    def _next_trail(self, components: int) -> None:
        """Start the next trail at the first hub with a free slot, or finish."""
        if self._done():
            return
        hub = next((pip for pip in _PIPS if self.slots[pip]), None)
        if hub is None:
            if components == 1 and not self.halves_left and not any(self.pending_double):
                self._accept(self.value)
            return
        if components > 1:
            # Every group of joined hubs still needs a slot to join the rest.
            open_groups = {self.component[pip] for pip in _PIPS if self.slots[pip]}
            if len(open_groups) < components:
                return
        first = self.last_first[hub]
        # What is left to do depends only on this state, however it was reached.
        state = (
            self.mask,
            tuple(self.slots),
            tuple(self.pending_double),
            self.halves_left,
            self.value,
            tuple(self.component),
            first,
        )
        if state in self.dead_ends:
            return
        # High pips first: a witness shows them. A hub's trails are taken in
        # falling order of their first step, so no set of trails is tried twice.
        for step in _DOWN:
            if step >= first or step == hub or self.used[hub][step]:
                continue
            self.slots[hub] -= 1
            self.last_first[hub] = step
            self._use(hub, step, True)
            self._extend([hub, step], components)
            self._use(hub, step, False)
            self.last_first[hub] = first
            self.slots[hub] += 1
        if self.found is None:
            self.dead_ends.add(state)

    def _extend(self, pips: list[int], components: int) -> None:
        """Continue the trail ``pips`` (started at a hub) or end it here."""
        self.visited += 1
        if self._done():
            return
        bound = self._bound(pips[-1])
        if bound is None or bound < self.goal:
            return
        if self.value > self.ceiling:
            return
        here, hub = pips[-1], pips[0]
        if self.halves_left:
            self.halves_left -= 1
            self.value += here
            self.trails.append(_Trail(tuple(pips), "hub", "half"))
            self._next_trail(components)
            self.trails.pop()
            self.value -= here
            self.halves_left += 1
        if self.pending_double[here]:
            self.pending_double[here] = False
            self.value += 2 * here
            self.trails.append(_Trail(tuple(pips), "hub", "double"))
            self._next_trail(components)
            self.trails.pop()
            self.value -= 2 * here
            self.pending_double[here] = True
        if self.slots[here] and self.component[here] != self.component[hub]:
            joined, merged = self.component[here], self.component[hub]
            saved = list(self.component)
            self.component = [merged if c == joined else c for c in self.component]
            self.slots[here] -= 1
            self.trails.append(_Trail(tuple(pips), "hub", "hub"))
            self._next_trail(components - 1)
            self.trails.pop()
            self.slots[here] += 1
            self.component = saved
        if len(pips) > self.longest:
            return
        for step in _DOWN:
            if step != here and not self.used[here][step]:
                self._use(here, step, True)
                pips.append(step)
                self._extend(pips, components)
                pips.pop()
                self._use(here, step, False)

    def _use(self, a: int, b: int, used: bool) -> None:
        self.used[a][b] = self.used[b][a] = used
        self.mask ^= _EDGE_BIT[a][b]
        change = -1 if used else 1
        self.free[a] += change
        self.free[b] += change


def _best_halves(count: int, capacity: list[int]) -> int | None:
    """The largest sum of ``count`` free halves, at most ``capacity[p]`` showing ``p``.

    >>> _best_halves(3, [6, 0, 0, 0, 0, 0, 2])
    12
    >>> _best_halves(3, [0, 0, 0, 0, 0, 0, 2]) is None
    True
    """
    total = 0
    for pip in reversed(_PIPS):
        take = min(count, capacity[pip])
        total += take * pip
        count -= take
    return total if count == 0 else None


def bound_for_roles(roles: tuple[int, ...]) -> int | None:
    """The largest end sum of a layout whose doubles have these roles, or ``None``.

    ``roles[p]`` is what ``[p|p]`` is, as ``double_roles`` reads it off a
    layout: unused (0), a leaf (1), or a hub with 3 or 4 neighbours. A
    layout with no hub is one path with two ends, which the search counts
    apart (``None`` here).

    Each pip has six edges (its non-doubles). A hub's neighbours take some;
    a leaf ``[p|p]`` takes one; every leaf showing ``p`` takes one more. The
    rest is ``_passes_bound``.

    >>> bound_for_roles((4, 4, 4, 4, 4, 1, 1))  # the per-pip count alone allows 77
    75
    >>> bound_for_roles((4, 0, 0, 0, 1, 1, 1)), bound_for_roles((0,) * 7) is None
    (36, True)
    """
    hubs = [pip for pip in _PIPS if roles[pip] >= min(_SPINNER_DEGREES)]
    if not hubs:
        return None
    others = [pip for pip in _PIPS if pip not in hubs]
    halves = 2 + sum(roles[pip] - 2 for pip in hubs) - roles.count(_LEAF)
    doubles = sum(2 * pip for pip in _PIPS if roles[pip] == _LEAF)
    capacity = [MAX_PIP - (roles[pip] if pip in hubs else roles[pip] == _LEAF) for pip in _PIPS]
    best = _passes_bound(halves, capacity, list(itertools.combinations(others, 2)))
    return None if best is None else doubles + best


def _passes_bound(halves: int, capacity: list[int], edges: list[tuple[int, int]]) -> int | None:
    """The largest sum of ``halves`` free halves when ``edges`` join pips without hubs.

    ``capacity[p]`` is how many edges at ``p`` can still end a trail. A
    trail passing ``p`` takes two of them and shows nothing. An edge between
    two pips without hubs cannot be a trail by itself (a trail has a hub at
    one end at least), so it is either unused (losing one edge at each of
    its pips) or passes one of its pips (the pass costs two edges there, and
    one pass serves two such edges). The search tries each edge each way.

    >>> _passes_bound(10, [2, 2, 2, 2, 2, 5, 5], [])
    55
    >>> _passes_bound(10, [2, 2, 2, 2, 2, 5, 5], [(5, 6)])
    53
    """
    ceiling = _best_halves(halves, capacity)
    if ceiling is None or not edges:
        return ceiling
    unused = [0] * len(_PIPS)
    passes = [0] * len(_PIPS)
    best: int | None = None

    def settle(index: int) -> None:
        nonlocal best
        left = [capacity[p] - unused[p] - 2 * ((passes[p] + 1) // 2) for p in _PIPS]
        found = _best_halves(halves, left)
        # Losses only grow further down, so this caps every completion.
        if found is None or (best is not None and found <= best):
            return
        if index == len(edges):
            best = found
            return
        u, w = edges[index]
        unused[u] += 1
        unused[w] += 1
        settle(index + 1)
        unused[u] -= 1
        unused[w] -= 1
        for pip in (u, w):
            if best == ceiling:
                return
            passes[pip] += 1
            settle(index + 1)
            passes[pip] -= 1

    settle(0)
    return best


def double_roles(layout: Layout) -> tuple[int, ...]:
    """What each double is in ``layout``, as ``bound_for_roles`` takes it.

    A double's role is its number of neighbours, except that a passing double
    (two neighbours) counts as unused: leaving it out changes no count.

    >>> import engine
    >>> layout = engine.Layout(engine.FIVE_UP)
    >>> for move in ["[1|1]", "[1|2] on [1|1] side-A", "[1|3] on [1|1] side-B",
    ...              "[1|4] on [1|1] arm-A", "[2|2] on [1|2] high"]:
    ...     _ = layout.push(move)
    >>> double_roles(layout)
    (0, 3, 1, 0, 0, 0, 0)
    """
    degree = [0] * len(_PIPS)
    for connection in layout.connections:
        for tile in (connection.parent, connection.child):
            if tile.is_double:
                degree[tile.low] += 1
    return tuple(0 if d == 2 else d for d in degree)


# -- the witness --------------------------------------------------------------


def _moves_of(trails: list[_Trail]) -> list[Move]:
    """Moves that build the trails, played out from a hub (or a path end)."""
    # Neighbours of each tile and the pip each connection is made at.
    links: dict[Tile, list[tuple[Tile, int]]] = {}

    def link(a: Tile, b: Tile, pip: int) -> None:
        links.setdefault(a, []).append((b, pip))
        links.setdefault(b, []).append((a, pip))

    root: Tile | None = None
    for trail in trails:
        pips = trail.pips
        if trail.start == "alone":
            return [Move(Tile.of(pips[0], pips[0]))]
        tiles = [Tile.of(a, b) for a, b in itertools.pairwise(pips)]
        for tile in tiles:
            links.setdefault(tile, [])
        for (a, b), pip in zip(itertools.pairwise(tiles), pips[1:-1], strict=True):
            link(a, b, pip)
        if trail.start in ("hub", "double"):
            start = Tile.of(pips[0], pips[0])
            link(start, tiles[0], pips[0])
            root = root or start
        if trail.end in ("hub", "double"):
            link(tiles[-1], Tile.of(pips[-1], pips[-1]), pips[-1])
        root = root or tiles[0]
    assert root is not None
    moves = [Move(root)]
    placed = {root}
    queue = [root]
    for parent in queue:
        if parent.is_double:
            slots = iter((Slot.SIDE_A, Slot.SIDE_B, Slot.ARM_A, Slot.ARM_B))
            if parent != root:
                next(slots)  # side-A faces the double's own parent
        for child, pip in links[parent]:
            if child in placed:
                continue
            if parent.is_double:
                slot = next(slots)
            else:
                slot = Slot.LOW if parent.low == pip else Slot.HIGH
            moves.append(Move(child, parent, slot))
            placed.add(child)
            queue.append(child)
    return moves


def _replay(rules: Rules, moves: tuple[Move, ...] | list[Move]) -> Layout:
    layout = Layout(rules)
    for move in moves:
        layout.push(move)
    return layout


def _maximum(rules: Rules, search: _Search, trails: list[_Trail]) -> Maximum:
    moves = tuple(_moves_of(trails))
    layout = _replay(rules, moves)
    last = layout.placements[-1]
    return Maximum(
        rules=rules,
        end_sum=layout.end_sum(),
        moves=moves,
        contributions=tuple(layout.contributions()),
        points=last.points,
        displayed_points=last.displayed_points,
        visited=search.visited,
    )


def largest_end_sum(rules: Rules) -> Maximum:
    """The largest end sum any layout of ``rules`` can have, with a witness.

    >>> import engine
    >>> best = largest_end_sum(engine.ALL_FIVES)
    >>> best.end_sum, best.layout.end_sum(), best.points
    (36, 36, 0)
    """
    search = _Search(rules)
    found = search.run(exact=None)
    assert found is not None  # a lone tile is always a layout
    value, trails = found
    best = _maximum(rules, search, trails)
    if best.end_sum != value:
        raise AssertionError(f"witness reaches {best.end_sum}, search claimed {value}")
    return best


def largest_award(rules: Rules) -> Maximum:
    """The largest points one placement can score under ``rules``, with a witness.

    Points are an end sum that is a positive multiple of 5, so the award is
    the largest such multiple, not above the largest end sum, that some
    layout reaches exactly.

    >>> import engine
    >>> largest_award(engine.ALL_FIVES).points
    35
    """
    best = largest_end_sum(rules)
    if best.points:
        return best
    ceiling = best.end_sum
    for target in range(ceiling - ceiling % 5, 0, -5):
        search = _Search(rules)
        found = search.run(exact=target)
        if found is not None:
            return _maximum(rules, search, found[1])
    raise AssertionError("no layout scores")
