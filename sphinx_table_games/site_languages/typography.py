# ruff: noqa: RUF002  (Cyrillic letters are the point here)
"""Spaces that must not break, as each language's typesetting wants them.

Polish, Russian and Ukrainian do not leave a one-letter word at the end of a
line (Polish "w", "z", "i"; Russian "в", "к", "и"; Ukrainian "у", "з", "і"),
and Russian and Ukrainian do not start a line with a dash. The translations
are written with ordinary spaces; this post-transform puts a no-break space
after each such word and before each dash of a page's prose, so a phone and
the printed card (the same HTML) break lines alike. Code, notation and raw
HTML are left as they are.

>>> bind("pl", "Gra w domino i w karty – dla dwóch")
'Gra w\\xa0domino i\\xa0w\\xa0karty\\xa0– dla dwóch'
>>> bind("en", "A tile in a hand – as it is")
'A tile in a hand – as it is'
"""

from __future__ import annotations

import re
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.transforms.post_transforms import SphinxPostTransform

NO_BREAK = "\u00a0"

#: The one-letter words that may not end a line, per language (either case).
ONE_LETTER_WORDS = {
    "pl": "aiouwz",
    "ru": "вксиаоуя",
    "uk": "вузійао",
}
#: Languages whose dashes may not start a line.
DASH_LANGUAGES = {"pl", "ru", "uk"}

_DASH = re.compile(r" (?=[–—](?:\s|$))")


def _one_letter(letters: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w\-])([{letters}{letters.upper()}]) (?=\S)")


_PATTERNS = {language: _one_letter(letters) for language, letters in ONE_LETTER_WORDS.items()}


def bind(language: str, text: str) -> str:
    """``text`` with the no-break spaces ``language`` wants."""
    pattern = _PATTERNS.get(language)
    if pattern is not None:
        text = pattern.sub(rf"\1{NO_BREAK}", text)
    if language in DASH_LANGUAGES:
        text = _DASH.sub(NO_BREAK, text)
    return text


class NoBreakSpaces(SphinxPostTransform):
    """Bind one-letter words and dashes in the prose of a pl, ru or uk page."""

    default_priority = 450
    formats = ("html",)

    def run(self, **kwargs: Any) -> None:
        language = self.config.language or "en"
        if language not in _PATTERNS and language not in DASH_LANGUAGES:
            return
        for text in list(self.document.findall(nodes.Text)):
            parent = text.parent
            if parent is None or isinstance(
                parent, (nodes.FixedTextElement, nodes.literal, nodes.raw, nodes.math)
            ):
                continue
            bound = bind(language, str(text))
            if bound != str(text):
                parent.replace(text, nodes.Text(bound))


def setup_typography(app: Sphinx) -> None:
    app.add_post_transform(NoBreakSpaces)
