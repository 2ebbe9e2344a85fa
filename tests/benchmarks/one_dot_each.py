"""``sphinx-build`` with each diagram drawn by a ``dot`` process of its own.

The site benchmark's naive baseline draws as ``sphinx.ext.graphviz`` does:
one ``dot`` per diagram. The extension draws a build's missing diagrams in
one batch; in this process only, that batch becomes one call per diagram.
Nothing of the kind ships with the extension.

Run: ``python tests/benchmarks/one_dot_each.py SPHINX-BUILD-ARGUMENTS…``
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path

# As ``python -m sphinx`` run there would: the extension of the folder it
# runs in (the benchmark's copy of the repository), not the installed one.
sys.path.insert(0, os.getcwd())

from sphinx.cmd.build import main

import sphinx_table_games.render
from diagrams.render import render_svgs


def one_at_a_time(dot_sources: Sequence[str], cache_dir: Path) -> list[Path]:
    """``render_svgs``, one ``dot`` process per diagram."""
    return [path for source in dot_sources for path in render_svgs([source], cache_dir)]


if __name__ == "__main__":
    sphinx_table_games.render.render_svgs = one_at_a_time
    sys.exit(main(sys.argv[1:]))
