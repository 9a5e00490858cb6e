"""Tabletop: five board games at one table, with enforced rules, hot-seat, solo and bots."""

__version__ = "0.1.0"
