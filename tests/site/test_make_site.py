"""``make site``'s own steps, without Sphinx: cleaning, printing a card, where the caches go.

A copy of the sources is not needed: each test points ``BUILDDIR`` at a
folder of its own and asks for one step, the language's stamp taken as
made (``make -o``).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from site_build import REPOSITORY, shell_env


def make(
    build: Path, *arguments: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["make", "--no-print-directory", "-C", str(REPOSITORY), f"BUILDDIR={build}", *arguments],
        env=shell_env(env),
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )


def test_clean_removes_only_what_a_build_writes(tmp_path: Path) -> None:
    for name in ("html", "doctrees", "logs", "stamps", "simulations"):
        (tmp_path / name / "x").mkdir(parents=True)
    (tmp_path / "notes.txt").write_text("kept")
    (tmp_path / "drafts").mkdir()
    result = make(tmp_path, "clean")
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["drafts", "notes.txt"]


def test_clean_removes_a_link_and_keeps_what_it_points_to(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "thesis.txt").write_text("my only copy")
    build = tmp_path / "build"
    build.mkdir()
    (build / "html").symlink_to(elsewhere, target_is_directory=True)
    assert make(build, "clean").returncode == 0
    assert not (build / "html").exists() and not (build / "html").is_symlink()
    assert (elsewhere / "thesis.txt").read_text() == "my only copy"


def _card_page(build: Path) -> Path:
    page = build / "html" / "en" / "five-up" / "card.html"
    page.parent.mkdir(parents=True)
    page.write_text("<p>card</p>")
    css = build / "html" / "en" / "_static" / "site.css"
    css.parent.mkdir(parents=True)
    css.write_text("p {}")
    return page


def _chromium(tmp_path: Path, script: str) -> Path:
    chromium = tmp_path / "chromium"
    chromium.write_text("#!/bin/sh\n" + script)
    chromium.chmod(0o755)
    return chromium


def test_a_card_that_fails_to_print_says_why_and_leaves_no_pdf(tmp_path: Path) -> None:
    build = tmp_path / "build"
    page = _card_page(build)
    chromium = _chromium(tmp_path, "echo 'cannot open display: the reason' >&2\nexit 1\n")
    result = make(
        build, "-o", f"{build}/stamps/en", f"CHROMIUM={chromium}", str(page.with_suffix(".pdf"))
    )
    assert result.returncode != 0
    assert f"printing {page} failed: cannot open display: the reason" in result.stderr, (
        result.stderr
    )
    assert not list(page.parent.glob("*.pdf*")) and not list(page.parent.glob(".*partial"))


def test_a_card_is_printed_whole_and_again_only_when_its_page_changes(tmp_path: Path) -> None:
    build = tmp_path / "build"
    page = _card_page(build)
    log = tmp_path / "printed"
    # A printer that writes the PDF it is asked for, and notes each print.
    chromium = _chromium(
        tmp_path,
        f'for a; do case "$a" in --print-to-pdf=*) echo "%PDF" > "${{a#--print-to-pdf=}}";; esac; done\n'
        f"echo printed >> {log}\n",
    )
    arguments = ["-o", f"{build}/stamps/en", f"CHROMIUM={chromium}", str(page.with_suffix(".pdf"))]
    assert make(build, *arguments).returncode == 0
    assert page.with_suffix(".pdf").read_text() == "%PDF\n"
    assert make(build, *arguments).returncode == 0
    assert log.read_text().splitlines() == ["printed"]
    later = page.stat().st_mtime + 2
    os.utime(page, (later, later))
    assert make(build, *arguments).returncode == 0
    assert log.read_text().splitlines() == ["printed", "printed"]


def test_a_build_elsewhere_caches_its_simulations_there(tmp_path: Path) -> None:
    result = make(tmp_path, "-n", "site", f"PY={sys.executable}", "SITE_LANGUAGES=en")
    assert result.returncode == 0, result.stderr
    assert f"statistics_cache_dir={tmp_path}/simulations" in result.stdout
    assert f"-d {tmp_path}/doctrees/en" in result.stdout


def test_the_drawings_no_page_links_any_more_are_removed(tmp_path: Path) -> None:
    shown, gone = "a" * 64 + ".svg", "b" * 64 + ".svg"
    (tmp_path / "_diagrams").mkdir()
    (tmp_path / "en").mkdir()
    for name in (shown, gone):
        (tmp_path / "_diagrams" / name).write_text("<svg/>")
    (tmp_path / "en" / "rules.html").write_text(f'<img src="../_diagrams/{shown}">')
    result = subprocess.run(
        [sys.executable, str(REPOSITORY / "docs" / "site_files.py"), "write", str(tmp_path), "en"],
        env=shell_env(),
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert [path.name for path in (tmp_path / "_diagrams").iterdir()] == [shown]


def test_the_built_site_publishes_only_the_drawings_its_pages_show(html_root: Path) -> None:
    links = {
        match
        for page in html_root.rglob("*.html")
        for match in re.findall(r"_diagrams/([0-9a-f]{64}\.svg)", page.read_text(encoding="utf-8"))
    }
    drawn = {path.name for path in (html_root / "_diagrams").glob("*.svg")}
    assert drawn and drawn == links
