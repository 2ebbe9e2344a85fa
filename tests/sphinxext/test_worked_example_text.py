"""The generated text: plural forms, number formats and the narrator's own doctests."""

from __future__ import annotations

import doctest
import gettext
import json
from fractions import Fraction
from pathlib import Path

import pytest
from languages_list import LANGUAGES

from sphinx_table_games import text
from sphinx_table_games.catalog import translations
from sphinx_table_games.text import Narrator

GOLDEN = json.loads((Path(__file__).parent / "golden" / "plurals.json").read_text("utf-8"))


def narrator(language: str) -> Narrator:
    if language == "en":
        return Narrator(gettext.NullTranslations(), "en")
    return Narrator(translations(language), language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_points_take_the_plural_form_of_each_number(language: str) -> None:
    speaker = narrator(language)
    numbers = GOLDEN["numbers"]
    assert [speaker.raw_points(n) for n in numbers] == GOLDEN["raw"][language]
    assert [speaker.displayed_points(n) for n in numbers] == GOLDEN["displayed"][language]
    assert [speaker.count("{n} stroke", "{n} strokes", n) for n in numbers] == GOLDEN["strokes"][
        language
    ]


@pytest.mark.parametrize(
    ("language", "written"),
    [("en", "2.5"), ("pl", "2,5"), ("ru", "2,5"), ("es", "2,5"), ("uk", "2,5")],
)
def test_half_points_are_written_the_languages_way(language: str, written: str) -> None:
    assert narrator(language).number(Fraction(5, 2)) == written


def test_narrator_doctests_pass() -> None:
    result = doctest.testmod(text, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
