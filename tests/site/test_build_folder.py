"""The build driver writes only into a folder of its own, one build at a time, and says why it will not.

None of these starts Sphinx: each refusal comes before any build, in one
line on stderr with exit status 2, and leaves the folder as it was.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from interrupting import interrupt
from site_build import BUILD, DOCS, REPOSITORY


def run_build(
    *arguments: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(DOCS / "build.py"), "--languages", "en", *arguments],
        cwd=REPOSITORY,
        env={**os.environ, "SITE_URL": "", **(env or {})},
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )


def refused(result: subprocess.CompletedProcess[str], reason: str) -> None:
    assert result.returncode == 2, result.stdout + result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and reason in lines[0], result.stderr
    assert "Traceback" not in result.stdout + result.stderr


def test_clean_refuses_a_folder_that_holds_a_repository(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    (tmp_path / "thesis.txt").write_text("my only copy")
    refused(run_build("--clean", "--build-dir", str(tmp_path)), "holds a repository")
    assert (tmp_path / "thesis.txt").read_text() == "my only copy"
    assert (tmp_path / ".git").is_dir()


def test_clean_refuses_a_folder_the_build_did_not_make(tmp_path: Path) -> None:
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "thesis.txt").write_text("my only copy")
    refused(run_build("--clean", "--build-dir", str(tmp_path)), "was not made by this build")
    assert (tmp_path / "notes" / "thesis.txt").read_text() == "my only copy"


def test_clean_removes_only_what_a_build_writes(tmp_path: Path) -> None:
    for name in ("html", "doctrees", "logs"):
        (tmp_path / name / "x").mkdir(parents=True)
    (tmp_path / BUILD.BUILD_MARK).touch()
    (tmp_path / "notes.txt").write_text("kept")
    BUILD.clean(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == [BUILD.BUILD_MARK, "notes.txt"]


def test_clean_removes_a_link_and_keeps_what_it_points_to(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "thesis.txt").write_text("my only copy")
    build = tmp_path / "build"
    build.mkdir()
    (build / BUILD.BUILD_MARK).touch()
    (build / "html").symlink_to(elsewhere, target_is_directory=True)
    BUILD.clean(build)
    assert not (build / "html").exists() and not (build / "html").is_symlink()
    assert (elsewhere / "thesis.txt").read_text() == "my only copy"


def test_the_repository_itself_is_refused_as_a_build_folder() -> None:
    refused(run_build("--clean", "--build-dir", str(REPOSITORY)), "holds the repository")
    assert (REPOSITORY / "docs" / "conf.py").is_file()


def test_a_second_build_into_the_same_folder_stops_with_one_line(tmp_path: Path) -> None:
    with BUILD.claim(tmp_path):
        refused(run_build("--build-dir", str(tmp_path)), "another build is writing to")


def test_a_card_that_fails_to_print_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    html = tmp_path / "html"
    (html / "en" / "five-up").mkdir(parents=True)
    (html / "en" / "five-up" / "card.html").write_text("<p>card</p>")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    chromium = bin_dir / "chromium"
    chromium.write_text("#!/bin/sh\necho 'cannot open display: the reason' >&2\nexit 1\n")
    chromium.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setattr(BUILD, "HTML", html)
    monkeypatch.setattr(BUILD, "CARD_GAMES", ("five-up",))
    errors = BUILD.print_cards(["en"], 1)
    assert len(errors) == 1 and "the reason" in errors[0], errors
    assert not list((html / "en" / "five-up").glob("*.pdf*"))


def test_a_folder_that_cannot_be_written_is_one_line(tmp_path: Path) -> None:
    """A folder the build cannot make or write (here under a file, which no user can write into) is one line."""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    refused(run_build("--build-dir", str(blocker / "build")), "cannot write to")
    assert blocker.read_text() == "not a folder"


def test_a_build_elsewhere_caches_its_simulations_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(BUILD, "BUILD", tmp_path)
    command = BUILD.sphinx_command("en")
    assert f"statistics_cache_dir={tmp_path / 'simulations'}" in command


def test_ctrl_c_stops_the_build_within_a_second_with_one_line(tmp_path: Path) -> None:
    seconds, status, err = interrupt(
        [sys.executable, str(DOCS / "build.py"), "--languages", "en", "--build-dir", str(tmp_path)],
        after=4,
        cwd=REPOSITORY,
        env={**os.environ, "SITE_URL": ""},
    )
    assert seconds < 1.0
    assert status == 130
    assert err.strip().splitlines() == ["build: interrupted"], err


# A card printer that works until it is stopped, with a helper process holding its output open
# as Chromium's own helpers do.
SLOW_PRINTER = """#!/bin/sh
sleep 300 &
echo $! > "$HELPER_PID"
sleep 300
"""

PRINT_CARDS = """
import sys
from pathlib import Path
from site_build import BUILD
BUILD.HTML = Path(sys.argv[1])
BUILD.CARD_GAMES = ("five-up", "all-fives")
try:
    BUILD.print_cards(["en"], 2)
except KeyboardInterrupt:
    print("build: interrupted", file=sys.stderr)
    sys.exit(130)
"""


def test_ctrl_c_while_cards_print_stops_within_a_second_and_stops_the_printer(
    tmp_path: Path,
) -> None:
    html = tmp_path / "html"
    for game in ("five-up", "all-fives"):
        (html / "en" / game).mkdir(parents=True)
        (html / "en" / game / "card.html").write_text("<p>card</p>")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "chromium").write_text(SLOW_PRINTER)
    (bin_dir / "chromium").chmod(0o755)
    helper = tmp_path / "helper.pid"
    tests = Path(__file__).resolve().parent
    seconds, status, err = interrupt(
        [sys.executable, "-c", PRINT_CARDS, str(html)],
        after=2,
        cwd=REPOSITORY,
        env={
            **os.environ,
            "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
            "PYTHONPATH": os.pathsep.join([str(tests), str(tests.parent)]),
            "HELPER_PID": str(helper),
        },
    )
    assert seconds < 1.0, err
    assert status == 130, err
    assert err.strip().splitlines() == ["build: interrupted"], err
    assert not running(int(helper.read_text())), "the printer's helper process is still running"
    assert not list(html.rglob("*.pdf"))


def running(pid: int, within: float = 2.0) -> bool:
    """Whether ``pid`` still runs after ``within`` seconds: killed, it may stay a zombie a moment."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except (FileNotFoundError, ProcessLookupError):
            return False
        if state in ("Z", "X"):
            return False
        time.sleep(0.05)
    return True
