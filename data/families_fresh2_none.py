"""The no-call families of the second fresh split: never trained on.

Part of `data/families_fresh2.py` (same author, same date, same rules), kept in
its own file so each stays short: chit-chat, general questions, requests the
catalog cannot do, remarks that only mention a device, take-backs and questions
about device state that no function answers.
"""

from __future__ import annotations

from data import vocab
from data.families_comm import CITY
from data.slots import NO_CALL, bind, fam, pool

_TALK = {"city": CITY, "name": pool(vocab.FIRST_NAMES), "artist": pool(vocab.ARTISTS)}
NONE = bind(
    NO_CALL, _TALK,
    fam("fresh2_chitchat", "(hiya|hey there|good morning) how are you (doing|today)",
        "(you're|you are) (brilliant|a lifesaver|a right laugh)", "(do you ever|can you) (dream|get bored|get lonely)",
        "(know any|got any) good (jokes|riddles)", "(cheers|ta) (mate|for that|a million)",
        "i'm (knackered|shattered|having a rough day)"),
    fam("fresh2_knowledge", "why do (leaves change colour|onions make you cry)",
        "who (painted|wrote) (the starry night|hamlet|war and peace)",
        "what's the capital of (australia|canada|nigeria)", "how many legs does a (spider|centipede) have",
        "what does (photosynthesis|inflation) mean", "when was {artist} born", "what language do they speak in {city}"),
    fam("fresh2_cannot_do", "(order|get) me a (curry|takeaway|cab to the station)",
        "(book|reserve) a table for (two|four) tonight",
        "(snap|grab) a (picture|screenshot) of (this|the screen)", "(lock|unlock) the car",
        "(put|get) the (washing machine|dishwasher|tumble dryer) on",
        "(pay|transfer) my rent", "(post|upload) this to (instagram|facebook)", "read me my (emails|messages)"),
    fam("fresh2_just_saying", "my alarm didn't go off this morning (and i was late|again)",
        "{name} (texted|emailed) me (earlier|yesterday) about (the party|dinner)",
        "i (already|just) called {name} (yesterday|this morning)",
        "(the lights in my office are|the heating in this flat is) (awful|rubbish)",
        "(i love|i really like) this song (so much|it's a banger)", "i left my (umbrella|torch) at (work|home)",
        "(the robot|your robot friend) is (so cute|adorable)"),
    fam("fresh2_take_back", "(never mind|nevermind|forget it) (i'll do it myself|sorry)",
        "(sorry|oops) (i was talking to the dog|pressed that by accident|that was an accident)",
        "(no|nah) (that's all|that's it|nothing) (thanks|thank you)", "wait let me think about it",
        "i was talking to my (husband|kids)"),
    fam("fresh2_state_question", "is my bluetooth actually (on|connected)",
        "(how much battery is left|what percentage is my battery on)",
        "have i got any (new messages|missed calls|unread emails)",
        "(how busy|how packed) is my calendar (tomorrow|this week)",
        "what time will my alarm go off tomorrow", "who (called|rang) me (last|earlier)",
        "how many steps have i walked today"),
)
