from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.season_output import SeasonOutput
from typing import cast



def _get_kwargs(
    league_id: int,
    season_id: int,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/leagues/{league_id}/seasons/{season_id}".format(league_id=quote(str(league_id), safe=""),season_id=quote(str(season_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | SeasonOutput | None:
    if response.status_code == 200:
        response_200 = SeasonOutput.from_dict(response.json())



        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | SeasonOutput]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    league_id: int,
    season_id: int,
    *,
    client: AuthenticatedClient,

) -> Response[ErrorResponse | SeasonOutput]:
    """ One season of a league.

    Args:
        league_id (int):
        season_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | SeasonOutput]
     """


    kwargs = _get_kwargs(
        league_id=league_id,
season_id=season_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    league_id: int,
    season_id: int,
    *,
    client: AuthenticatedClient,

) -> ErrorResponse | SeasonOutput | None:
    """ One season of a league.

    Args:
        league_id (int):
        season_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | SeasonOutput
     """


    return sync_detailed(
        league_id=league_id,
season_id=season_id,
client=client,

    ).parsed

async def asyncio_detailed(
    league_id: int,
    season_id: int,
    *,
    client: AuthenticatedClient,

) -> Response[ErrorResponse | SeasonOutput]:
    """ One season of a league.

    Args:
        league_id (int):
        season_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | SeasonOutput]
     """


    kwargs = _get_kwargs(
        league_id=league_id,
season_id=season_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    league_id: int,
    season_id: int,
    *,
    client: AuthenticatedClient,

) -> ErrorResponse | SeasonOutput | None:
    """ One season of a league.

    Args:
        league_id (int):
        season_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | SeasonOutput
     """


    return (await asyncio_detailed(
        league_id=league_id,
season_id=season_id,
client=client,

    )).parsed
