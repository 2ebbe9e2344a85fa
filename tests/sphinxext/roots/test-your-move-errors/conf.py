# The extension is the installed sphinx_table_games package, as in any project.
extensions = ["myst_parser", "sphinx_table_games"]
source_suffix = {".md": "markdown"}
exclude_patterns = ["_build"]
