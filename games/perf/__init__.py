"""Measuring the service's own costs: statements per move (``statements``), and the helpers of
the benchmark commands in ``games/management/commands``."""
