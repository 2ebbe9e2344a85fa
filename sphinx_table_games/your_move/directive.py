"""The ``your-move`` directive: "your hand; which tile, where?", from seeded engine games.

```{your-move}
:game: five-up          (five-up or all-fives)
:seed: 1                (required: the same seed gives the same exercises)
:exercises: 12          (optional, 1..40; default 12)
```

Each exercise is a turn of a seeded match (``engine.match.play_match``) at
which the mover had a choice that mattered: the layout before the turn, the
mover's hand, and every legal placement with its raw points
(``Layout.options_of``). The exercises
rise in difficulty: more placements to choose from, a longer layout. The
learner taps a tile, then a place on the table; ``your-move.js`` says what
that placement scores and whether any scores more, or why the tile does not
fit there. Every sentence comes from the extension's catalog, and every
number from the engine, so the page and the command line cannot disagree.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping, Sequence
from html import escape
from typing import Any, ClassVar

from babel.lists import format_list
from docutils import nodes
from docutils.parsers.rst import directives

import engine
from diagrams.domino import draw_step, step_to_dot
from engine import Move, Slot, Tile
from engine.cards import Card, Direction, Display, RowChoice, play_game, score_display
from engine.cards import positions as card_positions
from engine.cards.display import NEW_ROW, Action
from engine.match import play_match

from ..card_text import OBJECT, WITH, CardNarrator
from ..directive import (
    CARD_GAME,
    GAMES,
    MAX_SEED,
    ExampleError,
    OptionSpec,
    ReplayDirective,
    narrator_for,
)
from ..nodes import attr, diagram_src, page_files, paragraphs
from ..text import Narrator
from ..trainer import TrainerText
from ..trainer.positions import MAX_PLACEMENTS, MAX_ROW, MAX_WIDTH
from ..typesetting import bind
from ..walkthrough import RoundNarrator, made_up_deck

#: The most exercises a page holds, and the most matches played to find them.
MAX_EXERCISES = 40
MATCHES = 30


class your_move(nodes.General, nodes.Element):
    """The exercises of one ``your-move`` directive."""


@dataclasses.dataclass(frozen=True)
class Decision:
    """A turn at which the mover chose: the round so far, the hand, every legal placement.

    ``question`` is the layout the turn met, and ``steps`` the layout after
    each placement of ``options``, as ``engine.positions`` describes them.
    """

    moves: tuple[Move, ...]
    hand: tuple[Tile, ...]
    options: tuple[tuple[Move, int], ...]
    question: engine.Step
    steps: Mapping[Move, engine.Step]

    @property
    def best(self) -> int:
        return max(points for _move, points in self.options)

    @property
    def best_moves(self) -> list[Move]:
        return [move for move, points in self.options if points == self.best]

    @property
    def difficulty(self) -> tuple[int, int, int]:
        """More placements to weigh, more tiles that fit, a longer layout: harder."""
        tiles = len({move.tile for move, _points in self.options})
        return (len(self.options), tiles, len(self.moves))


def fits_a_phone(answer: engine.Step) -> bool:
    """Whether an answer's layout is drawn no wider than a trainer's positions.

    The answer's drawing holds every tile of the question's, so it is the wider one.
    """
    left, _bottom, right, _top = draw_step(answer).bounds()
    return right - left <= MAX_WIDTH


def decisions(rules: engine.Rules, seed: int, count: int) -> list[Decision]:
    """``count`` decisions from matches seeded ``seed``, ``seed + 1`` …, easiest first.

    A decision is a turn, after the opening, at which the mover's hand (after
    any draw) had two or more placements and they did not all score the same,
    and at least one scored: the choice matters; its drawings fit a phone at
    full size, as the trainer's positions do. 2, 3 and 4 players take
    turns, so the hands differ in size. The chosen ones are spread evenly
    over the candidates sorted by difficulty.
    """
    found: dict[tuple[tuple[Move, ...], tuple[Tile, ...]], Decision] = {}
    for k in range(MATCHES):
        record = play_match(rules, 2 + k % 3, seed + k)
        for played in record.rounds:
            moves: list[Move] = []
            for position in engine.positions(rules, played.deal, played.turns):
                turn, options = position.turn, position.options
                if turn.move is None:
                    continue
                points = {p for _m, p in options}
                key = (tuple(moves), position.in_hand)
                if moves and len(points) > 1 and max(points) > 0 and key not in found:
                    best = next(m for m, p in options if p == max(points))
                    answer = position.placing(best)
                    question = position.met()
                    if question is not None and fits_a_phone(answer):
                        steps = {
                            m: answer if m == best else position.placing(m) for m, _p in options
                        }
                        found[key] = Decision(*key, options, question, steps)
                moves.append(turn.move)
        if len(found) >= 8 * count:
            break
    ranked = sorted(found.values(), key=lambda d: (d.difficulty, [str(m) for m in d.moves]))
    if len(ranked) < count:
        raise ValueError(f"only {len(ranked)} decisions in {MATCHES} matches")
    if count == 1:
        return [ranked[0]]
    return [ranked[round(i * (len(ranked) - 1) / (count - 1))] for i in range(count)]


@dataclasses.dataclass(frozen=True)
class CardDecision:
    """An Up or Down? turn's last choice: the display, the card taken, every legal place for it.

    ``options`` pairs each place (``Display.choices``) with the display's
    total once the card is there; ``before`` is the total before.
    """

    display: Display
    card: Card
    before: int
    options: tuple[tuple[RowChoice, int], ...]

    @property
    def best(self) -> int:
        return max(points for _choice, points in self.options)

    @property
    def best_choices(self) -> list[RowChoice]:
        return [choice for choice, points in self.options if points == self.best]

    @property
    def difficulty(self) -> tuple[int, int, int]:
        """More places to weigh, more rows, more cards on the table: harder."""
        return (len(self.options), len(self.display.rows), len(self.display.cards))


def card_decisions(seed: int, count: int) -> list[CardDecision]:
    """``count`` choices of where a taken card goes, from games seeded ``seed``, ``seed + 1`` …

    A choice is kept when its places do not all leave the display at the
    same total, and every drawing of it stays as small as the trainer's
    displays (``MAX_PLACEMENTS`` cards, rows of ``MAX_ROW``), so it fits a
    phone. 2, 3 and 4 players take turns; the chosen ones are spread evenly
    over the candidates sorted by difficulty, as the dominoes' are.
    """
    found: dict[tuple[Display, Card], CardDecision] = {}
    for k in range(MATCHES):
        game = play_game(made_up_deck(), 2 + k % 3, seed=seed + k)
        for position in card_positions(game):
            display, card = position.display, position.record.taken
            afters = [(c, display.place(card, c).after) for c in display.choices(card)]
            small = all(
                len(after.cards) - len(after.discard_pile) <= MAX_PLACEMENTS
                and all(len(row) <= MAX_ROW for row in after.rows)
                for _c, after in afters
            )
            options = tuple((c, score_display(after).total) for c, after in afters)
            if small and len({p for _c, p in options}) > 1:
                decision = CardDecision(display, card, score_display(display).total, options)
                found.setdefault((display, card), decision)
        if len(found) >= 8 * count:
            break
    ranked = sorted(found.values(), key=lambda d: (d.difficulty, str(d.display), d.card.number))
    if len(ranked) < count:
        raise ValueError(f"only {len(ranked)} decisions in {MATCHES} games")
    if count == 1:
        return [ranked[0]]
    return [ranked[round(i * (len(ranked) - 1) / (count - 1))] for i in range(count)]


@dataclasses.dataclass(frozen=True)
class DecisionText:
    """The exercises' own sentences in one language; the rest are the walkthrough's and the trainer's."""

    narrator: Narrator

    def _(self, message: str) -> str:
        return self.narrator.translations.gettext(message)

    @property
    def talk(self) -> RoundNarrator:
        return RoundNarrator(self.narrator)

    def label(self) -> str:
        return self._("Your move")

    def title(self, number: int) -> str:
        return self._("Your move {number}").format(number=self.narrator.number(number))

    def hand(self, tiles: Sequence[Tile]) -> str:
        return self._("Your hand: {tiles}.").format(tiles=self.talk.tiles(tiles))

    def question(self) -> str:
        return self._("Which tile do you place, and where? Choose a tile, then a place.")

    def hand_label(self) -> str:
        return self._("Your hand")

    def places_label(self) -> str:
        return self._("Places on the table")

    def first(self) -> str:
        return self._("Choose a tile from your hand first.")

    def show(self) -> str:
        # The trainer's words: the answer may be several placements.
        return self._("Show the answer")

    def place(self, target: Tile, slot: Slot) -> str:
        """A button's label: an open place of the layout, by the walkthrough's names of the slots."""
        templates = {
            Slot.LOW: self._("Against the lower end of {target}"),
            Slot.HIGH: self._("Against the higher end of {target}"),
            Slot.SIDE_A: self._("On chain side A of {target}"),
            Slot.SIDE_B: self._("On chain side B of {target}"),
            Slot.ARM_A: self._("On arm A of {target}"),
            Slot.ARM_B: self._("On arm B of {target}"),
        }
        return templates[slot].format(target=target)

    def does_not_fit(self, tile: Tile, value: int) -> str:
        return self._("{tile} does not fit there: only a tile with a {value} goes there.").format(
            tile=tile, value=self.narrator.number(value)
        )

    def fits_nowhere(self, tile: Tile) -> str:
        if tile.is_double:
            return self._("{tile} fits nowhere: no place on the table takes a {value}.").format(
                tile=tile, value=self.narrator.number(tile.low)
            )
        return self._(
            "{tile} fits nowhere: no place on the table takes a {low} or a {high}."
        ).format(
            tile=tile, low=self.narrator.number(tile.low), high=self.narrator.number(tile.high)
        )

    def verdict(self, points: int, best: int) -> str:
        """What the learner's placement is worth against the best one."""
        if points == best:
            return self._("Right: no other placement scores more.")
        if points == 0:
            return self._(
                "Not the most: this placement scores nothing; the best one scores {best}."
            ).format(best=self.narrator.raw_points(best))
        return self._(
            "Not the most: this placement scores {points}; the best one scores {best}."
        ).format(points=self.narrator.raw_points(points), best=self.narrator.raw_points(best))

    def best(self, options: Sequence[tuple[Move, int]]) -> str:
        # "A or B", "A, B or C": the player takes one, listed the language's way
        # (Babel's CLDR patterns), its conjunction bound to the next word as the catalog's are.
        language = self.narrator.language
        listing = bind(
            language,
            format_list([self.talk.option(m, p) for m, p in options], style="or", locale=language),
        )
        return self.narrator.translations.ngettext(
            "The placement that scores the most: {options}.",
            "The placements that score the most: {options}.",
            len(options),
        ).format(options=listing)


@dataclasses.dataclass(frozen=True)
class CardDecisionText:
    """The sentences of an Up or Down? exercise in one language."""

    narrator: Narrator

    def _(self, message: str) -> str:
        return self.narrator.translations.gettext(message)

    @property
    def cards(self) -> CardNarrator:
        return CardNarrator(self.narrator)

    def row(self, index: int) -> str:
        return self.narrator.number(index + 1)

    def taken(self, card: Card) -> str:
        return self._("The card you took: {card}.").format(card=self.cards.card(card))

    def question(self) -> str:
        return self._("Where does it go? Choose a place in your display.")

    def card_label(self) -> str:
        return self._("The card you took")

    def places_label(self) -> str:
        return self._("Places in your display")

    def display(self, display: Display) -> str:
        return self._("Your display: {display}.").format(display=self.cards.display(display))

    def place(self, choice: RowChoice) -> str:
        """A button's label: a row, a new row, or closing a row to start a new one."""
        if choice.action is Action.NEW_ROW:
            return self._("New row")
        assert choice.row is not None
        if choice.action is Action.CLOSE:
            return self._("Close row {row}, start a new one").format(row=self.row(choice.row))
        return self._("Row {row}").format(row=self.row(choice.row))

    def place_phrase(self, choice: RowChoice) -> str:
        """The same place inside a sentence: "row 2", "a new row", "closing row 1"."""
        if choice.action is Action.NEW_ROW:
            return self._("a new row")
        assert choice.row is not None
        if choice.action is Action.CLOSE:
            return self._("closing row {row} to start a new one").format(row=self.row(choice.row))
        return self._("row {row}").format(row=self.row(choice.row))

    def does_not_continue(self, card: Card, display: Display, index: int) -> str:
        row = display.rows[index]
        template = (
            self._("{card} does not continue row {row}: the row rises and ends with {last}.")
            if row.direction is Direction.UP
            else self._("{card} does not continue row {row}: the row falls and ends with {last}.")
        )
        return template.format(
            card=self.cards.card(card), row=self.row(index), last=self.cards.card(row.last, WITH)
        )

    def no_new_row(self, card: Card, display: Display) -> str:
        if not any(row.accepts(card) for row in display.rows):
            return self._(
                "You already have three rows, and {card} continues none of them: close one."
            ).format(card=self.cards.card(card))
        return self._(
            "You already have three rows: add {card} to one of them, or close one."
        ).format(card=self.cards.card(card, OBJECT))

    def verdict(self, points: int, best: int) -> str:
        if points == best:
            return self._("Right: no other place gives you more points.")
        return self._("Not the most: the best place gives {best}.").format(
            best=self.cards.points(best)
        )

    def before_after(self, before: int, after: int) -> str:
        return self._("You scored {before} before this card and score {after} with it.").format(
            before=self.cards.points(before), after=self.cards.points(after)
        )

    def option(self, choice: RowChoice, points: int) -> str:
        return self._("{place} ({points} in all)").format(
            place=self.place_phrase(choice), points=self.cards.points(points)
        )

    def best(self, options: Sequence[tuple[RowChoice, int]]) -> str:
        language = self.narrator.language
        listing = bind(
            language,
            format_list([self.option(c, p) for c, p in options], style="or", locale=language),
        )
        return self.narrator.translations.ngettext(
            "The place that scores the most: {options}.",
            "The places that score the most: {options}.",
            len(options),
        ).format(options=listing)

    def every(self, options: Sequence[tuple[RowChoice, int]]) -> str:
        return self._("Places to choose from: {options}.").format(
            options="; ".join(self.option(c, p) for c, p in options)
        )


class YourMoveDirective(ReplayDirective):
    """```{your-move}``` with ``:game:``, ``:seed:`` and ``:exercises:``."""

    name = "your-move"
    code = ("your_move", "trainer", "walkthrough/text.py", "text.py", "card_text.py")
    warning_type = "your-move"
    has_content = False
    option_spec: ClassVar[OptionSpec] = {
        "game": directives.unchanged_required,
        "seed": directives.unchanged_required,
        "exercises": directives.unchanged_required,
        "class": directives.class_option,
        "name": directives.unchanged,
    }

    def _run(self) -> list[nodes.Node]:
        game = self.chosen_game(GAMES)
        seed = self.number("seed", 0, MAX_SEED)
        count = self.number("exercises", 1, MAX_EXERCISES, default=12)
        try:
            if game == CARD_GAME:
                chosen: Sequence[Decision | CardDecision] = card_decisions(seed, count)
            else:
                chosen = decisions(engine.find_rules(game), seed, count)
        except ValueError as error:
            raise ExampleError("seed-cannot", self.option_line("seed"), str(error)) from None
        self.note_dependencies()
        text = DecisionText(narrator_for(self))
        serial = self.env.new_serialno("your-move")
        node = your_move(
            game=game,
            serial=serial,
            label=text.label(),
            # Up or Down? has one card taken: nothing to choose first.
            first=None if game == CARD_GAME else text.first(),
            show=text.show(),
            hand_label=text.hand_label(),
            places_label=text.places_label(),
            exercises=[
                self.card_exercise(text, CardDecisionText(text.narrator), number, decision)
                if isinstance(decision, CardDecision)
                else self.exercise(engine.find_rules(game), text, number, decision)
                for number, decision in enumerate(chosen, 1)
            ],
            classes=self.options.get("class", []),
        )
        node["ids"].append(f"your-move-{serial}")
        self.set_source_info(node)
        self.add_name(node)
        return [node]

    def exercise(
        self, rules: engine.Rules, text: DecisionText, number: int, decision: Decision
    ) -> dict[str, Any]:
        n = text.narrator
        before, steps = decision.question, decision.steps
        question = dataclasses.replace(before, contributions=(), attachment_points=())
        points = dict(decision.options)
        places = [(point.tile, point.slot, point.value) for point in before.attachment_points]
        # What each tile at each place says: its worth and why, or why it does not fit.
        say: dict[str, dict[str, str]] = {}
        for tile in decision.hand:
            outcomes = {}
            for target, slot, value in places:
                move = Move(tile, target, slot)
                key = f"{target} {slot}"
                if move in points:
                    outcomes[key] = " ".join(
                        (text.verdict(points[move], decision.best), n.caption(steps[move]))
                    )
                else:
                    outcomes[key] = text.does_not_fit(tile, value)
            if not any(move.tile == tile for move, _p in decision.options):
                outcomes[""] = text.fits_nowhere(tile)
            say[str(tile)] = outcomes
        best = [(move, points[move]) for move in decision.best_moves]
        shown = steps[best[0][0]]
        return {
            "data": {
                "decision": number,
                "game": rules.name,
                "moves": json.dumps([str(m) for m in decision.moves], ensure_ascii=False),
                "hand": json.dumps([str(t) for t in decision.hand]),
                "options": json.dumps(
                    [{"move": str(m), "points": p} for m, p in decision.options],
                    separators=(",", ":"),
                ),
                "say": json.dumps(say, ensure_ascii=False, separators=(",", ":")),
            },
            "title": text.title(number),
            "alt": TrainerText(n).layout(before),
            "diagram": self.record_diagram(step_to_dot(question)),
            "hand": text.hand(decision.hand),
            "question": text.question(),
            "tiles": [str(t) for t in decision.hand],
            "places": [(f"{t} {s}", text.place(t, s)) for t, s, _v in places],
            "best": text.best(best),
            "why": n.caption(shown),
            "answer_diagram": self.record_diagram(step_to_dot(shown)),
            "answer_alt": n.contributions_sentence(shown),
            "all": text.talk.options(decision.options),
        }

    def card_exercise(
        self, text: DecisionText, card_text: CardDecisionText, number: int, decision: CardDecision
    ) -> dict[str, Any]:
        from diagrams.cards import change_to_dot, display_to_dot

        display, card = decision.display, decision.card
        points = dict(decision.options)
        # Every row, a new row and closing each row: a place the card cannot take says why.
        places = [RowChoice(Action.ADD, i) for i in range(len(display.rows))]
        places += [NEW_ROW, *(RowChoice(Action.CLOSE, i) for i in range(len(display.rows)))]
        outcomes: dict[str, str] = {}
        for choice in places:
            if choice in points:
                outcomes[str(choice)] = " ".join(
                    (
                        card_text.verdict(points[choice], decision.best),
                        card_text.before_after(decision.before, points[choice]),
                    )
                )
            elif choice.action is Action.NEW_ROW:
                outcomes[str(choice)] = card_text.no_new_row(card, display)
            else:
                assert choice.row is not None
                outcomes[str(choice)] = card_text.does_not_continue(card, display, choice.row)
        best = [(choice, points[choice]) for choice in decision.best_choices]
        shown = display.place(card, best[0][0])
        return {
            "data": {
                "decision": number,
                "game": CARD_GAME,
                "display": json.dumps(display.to_json(), ensure_ascii=False, separators=(",", ":")),
                "card": str(card),
                "before": decision.before,
                "options": json.dumps(
                    [{"move": str(c), "points": p} for c, p in decision.options],
                    separators=(",", ":"),
                ),
                "say": json.dumps({str(card): outcomes}, ensure_ascii=False, separators=(",", ":")),
            },
            "title": text.title(number),
            "alt": card_text.display(display),
            "diagram": self.record_diagram(display_to_dot(display.rows, len(display.discard_pile))),
            "hand": card_text.taken(card),
            "question": card_text.question(),
            "tiles": [str(card)],
            "tile_labels": [card_text.cards.card(card)],
            "places": [(str(c), card_text.place(c)) for c in places],
            "best": card_text.best(best),
            "why": card_text.before_after(decision.before, best[0][1]),
            "answer_diagram": self.record_diagram(change_to_dot(shown)),
            "answer_alt": card_text.cards.change_caption(shown),
            "all": card_text.every(decision.options),
            "hand_label": card_text.card_label(),
            "places_label": card_text.places_label(),
        }


def visit_your_move_html(translator: Any, node: your_move) -> None:
    base = f"your-move-{node['serial']}"
    out = [
        f'<div class="your-move" id="{attr(" ".join(node["ids"]))}"'
        f' data-game="{attr(node["game"])}" role="group" aria-label="{attr(node["label"])}"'
        + ("" if node["first"] is None else f' data-text-first="{attr(node["first"])}"')
        + ">"
    ]
    for exercise in node["exercises"]:
        ident = f"{base}-{exercise['data']['decision']}"
        data = "".join(f' data-{key}="{attr(value)}"' for key, value in exercise["data"].items())
        out.append(
            f'<section class="decision" id="{ident}"{data} aria-labelledby="{ident}-title">'
            f'<h3 class="decision-title" id="{ident}-title">{escape(exercise["title"])}</h3>'
        )
        src = diagram_src(translator, exercise["diagram"])
        if src is not None:
            out.append(
                f'<img class="worked-example-diagram decision-diagram" src="{attr(src)}"'
                f' alt="{attr(exercise["alt"])}" loading="lazy" decoding="async"/>'
            )
        out.append(
            f'<p class="decision-hand-sentence">{escape(exercise["hand"])}</p>'
            f'<p class="decision-question">{escape(exercise["question"])}</p>'
            # The buttons work only with the script, which shows them.
            f'<div class="decision-controls" hidden>'
            f'<div class="decision-hand" role="group"'
            f' aria-label="{attr(exercise.get("hand_label", node["hand_label"]))}">'
        )
        labels = exercise.get("tile_labels", exercise["tiles"])
        for tile, label in zip(exercise["tiles"], labels, strict=True):
            out.append(
                f'<button type="button" class="decision-tile" aria-pressed="false"'
                f' data-tile="{attr(tile)}">{escape(label)}</button>'
            )
        out.append(
            f'</div><div class="decision-places" role="group"'
            f' aria-label="{attr(exercise.get("places_label", node["places_label"]))}">'
        )
        for key, label in exercise["places"]:
            out.append(
                f'<button type="button" class="decision-place" data-place="{attr(key)}">'
                f"{escape(label)}</button>"
            )
        out.append(
            "</div></div>"
            '<p class="decision-feedback" role="status" aria-live="polite"></p>'
            f'<details class="decision-answer"><summary>{escape(node["show"])}</summary>'
            f'<p class="decision-best">{escape(exercise["best"])}</p>'
            f'<p class="decision-why">{escape(exercise["why"])}</p>'
        )
        answer_src = diagram_src(translator, exercise["answer_diagram"])
        if answer_src is not None:
            out.append(
                f'<img class="decision-diagram decision-answer-diagram" src="{attr(answer_src)}"'
                f' alt="{attr(exercise["answer_alt"])}" loading="lazy" decoding="async"/>'
            )
        out.append(f'<p class="decision-all">{escape(exercise["all"])}</p></details></section>')
    out.append("</div>\n")
    translator.body.append("".join(out))
    raise nodes.SkipNode


def your_move_text(node: your_move) -> list[nodes.Node]:
    """Builders other than HTML: each exercise's position, hand and answer in words."""
    found: list[nodes.Node] = []
    for exercise in node["exercises"]:
        found.extend(
            paragraphs(
                exercise["title"],
                exercise["alt"],
                exercise["hand"],
                exercise["question"],
                exercise["best"],
                exercise["why"],
            )
        )
    return found


#: Only pages with these exercises load their script and style.
add_your_move_files = page_files(your_move, "your-move.css", "your-move.js")
