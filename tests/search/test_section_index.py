"""The section index: what a section's terms and preview are made of."""

from __future__ import annotations

import doctest
import json
from pathlib import Path

from sphinx.search.en import SearchEnglish
from test_search_languages import build_tiny_site

from sphinx_table_games.site_languages import section_search
from sphinx_table_games.site_languages.search import SearchPolish, SearchUkrainian
from sphinx_table_games.site_languages.section_search import read_sections, tokens

#: The folders of the games (``site_games``): a page in one belongs to that game.
GAMES = ("five-up", "all-fives", "up-or-down")

PAGE = """
<html><body><article>
<section id="rules-top"><h1>Rules<a class="headerlink" href="#rules-top">#</a></h1>
<p>The target is 61 displayed points (305 raw points).</p>
<section id="drawing-and-passing"><h2>Drawing and passing</h2>
<p>If you cannot play, draw one tile; a split can leave 2,5 points.</p>
<div class="worked-example"><p class="worked-example-legend">Filled number: counted</p>
<figure><figcaption><p>Placed: [1|2]</p>
<details class="worked-example-details"><summary>Full description</summary>
<p>Spinner doubles: [1|1]. Connections: [1|4] – [1|1].</p></details>
</figcaption></figure></div>
</section>
<section id="terms"><h2>Terms</h2>
<table><thead><tr><th>English</th><th>Polski</th><th>Русский</th></tr></thead>
<tbody><tr><td>tile</td><td>klocek</td><td>кость</td></tr>
<tr><td>double</td><td>dubel</td><td>дубль</td></tr></tbody></table>
</section>
</section>
</article></body></html>
"""


def test_numbers_are_terms_and_a_decimal_comma_reads_as_a_point() -> None:
    english = SearchEnglish({})
    assert tokens(english, "61 points, 305 raw") == ["61", "305", "point", "raw"]
    assert tokens(SearchPolish({}), "2,5 punktu") == ["2.5", *tokens(SearchPolish({}), "punktu")]
    assert tokens(english, "2.5") == tokens(SearchUkrainian({}), "2,5") == ["2.5"]


def test_words_are_stemmed_with_the_languages_stemmer_and_stop_words_dropped() -> None:
    polish = SearchPolish({})
    assert tokens(polish, "dubla") == tokens(polish, "dublem") == [polish.stem("dubla")]
    assert tokens(polish, "się") == []
    assert tokens(SearchUkrainian({}), "що дублі") == tokens(SearchUkrainian({}), "дубля")


def test_each_section_holds_its_own_text_only() -> None:
    sections = read_sections(PAGE, "five-up/rules.html", SearchEnglish({}), "English", GAMES)
    by_link = {s["link"]: s for s in sections}
    assert list(by_link) == [
        "five-up/rules.html#rules-top",
        "five-up/rules.html#drawing-and-passing",
        "five-up/rules.html#terms",
    ]
    top = by_link["five-up/rules.html#rules-top"]
    assert top["title"] == "Rules" and top["game"] == "five-up"
    assert "61" in top["body_terms"] and "draw" not in top["body_terms"]
    drawing = by_link["five-up/rules.html#drawing-and-passing"]
    assert drawing["title_terms"] == ["draw", "pass"]
    assert "2.5" in drawing["body_terms"]


def test_hidden_descriptions_and_legends_are_neither_indexed_nor_quoted() -> None:
    sections = read_sections(PAGE, "five-up/rules.html", SearchEnglish({}), "English", GAMES)
    drawing = sections[1]
    for hidden in ("Full description", "Spinner", "Connections", "Filled number"):
        assert hidden not in drawing["preview"]
    assert "spinner" not in drawing["body_terms"] and "connect" not in drawing["body_terms"]
    assert "Placed: [1|2]" in drawing["preview"]


def test_a_table_of_languages_keeps_the_readers_column() -> None:
    polish = read_sections(PAGE, "glossary.html", SearchPolish({}), "Polski", GAMES)[2]
    assert "klocek" in polish["preview"] and "dubel" in polish["preview"]
    assert not any(word in polish["preview"] for word in ("tile", "кость", "дубль"))
    assert polish["game"] == ""
    # Without a column of its own, a table is kept whole.
    whole = read_sections(PAGE, "glossary.html", SearchPolish({}), None)[2]
    assert "кость" in whole["preview"]


def test_the_module_doctests() -> None:
    failures, tried = doctest.testmod(section_search, raise_on_error=False)
    assert tried >= 3 and failures == 0


def section_index(out: Path) -> dict[str, object]:
    text = (out / "_static" / "sectionindex.js").read_text(encoding="utf-8")
    assert text.startswith("SectionSearch.setIndex(") and text.endswith(");\n")
    payload = json.loads(text[len("SectionSearch.setIndex(") : -3])
    assert isinstance(payload, dict)
    return payload


def test_a_build_writes_the_index_and_loads_it_on_the_search_page_only(tmp_path: Path) -> None:
    out = build_tiny_site(tmp_path, "uk", "Гравець кладе дублі: пʼять очок, 2,5 очка.")
    payload = section_index(out)
    sections = payload["sections"]
    assert isinstance(sections, list) and sections[0][0] == "index.html#title"
    terms = payload["terms"]
    assert isinstance(terms, dict)
    assert {"2.5", SearchUkrainian({}).stem("дублі")} <= set(terms)
    assert payload["strings"] == section_search.STRINGS["uk"]
    assert "sectionindex.js" in (out / "search.html").read_text(encoding="utf-8")
    assert "sectionindex.js" not in (out / "index.html").read_text(encoding="utf-8")
    assert "section-search.js" in (out / "index.html").read_text(encoding="utf-8")
    # The same sources give the same bytes.
    (tmp_path / "again").mkdir()
    again = build_tiny_site(tmp_path / "again", "uk", "Гравець кладе дублі: пʼять очок, 2,5 очка.")
    assert (again / "_static" / "sectionindex.js").read_bytes() == (
        out / "_static" / "sectionindex.js"
    ).read_bytes()
