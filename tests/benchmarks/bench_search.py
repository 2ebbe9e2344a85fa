"""How often search lands on the section that answers a player's query.

Run: ``python tests/benchmarks/bench_search.py [--approach site|pagefind …]
[--site build/html] [--pagefind CMD]`` from the project root, after
``make html``.  The queries and their answers are those of
``tests/search/queries.py`` (at least ten per language).

Approaches, each driven in headless Chromium against the built site served
on 127.0.0.1:

* ``site``: the site's own ``<lang>/search.html?q=…``; the result links of
  ``#search-results`` in their order.
* ``pagefind``: Pagefind indexes a copy of the built site (its best set-up
  for these pages: only the ``<article>``, without the diagrams' long
  descriptions and legends) and its JavaScript API is queried on a page of
  the language (the ids of Sphinx's sections moved onto their headings,
  where Pagefind looks for them); each page result contributes its sub-results (one per
  section, with the ``#id``) best first, so the ranking is by section.
  ``--pagefind`` is the command that runs the Pagefind CLI (default: npm's
  ``npx --yes pagefind@1.6.0``).

A query is a top-1 hit when the first result links to one of its answer
sections (``page.html#id``, a link to the top of a page never counts) and a
top-3 hit when one of the first three does.  Prints one row per language
and the misses.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import importlib.util
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
from types import ModuleType
from typing import Any
from urllib.parse import quote, urlsplit

from bs4 import BeautifulSoup
from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
# The test helpers import one another by name, as pytest's pythonpath lets them.
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "tests" / "browser")]


def _helper(path: Path) -> ModuleType:
    """A helper module of the tests, loaded from its file (a test directory is no package)."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_QUERIES = _helper(ROOT / "tests" / "search" / "queries.py")
SETS = {"words": _QUERIES.QUERIES, "natural": _QUERIES.NATURAL}
_SITE = _helper(ROOT / "tests" / "browser" / "site_under_test.py")
CHROMIUM, CHROMIUM_ARGS = _SITE.CHROMIUM, _SITE.CHROMIUM_ARGS

EXCLUDED = ".worked-example-details, .worked-example-legend, .headerlink"


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


def serve(directory: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    handler = functools.partial(_Quiet, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def relative(url: str, language: str) -> str:
    parts = urlsplit(url)
    path = parts.path.split(f"/{language}/", 1)[-1]
    return path + (f"#{parts.fragment}" if parts.fragment else "")


def site_results(page: Page, base: str, language: str, query: str) -> list[str]:
    page.goto(f"{base}/{language}/search.html?q={quote(query)}")
    page.wait_for_function(
        "() => { const s = document.querySelector('#search-results .search-summary');"
        " return s && s.innerText.trim() !== ''; }",
        timeout=15_000,
    )
    links = page.locator("#search-results ul.search li a").evaluate_all(
        "links => links.map(a => a.href)"
    )
    return [relative(str(link), language) for link in links]


PAGEFIND_QUERY = """async (query) => {
  const pagefind = await import('/pagefind/pagefind.js');
  await pagefind.init();
  const search = await pagefind.search(query);
  const ranked = [];
  for (const result of search.results) {
    const data = await result.data();
    const subs = data.sub_results.map(sub => ({
      url: sub.url,
      score: (sub.locations || []).reduce((total, at) => {
        const found = data.weighted_locations.find(w => w.location === at);
        return total + (found ? found.balanced_score : 0);
      }, 0),
    }));
    subs.sort((a, b) => b.score - a.score);
    for (const sub of subs) ranked.push(sub.url);
  }
  return ranked;
}"""


def pagefind_results(page: Page, base: str, language: str, query: str) -> list[str]:
    if not page.url.startswith(f"{base}/{language}/"):
        page.goto(f"{base}/{language}/index.html")
    urls = page.evaluate(PAGEFIND_QUERY, query)
    return [relative(f"{base}{url}", language) for url in urls]


def pagefind_site(site: Path, command: str, work: Path) -> Path:
    copy = work / "html"
    shutil.copytree(site, copy)
    # Pagefind makes a sub-result of each heading that has an id; Sphinx
    # puts the id on the <section>: move it to the section's heading.
    for html in copy.rglob("*.html"):
        soup = BeautifulSoup(html.read_text(encoding="utf-8"), "html.parser")
        for section in soup.select("article section[id]"):
            heading = section.find(re.compile(r"^h[1-6]$"))
            if heading is not None and not heading.get("id"):
                heading["id"] = section["id"]
                del section["id"]
        html.write_text(str(soup), encoding="utf-8")
    subprocess.run(
        [
            *shlex.split(command),
            "--site",
            str(copy),
            "--root-selector",
            "article",
            "--exclude-selectors",
            EXCLUDED,
            "--quiet",
        ],
        check=True,
    )
    return copy


#: (language, typed word, other forms of it that a page may use): the
#: inflection check of tests/browser/test_browser_search.py.
INFLECTED = [
    ("pl", "dubla", ("dubel", "duble", "dublem", "dubli", "dublami", "dublach", "dublowi")),
    ("pl", "punktów", ("punkt", "punkty", "punktu", "punktami", "punktach")),
    ("ru", "дубля", ("дубль", "дубли", "дублем", "дублей", "дублю", "дублями", "дублях")),
    ("uk", "дубля", ("дубль", "дублі", "дублем", "дублів", "дублю", "дублями", "дублях")),
    ("uk", "очок", ("очко", "очка", "очки", "очком", "очками")),
    ("es", "dobles", ("doble",)),
]


def pages_using(site: Path, language: str, forms: tuple[str, ...]) -> set[str]:
    found = set()
    for html in (site / language).rglob("*.html"):
        if "_static" in html.parts or html.name in ("search.html", "genindex.html"):
            continue
        article = BeautifulSoup(html.read_text(encoding="utf-8"), "html.parser").find("article")
        if article is None:
            continue
        for hidden in article.select(EXCLUDED):
            hidden.decompose()
        words = {w.lower() for w in re.findall(r"\w+", article.get_text(" "))}
        if words & set(forms):
            found.add(html.relative_to(site / language).as_posix())
    return found


def measure(approach: str, site: Path, command: str, queries_set: str = "words") -> None:
    with tempfile.TemporaryDirectory() as tmp:
        served = pagefind_site(site, command, Path(tmp)) if approach == "pagefind" else site
        server, base = serve(served)
        run = pagefind_results if approach == "pagefind" else site_results
        totals = [0, 0, 0]
        misses: list[str] = []
        print(f"\n{approach}: top-1 / top-3 hits of the {queries_set} queries in each language")
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True
            )
            page = browser.new_page()
            for language, queries in SETS[queries_set].items():
                top1 = top3 = 0
                for query, answers in queries:
                    results = run(page, base, language, query)
                    top1 += bool(results[:1]) and results[0] in answers
                    top3 += any(r in answers for r in results[:3])
                    if not (results[:1] and results[0] in answers):
                        misses.append(f"  {language} {query!r}: {results[:3]}")
                print(f"  {language}: {top1}/{len(queries)} top-1, {top3}/{len(queries)} top-3")
                totals[0] += top1
                totals[1] += top3
                totals[2] += len(queries)
            print("  inflected forms: pages found of those that use another form")
            for language, query, forms in INFLECTED:
                expected = pages_using(site, language, forms)
                pages = {r.split("#")[0] for r in run(page, base, language, query)}
                print(f"  {language} {query!r}: {len(expected & pages)}/{len(expected)}")
            browser.close()
        server.shutdown()
        server.server_close()
        print(f"  all: {totals[0]}/{totals[2]} top-1, {totals[1]}/{totals[2]} top-3")
        print("  first three results of each query missed at top-1:")
        print("\n".join(misses) or "  none")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--approach", action="append", choices=("site", "pagefind"))
    parser.add_argument("--site", type=Path, default=ROOT / "build" / "html")
    parser.add_argument("--pagefind", default="npx --yes pagefind@1.6.0")
    parser.add_argument(
        "--set", choices=sorted(SETS), default="words", help="short queries or whole questions"
    )
    args = parser.parse_args()
    for approach in args.approach or ["site", "pagefind"]:
        measure(approach, args.site, args.pagefind, args.set)


if __name__ == "__main__":
    main()
