"""Up or Down? worked examples: the ``worked-example`` directive with ``:game: up-or-down``.

The domino contract (``:game:``, ``:show:``, one move per line) is
untouched; ``:game: up-or-down`` switches to this module. Options:
``:kind:`` (required: ``circle``, ``row`` or ``score``), ``:class:``,
``:name:``. Cards are written ``NUMBER:COLOUR`` (``37:yellow``); the colour
is the example's own data, since the real deck's colour table is not known.
Colours with a symbol: red, blue, green, yellow, purple, orange, pink, grey.
Rows are counted from 1, as the drawing and the captions count them. The body
has one statement per line (blank lines are skipped):

``:kind: circle`` — a card played into the circle, and its two neighbours::

    circle 3:red 17:blue 40:green 52:yellow 88:red 120:blue
    play 37:yellow

``:kind: row`` — the taken card added to a row, starting one, or closing one::

    row 12:red 15:red 40:blue        one line per face-up row, in placement order
    row 60:green 45:blue
    discard 5 9 70                   optional: cards already face down
    take 50:yellow, close row 1      or: row N, new row

``:kind: score`` — a whole display scored::

    row 1:yellow 2:yellow 3:yellow 4:red
    row 30:blue 20:red
    discard 80 81                    optional

Every mistake (bad card text, a number twice or out of range, a card that
cannot go where the example puts it, an unknown kind or colour) becomes one
warning of type ``worked-example`` at the offending line, quoting it, and
nothing of the example is rendered.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from docutils import nodes

from diagrams.cards import (
    UnknownColourError,
    change_to_dot,
    circle_to_dot,
    colour_symbol,
    colours_used,
    score_to_dot,
    symbol_svg,
)
from engine.cards import (
    Card,
    CardNotationError,
    Circle,
    Display,
    DisplayChange,
    DuplicateCardError,
    RowChoice,
    RowDirectionError,
    score_rows,
)
from engine.errors import EngineError

from .card_text import CardNarrator
from .nodes import card_example

if TYPE_CHECKING:
    from .directives import WorkedExampleDirective

KINDS = ("circle", "row", "score")
KNOWN_OPTIONS = frozenset({"game", "kind", "class", "name"})

_STATEMENT_RE = re.compile(r"(?P<word>[a-z]+)\b\s*(?P<rest>.*)", re.IGNORECASE)


def _error_class() -> type[Exception]:
    from .directives import ExampleError

    return ExampleError


def _fail(subtype: str, line: int, text: str, reason: str) -> Exception:
    error: Exception = _error_class()(subtype, line, f"line {text!r}: {reason}")
    return error


def _reason(error: EngineError) -> str:
    """The engine's reason without the input it quotes (the line is quoted instead)."""
    return error.reason


def _subtype(error: Exception) -> str:
    if isinstance(error, DuplicateCardError):
        return "duplicate-card"
    if isinstance(error, UnknownColourError):
        return "unknown-colour"
    if isinstance(error, CardNotationError):
        return "notation"
    return "illegal-move"


@dataclass(frozen=True)
class Statement:
    line: int
    text: str
    word: str
    rest: str


class CardExample:
    """Reads one Up or Down? example from a directive and builds its node."""

    def __init__(self, directive: WorkedExampleDirective) -> None:
        self.directive = directive

    # -- reading the source --------------------------------------------------------
    def statements(self) -> list[Statement]:
        found = []
        for line, text in self.directive.moves():
            match = _STATEMENT_RE.fullmatch(text)
            if match is None:
                raise _fail("notation", line, text, "a statement starts with a word")
            found.append(Statement(line, text, match["word"].lower(), match["rest"].strip()))
        return found

    def kind(self) -> str:
        value = self.directive.options.get("kind")
        if value is None:
            raise _error_class()(
                "missing-kind",
                self.directive.lineno,
                f"the :kind: option is required for up-or-down (expected {', '.join(KINDS)})",
            )
        kind = str(value).strip()
        if kind not in KINDS:
            raise _error_class()(
                "unknown-kind",
                self.directive.option_line("kind"),
                f"unknown kind {kind!r} (expected {', '.join(KINDS)})",
            )
        return kind

    @staticmethod
    def cards(statement: Statement, *, coloured: bool = True) -> tuple[Card, ...]:
        """The cards of a statement, separated by spaces or commas; colours checked."""
        items = [item for item in re.split(r"[\s,]+", statement.rest) if item]
        if not items:
            raise _fail("notation", statement.line, statement.text, "no cards given")
        cards = []
        for item in items:
            try:
                card = Card.parse(item)
                if coloured:
                    colour_symbol(card)
            except (CardNotationError, UnknownColourError) as error:
                raise _fail(
                    _subtype(error), statement.line, statement.text, _reason(error)
                ) from None
            cards.append(card)
        return tuple(cards)

    def expect(self, statements: list[Statement], allowed: dict[str, tuple[int, int]]) -> None:
        """Check each statement's word and how often it occurs (``word: (least, most)``)."""
        counts = dict.fromkeys(allowed, 0)
        for statement in statements:
            if statement.word not in allowed:
                words = ", ".join(allowed)
                raise _fail(
                    "notation",
                    statement.line,
                    statement.text,
                    f"unknown statement {statement.word!r} here (expected {words})",
                )
            counts[statement.word] += 1
            if counts[statement.word] > allowed[statement.word][1]:
                raise _fail(
                    "notation",
                    statement.line,
                    statement.text,
                    f"{statement.word!r} may appear at most {allowed[statement.word][1]} times",
                )
        for word, (least, _) in allowed.items():
            if counts[word] < least:
                raise _error_class()(
                    "notation",
                    self.directive.lineno,
                    f"the {self.kind()} example needs a {word!r} line",
                )

    def no_repeats(self, statements: list[Statement], cards: list[tuple[Statement, Card]]) -> None:
        """Every number once in the whole example: the deck has one card of each."""
        seen: dict[int, Statement] = {}
        for statement, card in cards:
            if card.number in seen:
                raise _fail(
                    "duplicate-card",
                    statement.line,
                    statement.text,
                    f"card {card.number} is already in this example"
                    f" (line {seen[card.number].text!r})",
                )
            seen[card.number] = statement

    # -- the three kinds ------------------------------------------------------------
    def circle(self, statements: list[Statement], narrator: CardNarrator) -> dict[str, Any]:
        self.expect(statements, {"circle": (1, 1), "play": (1, 1)})
        circle_line = next(s for s in statements if s.word == "circle")
        play_line = next(s for s in statements if s.word == "play")
        circle_cards = self.cards(circle_line)
        played = self.cards(play_line)
        if len(played) != 1:
            raise _fail("notation", play_line.line, play_line.text, "play exactly one card")
        self.no_repeats(
            statements,
            [(circle_line, card) for card in circle_cards] + [(play_line, played[0])],
        )
        try:
            play = Circle.of(circle_cards).play(played[0])
        except EngineError as error:
            raise _fail(_subtype(error), play_line.line, play_line.text, _reason(error)) from None
        return {
            "attributes": {
                "played": play.played.number,
                "neighbours": " ".join(str(card.number) for card in play.neighbours),
                "circle": " ".join(str(card.number) for card in play.circle),
                "wraps": str(play.wraps).lower(),
            },
            "placed": narrator.played(play),
            "caption": narrator.circle_caption(play),
            "description": narrator.circle_description(play),
            "dot": circle_to_dot(play),
            "cards": list(play.circle),
            "closing": False,
            "pile": False,
        }

    def display_lines(
        self, statements: list[Statement]
    ) -> tuple[list[tuple[Statement, tuple[Card, ...]]], list[tuple[Statement, tuple[Card, ...]]]]:
        rows = [(s, self.cards(s)) for s in statements if s.word == "row"]
        discards = [(s, self.cards(s, coloured=False)) for s in statements if s.word == "discard"]
        return rows, discards

    def check_display(
        self,
        rows: list[tuple[Statement, tuple[Card, ...]]],
        discards: list[tuple[Statement, tuple[Card, ...]]],
    ) -> Display:
        """The display as the rows give it, each row checked where it is written."""
        for number, (statement, cards) in enumerate(rows, 1):
            try:
                Display.of([cards], first_row=number)
            except EngineError as error:
                raise _fail(
                    _subtype(error), statement.line, statement.text, _reason(error)
                ) from None
        display_cards = [row for _, row in rows]
        # The rows together (at most the deck's six colours), each added where it is written.
        for count, (statement, _) in enumerate(rows, 1):
            try:
                Display.of(display_cards[:count], first_row=1)
            except EngineError as error:
                raise _fail(
                    _subtype(error), statement.line, statement.text, _reason(error)
                ) from None
        pile = [card for _, cards in discards for card in cards]
        return Display.of(display_cards, pile, first_row=1)

    def row(self, statements: list[Statement], narrator: CardNarrator) -> dict[str, Any]:
        self.expect(statements, {"row": (0, 3), "discard": (0, 1), "take": (1, 1)})
        rows, discards = self.display_lines(statements)
        take = next(s for s in statements if s.word == "take")
        card_text, _, choice_text = take.rest.partition(",")
        taken = self.cards(Statement(take.line, take.text, "take", card_text))
        if len(taken) != 1 or not choice_text.strip():
            raise _fail(
                "notation",
                take.line,
                take.text,
                "write 'take CARD, row N', 'take CARD, new row' or 'take CARD, close row N'",
            )
        self.no_repeats(
            statements,
            [(s, card) for s, cards in (*rows, *discards) for card in cards]
            + [(take, taken[0])],
        )
        display = self.check_display(rows, discards)
        change = self.place(display, taken[0], choice_text, take)
        choice = change.choice
        assert choice is not None
        shown_choice = str(choice) if choice.row is None else f"{choice.action.value} {choice.row + 1}"
        return {
            "attributes": {
                "card": change.card.number,
                "choice": shown_choice,
                "closed": len(change.closed),
                "rows-after": len(change.after.rows),
            },
            "placed": narrator.taken(change),
            "caption": narrator.change_caption(change),
            "description": narrator.change_description(change),
            "dot": change_to_dot(change),
            "cards": [*change.before.cards, change.card],
            "closing": bool(change.closed),
            "pile": bool(change.after.discard_pile),
        }

    @staticmethod
    def place(display: Display, card: Card, choice_text: str, take: Statement) -> DisplayChange:
        """The engine's placement, with rows counted from 1 in the source and the message."""
        try:
            choice = RowChoice.parse(choice_text)
        except CardNotationError as error:
            raise _fail("notation", take.line, take.text, _reason(error)) from None
        if choice.row is not None:
            if not 1 <= choice.row <= len(display.rows):
                raise _fail(
                    "illegal-move",
                    take.line,
                    take.text,
                    f"there is no row {choice.row}: the display has"
                    f" {len(display.rows)} rows (counted from 1)",
                )
            choice = RowChoice(choice.action, choice.row - 1)
        try:
            return display.place(card, choice)
        except RowDirectionError:
            assert choice.row is not None
            row = display.rows[choice.row]
            raise _fail(
                "illegal-move",
                take.line,
                take.text,
                f"card {card.number} does not continue row {choice.row + 1}"
                f" ({row.direction}, last card {row.last.number})",
            ) from None
        except EngineError as error:
            raise _fail(_subtype(error), take.line, take.text, _reason(error)) from None

    def score(self, statements: list[Statement], narrator: CardNarrator) -> dict[str, Any]:
        self.expect(statements, {"row": (1, 3), "discard": (0, 1)})
        rows, discards = self.display_lines(statements)
        self.no_repeats(
            statements, [(s, card) for s, cards in (*rows, *discards) for card in cards]
        )
        display = self.check_display(rows, discards)
        scored = score_rows([row.cards for row in display.rows], len(display.discard_pile))
        return {
            "attributes": {
                "score": scored.total,
                "rows": " ".join(str(row.score) for row in scored.rows),
                "discards": scored.discards,
            },
            "placed": narrator.total(scored),
            "caption": narrator.score_caption(scored),
            "description": narrator.score_description(scored),
            "dot": score_to_dot(scored),
            "cards": [card for row in display.rows for card in row],
            "closing": False,
            "pile": bool(scored.discards),
        }

    # -- the node --------------------------------------------------------------------
    def run(self) -> list[nodes.Node]:
        directive = self.directive
        directive.check_options_against(KNOWN_OPTIONS)
        kind = self.kind()
        statements = self.statements()
        if not statements:
            raise _error_class()(
                "no-moves", directive.lineno, f"no statements: see the {kind} syntax"
            )
        from .directives import narrator_for

        narrator = CardNarrator(narrator_for(directive))
        build: dict[str, Callable[[list[Statement], CardNarrator], dict[str, Any]]] = {
            "circle": self.circle,
            "row": self.row,
            "score": self.score,
        }
        frame = build[kind](statements, narrator)
        directive.note_dependencies()
        serial = directive.env.new_serialno("worked-example")
        colours = colours_used(frame["cards"])
        node = card_example(
            game="up-or-down",
            kind=kind,
            label=narrator.narrator.example_label(),
            legend=narrator.legend(kind, closing=frame["closing"], pile=frame["pile"]),
            colours_label=narrator.colours_label(),
            colours=[(symbol_svg(colour), narrator.colour(colour)) for colour in colours],
            summary=narrator.narrator.description_summary(),
            frames=[
                {
                    "id": f"worked-example-{serial}-1",
                    "number": 1,
                    "attributes": frame["attributes"],
                    "placed": frame["placed"],
                    "alt": frame["caption"].split(". ")[0].rstrip(".") + ".",
                    "caption": frame["caption"],
                    "description": frame["description"],
                    "diagram": directive.record_diagram(frame["dot"]),
                }
            ],
            classes=directive.options.get("class", []),
        )
        node["ids"].append(f"worked-example-{serial}")
        directive.set_source_info(node)
        directive.add_name(node)
        return [node]
