"""The language switcher lands on the same page in the chosen language."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page
from site_under_test import LANGUAGES, PAGE_TYPES

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("path", PAGE_TYPES)
def test_switching_language_keeps_the_page(page: Page, site_url: str, path: str) -> None:
    page.goto(f"{site_url}/en/{path}")
    # Round the five languages: en → pl → ru → es → uk → en.
    for language in (*LANGUAGES[1:], LANGUAGES[0]):
        switcher = page.locator(".language-switcher summary:visible").first
        switcher.click()
        link = page.locator(f'.language-switcher a[hreflang="{language}"]:visible').first
        link.click()
        page.wait_for_load_state("domcontentloaded")
        assert page.url.split("?")[0].split("#")[0] == f"{site_url}/{language}/{path}"
        assert page.locator("html").get_attribute("lang") == language
        current = page.locator('.language-switcher a[aria-current="page"]').first
        assert current.get_attribute("hreflang") == language
