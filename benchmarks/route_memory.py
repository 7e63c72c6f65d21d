"""What routing contact answers costs: resident memory and load time without the contact adapter, with it
switched in on the calls model ("swap"), and with it as a second model.

    python -m benchmarks.route_memory [--quantization none|int8|bf16] [--contact-adapter DIR]

`Settings.route_contacts` decodes the commands whose answer holds
`create_contact` again with the contact adapter, held as `Settings.contact_route`
says (`models.caller.FunctionCaller`). Each setting is loaded in its own
process, so one's freed pages do not hide in another's figure; each process
loads the caller, answers one contact command and one other command, and
reports its RSS, its load time and both answers.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from datetime import datetime
from pathlib import Path
from typing import get_args

from app.settings import BUNDLED_CONTACT_ADAPTER, Quantization, Settings

COMMANDS = ("add ana sofia reyes to my contacts", "set a timer for five minutes and turn on the flashlight")
NOW = datetime(2026, 11, 30, 10, 0)


SETTINGS = ("off", "swap", "second_model")


def measure(quantization: Quantization, setting: str, adapter: Path) -> dict:
    """One loaded caller's figures (run in a child process)."""
    from benchmarks.decode import rss_mb
    from models.caller import FunctionCaller

    route = {"route_contacts": False} if setting == "off" else {"contact_route": setting}
    caller = FunctionCaller(Settings(quantization=quantization, contact_adapter_dir=adapter, **route))
    answers = [caller.predict(command, NOW) for command in COMMANDS]
    return {"setting": setting, "precision": caller.lm.precision_label, "rss_mb": round(rss_mb()), **rss_parts(),
            "load_ms": round(caller.load_ms), "routed": [a.routed for a in answers], "answers": [a.raw for a in answers]}


def rss_parts() -> dict[str, int]:
    """RSS split into anonymous memory and file pages (Linux): weights read through a file mapping stay
    counted in RSS after they are freed, but the kernel can drop those clean pages, so anon is what a second
    model really costs."""
    status = Path("/proc/self/status")
    if not status.is_file():
        return {}
    fields = dict(line.split(":", 1) for line in status.read_text().splitlines() if ":" in line)
    return {f"{key.lower()}_mb": round(int(fields[key].split()[0]) / 1024) for key in ("RssAnon", "RssFile")
            if key in fields}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quantization", choices=get_args(Quantization), default="auto")
    parser.add_argument("--contact-adapter", type=Path, default=BUNDLED_CONTACT_ADAPTER)
    parser.add_argument("--child", choices=SETTINGS, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(measure(args.quantization, args.child, args.contact_adapter)))
        return
    rows = {}
    for setting in SETTINGS:
        done = subprocess.run([sys.executable, "-m", "benchmarks.route_memory", "--quantization", args.quantization,
                               "--contact-adapter", str(args.contact_adapter), "--child", setting],
                              capture_output=True, text=True, check=True)
        rows[setting] = json.loads(done.stdout.strip().splitlines()[-1])
    off = rows["off"]
    added = {setting: {"added_mb": row["rss_mb"] - off["rss_mb"],
                       "added_anon_mb": row.get("rssanon_mb", 0) - off.get("rssanon_mb", 0),
                       "load_ms_ratio": round(row["load_ms"] / max(1, off["load_ms"]), 2)}
             for setting, row in rows.items() if setting != "off"}
    print(json.dumps({"settings": rows, "against_off": added}, indent=1))


if __name__ == "__main__":
    main()
