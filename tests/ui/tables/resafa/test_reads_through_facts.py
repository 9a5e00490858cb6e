"""Resafa's table reads the position through ``tabletop.games.resafa.facts``, never the
state's own fields (as Summer Nine's table does).

The rule, checked on the source of every module of ``tabletop/ui/tables/resafa/`` with
``ast``: a *state member* is a field of one of the dataclasses in
``tabletop/games/resafa/state.py`` (``ResafaState``, ``Player``, ``Task``, ...) or a public
property or method defined on one of them (``task``, ``tokens``, ``player``, ...). An
expression *holds state* when it is

- a name ``view`` or ``state`` (what a hook or a helper is handed), or any attribute
  ``<expr>.view`` / ``<expr>.state`` (``self.view``, ``c.view``, ``self.match.state``);
- a state member, an item or a slice read from an expression that holds state
  (``view.players``, ``view.players[seat]``);
- a name bound anywhere in the same module (assignment, ``for`` or comprehension target,
  ``with ... as``, walrus) from an expression that holds state (``p = view.players[i]``,
  ``for p in view.players``, ``task = view.task``); or a parameter annotated with a state
  class.

Reading a state member from an expression that holds state fails the test. The view
itself is only handed on — to ``facts`` functions, to the engine — which is how the table
learns what to show: ``facts.seat(view, i).hand``, ``facts.task(view)``, never
``view.players[i].hand`` or ``view.task``. The binding rule is by module and not by
scope, so it errs on the side of flagging."""

from __future__ import annotations

import ast
import dataclasses
import inspect
import pathlib

from tabletop.games.resafa import state as resafa_state
from tabletop.ui.tables import resafa as resafa_table

HOLDER_NAMES = {"view", "state"}


def state_classes() -> list[type]:
    return [
        obj
        for obj in vars(resafa_state).values()
        if inspect.isclass(obj)
        and dataclasses.is_dataclass(obj)
        and obj.__module__ == resafa_state.__name__
    ]


def state_members() -> set[str]:
    names: set[str] = set()
    for cls in state_classes():
        names |= {f.name for f in dataclasses.fields(cls)}
        names |= {n for n in vars(cls) if not n.startswith("_")}
    return names


def _targets(node: ast.AST) -> list[ast.expr]:
    if isinstance(node, ast.Assign):
        return list(node.targets)
    if isinstance(node, (ast.AnnAssign, ast.AugAssign, ast.NamedExpr)):
        return [node.target]
    if isinstance(node, (ast.For, ast.comprehension)):
        return [node.target]
    if isinstance(node, ast.withitem) and node.optional_vars is not None:
        return [node.optional_vars]
    return []


def _source(node: ast.AST) -> ast.expr | None:
    if isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign, ast.NamedExpr)):
        return node.value
    if isinstance(node, (ast.For, ast.comprehension)):
        return node.iter
    if isinstance(node, ast.withitem):
        return node.context_expr
    return None


def _names(target: ast.expr) -> list[str]:
    """The names a target binds (``p``, ``a, b``, ``*rest``; not ``self.x`` or ``d[k]``)."""
    if isinstance(target, ast.Name):
        return [target.id]
    if isinstance(target, (ast.Tuple, ast.List)):
        return [name for item in target.elts for name in _names(item)]
    if isinstance(target, ast.Starred):
        return _names(target.value)
    return []


class Reads:
    """The reads of state members in one module's tree."""

    def __init__(self, tree: ast.Module, members: set[str], classes: set[str]):
        self.members = members
        self.held = set(HOLDER_NAMES)
        for node in ast.walk(tree):
            if isinstance(node, ast.arg) and node.annotation is not None:
                words = {n.id for n in ast.walk(node.annotation) if isinstance(n, ast.Name)}
                if isinstance(node.annotation, ast.Constant):
                    words |= set(str(node.annotation.value).replace("|", " ").split())
                if words & classes:
                    self.held.add(node.arg)
        changed = True
        while changed:  # names bound from what holds state hold state too
            changed = False
            for node in ast.walk(tree):
                source = _source(node)
                if source is None or not self.holds(source):
                    continue
                for target in _targets(node):
                    for name in _names(target):
                        if name not in self.held:
                            self.held.add(name)
                            changed = True
        self.tree = tree

    def holds(self, node: ast.AST) -> bool:
        if isinstance(node, ast.Name):
            return node.id in self.held
        if isinstance(node, ast.Attribute):
            if node.attr in HOLDER_NAMES:
                return True
            return node.attr in self.members and self.holds(node.value)
        if isinstance(node, (ast.Subscript, ast.Starred)):
            return self.holds(node.value)
        if isinstance(node, ast.Call):  # getattr(view, "task") and the like
            return (
                isinstance(node.func, ast.Name)
                and node.func.id == "getattr"
                and bool(node.args)
                and self.holds(node.args[0])
            )
        return False

    def found(self) -> list[tuple[int, str]]:
        out = []
        for node in ast.walk(self.tree):
            if (
                isinstance(node, ast.Attribute)
                and node.attr in self.members
                and self.holds(node.value)
            ):
                out.append((node.lineno, ast.unparse(node)))
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("getattr", "hasattr")
                and len(node.args) >= 2
                and isinstance(node.args[1], ast.Constant)
                and node.args[1].value in self.members
                and self.holds(node.args[0])
            ):
                out.append((node.lineno, ast.unparse(node)))
        return sorted(set(out))


def package_files() -> list[pathlib.Path]:
    return sorted(pathlib.Path(resafa_table.__file__).parent.glob("*.py"))


def test_the_rule_sees_the_reads_it_is_meant_to_see():
    source = (
        "def f(view, c, q: 'Player | None'):\n"
        "    p = view.players[0]\n"
        "    task = c.view.task\n"
        "    for w in p.workshops:\n"
        "        w.x\n"
        "    return p.hand, task.kind, q.coins, getattr(view, 'phase'), facts.seat(view, 0).hand\n"
    )
    classes = {c.__name__ for c in state_classes()}
    found = {text for _, text in Reads(ast.parse(source), state_members(), classes).found()}
    assert found == {
        "view.players",
        "c.view.task",
        "p.workshops",
        "w.x",
        "p.hand",
        "task.kind",
        "q.coins",
        "getattr(view, 'phase')",
    }


def test_the_table_reads_no_state_field():
    members = state_members()
    classes = {c.__name__ for c in state_classes()}
    assert {"players", "phase", "hand", "task", "tokens"} <= members
    reads = []
    for path in package_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        reads += [
            f"{path.name}:{line}: {text}" for line, text in Reads(tree, members, classes).found()
        ]
    assert not reads, "state read directly (use tabletop.games.resafa.facts):\n" + "\n".join(reads)
