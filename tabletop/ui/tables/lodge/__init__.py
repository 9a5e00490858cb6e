"""Lodge's table scene (see ``table.py``); ``TABLE`` is what the app looks up."""

from .table import LodgeTable

TABLE = LodgeTable

__all__ = ["TABLE", "LodgeTable"]
