"""Build speed of the five-language site against a naive Sphinx set-up, in one run.

Run: ``python tests/benchmarks/bench_site.py [--rounds N] [--jobs N] [--languages …]`` from the
project root. Everything happens in a temporary copy of the repository and
temporary build directories; ``build/`` is never touched.

Scenarios, timed on the same machine one after another:

1. *baseline*: what a plain Sphinx + ``sphinx.ext.graphviz`` site does:
   each language built on its own, one after another, from clean, with its
   own fresh diagram directory and one ``dot`` process per diagram
   (``tests/benchmarks/one_dot_each.py``);
2. *clean*: ``make clean site``: languages in parallel, one shared
   diagram cache, one ``dot`` process per batch of missing diagrams;
3. *no change*: ``make site`` again, nothing changed;
4. *one page*: ``make site`` after a paragraph is appended to
   ``docs/differences.md`` in the copy.

For each: seconds, ``dot`` process starts (counted by a ``dot`` first on ``PATH``),
documents Sphinx read (doctrees written) and SVG files drawn. Then the
ratios against their targets: clean ≤ half the baseline, no change ≤ 0.15 of
clean, ``dot`` starts of a clean build ≤ the number of distinct diagrams.
"""

from __future__ import annotations

import argparse
import os
import resource
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
#: sphinx-build with one `dot` per diagram: the naive baseline's drawing.
ONE_DOT_EACH = Path(__file__).with_name("one_dot_each.py")
# The site tests' own helpers: the languages and the copy of what a build reads.
sys.path.insert(0, str(REPOSITORY / "tests"))
sys.path.insert(0, str(REPOSITORY / "tests" / "site"))
from site_build import LANGUAGES as LANGUAGE_NAMES  # noqa: E402
from site_build import copy_sources  # noqa: E402

LANGUAGES = list(LANGUAGE_NAMES)
#: What a build reads: the copy holds these and nothing else.
CHANGED_PAGE = "differences"


@dataclass
class Result:
    scenario: str
    seconds: float
    cpu_seconds: float
    dot_starts: int
    documents_read: int
    svg_files: int


def copy_repository(target: Path) -> Path:
    """The sources a build reads, copied with their times, without byte-code."""
    copy_sources(target)
    # Byte-code up front, so that neither contender pays for compiling it.
    subprocess.run(
        [sys.executable, "-m", "compileall", "-q", "engine", "diagrams", "docs"],
        cwd=target,
        check=True,
    )
    return target


def doctree_times(doctrees: Path) -> dict[Path, int]:
    return {path: path.stat().st_mtime_ns for path in doctrees.rglob("*.doctree")}


def svg_times(diagrams: Path) -> dict[Path, int]:
    # By time as well as name: a clean build draws files of the same names again.
    return {path: path.stat().st_mtime_ns for path in diagrams.glob("*.svg")}


def count_lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines()) if path.exists() else 0


def children_cpu() -> float:
    """CPU seconds of every finished child and grandchild (Sphinx, ``dot``) so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def counting_dot(dot_log: Path) -> dict[str, str]:
    """The environment with a ``dot`` first on ``PATH`` that logs a line per start, then runs dot."""
    real = shutil.which("dot")
    if real is None:
        sys.exit("bench_site: Graphviz dot is not on PATH")
    shim = dot_log.with_suffix(".shim")
    shim.mkdir(parents=True, exist_ok=True)
    script = shim / "dot"
    script.write_text(
        f'#!/bin/sh\necho started >> {shlex.quote(str(dot_log))}\nexec {shlex.quote(real)} "$@"\n',
        encoding="utf-8",
    )
    script.chmod(0o755)
    return {**os.environ, "PATH": f"{shim}{os.pathsep}{os.environ.get('PATH', '')}"}


def run(command: list[str], cwd: Path, dot_log: Path) -> tuple[float, float]:
    """Wall and CPU seconds ``command`` took; stops the benchmark if it fails."""
    cpu = children_cpu()
    started = time.perf_counter()
    result = subprocess.run(
        command,
        cwd=cwd,
        env=counting_dot(dot_log),
        capture_output=True,
        text=True,
        check=False,
    )
    seconds = time.perf_counter() - started
    if result.returncode != 0:
        sys.exit(f"bench_site: {' '.join(command)} failed:\n{result.stdout}{result.stderr}")
    return seconds, children_cpu() - cpu


def baseline(copy: Path, work: Path, languages: list[str]) -> Result:
    """Every language alone, serially, from clean, one ``dot`` per diagram."""
    dot_log = work / "dot-baseline.log"
    dot_log.unlink(missing_ok=True)
    shutil.rmtree(work / "baseline", ignore_errors=True)
    seconds = cpu = 0.0
    read = svgs = 0
    for language in languages:
        out = work / "baseline" / language
        command = [sys.executable, str(ONE_DOT_EACH), "-b", "html", "-W", "--keep-going", "-q"]
        command += ["-d", str(out / "doctrees"), "-D", f"language={language}"]
        # Its own diagrams next to its pages, drawn one by one.
        command += ["-D", "worked_example_diagram_dir=_diagrams"]
        command += [str(copy / "docs"), str(out / "html")]
        wall, used = run(command, copy, dot_log)
        seconds += wall
        cpu += used
        read += len(doctree_times(out / "doctrees"))
        svgs += len(list((out / "html" / "_diagrams").glob("*.svg")))
    return Result(
        "baseline (serial, 1 dot/diagram)", seconds, cpu, count_lines(dot_log), read, svgs
    )


class Ours:
    """``make site`` on the copy, into one temporary build directory."""

    def __init__(
        self, copy: Path, work: Path, languages: list[str], jobs: int | None = None
    ) -> None:
        self.copy = copy
        self.work = work
        self.build_dir = work / "ours"
        self.diagrams = self.build_dir / "html" / "_diagrams"
        # As `make html` runs it: every language at once up to the cores.
        self.make = [
            "make",
            "--no-print-directory",
            "--keep-going",
            f"-j{jobs or os.cpu_count() or 1}",
            "--output-sync=target",
            f"PY={sys.executable}",
            f"BUILDDIR={self.build_dir}",
            f"SITE_LANGUAGES={' '.join(languages)}",
        ]
        self.runs = 0

    def scenario(self, name: str, extra: list[str]) -> Result:
        self.runs += 1
        dot_log = self.work / f"dot-ours-{self.runs}.log"
        before = doctree_times(self.build_dir / "doctrees")
        svgs_before = svg_times(self.diagrams)
        if "clean" in extra:
            run([*self.make, "clean"], self.copy, dot_log)
        seconds, cpu = run([*self.make, "site"], self.copy, dot_log)
        after = doctree_times(self.build_dir / "doctrees")
        read = sum(1 for path, mtime in after.items() if before.get(path) != mtime)
        drawn = sum(
            1 for path, mtime in svg_times(self.diagrams).items() if svgs_before.get(path) != mtime
        )
        return Result(name, seconds, cpu, count_lines(dot_log), read, drawn)

    def clean(self) -> Result:
        return self.scenario("clean (parallel, batched dot)", ["clean"])

    def unchanged(self) -> Result:
        return self.scenario("no change", [])

    def one_page(self) -> Result:
        page = self.copy / "docs" / f"{CHANGED_PAGE}.md"
        with page.open("a", encoding="utf-8") as out:
            out.write("\nA paragraph added by the build benchmark.\n")
        return self.scenario(f"one page ({CHANGED_PAGE}.md)", [])


def verdict(value: float, limit: float) -> str:
    return "ok" if value <= limit else "MISSED"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--languages", nargs="+", default=LANGUAGES, choices=LANGUAGES)
    parser.add_argument(
        "--rounds", type=int, default=1, help="baseline and clean build this many times each"
    )
    parser.add_argument(
        "--jobs", type=int, help="languages make builds at once (default: one per core)"
    )
    args = parser.parse_args(argv)
    languages: list[str] = args.languages

    with tempfile.TemporaryDirectory(prefix="bench-site-") as temporary:
        work = Path(temporary)
        copy = copy_repository(work / "repository")
        print(f"bench_site: {', '.join(languages)}; {os.cpu_count()} cores", flush=True)
        ours = Ours(copy, work, languages, args.jobs)
        # Alternated, best of each: load from other processes hits both alike.
        bases, cleans = [], []
        for round_ in range(1, args.rounds + 1):
            bases.append(baseline(copy, work, languages))
            cleans.append(ours.clean())
            print(
                f"  round {round_}: baseline {bases[-1].seconds:.1f} s,"
                f" clean {cleans[-1].seconds:.1f} s",
                flush=True,
            )
        base = min(bases, key=lambda result: result.seconds)
        clean = min(cleans, key=lambda result: result.seconds)
        unchanged = ours.unchanged()
        one_page = ours.one_page()
        distinct = len(list(ours.diagrams.glob("*.svg")))

    rows = [base, clean, unchanged, one_page]
    print()
    print(
        f"{'scenario':<34} {'seconds':>8} {'CPU s':>7} {'dot starts':>11}"
        f" {'docs read':>10} {'SVGs drawn':>11}"
    )
    for row in rows:
        print(
            f"{row.scenario:<34} {row.seconds:>8.2f} {row.cpu_seconds:>7.2f} {row.dot_starts:>11}"
            f" {row.documents_read:>10} {row.svg_files:>11}"
        )
    print(f"\ndistinct diagrams: {distinct} (the baseline drew {base.svg_files} files)")
    clean_ratio = clean.seconds / base.seconds
    unchanged_ratio = unchanged.seconds / clean.seconds
    one_page_ratio = one_page.seconds / clean.seconds
    print(f"clean / baseline:      {clean_ratio:.3f}  (target ≤ 0.5: {verdict(clean_ratio, 0.5)})")
    print(
        f"no change / clean:     {unchanged_ratio:.3f}"
        f"  (target ≤ 0.15: {verdict(unchanged_ratio, 0.15)})"
    )
    print(f"one page / clean:      {one_page_ratio:.3f}")
    print(f"CPU, clean / baseline: {clean.cpu_seconds / base.cpu_seconds:.3f}")
    print(
        f"dot starts, clean:     {clean.dot_starts} for {distinct} distinct diagrams"
        f"  (target ≤ {distinct}: {verdict(clean.dot_starts, distinct)});"
        f" baseline {base.dot_starts}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
