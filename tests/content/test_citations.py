"""Every contract a tracked file cites is in the repository, and no file cites one outside it.

The code and the tests name the contracts they keep (``docs/contracts/…``):
each one named must exist, so a reader can open what a docstring points to.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
_CITED = re.compile(r"docs/contracts/[\w.-]+\.md")
#: A path that leaves the repository for a sibling folder (written in two
#: pieces, so that this file does not match itself).
OUTSIDE = re.compile(r"\.\./" + r"shared/|shared/" + r"spec/")


def tracked_text_files() -> list[Path]:
    names = subprocess.run(
        ["git", "ls-files", "*.py", "*.md", "*.js", "*.toml", "Makefile"],
        cwd=REPOSITORY,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    return [REPOSITORY / name for name in names]


def test_every_cited_contract_exists() -> None:
    cited: dict[str, list[str]] = {}
    for path in tracked_text_files():
        for name in _CITED.findall(path.read_text(encoding="utf-8")):
            cited.setdefault(name, []).append(path.relative_to(REPOSITORY).as_posix())
    assert cited, "no file cites a contract: the pattern no longer finds the citations"
    missing = {name: files for name, files in cited.items() if not (REPOSITORY / name).is_file()}
    assert not missing, f"cited but not in the repository: {missing}"


def test_no_tracked_file_cites_a_folder_outside_the_repository() -> None:
    outside = [
        path.relative_to(REPOSITORY).as_posix()
        for path in tracked_text_files()
        if OUTSIDE.search(path.read_text(encoding="utf-8"))
    ]
    assert outside == [], outside
