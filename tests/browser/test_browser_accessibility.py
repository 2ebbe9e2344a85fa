"""axe-core finds no serious or critical violation on any page type, in any language.

axe-playwright-python bundles axe-core's JavaScript: nothing is downloaded.
"""

from __future__ import annotations

import functools
import http.server
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_session import axe_violations
from playwright.sync_api import Page
from site_under_test import LANGUAGES, PAGE_TYPES

pytestmark = pytest.mark.browser

SEVERE = {"serious", "critical"}


def severe_violations(page: Page) -> list[dict[str, Any]]:
    violations = axe_violations(page)
    return [v for v in violations if v.get("impact") in SEVERE]


def describe(violations: list[dict[str, Any]]) -> str:
    return "; ".join(
        f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']][:3]}" for v in violations
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_serious_violations_on_any_page_type(page: Page, site_url: str, language: str) -> None:
    found: dict[str, str] = {}
    # The teach pages are scanned by test_browser_walkthrough.py, with a turn
    # of the walkthrough open, in every language: not twice.
    for path in (path for path in PAGE_TYPES if not path.endswith("/teach.html")):
        page.goto(f"{site_url}/{language}/{path}")
        page.wait_for_load_state("load")
        if violations := severe_violations(page):
            found[path] = describe(violations)
    assert found == {}


BROKEN_PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Broken on purpose</title></head>
<body><main>
<h1>Broken on purpose</h1>
<img src="tile.png">
<button type="button"></button>
</main></body></html>
"""


@pytest.fixture
def broken_site(tmp_path: Path) -> Iterator[str]:
    (tmp_path / "index.html").write_text(BROKEN_PAGE, encoding="utf-8")

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Quiet, directory=str(tmp_path))
    )
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/index.html"
    finally:
        server.shutdown()
        server.server_close()


def test_the_scanner_reports_a_broken_page(page: Page, broken_site: str) -> None:
    """The scan can fail: an image without alt and a button without a name."""
    page.goto(broken_site)
    rules = {v["id"] for v in severe_violations(page)}
    assert {"image-alt", "button-name"} <= rules
