"""The benchmark's yardstick plays the engine's rounds, move for move.

``tests/benchmarks/folded_playout.py`` folds a random round into one
function; its ratio to ``dominoes`` means something only while it plays the
same rounds as the engine. A change to the rules that reaches one and not
the other fails here.
"""

from __future__ import annotations

import pytest
from folded_playout import agree

import engine


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("rules", [engine.FIVE_UP, engine.ALL_FIVES], ids=lambda r: r.name)
def test_the_folded_rounds_are_the_engines(rules: engine.Rules, players: int) -> None:
    agree(rules, players, rounds=300)
