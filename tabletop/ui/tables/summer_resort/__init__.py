"""Summer Resort's table: the train, the bank with its investment stacks, every resort,
and the player's tray. Tokens are dragged; a pair is stacked first or dropped with Shift."""

from .table import TABLE

__all__ = ["TABLE"]
