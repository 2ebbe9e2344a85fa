"""Rebuilds of one copy of the site: what a change makes Sphinx read again, and a failed build stays failed.

One language (Polish, so a broken catalog can be tried too) of a temporary
copy of the repository is built once from clean with ``make site`` into a
folder of its own, so ``build/`` is never touched; every test works on that
one build, in this order. After that first build each test asks Make for the
language alone (its stamp, whose rule runs ``sphinx-build``): the cards, the
landing page and the service workers that ``make site`` writes after it are
steps of their own (``test_make_site.py``), and would only add their time to
every rebuild here. The incremental tests bring the build up to date, change
one input, build again and compare the doctrees' modification times: Sphinx
rewrites the doctree of exactly the documents it read.

Then a page gets an illegal worked example. Sphinx saves its environment
even when the build ends in warnings; the document must not be remembered
there as read, or the next build would skip it, pass, and publish the page
without the example: every retry fails again, the same way, until the page
is fixed.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest
from dot_shim import DotShim
from languages_list import NOT_PAGES
from site_build import SIMULATIONS, copy_sources, make_site

# A module-scoped fixture builds once for the module: its tests go to one worker, first.
pytestmark = pytest.mark.xdist_group("tests/site/test_rebuilds.py")

LANGUAGE = "pl"

#: Pages that replay the engine: worked examples, tallies, simulations, trainers, walkthroughs.
_REPLAYS = re.compile(
    r"^[`:]{3,}\{(?:worked-example|tally|simulation|trainer|round-walkthrough|score-pad)\}"
    r"|\{simulated\}",
    re.MULTILINE,
)


@dataclass
class SiteCopy:
    root: Path
    build_dir: Path
    dot: DotShim

    @property
    def doctrees(self) -> Path:
        return self.build_dir / "doctrees" / LANGUAGE

    def build(self, *options: str) -> subprocess.CompletedProcess[str]:
        """The language's build in the copy; ``clean`` first, or ``force``: Sphinx runs though
        nothing changed."""
        if "clean" in options:
            make_site(self.root, self.build_dir, [LANGUAGE], "clean")
        if "force" in options:
            _stamp(self.build_dir).unlink(missing_ok=True)
        return make_site(
            self.root,
            self.build_dir,
            [LANGUAGE],
            str(_stamp(self.build_dir)),
            env=self.dot.environment(),
        )

    def settle(self) -> None:
        """Bring the build up to date after whatever an earlier test changed."""
        result = self.build()
        assert result.returncode == 0, result.stdout + result.stderr

    def doctree_times(self) -> dict[str, int]:
        return {
            path.relative_to(self.doctrees).with_suffix("").as_posix(): path.stat().st_mtime_ns
            for path in self.doctrees.rglob("*.doctree")
        }

    def read_since(self, before: dict[str, int]) -> set[str]:
        """The documents whose doctree was written again since ``before``."""
        return {name for name, mtime in self.doctree_times().items() if before.get(name) != mtime}

    def page(self, name: str) -> Path:
        return self.build_dir / "html" / LANGUAGE / f"{name}.html"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> SiteCopy:
    base = tmp_path_factory.mktemp("rebuilds")
    root = base / "repository"
    copy_sources(root)
    copy = SiteCopy(root, base / "build", DotShim(base / "dot-shim"))
    result = make_site(root, copy.build_dir, [LANGUAGE], env=copy.dot.environment())
    assert result.returncode == 0, result.stdout + result.stderr
    return copy


def _touch(path: Path) -> None:
    # A second ahead: a file system with coarse timestamps still sees it as newer.
    later = time.time_ns() + 1_000_000_000
    os.utime(path, ns=(later, later))


@contextmanager
def changed_catalog(site: SiteCopy, name: str, old: str, new: str) -> Iterator[None]:
    """The copy's catalog ``name`` with ``old`` written as ``new``, then as it was."""
    catalog = site.root / "locale" / LANGUAGE / "LC_MESSAGES" / name
    original = catalog.read_text(encoding="utf-8")
    assert old in original
    try:
        catalog.write_text(original.replace(old, new), encoding="utf-8")
        _touch(catalog)
        yield
    finally:
        catalog.write_text(original, encoding="utf-8")
        _touch(catalog)


def test_clean_build_runs_dot_at_most_once_per_distinct_diagram(site: SiteCopy) -> None:
    starts = site.dot.starts()
    diagrams = len(list((site.build_dir / "html" / "_diagrams").glob("*.svg")))
    assert diagrams > 1
    assert 1 <= starts <= diagrams


def test_no_change_rebuild_runs_no_sphinx(site: SiteCopy) -> None:
    site.settle()
    before = site.doctree_times()
    result = site.build()
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"[{LANGUAGE}] building" not in result.stdout
    # Even when Sphinx is made to run, it reads no document.
    forced = site.build("force")
    assert forced.returncode == 0, forced.stdout + forced.stderr
    assert f"[{LANGUAGE}] building" in forced.stdout
    assert site.read_since(before) == set()


def test_one_page_change_reads_only_that_page(site: SiteCopy) -> None:
    site.settle()
    before = site.doctree_times()
    page_before = site.page("differences").read_text(encoding="utf-8")
    source = site.root / "docs" / "differences.md"
    with source.open("a", encoding="utf-8") as out:
        out.write("\nThe incremental-build test added this paragraph.\n")
    result = site.build()
    assert result.returncode == 0, result.stdout + result.stderr
    assert site.read_since(before) == {"differences"}
    page_after = site.page("differences").read_text(encoding="utf-8")
    assert page_after != page_before
    assert "The incremental-build test added this paragraph." in page_after


def test_a_changed_title_is_written_into_every_pages_sidebar(site: SiteCopy) -> None:
    site.settle()
    source = site.root / "docs" / "paper-tally.md"
    text = source.read_text(encoding="utf-8")
    first, rest = text.split("\n", 1)
    source.write_text(f"{first} retitled by the test\n{rest}", encoding="utf-8")
    result = site.build()
    assert result.returncode == 0, result.stdout + result.stderr
    # A page that was not read shows the new title too (its sidebar lists every page).
    assert "retitled by the test" in site.page("about").read_text(encoding="utf-8")


def test_a_changed_interface_string_is_written_into_every_page(site: SiteCopy) -> None:
    """The game bar's labels come from the language's sphinx.po: a change reaches pages not read."""
    site.settle()
    label = 'msgid "Score pad"\nmsgstr "Licznik punktów"'
    with changed_catalog(site, "sphinx.po", label, label[:-1] + ' (test)"'):
        result = site.build()
        assert result.returncode == 0, result.stdout + result.stderr
        assert "Licznik punktów (test)" in site.page("five-up/rules").read_text(encoding="utf-8")


def test_engine_change_rereads_exactly_the_pages_that_replay_it(site: SiteCopy) -> None:
    docs = site.root / "docs"
    replaying = {
        path.relative_to(docs).with_suffix("").as_posix()
        for path in docs.rglob("*.md")
        if not NOT_PAGES & set(path.relative_to(docs).parts)
        and _REPLAYS.search(path.read_text(encoding="utf-8"))
    }
    assert replaying, "no page has a worked example or a tally"
    site.settle()
    before = site.doctree_times()
    assert replaying < set(before)
    _touch(site.root / "engine" / "tiles.py")
    result = site.build()
    assert result.returncode == 0, result.stdout + result.stderr
    assert site.read_since(before) == replaying


def test_a_changed_stylesheet_is_linked_with_its_new_checksum_from_every_page(
    site: SiteCopy,
) -> None:
    """Every page links a stylesheet with its checksum (``?v=``): a change to one is written
    into every page, read or not, so that no browser keeps the old file."""
    site.settle()
    before = site.doctree_times()
    css = site.root / "sphinx_table_games" / "score_pad" / "static" / "score-pad.css"
    original = css.read_text(encoding="utf-8")
    try:
        css.write_text(original + "\n/* changed by the rebuild test */\n", encoding="utf-8")
        _touch(css)
        result = site.build()
        assert result.returncode == 0, result.stdout + result.stderr
        served = site.build_dir / "html" / LANGUAGE / "_static" / "score-pad.css"
        assert "changed by the rebuild test" in served.read_text(encoding="utf-8")
        link = f"score-pad.css?v={zlib.crc32(served.read_bytes()):08x}"
        html = site.build_dir / "html" / LANGUAGE
        stale = [
            page.relative_to(html).as_posix()
            for page in html.rglob("*.html")
            if "score-pad.css?v=" in (text := page.read_text(encoding="utf-8")) and link not in text
        ]
        assert stale == []
        # Written again, not read again.
        assert site.read_since(before) == set()
    finally:
        css.write_text(original, encoding="utf-8")
        _touch(css)


# -- A failed build stays failed (these come after the incremental tests: they break the copy's page) --

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
def broken_copy(site: SiteCopy) -> tuple[SiteCopy, Path, int]:
    """The copy, built up to date without fault, then given an illegal example: the page, its line."""
    site.settle()
    assert _stamp(site.build_dir).is_file()
    source = site.root / "docs" / f"{PAGE}.md"
    text = source.read_text(encoding="utf-8")
    shutil.copy2(source, site.root.parent / "original.md")
    source.write_text(text + ILLEGAL, encoding="utf-8")
    line = (text + ILLEGAL).splitlines().index("[2|3] on [1|4] low") + 1
    return site, source, line


def _stamp(build_dir: Path) -> Path:
    return build_dir / "stamps" / LANGUAGE


def test_every_retry_of_a_failed_build_fails_at_the_same_place(
    broken_copy: tuple[SiteCopy, Path, int],
) -> None:
    site, source, line = broken_copy
    build_dir = site.build_dir
    expected = f"{source}:{line}: WARNING: {MESSAGE} [worked-example.illegal-move]"
    runs: list[tuple[str, Callable[[], subprocess.CompletedProcess[str]]]] = [
        ("the first build after the change", site.build),
        ("the same again", site.build),
        ("again, forced", lambda: site.build("force")),
        ("plain sphinx-build", lambda: _plain_sphinx(site.root, build_dir)),
        ("make after it", site.build),
        ("from clean", lambda: site.build("clean")),
        ("after the clean one", site.build),
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
    broken_copy: tuple[SiteCopy, Path, int],
) -> None:
    site, source, _line = broken_copy
    # The page as it was, even its modification time (as `cp -p` restores it):
    # no stamp of the good build before the failure may take it as built.
    shutil.copy2(site.root.parent / "original.md", source)
    fixed = site.build()
    assert fixed.returncode == 0, fixed.stdout + fixed.stderr
    assert f"[{LANGUAGE}] building" in fixed.stdout
    assert _stamp(site.build_dir).is_file()
    # Nothing of the failure lingers: the next run starts no Sphinx at all,
    # and a forced one reads no document.
    again = site.build()
    assert again.returncode == 0, again.stdout + again.stderr
    assert f"[{LANGUAGE}] building" not in again.stdout, again.stdout + again.stderr
    before = site.doctree_times()
    forced = site.build("force")
    assert forced.returncode == 0, forced.stdout + forced.stderr
    assert site.doctree_times() == before


# -- Last: a broken catalog (the copy is left failed) --


def test_broken_catalog_fails_naming_its_language(site: SiteCopy) -> None:
    site.settle()
    translated = 'msgstr "Czym różnią się Five Up i All Fives"'
    broken = 'msgstr "Czym różnią się Five Up i All Fives {doc}`no-such-page`"'
    with changed_catalog(site, "differences.po", translated, broken):
        result = site.build()
    assert result.returncode != 0
    assert f"[{LANGUAGE}] FAILED" in result.stdout
    assert f"build: FAILED for {LANGUAGE}" in result.stderr
    assert "no-such-page" in result.stderr
