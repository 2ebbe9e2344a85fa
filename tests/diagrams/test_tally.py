"""The paper tally: strokes of 5 raw points and the 50-point X symbol."""

from __future__ import annotations

import itertools
import math
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from diagrams import tally
from diagrams.render import render_svgs
from diagrams.tally import points_to_dot, tally_for, tally_to_dot

GOLDEN = Path(__file__).parent / "golden"
LINE = re.compile(r"^  (p\d+) -- (p\d+) \[penwidth=([\d.]+)\];$", re.MULTILINE)
POINT = re.compile(r'^  (p\d+) \[pos="([-\d.]+),([-\d.]+)"\];$', re.MULTILINE)


def lines(dot: str) -> list[tuple[tuple[float, float], tuple[float, float], float]]:
    points = {name: (float(x), float(y)) for name, x, y in POINT.findall(dot)}
    return [(points[a], points[b], float(pen)) for a, b, pen in LINE.findall(dot)]


@pytest.mark.parametrize(
    ("raw", "strokes", "crosses"),
    [(0, 0, 0), (5, 1, 0), (45, 9, 0), (50, 0, 1), (65, 3, 1), (100, 0, 2), (305, 1, 6)],
)
def test_tally_for_splits_raw_points_into_crosses_of_50_and_strokes_of_5(
    raw: int, strokes: int, crosses: int
) -> None:
    assert tally_for(raw) == (strokes, crosses)
    assert strokes * 5 + crosses * tally.CROSS_POINTS == raw


@pytest.mark.parametrize("raw", [-5, 3, 62])
def test_tally_refuses_what_paper_cannot_write(raw: int) -> None:
    with pytest.raises(ValueError, match=str(raw)):
        tally_for(raw)


def test_65_raw_points_is_one_cross_symbol_and_three_strokes_golden() -> None:
    assert points_to_dot(65) == (GOLDEN / "tally-65.dot").read_text(encoding="utf-8")


@pytest.mark.parametrize(("strokes", "crosses"), [(0, 0), (4, 0), (0, 1), (3, 2)])
def test_each_cross_symbol_has_two_big_and_eight_small_lines(strokes: int, crosses: int) -> None:
    drawn = lines(tally_to_dot(strokes, crosses))
    big = [line for line in drawn if line[2] == 3.0]
    small = [line for line in drawn if line[2] == 2.0]
    assert len(big) == 2 * crosses + strokes
    assert len(small) == 8 * crosses


def test_small_xs_sit_in_the_four_spaces_around_the_big_x() -> None:
    drawn = lines(tally_to_dot(0, 1))
    (a, b, _), (c, d, _) = drawn[:2]
    centre = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    assert centre == ((c[0] + d[0]) / 2, (c[1] + d[1]) / 2)
    small_centres = {
        ((p[0] + q[0]) / 2 - centre[0], (p[1] + q[1]) / 2 - centre[1]) for p, q, _ in drawn[2:]
    }
    # One small x above, right, below and left: one in each space between the arms.
    angles = sorted(round(math.degrees(math.atan2(y, x))) % 360 for x, y in small_centres)
    assert angles == [0, 90, 180, 270]


def test_symbols_run_left_to_right_without_overlapping() -> None:
    drawn = lines(tally_to_dot(2, 2))
    crosses = [drawn[0:10], drawn[10:20]]
    strokes = drawn[20:]
    spans = [
        (min(min(p[0], q[0]) for p, q, _ in group), max(max(p[0], q[0]) for p, q, _ in group))
        for group in [*crosses, *([line] for line in strokes)]
    ]
    assert all(left[1] < right[0] for left, right in itertools.pairwise(spans))


def test_rendered_tally_draws_every_line(tmp_path: Path) -> None:
    (path,) = render_svgs([points_to_dot(165)], tmp_path)
    root = ET.parse(path).getroot()
    edges = root.findall(".//{http://www.w3.org/2000/svg}g[@class='edge']")
    assert len(edges) == 3 * 10 + 3
