# ruff: noqa: RUF001  (Cyrillic letters and apostrophes are the point here)
"""The Python half (index) and the JavaScript half (query) of pl and uk search agree.

Both halves run over every word of the site's Polish or Ukrainian catalogs
and a committed sample of a few thousand dictionary words; node runs the
very JavaScript that the built search page embeds.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from sphinx.search import SearchLanguage

from sphinx_table_games.site_languages.search import SearchPolish, SearchUkrainian

HERE = Path(__file__).resolve().parent
LOCALE = HERE.parents[1] / "locale"

NODE = shutil.which("node")

# How the browser runs the code: language_data.js is a classic script whose
# stemmer and splitter end up on window.
JS_PRELUDE = "var window = globalThis;\n"
JS_STEM = """
const words = JSON.parse(require('fs').readFileSync(0, 'utf8'));
const stemmer = new Stemmer();
process.stdout.write(JSON.stringify(words.map((w) => stemmer.stemWord(w.toLowerCase()))));
"""
JS_SPLIT = """
const texts = JSON.parse(require('fs').readFileSync(0, 'utf8'));
process.stdout.write(JSON.stringify(texts.map((t) => splitQuery(t))));
"""


def run_node(tmp_path: Path, program: str, data: list[str]) -> list[object]:
    """Run a JavaScript program on ``data`` (JSON on stdin), return its JSON."""
    if NODE is None:
        # The main guard on the JavaScript port: never skipped.
        pytest.fail("node is missing: `make test` installs it (apt-get install nodejs)")
    script = tmp_path / "program.js"
    script.write_text(program, encoding="utf-8")
    result = subprocess.run(
        [NODE, str(script)],
        input=json.dumps(data),
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    answer = json.loads(result.stdout)
    assert isinstance(answer, list)
    return answer


def catalog_texts(language: str) -> list[str]:
    """Every translated message of the language's catalogs under locale/."""
    from babel.messages.pofile import read_po

    texts: list[str] = []
    for po_path in sorted((LOCALE / language).rglob("*.po")):
        with po_path.open("rb") as po_file:
            for message in read_po(po_file):
                strings = message.string if isinstance(message.string, tuple) else (message.string,)
                texts.extend(s for s in strings if s and message.id)
    return texts


def site_words(language: str, split: Callable[[str], list[str]]) -> list[str]:
    """The committed word sample plus every word of the site's catalogs."""
    sample = (HERE / f"words-{language}.txt").read_text(encoding="utf-8").splitlines()
    words = {w for w in sample if w and not w.startswith("#")}
    for text in catalog_texts(language):
        words.update(split(text))
    return sorted(words)


@pytest.mark.parametrize("search_class", [SearchPolish, SearchUkrainian], ids=["pl", "uk"])
def test_python_and_javascript_stem_every_word_alike(
    search_class: type[SearchLanguage], tmp_path: Path
) -> None:
    language = search_class({})
    words = site_words(language.lang, language.split)
    assert len(words) >= 2500
    # The indexer lower-cases after stemming; the browser before it.
    python_stems = [language.stem(w).lower() for w in words]
    js_stems = run_node(tmp_path, JS_PRELUDE + language.js_stemmer_code + JS_STEM, words)
    disagreements = [
        (w, p, j) for w, p, j in zip(words, python_stems, js_stems, strict=True) if p != j
    ]
    assert disagreements == []
    # A stemmer that returned every word untouched would agree trivially.
    changed = sum(1 for w, p in zip(words, python_stems, strict=True) if p != w.lower())
    assert changed > len(words) // 2


def test_ukrainian_query_splitting_matches_the_indexer(tmp_path: Path) -> None:
    language = SearchUkrainian({})
    texts = [
        *catalog_texts("uk"),
        "п'ять пʼять п’ять",
        "Гравець кладе «п’ятірку» — і рахує: 5+10=15!",
        "об'єднання,з'їзд;м’яч 'цитата' кінець'",
    ]
    python_words = [language.split(t) for t in texts]
    js_words = run_node(tmp_path, JS_PRELUDE + language.js_splitter_code + JS_SPLIT, texts)
    assert js_words == python_words
    assert ["п'ять", "пʼять", "п’ять"] in python_words
