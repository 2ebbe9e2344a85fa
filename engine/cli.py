"""The command line: ``python -m engine COMMAND …``.

Each command lives in its own module under ``engine.commands`` with
``add_parser(subparsers)`` and ``run(args) -> int``. Bad input of any kind
exits with status 2 and exactly one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from typing import NoReturn, Protocol

from engine.errors import EngineError

#: The modules that provide commands, in the order ``--help`` lists them.
COMMAND_MODULES = (
    "engine.commands.explain",
    "engine.commands.play",
    "engine.commands.circle",
    "engine.commands.score",
    "engine.commands.simulate",
)


class BadInput(Exception):
    """Raised instead of printing usage: the caller prints one line and exits 2."""


class OneLineParser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose errors are one line, not usage plus error."""

    def error(self, message: str) -> NoReturn:
        raise BadInput(f"{self.prog}: {message}")


class Command(Protocol):
    def add_parser(self, subparsers: argparse._SubParsersAction[OneLineParser]) -> None: ...


def build_parser() -> OneLineParser:
    parser = OneLineParser(prog="python -m engine", description=__doc__.splitlines()[0])
    subparsers = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)
    for name in COMMAND_MODULES:
        module: Command = importlib.import_module(name)
        module.add_parser(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        status: int = args.run(args)
    except (BadInput, EngineError) as error:
        print(f"error: {_one_line(str(error))}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    return status


def _one_line(text: str) -> str:
    return " ".join(text.split())
