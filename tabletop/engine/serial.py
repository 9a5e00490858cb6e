"""Plain-data round trip for frozen dataclasses, driven by their type hints.

``to_plain`` turns a state (or any value built of dataclasses, tuples, frozensets, dicts
and scalars) into JSON-able data; ``from_plain(cls, data)`` rebuilds it, converting lists
back to tuples and checking types on the way, so a hand-edited or damaged save fails with a
message that names the field instead of producing a half-built state.
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from typing import Any, Literal, Union


class PlainDataError(ValueError):
    """Data does not fit the type it is being read into; ``path`` says where."""

    def __init__(self, path: str, message: str):
        super().__init__(f"{path or '(top)'}: {message}")
        self.path = path
        self.message = message


def to_plain(value: Any) -> Any:
    """JSON-able data for a value made of dataclasses, tuples, sets, dicts and scalars."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_plain(getattr(value, f.name)) for f in _fields(type(value))}
    if isinstance(value, (tuple, list)):
        return [to_plain(v) for v in value]
    if isinstance(value, frozenset | set):
        return sorted((to_plain(v) for v in value), key=repr)
    if isinstance(value, dict):
        return {str(k): to_plain(v) for k, v in value.items()}
    raise TypeError(f"cannot turn {type(value).__name__} into plain data")


@functools.cache
def _fields(cls: type) -> tuple[dataclasses.Field, ...]:
    return tuple(f for f in dataclasses.fields(cls) if f.init)


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def from_plain(tp: Any, data: Any, path: str = "") -> Any:
    """Rebuild a value of type ``tp`` from plain data; raises ``PlainDataError``."""
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if tp is Any:
        return _freeze(data)
    if tp is type(None):
        if data is not None:
            raise PlainDataError(path, f"expected nothing (null), got {_kind(data)}")
        return None
    if origin in (Union, types.UnionType):
        if data is None and type(None) in args:
            return None
        errors = []
        for arg in args:
            if arg is type(None):
                continue
            try:
                return from_plain(arg, data, path)
            except PlainDataError as exc:
                errors.append(exc.message)
        raise PlainDataError(path, " or ".join(errors) or "no type fits")
    if origin is Literal:
        if data not in args:
            raise PlainDataError(path, f"expected one of {list(args)}, got {data!r}")
        return data
    if tp is bool:
        if not isinstance(data, bool):
            raise PlainDataError(path, f"expected true or false, got {_kind(data)}")
        return data
    if tp is int:
        if isinstance(data, bool) or not isinstance(data, int):
            raise PlainDataError(path, f"expected an integer, got {_kind(data)}")
        return data
    if tp is float:
        if isinstance(data, bool) or not isinstance(data, (int, float)):
            raise PlainDataError(path, f"expected a number, got {_kind(data)}")
        return float(data)
    if tp is str:
        if not isinstance(data, str):
            raise PlainDataError(path, f"expected a string, got {_kind(data)}")
        return data
    if origin in (tuple, frozenset, list):
        if not isinstance(data, (list, tuple)):
            raise PlainDataError(path, f"expected a list, got {_kind(data)}")
        if origin is tuple and args and args[-1] is not Ellipsis:
            if len(args) != len(data):
                raise PlainDataError(path, f"expected {len(args)} items, got {len(data)}")
            return tuple(
                from_plain(a, d, f"{path}[{i}]") for i, (a, d) in enumerate(zip(args, data))
            )
        item = args[0] if args else Any
        items = [from_plain(item, d, f"{path}[{i}]") for i, d in enumerate(data)]
        return frozenset(items) if origin is frozenset else tuple(items)
    if origin is dict:
        if not isinstance(data, dict):
            raise PlainDataError(path, f"expected a mapping, got {_kind(data)}")
        key_tp, val_tp = args or (Any, Any)
        out = {}
        for k, v in data.items():
            key = k
            if key_tp is int and isinstance(k, str):
                try:
                    key = int(k)
                except ValueError as exc:
                    raise PlainDataError(f"{path}.{k}", "expected an integer key") from exc
            out[from_plain(key_tp, key, path)] = from_plain(val_tp, v, f"{path}.{k}")
        return out
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _dataclass_from_plain(tp, data, path)
    raise PlainDataError(path, f"unsupported type {tp!r}")


def _dataclass_from_plain(cls: type, data: Any, path: str) -> Any:
    if not isinstance(data, dict):
        raise PlainDataError(path, f"expected a mapping for {cls.__name__}, got {_kind(data)}")
    hints = _hints(cls)
    kwargs = {}
    names = set()
    for f in _fields(cls):
        names.add(f.name)
        sub = f"{path}.{f.name}" if path else f.name
        if f.name in data:
            kwargs[f.name] = from_plain(hints[f.name], data[f.name], sub)
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise PlainDataError(sub, "missing")
    extra = sorted(set(data) - names - {"kind"})
    if extra:
        raise PlainDataError(f"{path}.{extra[0]}" if path else extra[0], "unknown field")
    return cls(**kwargs)


def _freeze(data: Any) -> Any:
    if isinstance(data, list):
        return tuple(_freeze(d) for d in data)
    return data


def _kind(data: Any) -> str:
    if data is None:
        return "nothing"
    if isinstance(data, bool):
        return "true/false"
    if isinstance(data, dict):
        return "a mapping"
    if isinstance(data, (list, tuple)):
        return "a list"
    return f"{type(data).__name__} {data!r}"
