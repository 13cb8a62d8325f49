"""Whist drives: duplicate tournaments of classic Whist.

Every table of a round plays the same deals, so scores compare play on identical cards. The
movement, the committed deals and the drive table are pure Python in
:mod:`games.engine.drives`; this app stores a drive, seats its rounds as games of the games
app, and moves the drive on when a round's last game ends (a ``GameFinished`` subscriber
enqueues it; :mod:`drives.tasks`).
"""
