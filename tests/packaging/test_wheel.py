"""The wheel is all another Sphinx project needs.

The wheel is built from a copy of what it packages (building in the
repository would write setuptools' ``build/lib`` into the site's ``build/``),
installed with its ``sphinx`` extra into a fresh virtual environment, and a
tiny project that knows nothing of this repository, whose ``conf.py`` only
names the extensions, is built with ``-W`` in English and in Polish. Its
figures, their generated text in each language and their SVGs are checked,
and so is that the builds wrote nothing outside their output folders, not
even in ``$HOME`` or ``$TMPDIR``.

The versions installed are the ``docs`` extra's pins, given as constraints:
the install fails if the ``sphinx`` extra's ranges do not admit them. With
pip's cache warm the test takes about a minute, most of it pip.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

# A module-scoped fixture builds once for the module: its tests go to one worker, first.
pytestmark = pytest.mark.xdist_group("tests/packaging/test_wheel.py")

REPOSITORY = Path(__file__).resolve().parents[2]
PACKAGED = ("engine", "diagrams", "sphinx_table_games")
TRANSLATIONS = ("pl", "ru", "es", "uk")

CONF = 'extensions = ["myst_parser", "sphinx_table_games"]\n'

INDEX = """\
# Examples

```{worked-example}
:game: five-up
:show: 1 2 3

[1|4]
[1|1] on [1|4] low
[4|4] on [1|4] high
```

```{worked-example}
:game: up-or-down
:kind: circle

circle 3:red 17:blue 40:green 52:yellow 88:red 120:blue
play 37:yellow
```
"""

_FIGURE = re.compile(r'<figure class="worked-example-frame"([^>]*)>(.*?)</figure>', re.S)
_IMG_SRC = re.compile(r'<img [^>]*src="([^"]+)"')


def docs_pins() -> list[str]:
    with (REPOSITORY / "pyproject.toml").open("rb") as source:
        project = tomllib.load(source)["project"]
    return list(project["optional-dependencies"]["docs"])


def run(
    command: list[str | Path], cwd: Path | None = None, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, f"{command}\n{result.stdout}\n{result.stderr}"
    return result


def snapshot(directory: Path) -> dict[str, tuple[int, int]]:
    """Every file with its size and time, every folder (a temporary one removed again is no trace)."""
    return {
        path.relative_to(directory).as_posix(): (
            (path.stat().st_size, path.stat().st_mtime_ns) if path.is_file() else (-1, -1)
        )
        for path in directory.rglob("*")
    }


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    source = tmp_path_factory.mktemp("source")
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.mo", "*.egg-info")
    for name in PACKAGED:
        shutil.copytree(REPOSITORY / name, source / name, ignore=ignore)
    for name in ("pyproject.toml", "setup.py"):
        shutil.copy2(REPOSITORY / name, source / name)
    out = tmp_path_factory.mktemp("dist")
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", out, source])
    # setuptools builds in source/build/; the package's own folder stays as it was.
    written = list((source / "sphinx_table_games").rglob("*.mo"))
    assert written == [], "the wheel build wrote .mo files into the package's sources"
    (built,) = out.glob("*.whl")
    return built


@pytest.fixture(scope="module")
def environment(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    venv = tmp_path_factory.mktemp("venv")
    run([sys.executable, "-m", "venv", venv])
    constraints = venv / "constraints.txt"
    constraints.write_text("\n".join(docs_pins()) + "\n", encoding="utf-8")
    myst = next(pin for pin in docs_pins() if pin.startswith("myst-parser=="))
    run(
        [
            venv / "bin" / "python",
            "-m",
            "pip",
            "install",
            "--quiet",
            "--disable-pip-version-check",
            "-c",
            constraints,
            f"{wheel}[sphinx]",
            myst,
        ]
    )
    return venv


def test_the_wheel_holds_the_compiled_catalogs_and_the_static_files(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    package = "sphinx_table_games"
    for language in TRANSLATIONS:
        for suffix in (".po", ".mo"):
            assert f"{package}/locale/{language}/LC_MESSAGES/worked_example{suffix}" in names
    for static in (
        "walkthrough/static/round-walkthrough.css",
        "walkthrough/static/round-walkthrough.js",
        "trainer/static/trainer.css",
        "trainer/static/trainer.js",
        "your_move/static/your-move.js",
        "score_pad/static/score-pad-rules.js",
        "site_languages/static/language-switcher.js",
        "site_languages/js/polish-stemmer.js",
        "site_languages/js/ukrainian-stemmer.js",
        "site_languages/js/ukrainian-splitter.js",
        "site_languages/js/section-search.js",
    ):
        assert f"{package}/{static}" in names
    for module in (
        "engine/__main__.py",
        "diagrams/render.py",
        f"{package}/walkthrough/directive.py",
    ):
        assert module in names
    assert not [name for name in names if name.startswith(("docs/", "tests/", "locale/"))]


def test_an_outside_project_builds_in_english_and_polish(environment: Path, tmp_path: Path) -> None:
    project = tmp_path / "project"
    project.mkdir()
    (project / "conf.py").write_text(CONF, encoding="utf-8")
    (project / "index.md").write_text(INDEX, encoding="utf-8")
    for name in ("home", "tmp"):
        (tmp_path / name).mkdir()
    # Nothing of this repository or of its virtual environment is visible.
    env = {
        "PATH": f"{environment / 'bin'}{os.pathsep}{os.environ['PATH']}",
        "HOME": str(tmp_path / "home"),
        "TMPDIR": str(tmp_path / "tmp"),
        "LANG": "C.UTF-8",
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    before = snapshot(tmp_path)
    # The domino figure's and the card figure's own words, from the extension's catalog.
    words = {
        "en": ["Placed: [4|4]", "Played: 37 (yellow)", "Neighbours you may take:"],
        "pl": ["Dołożono: [4|4]", "Zagrana karta: 37", "Sąsiednie karty do wzięcia:"],
    }
    for language, present in words.items():
        absent = [word for other, listed in words.items() if other != language for word in listed]
        outdir = project / "_build" / language
        run(
            [
                environment / "bin" / "python",
                "-m",
                "sphinx",
                "-W",
                "--keep-going",
                "-q",
                "-b",
                "html",
                "-D",
                f"language={language}",
                project,
                outdir,
            ],
            cwd=tmp_path / "tmp",
            env=env,
        )
        page = (outdir / "index.html").read_text(encoding="utf-8")
        shown = _FIGURE.findall(page)
        games = [re.search(r'data-game="([^"]+)"', attrs) for attrs, _body in shown]
        assert {match.group(1) for match in games if match} == {"five-up", "up-or-down"}
        assert len(shown) == 4  # three domino frames, one card play
        text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page))
        assert [word for word in present if word not in text] == [], language
        assert [word for word in absent if word in text] == [], language
        sources = [src for _attrs, body in shown for src in _IMG_SRC.findall(body)]
        assert len(sources) == len(shown)
        # The wheel's compiled catalog is read as it is: nothing compiled again.
        assert not (outdir / ".doctrees" / "worked_example_locale").exists()
        for src in sources:
            svg = (outdir / src).resolve()
            assert svg.is_relative_to(outdir) and svg.suffix == ".svg" and svg.is_file(), src
    written = {name for name, stat in snapshot(tmp_path).items() if before.get(name) != stat}
    outdirs = [f"project/_build/{language}" for language in words]
    outside = sorted(
        name
        for name in written
        if name not in {"project/_build", *outdirs}
        and not name.startswith(tuple(f"{outdir}/" for outdir in outdirs))
    )
    assert outside == [], f"written outside the output folders: {outside}"
    assert {"project/_build/en/.doctrees", "project/_build/pl/.doctrees"} <= written
