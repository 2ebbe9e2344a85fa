# ruff: noqa: RUF002  (Cyrillic letters are the point here)
"""Spaces that must not break, as each language's typesetting wants them.

Polish, Russian and Ukrainian do not leave a one-letter word at the end of a
line (Polish "w", "z", "i"; Russian "в", "к", "и"; Ukrainian "у", "з", "і"),
nor a number apart from the word after it ("305 punktów", "1 карта"), and
do not start a line with a dash. Translations are
written with ordinary spaces; :func:`bind` puts a no-break space after each
such word and before each dash. The generated sentences get it from
:class:`TypesetTranslations`, the pages' prose from the site's post-transform
(``site_languages.typography``), so a phone and the printed card break
lines alike.

>>> bind("pl", "Gra w domino i w karty – dla dwóch")
'Gra w\\xa0domino i\\xa0w\\xa0karty\\xa0– dla dwóch'
>>> bind("uk", "втрачає 1 відображуване очко, 2 + 3 = 5")
'втрачає 1\\xa0відображуване очко, 2 + 3 = 5'
>>> bind("en", "A tile in a hand – as it is")
'A tile in a hand – as it is'
"""

from __future__ import annotations

import gettext
import re

NO_BREAK = "\u00a0"

#: The one-letter words that may not end a line, per language (either case).
ONE_LETTER_WORDS = {
    "pl": "aiouwz",
    "ru": "вксиаоуя",
    "uk": "вузійао",
}
#: Languages whose dashes may not start a line.
DASH_LANGUAGES = frozenset({"pl", "ru", "uk"})

_DASH = re.compile(r" (?=[–—](?:\s|$))")
#: A number and the word after it: "305 очок" (not "2 + 3", not "[2|5] on"); in
#: a template, the count it is filled with: "{n} очок", "{count} карти".
_NUMBER = re.compile(r"(?<![\w\-|\[])(\d+(?:[,.]\d+)?|\{n\}|\{count\}) (?=[^\W\d_])")


def _one_letter(letters: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w\-])([{letters}{letters.upper()}]) (?=\S)")


_PATTERNS = {language: _one_letter(letters) for language, letters in ONE_LETTER_WORDS.items()}


def binds(language: str) -> bool:
    """Whether ``language`` has spaces that must not break."""
    return language in _PATTERNS or language in DASH_LANGUAGES


def bind(language: str, text: str) -> str:
    """``text`` with the no-break spaces ``language`` wants."""
    pattern = _PATTERNS.get(language)
    if pattern is not None:
        text = pattern.sub(rf"\1{NO_BREAK}", text)
    if language in DASH_LANGUAGES:
        text = _DASH.sub(NO_BREAK, text)
        text = _NUMBER.sub(rf"\1{NO_BREAK}", text)
    return text


class TypesetTranslations(gettext.NullTranslations):
    """A catalog whose messages come back with ``language``'s no-break spaces.

    The templates are bound before their placeholders are filled: the
    values (tiles, numbers, names) hold no one-letter words of their own.

    >>> TypesetTranslations(gettext.NullTranslations(), "ru").gettext("Ход 1 – игрок и дубль")
    'Ход 1\\xa0– игрок и\\xa0дубль'
    >>> TypesetTranslations(gettext.NullTranslations(), "uk").gettext("{n} очок")
    '{n}\\xa0очок'
    """

    def __init__(self, catalog: gettext.NullTranslations, language: str) -> None:
        super().__init__()
        self.catalog = catalog
        self.language = language

    def gettext(self, message: str) -> str:
        return bind(self.language, self.catalog.gettext(message))

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return bind(self.language, self.catalog.ngettext(msgid1, msgid2, n))

    def pgettext(self, context: str, message: str) -> str:
        return bind(self.language, self.catalog.pgettext(context, message))

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return bind(self.language, self.catalog.npgettext(context, msgid1, msgid2, n))
