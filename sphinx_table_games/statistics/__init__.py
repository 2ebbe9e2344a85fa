"""Statistics: simulated matches, and a game at a glance.

``simulation.py``: the ``simulation`` directive and the ``simulated`` role
(numbers measured over matches the engine plays, kept between builds);
``facts.py``: the ``facts`` directive, a game's facts box.
"""

from __future__ import annotations

from sphinx.application import Sphinx

from . import facts, simulation

__all__ = ["setup"]


def setup(app: Sphinx) -> None:
    facts.setup(app)
    simulation.setup(app)
