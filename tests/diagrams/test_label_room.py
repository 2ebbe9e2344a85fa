"""Numbers stay clear of the shapes that hold them, in the SVG that ``dot`` really writes.

The golden DOT files (every domino frame of the seeds, every kind of Up or
Down? example) are rendered, and each number is measured against its shape:

* a counted contribution's number fits inside its red disc, inside the ring;
* a card's number keeps a gap below the card's top edge and from its sides.

A browser draws "Helvetica" with whatever bold sans-serif it has; the widest
common one (DejaVu Sans Bold, a digit is 0.696 em) is assumed, and a digit's
height is taken as 0.73 em above the baseline.
"""

from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ET

import pytest
from diagram_frames import GOLDEN, GOLDEN_DOT

from diagrams.domino import MARKER_FILL
from diagrams.render import find_dot

# A module-scoped fixture builds once for the module: its tests go to one worker, first.
pytestmark = pytest.mark.xdist_group("tests/diagrams/test_label_room.py")

SVG = "{http://www.w3.org/2000/svg}"
DIGIT_WIDTH_EM = 0.70
DIGIT_HEIGHT_EM = 0.73
#: Room a number keeps from the inner edge of its shape's outline, in points.
CLEARANCE = 1.0
#: Room between a card's top edge and the top of its number, in points.
TOP_GAP = 2.0


@pytest.fixture(scope="module")
def svgs() -> dict[str, ET.Element]:
    """Each golden file as ``dot -n2`` draws it, node titles kept (the site's copy drops them)."""
    dot = find_dot()
    sources = sorted([*GOLDEN_DOT.glob("*.dot"), *(GOLDEN / "cards").glob("*.dot")])
    return {
        source.name: ET.fromstring(
            subprocess.run(
                [dot, "-n2", "-Tsvg", str(source)], capture_output=True, check=True
            ).stdout
        )
        for source in sources
    }


def node_groups(root: ET.Element) -> dict[str, ET.Element]:
    return {
        (g.findtext(f"{SVG}title") or ""): g
        for g in root.iter(f"{SVG}g")
        if g.get("class") == "node"
    }


def text_width(text: ET.Element) -> float:
    return len(text.text or "") * DIGIT_WIDTH_EM * float(text.get("font-size", "0"))


def path_box(path: ET.Element) -> tuple[float, float, float, float]:
    numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", path.get("d", ""))]
    xs, ys = numbers[0::2], numbers[1::2]
    return min(xs), min(ys), max(xs), max(ys)


def test_every_disc_number_fits_inside_its_ring(svgs: dict[str, ET.Element]) -> None:
    measured = 0
    too_wide = []
    for name, root in svgs.items():
        for title, group in node_groups(root).items():
            disc = group.find(f"{SVG}ellipse")
            text = group.find(f"{SVG}text")
            if disc is None or text is None or disc.get("fill") != MARKER_FILL:
                continue
            measured += 1
            ring = float(disc.get("stroke-width", "1"))
            room = 2 * float(disc.get("rx", "0")) - ring - 2 * CLEARANCE
            if text_width(text) > room:
                too_wide.append(
                    f"{name} {title} {text.text!r}: {text_width(text):.1f} > {room:.1f}"
                )
    assert measured > 20, measured
    assert not too_wide, too_wide


def test_every_card_number_keeps_clear_of_the_cards_border(svgs: dict[str, ET.Element]) -> None:
    measured = 0
    crowded = []
    for name, root in svgs.items():
        groups = node_groups(root)
        for title, group in groups.items():
            card = re.fullmatch(r"([ab]?c\d+)n?", title)
            text = group.find(f"{SVG}text")
            if card is None or text is None or not (text.text or "").isdigit():
                continue
            outline = groups[card.group(1)].find(f"{SVG}path")
            assert outline is not None, (name, title)
            measured += 1
            left, top, right, _ = path_box(outline)
            pen = float(outline.get("stroke-width", "1"))
            size = float(text.get("font-size", "0"))
            digits_top = float(text.get("y", "0")) - DIGIT_HEIGHT_EM * size
            room = right - left - pen - 2 * CLEARANCE
            if digits_top < top + pen / 2 + TOP_GAP:
                crowded.append(f"{name} {title}: top {digits_top - top:.1f} pt below the edge")
            if text_width(text) > room:
                crowded.append(f"{name} {title}: {text_width(text):.1f} pt wide in {room:.1f}")
    assert measured > 40, measured
    assert not crowded, crowded
