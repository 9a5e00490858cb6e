"""Game data in YAML, read with the safe loader into frozen typed records.

Every error names the file, the line and the field::

    data/lodge/amenities.yaml:41: points: expected an integer, got str 'three'

A record type is a frozen dataclass; its type hints are the schema (``str``, ``int``,
``float``, ``bool``, ``Literal[...]``, ``tuple[X, ...]``, ``X | None``, nested dataclasses,
``dict[str, X]``). Unknown keys (top-level ones too), missing keys and wrong types are
errors; numbers are range-checked (``Annotated[int, Range(1, 9)]``, and every number
within ``DEFAULT_RANGE``); references between files are checked with ``check_refs``. Ids
are strings (write them quoted: YAML 1.1 reads a bare ``NO`` as false, which the loader
reports as a type error).
"""

from __future__ import annotations

import dataclasses
import functools
import math
import types
import typing
from collections.abc import Iterable
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar, Union

import yaml

from .files import FileRefused, read_regular_file

T = TypeVar("T")

PROVENANCE = ("printed", "proposed")
"""``provenance: proposed`` marks a value that is our design, not the printed game."""


class DataError(ValueError):
    """A data file is broken; the message reads ``file:line: field: what is wrong``."""

    def __init__(self, file: str, line: int | None, field: str, message: str):
        where = f"{file}:{line}" if line else file
        super().__init__(f"{where}: {field}: {message}" if field else f"{where}: {message}")
        self.file, self.line, self.field, self.detail = file, line, field, message


class _Map(dict):
    """A mapping that remembers the line of itself and of each key (1-based)."""

    line: int = 0
    key_lines: dict


class _List(list):
    line: int = 0
    item_lines: list


class _Loader(yaml.SafeLoader):
    """The safe loader, recording line numbers and refusing duplicate keys."""


class _NumberTooLong(Exception):
    """An integer beyond Python's digit limit, on ``line``; ``field`` is filled in by the
    mappings and lists around it as the error passes up (``bonuses[2].count``)."""

    def __init__(self, line: int, digits: int, field: str = ""):
        super().__init__(line, digits, field)
        self.line, self.digits, self.field = line, digits, field

    def inside(self, part: str) -> _NumberTooLong:
        field = f"{part}{'' if self.field.startswith('[') or not self.field else '.'}{self.field}"
        return _NumberTooLong(self.line, self.digits, field)


def _construct_int(loader: _Loader, node: yaml.ScalarNode) -> int:
    """YAML's integer, with a number of thousands of digits (beyond what Python converts)
    reported on its line instead of as ``ValueError: Exceeds the limit...``."""
    try:
        return int(yaml.constructor.SafeConstructor.construct_yaml_int(loader, node))
    except ValueError as exc:
        if "digits" not in str(exc):
            raise
        digits = sum(ch.isdigit() for ch in str(node.value))
        raise _NumberTooLong(node.start_mark.line + 1, digits) from exc


def _construct_mapping(loader: _Loader, node: yaml.MappingNode) -> _Map:
    loader.flatten_mapping(node)
    out = _Map()
    out.line = node.start_mark.line + 1
    out.key_lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if key in out:
            raise DataError(loader.name, key_node.start_mark.line + 1, str(key), "duplicate key")
        try:
            out[key] = loader.construct_object(value_node, deep=True)
        except _NumberTooLong as exc:
            raise exc.inside(str(key)) from None
        out.key_lines[key] = value_node.start_mark.line + 1
    return out


def _construct_sequence(loader: _Loader, node: yaml.SequenceNode) -> _List:
    out = _List()
    for index, child in enumerate(node.value):
        try:
            out.append(loader.construct_object(child, deep=True))
        except _NumberTooLong as exc:
            raise exc.inside(f"[{index}]") from None
    out.line = node.start_mark.line + 1
    out.item_lines = [child.start_mark.line + 1 for child in node.value]
    return out


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_sequence)
_Loader.add_constructor("tag:yaml.org,2002:int", _construct_int)


def read_yaml(path: Path, label: str | None = None) -> Any:
    """Parse a YAML file safely; syntax errors become ``DataError`` with the line."""
    name = label or str(path)
    try:  # a regular file only, and a bounded read: a pipe or /dev/zero cannot hang us
        text = read_regular_file(Path(path), MAX_YAML_BYTES).decode("utf-8-sig")
    except FileRefused as exc:
        raise DataError(name, None, "", f"cannot read the file (it is {exc})") from exc
    except OSError as exc:
        raise DataError(name, None, "", f"cannot read the file ({exc.strerror or exc})") from exc
    except UnicodeDecodeError as exc:
        raise DataError(name, None, "", "the file is not UTF-8 text") from exc
    loader = None
    try:
        loader = _Loader(text)  # the reader checks every character here (a NUL byte fails)
        loader.name = name
        return loader.get_single_data()
    except DataError:
        raise
    except _NumberTooLong as exc:
        raise DataError(
            name,
            exc.line,
            exc.field,
            f"the number is too large ({exc.digits:,} digits; "
            f"no value in the data is beyond {DEFAULT_LIMIT:,})",
        ) from None
    except yaml.reader.ReaderError as exc:
        line = text.count("\n", 0, exc.position) + 1
        code = (
            exc.character if isinstance(exc.character, int) else ord(str(exc.character)[:1] or "?")
        )
        what = "a NUL byte" if code == 0 else f"the character U+{code:04X}"
        raise DataError(name, line, "", f"{what} is not allowed in a YAML file") from exc
    except RecursionError as exc:
        raise DataError(name, None, "", "YAML: nested too deeply") from exc
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        at = mark.line + 1 if mark else None
        raise DataError(name, at, "", f"YAML syntax: {exc.problem or exc.context}") from exc
    except yaml.YAMLError as exc:
        raise DataError(name, None, "", f"YAML: {exc}") from exc
    finally:
        if loader is not None:
            loader.dispose()


def load_records(
    path: Path,
    cls: type[T],
    key: str | None = None,
    label: str | None = None,
    *,
    also: tuple[str, ...] = (),
) -> tuple[T, ...]:
    """Read a file holding a list of ``cls`` records (or a mapping with that list at ``key``;
    ``also`` names the file's other top-level keys, read by other calls)."""
    return load_records_with_lines(path, cls, key, label, also=also)[0]


def load_records_with_lines(
    path: Path,
    cls: type[T],
    key: str | None = None,
    label: str | None = None,
    *,
    also: tuple[str, ...] = (),
) -> tuple[tuple[T, ...], tuple[int, ...]]:
    """``load_records`` plus the line each record starts on (for ``check_refs`` messages).

    With ``key``, any other top-level key is an error (a misspelt section would otherwise
    be ignored), unless the file is read in parts and ``also`` names it."""
    name = label or _label(path)
    data = read_yaml(path, name)
    if key is not None:
        if not isinstance(data, dict) or key not in data:
            raise DataError(name, getattr(data, "line", 1), key, "missing")
        check_top_level(data, (key, *also), name)
        data = data[key]
    if not isinstance(data, list):
        raise DataError(name, getattr(data, "line", 1), key or "", "expected a list of records")
    lines = tuple(getattr(data, "item_lines", [0] * len(data)))
    records = tuple(
        build(cls, item, name, f"{key or 'item'}[{i}]", lines[i]) for i, item in enumerate(data)
    )
    return records, lines


def check_top_level(data: dict, known: Iterable[str], file: str) -> None:
    """Every top-level key of ``data`` is one of ``known``; ``DataError`` names the first
    that is not, on its line."""
    allowed = tuple(known)
    key_lines = getattr(data, "key_lines", {})
    for top in data:
        if top not in allowed:
            raise DataError(
                file,
                key_lines.get(top),
                str(top),
                f"unknown top-level key (known: {', '.join(allowed)})",
            )


def load_record(path: Path, cls: type[T], label: str | None = None) -> T:
    """Read a file holding exactly one ``cls`` record (a mapping)."""
    name = label or _label(path)
    return build(cls, read_yaml(path, name), name, "", 1)


def build(tp: Any, data: Any, file: str, field: str, line: int | None) -> Any:
    """Check ``data`` against type ``tp`` and build the typed value."""
    line = getattr(data, "line", None) or line
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if tp is Any:
        return _freeze(data)
    if origin is Annotated:
        value = build(args[0], data, file, field, line)
        for bound in args[1:]:
            if isinstance(bound, Range):
                bound.check(value, file, line, field)
        return value
    if origin in (Union, types.UnionType):
        if data is None and type(None) in args:
            return None
        options = [a for a in args if a is not type(None)]
        if len(options) == 1:
            return build(options[0], data, file, field, line)
        for option in options:
            try:
                return build(option, data, file, field, line)
            except DataError:
                continue
        raise DataError(file, line, field, f"expected {_names(options)}, got {_kind(data)}")
    if origin is Literal:
        if data not in args:
            allowed = ", ".join(repr(a) for a in args)
            raise DataError(file, line, field, f"expected one of {allowed}, got {data!r}")
        return data
    scalar = _scalar(tp, data)
    if scalar is not _NOT_SCALAR:
        if scalar is _WRONG:
            raise DataError(file, line, field, f"expected {_names([tp])}, got {_kind(data)}")
        if tp in (int, float):
            DEFAULT_RANGE.check(scalar, file, line, field)
        return scalar
    if origin in (tuple, frozenset, list):
        if not isinstance(data, list):
            raise DataError(file, line, field, f"expected a list, got {_kind(data)}")
        lines = getattr(data, "item_lines", [line] * len(data))
        if origin is tuple and args and args[-1] is not Ellipsis:
            if len(args) != len(data):
                raise DataError(file, line, field, f"expected {len(args)} items, got {len(data)}")
            return tuple(
                build(a, d, file, f"{field}[{i}]", lines[i])
                for i, (a, d) in enumerate(zip(args, data))
            )
        item = args[0] if args else Any
        items = [build(item, d, file, f"{field}[{i}]", lines[i]) for i, d in enumerate(data)]
        return frozenset(items) if origin is frozenset else tuple(items)
    if origin is dict:
        if not isinstance(data, dict):
            raise DataError(file, line, field, f"expected a mapping, got {_kind(data)}")
        key_tp, val_tp = args or (Any, Any)
        key_lines = getattr(data, "key_lines", {})
        return {
            build(key_tp, k, file, f"{field}.{k}", key_lines.get(k, line)): build(
                val_tp, v, file, f"{field}.{k}" if field else str(k), key_lines.get(k, line)
            )
            for k, v in data.items()
        }
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _build_record(tp, data, file, field, line)
    raise DataError(file, line, field, f"unsupported schema type {tp!r}")


def _build_record(cls: type, data: Any, file: str, field: str, line: int | None) -> Any:
    if not isinstance(data, dict):
        raise DataError(
            file, line, field, f"expected a mapping ({cls.__name__}), got {_kind(data)}"
        )
    hints = _hints(cls)
    key_lines = getattr(data, "key_lines", {})
    fields = {f.name: f for f in dataclasses.fields(cls) if f.init}
    for key in data:
        if key not in fields:
            known = ", ".join(fields)
            raise DataError(
                file, key_lines.get(key, line), _join(field, key), f"unknown field (known: {known})"
            )
    kwargs = {}
    for name, f in fields.items():
        if name in data:
            kwargs[name] = build(
                hints[name], data[name], file, _join(field, name), key_lines.get(name, line)
            )
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise DataError(file, line, _join(field, name), "missing")
    try:
        return cls(**kwargs)
    except (ValueError, TypeError) as exc:  # a record's own __post_init__ validation
        raise DataError(file, line, field or cls.__name__, str(exc)) from exc


def check_refs(
    records: Iterable[Any],
    attr: str,
    known: Iterable[str],
    file: str,
    lines: tuple[int, ...] | None = None,
    what: str = "id",
) -> None:
    """Every ``record.attr`` (a string or a collection of strings) must be one of ``known``."""
    known_set = set(known)
    for index, record in enumerate(records):
        values = getattr(record, attr)
        for value in values if isinstance(values, (tuple, list, frozenset)) else (values,):
            if value is not None and value not in known_set:
                line = lines[index] if lines else None
                raise DataError(file, line, attr, f"unknown {what} {value!r} (record {index + 1})")


def check_unique(
    records: Iterable[Any], attr: str, file: str, lines: tuple[int, ...] | None = None
) -> None:
    """No two records share ``record.attr``."""
    seen: set = set()
    for index, record in enumerate(records):
        value = getattr(record, attr)
        if value in seen:
            line = lines[index] if lines else None
            raise DataError(file, line, attr, f"duplicate {attr} {value!r}")
        seen.add(value)


@dataclasses.dataclass(frozen=True)
class Range:
    """Bounds of a number field, written in the schema as ``Annotated[int, Range(1, 9)]``
    (either bound may be ``None``). Every number also stays within ``DEFAULT_RANGE``."""

    min: float | None = None
    max: float | None = None

    def check(self, value: Any, file: str, line: int | None, field: str) -> None:
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            return
        if isinstance(value, float) and not math.isfinite(value):
            raise DataError(file, line, field, f"expected a finite number, got {value}")
        if self.min is not None and value < self.min:
            raise DataError(
                file, line, field, f"must be at least {_num(self.min)}, got {_num(value)}"
            )
        if self.max is not None and value > self.max:
            raise DataError(
                file, line, field, f"must be at most {_num(self.max)}, got {_num(value)}"
            )


Count = Annotated[int, Range(0, 1_000)]
"""How many of a component the box holds (never a thousand of one thing)."""
PositiveCount = Annotated[int, Range(1, 1_000)]
"""A count that must be at least one (tiles of a colour, copies of a card)."""
Dimension = Annotated[int, Range(1, 64)]
"""A size on a board or grid: floors, rows, columns, width, height, a 1-based position."""
Turns = Annotated[int, Range(1, 1_000)]
"""How many rounds, turns or games something lasts."""

DEFAULT_LIMIT = 100_000
DEFAULT_RANGE = Range(-DEFAULT_LIMIT, DEFAULT_LIMIT)
"""The ceiling of every number in the data, whatever its schema says: no component count
or value comes near it, and ``count: 10**30`` is refused instead of hanging the game."""

MAX_YAML_BYTES = 2_000_000
"""No data file of ours is near this size."""


def _num(value: float) -> str:
    text = f"{value:,}" if isinstance(value, int) else f"{value:g}"
    return text if len(text) <= 24 else f"{text[:20]}…"


_NOT_SCALAR = object()
_WRONG = object()


def _scalar(tp: Any, data: Any) -> Any:
    if tp is bool:
        return data if isinstance(data, bool) else _WRONG
    if tp is int:
        return data if isinstance(data, int) and not isinstance(data, bool) else _WRONG
    if tp is float:
        ok = isinstance(data, (int, float)) and not isinstance(data, bool)
        return float(data) if ok else _WRONG
    if tp is str:
        return str(data) if isinstance(data, str) else _WRONG
    return _NOT_SCALAR


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, include_extras=True)  # keeps Annotated ranges


def _freeze(data: Any) -> Any:
    if isinstance(data, list):
        return tuple(_freeze(d) for d in data)
    if isinstance(data, dict):
        return {k: _freeze(v) for k, v in data.items()}
    return data


def _join(field: str, name: str) -> str:
    return f"{field}.{name}" if field else name


def _names(types_: Iterable[Any]) -> str:
    words = {bool: "true or false", int: "an integer", float: "a number", str: "a string"}
    return " or ".join(words.get(t, getattr(t, "__name__", str(t))) for t in types_)


def _kind(data: Any) -> str:
    if data is None:
        return "nothing"
    if isinstance(data, bool):
        return f"{str(data).lower()} (quote it if it is a name or id)"
    if isinstance(data, dict):
        return "a mapping"
    if isinstance(data, list):
        return "a list"
    return f"{type(data).__name__} {data!r}"


def _label(path: Path) -> str:
    """``data/lodge/rooms.yaml`` rather than an absolute path, when the file is ours."""
    path = Path(path)
    parts = path.parts
    if "data" in parts:
        return "/".join(parts[len(parts) - 1 - parts[::-1].index("data") :])
    return str(path)
