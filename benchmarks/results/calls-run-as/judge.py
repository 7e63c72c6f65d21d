"""Run AS's bars (RULE.md beside this file), read from the outputs beside this file (or in the directory given)."""
import json
import sys
from pathlib import Path

RUN = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent


def last_json(path: Path) -> dict:
    text = path.read_text()
    return json.loads(text[text.index("{"):])


def bar(name: str, ok: bool, detail: str) -> bool:
    print(f"{'pass' if ok else 'FAIL'}  {name}: {detail}")
    return ok


check = json.loads((RUN / "check.json").read_text())
rows, total, ms = check["rows"], check["total"], check["median_ms"]
memory = last_json(RUN / "route-memory-none.txt")["settings"]
alone, beside = (json.loads((RUN / f"dictation-{k}.json").read_text()) for k in ("alone", "beside"))
same = sum(a["output"] == b["output"] for a, b in zip(alone["items"], beside["items"], strict=True))
keys = ("wer_clean", "filler_removal", "content_preserved", "vocab_spelled")
worse = [k for k in keys if (beside["summary"][k] > alone["summary"][k]) == (k == "wer_clean")
         and beside["summary"][k] != alone["summary"][k]]
results = [
    *(bar(f"1. {r['set']} routed exact", r["swap_exact"] >= r["recorded_exact"],
          f"{r['swap_exact']} >= {r['recorded_exact']} of {r['routed']}") for r in rows),
    bar("1. answers differing from AQ's", total["swap_differs"] <= total["routed"] // 100,
        f"{total['swap_differs']} of {total['routed']} (at most {total['routed'] // 100}); "
        f"second model {total['second_model_differs']}"),
    bar("2. the swap's anonymous RSS at least 20 MB below AR's 825 MB", memory["swap"]["rssanon_mb"] <= 825 - 20,
        f"{memory['swap']['rssanon_mb']} against {memory['second_model']['rssanon_mb']} MB "
        f"(off {memory['off']['rssanon_mb']}); load {memory['swap']['load_ms']} against "
        f"{memory['second_model']['load_ms']} ms (off {memory['off']['load_ms']})"),
    bar("3. routed median latency at most AR's 1.11x", ms["swap"] / ms["second_model"] <= 1.11,
        f"{ms['swap']} against {ms['second_model']} ms ({ms['swap'] / ms['second_model']:.3f}x)"),
    bar("4. dictation beside = alone on >= 144 of 145, no score lower", same >= 144 and not worse,
        f"{same} of {len(alone['items'])} the same; worse: {worse or 'none'}"),
]
print("AS PASS" if all(results) else "AS FAIL")
