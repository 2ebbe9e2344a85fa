"""The your-move directive: a bad option is one located warning; the exercises rise in difficulty.

Also: every sentence of the exercises is in every language's catalog, and
the same seed gives the same exercises.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po
from build_warnings import the_located_warning
from languages_list import TRANSLATIONS
from sphinx.testing.util import SphinxTestApp

import engine
from diagrams.domino import draw_step
from sphinx_table_games.trainer.positions import MAX_PLACEMENTS, MAX_ROW, MAX_WIDTH
from sphinx_table_games.your_move.directive import card_decisions, decisions

EXTENSION = Path(__file__).resolve().parents[2] / "sphinx_table_games"

# (document, the offending line's text, subtype, what the message must say)
CASES = [
    (
        "bad_seed",
        ":seed: seven",
        "bad-seed",
        ":seed: must be a whole number 0..4294967296: 'seven'",
    ),
    (
        "superscript_exercises",
        ":exercises: ²",
        "bad-exercises",
        ":exercises: must be a whole number 1..40: '²'",
    ),
    (
        "too_many",
        ":exercises: 100000000",
        "bad-exercises",
        ":exercises: must be a whole number 1..40: '100000000'",
    ),
    ("no_exercises", ":exercises: 0", "bad-exercises", ":exercises: must be a whole number 1..40"),
    ("no_seed", "```{your-move}", "missing-seed", "the :seed: option is required"),
    (
        "unknown_game",
        ":game: dominoes",
        "unknown-game",
        ":game: must be one of five-up, all-fives, up-or-down",
    ),
]


@pytest.mark.sphinx("html", testroot="your-move-errors", freshenv=True)
@pytest.mark.parametrize(("document", "offending", "subtype", "message"), CASES)
def test_a_bad_option_gives_a_located_warning_and_no_exercise(
    app: SphinxTestApp, document: str, offending: str, subtype: str, message: str
) -> None:
    the_located_warning(app, document, offending, subtype, message, "your-move", "your-move")
    page = (Path(app.outdir) / f"{document}.html").read_text(encoding="utf-8")
    assert "data-decision" not in page


def _messages() -> list[str]:
    keywords = {"_": None, "N_": None, "ngettext": (1, 2)}
    found = []
    for _line, message, _comments, _context in extract_from_file(
        "python", str(EXTENSION / "your_move" / "directive.py"), keywords=keywords
    ):
        found.append(message if isinstance(message, str) else message[0])
    return found


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_every_sentence_is_translated(lang: str) -> None:
    messages = _messages()
    assert "Your move" in messages and len(messages) >= 20
    with (EXTENSION / "locale" / "worked_example.pot").open("rb") as source:
        pot = read_po(source)
    with (EXTENSION / "locale" / lang / "LC_MESSAGES" / "worked_example.po").open("rb") as source:
        catalog = read_po(source)
    for message in messages:
        assert message in pot, f"not in the template: {message!r}"
        entry = catalog.get(message)
        assert entry is not None and entry.string, f"{lang}: not translated: {message!r}"
        strings = entry.string if isinstance(entry.string, tuple) else (entry.string,)
        for string in strings:
            assert set(re.findall(r"\{\w+\}", message)) == set(re.findall(r"\{\w+\}", string))


@pytest.mark.parametrize("game", sorted(engine.GAMES))
def test_exercises_rise_in_difficulty_matter_and_repeat_for_a_seed(game: str) -> None:
    rules = engine.find_rules(game)
    chosen = decisions(rules, seed=5, count=12)
    assert len(chosen) == 12
    assert [d.difficulty for d in chosen] == sorted(d.difficulty for d in chosen)
    for decision in chosen:
        points = [p for _m, p in decision.options]
        assert decision.moves and max(points) > 0 and len(set(points)) > 1
        assert decision.best == max(points)
    # Both easy and hard ones: a choice of two, and one of many.
    assert len(chosen[0].options) <= 3 < len(chosen[-1].options)
    assert [d.moves for d in decisions(rules, seed=5, count=12)] == [d.moves for d in chosen]
    assert [d.moves for d in decisions(rules, seed=6, count=12)] != [d.moves for d in chosen]


@pytest.mark.parametrize("game", sorted(engine.GAMES))
def test_every_drawing_of_an_exercise_fits_a_phone_at_full_size(game: str) -> None:
    rules = engine.find_rules(game)
    for decision in decisions(rules, seed=5, count=40):
        # The answer's drawing (the first best placement) holds the question's tiles and one more.
        move = decision.best_moves[0]
        step = engine.explain(rules, [*decision.moves, move])[-1]
        left, _bottom, right, _top = draw_step(step).bounds()
        assert right - left <= MAX_WIDTH, f"{[str(m) for m in decision.moves]} + {move}"


def test_card_exercises_rise_in_difficulty_matter_fit_a_phone_and_repeat_for_a_seed() -> None:
    chosen = card_decisions(seed=5, count=12)
    assert len(chosen) == 12
    assert [d.difficulty for d in chosen] == sorted(d.difficulty for d in chosen)
    for decision in chosen:
        points = [p for _c, p in decision.options]
        assert len(set(points)) > 1 and decision.best == max(points)
        assert [c for c, _p in decision.options] == decision.display.choices(decision.card)
        for choice, _p in decision.options:
            after = decision.display.place(decision.card, choice).after
            assert len(after.cards) - len(after.discard_pile) <= MAX_PLACEMENTS
            assert all(len(row) <= MAX_ROW for row in after.rows)
    assert len(chosen[0].options) <= 3 < len(chosen[-1].options)
    again = card_decisions(seed=5, count=12)
    assert [(d.display, d.card) for d in again] == [(d.display, d.card) for d in chosen]
    other = card_decisions(seed=6, count=12)
    assert [(d.display, d.card) for d in other] != [(d.display, d.card) for d in chosen]
