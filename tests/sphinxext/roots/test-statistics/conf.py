# The tests' conftest puts docs/_ext and the repository on sys.path.
extensions = ["myst_parser", "sphinx.ext.doctest", "sphinx_table_games"]
source_suffix = {".md": "markdown"}
exclude_patterns = ["_build"]
# Small simulations, so the test plays them in a moment.
statistics_matches = 12
statistics_seed = 40
