from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.leaderboard_league_game import LeaderboardLeagueGame
from ...models.leaderboard_league_kind import LeaderboardLeagueKind
from ...models.paginated_leaderboard_entry_output_list import PaginatedLeaderboardEntryOutputList
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    league_id: int,
    *,
    game: LeaderboardLeagueGame | Unset = LeaderboardLeagueGame.KNOCKOUT,
    kind: LeaderboardLeagueKind | Unset = LeaderboardLeagueKind.ALL,
    min_games: int | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_game: str | Unset = UNSET
    if not isinstance(game, Unset):
        json_game = game.value

    params["game"] = json_game

    json_kind: str | Unset = UNSET
    if not isinstance(kind, Unset):
        json_kind = kind.value

    params["kind"] = json_kind

    params["min_games"] = min_games

    params["page"] = page

    params["page_size"] = page_size


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/leagues/{league_id}/leaderboard".format(league_id=quote(str(league_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | PaginatedLeaderboardEntryOutputList | None:
    if response.status_code == 200:
        response_200 = PaginatedLeaderboardEntryOutputList.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = ErrorResponse.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = ErrorResponse.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = ErrorResponse.from_dict(response.json())



        return response_404

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | PaginatedLeaderboardEntryOutputList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    league_id: int,
    *,
    client: AuthenticatedClient,
    game: LeaderboardLeagueGame | Unset = LeaderboardLeagueGame.KNOCKOUT,
    kind: LeaderboardLeagueKind | Unset = LeaderboardLeagueKind.ALL,
    min_games: int | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,

) -> Response[ErrorResponse | PaginatedLeaderboardEntryOutputList]:
    """ A league's leaderboard (ratings from that league's games only).

     OpenSkill (Plackett-Luce) ratings, best conservative score (mu - 3 sigma) first; ties: more rated
    games, then the earlier competitor. Only competitors with at least `min_games` rated games appear
    (default: the WHIST_LEADERBOARD_MIN_GAMES setting, 5). AI levels are rated like players (one rating
    per level) and appear with `ai_level` set. The board lists the top WHIST_LEADERBOARD_SIZE places
    (1000 by default).

    Args:
        league_id (int):
        game (LeaderboardLeagueGame | Unset):  Default: LeaderboardLeagueGame.KNOCKOUT.
        kind (LeaderboardLeagueKind | Unset):  Default: LeaderboardLeagueKind.ALL.
        min_games (int | Unset):
        page (int | Unset):
        page_size (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PaginatedLeaderboardEntryOutputList]
     """


    kwargs = _get_kwargs(
        league_id=league_id,
game=game,
kind=kind,
min_games=min_games,
page=page,
page_size=page_size,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    league_id: int,
    *,
    client: AuthenticatedClient,
    game: LeaderboardLeagueGame | Unset = LeaderboardLeagueGame.KNOCKOUT,
    kind: LeaderboardLeagueKind | Unset = LeaderboardLeagueKind.ALL,
    min_games: int | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,

) -> ErrorResponse | PaginatedLeaderboardEntryOutputList | None:
    """ A league's leaderboard (ratings from that league's games only).

     OpenSkill (Plackett-Luce) ratings, best conservative score (mu - 3 sigma) first; ties: more rated
    games, then the earlier competitor. Only competitors with at least `min_games` rated games appear
    (default: the WHIST_LEADERBOARD_MIN_GAMES setting, 5). AI levels are rated like players (one rating
    per level) and appear with `ai_level` set. The board lists the top WHIST_LEADERBOARD_SIZE places
    (1000 by default).

    Args:
        league_id (int):
        game (LeaderboardLeagueGame | Unset):  Default: LeaderboardLeagueGame.KNOCKOUT.
        kind (LeaderboardLeagueKind | Unset):  Default: LeaderboardLeagueKind.ALL.
        min_games (int | Unset):
        page (int | Unset):
        page_size (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PaginatedLeaderboardEntryOutputList
     """


    return sync_detailed(
        league_id=league_id,
client=client,
game=game,
kind=kind,
min_games=min_games,
page=page,
page_size=page_size,

    ).parsed

async def asyncio_detailed(
    league_id: int,
    *,
    client: AuthenticatedClient,
    game: LeaderboardLeagueGame | Unset = LeaderboardLeagueGame.KNOCKOUT,
    kind: LeaderboardLeagueKind | Unset = LeaderboardLeagueKind.ALL,
    min_games: int | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,

) -> Response[ErrorResponse | PaginatedLeaderboardEntryOutputList]:
    """ A league's leaderboard (ratings from that league's games only).

     OpenSkill (Plackett-Luce) ratings, best conservative score (mu - 3 sigma) first; ties: more rated
    games, then the earlier competitor. Only competitors with at least `min_games` rated games appear
    (default: the WHIST_LEADERBOARD_MIN_GAMES setting, 5). AI levels are rated like players (one rating
    per level) and appear with `ai_level` set. The board lists the top WHIST_LEADERBOARD_SIZE places
    (1000 by default).

    Args:
        league_id (int):
        game (LeaderboardLeagueGame | Unset):  Default: LeaderboardLeagueGame.KNOCKOUT.
        kind (LeaderboardLeagueKind | Unset):  Default: LeaderboardLeagueKind.ALL.
        min_games (int | Unset):
        page (int | Unset):
        page_size (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PaginatedLeaderboardEntryOutputList]
     """


    kwargs = _get_kwargs(
        league_id=league_id,
game=game,
kind=kind,
min_games=min_games,
page=page,
page_size=page_size,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    league_id: int,
    *,
    client: AuthenticatedClient,
    game: LeaderboardLeagueGame | Unset = LeaderboardLeagueGame.KNOCKOUT,
    kind: LeaderboardLeagueKind | Unset = LeaderboardLeagueKind.ALL,
    min_games: int | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,

) -> ErrorResponse | PaginatedLeaderboardEntryOutputList | None:
    """ A league's leaderboard (ratings from that league's games only).

     OpenSkill (Plackett-Luce) ratings, best conservative score (mu - 3 sigma) first; ties: more rated
    games, then the earlier competitor. Only competitors with at least `min_games` rated games appear
    (default: the WHIST_LEADERBOARD_MIN_GAMES setting, 5). AI levels are rated like players (one rating
    per level) and appear with `ai_level` set. The board lists the top WHIST_LEADERBOARD_SIZE places
    (1000 by default).

    Args:
        league_id (int):
        game (LeaderboardLeagueGame | Unset):  Default: LeaderboardLeagueGame.KNOCKOUT.
        kind (LeaderboardLeagueKind | Unset):  Default: LeaderboardLeagueKind.ALL.
        min_games (int | Unset):
        page (int | Unset):
        page_size (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PaginatedLeaderboardEntryOutputList
     """


    return (await asyncio_detailed(
        league_id=league_id,
client=client,
game=game,
kind=kind,
min_games=min_games,
page=page,
page_size=page_size,

    )).parsed
