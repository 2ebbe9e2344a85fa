"""Plugins and scheduling for the whole test suite (pytest accepts ``pytest_plugins`` only here)."""

from __future__ import annotations

import pytest

# sphinx.testing's fixtures (app, make_app, …) for the extension's tests in tests/sphinxext.
pytest_plugins = ["sphinx.testing.fixtures"]

# --doctest-modules would import every conftest.py once more as a module named
# "conftest", where another directory's may already stand: they hold no
# doctests and are loaded as conftests all the same.
collect_ignore_glob = ["conftest.py", "*/conftest.py"]


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Keep together the tests that share what their module builds once.

    ``make test`` spreads the tests over one pytest-xdist worker per core with
    ``--dist loadgroup``: each test goes to whichever worker is free, except
    those of an ``xdist_group``, which all go to one worker. Every test that
    uses a module-scoped fixture of its own module (a build of a copy of the
    site, a batch of rendered diagrams) joins its module's group, so the
    fixture is made once, not once per worker. xdist hands out the groups
    first, the largest first, while the single tests even out the end.
    """
    for item in items:
        info = getattr(item, "_fixtureinfo", None)
        if info is None:
            continue
        module = item.nodeid.split("::")[0]
        if any(
            definition.scope == "module" and definition.baseid == module
            for definitions in info.name2fixturedefs.values()
            for definition in definitions
        ):
            item.add_marker(pytest.mark.xdist_group(module))
