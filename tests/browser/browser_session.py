"""Fixtures of the browser tests: the site on 127.0.0.1 and one headless Chromium.

The browser is the system's Chromium (``make test`` installs it from the
system's packages), driven by Playwright: Playwright's own browser download
is never used.  It is started once per test process (each pytest-xdist
worker has its own) however many modules use it, and so is one page for
each kind of context (desktop, phone, dark, ...): the tests take turns on
it, and each finds it as a new page would be, without cookies, storage,
emulated media or pages of the test before, but with the browser's cache.
A failing browser test leaves screenshots of its pages under
``test-artifacts/``.

The directory's conftest.py offers these fixtures to every browser test.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import sys
import threading
from collections.abc import Iterator
from typing import Any, NamedTuple

import pytest
from axe_playwright_python.sync_playwright import Axe
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
    _SHARED.pop("contexts", None)
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


class _Shared(NamedTuple):
    context: BrowserContext
    page: Page
    options: dict[str, Any]


def _key(init_script: str, options: dict[str, Any]) -> str:
    return repr((init_script, sorted(options.items())))


def _shared(browser: Browser, init_script: str, options: dict[str, Any]) -> _Shared:
    """The worker's one context (and its page) for these options, made on first use.

    A new context costs Chromium a new renderer and a cold cache: about three
    times a navigation in a page that stays open. Tests with the same options
    share one, reset between tests (``_reset``), as a reader's browser keeps
    its cache but not a stranger's settings.
    """
    key = _key(init_script, options)
    contexts: dict[str, _Shared] = _SHARED.setdefault("contexts", {})
    shared = contexts.get(key)
    if shared is None or shared.page.is_closed():
        # The site's service workers stay off here, as they would be on a
        # first visit: the offline test opens a context of its own for them.
        context = browser.new_context(**{"service_workers": "block", **options})
        # A local site answers at once: fail in seconds, not the default half-minute.
        context.set_default_timeout(10_000)
        if init_script:
            context.add_init_script(init_script)
        shared = contexts[key] = _Shared(context, context.new_page(), options)
    return shared


def _reset(shared: _Shared, site_url: str) -> None:
    """Leave the shared page as a new one would be, but for the browser's cache."""
    context, page, options = shared
    for other in context.pages:
        if other is not page:
            other.close()
    context.set_offline(False)
    page.goto("about:blank")
    page.emulate_media(media="null", color_scheme=options.get("color_scheme", "light"))
    page.set_viewport_size(options.get("viewport", {"width": 1280, "height": 720}))
    context.clear_cookies()
    # A session of its own, detached at once: while one stays attached,
    # Chromium ignores the media that Playwright emulates (printing).
    session = context.new_cdp_session(page)
    try:
        session.send(
            "Storage.clearDataForOrigin",
            {"origin": site_url, "storageTypes": "local_storage,session_storage"},
        )
    finally:
        session.detach()


def open_page(
    browser: Browser, request: pytest.FixtureRequest, init_script: str = "", **options: Any
) -> Iterator[Page]:
    """The shared page for these context options; screenshot if the test fails.

    ``init_script`` runs before every document of the context, as Playwright's
    ``add_init_script``. A page the test opens itself (``page.context.new_page()``)
    is closed after it.
    """
    failed_before = request.session.testsfailed
    shared = _shared(browser, init_script, options)
    pages = request.node.browser_pages = [shared.page]

    def opened(page: Page) -> None:
        pages.append(page)

    shared.context.on("page", opened)
    try:
        yield shared.page
    finally:
        screenshot_if_failed(request, failed_before)
        shared.context.remove_listener("page", opened)
        try:
            _reset(shared, str(_SHARED["url"]))
        except Exception:
            # A page the test left unusable (crashed, closed): the next test
            # of these options starts a new context instead.
            _SHARED["contexts"].pop(_key(init_script, options), None)
            with contextlib.suppress(Exception):
                shared.context.close()


@pytest.fixture
def page(browser: Browser, site_url: str, request: pytest.FixtureRequest) -> Iterator[Page]:
    """A desktop page: 1280 by 900 CSS pixels."""
    yield from open_page(browser, request, viewport={"width": 1280, "height": 900})


def themed_page(browser: Browser, request: pytest.FixtureRequest, mode: str) -> Iterator[Page]:
    """A desktop page whose system prefers ``mode`` and whose theme switch says so."""
    yield from open_page(
        browser,
        request,
        init_script=f"localStorage.setItem('mode', '{mode}'); localStorage.setItem('theme', '{mode}');",
        color_scheme=mode,
        viewport={"width": 1280, "height": 900},
    )


@pytest.fixture
def dark_page(browser: Browser, site_url: str, request: pytest.FixtureRequest) -> Iterator[Page]:
    """A page whose system prefers dark and whose theme switch says dark."""
    yield from themed_page(browser, request, "dark")


@pytest.fixture
def light_page(browser: Browser, site_url: str, request: pytest.FixtureRequest) -> Iterator[Page]:
    """A page whose system prefers light and whose theme switch says light."""
    yield from themed_page(browser, request, "light")


@pytest.fixture
def context(page: Page) -> BrowserContext:
    """The desktop page's context, for a test that opens pages of its own."""
    return page.context


#: The phone of the phone tests: a 390 px wide touch screen.
PHONE_WIDTH = 390


@pytest.fixture
def phone(browser: Browser, site_url: str, request: pytest.FixtureRequest) -> Iterator[Page]:
    """A page on a phone: 390 by 844 CSS pixels, mobile, with touch."""
    yield from open_page(
        browser,
        request,
        viewport={"width": PHONE_WIDTH, "height": 844},
        is_mobile=True,
        has_touch=True,
    )


def axe_violations(page: Page, context: Any = None) -> list[dict[str, Any]]:
    """axe-core's violations on ``page`` (or within ``context``), every rule run.

    Only the violations are collected node by node (axe's ``resultTypes``
    option): the passes are not listed, so a scan takes about half as long,
    and its violations are the same.
    """
    results = Axe().run(page, context=context, options={"resultTypes": ["violations"]})
    violations: list[dict[str, Any]] = results.response["violations"]
    return violations
