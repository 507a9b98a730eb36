"""riftcheck's modules import one another one way only: no module reaches back, however late.

Every import statement counts, at the top of a module, inside a function or under
TYPE_CHECKING: an import delayed into a function still ties the two modules together. The
implicit import of a package's __init__ by its own submodules is Python's, not an arrow.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

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
    assert "riftcheck.engine.run.checker_pool" in graph["riftcheck.engine.run.pipeline"]  # imported inside a function
    assert "riftcheck.games.riftbound.rules.banned" in graph["riftcheck.games.riftbound.rules"]  # `from riftcheck.games.riftbound.rules import banned`


def test_a_circle_of_imports_is_found():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}}
    assert cycles(graph) == [["a", "b", "c"]]


# The layers, top first: a module may import its own layer's package and any layer below, never
# one above (riftcheck/__init__.py and __main__.py belong to the front ends). Names within one
# layer are separate packages that may not import each other unless INSIDE_A_LAYER allows it.
LAYERS = (
    ("riftcheck", "riftcheck.__main__", "riftcheck.cli", "riftcheck.desk"),
    ("riftcheck.api",),
    ("riftcheck.report", "riftcheck.glossary"),
    ("riftcheck.games",),
    ("riftcheck.engine",),
)
# The `desk` command starts the desk; the desk never asks the command line.
INSIDE_A_LAYER = {("riftcheck.cli", "riftcheck.desk"), ("riftcheck.__main__", "riftcheck.cli")}
GAMES = "riftcheck.games"


def _place(module: str) -> tuple[int, str]:
    """The layer of `module` (its index in LAYERS) and the package of that layer it is in."""
    best = None
    for index, layer in enumerate(LAYERS):
        for package in layer:
            if (module == package or module.startswith(package + ".")) and (best is None or len(package) > len(best[1])):
                best = (index, package)
    if best is None:
        raise ValueError(f"{module} is in no layer")
    return best


def _game(module: str) -> str | None:
    """The game package `module` belongs to (riftcheck.games.riftbound), or None."""
    parts = module.split(".")
    return ".".join(parts[:3]) if module.startswith(GAMES + ".") and len(parts) > 2 else None


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    """Every import that points the wrong way, as "importer -> imported: why"."""
    wrong = []
    for module in sorted(graph):
        layer, package = _place(module)
        for imported in sorted(graph[module]):
            other_layer, other_package = _place(imported)
            if other_layer < layer:
                wrong.append(f"{module} -> {imported}: up from {package} to {other_package}")
            elif other_layer == layer and package != other_package and (package, other_package) not in INSIDE_A_LAYER:
                wrong.append(f"{module} -> {imported}: across from {package} to {other_package}")
            elif _game(module) and _game(imported) and _game(module) != _game(imported):
                wrong.append(f"{module} -> {imported}: from one game to another")
            elif _game(module) and imported == GAMES:
                wrong.append(f"{module} -> {imported}: a game asks the registry of games")
    return wrong


def test_every_import_points_down_the_layers():
    assert upward_imports(import_graph()) == []


def test_every_module_is_in_a_layer():
    assert sorted(path.name for path in PACKAGE.glob("*.py")) == ["__init__.py", "__main__.py", "api.py"]
    for module in import_graph():
        _place(module)


def test_an_engine_module_importing_the_command_line_is_found():
    graph = {"riftcheck.engine.verdicts.findings": {"riftcheck.cli.app"}, "riftcheck.cli.app": {"riftcheck.engine.verdicts.findings"}}
    assert upward_imports(graph) == ["riftcheck.engine.verdicts.findings -> riftcheck.cli.app: up from riftcheck.engine to riftcheck.cli"]


def test_a_game_importing_the_api_a_reporter_or_another_game_is_found():
    graph = {"riftcheck.games.mtg.show": {"riftcheck.api", "riftcheck.report.text", "riftcheck.games.riftbound.deck"},
             "riftcheck.api": set(), "riftcheck.report.text": set(), "riftcheck.games.riftbound.deck": set()}
    assert upward_imports(graph) == [
        "riftcheck.games.mtg.show -> riftcheck.api: up from riftcheck.games to riftcheck.api",
        "riftcheck.games.mtg.show -> riftcheck.games.riftbound.deck: from one game to another",
        "riftcheck.games.mtg.show -> riftcheck.report.text: up from riftcheck.games to riftcheck.report",
    ]


def test_the_desk_asking_the_command_line_and_the_glossary_asking_a_reporter_are_found():
    graph = {"riftcheck.desk.server": {"riftcheck.cli.app", "riftcheck.engine.lang"},
             "riftcheck.glossary.render": {"riftcheck.report.text"},
             "riftcheck.cli.app": {"riftcheck.desk.server"}, "riftcheck.engine.lang": set(), "riftcheck.report.text": set()}
    assert upward_imports(graph) == [
        "riftcheck.desk.server -> riftcheck.cli.app: across from riftcheck.desk to riftcheck.cli",
        "riftcheck.glossary.render -> riftcheck.report.text: across from riftcheck.glossary to riftcheck.report",
    ]


def test_a_module_outside_every_layer_is_refused():
    with pytest.raises(ValueError):
        _place("riftcheck_other.module")


def test_every_folder_of_modules_is_a_package():
    # A folder without __init__.py is a namespace package, which setuptools' find leaves out of the wheel.
    folders = {path.parent for path in PACKAGE.rglob("*.py")}
    assert sorted(str(folder.relative_to(PACKAGE)) for folder in folders if not (folder / "__init__.py").exists()) == []


def test_every_game_answers_everything_the_game_interface_asks():
    import typing

    from riftcheck import games

    asked = {name for name in vars(games.Game) if not name.startswith("_")} | set(typing.get_type_hints(games.Game))
    read_by_the_api_itself = {"list_text", "identities"}  # the default game's lists are read by riftcheck.api
    for name in games.names():
        expected = asked - read_by_the_api_itself if name == games.DEFAULT_GAME else asked
        assert sorted(expected - set(vars(games.get(name)))) == [], name


def test_the_game_interface_hands_out_no_untyped_values_and_runs_no_command():
    import inspect

    from riftcheck import games

    source = inspect.getsource(games.Game)
    assert "Any" not in source
    assert "_command" not in source
