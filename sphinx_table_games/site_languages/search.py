"""Polish and Ukrainian search languages for Sphinx's offline search.

Sphinx has neither: without these, a pl or uk page's search index is built
with English rules, so "dubla" never finds "dubel".  Each class has a Python
half (split and stem the words of a page into the index) and a JavaScript
half (split and stem what the reader types); the two must agree word for
word, which tests/search checks with node. Polish is Snowball's stemmer with
two small steps after it (:mod:`polish_stems`) that join the forms of a word
whose stem changes as it inflects.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import snowballstemmer
from sphinx import package_dir
from sphinx.search import SearchLanguage

from . import polish_stems, ukrainian_stemmer
from .stopwords import POLISH_STOPWORDS, UKRAINIAN_STOPWORDS

JS_DIR = Path(__file__).parent / "js"

# Sphinx's minified BaseStemmer, the runtime every Snowball stemmer in JS
# needs; the Polish port below runs on it unchanged.
BASE_STEMMER_JS = Path(package_dir, "search", "minified-js", "base-stemmer.js")


def polish_stemmer_js() -> str:
    """The JavaScript that defines ``Stemmer`` for a Polish search page.

    Snowball's stemmer, then the steps of :mod:`polish_stems`, with its data.
    """
    stems = (JS_DIR / "polish-stems.js").read_text(encoding="utf-8")
    for marker, value in (
        ("__POLISH_ALIASES__", polish_stems.ALIASES),
        ("__POLISH_MIN_FLEETING__", polish_stems.MIN_FLEETING),
    ):
        stems = stems.replace(marker, json.dumps(value, ensure_ascii=False))
    return "\n".join(
        (
            BASE_STEMMER_JS.read_text(encoding="utf-8"),
            (JS_DIR / "polish-stemmer.js").read_text(encoding="utf-8"),
            stems,
            "window.Stemmer = function () { PolishStems.call(this, new PolishStemmer()); };",
        )
    )


def ukrainian_stemmer_js() -> str:
    """The JavaScript that defines ``Stemmer`` for a Ukrainian search page.

    The stemmer's data come from :mod:`ukrainian_stemmer`, so both halves
    strip the same endings.
    """
    source = (JS_DIR / "ukrainian-stemmer.js").read_text(encoding="utf-8")
    for marker, value in (
        ("__UKRAINIAN_ENDINGS__", list(ukrainian_stemmer.ENDINGS)),
        ("__UKRAINIAN_REFLEXIVE__", list(ukrainian_stemmer.REFLEXIVE)),
        ("__UKRAINIAN_FLEETING__", [list(pair) for pair in ukrainian_stemmer.FLEETING]),
        ("__UKRAINIAN_APOSTROPHES__", list(ukrainian_stemmer.APOSTROPHES)),
        ("__UKRAINIAN_MIN_STEM__", ukrainian_stemmer.MIN_STEM),
    ):
        source = source.replace(marker, json.dumps(value))
    return source + "\nwindow.Stemmer = UkrainianStemmer;\n"


def ukrainian_splitter_js() -> str:
    """The JavaScript ``splitQuery`` that keeps "п'ять" one word."""
    return (JS_DIR / "ukrainian-splitter.js").read_text(encoding="utf-8")


class SearchPolish(SearchLanguage):
    """Polish: Snowball's Polish stemmer in Python and its port in JS."""

    lang = "pl"
    language_name = "Polish"
    stopwords = POLISH_STOPWORDS

    def __init__(self, options: dict[str, str]) -> None:
        super().__init__(options)
        self.stemmer = snowballstemmer.stemmer("polish")
        self.js_stemmer_code = polish_stemmer_js()

    def stem(self, word: str) -> str:
        return polish_stems.join(str(self.stemmer.stemWord(word.lower())))


class SearchUkrainian(SearchLanguage):
    """Ukrainian: apostrophe-aware words and a light suffix stemmer."""

    lang = "uk"
    language_name = "Ukrainian"
    stopwords = UKRAINIAN_STOPWORDS

    # A word is letters, digits and underscores, and may run on over an
    # apostrophe: the same rule as ukrainian-splitter.js.
    _word_re = re.compile(r"\w+(?:['\u2019\u02bc]\w+)*")

    def __init__(self, options: dict[str, str]) -> None:
        super().__init__(options)
        self.js_stemmer_code = ukrainian_stemmer_js()
        self.js_splitter_code = ukrainian_splitter_js()

    def stem(self, word: str) -> str:
        return ukrainian_stemmer.stem(word)
