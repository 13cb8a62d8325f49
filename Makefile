serve:
	python3 dev.py serve

test:
	python3 dev.py test $(ARGS)

.PHONY: serve test
