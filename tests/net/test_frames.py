"""The frames on a link's subchannel, cut from the byte stream however it arrives."""

from __future__ import annotations

import struct

from hypothesis import given
from hypothesis import strategies as st

from tabletop.net.link import MAX_MESSAGE
from tabletop.net.wormhole_link import (
    GARBLED,
    GOODBYE,
    KEEPALIVE,
    MESSAGE,
    TOO_LARGE,
    FrameReader,
    frame,
)

frames = st.lists(
    st.one_of(
        st.tuples(st.just(MESSAGE), st.binary(max_size=300)),
        st.tuples(st.sampled_from([KEEPALIVE, GOODBYE]), st.just(b"")),
    ),
    max_size=20,
)


@given(frames, st.lists(st.integers(min_value=0, max_value=2000), max_size=30))
def test_any_split_of_the_stream_gives_the_same_frames_in_order(sent, cuts) -> None:
    stream = b"".join(frame(kind, body) for kind, body in sent)
    points = sorted({0, len(stream), *(c for c in cuts if c < len(stream))})
    reader = FrameReader()
    got = []
    for start, end in zip(points, points[1:]):
        more, problem = reader.feed(stream[start:end])
        assert problem is None
        got += more
    assert got == sent


def test_a_frame_above_the_limit_is_refused_from_its_header_alone() -> None:
    reader = FrameReader()
    ok, problem = reader.feed(
        frame(MESSAGE, b"first") + struct.pack(">BI", MESSAGE, MAX_MESSAGE + 1)
    )
    assert ok == [(MESSAGE, b"first")]
    assert problem == TOO_LARGE.format(size=MAX_MESSAGE + 1)
    assert reader.feed(frame(MESSAGE, b"later")) == ([], None)  # nothing more is read


def test_a_message_of_exactly_the_limit_is_accepted() -> None:
    body = bytes(range(256)) * (MAX_MESSAGE // 256)
    assert len(body) == MAX_MESSAGE
    assert FrameReader().feed(frame(MESSAGE, body)) == ([(MESSAGE, body)], None)


def test_unknown_kinds_and_control_frames_with_a_body_are_garbled() -> None:
    assert FrameReader().feed(struct.pack(">BI", 7, 0)) == ([], GARBLED)
    assert FrameReader().feed(struct.pack(">BI", KEEPALIVE, 3) + b"abc") == ([], GARBLED)
    assert FrameReader().feed(b"GET / HTTP/1.1\r\n") == ([], GARBLED)
