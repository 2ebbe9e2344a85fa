# ruff: noqa: RUF001, RUF002  (Cyrillic letters and apostrophes are the point here)
"""A light suffix-stripping stemmer for Ukrainian search.

Snowball has no Ukrainian stemmer, so this one is deliberately small: it
removes one inflectional ending so that the forms a reader types
("дубля", "дублі", "дублем") and the forms a page uses ("дубль") meet on one
stem.  It never touches the first two letters, so short words survive.

The steps, in order:

1. lower-case, and spell every apostrophe (' ’ ʼ) as ``'`` so that "п'ять"
   and "пʼять" are one word;
2. drop a reflexive particle (-ся, -сь) when at least three letters remain;
3. drop the longest ending of :data:`ENDINGS` that leaves at least two
   letters (an apostrophe is not a letter);
4. drop a final soft sign (ь) when at least two letters remain;
5. close up a fleeting vowel (:data:`FLEETING`: "гравець" / "гравця",
   "рахунок" / "рахунку") when at least three letters remain.

The browser runs the same steps in ``js/ukrainian-stemmer.js``; that file
receives :data:`ENDINGS` from here, and tests/search compares the two halves
over thousands of words.

>>> [stem(w) for w in ("дубль", "дублі", "дублем", "дубля", "дублів")]
['дубл', 'дубл', 'дубл', 'дубл', 'дубл']
>>> stem("П’ять") == stem("пʼять") == stem("п'ять")
True
"""

from __future__ import annotations

#: Apostrophes that Ukrainian writes inside a word: typewriter, typographic
#: right quote, and the modifier letter that the orthography prefers.
APOSTROPHES = "'\u2019\u02bc"

#: Inflectional endings of nouns, adjectives and verbs, tried longest first.
ENDINGS: tuple[str, ...] = tuple(
    sorted(
        {
            # verbs: infinitive, present, past
            "ати",
            "яти",
            "ити",
            "іти",
            "ути",
            "ти",
            "ть",
            "ать",
            "ять",
            "ить",
            "уть",
            "ють",
            "ємо",
            "емо",
            "имо",
            "ете",
            "єте",
            "ите",
            "еш",
            "єш",
            "иш",
            "ала",
            "ало",
            "али",
            "ила",
            "ило",
            "или",
            "ла",
            "ло",
            "ли",
            # adjectives and pronouns
            "ого",
            "ому",
            "ими",
            "ій",
            "ий",
            "ої",
            "ою",
            "им",
            "ім",
            "их",
            "іх",
            "ього",
            "ьому",
            # nouns
            "ами",
            "ями",
            "ах",
            "ях",
            "ові",
            "еві",
            "єві",
            "ів",
            "їв",
            "ей",
            "ам",
            "ям",
            "ом",
            "ем",
            "єм",
            "ею",
            "єю",
            "а",
            "я",
            "о",
            "е",
            "є",
            "у",
            "ю",
            "і",
            "ї",
            "и",
        },
        key=lambda ending: (-len(ending), ending),
    )
)

#: Reflexive particles, removed before the ending.
REFLEXIVE: tuple[str, ...] = ("ся", "сь")

#: Stem ends whose vowel drops out in the other forms, and what they become.
FLEETING: tuple[tuple[str, str], ...] = (("ець", "ц"), ("ец", "ц"), ("ок", "к"))

#: Letters a stem always keeps.
MIN_STEM = 2


def normalise(word: str) -> str:
    """Lower-case a word and spell each of its apostrophes as ``'``.

    >>> normalise("Пʼять")
    "п'ять"
    """
    word = word.lower()
    for apostrophe in APOSTROPHES[1:]:
        word = word.replace(apostrophe, "'")
    return word


def stem(word: str) -> str:
    """Return the search stem of one Ukrainian word.

    >>> stem("гравець") == stem("гравця"), stem("рахунок") == stem("рахунку")
    (True, True)
    >>> stem("грається"), stem("гравця"), stem("очки")
    ('грає', 'гравц', 'очк')
    >>> stem("п'ять") == stem("п’яти")
    True
    """
    word = normalise(word)
    for particle in REFLEXIVE:
        if word.endswith(particle) and _letters(word) - len(particle) >= MIN_STEM + 1:
            word = word[: -len(particle)]
            break
    for ending in ENDINGS:
        if word.endswith(ending) and _letters(word) - len(ending) >= MIN_STEM:
            word = word[: -len(ending)]
            break
    if word.endswith("ь") and _letters(word) - 1 >= MIN_STEM:
        word = word[:-1]
    for end, closed in FLEETING:
        if word.endswith(end) and _letters(word) - len(end) + len(closed) >= MIN_STEM + 1:
            word = word[: -len(end)] + closed
            break
    return word


def _letters(word: str) -> int:
    """Count the letters of a normalised word: apostrophes do not count.

    >>> _letters("п'ять")
    4
    """
    return len(word) - word.count("'")
