"""Golden records of a few seeded games: any change to the rules or the default player shows.

Set ``UPDATE_GOLDEN=1`` to rewrite the files after a deliberate change, then
read the diff before committing it.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest

from engine.cards import Card, play_game

GOLDEN = Path(__file__).parent / "golden"

#: Made-up colour names and table: test data, not the real deck's colours.
COLOURS = ("red", "yellow", "green", "blue", "purple", "grey")

CASES = [(2, 1, False), (4, 7, True), (6, 2026, False)]


def made_up_deck() -> list[Card]:
    chance = random.Random(126)
    return [Card(n, chance.choice(COLOURS)) for n in range(1, 127)]


def record(players: int, seed: int, short: bool) -> dict[str, Any]:
    game = play_game(made_up_deck(), players, seed=seed, short=short)
    return {"seed": seed, "short": short, **game.to_json()}


@pytest.mark.parametrize(("players", "seed", "short"), CASES)
def test_a_seeded_game_matches_its_golden_record(players: int, seed: int, short: bool) -> None:
    path = GOLDEN / f"game-{players}p-seed{seed}{'-short' if short else ''}.json"
    played = record(players, seed, short)
    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.write_text(json.dumps(played, indent=1) + "\n", encoding="utf-8")
    assert played == json.loads(path.read_text(encoding="utf-8"))
