FROM python:3.12-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /app

# Exact versions, every file checked against its hash (refresh with `python3 dev.py lock`);
# the project itself is then built with the locked setuptools and pulls in nothing else.
COPY requirements.lock ./
RUN pip install --require-hashes -r requirements.lock

COPY pyproject.toml README.md manage.py ./
COPY core ./core
COPY whist_service ./whist_service
COPY games ./games
COPY players ./players
COPY live ./live
COPY drives ./drives
COPY social ./social
COPY webclient ./webclient
RUN pip install --no-deps --no-build-isolation . \
    && DEBUG=1 python manage.py collectstatic --noinput \
    && useradd --create-home --uid 1000 app

USER app
EXPOSE 8000

# Migrations are not run here: a one-shot `migrate` service does it once before web, worker and
# beat start (docker-compose.yml), so scaling web out never races two migrations.
# ASGI: gunicorn manages uvicorn worker processes.  The sync views run as before; the streams
# (Server-Sent Events) are coroutines, so a worker holds thousands of them.  A stream is cut
# after --graceful-timeout on a restart, and its client resumes from Last-Event-ID.
CMD ["gunicorn", "whist_service.asgi:application", "--worker-class", \
     "whist_service.workers.UvicornWorker", "--bind", "0.0.0.0:8000", "--workers", "3", \
     "--graceful-timeout", "10", "--access-logfile", "-"]
