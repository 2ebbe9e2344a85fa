"""The ``worked-example`` and ``tally`` directives: replay moves, build nodes.

The directives only build nodes. They call the engine and the pure DOT
functions of ``diagrams``; running ``dot`` happens once per build for every
diagram of the environment (see ``render.py``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

import engine
from engine.cards import GAME_NAME as CARD_GAME
from engine.errors import EngineError, NotationError

from .catalog import po_path
from .nodes import diagram_key, tally_figure, worked_example
from .text import Narrator

logger = logging.getLogger(__name__)


class ExampleError(Exception):
    """A bad worked example: reported as one located warning, nothing rendered."""

    def __init__(self, subtype: str, line: int, message: str) -> None:
        super().__init__(message)
        self.subtype = subtype
        self.line = line
        self.message = message


class _UnknownOption(str):
    """The value of an option the directive does not know (reported by ``run``)."""


class _OptionSpec(dict[str, Callable[[str | None], Any]]):
    """An option spec that lets unknown options through to ``run``.

    The parser would otherwise drop an unknown option with its own warning
    and render the example anyway; the contract is a located
    ``worked-example`` warning and no output at all.
    """

    def __missing__(self, key: str) -> Callable[[str | None], Any]:
        return lambda value: _UnknownOption(value or "")

    def get(self, key: str, default: Any = None) -> Any:
        return self[key]

    def __contains__(self, key: object) -> bool:
        return True


def narrator_for(directive: SphinxDirective) -> Narrator:
    from sphinx.locale import get_translator

    from .text import CATALOG

    return Narrator(get_translator(CATALOG), directive.config.language or "en")


def _source_files() -> list[Path]:
    """The engine's and the diagrams' sources: a page with examples is rebuilt when they change."""
    import diagrams

    files: list[Path] = []
    for package in (engine, diagrams):
        root = Path(package.__file__ or "").parent
        files.extend(sorted(root.rglob("*.py")))
    return files


class _ReplayDirective(SphinxDirective):
    """Shared checks: located warnings, options, dependencies."""

    name: ClassVar[str] = ""
    known_options: ClassVar[frozenset[str]] = frozenset()

    def option_line(self, option: str) -> int:
        """The source line of ``:option:``, for a warning that points at it."""
        for index, line in enumerate(self.block_text.splitlines()):
            if re.match(rf"\s*:{re.escape(option)}:", line):
                return self.lineno + index
        return self.lineno

    def check_options(self) -> None:
        self.check_options_against(self.known_options)

    def check_options_against(self, known_options: frozenset[str]) -> None:
        """Raise for the first option that is not one of ``known_options``."""
        for option, value in self.options.items():
            if isinstance(value, _UnknownOption) or option not in known_options:
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
            type="worked-example",
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
        return diagram_key(dot)


class WorkedExampleDirective(_ReplayDirective):
    """```{worked-example}``` with ``:game:``, ``:show:`` and one move per line.

    ``:game: up-or-down`` takes ``:kind:`` and a body of its own instead:
    see ``card_examples`` for its syntax.
    """

    name = "worked-example"
    has_content = True
    known_options = frozenset({"game", "show", "class", "name"})
    option_spec = _OptionSpec(
        game=directives.unchanged_required,
        show=directives.unchanged_required,
        kind=directives.unchanged_required,
        **{"class": directives.class_option, "name": directives.unchanged},
    )

    def run(self) -> list[nodes.Node]:
        try:
            return self._run()
        except ExampleError as error:
            return self.warn(error)

    def moves(self) -> list[tuple[int, str]]:
        """The body's moves with their own source lines (blank lines skipped)."""
        # reStructuredText gives the content's absolute 0-based offset; MyST
        # gives the content's offset from the directive's first line.
        relative = bool(self.content) and self.content.info(0)[1] != self.content_offset
        first = self.lineno + self.content_offset + 1 if relative else self.content_offset + 1
        return [
            (first + index, text.strip())
            for index, text in enumerate(self.content)
            if text.strip()
        ]

    def shown_frames(self, count: int) -> list[int]:
        text = self.options.get("show")
        if text is None:
            return [count]
        frames = []
        for token in re.split(r"[\s,]+", text.strip()):
            if not token.isdigit() or not 1 <= int(token) <= count:
                raise ExampleError(
                    "bad-show",
                    self.option_line("show"),
                    f":show: frame {token!r} is not a frame number 1..{count}",
                )
            frames.append(int(token))
        return frames

    def _run(self) -> list[nodes.Node]:
        if (self.options.get("game") or "").strip() == CARD_GAME:
            from .card_examples import CardExample

            return CardExample(self).run()
        self.check_options()
        rules = self.rules(required=True)
        assert rules is not None
        moves = self.moves()
        if not moves:
            raise ExampleError("no-moves", self.lineno, "no moves: write one move per line")
        frames = self.shown_frames(len(moves))
        try:
            steps = engine.explain(rules, [text for _line, text in moves])
        except engine.MoveError as error:
            kind = "notation" if isinstance(error.__context__, NotationError) else "illegal-move"
            line = moves[error.position - 1][0]
            raise ExampleError(
                kind, line, f"move {error.position} {error.text!r}: {error.reason}"
            ) from None
        from diagrams.domino import step_to_dot

        self.note_dependencies()
        narrator = narrator_for(self)
        serial = self.env.new_serialno("worked-example")
        node = worked_example(
            game=rules.name,
            label=narrator.example_label(),
            legend=list(narrator.legend()),
            summary=narrator.description_summary(),
            frames=[
                self.frame(steps[number - 1], number, serial, narrator, step_to_dot)
                for number in frames
            ],
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
        step_to_dot: Callable[[engine.Step], str],
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


class TallyDirective(_ReplayDirective):
    """```{tally}``` with ``:points:`` (raw) and optional ``:game:``: the score on paper."""

    name = "tally"
    has_content = False
    known_options = frozenset({"points", "game", "class", "name"})
    option_spec = _OptionSpec(
        points=directives.unchanged_required,
        game=directives.unchanged_required,
        **{"class": directives.class_option, "name": directives.unchanged},
    )

    def run(self) -> list[nodes.Node]:
        try:
            return self._run()
        except ExampleError as error:
            return self.warn(error)

    def _run(self) -> list[nodes.Node]:
        self.check_options()
        rules = self.rules(required=False)
        text = (self.options.get("points") or "").strip()
        if not text.isdigit() or int(text) % 5:
            raise ExampleError(
                "bad-points",
                self.option_line("points") if "points" in self.options else self.lineno,
                f":points: must be raw points, a multiple of 5 (0, 5, 10, …): {text!r}",
            )
        raw = int(text)
        from diagrams.tally import points_to_dot, tally_for

        self.note_dependencies()
        narrator = narrator_for(self)
        displayed = rules.display(raw) if rules is not None else None
        strokes, symbols = tally_for(raw)
        caption = narrator.tally(
            raw, symbols, strokes, displayed if isinstance(displayed, int) else None
        )
        node = tally_figure(
            points=raw,
            caption=caption,
            diagram=self.record_diagram(points_to_dot(raw)),
            classes=self.options.get("class", []),
        )
        self.set_source_info(node)
        self.add_name(node)
        return [node]

