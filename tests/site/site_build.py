"""Where the built site is, what it should hold, and how a test builds a copy of it.

The site is built by ``make site`` (``make html`` after installing what it
needs); a test that must change an input builds a copy of the sources with
:func:`make_site`, in a folder of its own, so ``build/`` is never touched.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from collections.abc import Sequence
from pathlib import Path

from languages_list import NOT_PAGES

REPOSITORY = Path(__file__).resolve().parents[2]
HTML = REPOSITORY / "build" / "html"
DOCS = REPOSITORY / "docs"
SIMULATIONS = REPOSITORY / "build" / "simulations"

#: The languages of the site in their own names, from the one list the Makefile and conf.py read.
LANGUAGES: dict[str, str] = {
    code: language["name"]
    for code, language in tomllib.loads((DOCS / "languages.toml").read_text("utf-8")).items()
}

#: What a build of the site reads, relative to the repository: a copy of
#: these builds the same site.
SOURCES = (
    "Makefile",
    "docs",
    "engine",
    "diagrams",
    "sphinx_table_games",
    "locale",
    "pyproject.toml",
    "setup.py",
)

__all__ = ["HTML", "LANGUAGES", "REPOSITORY", "copy_sources", "make_command", "make_site", "pages"]


def copy_sources(target: Path) -> Path:
    """Copy what a build reads into ``target``, times kept, compiled files left out."""
    target.mkdir(parents=True, exist_ok=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.mo", "node_modules")
    for name in SOURCES:
        source = REPOSITORY / name
        if source.is_dir():
            shutil.copytree(source, target / name, ignore=ignore)
        else:
            shutil.copy2(source, target / name)
    # The pinned Workbox, installed once: the copy uses the repository's own.
    modules = DOCS / "offline" / "node_modules"
    if modules.is_dir():
        (target / "docs" / "offline" / "node_modules").symlink_to(modules, target_is_directory=True)
    return target


MAKE_OWN = frozenset({"MAKELEVEL", "MAKEFLAGS", "MFLAGS", "MAKEOVERRIDES"})


def shell_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of a reader's shell, not of a sub-make of ``make test``.

    make's own variables would number its messages (``make[1]:``) and share its jobs.
    """
    outer = {key: value for key, value in os.environ.items() if key not in MAKE_OWN}
    return {**outer, "SITE_URL": "", **(extra or {})}


def make_command(
    root: Path, build_dir: Path, languages: Sequence[str], *targets: str, jobs: int = 1
) -> list[str]:
    """The ``make`` command line of ``make_site``: ``targets`` (``site``) of ``root``."""
    command = ["make", "--no-print-directory", "-C", str(root), f"-j{jobs}", "--output-sync=target"]
    command += [*(targets or ("site",)), f"PY={sys.executable}", f"BUILDDIR={build_dir}"]
    command.append(f"SITE_LANGUAGES={' '.join(languages)}")
    # The matches `make html` simulated: same engine source, same key, none played
    # again. That the folder holds what `simulate` prints is tested on its own.
    command.append(f"SIMULATIONS={SIMULATIONS}")
    return command


def make_site(
    root: Path,
    build_dir: Path,
    languages: Sequence[str],
    *targets: str,
    env: dict[str, str] | None = None,
    jobs: int = 1,
    timeout: float = 600,
) -> subprocess.CompletedProcess[str]:
    """``make site`` (or ``targets``) in ``root``: ``languages`` into ``build_dir``, this Python."""
    return subprocess.run(
        make_command(root, build_dir, languages, *targets, jobs=jobs),
        env=shell_env(env),
        capture_output=True,
        text=True,
        check=False,
        timeout=timeout,
    )


def pages() -> list[str]:
    """Every page of docs/, as its path without suffix (``five-up/rules``)."""
    return sorted(
        path.relative_to(DOCS).with_suffix("").as_posix()
        for path in DOCS.rglob("*.md")
        if not NOT_PAGES & set(path.relative_to(DOCS).parts) and path.name != "README.md"
    )
