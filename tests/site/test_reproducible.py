"""Two clean builds of the same sources give byte-identical HTML, SVG and JavaScript.

The site is built twice from clean with ``docs/build.py --build-dir`` into two
temporary directories, at the same time, each with another hash seed
(``PYTHONHASHSEED``), so an output that depends on set or dict order, on a
random id, on the build directory's path or on a clock shows up as a
difference. Every ``.html``, ``.svg`` and ``.js`` file is compared byte by
byte, and the first differing files are reported with a diff excerpt.

Two languages keep the test's time reasonable: English, the source, and
Ukrainian, which goes through everything a translation adds (page and
extension catalogs, plural forms, its own search stemmer and stop words).
The diagrams, shared by all languages, are built either way.
"""

from __future__ import annotations

import difflib
import filecmp
import os
import subprocess
import sys
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
LANGUAGES = ["en", "uk"]
COMPARED = {".html", ".svg", ".js"}
#: How many differing files the report shows, and how many diff lines of each.
SHOWN_FILES = 5
SHOWN_LINES = 20


def compared_files(html: Path) -> set[str]:
    """The output files that must be reproducible, relative to the html directory."""
    return {
        path.relative_to(html).as_posix()
        for path in html.rglob("*")
        if path.suffix in COMPARED and path.is_file()
    }


def differences(first: Path, second: Path) -> list[str]:
    """What differs between two html directories: missing files, then differing ones with a diff.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
    ...     _ = (Path(a) / "p.html").write_text("<p id='x1'>\\n")
    ...     _ = (Path(b) / "p.html").write_text("<p id='x2'>\\n")
    ...     print(differences(Path(a), Path(b))[0])
    p.html differs:
    --- first/p.html
    +++ second/p.html
    @@ -1 +1 @@
    -<p id='x1'>
    +<p id='x2'>
    """
    ones, others = compared_files(first), compared_files(second)
    found = [f"{name} only in the first build" for name in sorted(ones - others)]
    found += [f"{name} only in the second build" for name in sorted(others - ones)]
    for name in sorted(ones & others):
        if filecmp.cmp(first / name, second / name, shallow=False):
            continue
        if len(found) >= SHOWN_FILES:
            found.append("… and more")
            break
        before = (first / name).read_text(encoding="utf-8", errors="replace").splitlines()
        after = (second / name).read_text(encoding="utf-8", errors="replace").splitlines()
        # Minified files are one long line: cut each line to show where it starts to differ.
        diff = difflib.unified_diff(
            [line[:300] for line in before],
            [line[:300] for line in after],
            f"first/{name}",
            f"second/{name}",
            lineterm="",
        )
        found.append(f"{name} differs:\n" + "\n".join(list(diff)[:SHOWN_LINES]))
    return found


def _clean_build(build_dir: Path, hash_seed: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [
            sys.executable,
            str(REPOSITORY / "docs" / "build.py"),
            "--languages",
            *LANGUAGES,
            "--jobs",
            "1",
            "--clean",
            "--build-dir",
            str(build_dir),
        ],
        cwd=REPOSITORY,
        env={**os.environ, "PYTHONHASHSEED": hash_seed},
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def test_two_clean_builds_are_byte_identical(tmp_path: Path) -> None:
    # Side by side, one language at a time each: two Sphinx processes, one per core.
    builds = [_clean_build(tmp_path / f"build-{seed}", seed) for seed in ("1", "2")]
    outputs = [build.communicate(timeout=600)[0] for build in builds]
    for build, output in zip(builds, outputs, strict=True):
        assert build.returncode == 0, output
    first, second = (tmp_path / f"build-{seed}" / "html" for seed in ("1", "2"))
    files = compared_files(first)
    assert {name.split("/")[0] for name in files} >= {*LANGUAGES, "_diagrams"}
    assert any(name.endswith(".svg") for name in files), "no diagram was drawn"
    found = differences(first, second)
    assert not found, "\n\n".join(found)
