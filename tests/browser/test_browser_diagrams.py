"""Worked-example diagrams load, fit a phone, stay readable and keep contrast in dark mode."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from browser_session import PHONE_WIDTH
from playwright.sync_api import Page
from site_under_test import LANGUAGES, SITE, site_pages

pytestmark = pytest.mark.browser

#: A tile's short side on a phone, in CSS pixels: about a fingertip, and
#: large enough for its pips or numbers to be read.
MIN_TILE_PX = 23.5
#: WCAG 2.x contrast for graphical objects (success criterion 1.4.11).
MIN_CONTRAST = 3.0

DIAGRAMS = "img.worked-example-diagram, img.paper-tally-diagram"


def pages_with_diagrams(language: str) -> list[str]:
    return [
        path
        for path in site_pages(language)
        if "worked-example-diagram" in (SITE / language / path).read_text(encoding="utf-8")
        or "paper-tally-diagram" in (SITE / language / path).read_text(encoding="utf-8")
    ]


@cache
def svg_facts(svg_path: Path) -> dict[str, object]:
    """The viewBox width, the tiles' short side and colours of a diagram's SVG.

    Tiles are the rounded boxes that carry a face colour and an outline; they
    are read from the SVG itself so the test follows the drawing, not a copy
    of its constants.
    """
    text = svg_path.read_text(encoding="utf-8")
    view_box = re.search(r'viewBox="([\d.\s-]+)"', text)
    assert view_box is not None, f"{svg_path.name}: no viewBox"
    width = float(view_box.group(1).split()[2])
    short_sides: list[float] = []
    faces: set[str] = set()
    outlines: set[str] = set()
    for fill, stroke, d in re.findall(
        r'<path fill="(#[0-9a-fA-F]{6})" stroke="([^"]+)" stroke-width="[\d.]+" d="([^"]+)"', text
    ):
        if stroke in ("none", "transparent") or not stroke.startswith("#"):
            continue
        numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", d)]
        xs, ys = numbers[0::2], numbers[1::2]
        short_sides.append(min(max(xs) - min(xs), max(ys) - min(ys)))
        faces.add(fill.lower())
        outlines.add(stroke.lower())
    return {
        "width": width,
        "short": min(short_sides, default=0.0),
        "faces": faces,
        "outlines": outlines,
    }


# In the page, in one call: bring each diagram into view (they load lazily,
# so a diagram the reader never scrolls to may never load), wait until every
# one has loaded or failed (20 s at most: a wait with no end hung the suite),
# then measure them all.
LOAD_AND_MEASURE_JS = r"""async selector => {
    // The colour a diagram is drawn on: its own background if it has one,
    // or the first ancestor's that is not transparent.
    const surround = img => {
        for (let el = img; el; el = el.parentElement) {
            const bg = getComputedStyle(el).backgroundColor;
            if (bg && !/rgba\(.*,\s*0\)$/.test(bg) && bg !== 'transparent') return bg;
        }
        return 'rgb(255, 255, 255)';
    };
    const images = [...document.querySelectorAll(selector)];
    const frame = () => new Promise(done => requestAnimationFrame(done));
    for (const img of images) {
        // One scroll brings in the images near it too: only those still
        // waiting to load need one of their own.
        if (img.complete) continue;
        img.scrollIntoView({block: 'center'});
        await frame();
    }
    // A lazy image that is hidden (a walkthrough's turn not shown yet) never
    // loads by scrolling: ask for it at once. And never wait for ever: after
    // 20 s an image still loading is measured as it is, and fails as unloaded.
    const loaded = img => new Promise(done => {
        img.addEventListener('load', done, {once: true});
        img.addEventListener('error', done, {once: true});
        if (img.complete) done();
        img.loading = 'eager';
    });
    const late = new Promise(done => setTimeout(done, 20000));
    await Promise.race([Promise.all(images.map(loaded)), late]);
    return images.map(img => {
        const box = img.getBoundingClientRect();
        const style = getComputedStyle(img);
        return {
            src: new URL(img.src).pathname, natural: img.naturalWidth,
            left: box.left + window.scrollX, right: box.right + window.scrollX,
            width: box.width, height: box.height,
            visible: style.visibility !== 'hidden' && style.display !== 'none'
                && parseFloat(style.opacity) > 0 && box.width > 0 && box.height > 0,
            contentWidth: box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
                - parseFloat(style.borderLeftWidth) - parseFloat(style.borderRightWidth),
            tile: img.classList.contains('worked-example-diagram'),
            surround: surround(img),
        };
    });
}"""


def load_every_diagram(page: Page) -> list[dict[str, float | str | bool]]:
    """Scroll each diagram into view, wait for them all to load, and measure them."""
    measured: list[dict[str, float | str | bool]] = page.evaluate(LOAD_AND_MEASURE_JS, DIAGRAMS)
    assert measured, f"{page.url}: no diagram"
    return measured


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_diagram_loads_and_is_visible(page: Page, site_url: str, language: str) -> None:
    paths = pages_with_diagrams(language)
    assert paths, f"{language}: no page has a diagram"
    for path in paths:
        page.goto(f"{site_url}/{language}/{path}")
        for image in load_every_diagram(page):
            assert image["natural"], f"{path}: {image['src']} did not load"
            assert image["visible"], f"{path}: {image['src']} is not visible"


@pytest.mark.parametrize("language", ["en", "pl", "uk"])
def test_diagrams_are_readable_on_a_phone(phone: Page, site_url: str, language: str) -> None:
    for path in pages_with_diagrams(language):
        phone.goto(f"{site_url}/{language}/{path}")
        images = load_every_diagram(phone)
        for image in images:
            where = f"{path}: {image['src']}"
            assert image["left"] >= 0 and image["right"] <= PHONE_WIDTH, f"{where} is cut off"
            if not image["tile"]:
                continue
            facts = svg_facts(SITE / str(image["src"]).lstrip("/"))
            px_per_unit = float(image["contentWidth"]) / float(str(facts["width"]))
            tile_px = float(str(facts["short"])) * px_per_unit
            assert tile_px >= MIN_TILE_PX, f"{where}: a tile is only {tile_px:.1f}px tall"
        scroll_width = phone.evaluate("document.scrollingElement.scrollWidth")
        assert scroll_width <= PHONE_WIDTH, f"{path}: the page scrolls sideways ({scroll_width}px)"


def luminance(colour: str) -> float:
    """WCAG relative luminance of ``#rrggbb`` or ``rgb(r, g, b)``."""
    if colour.startswith("#"):
        channels = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
    else:
        channels = [int(float(c)) for c in re.findall(r"[\d.]+", colour)[:3]]
    linear = [
        c / 255 / 12.92 if c / 255 <= 0.03928 else ((c / 255 + 0.055) / 1.055) ** 2.4
        for c in channels
    ]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two colours.

    >>> round(contrast("#ffffff", "#000000"), 1)
    21.0
    """
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_contrast_helper() -> None:
    assert round(contrast("#ffffff", "#000000"), 1) == 21.0
    assert contrast("#777777", "#777777") == pytest.approx(1.0)


@pytest.mark.parametrize("language", ["en", "uk"])
def test_diagrams_keep_their_contrast_in_dark_mode(
    dark_page: Page, site_url: str, language: str
) -> None:
    page = dark_page
    for path in pages_with_diagrams(language):
        page.goto(f"{site_url}/{language}/{path}")
        assert page.locator("html").get_attribute("data-theme") == "dark"
        for image in load_every_diagram(page):
            if not image["tile"]:
                continue
            src, surround = str(image["src"]), str(image["surround"])
            facts = svg_facts(SITE / src.lstrip("/"))
            faces = facts["faces"]
            outlines = facts["outlines"]
            assert isinstance(faces, set) and isinstance(outlines, set)
            # A tile stands out from what it is drawn on by its face or by
            # its outline.
            for face in faces:
                best = max([contrast(face, surround), *(contrast(o, surround) for o in outlines)])
                assert best >= MIN_CONTRAST, (
                    f"{path}: {src} tiles ({face}) on {surround}: contrast {best:.2f}"
                )
