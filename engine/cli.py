"""The command line: ``python -m engine COMMAND …``.

Each command lives in its own module under ``engine.commands`` with
``add_parser(subparsers)`` and ``run(args) -> int``. Bad input of any kind
exits with status 2 and exactly one line on stderr, never a traceback.
Flags are spelled out in full: a prefix (``--play`` for ``--players``) is
refused, so a flag added later can never change what a script means.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import re
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NoReturn, Protocol

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

from engine.errors import EngineError, ascii_digits_reason

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
    """An ``ArgumentParser`` whose errors are one line, not usage plus error.

    It takes no prefix of a flag for the flag (``allow_abbrev=False``); its
    subparsers are ``OneLineParser`` too.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs["allow_abbrev"] = False
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        raise BadInput(f"{self.prog}: {message}")

    def print_help(self, file: SupportsWrite[str] | None = None) -> None:
        """The help, written as any output is: a full disk is an error (argparse's own print swallows it)."""
        if file is not None:
            file.write(self.format_help())
            return
        sys.stdout.write(self.format_help())
        sys.stdout.flush()


class Command(Protocol):
    def add_parser(self, subparsers: argparse._SubParsersAction[OneLineParser]) -> None: ...


def build_parser() -> OneLineParser:
    parser = OneLineParser(prog="python -m engine", description=__doc__.splitlines()[0])
    subparsers = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)
    for name in COMMAND_MODULES:
        module: Command = importlib.import_module(name)
        module.add_parser(subparsers)
    return parser


def integer(text: str, *, signed: bool = False) -> int:
    """An argument that is a whole number in ASCII digits, of any length Python prints.

    argparse reports the ``ArgumentTypeError`` as ``invalid int value: …``,
    as it does for ``type=int``; but ``int()`` would also take ``' 7'``,
    ``'1_000'``, ``'+7'`` and other scripts' digits (``'٢'``), and refuse
    more than 4300 digits with a traceback-worthy message.

    >>> integer("0042"), integer("-3", signed=True)
    (42, -3)
    >>> integer("\N{ARABIC-INDIC DIGIT TWO}")
    Traceback (most recent call last):
      ...
    argparse.ArgumentTypeError: invalid int value: '٢' (numbers are written with the ASCII digits 0-9, not '٢')
    """
    pattern = r"-?[0-9]+" if signed else r"[0-9]+"
    digits = text.removeprefix("-") if signed else text
    if re.fullmatch(pattern, text, re.ASCII) is None or len(digits) > sys.get_int_max_str_digits():
        reason = ascii_digits_reason(text)
        message = f"invalid int value: {text!r}"
        raise argparse.ArgumentTypeError(f"{message} ({reason})" if reason else message)
    return int(text)


def signed_integer(text: str) -> int:
    """``integer`` with an optional minus sign (so the command can say why it is refused)."""
    return integer(text, signed=True)


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        status: int = args.run(args)
        sys.stdout.flush()
    except (BadInput, EngineError) as error:
        print(f"error: {_one_line(str(error))}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except OSError as error:
        # A full disk or a closed output: say so, as a person would, and leave no traceback.
        print(f"error: cannot write the output: {error.strerror}", file=sys.stderr)
        _quiet_stdout()
        return 1
    return status


def _quiet_stdout() -> None:
    """Drop what could not be written, so that the interpreter's own flush at exit fails no more."""
    with contextlib.suppress(OSError):
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115  (kept open until exit)


def _one_line(text: str) -> str:
    r"""One line, short and inert: an error quotes at most a short excerpt of what was typed,
    and a control character in it (a terminal's escape sequence) is shown, not sent.

    >>> _one_line("unrecognized arguments: \x1b[31mred")
    'unrecognized arguments: \\x1b[31mred'
    """
    text = "".join(c if c.isprintable() or c.isspace() else repr(c)[1:-1] for c in text)
    line = " ".join(text.split())
    return line if len(line) <= 300 else f"{line[:200]}… ({len(line)} characters)"
