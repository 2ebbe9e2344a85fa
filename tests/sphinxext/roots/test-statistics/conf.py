# The extension is the installed sphinx_table_games package, as in any project.
extensions = ["myst_parser", "sphinx.ext.doctest", "sphinx_table_games"]
source_suffix = {".md": "markdown"}
exclude_patterns = ["_build"]
# Small simulations, so the test plays them in a moment.
statistics_matches = 12
statistics_seed = 40
