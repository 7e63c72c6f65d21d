"""The UI's colour themes, chosen with `VOXCALL_UI_THEME`.

Both are dark with strong contrast. `voxcall-dark` uses colours that survive
the 256-colour downgrade an SSH session to a Jetson often gets;
`voxcall-ansi` uses only the terminal's own 16 colours, for terminals that
cannot show anything else. Textual's built-in themes work too.
"""

from __future__ import annotations

from textual.theme import Theme

VOXCALL_DARK = Theme(
    name="voxcall-dark",
    primary="#5fafff",
    secondary="#87d7d7",
    accent="#ffaf00",
    warning="#ffaf00",
    error="#ff5f5f",
    success="#5fd75f",
    foreground="#e4e4e4",
    background="#121212",
    surface="#1c1c1c",
    panel="#262626",
    dark=True,
)

VOXCALL_ANSI = Theme(
    name="voxcall-ansi",
    ansi=True,
    primary="ansi_bright_blue",
    secondary="ansi_cyan",
    accent="ansi_bright_yellow",
    warning="ansi_yellow",
    error="ansi_bright_red",
    success="ansi_bright_green",
    foreground="ansi_default",
    background="ansi_default",
    surface="ansi_default",
    panel="ansi_default",
    boost="ansi_default",
    dark=True,
    variables={
        "block-cursor-foreground": "ansi_black",
        "block-cursor-background": "ansi_white",
        "input-cursor-background": "ansi_white",
        "input-cursor-foreground": "ansi_black",
    },
)

THEMES = (VOXCALL_DARK, VOXCALL_ANSI)
