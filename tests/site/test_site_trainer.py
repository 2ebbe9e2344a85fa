"""Every answer the trainer accepts is the engine's own, replayed from the page's data.

An outside reader's view: the built HTML is parsed with the standard
library, each exercise's ``data-moves`` is replayed with ``engine.explain``
and its ``data-rows``/``data-discards`` are scored with the card engine, and
the page's ``data-end-sum``/``data-points`` must agree.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

import pytest
from site_build import LANGUAGES

import engine
from engine.cards import parse_cards, score_rows

DOMINOES = ["five-up", "all-fives"]
GAMES = [*DOMINOES, "up-or-down"]


_VOID = {"img", "input", "br", "hr", "meta", "link", "source"}


@dataclass
class Exercise:
    attrs: dict[str, str]
    labels: dict[str, str] = field(default_factory=dict)
    inputs: list[dict[str, str]] = field(default_factory=list)
    buttons: list[str] = field(default_factory=list)
    live_regions: int = 0
    explanation: str = ""


class _TrainerReader(HTMLParser):
    """Collects each ``[data-position]`` element with its label, input, button and live region."""

    def __init__(self) -> None:
        super().__init__()
        self.exercises: list[Exercise] = []
        self.trainers: list[dict[str, str]] = []
        self._depth = 0
        self._current: Exercise | None = None
        self._text: list[str] | None = None
        self._text_kind = ""
        self._label_for = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = {name: value or "" for name, value in attrs}
        if "trainer" in found.get("class", "").split():
            self.trainers.append(found)
        if "data-position" in found:
            self._current = Exercise(found)
            self.exercises.append(self._current)
            self._depth = 0
        if self._current is None:
            return
        if tag not in _VOID:
            self._depth += 1
        if tag == "input":
            self._current.inputs.append(found)
        if found.get("role") == "status" or "aria-live" in found:
            self._current.live_regions += 1
        if tag == "label":
            self._text, self._text_kind, self._label_for = [], "label", found.get("for", "")
        elif tag == "button":
            self._text, self._text_kind = [], "button"
        elif "trainer-explanation" in found.get("class", ""):
            self._text, self._text_kind = [], "explanation"

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        # ``<img .../>`` or an inline SVG's ``<circle .../>``: opened and closed at once.
        self.handle_starttag(tag, attrs)
        if self._current is not None and tag not in _VOID:
            self._depth -= 1

    def handle_endtag(self, tag: str) -> None:
        if self._current is None:
            return
        if self._text is not None and tag in {"label", "button", "p"}:
            text = "".join(self._text).strip()
            if self._text_kind == "label":
                self._current.labels[self._label_for] = text
            elif self._text_kind == "button":
                self._current.buttons.append(text)
            else:
                self._current.explanation = text
            self._text = None
        self._depth -= 1
        if self._depth == 0:
            self._current = None

    def handle_data(self, data: str) -> None:
        if self._text is not None:
            self._text.append(data)


def read(path: Path) -> _TrainerReader:
    reader = _TrainerReader()
    reader.feed(path.read_text(encoding="utf-8"))
    return reader


CASES = [(lang, game) for lang in LANGUAGES for game in GAMES]


@pytest.mark.parametrize(("lang", "game"), CASES, ids=lambda v: v)
def test_every_trainer_answer_is_the_engines(html_root: Path, lang: str, game: str) -> None:
    reader = read(html_root / lang / game / "trainer.html")
    exercises = reader.exercises
    assert len(reader.trainers) == 1
    assert len(exercises) >= 20
    assert [int(e.attrs["data-position"]) for e in exercises] == list(range(1, len(exercises) + 1))
    levels = [int(e.attrs["data-level"]) for e in exercises]
    assert levels == sorted(levels), "positions are not in rising difficulty"
    assert set(levels) == {1, 2, 3, 4, 5}
    for exercise in exercises:
        attrs = exercise.attrs
        if game in DOMINOES:
            moves = json.loads(attrs["data-moves"])
            step = engine.explain(engine.find_rules(game), moves)[-1]
            assert int(attrs["data-end-sum"]) == step.end_sum, moves
            assert int(attrs["data-points"]) == step.points, moves
        else:
            rows = [parse_cards(",".join(row)) for row in json.loads(attrs["data-rows"])]
            scored = score_rows(rows, int(attrs["data-discards"]))
            assert int(attrs["data-points"]) == scored.total, attrs["data-rows"]
        assert exercise.explanation


@pytest.mark.parametrize("game", DOMINOES)
def test_domino_trainers_ask_for_both_kinds_of_answer(html_root: Path, game: str) -> None:
    exercises = read(html_root / "en" / game / "trainer.html").exercises
    sums = [int(e.attrs["data-end-sum"]) for e in exercises]
    assert sum(1 for s in sums if s % 5) >= 3, "too few end sums that are not a multiple of five"
    assert sum(1 for e in exercises if int(e.attrs["data-points"]) > 0) >= 3
    kinds = {e.attrs["data-kind"] for e in exercises}
    assert {"plain", "terminal-double", "internal-double", "unopened-arm"} <= kinds
    assert ("double-on-arm" if game == "five-up" else "second-double") in kinds


@pytest.mark.parametrize("game", GAMES)
def test_the_same_positions_in_every_language(html_root: Path, game: str) -> None:
    def positions(lang: str) -> list[tuple[str, ...]]:
        exercises = read(html_root / lang / game / "trainer.html").exercises
        keys = ("data-moves", "data-rows", "data-discards", "data-end-sum", "data-points")
        return [tuple(e.attrs.get(k, "") for k in keys) for e in exercises]

    english = positions("en")
    for lang in LANGUAGES:
        assert positions(lang) == english, lang


@pytest.mark.parametrize(("lang", "game"), CASES, ids=lambda v: v)
def test_each_exercise_has_a_labelled_input_a_button_and_a_live_region(
    html_root: Path, lang: str, game: str
) -> None:
    for exercise in read(html_root / lang / game / "trainer.html").exercises:
        assert len(exercise.inputs) == 1
        field_ = exercise.inputs[0]
        assert field_["type"] == "text" and field_.get("inputmode") == "numeric"
        assert exercise.labels.get(field_["id"]), "the input has no label"
        assert len(exercise.buttons) == 1 and exercise.buttons[0]
        assert exercise.live_regions == 1


def test_an_english_explanation_names_the_sum_and_the_points(html_root: Path) -> None:
    for exercise in read(html_root / "en" / "all-fives" / "trainer.html").exercises:
        end_sum, points = exercise.attrs["data-end-sum"], exercise.attrs["data-points"]
        assert f"= {end_sum}." in exercise.explanation
        assert f"Points for the placement: {points} raw point" in exercise.explanation


@pytest.mark.parametrize("game", GAMES)
def test_each_games_pages_link_to_its_trainer(html_root: Path, game: str) -> None:
    for lang in LANGUAGES:
        page = (html_root / lang / game / "rules.html").read_text(encoding="utf-8")
        assert 'href="trainer.html"' in page, lang
