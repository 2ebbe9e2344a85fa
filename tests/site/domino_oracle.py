"""An outside oracle of the placements a hand has: every tile tried at every slot.

The site's ``data-options`` (walkthrough turns, "your move" exercises) come
from ``Layout.legal_moves_of``; this finds them another way, by trying each
tile of the hand at each slot of each placed tile on a copy of the layout
and keeping what ``Layout.push`` accepts, with the raw points it scores.
"""

from __future__ import annotations

import engine


def every_option(layout: engine.Layout, hand: list[engine.Tile]) -> dict[str, int]:
    """Every placement of every tile of ``hand`` (explain's notation), with its raw points."""
    if not len(layout):
        candidates = [engine.Move(tile) for tile in hand]
    else:
        candidates = [
            engine.Move(tile, target, slot)
            for tile in hand
            for target in layout.tiles
            for slot in engine.Slot
        ]
    found = {}
    for move in candidates:
        trial = layout.copy()
        try:
            found[str(move)] = trial.push(move).points
        except engine.IllegalMoveError:
            continue
    return found
