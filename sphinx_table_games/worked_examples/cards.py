"""Up or Down? worked examples: the node of a ``worked-example`` with ``:game: up-or-down``.

The domino contract (``:game:``, ``:show:``, one move per line) is
untouched; ``:game: up-or-down`` switches to this module. Options:
``:kind:`` (required: ``circle``, ``row`` or ``score``), ``:class:``,
``:name:``. Cards are written ``NUMBER:COLOUR`` (``37:yellow``); the colour
is the example's own data, since the real deck's colour table is not known.
Colours with a symbol: red, blue, green, yellow, purple, orange, pink, grey.
Rows are counted from 1, as the drawing and the captions count them. The body
has one statement per line (blank lines are skipped)::

    row 12:red 15:red 40:blue
    row 60:green 45:blue
    take 50:yellow, close row 1

The body is read and checked by the engine (``engine.cards.examples`` gives
the syntax of each kind); this module only turns what the engine read into
a node, and names the type of the engine's errors. Every mistake (bad card
text, a number twice or out of range, a card that cannot go where the
example puts it, an unknown kind or colour) becomes one warning of type
``worked-example`` at the offending line, quoting it, and nothing of the
example is rendered.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from diagrams.cards import (
    UnknownColourError,
    change_to_dot,
    circle_to_dot,
    colours_used,
    score_to_dot,
    symbol_svg,
)
from engine.cards import (
    GAME_NAME,
    CardNotationError,
    CirclePlay,
    DisplayChange,
    DisplayScore,
    DuplicateCardError,
    ExampleLineError,
)

from ..card_text import CardNarrator
from .html import card_example

KNOWN_OPTIONS = frozenset({"game", "kind", "class", "name"})


def error_subtype(error: ExampleLineError) -> str:
    """The warning's subtype for the engine's error about an example."""
    if isinstance(error.error, DuplicateCardError):
        return "duplicate-card"
    if isinstance(error.error, UnknownColourError):
        return "unknown-colour"
    if isinstance(error.error, CardNotationError):
        return "notation"
    return "illegal-move"


def _circle(play: CirclePlay, narrator: CardNarrator) -> dict[str, Any]:
    return {
        "attributes": {
            "played": play.played.number,
            "neighbours": " ".join(str(card.number) for card in play.neighbours),
            "circle": " ".join(str(card.number) for card in play.circle),
            "wraps": str(play.wraps).lower(),
        },
        "placed": narrator.played(play),
        "alt": narrator.circle_alt(play),
        "caption": narrator.circle_caption(play),
        "description": narrator.circle_description(play),
        "dot": circle_to_dot(play),
        "cards": list(play.circle),
        "closing": False,
        "pile": False,
    }


def _row(change: DisplayChange, narrator: CardNarrator) -> dict[str, Any]:
    choice = change.choice
    assert choice is not None
    # Rows are counted from 1 on the page.
    shown_choice = str(choice) if choice.row is None else f"{choice.action.value} {choice.row + 1}"
    return {
        "attributes": {
            "card": change.card.number,
            "choice": shown_choice,
            "closed": len(change.closed),
            "rows-after": len(change.after.rows),
        },
        "placed": narrator.taken(change),
        "alt": narrator.change_alt(change),
        "caption": narrator.change_caption(change),
        "description": narrator.change_description(change),
        "dot": change_to_dot(change),
        "cards": [*change.before.cards, change.card],
        "closing": bool(change.closed),
        "pile": bool(change.after.discard_pile),
    }


def _score(scored: DisplayScore, narrator: CardNarrator) -> dict[str, Any]:
    caption = narrator.score_caption(scored)
    return {
        "attributes": {
            "score": scored.total,
            "rows": " ".join(str(row.score) for row in scored.rows),
            "discards": scored.discards,
        },
        "placed": narrator.total(scored),
        "alt": caption,  # one sentence: the rules' formula
        "caption": caption,
        "description": narrator.score_description(scored),
        "dot": score_to_dot(scored),
        "cards": [card for row in scored.face_up for card in row],
        "closing": False,
        "pile": bool(scored.discards),
    }


def card_example_node(
    kind: str,
    example: CirclePlay | DisplayChange | DisplayScore,
    narrator: CardNarrator,
    serial: int,
    record_diagram: Callable[[str], str],
    classes: list[str],
) -> card_example:
    """The node of one example as the engine read it (``engine.cards.read_example``)."""
    if isinstance(example, CirclePlay):
        frame = _circle(example, narrator)
    elif isinstance(example, DisplayChange):
        frame = _row(example, narrator)
    else:
        frame = _score(example, narrator)
    colours = colours_used(frame["cards"])
    node = card_example(
        game=GAME_NAME,
        kind=kind,
        label=narrator.narrator.example_label(),
        legend=narrator.legend(kind, closing=frame["closing"], pile=frame["pile"]),
        colours_label=narrator.colours_label(),
        colours=[(symbol_svg(colour), narrator.colour(colour)) for colour in colours],
        colour_list=narrator.list_pattern(len(colours)),
        summary=narrator.narrator.description_summary(),
        frames=[
            {
                "id": f"worked-example-{serial}-1",
                "number": 1,
                "attributes": frame["attributes"],
                "placed": frame["placed"],
                "alt": frame["alt"],
                "caption": frame["caption"],
                "description": frame["description"],
                "diagram": record_diagram(frame["dot"]),
            }
        ],
        classes=classes,
    )
    node["ids"].append(f"worked-example-{serial}")
    return node
