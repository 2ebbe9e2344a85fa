"""A build that warned warns again, the same way, when it is run again with no change.

Each test builds a root, then builds it again (and once more) with new
applications on the same doctree directory, as a retried ``sphinx-build``
does: Sphinx then loads the environment the first build saved.
"""

from __future__ import annotations

from typing import Any

import pytest
from build_warnings import build_warnings
from sphinx.testing.util import SphinxTestApp


def _warnings(app: SphinxTestApp) -> list[str]:
    return sorted(line for line in build_warnings(app.warning.getvalue()) if ": WARNING: " in line)


def _again(make_app: Any, app_params: Any, parallel: int = 0) -> SphinxTestApp:
    """A new application on the same directories that keeps the saved environment."""
    args, kwargs = app_params
    return make_app(*args, **{**kwargs, "freshenv": False, "parallel": parallel})


def _three_builds(make_app: Any, app_params: Any, parallel: int = 0) -> list[list[str]]:
    args, kwargs = app_params
    first = make_app(*args, **{**kwargs, "parallel": parallel})
    first.build()
    runs = [_warnings(first)]
    for _ in range(2):
        app = _again(make_app, app_params, parallel)
        app.build()
        runs.append(_warnings(app))
    return runs


@pytest.mark.sphinx("html", testroot="errors", freshenv=True)
@pytest.mark.parametrize("parallel", [0, 2], ids=["serial", "parallel-read"])
def test_every_bad_worked_example_warns_at_every_build(make_app, app_params, parallel) -> None:  # type: ignore[no-untyped-def]
    first, second, third = _three_builds(make_app, app_params, parallel)
    pages = {
        "unknown_tile",
        "tile_twice",
        "illegal_move",
        "unknown_option",
        "bad_show",
        "unknown_game",
    }
    assert {page for page in pages if any(f"{page}.md:" in line for line in first)} == pages
    assert second == first
    assert third == first


@pytest.mark.sphinx("html", testroot="card-errors", freshenv=True)
def test_every_bad_card_example_warns_at_every_build(make_app, app_params) -> None:  # type: ignore[no-untyped-def]
    first, second, third = _three_builds(make_app, app_params)
    assert len(first) >= 8, first
    assert second == first
    assert third == first


@pytest.mark.sphinx("html", testroot="rebuild", freshenv=True)
def test_any_warning_of_a_page_comes_back_at_every_build(make_app, app_params) -> None:  # type: ignore[no-untyped-def]
    """A bad tally, a directive MyST does not know (both found while reading)
    and a reference to no page (found while writing)."""
    first, second, third = _three_builds(make_app, app_params)
    for page, says in [
        ("bad_tally", "[worked-example.bad-points]"),
        ("unknown_directive", "no-such-directive"),
        ("broken_reference", "no-such-page"),
    ]:
        assert any(f"{page}.md:" in line and says in line for line in first), (page, first)
    assert not any("good.md:" in line for line in first)
    assert second == first
    assert third == first


@pytest.mark.sphinx("html", testroot="rebuild", freshenv=True)
def test_a_fixed_page_is_read_once_more_and_then_no_longer(make_app, app_params) -> None:  # type: ignore[no-untyped-def]
    args, kwargs = app_params
    app = make_app(*args, **kwargs)
    app.build()
    page = app.srcdir / "bad_tally.md"
    page.write_text(page.read_text(encoding="utf-8").replace(":points: 7", ":points: 5"))
    fixed = _again(make_app, app_params)
    fixed.build()
    assert not any("bad_tally.md:" in line for line in _warnings(fixed))
    assert "bad_tally" not in fixed.env.reread_always
    again = _again(make_app, app_params)
    again.build()
    assert "bad_tally" not in again.env.reread_always
    # Only the page that still warns while being read stays on the list (the
    # reference to no page is found after the environment is saved).
    assert again.env.reread_always == {"unknown_directive"}
