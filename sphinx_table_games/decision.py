"""The ``your-move`` directive: "your hand; which tile, where?", from seeded engine games.

```{your-move}
:game: five-up          (five-up or all-fives)
:seed: 1                (required: the same seed gives the same exercises)
:exercises: 12          (optional, 1..40; default 12)
```

Each exercise is a turn of a seeded match (``engine.match.play_match``) at
which the mover had a choice that mattered: the layout before the turn, the
mover's hand, and every legal placement with its raw points
(``Layout.legal_moves_of``, ``Layout.end_sum_if_placed``). The exercises
rise in difficulty: more placements to choose from, a longer layout. The
learner taps a tile, then a place on the table; ``your-move.js`` says what
that placement scores and whether any scores more, or why the tile does not
fit there. Every sentence comes from the extension's catalog, and every
number from the engine, so the page and the command line cannot disagree.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from html import escape
from typing import Any, ClassVar

from babel.lists import format_list
from docutils import nodes
from docutils.parsers.rst import directives

import engine
from diagrams.domino import draw_step, step_to_dot
from engine import Move, Slot, Tile
from engine.match import play_match

from .directives import MAX_SEED, ExampleError, OptionSpec, _ReplayDirective, narrator_for
from .nodes import _diagram_src, page_files, paragraphs
from .positions import MAX_WIDTH
from .text import Narrator
from .trainer import TrainerText
from .typesetting import bind
from .walkthrough_text import RoundNarrator

#: The domino games a decision exercise can take.
DECISION_GAMES = tuple(engine.GAMES)
#: The most exercises a page holds, and the most matches played to find them.
MAX_EXERCISES = 40
MATCHES = 30


class your_move(nodes.General, nodes.Element):
    """The exercises of one ``your-move`` directive."""


@dataclasses.dataclass(frozen=True)
class Decision:
    """A turn at which the mover chose: the round so far, the hand, every legal placement."""

    moves: tuple[Move, ...]
    hand: tuple[Tile, ...]
    options: tuple[tuple[Move, int], ...]

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


def fits_a_phone(layout: engine.Layout, move: Move) -> bool:
    """Whether the layout with ``move`` placed is drawn no wider than a trainer's positions.

    The answer's drawing holds every tile of the question's, so it is the wider one.
    """
    answer = layout.copy()
    answer.push(move)
    left, _bottom, right, _top = draw_step(engine.snapshot(answer)).bounds()
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
            hands = [list(hand) for hand in played.deal.hands]
            layout = engine.Layout(rules)
            moves: list[Move] = []
            for turn in played.turns:
                hand = hands[turn.seat]
                hand.extend(turn.drawn)
                if turn.move is None:
                    continue
                options = tuple(
                    (move, engine.points_for(layout.end_sum_if_placed(move)))
                    for move in layout.legal_moves_of(hand)
                )
                points = {p for _m, p in options}
                if moves and len(points) > 1 and max(points) > 0:
                    decision = Decision(tuple(moves), tuple(hand), options)
                    if fits_a_phone(layout, decision.best_moves[0]):
                        found.setdefault((decision.moves, decision.hand), decision)
                layout.push(turn.move)
                moves.append(turn.move)
                hand.remove(turn.move.tile)
        if len(found) >= 8 * count:
            break
    ranked = sorted(found.values(), key=lambda d: (d.difficulty, [str(m) for m in d.moves]))
    if len(ranked) < count:
        raise ValueError(f"only {len(ranked)} decisions in {MATCHES} matches")
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
        return self._(
            "Not the most: this placement scores {points}; the best one scores {best}."
        ).format(points=self.narrator.raw_points(points), best=self.narrator.raw_points(best))

    def best(self, options: Sequence[tuple[Move, int]]) -> str:
        # "A and B", "A, B and C": the language's own way of listing (Babel's CLDR
        # patterns), its conjunction bound to the next word as the catalog's words are.
        language = self.narrator.language
        listing = bind(
            language,
            format_list([self.talk.option(m, p) for m, p in options], locale=language),
        )
        return self.narrator.translations.ngettext(
            "The placement that scores the most: {options}.",
            "The placements that score the most: {options}.",
            len(options),
        ).format(options=listing)


class YourMoveDirective(_ReplayDirective):
    """```{your-move}``` with ``:game:``, ``:seed:`` and ``:exercises:``."""

    name = "your-move"
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
        game = self.chosen_game(DECISION_GAMES)
        seed = self.number("seed", 0, MAX_SEED)
        count = self.number("exercises", 1, MAX_EXERCISES, default=12)
        rules = engine.find_rules(game)
        try:
            chosen = decisions(rules, seed, count)
        except ValueError as error:
            raise ExampleError("seed-cannot", self.option_line("seed"), str(error)) from None
        self.note_dependencies()
        from pathlib import Path

        for name in ("decision.py", "text.py", "walkthrough_text.py", "trainer.py"):
            self.env.note_dependency(str(Path(__file__).with_name(name)))
        text = DecisionText(narrator_for(self))
        serial = self.env.new_serialno("your-move")
        node = your_move(
            game=game,
            serial=serial,
            label=text.label(),
            first=text.first(),
            show=text.show(),
            hand_label=text.hand_label(),
            places_label=text.places_label(),
            exercises=[
                self.exercise(rules, text, number, decision)
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
        before = engine.explain(rules, decision.moves)[-1]
        question = dataclasses.replace(before, contributions=(), attachment_points=())
        steps = {
            move: engine.explain(rules, [*decision.moves, move])[-1]
            for move, _p in decision.options
        }
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


def _attr(value: object) -> str:
    return escape(str(value), quote=True)


def visit_your_move_html(translator: Any, node: your_move) -> None:
    base = f"your-move-{node['serial']}"
    out = [
        f'<div class="your-move" id="{_attr(" ".join(node["ids"]))}"'
        f' data-game="{_attr(node["game"])}" role="group" aria-label="{_attr(node["label"])}"'
        f' data-text-first="{_attr(node["first"])}">'
    ]
    for exercise in node["exercises"]:
        ident = f"{base}-{exercise['data']['decision']}"
        data = "".join(f' data-{key}="{_attr(value)}"' for key, value in exercise["data"].items())
        out.append(
            f'<section class="decision" id="{ident}"{data} aria-labelledby="{ident}-title">'
            f'<h3 class="decision-title" id="{ident}-title">{escape(exercise["title"])}</h3>'
        )
        src = _diagram_src(translator, exercise["diagram"])
        if src is not None:
            out.append(
                f'<img class="worked-example-diagram decision-diagram" src="{_attr(src)}"'
                f' alt="{_attr(exercise["alt"])}" loading="lazy" decoding="async"/>'
            )
        out.append(
            f'<p class="decision-hand-sentence">{escape(exercise["hand"])}</p>'
            f'<p class="decision-question">{escape(exercise["question"])}</p>'
            # The buttons work only with the script, which shows them.
            f'<div class="decision-controls" hidden>'
            f'<div class="decision-hand" role="group" aria-label="{_attr(node["hand_label"])}">'
        )
        for tile in exercise["tiles"]:
            out.append(
                f'<button type="button" class="decision-tile" aria-pressed="false"'
                f' data-tile="{_attr(tile)}">{escape(tile)}</button>'
            )
        out.append(
            f'</div><div class="decision-places" role="group"'
            f' aria-label="{_attr(node["places_label"])}">'
        )
        for key, label in exercise["places"]:
            out.append(
                f'<button type="button" class="decision-place" data-place="{_attr(key)}">'
                f"{escape(label)}</button>"
            )
        out.append(
            "</div></div>"
            '<p class="decision-feedback" role="status" aria-live="polite"></p>'
            f'<details class="decision-answer"><summary>{escape(node["show"])}</summary>'
            f'<p class="decision-best">{escape(exercise["best"])}</p>'
            f'<p class="decision-why">{escape(exercise["why"])}</p>'
        )
        answer_src = _diagram_src(translator, exercise["answer_diagram"])
        if answer_src is not None:
            out.append(
                f'<img class="decision-diagram decision-answer-diagram" src="{_attr(answer_src)}"'
                f' alt="{_attr(exercise["answer_alt"])}" loading="lazy" decoding="async"/>'
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
