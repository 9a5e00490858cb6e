"""What the Resafa table tells by itself (``table.news``): Resafabot's last turn line by
line (``solo_panel.BotTeller``), what the last rain gave each player (``RainNote``), the
rain told on the network (``RainTeller``, a part the table holds) and Resafabot's steps
travelling from its panel (``travel.BotTravel``, a part the table holds)."""

from __future__ import annotations

from dataclasses import dataclass

from .rain_show import RainNote, RainTeller
from .solo_panel import BotTeller
from .travel import BotTravel


@dataclass
class News:
    bot: BotTeller
    rain_note: RainNote
    rain: RainTeller
    travel: BotTravel
