"""The warnings of a test build that concern the build itself."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sphinx.util.console import strip_escape_sequences


def build_warnings(output: str) -> list[str]:
    """Warning lines, without the "already registered" notices of extension set-up.

    Those appear when another test of the session created a Sphinx
    application and left its node classes registered in docutils; they say
    nothing about the pages being built.
    """
    return [
        line
        for line in strip_escape_sequences(output).splitlines()
        if line.strip()
        and not ("while setting up extension" in line and "already registered" in line)
    ]


def the_located_warning(
    app: Any,
    document: str,
    offending: str,
    subtype: str,
    message: str,
    directive: str = "worked-example",
    warning_type: str = "worked-example",
) -> str:
    """Build, and check the one warning a bad example gives: at the offending line's
    ``file:line``, saying ``message``, typed ``<warning_type>.<subtype>``, no traceback.
    """
    app.build()
    output = strip_escape_sequences(app.warning.getvalue())
    warnings = [line for line in output.splitlines() if f"/{document}.md:" in line]
    assert len(warnings) == 1, warnings
    source = Path(app.srcdir) / f"{document}.md"
    line = source.read_text(encoding="utf-8").splitlines().index(offending) + 1
    location = f"{source}:{line}: WARNING: [{directive}] "
    assert warnings[0].startswith(location), (warnings[0], location)
    assert message in warnings[0]
    assert warnings[0].endswith(f"[{warning_type}.{subtype}]")
    assert "Traceback" not in output
    return warnings[0]
