"""What the Resafa table tells by itself (``table.news``): Resafabot's last turn line by
line (``solo_panel.BotTeller``), what the last rain gave each player (``RainNote``) and
the rain told on the network (``RainTeller``, a part the table holds)."""

from __future__ import annotations

from dataclasses import dataclass

from .rain_show import RainNote, RainTeller
from .solo_panel import BotTeller


@dataclass
class News:
    bot: BotTeller
    rain_note: RainNote
    rain: RainTeller
