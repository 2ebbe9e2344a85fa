"""Sentences about an Up or Down? worked example, in the reader's language.

The same catalog (``worked_example``) and the same habits as ``text.py``:
every sentence is a template with real plural forms, numbers go through the
shared ``Narrator``. A card reads as its number with its colour in brackets,
``37 (yellow)``. The colour there describes the card, so it has a message of
its own per case (``card``: the card as subject; ``card, object``: as
object; ``card, with``: what a row ends with), where a language's adjective
agrees with the word for "card"; the colour named alone (``colour``) and as
a group's colour (``colour of``, "cards of that colour") are other messages
again.

>>> import gettext
>>> from engine.cards import Card, Circle
>>> narrator = CardNarrator(Narrator(gettext.NullTranslations(), "en"))
>>> play = Circle.of(Card.parse(t) for t in "3:red 17:blue 40:green".split()).play(Card(37, "yellow"))
>>> narrator.played(play)
'Played: 37 (yellow)'
>>> narrator.circle_caption(play)
'Neighbours you may take: 17 (blue) and 40 (green).'
>>> narrator.plays(0, play)
'Player 1 plays card 37 (yellow) into the circle.'
>>> narrator.colour_list(["blue", "orange", "green"])
'blue, orange, and green'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from babel.lists import format_list

from engine.cards import Action, Card, CirclePlay, Direction, Display, DisplayChange, DisplayScore

from .text import N_, Narrator

#: Colour names read in a sentence (the drawing has a symbol per colour instead).
COLOUR_NAMES: dict[str, str] = {
    "red": N_("red"),
    "blue": N_("blue"),
    "green": N_("green"),
    "yellow": N_("yellow"),
    "purple": N_("purple"),
    "orange": N_("orange"),
    "pink": N_("pink"),
    "grey": N_("grey"),
}

#: How a card's colour is written: the card as subject, and as object.
SUBJECT = "card"
OBJECT = "card, object"
#: A card a row ends with ("the row ends with 30 (red)"): Russian, Ukrainian take the instrumental.
WITH = "card, with"

DIRECTION_NAMES: dict[Direction | None, str] = {
    Direction.UP: N_("rises"),
    Direction.DOWN: N_("falls"),
    None: N_("no direction yet"),
}


@dataclass(frozen=True)
class CardNarrator:
    """Writes the generated text of Up or Down? examples in one language."""

    narrator: Narrator

    def _(self, message: str) -> str:
        return self.narrator.translations.gettext(message)

    # -- building blocks -------------------------------------------------------
    def colour(self, colour: str) -> str:
        """A colour's name in the reader's language, on its own."""
        return self.narrator.translations.pgettext("colour", COLOUR_NAMES[colour])

    def colour_of(self, colour: str) -> str:
        """A colour as a group of cards has it: "… cards are blue" (ru: «синего цвета»)."""
        return self.narrator.translations.pgettext("colour of", COLOUR_NAMES[colour])

    def colour_list(self, names: Sequence[str]) -> str:
        """Names (or any texts) listed the language's way: ``blue, orange, and green``."""
        return format_list(list(names), locale=self.narrator.language)

    def list_pattern(self, items: int) -> str:
        """:meth:`colour_list` with ``{0}``, ``{1}``… in place of the items, to fill in later."""
        return self.colour_list([f"{{{index}}}" for index in range(items)]) if items else ""

    def card(self, card: Card, case: str = SUBJECT) -> str:
        """``37 (yellow)``; a card stated without colour is its number alone.

        ``case`` is :data:`SUBJECT`, :data:`OBJECT` or :data:`WITH`: the colour
        agrees with the word for "card" where a language declines it.
        """
        if card.colour is None:
            return self.narrator.number(card.number)
        return self._("{number} ({colour})").format(
            number=self.narrator.number(card.number),
            colour=self.narrator.translations.pgettext(case, COLOUR_NAMES[card.colour]),
        )

    def cards(self, cards: Sequence[Card]) -> str:
        return ", ".join(self.card(card) for card in cards)

    def card_count(self, n: int) -> str:
        return self.narrator.count("{n} card", "{n} cards", n)

    def points(self, n: int) -> str:
        return self.narrator.count("{n} point", "{n} points", n)

    def direction(self, direction: Direction | None) -> str:
        return self.narrator.translations.pgettext("direction", DIRECTION_NAMES[direction])

    def display(self, display: Display) -> str:
        """Every row with its direction and cards, then the discard pile."""
        parts = [
            self._("row {row} ({direction}): {cards}").format(
                row=self.narrator.number(index),
                direction=self.direction(row.direction),
                cards=self.cards(row.cards),
            )
            for index, row in enumerate(display.rows, 1)
        ]
        if display.discard_pile:
            parts.append(
                self._("discard pile: {cards}").format(
                    cards=self.card_count(len(display.discard_pile))
                )
            )
        if not parts:
            return self.narrator.translations.pgettext("display", "no cards")
        return "; ".join(parts)

    # -- the circle ------------------------------------------------------------
    def played(self, play: CirclePlay) -> str:
        return self._("Played: {card}").format(card=self.card(play.played))

    def plays(self, seat: int, play: CirclePlay) -> str:
        """A round walkthrough's turn: who plays which card (seats 0-based)."""
        return self._("Player {n} plays card {card} into the circle.").format(
            n=self.narrator.number(seat + 1), card=self.card(play.played, OBJECT)
        )

    def circle_alt(self, play: CirclePlay) -> str:
        """The drawing's alt text: which two cards may be taken."""
        return self._("Neighbours you may take: {lower} and {higher}.").format(
            lower=self.card(play.lower), higher=self.card(play.higher)
        )

    def circle_caption(self, play: CirclePlay) -> str:
        """Which two cards may be taken, and the wrap when the card went past the ends."""
        sentence = self.circle_alt(play)
        if play.wraps:
            sentence += " " + self._(
                "{card} goes between the highest and the lowest card: the circle wraps."
            ).format(card=self.card(play.played))
        return sentence

    def circle_description(self, play: CirclePlay) -> str:
        circle = self._(
            "Circle, in ascending order ({count}): {cards}; after {highest} comes {lowest} again."
        ).format(
            count=self.card_count(len(play.circle)),
            cards=self.cards(play.circle),
            highest=self.narrator.number(play.circle[-1].number),
            lowest=self.narrator.number(play.circle[0].number),
        )
        return f"{self.circle_caption(play)} {circle}"

    # -- a row extended, started or closed ------------------------------------------
    def taken(self, change: DisplayChange) -> str:
        return self._("Taken: {card}").format(card=self.card(change.card))

    def takes(self, seat: int, change: DisplayChange) -> str:
        """A round walkthrough's turn: which neighbour the player takes from the circle."""
        return self._("Player {n} takes card {card} from the circle.").format(
            n=self.narrator.number(seat + 1), card=self.card(change.card, OBJECT)
        )

    def change_sentences(self, change: DisplayChange) -> tuple[str, str | None]:
        """What happened to the display: the main sentence, and the one that follows it."""
        assert change.choice is not None
        row_index = change.choice.row
        if change.choice.action is Action.NEW_ROW:
            sentence = self._("{card} starts row {row}; the row has no direction yet.").format(
                card=self.card(change.card), row=self.narrator.number(len(change.after.rows))
            )
            return sentence, None
        assert row_index is not None
        number = self.narrator.number(row_index + 1)
        if change.choice.action is Action.CLOSE:
            closed = self.narrator.translations.ngettext(
                "Row {row} is closed: its {count} card goes face down onto the discard pile.",
                "Row {row} is closed: its {count} cards go face down onto the discard pile.",
                len(change.closed),
            ).format(row=number, count=self.narrator.number(len(change.closed)))
            return closed, self._("The taken card starts a new row in its place.")
        row = change.after.rows[row_index]
        sentence = self._("{card} is added to row {row}.").format(
            card=self.card(change.card), row=number
        )
        rises = row.direction is Direction.UP
        if len(row.cards) == 2:
            direction = (
                self._("The second card sets the direction: the row rises.")
                if rises
                else self._("The second card sets the direction: the row falls.")
            )
        else:
            direction = self._("The row rises.") if rises else self._("The row falls.")
        return sentence, direction

    def change_alt(self, change: DisplayChange) -> str:
        """The drawing's alt text: the main sentence of the caption."""
        return self.change_sentences(change)[0]

    def change_caption(self, change: DisplayChange) -> str:
        """What happened to the display, in one or two sentences."""
        return " ".join(s for s in self.change_sentences(change) if s is not None)

    def change_description(self, change: DisplayChange) -> str:
        tables = self._("Before: {before}. After: {after}.").format(
            before=self.display(change.before), after=self.display(change.after)
        )
        return f"{self.change_caption(change)} {tables}"

    # -- a scored display -------------------------------------------------------
    def total(self, score: DisplayScore) -> str:
        return self._("Score: {points}").format(points=self.points(score.total))

    def score_caption(self, score: DisplayScore) -> str:
        """The rules' formula: ``8 × 3 + 2 × 1 + 8 × 5 = 66.`` (plus the discarded cards)."""
        n = self.narrator.number
        terms = [f"{n(row.cards)} \N{MULTIPLICATION SIGN} {n(row.count)}" for row in score.rows]
        if score.discards:
            terms.append(n(score.discards))
            template = self._("Rows and discard pile: {terms} = {total}.")
        else:
            template = self._("Rows: {terms} = {total}.")
        return template.format(terms=" + ".join(terms), total=n(score.total))

    def score_description(self, score: DisplayScore) -> str:
        n = self.narrator.number
        parts = [self.score_caption(score)]
        ngettext = self.narrator.translations.ngettext
        for index, (row, scored) in enumerate(zip(score.face_up, score.rows, strict=True), 1):
            groups = Counter(card.colour for card in row.cards)
            if scored.cards == 1:
                # One card: its colour is the row's only one.
                template = self._("Row {row} has one card, {card_colour}: {formula} = {points}.")
            elif sum(size == scored.count for size in groups.values()) > 1:
                # No colour is the most common one: none is named.
                template = ngettext(
                    "Row {row} has {cards}; its largest colour groups are tied, at {count}"
                    " card each: {formula} = {points}.",
                    "Row {row} has {cards}; its largest colour groups are tied, at {count}"
                    " cards each: {formula} = {points}.",
                    scored.count,
                )
            else:
                template = ngettext(
                    "Row {row} has {cards}; the most common colour is {colour}, with {count}"
                    " card: {formula} = {points}.",
                    "Row {row} has {cards}; the most common colour is {colour}, with {count}"
                    " cards: {formula} = {points}.",
                    scored.count,
                )
            parts.append(
                template.format(
                    row=n(index),
                    cards=self.card_count(scored.cards),
                    colour=self.colour_of(scored.colour),
                    card_colour=self.narrator.translations.pgettext(
                        SUBJECT, COLOUR_NAMES[scored.colour]
                    ),
                    count=n(scored.count),
                    formula=f"{n(scored.cards)} \N{MULTIPLICATION SIGN} {n(scored.count)}",
                    points=self.points(scored.score),
                )
            )
            parts.append(
                self._("The cards of row {row}: {list}.").format(
                    row=n(index), list=self.cards(row.cards)
                )
            )
        if score.discards:
            parts.append(
                ngettext(
                    "The discard pile holds {count} card, at 1 point each: {points}.",
                    "The discard pile holds {count} cards, at 1 point each: {points}.",
                    score.discards,
                ).format(count=n(score.discards), points=self.points(score.discards))
            )
        parts.append(self._("Total: {points}.").format(points=self.points(score.total)))
        return " ".join(parts)

    # -- legends ------------------------------------------------------------------
    def legend(self, kind: str, *, closing: bool = False, pile: bool = False) -> list[str]:
        """The keys to the marks of one kind of drawing: only the marks it shows."""
        if kind == "circle":
            return [
                self._("Blue frame: the card just played"),
                self._("Double outline: a neighbour you may take"),
            ]
        if kind == "row":
            keys = [
                self._("Above the dashed line: before; below it: after"),
                self._("Green frame: the card taken"),
                self._("Arrow up or down: the row rises or falls"),
            ]
            if closing:
                keys.append(self._("Dashed outline: the row being closed"))
                keys.append(self._("Green frame round the discard pile: the cards just added"))
        else:
            keys = [
                self._("Thick outline: cards of the row's most common colour"),
                self._("Under each row: its cards × cards of that colour = points"),
            ]
        if pile:
            keys.append(self._("Dark stack: discard pile, with its number of cards"))
        return keys

    def colours_label(self) -> str:
        return self._("Colours in this example:")
