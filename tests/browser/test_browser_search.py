"""Search in the browser: an inflected word finds the pages that use its other forms.

This runs the JavaScript half of each language's search (query splitting,
stemming) against the index that the Python half built.
"""

from __future__ import annotations

import re

import pytest
from bs4 import BeautifulSoup
from playwright.sync_api import Page
from site_under_test import SITE, site_pages

pytestmark = pytest.mark.browser
# The site server and the one Chromium of the session, with their fixtures.
pytest_plugins = ["browser_session"]

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
