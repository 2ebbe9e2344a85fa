"""Plugins and scheduling for the whole test suite (pytest accepts ``pytest_plugins`` only here)."""

from __future__ import annotations

import pytest

# sphinx.testing's fixtures (app, make_app, …) for the extension's tests in tests/sphinxext.
pytest_plugins = ["sphinx.testing.fixtures"]

# --doctest-modules would import every conftest.py once more as a module named
# "conftest", where another directory's may already stand: they hold no
# doctests and are loaded as conftests all the same.
collect_ignore_glob = ["conftest.py", "*/conftest.py"]


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The modules that build something once first, each module's tests in their order.

    ``make test`` spreads the tests over one pytest-xdist worker per core with
    ``--dist loadscope``: a module's tests all go to one worker, so a
    module-scoped fixture (a build of a copy of the site, a batch of rendered
    diagrams) is made once. Such a module marks itself ``xdist_group``
    (``tests/test_suite_order.py`` checks that each one does): those
    modules are handed out first, while the short ones even out the end.
    (``--dist loadgroup`` would honour the marks themselves, but with pytest 9
    xdist 3.8 cannot add the group to a test's id and groups nothing.)
    """
    first = {item.nodeid.split("::")[0] for item in items if item.get_closest_marker("xdist_group")}
    items.sort(key=lambda item: item.nodeid.split("::")[0] not in first)
