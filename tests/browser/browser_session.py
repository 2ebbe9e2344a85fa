"""Serve the built site on 127.0.0.1 and drive one headless Chromium per session.

The browser is the system's Chromium (``make test`` installs it from the
system's packages), driven by Playwright: Playwright's own browser download
is never used.  A failing browser test leaves a screenshot of its page under
``test-artifacts/``.
"""

from __future__ import annotations

import functools
import http.server
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "html"
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
LANGUAGES = ("en", "pl", "ru", "es", "uk")

#: One page of each type, by its path inside a language's directory.
PAGE_TYPES = (
    "index.html",
    "five-up/rules.html",
    "five-up/teach.html",
    "five-up/questions.html",
    "all-fives/rules.html",
    "differences.html",
    "glossary.html",
    "paper-tally.html",
    "search.html",
)


def require_site() -> None:
    if not all((SITE / language / "index.html").is_file() for language in LANGUAGES):
        pytest.fail("the site is not built: run `make html` first (build/html/<lang>/)")


def site_pages(language: str) -> list[str]:
    """Every HTML page of one language, relative to its directory."""
    require_site()
    base = SITE / language
    return sorted(
        p.relative_to(base).as_posix()
        for p in base.rglob("*.html")
        if "_static" not in p.parts and "_sources" not in p.parts
    )


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    """The built site, served on an ephemeral port of 127.0.0.1 only."""
    require_site()
    handler = functools.partial(_QuietHandler, directory=str(SITE))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} is missing: `make test` installs it (apt-get install chromium)")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True
        )
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        yield context
    finally:
        context.close()


@pytest.fixture
def page(context: BrowserContext, request: pytest.FixtureRequest) -> Iterator[Page]:
    page = context.new_page()
    request.node.browser_pages = [page]
    yield page


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    """Save a screenshot of every open page of a failing browser test."""
    report = yield
    if report.when == "call" and report.failed:
        for number, page in enumerate(getattr(item, "browser_pages", [])):
            if page.is_closed():
                continue
            ARTIFACTS.mkdir(exist_ok=True)
            name = "".join(c if c.isalnum() or c in "-_." else "_" for c in item.name)
            try:
                page.screenshot(path=str(ARTIFACTS / f"{name}-{number}.png"), full_page=True)
            except Exception as error:  # a crashed page must not hide the real failure
                report.sections.append(("screenshot", f"no screenshot: {error}"))
    return report
