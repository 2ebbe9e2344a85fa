"""Search in the browser: a player's query lands on the section that answers it.

This runs the JavaScript half of each language's search (query splitting,
stemming, ranking) against the index that the Python half built: real
queries per language (tests/search/queries.py) land on their section's
``#id``; previews quote the section's own visible text; a game's page
searches its own game; an inflected word finds the pages that use its other
forms.
"""

from __future__ import annotations

import re
from urllib.parse import quote

import pytest
from bs4 import BeautifulSoup
from languages_list import LANGUAGES
from playwright.sync_api import Page
from queries import DRAW, NATURAL, QUERIES, SCOPED
from site_under_test import SITE, site_pages
from sphinx.search import SearchLanguage

pytestmark = pytest.mark.browser

#: (language, typed word, other forms of it that a page may use)
INFLECTED_QUERIES = [
    ("pl", "dubla", ("dubel", "duble", "dublem", "dubli", "dublami", "dublach", "dublowi")),
    ("ru", "дубля", ("дубль", "дубли", "дублем", "дублей", "дублю", "дублями", "дублях")),
    ("uk", "дубля", ("дубль", "дублі", "дублем", "дублів", "дублю", "дублями", "дублях")),
    ("es", "dobles", ("doble",)),
]


def run_search(page: Page, site_url: str, language: str, query: str) -> list[str]:
    """Search on a language's search page; return the result pages' paths."""
    page.goto(f"{site_url}/{language}/search.html?q={query}")
    summary = page.locator("#search-results .search-summary")
    summary.wait_for(state="attached", timeout=15_000)
    page.wait_for_function(
        "() => document.querySelector('#search-results .search-summary')"
        " && document.querySelector('#search-results .search-summary').innerText.trim() !== ''"
    )
    links = page.locator("#search-results ul.search li a").evaluate_all(
        "links => links.map(a => new URL(a.href).pathname)"
    )
    return [str(link) for link in links]


def pages_using(language: str, forms: tuple[str, ...]) -> set[str]:
    """Paths of the built pages whose article uses one of ``forms``."""
    found: set[str] = set()
    for path in site_pages(language):
        html = (SITE / language / path).read_text(encoding="utf-8")
        article = BeautifulSoup(html, "html.parser").find("article")
        if article is None:
            continue
        # An example's legend is the same key on every example ("Contorno
        # doble" is an outline, not a domino double) and is not indexed.
        for legend in article.select(".worked-example-legend"):
            legend.decompose()
        words = {w.lower() for w in re.findall(r"\w+", article.get_text(" "))}
        if words & set(forms):
            found.add(f"/{language}/{path}")
    return found


@pytest.mark.parametrize(("language", "query", "other_forms"), INFLECTED_QUERIES)
def test_an_inflected_word_finds_pages_with_other_forms(
    page: Page, site_url: str, language: str, query: str, other_forms: tuple[str, ...]
) -> None:
    expected = pages_using(language, other_forms)
    assert expected, f"{language}: no page uses any of {other_forms}"
    results = set(run_search(page, site_url, language, query))
    # Every page that says another form is found: the stemmers of the index
    # (Python) and of the query (JavaScript) met.
    assert expected - results == set()


@pytest.mark.parametrize(
    ("language", "english"),
    [("pl", "Search finished"), ("uk", "Search finished"), ("ru", "Search finished")],
)
def test_the_search_summary_speaks_the_page_language(
    page: Page, site_url: str, language: str, english: str
) -> None:
    run_search(page, site_url, language, {"pl": "dubla", "uk": "дубля", "ru": "дубля"}[language])
    summary = page.locator("#search-results .search-summary").inner_text().strip()
    title = page.locator("#search-results h2").first.inner_text().strip()
    assert summary and english not in summary
    assert title and title != "Search Results"
    assert re.search(r"\d", summary), "the summary gives the number of pages found"


def test_ukrainian_apostrophe_words_are_found_in_every_spelling(page: Page, site_url: str) -> None:
    spellings = ["п'ять", "п\u2019ять", "п\u02bcять"]
    found = [run_search(page, site_url, "uk", word) for word in spellings]
    assert found[0], "no Ukrainian page says п'ять"
    assert found[0] == found[1] == found[2]


def section_results(
    page: Page, site_url: str, language: str, query: str, game: str = ""
) -> list[tuple[str, str]]:
    """(``page.html#id`` relative to the language, preview) of each result, in order."""
    scope = f"&game={game}" if game else ""
    page.goto(f"{site_url}/{language}/search.html?q={quote(query)}{scope}")
    page.wait_for_function(
        "() => { const s = document.querySelector('#search-results .search-summary');"
        " return s && s.innerText.trim() !== ''; }"
    )
    found = page.locator("#search-results ul.search li").evaluate_all(
        """items => items.map(li => {
             const a = li.querySelector('a');
             const url = new URL(a.href);
             const p = li.querySelector('.context');
             return [url.pathname + url.hash, p ? p.innerText : ''];
           })"""
    )
    prefix = f"/{language}/"
    return [(str(link).split(prefix, 1)[-1], str(text)) for link, text in found]


#: Every query of the set but the bare "draw" of each language: unscoped,
#: Up or Down?'s draw piles come first, which answers that game's players;
#: the domino games' "Drawing and passing" is checked with the game scope.
#: Queries the search is known to miss, with why: each must keep failing,
#: or be moved back to the ones that pass.
KNOWN_MISSES: dict[tuple[str, str], str] = {}
LANDING = [
    pytest.param(
        language,
        query,
        answers,
        marks=[pytest.mark.xfail(strict=True, reason=KNOWN_MISSES[(language, query)])]
        if (language, query) in KNOWN_MISSES
        else [],
    )
    for language, queries in QUERIES.items()
    for query, answers in queries
    if answers is not DRAW
]


@pytest.mark.parametrize(("language", "query", "answers"), LANDING)
def test_a_players_query_lands_on_the_section_that_answers_it(
    page: Page, site_url: str, language: str, query: str, answers: tuple[str, ...]
) -> None:
    results = section_results(page, site_url, language, query)
    assert results, f"{language} {query!r}: nothing found"
    assert results[0][0] in answers, f"{language} {query!r}: first results {results[:3]}"


#: Whole questions the search does not answer in its first three results, with why:
#: each must keep failing, or be moved back to the ones that pass.
NATURAL_MISSES = {
    ("en", "no tiles left to draw"): "'tiles left' is what a hand holds at the end of a round:"
    " the sections about the boneyard say 'empty', not 'no tiles left'",
    ("ru", "начальная кость даёт очки?"): "'даёт очки' is the wording of every scoring section;"
    " the question's own 'приносит очки' is not typed",
    ("es", "quién empieza"): "'empezar' is not the rules' verb ('abrir', 'quien abre'), and the"
    " home page's game summaries use it",
    ("uk", "скільки очок до перемоги"): "'перемога' is not in the sections about the target,"
    " and the score pads' introductions say 'очки' as often as they do",
}


@pytest.mark.parametrize(
    ("language", "query", "answers"),
    [
        pytest.param(
            language,
            query,
            answers,
            marks=[pytest.mark.xfail(strict=True, reason=NATURAL_MISSES[(language, query)])]
            if (language, query) in NATURAL_MISSES
            else [],
        )
        for language, questions in NATURAL.items()
        for query, answers in questions
    ],
)
def test_a_question_as_players_type_it_is_answered_in_the_first_three(
    page: Page, site_url: str, language: str, query: str, answers: tuple[str, ...]
) -> None:
    """Contractions, negations, question words and players' words (рыба, pozo) find the answer."""
    results = section_results(page, site_url, language, query)
    assert any(link in answers for link, _ in results[:3]), f"{language} {query!r}: {results[:3]}"


@pytest.mark.parametrize(("language", "game", "query", "answers"), SCOPED)
def test_the_game_scope_keeps_to_that_game(
    page: Page, site_url: str, language: str, game: str, query: str, answers: tuple[str, ...]
) -> None:
    results = section_results(page, site_url, language, query, game)
    assert results and results[0][0] in answers, results[:3]
    assert all(link.startswith(f"{game}/") for link, _ in results)
    # Choosing "all pages" widens the search to the other games.
    page.locator("fieldset.section-search-scope input[value='']").check()
    page.wait_for_function(
        f"() => [...document.querySelectorAll('#search-results ul.search li a')]"
        f".some(a => !new URL(a.href).pathname.includes('/{game}/'))"
    )
    assert "game=" not in page.url


def test_a_games_page_searches_that_game(page: Page, site_url: str) -> None:
    page.goto(f"{site_url}/pl/all-fives/rules.html")
    form = page.locator("form.bd-search").first
    assert form.locator("input[name='game']").get_attribute("value") == "all-fives"
    page.goto(f"{site_url}/pl/glossary.html")
    assert page.locator("form.bd-search input[name='game']").count() == 0


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_game_choice_speaks_the_page_language(page: Page, site_url: str, language: str) -> None:
    section_results(page, site_url, language, "61")
    scope = page.locator("fieldset.section-search-scope")
    legend = scope.locator("legend").inner_text().strip()
    labels = scope.locator("label").all_inner_texts()
    assert legend and len(labels) == 4
    if language != "en":
        assert legend != "Search in" and "All pages" not in labels[0]
    # The choice is a labelled radio group that a keyboard reaches.
    assert scope.locator("input[type=radio]").count() == 4


#: Texts a reader never sees as a section's text: the diagrams' hidden long
#: descriptions and their legends.
HIDDEN_TEXTS = ("Full description", "Spinner doubles", "Connections:", "Filled number")


@pytest.mark.parametrize(
    ("language", "query"),
    [("en", "spinner"), ("en", "counted contribution"), ("pl", "dubel"), ("uk", "дубль")],
)
def test_previews_quote_the_sections_own_visible_text(
    page: Page, site_url: str, language: str, query: str
) -> None:
    results = section_results(page, site_url, language, query)
    assert results
    hidden: set[str] = set()
    for path in {link.split("#")[0] for link, _ in results}:
        soup = BeautifulSoup((SITE / language / path).read_text(encoding="utf-8"), "html.parser")
        # The long descriptions, sentence by sentence (long ones only: a
        # short one may be the prose's own words too), the "Full description"
        # summary in the page's language, and each legend as a whole.
        for description in soup.select(".worked-example-description"):
            text = re.sub(r"\s+", " ", description.get_text(" "))
            hidden.update(p for p in re.split(r"(?<=[.;])\s+", text) if len(p) >= 40)
        for element in soup.select(".worked-example-details summary, .worked-example-legend"):
            hidden.add(re.sub(r"\s+", " ", element.get_text(" ")).strip())
    for link, preview in results:
        assert preview, f"{link}: no preview"
        assert not any(text in preview for text in HIDDEN_TEXTS), (link, preview)
        assert not any(text in preview for text in hidden), (link, preview)


@pytest.mark.parametrize(
    ("language", "query", "other_languages"),
    [
        ("pl", "dubel", ("кость", "ficha", "кістка", "double-six")),
        ("ru", "дубль", ("klocek", "ficha", "кістка", "double-six")),
        ("es", "doble", ("klocek", "кость", "кістка", "double-six")),
        ("uk", "дубль", ("klocek", "кость", "ficha", "double-six")),
        ("en", "double", ("klocek", "кость", "ficha", "кістка")),
    ],
)
def test_the_glossary_preview_is_in_the_readers_language(
    page: Page, site_url: str, language: str, query: str, other_languages: tuple[str, ...]
) -> None:
    results = dict(section_results(page, site_url, language, query))
    preview = results.get("glossary.html#domino-terms-in-five-languages")
    assert preview, f"the glossary's table is not found by {query!r}"
    assert not any(word in preview for word in other_languages), preview


def python_search_language(language: str) -> SearchLanguage:
    from sphinx.search import languages
    from sphinx.util import import_object

    from sphinx_table_games.site_languages.search import SearchPolish, SearchUkrainian

    if language == "pl":
        return SearchPolish({})
    if language == "uk":
        return SearchUkrainian({})
    found = languages[language]
    language_class = import_object(found) if isinstance(found, str) else found
    return language_class({})  # type: ignore[no-any-return]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_query_and_the_index_make_the_same_terms(
    page: Page, site_url: str, language: str
) -> None:
    """The browser's terms of a text are the index's terms of it (a query
    made of a section's own words finds that section's words)."""
    from sphinx_table_games.site_languages.section_search import tokens

    section_results(page, site_url, language, "61")
    index = page.evaluate("() => SectionSearch._index.sections.map(s => s[1] + ' ' + s[3])")
    texts = [str(text) for text in index] + ["2,5 i 2.5, 61–305; п'ять пʼять"]
    browser_terms = page.evaluate("texts => texts.map(t => SectionSearch.terms(t))", texts)
    python = python_search_language(language)
    differ = []
    for text, theirs in zip(texts, browser_terms, strict=True):
        ours = set(tokens(python, text))
        # Where Sphinx's Python and JavaScript Snowball stemmers differ
        # (English "internal": "internal" and "intern"), the browser's stem
        # is the start of the index's, which the search finds as a prefix.
        unmatched = {
            term
            for term in set(theirs) - ours
            if not any(len(term) >= 4 and other.startswith(term) for other in ours)
        }
        missing = {
            term
            for term in ours - set(theirs)
            if not any(len(other) >= 4 and term.startswith(other) for other in theirs)
        }
        if unmatched or missing:
            differ.append((text[:40], unmatched, missing))
    assert differ == []


#: Words that are also the names of properties every JavaScript object
#: inherits: "constructor" is English and, stemmed, Spanish ("constructores").
PROPERTY_WORDS = ["constructor", "__proto__", "constructores", "toString", "hasOwnProperty"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_words_that_name_javascript_properties_are_searched_as_words(
    page: Page, site_url: str, language: str
) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    for word in PROPERTY_WORDS:
        run_search(page, site_url, language, quote(f"draw {word}"))
        # run_search waited for the summary line: the search finished.
        assert not errors, f"{language}: searching {word!r}: {errors}"
        assert page.evaluate("w => Array.isArray(SectionSearch.rank(w))", word)


@pytest.mark.parametrize(
    ("language", "query"),
    [
        ("en", "10 20 blocked round"),
        ("en", "1 2 draw pile"),
        ("pl", "5 punktów dubel"),
        ("es", "2 jugadores pozo"),
    ],
)
def test_a_result_counts_only_the_query_terms_its_section_holds(
    page: Page, site_url: str, language: str, query: str
) -> None:
    run_search(page, site_url, language, quote(query))
    wrong = page.evaluate(
        """query => {
          const index = SectionSearch._index;
          // Each position of the query: its term and the site's words for a player's word.
          const terms = SectionSearch.query(query);
          const holdsAny = (section, alternatives) => alternatives.some((t) => holds(section, t));
          const holds = (section, term) => {
            const found = (t) => (index.terms.get(t) || []).some((p) => p[0] === section);
            if (found(term)) return true;
            if (term.length < 4 || /^[0-9.]+$/.test(term)) return false;
            return [...index.terms.keys()].some((t) => t !== term && t.startsWith(term) && found(t));
          };
          return SectionSearch.rank(query)
            .filter((r) => r.matched !== terms.filter((t) => holdsAny(r.section, t)).length)
            .map((r) => index.sections[r.section][0]);
        }""",
        query,
    )
    assert wrong == [], f"{language} {query!r}: wrong matched count for {wrong[:5]}"
