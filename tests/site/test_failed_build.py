"""A failed build stays failed: a retry with no change fails again, the same way.

Sphinx saves its environment even when the build ends in warnings; a
document with a bad worked example must not be remembered there as read, or
the next build would skip it, pass, and publish the page without the example.
Every test builds one language of a temporary copy of the repository, so
``build/`` is never touched.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from site_build import SIMULATIONS, copy_sources, make_site

# A module-scoped fixture builds once for the module: its tests go to one worker, first.
pytestmark = pytest.mark.xdist_group("tests/site/test_failed_build.py")

LANGUAGE = "en"
PAGE = "differences"

ILLEGAL = """
```{worked-example}
:game: five-up

[1|4]
[2|3] on [1|4] low
```
"""
MESSAGE = (
    "[worked-example] move 2 '[2|3] on [1|4] low': [2|3] has no half matching low of [1|4] (1)"
)


def _make(root: Path, build_dir: Path, *options: str) -> subprocess.CompletedProcess[str]:
    """``make site`` of the copy; ``clean`` first, or ``force``: Sphinx runs though nothing changed."""
    if "clean" in options:
        make_site(root, build_dir, [LANGUAGE], "clean")
    if "force" in options:
        _stamp(build_dir).unlink(missing_ok=True)
    return make_site(root, build_dir, [LANGUAGE])


def _plain_sphinx(root: Path, build_dir: Path) -> subprocess.CompletedProcess[str]:
    """``sphinx-build`` by hand, with the doctree directory and options of ``make site``."""
    command = [sys.executable, "-m", "sphinx", "-b", "html", "-W", "--keep-going", "-q"]
    command += ["-d", str(build_dir / "doctrees" / LANGUAGE), "-D", f"language={LANGUAGE}"]
    command += ["-D", f"statistics_cache_dir={SIMULATIONS}"]
    return subprocess.run(
        [*command, str(root / "docs"), str(build_dir / "html" / LANGUAGE)],
        cwd=root,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )


ESCAPE = re.compile(r"\x1b\[[0-9;]*m")


def _located(output: str, source: Path) -> list[str]:
    """The warnings of ``output`` located in ``source``, without terminal colours.

    ``sphinx-build`` colours its warnings when told to (``FORCE_COLOR``), even
    into a pipe; `make site` never does.
    """
    lines = ESCAPE.sub("", output).splitlines()
    return [line for line in lines if line.startswith(f"{source}:")]


@pytest.fixture(scope="module")
def broken_copy(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, Path, int]:
    """A copy built once without fault, then given an illegal example."""
    base = tmp_path_factory.mktemp("failed-build")
    root = copy_sources(base / "repository")
    build_dir = base / "build"
    good = _make(root, build_dir, "clean")
    assert good.returncode == 0, good.stdout + good.stderr
    assert _stamp(build_dir).is_file()
    source = root / "docs" / f"{PAGE}.md"
    text = source.read_text(encoding="utf-8")
    shutil.copy2(source, base / "original.md")
    source.write_text(text + ILLEGAL, encoding="utf-8")
    line = (text + ILLEGAL).splitlines().index("[2|3] on [1|4] low") + 1
    return root, build_dir, source, line


def _stamp(build_dir: Path) -> Path:
    return build_dir / "stamps" / LANGUAGE


def test_every_retry_of_a_failed_build_fails_at_the_same_place(
    broken_copy: tuple[Path, Path, Path, int],
) -> None:
    root, build_dir, source, line = broken_copy
    expected = f"{source}:{line}: WARNING: {MESSAGE} [worked-example.illegal-move]"
    runs: list[tuple[str, Callable[[], subprocess.CompletedProcess[str]]]] = [
        ("the first build after the change", lambda: _make(root, build_dir)),
        ("the same again", lambda: _make(root, build_dir)),
        ("again, forced", lambda: _make(root, build_dir, "force")),
        ("plain sphinx-build", lambda: _plain_sphinx(root, build_dir)),
        ("make site after it", lambda: _make(root, build_dir)),
        ("from clean", lambda: _make(root, build_dir, "clean")),
        ("after the clean one", lambda: _make(root, build_dir)),
    ]
    for name, run in runs:
        result = run()
        output = result.stdout + result.stderr
        assert result.returncode != 0, f"{name} passed:\n{output}"
        assert _located(output, source) == [expected], f"{name}:\n{output}"
        assert "Traceback" not in output, f"{name}:\n{output}"
        # Not even the stamp of the last good build is left to match later.
        assert not _stamp(build_dir).exists(), f"{name} left a stamp behind"
        if name != "plain sphinx-build":
            assert f"build: FAILED for {LANGUAGE}" in result.stderr, name


def test_the_restored_page_builds_and_then_is_up_to_date(
    broken_copy: tuple[Path, Path, Path, int],
) -> None:
    root, build_dir, source, _line = broken_copy
    # The page as it was, even its modification time (as `cp -p` restores it):
    # no stamp of the good build before the failure may take it as built.
    shutil.copy2(source.parents[2] / "original.md", source)
    fixed = _make(root, build_dir)
    assert fixed.returncode == 0, fixed.stdout + fixed.stderr
    assert f"[{LANGUAGE}] building" in fixed.stdout
    assert _stamp(build_dir).is_file()
    # Nothing of the failure lingers: the next run starts no Sphinx at all,
    # and a forced one reads no document.
    again = _make(root, build_dir)
    assert again.returncode == 0, again.stdout + again.stderr
    assert f"[{LANGUAGE}] building" not in again.stdout, again.stdout + again.stderr
    doctrees = build_dir / "doctrees" / LANGUAGE
    before = {path: path.stat().st_mtime_ns for path in doctrees.rglob("*.doctree")}
    forced = _make(root, build_dir, "force")
    assert forced.returncode == 0, forced.stdout + forced.stderr
    after = {path: path.stat().st_mtime_ns for path in doctrees.rglob("*.doctree")}
    assert after == before
