"""Sentences of a whole round played through, turn by turn, in the reader's language.

As in the package's ``text.py``, every sentence is a template of the
extension's catalog and every number comes from the engine's record of the
round; nothing here knows about Sphinx.

>>> import gettext, engine
>>> from engine.match import play_match
>>> record = play_match(engine.FIVE_UP, players=2, seed=4).rounds[0]
>>> talk = RoundNarrator(Narrator(gettext.NullTranslations(), "en"))
>>> talk.turn_title(1, 10, 1)
'Turn 1 of 10: Player 2'
>>> rounded = record.settlement.per_seat
>>> talk.deduction(engine.FIVE_UP, 0, record.remaining[0], rounded[0])
'Player 1 still holds [0|6]: 6 pips, rounded to 5. Player 1 loses 5 raw points (1 displayed point).'
>>> talk.deduction(engine.FIVE_UP, 1, record.remaining[1], rounded[1])
'Player 2 has no tiles left and loses nothing.'
>>> talk.only_option(0, (engine.Move.parse("[1|4]"), 5))
'Player 1 has only one placement: [1|4] to open (5 raw points).'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from babel.lists import format_list

from diagrams.domino import Drawing
from engine import Move, Rules, Slot, Step, Tile
from engine.round import TurnRecord

from ..text import Narrator


@dataclass(frozen=True)
class RoundNarrator:
    """The generated text of a round walkthrough (dominoes) and its controls.

    Every sentence that names a player is a whole template of its own, with
    the seat number as ``{n}`` (pairs: ``{first}`` and ``{second}``), so a
    translation writes the noun in the case, and with the article, its
    sentence needs.
    """

    narrator: Narrator

    def _(self, message: str) -> str:
        return self.narrator.translations.gettext(message)

    def _n(self, singular: str, plural: str, count: int) -> str:
        """A whole sentence in the plural form ``count`` needs (fill it with ``format``)."""
        return self.narrator.translations.ngettext(singular, plural, count)

    def _seat(self, seat: int) -> str:
        """Seats are 0-based in the record, players 1-based on the page."""
        return self.narrator.number(seat + 1)

    def _team(self, team: Sequence[int]) -> dict[str, str]:
        """A team's seat numbers as placeholders: ``n`` alone, ``first`` and ``second`` a pair."""
        if len(team) == 1:
            return {"n": self._seat(team[0])}
        return {"first": self._seat(team[0]), "second": self._seat(team[1])}

    # -- names and amounts ----------------------------------------------------
    def tiles(self, tiles: Sequence[Tile]) -> str:
        return ", ".join(str(tile) for tile in tiles)

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

    def score_entry(self, team: Sequence[int], points: str) -> str:
        """One team's score in a listing of scores: ``Player 1: 10 raw points``."""
        if len(team) == 1:
            return self._("Player {n}: {points}").format(points=points, **self._team(team))
        return self._("Players {first} and {second}: {points}").format(
            points=points, **self._team(team)
        )

    def scores(
        self, rules: Rules, teams: Sequence[Sequence[int]], scores: Sequence[Fraction]
    ) -> str:
        """Every team's score, a listing: the entries stand apart, separated by semicolons."""
        return "; ".join(
            self.score_entry(team, self.points(rules, s))
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
        return self._("Player {n} holds {tiles}.").format(n=self._seat(seat), tiles=listing)

    def face_up_note_cards(self) -> str:
        return self._(
            "Every hand is shown face up, for teaching; at the table the hands stay hidden."
        )

    def pair(self, team: Sequence[int]) -> str:
        return self._("Players {first} and {second} play as a pair and share one score.").format(
            **self._team(team)
        )

    def boneyard(self, tiles: Sequence[Tile]) -> str:
        if not tiles:
            return self._("The boneyard is empty.")
        return self._("Boneyard, in drawing order: {tiles}.").format(tiles=self.tiles(tiles))

    def opener(self, seat: int, neutral_draw: bool) -> str:
        if neutral_draw:
            return self._(
                "A neutral draw decides who opens the first round: Player {n} opens and may"
                " lead any tile."
            ).format(n=self._seat(seat))
        return self._(
            "Player {n} opens: this deal is written out by hand, so no neutral draw was made."
        ).format(n=self._seat(seat))

    # -- one turn --------------------------------------------------------------
    def turn_title(self, number: int, total: int, seat: int) -> str:
        return self._("Turn {number} of {total}: Player {n}").format(
            number=self.narrator.number(number),
            total=self.narrator.number(total),
            n=self._seat(seat),
        )

    def drawn(self, seat: int, tiles: Sequence[Tile]) -> str:
        if len(tiles) == 1:
            # Its own sentence: "one tile" in words, which no plural form can say.
            return self._(
                "Nothing fits, so Player {n} draws one tile from the boneyard: {tile}."
            ).format(n=self._seat(seat), tile=tiles[0])
        return self._n(
            "Nothing fits, so Player {n} draws {count} tile from the boneyard: {tiles}.",
            "Nothing fits, so Player {n} draws {count} tiles from the boneyard: {tiles}.",
            len(tiles),
        ).format(
            n=self._seat(seat), count=self.narrator.number(len(tiles)), tiles=self.tiles(tiles)
        )

    def placement(self, turn: TurnRecord) -> str:
        move = turn.move
        n = self._seat(turn.seat)
        if move is None:
            return self._("The boneyard is empty and nothing fits: Player {n} passes.").format(n=n)
        if move.target is None or move.slot is None:
            return self._("Player {n} opens with {tile}.").format(n=n, tile=move.tile)
        templates = {
            Slot.LOW: self._("Player {n} places {tile} against the lower end of {target}."),
            Slot.HIGH: self._("Player {n} places {tile} against the higher end of {target}."),
            Slot.SIDE_A: self._("Player {n} places {tile} on chain side A of {target}."),
            Slot.SIDE_B: self._("Player {n} places {tile} on chain side B of {target}."),
            Slot.ARM_A: self._(
                "Player {n} starts arm A of the branching double {target} with {tile}."
            ),
            Slot.ARM_B: self._(
                "Player {n} starts arm B of the branching double {target} with {tile}."
            ),
        }
        return templates[move.slot].format(n=n, tile=move.tile, target=move.target)

    def option(self, move: Move, points: int) -> str:
        """One placement the mover could choose, with the raw points it would score."""
        raw = self.narrator.raw_points(points)
        if move.target is None or move.slot is None:
            return self._("{tile} to open ({points})").format(tile=move.tile, points=raw)
        templates = {
            Slot.LOW: self._("{tile} against the lower end of {target} ({points})"),
            Slot.HIGH: self._("{tile} against the higher end of {target} ({points})"),
            Slot.SIDE_A: self._("{tile} on chain side A of {target} ({points})"),
            Slot.SIDE_B: self._("{tile} on chain side B of {target} ({points})"),
            Slot.ARM_A: self._("{tile} on arm A of {target} ({points})"),
            Slot.ARM_B: self._("{tile} on arm B of {target} ({points})"),
        }
        return templates[move.slot].format(tile=move.tile, target=move.target, points=raw)

    def options(self, options: Sequence[tuple[Move, int]]) -> str:
        """Every placement the mover could choose, a listing (one sentence)."""
        return self._("Placements to choose from: {options}.").format(
            options="; ".join(self.option(move, points) for move, points in options)
        )

    def players_choose(self) -> str:
        """How the players of a walkthrough choose: said once, in the set-up."""
        return self._(
            "The players of this round always take a placement that scores the most points"
            " at once; they look no further ahead."
        )

    def only_option(self, seat: int, option: tuple[Move, int]) -> str:
        """The one placement the mover had: what it is, and why it is taken (one sentence)."""
        move, points = option
        return self._("Player {n} has only one placement: {option}.").format(
            n=self._seat(seat), option=self.option(move, points)
        )

    def why(self, seat: int, options: Sequence[tuple[Move, int]]) -> str:
        """Why this placement of two or more, by the rule ``players_choose`` states."""
        n = self._seat(seat)
        points = [p for _move, p in options]
        assert len(options) > 1, "one placement is said by only_option"
        if len(set(points)) == 1:
            # Two placements are "both", not "all": a sentence of its own.
            if points[0] == 0:
                if len(options) == 2:
                    return self._("Neither scores, so Player {n} may take either.").format(n=n)
                return self._("None of them scores, so Player {n} may take any of them.").format(
                    n=n
                )
            if len(options) == 2:
                return self._("Both score the same, so Player {n} may take either.").format(n=n)
            return self._("They all score the same, so Player {n} may take any of them.").format(
                n=n
            )
        if points.count(max(points)) > 1:
            return self._("Player {n} takes one of the placements that score the most.").format(n=n)
        return self._("Player {n} takes the placement that scores the most.").format(n=n)

    def drawing_order(self, drawing: Drawing) -> list[int]:
        """The counted values in the order ``drawing`` (``draw_step``) shows them.

        Left to right, and top to bottom where two share a column: the reader
        finds each number in the drawing in the order the sum names it.
        """
        counted = [marker for marker in drawing.markers if marker.value is not None]
        counted.sort(key=lambda marker: (marker.centre[0], -marker.centre[1]))
        return [marker.value for marker in counted if marker.value is not None]

    def step(self, step: Step, values: Sequence[int]) -> str:
        """The counted ends (in ``values``' order, :meth:`drawing_order`) and the points."""
        return (
            f"{self.narrator.contributions_sentence(step, values)}"
            f" {self.narrator.points_sentence(step)}"
        )

    def running_scores(
        self, rules: Rules, teams: Sequence[Sequence[int]], scores: Sequence[Fraction]
    ) -> str:
        return self._("Scores so far: {scores}.").format(scores=self.scores(rules, teams, scores))

    # -- the end ---------------------------------------------------------------
    def end_title(self) -> str:
        return self._("End of the round")

    def ending(self, end: str, out: int | None) -> str:
        if end == "domino" and out is not None:
            return self._("Player {n} has placed their last tile: the round ends.").format(
                n=self._seat(out)
            )
        return self._("The boneyard is empty and nobody can play: the round is blocked.")

    def left(self, seat: int, tiles: Sequence[Tile]) -> str:
        """All Fives: what one seat still holds, and its pips."""
        if not tiles:
            return self._("Player {n} has no tiles left.").format(n=self._seat(seat))
        pips = sum(tile.pips for tile in tiles)
        return self._n(
            "Player {n} still holds {tiles}: {pips} pip.",
            "Player {n} still holds {tiles}: {pips} pips.",
            pips,
        ).format(n=self._seat(seat), tiles=self.tiles(tiles), pips=self.narrator.number(pips))

    def left_in_hand(self, remaining: Sequence[Sequence[Tile]]) -> list[str]:
        return [self.left(seat, tiles) for seat, tiles in enumerate(remaining)]

    def deduction(self, rules: Rules, seat: int, tiles: Sequence[Tile], rounded: int) -> str:
        """Five Up: one seat's own pips, ``rounded`` alone, off its score."""
        if not tiles:
            return self._("Player {n} has no tiles left and loses nothing.").format(
                n=self._seat(seat)
            )
        pips = sum(tile.pips for tile in tiles)
        return self._n(
            "Player {n} still holds {tiles}: {pips} pip, rounded to {rounded}."
            " Player {n} loses {points}.",
            "Player {n} still holds {tiles}: {pips} pips, rounded to {rounded}."
            " Player {n} loses {points}.",
            pips,
        ).format(
            n=self._seat(seat),
            tiles=self.tiles(tiles),
            pips=self.narrator.number(pips),
            rounded=self.narrator.number(rounded),
            points=self.points(rules, rounded),
        )

    def deductions_intro(self) -> str:
        return self._(
            "Settlement: each player adds up the pips left in their own hand, rounds the total"
            " to the nearest five and loses that many raw points."
        )

    def pair_pips(self, team: Sequence[int], pips: int) -> str:
        """All Fives with pairs: the pips a pair holds between them."""
        return self._n(
            "Players {first} and {second} have {pips} pip left between them.",
            "Players {first} and {second} have {pips} pips left between them.",
            pips,
        ).format(pips=self.narrator.number(pips), **self._team(team))

    def team_pips(self, teams: Sequence[Sequence[int]], pips: Sequence[int]) -> list[str]:
        """The pips of each pair (a player alone has said them already)."""
        return [
            self.pair_pips(team, p) for team, p in zip(teams, pips, strict=True) if len(team) > 1
        ]

    def winner(self, winner: Sequence[int], blocked: bool) -> str:
        """All Fives: who wins the round, and how."""
        team = self._team(winner)
        if len(winner) > 1:
            if blocked:
                return self._(
                    "Players {first} and {second} have the fewest pips left and win the"
                    " blocked round."
                ).format(**team)
            return self._("Players {first} and {second} win the round.").format(**team)
        if blocked:
            return self._("Player {n} has the fewest pips left and wins the blocked round.").format(
                **team
            )
        return self._("Player {n} wins the round.").format(**team)

    def award(
        self,
        rules: Rules,
        winner: Sequence[int],
        opponents: int,
        pooled: int,
        rounded: int,
        blocked: bool,
    ) -> str:
        """All Fives: the opponents' pips pooled, ``rounded`` once, to the round's winner."""
        values = {
            "pips": self.narrator.number(pooled),
            "rounded": self.narrator.number(rounded),
            "points": self.points(rules, rounded),
            **self._team(winner),
        }
        if len(winner) > 1:
            pooled_sentence = self._n(
                "The other pair has {pips} pip left between them; rounded once, that is"
                " {rounded}: Players {first} and {second} score {points}.",
                "The other pair has {pips} pips left between them; rounded once, that is"
                " {rounded}: Players {first} and {second} score {points}.",
                pooled,
            )
        elif opponents == 1:
            pooled_sentence = self._n(
                "The opponent has {pips} pip left; rounded, that is {rounded}:"
                " Player {n} scores {points}.",
                "The opponent has {pips} pips left; rounded, that is {rounded}:"
                " Player {n} scores {points}.",
                pooled,
            )
        else:
            pooled_sentence = self._n(
                "The opponents have {pips} pip left between them; rounded once, that is"
                " {rounded}: Player {n} scores {points}.",
                "The opponents have {pips} pips left between them; rounded once, that is"
                " {rounded}: Player {n} scores {points}.",
                pooled,
            )
        return f"{self.winner(winner, blocked)} {pooled_sentence.format(**values)}"

    def split(
        self,
        rules: Rules,
        first: Sequence[int],
        second: Sequence[int],
        third: Sequence[int],
        third_pips: int,
        rounded: int,
    ) -> str:
        """All Fives, three players: two tied lowest share the third player's pips, ``rounded``."""
        return self._n(
            "Players {first} and {second} tie for the fewest pips left"
            " and share the {pips} pip of Player {third}, rounded to {rounded}: each of them"
            " scores {points}.",
            "Players {first} and {second} tie for the fewest pips left"
            " and share the {pips} pips of Player {third}, rounded to {rounded}: each of them"
            " scores {points}.",
            third_pips,
        ).format(
            first=self._seat(first[0]),
            second=self._seat(second[0]),
            third=self._seat(third[0]),
            pips=self.narrator.number(third_pips),
            rounded=self.narrator.number(rounded),
            points=self.points(rules, Fraction(rounded, 2)),
        )

    def nobody_scores(self) -> str:
        return self._("The fewest pips left are tied, so nobody scores.")

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

    def first(self) -> str:
        return self._("First turn")

    def last(self) -> str:
        return self._("Last turn")

    def back(self) -> str:
        return self._("Back")

    def next(self) -> str:
        return self._("Next")

    def position_template(self) -> str:
        """For the script: ``{n}`` and ``{total}`` are filled in by the page."""
        return self._("Turn {n} of {total}")

    def controls_label(self) -> str:
        return self._("Turn by turn")

    def skip_label(self) -> str:
        """The link, first on the page for the keyboard, that jumps past the menus to the controls."""
        return self._("Skip to the turn-by-turn controls")

    def spoken_tile(self) -> str:
        """For the script: a tile as the live region says it, ``{low}`` and ``{high}`` filled in.

        ``[3|5]`` on the page is read aloud as brackets and a bar; ``3–5`` is not.
        """
        return self.narrator.translations.pgettext("spoken tile", "{low}\u2013{high}")

    # -- Up or Down? ---------------------------------------------------------------
    def made_up_colours(self) -> str:
        return self._(
            "The colours of these cards are made up for this example: the real deck's colours"
            " are not given here."
        )

    def circle(self, cards: str) -> str:
        return self._("The circle: {cards}.").format(cards=cards)

    def card_draw(self, seat: int, pile: str, card: str) -> str:
        if pile == "face-up":
            return self._("Player {n} draws card {card} from the face-up pile.").format(
                n=self._seat(seat), card=card
            )
        return self._("Player {n} draws card {card} from the face-down pile.").format(
            n=self._seat(seat), card=card
        )

    def no_draw(self, seat: int) -> str:
        return self._("Both draw piles are empty: Player {n} draws nothing.").format(
            n=self._seat(seat)
        )

    def card_players_choose(self) -> str:
        """How the players of a card walkthrough choose: said once, in the set-up."""
        return self._(
            "The players of this game always take a choice that gives them the most points at"
            " once, and draw the face-up card when it continues one of their rows; they look no"
            " further ahead."
        )

    def card_why(
        self, seat: int, before: int, totals: Sequence[int], chosen: int, points: str
    ) -> str:
        """Why this choice: ``totals`` are the scores after every legal choice.

        ``before`` is the mover's score before the turn, ``chosen`` the score
        after the one taken, ``points`` the same written out.
        """
        values = {"n": self._seat(seat), "points": points}
        tied = totals.count(chosen) > 1
        if max(totals) < before:
            # A row had to be closed and every way of doing it costs points.
            if tied:
                return self._(
                    "Every choice lowers the score of Player {n}; this is one of those that"
                    " lower it the least: {points} after this turn."
                ).format(**values)
            return self._(
                "Every choice lowers the score of Player {n}; this one lowers it the least:"
                " {points} after this turn."
            ).format(**values)
        if len(set(totals)) == 1:
            return self._(
                "Every choice leaves Player {n} with the same score, {points}, so any of them"
                " will do."
            ).format(**values)
        if tied:
            return self._(
                "Player {n} takes one of the choices that give the most points: {points} after"
                " this turn."
            ).format(**values)
        return self._(
            "Player {n} takes the choice that gives the most points: {points} after this turn."
        ).format(**values)

    def game_end_title(self) -> str:
        return self._("End of the game")

    def game_ends(self) -> str:
        return self._("The draw piles are empty and every hand is played out: the game ends.")

    def display_scores(self, seat: int, points: str) -> str:
        return self._("Player {n} scores {points} for their rows and discard pile.").format(
            n=self._seat(seat), points=points
        )

    def card_winners(self, seats: Sequence[int], points: str) -> str:
        """Who wins the game: one player, or all the tied players sharing the victory."""
        if len(seats) == 1:
            return self._("Player {n} wins the game with {points}.").format(
                n=self._seat(seats[0]), points=points
            )
        if len(seats) == 2:
            return self._(
                "Players {first} and {second} tie with {points} and share the victory."
            ).format(first=self._seat(seats[0]), second=self._seat(seats[1]), points=points)
        return self._("Players {players} tie with {points} and share the victory.").format(
            players=format_list(
                [self._seat(seat) for seat in seats], locale=self.narrator.language
            ),
            points=points,
        )

    def whole_game_label(self) -> str:
        return self._("A whole game, turn by turn")

    def card_scores(self, scores: Sequence[str]) -> str:
        """Every player's score so far, ``scores`` already written as points."""
        return self._("Scores so far: {scores}.").format(
            scores="; ".join(self.score_entry([seat], points) for seat, points in enumerate(scores))
        )
