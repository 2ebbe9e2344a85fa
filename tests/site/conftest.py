"""The site tests read the build that ``make html`` leaves in build/html (``make test`` runs it first)."""

from __future__ import annotations

from pathlib import Path

import pytest
from site_build import HTML


@pytest.fixture(scope="session")
def html_root() -> Path:
    if not (HTML / "index.html").is_file():
        pytest.fail("build/html is missing: run `make html` (make test does) before the site tests")
    return HTML


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark ``site`` every test that reads build/html through ``html_root``.

    A module that reads it otherwise carries the mark itself; the builds of
    temporary copies need no ``make html`` and are not marked.
    """
    for item in items:
        if "html_root" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.site)
