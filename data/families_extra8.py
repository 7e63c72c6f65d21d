"""Training phrasing families, round 6 of blind additions (written without seeing any evaluation set).

Every key starts with "x8_" so ids never collide with the other family files.
"""

from __future__ import annotations

from data.slots import Family

FAMILIES: list[Family] = []
