"""Sentences about an Up or Down? worked example, in the reader's language.

The same catalog (``worked_example``) and the same habits as ``text.py``:
every sentence is a template with real plural forms, numbers go through the
shared ``Narrator``. A card reads as its number with its colour in brackets,
``37 (yellow)``, so no colour word has to agree with a noun.

>>> import gettext
>>> from engine.cards import Card, Circle
>>> narrator = CardNarrator(Narrator(gettext.NullTranslations(), "en"))
>>> play = Circle.of(Card.parse(t) for t in "3:red 17:blue 40:green".split()).play(Card(37, "yellow"))
>>> narrator.played(play)
'Played: 37 (yellow)'
>>> narrator.circle_caption(play)
'Neighbours you may take: 17 (blue) and 40 (green).'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

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
        """A colour's name in the reader's language."""
        return self.narrator.translations.pgettext("colour", COLOUR_NAMES[colour])

    def card(self, card: Card) -> str:
        """``37 (yellow)``; a card stated without colour is its number alone."""
        if card.colour is None:
            return self.narrator.number(card.number)
        return self._("{number} ({colour})").format(
            number=self.narrator.number(card.number), colour=self.colour(card.colour)
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
            moved = self.narrator.translations.ngettext(
                "{n} card goes face down onto the discard pile",
                "{n} cards go face down onto the discard pile",
                len(change.closed),
            ).format(n=self.narrator.number(len(change.closed)))
            closed = self._("Row {row} is closed: {moved}.").format(row=number, moved=moved)
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
        for index, (row, scored) in enumerate(zip(score.face_up, score.rows, strict=True), 1):
            parts.append(
                self._(
                    "Row {row}: {cards}; most common colour {colour}, {count}:"
                    " {formula} = {points}. Its cards: {list}."
                ).format(
                    row=n(index),
                    cards=self.card_count(scored.cards),
                    colour=self.colour(scored.colour),
                    count=self.card_count(scored.count),
                    formula=f"{n(scored.cards)} \N{MULTIPLICATION SIGN} {n(scored.count)}",
                    points=self.points(scored.score),
                    list=self.cards(row.cards),
                )
            )
        if score.discards:
            parts.append(
                self._("Discard pile: {cards}, 1 point each: {points}.").format(
                    cards=self.card_count(score.discards), points=self.points(score.discards)
                )
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
                self._("Top: before; bottom: after"),
                self._("Blue frame: the card taken"),
                self._("Arrow up or down: the row rises or falls"),
            ]
            if closing:
                keys.append(self._("Dashed outline: the row being closed"))
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
