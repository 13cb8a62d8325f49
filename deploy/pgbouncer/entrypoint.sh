#!/bin/sh
# Writes pgbouncer's configuration from the environment, then runs it in the foreground.
# Transaction pooling: a server connection serves one client transaction at a time, so the
# service keeps no session state (DATABASE_POOL_MODE=transaction in its settings).
set -eu
: "${DB_HOST:?}" "${DB_USER:?}" "${DB_PASSWORD:?}" "${DB_NAME:?}"
dir=/tmp/pgbouncer
mkdir -p "$dir"
printf '"%s" "%s"\n' "$DB_USER" "$DB_PASSWORD" > "$dir/userlist.txt"
cat > "$dir/pgbouncer.ini" <<INI
[databases]
${DB_NAME} = host=${DB_HOST} port=${DB_PORT:-5432} dbname=${DB_NAME}

[pgbouncer]
listen_addr = 0.0.0.0
listen_port = 6432
unix_socket_dir =
auth_type = scram-sha-256
auth_file = $dir/userlist.txt
pool_mode = transaction
default_pool_size = ${POOL_SIZE:-20}
max_client_conn = ${MAX_CLIENT_CONN:-1000}
server_check_query = select 1
server_reset_query =
ignore_startup_parameters = extra_float_digits
INI
exec pgbouncer "$dir/pgbouncer.ini"
