"""What MyST cannot read or the option spec refuses, MyST reports itself, at its line.

The directives' option specs are plain docutils ones: MyST checks every
option against them before the directive runs and warns, located, for an
unknown key, a value the converter refuses, options it cannot parse or
content where none is allowed. The warning fails a strict build, and the
page is read again by the next build (``test_rebuild_after_failure``).
The directives' own checks (numbers, games, moves) are tested beside each
directive.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from sphinx.testing.util import SphinxTestApp
from sphinx.util.console import strip_escape_sequences

# (test root, document, the offending line's text, what MyST's warning says)
CASES = [
    ("errors", "unknown_option", ":frames: 1", "'worked-example': Unknown option key: 'frames'"),
    ("trainer-errors", "unknown_option", ":level: 3", "'trainer': Unknown option key: 'level'"),
    (
        "walkthrough-errors",
        "unknown_option",
        ":show: 1",
        "'round-walkthrough': Unknown option key: 'show'",
    ),
    (
        "options",
        "show_no_value",
        ":show:",
        "'worked-example': Invalid option value for 'show': None: argument required",
    ),
    (
        "options",
        "bad_class",
        ":class: !!!",
        "'worked-example': Invalid option value for 'class': !!!: cannot make",
    ),
    ("options", "card_no_kind_value", ":kind:", "Invalid option value for 'kind'"),
    ("options", "points_no_value", ":points:", "'tally': Invalid option value for 'points'"),
    ("options", "tally_class", ":class: !!!", "'tally': Invalid option value for 'class'"),
    ("options", "options_unreadable", ':show: "1', "'worked-example': Invalid options format"),
    ("options", "tally_content", "```{tally}", "'tally': Has content, but none permitted"),
]


@pytest.mark.parametrize(
    ("document", "offending", "message"),
    [
        pytest.param(*case, marks=pytest.mark.sphinx("html", testroot=root, freshenv=True))
        for root, *case in CASES
    ],
)
def test_myst_reports_what_the_spec_refuses_at_its_line(
    app: SphinxTestApp, document: str, offending: str, message: str
) -> None:
    app.build()
    output = strip_escape_sequences(app.warning.getvalue())
    assert "Traceback" not in output
    source = Path(app.srcdir) / f"{document}.md"
    line = source.read_text(encoding="utf-8").splitlines().index(offending) + 1
    located = f"{source}:{line}: WARNING: "
    mine = [entry for entry in output.splitlines() if entry.startswith(located)]
    assert any(message in entry and "[myst.directive_" in entry for entry in mine), output
