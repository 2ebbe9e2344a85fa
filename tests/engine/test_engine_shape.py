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


def test_only_the_layout_takes_its_own_shortcuts() -> None:
    """One legality model: no engine module but ``layout.py`` reaches into
    another object's private names (methods and attributes the engine defines
    with ``_``) or makes a tuple without its constructor."""
    trees = {path: ast.parse(path.read_text(encoding="utf-8")) for path in ENGINE.rglob("*.py")}
    private = set()
    for tree in trees.values():
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith(
                "_"
            ):
                private.add(node.name)
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id == "self"
                and isinstance(node.ctx, ast.Store)
            ):
                private.add(node.attr)
    private = {name for name in private if name.startswith("_") and not name.endswith("__")}
    assert "_points" in private and "_shown" in private  # the names this test guards
    for path, tree in sorted(trees.items()):
        for node in ast.walk(tree):
            # layout.py's own copies of a layout are Layouts too.
            if (
                isinstance(node, ast.Attribute)
                and node.attr in private
                and path.name != "layout.py"
            ):
                mine = isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")
                assert mine, f"{path.name}:{node.lineno} reaches {node.attr}"
            # tuple.__new__(SomeClass, ...) outside layout.py; a class's own
            # ``cls`` (a named constructor of its own) is its business.
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "__new__"
                and path.name != "layout.py"
                and node.args
                and not (isinstance(node.args[0], ast.Name) and node.args[0].id == "cls")
            ):
                raise AssertionError(f"{path.name}:{node.lineno} bypasses a constructor")


def test_is_legal_agrees_with_the_moves_offered() -> None:
    """``is_legal`` and ``legal_moves_of`` read the same open points: for every
    tile and every slot of every placed tile, at every step of seeded rounds."""
    import random

    from engine.tiles import Move, Slot

    rng = random.Random(7)
    for rules in (engine.FIVE_UP, engine.ALL_FIVES):
        for _ in range(40):
            layout = engine.Layout(rules)
            while True:
                offered = set(layout.legal_moves_of(engine.DOUBLE_SIX))
                candidates = [Move(t) for t in engine.DOUBLE_SIX] + [
                    Move(t, target, slot)
                    for t in engine.DOUBLE_SIX
                    for target in layout.tiles
                    for slot in Slot
                ]
                for move in candidates:
                    assert layout.is_legal(move) == (move in offered), str(move)
                if not offered:
                    break
                layout.push(rng.choice(sorted(offered, key=str)))
