serve:
	python3 dev.py serve

test:
	python3 dev.py test $(ARGS)

docs:
	python3 dev.py docs

.PHONY: serve test docs
