"""The warnings of a test build that concern the build itself."""

from __future__ import annotations

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
        if line.strip() and not ("while setting up extension" in line and "already registered" in line)
    ]
