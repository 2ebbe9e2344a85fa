"""Domino layouts as DOT text: one ``engine.Step`` in, one drawing out.

The geometry is computed here, in points, from the step's connections; the
DOT pins every node at its position (``layout=neato`` with ``dot -n2``), so
Graphviz only draws. Nothing in the drawing is a word: tiles and markers
carry numbers, a double's ends the letters A and B that every language's
text uses for them, so one SVG serves every language.

>>> import engine
>>> step = engine.explain(engine.FIVE_UP, ["[1|4]", "[1|1] on [1|4] low"])[-1]
>>> dot = step_to_dot(step)
>>> dot.splitlines()[:2]
['// five-up, move 2: [1|1] on [1|4] low', 'graph domino {']
>>> [tile.values for tile in draw_step(step).tiles]
[(1, 4), (1, 1)]

Conventions (so that a reader of the DOT can check a drawing):

- The opening tile lies horizontally: a non-double with its lower half on
  the left, an opening double with ``side-A`` on the left.
- A tile continues its parent's line outwards; a double lies crosswise to
  that line, so its chain sides face along the line and its arms (spinners)
  point perpendicular to it: ``arm-A`` up and ``arm-B`` down on a horizontal
  line, ``arm-A`` left and ``arm-B`` right on a vertical one.
- Every counted contribution is a filled disc with its number, just beyond
  the end it counts at. A double counts once at its free chain side. An
  opening double has two free chain sides but counts once (its pips, not
  twice): the filled number goes on ``side-A`` and ``side-B`` gets an empty
  dot, because it is still a legal attachment point.
- Every legal attachment point that does not count (an open spinner arm, the
  second side of an opening double) is an empty dot.
- The marker at a double's chain side or arm has a small letter beside it,
  ``A`` or ``B``: the text names these attachment points so in every
  language.
- If a line would run into tiles already on the table, it turns a corner,
  as players do at the table's edge (non-doubles only; the turned tile keeps
  its joining half against its parent's end). If every way is blocked, the
  straight placement is kept: the drawing never fails.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from diagrams.dot import inches, position
from engine.explain import Step
from engine.tiles import Slot, Tile

#: A tile's short side and long side, in points (1 pt = 1 SVG user unit).
SHORT = 24
LONG = 2 * SHORT
#: The space between two touching tiles, so both outlines stay visible.
GAP = 2
#: Counted-contribution discs and empty dots sit this far beyond an end.
MARKER_GAP = 3
MARKER_DIAMETER = 20
DOT_DIAMETER = 12
#: The numbers in the discs (points); "10" or "12" in the larger size would
#: reach the white ring in the widest common bold sans-serif.
MARKER_FONT = 13
MARKER_FONT_TWO_DIGITS = 11
#: How far the placed tile's halo reaches beyond its outline.
HALO = 3
#: The letters beside the markers at a double's sides and arms: their size
#: and the box reserved for one (points).
LABEL_FONT = 10
LABEL_BOX = 12

# Colours chosen to read on white and on near-black pages: light tile faces
# with dark outlines, discs with a white ring, mid-tone accents.
TILE_FACE = "#fbf6e9"
PLACED_FACE = "#ffe27a"
TILE_OUTLINE = "#2e2e2e"
SPINNER_OUTLINE = "#e66100"
HALO_COLOUR = "#1c71d8"
NUMBER_COLOUR = "#1a1a1a"
LABEL_COLOUR = "#4d4d4d"
MARKER_FILL = "#c01c28"
MARKER_RING = "#ffffff"
DOT_FILL = "#ffffff"
DOT_RING = "#2e2e2e"

Vector = tuple[int, int]
RIGHT: Vector = (1, 0)
LEFT: Vector = (-1, 0)
UP: Vector = (0, 1)
DOWN: Vector = (0, -1)


def _add(a: Vector, b: Vector, scale: int = 1) -> Vector:
    return (a[0] + b[0] * scale, a[1] + b[1] * scale)


def _turn(d: Vector) -> Vector:
    """``d`` turned a quarter anticlockwise (y points up)."""
    return (-d[1], d[0])


def _neg(d: Vector) -> Vector:
    return (-d[0], -d[1])


@dataclass(frozen=True, slots=True)
class Box:
    """An axis-aligned rectangle by centre and size, in points (y up)."""

    cx: int
    cy: int
    width: int
    height: int

    @property
    def left(self) -> float:
        return self.cx - self.width / 2

    @property
    def right(self) -> float:
        return self.cx + self.width / 2

    @property
    def bottom(self) -> float:
        return self.cy - self.height / 2

    @property
    def top(self) -> float:
        return self.cy + self.height / 2

    def overlaps(self, other: Box) -> bool:
        """Whether the interiors meet (touching edges do not count).

        >>> Box(0, 0, 10, 10).overlaps(Box(10, 0, 10, 10))
        False
        >>> Box(0, 0, 10, 10).overlaps(Box(9, 9, 10, 10))
        True
        """
        return (
            self.left < other.right
            and other.left < self.right
            and self.bottom < other.top
            and other.bottom < self.top
        )


@dataclass(frozen=True, slots=True)
class DrawnTile:
    """A tile on the drawing: where it lies and which way its line runs.

    ``direction`` is the way its line grows (away from its parent);
    ``back`` is the slot at the end facing its parent (``low`` for the
    opening non-double, ``side-A`` for every double). ``values`` are the two
    halves as drawn: left then right, or top then bottom.
    """

    tile: Tile
    box: Box
    direction: Vector
    back: Slot
    values: tuple[int, int]
    placed: bool
    spinner: bool

    @property
    def vertical(self) -> bool:
        return self.box.height > self.box.width

    def anchor(self, slot: Slot) -> tuple[Vector, Vector]:
        """The middle of the edge where ``slot`` is, and the outward direction."""
        d = self.direction
        centre = (self.box.cx, self.box.cy)
        if self.tile.is_double:
            if slot.is_arm:
                arm_a = UP if d[1] == 0 else LEFT
                out = arm_a if slot is Slot.ARM_A else _neg(arm_a)
                return _add(centre, out, LONG // 2), out
            out = _neg(d) if slot is Slot.SIDE_A else d
            return _add(centre, out, SHORT // 2), out
        out = _neg(d) if slot is self.back else d
        return _add(centre, out, LONG // 2), out

    def marker_centre(self, slot: Slot) -> Vector:
        """Where the marker of ``slot`` goes: just beyond that end."""
        point, out = self.anchor(slot)
        return _add(point, out, MARKER_GAP + MARKER_DIAMETER // 2)

    def slots(self) -> tuple[Slot, ...]:
        """Every slot this tile has on the table."""
        if not self.tile.is_double:
            return (Slot.HIGH, Slot.LOW)
        if self.spinner:
            return (Slot.SIDE_A, Slot.SIDE_B, Slot.ARM_A, Slot.ARM_B)
        return (Slot.SIDE_A, Slot.SIDE_B)


@dataclass(frozen=True, slots=True)
class Marker:
    """A filled number (``value`` set: a counted contribution) or an empty dot."""

    tile: Tile
    slot: Slot
    centre: Vector
    value: int | None

    @property
    def counted(self) -> bool:
        return self.value is not None

    @property
    def box(self) -> Box:
        size = MARKER_DIAMETER if self.counted else DOT_DIAMETER
        return Box(self.centre[0], self.centre[1], size, size)


@dataclass(frozen=True, slots=True)
class Label:
    """The letter beside a marker at a double's side or arm: which one the text means."""

    tile: Tile
    slot: Slot
    centre: Vector

    @property
    def letter(self) -> str:
        return "A" if self.slot in (Slot.SIDE_A, Slot.ARM_A) else "B"

    @property
    def box(self) -> Box:
        return Box(self.centre[0], self.centre[1], LABEL_BOX, LABEL_BOX)


def label(tile: DrawnTile, marker: Marker) -> Label | None:
    """The letter of a marker at a double's side or arm, beside it, off the line; ``None`` elsewhere.

    A side's letter sits towards arm A (above the marker on a level line),
    an arm's letter along the line (to the right on a level line): never
    where a tile would join.

    >>> import engine
    >>> drawing = draw_step(engine.explain(engine.ALL_FIVES, ["[2|2]"])[-1])
    >>> [(found.letter, found.centre) for m in drawing.markers if (found := label(drawing.tiles[0], m))]
    [('A', (-25, 18)), ('B', (25, 14))]
    """
    if not tile.tile.is_double:
        return None
    d = tile.direction
    arm_a = UP if d[1] == 0 else LEFT
    off = arm_a if marker.slot in (Slot.SIDE_A, Slot.SIDE_B) else d
    radius = marker.box.width // 2
    return Label(tile.tile, marker.slot, _add(marker.centre, off, radius + 2 + LABEL_BOX // 2))


@dataclass(frozen=True, slots=True)
class Drawing:
    """The geometry of one step: tiles in placement order, then markers."""

    tiles: tuple[DrawnTile, ...]
    markers: tuple[Marker, ...]

    @property
    def labels(self) -> tuple[Label, ...]:
        by_tile = {drawn.tile: drawn for drawn in self.tiles}
        found = (label(by_tile[marker.tile], marker) for marker in self.markers)
        return tuple(letter for letter in found if letter is not None)

    def bounds(self) -> tuple[float, float, float, float]:
        """``(left, bottom, right, top)`` of everything drawn, halo and letters included."""
        boxes = [t.box for t in self.tiles] + [m.box for m in self.markers]
        boxes += [label.box for label in self.labels]
        halo = [t.box for t in self.tiles if t.placed]
        left = min([b.left for b in boxes] + [b.left - HALO for b in halo])
        bottom = min([b.bottom for b in boxes] + [b.bottom - HALO for b in halo])
        right = max([b.right for b in boxes] + [b.right + HALO for b in halo])
        top = max([b.top for b in boxes] + [b.top + HALO for b in halo])
        return left, bottom, right, top


def _tile_box(centre: Vector, tile: Tile, direction: Vector) -> Box:
    along = direction[1] == 0  # the line is horizontal
    # A non-double lies along its line, a double across it.
    horizontal = along != tile.is_double
    width, height = (LONG, SHORT) if horizontal else (SHORT, LONG)
    return Box(centre[0], centre[1], width, height)


def _values(tile: Tile, direction: Vector, back: Slot) -> tuple[int, int]:
    if tile.is_double:
        return (tile.low, tile.low)
    back_value = tile.half(back)
    front_value = tile.high if back is Slot.LOW else tile.low
    # Drawn order is left-to-right or top-to-bottom; the back half faces -direction.
    if direction in (RIGHT, DOWN):
        return (back_value, front_value)
    return (front_value, back_value)


def _make(tile: Tile, centre: Vector, direction: Vector, back: Slot, step: Step) -> DrawnTile:
    return DrawnTile(
        tile=tile,
        box=_tile_box(centre, tile, direction),
        direction=direction,
        back=back,
        values=_values(tile, direction, back),
        placed=tile == step.tile,
        spinner=tile in step.spinners,
    )


def _candidates(
    tile: Tile, back: Slot, point: Vector, out: Vector, step: Step
) -> Iterator[DrawnTile]:
    """Where a tile could go at an end: straight on first, then around a corner."""
    if tile.is_double:
        yield _make(tile, _add(point, out, GAP + SHORT // 2), out, back, step)
        return
    yield _make(tile, _add(point, out, GAP + LONG // 2), out, back, step)
    # Turn away from the middle of the table first: that is where the room is.
    left = _turn(out)
    right = _neg(left)
    turns = (left, right) if left[0] * point[0] + left[1] * point[1] >= 0 else (right, left)
    joint = _add(point, out, GAP + SHORT // 2)
    for turn in turns:
        yield _make(tile, _add(joint, turn, SHORT // 2), turn, back, step)


def _reserved(drawn: DrawnTile, free: set[tuple[Tile, Slot]]) -> Iterator[Box]:
    """The tile itself and the room its markers need at its free ends."""
    yield drawn.box
    for slot in drawn.slots():
        if (drawn.tile, slot) in free:
            x, y = drawn.marker_centre(slot)
            yield Box(x, y, MARKER_DIAMETER, MARKER_DIAMETER)


def _fits(candidate: DrawnTile, placed: Iterable[DrawnTile], free: set[tuple[Tile, Slot]]) -> bool:
    mine = list(_reserved(candidate, free))
    for other in placed:
        theirs = list(_reserved(other, free))
        if any(a.overlaps(b) for a in mine for b in theirs):
            return False
    return True


def draw_step(step: Step) -> Drawing:
    """Compute where every tile and marker of ``step`` goes.

    >>> import engine
    >>> step = engine.explain(engine.FIVE_UP, ["[2|2]"])[-1]
    >>> [(m.slot.value, m.value) for m in draw_step(step).markers]
    [('side-A', 4), ('side-B', None)]
    """
    joined = {c.child: c for c in step.connections}
    occupied = {(c.parent, c.parent_slot) for c in step.connections}
    occupied |= {(c.child, c.child_slot) for c in step.connections}
    free: set[tuple[Tile, Slot]] = set()
    for tile in step.tiles:
        slots: tuple[Slot, ...]
        if not tile.is_double:
            slots = (Slot.HIGH, Slot.LOW)
        elif tile in step.spinners:
            slots = (Slot.SIDE_A, Slot.SIDE_B, Slot.ARM_A, Slot.ARM_B)
        else:
            slots = (Slot.SIDE_A, Slot.SIDE_B)
        free |= {(tile, slot) for slot in slots if (tile, slot) not in occupied}

    drawn: dict[Tile, DrawnTile] = {}
    for tile in step.tiles:
        connection = joined.get(tile)
        if connection is None:
            back = Slot.SIDE_A if tile.is_double else Slot.LOW
            drawn[tile] = _make(tile, (0, 0), RIGHT, back, step)
            continue
        parent = drawn[connection.parent]
        point, out = parent.anchor(connection.parent_slot)
        options = list(_candidates(tile, connection.child_slot, point, out, step))
        fitting = (c for c in options if _fits(c, drawn.values(), free))
        drawn[tile] = next(fitting, options[0])

    return Drawing(tuple(drawn.values()), tuple(_markers(step, drawn)))


def _markers(step: Step, drawn: dict[Tile, DrawnTile]) -> Iterator[Marker]:
    """One filled number per contribution, one empty dot per other attachment point."""
    used: set[tuple[Tile, Slot]] = set()
    open_points = {(p.tile, p.slot) for p in step.attachment_points}
    for contribution in step.contributions:
        tile, slot = contribution.tile, contribution.slot
        if slot is None:
            # A double counts once, at its first free chain side.
            sides = [s for s in (Slot.SIDE_A, Slot.SIDE_B) if (tile, s) in open_points]
            slot = sides[0] if sides else Slot.SIDE_B
        used.add((tile, slot))
        yield Marker(tile, slot, drawn[tile].marker_centre(slot), contribution.value)
    for point in step.attachment_points:
        if (point.tile, point.slot) not in used:
            centre = drawn[point.tile].marker_centre(point.slot)
            yield Marker(point.tile, point.slot, centre, None)


# -- DOT ------------------------------------------------------------------


def _name(tile: Tile) -> str:
    return f"t{tile.low}{tile.high}"


_SLOT_CODES = {
    Slot.SIDE_A: "sa",
    Slot.SIDE_B: "sb",
    Slot.ARM_A: "aa",
    Slot.ARM_B: "ab",
    Slot.HIGH: "hi",
    Slot.LOW: "lo",
}


def _marker_font(value: int) -> int:
    """The font size of a disc's number: two digits get a smaller one, so they stay inside.

    >>> _marker_font(5), _marker_font(10)
    (13, 11)
    """
    return MARKER_FONT if value < 10 else MARKER_FONT_TWO_DIGITS


def drawing_to_dot(drawing: Drawing, heading: str = "") -> str:
    """Write a ``Drawing`` as DOT with every node pinned (``dot -n2``).

    ``heading`` becomes a comment on the first line: it names the diagram in
    error messages and never reaches the SVG.
    """
    left, bottom, _, _ = drawing.bounds()

    def pos(centre: tuple[float, float]) -> str:
        # Shift so the drawing starts at the origin: readable, stable numbers.
        return position(centre[0] - left, centre[1] - bottom)

    lines = [f"// {heading}"] if heading else []
    lines += [
        "graph domino {",
        '  graph [layout=neato, bgcolor="transparent", pad="0.05"];',
        '  node [fixedsize=true, fontname="Helvetica", fontsize=14, label="",'
        f' fontcolor="{NUMBER_COLOUR}"];',
    ]
    for tile in drawing.tiles:
        if tile.placed:
            box = tile.box
            lines.append(
                f'  placed [shape=box, style="rounded,filled", fillcolor="{HALO_COLOUR}",'
                f" penwidth=0, width={inches(box.width + 2 * HALO)},"
                f" height={inches(box.height + 2 * HALO)}, pos={pos((box.cx, box.cy))}];"
            )
    for tile in drawing.tiles:
        box = tile.box
        first, second = tile.values
        label = f"{{{first}|{second}}}" if tile.vertical else f"{first}|{second}"
        face = PLACED_FACE if tile.placed else TILE_FACE
        outline = SPINNER_OUTLINE if tile.spinner else TILE_OUTLINE
        pen = 3 if tile.spinner else 1.5
        lines.append(
            f'  {_name(tile.tile)} [shape=Mrecord, style=filled, fillcolor="{face}",'
            f' color="{outline}", penwidth={pen:g}, width={inches(box.width)},'
            f' height={inches(box.height)}, label="{label}", pos={pos((box.cx, box.cy))}];'
        )
    for marker in drawing.markers:
        name = f"{_name(marker.tile)}{_SLOT_CODES[marker.slot]}"
        if marker.value is not None:
            lines.append(
                f'  {name} [shape=circle, style=filled, fillcolor="{MARKER_FILL}",'
                f' color="{MARKER_RING}", penwidth=2, width={inches(MARKER_DIAMETER)},'
                f' fontname="Helvetica-Bold", fontsize={_marker_font(marker.value)},'
                ' fontcolor="#ffffff",'
                f' label="{marker.value}", pos={pos(marker.centre)}];'
            )
        else:
            lines.append(
                f'  {name} [shape=circle, style=filled, fillcolor="{DOT_FILL}",'
                f' color="{DOT_RING}", penwidth=2, width={inches(DOT_DIAMETER)},'
                f" pos={pos(marker.centre)}];"
            )
    for letter in drawing.labels:
        lines.append(
            f"  {_name(letter.tile)}{_SLOT_CODES[letter.slot]}_name [shape=plaintext, margin=0,"
            f' fontsize={LABEL_FONT}, fontcolor="{LABEL_COLOUR}", width={inches(LABEL_BOX)},'
            f' height={inches(LABEL_BOX)}, label="{letter.letter}", pos={pos(letter.centre)}];'
        )
    lines.append("}")
    return "\n".join(lines) + "\n"


def step_to_dot(step: Step, drawing: Drawing | None = None) -> str:
    """Draw the layout right after one placement as DOT text (deterministic).

    ``drawing`` is ``draw_step(step)`` when the caller has already laid it out.

    >>> import engine
    >>> step = engine.explain(engine.ALL_FIVES, ["[3|6]", "[6|6] on [3|6] high"])[-1]
    >>> step_to_dot(step) == step_to_dot(step, draw_step(step))
    True
    """
    heading = f"{step.game}, move {len(step.tiles)}: {step.move}"
    return drawing_to_dot(drawing if drawing is not None else draw_step(step), heading)
