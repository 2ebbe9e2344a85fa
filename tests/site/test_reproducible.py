"""Two clean builds of the same sources give byte-identical HTML, SVG and JavaScript.

The site is built twice from clean with ``make site`` into two empty
temporary directories, each from its own copy of the sources taken at the
start (so an edit made meanwhile cannot make them differ, and neither build
writes where the other reads), at the same time, each with another hash seed
(``PYTHONHASHSEED``), another language order and another number of parallel
languages, so an output that depends on set or dict order, on a random id,
on the build directory's path, on a clock or on which process drew a
diagram first shows up as a difference. Every ``.html``, ``.svg`` and ``.js`` file is compared byte by
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
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from site_build import SIMULATIONS, copy_sources

from diagrams import render

# The suite's longest test: marked, so that it starts among the first
# (tests/conftest.py) and the other worker is not left idle at the end.
pytestmark = pytest.mark.xdist_group("tests/site/test_reproducible.py")
#: English and one translation: every kind of input a language adds.
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


def first_difference(before: str, after: str) -> str:
    """Where two texts first differ, with some text either side of it in each.

    A minified file (the search index) is one long line, so a line diff shows
    little; this shows the spot.

    >>> print(first_difference("var x=[1,2,3];", "var x=[1,3,2];"))
    first difference at character 9:
      first:  'var x=[1,2,3];'
      second: 'var x=[1,3,2];'
    """
    at = next(
        (i for i, (one, other) in enumerate(zip(before, after, strict=False)) if one != other),
        min(len(before), len(after)),
    )
    start = max(0, at - 100)
    return (
        f"first difference at character {at}:\n"
        f"  first:  {before[start : at + 100]!r}\n"
        f"  second: {after[start : at + 100]!r}"
    )


def differences(first: Path, second: Path) -> list[str]:
    """What differs between two html directories: missing files, then differing ones.

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
    first difference at character 8:
      first:  "<p id='x1'>\\n"
      second: "<p id='x2'>\\n"
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
        before = (first / name).read_text(encoding="utf-8", errors="replace")
        after = (second / name).read_text(encoding="utf-8", errors="replace")
        diff = difflib.unified_diff(
            [line[:300] for line in before.splitlines()],
            [line[:300] for line in after.splitlines()],
            f"first/{name}",
            f"second/{name}",
            lineterm="",
        )
        excerpt = "\n".join(list(diff)[:SHOWN_LINES])
        found.append(f"{name} differs:\n{excerpt}\n{first_difference(before, after)}")
    return found


def _clean_build(
    sources: Path, build_dir: Path, hash_seed: str, languages: list[str], jobs: int
) -> subprocess.Popen[str]:
    """``make site`` of a copy into an empty folder, ``jobs`` languages at a time."""
    return subprocess.Popen(
        [
            "make",
            "--no-print-directory",
            "-C",
            str(sources),
            f"-j{jobs}",
            "site",
            f"PY={sys.executable}",
            f"BUILDDIR={build_dir}",
            f"SITE_LANGUAGES={' '.join(languages)}",
            # The matches `make html` simulated, keyed by the engine's source:
            # the same in the copies, so none is played again.
            f"SIMULATIONS={SIMULATIONS}",
        ],
        # The copy's engine and diagrams come before the installed ones.
        env={
            **os.environ,
            "PYTHONHASHSEED": hash_seed,
            "PYTHONPATH": str(sources),
            "SITE_URL": "",
        },
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def test_two_clean_builds_are_byte_identical(tmp_path: Path) -> None:
    # Side by side: one language at a time in the first, both at once (racing to
    # draw the shared diagrams) in the second, in the other order.
    first_sources = copy_sources(tmp_path / "sources-1")
    second_sources = tmp_path / "sources-2"
    shutil.copytree(first_sources, second_sources)
    builds = [
        _clean_build(first_sources, tmp_path / "build-1", "1", LANGUAGES, jobs=1),
        _clean_build(second_sources, tmp_path / "build-2", "2", LANGUAGES[::-1], jobs=2),
    ]
    outputs = [build.communicate(timeout=600)[0] for build in builds]
    for build, output in zip(builds, outputs, strict=True):
        assert build.returncode == 0, output
    first, second = (tmp_path / f"build-{seed}" / "html" for seed in ("1", "2"))
    files = compared_files(first)
    assert {name.split("/")[0] for name in files} >= {*LANGUAGES, "_diagrams"}
    assert any(name.endswith(".svg") for name in files), "no diagram was drawn"
    found = differences(first, second)
    assert not found, "\n\n".join(found)


def test_a_diagram_is_the_same_whatever_batch_draws_it(tmp_path: Path) -> None:
    """dot draws a build's missing diagrams in batches; which ones share a batch
    depends on the order the languages and pages reach them."""
    first, second = "graph { a -- b }", "graph { c -- d }"
    alone = render.render_svgs([second], tmp_path / "alone")[0]
    in_a_batch = render.render_svgs([first, second], tmp_path / "batch")[1]
    assert alone.name == in_a_batch.name
    assert alone.read_bytes() == in_a_batch.read_bytes()
