"""Every test module with a module-scoped fixture marks itself, so the suite runs it first."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def module_scoped(tree: ast.Module) -> bool:
    return any(
        isinstance(keyword.value, ast.Constant)
        and keyword.arg == "scope"
        and keyword.value.value == "module"
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        for keyword in node.keywords
    )


def marked(tree: ast.Module, name: str) -> bool:
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "pytestmark" for t in node.targets
        ):
            return f'xdist_group("{name}")' in ast.unparse(node.value).replace("'", '"')
    return False


def test_each_module_that_builds_once_is_marked_to_run_first() -> None:
    unmarked = []
    for path in sorted(TESTS.rglob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        name = path.relative_to(TESTS.parent).as_posix()
        if module_scoped(tree) and not marked(tree, name):
            unmarked.append(name)
    assert unmarked == []
    assert marked(ast.parse('pytestmark = pytest.mark.xdist_group("a.py")'), "a.py")
    assert not module_scoped(ast.parse("@pytest.fixture\ndef f(): pass"))
