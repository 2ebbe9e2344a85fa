"""From the source tree (the editable install), a build compiles the extension's catalog into its own doctree directory.

The package never gets a ``.mo`` file: not from a build, not from the tests.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import sphinx_table_games
from sphinx_table_games.catalog import BUILD_LOCALE

PACKAGE = Path(sphinx_table_games.__file__).resolve().parent

INDEX = """\
# Example

```{worked-example}
:game: five-up

[1|4]
[1|1] on [1|4] low
```
"""


def test_a_polish_build_compiles_the_catalog_under_its_doctrees_not_into_the_package(
    tmp_path: Path,
) -> None:
    assert not (PACKAGE / "locale" / "pl" / "LC_MESSAGES" / "worked_example.mo").exists(), (
        "this test needs the source tree, where the package has no compiled catalog"
    )
    project = tmp_path / "project"
    project.mkdir()
    (project / "conf.py").write_text(
        'extensions = ["myst_parser", "sphinx_table_games"]\n', encoding="utf-8"
    )
    (project / "index.md").write_text(INDEX, encoding="utf-8")
    doctrees, outdir = tmp_path / "doctrees", tmp_path / "html"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "sphinx",
            "-W",
            "-q",
            "-b",
            "html",
            "-D",
            "language=pl",
            "-d",
            str(doctrees),
            str(project),
            str(outdir),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert (doctrees / BUILD_LOCALE / "pl" / "LC_MESSAGES" / "worked_example.mo").is_file()
    assert "Dołożono: [1|1]" in (outdir / "index.html").read_text(encoding="utf-8")
    assert sorted(PACKAGE.rglob("*.mo")) == []
