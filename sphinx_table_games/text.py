"""Sentences about one frame of a worked example, in the reader's language.

Every sentence comes from a template in the extension's own gettext catalog
(``worked_example``), with real plural forms; numbers are formatted by Babel
for the language. Nothing here knows about Sphinx, so the sentences can be
checked against the approved Polish and Russian wording directly.

>>> import gettext, engine
>>> narrator = Narrator(gettext.NullTranslations(), "en")
>>> step = engine.explain(engine.FIVE_UP, ["[1|4]", "[1|1] on [1|4] low"])[-1]
>>> narrator.placed(step)
'Placed: [1|1]'
>>> narrator.caption(step)
'Counted contributions: 2 + 4 = 6. Points for the placement: 0 raw points (0 displayed points).'
"""

from __future__ import annotations

import gettext
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from babel.numbers import format_decimal

from engine import Connection, Slot, Step

#: The name of the extension's message catalog (``<name>.po`` / ``<name>.mo``).
CATALOG = "worked_example"


def N_(message: str) -> str:
    """Mark a message for extraction without translating it (gettext convention)."""
    return message


# Slot names read in a sentence; the tokens themselves stay language-neutral.
SLOT_NAMES: dict[Slot, str] = {
    Slot.LOW: N_("lower end"),
    Slot.HIGH: N_("higher end"),
    Slot.SIDE_A: N_("chain side A"),
    Slot.SIDE_B: N_("chain side B"),
    Slot.ARM_A: N_("arm A"),
    Slot.ARM_B: N_("arm B"),
}


@dataclass(frozen=True)
class Narrator:
    """Writes the generated text of worked examples and tallies in one language."""

    translations: gettext.NullTranslations
    language: str

    # -- building blocks -------------------------------------------------
    def _(self, message: str) -> str:
        return self.translations.gettext(message)

    def number(self, value: int | Fraction) -> str:
        """A number as the language writes it (Polish and Russian: ``2,5``).

        >>> import gettext
        >>> Narrator(gettext.NullTranslations(), "pl").number(Fraction(5, 2))
        '2,5'
        """
        if isinstance(value, Fraction) and value.denominator != 1:
            return str(format_decimal(float(value), locale=self.language))
        return str(format_decimal(int(value), locale=self.language))

    def count(self, singular: str, plural: str, n: int) -> str:
        """``n`` with the plural form the language needs for it."""
        return self.translations.ngettext(singular, plural, n).format(n=self.number(n))

    def raw_points(self, n: int) -> str:
        return self.count("{n} raw point", "{n} raw points", n)

    def displayed_points(self, n: int) -> str:
        return self.count("{n} displayed point", "{n} displayed points", n)

    def slot(self, slot: Slot) -> str:
        return self.translations.pgettext("slot", SLOT_NAMES[slot])

    def _listing(self, items: Sequence[str], separator: str, context: str) -> str:
        if not items:
            return self.translations.pgettext(context, "none")
        return separator.join(items)

    # -- sentences --------------------------------------------------------
    def placed(self, step: Step) -> str:
        """The caption's first line: which tile this frame placed."""
        return self._("Placed: {tile}").format(tile=step.tile)

    def contributions_sentence(self, step: Step, values: Sequence[int] | None = None) -> str:
        """``Counted contributions: 2 + 3 = 5.`` (also the diagram's alt text).

        The terms come in the order of ``explain``'s record, as the approved
        worked examples print them, or in the order ``values`` gives.
        """
        if values is None:
            values = [c.value for c in step.contributions]
        if len(values) == 1:
            # One end: a sentence of its own, so a language may say "4" (English)
            # or keep the approved seeds' "4 = 4" (Polish, Russian).
            return self._("Counted contributions: {end_sum}.").format(
                end_sum=self.number(step.end_sum)
            )
        terms = " + ".join(self.number(value) for value in values)
        return self._("Counted contributions: {terms} = {end_sum}.").format(
            terms=terms, end_sum=self.number(step.end_sum)
        )

    def points_sentence(self, step: Step) -> str:
        """``Points for the placement: …`` with displayed points where the game has them."""
        raw = self.raw_points(step.points)
        if step.displayed_points is None:
            return self._("Points for the placement: {raw_points}.").format(raw_points=raw)
        return self._("Points for the placement: {raw_points} ({displayed_points}).").format(
            raw_points=raw, displayed_points=self.displayed_points(step.displayed_points)
        )

    def caption(self, step: Step, values: Sequence[int] | None = None) -> str:
        """The caption sentence: contributions (in ``values``' order if given), then the points."""
        return f"{self.contributions_sentence(step, values)} {self.points_sentence(step)}"

    def connection(self, connection: Connection) -> str:
        """Where a tile joined, as the descriptions write it: ``[1|4] (high) – [4|6] (low)``."""
        # An en dash, as in the approved seed texts.
        return self._("{tile} ({slot}) – {to} ({to_slot})").format(
            tile=connection.parent,
            slot=self.slot(connection.parent_slot),
            to=connection.child,
            to_slot=self.slot(connection.child_slot),
        )

    def description(self, step: Step, values: Sequence[int] | None = None) -> str:
        """The long description: the caption sentence, then the whole layout in words.

        ``values`` orders the caption's sum as :meth:`contributions_sentence` does.
        """
        tiles = self._listing([str(t) for t in step.tiles], ", ", "tiles")
        spinners = self._listing([str(t) for t in step.spinners], ", ", "spinner doubles")
        connections = self._listing(
            [self.connection(c) for c in step.connections], "; ", "connections"
        )
        points = self._listing(
            [
                self._("{tile} ({slot}, {value})").format(
                    tile=p.tile, slot=self.slot(p.slot), value=self.number(p.value)
                )
                for p in step.attachment_points
            ],
            "; ",
            "attachment points",
        )
        contributions = self._listing(
            [
                self._("{tile}: {value}").format(tile=c.tile, value=self.number(c.value))
                for c in step.contributions
            ],
            "; ",
            "contributions",
        )
        layout = self._(
            "Tiles: {tiles}. Spinner doubles: {spinners}. Connections: {connections}. "
            "Available attachment points: {attachment_points}. "
            "Counted contributions: {contributions}."
        ).format(
            tiles=tiles,
            spinners=spinners,
            connections=connections,
            attachment_points=points,
            contributions=contributions,
        )
        return f"{self.caption(step, values)} {layout}"

    def legend(self) -> tuple[str, str]:
        """The two keys to the diagram's marks."""
        return (
            self._("Filled number: counted contribution"),
            self._("Empty dot: legal attachment, not counted here"),
        )

    def marks(self, step: Step) -> list[tuple[str, str]]:
        """The keys to the drawing's other marks, each with its name, as ``step`` shows them.

        The tile just placed is in every drawing, and every drawing may turn
        a tile the other way round from its name. Where a double is on the
        table, which of its chain sides is side A (the descriptions name
        them); where a double branches, its thick outline and which arm is A.
        """
        keys = [
            ("placed", self._("Yellow tile in a blue frame: the tile just placed")),
            # The text names a tile one way, the drawing turns it to fit its neighbour.
            ("names", self._("Tile names put the lower number first: [2|5] may be drawn 5|2")),
        ]
        if any(tile.is_double for tile in step.tiles):
            keys.append(
                (
                    "sides",
                    self._(
                        "Chain side A of a double: the side towards the tile it was played on"
                        " (the left side of an opening double)"
                    ),
                )
            )
        if step.spinners:
            keys.append(("spinner", self._("Thick orange outline: a double that branches")))
            keys.append(
                (
                    "arms",
                    self._(
                        "Arm A: the arm that points up, or left where the chain runs up and down"
                    ),
                )
            )
        return keys

    def description_summary(self) -> str:
        """The label of the disclosure that holds the long description."""
        return self._("Full description")

    def example_label(self) -> str:
        """The accessible name of a worked example as a whole."""
        return self._("Worked example")

    # -- the paper tally ---------------------------------------------------
    def tally(self, raw: int, symbols: int, strokes: int, displayed: int | None) -> str:
        """How a score is written on paper: ``65 raw points: one 50-point symbol and 3 strokes``.

        >>> import gettext
        >>> Narrator(gettext.NullTranslations(), "en").tally(65, 1, 3, None)
        '65 raw points: one 50-point symbol and 3 strokes'
        """
        marks = []
        if symbols:
            marks.append(self.count("one 50-point symbol", "{n} 50-point symbols", symbols))
        if strokes:
            marks.append(self.count("{n} stroke", "{n} strokes", strokes))
        if len(marks) == 2:
            drawn = self._("{symbols} and {strokes}").format(symbols=marks[0], strokes=marks[1])
        elif marks:
            drawn = marks[0]
        else:
            drawn = self._("no marks")
        if displayed is None:
            return self._("{raw_points}: {marks}").format(
                raw_points=self.raw_points(raw), marks=drawn
            )
        return self._("{raw_points} ({displayed_points}): {marks}").format(
            raw_points=self.raw_points(raw),
            displayed_points=self.displayed_points(displayed),
            marks=drawn,
        )
