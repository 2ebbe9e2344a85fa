"""Worked examples of Up or Down? written as text: one statement per line.

A worked example is one of three kinds. Cards are written ``NUMBER:COLOUR``
(or ``NUMBER``), separated by spaces or commas; rows are counted from 1, as
people count them. Blank lines are left out by the caller, which passes each
line with its own number, so every error names the line it is about.

``circle`` — a card played into the circle, and its two neighbours::

    circle 3:red 17:blue 40:green 52:yellow 88:red 120:blue
    play 37:yellow

``row`` — the taken card added to a row, starting one, or closing one::

    row 12:red 15:red 40:blue        one line per face-up row, in placement order
    row 60:green 45:blue
    discard 5 9 70                   optional: cards already face down
    take 50:yellow, close row 1      or: row N, new row

``score`` — a whole display scored::

    row 1:yellow 2:yellow 3:yellow 4:red
    row 30:blue 20:red
    discard 80 81                    optional

Every number appears once in the whole example: the deck has one card of
each. A mistake raises ``ExampleLineError`` with the line and the engine's
own typed error:

>>> lines = [(4, "row 12:red 15:red 40:blue"), (5, "take 30:yellow, row 1")]
>>> read_example("row", lines)
Traceback (most recent call last):
  ...
engine.cards.errors.ExampleLineError: line 5 'take 30:yellow, row 1': card 30 does not continue row 1 (up, last card 40)
>>> change = read_example("row", [(4, "row 12:red 15:red 40:blue"), (5, "take 50:yellow, row 1")])
>>> print(change.after)
row 0 (up): 12:red 15:red 40:blue 50:yellow
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.cards.cards import Card
from engine.cards.circle import Circle, CirclePlay
from engine.cards.display import Display, DisplayChange, RowChoice
from engine.cards.errors import CardNotationError, DuplicateCardError, ExampleLineError
from engine.cards.scoring import DisplayScore, score_rows
from engine.errors import EngineError

#: The kinds of worked example, in the order messages list them.
EXAMPLE_KINDS = ("circle", "row", "score")

#: What a caller checks each card whose colour is shown with: raise an
#: ``EngineError`` to refuse it (a drawing refuses colours it has no symbol for).
ColourCheck = Callable[[Card], object]

_STATEMENT_RE = re.compile(r"(?P<word>[a-z]+)\b\s*(?P<rest>.*)", re.IGNORECASE)
_CARD_SEPARATOR = re.compile(r"[\s,]+")

_TAKE_FORMS = "write 'take CARD, row N', 'take CARD, new row' or 'take CARD, close row N'"


@dataclass(frozen=True)
class Statement:
    """One line of an example: its number, its text, its first word and the rest."""

    line: int
    text: str
    word: str
    rest: str

    def error(self, error: EngineError) -> ExampleLineError:
        return ExampleLineError(self.line, self.text, error)

    def notation(self, reason: str) -> ExampleLineError:
        return self.error(CardNotationError(reason, self.text))


def _no_check(card: Card) -> None:
    """Every colour is accepted."""


def _statements(lines: Sequence[tuple[int, str]]) -> list[Statement]:
    found = []
    for line, text in lines:
        match = _STATEMENT_RE.fullmatch(text)
        if match is None:
            raise ExampleLineError(
                line, text, CardNotationError("a statement starts with a word", text)
            )
        found.append(Statement(line, text, match["word"].lower(), match["rest"].strip()))
    return found


def _expect(kind: str, statements: list[Statement], allowed: dict[str, tuple[int, int]]) -> None:
    """Check each statement's word and how often it occurs (``word: (least, most)``)."""
    counts = dict.fromkeys(allowed, 0)
    for statement in statements:
        if statement.word not in allowed:
            words = ", ".join(allowed)
            raise statement.notation(
                f"unknown statement {statement.word!r} here (expected {words})"
            )
        counts[statement.word] += 1
        most = allowed[statement.word][1]
        if counts[statement.word] > most:
            raise statement.notation(f"{statement.word!r} may appear at most {most} times")
    for word, (least, _) in allowed.items():
        if counts[word] < least:
            reason = f"the {kind} example needs a {word!r} line"
            raise ExampleLineError(None, None, CardNotationError(reason))


def _cards(
    statement: Statement, check_colour: ColourCheck, rest: str | None = None
) -> tuple[Card, ...]:
    """The cards of a statement (or of ``rest``, a part of it), each checked as it is read."""
    items = [
        item for item in _CARD_SEPARATOR.split(statement.rest if rest is None else rest) if item
    ]
    if not items:
        raise statement.notation("no cards given")
    cards = []
    for item in items:
        try:
            card = Card.parse(item)
            check_colour(card)
        except EngineError as error:
            raise statement.error(error) from None
        cards.append(card)
    return tuple(cards)


def _no_repeats(cards: list[tuple[Statement, Card]]) -> None:
    """Every number once in the whole example: the deck has one card of each."""
    seen: dict[int, Statement] = {}
    for statement, card in cards:
        if card.number in seen:
            raise statement.error(
                DuplicateCardError(
                    f"card {card.number} is already in this example"
                    f" (line {seen[card.number].text!r})",
                    statement.text,
                )
            )
        seen[card.number] = statement


Lines = list[tuple[Statement, tuple[Card, ...]]]


def _display_lines(statements: list[Statement], check_colour: ColourCheck) -> tuple[Lines, Lines]:
    rows = [(s, _cards(s, check_colour)) for s in statements if s.word == "row"]
    # Face down, a discarded card shows no colour.
    discards = [(s, _cards(s, _no_check)) for s in statements if s.word == "discard"]
    return rows, discards


def _display(rows: Lines, discards: Lines) -> Display:
    """The display as the rows give it, each row checked where it is written."""
    for number, (statement, cards) in enumerate(rows, 1):
        try:
            Display.of([cards], first_row=number)
        except EngineError as error:
            raise statement.error(error) from None
    # The rows together (at most the deck's six colours), each added where it is written.
    display_cards = [cards for _, cards in rows]
    for count, (statement, _) in enumerate(rows, 1):
        try:
            Display.of(display_cards[:count], first_row=1)
        except EngineError as error:
            raise statement.error(error) from None
    pile = [card for _, cards in discards for card in cards]
    try:
        return Display.of(display_cards, pile, first_row=1)
    except EngineError as error:
        # Only the discard pile is left to add: its colours, counted with the rows'.
        raise discards[0][0].error(error) from None


def read_circle(
    lines: Sequence[tuple[int, str]], check_colour: ColourCheck = _no_check
) -> CirclePlay:
    """A ``circle`` example: the circle's cards and the card played into it.

    >>> read_circle([(1, "circle 3 17 40"), (2, "play 37")]).neighbours
    (Card.parse('17'), Card.parse('40'))
    """
    statements = _statements(lines)
    _expect("circle", statements, {"circle": (1, 1), "play": (1, 1)})
    circle_line = next(s for s in statements if s.word == "circle")
    play_line = next(s for s in statements if s.word == "play")
    circle_cards = _cards(circle_line, check_colour)
    played = _cards(play_line, check_colour)
    if len(played) != 1:
        raise play_line.notation("play exactly one card")
    _no_repeats([(circle_line, card) for card in circle_cards] + [(play_line, played[0])])
    try:
        return Circle.of(circle_cards).play(played[0])
    except EngineError as error:
        raise play_line.error(error) from None


def read_row(
    lines: Sequence[tuple[int, str]], check_colour: ColourCheck = _no_check
) -> DisplayChange:
    """A ``row`` example: the display, and the taken card with where it goes."""
    statements = _statements(lines)
    _expect("row", statements, {"row": (0, 3), "discard": (0, 1), "take": (1, 1)})
    rows, discards = _display_lines(statements, check_colour)
    take = next(s for s in statements if s.word == "take")
    card_text, _, choice_text = take.rest.partition(",")
    taken = _cards(take, check_colour, card_text)
    if len(taken) != 1 or not choice_text.strip():
        raise take.notation(_TAKE_FORMS)
    _no_repeats(
        [(s, card) for s, cards in (*rows, *discards) for card in cards] + [(take, taken[0])]
    )
    display = _display(rows, discards)
    try:
        choice = RowChoice.parse(choice_text)
        if choice.row is not None:
            # Counted from 1 in the example: row 0 is no row, and is reported as such.
            choice = RowChoice(choice.action, choice.row - 1)
        return display.place(taken[0], choice, first_row=1)
    except EngineError as error:
        raise take.error(error) from None


def read_score(
    lines: Sequence[tuple[int, str]], check_colour: ColourCheck = _no_check
) -> DisplayScore:
    """A ``score`` example: face-up rows, and perhaps a discard pile, scored.

    >>> read_score([(1, "row 1:red 4:red 9:blue"), (2, "discard 20 30")]).total
    8
    """
    statements = _statements(lines)
    _expect("score", statements, {"row": (1, 3), "discard": (0, 1)})
    rows, discards = _display_lines(statements, check_colour)
    _no_repeats([(s, card) for s, cards in (*rows, *discards) for card in cards])
    display = _display(rows, discards)
    try:
        return score_rows([row.cards for row in display.rows], len(display.discard_pile))
    except EngineError as error:
        raise ExampleLineError(None, None, error) from None


def read_example(
    kind: str, lines: Sequence[tuple[int, str]], check_colour: ColourCheck = _no_check
) -> CirclePlay | DisplayChange | DisplayScore:
    """The example of ``kind`` (one of ``EXAMPLE_KINDS``) that ``lines`` write.

    ``lines`` are ``(line number, text)`` pairs, blank lines left out;
    ``check_colour`` sees every card whose colour is shown (not the discard
    pile's). A mistake raises ``ExampleLineError``.
    """
    readers: dict[str, Callable[..., CirclePlay | DisplayChange | DisplayScore]] = {
        "circle": read_circle,
        "row": read_row,
        "score": read_score,
    }
    if kind not in readers:
        reason = f"unknown kind {kind!r} (expected {', '.join(EXAMPLE_KINDS)})"
        raise ExampleLineError(None, None, CardNotationError(reason))
    return readers[kind](lines, check_colour)
