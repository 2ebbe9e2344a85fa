"""The statistics pages as built: what ``simulate`` printed, for 2, 3 and 4 players, in every language.

That each figure's ``data-stats`` is byte for byte what the command prints is
pinned on small runs in ``tests/sphinxext/test_statistics.py``; here the
built site is read as an outside checker would read it.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from babel import Locale
from babel.numbers import format_decimal, format_percent
from site_build import HTML, LANGUAGES

pytestmark = pytest.mark.site

GAMES = ("five-up", "all-fives")
FIGURE = re.compile(
    r'<figure class="simulation" id="[^"]*" data-simulate="([^"]*)" data-stats="([^"]*)">'
)


def figures(language: str, game: str) -> list[tuple[str, dict[str, object]]]:
    page = (HTML / language / game / "statistics.html").read_text(encoding="utf-8")
    return [(html.unescape(a), json.loads(html.unescape(b))) for a, b in FIGURE.findall(page)]


def written(language: str, game: str) -> list[str]:
    page = (HTML / language / game / "statistics.html").read_text(encoding="utf-8")
    return re.findall(r'<span class="simulated">([^<]*)</span>', page)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_each_player_count_has_a_plot_of_ten_thousand_matches(language: str, game: str) -> None:
    found = figures(language, game)
    assert [stats["players"] for _, stats in found] == [2, 3, 4]
    for arguments, stats in found:
        assert arguments == (
            f"{game} --players {stats['players']} --matches {stats['matches']} --seed {stats['seed']}"
        )
        assert stats["game"] == game
        assert isinstance(stats["matches"], int) and stats["matches"] >= 10_000
        # A shared win counts for each team, so the wins are at least the matches.
        assert sum(stats["team_wins"]) >= stats["matches"]  # type: ignore[arg-type]
        assert sum(stats["rounds_per_match"].values()) == stats["matches"]  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", GAMES)
def test_every_language_shows_the_same_simulations(game: str) -> None:
    english = figures("en", game)
    for language in list(LANGUAGES)[1:]:
        assert figures(language, game) == english


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_prose_numbers_are_those_of_the_plotted_simulations(language: str, game: str) -> None:
    stats = {s["players"]: s for _, s in figures(language, game)}
    numbers = written(language, game)
    locale = language

    # The locale's own percent pattern with one decimal: "51,7 %" in ru and es, "51,7%" in pl and uk.
    percent = Locale.parse(locale).percent_formats[None].pattern.replace("#,##0", "#,##0.0", 1)

    def share(part: object, whole: object) -> str:
        return format_percent(part / whole, format=percent, locale=locale)  # type: ignore[operator]

    def count(n: int) -> str:
        # Spanish and Polish group the thousands from five digits on; Spanish with a no-break space.
        text = format_decimal(n, locale=locale)
        return text.replace(".", "\u00a0") if locale == "es" else text

    # The page's first number is the matches per player count, then the
    # first opener's table: share, interval, fair share for 2, 3 and 4 players.
    assert stats[2]["matches"] >= 10_000
    assert numbers[0] == count(stats[2]["matches"])  # type: ignore[arg-type]
    for row, players in enumerate((2, 3, 4)):
        s = stats[players]
        assert numbers[1 + 3 * row] == share(s["first_opener_wins"], s["matches"])
        assert numbers[3 + 3 * row] == share(1, len(s["team_wins"]))  # type: ignore[arg-type]
    # Then the opening tile's table.
    for row, players in enumerate((2, 3, 4)):
        s = stats[players]
        assert numbers[10 + row] == share(s["opening_scores"], s["rounds"])


def test_the_plots_speak_the_pages_language() -> None:
    english = (HTML / "en" / "five-up" / "statistics.html").read_text(encoding="utf-8")
    assert "Rounds per match" in english
    for language in list(LANGUAGES)[1:]:
        page = (HTML / language / "five-up" / "statistics.html").read_text(encoding="utf-8")
        assert "Rounds per match" not in page, language
        assert "share of matches" not in page, language


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_id_of_every_page_is_unique(html_root: Path, language: str) -> None:
    """The plots' own ids included: each is prefixed with its plot's, so a link or a reference finds one element."""
    for page in sorted((html_root / language).rglob("*.html")):
        if "_static" in page.parts:
            continue
        ids = re.findall(r'\sid="([^"]+)"', page.read_text(encoding="utf-8"))
        repeated = sorted({i for i in ids if ids.count(i) > 1})
        assert not repeated, f"{page.relative_to(html_root)}: {repeated[:5]}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_plot_holds_no_style_element(html_root: Path, language: str) -> None:
    """A <style> inside a plot is text to a page script (Sphinx's ?highlight= walked into it)."""
    for game in ("five-up", "all-fives"):
        page = (html_root / language / game / "statistics.html").read_text(encoding="utf-8")
        for plot in re.findall(r'<div class="simulation-plot">(.*?)</div>', page, re.S):
            assert "<style" not in plot
