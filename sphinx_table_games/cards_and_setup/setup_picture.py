"""The ``setup-picture`` directive: the table before the first turn, dealt by the engine.

Options: ``:game:`` (``five-up``, ``all-fives`` or ``up-or-down``, required),
``:players:`` (required: 2 to 4 for dominoes, 2 to 6 for Up or Down?),
``:seed:`` (required, a whole number: the shuffle), ``:colours:`` (Up or
Down? only, default ``red blue green yellow``: the made-up colour of card
``n`` is the ``n % k``-th of the ``k`` named, since the real deck's colours
are not known here), ``:class:``, ``:name:``. No body.

Dominoes: the double-six set shuffled with ``random.Random(seed)`` and dealt
by ``engine.round.Deal``; the picture shows each hand face up and the
boneyard face down. Up or Down?: the cards in play shuffled by
``engine.cards.shuffled`` and dealt by ``engine.cards.Deal``; the picture
shows the circle and the two draw piles.

A bad option becomes one located warning of type ``worked-example`` (the
directive's line or the option's own), and nothing is rendered.
"""

from __future__ import annotations

import random
from html import escape
from typing import TYPE_CHECKING, Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives

from engine import cards as card_game
from engine.errors import EngineError
from engine.round import Deal

from ..directive import MAX_SEED, ExampleError, OptionSpec, ReplayDirective
from ..nodes import attr, diagram_src
from .setup_text import SetupNarrator

if TYPE_CHECKING:
    from sphinx.application import Sphinx

DEFAULT_COLOURS = ("red", "blue", "green", "yellow")


class setup_figure(nodes.General, nodes.Element):
    """A set-up picture: one diagram, its alt text and caption (attributes only)."""


class SetupPictureDirective(ReplayDirective):
    """```{setup-picture}``` with ``:game:``, ``:players:`` and ``:seed:``."""

    name = "setup-picture"
    code = ("cards_and_setup", "text.py", "card_text.py")
    has_content = False
    option_spec: ClassVar[OptionSpec] = {
        "game": directives.unchanged_required,
        "players": directives.unchanged_required,
        "seed": directives.unchanged_required,
        "colours": directives.unchanged,
        "class": directives.class_option,
        "name": directives.unchanged,
    }

    def _run(self) -> list[nodes.Node]:
        game = (self.options.get("game") or "").strip()
        if not game:
            raise ExampleError("missing-game", self.lineno, "the :game: option is required")
        players = self.number("players", 2, 6)
        seed = self.number("seed", 0, MAX_SEED)
        from ..directive import narrator_for

        narrator = SetupNarrator(narrator_for(self))
        if game == card_game.GAME_NAME:
            return [self.card_setup(players, seed, narrator)]
        if "colours" in self.options:
            raise ExampleError(
                "unknown-option", self.option_line("colours"), ":colours: is for up-or-down only"
            )
        rules = self.rules(required=True)
        assert rules is not None
        try:
            deal = Deal.shuffled(rules, players, random.Random(seed), opener=0)
        except EngineError as error:
            raise ExampleError("bad-players", self.option_line("players"), str(error)) from None
        from diagrams.setup import deal_to_dot

        self.note_dependencies()
        return [
            self.figure(
                game=rules.name,
                players=players,
                data={
                    "hands": [[str(tile) for tile in hand] for hand in deal.hands],
                    "boneyard": [str(tile) for tile in deal.boneyard],
                },
                alt=narrator.deal_alt(deal),
                caption=narrator.deal_caption(deal),
                dot=deal_to_dot(deal, rules.name),
            )
        ]

    def card_setup(self, players: int, seed: int, narrator: SetupNarrator) -> nodes.Node:
        given = self.options.get("colours")
        if given is not None and not given.split():
            raise ExampleError(
                "unknown-colour", self.option_line("colours"), ":colours: names no colour"
            )
        colours = tuple((given or " ".join(DEFAULT_COLOURS)).split())
        from diagrams.cards import COLOUR_SYMBOLS

        unknown = [colour for colour in colours if colour not in COLOUR_SYMBOLS]
        if unknown or len(colours) > card_game.COLOURS_IN_DECK:
            raise ExampleError(
                "unknown-colour",
                self.option_line("colours"),
                f":colours: takes 1 to {card_game.COLOURS_IN_DECK} of"
                f" {', '.join(COLOUR_SYMBOLS)}: {' '.join(colours)!r}",
            )
        deck = [
            card_game.Card(n, colours[n % len(colours)])
            for n in range(1, card_game.HIGHEST_NUMBER + 1)
        ]
        try:
            deal = card_game.Deal.from_order(card_game.shuffled(deck, players, seed=seed), players)
        except EngineError as error:
            raise ExampleError("bad-players", self.option_line("players"), str(error)) from None
        from diagrams.setup import card_setup_to_dot

        self.note_dependencies()
        return self.figure(
            game=card_game.GAME_NAME,
            players=players,
            data=deal.to_json(),
            alt=narrator.card_alt(deal),
            caption=narrator.card_caption(deal),
            dot=card_setup_to_dot(deal),
        )

    def figure(
        self, *, game: str, players: int, data: dict[str, Any], alt: str, caption: str, dot: str
    ) -> nodes.Node:
        import json

        node = setup_figure(
            game=game,
            players=players,
            setup=json.dumps(data, separators=(",", ":")),
            alt=alt,
            caption=caption,
            diagram=self.record_diagram(dot),
            classes=self.options.get("class", []),
        )
        node["ids"].append(f"setup-picture-{self.env.new_serialno('setup-picture')}")
        self.set_source_info(node)
        self.add_name(node)
        return node


def visit_setup_html(translator: Any, node: setup_figure) -> None:
    src = diagram_src(translator, node["diagram"])
    out = [
        f'<figure class="setup-picture" id="{attr(" ".join(node["ids"]))}"'
        f' data-game="{attr(node["game"])}" data-players="{node["players"]}"'
        f' data-setup="{attr(node["setup"])}">'
    ]
    if src is not None:
        out.append(
            f'<img class="worked-example-diagram setup-picture-diagram" src="{attr(src)}"'
            f' alt="{attr(node["alt"])}" loading="lazy" decoding="async"/>'
        )
    out.append(f"<figcaption>{escape(node['caption'])}</figcaption></figure>\n")
    translator.body.append("".join(out))
    raise nodes.SkipNode


def setup(app: Sphinx) -> None:
    """Register the directive and its node (called by the extension's ``setup``)."""
    from ..nodes import add_figure_node

    add_figure_node(app, setup_figure, visit_setup_html)
    app.add_directive("setup-picture", SetupPictureDirective)
