from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.patched_webhook_update_request import PatchedWebhookUpdateRequest
from ...models.webhook import Webhook
from typing import cast



def _get_kwargs(
    webhook_id: int,
    *,
    body: PatchedWebhookUpdateRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/webhooks/{webhook_id}".format(webhook_id=quote(str(webhook_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | Webhook | None:
    if response.status_code == 200:
        response_200 = Webhook.from_dict(response.json())



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

    if response.status_code == 404:
        response_404 = ErrorResponse.from_dict(response.json())



        return response_404

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | Webhook]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    webhook_id: int,
    *,
    client: AuthenticatedClient,
    body: PatchedWebhookUpdateRequest,

) -> Response[ErrorResponse | Webhook]:
    """ Pause, resume or change what a webhook is sent

    Args:
        webhook_id (int):
        body (PatchedWebhookUpdateRequest): A PATCH body: only the declared fields, at least one
            of them (the schema says
            ``minProperties: 1``).  A field the resource has but does not let change (``FIXED``) and
            an
            unknown key are both 400s rather than silently ignored, so a client never believes it
            changed something it did not.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | Webhook]
     """


    kwargs = _get_kwargs(
        webhook_id=webhook_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    webhook_id: int,
    *,
    client: AuthenticatedClient,
    body: PatchedWebhookUpdateRequest,

) -> ErrorResponse | Webhook | None:
    """ Pause, resume or change what a webhook is sent

    Args:
        webhook_id (int):
        body (PatchedWebhookUpdateRequest): A PATCH body: only the declared fields, at least one
            of them (the schema says
            ``minProperties: 1``).  A field the resource has but does not let change (``FIXED``) and
            an
            unknown key are both 400s rather than silently ignored, so a client never believes it
            changed something it did not.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | Webhook
     """


    return sync_detailed(
        webhook_id=webhook_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    webhook_id: int,
    *,
    client: AuthenticatedClient,
    body: PatchedWebhookUpdateRequest,

) -> Response[ErrorResponse | Webhook]:
    """ Pause, resume or change what a webhook is sent

    Args:
        webhook_id (int):
        body (PatchedWebhookUpdateRequest): A PATCH body: only the declared fields, at least one
            of them (the schema says
            ``minProperties: 1``).  A field the resource has but does not let change (``FIXED``) and
            an
            unknown key are both 400s rather than silently ignored, so a client never believes it
            changed something it did not.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | Webhook]
     """


    kwargs = _get_kwargs(
        webhook_id=webhook_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    webhook_id: int,
    *,
    client: AuthenticatedClient,
    body: PatchedWebhookUpdateRequest,

) -> ErrorResponse | Webhook | None:
    """ Pause, resume or change what a webhook is sent

    Args:
        webhook_id (int):
        body (PatchedWebhookUpdateRequest): A PATCH body: only the declared fields, at least one
            of them (the schema says
            ``minProperties: 1``).  A field the resource has but does not let change (``FIXED``) and
            an
            unknown key are both 400s rather than silently ignored, so a client never believes it
            changed something it did not.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | Webhook
     """


    return (await asyncio_detailed(
        webhook_id=webhook_id,
client=client,
body=body,

    )).parsed
