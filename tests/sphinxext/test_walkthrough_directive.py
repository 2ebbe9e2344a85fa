"""The ``round-walkthrough`` directive: a good round renders, a bad one is one located warning."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from build_warnings import the_located_warning
from languages_list import TRANSLATIONS
from sphinx.testing.util import SphinxTestApp
from sphinx.util.console import strip_escape_sequences

# (document, the offending line's text, subtype, what the message must say)
CASES = [
    (
        "must_show",
        ":must-show: draw blocked",
        "must-show",
        "five-up with 2 players, seed 4 does not show a blocked round (:must-show: blocked)",
    ),
    (
        "min_turns",
        ":min-turns: 50",
        "must-show",
        "five-up with 2 players, seed 4 lasts 10 turns, fewer than :min-turns: 50",
    ),
    (
        "bad_must_show",
        ":must-show: draw flying",
        "bad-must-show",
        ":must-show: 'flying' is not one of arm, blocked, domino, draw, pass, score",
    ),
    ("bad_players", ":players: 7", "bad-players", ":players: must be a whole number 2..4: '7'"),
    ("missing_seed", "```{round-walkthrough}", "missing-seed", "give :seed: or write the deal"),
    ("bad_deal", "hand [4|7] [0|0]", "bad-deal", "pip 7 is out of range 0..6"),
    ("superscript_opener", "opener ²", "bad-deal", "opener must be a whole number 1..4: '²'"),
    ("arabic_players", ":players: ٢", "bad-players", ":players: must be a whole number 2..4: '٢'"),
    (
        "huge_seed",
        ":seed: " + "9" * 5000,
        "bad-seed",
        ":seed: must be a whole number 0..4294967296: '9999",
    ),
    (
        "turns_on_dominoes",
        ":turns: 3",
        "bad-turns",
        ":turns: is for Up or Down?: a domino round is shown whole",
    ),
    (
        "card_must_show",
        ":must-show: close",
        "must-show",
        "up-or-down with 2 players, seed 80, first 3 turns does not show a row closed",
    ),
]


@pytest.mark.sphinx("html", testroot="walkthrough-errors", freshenv=True)
@pytest.mark.parametrize(("document", "offending", "subtype", "message"), CASES)
def test_a_bad_walkthrough_gives_one_located_warning_and_no_round(
    app: SphinxTestApp, document: str, offending: str, subtype: str, message: str
) -> None:
    the_located_warning(
        app, document, offending, subtype, message, "round-walkthrough", "round-walkthrough"
    )
    page = (Path(app.outdir) / f"{document}.html").read_text(encoding="utf-8")
    assert "round-walkthrough-turn" not in page


@pytest.mark.sphinx("html", testroot="walkthrough-errors", freshenv=True)
def test_a_walkthrough_that_misses_its_must_show_fails_a_strict_build(make_app, app_params) -> None:  # type: ignore[no-untyped-def]
    args, kwargs = app_params
    app = make_app(*args, warningiserror=True, **kwargs)
    app.build()
    assert app.statuscode == 1
    assert "[round-walkthrough." in strip_escape_sequences(app.warning.getvalue())


def sections(page: str) -> list[str]:
    return re.findall(r'<section class="round-walkthrough".*?</section>', page, re.S)


def attribute(section: str, name: str) -> str:
    match = re.search(rf' {name}="([^"]*)"', section)
    assert match is not None, name
    from html import unescape

    return unescape(match.group(1))


@pytest.mark.sphinx("html", testroot="walkthrough", freshenv=True)
def test_good_walkthroughs_render_every_turn_with_the_round_as_data(app: SphinxTestApp) -> None:
    app.build()
    output = strip_escape_sequences(app.warning.getvalue())
    assert "round-walkthrough" not in output, output
    seeded = sections((Path(app.outdir) / "seeded.html").read_text(encoding="utf-8"))
    (section,) = seeded
    data = json.loads(attribute(section, "data-round"))
    assert (attribute(section, "data-game"), attribute(section, "data-players")) == ("five-up", "2")
    turns = re.findall(
        r'<li class="round-walkthrough-turn" id="round-turn-(\d+)" data-turn="(\d+)"', section
    )
    assert [int(n) for _, n in turns] == list(range(1, len(data["turns"]) + 1))
    assert all(a == b for a, b in turns)
    # Every placement is drawn; the buttons have their names; the live region is there.
    assert section.count('class="round-walkthrough-diagram"') == sum(
        1 for turn in data["turns"] if turn["move"]
    )
    assert ">Next<" in section and ">Back<" in section and 'aria-live="polite"' in section
    page = (Path(app.outdir) / "seeded.html").read_text(encoding="utf-8")
    assert "round-walkthrough.js" in page and "round-walkthrough.css" in page
    assert (Path(app.outdir) / "_static" / "round-walkthrough.js").is_file()

    scripted, cards = sections((Path(app.outdir) / "scripted.html").read_text(encoding="utf-8"))
    data = json.loads(attribute(scripted, "data-round"))
    assert data["hands"] == [["[1|4]", "[2|3]"], ["[4|6]", "[0|0]"]]
    assert data["opener"] == 0 and data["end"] == "blocked"
    assert "data-seed" not in scripted.split(">", 1)[0]
    assert "no neutral draw was made" in scripted
    assert 'id="round-2"' in cards and 'id="round-2-turn-13"' in cards
    assert json.loads(attribute(cards, "data-round"))["seed"] == 80


def test_the_sentences_doctests_pass() -> None:
    import doctest

    from sphinx_table_games.walkthrough import text as walkthrough_text

    failures, tried = doctest.testmod(walkthrough_text, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert tried > 0 and failures == 0


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_every_walkthrough_sentence_is_in_the_languages_catalog(language: str) -> None:
    """A template missing from a catalog would print English on a translated page."""
    from babel.messages.extract import extract_from_file
    from babel.messages.pofile import read_po

    from sphinx_table_games.catalog import po_path
    from sphinx_table_games.walkthrough.text import __file__ as source

    keywords = {"_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "count": (1, 2)}
    with po_path(language).open("rb") as handle:
        catalog = read_po(handle)
    missing = []
    for _line, message, _comments, context in extract_from_file(
        "python", source, keywords=keywords
    ):
        msgid = message if isinstance(message, str) else message[0]
        entry = catalog.get(msgid, context=context)
        strings = [] if entry is None else entry.string
        if isinstance(strings, str):
            strings = [strings]
        if entry is None or not all(strings):
            missing.append(msgid)
    assert missing == []


@pytest.mark.parametrize(
    ("before", "totals", "chosen", "expected"),
    [
        (10, [12, 15, 11], 15, "Player 1 takes the choice that gives the most points"),
        (10, [15, 15, 11], 15, "Player 1 takes one of the choices that give the most points"),
        (10, [12, 12], 12, "Every choice leaves Player 1 with the same score"),
        (
            10,
            [8, 9, 7],
            9,
            "Every choice lowers the score of Player 1; this one lowers it the least",
        ),
        (10, [9, 9, 7], 9, "Every choice lowers the score of Player 1; this is one of those that"),
    ],
)
def test_why_a_card_choice_names_a_tie_as_a_tie(
    before: int, totals: list[int], chosen: int, expected: str
) -> None:
    """A choice tied with others is never said to beat them, losing points or gaining them."""
    import gettext

    from sphinx_table_games.text import Narrator
    from sphinx_table_games.walkthrough.text import RoundNarrator

    talk = RoundNarrator(Narrator(gettext.NullTranslations(), "en"))
    assert talk.card_why(0, before, totals, chosen, f"{chosen} points").startswith(expected)
