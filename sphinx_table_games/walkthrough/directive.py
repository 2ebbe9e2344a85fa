"""The ``round-walkthrough`` directive: one whole round played by the engine, turn by turn.

Dominoes (``:game: five-up`` or ``all-fives``)::

    ```{round-walkthrough}
    :game: five-up
    :players: 2
    :seed: 4
    :must-show: draw arm
    :min-turns: 8
    ```

plays the first round of ``python -m engine play GAME --players N --seed S``
(the neutral draw and the greedy players all from the seed), so the page's
``data-round`` is exactly that command's ``rounds[0]``. Instead of a seed
the body may write the deal out, one statement per line::

    hand [1|4] [2|3]        one line per seat, seat 1 first
    hand [4|6] [0|0]
    boneyard [3|3] [1|6]    in drawing order (optional: empty)
    opener 1                the player who opens, 1-based

and ``:seed:`` (default 0) then only breaks the greedy players' ties.

Up or Down? (``:game: up-or-down``, ``:players:``, ``:seed:``) plays the
card engine's own seeded game (``engine.cards.play_game``) with a deck whose
colours are made up, and shows it whole: each turn with the mover's hand and
every choice (``data-hand``, ``data-options``), then the end of the game with
each display scored and the winners. ``:turns: N`` shows only the first N
turns, and no end.

``:must-show:`` names what the round must contain, and the build fails,
located, when it does not: dominoes ``draw``, ``pass``, ``arm``, ``score``,
``domino``, ``blocked``; Up or Down? ``new-row``, ``add``, ``close``,
``face-up``, ``face-down``. ``:min-turns:`` asks for at least that many
turns. Every mistake is one warning of type ``round-walkthrough`` at the
offending line, and nothing is rendered.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Iterable
from fractions import Fraction
from html import escape
from itertools import islice
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives

import engine
from engine.cards import Action, Pile, TurnRecord
from engine.errors import EngineError
from engine.match import Match, RoundRecord, play_match, teams_for
from engine.players import GreedyPlayer
from engine.round import Deal
from engine.tiles import Slot

from ..cards_and_setup import SetupNarrator
from ..directive import (
    CARD_GAME,
    MAX_SEED,
    ExampleError,
    OptionSpec,
    ReplayDirective,
    excerpt,
    narrator_for,
)
from ..nodes import attr, diagram_src, paragraphs
from ..worked_examples import drawing_marks
from .text import RoundNarrator

DOMINO_FEATURES: dict[str, Callable[[RoundRecord], bool]] = {
    "draw": lambda r: any(t.drawn for t in r.turns),
    "pass": lambda r: any(t.placement is None for t in r.turns),
    "arm": lambda r: any(
        t.move is not None and t.move.slot in (Slot.ARM_A, Slot.ARM_B) for t in r.turns
    ),
    "score": lambda r: any(t.points for t in r.turns),
    "domino": lambda r: r.end == "domino",
    "blocked": lambda r: r.end == "blocked",
}

FEATURE_NAMES = {
    "draw": "a draw from the boneyard",
    "pass": "a pass",
    "arm": "a tile placed on a branching double's arm",
    "score": "a placement that scores",
    "domino": "a player placing their last tile",
    "blocked": "a blocked round",
    "new-row": "a new row started",
    "add": "a card added to a row",
    "close": "a row closed",
    "face-up": "a draw from the face-up pile",
    "face-down": "a draw from the face-down pile",
}

CARD_FEATURES: dict[str, Callable[[list[TurnRecord]], bool]] = {
    "new-row": lambda rs: any(r.turn.choice.action is Action.NEW_ROW for r in rs),
    "add": lambda rs: any(r.turn.choice.action is Action.ADD for r in rs),
    "close": lambda rs: any(r.turn.choice.action is Action.CLOSE for r in rs),
    "face-up": lambda rs: any(r.turn.draw is Pile.FACE_UP for r in rs),
    "face-down": lambda rs: any(r.turn.draw is Pile.FACE_DOWN for r in rs),
}

#: The colours of the made-up deck of the Up or Down? walkthrough (six, as in the deck).
MADE_UP_COLOURS = ("red", "blue", "green", "yellow", "purple", "orange")


class round_walkthrough(nodes.General, nodes.Element):
    """A round played through: setup, turns (``data-turn``) and end (attributes only)."""


def made_up_deck() -> list[Any]:
    """Cards 1..126 with made-up colours (the real deck's colours are not known)."""
    from engine.cards import Card

    return [Card(n, MADE_UP_COLOURS[n % len(MADE_UP_COLOURS)]) for n in range(1, 127)]


class RoundWalkthroughDirective(ReplayDirective):
    name = "round-walkthrough"
    code = ("walkthrough", "text.py", "card_text.py")
    warning_type = "round-walkthrough"
    has_content = True
    option_spec: ClassVar[OptionSpec] = {
        "game": directives.unchanged_required,
        "players": directives.unchanged_required,
        "seed": directives.unchanged_required,
        "must-show": directives.unchanged_required,
        "min-turns": directives.unchanged_required,
        "turns": directives.unchanged_required,
        "class": directives.class_option,
        "name": directives.unchanged,
    }

    # -- options ------------------------------------------------------------------
    def features(self, known: Iterable[str]) -> list[str]:
        text = str(self.options.get("must-show") or "")
        words = [w for w in re.split(r"[\s,]+", text.strip()) if w]
        known = sorted(known)
        for word in words:
            if word not in known:
                raise ExampleError(
                    "bad-must-show",
                    self.option_line("must-show"),
                    f":must-show: {word!r} is not one of {', '.join(known)}",
                )
        return words

    def body(self) -> list[tuple[int, str]]:
        relative = bool(self.content) and self.content.info(0)[1] != self.content_offset
        first = self.lineno + self.content_offset + 1 if relative else self.content_offset + 1
        return [(first + i, text.strip()) for i, text in enumerate(self.content) if text.strip()]

    def _run(self) -> list[nodes.Node]:
        game = str(self.options.get("game") or "").strip()
        if not game:
            raise ExampleError("missing-game", self.lineno, "the :game: option is required")
        if game == CARD_GAME:
            return self.cards()
        rules = self.rules(required=True)
        assert rules is not None
        return self.dominoes(rules)

    def must_show(self, failing: list[str], turns: int, what: str) -> None:
        minimum = self.optional_number("min-turns", 1, 200)
        if failing:
            raise ExampleError(
                "must-show",
                self.option_line("must-show"),
                f"{what} does not show {', '.join(FEATURE_NAMES[f] for f in failing)}"
                f" (:must-show: {' '.join(failing)}): choose another seed or deal",
            )
        if minimum is not None and turns < minimum:
            raise ExampleError(
                "must-show",
                self.option_line("min-turns"),
                f"{what} lasts {turns} turns, fewer than :min-turns: {minimum}:"
                " choose another seed or deal",
            )

    # -- dominoes -----------------------------------------------------------------
    def scripted_deal(self, lines: list[tuple[int, str]]) -> Deal:
        hands: list[tuple[engine.Tile, ...]] = []
        boneyard: tuple[engine.Tile, ...] = ()
        opener: int | None = None
        for line, text in lines:
            keyword, _, rest = text.partition(" ")
            try:
                if keyword == "hand":
                    hands.append(tuple(engine.Tile.parse(w) for w in rest.split()))
                elif keyword == "boneyard":
                    boneyard = tuple(engine.Tile.parse(w) for w in rest.split())
                elif keyword == "opener" and rest.strip():
                    opener = self.number_in(rest.strip(), 1, 4, "bad-deal", line, "opener") - 1
                else:
                    raise ExampleError(
                        "bad-deal",
                        line,
                        f"not a deal statement (expected 'hand TILES', 'boneyard TILES'"
                        f" or 'opener N'): {excerpt(text)}",
                    )
            except EngineError as error:
                raise ExampleError("bad-deal", line, f"{excerpt(text)}: {error}") from None
        if opener is None:
            raise ExampleError("bad-deal", self.lineno, "a written deal needs 'opener N'")
        try:
            return Deal(tuple(hands), boneyard, opener)
        except EngineError as error:
            raise ExampleError("bad-deal", self.lineno, str(error)) from None

    def dominoes(self, rules: engine.Rules) -> list[nodes.Node]:
        lines = self.body()
        if "turns" in self.options:
            raise ExampleError(
                "bad-turns",
                self.option_line("turns"),
                ":turns: is for Up or Down?: a domino round is shown whole",
            )
        seed = self.optional_number("seed", 0, MAX_SEED)
        players = self.optional_number("players", 2, 4)
        if lines:
            deal = self.scripted_deal(lines)
            if players is not None and players != deal.players:
                raise ExampleError(
                    "bad-players",
                    self.option_line("players"),
                    f":players: {players} but the deal has {deal.players} hands",
                )
            rng = random.Random(seed or 0)
            match = Match(rules, [GreedyPlayer(rng) for _ in range(deal.players)])
            try:
                record = match.play_round(deal)
            except EngineError as error:
                raise ExampleError("bad-deal", self.lineno, str(error)) from None
            players, drawn_by = deal.players, None
            what = "the written deal"
        else:
            if seed is None:
                raise ExampleError(
                    "missing-seed", self.lineno, "give :seed: or write the deal in the body"
                )
            players = players or 2
            record = play_match(rules, players, seed).rounds[0]
            drawn_by = seed
            what = f"{rules.name} with {players} players, seed {seed}"
        if record.end == "target":
            raise ExampleError(
                "must-show", self.lineno, f"{what}: the match is won inside the first round"
            )
        wanted = self.features(DOMINO_FEATURES)
        self.must_show(
            [f for f in wanted if not DOMINO_FEATURES[f](record)], len(record.turns), what
        )
        self.note_dependencies()
        return [self.domino_node(rules, players, record, drawn_by)]

    def domino_node(
        self, rules: engine.Rules, players: int, record: RoundRecord, drawn_by: int | None
    ) -> round_walkthrough:
        """The round's element.

        ``drawn_by`` is the seed whose neutral draw chose the opener, or None
        for a deal written in the page.
        """
        from diagrams.domino import draw_step, step_to_dot

        talk = RoundNarrator(narrator_for(self))
        teams = teams_for(players)
        team_of = {seat: i for i, team in enumerate(teams) for seat in team}
        deal = record.deal
        setup = [talk.face_up_note()]
        setup += [talk.hand(seat, hand) for seat, hand in enumerate(deal.hands)]
        setup += [talk.pair(team) for team in teams if len(team) > 1]
        setup += [
            talk.boneyard(deal.boneyard),
            talk.opener(deal.opener, neutral_draw=drawn_by is not None),
            talk.players_choose(),
        ]
        scores = [Fraction(0)] * len(teams)
        turns = []
        explained: list[engine.Step] = []
        total = len(record.turns)
        for number, position in enumerate(engine.positions(rules, deal, record.turns), 1):
            turn, hand, options = position.turn, position.hand, position.options
            sentences = [talk.hand(turn.seat, hand)]
            if turn.drawn:
                sentences.append(talk.drawn(turn.seat, turn.drawn))
            if len(options) == 1:
                sentences.append(talk.only_option(turn.seat, options[0]))
            elif options:
                sentences.append(talk.options(options))
                sentences.append(talk.why(turn.seat, options))
            sentences.append(talk.placement(turn))
            diagrams = []
            step = position.step()
            if step is not None and turn.placement is not None:
                # The replay agrees with the round as played, whose players are greedy.
                assert (step.end_sum, step.points) == (turn.placement.end_sum, turn.points)
                assert step.points == max(p for _m, p in options), (turn, options)
                explained.append(step)
                # The sum in the drawing's order, in the text and in the drawing's
                # description alike: one turn names one sum one way.
                drawing = draw_step(step)
                values = talk.drawing_order(drawing)
                sentences.append(talk.step(step, values))
                diagrams.append(
                    (
                        self.record_diagram(step_to_dot(step, drawing)),
                        # The whole layout in words, as a worked example's full description.
                        talk.narrator.description(step, values),
                    )
                )
            scores[team_of[turn.seat]] += turn.points
            sentences.append(talk.running_scores(rules, teams, scores))
            turns.append(
                {
                    "number": number,
                    "title": talk.turn_title(number, total, turn.seat),
                    "sentences": sentences,
                    "diagrams": diagrams,
                    "data": {
                        "seat": turn.seat,
                        "move": str(turn.move) if turn.move else "",
                        "hand": json.dumps([str(t) for t in hand]),
                        "options": json.dumps(
                            [{"move": str(m), "points": p} for m, p in options],
                            separators=(",", ":"),
                        ),
                    },
                }
            )
        end = [talk.ending(record.end, record.out)]
        end += self.settlement_sentences(rules, talk, teams, record)
        end.append(talk.final_scores(rules, teams, list(record.scores)))
        return self.node(
            talk,
            game=rules.name,
            players=players,
            seed=drawn_by,
            data=record.to_json(),
            label=talk.label(),
            legend=list(talk.narrator.legend())
            + [key for _mark, key in drawing_marks(talk.narrator, explained)],
            setup=setup,
            turns=turns,
            end=end,
        )

    def settlement_sentences(
        self,
        rules: engine.Rules,
        talk: RoundNarrator,
        teams: list[list[int]],
        record: RoundRecord,
    ) -> list[str]:
        """The settlement as the engine made and recorded it (``engine.settlement``), in words."""
        settled = record.settlement
        if rules.settlement == "deduct-per-seat":
            return [talk.deductions_intro()] + [
                talk.deduction(rules, seat, hand, rounded)
                for seat, (hand, rounded) in enumerate(
                    zip(record.remaining, settled.per_seat, strict=True)
                )
            ]
        pips = [sum(t.pips for t in hand) for hand in record.remaining]
        team_pips = [sum(pips[s] for s in team) for team in teams]
        out = talk.left_in_hand(record.remaining) + talk.team_pips(teams, team_pips)
        if len(settled.winners) == 1:
            (winner,) = settled.winners
            out.append(
                talk.award(
                    rules,
                    teams[winner],
                    len(teams) - 1,
                    settled.pips,
                    settled.rounded,
                    blocked=record.out is None,
                )
            )
        elif len(settled.winners) == 2:
            first, second = settled.winners
            (third,) = (i for i in range(len(teams)) if i not in settled.winners)
            out.append(
                talk.split(
                    rules, teams[first], teams[second], teams[third], settled.pips, settled.rounded
                )
            )
        else:
            out.append(talk.nobody_scores())
        return out

    # -- Up or Down? --------------------------------------------------------------
    def cards(self) -> list[nodes.Node]:
        from diagrams.cards import change_to_dot, circle_to_dot, score_to_dot
        from engine.cards import play_game, positions, score_display

        from ..card_text import OBJECT, CardNarrator

        players = self.number("players", 2, 6, default=2)
        seed = self.number("seed", 0, MAX_SEED)
        game = play_game(made_up_deck(), players, seed=seed)
        count = self.optional_number("turns", 1, 200)
        if self.body():
            line = self.body()[0][0]
            raise ExampleError(
                "bad-deal", line, "Up or Down? plays its seeded game: the body must be empty"
            )
        whole = count is None or count >= len(game.records)
        records = game.records if count is None else game.records[:count]
        what = f"up-or-down with {players} players, seed {seed}" + (
            "" if whole else f", first {count} turns"
        )
        wanted = self.features(CARD_FEATURES)
        self.must_show([f for f in wanted if not CARD_FEATURES[f](records)], len(records), what)
        self.note_dependencies()

        talk = RoundNarrator(narrator_for(self))
        cards = CardNarrator(talk.narrator)
        deal = game.deal
        setup = [talk.made_up_colours(), talk.face_up_note_cards()]
        setup += [talk.holds(seat, cards.cards(hand)) for seat, hand in enumerate(deal.hands)]
        setup.append(talk.circle(cards.cards(deal.circle)))
        setup += SetupNarrator(talk.narrator).piles(deal, cards.card(deal.face_up[0]))
        setup.append(talk.card_players_choose())
        turns = []
        for number, position in enumerate(islice(positions(game), len(records)), 1):
            record, hand = position.record, list(position.hand)
            before = score_display(position.display).total
            choices = position.choices()
            totals = [score_display(after).total for _turn, after in choices]
            chosen = score_display(record.display_change.after).total
            play, change = record.circle_play, record.display_change
            sentences = [
                talk.holds(record.seat, cards.cards(hand)),
                cards.plays(record.seat, play),
                cards.circle_caption(play),
                cards.takes(record.seat, change),
                cards.change_caption(change),
                talk.card_why(record.seat, before, totals, chosen, cards.points(chosen)),
            ]
            if record.drawn is not None and record.turn.draw is not None:
                sentences.append(
                    talk.card_draw(
                        record.seat, str(record.turn.draw), cards.card(record.drawn, OBJECT)
                    )
                )
            else:
                sentences.append(talk.no_draw(record.seat))
            sentences.append(
                talk.card_scores(
                    [cards.points(score_display(d).total) for d in position.displays_after]
                )
            )
            options = [
                {"move": str(turn), "points": total}
                for (turn, _after), total in zip(choices, totals, strict=True)
            ]
            turns.append(
                {
                    "number": number,
                    "title": talk.turn_title(number, len(records), record.seat),
                    "sentences": sentences,
                    "diagrams": [
                        (self.record_diagram(circle_to_dot(play)), cards.circle_caption(play)),
                        (self.record_diagram(change_to_dot(change)), cards.change_caption(change)),
                    ],
                    "data": {
                        "seat": record.seat,
                        "move": str(record.turn),
                        "hand": json.dumps([str(card) for card in hand]),
                        "options": json.dumps(options, separators=(",", ":")),
                    },
                }
            )
        end: list[str] = []
        # After which sentence each display's drawing goes: (index, diagram, alt).
        end_diagrams: list[tuple[int, str, str]] = []
        if whole:
            end.append(talk.game_ends())
            for seat, score in enumerate(game.scores()):
                end.append(talk.display_scores(seat, cards.points(score.total)))
                end_diagrams.append(
                    (
                        len(end) - 1,
                        self.record_diagram(score_to_dot(score)),
                        cards.score_description(score),
                    )
                )
                end.append(cards.score_caption(score))
            best = max(score.total for score in game.scores())
            end.append(talk.card_winners(game.winners(), cards.points(best)))
        data = {
            "game": CARD_GAME,
            "players": players,
            "seed": seed,
            "deal": deal.to_json(),
            "turns": [record.to_json() for record in records],
        }
        if whole:
            data["scores"] = [score.to_json() for score in game.scores()]
            data["winners"] = list(game.winners())
        return [
            self.node(
                talk,
                game=CARD_GAME,
                players=players,
                seed=seed,
                data=data,
                label=talk.whole_game_label() if whole else talk.first_turns_label(),
                legend=cards.legend("circle")
                + cards.legend("row", closing=True, pile=True)
                # The end's drawings mark each row's most common colour and its score.
                + (cards.legend("score") if whole else []),
                setup=setup,
                turns=turns,
                end=end,
                end_diagrams=end_diagrams,
                end_title=talk.game_end_title(),
            )
        ]

    # -- the node -----------------------------------------------------------------
    serial_name: ClassVar[str] = "round-walkthrough"

    def node(self, talk: RoundNarrator, **fields: Any) -> round_walkthrough:
        serial = self.env.new_serialno(self.serial_name)
        prefix = "round" if serial == 0 else f"round-{serial + 1}"
        node = round_walkthrough(
            prefix=prefix,
            round_json=json.dumps(fields.pop("data"), ensure_ascii=False, separators=(",", ":")),
            setup_title=talk.setup_title(),
            end_title=fields.pop("end_title", talk.end_title()),
            end_diagrams=fields.pop("end_diagrams", []),
            first=talk.first(),
            last=talk.last(),
            back=talk.back(),
            next=talk.next(),
            position=talk.position_template(),
            controls_label=talk.controls_label(),
            skip_label=talk.skip_label(),
            spoken_tile=talk.spoken_tile(),
            classes=self.options.get("class", []),
            **fields,
        )
        node["ids"].append(prefix)
        self.set_source_info(node)
        self.add_name(node)
        return node


# -- HTML ------------------------------------------------------------------------


def round_walkthrough_text(node: round_walkthrough) -> list[nodes.Node]:
    """Builders other than HTML: the set-up, every turn and the end, as the page's text has them."""
    found = paragraphs(node["setup_title"], *node["setup"])
    for turn in node["turns"]:
        found.extend(paragraphs(turn["title"], *turn["sentences"]))
    if node["end"]:
        found.extend(paragraphs(node["end_title"], *node["end"]))
    return found


def visit_round_walkthrough_html(translator: Any, node: round_walkthrough) -> None:
    """Every turn in order, readable without the script; the script steps through them."""
    prefix = node["prefix"]
    out = [
        f'<section class="round-walkthrough" id="{attr(prefix)}"'
        f' data-game="{attr(node["game"])}" data-players="{node["players"]}"'
        + ("" if node["seed"] is None else f' data-seed="{node["seed"]}"')
        + f' data-round="{attr(node["round_json"])}" aria-label="{attr(node["label"])}"'
        f' data-skip-label="{attr(node["skip_label"])}"'
        f' data-spoken-tile="{attr(node["spoken_tile"])}">',
        '<div class="round-walkthrough-setup">',
        f'<h3 class="round-walkthrough-heading">{escape(node["setup_title"])}</h3>',
        *(f"<p>{escape(text)}</p>" for text in node["setup"]),
        "</div>",
        f'<div class="round-walkthrough-controls" id="{attr(prefix)}-controls" role="group"'
        f' aria-label="{attr(node["controls_label"])}" hidden>'
        '<button type="button" class="round-walkthrough-first"'
        f' aria-label="{attr(node["first"])}" title="{attr(node["first"])}">'
        '<span aria-hidden="true">\u21e4</span></button>'
        '<button type="button" class="round-walkthrough-back">'
        f'<span aria-hidden="true">\u2190 </span>{escape(node["back"])}</button>'
        f'<span class="round-walkthrough-position" data-template="{attr(node["position"])}">'
        "</span>"
        '<button type="button" class="round-walkthrough-next">'
        f'{escape(node["next"])}<span aria-hidden="true"> \u2192</span></button>'
        '<button type="button" class="round-walkthrough-last"'
        f' aria-label="{attr(node["last"])}" title="{attr(node["last"])}">'
        '<span aria-hidden="true">\u21e5</span></button>'
        "</div>",
        '<div class="round-walkthrough-live" aria-live="polite" role="status"></div>',
        '<ol class="round-walkthrough-turns">',
    ]
    for turn in node["turns"]:
        number = turn["number"]
        data = "".join(f' data-{key}="{attr(value)}"' for key, value in turn["data"].items())
        out.append(
            f'<li class="round-walkthrough-turn" id="{attr(prefix)}-turn-{number}"'
            f' data-turn="{number}"{data}>'
            f'<h3 class="round-walkthrough-heading">{escape(turn["title"])}</h3>'
        )
        # The text, then its drawings: side by side on a wide screen.
        out.append('<div class="round-walkthrough-text">')
        out.extend(f"<p>{escape(text)}</p>" for text in turn["sentences"])
        out.append('</div><div class="round-walkthrough-drawings">')
        for key, alt in turn["diagrams"]:
            src = diagram_src(translator, key)
            if src is not None:
                out.append(
                    f'<img class="round-walkthrough-diagram"'
                    f' src="{attr(src)}" alt="{attr(alt)}" loading="lazy" decoding="async"/>'
                )
        out.append("</div></li>")
    out.append("</ol>")
    if node["end"]:
        out.append('<div class="round-walkthrough-end">')
        out.append(f'<h3 class="round-walkthrough-heading">{escape(node["end_title"])}</h3>')
        drawings = {index: (key, alt) for index, key, alt in node["end_diagrams"]}
        for index, text in enumerate(node["end"]):
            out.append(f"<p>{escape(text)}</p>")
            if index in drawings:
                key, alt = drawings[index]
                src = diagram_src(translator, key)
                if src is not None:
                    out.append(
                        f'<img class="round-walkthrough-diagram"'
                        f' src="{attr(src)}" alt="{attr(alt)}" loading="lazy" decoding="async"/>'
                    )
        out.append("</div>")
    # The key to the drawings below them, as a figure's legend: on a phone the
    # turn starts right under the controls.
    out.append(
        '<p class="worked-example-legend round-walkthrough-legend">'
        + ' <span class="worked-example-legend-separator" aria-hidden="true">·</span> '.join(
            f"<span>{escape(key)}</span>" for key in node["legend"]
        )
        + "</p>"
    )
    out.append("</section>\n")
    translator.body.append("".join(out))
    raise nodes.SkipNode
