"""Domino drawings: golden DOT for the seeds' frames and the geometry they must keep.

After a deliberate change to the drawing, rewrite the golden files with
``.venv/bin/python tests/diagrams/regenerate_golden.py`` and review the diff.
"""

from __future__ import annotations

import random
import re

import pytest
from diagram_frames import GOLDEN_DOT, frames

import engine
from diagrams import domino
from diagrams.domino import Box, DrawnTile, draw_step, step_to_dot
from engine import Slot, Step, Tile

FRAMES = frames()
FRAME_IDS = [name for name, _ in FRAMES]

# The DOT statements of tile nodes and marker nodes, read back from the text.
TILE_NODE = re.compile(r"^  (t\d\d) \[shape=Mrecord, (.*)\];$", re.MULTILINE)
MARKER_NODE = re.compile(r"^  (t\d\d(?:sa|sb|aa|ab|hi|lo)) \[shape=circle, (.*)\];$", re.MULTILINE)


def attribute(attributes: str, key: str) -> str:
    found = re.search(rf'\b{key}=("[^"]*"|[^,]*)', attributes)
    assert found is not None, f"{key} missing in {attributes!r}"
    return found.group(1).strip('"')


def replay(game: str, *moves: str) -> Step:
    return engine.explain(engine.find_rules(game), moves)[-1]


def overlapping(boxes: list[tuple[object, Box]]) -> list[tuple[object, object]]:
    return [
        (a, b)
        for index, (a, box_a) in enumerate(boxes)
        for b, box_b in boxes[index + 1 :]
        if box_a.overlaps(box_b)
    ]


def half_centres(drawn: DrawnTile) -> list[tuple[float, float]]:
    """The centres of the two halves in drawn order (left, right or top, bottom)."""
    box = drawn.box
    if drawn.vertical:
        return [(box.cx, box.cy + box.height / 4), (box.cx, box.cy - box.height / 4)]
    return [(box.cx - box.width / 4, box.cy), (box.cx + box.width / 4, box.cy)]


# -- golden DOT ---------------------------------------------------------------


@pytest.mark.parametrize(("name", "step"), FRAMES, ids=FRAME_IDS)
def test_seed_frame_dot_matches_golden_file(name: str, step: Step) -> None:
    assert step_to_dot(step) == (GOLDEN_DOT / name).read_text(encoding="utf-8")


def test_golden_directory_holds_exactly_the_seed_frames() -> None:
    assert sorted(p.name for p in GOLDEN_DOT.glob("*.dot")) == sorted(FRAME_IDS)


def test_same_step_gives_byte_identical_dot_in_a_fresh_replay() -> None:
    moves = ["[1|4]", "[1|1] on [1|4] low", "[4|4] on [1|4] high", "[3|4] on [4|4] side-B"]
    first = step_to_dot(replay("five-up", *moves))
    again = step_to_dot(replay("five-up", *moves))
    assert first == again


def test_first_line_names_game_move_number_and_move() -> None:
    step = replay("all-fives", "[3|6]", "[6|6] on [3|6] high")
    assert step_to_dot(step).splitlines()[0] == "// all-fives, move 2: [6|6] on [3|6] high"


# -- geometry -----------------------------------------------------------------


@pytest.mark.parametrize(("name", "step"), FRAMES, ids=FRAME_IDS)
def test_no_two_tiles_or_markers_overlap_in_seed_frames(name: str, step: Step) -> None:
    drawing = draw_step(step)
    boxes: list[tuple[object, Box]] = [(t.tile, t.box) for t in drawing.tiles]
    boxes += [((m.tile, m.slot), m.box) for m in drawing.markers]
    boxes += [(("letter", x.tile, x.slot), x.box) for x in drawing.labels]
    assert overlapping(boxes) == []


@pytest.mark.parametrize(("name", "step"), FRAMES, ids=FRAME_IDS)
def test_every_marker_at_a_doubles_side_or_arm_has_its_letter_beside_it(
    name: str, step: Step
) -> None:
    drawing = draw_step(step)
    letters = {(x.tile, x.slot): x for x in drawing.labels}
    at_doubles = [m for m in drawing.markers if m.tile.is_double]
    assert sorted(letters, key=str) == sorted(((m.tile, m.slot) for m in at_doubles), key=str)
    for marker in at_doubles:
        letter = letters[(marker.tile, marker.slot)]
        assert letter.letter == marker.slot.value[-1]
        # Beside its own marker: nearer to it than to any other marker.
        gap = abs(letter.centre[0] - marker.centre[0]) + abs(letter.centre[1] - marker.centre[1])
        for other in drawing.markers:
            if other is not marker:
                far = abs(letter.centre[0] - other.centre[0]) + abs(
                    letter.centre[1] - other.centre[1]
                )
                assert gap < far, (marker, other)
        dot = step_to_dot(step)
        assert f'label="{letter.letter}"' in dot


@pytest.mark.parametrize(("name", "step"), FRAMES, ids=FRAME_IDS)
def test_doubles_lie_across_their_line_and_other_tiles_along_it(name: str, step: Step) -> None:
    for drawn in draw_step(step).tiles:
        along_is_vertical = drawn.direction[0] == 0
        assert drawn.vertical == (along_is_vertical != drawn.tile.is_double), drawn.tile


@pytest.mark.parametrize(("name", "step"), FRAMES, ids=FRAME_IDS)
def test_chain_runs_straight_and_arms_leave_perpendicular(name: str, step: Step) -> None:
    drawn = {t.tile: t for t in draw_step(step).tiles}
    for connection in step.connections:
        parent, child = drawn[connection.parent], drawn[connection.child]
        if connection.parent_slot.is_arm:
            dot_product = (
                parent.direction[0] * child.direction[0] + parent.direction[1] * child.direction[1]
            )
            assert dot_product == 0, connection
        else:
            assert child.direction in (parent.direction, tuple(-v for v in parent.direction))


@pytest.mark.parametrize(("name", "step"), FRAMES, ids=FRAME_IDS)
def test_each_tile_touches_its_parent_with_the_matching_half(name: str, step: Step) -> None:
    drawn = {t.tile: t for t in draw_step(step).tiles}
    for connection in step.connections:
        parent, child = drawn[connection.parent], drawn[connection.child]
        (px, py), out = parent.anchor(connection.parent_slot)
        # The child starts one gap beyond the parent's edge, facing it.
        near_x, near_y = px + out[0] * domino.GAP, py + out[1] * domino.GAP
        box = child.box
        assert box.left <= near_x <= box.right and box.bottom <= near_y <= box.top, connection
        if not child.tile.is_double:
            halves = half_centres(child)
            nearest = min(range(2), key=lambda i: abs(halves[i][0] - px) + abs(halves[i][1] - py))
            assert child.values[nearest] == connection.parent.half(connection.parent_slot), (
                connection
            )


@pytest.mark.parametrize(("name", "step"), FRAMES, ids=FRAME_IDS)
def test_markers_sit_beyond_the_end_they_belong_to(name: str, step: Step) -> None:
    drawing = draw_step(step)
    drawn = {t.tile: t for t in drawing.tiles}
    for marker in drawing.markers:
        (px, py), out = drawn[marker.tile].anchor(marker.slot)
        offset = (marker.centre[0] - px, marker.centre[1] - py)
        expected = domino.MARKER_GAP + domino.MARKER_DIAMETER // 2
        assert offset == (out[0] * expected, out[1] * expected), marker


def test_opening_non_double_lies_low_half_left() -> None:
    (drawn,) = draw_step(replay("five-up", "[4|1]")).tiles
    assert (drawn.vertical, drawn.values) == (False, (1, 4))


def test_arm_a_points_up_from_a_horizontal_chain_and_left_from_a_vertical_one() -> None:
    step = replay(
        "five-up",
        "[1|4]",
        "[1|1] on [1|4] low",
        "[1|2] on [1|1] side-B",
        "[1|5] on [1|1] arm-A",
        "[5|5] on [1|5] high",
        "[0|5] on [5|5] side-B",
        "[3|5] on [5|5] arm-A",
    )
    drawn = {t.tile: t for t in draw_step(step).tiles}
    one_five, three_five = drawn[Tile.of(1, 5)], drawn[Tile.of(3, 5)]
    assert one_five.box.cy > drawn[Tile.of(1, 1)].box.cy
    assert three_five.box.cx < drawn[Tile.of(5, 5)].box.cx
    assert three_five.box.cy == drawn[Tile.of(5, 5)].box.cy


# -- what is marked -----------------------------------------------------------


@pytest.mark.parametrize(("name", "step"), FRAMES, ids=FRAME_IDS)
def test_placed_tile_alone_is_highlighted_with_a_halo_under_it(name: str, step: Step) -> None:
    dot = step_to_dot(step)
    faces = {node: attribute(attrs, "fillcolor") for node, attrs in TILE_NODE.findall(dot)}
    placed = f"t{step.tile.low}{step.tile.high}"
    assert [n for n, face in faces.items() if face == domino.PLACED_FACE] == [placed]
    halo = re.search(r"^  placed \[(.*)\];$", dot, re.MULTILINE)
    assert halo is not None
    tile_attrs = dict(TILE_NODE.findall(dot))[placed]
    assert attribute(halo.group(1), "pos") == attribute(tile_attrs, "pos")
    # Drawn first, so the tile covers all but its rim.
    assert dot.index("  placed [") < dot.index(f"  {placed} [")


@pytest.mark.parametrize(("name", "step"), FRAMES, ids=FRAME_IDS)
def test_orange_outline_only_on_spinners(name: str, step: Step) -> None:
    dot = step_to_dot(step)
    orange = {
        node
        for node, attrs in TILE_NODE.findall(dot)
        if attribute(attrs, "color") == domino.SPINNER_OUTLINE
    }
    assert orange == {f"t{t.low}{t.high}" for t in step.spinners}
    assert len(TILE_NODE.findall(dot)) == len(step.tiles)


@pytest.mark.parametrize(("name", "step"), FRAMES, ids=FRAME_IDS)
def test_one_filled_number_per_contribution(name: str, step: Step) -> None:
    dot = step_to_dot(step)
    numbers = sorted(
        int(attribute(attrs, "label"))
        for _, attrs in MARKER_NODE.findall(dot)
        if attribute(attrs, "fillcolor") == domino.MARKER_FILL
    )
    assert numbers == sorted(c.value for c in step.contributions)


@pytest.mark.parametrize(("name", "step"), FRAMES, ids=FRAME_IDS)
def test_one_empty_dot_per_attachment_point_that_does_not_count(name: str, step: Step) -> None:
    drawing = draw_step(step)
    counted_places = {(c.tile, c.slot) for c in step.contributions if c.slot is not None}
    # A counting double takes one of its free sides for its number.
    counting_doubles = {c.tile for c in step.contributions if c.slot is None}
    expected = len(step.attachment_points) - len(counted_places) - len(counting_doubles)
    empty = [m for m in drawing.markers if not m.counted]
    assert len(empty) == expected
    assert len(MARKER_NODE.findall(step_to_dot(step))) == len(drawing.markers)
    for marker in empty:
        assert (marker.tile, marker.slot) not in counted_places


def test_opening_double_counts_once_on_side_a_and_shows_side_b_as_empty_dot() -> None:
    markers = draw_step(replay("all-fives", "[2|2]")).markers
    assert [(m.slot, m.value) for m in markers] == [(Slot.SIDE_A, 4), (Slot.SIDE_B, None)]


def test_unopened_spinner_arms_are_empty_dots_and_the_double_counts_nothing() -> None:
    step = replay("five-up", "[3|6]", "[6|6] on [3|6] high", "[2|6] on [6|6] side-B")
    markers = {(m.tile, m.slot): m.value for m in draw_step(step).markers}
    six = Tile.of(6, 6)
    assert markers[(six, Slot.ARM_A)] is None and markers[(six, Slot.ARM_B)] is None
    assert (six, Slot.SIDE_B) not in markers


def test_a_terminal_double_counts_at_its_free_side() -> None:
    step = replay("five-up", "[3|6]", "[6|6] on [3|6] high")
    markers = {(m.tile, m.slot): m.value for m in draw_step(step).markers}
    assert markers[(Tile.of(6, 6), Slot.SIDE_B)] == 12


# -- crowded tables -----------------------------------------------------------

# A Five Up round whose [3|6] on the [6|6] arm would run straight into the
# column below [5|5]: it has to turn a corner.
CROWDED = [
    "[4|4]", "[4|5] on [4|4] side-B", "[5|5] on [4|5] high", "[5|6] on [5|5] side-B",
    "[0|4] on [4|4] side-A", "[2|6] on [5|6] high", "[4|6] on [4|4] arm-B",
    "[3|4] on [4|4] arm-A", "[6|6] on [4|6] high", "[3|5] on [5|5] arm-B",
    "[2|4] on [2|6] low", "[0|6] on [6|6] side-B", "[1|4] on [2|4] high",
    "[2|3] on [3|5] low", "[3|6] on [6|6] arm-B",
]  # fmt: skip


def test_a_blocked_line_turns_a_corner_instead_of_overlapping() -> None:
    step = replay("five-up", *CROWDED)
    drawing = draw_step(step)
    drawn = {t.tile: t for t in drawing.tiles}
    turned = drawn[Tile.of(3, 6)]
    assert turned.direction != drawn[Tile.of(6, 6)].anchor(Slot.ARM_B)[1]
    boxes: list[tuple[object, Box]] = [(t.tile, t.box) for t in drawing.tiles]
    boxes += [((m.tile, m.slot), m.box) for m in drawing.markers]
    boxes += [(("letter", x.tile, x.slot), x.box) for x in drawing.labels]
    assert overlapping(boxes) == []


def random_round(rules: engine.Rules, seed: int) -> list[str]:
    """Play every playable tile of a shuffled set at a random legal point."""
    chance = random.Random(seed)
    tiles = list(engine.DOUBLE_SIX)
    chance.shuffle(tiles)
    layout = engine.Layout(rules)
    for tile in tiles:
        moves = layout.legal_moves(tile)
        if moves:
            layout.push(chance.choice(moves))
    return [str(move) for move in layout.moves]


@pytest.mark.parametrize("rules", [engine.FIVE_UP, engine.ALL_FIVES], ids=lambda r: r.name)
def test_random_full_rounds_draw_every_tile_and_marker_without_overlap(
    rules: engine.Rules,
) -> None:
    for seed in range(40):
        step = engine.explain(rules, random_round(rules, seed))[-1]
        drawing = draw_step(step)
        assert [t.tile for t in drawing.tiles] == list(step.tiles)
        boxes: list[tuple[object, Box]] = [(t.tile, t.box) for t in drawing.tiles]
        boxes += [((m.tile, m.slot), m.box) for m in drawing.markers]
        boxes += [(("letter", x.tile, x.slot), x.box) for x in drawing.labels]
        assert overlapping(boxes) == [], seed
        assert len(TILE_NODE.findall(step_to_dot(step))) == len(step.tiles)
