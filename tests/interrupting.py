"""Ctrl-C as a terminal sends it: to a command's whole process group, after it has started working."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from collections.abc import Sequence
from pathlib import Path


def interrupt(
    command: Sequence[str], *, after: float, cwd: Path, env: dict[str, str] | None = None
) -> tuple[float, int, str]:
    """Start ``command`` in a process group of its own, send SIGINT to the group after ``after`` seconds.

    Returns the seconds it took to stop once interrupted, its exit status and its stderr.
    """
    process = subprocess.Popen(
        list(command),
        cwd=cwd,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    time.sleep(after)
    sent = time.monotonic()
    os.killpg(process.pid, signal.SIGINT)
    _out, err = process.communicate(timeout=60)
    return time.monotonic() - sent, process.returncode, err
