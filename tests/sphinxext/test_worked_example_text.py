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


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        ("en", "Counted contributions: 4.", "Counted contributions: 4 + 1 = 5."),
        ("pl", "Liczone wkłady: 4 = 4.", "Liczone wkłady: 4 + 1 = 5."),
        ("ru", "Учитываемые вклады: 4 = 4.", "Учитываемые вклады: 4 + 1 = 5."),
        ("es", "Aportes contados: 4.", "Aportes contados: 4 + 1 = 5."),
        ("uk", "Враховані внески: 4.", "Враховані внески: 4 + 1 = 5."),
    ],
)
def test_a_sum_of_one_end_is_its_own_sentence(language: str, one: str, two: str) -> None:
    """One counted end: no "4 = 4" but where the approved seeds write it (Polish, Russian)."""
    import engine
    from engine.explain import explain

    (double,) = explain(engine.FIVE_UP, ["[2|2]"])
    (tile,) = explain(engine.FIVE_UP, ["[1|4]"])
    speaker = narrator(language)
    assert speaker.contributions_sentence(double).replace("\xa0", " ") == one
    assert speaker.contributions_sentence(tile, [4, 1]).replace("\xa0", " ") == two
