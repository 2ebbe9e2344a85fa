# ruff: noqa: RUF001  (Cyrillic letters and apostrophes are the point here)
"""Polish and Ukrainian search: stems that meet, and the extension in a real build."""

from __future__ import annotations

import doctest
import json
import re
from pathlib import Path

import pytest
from sphinx.application import Sphinx
from sphinx.search import SearchLanguage

from sphinx_table_games.site_languages import ukrainian_stemmer
from sphinx_table_games.site_languages.search import SearchPolish, SearchUkrainian

# Forms of one word that a reader may type and a page may use.
FAMILIES: list[tuple[type[SearchLanguage], list[str]]] = [
    (SearchPolish, ["dubel", "dubla", "dublem", "duble", "dubli", "dublami", "dublach"]),
    (SearchPolish, ["klocek", "klocka", "klockiem", "klocki", "klocków", "klockami"]),
    (SearchPolish, ["ramię", "ramienia", "ramieniu", "ramiona", "ramion", "ramionach"]),
    (SearchPolish, ["koniec", "końca", "końcu", "końce", "końców"]),
    (SearchPolish, ["kierunek", "kierunku", "kierunki", "kierunków"]),
    (SearchPolish, ["oczko", "oczka", "oczek", "oczkami"]),
    (SearchPolish, ["kamień", "kamienia", "kamieniem", "kamienie", "kamieni"]),
    (SearchPolish, ["punkty", "punktów", "punktami", "punktach", "punktu"]),
    (SearchUkrainian, ["дубль", "дубля", "дублі", "дублем", "дублів", "дублями", "дублях"]),
    (SearchUkrainian, ["очко", "очка", "очки", "очком", "очками"]),
    (SearchUkrainian, ["гравець", "гравця", "гравцеві", "гравцем", "гравці", "гравців"]),
    (SearchUkrainian, ["рахунок", "рахунку", "рахунки", "рахунків"]),
    (SearchUkrainian, ["п'ять", "пʼять", "п’ять", "П’ЯТЬ", "п'яти"]),
]


@pytest.mark.parametrize(("search_class", "forms"), FAMILIES, ids=lambda v: str(v)[:24])
def test_forms_of_one_word_share_a_stem(
    search_class: type[SearchLanguage], forms: list[str]
) -> None:
    language = search_class({})
    assert len({language.stem(form).lower() for form in forms}) == 1


def test_different_words_keep_different_stems() -> None:
    uk = SearchUkrainian({})
    assert len({uk.stem(w) for w in ["дубль", "дошка", "доміно", "гра", "очко", "рахунок"]}) == 6
    pl = SearchPolish({})
    assert len({pl.stem(w) for w in ["dubel", "kamień", "domino", "gra", "punkt", "wynik"]}) == 6


def test_ukrainian_words_run_over_every_apostrophe() -> None:
    uk = SearchUkrainian({})
    assert uk.split("п'ять, пʼять і п’ять ходів") == ["п'ять", "пʼять", "і", "п’ять", "ходів"]
    assert uk.split("'цитата' кінець'") == ["цитата", "кінець"]


def test_stop_words_are_not_indexed_but_content_words_are() -> None:
    for language, stop, content in (
        (SearchPolish({}), "się", "dubel"),
        (SearchUkrainian({}), "що", "дубль"),
    ):
        assert not language.word_filter(stop)
        assert language.word_filter(language.stem(content))


def test_ukrainian_stemmer_doctests() -> None:
    failures, tried = doctest.testmod(ukrainian_stemmer, raise_on_error=False)
    assert tried >= 5
    assert failures == 0


def build_tiny_site(tmp_path: Path, language: str, text: str) -> Path:
    """Build a one-page site with the extension and the project's catalogs."""
    src = tmp_path / "src"
    src.mkdir()
    locale = Path(__file__).resolve().parents[2] / "locale"
    (src / "conf.py").write_text(
        "extensions = ['sphinx_table_games.site_languages']\n"
        f"language = {language!r}\n"
        f"locale_dirs = [{str(locale)!r}]\n"
        "html_theme = 'pydata_sphinx_theme'\n"
        "html_theme_options = {'search_bar_text': 'Search the rules…'}\n",
        encoding="utf-8",
    )
    (src / "index.rst").write_text(f"Title\n=====\n\n{text}\n", encoding="utf-8")
    out = tmp_path / "out"
    app = Sphinx(
        src,
        src,
        out,
        tmp_path / "doctrees",
        "html",
        status=None,
        warning=None,
        freshenv=True,
        warningiserror=True,
    )
    app.build()
    return out


def search_terms(out: Path) -> set[str]:
    index = (out / "searchindex.js").read_text(encoding="utf-8")
    data = json.loads(index[len("Search.setIndex(") : -1])
    return set(data["terms"])


def translations(out: Path) -> dict[str, object]:
    script = (out / "_static" / "translations.js").read_text(encoding="utf-8")
    match = re.fullmatch(r"Documentation\.addTranslations\((.*)\);\s*", script, re.DOTALL)
    assert match is not None
    payload = json.loads(match.group(1))
    assert isinstance(payload, dict)
    return payload


def test_a_polish_build_indexes_stems_and_ships_the_stemmer(tmp_path: Path) -> None:
    out = build_tiny_site(tmp_path, "pl", "Gracz dokłada dubla i liczy dublem punkty.")
    assert {SearchPolish({}).stem(w) for w in ("dubla", "punkty", "Gracz")} <= search_terms(out)
    language_data = (out / "_static" / "language_data.js").read_text(encoding="utf-8")
    assert "PolishStemmer" in language_data
    # The Polish stop words, not the English ones.
    assert json.dumps("się") in language_data and '"the"' not in language_data
    payload = translations(out)
    assert payload["locale"] == "pl"
    messages = payload["messages"]
    assert isinstance(messages, dict)
    forms = messages["Found one section that matches."]
    assert isinstance(forms, list) and len(forms) == 3 and all(forms)
    assert messages["Searching"] == "Wyszukiwanie"
    page = (out / "index.html").read_text(encoding="utf-8")
    assert 'src="_static/translations.js' in page or "translations.js" in page


def test_a_ukrainian_build_keeps_apostrophe_words_and_ships_its_js(tmp_path: Path) -> None:
    out = build_tiny_site(tmp_path, "uk", "Гравець кладе дублі: пʼять очок, п’ять дублів.")
    terms = search_terms(out)
    assert {ukrainian_stemmer.stem(w) for w in ("дублі", "Гравець", "пʼять")} <= terms
    assert not any("ʼ" in t or "’" in t for t in terms)
    language_data = (out / "_static" / "language_data.js").read_text(encoding="utf-8")
    assert "UkrainianStemmer" in language_data and "splitQuery" in language_data
    assert "__UKRAINIAN_" not in language_data
    payload = translations(out)
    assert payload["locale"] == "uk"
    messages = payload["messages"]
    assert isinstance(messages, dict)
    assert messages["Searching"] == "Триває пошук"
    # Sphinx itself finds no Ukrainian JS catalog (it has uk_UA): the page
    # must still load the project's.
    assert "translations.js" in (out / "index.html").read_text(encoding="utf-8")
    # The theme's search placeholder is translated too.
    assert "Search the rules" not in (out / "search.html").read_text(encoding="utf-8")
