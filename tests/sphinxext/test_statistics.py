"""The ``simulation`` directive and ``simulated`` role: what ``simulate`` prints, drawn and written.

A small root (12 matches from seed 40) so that each figure can be checked
against the command line's own output, byte for byte.
"""

from __future__ import annotations

import html
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from babel.numbers import format_percent
from build_warnings import build_warnings

from engine.cli import main

pytestmark = pytest.mark.sphinx("html", testroot="statistics", freshenv=True)


def simulate_json(arguments: str, capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["simulate", *arguments.split(), "--json"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out.rstrip("\n")


def figures(page: str) -> list[dict[str, str]]:
    return [
        {"simulate": html.unescape(a), "stats": html.unescape(b)}
        for a, b in re.findall(
            r'<figure class="simulation"[^>]*data-simulate="([^"]*)" data-stats="([^"]*)"', page
        )
    ]


@pytest.fixture
def cache_folder(tmp_path: Path, request: pytest.FixtureRequest) -> Path:
    """This test's own simulations folder; for ``unwritable_cache``, one under a file."""
    if "unwritable_cache" in request.fixturenames:
        blocker = tmp_path / "a-file"
        blocker.write_text("not a folder")
        return blocker / "simulations"
    return tmp_path / "simulations"


@pytest.fixture
def app_params(app_params: Any, cache_folder: Path) -> Any:
    """sphinx.testing's parameters, with ``statistics_cache_dir`` set to ``cache_folder``."""
    args, kwargs = app_params
    overrides = {**kwargs.get("confoverrides", {}), "statistics_cache_dir": str(cache_folder)}
    return type(app_params)(args, {**kwargs, "confoverrides": overrides})


@pytest.fixture
def isolated_cache(cache_folder: Path) -> Path:
    return cache_folder


def test_each_figure_carries_exactly_what_simulate_prints(
    isolated_cache: Path, app: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    app.build()
    page = (Path(app.outdir) / "figures.html").read_text(encoding="utf-8")
    capsys.readouterr()
    found = figures(page)
    assert [f["simulate"] for f in found] == [
        "all-fives --players 3 --matches 12 --seed 40",
        "five-up --players 2 --matches 12 --seed 40",
    ]
    for figure in found:
        assert figure["stats"] == simulate_json(figure["simulate"], capsys)
    assert page.count(' role="img" aria-labelledby="simulation-') == 2
    assert page.count('<table class="simulation-table">') == 4


def test_the_prose_numbers_come_from_the_same_simulation(
    isolated_cache: Path, app: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    app.build()
    page = (Path(app.outdir) / "figures.html").read_text(encoding="utf-8")
    capsys.readouterr()
    stats = json.loads(simulate_json("all-fives --players 3 --matches 12 --seed 40", capsys))
    share = format_percent(stats["first_opener_wins"] / 12, format="#,##0.0%", locale="en")
    written = re.findall(r'<span class="simulated">([^<]*)</span>', page)
    assert written[0] == share
    assert written[1] == "12"
    assert re.fullmatch(r"\d+\.\d%–\d+\.\d%", written[2])
    five_up = json.loads(simulate_json("five-up --players 2 --matches 12 --seed 40", capsys))
    rounds = [int(k) for k, n in five_up["rounds_per_match"].items() for _ in range(n)]
    assert written[3] == f"{sum(rounds) / len(rounds):.1f}"


def test_bad_simulations_are_located_warnings_and_render_nothing(
    isolated_cache: Path, app: Any
) -> None:
    app.build()
    warnings = build_warnings(app.warning.getvalue())
    source = Path(app.srcdir) / "errors.md"
    lines = source.read_text(encoding="utf-8").splitlines()
    expected = [
        (
            lines.index("```{simulation}") + 1,
            "unknown game (expected five-up or all-fives): 'up-or-down'",
            "unknown-game",
        ),
        (
            len(lines) - lines[::-1].index("```{simulation}"),
            "players must be 2, 3 or 4: '5'",
            "bad-players",
        ),
        (
            lines.index("A bad figure: {simulated}`five-up 2 luck`.") + 1,
            "write GAME PLAYERS FIGURE",
            "bad-figure",
        ),
    ]
    assert len(warnings) == 3, warnings
    for warning, (line, message, subtype) in zip(
        sorted(warnings, key=lambda w: int(w.split(":")[1])), expected, strict=True
    ):
        assert warning.startswith(f"{source}:{line}: WARNING: ["), warning
        assert message in warning
        assert warning.endswith(f"[simulation.{subtype}]")
    assert "<figure" not in (Path(app.outdir) / "errors.html").read_text(encoding="utf-8")


def test_a_cached_simulation_is_not_played_again(
    isolated_cache: Path, app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.build()
    first = (Path(app.outdir) / "figures.html").read_text(encoding="utf-8")
    cached = sorted(path.name for path in isolated_cache.glob("*.json"))
    assert len(cached) == 2
    # The results and the folder's one lock: no lock file per result is left behind.
    assert sorted(path.name for path in isolated_cache.iterdir()) == [".lock", *cached]

    import sphinx_table_games.statistics.simulation as statistics

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("simulated again although the result was cached")

    monkeypatch.setattr(statistics, "simulate", refuse)
    app.build(force_all=True)
    assert (Path(app.outdir) / "figures.html").read_text(encoding="utf-8") == first
    assert sorted(path.name for path in isolated_cache.glob("*.json")) == cached


def test_the_cache_key_follows_the_engine_source(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import shutil

    import engine
    import sphinx_table_games.statistics.simulation as statistics

    copy = tmp_path / "engine"
    shutil.copytree(
        Path(engine.__file__).parent, copy, ignore=shutil.ignore_patterns("__pycache__")
    )
    assert statistics.engine_fingerprint(copy) == statistics.engine_fingerprint()
    (copy / "__pycache__").mkdir(exist_ok=True)
    (copy / "__pycache__" / "rules.cpython-311.pyc").write_bytes(b"byte-code")
    assert statistics.engine_fingerprint(copy) == statistics.engine_fingerprint()
    # Every file of the engine counts: no list of files said to play no part.
    for name in ("rules.py", "commands/play.py", "cards/__init__.py"):
        changed = tmp_path / name.replace("/", "-")
        shutil.copytree(copy, changed)
        source = changed / name
        source.write_text(source.read_text(encoding="utf-8") + "\n# changed\n", encoding="utf-8")
        assert statistics.engine_fingerprint(changed) != statistics.engine_fingerprint(), name


@pytest.mark.sphinx("html", testroot="statistics", freshenv=True, confoverrides={"language": "pl"})
def test_a_translated_page_writes_numbers_its_own_way(isolated_cache: Path, app: Any) -> None:
    app.build()
    page = (Path(app.outdir) / "figures.html").read_text(encoding="utf-8")
    written = re.findall(r'<span class="simulated">([^<]*)</span>', page)
    assert "," in written[3] and "." not in written[3]  # Polish decimal comma
    assert written[0].endswith("%") and "," in written[0]


@pytest.mark.sphinx("doctest", testroot="statistics", freshenv=True)
def test_a_doctest_run_plays_no_matches(isolated_cache: Path, app: Any) -> None:
    app.build()
    assert not isolated_cache.exists() or not list(isolated_cache.glob("*.json"))


@pytest.mark.parametrize(
    ("setting", "reason"),
    [
        ("statistics_matches=0", "statistics_matches must be a whole number 1..1000000: 0"),
        ("statistics_matches=-5", "statistics_matches must be a whole number 1..1000000: -5"),
        ("statistics_seed=-1", "statistics_seed must be a whole number, 0 or more: -1"),
    ],
)
def test_a_bad_simulation_setting_stops_the_build_with_its_reason(
    tmp_path: Path, setting: str, reason: str
) -> None:
    source = tmp_path / "source"
    source.mkdir()
    (source / "conf.py").write_text('extensions = ["myst_parser", "sphinx_table_games"]\n')
    (source / "index.md").write_text("# Numbers\n\nNo simulation here.\n")
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "sphinx",
            "-b",
            "html",
            "-q",
            "-W",
            "-D",
            setting,
            str(source),
            str(tmp_path / "out"),
        ],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert result.returncode != 0
    assert reason in result.stderr
    assert "Traceback" not in result.stderr


@pytest.fixture
def unwritable_cache(cache_folder: Path) -> Path:
    """A cache folder under a file, which no one can make."""
    return cache_folder


def test_a_cache_folder_that_cannot_be_written_is_a_located_warning(
    unwritable_cache: Path, app: Any
) -> None:
    app.build()
    warnings = [w for w in build_warnings(app.warning.getvalue()) if "cache-unwritable" in w]
    source = Path(app.srcdir) / "figures.md"
    assert warnings, app.warning.getvalue()
    for warning in warnings:
        assert warning.startswith(f"{source}:"), warning
        assert f"cannot keep the simulations in {unwritable_cache}" in warning, warning
        assert warning.endswith("[simulation.cache-unwritable]")
    assert unwritable_cache.parent.read_text() == "not a folder"
