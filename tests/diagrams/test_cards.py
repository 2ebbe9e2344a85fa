"""Up or Down? drawings: golden DOT for the pages' kinds of example, and what every drawing keeps.

After a deliberate change to the drawing, rewrite the golden files with
``.venv/bin/python tests/diagrams/test_cards.py`` and review the diff.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from itertools import pairwise
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from diagrams import cards as drawing
from diagrams.cards import (
    COLOUR_SYMBOLS,
    UnknownColourError,
    change_to_dot,
    circle_to_dot,
    colour_symbol,
    draw_circle,
    score_to_dot,
    symbol_svg,
)
from diagrams.render import render_svgs
from engine.cards import Card, Circle, Display, parse_cards, score_rows

# A module-scoped fixture builds once for the module: its tests go to one worker, first.
pytestmark = pytest.mark.xdist_group("tests/diagrams/test_cards.py")

GOLDEN = Path(__file__).parent / "golden" / "cards"
EXAMPLES = json.loads((GOLDEN / "examples.json").read_text(encoding="utf-8"))
SVG = "{http://www.w3.org/2000/svg}"
NODE = re.compile(r"^  (\w+) \[(.*)\];$", re.MULTILINE)
#: The narrowest content column the site lays a diagram into on a phone.
PHONE_WIDTH_PX = 358


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(item) for item in text.split())


def example_dot(example: dict[str, object]) -> str:
    kind = example["kind"]
    if kind == "circle":
        play = Circle.of(cards(str(example["circle"]))).play(Card.parse(str(example["play"])))
        return circle_to_dot(play)
    rows = [cards(str(row)) for row in example["rows"]]  # type: ignore[attr-defined]
    if kind == "row":
        display = Display.of(rows, cards(str(example["discard"])))
        from engine.cards import RowChoice

        change = display.place(
            Card.parse(str(example["take"])), RowChoice.parse(str(example["choice"]))
        )
        return change_to_dot(change)
    return score_to_dot(score_rows(rows, discards=int(str(example["discards"]))))


def nodes(dot: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for name, attributes in NODE.findall(dot):
        if name in ("graph", "node", "edge"):
            continue  # defaults, not nodes
        assert name not in found, f"node {name} drawn twice"
        found[name] = attributes
    return found


def regenerate() -> None:
    for example in EXAMPLES:
        (GOLDEN / f"{example['name']}.dot").write_text(example_dot(example), encoding="utf-8")
    print(f"wrote {len(EXAMPLES)} files to {GOLDEN.name}/")


# -- golden DOT ---------------------------------------------------------------


@pytest.mark.parametrize("example", EXAMPLES, ids=[e["name"] for e in EXAMPLES])
def test_example_dot_matches_golden_file(example: dict[str, object]) -> None:
    assert example_dot(example) == (GOLDEN / f"{example['name']}.dot").read_text(encoding="utf-8")


def test_golden_directory_holds_exactly_the_examples() -> None:
    assert sorted(p.stem for p in GOLDEN.glob("*.dot")) == sorted(e["name"] for e in EXAMPLES)


def test_every_node_is_pinned_and_named_once() -> None:
    for example in EXAMPLES:
        dot = example_dot(example)
        assert "layout=neato" in dot
        for name, attributes in nodes(dot).items():
            assert "pos=" in attributes, name


# -- colours: never the only carrier -------------------------------------------


def test_each_colour_has_a_shape_of_its_own() -> None:
    shapes = [symbol.shape for symbol in COLOUR_SYMBOLS.values()]
    fills = [symbol.fill for symbol in COLOUR_SYMBOLS.values()]
    assert len(set(shapes)) == len(shapes) == len(set(fills))


def test_every_card_carries_its_colours_shape() -> None:
    dot = example_dot(EXAMPLES[0])
    found = nodes(dot)
    for card in cards(str(EXAMPLES[0]["circle"])):
        symbol = found[f"c{card.number}s"]
        assert f"shape={COLOUR_SYMBOLS[str(card.colour)].shape}," in symbol
        assert f'fillcolor="{COLOUR_SYMBOLS[str(card.colour)].fill}"' in symbol


@pytest.mark.parametrize("colour", list(COLOUR_SYMBOLS))
def test_legend_symbol_is_decorative_svg_in_the_colours_fill(colour: str) -> None:
    root = ET.fromstring(symbol_svg(colour))
    assert root.get("aria-hidden") == "true"
    shape = next(iter(root))
    assert shape.get("fill") == COLOUR_SYMBOLS[colour].fill


def test_a_card_without_a_known_colour_cannot_be_drawn() -> None:
    with pytest.raises(UnknownColourError, match="states no colour"):
        colour_symbol(Card(5))
    with pytest.raises(UnknownColourError, match="unknown colour 'teal'"):
        circle_to_dot(Circle.of([Card(3, "red")]).play(Card(9, "teal")))


# -- the circle ---------------------------------------------------------------

numbers = st.lists(st.integers(1, 126), min_size=3, max_size=13, unique=True)
colour_names = st.sampled_from(list(COLOUR_SYMBOLS))


@st.composite
def circle_plays(draw: st.DrawFn) -> tuple[Circle, Card]:
    chosen = draw(numbers)
    coloured = [Card(n, draw(colour_names)) for n in chosen]
    return Circle.of(coloured[1:]), coloured[0]


@settings(max_examples=60, derandomize=True, deadline=None)
@given(circle_plays())
def test_circle_runs_clockwise_from_the_lowest_with_the_neighbours_marked(
    case: tuple[Circle, Card],
) -> None:
    import math

    circle, card = case
    play = circle.play(card)
    drawn = draw_circle(play)
    assert [d.card for d in drawn] == list(play.circle)
    # The lowest at the top; then clockwise: the angle falls all the way round.
    assert drawn[0].y == max(d.y for d in drawn)
    angles = [(math.atan2(d.y, d.x) - math.pi / 2) % (2 * math.pi) for d in drawn]
    assert all(a > b for a, b in pairwise([2 * math.pi, *angles[1:]]))
    assert {d.card for d in drawn if d.neighbour} == set(play.neighbours)
    assert [d.card for d in drawn if d.halo] == [card]
    # No two cards (halo and double outline included) touch.
    size = drawing.CIRCLE_CARD
    reach = (size.width + 2 * drawing.HALO, size.height + 2 * drawing.HALO)
    for index, a in enumerate(drawn):
        for b in drawn[index + 1 :]:
            assert abs(a.x - b.x) >= reach[0] or abs(a.y - b.y) >= reach[1], (a.card, b.card)
    dot = circle_to_dot(play)
    marked = [name for name, attrs in nodes(dot).items() if "peripheries=2" in attrs]
    assert sorted(marked) == sorted({f"c{c.number}" for c in play.neighbours})


# -- rows and scores -------------------------------------------------------------


@st.composite
def changes(draw: st.DrawFn) -> tuple[Display, Card, int]:
    chosen = draw(st.lists(st.integers(1, 126), min_size=2, max_size=14, unique=True))
    pool = [Card(n, draw(colour_names)) for n in chosen]
    display = Display()
    for card in pool[:-1]:
        options = display.choices(card)
        display = display.place(card, options[draw(st.integers(0, len(options) - 1))]).after
    options = display.choices(pool[-1])
    return display, pool[-1], draw(st.integers(0, len(options) - 1))


@settings(max_examples=60, derandomize=True, deadline=None)
@given(changes())
def test_row_change_shows_before_and_after_with_directions_and_the_discard_pile(
    case: tuple[Display, Card, int],
) -> None:
    display, card, option = case
    change = display.place(card, display.choices(card)[option])
    found = nodes(change_to_dot(change))  # raises if a node is drawn twice
    before = {n for n in found if re.fullmatch(r"bc\d+", n)}
    after = {n for n in found if re.fullmatch(r"ac\d+", n)}
    assert before == {f"bc{c.number}" for row in change.before.rows for c in row}
    assert after == {f"ac{c.number}" for row in change.after.rows for c in row}
    assert [n for n in found if n.endswith("h") and n.startswith("ac")] == [f"ac{card.number}h"]
    dashed = {n for n, attrs in found.items() if "dashed" in attrs}
    assert dashed == {f"bc{c.number}" for c in change.closed}
    for prefix, shown in (("b", change.before), ("a", change.after)):
        arrows = {n for n in found if re.fullmatch(rf"{prefix}d\d+a", n)}
        assert arrows == {
            f"{prefix}d{i}a" for i, row in enumerate(shown.rows, 1) if row.direction is not None
        }
        pile = found.get(f"{prefix}p0")
        if shown.discard_pile:
            assert pile is not None and f'label="{len(shown.discard_pile)}"' in pile
        else:
            assert pile is None


def test_rising_arrow_points_up_and_falling_arrow_down() -> None:
    display = Display.of([parse_cards("10:red,20:red"), parse_cards("50:blue,40:blue")])
    dot = change_to_dot(display.place(Card(30, "green"), display.choices(Card(30))[0]))
    position = {
        name: float(y)
        for name, y in re.findall(r'^  (ad\d[ab]) \[.*pos="[\d.]+,([\d.]+)"', dot, re.M)
    }
    assert position["ad1b"] > position["ad1a"]  # up: the head above the tail
    assert position["ad2b"] < position["ad2a"]


def test_score_drawing_states_each_rows_product_and_the_total() -> None:
    dot = example_dot(next(e for e in EXAMPLES if e["name"] == "score-66"))
    labels = re.findall(r'^  s\w+ \[.*?label="([^"]*)"', dot, re.M)
    assert labels == ["8 × 3 = 24", "2 × 1 = 2", "8 × 5 = 40", "24 + 2 + 40 = 66"]
    thick = [n for n, attrs in nodes(dot).items() if "penwidth=3," in attrs]
    assert len(thick) == 3 + 1 + 5


# -- rendered by the real dot ----------------------------------------------------


@pytest.fixture(scope="module")
def example_svgs(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    return render_svgs([example_dot(e) for e in EXAMPLES], tmp_path_factory.mktemp("cards"))


def test_text_stays_legible_on_a_phone(example_svgs: list[Path]) -> None:
    for path in example_svgs:
        root = ET.parse(path).getroot()
        width_px = float(root.get("width", "0").removesuffix("pt")) * 4 / 3
        scale = min(1.0, PHONE_WIDTH_PX / width_px)
        smallest = min(float(t.get("font-size", "0")) for t in root.iter(f"{SVG}text"))
        assert smallest * 4 / 3 * scale >= 12, (path.name, smallest, scale)


if __name__ == "__main__":
    regenerate()


@pytest.mark.parametrize("size", [drawing.CIRCLE_CARD, drawing.ROW_CARD])
def test_the_widest_number_clears_the_cards_outline_in_a_wide_bold_face(
    size: drawing.CardSize,
) -> None:
    """126 in DejaVu Sans Bold, the widest face a reader's system may put in Helvetica's place.

    Measured with matplotlib's text layout, the number leaves 2 points on
    each side inside the thickest outline a card gets (3 points).
    """
    from matplotlib.font_manager import FontProperties
    from matplotlib.textpath import TextPath

    dot = drawing._Dot()
    drawing._draw_card(dot, drawing.DrawnCard(Card(126, "red"), 0.0, 0.0, size))
    found = re.search(r"c126n \[.*?fontsize=([\d.]+)", dot.write("x", "x"))
    assert found is not None
    face = FontProperties(family="DejaVu Sans", weight="bold")
    width = TextPath((0, 0), "126", size=float(found[1]), prop=face).get_extents().width
    assert width <= size.width - 3 - 2 * 2, (found[1], width)


@pytest.mark.parametrize("name", ["row-second-card", "row-close", "row-new"])
def test_a_change_drawing_has_no_arrow_but_its_rows_directions(name: str) -> None:
    """Before and after are parted by a dashed line: an arrow there read as 'the row falls'."""
    example = next(e for e in EXAMPLES if e["name"] == name)
    dot = example_dot(example)
    arrows = dot.count("dir=forward")
    directions = len(re.findall(r"^  [ab]d\d+a \[", dot, re.M))
    assert arrows == directions, (arrows, directions)
