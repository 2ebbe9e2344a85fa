"""The set-up pictures and the card links: engine-dealt, and a bad one is one located warning."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from sphinx.testing.util import SphinxTestApp
from sphinx.util.console import strip_escape_sequences

import engine
from engine import cards

# (document, the offending line's text, subtype, what the message must say)
CASES = [
    (
        "too_many_players",
        ":players: 9",
        "bad-players",
        ":players: must be a whole number 2..6: '9'",
    ),
    (
        "players_word",
        ":players: three",
        "bad-players",
        ":players: must be a whole number 2..6: 'three'",
    ),
    (
        "superscript_players",
        ":players: ³",
        "bad-players",
        ":players: must be a whole number 2..6: '³'",
    ),
    (
        "huge_seed",
        ":seed: " + "9" * 5000,
        "bad-seed",
        ":seed: must be a whole number 0..4294967296: '9999",
    ),
    ("no_seed", "```{setup-picture}", "missing-seed", "the :seed: option is required"),
    (
        "colours_on_dominoes",
        ":colours: red blue",
        "unknown-option",
        ":colours: is for up-or-down only",
    ),
    ("unknown_colour", ":colours: red mauve", "unknown-colour", "'red mauve'"),
    ("empty_colours", ":colours:", "unknown-colour", ":colours: names no colour"),
    (
        "card_link_game",
        ":game: muggins",
        "unknown-game",
        ":game: must be one of five-up, all-fives",
    ),
]


def the_located_warning(
    app: SphinxTestApp, document: str, offending: str, subtype: str, message: str
) -> None:
    """One warning for the page, at the offending line, named by its directive, typed, no traceback."""
    app.build()
    output = strip_escape_sequences(app.warning.getvalue())
    warnings = [line for line in output.splitlines() if f"{document}.md" in line]
    assert len(warnings) == 1, warnings
    source = Path(app.srcdir) / f"{document}.md"
    text = source.read_text(encoding="utf-8")
    line = text.splitlines().index(offending) + 1
    directive = "card-link" if "{card-link}" in text else "setup-picture"
    location = f"{source}:{line}: WARNING: [{directive}] "
    assert warnings[0].startswith(location), (warnings[0], location)
    assert message in warnings[0]
    assert warnings[0].endswith(f"[worked-example.{subtype}]")
    assert "Traceback" not in output


@pytest.mark.sphinx("html", testroot="setup-errors", freshenv=True)
@pytest.mark.parametrize(("document", "offending", "subtype", "message"), CASES)
def test_a_bad_setup_or_card_link_gives_a_located_warning_and_nothing_else(
    app: SphinxTestApp, document: str, offending: str, subtype: str, message: str
) -> None:
    the_located_warning(app, document, offending, subtype, message)
    page = (Path(app.outdir) / f"{document}.html").read_text(encoding="utf-8")
    assert 'class="setup-picture"' not in page
    assert 'class="card-link' not in page


@pytest.mark.sphinx("html", testroot="setup-errors", freshenv=True)
def test_a_setup_picture_is_the_engines_deal_drawn(app: SphinxTestApp) -> None:
    app.build()
    page = (Path(app.outdir) / "good.html").read_text(encoding="utf-8")
    figures = re.findall(r'<figure class="setup-picture"[^>]*>.*?</figure>', page, re.S)
    assert len(figures) == 2
    dominoes, card_game = figures

    setup = json.loads(re.search(r'data-setup="([^"]*)"', dominoes).group(1).replace("&quot;", '"'))
    size = engine.ALL_FIVES.tiles_per_player(2)
    assert [len(hand) for hand in setup["hands"]] == [size, size]
    assert len(setup["boneyard"]) == len(engine.DOUBLE_SIX) - 2 * size
    everything = [*setup["hands"][0], *setup["hands"][1], *setup["boneyard"]]
    assert sorted(everything) == sorted(str(tile) for tile in engine.DOUBLE_SIX)
    assert 'src="_diagrams/' in dominoes or "/_diagrams/" in dominoes
    assert f"Each hand holds {size} tiles." in dominoes
    assert f"Player 1 holds {', '.join(setup['hands'][0])}." in dominoes

    deal = json.loads(re.search(r'data-setup="([^"]*)"', card_game).group(1).replace("&quot;", '"'))
    assert len(deal["circle"]) == cards.CIRCLE_SIZE
    assert [len(hand) for hand in deal["hands"]] == [cards.HAND_SIZE] * 4
    in_play = cards.highest_number(4)
    assert len(deal["face_down"]) + len(deal["face_up"]) == in_play - 4 * 3 - 6
    assert f"The face-down draw pile holds {len(deal['face_down'])} cards." in card_game

    link = re.search(r'<p class="card-link"[^>]*>.*?</p>', page, re.S)
    assert link is not None
    assert 'href="all-fives/card.pdf"' in link.group(0)
    assert 'href="all-fives/card.html"' in link.group(0)
