"""The ``worked-example`` and ``tally`` directives: replay moves, build nodes.

The directives only build nodes. They call the engine and the pure DOT
functions of ``diagrams``; running ``dot`` happens once per build for every
diagram of the environment (see ``render.py``). An Up or Down? example's
node is built by ``cards.py``; the HTML of both is ``html.py``'s.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives

import engine
from diagrams.cards import colour_symbol
from diagrams.domino import step_to_dot
from diagrams.tally import points_to_dot, tally_for
from engine.cards import EXAMPLE_KINDS, ExampleLineError, read_example
from engine.cards import GAME_NAME as CARD_GAME
from engine.errors import NotationError, PointsError

from ..card_text import CardNarrator
from ..directive import (
    ASCII_NUMBER,
    ExampleError,
    OptionSpec,
    ReplayDirective,
    ascii_number,
    excerpt,
    narrator_for,
)
from ..text import Narrator
from . import cards
from .html import tally_figure, worked_example

#: The most raw points a tally draws (20 X symbols): above every match target.
MAX_TALLY_POINTS = 1000


#: The options of a domino example; an Up or Down? one takes ``cards.KNOWN_OPTIONS``.
DOMINO_OPTIONS = frozenset({"game", "show", "class", "name"})


class WorkedExampleDirective(ReplayDirective):
    """```{worked-example}``` with ``:game:``, ``:show:`` and one move per line.

    ``:game: up-or-down`` takes ``:kind:`` and a body of its own instead,
    which the engine reads (``engine.cards.examples`` gives its syntax).
    """

    name = "worked-example"
    code = ("worked_examples", "text.py", "card_text.py")
    has_content = True
    option_spec: ClassVar[OptionSpec] = {
        "game": directives.unchanged_required,
        "show": directives.unchanged_required,
        "kind": directives.unchanged_required,
        "class": directives.class_option,
        "name": directives.unchanged,
    }

    def moves(self) -> list[tuple[int, str]]:
        """The body's moves with their own source lines (blank lines skipped)."""
        # reStructuredText gives the content's absolute 0-based offset; MyST
        # gives the content's offset from the directive's first line.
        relative = bool(self.content) and self.content.info(0)[1] != self.content_offset
        first = self.lineno + self.content_offset + 1 if relative else self.content_offset + 1
        return [
            (first + index, text.strip()) for index, text in enumerate(self.content) if text.strip()
        ]

    def shown_frames(self, count: int) -> list[int]:
        text = self.options.get("show")
        if text is None:
            return [count]
        frames: list[int] = []
        for token in re.split(r"[\s,]+", text.strip()):
            number = ascii_number(token, count)
            if number is None or number < 1:
                raise ExampleError(
                    "bad-show",
                    self.option_line("show"),
                    f":show: frame {excerpt(token)} is not a frame number 1..{count}",
                )
            if number in frames:
                # Drawn twice, its figure and description ids would repeat.
                raise ExampleError(
                    "bad-show", self.option_line("show"), f":show: frame {number} is given twice"
                )
            frames.append(number)
        return frames

    def _run(self) -> list[nodes.Node]:
        if (self.options.get("game") or "").strip() == CARD_GAME:
            return self.card_example()
        self.check_options_against(DOMINO_OPTIONS)
        rules = self.rules(required=True)
        assert rules is not None
        moves = self.moves()
        if not moves:
            raise ExampleError("no-moves", self.lineno, "no moves: write one move per line")
        frames = self.shown_frames(len(moves))
        try:
            steps = engine.explain(rules, [text for _line, text in moves])
        except engine.MoveError as error:
            kind = "notation" if isinstance(error.error, NotationError) else "illegal-move"
            line = moves[error.position - 1][0]
            raise ExampleError(
                kind, line, f"move {error.position} {error.text!r}: {error.reason}"
            ) from None
        self.note_dependencies()
        narrator = narrator_for(self)
        serial = self.env.new_serialno("worked-example")
        node = worked_example(
            game=rules.name,
            label=narrator.example_label(),
            legend=list(narrator.legend()),
            marks=drawing_marks(narrator, [steps[number - 1] for number in frames]),
            summary=narrator.description_summary(),
            frames=[self.frame(steps[number - 1], number, serial, narrator) for number in frames],
            classes=self.options.get("class", []),
        )
        node["ids"].append(f"worked-example-{serial}")
        self.set_source_info(node)
        self.add_name(node)
        return [node]

    def frame(
        self,
        step: engine.Step,
        number: int,
        serial: int,
        narrator: Narrator,
    ) -> dict[str, Any]:
        return {
            "id": f"worked-example-{serial}-{number}",
            "number": number,
            "move": str(step.move),
            "end_sum": step.end_sum,
            "points": step.points,
            "displayed_points": step.displayed_points,
            "placed": narrator.placed(step),
            "alt": narrator.contributions_sentence(step),
            "caption": narrator.caption(step),
            "description": narrator.description(step),
            "diagram": self.record_diagram(step_to_dot(step)),
        }

    def card_kind(self) -> str:
        """The ``:kind:`` of an Up or Down? example."""
        value = self.options.get("kind")
        kinds = ", ".join(EXAMPLE_KINDS)
        if value is None:
            raise ExampleError(
                "missing-kind",
                self.lineno,
                f"the :kind: option is required for up-or-down (expected {kinds})",
            )
        kind = str(value).strip()
        if kind not in EXAMPLE_KINDS:
            raise ExampleError(
                "unknown-kind",
                self.option_line("kind"),
                f"unknown kind {kind!r} (expected {kinds})",
            )
        return kind

    def card_example(self) -> list[nodes.Node]:
        """An Up or Down? example: the engine reads the body, ``cards`` builds the node."""
        self.check_options_against(cards.KNOWN_OPTIONS)
        kind = self.card_kind()
        lines = self.moves()
        if not lines:
            raise ExampleError("no-moves", self.lineno, f"no statements: see the {kind} syntax")
        try:
            example = read_example(kind, lines, colour_symbol)
        except ExampleLineError as error:
            subtype = cards.error_subtype(error)
            if error.line is None:
                raise ExampleError(subtype, self.lineno, error.reason) from None
            raise ExampleError(
                subtype, error.line, f"line {error.text!r}: {error.reason}"
            ) from None
        narrator = CardNarrator(narrator_for(self))
        self.note_dependencies()
        serial = self.env.new_serialno("worked-example")
        node = cards.card_example_node(
            kind, example, narrator, serial, self.record_diagram, self.options.get("class", [])
        )
        self.set_source_info(node)
        self.add_name(node)
        return [node]


class TallyDirective(ReplayDirective):
    """```{tally}``` with ``:points:`` (raw) and optional ``:game:``: the score on paper."""

    name = "tally"
    code = ("worked_examples", "text.py")
    has_content = False
    option_spec: ClassVar[OptionSpec] = {
        "points": directives.unchanged_required,
        "game": directives.unchanged_required,
        "class": directives.class_option,
        "name": directives.unchanged,
    }

    def _run(self) -> list[nodes.Node]:
        rules = self.rules(required=False)
        text = (self.options.get("points") or "").strip()
        line = self.option_line("points") if "points" in self.options else self.lineno
        if ASCII_NUMBER.fullmatch(text) and ascii_number(text, MAX_TALLY_POINTS) is None:
            raise ExampleError(
                "bad-points",
                line,
                f":points: {excerpt(text)} is more than a tally draws"
                f" ({MAX_TALLY_POINTS} raw points at most)",
            )
        not_points = ExampleError(
            "bad-points",
            line,
            f":points: must be raw points, a multiple of 5 (0, 5, 10, …): {excerpt(text)}",
        )
        raw = ascii_number(text, MAX_TALLY_POINTS)
        if raw is None:
            raise not_points
        try:
            strokes, symbols = tally_for(raw)
        except PointsError:
            raise not_points from None
        self.note_dependencies()
        narrator = narrator_for(self)
        displayed = rules.display(raw) if rules is not None else None
        caption = narrator.tally(raw, symbols, strokes, displayed)
        node = tally_figure(
            points=raw,
            caption=caption,
            diagram=self.record_diagram(points_to_dot(raw)),
            classes=self.options.get("class", []),
        )
        self.set_source_info(node)
        self.add_name(node)
        return [node]


def drawing_marks(narrator: Narrator, steps: Iterable[engine.Step]) -> list[tuple[str, str]]:
    """The keys to the marks that any of ``steps``' drawings shows, once each, in order."""
    return list(dict.fromkeys(key for step in steps for key in narrator.marks(step)))
