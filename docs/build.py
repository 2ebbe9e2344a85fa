"""Build the site in every language: ``make html`` runs this.

Each language is a separate ``sphinx-build`` process with its own doctree
directory (``build/doctrees/<lang>``), warnings as errors, run in parallel up
to the cores available. Sphinx's incremental build is kept (no ``-E``), so a
no-change rebuild does almost nothing. The diagrams are drawn into one
directory shared by all languages (``build/html/_diagrams``). Finally
``build/html/index.html`` lists the languages in their own names.

Usage: python docs/build.py [--languages en pl …] [--jobs N] [--clean] [--force]
                            [--build-dir DIR]

A folder it builds into is marked as its own (``.site-build``) and locked
while it builds: ``--clean`` removes only what a build writes there, a
folder that holds a repository or other files is refused, and a second
build into the same folder waits for none and stops with one line.
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import hashlib
import html
import os
import re
import shutil
import signal
import string
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import IO, TypeVar

DOCS = Path(__file__).resolve().parent
ROOT = DOCS.parent
BUILD = ROOT / "build"
HTML = BUILD / "html"

#: The languages of the site in their own names, from the one list that conf.py reads too.
LANGUAGES = {
    code: language["name"]
    for code, language in tomllib.loads((DOCS / "languages.toml").read_text("utf-8")).items()
}


#: What a build of the site reads, relative to the repository: a copy of
#: these builds the same site (the benchmark and the build tests use one).
SOURCES = (
    "docs",
    "engine",
    "diagrams",
    "sphinx_table_games",
    "locale",
    "pyproject.toml",
    "setup.py",
)


def copy_sources(target: Path) -> Path:
    """Copy what a build reads into ``target``, times kept, compiled files left out."""
    target.mkdir(parents=True, exist_ok=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.mo", "node_modules")
    for name in SOURCES:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, target / name, ignore=ignore)
        else:
            shutil.copy2(source, target / name)
    # The pinned Workbox, installed once: the copy uses the repository's own.
    modules = OFFLINE / "node_modules"
    if modules.is_dir() and (target / "docs" / "offline").is_dir():
        (target / "docs" / "offline" / "node_modules").symlink_to(modules, target_is_directory=True)
    return target


def cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


def missing_programs(programs: dict[str, str], purpose: str) -> str:
    """``""`` if every program (name: its Debian package) is on the PATH, else what to install.

    ``make html`` installs them first; a build run by hand says what is missing.
    """
    packages = [package for name, package in programs.items() if not shutil.which(name)]
    if not packages:
        return ""
    return (
        f"{', '.join(packages)} missing for {purpose}: `make html` installs it,"
        f" or run: sudo apt-get install {' '.join(packages)}"
    )


def sphinx_command(
    language: str,
    *,
    source: Path | None = None,
    doctrees: Path | None = None,
    html: Path | None = None,
    overrides: tuple[str, ...] = (),
) -> list[str]:
    """The ``sphinx-build`` run of one language: HTML, warnings as errors.

    The defaults are this build's own directories; the benchmark and the
    tests build copies elsewhere with the same options.
    """
    # No colour: the output is kept in a log and shown again, as plain text.
    command = [sys.executable, "-m", "sphinx", "-b", "html", "-W", "--keep-going", "-q"]
    command += [
        "--no-color",
        "-d",
        str(doctrees or BUILD / "doctrees" / language),
        "-D",
        f"language={language}",
    ]
    # The simulations are cached beside this build's other output, never in
    # the repository's own build/ when the build goes elsewhere.
    if html is None:
        command += ["-D", f"statistics_cache_dir={BUILD / 'simulations'}"]
    for override in overrides:
        command += ["-D", override]
    return [*command, str(source or DOCS), str(html or HTML / language)]


def inputs_stamp(language: str) -> str:
    """A fingerprint of everything a language's build reads (names, sizes, times).

    Equal to the last successful build's: nothing changed, and even starting
    Sphinx (about a second per language) is skipped.
    """
    roots = [DOCS, ROOT / "engine", ROOT / "diagrams", ROOT / "sphinx_table_games"]
    roots.append(ROOT / "locale" / language)
    files = [ROOT / "pyproject.toml", ROOT / "setup.py", ROOT / ".venv" / ".installed"]
    for root in roots:
        files.extend(path for path in root.rglob("*") if "__pycache__" not in path.parts)
    command = [*sphinx_command(language), f"SITE_URL={os.environ.get('SITE_URL', '')}"]
    digest = hashlib.sha256(" ".join(command).encode())
    for path in sorted(files):
        if path.is_file() and path.suffix not in {".pyc", ".mo"}:
            stat = path.stat()
            digest.update(f"{path}\0{stat.st_size}\0{stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def stamp_file(language: str) -> Path:
    return BUILD / "doctrees" / language / "inputs.sha256"


_DIAGRAM_LINK = re.compile(r"_diagrams/([0-9a-f]{64}\.svg)")


def outputs_listing(language: str) -> str:
    """What a language's last good build left: its files (but the cards) and sizes, and the diagrams its pages link.

    Kept in the stamp after the inputs' fingerprint: a page or a diagram
    deleted since is missing from a new listing, so the language is built again.
    """
    root = HTML / language
    lines = []
    diagrams: set[str] = set()
    for path in sorted(root.rglob("*")):
        if path.is_file() and path.suffix != ".pdf":
            lines.append(f"{path.relative_to(root).as_posix()}\0{path.stat().st_size}")
            if path.suffix == ".html":
                diagrams.update(_DIAGRAM_LINK.findall(path.read_text(encoding="utf-8")))
    lines += [
        f"_diagrams/{name}\0{(HTML / '_diagrams' / name).is_file()}" for name in sorted(diagrams)
    ]
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def shown(path: Path) -> Path:
    """A path as the reader typed it: relative to the repository when inside it."""
    return path.relative_to(ROOT) if path.is_relative_to(ROOT) else path


def build_language(language: str, force: bool = False) -> tuple[str, int, float, str]:
    started = time.monotonic()
    stamp = inputs_stamp(language)
    output_index = HTML / language / "index.html"
    previous = stamp_file(language)
    if (
        not force
        and output_index.exists()
        and previous.exists()
        and previous.read_text(encoding="utf-8") == f"{stamp}\n{outputs_listing(language)}"
    ):
        print(f"[{language}] up to date", flush=True)
        return language, 0, time.monotonic() - started, ""
    print(f"[{language}] building…", flush=True)
    # The stamp says "the last build of these inputs succeeded": gone while
    # Sphinx runs, and written again only if it succeeds, so that no input
    # brought back to how it was (time included) can match a stamp written
    # before a failed build.
    previous.unlink(missing_ok=True)
    result = run_child(sphinx_command(language))
    seconds = time.monotonic() - started
    output = (result.stdout + result.stderr).strip()
    log = BUILD / "logs" / f"{language}.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    log.write_text(output + "\n", encoding="utf-8")
    if result.returncode == 0:
        if not site_root():
            # A build with an address left a sitemap here: without one, no sitemap is right.
            (HTML / language / "sitemap.xml").unlink(missing_ok=True)
        stamp_file(language).write_text(f"{stamp}\n{outputs_listing(language)}", encoding="utf-8")
        print(f"[{language}] ok in {seconds:.1f} s", flush=True)
    else:
        print(f"[{language}] FAILED in {seconds:.1f} s (log: {shown(log)})", flush=True)
    return language, result.returncode, seconds, output


T = TypeVar("T")
R = TypeVar("R")

#: The sphinx-build and Chromium processes running now: Ctrl-C ends them at once.
RUNNING: set[subprocess.Popen[str]] = set()


def run_child(command: list[str], timeout: float | None = None) -> subprocess.CompletedProcess[str]:
    """Run ``command`` from the repository in a process group of its own, tracked in ``RUNNING``.

    Its group is killed whole (Chromium's helper processes with it) when it
    runs past ``timeout`` or when Ctrl-C stops the build (``stop_children``).
    """
    with subprocess.Popen(
        command,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    ) as child:
        RUNNING.add(child)
        try:
            stdout, stderr = child.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            kill_group(child)
            stdout, stderr = child.communicate()
            stderr += f"\nstopped after {timeout:.0f} s"
        finally:
            RUNNING.discard(child)
    return subprocess.CompletedProcess(child.args, child.returncode, stdout, stderr)


def kill_group(child: subprocess.Popen[str]) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(child.pid, signal.SIGKILL)


def stop_children() -> None:
    """Ctrl-C: the child processes go now, not when they have cleaned up."""
    for child in list(RUNNING):
        kill_group(child)


def map_in_threads(function: Callable[[T], R], items: list[T], jobs: int) -> list[R]:
    """``function`` over ``items``, ``jobs`` at a time; Ctrl-C stops the children before the threads are joined."""
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        try:
            return list(pool.map(function, items))
        except KeyboardInterrupt:
            stop_children()
            raise


#: The games with a one-page card (``<lang>/<game>/card.html``, printed to ``card.pdf``).
CARD_GAMES = ("five-up", "all-fives", "up-or-down")


OFFLINE = ROOT / "docs" / "offline"


def service_workers(languages: list[str]) -> list[str]:
    """Write each language's service worker with the pinned Workbox; return the failures.

    ``make html`` installs Workbox from ``docs/offline/package-lock.json``;
    the worker of a language lists every file it precaches with a hash of
    its content, so it is written anew after every build.
    """
    if not (OFFLINE / "node_modules" / "workbox-build").is_dir():
        return ["offline: Workbox is not installed: run `make html` (npm ci in docs/offline)"]
    result = subprocess.run(
        ["node", str(OFFLINE / "service-workers.mjs"), str(HTML), *languages],
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        return [f"offline: {(result.stderr or result.stdout).strip()[-2000:]}"]
    if result.stderr.strip():
        return [result.stderr.strip()]
    return []


def print_cards(languages: list[str], jobs: int) -> list[str]:
    """Print every card page to ``card.pdf`` with headless Chromium; return the failures.

    Chromium and the DejaVu fonts (Latin, Polish and Cyrillic) come from the
    system's packages, which ``make html`` installs when missing. A PDF newer than
    its page is kept; a new one is written beside it and renamed, so a failed
    print leaves no half-written PDF.
    """
    pages = [HTML / language / game / "card.html" for language in languages for game in CARD_GAMES]

    # A card is drawn from its page, the page's stylesheet and its diagrams.
    def inputs_time(page: Path) -> float:
        language = page.parent.parent
        inputs = [page, language / "_static" / "site.css", *(HTML / "_diagrams").glob("*.svg")]
        return max(path.stat().st_mtime for path in inputs if path.exists())

    stale = [
        page
        for page in pages
        if not page.with_suffix(".pdf").exists()
        or page.with_suffix(".pdf").stat().st_mtime < inputs_time(page)
    ]
    if not stale:
        return []
    if error := missing_programs({"chromium": "chromium"}, "the printed cards"):
        return [f"cards: {error}"]
    chromium = shutil.which("chromium")
    assert chromium is not None

    def print_one(page: Path) -> str:
        pdf = page.with_suffix(".pdf")
        # A name of its own: another print of the same card never shares it.
        handle, name = tempfile.mkstemp(
            prefix=f".{pdf.stem}-", suffix=".pdf.partial", dir=pdf.parent
        )
        os.close(handle)
        partial = Path(name)
        partial.unlink()
        with tempfile.TemporaryDirectory(prefix="card-profile-") as profile:
            result = run_child(
                [
                    chromium,
                    "--headless",
                    "--no-sandbox",
                    "--disable-gpu",
                    "--no-first-run",
                    f"--user-data-dir={profile}",
                    "--no-pdf-header-footer",
                    f"--print-to-pdf={partial}",
                    page.as_uri(),
                ],
                timeout=120,
            )
        if result.returncode != 0 or not partial.is_file() or partial.stat().st_size == 0:
            partial.unlink(missing_ok=True)
            reason = (result.stderr.strip().splitlines() or [f"exit status {result.returncode}"])[
                -1
            ]
            return f"printing {shown(page)} failed: {reason[:300]}"
        os.replace(partial, pdf)
        return ""

    return [error for error in map_in_threads(print_one, stale, jobs) if error]


def site_root() -> str:
    """The site's address from ``SITE_URL`` (checked as the Sphinx build checks it), or ``""``."""
    from sphinx_table_games.site_languages.addresses import site_root as checked

    return checked(os.environ.get("SITE_URL", ""))


def landing_page(languages: list[str], root: str = "") -> str:
    """``build/html/index.html``: the languages in their own names, then a redirect by browser language.

    The page is ``docs/_templates/landing.html``. With the site's address, its
    ``hreflang`` alternates are absolute, as search engines want.
    """
    items = "\n".join(
        f'      <li><a href="{code}/index.html" lang="{code}" hreflang="{code}">'
        f"{html.escape(LANGUAGES[code])}</a></li>"
        for code in languages
    )
    # The address is checked (site_root), and escaped all the same wherever it is written.
    root = html.escape(root, quote=True)
    alternates = "\n".join(
        f'  <link rel="alternate" hreflang="{code}" href="{root}{code}/index.html"/>'
        for code in languages
    )
    template = (DOCS / "_templates" / "landing.html").read_text(encoding="utf-8")
    # The comment at its top is for who edits it, not for the reader.
    return string.Template(template.split("-->\n", 1)[1]).substitute(
        items=items,
        alternates=alternates,
        canonical=f'\n  <link rel="canonical" href="{root}"/>' if root else "",
        root=root,
        first=languages[0],
        codes=", ".join(f'"{code}"' for code in languages),
    )


def sitemap_index(languages: list[str], root: str) -> str:
    """``build/html/sitemap.xml``: one entry per language's own sitemap (written by sphinx-sitemap)."""
    entries = "".join(
        f"<sitemap><loc>{html.escape(root)}{code}/sitemap.xml</loc></sitemap>" for code in languages
    )
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n'
        f'<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{entries}</sitemapindex>\n'
    )


def write_site_files(languages: list[str]) -> None:
    """What lives above the languages: the landing page, a 404 page, and with an address the sitemaps."""
    root = site_root()
    HTML.mkdir(parents=True, exist_ok=True)
    (HTML / "index.html").write_text(landing_page(languages, root), encoding="utf-8")
    not_found = HTML / languages[0] / "404.html"
    if not_found.is_file():
        # A host serves one 404 page for every missing path; its links are absolute.
        shutil.copyfile(not_found, HTML / "404.html")
    for name in ("sitemap.xml", "robots.txt"):
        (HTML / name).unlink(missing_ok=True)
    if root:
        (HTML / "sitemap.xml").write_text(sitemap_index(languages, root), encoding="utf-8")
        (HTML / "robots.txt").write_text(
            f"User-agent: *\nAllow: /\nSitemap: {root}sitemap.xml\n", encoding="utf-8"
        )


#: The file that marks a folder as one this build made (``--clean`` empties
#: no other folder), locked while a build writes there.
BUILD_MARK = ".site-build"
#: What a build writes into its folder: all that ``--clean`` removes.
BUILD_OUTPUTS = ("html", "doctrees", "logs", "simulations")


def build_folder_problem(build: Path) -> str:
    """Why ``build`` may not be built into or cleaned, or ``""``."""
    if build == ROOT or build in ROOT.parents or build == Path.home():
        return f"{build} holds the repository or your home folder; choose a folder of its own"
    if (build / ".git").exists():
        return f"{build} holds a repository; choose a folder of its own"
    if (
        build.is_dir()
        and any(build.iterdir())
        and not (build / BUILD_MARK).exists()
        and build != ROOT / "build"
    ):
        return f"{build} is not empty and was not made by this build; choose an empty or new folder"
    return ""


def clean(build: Path) -> None:
    """Remove what a build wrote into ``build``, and nothing else."""
    for name in BUILD_OUTPUTS:
        path = build / name
        # A link is removed, never followed: what it points to is not the build's.
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path)
        else:
            path.unlink(missing_ok=True)


def reason(error: OSError) -> str:
    """What went wrong, in the system's words; some errors (shutil's) have only a message."""
    return error.strerror or str(error)


def claim(build: Path) -> IO[str]:
    """Mark ``build`` as this build's and hold the mark locked; BlockingIOError if another build holds it."""
    build.mkdir(parents=True, exist_ok=True)
    mark = (build / BUILD_MARK).open("a")
    try:
        fcntl.flock(mark, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        mark.close()
        raise
    return mark


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--languages", nargs="+", default=list(LANGUAGES), choices=list(LANGUAGES))
    parser.add_argument("--jobs", type=int, default=cores(), help="languages built at once")
    parser.add_argument(
        "--clean", action="store_true", help="remove what earlier builds wrote first"
    )
    parser.add_argument(
        "--force", action="store_true", help="run Sphinx even when no input changed"
    )
    parser.add_argument(
        "--build-dir", type=Path, help="build here instead of build/ (the benchmark and tests)"
    )
    args = parser.parse_args(argv)
    languages = list(dict.fromkeys(args.languages))  # each once, in the order given
    if args.build_dir is not None:
        global BUILD, HTML
        BUILD = args.build_dir.resolve()
        HTML = BUILD / "html"

    from sphinx.errors import ConfigError

    try:
        site_root()
    except ConfigError as error:
        print(f"build: {error}", file=sys.stderr)
        return 2
    if problem := build_folder_problem(BUILD):
        print(f"build: {problem}", file=sys.stderr)
        return 2
    if missing := missing_programs({"dot": "graphviz"}, "the diagrams"):
        print(f"build: {missing}", file=sys.stderr)
        return 2
    try:
        lock = claim(BUILD)
    except BlockingIOError:
        print(
            f"build: another build is writing to {shown(BUILD)}; wait for it to end",
            file=sys.stderr,
        )
        return 2
    except OSError as error:
        print(f"build: cannot write to {shown(BUILD)}: {reason(error)}", file=sys.stderr)
        return 2
    try:
        if args.clean:
            clean(BUILD)
        return build(languages, args.jobs, args.force)
    except KeyboardInterrupt:
        print("build: interrupted", file=sys.stderr)
        return 130
    except OSError as error:
        where = f" ({shown(Path(error.filename))})" if error.filename else ""
        print(f"build: cannot write the site: {reason(error)}{where}", file=sys.stderr)
        return 1
    finally:
        lock.close()


def build(languages: list[str], jobs: int, force: bool) -> int:
    started = time.monotonic()
    jobs = max(1, min(jobs, len(languages)))
    print(f"build: {', '.join(languages)} with {jobs} at a time", flush=True)
    results = map_in_threads(lambda language: build_language(language, force), languages, jobs)
    failed = [(language, output) for language, code, _s, output in results if code != 0]
    HTML.mkdir(parents=True, exist_ok=True)
    failed += [
        ("cards", error) for error in print_cards([r[0] for r in results if r[1] == 0], jobs)
    ]
    write_site_files(list(LANGUAGES))
    failed += [("offline", error) for error in service_workers([r[0] for r in results])]
    for name, output in failed:
        print(f"\n[{name}] build failed:\n{output}", file=sys.stderr)
    total = time.monotonic() - started
    if failed:
        names = ", ".join(dict.fromkeys(name for name, _ in failed))
        print(f"build: FAILED for {names} ({total:.1f} s)", file=sys.stderr)
        return 1
    print(
        f"build: all {len(results)} languages ok in {total:.1f} s; open {shown(HTML / 'index.html')}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
