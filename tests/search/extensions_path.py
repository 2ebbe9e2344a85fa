"""Make the site's Sphinx extensions importable, as docs/conf.py does.

Imported first by the search tests (a conftest.py would clash with the other
test directories' under ``--doctest-modules``).
"""

from __future__ import annotations

import sys
from pathlib import Path

EXTENSIONS = Path(__file__).resolve().parents[2] / "docs" / "_ext"
if str(EXTENSIONS) not in sys.path:
    sys.path.insert(0, str(EXTENSIONS))
