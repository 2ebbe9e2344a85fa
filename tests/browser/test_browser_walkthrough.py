"""The teach pages' round walkthroughs in Chromium: Back, Next, keys, swipe, the URL, no script."""

from __future__ import annotations

import json
import re

import pytest
from browser_session import axe_violations, open_page
from playwright.sync_api import Browser, Page
from site_under_test import LANGUAGES

pytestmark = pytest.mark.browser

TEACH_PAGES = ("five-up/teach.html", "all-fives/teach.html", "up-or-down/teach.html")
NAMES = {
    "en": ("Back", "Next"),
    "pl": ("Wstecz", "Dalej"),
    "ru": ("Назад", "Далее"),
    "es": ("Atrás", "Siguiente"),
    "uk": ("Назад", "Далі"),
}


VISIBLE_TURNS_JS = """() => [...document.querySelectorAll('.round-walkthrough [data-turn]')]
    .filter(turn => turn.checkVisibility({visibilityProperty: true}))
    .map(turn => Number(turn.dataset.turn))"""


def visible_turns(page: Page) -> list[int]:
    """The turns a reader sees, in the page's order (one question to the browser)."""
    turns: list[int] = page.evaluate(VISIBLE_TURNS_JS)
    return turns


def turn_count(page: Page) -> int:
    data = page.locator(".round-walkthrough").first.get_attribute("data-round") or "{}"
    return len(json.loads(data)["turns"])


@pytest.mark.parametrize("path", TEACH_PAGES)
def test_next_back_and_the_arrow_keys_step_one_turn_at_a_time(
    page: Page, site_url: str, path: str
) -> None:
    page.goto(f"{site_url}/en/{path}")
    total = turn_count(page)
    assert visible_turns(page) == [1]
    next_button = page.get_by_role("button", name="Next", exact=True)
    back_button = page.get_by_role("button", name="Back", exact=True)
    next_button.click()
    next_button.click()
    assert visible_turns(page) == [3]
    assert page.url.endswith("#round-turn-3")
    back_button.click()
    assert visible_turns(page) == [2]
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert visible_turns(page) == [4]
    page.keyboard.press("ArrowLeft")
    assert visible_turns(page) == [3]
    # The live region says the turn shown.
    live = page.locator(".round-walkthrough-live")
    assert live.get_attribute("aria-live") == "polite"
    heading = page.locator('[data-turn="3"] h3').inner_text()
    assert heading in (live.text_content() or "")
    for _ in range(total - 3):
        next_button.click()
    assert visible_turns(page) == [total]
    assert next_button.get_attribute("aria-disabled") == "true"
    page.keyboard.press("ArrowRight")  # past the last turn: nothing moves
    assert visible_turns(page) == [total]
    if path != "up-or-down/teach.html":
        assert page.locator(".round-walkthrough-end").is_visible()


def test_a_link_to_turn_7_opens_turn_7(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/en/five-up/teach.html#round-turn-7")
    assert visible_turns(page) == [7]
    assert "7" in page.locator(".round-walkthrough-position").inner_text()
    # Following another turn's link moves there.
    page.evaluate("window.location.hash = '#round-turn-2'")
    page.wait_for_function("document.querySelector('[data-turn=\"2\"]').hidden === false")
    assert visible_turns(page) == [2]


def test_a_swipe_steps_on_a_phone(phone: Page, site_url: str) -> None:
    phone.goto(f"{site_url}/en/all-fives/teach.html")
    phone.evaluate(
        """() => {
          const root = document.querySelector('.round-walkthrough');
          const touch = (x) => new Touch({identifier: 1, target: root, clientX: x, clientY: 300});
          root.dispatchEvent(new TouchEvent('touchstart', {touches: [touch(300)], changedTouches: [touch(300)], bubbles: true}));
          root.dispatchEvent(new TouchEvent('touchend', {touches: [], changedTouches: [touch(100)], bubbles: true}));
        }"""
    )
    assert visible_turns(phone) == [2]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_buttons_are_named_in_the_pages_language(
    page: Page, site_url: str, language: str
) -> None:
    back, forward = NAMES[language]
    for path in TEACH_PAGES:
        page.goto(f"{site_url}/{language}/{path}")
        assert page.get_by_role("button", name=forward, exact=True).is_visible()
        assert page.get_by_role("button", name=back, exact=True).is_visible()


@pytest.mark.parametrize("path", TEACH_PAGES)
def test_without_javascript_every_turn_is_visible_in_order(
    browser: Browser, request: pytest.FixtureRequest, site_url: str, path: str
) -> None:
    for page in open_page(browser, request, java_script_enabled=False):
        page.goto(f"{site_url}/en/{path}")
        total = turn_count(page)
        assert visible_turns(page) == list(range(1, total + 1))
        assert not page.locator(".round-walkthrough-controls").is_visible()


@pytest.mark.parametrize("language", LANGUAGES)
def test_axe_finds_nothing_serious_on_the_teach_pages(
    page: Page, site_url: str, language: str
) -> None:
    found = {}
    for path in TEACH_PAGES:
        page.goto(f"{site_url}/{language}/{path}#round-turn-2")
        page.wait_for_load_state("load")
        assert page.locator(".round-walkthrough-stepping").count() == 1, path
        violations = axe_violations(page)
        severe = [v["id"] for v in violations if v.get("impact") in {"serious", "critical"}]
        if severe:
            found[path] = severe
    assert found == {}


#: Each drawing of a turn scrolled into view and loaded, then where it lies.
TURN_DRAWINGS_JS = """async (turn) => {
    const boxes = [];
    for (const image of document.querySelectorAll(
            `[data-turn="${turn}"] img.round-walkthrough-diagram`)) {
        image.scrollIntoView({block: 'nearest'});
        if (!image.complete) {
            await new Promise(done => {
                image.addEventListener('load', done, {once: true});
                image.addEventListener('error', done, {once: true});
            });
        }
        const box = image.getBoundingClientRect();
        boxes.push({x: box.x, width: box.width, natural: image.naturalWidth});
    }
    return boxes;
}"""


@pytest.mark.parametrize("path", TEACH_PAGES)
def test_every_turns_drawing_loads_and_fits_a_phone(phone: Page, site_url: str, path: str) -> None:
    phone.goto(f"{site_url}/en/{path}")
    total = turn_count(phone)
    for turn in range(1, total + 1):
        boxes = phone.evaluate(TURN_DRAWINGS_JS, turn)
        for box in boxes:
            assert box["natural"] > 0, f"turn {turn}: a drawing did not load"
            assert box["width"] > 0, f"turn {turn}: not visible"
            assert box["x"] >= 0 and box["x"] + box["width"] <= 390, f"turn {turn}: cut off"
        if turn < total:
            phone.keyboard.press("ArrowRight")
    assert phone.evaluate("document.scrollingElement.scrollWidth") <= 390


CONTROLS_IN_VIEW_JS = """() => {
    const controls = document.querySelector('.round-walkthrough-controls').getBoundingClientRect();
    const header = document.querySelector('.bd-header').getBoundingClientRect();
    const position = document.querySelector('.round-walkthrough-position').textContent;
    return {top: controls.top, bottom: controls.bottom, header: header.bottom,
            height: window.innerHeight, position: position};
}"""


@pytest.mark.parametrize("path", TEACH_PAGES)
@pytest.mark.parametrize("device", ["phone", "page"])
def test_a_shared_link_to_any_turn_opens_with_the_controls_below_the_header(
    request: pytest.FixtureRequest, site_url: str, path: str, device: str
) -> None:
    """Every turn of every walkthrough, on a phone and on a desktop."""
    browser_page: Page = request.getfixturevalue(device)
    browser_page.goto(f"{site_url}/en/{path}")
    total = turn_count(browser_page)
    for n in range(1, total + 1):
        browser_page.goto(f"{site_url}/en/{path}#round-turn-{n}")
        browser_page.wait_for_load_state("load")
        seen = browser_page.evaluate(CONTROLS_IN_VIEW_JS)
        assert seen["top"] >= seen["header"] - 1, (n, seen)
        assert seen["bottom"] <= seen["height"], (n, seen)
        assert seen["position"] == f"Turn {n} of {total}", (n, seen)
        assert visible_turns(browser_page) == [n]


def test_home_end_and_the_first_and_last_buttons(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/en/five-up/teach.html")
    total = turn_count(page)
    page.keyboard.press("End")
    assert visible_turns(page) == [total]
    page.keyboard.press("Home")
    assert visible_turns(page) == [1]
    page.get_by_role("button", name="Last turn", exact=True).click()
    assert visible_turns(page) == [total]
    assert page.get_by_role("button", name="Last turn").get_attribute("aria-disabled") == "true"
    page.get_by_role("button", name="First turn", exact=True).click()
    assert visible_turns(page) == [1]


def test_a_long_swipe_cannot_leave_the_page(phone: Page, site_url: str) -> None:
    phone.goto(f"{site_url}/en/five-up/teach.html")
    behaviour = phone.evaluate("getComputedStyle(document.documentElement).overscrollBehaviorX")
    assert behaviour == "none"


def test_the_language_switch_keeps_the_turn_reached_with_next(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/en/all-fives/teach.html")
    for _ in range(4):
        page.get_by_role("button", name="Next", exact=True).click()
    assert visible_turns(page) == [5]
    page.locator(".language-switcher summary:visible").first.click()
    page.locator('.language-switcher a[hreflang="pl"]:visible').first.click()
    page.wait_for_load_state("load")
    assert page.url.endswith("/pl/all-fives/teach.html#round-turn-5")
    assert visible_turns(page) == [5]
    seen = page.evaluate(CONTROLS_IN_VIEW_JS)
    assert seen["header"] - 1 <= seen["top"] and seen["bottom"] <= seen["height"]


def test_the_last_turn_is_announced_with_the_settlement(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/en/all-fives/teach.html")
    page.keyboard.press("End")
    live = page.locator(".round-walkthrough-live").text_content() or ""
    end = page.locator(".round-walkthrough-end p").first.inner_text()
    # Tiles are said as "0–6", not as brackets and a bar.
    assert end and re.sub(r"\[(\d)\|(\d)\]", "\\1\u2013\\2", end) in live
    assert "End of the round" in live
    assert "[" not in live and "|" not in live, live


def test_the_second_tab_reaches_a_skip_link_to_the_controls(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/en/five-up/teach.html")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent") == "Skip to main content"
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent") == (
        "Skip to the turn-by-turn controls"
    )
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.textContent").startswith("Next")
    seen = page.evaluate(CONTROLS_IN_VIEW_JS)
    assert seen["header"] - 1 <= seen["top"] and seen["bottom"] <= seen["height"]
    page.keyboard.press("Enter")
    assert visible_turns(page) == [2]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_controls_fit_a_small_phone_in_every_language(
    browser: Browser, site_url: str, language: str
) -> None:
    context = browser.new_context(viewport={"width": 320, "height": 640}, service_workers="block")
    try:
        page = context.new_page()
        page.goto(f"{site_url}/{language}/all-fives/teach.html#round-turn-2")
        clipped = page.evaluate(
            """() => [...document.querySelectorAll('.round-walkthrough-controls button,'
                     + ' .round-walkthrough-position')].filter(b => {
                const box = b.getBoundingClientRect();
                return b.scrollWidth > b.clientWidth + 1 || box.right > innerWidth || box.left < 0
                    || (b.tagName === 'BUTTON' && box.height < 44);
            }).map(b => b.className + ': ' + b.textContent)"""
        )
        assert clipped == [], clipped
    finally:
        context.close()


@pytest.mark.parametrize("turn", [1, 5, 37])
def test_a_card_turn_shows_its_drawings_beside_its_text_on_a_desktop(
    page: Page, phone: Page, site_url: str, turn: int
) -> None:
    """1280 px: the circle and the display's change to the right of the turn's sentences, and
    its sentences start at the same height as its first drawing; a phone keeps them under it."""
    boxes = """(turn) => {
      const li = document.querySelector(`[data-turn="${turn}"]`);
      const box = (el) => el.getBoundingClientRect();
      const text = box(li.querySelector('.round-walkthrough-text'));
      const drawing = box(li.querySelector('.round-walkthrough-diagram'));
      return {textRight: text.right, textTop: text.top, textBottom: text.bottom,
              drawingLeft: drawing.left, drawingTop: drawing.top};
    }"""
    page.goto(f"{site_url}/en/up-or-down/teach.html#round-turn-{turn}")
    wide = page.evaluate(boxes, turn)
    assert wide["drawingLeft"] >= wide["textRight"], wide
    assert abs(wide["drawingTop"] - wide["textTop"]) < 20, wide
    phone.goto(f"{site_url}/en/up-or-down/teach.html#round-turn-{turn}")
    narrow = phone.evaluate(boxes, turn)
    assert narrow["drawingTop"] >= narrow["textBottom"], narrow
