"""Queries a player types mid-game, with the sections that answer them.

The same set measures each search approach (``tests/benchmarks/bench_search.py``)
and checks the site's search in a real browser
(``tests/browser/test_browser_search.py``).  Section ids are the same in
every language (they come from the English headings), so one target list
serves all five.  A query is answered when the result links to one of its
targets; the first target is not preferred over the others.
"""

from __future__ import annotations

DRAW = ("five-up/rules.html#drawing-and-passing", "all-fives/rules.html#drawing-and-passing")
DRAW_QUESTIONS = (
    "five-up/questions.html#can-i-draw-a-tile-even-though-i-can-play",
    "all-fives/questions.html#can-i-draw-a-tile-even-though-i-can-play",
    "five-up/questions.html#i-cannot-play-what-now",
    "all-fives/questions.html#i-cannot-play-what-now",
)
TWICE = (
    "five-up/questions.html#does-a-double-count-twice",
    "all-fives/questions.html#does-a-double-count-twice",
)
TARGET_61 = (
    "five-up/rules.html#players-deal-and-target",
    "five-up/rules.html#end-of-the-match",
    "five-up/questions.html#does-the-match-end-as-soon-as-someone-reaches-61",
    "five-up/questions.html#what-if-we-tie-at-61-or-more",
    "differences.html#where-five-up-and-all-fives-differ",
)
RAW_305 = (
    "five-up/rules.html#players-deal-and-target",
    "differences.html#where-five-up-and-all-fives-differ",
)
SPINNER = (
    "five-up/rules.html#every-double-is-a-branching-double",
    "all-fives/rules.html#the-one-branching-double",
    "five-up/questions.html#which-doubles-branch",
    "all-fives/questions.html#which-doubles-branch",
    "glossary.html#domino-terms-definitions",
)
BLOCKED = (
    "five-up/rules.html#blocked-round",
    "all-fives/rules.html#end-of-the-round",
    "all-fives/questions.html#what-if-a-blocked-round-ends-in-a-tie",
)
HALF = (
    "all-fives/questions.html#can-a-score-have-half-a-point",
    "all-fives/rules.html#points-for-the-remaining-tiles",
    "paper-tally.html#in-all-fives",
    "glossary.html#domino-terms-definitions",
)
CLOSE_ROW = (
    "up-or-down/rules.html#closing-a-row",
    "up-or-down/questions.html#may-i-close-a-row-even-when-the-card-would-fit",
)
CARDS_54 = (
    "up-or-down/rules.html#players-and-cards-in-play",
    "up-or-down/questions.html#which-cards-do-we-use",
    "up-or-down/teach.html#step-2-of-7-setting-up",
)

#: language -> [(typed query, sections that answer it)]
QUERIES: dict[str, list[tuple[str, tuple[str, ...]]]] = {
    "en": [
        ("draw", DRAW),
        ("count twice", TWICE),
        ("61", TARGET_61),
        ("305", RAW_305),
        ("spinner", SPINNER),
        ("blocked", BLOCKED),
        ("half point", HALF),
        ("2.5", HALF),
        ("close a row", CLOSE_ROW),
        ("54", CARDS_54),
        ("can't play", DRAW_QUESTIONS + DRAW),
    ],
    "pl": [
        ("dobieranie", DRAW),
        ("dubel podwójnie", TWICE),
        ("61", TARGET_61),
        ("305", RAW_305),
        ("dubla rozgałęziającego", SPINNER),
        ("zablokowana runda", BLOCKED),
        ("połowa punktu", HALF),
        ("2,5", HALF),
        ("zamknąć rząd", CLOSE_ROW),
        ("54", CARDS_54),
    ],
    "ru": [
        ("добор", DRAW),
        ("дубль дважды", TWICE),
        ("61", TARGET_61),
        ("305", RAW_305),
        ("разветвляющий дубль", SPINNER),
        ("заблокированная сдача", BLOCKED),
        ("половина очка", HALF),
        ("2,5", HALF),
        ("закрыть ряд", CLOSE_ROW),
        ("54", CARDS_54),
    ],
    "es": [
        ("robar", DRAW),
        ("doble cuenta dos veces", TWICE),
        ("61", TARGET_61),
        ("305", RAW_305),
        ("dobles de ramificación", SPINNER),
        ("ronda bloqueada", BLOCKED),
        ("medio punto", HALF),
        ("2,5", HALF),
        ("cerrar fila", CLOSE_ROW),
        ("54", CARDS_54),
    ],
    "uk": [
        ("добір", DRAW),
        ("дубль двічі", TWICE),
        ("61", TARGET_61),
        ("305", RAW_305),
        ("дубля-розгалуження", SPINNER),
        ("заблокована роздача", BLOCKED),
        ("пів очка", HALF),
        ("2,5", HALF),
        ("закрити ряд", CLOSE_ROW),
        ("54", CARDS_54),
    ],
}

#: Scoped queries: (language, game, query, the game's own answers).  Without
#: the scope the other domino game's section may come first.
SCOPED: list[tuple[str, str, str, tuple[str, ...]]] = [
    ("en", "all-fives", "draw", ("all-fives/rules.html#drawing-and-passing",)),
    ("pl", "all-fives", "dobieranie", ("all-fives/rules.html#drawing-and-passing",)),
    ("ru", "five-up", "дубль дважды", ("five-up/questions.html#does-a-double-count-twice",)),
    (
        "es",
        "all-fives",
        "ronda bloqueada",
        (
            "all-fives/rules.html#end-of-the-round",
            "all-fives/questions.html#what-if-a-blocked-round-ends-in-a-tie",
        ),
    ),
    (
        "uk",
        "up-or-down",
        "добір",
        ("up-or-down/rules.html#the-draw-piles", "up-or-down/teach.html#step-6-of-7-draw"),
    ),
]
