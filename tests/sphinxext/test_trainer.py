"""The trainer directive: a bad option or a seed that cannot give every kind is one located warning.

Also: every sentence of the trainer is in every language's catalog, and the
positions come in rising difficulty, the same ones for the same seed.
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

REPOSITORY = Path(__file__).resolve().parents[2]
EXTENSION = REPOSITORY / "sphinx_table_games"

# (document, the offending line's text, subtype, what the message must say)
CASES = [
    (
        "seed_cannot",
        ":seed: 3",
        "seed-cannot",
        "seed 3 with 1 round(s) gives 1 position(s) of kind 'plain' (level 1), 4 needed",
    ),
    (
        "bad_seed",
        ":seed: seven",
        "bad-seed",
        ":seed: must be a whole number 0..4294967296: 'seven'",
    ),
    (
        "superscript_seed",
        ":seed: ²",
        "bad-seed",
        ":seed: must be a whole number 0..4294967296: '²'",
    ),
    (
        "huge_seed",
        ":seed: " + "9" * 5000,
        "bad-seed",
        ":seed: must be a whole number 0..4294967296: '9999",
    ),
    ("arabic_seed", ":seed: ٣", "bad-seed", ":seed: must be a whole number 0..4294967296: '٣'"),
    (
        "superscript_positions",
        ":positions: ²",
        "bad-positions",
        ":positions: must be a whole number 5..200: '²'",
    ),
    (
        "endless_rounds",
        ":rounds: 100000000",
        "bad-rounds",
        ":rounds: must be a whole number 1..1000: '100000000'",
    ),
    ("no_seed", "```{trainer}", "missing-seed", "the :seed: option is required"),
    ("unknown_game", ":game: muggins", "unknown-game", ":game: must be one of five-up, all-fives"),
    ("too_few", ":positions: 3", "bad-positions", ":positions: must be a whole number 5..200: '3'"),
]


@pytest.mark.sphinx("html", testroot="trainer-errors", freshenv=True)
@pytest.mark.parametrize(("document", "offending", "subtype", "message"), CASES)
def test_bad_trainer_gives_a_located_warning_and_no_exercise(
    app: SphinxTestApp, document: str, offending: str, subtype: str, message: str
) -> None:
    the_located_warning(app, document, offending, subtype, message, "trainer", "trainer")
    page = (Path(app.outdir) / f"{document}.html").read_text(encoding="utf-8")
    assert "data-position" not in page
    assert 'class="trainer"' not in page


@pytest.mark.sphinx("html", testroot="trainer-errors", freshenv=True)
def test_a_bad_trainer_fails_a_build_with_warnings_as_errors(make_app, app_params) -> None:  # type: ignore[no-untyped-def]
    args, kwargs = app_params
    app = make_app(*args, warningiserror=True, **kwargs)
    app.build()
    assert app.statuscode == 1


def _messages() -> list[str]:
    keywords = {"_": None, "N_": None}
    found = []
    for name in ("trainer/directive.py",):
        for _line, message, _comments, _context in extract_from_file(
            "python", str(EXTENSION / name), keywords=keywords
        ):
            found.append(message if isinstance(message, str) else message[0])
    return found


def test_the_trainer_messages_are_found() -> None:
    messages = _messages()
    assert "Check" in messages
    assert "Raw points for the last placement" in messages
    assert "Unopened arms" in messages  # marked with N_ at module level
    assert len(messages) >= 30


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_every_trainer_sentence_is_translated(lang: str) -> None:
    path = EXTENSION / "locale" / lang / "LC_MESSAGES" / "worked_example.po"
    with path.open("rb") as source:
        catalog = read_po(source)
    template = EXTENSION / "locale" / "worked_example.pot"
    with template.open("rb") as source:
        pot = read_po(source)
    for message in _messages():
        assert message in pot, f"not in the template: {message!r}"
        entry = catalog.get(message)
        assert entry is not None and entry.string, f"{lang}: not translated: {message!r}"
        assert set(re.findall(r"\{\w+\}", message)) == set(re.findall(r"\{\w+\}", entry.string))


def test_positions_rise_in_difficulty_and_repeat_for_a_seed() -> None:
    from sphinx_table_games.trainer.positions import DOMINO_KINDS, domino_positions

    for rules in (engine.FIVE_UP, engine.ALL_FIVES):
        chosen = domino_positions(rules, seed=5)
        assert len(chosen) == 20
        levels = [p.level for p in chosen]
        assert levels == sorted(levels) and set(levels) == {1, 2, 3, 4, 5}
        assert [p.kind for p in chosen][::4] == list(DOMINO_KINDS[rules.name])
        assert sum(p.step.end_sum % 5 != 0 for p in chosen) >= 3
        assert sum(p.step.points > 0 for p in chosen) >= 3
        again = domino_positions(rules, seed=5)
        assert [p.moves for p in again] == [p.moves for p in chosen]
        other = domino_positions(rules, seed=6)
        assert [p.moves for p in other] != [p.moves for p in chosen]


def test_each_domino_level_shows_what_it_is_named_for() -> None:
    from sphinx_table_games.trainer.positions import domino_positions

    for rules in (engine.FIVE_UP, engine.ALL_FIVES):
        for position in domino_positions(rules, seed=2):
            doubles = [t for t in position.step.tiles if t.is_double]
            if position.level == 1:
                assert not doubles
            elif position.level == 2:
                assert position.terminal_doubles and not position.internal_doubles
            elif position.level == 3:
                assert position.internal_doubles and not position.unopened_arms
            elif position.level == 4:
                assert position.unopened_arms
                # The spinner with a free arm has both chain sides taken: it counts nothing.
                counted = {c.tile for c in position.step.contributions}
                assert not counted & set(position.unopened_arms)
            elif rules is engine.FIVE_UP:
                # A double in a branch, itself a spinner: every double branches in Five Up.
                assert position.doubles_on_arms
                assert set(position.doubles_on_arms) <= set(position.step.spinners)
            else:
                assert position.plain_doubles


def test_card_levels_show_rows_and_discards() -> None:
    from sphinx_table_games.trainer.positions import card_positions

    chosen = card_positions(seed=4)
    assert len(chosen) == 20
    shapes = {(p.level, len(p.rows), p.discards > 0) for p in chosen}
    assert {level for level, _rows, _pile in shapes} == {1, 2, 3, 4, 5}
    for level, rows, pile in shapes:
        assert (rows, pile) in {
            1: {(1, False)},
            2: {(2, False)},
            3: {(1, True), (2, True)},
            4: {(3, False)},
            5: {(3, True)},
        }[level]


def test_the_positions_modules_doctests_pass() -> None:
    import doctest

    from sphinx_table_games.trainer import positions

    result = doctest.testmod(positions, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted >= 4
    assert result.failed == 0
