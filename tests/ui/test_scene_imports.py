"""Scenes reach each other through the navigator (``ctx.nav``), never by importing each
other: no module under ``tabletop/ui/scenes/`` or ``tabletop/ui/tables/`` imports a scene
module (``scenes/common.py`` is shared helpers), and the app's own modules form no import
cycle (imports inside functions and under ``TYPE_CHECKING`` count). The games' table
packages (``tables/<id>/``) are checked for cycles through the base only: their own
drawing modules are theirs to untangle."""

from __future__ import annotations

import ast
from pathlib import Path

import tabletop.ui

UI = Path(tabletop.ui.__file__).parent
SCENES = {f"tabletop.ui.scenes.{p.stem}" for p in (UI / "scenes").glob("*.py")} - {
    "tabletop.ui.scenes.__init__",
    "tabletop.ui.scenes.common",
    "tabletop.ui.scenes.replay_log",
    "tabletop.ui.scenes.replay_marks",
    "tabletop.ui.scenes.replay_panels",
}
ALLOWED = {"tabletop.ui.app", "tabletop.ui.headless", "tabletop.ui.navigator"}


def modules() -> dict[str, Path]:
    found = {}
    for path in UI.rglob("*.py"):
        parts = list(path.relative_to(UI.parent.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")
                up = up[: len(up) - (node.level - 1)]
                base = ".".join(up + ([node.module] if node.module else []))
            subs = {f"{base}.{a.name}" for a in node.names}
            out |= subs if subs <= set(known) else subs | {base}
    return {m for m in out if m in known and m != name}


def graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imports(name, path, known) for name, path in known.items()}


def game_table(name: str) -> bool:
    parts = name.split(".")
    return len(parts) >= 4 and parts[2] == "tables" and (UI / "tables" / parts[3]).is_dir()


def test_no_scene_module_imports_another_scene():
    for name, targets in graph().items():
        if name in ALLOWED:
            continue
        assert not (targets & SCENES), f"{name} imports {sorted(targets & SCENES)}"


def test_the_app_modules_form_no_import_cycle():
    edges = {n: {t for t in ts if not game_table(t)} for n, ts in graph().items()}
    edges = {n: ts for n, ts in edges.items() if not game_table(n)}
    seen: dict[str, int] = {}  # 1 on the path, 2 done

    def visit(node: str, path: list[str]) -> None:
        seen[node] = 1
        for target in edges.get(node, ()):
            assert seen.get(target) != 1, " -> ".join(path + [target])
            if target not in seen:
                visit(target, path + [target])
        seen[node] = 2

    for node in edges:
        if node not in seen:
            visit(node, [node])
