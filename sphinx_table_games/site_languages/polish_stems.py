"""Polish word forms that Snowball's stemmer leaves apart and a reader looks for together.

Snowball stems each form on its own, and some of the site's words change
their stem as they inflect: a fleeting *e* ("klocek", "klocka"; "dubel",
"dubla") or a stem that grows ("ramię", "ramienia", "ramiona"). Searching
"dubel" then missed every page that says "dubla". After Snowball, two small
steps bring such forms onto one stem:

1. :data:`ALIASES`: the stems of the site's own terms that stand apart
   become the stem of their other forms;
2. a final "-ek" of a stem of at least :data:`MIN_FLEETING` letters closes up
   to "-k" (the fleeting *e* of "kierunek" / "kierunku", "oczek" / "oczka").

The browser runs the same steps (``js/polish-stems.js``, which receives the
data from here), and tests/search compares the two halves over thousands of
words.

>>> import snowballstemmer
>>> snowball = snowballstemmer.stemmer("polish")
>>> forms = ("dubel", "dubla", "klocek", "klocki", "ramię", "ramienia", "ramiona", "koniec", "końce")
>>> [join(snowball.stemWord(form)) for form in forms]
['dubl', 'dubl', 'klock', 'klock', 'ramion', 'ramion', 'ramion', 'końc', 'końc']
"""

from __future__ import annotations

#: Snowball stems of the site's terms -> the stem their other forms share.
ALIASES = {
    "dubel": "dubl",  # dubel, dubla, duble
    "koniec": "końc",  # koniec, końca, końce
    "rami": "ramion",  # ramię, ramiona
    "ramien": "ramion",  # ramienia, ramieniu
}

#: The shortest stem whose final "-ek" is a fleeting vowel ("oczek"), not the
#: whole of a short word ("lek", "wiek").
MIN_FLEETING = 5


def join(stem: str) -> str:
    """Snowball's stem of a word, on the stem that the word's other forms share."""
    stem = ALIASES.get(stem, stem)
    if len(stem) >= MIN_FLEETING and stem.endswith("ek"):
        return stem[:-2] + "k"
    return stem
