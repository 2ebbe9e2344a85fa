"""Render every diagram of the build in one batch, once, before writing.

On ``env-updated`` all DOT texts the directives recorded go to
``diagrams.render.render_svgs`` in a single call: one ``dot`` process per
batch of cache misses. The SVGs are named by content hash in a directory
shared by all five languages (``worked_example_diagram_dir``, relative to the
output directory), so each diagram is drawn once per build, not once per
language, and a no-change rebuild draws nothing.
"""

from __future__ import annotations

from pathlib import Path

from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment
from sphinx.util import logging

from diagrams.render import drawing_key, render_svgs

logger = logging.getLogger(__name__)


def diagram_dir(app: Sphinx) -> Path:
    directory: str = app.config.worked_example_diagram_dir
    return (Path(app.outdir) / directory).resolve()


def init_env(app: Sphinx, env: BuildEnvironment, docnames: object = None) -> None:
    if not hasattr(env, "worked_example_dots"):
        env.worked_example_dots = {}  # type: ignore[attr-defined]
    if not hasattr(env, "worked_example_svgs"):
        env.worked_example_svgs = {}  # type: ignore[attr-defined]


def purge_doc(app: Sphinx, env: BuildEnvironment, docname: str) -> None:
    init_env(app, env)
    env.worked_example_dots.pop(docname, None)  # type: ignore[attr-defined]


def merge_info(
    app: Sphinx, env: BuildEnvironment, docnames: set[str], other: BuildEnvironment
) -> None:
    init_env(app, env)
    for docname in docnames:
        dots = getattr(other, "worked_example_dots", {}).get(docname)
        if dots:
            env.worked_example_dots[docname] = dots  # type: ignore[attr-defined]


def render_diagrams(app: Sphinx, env: BuildEnvironment) -> list[str]:
    """Draw every diagram of the environment with one call to ``render_svgs``."""
    init_env(app, env)
    if app.builder.format != "html":
        return []
    dots: dict[str, list[str]] = env.worked_example_dots  # type: ignore[attr-defined]
    sources = sorted({dot for page in dots.values() for dot in page})
    if not sources:
        env.worked_example_svgs = {}  # type: ignore[attr-defined]
        return []
    try:
        paths = render_svgs(sources, diagram_dir(app))
    except Exception as error:
        logger.warning(
            "[worked-example] drawing %d diagrams with Graphviz failed: %s",
            len(sources),
            error,
            type="worked-example",
            subtype="render",
        )
        # Saved with the environment: the next build reads these pages again
        # and draws their diagrams, or fails the same way.
        env.reread_always.update(dots)
        return []
    env.worked_example_svgs = {  # type: ignore[attr-defined]
        drawing_key(dot): str(path) for dot, path in zip(sources, paths, strict=True)
    }
    return []
