"""Pieces every trick-taking game of this service shares, whatever its flow.

Cards and hand bitmasks (:mod:`.cards`), the provably fair shuffle (:mod:`.shuffle`), the four
rank orders of 004 (:mod:`.rank_order`) and the one implementation of following suit and of
the trick winner (:mod:`.follow`).  Nothing here knows about knock-outs, dealers or house
rules, so classic Whist can be built on the same modules beside :mod:`games.engine.knockout`.
"""
