"""riftcheck's modules import one another one way only: no module reaches back, however late.

Every import statement counts, at the top of a module, inside a function or under
TYPE_CHECKING: an import delayed into a function still ties the two modules together. The
implicit import of a package's __init__ by its own submodules is Python's, not an arrow.
"""

from __future__ import annotations

import ast
from pathlib import Path

from support import REPO

PACKAGE = REPO / "src" / "riftcheck"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported(name: str, path: Path, known: set[str]) -> set[str]:
    """The riftcheck modules that the module `name` at `path` imports anywhere in its text."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parent, *([node.module] if node.module else [])])
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                found.add(submodule if submodule in known else base)
    return (found & known) - {name}


def import_graph() -> dict[str, set[str]]:
    paths = {_module_name(path): path for path in PACKAGE.rglob("*.py")}
    return {name: _imported(name, path, set(paths)) for name, path in paths.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Each group of modules that import one another in a circle (Tarjan's strongly connected
    components with more than one module), sorted."""
    order: dict[str, int] = {}
    lowest: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        order[module] = lowest[module] = len(order)
        stack.append(module)
        for imported in sorted(graph[module]):
            if imported not in order:
                visit(imported)
                lowest[module] = min(lowest[module], lowest[imported])
            elif imported in stack:
                lowest[module] = min(lowest[module], order[imported])
        if lowest[module] == order[module]:
            group = stack[stack.index(module):]
            del stack[stack.index(module):]
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(graph):
        if module not in order:
            visit(module)
    return sorted(found)


def test_no_riftcheck_module_imports_one_that_imports_it_back():
    graph = import_graph()
    assert cycles(graph) == []


def test_the_walk_sees_imports_inside_functions_and_type_checking_blocks():
    graph = import_graph()
    assert "riftcheck.engine.checker_pool" in graph["riftcheck.engine.pipeline"]  # imported inside a function
    assert "riftcheck.games.riftbound.rules.banned" in graph["riftcheck.games.riftbound.rules"]  # `from riftcheck.games.riftbound.rules import banned`


def test_a_circle_of_imports_is_found():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}}
    assert cycles(graph) == [["a", "b", "c"]]
