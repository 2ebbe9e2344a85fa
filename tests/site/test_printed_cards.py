"""The one-page cards: one page, fonts embedded, the engine's numbers, the page's language, linked.

These read the PDFs that the build prints (``<lang>/<game>/card.pdf``) with
poppler's ``pdfinfo``, ``pdffonts`` and ``pdftotext``, and the built HTML.
"""

from __future__ import annotations

import re
import subprocess
from html import unescape
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from site_build import LANGUAGES, REPOSITORY

import engine
from engine import cards

GAMES = ("five-up", "all-fives", "up-or-down")
TRANSLATIONS = [language for language in LANGUAGES if language != "en"]
EXTENSION_LOCALE = REPOSITORY / "sphinx_table_games" / "locale"
#: 1 mm in PDF points.
MM = 72 / 25.4
#: Everything printed must lie inside the area A4 and US Letter share,
#: 210 × 279 mm, less a 5 mm edge a printer cannot reach.
PRINTABLE = (210 - 5) * MM, (279 - 5) * MM


def key_numbers(game: str) -> list[int]:
    """The numbers a player looks up on the card, from the engine."""
    if game == "five-up":
        rules = engine.FIVE_UP
        targets = {rules.target(n) for n in (2, 3, 4)}
        return sorted(targets | {rules.display(target) for target in targets} | {28})  # type: ignore[arg-type]
    if game == "all-fives":
        rules = engine.ALL_FIVES
        boneyards = {28 - n * rules.tiles_per_player(n) for n in (2, 3, 4)}
        return sorted({rules.target(n) for n in (2, 3, 4)} | boneyards)
    return sorted({cards.highest_number(n) for n in cards.PLAYER_COUNTS} | {cards.CIRCLE_SIZE})


def tool(*command: str) -> str:
    return subprocess.run(command, capture_output=True, text=True, check=True).stdout


def pdf(html_root: Path, language: str, game: str) -> Path:
    path = html_root / language / game / "card.pdf"
    assert path.is_file(), f"{path} is missing"
    return path


def translated(language: str, page: str, message: str) -> str:
    catalog = REPOSITORY / "locale" / language / "LC_MESSAGES" / f"{page}.po"
    with catalog.open("rb") as source:
        found = read_po(source, locale=language).get(message)
    assert found is not None and found.string, (language, page, message)
    # Markdown's emphasis is markup, not printed text ("*Up or Down?*").
    return re.sub(r"(?<!\w)[*_]+|[*_]+(?!\w)", "", str(found.string))


def test_the_key_numbers_are_the_engines() -> None:
    assert key_numbers("five-up") == [28, 61, 305]
    assert key_numbers("all-fives") == [7, 8, 10, 200, 250]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", list(LANGUAGES))
def test_a_card_is_one_page_of_a4_that_fits_letter_too(
    html_root: Path, language: str, game: str
) -> None:
    info = tool("pdfinfo", str(pdf(html_root, language, game)))
    assert re.search(r"^Pages:\s+1$", info, re.M), info
    assert re.search(r"^Page size:.*\(A4\)", info, re.M), info
    # Every word's box, in points from the top left corner.
    boxes = tool("pdftotext", "-bbox", str(pdf(html_root, language, game)), "-")
    words = re.findall(
        r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)"', boxes
    )
    assert len(words) > 100
    right = max(float(x) for _, _, x, _ in words)
    bottom = max(float(y) for _, _, _, y in words)
    assert right <= PRINTABLE[0] and bottom <= PRINTABLE[1], (right / MM, bottom / MM)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_font_of_a_card_is_embedded(html_root: Path, language: str, game: str) -> None:
    table = tool("pdffonts", str(pdf(html_root, language, game))).splitlines()
    header, rows = table[0], table[2:]
    assert rows, "a card with no fonts has no text"
    emb = header.index(" emb ") + 1
    assert all(row[emb : emb + 3] == "yes" for row in rows), table
    assert any("DejaVu" in row for row in rows), table


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", list(LANGUAGES))
def test_a_card_holds_the_games_numbers_in_the_pages_language(
    html_root: Path, language: str, game: str
) -> None:
    text = tool("pdftotext", "-layout", str(pdf(html_root, language, game)), "-")
    numbers = {int(n) for n in re.findall(r"\d+", text)}
    missing = [n for n in key_numbers(game) if n not in numbers]
    assert not missing, f"{language}/{game}: {missing}"
    flat = " ".join(text.split())
    heading = {"five-up": "The card for Five Up", "all-fives": "The card for All Fives"}.get(
        game, "The card for Up or Down?"
    )
    phrases = [
        heading,
        "End of a round" if game != "up-or-down" else "End of the game",
        "What scores",
    ]
    for phrase in phrases:
        if language == "en":
            assert phrase in flat, phrase
        else:
            # Sphinx's smart quotes print an apostrophe as a right single quotation mark.
            expected = translated(language, f"{game}/card", phrase).replace(
                "'", "\N{RIGHT SINGLE QUOTATION MARK}"
            )
            assert expected in flat, (language, phrase)
            assert phrase not in flat, f"{language}/{game} card shows English: {phrase!r}"


@pytest.mark.parametrize("page", ["rules", "teach"])
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", list(LANGUAGES))
def test_rules_and_teach_pages_link_their_card_in_their_language(
    html_root: Path, language: str, game: str, page: str
) -> None:
    html = (html_root / language / game / f"{page}.html").read_text(encoding="utf-8")
    link = re.search(r'<a class="card-link-pdf" href="card\.pdf"[^>]*>([^<]+)</a>', html)
    assert link is not None, f"{language}/{game}/{page} does not link card.pdf"
    if language != "en":
        with (EXTENSION_LOCALE / language / "LC_MESSAGES" / "worked_example.po").open(
            "rb"
        ) as source:
            expected = read_po(source, locale=language)["The card to print: one page, PDF"].string
        assert unescape(link.group(1)) == expected


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", list(LANGUAGES))
def test_a_teach_page_has_at_least_four_engine_drawings(
    html_root: Path, language: str, game: str
) -> None:
    html = (html_root / language / game / "teach.html").read_text(encoding="utf-8")
    figures = re.findall(r"<figure\b.*?</figure>", html, re.S)
    drawn = [f for f in figures if re.search(r'<img [^>]*src="[^"]*_diagrams/[0-9a-f]+\.svg"', f)]
    assert len(drawn) >= 4, f"{language}/{game}/teach: {len(drawn)} drawings"
    assert sum('class="setup-picture"' in f for f in drawn) == 1


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", list(LANGUAGES))
def test_no_table_heading_of_a_card_breaks_inside_a_word(
    html_root: Path, language: str, game: str
) -> None:
    page = (html_root / language / game / "card.html").read_text(encoding="utf-8")
    headings = [
        unescape(re.sub(r"<[^>]+>", "", cell))
        for cell in re.findall(r"<th[^>]*>(.*?)</th>", page, re.S)
    ]
    words = {word for heading in headings for word in re.findall(r"\w{2,}", heading)}
    assert words, f"{language}/{game}: the card has no table heading"
    text = tool("pdftotext", "-layout", str(pdf(html_root, language, game)), "-")
    broken = [
        word for word in sorted(words) if not re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text)
    ]
    assert not broken, f"{language}/{game}: headings split inside a word: {broken}"
