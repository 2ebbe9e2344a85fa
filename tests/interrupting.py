"""Ctrl-C as a terminal sends it: to a command's whole process group, after it has started working."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from collections.abc import Sequence
from pathlib import Path


def _default_ctrl_c() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


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
        # As a terminal's shell starts a command, Ctrl-C at its default: a
        # process that inherits it ignored (a test process may) keeps ignoring it.
        preexec_fn=_default_ctrl_c,
    )
    time.sleep(after)
    sent = time.monotonic()
    os.killpg(process.pid, signal.SIGINT)
    try:
        _out, err = process.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        # Not stopped: leave nothing running behind the failure.
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        raise
    return time.monotonic() - sent, process.returncode, err
