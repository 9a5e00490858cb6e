"""No import circle anywhere in ``tabletop/``: the modules' imports, read from their
source, form no cycle. Every import counts — at the top, inside a function, or under
``TYPE_CHECKING`` — so a circle cannot hide behind a late or type-only import; importing
``pkg.sub`` counts as importing ``pkg`` too (its ``__init__`` runs first)."""

from __future__ import annotations

import ast
from pathlib import Path

import tabletop

ROOT = Path(tabletop.__file__).parent


def modules() -> dict[str, tuple[Path, bool]]:
    """Every module of the tree by dotted name, with its file and whether it is a package."""
    found = {}
    for path in ROOT.rglob("*.py"):
        parts = ("tabletop", *path.relative_to(ROOT).with_suffix("").parts)
        package = parts[-1] == "__init__"
        found[".".join(parts[:-1] if package else parts)] = (path, package)
    return found


def imported(name: str, package: bool, node: ast.Import | ast.ImportFrom, known) -> set[str]:
    """The project's modules an import statement in module ``name`` reaches: ``from pkg
    import x`` reaches the submodule ``pkg.x`` when there is one, else ``pkg`` itself."""
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        if node.level:
            base = name.split(".") if package else name.split(".")[:-1]
            base = base[: len(base) - (node.level - 1)]
            prefix = ".".join(base + ([node.module] if node.module else []))
        else:
            prefix = node.module or ""
        names = [
            f"{prefix}.{alias.name}" if f"{prefix}.{alias.name}" in known else prefix
            for alias in node.names
        ]
    reached = set()
    for target in names:
        while target and target not in known:
            target = target.rpartition(".")[0]
        # importing ``pkg.sub`` runs ``pkg/__init__`` first, unless the importer is inside
        # ``pkg`` (then that package is already being imported)
        while target and target != name and not name.startswith(target + "."):
            reached.add(target)
            target = target.rpartition(".")[0]
    return reached


def import_graph() -> dict[str, set[str]]:
    """Module → the project's modules it imports, wherever the import stands."""
    known = modules()
    graph: dict[str, set[str]] = {}
    for name, (path, package) in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        graph[name] = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                graph[name] |= imported(name, package, node, known)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    out.append(sorted(component))
    return out


def test_the_walk_sees_a_circle_when_there_is_one():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c"]]


def test_the_walk_reads_imports_inside_functions_and_type_checking_blocks():
    source = """
from typing import TYPE_CHECKING
from . import sibling
if TYPE_CHECKING:
    from .typed import Name
def late():
    from tabletop.late import thing
"""
    known = {name: (None, False) for name in ("p.m", "p.sibling", "p.typed", "tabletop.late")}
    reached = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            reached |= imported("p.m", False, node, known)
    assert reached == {"p.sibling", "p.typed", "tabletop.late", "tabletop"}
    assert "tabletop.engine.game" in import_graph()["tabletop.engine.bots"]


def test_no_import_circle_in_tabletop():
    found = circles(import_graph())
    assert not found, "import circles:\n" + "\n".join(" ↔ ".join(c) for c in found)
