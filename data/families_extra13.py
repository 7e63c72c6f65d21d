"""Training phrasing families, round 13 (being written; empty until then)."""

from __future__ import annotations

from data.slots import Family

FAMILIES: list[Family] = []
