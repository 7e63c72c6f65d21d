"""Three-line letters for the kiosk, so a transcript reads from across a room.

Terminals have one font size; large text has to be drawn. The glyphs use the
same heavy box-drawing characters as Textual's `Digits` widget (its digits
are reused), which every terminal font used over SSH has. Characters without
a glyph are drawn as themselves on the middle line.
"""

from __future__ import annotations

from textual.renderables.digits import DIGITS, DIGITS3X3_BOLD

ROWS = 3
GAP = " "

_LETTERS = {
    "a": ("┏━┓", "┣━┫", "╹ ╹"), "b": ("┳━┓", "┣━┫", "┻━┛"), "c": ("┏━╸", "┃  ", "┗━╸"),
    "d": ("┳━┓", "┃ ┃", "┻━┛"), "e": ("┏━╸", "┣━ ", "┗━╸"), "f": ("┏━╸", "┣━ ", "╹  "),
    "g": ("┏━╸", "┃╺┓", "┗━┛"), "h": ("╻ ╻", "┣━┫", "╹ ╹"), "i": ("╺┳╸", " ┃ ", "╺┻╸"),
    "j": ("  ╻", "  ┃", "┗━┛"), "k": ("╻ ╻", "┣┳┛", "╹┗╸"), "l": ("╻  ", "┃  ", "┗━╸"),
    "m": ("┏┳┓", "┃┃┃", "╹ ╹"), "n": ("┏┓╻", "┃┗┫", "╹ ╹"), "o": ("┏━┓", "┃ ┃", "┗━┛"),
    "p": ("┏━┓", "┣━┛", "╹  "), "q": ("┏━┓", "┃ ┃", "┗━╋"), "r": ("┏━┓", "┣┳┛", "╹┗╸"),
    "s": ("┏━╸", "┗━┓", "╺━┛"), "t": ("╺┳╸", " ┃ ", " ╹ "), "u": ("╻ ╻", "┃ ┃", "┗━┛"),
    "v": ("╻ ╻", "┃ ┃", "┗┳┛"), "w": ("╻ ╻", "┃┃┃", "┗┻┛"), "x": ("┓ ┏", " ╋ ", "┛ ┗"),
    "y": ("╻ ╻", "┗┳┛", " ╹ "), "z": ("╺━┓", "┏━┛", "┗━╸"), " ": ("   ", "   ", "   "),
    "?": ("╺━┓", " ┏┛", " ╹ "), ".": ("   ", "   ", " ╹ "), ",": ("   ", "   ", " ┛ "),
    "'": (" ╹ ", "   ", "   "), "-": ("   ", "╺━╸", "   "), "!": (" ╻ ", " ┃ ", " ╹ "),
}


def _digit_glyphs() -> dict[str, tuple[str, ...]]:
    lines = list(DIGITS3X3_BOLD)
    return {char: tuple(lines[i * ROWS:(i + 1) * ROWS]) for i, char in enumerate(DIGITS) if not char.isalpha()}


GLYPHS = {**_digit_glyphs(), **_LETTERS}


def glyph(char: str) -> tuple[str, ...]:
    found = GLYPHS.get(char.lower())
    return found if found is not None else (" ", char, " ")


def _lines(words: list[str], per_line: int) -> list[str]:
    """Greedy word wrap to `per_line` characters; a longer word is cut."""
    lines: list[str] = []
    current = ""
    for word in words:
        while len(word) > per_line:
            if current:
                lines.append(current)
                current = ""
            lines.append(word[:per_line])
            word = word[per_line:]
        candidate = f"{current} {word}" if current else word
        if len(candidate) <= per_line:
            current = candidate
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    return lines


def big(text: str, width: int) -> str:
    """`text` in three-line letters, wrapped to `width` columns, a blank line between lines."""
    per_line = max(1, (width + len(GAP)) // (3 + len(GAP)))
    rows: list[str] = []
    for line in _lines(text.split(), per_line):
        glyphs = [glyph(char) for char in line]
        rows.extend(GAP.join(g[row] for g in glyphs).rstrip() for row in range(ROWS))
        rows.append("")
    return "\n".join(rows).rstrip("\n")
