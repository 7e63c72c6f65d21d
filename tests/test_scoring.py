"""The evaluation figures: exact match, names, no-call precision and recall."""

from __future__ import annotations

from app.scoring import Item, Report, calls_match


def call(name: str, **arguments: object) -> dict:
    return {"name": name, "arguments": arguments}


def item(expected: list[dict], predicted: list[dict], tokens: int = 4) -> Item:
    return Item("t", expected, predicted, valid=True, latency_ms=10.0, tokens=tokens, passes=2)


def test_free_text_ignores_case_edge_punctuation_and_spaces() -> None:
    want = [call("send_message", recipient="John", body="I am  late")]
    assert calls_match(want, [call("send_message", recipient="john", body="i am late.")])
    assert not calls_match(want, [call("send_message", recipient="john", body="i am early")])


def test_order_and_values_matter() -> None:
    a, b = call("turn_on_flashlight"), call("set_volume", level=20)
    assert calls_match([a, b], [a, b])
    assert not calls_match([a, b], [b, a])
    assert not calls_match([b], [call("set_volume", level=21)])
    assert not calls_match([a], [])


def test_summary_figures() -> None:
    report = Report()
    report.add(item([call("get_time")], [call("get_time")]))
    report.add(item([], []))
    report.add(item([], [call("get_time")]))
    report.add(item([call("stop_robot")], []))
    summary = report.summary()
    assert summary["exact_match"] == 0.5
    assert summary["no_call_recall"] == 0.5
    assert summary["no_call_precision"] == 0.5
    assert summary["tokens_per_call"] == 8.0
    assert summary["tokens_per_pass"] == 2.0
    assert report.confusions()[0][2] == 1
    assert report.per_function()["get_time"].support == 1
