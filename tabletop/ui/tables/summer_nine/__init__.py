"""Summer Nine's table scene (see ``table.py``); ``TABLE`` is what the app looks up."""

from .table import SummerNineTable

TABLE = SummerNineTable

__all__ = ["TABLE", "SummerNineTable"]
