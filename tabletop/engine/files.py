"""Reading and writing the player's own files (saves, settings) so that no file can hang
or crash the app.

``read_regular_file`` opens only regular files (a FIFO, a device or a symlink to
``/dev/zero`` is refused before anything is read, and opening never blocks), and reads at
most ``limit`` bytes. ``write_atomically`` writes a temporary file next to the target,
fsyncs it, renames it over the target and fsyncs the folder; on any failure the temporary
file is removed and the old target is left as it was. ``clean_text`` and
``display_name`` make text from a file safe to draw; ``shorten`` and ``problem_text`` turn
an error into a message for the player, cut at a word boundary.
"""

from __future__ import annotations

import os
import re
import stat
import tempfile
import unicodedata
from pathlib import Path

TEMP_SUFFIX = ".tmp"


class FileRefused(OSError):
    """The file is not one we read: not a regular file, or larger than the limit."""


def read_regular_file(path: Path, limit: int) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes.

    Raises ``FileNotFoundError`` / ``OSError`` as the system reports them and
    ``FileRefused`` for anything that is not a plain file or is too large."""
    info = os.stat(path)  # follows symlinks: a link to /dev/urandom is a device here
    if not stat.S_ISREG(info.st_mode):
        raise FileRefused(f"{_kind(info.st_mode)}, not a regular file")
    if info.st_size > limit:
        raise FileRefused(f"too large ({info.st_size:,} bytes; the limit is {limit:,})")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)  # non-blocking: a FIFO swapped in meanwhile cannot hang us
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise FileRefused("not a regular file")
        chunks, total = [], 0
        while True:
            chunk = os.read(fd, min(1 << 16, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise FileRefused(f"too large (more than {limit:,} bytes)")
        return b"".join(chunks)
    finally:
        os.close(fd)


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


def write_atomically(path: Path, data: bytes) -> Path:
    """Write ``data`` to ``path`` through a temporary file, fsync it, rename it, and fsync
    the folder. On failure the temporary file is gone and ``path`` is unchanged."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_folder(path.parent)
    return path


def fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (a no-op where folders cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def clean_text(text: object, limit: int = 80) -> str:
    """``text`` as one drawable line: control and format characters dropped, unpaired
    surrogates (from undecodable bytes) shown as U+FFFD, at most ``limit`` characters."""
    if not isinstance(text, str):
        text = str(text)
    out = []
    for ch in text[: limit * 4]:
        category = unicodedata.category(ch)
        if category == "Cs":
            out.append("\ufffd")
        elif category[0] == "C" or category in ("Zl", "Zp"):
            continue
        else:
            out.append(ch)
        if len(out) >= limit:
            break
    return "".join(out)


def display_name(name: str, limit: int = 80) -> str:
    """A file name safe to draw: bytes that are not UTF-8 appear as U+FFFD."""
    try:
        raw = os.fsencode(name)
    except (UnicodeError, ValueError):
        return clean_text(name, limit)
    return clean_text(raw.decode("utf-8", errors="replace"), limit)


def shorten(text: object, limit: int) -> str:
    """A message for the player, at most ``limit`` characters: control characters dropped
    (``clean_text``), a number of more than 20 digits shown by its first digits and its
    length, and a longer message cut at a word boundary, ending with "…" (never in the
    middle of a word)."""
    raw = text if isinstance(text, str) else str(text)
    raw = _LONG_NUMBER.sub(_number_words, raw[:100_000])
    cleaned = clean_text(raw, limit + 1)
    if len(cleaned) <= limit:
        return cleaned
    cut = cleaned[: limit - 1]
    space = cut.rfind(" ")
    if space > 0:
        cut = cut[:space]
    return cut.rstrip(" ,;:(") + "…"


_LONG_NUMBER = re.compile(r"\d{21,}")


def _number_words(found: re.Match[str]) -> str:
    digits = found.group()
    return f"{digits[:6]}… (a number of {len(digits):,} digits)"


def problem_text(exc: BaseException, limit: int = 160) -> str:
    """What went wrong, in a player's words: nesting beyond Python's limit is "the file is
    nested too deeply", an integer beyond Python's digit limit "a number in the file is
    5,001 digits long", anything else its own message shortened at a word boundary."""
    if isinstance(exc, RecursionError):
        return "the file is nested too deeply"
    if isinstance(exc, MemoryError):
        return "the file is too large to read"
    text = str(exc)
    if "integer string conversion" in text:
        digits = re.search(r"value has (\d+) digits", text)
        if digits:
            return f"a number in the file is {int(digits.group(1)):,} digits long"
        return "a number in the file is too long"
    return shorten(text, limit)
