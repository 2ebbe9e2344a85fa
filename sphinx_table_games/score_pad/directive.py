"""The ``score-pad`` directive: a score sheet for a real table, kept by the rules.

```{score-pad}
:game: five-up          (five-up or all-fives)
```

The page holds the game's rules as data (``data-rules``, from the engine at
build time: targets, teams, settlement, winning at once) and every word the
pad says (``data-text-*``, from the extension's catalog). ``score-pad.js``
builds the form from them and keeps the match in the browser's local
storage; ``score-pad-rules.js`` does the arithmetic, the same code the tests
run against the engine's own matches. Without JavaScript the page says so.
"""

from __future__ import annotations

import json
from html import escape
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives

import engine
from diagrams.tally import CROSS_POINTS
from engine.match import teams_for
from engine.maxima import largest_award
from engine.rules import PLAYER_COUNTS, POINTS_PER_DISPLAYED

from ..directive import OptionSpec, ReplayDirective, narrator_for
from ..nodes import page_files, paragraphs


class score_pad(nodes.General, nodes.Element):
    """A score pad: the game, its rules as data and the pad's words (attributes only)."""


def rules_data(rules: engine.Rules) -> dict[str, Any]:
    """What the pad needs of ``rules``, as JSON: the engine's settings, nothing derived by hand."""
    return {
        "game": rules.name,
        "targets": {str(n): rules.target(n) for n in PLAYER_COUNTS},
        "teams": {str(n): teams_for(n) for n in PLAYER_COUNTS},
        "settlement": rules.settlement,
        "wins_at_once": rules.wins_at_once,
        "points_per_displayed": POINTS_PER_DISPLAYED if rules.displayed_points else None,
        "cross_points": CROSS_POINTS,
        # The most one placement can score, as the engine's exhaustive search proves it.
        "most_points": largest_award(rules).points,
    }


def pad_texts(_: Any, rules: engine.Rules) -> dict[str, str]:
    """Every sentence and label the pad of ``rules``' game can show, whole, in the page's language.

    Each game's pad carries only its own: a score sheet column for Five Up,
    a win in the middle of a round for All Fives, one more round after a tie
    at the top for Five Up.
    """
    sheet, at_once = rules.displayed_points, rules.wins_at_once
    only = {
        "target": not sheet,
        "target-displayed": sheet,
        "displayed": sheet,
        "won-mid-round": at_once,
        "tie": not at_once,
    }
    texts = {
        "players": _("Players"),
        "players-2": _("2 players"),
        "players-3": _("3 players"),
        "players-4": _("4 players, in two fixed pairs"),
        "target": _("Target: {raw} raw points."),
        "target-displayed": _("Target: {raw} raw points ({displayed} on the score sheet)."),
        "side-one": _("Player {n}"),
        "side-pair": _("Players {first} and {second}"),
        "raw": _("Raw points"),
        "displayed": _("Score sheet"),
        "tally": _("Tally"),
        "placement": _("A placement that scored"),
        "seat": _("Who placed the tile"),
        "seat-option": _("Player {n}"),
        "points": _("Raw points on the table"),
        "add": _("Add"),
        "end-heading": _("End of the round"),
        "end": _("How the round ended"),
        "end-domino": _("A player placed their last tile"),
        "end-blocked": _("Blocked: nobody can play"),
        "out": _("Who placed their last tile"),
        "pips": _("Pips left in the hand of Player {n}"),
        "end-round": _("Settle the round"),
        "undo": _("Undo"),
        "new-match": _("New match"),
        "history": _("This match"),
        "round": _("Round {n}"),
        "round-now": _("Round {n}, being played"),
        "added": _("Player {n}: {points} raw points."),
        "settled-domino": _("Player {n} placed their last tile; the round is settled."),
        "settled-blocked": _("The round was blocked and is settled."),
        "won-mid-round": _("The target was reached during the round."),
        "bad-points": _("Raw points are a positive multiple of five: 5, 10, 15 and so on."),
        "most-points": _("One placement scores at most {most} raw points in this game."),
        "bad-pips": _("Pips left are a whole number from 0 to 168."),
        "missing-pips": _("Enter the pips left in every hand."),
        "over": _("The match is over: start a new match to keep scoring."),
        "wins-one": _("Player {n} wins the match."),
        "wins-pair": _("Players {first} and {second} win the match."),
        "wins-shared": _("Players {first} and {second} share the win."),
        "tie": _("Tied for the lead at or above the target: play one more round."),
        "confirm-new": _("Start a new match? This match stays in the list below."),
        "past": _("Earlier matches"),
        "no-script": _("The score pad needs JavaScript."),
    }
    return {key: value for key, value in texts.items() if only.get(key, True)}


class ScorePadDirective(ReplayDirective):
    """```{score-pad}``` with ``:game:``: the pad's rules and words."""

    name = "score-pad"
    code = ("score_pad", "text.py")
    warning_type = "score-pad"
    has_content = False
    option_spec: ClassVar[OptionSpec] = {"game": directives.unchanged_required}

    def _run(self) -> list[nodes.Node]:
        game = self.chosen_game(tuple(engine.GAMES))
        self.note_dependencies()
        narrator = narrator_for(self)
        node = score_pad(
            game=game,
            rules=json.dumps(rules_data(engine.find_rules(game)), separators=(",", ":")),
            texts=pad_texts(narrator.translations.gettext, engine.find_rules(game)),
        )
        self.set_source_info(node)
        return [node]


def visit_score_pad_html(translator: Any, node: score_pad) -> None:
    texts = "".join(
        f' data-text-{key}="{escape(value, quote=True)}"' for key, value in node["texts"].items()
    )
    translator.body.append(
        f'<div class="score-pad" data-score-pad data-game="{escape(node["game"], quote=True)}"'
        f' data-rules="{escape(node["rules"], quote=True)}"{texts}>'
        f"<noscript><p>{escape(node['texts']['no-script'])}</p></noscript></div>\n"
    )
    raise nodes.SkipNode


def score_pad_text(node: score_pad) -> list[nodes.Node]:
    """Builders other than HTML: the pad cannot work on paper; say so."""
    return paragraphs(node["texts"]["no-script"])


#: Only pages with a score pad load its scripts and style.
add_score_pad_files = page_files(score_pad, "score-pad.css", "score-pad-rules.js", "score-pad.js")
