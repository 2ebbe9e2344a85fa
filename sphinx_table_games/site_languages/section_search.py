# ruff: noqa: RUF001  (the strings of the Russian and Ukrainian pages)
"""Search by section: a query lands on the section or question that answers it.

Sphinx's own index knows each page's words and its section *titles*, so
"draw" lists pages and "count twice" lands at the top of the questions page.
This module adds an index of *sections*: after the HTML build it reads every
page's ``<article>``, cuts it into its ``<section id>`` parts (each without
its sub-sections) and indexes each part's title and its own text with the
language's Sphinx search language, the same stemmer and stop words as
Sphinx's index (so the Polish and Ukrainian stemmers of :mod:`.search` serve
both).  ``js/section-search.js`` takes over ``search.html``: it splits and
stems the query with the page's ``splitQuery`` and ``Stemmer``, ranks the
sections and links each result to ``page.html#section``, with a preview
taken from the section's own text.

* Numbers are words: ``61``, ``305``, ``54``; ``2.5`` and ``2,5`` are one
  token (the decimal comma of pl, ru, es and uk reads as a point).
* What a reader does not see as text is neither indexed nor quoted: the
  long descriptions of diagrams, their legends, heading marks.
* A table that has a column headed with the page's own language (the
  glossary) counts only that column: a Polish reader's preview is Polish.
* Every section knows its game (the folder of its page, when ``site_games``
  names it); ``search.html`` offers a choice of game, and the search box of
  a game's page searches that game first (``search.html?q=…&game=five-up``).

Why not Pagefind: measured on the same queries (tests/search/queries.py,
``tests/benchmarks/bench_search.py``), Pagefind also lands on sections, but
it has no Polish or Ukrainian stemmer, so inflected forms find fewer pages
there than with the stemmers here; the numbers are in the README's search
section.
"""

from __future__ import annotations

import json
import math
import re
import tomllib
import zlib
from collections import Counter
from collections.abc import Collection
from pathlib import Path
from typing import Any

from bs4 import BeautifulSoup, Tag
from sphinx.application import Sphinx
from sphinx.search import SearchLanguage

JS_DIR = Path(__file__).parent / "js"
INDEX_FILE = "_static/sectionindex.js"

#: The strings of the game choice on search.html, in each language.
STRINGS = {
    "en": {"scope": "Search in", "all": "All pages"},
    "pl": {"scope": "Szukaj w", "all": "Wszystkie strony"},
    "ru": {"scope": "Искать в", "all": "Все страницы"},
    "es": {"scope": "Buscar en", "all": "Todas las páginas"},
    "uk": {"scope": "Шукати в", "all": "Усі сторінки"},
}

#: Elements whose text a reader does not see as text of the section: long
#: descriptions and legends of diagrams, a trainer's answers (shown only on
#: request), a plot's drawing and its data tables.
HIDDEN = (
    ".worked-example-details, .worked-example-legend, .headerlink,"
    " .trainer-answer, .trainer-feedback, .simulation-plot, .simulation-data,"
    " [aria-hidden=true], script, style, template"
)

#: A number, with a decimal point or comma: "61", "2.5", "2,5".  The same
#: pattern is in section-search.js.
NUMBER_RE = re.compile(r"[0-9]+(?:[.,][0-9]+)*")

PREVIEW_CHARS = 200


def number_token(text: str) -> str:
    """A number as the index keeps it.

    >>> number_token("2,5"), number_token("305")
    ('2.5', '305')
    """
    return text.replace(",", ".")


#: What players type, per language (player_words.toml): phrases, the
#: negations that are never stop words, and players' words for the site's.
PLAYER_WORDS: dict[str, dict[str, Any]] = tomllib.loads(
    (Path(__file__).parent / "player_words.toml").read_text(encoding="utf-8")
)


def negations(language: SearchLanguage) -> frozenset[str]:
    """The words ``language`` never drops as stop words."""
    return frozenset(PLAYER_WORDS.get(language.lang, {}).get("negations", ()))


def tokens(language: SearchLanguage, text: str) -> list[str]:
    """The index terms of ``text``: its numbers, then its stemmed words.

    A negation is a word like any other: "cannot play" is not "play".

    >>> from sphinx.search.en import SearchEnglish
    >>> tokens(SearchEnglish({}), "Play 2.5 points: the tiles")
    ['2.5', 'play', 'point', 'tile']
    >>> tokens(SearchEnglish({}), "I cannot play")
    ['cannot', 'play']
    """
    numbers = [number_token(n) for n in NUMBER_RE.findall(text)]
    kept = negations(language)
    words: list[str] = []
    for word in language.split(NUMBER_RE.sub(" ", text)):
        word = word.lower()
        if len(word) < 2 or (word in language.stopwords and word not in kept):
            continue
        stem = language.stem(word).lower()
        if stem and (language.word_filter(stem) or word in kept):
            words.append(stem)
    return numbers + words


def player_words(language: SearchLanguage) -> dict[str, Any]:
    """What the browser needs to read a player's query: phrases, negations, and
    each player's word (as its stem) with the index terms of the site's words for it.

    >>> from sphinx.search.es import SearchSpanish
    >>> player_words(SearchSpanish({}))["words"]["poz"]  # "pozo", the boneyard
    ['monton', 'rob']
    """
    table = PLAYER_WORDS.get(language.lang, {})
    words: dict[str, list[str]] = {}
    for word, meaning in table.get("words", {}).items():
        for stem in tokens(language, word):
            words.setdefault(stem, [])
            words[stem] += [t for t in tokens(language, meaning) if t not in words[stem]]
    return {
        "phrases": dict(table.get("phrases", {})),
        "negations": sorted(negations(language)),
        "words": dict(sorted(words.items())),
    }


def own_text(section: Tag, own_column: str | None) -> tuple[str, bool]:
    """The text of ``section`` without its heading and its sub-sections, and whether it lists terms.

    A section that holds a table of the terms in every language (the
    glossary's) names terms; the sentence that says what a term means answers
    a query for it, so such a list weighs half (:func:`section_weight`).
    """
    parts: list[str] = []
    term_list = False
    for child in section.children:
        if not isinstance(child, Tag):
            continue
        if child.name == "section" or re.fullmatch(r"h[1-6]", child.name):
            continue
        for table in child.select("table") + ([child] if child.name == "table" else []):
            term_list |= narrow_table(table, own_column)
        parts.append(child.get_text(" "))
    return tidy(" ".join(parts)), term_list


def tidy(text: str) -> str:
    """One space between words, none before a closing mark or after an opening one.

    The text of inline elements is joined with spaces, which left "(spinner )".

    >>> tidy("a double ( spinner ) , then  „ this ” .")
    'a double (spinner), then „this”.'
    """
    text = re.sub(r"\s+", " ", text)
    text = re.sub(r"\s+([.,;:!?)\]»”…])", r"\1", text)
    text = re.sub(r"([(\[«„“])\s+", r"\1", text)
    return text.strip()


def narrow_table(table: Tag, own_column: str | None) -> bool:
    """Keep only the reader's language in a table with a column per language; whether it was one."""
    if own_column is None:
        return False
    headers = [th.get_text(" ").strip() for th in table.select("thead th")]
    if own_column not in headers:
        return False
    keep = headers.index(own_column)
    for row in table.select("tr"):
        for number, cell in enumerate(row.find_all(["th", "td"], recursive=False)):
            if number != keep:
                cell.decompose()
        row.append(" ; ")
    return True


def preview(text: str) -> str:
    """The start of a section's text, cut at a word.

    >>> preview("word " * 100)[-6:]
    'word …'
    """
    if len(text) <= PREVIEW_CHARS:
        return text
    cut = text[:PREVIEW_CHARS].rsplit(" ", 1)[0]
    return cut + " …"


def read_sections(
    html: str,
    page: str,
    language: SearchLanguage,
    own_column: str | None,
    games: Collection[str] = (),
) -> list[dict[str, Any]]:
    """Every ``<section id>`` of a page's article: its link, title, game, text.

    A page belongs to a game when its folder is one of ``games``.
    """
    soup = BeautifulSoup(html, "html.parser")
    article = soup.find("article")
    if not isinstance(article, Tag):
        return []
    for hidden in article.select(HIDDEN):
        hidden.decompose()
    folder = page.split("/", 1)[0] if "/" in page else ""
    game = folder if folder in games else ""
    page_heading = article.find("h1")
    page_title = tidy(page_heading.get_text(" ")) if isinstance(page_heading, Tag) else ""
    found = []
    for section in article.select("section[id]"):
        heading = section.find(re.compile(r"^h[1-6]$"))
        if not isinstance(heading, Tag):
            continue
        title = re.sub(r"\s+", " ", heading.get_text(" ")).strip()
        body, term_list = own_text(section, own_column)
        found.append(
            {
                "link": f"{page}#{section['id']}",
                "title": title,
                "game": game,
                "preview": preview(body),
                "title_terms": tokens(language, title),
                "body_terms": tokens(language, body),
                "term_list": term_list,
                # Where the section is, shown with each result ("Five Up: rules").
                "page_title": page_title,
            }
        )
    return found


#: Pages that are not where a rule is looked up: the exercises and the
#: measured numbers. Their sections weigh less, so a query lands on the rule
#: first and on them after it.
SECONDARY_PAGES = ("trainer.html", "statistics.html")


def page_weight(link: str) -> float:
    """How much a section of the page at ``link`` weighs in the ranking.

    >>> page_weight("five-up/rules.html#blocked-round"), page_weight("five-up/statistics.html#x")
    (1.0, 0.5)
    """
    return 0.5 if link.split("#")[0].endswith(SECONDARY_PAGES) else 1.0


def section_weight(section: dict[str, Any]) -> float:
    """Its page's weight, halved for a list of terms in every language."""
    return page_weight(section["link"]) * (0.5 if section.get("term_list") else 1.0)


def build_index(sections: list[dict[str, Any]]) -> dict[str, Any]:
    """The JSON the browser searches: sections and, per term, its postings.

    A posting is ``[section, times in the title, times in the text]``.
    """
    postings: dict[str, list[list[int]]] = {}
    for number, section in enumerate(sections):
        in_title = Counter(section["title_terms"])
        in_body = Counter(section["body_terms"])
        for term in sorted(set(in_title) | set(in_body)):
            postings.setdefault(term, []).append([number, in_title[term], in_body[term]])
    lengths = [len(s["body_terms"]) for s in sections]
    return {
        "sections": [
            [
                s["link"],
                s["title"],
                s["game"],
                s["preview"],
                len(s["body_terms"]),
                len(s["title_terms"]),
                section_weight(s),
                s.get("page_title", ""),
            ]
            for s in sections
        ],
        "terms": dict(sorted(postings.items())),
        "average_length": round(sum(lengths) / max(1, len(lengths)), 3),
        "idf": {
            term: round(math.log(1 + (len(sections) - len(p) + 0.5) / (len(p) + 0.5)), 4)
            for term, p in sorted(postings.items())
        },
    }


def write_section_index(app: Sphinx, exception: Exception | None) -> None:
    """build-finished: write ``sectionindex.js`` next to ``searchindex.js``."""
    if exception is not None or app.builder.format != "html" or app.builder.name != "html":
        return
    indexer = getattr(app.builder, "indexer", None)
    if indexer is None:  # html_search is off
        return
    language = indexer.lang
    code = app.config.language or "en"
    names = dict(getattr(app.config, "site_language_names", None) or [])
    own_column = names.get(code)
    games: dict[str, str] = app.config.site_games
    outdir = Path(app.outdir)
    sections: list[dict[str, Any]] = []
    for docname in sorted(app.env.found_docs):
        page = app.builder.get_target_uri(docname)
        path = outdir / page
        if path.is_file():
            html = path.read_text(encoding="utf-8")
            sections += read_sections(html, page, language, own_column, games)
    payload = build_index(sections)
    # The game choice, in the order of ``site_games``.
    payload["games"] = [[folder, name] for folder, name in games.items()]
    payload["strings"] = STRINGS.get(code, STRINGS["en"])
    payload["players"] = player_words(language)
    text = json.dumps(payload, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    content = f"SectionSearch.setIndex({text});\n"
    (outdir / INDEX_FILE).write_text(content, encoding="utf-8")
    # The search page was written before the index: give its link the new
    # index's checksum, as Sphinx gives every other asset (crc32, ?v=).
    search = outdir / app.builder.get_target_uri("search")
    if search.is_file():
        link = f'src="{INDEX_FILE}"'
        page = search.read_text(encoding="utf-8")
        checksum = f"{zlib.crc32(content.encode()):08x}"
        search.write_text(page.replace(link, f'src="{INDEX_FILE}?v={checksum}"', 1), "utf-8")


def load_index_on_search_page(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    """html-page-context: only the search page loads the section index."""
    if pagename == "search":
        app.add_js_file(INDEX_FILE.removeprefix("_static/"), defer="defer")


def copy_script(app: Sphinx) -> None:
    """builder-inited: put the script in _static before any page names it
    (so that its link carries the checksum of its content), and remove the
    previous section index."""
    if app.builder.format != "html":
        return
    static = Path(app.outdir) / "_static"
    static.mkdir(parents=True, exist_ok=True)
    # The last build's index goes: the search page must not link it with
    # that file's checksum (the new one is written after the pages).
    (Path(app.outdir) / INDEX_FILE).unlink(missing_ok=True)
    source = (JS_DIR / "section-search.js").read_text(encoding="utf-8")
    (static / "section-search.js").write_text(source, encoding="utf-8")


def setup_section_search(app: Sphinx) -> None:
    """Register the section index and its script (called by the extension's setup)."""
    # On every page: a game's page scopes its search box to that game.
    app.add_js_file("section-search.js")
    app.connect("builder-inited", copy_script)
    app.connect("html-page-context", load_index_on_search_page)
    app.connect("build-finished", write_section_index)
