from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.auto_play_setting import AutoPlaySetting
from ...models.error_response import ErrorResponse
from ...models.patched_auto_play_update_input_request import PatchedAutoPlayUpdateInputRequest
from typing import cast



def _get_kwargs(
    *,
    body: PatchedAutoPlayUpdateInputRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/me/auto-play",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AutoPlaySetting | ErrorResponse | None:
    if response.status_code == 200:
        response_200 = AutoPlaySetting.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = ErrorResponse.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = ErrorResponse.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ErrorResponse.from_dict(response.json())



        return response_403

    if response.status_code == 413:
        response_413 = ErrorResponse.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = ErrorResponse.from_dict(response.json())



        return response_415

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AutoPlaySetting | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: PatchedAutoPlayUpdateInputRequest,

) -> Response[AutoPlaySetting | ErrorResponse]:
    """ Change my auto-play setting (either part, or both).

     It applies to moves from now on, in every game I play; a move already arranged is checked again when
    it is due.

    Args:
        body (PatchedAutoPlayUpdateInputRequest): A PATCH body: only the declared fields, at least
            one of them (the schema says
            ``minProperties: 1``).  A field the resource has but does not let change (``FIXED``) and
            an
            unknown key are both 400s rather than silently ignored, so a client never believes it
            changed something it did not.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AutoPlaySetting | ErrorResponse]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: PatchedAutoPlayUpdateInputRequest,

) -> AutoPlaySetting | ErrorResponse | None:
    """ Change my auto-play setting (either part, or both).

     It applies to moves from now on, in every game I play; a move already arranged is checked again when
    it is due.

    Args:
        body (PatchedAutoPlayUpdateInputRequest): A PATCH body: only the declared fields, at least
            one of them (the schema says
            ``minProperties: 1``).  A field the resource has but does not let change (``FIXED``) and
            an
            unknown key are both 400s rather than silently ignored, so a client never believes it
            changed something it did not.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AutoPlaySetting | ErrorResponse
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PatchedAutoPlayUpdateInputRequest,

) -> Response[AutoPlaySetting | ErrorResponse]:
    """ Change my auto-play setting (either part, or both).

     It applies to moves from now on, in every game I play; a move already arranged is checked again when
    it is due.

    Args:
        body (PatchedAutoPlayUpdateInputRequest): A PATCH body: only the declared fields, at least
            one of them (the schema says
            ``minProperties: 1``).  A field the resource has but does not let change (``FIXED``) and
            an
            unknown key are both 400s rather than silently ignored, so a client never believes it
            changed something it did not.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AutoPlaySetting | ErrorResponse]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: PatchedAutoPlayUpdateInputRequest,

) -> AutoPlaySetting | ErrorResponse | None:
    """ Change my auto-play setting (either part, or both).

     It applies to moves from now on, in every game I play; a move already arranged is checked again when
    it is due.

    Args:
        body (PatchedAutoPlayUpdateInputRequest): A PATCH body: only the declared fields, at least
            one of them (the schema says
            ``minProperties: 1``).  A field the resource has but does not let change (``FIXED``) and
            an
            unknown key are both 400s rather than silently ignored, so a client never believes it
            changed something it did not.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AutoPlaySetting | ErrorResponse
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
