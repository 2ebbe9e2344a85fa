"""Count ``dot`` starts from outside the renderer: a ``dot`` first on ``PATH``.

The shim appends one line to a log file (its arguments) and runs the real
Graphviz ``dot`` with the same arguments, so a test can count the processes
any build starts, in this process or in others, without the product code
keeping count: the layouts, and apart from them the version questions
(``dot -V``, which the cache key asks once per process).
"""

from __future__ import annotations

import os
import shlex
import shutil
from pathlib import Path


class DotShim:
    """A directory holding the counting ``dot``, and its log."""

    def __init__(self, directory: Path) -> None:
        real = shutil.which("dot")
        assert real is not None, "Graphviz dot is needed"
        directory.mkdir(parents=True, exist_ok=True)
        self.directory = directory
        self.log = directory / "dot-starts.log"
        script = directory / "dot"
        script.write_text(
            "#!/bin/sh\n"
            f'echo "started $*" >> {shlex.quote(str(self.log))}\n'
            f'exec {shlex.quote(real)} "$@"\n',
            encoding="utf-8",
        )
        script.chmod(0o755)

    def path(self) -> str:
        """``PATH`` with the shim first."""
        return f"{self.directory}{os.pathsep}{os.environ.get('PATH', '')}"

    def environment(self) -> dict[str, str]:
        """This process's environment with the shim first on ``PATH``, for a child process."""
        return {**os.environ, "PATH": self.path()}

    def _lines(self) -> list[str]:
        return self.log.read_text(encoding="utf-8").splitlines() if self.log.exists() else []

    def starts(self) -> int:
        """How many layouts ``dot`` was started for through the shim so far."""
        return sum(line != "started -V" for line in self._lines())

    def versions(self) -> int:
        """How many times ``dot -V`` was asked through the shim so far."""
        return sum(line == "started -V" for line in self._lines())
