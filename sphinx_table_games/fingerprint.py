"""The key of everything the build keeps between runs: the content of the code that made it.

A simulation is kept under the fingerprint of the engine that played it, and
the pages' search words and site furniture under that of the package that
wrote them (a config value: a change makes Sphinx read every page again).
The diagrams are keyed the same way inside ``diagrams.render``, which cannot
import this package. Nothing is bumped by hand and no file is left out.
"""

from __future__ import annotations

import hashlib
from pathlib import Path


def source_files(root: Path) -> list[Path]:
    """Every file under ``root`` but Python's byte-code, in a fixed order."""
    return sorted(
        path
        for path in root.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc"
    )


def fingerprint(root: Path) -> str:
    """The SHA-256 of the names and contents of ``source_files(root)``."""
    digest = hashlib.sha256()
    for path in source_files(root):
        digest.update(
            path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0"
        )
    return digest.hexdigest()
