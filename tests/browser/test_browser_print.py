"""Printing a card from the browser: the print stylesheet hides the site around it, one page."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

pytestmark = pytest.mark.browser

GAMES = ("five-up", "all-fives", "up-or-down")
#: The height A4 and US Letter share, less the stylesheet's 10 mm top margin
#: and a 10 mm bottom margin, in CSS pixels (96 per inch).
PRINTABLE_HEIGHT_PX = (279 - 20) / 25.4 * 96


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("game", GAMES)
def test_a_card_prints_without_the_site_around_it_on_one_page(
    page: Page, site_url: str, game: str, scheme: str
) -> None:
    page.emulate_media(media="print", color_scheme=scheme)
    page.goto(f"{site_url}/pl/{game}/card.html")
    for selector in (".bd-header", ".bd-sidebar-primary", ".bd-footer", ".card-link"):
        hidden = page.locator(selector).first
        assert not hidden.is_visible(), f"{selector} is printed"
    article = page.locator(".bd-article").bounding_box()
    assert article is not None
    # The print page's width is A4's less 2 × 10 mm: 190 mm at 96 px per inch.
    page.set_viewport_size({"width": round(190 / 25.4 * 96), "height": 1000})
    article = page.locator(".bd-article").bounding_box()
    assert article is not None and article["height"] <= PRINTABLE_HEIGHT_PX, article
    background = page.evaluate("getComputedStyle(document.body).backgroundColor")
    assert background in ("rgb(255, 255, 255)", "rgba(0, 0, 0, 0)"), background


#: The smallest type a card prints: 10 pt, in CSS pixels (a point is 1/72 inch).
SMALLEST_PX = 10 / 72 * 96


@pytest.mark.parametrize("language", ["en", "pl", "ru", "es", "uk"])
@pytest.mark.parametrize("game", GAMES)
def test_no_text_of_a_card_prints_under_ten_points(
    page: Page, site_url: str, game: str, language: str
) -> None:
    page.emulate_media(media="print")
    page.goto(f"{site_url}/{language}/{game}/card.html")
    small = page.evaluate(
        """smallest => [...document.querySelectorAll('.bd-article *')]
            .filter(e => e.offsetParent !== null && [...e.childNodes].some(
                n => n.nodeType === Node.TEXT_NODE && n.textContent.trim()))
            .filter(e => parseFloat(getComputedStyle(e).fontSize) < smallest - 0.01)
            .map(e => `${e.tagName}.${e.className}: ${getComputedStyle(e).fontSize}`)""",
        SMALLEST_PX,
    )
    assert small == [], small[:5]
