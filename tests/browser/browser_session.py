"""Fixtures of the browser tests: the site on 127.0.0.1 and one headless Chromium.

The browser is the system's Chromium (``make test`` installs it from the
system's packages), driven by Playwright: Playwright's own browser download
is never used.  It is started once per test process (each pytest-xdist
worker has its own) however many modules use it.  A failing browser test
leaves screenshots of its pages under ``test-artifacts/``.

The directory's conftest.py offers these fixtures to every browser test.
"""

from __future__ import annotations

import functools
import http.server
import sys
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright
from site_under_test import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, SITE, require_site

_SHARED: dict[str, Any] = {}


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


class _Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        # A test that moves on before a page's last file has arrived closes
        # the connection: the browser's doing, not the site's.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def _serve() -> str:
    handler = functools.partial(_QuietHandler, directory=str(SITE))
    server = _Server(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    _SHARED["server"] = server
    return f"http://127.0.0.1:{server.server_address[1]}"


def _stop(config: pytest.Config) -> None:
    if "browser" in _SHARED:
        _SHARED.pop("browser").close()
        _SHARED.pop("playwright").stop()
    if "server" in _SHARED:
        server = _SHARED.pop("server")
        server.shutdown()
        server.server_close()
    _SHARED.pop("url", None)


@pytest.fixture(scope="session")
def site_url(request: pytest.FixtureRequest) -> str:
    """The built site, served on an ephemeral port of 127.0.0.1 only."""
    require_site()
    if "url" not in _SHARED:
        _SHARED["url"] = _serve()
        request.config.add_cleanup(lambda: _stop(request.config))
    return str(_SHARED["url"])


@pytest.fixture(scope="session")
def browser(request: pytest.FixtureRequest) -> Browser:
    if "browser" not in _SHARED:
        if not CHROMIUM.exists():
            pytest.fail(
                f"{CHROMIUM} is missing: `make test` installs it (apt-get install chromium)"
            )
        playwright = sync_playwright().start()
        _SHARED["playwright"] = playwright
        _SHARED["browser"] = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True
        )
        request.config.add_cleanup(lambda: _stop(request.config))
    browser: Browser = _SHARED["browser"]
    return browser


def screenshot_if_failed(request: pytest.FixtureRequest, failed_before: int) -> None:
    """Save every open page of the test if it has just failed."""
    if request.session.testsfailed <= failed_before:
        return
    for number, page in enumerate(getattr(request.node, "browser_pages", [])):
        if page.is_closed():
            continue
        ARTIFACTS.mkdir(exist_ok=True)
        name = "".join(c if c.isalnum() or c in "-_." else "_" for c in request.node.name)
        try:
            page.screenshot(path=str(ARTIFACTS / f"{name}-{number}.png"), full_page=True)
        except Exception as error:  # a crashed page must not hide the real failure
            print(f"no screenshot of {request.node.name}: {error}")


def open_context(
    browser: Browser, request: pytest.FixtureRequest, **options: Any
) -> Iterator[BrowserContext]:
    """A fresh browser context whose pages are screenshot if the test fails."""
    failed_before = request.session.testsfailed
    context = browser.new_context(**options)
    # A local site answers at once: fail in seconds, not the default half-minute.
    context.set_default_timeout(10_000)
    request.node.browser_pages = []
    pages: list[Page] = request.node.browser_pages
    context.on("page", lambda opened: pages.append(opened))
    try:
        yield context
    finally:
        screenshot_if_failed(request, failed_before)
        context.close()


@pytest.fixture
def context(browser: Browser, request: pytest.FixtureRequest) -> Iterator[BrowserContext]:
    yield from open_context(browser, request, viewport={"width": 1280, "height": 900})


@pytest.fixture
def page(context: BrowserContext) -> Page:
    return context.new_page()


#: The phone of the phone tests: a 390 px wide touch screen.
PHONE_WIDTH = 390


@pytest.fixture
def phone(browser: Browser, request: pytest.FixtureRequest) -> Iterator[Page]:
    """A page on a phone: 390 by 844 CSS pixels, mobile, with touch."""
    for phone_context in open_context(
        browser,
        request,
        viewport={"width": PHONE_WIDTH, "height": 844},
        is_mobile=True,
        has_touch=True,
    ):
        yield phone_context.new_page()
