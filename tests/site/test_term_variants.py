"""No reader-visible text of a translated site uses a variant its term list replaces.

``docs/terms/<lang>.toml`` names, for each idea of the glossary, the one term
the language uses (the client's, where its own rules pages use one) and the
variants that term replaces, as regular expressions over whole words, with
the phrases in which such a word is something else (``allow``). This test
reads every text a reader of the language meets in the built site (see
``reader_text``: pages, attributes, the search catalog, the card PDFs) and
fails on each variant, with the page and the words around it.

Run as a script on another build (``python tests/site/test_term_variants.py
BUILD_HTML``) it prints what it finds there.
"""

from __future__ import annotations

import re
import sys
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

if __name__ == "__main__":  # run as a script: find the tests' own modules as pytest does
    sys.path[:0] = [str(Path(__file__).resolve().parents[1]), str(Path(__file__).resolve().parent)]

import pytest
from languages_list import TRANSLATIONS
from reader_text import language_texts

TERMS = Path(__file__).resolve().parents[2] / "docs" / "terms"


@dataclass(frozen=True)
class Term:
    idea: str
    use: str
    avoid: tuple[re.Pattern[str], ...]
    allow: tuple[re.Pattern[str], ...]


def _whole_words(pattern: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w)(?:{pattern})(?!\w)", re.IGNORECASE)


def term_list(language: str) -> list[Term]:
    data = tomllib.loads((TERMS / f"{language}.toml").read_text(encoding="utf-8"))
    return [
        Term(
            idea=entry["en"],
            use=entry["use"],
            avoid=tuple(_whole_words(pattern) for pattern in entry["avoid"]),
            allow=tuple(_whole_words(re.escape(phrase)) for phrase in entry.get("allow", ())),
        )
        for entry in data["term"]
    ]


def variants(html: Path, language: str) -> Iterator[str]:
    """Each replaced variant in the built language, as 'where: idea: «…context…»'."""
    terms = term_list(language)
    for piece in language_texts(html, language):
        text = " ".join(piece.text.split())
        for term in terms:
            allowed = [m.span() for allow in term.allow for m in allow.finditer(text)]
            for avoid in term.avoid:
                for match in avoid.finditer(text):
                    start, end = match.span()
                    if any(a <= start and end <= b for a, b in allowed):
                        continue
                    context = text[max(0, start - 40) : end + 40]
                    yield f"{piece.where}: {term.idea} is «{term.use}», not «{match.group()}»: …{context}…"


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_every_translation_has_a_term_list(language: str) -> None:
    terms = term_list(language)
    assert terms, f"docs/terms/{language}.toml lists no term"
    for term in terms:
        assert term.avoid, f"{language}: {term.idea} replaces no variant"
        for avoid in term.avoid:
            # A variant that matched the required term itself would forbid the term.
            assert not avoid.search(term.use), (
                f"{language}: {term.idea}: {avoid.pattern} matches «{term.use}»"
            )


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_the_glossary_page_names_every_required_term(html_root: Path, language: str) -> None:
    # The build binds one-letter words with no-break spaces: a term is its words, however spaced.
    glossary = " ".join(
        (html_root / language / "glossary.html").read_text(encoding="utf-8").split()
    ).casefold()
    missing = [term.use for term in term_list(language) if term.use.casefold() not in glossary]
    assert not missing, f"{language}/glossary.html lacks the terms {missing}"


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_no_reader_visible_text_uses_a_replaced_variant(html_root: Path, language: str) -> None:
    found = list(variants(html_root, language))
    assert not found, f"{len(found)} replaced variants:\n" + "\n".join(found[:60])


if __name__ == "__main__":
    html = Path(sys.argv[1])
    for language in sys.argv[2:] or TRANSLATIONS:
        for line in variants(html, language):
            print(line)
