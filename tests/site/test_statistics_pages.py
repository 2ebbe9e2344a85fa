"""The statistics pages as built: what ``simulate`` printed, for 2, 3 and 4 players, in every language.

That each figure's ``data-stats`` is byte for byte what the command prints is
pinned on small runs in ``tests/sphinxext/test_statistics.py``; here the
built site is read as an outside checker would read it.
"""

from __future__ import annotations

import html
import json
import re

import pytest
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

    def share(part: object, whole: object) -> str:
        return format_percent(part / whole, format="#,##0.0%", locale=locale)  # type: ignore[operator]

    # The page's first number is the matches per player count, then the
    # first opener's table: share, interval, fair share for 2, 3 and 4 players.
    assert numbers[0] == format_decimal(stats[2]["matches"], locale=locale)
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
