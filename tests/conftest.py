"""Plugins for the whole test suite (pytest accepts ``pytest_plugins`` only here)."""

# sphinx.testing's fixtures (app, make_app, …) for the extension's tests in tests/sphinxext.
pytest_plugins = ["sphinx.testing.fixtures"]
