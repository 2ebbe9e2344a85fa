"""The ``worked-example`` and ``tally`` directives: replay moves, build nodes.

The directives only build nodes. They call the engine and the pure DOT
functions of ``diagrams``; running ``dot`` happens once per build for every
diagram of the environment (see ``render.py``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.locale import get_translator
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

import diagrams
import engine
from diagrams.cards import colour_symbol
from diagrams.domino import step_to_dot
from diagrams.render import drawing_key
from diagrams.tally import points_to_dot, tally_for
from engine.cards import EXAMPLE_KINDS, ExampleLineError, read_example
from engine.cards import GAME_NAME as CARD_GAME
from engine.errors import EngineError, NotationError, PointsError, quoted

from . import card_examples
from .card_text import CardNarrator
from .catalog import po_path
from .nodes import tally_figure, worked_example
from .text import CATALOG, Narrator
from .typesetting import TypesetTranslations

logger = logging.getLogger(__name__)


class ExampleError(Exception):
    """A bad worked example: reported as one located warning, nothing rendered."""

    def __init__(self, subtype: str, line: int, message: str) -> None:
        super().__init__(message)
        self.subtype = subtype
        self.line = line
        self.message = message


#: A directive's ``option_spec``, as docutils types it: each option's converter.
#: The numbers are kept as text there and read by ``_ReplayDirective.number``,
#: whose warning quotes a short excerpt (MyST's own repeats the whole value).
OptionSpec = dict[str, Callable[[str], Any]]

_ASCII_NUMBER = re.compile(r"[0-9]+")


def _quoted(text: str) -> str:
    """``repr(text)``, shortened in the middle when long (a number of 5,000 digits)."""
    return quoted(text, limit=40)


def ascii_number(text: str, largest: int) -> int | None:
    """``text`` as a number 0..``largest`` written in ASCII digits, else None.

    Checked with an explicit ``[0-9]`` match: ``str.isdigit()`` accepts
    superscripts and other digits that ``int()`` refuses, and ``int()``
    refuses more than 4,300 digits, so the length is checked first.

    >>> ascii_number("12", 99), ascii_number("007", 9), ascii_number("100", 99)
    (12, 7, None)
    >>> ascii_number("²", 9), ascii_number("\\u0661", 9), ascii_number("9" * 5000, 9)
    (None, None, None)
    """
    if not _ASCII_NUMBER.fullmatch(text):
        return None
    digits = text.lstrip("0") or "0"
    if len(digits) > len(str(largest)):
        return None
    number = int(digits)
    return number if number <= largest else None


#: The largest seed a directive takes: the engine's generator is seeded with
#: any integer, but a page needs no more than 32 bits.
MAX_SEED = 2**32

#: The most raw points a tally draws (20 X symbols): above every match target.
MAX_TALLY_POINTS = 1000

#: Every game a directive can take, as the engine names them.
GAMES: tuple[str, ...] = (*engine.GAMES, CARD_GAME)


def narrator_for(directive: SphinxDirective) -> Narrator:
    language = directive.config.language or "en"
    return Narrator(TypesetTranslations(get_translator(CATALOG), language), language)


def _source_files() -> list[Path]:
    """The engine's and the diagrams' sources: a page with examples is rebuilt when they change."""
    files: list[Path] = []
    for package in (engine, diagrams):
        root = Path(package.__file__ or "").parent
        files.extend(sorted(root.rglob("*.py")))
    return files


class _ReplayDirective(SphinxDirective):
    """Shared checks: located warnings, options, dependencies."""

    #: The directive's name, until docutils sets the name it was called by.
    name = ""
    #: The type of its warnings, so that ``suppress_warnings`` can name them.
    warning_type: ClassVar[str] = "worked-example"

    def chosen_game(self, games: tuple[str, ...]) -> str:
        """The ``:game:`` option, one of ``games``: an ``unknown-game`` error at its line if not."""
        game = (self.options.get("game") or "").strip()
        if game not in games:
            line = self.option_line("game") if "game" in self.options else self.lineno
            raise ExampleError(
                "unknown-game", line, f":game: must be one of {', '.join(games)}: {game!r}"
            )
        return game

    def number(self, option: str, low: int, high: int, default: int | None = None) -> int:
        """The ``:option:`` as a whole number ``low``..``high`` in ASCII digits; every directive reads its numbers here.

        Missing: ``default``, or a ``missing-<option>`` error when there is none.
        Anything else (another script's digits, a sign, a number past
        ``high`` however long) is a ``bad-<option>`` error at the option's line.
        """
        text = self.options.get(option)
        if text is None:
            if default is None:
                raise ExampleError(
                    f"missing-{option}", self.lineno, f"the :{option}: option is required"
                )
            return default
        return self.number_in(
            str(text).strip(), low, high, f"bad-{option}", self.option_line(option), f":{option}:"
        )

    def optional_number(self, option: str, low: int, high: int) -> int | None:
        """:meth:`number`, or ``None`` when the option is not given."""
        return self.number(option, low, high) if option in self.options else None

    @staticmethod
    def number_in(text: str, low: int, high: int, subtype: str, line: int, what: str) -> int:
        """``text`` as a whole number ``low``..``high``, or an error that quotes a short excerpt of it."""
        value = ascii_number(text, high)
        if value is None or value < low:
            raise ExampleError(
                subtype, line, f"{what} must be a whole number {low}..{high}: {_quoted(text)}"
            )
        return value

    def option_line(self, option: str) -> int:
        """The source line of ``:option:``, for a warning that points at it."""
        for index, line in enumerate(self.block_text.splitlines()):
            if re.match(rf"\s*:{re.escape(option)}:", line):
                return self.lineno + index
        return self.lineno

    def run(self) -> list[nodes.Node]:
        try:
            return self._run()
        except ExampleError as error:
            return self.warn(error)

    def _run(self) -> list[nodes.Node]:
        raise NotImplementedError

    def check_options_against(self, known_options: frozenset[str]) -> None:
        """Raise for the first option that is not one of ``known_options``.

        The option spec holds every option of the directive's forms, and MyST
        and docutils report one it does not name themselves, at its line; this
        refuses an option of another form (``:show:`` on an Up or Down? example).
        """
        for option in self.options:
            if option not in known_options:
                known = ", ".join(f":{name}:" for name in sorted(known_options))
                raise ExampleError(
                    "unknown-option",
                    self.option_line(option),
                    f"unknown option :{option}: (expected {known})",
                )

    def warn(self, error: ExampleError) -> list[nodes.Node]:
        # Sphinx saves its environment even after a build that ends in
        # warnings: without this the next build would take the page as read,
        # skip it, pass, and publish it without the example.
        self.env.note_reread()
        logger.warning(
            "[%s] %s",
            self.name,
            error.message,
            location=(self.env.docname, error.line),
            type=self.warning_type,
            subtype=error.subtype,
        )
        return []

    def note_dependencies(self) -> None:
        for path in _source_files():
            self.env.note_dependency(str(path))
        language = self.config.language or "en"
        if po_path(language).exists():
            self.env.note_dependency(str(po_path(language)))

    def rules(self, required: bool) -> engine.Rules | None:
        name = self.options.get("game")
        if name is None:
            if required:
                raise ExampleError("missing-game", self.lineno, "the :game: option is required")
            return None
        try:
            return engine.find_rules(name.strip())
        except EngineError as error:
            raise ExampleError("unknown-game", self.option_line("game"), str(error)) from None

    def record_diagram(self, dot: str) -> str:
        """Remember a DOT text for the one batch render; return its key."""
        dots: dict[str, list[str]] = self.env.worked_example_dots  # type: ignore[attr-defined]
        dots.setdefault(self.env.docname, []).append(dot)
        return drawing_key(dot)


#: The options of a domino example; an Up or Down? one takes ``card_examples.KNOWN_OPTIONS``.
DOMINO_OPTIONS = frozenset({"game", "show", "class", "name"})


class WorkedExampleDirective(_ReplayDirective):
    """```{worked-example}``` with ``:game:``, ``:show:`` and one move per line.

    ``:game: up-or-down`` takes ``:kind:`` and a body of its own instead,
    which the engine reads (``engine.cards.examples`` gives its syntax).
    """

    name = "worked-example"
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
                    f":show: frame {_quoted(token)} is not a frame number 1..{count}",
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
        """An Up or Down? example: the engine reads the body, ``card_examples`` builds the node."""
        self.check_options_against(card_examples.KNOWN_OPTIONS)
        kind = self.card_kind()
        lines = self.moves()
        if not lines:
            raise ExampleError("no-moves", self.lineno, f"no statements: see the {kind} syntax")
        try:
            example = read_example(kind, lines, colour_symbol)
        except ExampleLineError as error:
            subtype = card_examples.error_subtype(error)
            if error.line is None:
                raise ExampleError(subtype, self.lineno, error.reason) from None
            raise ExampleError(
                subtype, error.line, f"line {error.text!r}: {error.reason}"
            ) from None
        narrator = CardNarrator(narrator_for(self))
        self.note_dependencies()
        serial = self.env.new_serialno("worked-example")
        node = card_examples.card_example_node(
            kind, example, narrator, serial, self.record_diagram, self.options.get("class", [])
        )
        self.set_source_info(node)
        self.add_name(node)
        return [node]


class TallyDirective(_ReplayDirective):
    """```{tally}``` with ``:points:`` (raw) and optional ``:game:``: the score on paper."""

    name = "tally"
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
        if _ASCII_NUMBER.fullmatch(text) and ascii_number(text, MAX_TALLY_POINTS) is None:
            raise ExampleError(
                "bad-points",
                line,
                f":points: {_quoted(text)} is more than a tally draws"
                f" ({MAX_TALLY_POINTS} raw points at most)",
            )
        not_points = ExampleError(
            "bad-points",
            line,
            f":points: must be raw points, a multiple of 5 (0, 5, 10, …): {_quoted(text)}",
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
