# ruff: noqa: RUF001, RUF002  (Cyrillic letters are the point here)
"""Every glossary term is translated with the glossary's one fixed translation.

docs/glossary.md fixes one translation per term and language. For every
message of a page catalog (``locale/<lang>/LC_MESSAGES/<page>.po``) whose
English text uses a glossary term (whole words, any case, singular or plural),
the translation must contain that language's fixed translation, inflected
as the sentence needs: every content word of it must be there, compared by
word stem (Snowball for Polish, Russian and Spanish; the site's own
Ukrainian stemmer, which its search uses too).

Where an English term word is also an ordinary word, the rule stays strict
and the other sense is set aside explicitly: "round" the verb ("round the
sum", "rounds down") by the word that follows it (:data:`OTHER_SENSES`),
and each rarer case ("must match an open value") as one message in
terminology_exceptions.toml, with the reason. The glossary's own table cells
are exempt: they *are* the glossary. Up or Down? terms ("row", "hand", "colour")
are checked only where Up or Down? is the subject: its pages, its part of
the glossary, and messages that name the game.
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
import snowballstemmer
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po
from languages_list import NOT_PAGES, TRANSLATIONS

REPOSITORY = Path(__file__).resolve().parents[2]
DOCS = REPOSITORY / "docs"
LOCALE = REPOSITORY / "locale"
GLOSSARY = DOCS / "glossary.md"
EXTENSION_CATALOGS = REPOSITORY / "sphinx_table_games" / "locale"
EXCEPTIONS = Path(__file__).with_name("terminology_exceptions.toml")
#: The glossary's column headings, in the order of its tables.
COLUMNS = {"English": "en", "Polski": "pl", "Русский": "ru", "Español": "es", "Українська": "uk"}
#: Which game each glossary table belongs to, by its heading.
TABLES = {
    "Domino terms in five languages": "dominoes",
    "Up or Down? terms in five languages": "up-or-down",
}

from sphinx_table_games.site_languages.ukrainian_stemmer import stem as ukrainian_stem  # noqa: E402

#: Function words of the glossary's translations: they carry no term, and an
#: inflected sentence may say them differently ("z dublem" / "dubla").
FUNCTION_WORDS = {
    "en": {"a", "an", "the", "of", "for"},
    "pl": {"z", "o", "za", "na", "w", "i"},
    "ru": {"с", "на", "за", "в", "и"},
    "es": {"de", "la", "el", "los", "las", "del", "por", "en", "y", "a", "una", "un"},
    "uk": {"з", "на", "за", "в", "і", "що"},
}

_WORD = re.compile(r"[^\W_]+(?:['’ʼ][^\W_]+)*")
# Code spans, link and role targets and {placeholders} are not prose: a term there is a name.
_NOT_PROSE = re.compile(r"`[^`]*`|\]\([^)]*\)|<[^>]*>|\{[^{}]*\}")


@dataclass(frozen=True)
class Term:
    """One glossary term: its English names and each language's fixed translation."""

    game: str
    #: The English names, each a tuple of words ("branching double", "spinner").
    names: tuple[tuple[str, ...], ...]
    #: Per language, the accepted fixed forms, each a tuple of words.
    translations: dict[str, tuple[tuple[str, ...], ...]]

    @property
    def label(self) -> str:
        return " / ".join(" ".join(name) for name in self.names)


def words(text: str) -> list[str]:
    """The words of a text, lower-cased; hyphens and punctuation separate words.

    >>> words("Double-six set, [1|4] and «дубль-шість»")
    ['double', 'six', 'set', '1', '4', 'and', 'дубль', 'шість']
    """
    return [word.lower() for word in _WORD.findall(text)]


def alternatives(cell: str) -> list[str]:
    """A cell's names: the main one and the one in brackets ("base (spinner)")."""
    match = re.fullmatch(r"(.*?)\s*\((.*)\)", cell.strip())
    return [match.group(1), match.group(2)] if match else [cell.strip()]


def read_glossary(text: str) -> list[Term]:
    """The glossary's terms from its Markdown tables.

    A cell naming two terms ("chain side A, chain side B") gives two terms
    when every language's cell names two as well.
    """
    terms: list[Term] = []
    game = ""
    header: list[str] = []
    for line in text.splitlines():
        if line.startswith("## "):
            game = TABLES.get(line[3:].strip(), "")
            header = []
            continue
        if not game or not line.startswith("|") or set(line) <= set("|-: "):
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if not header:
            header = [COLUMNS[cell] for cell in cells]
            continue
        row = dict(zip(header, cells, strict=True))
        parts = {lang: cell.split(", ") for lang, cell in row.items()}
        if len({len(split) for split in parts.values()}) != 1:
            parts = {lang: [cell] for lang, cell in row.items()}
        for index in range(len(parts["en"])):
            names = tuple(tuple(words(name)) for name in alternatives(parts["en"][index]))
            translations = {
                lang: tuple(tuple(words(form)) for form in alternatives(split[index]))
                for lang, split in parts.items()
                if lang != "en"
            }
            terms.append(Term(game, names, translations))
    return terms


@cache
def glossary_text() -> str:
    return GLOSSARY.read_text(encoding="utf-8")


@cache
def glossary_terms() -> tuple[Term, ...]:
    return tuple(read_glossary(glossary_text()))


#: "Round" the verb, told apart by the word that follows: "round the sum",
#: "rounds down", "round each partner's hand" (to round a number), which the
#: scoring rules say often, is never a round of play. Likewise "drawing lots"
#: is the neutral draw and "drawings" (plural) are pictures, never drawing
#: from the boneyard. Rarer other senses are listed one by one in
#: terminology_exceptions.toml.
OTHER_SENSES = re.compile(
    r"(?<![\w\-])rounds?(?=\s+(?:down|up|to|that|the|each|it|them)\b)"
    r"|(?<![\w\-])drawing(?=\s+lots\b)|(?<![\w\-])drawings\b",
    re.IGNORECASE,
)


def _english_word(word: str) -> str:
    if word in {"a", "an", "the"}:
        return "(?:a|an|the)"
    if word.endswith("y") and len(word) > 3:
        return re.escape(word[:-1]) + "(?:y|ies)"
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        return re.escape(word[:-1]) + "s?"  # "raw points" / "1 raw point"
    return re.escape(word) + "(?:s|es)?"


@cache
def english_pattern(name: tuple[str, ...]) -> re.Pattern[str]:
    """The English name as a whole-word, any-case, singular-or-plural pattern.

    >>> bool(english_pattern(("blocked", "round")).search("Two blocked rounds"))
    True
    >>> bool(english_pattern(("tile",)).search("tiled floor"))
    False
    """
    body = r"[\s\-]+".join(_english_word(word) for word in name)
    return re.compile(rf"(?<![\w\-]){body}(?![\w\-])", re.IGNORECASE)


def prose(text: str) -> str:
    """The text without code spans and link targets, which are names, not prose."""
    return _NOT_PROSE.sub(" ", text)


def terms_used(english: str, terms: Iterable[Term]) -> list[Term]:
    """The terms an English text uses; a longer term hides the shorter ones inside it.

    >>> [t.label for t in terms_used("A branching double is a double.", glossary_terms())]
    ['branching double / spinner', 'double']
    """
    text = OTHER_SENSES.sub(lambda m: " " * len(m.group(0)), prose(english))
    named = sorted(
        ((name, term) for term in terms for name in term.names),
        key=lambda pair: (-len(pair[0]), -len(" ".join(pair[0]))),
    )
    found: list[Term] = []
    for name, term in named:
        pattern = english_pattern(name)
        if pattern.search(text):
            if term not in found:
                found.append(term)
            # Blank the match out so "double" is not found again inside "branching double".
            text = pattern.sub(lambda m: " " * len(m.group(0)), text)
    return found


def _fold(word: str) -> str:
    """A word without accents (Spanish "línea" / "lineas" meet)."""
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


@cache
def stemmer(lang: str) -> Callable[[str], str]:
    """The language's stemmer, remembering each word (a catalog repeats its words)."""
    if lang == "uk":
        return cache(ukrainian_stem)
    snowball = snowballstemmer.stemmer({"pl": "polish", "ru": "russian", "es": "spanish"}[lang])
    if lang == "es":
        return cache(lambda word: _fold(snowball.stemWord(word)))
    return cache(lambda word: snowball.stemWord(word.replace("ё", "е")))


#: Consonants that soften before some endings, each with its hard partner:
#: Polish "koniec" / "końca", Ukrainian "кістка" / "кістці", "рука" / "руці".
_SOFT = {"pl": str.maketrans("ąńśćźó", "ęnsczo"), "uk": str.maketrans("цзс", "кгх")}
_LAST_CONSONANT = r"(?=[^aeiouyąęóаеёиоуыэюяіїєь]$)"


def comparable(stem: str, lang: str) -> str:
    """A stem with the alternations of inflection undone, so two forms of one word meet.

    Polish and Russian drop a fleeting vowel before the last consonant
    ("dubel" / "dubla", "koniec" / "końca", "конец" / "конца"),
    Polish alternates ą/ę and ó/o ("krąg" / "kręgu", "rząd" / "rzędy"), and
    Ukrainian softens к г х to ц з с ("кістка" / "кістці") and turns о
    into і in a closed last syllable ("бік" / "боку", "колір" / "кольору").

    >>> comparable("koniec", "pl") == comparable("końc", "pl")
    True
    >>> comparable("кістк", "uk") == comparable("кістц", "uk"), comparable("бік", "uk")
    (True, 'бок')
    >>> comparable("колір", "uk") == comparable("кольор", "uk")
    True
    """
    if lang == "pl":
        stem = re.sub("i?e" + _LAST_CONSONANT, "", stem).translate(_SOFT["pl"])
    elif lang == "ru":
        stem = re.sub("[ео]" + _LAST_CONSONANT, "", stem)
    elif lang == "uk":  # its stemmer already closes up fleeting vowels
        stem = re.sub("і" + _LAST_CONSONANT, "о", stem).replace("ь", "")
        stem = stem[:-1] + stem[-1:].translate(_SOFT["uk"])
    return stem


def same_stem(wanted: str, written: str, lang: str) -> bool:
    """Two stems of one word: equal, as written or with the alternations undone,
    or one the other's start (stemmers cut some forms shorter: "line" / "lin").

    >>> same_stem("dubel", "dubl", "pl"), same_stem("line", "lin", "es"), same_stem("klock", "kolor", "pl")
    (True, True, False)
    """
    for one, other in ((wanted, written), (comparable(wanted, lang), comparable(written, lang))):
        shorter, longer = sorted((one, other), key=len)
        if shorter == longer or (len(shorter) >= 3 and longer.startswith(shorter)):
            return True
    return False


def content_words(form: tuple[str, ...], lang: str) -> list[str]:
    return [word for word in form if word not in FUNCTION_WORDS[lang]]


def renders(term: Term, lang: str, translation: str) -> bool:
    """Whether a translation uses one of the term's fixed forms, inflected as needed.

    >>> (double,) = [t for t in glossary_terms() if t.label == "double"]
    >>> renders(double, "pl", "Dubla kładzie się w poprzek."), renders(double, "pl", "Podwójny klocek")
    (True, False)
    """
    stem = stemmer(lang)
    written = set(map(stem, words(prose(translation))))
    return any(
        all(
            any(same_stem(stem(word), seen, lang) for seen in written)
            for word in content_words(form, lang)
        )
        for form in term.translations[lang]
    )


@dataclass(frozen=True)
class Slip:
    """A message whose translation does not use a term's fixed translation."""

    catalog: str
    term: str
    wanted: str
    english: str
    translation: str

    def __str__(self) -> str:
        return (
            f"{self.catalog}: {self.term!r} should be {self.wanted!r}\n"
            f"    en: {self.english!r}\n    tr: {self.translation!r}"
        )


@dataclass(frozen=True)
class Exception_:
    """A listed message where an English term word is used in another sense."""

    lang: str
    catalog: str
    message: str
    term: str
    why: str

    def covers(self, lang: str, catalog: str, english: str, term: Term) -> bool:
        return (
            self.lang in {"*", lang}
            and self.catalog == catalog
            and self.message in english
            and self.term in {" ".join(name) for name in term.names}
        )


def read_exceptions(path: Path = EXCEPTIONS) -> list[Exception_]:
    with path.open("rb") as source:
        data = tomllib.load(source)
    return [Exception_(**entry) for entry in data["exception"]]


def pages() -> list[str]:
    return sorted(
        path.relative_to(DOCS).with_suffix("").as_posix()
        for path in DOCS.rglob("*.md")
        if not NOT_PAGES & set(path.relative_to(DOCS).parts) and path.name != "README.md"
    )


def read(path: Path) -> Catalog:
    with path.open("rb") as source:
        return read_po(source)


def glossary_cells(text: str) -> set[str]:
    """Every cell of the glossary's tables: exempt, they are the glossary itself."""
    return {
        cell.strip()
        for line in text.splitlines()
        if line.startswith("|")
        for cell in line.strip().strip("|").split("|")
    }


@cache
def up_or_down_paragraphs(text: str) -> set[str]:
    """The glossary's paragraphs under an Up or Down? heading, as gettext sees them."""
    found: set[str] = set()
    inside = False
    for line in text.splitlines():
        if line.startswith("#"):
            inside = "Up or Down?" in line
        elif inside and line.startswith("- "):
            found.add(line[2:].strip())
    return found


def games_of(page: str, english: str) -> set[str]:
    """Which game's terms a message of a page is held to: one game, never both,
    because the two games give some words other terms ("draw pile": the
    boneyard in dominoes, one of the two draw piles in Up or Down?).
    """
    if (
        page.startswith("up-or-down/")
        or "Up or Down?" in english
        or (page == "glossary" and english in up_or_down_paragraphs(glossary_text()))
    ):
        return {"up-or-down"}
    return {"dominoes"}


def slips(
    catalog: Catalog,
    lang: str,
    page: str,
    terms: Iterable[Term],
    exceptions: Iterable[Exception_] = (),
) -> Iterator[Slip]:
    """Each (message, term) of a catalog whose translation misses the term's fixed form."""
    terms = list(terms)
    exceptions = list(exceptions)
    exempt = glossary_cells(glossary_text()) if page == "glossary" else set()
    for message in catalog:
        if not message.id or not message.string:
            continue
        ids = [
            str(text) for text in (message.id if isinstance(message.id, tuple) else [message.id])
        ]
        strings = [
            str(text)
            for text in (message.string if isinstance(message.string, tuple) else [message.string])
        ]
        english = ids[0]
        if english in exempt:
            continue
        games = games_of(page, english)
        for term in terms_used(" ".join(ids), [t for t in terms if t.game in games]):
            if any(e.covers(lang, page, english, term) for e in exceptions):
                continue
            for translation in strings:
                if not renders(term, lang, translation):
                    wanted = " | ".join(" ".join(f) for f in term.translations[lang])
                    yield Slip(f"{lang}/{page}", term.label, wanted, english, translation)


def page_catalogs() -> list[tuple[str, str]]:
    return [(lang, page) for lang in TRANSLATIONS for page in pages()]


@pytest.mark.parametrize(("lang", "page"), page_catalogs(), ids=lambda v: v)
def test_page_catalog_uses_the_glossary_terms(lang: str, page: str) -> None:
    path = LOCALE / lang / "LC_MESSAGES" / f"{page}.po"
    found = list(slips(read(path), lang, page, glossary_terms(), read_exceptions()))
    assert not found, "\n".join(str(slip) for slip in found)


def test_the_glossary_gives_every_term_in_every_language() -> None:
    terms = glossary_terms()
    labels = [term.label for term in terms]
    assert {"tile", "branching double / spinner", "chain side a", "chain side b", "row"} <= set(
        labels
    )
    assert {term.game for term in terms} == {"dominoes", "up-or-down"}
    for term in terms:
        assert sorted(term.translations) == sorted(TRANSLATIONS), term.label
        assert all(all(form) for form in term.translations.values()), term.label


def _catalog(tmp_path: Path, lang: str, pairs: list[tuple[str, str]]) -> Catalog:
    body = "".join(
        f'msgid "{english}"\nmsgstr "{translation}"\n\n' for english, translation in pairs
    )
    path = tmp_path / f"{lang}.po"
    path.write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n' + body,
        encoding="utf-8",
    )
    return read(path)


def test_a_wrong_term_is_reported_and_an_inflected_one_is_not(tmp_path: Path) -> None:
    catalog = _catalog(
        tmp_path,
        "pl",
        [
            # Right: "dubla" and "rundy" are inflected forms of "dubel" and "runda".
            ("Play the double at the end of a round.", "Dołóż dubla na koniec rundy."),
            # Wrong: "kość" and "partia" are not the glossary's "klocek" and "runda".
            ("Each tile is played once per round.", "Każdą kość gra się raz na partię."),
            # Wrong: one word of a two-word term is missing ("surowe").
            ("Five raw points.", "Pięć punktów."),
        ],
    )
    found = list(slips(catalog, "pl", "five-up/rules", glossary_terms()))
    assert [(slip.english, slip.term) for slip in found] == [
        ("Each tile is played once per round.", "round"),
        ("Each tile is played once per round.", "tile"),
        ("Five raw points.", "raw points"),
    ]


@pytest.mark.parametrize(
    ("lang", "english", "translation"),
    [
        ("ru", "A branching double opens two arms.", "Обычный дубль открывает две ветви."),
        ("es", "The round is blocked.", "La mano queda bloqueada."),
        ("uk", "The blocked round ends.", "Заблокована партія закінчується."),
    ],
)
def test_each_language_reports_a_wrong_term(
    tmp_path: Path, lang: str, english: str, translation: str
) -> None:
    catalog = _catalog(tmp_path, lang, [(english, translation)])
    assert list(slips(catalog, lang, "five-up/rules", glossary_terms()))


def test_rounding_is_not_a_round_of_play() -> None:
    assert terms_used("Round the sum: 1 or 2 rounds down.", glossary_terms()) == []
    assert [t.label for t in terms_used("The round ends.", glossary_terms())] == ["round"]


def test_drawing_lots_and_drawings_are_not_drawing_from_the_boneyard() -> None:
    assert terms_used("Any way of drawing lots will do.", glossary_terms()) == []
    assert terms_used("How to read the drawings", glossary_terms()) == []
    assert [t.label for t in terms_used("Drawing ends your turn.", glossary_terms())] == ["drawing"]


def test_up_or_down_terms_apply_only_where_up_or_down_is_the_subject(tmp_path: Path) -> None:
    pair = [("Keep your hand hidden in a row.", "Trzymaj klocki w szeregu.")]
    assert not list(slips(_catalog(tmp_path, "pl", pair), "pl", "five-up/rules", glossary_terms()))
    found = list(slips(_catalog(tmp_path, "pl", pair), "pl", "up-or-down/rules", glossary_terms()))
    assert {slip.term for slip in found} == {"hand", "row"}


def test_every_listed_exception_is_still_needed() -> None:
    """An exception whose message is gone or now passes must be removed, not kept."""
    for exception in read_exceptions():
        langs = TRANSLATIONS if exception.lang == "*" else [exception.lang]
        for lang in langs:
            catalog = read(LOCALE / lang / "LC_MESSAGES" / f"{exception.catalog}.po")
            found = [
                slip
                for slip in slips(catalog, lang, exception.catalog, glossary_terms())
                if exception.message in slip.english and slip.term == exception.term
            ]
            assert found, f"{lang}: exception no longer needed: {exception}"


#: The extension's generated captions and descriptions name these terms:
#: slot names, raw and displayed points, and spinner doubles.
EXTENSION_TERMS = {
    "lower end",
    "higher end",
    "chain side a",
    "chain side b",
    "arm a",
    "arm b",
    "raw points",
    "displayed points",
    "branching double / spinner",
    "counted contribution",
    "attachment point",
}


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_extension_catalog_uses_the_glossary_terms(lang: str) -> None:
    terms = [term for term in glossary_terms() if term.label in EXTENSION_TERMS]
    assert len(terms) == len(EXTENSION_TERMS)
    catalog = read(EXTENSION_CATALOGS / lang / "LC_MESSAGES" / "worked_example.po")
    found = list(slips(catalog, lang, "worked_example", terms))
    assert not found, "\n".join(str(slip) for slip in found)


# The client's own rule pages also fix some verbs and phrases that are not
# glossary rows: how they say what a tile adds to the end sum, or how they
# name an arm nobody has opened yet. Each is a wording the pages must not
# drift from, per language; where the English names the thing, the
# translation must also say it the client's way.


@dataclass(frozen=True)
class SeedWording:
    """One wording of the client's rule pages, and the drifts it replaces."""

    lang: str
    #: The client's wording, as the report names it.
    seed: str
    #: Wordings the client's pages do not use for it.
    drift: re.Pattern[str]
    #: Where the English says this, the translation must match ``required``.
    english: re.Pattern[str] | None = None
    required: re.Pattern[str] | None = None
    #: Which game's pages the wording belongs to (see :func:`games_of`).
    game: str = "dominoes"


def _pattern(text: str) -> re.Pattern[str]:
    return re.compile(text, re.IGNORECASE)


SEED_WORDINGS = (
    # What a tile adds to the end sum "wnosi" (seeds: "Końcowy dubel wnosi obie
    # połówki"), never a calque of "counts": "liczy obie połówki", "sam nic nie
    # liczy", "liczy się jako 0". The reflexive "liczy się" / "liczą się" ("only
    # the outer ends count") is the seeds' own and stays.
    SeedWording(
        "pl",
        "wnosi",
        _pattern(r"(?<!się\s)(?<!się\snie\s)\blicz(?:y|ą)\b(?!\s+się\b)|\bliczy\s+się\s+jako\b"),
    ),
    # An arm nobody has opened is "nieotwarte (boczne) ramię" (seeds), never
    # "nierozpoczęte ramię" or "ramię, którego nikt nie rozpoczął".
    SeedWording(
        "pl",
        "nieotwarte (boczne) ramię",
        _pattern(r"\bnie\s*rozpocz\w*"),
        english=_pattern(
            r"\bunopened arms?\b|\barms? that (?:has|have|nobody has) not\b|\barms? that nobody has\b"
        ),
        required=_pattern(r"\bnieotwart\w*"),
    ),
)


def seed_drifts(catalog: Catalog, lang: str, page: str) -> Iterator[str]:
    """Each message of a catalog whose translation drifts from the client's wording."""
    for message in catalog:
        if not message.id or not message.string:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        english = " ".join(map(str, ids))
        games = games_of(page, english)
        for wording in (w for w in SEED_WORDINGS if w.lang == lang and w.game in games):
            for translation in map(str, strings):
                drifted = wording.drift.search(prose(translation))
                missing = (
                    wording.english is not None
                    and wording.required is not None
                    and wording.english.search(english)
                    and not wording.required.search(prose(translation))
                )
                if drifted or missing:
                    what = f"{drifted.group(0)!r}" if drifted else "another wording"
                    yield (
                        f"{lang}/{page}: {what} should be {wording.seed!r}\n"
                        f"    en: {english!r}\n    tr: {translation!r}"
                    )


def seed_catalogs() -> list[tuple[str, str]]:
    langs = sorted({wording.lang for wording in SEED_WORDINGS})
    return [(lang, page) for lang in langs for page in [*pages(), "worked_example"]]


@pytest.mark.parametrize(("lang", "page"), seed_catalogs(), ids=lambda v: v)
def test_catalog_keeps_the_client_wording(lang: str, page: str) -> None:
    if page == "worked_example":
        path = EXTENSION_CATALOGS / lang / "LC_MESSAGES" / "worked_example.po"
    else:
        path = LOCALE / lang / "LC_MESSAGES" / f"{page}.po"
    found = list(seed_drifts(read(path), lang, page))
    assert not found, "\n".join(found)


def test_a_drifted_wording_is_reported_and_the_client_wording_is_not(tmp_path: Path) -> None:
    catalog = _catalog(
        tmp_path,
        "pl",
        [
            # The client's wording: "wnosi", "liczą się", "nieotwarte boczne ramię".
            ("A terminal double counts both of its halves.", "Końcowy dubel wnosi obie połówki."),
            ("Only the outer ends count.", "Liczą się tylko zewnętrzne końce."),
            ("Does a double count twice?", "Czy dubel liczy się podwójnie?"),
            ("An unopened arm counts zero.", "Nieotwarte boczne ramię wnosi zero."),
            # Drifts: "liczy" for what a tile adds, "nierozpoczęte" for unopened.
            ("An internal double counts nothing itself.", "Wewnętrzny dubel sam nic nie liczy."),
            ("An end showing 0 counts 0.", "Koniec pokazujący 0 liczy się jako 0."),
            ("An arm that has not been started counts zero.", "Nierozpoczęte ramię wnosi zero."),
            ("An arm that nobody has started adds nothing.", "Ramię bez klocków nic nie wnosi."),
        ],
    )
    found = [line.split("\n")[1] for line in seed_drifts(catalog, "pl", "five-up/rules")]
    assert found == [
        "    en: 'An internal double counts nothing itself.'",
        "    en: 'An end showing 0 counts 0.'",
        "    en: 'An arm that has not been started counts zero.'",
        "    en: 'An arm that nobody has started adds nothing.'",
    ]
