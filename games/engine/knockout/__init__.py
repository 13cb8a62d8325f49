"""Knock-Out Whist: its state, its flow by phase, its house rules and its lean simulator.

Built on the shared trick-taking pieces of :mod:`games.engine.tricks`.  Import the game through
:mod:`games.engine` (the stable public API); the modules here, by concern:

* :mod:`.state`, :mod:`.setup` -- the immutable state and where its randomness comes from;
  :mod:`.fields` -- its mutable working copy, the only module that knows field positions.
* :mod:`.game` -- ``new_game``, ``legal_actions``, ``apply``; :mod:`.registry` -- the phases,
  handlers and stages they dispatch through.
* The flow: :mod:`.dealing`, :mod:`.trumps`, :mod:`.play`, :mod:`.hand_end` (with
  :mod:`.lives`), :mod:`.game_end`, :mod:`.resign`; :mod:`.turns` -- who acts next.
* :mod:`.house` -- one module per house rule.
* :mod:`.observation` -- what a seat may know; :mod:`.sim` -- the AI's simulation API.
"""
