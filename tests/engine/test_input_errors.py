"""Bad input never gets a traceback, and the Python API refuses bad values where they enter.

On the command line: exit status 2, nothing on stdout, exactly one line on
stderr. Through the API: a typed ``EngineError`` (a ``ValueError``) whose
``reason`` and ``text`` say what was wrong and with what.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

import engine
from engine.cards import (
    Card,
    CardNotationError,
    Circle,
    DuplicateCardError,
    IllegalTurnError,
    PlayerCountError,
    RowDirectionError,
    SetupError,
    parse_cards,
    score_rows,
)
from engine.cli import main
from engine.errors import EngineError, NotationError
from engine.layout import Layout
from engine.tiles import Move, Tile

ROOT = Path(__file__).resolve().parents[2]
HUGE = "9" * 5000


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """Run the command line in-process; assert the one-line refusal and return that line."""
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, ""), (status, out, err)
    assert err.startswith("error: ") and err.endswith("\n") and err.count("\n") == 1, err
    return err.rstrip("\n")


# -- numbers of any length -----------------------------------------------------------

NUMBERS_OF_ANY_LENGTH = [
    ("explain", "five-up", f"[{HUGE}|1]"),
    ("explain", "five-up", "[1|4]", f"[4|{HUGE}] on [1|4] high"),
    ("circle", "up-or-down", "--display", "3,17", "--play", HUGE),
    ("circle", "up-or-down", "--display", f"3,{HUGE}", "--play", "5"),
    ("score", "up-or-down", f"{HUGE}:red"),
    ("score", "up-or-down", "--discards", "99999999999999999999", "1:red"),
    ("score", "up-or-down", "--discards", HUGE, "1:red"),
    ("play", "five-up", "--players", HUGE, "--seed", "1"),
    ("play", "five-up", "--players", "99999999999999999999", "--seed", "1"),
    ("play", "five-up", "--players", "2", "--seed", "9" * 4301),
]


@pytest.mark.parametrize("argv", NUMBERS_OF_ANY_LENGTH, ids=lambda argv: " ".join(argv)[:60])
def test_a_number_of_any_length_is_refused_in_one_line(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]
) -> None:
    line = refused(capsys, *argv)
    assert "Exceeds the limit" not in line


def test_a_huge_pip_or_card_number_is_named_short_and_the_input_quoted() -> None:
    with pytest.raises(NotationError) as tile:
        Tile.parse(f"[{HUGE}|1]")
    assert tile.value.reason == "pip 9999999999... (5000 digits) is out of range 0..6"
    assert tile.value.text == f"[{HUGE}|1]"
    with pytest.raises(CardNotationError) as card:
        Card.parse(f"{HUGE}:red")
    assert card.value.reason == "card number 9999999999... (5000 digits) is out of range 1..126"


def test_a_seed_stays_a_whole_number_of_any_length_python_prints(
    capsys: pytest.CaptureFixture[str],
) -> None:
    seed = "9" * 4300
    status, out, err = run(capsys, "play", "five-up", "--players", "2", "--seed", seed, "--json")
    assert (status, err) == (0, "")
    assert f'"seed": {seed},' in out


def test_the_discards_and_face_up_cards_are_at_most_the_deck() -> None:
    assert score_rows([parse_cards("1:red")], discards=125).total == 126
    with pytest.raises(IllegalTurnError) as error:
        score_rows([parse_cards("1:red,2:red")], discards=125)
    assert error.value.reason == (
        "2 face-up and 125 discarded cards are more than the 126 cards of the deck"
    )


# -- ASCII digits only -----------------------------------------------------------------

#: Arabic-Indic, fullwidth, superscript and mathematical bold digits.
NON_ASCII_TILES = [
    "[\u0661|\u0664]",
    "[\uff11|\uff14]",
    "[\u00b2|3]",
    "[\U0001d7cf|\U0001d7d0]",
    "[1|\u0664] on [1|1] low",
]


@pytest.mark.parametrize("text", NON_ASCII_TILES)
def test_a_tile_with_non_ascii_digits_is_refused_by_name(
    capsys: pytest.CaptureFixture[str], text: str
) -> None:
    line = refused(capsys, "explain", "five-up", "[1|1]", text)
    assert "numbers are written with the ASCII digits 0-9" in line
    with pytest.raises(NotationError, match="ASCII digits"):
        Move.parse(text)


@pytest.mark.parametrize(
    "text", ["\u0663\u0667", "\uff13\uff17", "\u00b3", "\U0001d7d1\U0001d7d5:red"]
)
def test_a_card_with_non_ascii_digits_is_refused_by_name(
    capsys: pytest.CaptureFixture[str], text: str
) -> None:
    line = refused(capsys, "circle", "up-or-down", "--display", "3,17", "--play", text)
    assert "numbers are written with the ASCII digits 0-9" in line


@pytest.mark.parametrize(
    "argv",
    [
        ("play", "five-up", "--players", "٢", "--seed", "1"),
        ("play", "five-up", "--players", "2", "--seed", "٣"),
        ("play", "five-up", "--players", "+2", "--seed", "1"),
        ("play", "five-up", "--players", " 2", "--seed", "1"),
        ("play", "five-up", "--players", "2", "--seed", "1_000"),
        ("score", "up-or-down", "--discards", "٤", "1:red"),
        ("score", "up-or-down", "--discards", "1_0", "1:red"),
    ],
    ids=lambda argv: " ".join(argv),
)
def test_a_flag_number_is_ascii_digits_only(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]
) -> None:
    line = refused(capsys, *argv)
    assert "invalid int value" in line or "invalid seed value" in line


# -- flags spelled out -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (
            ("play", "five-up", "--play", "2", "--seed", "1"),
            "error: python -m engine play: the following arguments are required: --players",
        ),
        (
            ("play", "five-up", "--players", "2", "--se", "1"),
            "error: python -m engine play: the following arguments are required: --seed",
        ),
        (
            ("explain", "five-up", "[1|4]", "--j"),
            "error: python -m engine: unrecognized arguments: --j",
        ),
        (
            ("score", "up-or-down", "--disc", "4", "1:red"),
            "error: python -m engine: unrecognized arguments: --disc",
        ),
        (
            ("circle", "up-or-down", "--disp", "3,17", "--play", "5"),
            "error: python -m engine circle: the following arguments are required: --display",
        ),
    ],
    ids=lambda value: " ".join(value) if isinstance(value, tuple) else "",
)
def test_a_prefix_of_a_flag_is_not_the_flag(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], expected: str
) -> None:
    assert refused(capsys, *argv) == expected


# -- Up or Down? tables the deck cannot make -----------------------------------------


def test_a_display_of_more_than_six_colours_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    line = refused(capsys, "score", "up-or-down", "1:a,2:b,3:c,4:d,5:e,6:f,7:g,8:h")
    assert line == (
        "error: the display has 8 colours, more than the 6 of the deck: 'a b c d e f g h'"
    )
    status, _, _ = run(capsys, "score", "up-or-down", "1:a,2:b,3:c", "10:d,11:e,12:f")
    assert status == 0


@pytest.mark.parametrize(
    "argv",
    [
        ("circle", "up-or-down", "--display", "3,3,17", "--play", "5"),
        ("circle", "up-or-down", "--display", "3:red,17,3:blue", "--play", "5"),
        ("circle", "up-or-down", "--display", "3,17", "--play", "17"),
        ("score", "up-or-down", "1:red,2:red", "2:blue"),
        ("score", "up-or-down", "1:red,1:red"),
    ],
    ids=lambda argv: " ".join(argv),
)
def test_a_card_named_twice_is_refused(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]
) -> None:
    assert "twice" in refused(capsys, *argv) or "already" in refused(capsys, *argv)


def test_a_circle_built_directly_holds_each_card_once_in_order() -> None:
    with pytest.raises(DuplicateCardError):
        Circle((Card(3), Card(3)))
    with pytest.raises(CardNotationError):
        Circle((Card(17), Card(3)))
    with pytest.raises(DuplicateCardError):
        Circle.of([Card(5)]).play(Card(5))


# -- rows counted from 1 where people read them ---------------------------------------


def test_the_score_command_counts_rows_from_1(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "score", "up-or-down", "1:red,2:red", "9:blue")
    assert status == 0
    assert out.splitlines()[:2] == ["row 1: 2 cards x 2 red = 4", "row 2: 1 card x 1 blue = 1"]
    line = refused(capsys, "score", "up-or-down", "1:red,2:red", "9:red,3:red,4:red")
    assert (
        line
        == "error: card 4 breaks the direction of row 2 (down): '1:red 2:red | 9:red 3:red 4:red'"
    )


# -- hostile text -------------------------------------------------------------------

HOSTILE = [
    ("explain", "five-up", "[1|4]\x00"),
    ("explain", "five-up", "[1|4]\n[1|1] on [1|4] low"),
    ("explain", "five-up", "[" + "1" * 1_000_000 + "|4]"),
    ("explain", "five-up", "x" * 1_000_000),
    ("score", "up-or-down", "1:red\n2:red"),
    ("score", "up-or-down", "1:red\x00"),
    ("score", "up-or-down", "1:" + "r" * 1_000_000 + "\x00"),
    ("circle", "up-or-down", "--display", "3,17\r\n", "--play", "5\x00"),
    ("play", "five-up\n", "--players", "2", "--seed", "1"),
    ("play", "five-up", "--players", "2", "--seed", "1\n"),
]


@pytest.mark.parametrize("argv", HOSTILE, ids=lambda argv: repr(" ".join(argv))[:50])
def test_hostile_text_is_refused_in_one_line(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]
) -> None:
    refused(capsys, *argv)


@pytest.mark.parametrize(
    "argv",
    [
        [b"explain", b"five-up", b"[1|\xff]"],
        [b"score", b"up-or-down", b"1:r\xe9d"],
        [b"explain", b"five-up", "[\u0661|\u0664]".encode()],
        [b"explain", b"five-\xff", b"[1|4]"],
    ],
    ids=repr,
)
@pytest.mark.parametrize("locale", ["C", "C.UTF-8"])
def test_bytes_that_are_not_utf8_and_the_c_locale_exit_2_with_one_line(
    argv: list[bytes], locale: str
) -> None:
    env = {**os.environ, "LC_ALL": locale, "PYTHONPATH": str(ROOT)}
    env.pop("PYTHONUTF8", None)
    result = subprocess.run(
        [sys.executable.encode(), b"-m", b"engine", *argv],
        capture_output=True,
        env=env,
        cwd=ROOT,
        timeout=60,
    )
    assert (result.returncode, result.stdout) == (2, b""), result.stderr
    assert result.stderr.startswith(b"error: ") and result.stderr.count(b"\n") == 1
    assert b"Traceback" not in result.stderr


# -- the Python API -----------------------------------------------------------------


def test_a_layout_takes_the_game_name_the_command_line_uses() -> None:
    assert Layout("five-up").rules is engine.FIVE_UP
    assert Layout("all-fives").rules is engine.ALL_FIVES
    with pytest.raises(engine.UnknownGameError):
        Layout("muggins")
    with pytest.raises(engine.UnknownGameError):
        Layout(5)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("low", "high"), [(True, 3), (1.5, 3), (7, 1), (1, 7), (-1, 3), ("1", "4"), (4, 1)]
)
def test_a_tile_is_two_pips_0_to_6(low: object, high: object) -> None:
    with pytest.raises(NotationError):
        Tile(low, high)  # type: ignore[arg-type]


@pytest.mark.parametrize("number", [True, 1.0, "12", 0, 127])
def test_a_card_number_is_a_whole_number_1_to_126(number: object) -> None:
    with pytest.raises(CardNotationError):
        Card(number)  # type: ignore[arg-type]


def test_a_move_built_from_text_fails_at_once() -> None:
    with pytest.raises(NotationError) as error:
        Move("[1|4]")  # type: ignore[arg-type]
    assert "Move.parse" in error.value.reason
    with pytest.raises(NotationError):
        Move(Tile(1, 4), Tile(1, 1), "low")  # type: ignore[arg-type]
    assert Move.parse("[1|4]") == Move(Tile(1, 4))


def test_a_layout_contains_a_tile_given_as_text() -> None:
    layout = Layout(engine.FIVE_UP)
    layout.push("[4|1]")
    assert "[1|4]" in layout and "[4|1]" in layout and Tile(1, 4) in layout
    assert "[1|1]" not in layout and 14 not in layout


def test_a_copied_layout_is_equal_and_a_changed_one_is_not() -> None:
    layout = Layout(engine.FIVE_UP)
    assert Layout(engine.FIVE_UP) == layout != Layout(engine.ALL_FIVES)
    layout.push("[1|4]")
    layout.push("[1|1] on [1|4] low")
    copy = layout.copy()
    assert copy == layout
    copy.pop()
    assert copy != layout


def test_no_public_method_places_an_illegal_double() -> None:
    """Only ``place`` trusts a move, as documented (python-chess's ``push``); every other refuses."""
    layout = Layout(engine.FIVE_UP)
    layout.push("[1|4]")
    illegal = Move(Tile(2, 2), Tile(1, 4), engine.Slot.LOW)
    assert not hasattr(layout, "push_unchecked")
    with pytest.raises(engine.IllegalMoveError):
        layout.push(illegal)
    assert layout.spinners == [] and len(layout) == 1
    public = [name for name in dir(layout) if not name.startswith("_")]
    for name in public:
        method = getattr(layout, name)
        if callable(method) and name not in ("pop", "copy", "place"):
            with contextlib.suppress(EngineError, TypeError, AttributeError):
                method(illegal)
    assert layout.spinners == [] and layout.tiles == [Tile(1, 4)]


@pytest.mark.parametrize("players", [1, 5, True, 2.0])
def test_a_bad_domino_player_count_has_its_own_error(players: object) -> None:
    with pytest.raises(engine.PlayerCountError) as error:
        engine.FIVE_UP.target(players)  # type: ignore[arg-type]
    assert not isinstance(error.value, engine.UnknownGameError)


@pytest.mark.parametrize("players", [1, 7, True])
def test_a_bad_card_player_count_has_its_own_error(players: object) -> None:
    from engine.cards import highest_number

    with pytest.raises(PlayerCountError) as error:
        highest_number(players)  # type: ignore[arg-type]
    assert isinstance(error.value, SetupError | engine.PlayerCountError)


# -- errors carry their parts ----------------------------------------------------------


def test_an_error_quoting_a_whole_list_keeps_the_item_reason_intact() -> None:
    with pytest.raises(CardNotationError) as error:
        parse_cards("3:red, 200: red")
    assert error.value.reason == "card number 200 is out of range 1..126"
    assert error.value.text == "3:red, 200: red"
    assert str(error.value) == "card number 200 is out of range 1..126: '3:red, 200: red'"


def test_a_move_error_carries_the_engine_error_behind_it() -> None:
    with pytest.raises(engine.MoveError) as notation:
        engine.explain(engine.FIVE_UP, ["[1|4]", "[1|9] on [1|4] low"])
    assert notation.value.position == 2
    assert notation.value.text == "[1|9] on [1|4] low"
    assert notation.value.reason == "pip 9 is out of range 0..6"
    assert isinstance(notation.value.error, NotationError)
    with pytest.raises(engine.MoveError) as illegal:
        engine.explain(engine.FIVE_UP, ["[1|4]", "[1|4] on [1|4] low"])
    assert isinstance(illegal.value.error, engine.IllegalMoveError)
    assert illegal.value.__context__ is None or illegal.value.__suppress_context__


def test_a_turn_error_names_the_seat_and_quotes_the_turn() -> None:
    from engine.cards import Deal, Game

    deal = Deal(
        hands=(parse_cards("20:red,50:blue,7:red"), parse_cards("33:blue,44:red,2:red")),
        circle=parse_cards("10:red,15:blue,30:red,40:blue,45:red,60:blue"),
        face_down=parse_cards("12:blue,13:red"),
        face_up=parse_cards("70:red,71:red"),
    )
    game = Game(deal)
    for turn in (
        "play 20, take 15, new row, draw face-down",
        "play 33, take 30, new row, draw face-down",
        "play 50, take 60, row 0, draw face-up",
        "play 44, take 40, new row, draw face-up",
    ):
        game.push(turn)
    with pytest.raises(RowDirectionError) as error:
        game.push("play 7, take 10, row 0")
    assert error.value.text == "play 7, take 10, row 0"
    assert error.value.reason == "seat 0: card 10 does not continue row 0 (up, last card 60)"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("row \u0662", "numbers are written with the ASCII digits 0-9, not '\u0662'"),
        ("close row \u00b2", "numbers are written with the ASCII digits 0-9, not '\u00b2'"),
        ("row " + HUGE, "there is no row 9999999999... (5000 digits)"),
    ],
)
def test_a_row_choice_is_numbered_in_ascii_digits_of_any_length(text: str, reason: str) -> None:
    from engine.cards import RowChoice, Turn

    with pytest.raises(CardNotationError) as error:
        RowChoice.parse(text)
    assert (error.value.reason, error.value.text) == (reason, text)
    with pytest.raises(CardNotationError) as turn:
        Turn.parse(f"play 3, take 4, {text}")
    assert turn.value.reason == reason
