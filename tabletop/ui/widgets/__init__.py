"""Widgets: button, label, panel, tooltip, choice controls, move log, dialog, and the
piece renderers (card, tile, token, grid) that table scenes share. Rendered surfaces are
cached; nothing is rebuilt every frame."""

from .button import Button
from .controls import Choice, TextField, Toggle
from .dialog import Dialog
from .label import Label, Panel, draw_panel
from .log import MoveLog
from .pieces import CardFace, Grid, TileFace, Token
from .tooltip import Toast, draw_tooltip

__all__ = [
    "Button",
    "Choice",
    "TextField",
    "Toggle",
    "Dialog",
    "Label",
    "Panel",
    "draw_panel",
    "MoveLog",
    "CardFace",
    "Grid",
    "TileFace",
    "Token",
    "Toast",
    "draw_tooltip",
]
