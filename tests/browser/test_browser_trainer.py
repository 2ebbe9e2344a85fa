"""The scoring trainer in Chromium: right and wrong answers, what is announced, keyboard only.

Also: a phone's width, dark mode, offline once loaded, and an axe-core scan
with nothing serious or critical.
"""

from __future__ import annotations

import json

import pytest
from browser_session import axe_violations
from playwright.sync_api import BrowserContext, Locator, Page
from site_under_test import LANGUAGES

from sphinx_table_games.catalog import translations
from sphinx_table_games.typesetting import TypesetTranslations

pytestmark = pytest.mark.browser

GAMES = ("five-up", "all-fives", "up-or-down")
SEVERE = {"serious", "critical"}


def first_exercise(page: Page, url: str) -> Locator:
    page.goto(url)
    page.wait_for_load_state("load")
    return page.locator("[data-position]").first


def check(exercise: Locator, answer: str) -> str:
    exercise.locator("input").fill(answer)
    exercise.locator("button").click()
    region = exercise.locator('[role="status"]')
    region.locator("xpath=self::*[normalize-space(.) != '']").wait_for()
    return region.inner_text()


@pytest.mark.parametrize("game", GAMES)
def test_the_right_answer_is_right_and_says_why(page: Page, site_url: str, game: str) -> None:
    exercise = first_exercise(page, f"{site_url}/en/{game}/trainer.html")
    points = exercise.get_attribute("data-points")
    assert points is not None
    said = check(exercise, points)
    assert exercise.get_attribute("data-result") == "correct"
    explanation = exercise.locator(".trainer-explanation").text_content() or ""
    assert said == f"Right. {explanation}"
    if game != "up-or-down":
        assert f"= {exercise.get_attribute('data-end-sum')}." in said
    # The drawing with the counted contributions is shown with the answer.
    assert exercise.locator("details").evaluate("d => d.open")


def test_a_wrong_answer_is_wrong_gives_a_second_try_and_then_says_why(
    page: Page, site_url: str
) -> None:
    exercise = first_exercise(page, f"{site_url}/en/all-fives/trainer.html")
    points = int(exercise.get_attribute("data-points") or "0")
    said = check(exercise, str(points + 1))
    assert exercise.get_attribute("data-result") == "wrong"
    assert said == f"Not right: you entered {points + 1}. Try again, or open the answer below."
    assert not exercise.locator("details").evaluate("d => d.open")
    # A second wrong answer opens the answer and says why.
    said = check(exercise, str(points + 2))
    assert said.startswith(f"Not right: you entered {points + 2}. Counted contributions: ")
    assert f"Points for the placement: {points} raw point" in said
    assert exercise.locator("details").evaluate("d => d.open")
    # Then the right one: the result and the announcement change.
    said = check(exercise, str(points))
    assert exercise.get_attribute("data-result") == "correct"
    assert said.startswith("Right. ")


def exercise_where(page: Page, url: str, test: str) -> Locator:
    """The first exercise whose data passes ``test``, a JavaScript predicate of its dataset."""
    page.goto(url)
    page.wait_for_load_state("load")
    index = page.evaluate(
        f"[...document.querySelectorAll('[data-position]')].findIndex(e => ({test})(e.dataset))"
    )
    assert index >= 0, f"no exercise with {test} on {url}"
    return page.locator("[data-position]").nth(index)


def test_the_score_sheet_figure_is_named_as_the_slip(page: Page, site_url: str) -> None:
    exercise = exercise_where(
        page, f"{site_url}/en/five-up/trainer.html", "d => Number(d.points) > 0"
    )
    displayed = int(exercise.get_attribute("data-points") or "0") // 5
    said = check(exercise, str(displayed))
    assert "That is the score-sheet figure, the displayed points" in said
    assert said.endswith("Try again, or open the answer below.")


def test_an_end_sum_that_scores_nothing_is_named_as_the_slip(page: Page, site_url: str) -> None:
    exercise = exercise_where(
        page,
        f"{site_url}/en/all-fives/trainer.html",
        "d => d.points === '0' && d.endSum !== '0'",
    )
    said = check(exercise, exercise.get_attribute("data-end-sum") or "")
    assert "That is the end sum, and it is not a multiple of five." in said


def test_a_display_scored_without_its_discard_pile_is_named_as_the_slip(
    page: Page, site_url: str
) -> None:
    exercise = exercise_where(
        page, f"{site_url}/en/up-or-down/trainer.html", "d => Number(d.discards) > 0"
    )
    points = int(exercise.get_attribute("data-points") or "0")
    discards = int(exercise.get_attribute("data-discards") or "0")
    said = check(exercise, str(points - discards))
    assert "Count the discard pile too" in said


def test_a_negative_number_is_told_apart(page: Page, site_url: str) -> None:
    exercise = first_exercise(page, f"{site_url}/en/five-up/trainer.html")
    assert check(exercise, "-5") == "The answer cannot be negative: type a whole number, 0 or more."
    assert exercise.get_attribute("data-result") is None


def test_the_count_of_right_answers_and_every_answer_survive_a_reload(
    page: Page, site_url: str
) -> None:
    url = f"{site_url}/en/five-up/trainer.html"
    exercises = page.locator("[data-position]")
    first = first_exercise(page, url)
    check(first, first.get_attribute("data-points") or "")
    second = exercises.nth(1)
    check(second, str(int(second.get_attribute("data-points") or "0") + 1))
    total = exercises.count()
    progress = page.locator(".trainer-progress")
    assert progress.inner_text() == f"Right so far: 1 of {total}"
    page.reload()
    page.wait_for_load_state("load")
    assert exercises.nth(0).get_attribute("data-result") == "correct"
    assert exercises.nth(1).get_attribute("data-result") == "wrong"
    assert progress.inner_text() == f"Right so far: 1 of {total}"
    # The wrong one still has its second try.
    assert not exercises.nth(1).locator("details").evaluate("d => d.open")


def test_no_number_is_neither_right_nor_wrong(page: Page, site_url: str) -> None:
    exercise = first_exercise(page, f"{site_url}/en/up-or-down/trainer.html")
    said = check(exercise, "")
    assert exercise.get_attribute("data-result") is None
    assert said == "Type the points as a whole number first."


def test_a_decimal_comma_or_point_with_a_zero_is_the_whole_number(
    page: Page, site_url: str
) -> None:
    """Readers of pl, ru, es and uk write "5,0"; the field reads what they typed, not Chromium's guess."""
    exercise = first_exercise(page, f"{site_url}/pl/all-fives/trainer.html")
    points = exercise.get_attribute("data-points")
    assert points is not None
    check(exercise, f"{points},0")
    assert exercise.get_attribute("data-result") == "correct"
    check(exercise, f"{points}.0")
    assert exercise.get_attribute("data-result") == "correct"
    # "1,000" is a thousand to some readers and one to others: no whole number.
    check(exercise, "1,000")
    assert exercise.get_attribute("data-result") is None


@pytest.mark.parametrize("language", ["pl", "ru", "es", "uk"])
def test_the_announcement_is_in_the_pages_language(
    page: Page, site_url: str, language: str
) -> None:
    # The words are the extension catalog's; the page must say them, not the English.
    words = translations(language)
    right = words.gettext("Right.")
    wrong = words.gettext("Not right: you entered {answer}.").format(answer="999")
    assert right != "Right." and not wrong.startswith("Not right")
    exercise = first_exercise(page, f"{site_url}/{language}/five-up/trainer.html")
    explanation = exercise.locator(".trainer-explanation").text_content() or ""
    again = words.gettext("Try again, or open the answer below.")
    assert again != "Try again, or open the answer below."
    assert check(exercise, "999") == f"{wrong} {again}"
    assert check(exercise, "999") == f"{wrong} {explanation}"
    assert check(exercise, exercise.get_attribute("data-points") or "") == f"{right} {explanation}"
    # As the page binds it: no line break after a one-letter word ("1 z 20").
    progress = TypesetTranslations(words, language).gettext("Right so far: {right} of {total}")
    total = page.locator("[data-position]").count()
    assert page.locator(".trainer-progress").inner_text() == progress.format(right=1, total=total)
    assert exercise.locator("button").inner_text() != "Check"


def test_keyboard_only_tab_type_enter(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/en/five-up/trainer.html")
    page.wait_for_load_state("load")
    target = page.locator("[data-position]").first
    wanted = target.locator("input").get_attribute("id")
    for _ in range(300):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement && document.activeElement.id") == wanted:
            break
    else:
        pytest.fail("Tab never reached the first exercise's input")
    page.keyboard.type(target.get_attribute("data-points") or "")
    page.keyboard.press("Enter")
    target.locator('[role="status"]').locator("xpath=self::*[normalize-space(.) != '']").wait_for()
    assert target.get_attribute("data-result") == "correct"
    # The label names the input for a screen reader.
    name = page.evaluate("id => document.querySelector(`label[for='${id}']`).textContent", wanted)
    assert name == "Raw points for the last placement"


def test_it_works_offline_once_loaded(context: BrowserContext, site_url: str) -> None:
    page = context.new_page()
    exercise = first_exercise(page, f"{site_url}/en/up-or-down/trainer.html")
    context.set_offline(True)
    try:
        rows = json.loads(exercise.get_attribute("data-rows") or "[]")
        assert rows
        check(exercise, exercise.get_attribute("data-points") or "")
        assert exercise.get_attribute("data-result") == "correct"
    finally:
        context.set_offline(False)


@pytest.mark.parametrize("game", GAMES)
def test_nothing_overflows_a_phone(phone: Page, site_url: str, game: str) -> None:
    phone.goto(f"{site_url}/en/{game}/trainer.html")
    phone.wait_for_load_state("load")
    check(phone.locator("[data-position]").last, "1")
    # A wrong answer of sixty digits is quoted back, and must wrap too.
    check(phone.locator("[data-position]").first, "9" * 60)
    phone.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
    too_wide = phone.evaluate(
        """() => [...document.querySelectorAll('.trainer-exercise, .trainer-exercise *')]
            .filter(e => e.getBoundingClientRect().right > window.innerWidth + 0.5)
            .map(e => e.className || e.tagName)"""
    )
    assert too_wide == []
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    # Text that runs past its own box does not widen the page: look at the box itself.
    assert phone.evaluate(
        "[...document.querySelectorAll('.trainer-feedback')].every(e => e.scrollWidth <= e.clientWidth)"
    )


def severe(page: Page) -> list[str]:
    violations = axe_violations(page)
    return [
        f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']][:3]}"
        for v in violations
        if v.get("impact") in SEVERE
    ]


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_serious_accessibility_violation(page: Page, site_url: str, language: str) -> None:
    found = {}
    for game in GAMES:
        exercise = first_exercise(page, f"{site_url}/{language}/{game}/trainer.html")
        check(exercise, "0")  # the announced and opened state is scanned too
        if violations := severe(page):
            found[game] = violations
    assert found == {}


def test_no_serious_accessibility_violation_in_dark_mode(dark_page: Page, site_url: str) -> None:
    found = {}
    for game in GAMES:
        exercise = first_exercise(dark_page, f"{site_url}/en/{game}/trainer.html")
        assert dark_page.evaluate("document.documentElement.dataset.theme") == "dark"
        check(exercise, "0")
        if violations := severe(dark_page):
            found[game] = violations
    assert found == {}


def test_the_count_stays_in_view_on_a_phone_while_the_exercises_scroll(
    phone: Page, site_url: str
) -> None:
    phone.goto(f"{site_url}/en/all-fives/trainer.html")
    phone.wait_for_load_state("load")
    phone.locator("[data-position]").nth(6).scroll_into_view_if_needed()
    box = phone.locator(".trainer-progress").bounding_box()
    height = phone.viewport_size["height"] if phone.viewport_size else 0
    assert box is not None and box["y"] > 0 and box["y"] + box["height"] <= height, box
