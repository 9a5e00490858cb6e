"""Indian Summer's table scene (see ``table.py``); ``TABLE`` is what the app looks up."""

from .table import TABLE, IndianSummerTable

__all__ = ["TABLE", "IndianSummerTable"]
