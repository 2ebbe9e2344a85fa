"""A bad worked example fails the build with one located warning and renders nothing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from build_warnings import the_located_warning
from sphinx.testing.util import SphinxTestApp

# (document, the offending line's text, subtype, what the message must say)
CASES = [
    (
        "unknown_tile",
        "[1|7] on [1|4] low",
        "notation",
        "move 2 '[1|7] on [1|4] low': pip 7 is out of range 0..6",
    ),
    (
        "tile_twice",
        "[1|4] on [1|1] side-B",
        "illegal-move",
        "move 3 '[1|4] on [1|1] side-B': [1|4] is already in the layout",
    ),
    (
        "illegal_move",
        "[2|3] on [1|4] low",
        "illegal-move",
        "move 2 '[2|3] on [1|4] low': [2|3] has no half matching low of [1|4] (1)",
    ),
    ("bad_show", ":show: 1 3", "bad-show", ":show: frame '3' is not a frame number 1..2"),
    ("unknown_game", ":game: muggins", "unknown-game", "unknown game"),
]

# Options the directives refuse themselves: never a crash, never a default.
OPTION_CASES = [
    ("show_twice", ":show: 1 1", "bad-show", ":show: frame 1 is given twice"),
    ("show_superscript", ":show: ²", "bad-show", ":show: frame '²' is not a frame number 1..1"),
    ("show_huge", ":show: " + "9" * 5000, "bad-show", "is not a frame number 1..1"),
    (
        "points_superscript",
        ":points: ²",
        "bad-points",
        ":points: must be raw points, a multiple of 5 (0, 5, 10, …): '²'",
    ),
    ("points_huge", ":points: " + "5" * 5000, "bad-points", "is more than a tally draws"),
    (
        "points_too_many",
        ":points: 1005",
        "bad-points",
        ":points: '1005' is more than a tally draws (1000 raw points at most)",
    ),
]


@pytest.mark.sphinx("html", testroot="errors", freshenv=True)
@pytest.mark.parametrize(("document", "offending", "subtype", "message"), CASES)
def test_bad_example_gives_a_located_warning_and_no_figure(
    app: SphinxTestApp, document: str, offending: str, subtype: str, message: str
) -> None:
    the_located_warning(app, document, offending, subtype, message)
    page = (Path(app.outdir) / f"{document}.html").read_text(encoding="utf-8")
    # Only the good example of illegal_move.md is drawn; nothing of a bad one.
    expected = 1 if document == "illegal_move" else 0
    assert len(re.findall(r'<figure class="worked-example-frame"', page)) == expected
    assert len(re.findall(r'<div class="worked-example"', page)) == expected


@pytest.mark.sphinx("html", testroot="options", freshenv=True)
@pytest.mark.parametrize(("document", "offending", "subtype", "message"), OPTION_CASES)
def test_bad_option_gives_a_located_warning_and_no_figure(
    app: SphinxTestApp, document: str, offending: str, subtype: str, message: str
) -> None:
    """No crash, no default for what MyST would drop, a number of 5,000 digits quoted short."""
    directive = "tally" if document.startswith(("points_", "tally_")) else "worked-example"
    warning = the_located_warning(app, document, offending, subtype, message, directive)
    assert len(warning) < len(str(app.srcdir)) + 300, warning
    page = (Path(app.outdir) / f"{document}.html").read_text(encoding="utf-8")
    assert "worked-example-frame" not in page
    assert '<div class="worked-example"' not in page
    assert '<figure class="paper-tally' not in page


@pytest.mark.sphinx("html", testroot="errors", freshenv=True)
def test_warnings_fail_a_build_with_warnings_as_errors(make_app, app_params) -> None:  # type: ignore[no-untyped-def]
    args, kwargs = app_params
    app = make_app(*args, warningiserror=True, **kwargs)
    app.build()
    assert app.statuscode == 1


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("7", 7),
        ("007", 7),
        ("0" * 5000, 0),
        ("12", None),  # above the largest, 9
        ("9" * 5000, None),
        ("²", None),  # str.isdigit() says yes, int() refuses it
        ("\u0667", None),  # ARABIC-INDIC DIGIT SEVEN: int() would accept it
        ("\uff17", None),  # FULLWIDTH DIGIT SEVEN
        ("\U0001d7d5", None),  # MATHEMATICAL BOLD DIGIT SEVEN
        ("7\n", None),
        ("", None),
        ("-1", None),
    ],
)
def test_numbers_of_the_directives_are_ascii_digits_only(text: str, expected: int | None) -> None:
    from sphinx_table_games.directive import ascii_number

    assert ascii_number(text, 9) == expected
