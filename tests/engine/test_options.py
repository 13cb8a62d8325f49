"""Options, presets and validation: the pagat page is the default and every variant is named."""

from __future__ import annotations

import json

import pytest

from games.engine import (
    DEFAULT_OPTIONS,
    PRESETS,
    InvalidOptions,
    LeadRule,
    Options,
    TieRule,
    new_game,
    preset,
)


def test_default_options_are_the_pagat_page() -> None:
    """004_cda4be257ddbf1c5.txt is the default: "deals seven cards each", the dog's life, the
    cut on a tie, the eldest hand leads, and none of the "Variations"."""
    o = DEFAULT_OPTIONS
    assert preset("pagat") is o
    assert (o.start_hand_size, o.dogs_life, o.tie, o.lead) == (7, True, TieRule.CUT,
                                                               LeadRule.ELDEST)
    assert not any((o.first_deal_safe, o.trump_extras, o.two_of_diamonds, o.trump_breaking,
                    o.sweep_wins, o.fixed_trump, o.final_hand_no_trump))
    assert o.dealer_fairness


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_preset_round_trips_through_json_and_validates(name: str) -> None:
    options = preset(name)
    data = json.loads(json.dumps(options.to_dict()))
    assert Options.from_dict(data) == options
    for players in range(2, 8):
        options.validate(players)


def test_unknown_preset_is_invalid_options() -> None:
    with pytest.raises(InvalidOptions) as info:
        preset("bridge")
    assert info.value.code == "invalid_options"


@pytest.mark.parametrize("data", [
    {"dogs_life": "yes"}, {"start_hand_size": "7"}, {"start_hand_size": True},
    {"lead": "whoever"}, {"tie": 3}, {"no_such_option": True}, [],
])
def test_from_dict_rejects_wrong_types_and_unknown_keys(data: object) -> None:
    with pytest.raises(InvalidOptions):
        Options.from_dict(data)  # type: ignore[arg-type]


def test_from_dict_fills_the_rest_from_the_default_or_a_base() -> None:
    assert Options.from_dict({"sweep_wins": True}) == Options(sweep_wins=True)
    base = preset("encyclopedia")
    assert Options.from_dict({"lead": "winner_leads"}, base=base).trump_breaking


@pytest.mark.parametrize("players", [1, 8, 0, -1])
def test_two_to_seven_players(players: int) -> None:
    """004_cda4be257ddbf1c5.txt: "Any number from two to seven may play." """
    with pytest.raises(InvalidOptions):
        new_game(players)


@pytest.mark.parametrize("players, size", [(4, 6), (4, 8), (5, 9), (7, 7), (3, 17), (2, 25)])
def test_start_hand_sizes_that_fit_the_pack(players: int, size: int) -> None:
    """004_cda4be257ddbf1c5.txt: "Some begin with a different number of cards dealt, for
    example 9 to each player." (001 quotes the same page); 003: "Start with 8 cards for fewer
    players, or 6 for more"."""
    state, _ = new_game(players, Options(start_hand_size=size))
    assert state.hand_size == size
    assert all(h.bit_count() == size for h in state.hands)


@pytest.mark.parametrize("players, size", [(7, 8), (6, 9), (2, 26), (3, 0), (4, -1)])
def test_start_hand_size_the_pack_cannot_deal_is_rejected(players: int, size: int) -> None:
    """As specified: "players x size + 1 turn-up card must fit in 52"."""
    with pytest.raises(InvalidOptions) as info:
        new_game(players, Options(start_hand_size=size))
    assert info.value.details["field"] == "start_hand_size"
