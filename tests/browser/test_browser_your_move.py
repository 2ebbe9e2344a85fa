"""The "your move" exercises in Chromium: tap a tile, then a place.

A best placement, one that is not, a tile where it does not fit, a place
tapped before a tile, the keyboard alone, each language's words, a 320 px
phone, no script, and an axe-core scan in light and dark.
"""

from __future__ import annotations

import json

import pytest
from browser_session import axe_violations, open_page
from playwright.sync_api import Browser, Locator, Page, expect
from site_under_test import LANGUAGES

from sphinx_table_games.catalog import translations
from sphinx_table_games.typesetting import bind

pytestmark = pytest.mark.browser

PAGES = ("five-up/trainer.html", "all-fives/trainer.html")
SEVERE = {"serious", "critical"}


def exercise(page: Page, url: str, index: int = 0) -> Locator:
    page.goto(url)
    page.wait_for_load_state("load")
    found = page.locator("[data-decision]").nth(index)
    found.scroll_into_view_if_needed()
    return found


def options(found: Locator) -> list[dict[str, object]]:
    return json.loads(found.get_attribute("data-options") or "[]")


def choose(found: Locator, tile: str, place: str) -> str:
    """Tap ``tile``, then ``place``; return what the page announces."""
    found.locator(f'.decision-tile[data-tile="{tile}"]').click()
    found.locator(f'.decision-place[data-place="{place}"]').click()
    return announced(found)


def announced(found: Locator) -> str:
    region = found.locator('[role="status"]')
    region.locator("xpath=self::*[normalize-space(.) != '']").wait_for()
    return region.inner_text()


def said(found: Locator, tile: str, place: str) -> str:
    return str(json.loads(found.get_attribute("data-say") or "{}")[tile][place])


@pytest.mark.parametrize("path", PAGES)
def test_a_best_placement_is_right_and_shows_the_answer(
    page: Page, site_url: str, path: str
) -> None:
    found = exercise(page, f"{site_url}/en/{path}")
    best = max(options(found), key=lambda o: int(str(o["points"])))
    tile, _on, place = str(best["move"]).partition(" on ")
    text = choose(found, tile, place)
    assert text == said(found, tile, place)
    assert text.startswith("Right: no other placement scores more. Counted contributions: ")
    assert f"Points for the placement: {best['points']} raw points" in text
    expect(found).to_have_attribute("data-result", "best")
    assert found.locator("details").evaluate("d => d.open")
    expect(found.locator(f'.decision-tile[data-tile="{tile}"]')).to_have_attribute(
        "aria-pressed", "true"
    )


def test_a_lesser_placement_says_what_the_best_scores(page: Page, site_url: str) -> None:
    found = exercise(page, f"{site_url}/en/all-fives/trainer.html", 4)
    ranked = sorted(options(found), key=lambda o: int(str(o["points"])))
    worst, best = ranked[0], ranked[-1]
    tile, _on, place = str(worst["move"]).partition(" on ")
    text = choose(found, tile, place)
    scores = "nothing" if worst["points"] == 0 else f"{worst['points']} raw points"
    assert text.startswith(
        f"Not the most: this placement scores {scores}; the best one scores {best['points']} raw points."
    )
    expect(found).to_have_attribute("data-result", "not-best")
    # Trying again is allowed; the first choice stays the result.
    tile, _on, place = str(best["move"]).partition(" on ")
    assert choose(found, tile, place).startswith("Right: ")
    expect(found).to_have_attribute("data-result", "not-best")
    expect(found).to_have_attribute("data-last", "best")


def test_a_tile_that_does_not_fit_is_refused_with_the_reason(page: Page, site_url: str) -> None:
    found = exercise(page, f"{site_url}/en/five-up/trainer.html", 2)
    legal = {str(o["move"]) for o in options(found)}
    tiles = found.locator(".decision-tile").evaluate_all("bs => bs.map(b => b.dataset.tile)")
    places = found.locator(".decision-place").evaluate_all("bs => bs.map(b => b.dataset.place)")
    # A tile that fits somewhere, tried at a place it does not fit.
    fitting = [t for t in tiles if any(move.startswith(f"{t} on ") for move in legal)]
    tile, place = next((t, p) for t in fitting for p in places if f"{t} on {p}" not in legal)
    text = choose(found, tile, place)
    assert text.startswith(f"{tile} does not fit there: only a tile with a ")
    assert found.get_attribute("data-result") is None
    assert not found.locator("details").evaluate("d => d.open")


def test_a_place_before_a_tile_asks_for_a_tile(page: Page, site_url: str) -> None:
    found = exercise(page, f"{site_url}/en/five-up/trainer.html")
    found.locator(".decision-place").first.click()
    assert announced(found) == "Choose a tile from your hand first."
    assert found.get_attribute("data-result") is None


@pytest.mark.parametrize("language", ["pl", "ru", "es", "uk"])
def test_the_words_are_the_pages_language(page: Page, site_url: str, language: str) -> None:
    # The catalog's words, set with the no-break spaces the page's typesetting adds.
    words = translations(language)
    first = bind(language, words.gettext("Choose a tile from your hand first."))
    right = bind(language, words.gettext("Right: no other placement scores more."))
    assert first != "Choose a tile from your hand first." and not right.startswith("Right")
    found = exercise(page, f"{site_url}/{language}/five-up/trainer.html")
    found.locator(".decision-place").first.click()
    assert announced(found) == first
    best = max(options(found), key=lambda o: int(str(o["points"])))
    tile, _on, place = str(best["move"]).partition(" on ")
    assert choose(found, tile, place).startswith(right)


def test_the_keyboard_alone_chooses(page: Page, site_url: str) -> None:
    found = exercise(page, f"{site_url}/en/five-up/trainer.html")
    best = max(options(found), key=lambda o: int(str(o["points"])))
    tile, _on, place = str(best["move"]).partition(" on ")
    found.locator(".decision-tile").first.focus()
    for _ in range(20):
        if page.evaluate("document.activeElement.dataset.tile") == tile:
            break
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    for _ in range(30):
        if page.evaluate("document.activeElement.dataset.place") == place:
            break
        page.keyboard.press("Tab")
    page.keyboard.press("Space")
    assert announced(found).startswith("Right: ")
    expect(found).to_have_attribute("data-result", "best")


@pytest.mark.parametrize("language", LANGUAGES)
def test_nothing_overflows_a_small_phone(browser: Browser, site_url: str, language: str) -> None:
    context = browser.new_context(
        viewport={"width": 320, "height": 640}, is_mobile=True, service_workers="block"
    )
    try:
        page = context.new_page()
        for path in PAGES:
            found = exercise(page, f"{site_url}/{language}/{path}", 11)
            best = max(options(found), key=lambda o: int(str(o["points"])))
            tile, _on, place = str(best["move"]).partition(" on ")
            choose(found, tile, place)
            too_wide = page.evaluate(
                """() => [...document.querySelectorAll('.decision, .decision *')]
                    .filter(e => e.getBoundingClientRect().right > window.innerWidth + 0.5)
                    .map(e => e.className || e.tagName)"""
            )
            assert too_wide == [], (language, path)
            small = found.locator("button").evaluate_all(
                "bs => bs.filter(b => b.getBoundingClientRect().height < 44).map(b => b.textContent)"
            )
            assert small == [], (language, path)
    finally:
        context.close()


def test_without_javascript_the_answer_is_still_there(
    browser: Browser, request: pytest.FixtureRequest, site_url: str
) -> None:
    for page in open_page(browser, request, java_script_enabled=False):
        page.goto(f"{site_url}/en/all-fives/trainer.html")
        found = page.locator("[data-decision]").first
        assert not found.locator(".decision-controls").is_visible()
        found.locator("summary").click()
        assert found.locator(".decision-best").is_visible()


def severe(page: Page) -> list[str]:
    violations = axe_violations(page, {"include": [".your-move"]})
    return [
        f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']][:3]}"
        for v in violations
        if v.get("impact") in SEVERE
    ]


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_serious_accessibility_violation(page: Page, site_url: str, language: str) -> None:
    found = exercise(page, f"{site_url}/{language}/five-up/trainer.html")
    best = max(options(found), key=lambda o: int(str(o["points"])))
    tile, _on, place = str(best["move"]).partition(" on ")
    choose(found, tile, place)
    assert severe(page) == []


def test_no_serious_accessibility_violation_in_dark_mode(dark_page: Page, site_url: str) -> None:
    found = exercise(dark_page, f"{site_url}/en/all-fives/trainer.html")
    found.locator(".decision-place").first.click()
    assert severe(dark_page) == []


def test_on_a_phone_the_answer_comes_into_view(phone: Page, site_url: str) -> None:
    """Below a long list of places, what the page says is scrolled onto the screen."""
    found = exercise(phone, f"{site_url}/en/five-up/trainer.html", 11)
    found.locator(".decision-tile").first.click()
    place = found.locator(".decision-place").first
    place.scroll_into_view_if_needed()
    place.click()
    announced(found)
    box = found.locator(".decision-feedback").bounding_box()
    assert box is not None
    assert box["y"] >= 0 and box["y"] + box["height"] <= phone.viewport_size["height"] + 1


CARDS = "up-or-down/trainer.html"


def place_only(found: Locator, place: str) -> str:
    """Up or Down?: the card is taken already; tap a place and return what the page says."""
    found.locator(f'.decision-place[data-place="{place}"]').click()
    return announced(found)


def test_up_or_down_the_best_place_is_right_with_the_points_before_and_after(
    page: Page, site_url: str
) -> None:
    found = exercise(page, f"{site_url}/en/{CARDS}", 5)
    card = str(found.get_attribute("data-card"))
    expect(found.locator(".decision-tile")).to_have_attribute("aria-pressed", "true")
    before = found.get_attribute("data-before")
    best = max(options(found), key=lambda o: int(str(o["points"])))
    text = place_only(found, str(best["move"]))
    assert text == said(found, card, str(best["move"]))
    assert text.startswith("Right: no other place gives you more points. ")
    assert f"scored {before} points before this card and score {best['points']} points" in text
    expect(found).to_have_attribute("data-result", "best")
    assert found.locator("details").evaluate("d => d.open")


def test_up_or_down_a_row_the_card_does_not_continue_is_refused_with_the_reason(
    page: Page, site_url: str
) -> None:
    for index in range(12):
        found = exercise(page, f"{site_url}/en/{CARDS}", index)
        legal = {str(o["move"]) for o in options(found)}
        places = found.locator(".decision-place").evaluate_all("bs => bs.map(b => b.dataset.place)")
        refused = [p for p in places if p not in legal]
        if refused:
            break
    else:
        pytest.fail("no exercise has a place the card cannot take")
    number = str(found.get_attribute("data-card")).partition(":")[0]
    text = place_only(found, refused[0])
    if refused[0] == "new row":
        assert text.startswith("You already have three rows: add ")
    else:
        assert text.startswith(f"{number} (") and " does not continue row " in text
    assert found.get_attribute("data-result") is None


@pytest.mark.parametrize("language", LANGUAGES)
def test_up_or_down_nothing_overflows_a_small_phone(
    browser: Browser, site_url: str, language: str
) -> None:
    context = browser.new_context(
        viewport={"width": 320, "height": 640}, is_mobile=True, service_workers="block"
    )
    try:
        page = context.new_page()
        found = exercise(page, f"{site_url}/{language}/{CARDS}", 11)
        best = max(options(found), key=lambda o: int(str(o["points"])))
        place_only(found, str(best["move"]))
        too_wide = page.evaluate(
            """() => [...document.querySelectorAll('.decision, .decision *')]
                .filter(e => e.getBoundingClientRect().right > window.innerWidth + 0.5)
                .map(e => e.className || e.tagName)"""
        )
        assert too_wide == [], language
        assert severe(page) == [], language
    finally:
        context.close()
