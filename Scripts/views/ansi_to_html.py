#!/usr/bin/env python3
"""Turns a terminal capture with ANSI colours (tmux capture-pane -e) into an HTML page
that shows it as a terminal would, for screenshots. Standard library only.

    ansi_to_html.py capture.ansi page.html [--columns N]
"""
import html
import re
import sys

BASE16 = [
    (0, 0, 0), (205, 49, 49), (13, 188, 121), (229, 229, 16), (36, 114, 200), (188, 63, 188), (17, 168, 205), (229, 229, 229),
    (102, 102, 102), (241, 76, 76), (35, 209, 139), (245, 245, 67), (59, 142, 234), (214, 112, 214), (41, 184, 219), (255, 255, 255),
]


def palette(index):
    if index < 16:
        return BASE16[index]
    if index < 232:
        index -= 16
        levels = [0, 95, 135, 175, 215, 255]
        return (levels[index // 36], levels[(index // 6) % 6], levels[index % 6])
    grey = 8 + 10 * (index - 232)
    return (grey, grey, grey)


def apply_sgr(params, state):
    codes = [int(p) if p else 0 for p in params.split(";")] if params else [0]
    i = 0
    while i < len(codes):
        code = codes[i]
        if code == 0:
            state.update(fg=None, bg=None, bold=False)
        elif code == 1:
            state["bold"] = True
        elif code == 22:
            state["bold"] = False
        elif code in (38, 48) and i + 1 < len(codes):
            key = "fg" if code == 38 else "bg"
            if codes[i + 1] == 2 and i + 4 < len(codes):
                state[key] = tuple(codes[i + 2:i + 5])
                i += 4
            elif codes[i + 1] == 5 and i + 2 < len(codes):
                state[key] = palette(codes[i + 2])
                i += 2
        elif 30 <= code <= 37:
            state["fg"] = palette(code - 30)
        elif 40 <= code <= 47:
            state["bg"] = palette(code - 40)
        elif 90 <= code <= 97:
            state["fg"] = palette(code - 90 + 8)
        elif 100 <= code <= 107:
            state["bg"] = palette(code - 100 + 8)
        elif code == 39:
            state["fg"] = None
        elif code == 49:
            state["bg"] = None
        i += 1


def convert(text):
    state = {"fg": None, "bg": None, "bold": False}
    lines = []
    for line in text.rstrip("\n").split("\n"):
        out = []
        position = 0
        for match in re.finditer(r"\x1b\[([0-9;]*)m", line):
            out.append(span(line[position:match.start()], state))
            apply_sgr(match.group(1), state)
            position = match.end()
        out.append(span(line[position:], state))
        lines.append("".join(out))
    return "\n".join(lines)


def span(text, state):
    if not text:
        return ""
    fg = state["fg"] or (204, 204, 204)
    bg = state["bg"]
    style = "color:rgb(%d,%d,%d);" % fg
    if bg:
        style += "background:rgb(%d,%d,%d);" % bg
    if state["bold"]:
        style += "font-weight:bold;"
    return '<span style="%s">%s</span>' % (style, html.escape(text))


def main():
    source, target = sys.argv[1], sys.argv[2]
    with open(source, encoding="utf-8", errors="replace") as handle:
        body = convert(handle.read())
    page = """<!doctype html><meta charset="utf-8"><style>
body { margin:0; background:#000; }
pre { margin:0; padding:8px; font:16px/18px 'DejaVu Sans Mono', monospace; letter-spacing:0; display:inline-block; }
</style><pre>%s</pre>""" % body
    with open(target, "w", encoding="utf-8") as handle:
        handle.write(page)


if __name__ == "__main__":
    main()
