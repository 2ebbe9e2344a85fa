"""Any text on the command line (every command, simulate too): a result (exit 0) or one line on stderr (exit 2), never a crash.

Hypothesis builds argument lists in-process, from arbitrary text and from
pieces of the real notation (tiles, moves, cards, flags, numbers of any
length and script), and ``main(argv)`` must answer each one in one of the
two ways the contract allows. Derandomized, so every run tries the same cases.
"""

from __future__ import annotations

import contextlib
import io

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cli import main

FUZZ_SETTINGS = settings(
    max_examples=250,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

COMMANDS = ("explain", "play", "circle", "score")
GAMES = ("five-up", "all-fives", "up-or-down")
FLAGS = ("--json", "--players", "--seed", "--display", "--play", "--discards", "--j", "--pl")
SLOTS = ("side-A", "side-B", "arm-A", "arm-B", "high", "low", "LOW", "arm")

# Any text, surrogates (undecodable argv bytes) included.
anything = st.text(st.characters(codec=None), max_size=24)
digit = st.sampled_from("0123456789") | st.characters(categories=["Nd", "No"])
number = (
    st.from_regex(r"-?[0-9]{1,24}", fullmatch=True)
    | st.text(digit, min_size=1, max_size=4)
    | st.sampled_from(["9" * 5000, "0" * 4400 + "2", "1_0", "+3", " 4", "2.0", ""])
)
pip = st.sampled_from("0123456") | number | anything
tile = st.builds(lambda a, b: f"[{a}|{b}]", pip, pip)
move = tile | st.builds(
    lambda t, target, slot: f"{t} on {target} {slot}", tile, tile, st.sampled_from(SLOTS) | anything
)
colour = st.sampled_from(["red", "blue", "RED", "a", "teal", ""]) | anything
card = number | st.builds(lambda n, c: f"{n}:{c}", number, colour)
cards = st.lists(card, min_size=0, max_size=6).map(",".join)
token = st.one_of(
    anything,
    number,
    tile,
    move,
    card,
    cards,
    st.sampled_from(COMMANDS + GAMES + FLAGS),
)

structured = st.one_of(
    st.builds(
        lambda g, ms: ["explain", g, *ms],
        st.sampled_from(GAMES) | anything,
        st.lists(move, max_size=4),
    ),
    st.builds(
        lambda g, p, s: ["play", g, "--players", p, "--seed", s],
        st.sampled_from(GAMES),
        st.sampled_from(["2", "3", "4"]) | number,
        number,
    ),
    # simulate: any players, seed and jobs; a number of matches that stays small when valid.
    st.builds(
        lambda g, p, m, s, j: [
            "simulate",
            g,
            "--players",
            p,
            "--matches",
            m,
            "--seed",
            s,
            "--jobs",
            j,
        ],
        st.sampled_from(GAMES) | anything,
        st.sampled_from(["2", "3", "4"]) | number,
        st.sampled_from(["1", "2", "0", "-1", "+1", " 1", "1_0", "1000001", "9" * 5000, ""])
        | st.text(digit, min_size=1, max_size=1),
        number,
        st.sampled_from(["1", "0", "1025", "٢"]) | anything,
    ),
    st.builds(lambda d, p: ["circle", "up-or-down", "--display", d, "--play", p], cards, card),
    st.builds(
        lambda d, rows: ["score", "up-or-down", "--discards", d, *rows],
        number,
        st.lists(cards, min_size=1, max_size=4),
    ),
)
argv = st.one_of(
    structured,
    st.builds(
        lambda head, rest: [head, *rest],
        st.sampled_from(COMMANDS) | anything,
        st.lists(token, max_size=6),
    ),
    st.builds(lambda rest, extra: [*rest, *extra], structured, st.lists(token, max_size=2)),
)


@FUZZ_SETTINGS
@given(argv=argv)
def test_any_arguments_give_a_result_or_one_line_on_stderr(argv: list[str]) -> None:
    stdout, stderr = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
        try:
            status = main(argv)
        except SystemExit as exit_:  # --help / -h: argparse prints the usage and exits 0
            status = exit_.code if isinstance(exit_.code, int) else 1
            assert status == 0, argv
    out, err = stdout.getvalue(), stderr.getvalue()
    if status == 0:
        assert out and not err, (argv, out, err)
    else:
        assert (status, out) == (2, ""), (argv, status, out, err)
        assert err.startswith("error: ") and err.endswith("\n") and err.count("\n") == 1, (
            argv,
            err,
        )
        assert "Traceback" not in err
