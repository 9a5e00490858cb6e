"""The app opens links through ``services.links()``: magic-wormhole's functions, found by
name, with the mailbox server and relay of the settings; a transport that keeps a dropped
connection open while it re-makes it (``away``) shows the seat as away."""

from __future__ import annotations

from tabletop.net import config as net_config
from tabletop.net.config import WormholeLinks
from tabletop.net.host import Host
from tabletop.net.memory import MemoryExchange, MemoryLink

from . import fake_transport
from .play import Table


def test_links_come_from_the_transport_with_the_settings_servers(monkeypatch):
    monkeypatch.setattr(net_config, "TRANSPORT", "tests.net.fake_transport")
    links = WormholeLinks("ws://mailbox.example.org:4000/v1", "tcp:relay.example.org:4001")
    host = links.host()
    joiner = links.join(host.code or "")
    assert host.state == joiner.state == "open"
    assert fake_transport.ASKED[-2:] == [
        ("host", "ws://mailbox.example.org:4000/v1", "tcp:relay.example.org:4001"),
        ("join", host.code, "ws://mailbox.example.org:4000/v1", "tcp:relay.example.org:4001"),
    ]


class Reconnecting(MemoryLink):
    """A link whose transport says the connection dropped and is being made again."""

    away = False


def test_a_link_being_made_again_shows_the_seat_away():
    table = Table("lodge", 2, seed=1)
    exchange = MemoryExchange()
    made: list[Reconnecting] = []

    def make() -> Reconnecting:
        link = Reconnecting(f"9-{len(made)}-again")
        exchange.waiting[link.code or ""] = link
        made.append(link)
        return link

    host = Host(table.match, [1], make)
    joiner = exchange.join(made[0].code or "")
    host.pump()
    assert joiner.state == "open" and host.status(1) == "joined"
    made[0].away = True
    assert host.status(1) == "away" and host.away() == [1]
    made[0].away = False
    assert host.status(1) == "joined"
