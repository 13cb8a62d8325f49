"""Being told when something happens: notifications stored per user, the game and user streams
(Server-Sent Events fanned out through Redis pub/sub), stream tickets and webhooks."""
