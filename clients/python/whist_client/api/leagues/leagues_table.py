from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.paginated_standing_output_list import PaginatedStandingOutputList
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    league_id: int,
    *,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["page"] = page

    params["page_size"] = page_size


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/leagues/{league_id}/table".format(league_id=quote(str(league_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | PaginatedStandingOutputList | None:
    if response.status_code == 200:
        response_200 = PaginatedStandingOutputList.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | PaginatedStandingOutputList]:
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
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,

) -> Response[ErrorResponse | PaginatedStandingOutputList]:
    """ A league's all-time table (all seasons together).

     Order (all tie-breaks, in turn): points desc, games won desc, average finishing position asc (no
    games last), games played asc, display name asc, user id asc. `position` is the 1-based place in
    that order.

    Args:
        league_id (int):
        page (int | Unset):
        page_size (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PaginatedStandingOutputList]
     """


    kwargs = _get_kwargs(
        league_id=league_id,
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
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,

) -> ErrorResponse | PaginatedStandingOutputList | None:
    """ A league's all-time table (all seasons together).

     Order (all tie-breaks, in turn): points desc, games won desc, average finishing position asc (no
    games last), games played asc, display name asc, user id asc. `position` is the 1-based place in
    that order.

    Args:
        league_id (int):
        page (int | Unset):
        page_size (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PaginatedStandingOutputList
     """


    return sync_detailed(
        league_id=league_id,
client=client,
page=page,
page_size=page_size,

    ).parsed

async def asyncio_detailed(
    league_id: int,
    *,
    client: AuthenticatedClient,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,

) -> Response[ErrorResponse | PaginatedStandingOutputList]:
    """ A league's all-time table (all seasons together).

     Order (all tie-breaks, in turn): points desc, games won desc, average finishing position asc (no
    games last), games played asc, display name asc, user id asc. `position` is the 1-based place in
    that order.

    Args:
        league_id (int):
        page (int | Unset):
        page_size (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PaginatedStandingOutputList]
     """


    kwargs = _get_kwargs(
        league_id=league_id,
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
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,

) -> ErrorResponse | PaginatedStandingOutputList | None:
    """ A league's all-time table (all seasons together).

     Order (all tie-breaks, in turn): points desc, games won desc, average finishing position asc (no
    games last), games played asc, display name asc, user id asc. `position` is the 1-based place in
    that order.

    Args:
        league_id (int):
        page (int | Unset):
        page_size (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PaginatedStandingOutputList
     """


    return (await asyncio_detailed(
        league_id=league_id,
client=client,
page=page,
page_size=page_size,

    )).parsed
