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
    ("unknown_option", ":frames: 1", "unknown-option", "unknown option :frames:"),
    ("bad_show", ":show: 1 3", "bad-show", ":show: frame '3' is not a frame number 1..2"),
    ("unknown_game", ":game: muggins", "unknown-game", "unknown game"),
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


@pytest.mark.sphinx("html", testroot="errors", freshenv=True)
def test_warnings_fail_a_build_with_warnings_as_errors(make_app, app_params) -> None:  # type: ignore[no-untyped-def]
    args, kwargs = app_params
    app = make_app(*args, warningiserror=True, **kwargs)
    app.build()
    assert app.statuscode == 1
