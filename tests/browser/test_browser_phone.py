"""The site on a phone and in dark mode: tables, the switcher's #section, diagrams, ways through.

* At 390 px no table hides a column (nothing scrolls sideways, in any
  language), and the glossary gives the reader's own language first.
* Switching language keeps the section being read (``#id``), and the ids are
  the same in every language.
* In dark mode the diagrams keep their colours (no theme filter, the same
  pixels as in light mode) and their captions are in the text's colour.
* Every page has previous/next links; a game's three pages link each other;
  the footer names the site; the landing page has the site's colours.
"""

from __future__ import annotations

import base64
import itertools
import re

import pytest
from browser_session import PHONE_WIDTH, open_page
from playwright.sync_api import Browser, Page, expect
from site_under_test import LANGUAGES, SITE, site_pages

pytestmark = pytest.mark.browser

#: The blue halo round the tile or card just placed, in every drawing of a move.
HALO_COLOUR = (0x1C, 0x71, 0xD8)
LANGUAGE_NAMES = {
    "en": "English",
    "pl": "Polski",
    "ru": "Русский",
    "es": "Español",
    "uk": "Українська",
}


def pages_with(language: str, marker: str) -> list[str]:
    return [
        path
        for path in site_pages(language)
        if marker in (SITE / language / path).read_text(encoding="utf-8")
    ]


# -- tables ---------------------------------------------------------------------

TABLE_FIT_JS = """() => [...document.querySelectorAll('article table')].map(table => {
    const box = table.getBoundingClientRect();
    const scroller = table.closest('.pst-scrollable-table-container') || table.parentElement;
    return {
        right: box.right, left: box.left,
        hidden: scroller.scrollWidth - scroller.clientWidth,
        heading: (table.querySelector('th') || {}).textContent || '',
    };
})"""


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_table_hides_a_column_on_a_phone(phone: Page, site_url: str, language: str) -> None:
    tables_fit(phone, site_url, language, PHONE_WIDTH)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_table_hides_a_column_on_a_wide_screen(page: Page, site_url: str, language: str) -> None:
    tables_fit(page, site_url, language, 1280)


def tables_fit(page: Page, site_url: str, language: str, width: int) -> None:
    paths = pages_with(language, "<table")
    assert "differences.html" in paths and "glossary.html" in paths, paths
    problems = []
    for path in paths:
        page.goto(f"{site_url}/{language}/{path}")
        tables = page.evaluate(TABLE_FIT_JS)
        assert tables, f"{path}: no table found"
        for number, table in enumerate(tables, 1):
            if table["hidden"] > 1 or table["left"] < 0 or table["right"] > width:
                problems.append(
                    f"{path} table {number}: {table['hidden']}px hidden, right edge at "
                    f"{table['right']:.0f}px"
                )
    assert not problems, problems


@pytest.mark.parametrize("language", LANGUAGES)
def test_glossary_gives_the_readers_language_first(
    phone: Page, site_url: str, language: str
) -> None:
    phone.goto(f"{site_url}/{language}/glossary.html")
    firsts = phone.evaluate(
        """() => [...document.querySelectorAll('article table')]
            .filter(t => t.querySelectorAll('thead th').length === 5)
            .map(t => [t.querySelector('thead th').textContent.trim(),
                       getComputedStyle(t.querySelector('tbody td'), '::before').content])"""
    )
    assert firsts, "no five-language table in the glossary"
    own = LANGUAGE_NAMES[language]
    for heading, shown in firsts:
        assert heading == own
        # On a phone each cell shows its column's heading before its text.
        assert own in shown, shown


def test_differences_show_both_games_on_a_phone(phone: Page, site_url: str) -> None:
    phone.goto(f"{site_url}/en/differences.html")
    cells = phone.evaluate(
        """() => [...document.querySelectorAll('article table tbody tr')][0]
            .querySelectorAll('td').length"""
    )
    assert cells == 3
    for label in ("Five Up", "All Fives"):
        cell = phone.locator(f'article table td[data-label="{label}"]').first
        box = cell.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE_WIDTH
        assert cell.is_visible()


# -- the switcher keeps the section -------------------------------------------------


def section_ids(language: str, path: str) -> list[str]:
    text = (SITE / language / path).read_text(encoding="utf-8")
    return re.findall(r'<section id="([^"]+)"', text)


def test_section_ids_are_the_same_in_every_language() -> None:
    for path in site_pages("en"):
        english = section_ids("en", path)
        for language in LANGUAGES[1:]:
            assert section_ids(language, path) == english, (language, path)


def test_switching_language_keeps_the_section(page: Page, site_url: str) -> None:
    section = "drawing-and-passing"
    assert section in section_ids("en", "five-up/rules.html")
    page.goto(f"{site_url}/en/five-up/rules.html#{section}")
    for language in (*LANGUAGES[1:], LANGUAGES[0]):
        page.locator(".language-switcher summary:visible").first.click()
        page.locator(f'.language-switcher a[hreflang="{language}"]:visible').first.click()
        page.wait_for_load_state("load")
        assert page.url == f"{site_url}/{language}/five-up/rules.html#{section}"
        heading = page.locator(f"#{section} > h2").first
        assert heading.is_visible()
        top = heading.evaluate("h => h.getBoundingClientRect().top")
        assert 0 <= top < 300, f"{language}: the section is not scrolled to ({top}px)"


def test_the_switcher_follows_a_section_chosen_on_the_page(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/en/five-up/rules.html")
    page.locator('.bd-toc a[href="#blocked-round"]').first.click()
    # The switcher follows on the hashchange event, which fires after the
    # click returns: wait for it rather than read the link at once.
    expect(page.locator('.language-switcher a[hreflang="uk"]').first).to_have_attribute(
        "href", "../../uk/five-up/rules.html#blocked-round"
    )


# -- dark mode -------------------------------------------------------------------

HALO_PIXELS_JS = """async ([png, colour]) => {
    const image = new Image();
    image.src = 'data:image/png;base64,' + png;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width; canvas.height = image.height;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, image.width, image.height).data;
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
        if (Math.abs(data[i] - colour[0]) <= 4 && Math.abs(data[i + 1] - colour[1]) <= 4
            && Math.abs(data[i + 2] - colour[2]) <= 4) count++;
    }
    return count;
}"""


def diagram_facts(page: Page, site_url: str, path: str) -> list[dict[str, object]]:
    page.goto(f"{site_url}/{path}")
    page.wait_for_load_state("load")
    images = page.locator("img.worked-example-diagram")
    facts = []
    for index in range(min(images.count(), 3)):
        image = images.nth(index)
        image.scroll_into_view_if_needed()
        image.evaluate("img => img.decode()")
        style = image.evaluate(
            "img => { const s = getComputedStyle(img); return [s.filter, s.opacity]; }"
        )
        png = base64.b64encode(image.screenshot()).decode()
        facts.append(
            {
                "filter": style[0],
                "opacity": style[1],
                "halo": page.evaluate(HALO_PIXELS_JS, [png, list(HALO_COLOUR)]),
            }
        )
    return facts


@pytest.mark.parametrize("path", ["en/five-up/rules.html", "pl/up-or-down/rules.html"])
def test_diagrams_keep_their_colours_in_dark_mode(
    light_page: Page, dark_page: Page, site_url: str, path: str
) -> None:
    in_light = diagram_facts(light_page, site_url, path)
    in_dark = diagram_facts(dark_page, site_url, path)
    assert dark_page.locator("html").get_attribute("data-theme") == "dark"
    assert in_light and len(in_light) == len(in_dark)
    for number, (day, night) in enumerate(zip(in_light, in_dark, strict=True), 1):
        assert (
            (night["filter"], night["opacity"])
            == (day["filter"], day["opacity"])
            == (
                "none",
                "1",
            )
        ), (number, day, night)
        # The halo's exact blue is drawn in both modes, not a dimmed one.
        assert isinstance(day["halo"], int) and isinstance(night["halo"], int)
        assert day["halo"] > 20, (number, day)
        assert night["halo"] >= 0.9 * day["halo"], (number, day, night)


CAPTION_COLOURS_JS = """() => {
    const text = getComputedStyle(document.querySelector('article p')).color;
    const captions = [...document.querySelectorAll(
        '.worked-example-legend, .worked-example-placed, .worked-example-caption,'
        + ' .card-example-colours, .paper-tally figcaption')];
    return captions.map(el => [el.className, getComputedStyle(el).color, text,
                               getComputedStyle(el).fontWeight]);
}"""


def test_captions_are_in_the_texts_colour_in_dark_mode(dark_page: Page, site_url: str) -> None:
    for path in ("en/up-or-down/rules.html", "en/five-up/rules.html", "en/paper-tally.html"):
        dark_page.goto(f"{site_url}/{path}")
        colours = dark_page.evaluate(CAPTION_COLOURS_JS)
        assert colours, path
        for name, colour, text, weight in colours:
            assert colour == text, f"{path}: {name} is {colour}, the text {text}"
            # Not the theme's thin (300) caption face.
            assert int(weight) >= 400, f"{path}: {name} has font weight {weight}"


GLUED_JS = """() => {
    const blocks = 'P, DETAILS, SUMMARY, FIGCAPTION, FIGURE, IMG';
    const glued = [];
    for (const figure of document.querySelectorAll('.worked-example, .paper-tally')) {
        for (const el of figure.querySelectorAll(blocks)) {
            const before = el.previousSibling;
            if (before && before.nodeType === Node.ELEMENT_NODE)
                glued.push(before.textContent.slice(-20) + '|' + el.textContent.slice(0, 20));
        }
    }
    return glued;
}"""


@pytest.mark.parametrize("language", ["en", "pl"])
def test_caption_blocks_never_run_into_each_other(page: Page, site_url: str, language: str) -> None:
    for path in pages_with(language, "worked-example"):
        page.goto(f"{site_url}/{language}/{path}")
        glued = page.evaluate(GLUED_JS)
        assert not glued, f"{path}: {glued[:3]}"
        text = page.evaluate(
            """() => [...document.querySelectorAll('.worked-example, .paper-tally')]
                .map(figure => figure.textContent).join(' ')"""
        )
        # "Played: 37 (yellow)Neighbours…", "Score: 66 pointsRows:"
        glued_words = re.findall(r"\)[^\W\d_]\w*|points[^\W\d_]\w*", text)
        assert not glued_words, f"{path}: {glued_words[:3]}"


# -- ways through the site ----------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_links_its_neighbours_and_games_their_pages(
    page: Page, site_url: str, language: str
) -> None:
    # What each game's list holds is checked in the HTML (tests/site/test_site_pages.py);
    # here, that the links are there and lead to pages, in the browser.
    for path in ("five-up/rules.html", "all-fives/teach.html", "up-or-down/questions.html"):
        page.goto(f"{site_url}/{language}/{path}")
        assert page.locator(".prev-next-area a.left-prev").count() == 1
        assert page.locator(".prev-next-area a.right-next").count() == 1
        nav = page.locator("nav.site-game-nav")
        assert nav.locator('[aria-current="page"]').count() == 1
        game = path.split("/")[0]
        for link in nav.locator("a").all():
            href = link.get_attribute("href") or ""
            assert (SITE / language / game / href).is_file(), href
    page.goto(f"{site_url}/{language}/index.html")
    assert page.locator(".prev-next-area a.right-next").count() == 1
    footer = page.locator("footer.bd-footer").inner_text()
    assert "Five Up · All Fives · Up or Down?" in footer


#: Each label of a game's list: its text, the lines it takes and its words.
LABEL_LINES_JS = """items => items.map(item => {
    const range = document.createRange();
    range.selectNodeContents(item);
    const lines = new Set([...range.getClientRects()].map(rect => Math.round(rect.top))).size;
    return [item.innerText, lines, item.innerText.trim().split(/\\s+/).length];
})"""


@pytest.mark.parametrize("language", ["pl", "es", "uk"])
def test_a_games_pages_fit_a_phone_in_even_rows(phone: Page, site_url: str, language: str) -> None:
    """Three to a row, each a full tap target, no word of a label broken in two."""
    for path in ("up-or-down/rules.html", "five-up/teach.html", "up-or-down/trainer.html"):
        phone.goto(f"{site_url}/{language}/{path}")
        items = phone.locator("nav.site-game-nav li > *")
        boxes = items.evaluate_all(
            "items => items.map(item => item.getBoundingClientRect().toJSON())"
        )
        rows = sorted({round(box["top"]) for box in boxes})
        assert len(rows) == -(-len(boxes) // 3), (path, rows)
        for box in boxes:
            assert box["height"] >= 44 and box["left"] >= 0 and box["right"] <= 390, (path, box)
        for row in rows:
            in_row = [box for box in boxes if round(box["top"]) == row]
            assert len(in_row) == 3 or row == rows[-1], (path, in_row)
            assert len({round(box["width"]) for box in in_row}) == 1, (path, in_row)
        for label, lines, words in items.evaluate_all(LABEL_LINES_JS):
            assert lines <= words, f"{path}: {label!r} is broken inside a word ({lines} lines)"


@pytest.mark.parametrize("language", ["uk", "es"])
def test_the_search_pages_game_choice_is_a_row_under_the_search_box(
    phone: Page, site_url: str, language: str
) -> None:
    """Not squeezed beside the box: under it, each choice a full tap target apart from the next."""
    phone.goto(f"{site_url}/{language}/search.html?q=61&game=five-up")
    scope = phone.locator("fieldset.section-search-scope")
    scope.wait_for()
    search_box = scope.locator("xpath=..").locator("input[name=q]")
    box, fieldset = search_box.bounding_box(), scope.bounding_box()
    assert box is not None and fieldset is not None
    assert fieldset["y"] >= box["y"] + box["height"], (box, fieldset)
    labels = scope.locator("label").evaluate_all(
        "labels => labels.map(label => label.getBoundingClientRect().toJSON())"
    )
    assert len(labels) == 4
    for label in labels:
        assert label["height"] >= 44 and label["left"] >= 0 and label["right"] <= 390, label
    for one, other in itertools.combinations(labels, 2):
        apart = one["right"] <= other["left"] or other["right"] <= one["left"]
        assert apart or one["bottom"] <= other["top"] or other["bottom"] <= one["top"], (one, other)


def test_the_site_has_a_favicon(page: Page, site_url: str) -> None:
    for path in ("index.html", "en/index.html", "pl/five-up/rules.html"):
        page.goto(f"{site_url}/{path}")
        href = page.locator('link[rel="icon"]').first.evaluate("link => link.href")
        response = page.request.get(str(href))
        assert response.ok and response.body().startswith(b"\x89PNG"), href


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_landing_page_has_the_sites_colours(
    browser: Browser, request: pytest.FixtureRequest, site_url: str, scheme: str
) -> None:
    # A browser language the site does not have: the landing page stays.
    for landing in open_page(browser, request, color_scheme=scheme, locale="de-DE"):
        landing.goto(f"{site_url}/index.html")
        assert landing.url == f"{site_url}/index.html"
        colours = landing.evaluate(
            """() => [getComputedStyle(document.documentElement).backgroundColor,
                      getComputedStyle(document.querySelector('li a')).color,
                      getComputedStyle(document.body).fontFamily]"""
        )
        expected = {
            "light": ("rgb(255, 255, 255)", "rgb(10, 125, 145)"),
            "dark": ("rgb(20, 24, 30)", "rgb(63, 177, 197)"),
        }[scheme]
        assert tuple(colours[:2]) == expected, colours
        assert "serif" in colours[2] and not colours[2].startswith("Times"), colours


@pytest.mark.parametrize("language", ["ru", "uk"])
def test_a_simulated_figure_stays_on_one_line(phone: Page, site_url: str, language: str) -> None:
    """ "10 000" or a range such as "51,1%–53,1%" is read whole, never split at its space or dash."""
    for path in ("five-up/statistics.html", "all-fives/statistics.html"):
        phone.goto(f"{site_url}/{language}/{path}")
        split = phone.locator("article .simulated").evaluate_all(
            """spans => spans.filter(span => new Set([...span.getClientRects()]
                .map(rect => Math.round(rect.top))).size > 1).map(span => span.innerText)"""
        )
        assert not split, f"{path}: {split}"


@pytest.mark.parametrize(
    "path", ["en/up-or-down/teach.html", "en/five-up/trainer.html", "en/all-fives/teach.html"]
)
def test_every_drawing_is_undimmed_in_dark_mode(dark_page: Page, site_url: str, path: str) -> None:
    """Walkthrough turns, the trainer's answers, the exercises' answers: no theme filter on any."""
    dark_page.goto(f"{site_url}/{path}")
    dark_page.wait_for_load_state("load")
    styles = dark_page.evaluate(
        """() => [...document.querySelectorAll('img[src*="_diagrams/"]')].map(img => {
            const s = getComputedStyle(img);
            return [img.className, s.filter, s.opacity];
        })"""
    )
    assert styles
    dimmed = {name for name, filter_, opacity in styles if (filter_, opacity) != ("none", "1")}
    assert not dimmed, dimmed
