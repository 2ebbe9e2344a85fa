"""The ``facts`` directive: a game at a glance, at the top of its rules and teaching pages.

```{facts}
:game: five-up          (five-up, all-fives or up-or-down)
```

Who plays, what you need, how long a match lasts and how to set up for the
number of players at the table. Every number comes from the engine: the
tiles per hand and in the boneyard from the game's rules, the cards in play
from the card game's setup, and the length of a domino match from the
statistics' simulations (``simulate``, the cache the statistics pages use):
the rounds that half of all matches take (from the first to the third
quartile) and the placements of a match on average. The element is
``<aside class="facts" data-facts="…">``: the same numbers as JSON, the
site's open data.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from html import escape
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.util.docutils import SphinxDirective

import engine
from engine import cards
from engine.rules import PLAYER_COUNTS

from ..directive import CARD_GAME, GAMES, OptionSpec
from .simulation import Formatter, SimulationError, _Simulation, _translate


class facts(nodes.General, nodes.Element):
    """A game's facts box (attributes only)."""


def quartiles(counts: dict[str, int]) -> tuple[int, int, int]:
    """The first quartile, the median and the third quartile of a count table.

    >>> quartiles({"3": 1, "4": 2, "5": 4, "6": 2, "7": 1})
    (4, 5, 6)
    """
    values = sorted((int(value), n) for value, n in counts.items())
    total = sum(n for _v, n in values)

    def at(share: float) -> int:
        seen = 0
        for value, n in values:
            seen += n
            if seen >= share * total:
                return value
        return values[-1][0]

    return at(0.25), at(0.5), at(0.75)


class FactsDirective(SphinxDirective, _Simulation):
    """```{facts}``` with ``:game:``."""

    has_content = False
    option_spec: ClassVar[OptionSpec] = {"game": directives.unchanged_required}

    def run(self) -> list[nodes.Node]:
        game = (self.options.get("game") or "").strip()
        if game not in GAMES:
            self.warn(
                "facts",
                SimulationError(
                    "unknown-game",
                    self.lineno,
                    f":game: must be one of {', '.join(GAMES)}: {game!r}",
                ),
            )
            return []
        try:
            data = self.card_facts() if game == CARD_GAME else self.domino_facts(game)
        except SimulationError as error:
            self.warn("facts", error)
            return []
        if data is None:
            return []
        self.env.note_dependency(__file__)
        node = facts(game=game, data=data, texts=self.texts(game, data))
        self.set_source_info(node)
        return [node]

    def domino_facts(self, game: str) -> dict[str, Any] | None:
        rules = engine.find_rules(game)
        length: dict[str, Any] = {}
        setup: dict[str, Any] = {}
        for players in PLAYER_COUNTS:
            result = self.simulation(game, str(players), self.lineno)
            if result is None:
                return None
            stats = result["stats"]
            low, median, high = quartiles(stats["rounds_per_match"])
            length[str(players)] = {
                "rounds": [low, high],
                "median_rounds": median,
                "placements": round(stats["placements"] / stats["matches"]),
                "matches": stats["matches"],
            }
            hand = rules.tiles_per_player(players)
            setup[str(players)] = {
                "hand": hand,
                "boneyard": len(engine.DOUBLE_SIX) - players * hand,
            }
        return {
            "game": game,
            "players": list(PLAYER_COUNTS),
            "length": length,
            "setup": setup,
        }

    def card_facts(self) -> dict[str, Any]:
        setup = {
            str(players): {
                "in_play": [1, cards.highest_number(players)],
                "hand": cards.HAND_SIZE,
                "circle": cards.CIRCLE_SIZE,
                "taken": (cards.highest_number(players) - cards.CIRCLE_SIZE) // players,
            }
            for players in cards.PLAYER_COUNTS
        }
        return {"game": CARD_GAME, "players": list(cards.PLAYER_COUNTS), "setup": setup}

    def texts(self, game: str, data: dict[str, Any]) -> dict[str, Any]:
        language = self.config.language or "en"
        _ = _translate(language)
        n = Formatter(language).count
        plural = _plural(language)
        texts: dict[str, Any] = {"title": _("At a glance"), "players_label": _("Players")}
        texts["need_label"] = _("You need")
        if game == CARD_GAME:
            texts["players"] = _("{fewest} to {most}").format(
                fewest=n(cards.PLAYER_COUNTS[0]), most=n(cards.PLAYER_COUNTS[-1])
            )
            texts["need"] = plural(
                "the game's {cards} numbered card, and paper and a pencil for the end",
                "the game's {cards} numbered cards, and paper and a pencil for the end",
                cards.HIGHEST_NUMBER,
            ).format(cards=n(cards.HIGHEST_NUMBER))
            texts["length_label"] = _("A game")
            texts["length"] = _(
                "a turn for each card a player takes: the table below says how many"
            )
            counts = list(data["setup"])
            texts["table_head"] = [_("Players"), *(n(int(p)) for p in counts)]
            texts["table_rows"] = [
                [
                    _("Cards in play"),
                    *(f"{n(s['in_play'][0])}–{n(s['in_play'][1])}" for s in data["setup"].values()),
                ],
                [_("Cards each player takes"), *(n(s["taken"]) for s in data["setup"].values())],
            ]
            texts["steps"] = [
                plural(
                    "Deal everyone {hand} card face down: their hand.",
                    "Deal everyone {hand} cards face down: their hand.",
                    cards.HAND_SIZE,
                ).format(hand=n(cards.HAND_SIZE)),
                plural(
                    "Lay {circle} card face up in a circle, in ascending order.",
                    "Lay {circle} cards face up in a circle, in ascending order.",
                    cards.CIRCLE_SIZE,
                ).format(circle=n(cards.CIRCLE_SIZE)),
                _(
                    "Split the rest roughly in half into two draw piles, one face down and one face up."
                ),
            ]
            return texts
        texts["players"] = _("2, 3 or 4; four play as two fixed pairs")
        texts["need"] = plural(
            "a double-six set of {tiles} tile, and paper and a pencil for the score",
            "a double-six set of {tiles} tiles, and paper and a pencil for the score",
            len(engine.DOUBLE_SIX),
        ).format(tiles=n(len(engine.DOUBLE_SIX)))
        setup, length = data["setup"].values(), data["length"].values()
        texts["table_head"] = [_("Players"), *(n(int(p)) for p in data["setup"])]
        texts["table_rows"] = [
            [_("Tiles in each hand"), *(n(s["hand"]) for s in setup)],
            [_("Tiles left in the boneyard"), *(n(s["boneyard"]) for s in setup)],
            [
                _("Rounds in a typical match (the middle half of all matches)"),
                *(f"{n(s['rounds'][0])}–{n(s['rounds'][1])}" for s in length),
            ],
            [_("Placements in a match, on average"), *(n(s["placements"]) for s in length)],
        ]
        texts["length_note"] = _(
            "The rounds and placements come from the site's simulated matches, whose players"
            " take the placement that scores the most at once."
        )
        texts["steps"] = [
            _("Shuffle the tiles face down and deal each hand; the rest is the boneyard."),
            _("A neutral draw decides who opens the first round."),
        ]
        return texts


def _plural(language: str) -> Callable[[str, str, int], str]:
    """The catalog's plural forms: a number from the engine takes its noun's right form."""
    from sphinx.locale import get_translator

    from ..text import CATALOG
    from ..typesetting import TypesetTranslations

    return TypesetTranslations(get_translator(CATALOG), language).ngettext


def _table(head: list[str], rows: list[list[str]]) -> str:
    cells = "".join(f'<th scope="col">{escape(h)}</th>' for h in head)
    body = "".join(
        "<tr>"
        + f'<th scope="row">{escape(row[0])}</th>'
        + "".join(f"<td>{escape(c)}</td>" for c in row[1:])
        + "</tr>"
        for row in rows
    )
    return (
        f'<table class="facts-table"><thead><tr>{cells}</tr></thead><tbody>{body}</tbody></table>'
    )


def visit_facts_html(translator: Any, node: facts) -> None:
    t = node["texts"]
    data = escape(json.dumps(node["data"], separators=(",", ":")), quote=True)
    ident = f"facts-{node['game']}"
    out = [
        f'<aside class="facts" data-facts="{data}" aria-labelledby="{ident}">',
        f'<p class="facts-title" id="{ident}">{escape(t["title"])}</p><dl>',
        f"<dt>{escape(t['players_label'])}</dt><dd>{escape(t['players'])}</dd>",
        f"<dt>{escape(t['need_label'])}</dt><dd>{escape(t['need'])}</dd>",
    ]
    if "length" in t:
        out.append(f"<dt>{escape(t['length_label'])}</dt><dd>{escape(t['length'])}</dd>")
    out.append("</dl>")
    out.append(_table(t["table_head"], t["table_rows"]))
    if "length_note" in t:
        out.append(f'<p class="facts-note">{escape(t["length_note"])}</p>')
    out.append('<ul class="facts-steps">')
    out.extend(f"<li>{escape(step)}</li>" for step in t["steps"])
    out.append("</ul></aside>\n")
    translator.body.append("".join(out))
    raise nodes.SkipNode


def facts_text(node: facts) -> list[nodes.Node]:
    """Builders other than HTML: the facts as paragraphs."""
    t = node["texts"]
    lines = [t["title"], f"{t['players_label']}: {t['players']}", f"{t['need_label']}: {t['need']}"]
    lines += t["steps"]
    return [nodes.paragraph(text=line) for line in lines]


def setup(app: Any) -> None:
    from ..nodes import add_figure_node

    add_figure_node(app, facts, visit_facts_html, facts_text)
    app.add_directive("facts", FactsDirective)
