"""sphinx.testing set-up for the worked-example extension (fixtures: tests/conftest.py); roots in roots/test-*."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOTS = Path(__file__).resolve().parent / "roots"
REPOSITORY = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def rootdir() -> Path:
    return ROOTS
