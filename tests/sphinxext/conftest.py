"""sphinx.testing set-up for the worked-example extension (fixtures: tests/conftest.py); roots in roots/test-*."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOTS = Path(__file__).resolve().parent / "roots"
REPOSITORY = Path(__file__).resolve().parents[2]

# "conftest.py": with --doctest-modules, pytest would import this file a second
# time as a test module named "conftest" and clash with the other conftests.
collect_ignore = ["roots", "conftest.py"]


@pytest.fixture(scope="session")
def rootdir() -> Path:
    return ROOTS
