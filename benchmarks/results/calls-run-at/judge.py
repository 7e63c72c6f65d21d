"""Run AT's bars (RULE.md beside this file), read from the outputs beside this file (or in the directory given).

Bar 5 (exactness) is the tests in tests/test_lora_swap.py at the AT commit, not read here."""
import json
import sys
from pathlib import Path

RUN = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent
SCORES = ("wer_clean", "filler_removal", "content_preserved", "vocab_spelled")


def last_json(path: Path) -> dict:
    text = path.read_text()
    return json.loads(text[text.index("{"):])


def bar(name: str, ok: bool, detail: str) -> bool:
    print(f"{'pass' if ok else 'FAIL'}  {name}: {detail}")
    return ok


def points_lost(alone: dict, beside: dict, key: str) -> float:
    """How far beside falls below alone, in percentage points (a higher WER is a loss)."""
    sign = 1 if key == "wer_clean" else -1
    return round(100 * sign * (beside[key] - alone[key]), 2)


check = json.loads((RUN / "check.json").read_text())
rows, total, ms = check["rows"], check["total"], check["median_ms"]
memory = last_json(RUN / "route-memory-int8.txt")["settings"]
alone, beside = (json.loads((RUN / f"dictation-{k}.json").read_text()) for k in ("alone", "beside"))
same = sum(a["output"] == b["output"] for a, b in zip(alone["items"], beside["items"], strict=True))
lost = {key: points_lost(alone["summary"], beside["summary"], key) for key in SCORES}
results = [
    bar("1. summed routed exact, swap at least the second model's minus 2",
        total["swap_exact"] >= total["second_model_exact"] - 2,
        f"{total['swap_exact']} against {total['second_model_exact']} of {total['routed']} routed "
        f"({total['not_routed']} not routed in int8); the routes differ on {total['routes_differ']}"),
    *(bar(f"1. {r['set']}: swap no more than 1 below the second model", r["swap_exact"] >= r["second_model_exact"] - 1,
          f"{r['swap_exact']} against {r['second_model_exact']} of {r['routed']}") for r in rows),
    bar("2. the swap's anonymous RSS at least 60 MB below the second model's",
        memory["swap"]["rssanon_mb"] <= memory["second_model"]["rssanon_mb"] - 60,
        f"{memory['swap']['rssanon_mb']} against {memory['second_model']['rssanon_mb']} MB "
        f"(off {memory['off']['rssanon_mb']}); load {memory['swap']['load_ms']} against "
        f"{memory['second_model']['load_ms']} ms (off {memory['off']['load_ms']})"),
    bar("3. routed median latency at most 1.25x the second model's", ms["swap"] / ms["second_model"] <= 1.25,
        f"{ms['swap']} against {ms['second_model']} ms ({ms['swap'] / ms['second_model']:.3f}x)"),
    bar("4. int8 dictation beside = alone on >= 140 of 145", same >= 140, f"{same} of {len(alone['items'])}"),
    bar("4. no dictation score more than 1 point below alone", max(lost.values()) <= 1,
        ", ".join(f"{key} {alone['summary'][key]} -> {beside['summary'][key]}" for key in SCORES)),
]
print("AT PASS" if all(results) else "AT FAIL")
