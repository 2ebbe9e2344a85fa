"""Up or Down? worked examples: figures from the card engine, text in five languages, located errors."""

from __future__ import annotations

import gettext
import json
import re
from pathlib import Path

import pytest
from build_warnings import build_warnings, the_located_warning
from figures import figures
from languages_list import LANGUAGES, TRANSLATIONS
from sphinx.testing.util import SphinxTestApp

from diagrams.cards import COLOUR_SYMBOLS
from engine.cards import Card, Circle, parse_cards, score_rows
from sphinx_table_games.card_text import CardNarrator
from sphinx_table_games.catalog import translations
from sphinx_table_games.text import Narrator

PLURALS = json.loads((Path(__file__).parent / "golden" / "card-plurals.json").read_text("utf-8"))
REPOSITORY = Path(__file__).resolve().parents[2]


def card_narrator(language: str) -> CardNarrator:
    if language == "en":
        return CardNarrator(Narrator(gettext.NullTranslations(), "en"))
    return CardNarrator(Narrator(translations(language), language))


def glossary_term(english: str, language: str) -> str:
    """The term of ``docs/glossary.md``'s Up or Down? table for ``english`` in ``language``."""
    glossary = (REPOSITORY / "docs" / "glossary.md").read_text(encoding="utf-8")
    table = glossary.split("## Up or Down? terms in five languages", 1)[1]
    for line in table.splitlines():
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        if cells[0] == english:
            return cells[LANGUAGES.index(language)]
    raise AssertionError(f"{english!r} is not in the glossary's Up or Down? table")


def example_blocks(page: str) -> list[str]:
    return re.findall(r'<div class="worked-example card-example".*?</div>', page, re.S)


# -- a clean build ----------------------------------------------------------------


@pytest.mark.sphinx("html", testroot="cards")
def test_every_kind_renders_with_attributes_from_the_engine(app: SphinxTestApp) -> None:
    app.build()
    assert build_warnings(app.warning.getvalue()) == []
    page = (Path(app.outdir) / "index.html").read_text(encoding="utf-8")
    shown = figures(page)
    assert [f.attrs["data-kind"] for f in shown] == ["circle"] * 2 + ["row"] * 3 + ["score"] * 2
    assert {f.attrs["data-game"] for f in shown} == {"up-or-down"}

    circle = Circle.of(parse_cards("3:red,17:blue,40:green,52:yellow,88:red,120:blue"))
    for figure, played in zip(shown[:2], (37, 125), strict=True):
        play = circle.play(Card(played))
        assert figure.attrs["data-played"] == str(played)
        assert figure.attrs["data-neighbours"] == " ".join(str(c.number) for c in play.neighbours)
        assert figure.attrs["data-wraps"] == str(play.wraps).lower()

    assert [(f.attrs["data-choice"], f.attrs["data-closed"]) for f in shown[2:5]] == [
        ("row 1", "0"),
        ("close row 1", "3"),
        ("new row", "0"),
    ]

    rows = [
        parse_cards("1:yellow,4:yellow,6:yellow,8:red,11:red,14:green,19:green,23:blue"),
        parse_cards("60:red,58:blue"),
        parse_cards("70:blue,72:blue,75:red,80:blue,84:red,90:blue,96:red,101:blue"),
    ]
    scored = score_rows(rows)
    assert shown[5].attrs["data-score"] == str(scored.total) == "66"
    assert shown[5].attrs["data-rows"] == "24 2 40"
    assert shown[5].caption == "Rows: 8 × 3 + 2 × 1 + 8 × 5 = 66."
    for part in (
        "Row 1 has 8 cards; the most common colour is yellow, with 3 cards: 8 × 3 = 24 points.",
        "Total: 66 points.",
    ):
        assert part in shown[5].description
    assert shown[6].attrs["data-score"] == "10" and shown[6].attrs["data-discards"] == "4"


@pytest.mark.sphinx("html", testroot="cards")
def test_each_figure_has_its_svg_alt_and_long_description(app: SphinxTestApp) -> None:
    app.build()
    outdir = Path(app.outdir)
    page = (outdir / "index.html").read_text(encoding="utf-8")
    for figure in figures(page):
        assert figure.img is not None
        assert (outdir / figure.img["src"]).resolve().is_file()
        assert figure.caption.startswith(figure.img["alt"])
        assert f'id="{figure.img["aria-describedby"]}"' in page
        assert figure.description.startswith(figure.caption)


@pytest.mark.sphinx("html", testroot="cards")
def test_legend_names_each_colour_used_with_its_symbol(app: SphinxTestApp) -> None:
    app.build()
    page = (Path(app.outdir) / "index.html").read_text(encoding="utf-8")
    first = example_blocks(page)[0]
    named = re.findall(
        r'<span class="card-colour"[^>]*><svg [^>]*aria-hidden="true"[^>]*><\w+ [^>]*fill="(#\w+)"'
        r'.*?</svg><span class="card-colour-name">(\w+)</span>',
        first,
    )
    assert named == [(COLOUR_SYMBOLS[c].fill, c) for c in ("red", "blue", "green", "yellow")]
    assert "Double outline: a neighbour you may take" in first
    # Each legend keys only the marks its drawing shows.
    blocks = example_blocks(page)
    assert [b.count("Dashed outline") for b in blocks] == [0, 0, 0, 1, 0, 0, 0]
    assert [b.count("Dark stack") for b in blocks] == [0, 0, 0, 1, 0, 0, 1]


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_examples_speak_the_pages_language(
    make_app, tmp_path: Path, rootdir: Path, language: str
) -> None:  # type: ignore[no-untyped-def]
    import shutil

    srcdir = tmp_path / language
    shutil.copytree(rootdir / "test-cards", srcdir)
    app = make_app("html", srcdir=srcdir, confoverrides={"language": language})
    app.build()
    assert build_warnings(app.warning.getvalue()) == []
    page = (Path(app.outdir) / "index.html").read_text(encoding="utf-8")
    text = " ".join(
        " ".join((f.placed, f.caption, f.description)) for f in figures(page)
    ) + " ".join(example_blocks(page))
    # No English sentence is left (only the colour-free numbers and signs).
    for english in ("Played", "Neighbours", "Taken", "discard pile", "Score", "Rows", "row "):
        assert english not in re.sub(r"<[^>]*>", " ", text), english
    # The glossary fixes one term per language; the examples use it.
    for english in ("circle (shared display)", "row", "discard pile"):
        assert glossary_term(english, language).casefold() in text.casefold(), english


@pytest.mark.parametrize("language", LANGUAGES)
def test_cards_and_points_take_the_plural_form_of_each_number(language: str) -> None:
    narrator = card_narrator(language)
    numbers = PLURALS["numbers"]
    assert [narrator.card_count(n) for n in numbers] == PLURALS["cards"][language]
    assert [narrator.points(n) for n in numbers] == PLURALS["points"][language]


@pytest.mark.sphinx("gettext", testroot="cards", srcdir="cards-gettext")
def test_generated_text_is_not_extracted_into_page_catalogs(app: SphinxTestApp) -> None:
    app.build()
    catalog = (Path(app.outdir) / "index.pot").read_text(encoding="utf-8")
    assert "A row closed:" in catalog
    for generated in ("Neighbours", "Played", "discard pile", "yellow", "8 × 3"):
        assert generated not in catalog


# -- bad examples ---------------------------------------------------------------

# (document, the offending line's text, subtype, what the message must say)
ERRORS = [
    ("bad_card", "circle 3:red 17:blue 4x:green", "notation", "not a card"),
    (
        "repeated_number",
        "take 15:yellow, new row",
        "duplicate-card",
        "card 15 is already in this example (line 'row 12:red 15:red 40:blue')",
    ),
    ("out_of_range", "play 130:yellow", "notation", "card number 130 is out of range 1..126"),
    (
        "not_playable",
        "take 30:yellow, row 1",
        "illegal-move",
        "card 30 does not continue row 1 (up, last card 40)",
    ),
    ("fourth_row", "take 50:yellow, new row", "illegal-move", "there are already 3 rows"),
    (
        "unknown_kind",
        ":kind: spiral",
        "unknown-kind",
        "unknown kind 'spiral' (expected circle, row, score)",
    ),
    ("unknown_colour", "row 1:red 2:teal", "unknown-colour", "unknown colour 'teal'"),
    ("domino_option", ":show: 1", "unknown-option", "unknown option :show:"),
    (
        "misplaced_second_row",
        "row 9:red 3:red 4:red",
        "illegal-move",
        "card 4 breaks the direction of row 2 (down)",
    ),
    (
        "arabic_digits",
        "play \N{ARABIC-INDIC DIGIT THREE}\N{ARABIC-INDIC DIGIT SEVEN}:yellow",
        "notation",
        "numbers are written with the ASCII digits 0-9",
    ),
    ("huge_number", "play " + "9" * 5000 + ":yellow", "notation", "is out of range 1..126"),
    (
        "seven_colours",
        "row 10:purple 20:orange 30:pink",
        "illegal-move",
        "the display has 7 colours, more than the 6 of the deck",
    ),
]


@pytest.mark.sphinx("html", testroot="card-errors", freshenv=True)
@pytest.mark.parametrize(("document", "offending", "subtype", "message"), ERRORS)
def test_bad_card_example_gives_a_located_warning_and_no_figure(
    app: SphinxTestApp, document: str, offending: str, subtype: str, message: str
) -> None:
    warning = the_located_warning(app, document, offending, subtype, message)
    if not offending.startswith(":"):
        assert repr(offending) in warning  # the line's own text is quoted
    page = (Path(app.outdir) / f"{document}.html").read_text(encoding="utf-8")
    assert "worked-example" not in page


@pytest.mark.sphinx("html", testroot="cards")
def test_sentences_about_a_card_name_the_card(app: SphinxTestApp) -> None:
    app.build()
    shown = figures((Path(app.outdir) / "index.html").read_text(encoding="utf-8"))
    wrap, added, started = shown[1], shown[2], shown[4]
    assert "125 (purple) goes between the highest and the lowest card" in wrap.caption
    assert added.caption.startswith("52 (yellow) is added to row 1.")
    assert added.img is not None and added.img["alt"] == "52 (yellow) is added to row 1."
    assert started.caption.startswith(started.placed.removeprefix("Taken: ") + " starts row ")
    for figure in shown:
        assert not figure.caption.startswith("It "), figure.caption


@pytest.mark.sphinx("html", testroot="cards")
def test_colour_legend_reads_as_a_list(app: SphinxTestApp) -> None:
    app.build()
    first = example_blocks((Path(app.outdir) / "index.html").read_text(encoding="utf-8"))[0]
    legend = re.search(r'<p class="card-example-colours">(.*?)</p>', first, re.S)
    assert legend is not None
    # What a screen reader reads: the text, without the hidden symbols.
    text = re.sub(r"<svg.*?</svg>|<[^>]*>", "", legend.group(1))
    assert text == "Colours in this example: red, blue, green, and yellow"
