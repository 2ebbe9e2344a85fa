"""Rules engine for Five Up, All Fives and Up or Down?

Pure Python: nothing here imports Sphinx or Graphviz.

>>> import engine
>>> engine.Tile.parse("[4|1]")
Tile.parse('[1|4]')
>>> layout = engine.Layout(engine.FIVE_UP)
>>> layout.push("[1|4]").move
Move.parse('[1|4]')
"""

from engine.errors import (
    EngineError,
    IllegalMoveError,
    NotationError,
    PlayerCountError,
    UnknownGameError,
)
from engine.explain import MoveError, Position, Step, explain, positions, snapshot
from engine.layout import (
    AttachmentPoint,
    Connection,
    Contribution,
    Layout,
    Placement,
    points_for,
)
from engine.rules import ALL_FIVES, FIVE_UP, GAMES, Rules, find_rules
from engine.tiles import DOUBLE_SIX, Move, Slot, Tile

__all__ = [
    "ALL_FIVES",
    "DOUBLE_SIX",
    "FIVE_UP",
    "GAMES",
    "AttachmentPoint",
    "Connection",
    "Contribution",
    "EngineError",
    "IllegalMoveError",
    "Layout",
    "Move",
    "MoveError",
    "NotationError",
    "Placement",
    "PlayerCountError",
    "Position",
    "Rules",
    "Slot",
    "Step",
    "Tile",
    "UnknownGameError",
    "explain",
    "find_rules",
    "points_for",
    "positions",
    "snapshot",
]
