"""The engine's shape: values that hash, settings said outright, no import cycles."""

from __future__ import annotations

import ast
import dataclasses
from fractions import Fraction
from pathlib import Path

import engine
from engine.match import Match
from engine.players import FirstMovePlayer
from engine.round import Deal

ENGINE = Path(engine.__file__).parent


def test_rules_are_hashable_values() -> None:
    assert {engine.FIVE_UP: 1, engine.ALL_FIVES: 2}[engine.find_rules("all-fives")] == 2
    twin = dataclasses.replace(engine.FIVE_UP)
    assert twin == engine.FIVE_UP and hash(twin) == hash(engine.FIVE_UP)
    assert engine.FIVE_UP.tiles_per_player(3) == 5 and engine.ALL_FIVES.target(2) == 250


def test_winning_at_once_is_a_setting_of_its_own() -> None:
    """All Fives' settlement with Five Up's way of ending a match: play on to settling."""
    deal = Deal.parse(["[0|5] [1|1]", "[2|3] [4|4]"], "", opener=0)
    for at_once, end in ((True, "target"), (False, "blocked")):
        rules = dataclasses.replace(engine.ALL_FIVES, wins_at_once=at_once)
        match = Match(rules, [FirstMovePlayer(), FirstMovePlayer()], scores=[245, 0])
        record = match.play_round(deal)
        assert (record.end, match.winners) == (end, [0]), at_once
        assert (record.scores[0] == Fraction(250)) == at_once  # settled on top, or not


def module_imports(path: Path) -> set[str]:
    """The engine modules a module imports, wherever the import statement is."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        else:
            continue
        found |= {n for n in names if n.startswith("engine.")}
    return found


def test_the_engine_modules_import_each_other_without_cycles() -> None:
    modules = {
        "engine." + ".".join(p.relative_to(ENGINE).with_suffix("").parts): p
        for p in ENGINE.rglob("*.py")
        if p.name != "__init__.py"
    }
    graph = {name: module_imports(path) & modules.keys() for name, path in modules.items()}

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        return any(
            n == goal or (n not in seen and reaches(n, goal, seen | {n})) for n in graph[start]
        )

    cycles = sorted(name for name in graph if reaches(name, name, {name}))
    assert cycles == []
    assert "engine.round" in graph["engine.players"]  # the player reads the round


def test_a_connection_names_the_parent_and_the_child() -> None:
    layout = engine.Layout(engine.FIVE_UP)
    layout.push("[1|4]")
    layout.push("[4|6] on [1|4] high")
    (connection,) = layout.connections
    assert (connection.parent, connection.parent_slot) == (engine.Tile.of(1, 4), engine.Slot.HIGH)
    assert (connection.child, connection.child_slot) == (engine.Tile.of(4, 6), engine.Slot.LOW)
    step = engine.explain(engine.FIVE_UP, ["[1|4]", "[4|6] on [1|4] high"])[-1]
    assert step.to_json()["connections"] == [
        {"tile": "[1|4]", "slot": "high", "to": "[4|6]", "to_slot": "low"}
    ]
