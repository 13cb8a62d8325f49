FROM python:3.12-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /app

COPY pyproject.toml README.md manage.py ./
COPY whist_service ./whist_service
COPY games ./games
COPY players ./players
RUN pip install . && python manage.py collectstatic --noinput \
    && useradd --create-home --uid 1000 app

USER app
EXPOSE 8000

CMD ["sh", "-c", "python manage.py migrate --noinput && exec gunicorn whist_service.wsgi:application --bind 0.0.0.0:8000 --workers 3 --access-logfile -"]
