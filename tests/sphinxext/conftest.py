"""sphinx.testing fixtures for the worked-example extension; roots live in roots/test-*."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pytest_plugins = "sphinx.testing.fixtures"

ROOTS = Path(__file__).resolve().parent / "roots"
REPOSITORY = Path(__file__).resolve().parents[2]

# The roots are copied to a temporary directory: their conf.py cannot find
# the extension relative to itself.
sys.path.insert(0, str(REPOSITORY / "docs" / "_ext"))

collect_ignore = ["roots"]


@pytest.fixture(scope="session")
def rootdir() -> Path:
    return ROOTS
