"""The Resafa table (issue #12)."""

from .table import TABLE

__all__ = ["TABLE"]
