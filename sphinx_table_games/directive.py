"""What every directive of the extension shares: options, numbers, located warnings.

``ReplayDirective`` reads ``:game:`` and the numbers of its options (ASCII
digits only, each in its range), reports a bad one as one warning at the
option's ``file:line`` (``ExampleError``), notes the sources a page depends
on, and records the DOT texts of its drawings for the one batch render
(``render.py``). The features' directives are its subclasses.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from sphinx.locale import get_translator
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

import diagrams
import engine
from diagrams.render import drawing_key
from engine.cards import GAME_NAME
from engine.errors import EngineError, quoted

from .catalog import po_path
from .text import CATALOG, Narrator
from .typesetting import TypesetTranslations

logger = logging.getLogger(__name__)

#: The extension's own folder: what ``note_code`` names are relative to.
PACKAGE = Path(__file__).resolve().parent


class ExampleError(Exception):
    """A bad worked example: reported as one located warning, nothing rendered."""

    def __init__(self, subtype: str, line: int, message: str) -> None:
        super().__init__(message)
        self.subtype = subtype
        self.line = line
        self.message = message


#: A directive's ``option_spec``, as docutils types it: each option's converter.
#: The numbers are kept as text there and read by ``ReplayDirective.number``,
#: whose warning quotes a short excerpt (MyST's own repeats the whole value).
OptionSpec = dict[str, Callable[[str], Any]]

ASCII_NUMBER = re.compile(r"[0-9]+")


def excerpt(text: str) -> str:
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
    if not ASCII_NUMBER.fullmatch(text):
        return None
    digits = text.lstrip("0") or "0"
    if len(digits) > len(str(largest)):
        return None
    number = int(digits)
    return number if number <= largest else None


#: The largest seed a directive takes: the engine's generator is seeded with
#: any integer, but a page needs no more than 32 bits.
MAX_SEED = 2**32

#: The card game, by the engine's name for it.
CARD_GAME: str = GAME_NAME
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


class ReplayDirective(SphinxDirective):
    """Shared checks: located warnings, options, dependencies."""

    #: The directive's name, until docutils sets the name it was called by.
    name = ""
    #: The type of its warnings, so that ``suppress_warnings`` can name them.
    warning_type: ClassVar[str] = "worked-example"
    #: The directive's own code and sentences (files or folders of this package,
    #: as ``note_code`` takes them): a change to one reads its pages again.
    code: ClassVar[tuple[str, ...]] = ()

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
                subtype, line, f"{what} must be a whole number {low}..{high}: {excerpt(text)}"
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

    def note_code(self, *names: str) -> None:
        """The directive's own code and sentences as the page's dependencies.

        Each name is a file or a folder of this package (a folder: every
        Python file in it), so a change to them reads the page again.
        """
        for name in names:
            path = PACKAGE / name
            if not path.exists():
                raise ValueError(f"{self.name}: no {name} in the extension to depend on")
            for source in sorted(path.rglob("*.py")) if path.is_dir() else [path]:
                self.env.note_dependency(str(source))

    def note_dependencies(self) -> None:
        """The engine's and the diagrams' sources, the catalog and the directive's ``code``."""
        for path in _source_files():
            self.env.note_dependency(str(path))
        language = self.config.language or "en"
        if po_path(language).exists():
            self.env.note_dependency(str(po_path(language)))
        self.note_code(*self.code)

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
