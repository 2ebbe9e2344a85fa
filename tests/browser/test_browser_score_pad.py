"""The score pads in Chromium: the contract's controls, settling, undo, a reload, a win."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

pytestmark = pytest.mark.browser


def add(page: Page, seat: int, points: str) -> None:
    page.select_option("select[name=seat]", str(seat))
    page.fill("input[name=points]", points)
    page.click("button[name=add]")


def raw(page: Page, side: int) -> str | None:
    return page.get_attribute(f"[data-score-pad] [data-side='{side}']", "data-raw")


def test_five_up_settles_a_round_and_keeps_it_across_a_reload(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/en/five-up/score-pad.html")
    page.evaluate("localStorage.clear()")
    page.reload()
    page.select_option("select[name=players]", "3")
    add(page, 1, "10")
    add(page, 2, "7")  # refused: not a multiple of five, with the reason
    expect(page.locator(".score-pad-add .score-pad-error")).to_contain_text(
        "positive multiple of five"
    )
    add(page, 2, "80")  # refused: one placement scores at most 75 in Five Up
    expect(page.locator(".score-pad-add .score-pad-error")).to_have_text(
        "One placement scores at most 75 raw points in this game."
    )
    add(page, 2, "15")
    page.select_option("select[name=end]", "domino")
    page.select_option("select[name=out]", "1")
    expect(page.locator("input[name=pips][data-seat='1']")).to_have_value("0")
    page.fill("input[name=pips][data-seat='2']", "13")  # rounds to 15
    page.fill("input[name=pips][data-seat='3']", "2")  # rounds to 0
    page.click("button[name=end-round]")
    assert [raw(page, k) for k in (1, 2, 3)] == ["10", "0", "0"]
    page.reload()
    assert [raw(page, k) for k in (1, 2, 3)] == ["10", "0", "0"]
    page.click("button[name=undo]")  # the round's end taken back
    assert [raw(page, k) for k in (1, 2, 3)] == ["10", "15", "0"]


def test_all_fives_wins_at_once_in_the_middle_of_a_round(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/en/all-fives/score-pad.html")
    page.evaluate("localStorage.clear()")
    page.reload()
    page.select_option("select[name=players]", "4")
    assert page.locator("select[name=seat] option").count() == 4
    for _ in range(10):
        add(page, 3, "20")  # seat 3 plays with seat 1: side 1
    assert raw(page, 1) == "200"
    assert page.get_attribute("[data-side='1']", "data-winner") == ""
    assert page.get_attribute("[data-side='2']", "data-winner") is None
    expect(page.locator(".score-pad-status")).to_contain_text("Players 1 and 3 win the match.")
    expect(page.locator("button[name=add]")).to_be_disabled()
    page.click("button[name=new-match]")
    assert raw(page, 1) == "0"
    expect(page.locator(".score-pad-past li").first).to_contain_text("Players 1 and 3 win")


@pytest.mark.parametrize("language", ["pl", "ru", "es", "uk"])
def test_the_pad_speaks_the_pages_language(page: Page, site_url: str, language: str) -> None:
    page.goto(f"{site_url}/{language}/five-up/score-pad.html")
    english = ("Settle the round", "Undo", "New match", "Raw points on the table")
    text = page.locator("[data-score-pad]").inner_text()
    assert not [words for words in english if words in text]


@pytest.mark.parametrize("language", ["en", "pl", "ru", "es", "uk"])
@pytest.mark.parametrize("game", ["five-up", "all-fives"])
def test_the_pad_fits_a_small_phone(
    browser: Browser, site_url: str, language: str, game: str
) -> None:
    """No part wider than a 320 px screen; every control 44 px tall or more."""
    context = browser.new_context(viewport={"width": 320, "height": 640}, service_workers="block")
    try:
        page = context.new_page()
        page.goto(f"{site_url}/{language}/{game}/score-pad.html")
        page.select_option("select[name=players]", "4")
        wide = page.evaluate(
            """() => [...document.querySelectorAll('[data-score-pad] *')].filter(e => {
                const box = e.getBoundingClientRect();
                return box.width && box.right > innerWidth + 1;
            }).map(e => e.tagName + ' ' + e.textContent.slice(0, 40))"""
        )
        assert wide == [], wide
        small = page.evaluate(
            """() => [...document.querySelectorAll('[data-score-pad] button, [data-score-pad] input,'
                     + ' [data-score-pad] select')].filter(e => e.getBoundingClientRect().height < 44)
                     .map(e => e.name)"""
        )
        assert small == [], small
    finally:
        context.close()


def test_a_damaged_match_in_storage_starts_afresh(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/en/five-up/score-pad.html")
    damaged = '{"players": 2, "log": [{"type": "add", "seat": 0, "points": "constructor"}]}'
    page.evaluate(f"localStorage.setItem('score-pad:five-up', {damaged!r})")
    page.reload()
    assert raw(page, 1) == "0"
    add(page, 1, "10")
    assert raw(page, 1) == "10"


@pytest.mark.parametrize("language", ["en", "pl", "ru", "es", "uk"])
def test_a_tallys_strokes_stay_together_on_a_phone(
    phone: Page, site_url: str, language: str
) -> None:
    """95 raw points: the 50-point symbol may go on a line of its own, the nine strokes not
    apart (the widest tally column is Five Up's, beside the score sheet's)."""
    phone.goto(f"{site_url}/{language}/five-up/score-pad.html")
    for points in ("50", "45"):
        phone.fill("input[name=points]", points)
        phone.click("button[name=add]")
    lines = phone.evaluate(
        """() => {
          const cell = document.querySelector('.score-pad-tally');
          const range = document.createRange();
          range.selectNodeContents(cell);
          const tops = [...range.getClientRects()].map(r => Math.round(r.top));
          const strokes = cell.textContent.split(' ').pop();
          return {text: cell.textContent, lines: new Set(tops).size, strokes: strokes};
        }"""
    )
    assert lines["strokes"] == "|" * 9, lines
    assert lines["lines"] <= 2, lines
    words = phone.evaluate(
        """() => {
          const cell = document.querySelector('.score-pad-tally');
          const node = cell.firstChild, text = node.textContent, start = text.indexOf('|');
          const range = document.createRange();
          range.setStart(node, start);
          range.setEnd(node, text.length);
          return new Set([...range.getClientRects()].map(r => Math.round(r.top))).size;
        }"""
    )
    assert words == 1, f"{language}: the strokes break over {words} lines"
