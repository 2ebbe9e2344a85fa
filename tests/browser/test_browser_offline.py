"""After one visit, the whole language opens with no network (the service worker)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser
from site_under_test import LANGUAGES, SITE

pytestmark = pytest.mark.browser

NOT_VISITED = (
    "pl/five-up/rules.html",
    "pl/all-fives/teach.html#round-turn-3",
    "pl/up-or-down/card.html",
    "pl/all-fives/score-pad.html",
    "uk/five-up/score-pad.html",  # the score pads of every language
)


def test_after_one_visit_pages_not_visited_open_offline(browser: Browser, site_url: str) -> None:
    context = browser.new_context(service_workers="allow")
    context.set_default_timeout(30_000)
    try:
        page = context.new_page()
        page.goto(f"{site_url}/pl/index.html")
        # Installed and active means every file of its list is in the cache.
        assert page.evaluate("navigator.serviceWorker.ready.then(() => true)")
        context.set_offline(True)
        for path in NOT_VISITED:
            response = page.goto(f"{site_url}/{path}")
            assert response is not None and response.ok, path
            assert page.locator("h1").first.is_visible(), path
            if "teach" in path:
                # A diagram of a turn comes from the shared folder, cached too.
                # The turn's own drawings, asked for at once: a lazy image far from the
                # view would never load, and its decode() would wait for ever.
                loaded = page.evaluate(
                    """() => Promise.all([...document.querySelectorAll('#round-turn-3 img')]
                        .map(i => { i.loading = 'eager'; return i.decode()
                            .then(() => i.naturalWidth > 0, () => false); }))"""
                )
                assert loaded and all(loaded), path
            if "score-pad" in path:
                assert page.locator("button[name=add]").is_visible(), path
    finally:
        context.close()


def test_each_language_has_its_worker_and_its_list_is_versioned(site_url: str) -> None:
    """Every built file the worker precaches is listed with a hash of its content."""
    for language in LANGUAGES:
        worker = (SITE / f"sw-{language}.js").read_text(encoding="utf-8")
        urls = re.findall(r'url:"([^"]+)",revision:"([0-9a-f]+)"', worker)
        listed = {url for url, _revision in urls}
        assert f"{language}/index.html" in listed
        assert f"{language}/five-up/rules.html" in listed
        assert {f"{other}/five-up/score-pad.html" for other in LANGUAGES} <= listed
        assert not [url for url in listed if "_sources/" in url]
