"""The seeds' worked examples as frames, shared by the tests and the regenerator.

``golden/seed-sequences.json`` holds the moves of every seed sequence (the
same sequences as the engine's ``seed-examples.json``); each step of each
sequence is one frame with one golden DOT file in ``golden/dot/``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import engine

HERE = Path(__file__).parent
GOLDEN = HERE / "golden"
GOLDEN_DOT = GOLDEN / "dot"


def seed_sequences() -> list[dict[str, object]]:
    with open(GOLDEN / "seed-sequences.json", encoding="utf-8") as source:
        sequences: list[dict[str, object]] = json.load(source)
    return sequences


def frames() -> list[tuple[str, engine.Step]]:
    """Every frame of every seed sequence, with the name of its golden file."""
    found = []
    for sequence in seed_sequences():
        game = str(sequence["game"])
        slug = re.sub(r"[^a-z0-9]+", "-", str(sequence["name"]).lower()).strip("-")
        moves = [str(move) for move in sequence["moves"]]  # type: ignore[attr-defined]
        for number, step in enumerate(engine.explain(engine.find_rules(game), moves), 1):
            found.append((f"{game}--{slug}--{number:02d}.dot", step))
    return found
