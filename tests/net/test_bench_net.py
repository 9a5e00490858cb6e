"""``python main.py bench --only net`` measures the connection through loopback servers."""

from __future__ import annotations

import re

import pytest

from tabletop import bench as bench_module
from tabletop.net import loopback


def test_bench_net_pairs_two_links_and_reports_each_measure(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert bench_module.bench(0.0, games=["lodge"], only=["net"]) == 0
    out = capsys.readouterr().out
    for way in ("direct", "through the relay"):
        assert re.search(rf"net, {way}: code, pairing and connection +\d+ ms", out), out
        assert re.search(rf"net, {way}: a small message's round trip +[\d.]+ ms", out), out
        assert re.search(rf"net, {way}: a 1 MB message one way +\d+ ms", out), out
    assert re.search(r"net: reading a link each frame .* +[\d.]+ µs", out), out


def test_bench_net_says_so_when_the_servers_are_not_installed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(loopback, "servers_installed", lambda: False)
    assert bench_module.bench(0.0, games=["lodge"], only=["net"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"\nnet +skipped: the mailbox server and relay \(test extra\) are not", out)
