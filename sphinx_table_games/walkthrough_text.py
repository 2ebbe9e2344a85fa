"""Sentences of a whole round played through, turn by turn, in the reader's language.

Like ``text.py`` every sentence is a template of the extension's catalog and
every number comes from the engine's record of the round; nothing here
knows about Sphinx.

>>> import gettext, engine
>>> from engine.match import play_match
>>> record = play_match(engine.FIVE_UP, players=2, seed=4).rounds[0]
>>> talk = RoundNarrator(Narrator(gettext.NullTranslations(), "en"))
>>> talk.player(0), talk.turn_title(1, 10, 1)
('Player 1', 'Turn 1 of 10: Player 2')
>>> talk.deduction(engine.FIVE_UP, 0, record.remaining[0])
'Player 1: [0|6], 6 pips, rounded to 5: minus 5 raw points (1 displayed point).'
>>> talk.deduction(engine.FIVE_UP, 1, record.remaining[1])
'Player 2: no tiles left, nothing to deduct.'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from engine import Rules, Slot, Step, Tile
from engine.round import Turn
from engine.settlement import round_to_five

from .text import Narrator


@dataclass(frozen=True)
class RoundNarrator:
    """The generated text of a round walkthrough (dominoes) and its controls."""

    narrator: Narrator

    def _(self, message: str) -> str:
        return self.narrator.translations.gettext(message)

    # -- names and amounts ----------------------------------------------------
    def player(self, seat: int) -> str:
        """Seats are 0-based in the record, players 1-based on the page."""
        return self._("Player {n}").format(n=self.narrator.number(seat + 1))

    def team(self, team: Sequence[int]) -> str:
        if len(team) == 1:
            return self.player(team[0])
        return self._("Players {first} and {second}").format(
            first=self.narrator.number(team[0] + 1), second=self.narrator.number(team[1] + 1)
        )

    def tiles(self, tiles: Sequence[Tile]) -> str:
        if not tiles:
            return self.narrator.translations.pgettext("tiles", "none")
        return " ".join(str(tile) for tile in tiles)

    def pips(self, n: int) -> str:
        return self.narrator.count("{n} pip", "{n} pips", n)

    def points(self, rules: Rules, value: Fraction | int) -> str:
        """Raw points, with displayed points where the game has them (Five Up)."""
        value = Fraction(value)
        if value.denominator == 1:
            raw = self.narrator.raw_points(int(value))
        else:
            # A half point (an All Fives split): the form a plural takes after a fraction.
            raw = self.narrator.translations.ngettext("{n} raw point", "{n} raw points", 2).format(
                n=self.narrator.number(value)
            )
        displayed = rules.display(value)
        if displayed is None:
            return raw
        return self._("{raw_points} ({displayed_points})").format(
            raw_points=raw, displayed_points=self.narrator.displayed_points(displayed)
        )

    def scores(
        self, rules: Rules, teams: Sequence[Sequence[int]], scores: Sequence[Fraction]
    ) -> str:
        return "; ".join(
            self._("{team}: {points}").format(team=self.team(team), points=self.points(rules, s))
            for team, s in zip(teams, scores, strict=True)
        )

    # -- the setup -------------------------------------------------------------
    def setup_title(self) -> str:
        return self._("Setup")

    def face_up_note(self) -> str:
        return self._(
            "Every hand and the boneyard are shown face up, for teaching; at the table they stay hidden."
        )

    def hand(self, seat: int, tiles: Sequence[Tile]) -> str:
        return self.holds(seat, self.tiles(tiles))

    def holds(self, seat: int, listing: str) -> str:
        return self._("{player} holds: {tiles}.").format(player=self.player(seat), tiles=listing)

    def face_up_note_cards(self) -> str:
        return self._(
            "Every hand is shown face up, for teaching; at the table the hands stay hidden."
        )

    def pair(self, team: Sequence[int]) -> str:
        return self._("{pair} play as a pair and share one score.").format(pair=self.team(team))

    def boneyard(self, tiles: Sequence[Tile]) -> str:
        if not tiles:
            return self._("The boneyard is empty.")
        return self._("Boneyard, in drawing order: {tiles}.").format(tiles=self.tiles(tiles))

    def opener(self, seat: int, neutral_draw: bool) -> str:
        if neutral_draw:
            return self._(
                "A neutral draw decides who opens the first round: {player} opens and may lead any tile."
            ).format(player=self.player(seat))
        return self._(
            "{player} opens: this deal is written out by hand, so no neutral draw was made."
        ).format(player=self.player(seat))

    # -- one turn --------------------------------------------------------------
    def turn_title(self, number: int, total: int, seat: int) -> str:
        return self._("Turn {number} of {total}: {player}").format(
            number=self.narrator.number(number),
            total=self.narrator.number(total),
            player=self.player(seat),
        )

    def drawn(self, tiles: Sequence[Tile]) -> str:
        return self.narrator.translations.ngettext(
            "Nothing fits: draws {n} tile from the boneyard: {tiles}.",
            "Nothing fits: draws {n} tiles from the boneyard: {tiles}.",
            len(tiles),
        ).format(n=self.narrator.number(len(tiles)), tiles=self.tiles(tiles))

    def placement(self, turn: Turn) -> str:
        move = turn.move
        if move is None:
            return self._("The boneyard is empty and nothing fits: passes.")
        if move.target is None or move.slot is None:
            return self._("Opens with {tile}.").format(tile=move.tile)
        if move.slot in (Slot.ARM_A, Slot.ARM_B):
            return self._(
                "Places {tile} on {target}, {slot}: an arm of a branching double."
            ).format(tile=move.tile, target=move.target, slot=self.narrator.slot(move.slot))
        return self._("Places {tile} on {target}, {slot}.").format(
            tile=move.tile, target=move.target, slot=self.narrator.slot(move.slot)
        )

    def step(self, step: Step) -> str:
        """The counted ends and the points, as the worked examples say them."""
        return self.narrator.caption(step)

    def running_scores(
        self, rules: Rules, teams: Sequence[Sequence[int]], scores: Sequence[Fraction]
    ) -> str:
        return self._("Scores now: {scores}.").format(scores=self.scores(rules, teams, scores))

    # -- the end ---------------------------------------------------------------
    def end_title(self) -> str:
        return self._("End of the round")

    def ending(self, end: str, out: int | None) -> str:
        if end == "domino" and out is not None:
            return self._("{player} has placed their last tile: the round ends.").format(
                player=self.player(out)
            )
        return self._("The boneyard is empty and nobody can place: the round is blocked.")

    def deduction(self, rules: Rules, seat: int, tiles: Sequence[Tile]) -> str:
        """Five Up: one seat's own pips, rounded alone, off its score."""
        if not tiles:
            return self._("{player}: no tiles left, nothing to deduct.").format(
                player=self.player(seat)
            )
        pips = sum(tile.pips for tile in tiles)
        rounded = round_to_five(pips)
        return self._("{player}: {tiles}, {pips}, rounded to {rounded}: minus {points}.").format(
            player=self.player(seat),
            tiles=self.tiles(tiles),
            pips=self.pips(pips),
            rounded=self.narrator.number(rounded),
            points=self.points(rules, rounded),
        )

    def deductions_intro(self) -> str:
        return self._(
            "Settlement: each player adds up the pips left in their own hand, rounds to the"
            " nearest five and loses that."
        )

    def left_in_hand(self, remaining: Sequence[Sequence[Tile]]) -> str:
        return self._("Tiles left in hand: {listing}.").format(
            listing="; ".join(
                self._("{player}: {tiles}").format(player=self.player(seat), tiles=self.tiles(t))
                for seat, t in enumerate(remaining)
            )
        )

    def team_pips(self, teams: Sequence[Sequence[int]], pips: Sequence[int]) -> str:
        return self._("Pips left: {listing}.").format(
            listing="; ".join(
                self._("{team}: {pips}").format(team=self.team(team), pips=self.pips(p))
                for team, p in zip(teams, pips, strict=True)
            )
        )

    def award(self, rules: Rules, winner: Sequence[int], pooled: int, blocked: bool) -> str:
        """All Fives: the opponents' pips pooled, rounded once, to the round's winner."""
        rounded = round_to_five(pooled)
        template = (
            self._(
                "Blocked: {team} holds the fewest pips and wins the round. The others' pips,"
                " pooled: {pips}, rounded once to {rounded}: {team} scores {points}."
            )
            if blocked
            else self._(
                "{team} wins the round. The opponents' pips, pooled: {pips}, rounded once to"
                " {rounded}: {team} scores {points}."
            )
        )
        return template.format(
            team=self.team(winner),
            pips=self.pips(pooled),
            rounded=self.narrator.number(rounded),
            points=self.points(rules, rounded),
        )

    def split(
        self, rules: Rules, first: Sequence[int], second: Sequence[int], third_pips: int
    ) -> str:
        rounded = round_to_five(third_pips)
        return self._(
            "Blocked: {first} and {second} tie for the fewest pips and split the third"
            " player's {pips}, rounded to {rounded}: {points} each."
        ).format(
            first=self.team(first),
            second=self.team(second),
            pips=self.pips(third_pips),
            rounded=self.narrator.number(rounded),
            points=self.points(rules, Fraction(rounded, 2)),
        )

    def nobody_scores(self) -> str:
        return self._("Blocked, and the fewest pips are tied: nobody scores.")

    def final_scores(
        self, rules: Rules, teams: Sequence[Sequence[int]], scores: Sequence[Fraction]
    ) -> str:
        return self._("Scores after the round: {scores}.").format(
            scores=self.scores(rules, teams, scores)
        )

    # -- the controls ------------------------------------------------------------
    def label(self) -> str:
        return self._("A whole round, turn by turn")

    def first_turns_label(self) -> str:
        return self._("The first turns of a game, turn by turn")

    def back(self) -> str:
        return self._("Back")

    def next(self) -> str:
        return self._("Next")

    def position_template(self) -> str:
        """For the script: ``{n}`` and ``{total}`` are filled in by the page."""
        return self._("Turn {n} of {total}")

    def controls_label(self) -> str:
        return self._("Turn by turn")

    # -- Up or Down? ---------------------------------------------------------------
    def made_up_colours(self) -> str:
        return self._(
            "The colours of these cards are made up for this example: the real deck's colours"
            " are not given here."
        )

    def circle(self, cards: str) -> str:
        return self._("The circle: {cards}.").format(cards=cards)

    def piles(self, down: int, up: int, top: str) -> str:
        return self._("Draw piles: {down} face down and {up} face up, {top} on top.").format(
            down=self.narrator.number(down), up=self.narrator.number(up), top=top
        )

    def card_draw(self, pile: str, card: str) -> str:
        if pile == "face-up":
            return self._("Draws {card} from the face-up pile.").format(card=card)
        return self._("Draws {card} from the face-down pile.").format(card=card)

    def no_draw(self) -> str:
        return self._("Both draw piles are empty: no draw.")

    def card_scores(self, scores: Sequence[str]) -> str:
        return self._("Scores now: {scores}.").format(
            scores="; ".join(
                self._("{team}: {points}").format(team=self.player(seat), points=points)
                for seat, points in enumerate(scores)
            )
        )
