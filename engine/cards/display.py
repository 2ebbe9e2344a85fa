"""A player's own display: at most three rows, each ascending or descending.

A row's second card sets its direction; every later card must continue it.
Instead of adding the taken card to a row, a player may close a row (its cards
go face down onto the discard pile) and start a new row with the taken card;
they must when the card fits nowhere and there are already three rows.

>>> display = Display().place(Card.parse("12:red"), RowChoice.parse("new row")).after
>>> for text in ("15:red", "40:blue"):
...     display = display.place(Card.parse(text), RowChoice.parse("row 0")).after
>>> print(display)
row 0 (up): 12:red 15:red 40:blue
>>> display.place(Card.parse("30:red"), RowChoice.parse("row 0"))
Traceback (most recent call last):
  ...
engine.cards.errors.RowDirectionError: card 30 does not continue row 0 (up, last card 40): '30:red'
>>> print(display.place(Card.parse("30:red"), RowChoice.parse("close row 0")).after)
row 0: 30:red
discard pile: 3 cards
"""

from __future__ import annotations

import enum
import itertools
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from engine.cards.cards import COLOURS_IN_DECK, Card
from engine.cards.errors import (
    CardNotationError,
    DuplicateCardError,
    IllegalTurnError,
    RowDirectionError,
)
from engine.errors import ascii_digits_reason, shown_number, whole_number

#: A player has at most this many face-up rows.
MAX_ROWS = 3


class Direction(enum.Enum):
    """The direction a row's second card sets."""

    UP = "up"
    DOWN = "down"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Row:
    """One face-up row, in the order its cards were placed.

    >>> row = Row.of(Card(40), Card(12))
    >>> row.direction, row.accepts(Card(5)), row.accepts(Card(41))
    (<Direction.DOWN: 'down'>, True, False)
    >>> Row.of(Card(7)).direction is None
    True
    """

    cards: tuple[Card, ...]

    @classmethod
    def of(cls, *cards: Card) -> Row:
        return cls(tuple(cards))

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __str__(self) -> str:
        return " ".join(str(card) for card in self.cards)

    @property
    def direction(self) -> Direction | None:
        """Up or down once the row has two cards; ``None`` before."""
        if len(self.cards) < 2:
            return None
        return Direction.UP if self.cards[1] > self.cards[0] else Direction.DOWN

    @property
    def last(self) -> Card:
        return self.cards[-1]

    def accepts(self, card: Card) -> bool:
        """Whether ``card`` may be added: any card to a one-card row, else one that continues."""
        direction = self.direction
        if direction is None:
            return True
        return card > self.last if direction is Direction.UP else card < self.last

    def misplaced(self) -> tuple[Card, ...]:
        """The cards that break the direction the second card set (a mistake on the table).

        >>> [c.number for c in Row.of(Card(10), Card(20), Card(15), Card(30)).misplaced()]
        [15]
        """
        direction = self.direction
        if direction is None:
            return ()
        cards = self.cards
        return tuple(
            card
            for before, card in itertools.pairwise(cards[1:])
            if (card < before if direction is Direction.UP else card > before)
        )


class Action(enum.Enum):
    """What a player does with the card they took."""

    ADD = "row"
    NEW_ROW = "new row"
    CLOSE = "close row"


_CHOICE_RE = re.compile(
    r"\s*(?:(close\s+)?row\s+([0-9]+)|(new\s+row))\s*", re.IGNORECASE | re.ASCII
)


@dataclass(frozen=True, slots=True)
class RowChoice:
    """Where the taken card goes: ``row N``, ``new row`` or ``close row N`` (rows from 0).

    ``close row N`` closes row N and starts a new row, in its place, with the card.

    >>> RowChoice.parse("Close  row 2"), str(NEW_ROW)
    (RowChoice.parse('close row 2'), 'new row')
    >>> RowChoice.parse("row three")
    Traceback (most recent call last):
      ...
    engine.cards.errors.CardNotationError: not a row choice (expected 'row N', ...): 'row three'
    """

    action: Action
    row: int | None = None

    def __post_init__(self) -> None:
        if (self.action is Action.NEW_ROW) != (self.row is None):
            raise CardNotationError("only 'new row' names no row", self)

    @classmethod
    def parse(cls, text: str) -> RowChoice:
        match = _CHOICE_RE.fullmatch(text)
        if match is None:
            reason = ascii_digits_reason(text)
            raise CardNotationError(
                reason or "not a row choice (expected 'row N', 'new row' or 'close row N')", text
            )
        if match.group(3):
            return NEW_ROW
        digits = match.group(2)
        row = whole_number(digits, sys.maxsize)
        if row is None:
            raise CardNotationError(f"there is no row {shown_number(digits)}", text)
        return cls(Action.CLOSE if match.group(1) else Action.ADD, row)

    def __str__(self) -> str:
        if self.row is None:
            return self.action.value
        return f"{self.action.value} {self.row}"

    def __repr__(self) -> str:
        return f"RowChoice.parse('{self}')"


NEW_ROW = RowChoice(Action.NEW_ROW)


@dataclass(frozen=True, slots=True)
class DisplayChange:
    """A card placed (or a mistake corrected): the display before and after.

    ``card`` is the card placed, or the misplaced card when ``choice`` is
    ``None`` (the mistake rule); ``closed`` are the cards that went face down.
    This is what a worked example of a row extended or closed draws.
    """

    before: Display
    after: Display
    card: Card
    choice: RowChoice | None
    closed: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class Display:
    """A player's face-up rows and face-down discard pile, as they lie on the table.

    The constructor takes the table as it is, mistakes included (see
    ``misplaced``); ``place`` only ever makes legal changes.
    """

    rows: tuple[Row, ...] = ()
    discard_pile: tuple[Card, ...] = ()

    @classmethod
    def of(
        cls,
        rows: Iterable[Iterable[Card]],
        discard_pile: Iterable[Card] = (),
        *,
        first_row: int = 0,
    ) -> Display:
        """A display from rows of cards in placement order, checked like a finished game.

        ``first_row`` is the number the messages give the first row (see ``check``).

        >>> Display.of([[Card(1), Card(2)], [Card(2)]])
        Traceback (most recent call last):
          ...
        engine.cards.errors.DuplicateCardError: card 2 is in the display twice: '1 2 | 2'
        """
        display = cls(tuple(Row(tuple(row)) for row in rows), tuple(discard_pile))
        display.check(first_row=first_row)
        return display

    def __str__(self) -> str:
        lines = []
        for index, row in enumerate(self.rows):
            direction = "" if row.direction is None else f" ({row.direction})"
            lines.append(f"row {index}{direction}: {row}")
        if self.discard_pile:
            lines.append(f"discard pile: {len(self.discard_pile)} cards")
        return "\n".join(lines) or "(empty)"

    def __contains__(self, card: object) -> bool:
        return card in self.discard_pile or any(card in row.cards for row in self.rows)

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card of the display: the rows in order, then the discard pile."""
        return (*(card for row in self.rows for card in row), *self.discard_pile)

    def check(self, *, first_row: int = 0) -> None:
        """Raise unless the display could have come from legal play.

        At most three rows, none empty, every number once, no misplaced card,
        at most the deck's six colours. Messages number the rows from
        ``first_row``: 0 as ``RowChoice`` counts them, 1 as people do.

        >>> Display.of([[Card(1, "red"), Card(5, "red"), Card(3, "red")]], first_row=1)
        Traceback (most recent call last):
          ...
        engine.cards.errors.RowDirectionError: card 3 breaks the direction of row 1 (up): '1:red 5:red 3:red'
        """
        text = " | ".join(str(row) for row in self.rows)
        if len(self.rows) > MAX_ROWS:
            raise IllegalTurnError(
                f"a display has at most {MAX_ROWS} rows, not {len(self.rows)}", text
            )
        seen: set[Card] = set()
        for index, row in enumerate(self.rows):
            if not row.cards:
                raise IllegalTurnError(f"row {index + first_row} is empty", text)
            for card in row:
                if card in seen:
                    raise DuplicateCardError(f"card {card.number} is in the display twice", text)
                seen.add(card)
            misplaced = row.misplaced()
            if misplaced:
                raise RowDirectionError(
                    f"card {misplaced[0].number} breaks the direction of row {index + first_row}"
                    f" ({row.direction})",
                    text,
                )
        for card in self.discard_pile:
            if card in seen:
                raise DuplicateCardError(f"card {card.number} is in the display twice", text)
            seen.add(card)
        colours = sorted({card.colour for card in seen if card.colour is not None})
        if len(colours) > COLOURS_IN_DECK:
            raise IllegalTurnError(
                f"the display has {len(colours)} colours, more than the {COLOURS_IN_DECK}"
                " of the deck",
                " ".join(colours),
            )

    def choices(self, card: Card) -> list[RowChoice]:
        """Every legal place for ``card``: rows it continues, a new row, closing any row.

        With three rows and no row that the card continues, only closing is left.

        >>> full = Display.of([[Card(10), Card(90)], [Card(50), Card(5)], [Card(60), Card(70)]])
        >>> [str(choice) for choice in full.choices(Card(30))]
        ['close row 0', 'close row 1', 'close row 2']
        """
        found = [RowChoice(Action.ADD, i) for i, row in enumerate(self.rows) if row.accepts(card)]
        if len(self.rows) < MAX_ROWS:
            found.append(NEW_ROW)
        found.extend(RowChoice(Action.CLOSE, i) for i in range(len(self.rows)))
        return found

    def must_close(self, card: Card) -> bool:
        """Whether ``card`` fits nowhere, so a row has to be closed for it."""
        return len(self.rows) >= MAX_ROWS and not any(row.accepts(card) for row in self.rows)

    def place(self, card: Card, choice: RowChoice, *, first_row: int = 0) -> DisplayChange:
        """Put the taken ``card`` where ``choice`` says, if the rules allow it.

        ``choice`` counts rows from 0; messages number them from ``first_row``
        (see ``check``), so a caller that counts from 1 passes its row minus 1.

        >>> display = Display.of([[Card(12), Card(40)]])
        >>> display.place(Card(30), RowChoice.parse("row 0"), first_row=1)
        Traceback (most recent call last):
          ...
        engine.cards.errors.RowDirectionError: card 30 does not continue row 1 (up, last card 40): '30'
        >>> display.place(Card(30), RowChoice(Action.ADD, 1), first_row=1)
        Traceback (most recent call last):
          ...
        engine.cards.errors.IllegalTurnError: there is no row 2: the display has 1 rows (counted from 1): '30'
        """
        text = str(card)
        if card in self:
            raise DuplicateCardError(f"card {card.number} is already in the display", text)
        rows = list(self.rows)
        if choice.action is Action.NEW_ROW:
            if len(rows) >= MAX_ROWS:
                raise IllegalTurnError(
                    f"there are already {MAX_ROWS} rows: add card {card.number} to one"
                    " or close one",
                    text,
                )
            rows.append(Row((card,)))
            return DisplayChange(self, Display(tuple(rows), self.discard_pile), card, choice)
        index = self._row_index(choice, text, first_row)
        row = rows[index]
        if choice.action is Action.CLOSE:
            rows[index] = Row((card,))
            after = Display(tuple(rows), (*self.discard_pile, *row.cards))
            return DisplayChange(self, after, card, choice, row.cards)
        if not row.accepts(card):
            raise RowDirectionError(
                f"card {card.number} does not continue row {index + first_row}"
                f" ({row.direction}, last card {row.last.number})",
                text,
            )
        rows[index] = Row((*row.cards, card))
        return DisplayChange(self, Display(tuple(rows), self.discard_pile), card, choice)

    def close_misplaced(self, card: Card) -> DisplayChange:
        """The mistake rule: a misplaced card noticed later closes its row at once.

        >>> table = Display((Row.of(Card(10), Card(20), Card(15)), Row.of(Card(7))))
        >>> change = table.close_misplaced(Card(15))
        >>> print(change.after)
        row 0: 7
        discard pile: 3 cards
        """
        text = str(card)
        for index, row in enumerate(self.rows):
            if card in row.cards:
                if card not in row.misplaced():
                    raise IllegalTurnError(
                        f"card {card.number} continues row {index} ({row.direction}):"
                        " it is not misplaced",
                        text,
                    )
                rows = self.rows[:index] + self.rows[index + 1 :]
                after = Display(rows, (*self.discard_pile, *row.cards))
                return DisplayChange(self, after, card, None, row.cards)
        raise IllegalTurnError(f"card {card.number} is not in a face-up row", text)

    def _row_index(self, choice: RowChoice, text: str, first_row: int = 0) -> int:
        index = choice.row
        if index is None or not 0 <= index < len(self.rows):
            shown = index if index is None else index + first_row
            counted = f" (counted from {first_row})" if first_row else ""
            raise IllegalTurnError(
                f"there is no row {shown}: the display has {len(self.rows)} rows{counted}", text
            )
        return index

    def to_json(self) -> dict[str, Any]:
        return {
            "rows": [[str(card) for card in row] for row in self.rows],
            "discard_pile": [str(card) for card in self.discard_pile],
        }
