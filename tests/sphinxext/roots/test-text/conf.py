# The tests' conftest puts docs/_ext and the repository on sys.path.
extensions = ["myst_parser", "worked_example"]
source_suffix = {".md": "markdown"}
exclude_patterns = ["_build"]
