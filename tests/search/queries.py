# ruff: noqa: RUF001  (the queries of the Russian and Ukrainian players)
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

# -- Questions as players type them ---------------------------------------------------
# Whole questions, with contractions, negations, question words and the words
# players use at a table (рыба, базар, pozo), twelve in each language.  The
# answers are every section that answers the question; the search reports
# top-1 and top-3 over these (tests/benchmarks/bench_search.py --set natural).

CANT_PLAY = DRAW_QUESTIONS + DRAW
EMPTY_BONEYARD = (
    "five-up/questions.html#what-if-the-boneyard-is-empty",
    "all-fives/questions.html#what-if-the-boneyard-is-empty",
    *DRAW,
)
OPENING_TILE = (
    "five-up/questions.html#does-the-opening-tile-score",
    "all-fives/questions.html#does-the-opening-tile-score",
    "five-up/rules.html#starting-a-round",
    "all-fives/rules.html#starting-a-round",
)
WHO_STARTS = (
    "five-up/card.html#setting-up",
    "all-fives/card.html#setting-up",
    "five-up/rules.html#starting-a-round",
    "all-fives/rules.html#starting-a-round",
    "five-up/rules.html#players-deal-and-target",
    "all-fives/rules.html#setup-and-deal",
    "up-or-down/rules.html#setup",
    "up-or-down/rules.html#a-turn",
)
LEFT_IN_HAND = (
    "five-up/questions.html#what-happens-to-the-tiles-left-in-my-hand",
    "all-fives/questions.html#what-happens-to-the-tiles-left-in-our-hands",
    "five-up/rules.html#end-of-the-round-and-settlement",
    "all-fives/rules.html#points-for-the-remaining-tiles",
    "five-up/questions.html#in-pairs-do-we-add-our-hands-together",
    "all-fives/questions.html#in-pairs-do-we-add-our-hands-together",
)
TO_WIN = (
    *TARGET_61,
    "five-up/teach.html#step-1-of-6-the-goal",
    "all-fives/teach.html#step-1-of-6-the-goal",
    "up-or-down/teach.html#step-1-of-7-the-goal",
    "all-fives/rules.html#target",
    "all-fives/rules.html#scoring-and-the-end-of-the-match",
    "all-fives/questions.html#does-the-match-end-in-the-middle-of-a-round",
    "up-or-down/rules.html#end-of-the-game",
)
BELOW_ZERO = (
    "five-up/questions.html#can-a-score-go-below-zero",
    "all-fives/questions.html#can-a-score-go-below-zero",
)
LOWEST_CARD = (
    "up-or-down/questions.html#my-card-is-lower-than-every-card-in-the-circle-where-does-it-go",
    "up-or-down/rules.html#the-circle-and-the-wrap",
)
TIE = (
    "five-up/questions.html#what-if-we-tie-at-61-or-more",
    "up-or-down/questions.html#what-if-two-players-have-the-same-total",
    "all-fives/questions.html#what-if-a-blocked-round-ends-in-a-tie",
    "all-fives/questions.html#what-if-a-split-brings-two-players-to-the-target-together",
)

#: "Nobody can play": the blocked round, and the sections that say what it is.
NOBODY_CAN_PLAY = (
    *BLOCKED,
    "five-up/questions.html#what-if-the-boneyard-is-empty",
    "all-fives/questions.html#what-if-the-boneyard-is-empty",
    "five-up/card.html#end-of-a-round",
    "all-fives/card.html#end-of-a-round",
)

NATURAL: dict[str, list[tuple[str, tuple[str, ...]]]] = {
    "en": [
        ("what if I can't play", CANT_PLAY),
        ("what happens when nobody can play", NOBODY_CAN_PLAY),
        ("no tiles left to draw", EMPTY_BONEYARD),
        ("does a double count twice?", TWICE),
        ("what is a spinner", SPINNER),
        ("does the first tile score", OPENING_TILE),
        ("who goes first", WHO_STARTS),
        ("what do we do with the tiles left in our hands", LEFT_IN_HAND),
        ("how many points to win", TO_WIN),
        ("can my score go negative", BELOW_ZERO),
        ("my card is lower than all the others", LOWEST_CARD),
        ("what if we tie", TIE),
    ],
    "pl": [
        ("co jeśli nie mogę dołożyć klocka", CANT_PLAY),
        ("nikt nie może dołożyć", NOBODY_CAN_PLAY),
        ("co gdy skończą się klocki w stosie", EMPTY_BONEYARD),
        ("czy dubel liczy się podwójnie", TWICE),
        ("który dubel się rozgałęzia", SPINNER),
        ("czy pierwszy klocek daje punkty", OPENING_TILE),
        ("kto zaczyna", WHO_STARTS),
        ("co z klockami, które zostały w ręce", LEFT_IN_HAND),
        ("ile punktów do wygranej", TO_WIN),
        ("czy wynik może być ujemny", BELOW_ZERO),
        ("moja karta jest niższa od wszystkich", LOWEST_CARD),
        ("co przy remisie", TIE),
    ],
    "ru": [
        ("что делать, если нечем ходить", CANT_PLAY),
        ("рыба", NOBODY_CAN_PLAY),
        ("базар пуст", EMPTY_BONEYARD),
        ("дубль считается дважды?", TWICE),
        ("какие дубли разветвляются", SPINNER),
        ("начальная кость даёт очки?", OPENING_TILE),
        ("кто ходит первым", WHO_STARTS),
        ("что с костями на руке в конце", LEFT_IN_HAND),
        ("до скольки очков играют", TO_WIN),
        ("может ли счёт уйти в минус", BELOW_ZERO),
        ("моя карта ниже всех карт в круге", LOWEST_CARD),
        ("ничья", TIE),
    ],
    "es": [
        ("qué hago si no puedo jugar", CANT_PLAY),
        ("nadie puede jugar", NOBODY_CAN_PLAY),
        ("se acabó el pozo", EMPTY_BONEYARD),
        ("el doble cuenta dos veces?", TWICE),
        ("qué dobles se ramifican", SPINNER),
        ("la primera ficha puntúa?", OPENING_TILE),
        ("quién empieza", WHO_STARTS),
        ("qué pasa con las fichas que me quedan", LEFT_IN_HAND),
        ("cuántos puntos para ganar", TO_WIN),
        ("puntuación negativa", BELOW_ZERO),
        ("mi carta es más baja que todas", LOWEST_CARD),
        ("empate", TIE),
    ],
    "uk": [
        ("що робити, якщо не можу походити", CANT_PLAY),
        ("риба", NOBODY_CAN_PLAY),
        ("на базарі немає кісток", EMPTY_BONEYARD),
        ("дубль рахується двічі?", TWICE),
        ("які дублі розгалужуються", SPINNER),
        ("чи дає очки перша кістка", OPENING_TILE),
        ("хто ходить першим", WHO_STARTS),
        ("що з кістками, які лишилися на руці", LEFT_IN_HAND),
        ("скільки очок до перемоги", TO_WIN),
        ("чи може рахунок бути від'ємним", BELOW_ZERO),
        ("моя карта нижча за всі карти в колі", LOWEST_CARD),
        ("нічия", TIE),
    ],
}
