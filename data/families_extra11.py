"""Training phrasing families, round 7 of blind additions (written without seeing any evaluation set)."""

from __future__ import annotations

from data.slots import Family

FAMILIES: list[Family] = []
