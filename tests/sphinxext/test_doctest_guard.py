"""The docs' doctests guard the prose: change a rule in the engine and they fail.

The engine is copied to a temporary directory with one rule changed (All
Fives: every double a spinner, the Five Up rule). The docs' doctest builder
runs with that copy first on ``sys.path`` and must fail; with an unmodified
copy it must pass, so the failure is the rule's doing.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
ALL_FIVES_SPINNERS = 'name="all-fives",\n    title="All Fives",\n    spinners="first-double",'


def engine_copy(directory: Path, *, every_double: bool) -> Path:
    shutil.copytree(
        REPOSITORY / "engine", directory / "engine", ignore=shutil.ignore_patterns("__pycache__")
    )
    rules = directory / "engine" / "rules.py"
    source = rules.read_text(encoding="utf-8")
    assert ALL_FIVES_SPINNERS in source, "engine/rules.py no longer defines All Fives this way"
    if every_double:
        source = source.replace(
            ALL_FIVES_SPINNERS, ALL_FIVES_SPINNERS.replace("first-double", "every-double")
        )
    rules.write_text(source, encoding="utf-8")
    return directory


def start_doctests(engine_dir: Path, out: Path) -> subprocess.Popen[str]:
    # The one place where a modified copy goes first on purpose: PYTHONPATH
    # comes before the editable install's finder, which Python consults only
    # for what sys.path lacks, so `import engine` in the docs' doctests
    # finds the copy. docs/conf.py adds nothing to sys.path, so nothing
    # puts the real engine back in front.
    env = {**os.environ, "PYTHONPATH": str(engine_dir), "PYTHONDONTWRITEBYTECODE": "1"}
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "sphinx",
            "-b",
            "doctest",
            "-q",
            "-E",
            "-d",
            str(out / "doctrees"),
            str(REPOSITORY / "docs"),
            str(out / "doctest"),
        ],
        cwd=engine_dir,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def test_changing_a_rule_fails_the_docs_doctests_and_the_real_engine_passes(tmp_path: Path) -> None:
    changed = engine_copy(tmp_path / "changed", every_double=True)
    unchanged = engine_copy(tmp_path / "unchanged", every_double=False)
    # Both runs at once: each reads every page, and the two are independent.
    runs = {
        "changed": start_doctests(changed, tmp_path / "changed-out"),
        "unchanged": start_doctests(unchanged, tmp_path / "unchanged-out"),
    }
    output = {name: run.communicate(timeout=300)[0] for name, run in runs.items()}
    assert runs["unchanged"].returncode == 0, output["unchanged"]
    assert runs["changed"].returncode != 0, output["changed"]
    report = (tmp_path / "changed-out" / "doctest" / "output.txt").read_text(encoding="utf-8")
    assert "failure" in report.lower()
