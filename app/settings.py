"""One settings object for the whole product.

Values come, in order of precedence, from keyword arguments, `VOXCALL_*`
environment variables, an optional TOML file (`VOXCALL_CONFIG`, else
`~/.config/voxcall/config.toml` when it exists) and the defaults below.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field
from pydantic_settings import (
    BaseSettings,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
    TomlConfigSettingsSource,
)

Device = Literal["auto", "cpu", "cuda"]
DecodeMode = Literal["plain", "mtp", "drafter", "lookup"]
HeadPrecision = Literal["float32", "int8"]
Quantization = Literal["auto", "none", "int8", "bf16"]
"""How the language model's numbers are stored: none (float32; float16 on CUDA), int8 (int8
weights and activations in every Linear, each token's row scaled alone, CPU; see `models.int8`),
bf16 (bfloat16, packed for oneDNN; see `models.bf16`), or auto: bf16 on a CPU with native
bfloat16 arithmetic (AMX or AVX-512 BF16) whose packed layers pass the load-time row check
(`models.bf16.packed_rows_independent`), none elsewhere."""
Precision = Literal["none", "int8", "bf16"]
AsrWindow = Literal["full", "fitted"]
PushToTalk = Literal["hold", "toggle"]
CopyStarts = Literal["word", "inside"]
"""Where a copied value may start: at a word's start, or anywhere inside a word (`models.value_copy`)."""
ContactRoute = Literal["swap", "second_model"]
"""How the contact adapter is held beside the calls adapter (`Settings.contact_route`)."""
ASSETS = Path(__file__).resolve().parent.parent / "assets"
BUNDLED_ADAPTER = ASSETS / "adapters" / "calls"
BUNDLED_CONTACT_ADAPTER = ASSETS / "adapters" / "contacts"
BUNDLED_HEAD = ASSETS / "mtp" / "calls"
BUNDLED_DRAFTER = ASSETS / "drafter" / "calls"
BUNDLED_CLEANUP = ASSETS / "adapters" / "cleanup"
BUNDLED_CLEANUP_HEAD = ASSETS / "mtp" / "cleanup"
BUNDLED_ASR_ADAPTER = ASSETS / "adapters" / "asr"


def _xdg(var: str, fallback: str) -> Path:
    return Path(os.environ.get(var) or Path.home() / fallback) / "voxcall"


def config_file() -> Path:
    """Where the optional TOML settings file lives."""
    explicit = os.environ.get("VOXCALL_CONFIG")
    return Path(explicit) if explicit else _xdg("XDG_CONFIG_HOME", ".config") / "config.toml"


class Settings(BaseSettings):
    """Everything a deployment may want to change, in one place."""

    model_config = SettingsConfigDict(env_prefix="VOXCALL_", extra="ignore")

    data_dir: Path = Field(default_factory=lambda: _xdg("XDG_DATA_HOME", ".local/share"))
    cache_dir: Path = Field(default_factory=lambda: _xdg("XDG_CACHE_HOME", ".cache"))
    db_path: Path | None = None

    device: Device = "auto"
    model_dir: Path | None = None
    adapter_dir: Path | None = None
    use_adapter: bool = True
    contact_adapter_dir: Path = BUNDLED_CONTACT_ADAPTER
    route_contacts: bool = True
    """Decode a command again with the contact adapter when the calls adapter's answer holds `create_contact`
    (`models.caller.FunctionCaller.predict`). False decodes every command with the calls adapter alone."""
    read_corrections: bool = True
    """Clean a command that corrects itself ("set the volume to 80 no 30") with the dictation model before
    reading its calls (`app.corrections`). False reads every command as said."""
    contact_route: ContactRoute = "swap"
    """How the contact adapter is held: "swap" switches it in on the calls model's own weights while a routed
    command decodes (`models.lora_swap`: +41 MB in float32; int8 cannot, and loads the second model);
    "second_model" loads it merged into a second model (+413 MB, routed commands 1.08x faster). The answers
    are the same (runs AR and AS)."""
    quantization: Quantization = "auto"
    decode: DecodeMode = "mtp"
    max_new_tokens: int = Field(default=96, ge=8, le=512)
    constrained: bool = True
    copy_values: bool = True
    """Quoted free-text values must be spans of the command that end at a word end (`models.value_copy`).

    Needs `constrained`."""
    copy_starts: CopyStarts = "word"
    """word: a copied value starts where a word of the command starts, so "call andrew" cannot give
    "rew" (a model taught "and" as the joiner of calls may split it off a name). inside: it may
    start inside a word, for a recogniser that glues words ("Playtaylor Swift." -> "taylor Swift")."""
    no_call_margin: float = Field(default=0.0, ge=0.0, le=20.0)
    """Logits the answer `none` must win by at its first token (`models.guide.NoCallMargin`); 0 is plain greedy.

    Applies to the fine-tuned calls adapter only; off, since margin 2 gained 3 of the 5 commands its
    declared rule asked for with adapter I (benchmarks/results/no-call-margin/RULE.md), and with M2 it
    turned rightly refused commands into calls ("can you hear me" -> volume up; calls-run-al/RULE.md)."""
    draft_tokens: int = Field(default=4, ge=1, le=16)
    mtp_head_dir: Path = BUNDLED_HEAD
    mtp_min_confidence: float = Field(default=0.0, ge=0, lt=1)
    """The MTP head stops drafting when its probability for its next token is below this."""
    mtp_head_precision: HeadPrecision = "int8"
    """The MTP head's linear layers and draft-vocabulary rows: int8 runs them on `models.int8`'s kernel
    (`models.mtp.load_head`), a quarter of the bytes read per draft step; outputs are the same either way."""
    mtp_copy: bool = True
    """Inside a quoted value, MTP drafts the command's own words (`models.span_copy`); False: the head alone."""
    drafter_dir: Path = BUNDLED_DRAFTER
    threads: int | None = Field(default=None, ge=1)
    kernel_threads: int | None = Field(default=None, ge=1, le=8)
    """Threads the int8 kernel splits each layer over (`models.int8`); None: every core, at most 8."""
    lean_forward: bool = True
    """Decoding passes of the row-exact formats (int8, bf16) skip Hugging Face's per-layer code
    (`models.lean_forward`): the same bits, fewer ops. False runs Hugging Face's forward."""

    asr_adapter_dir: Path = BUNDLED_ASR_ADAPTER
    use_asr_adapter: bool = True
    """Hear through Whisper with the ASR adapter merged into its decoder (`models.asr_adapter`); False: plain
    Whisper base."""
    asr_beam_size: int = Field(default=5, ge=1, le=10)
    asr_language: str | None = "en"
    asr_vad: bool = True
    asr_vad_threshold: float = Field(default=0.5, gt=0, lt=1)
    """Silero speech probability above which audio counts as speech."""
    asr_vad_min_silence_ms: int = Field(default=2000, ge=0)
    """A pause this long ends a speech stretch; shorter ones stay inside it."""
    asr_vad_speech_pad_ms: int = Field(default=400, ge=0)
    """Audio kept either side of each speech stretch."""
    asr_no_speech_threshold: float | None = Field(default=0.6, ge=0, le=1)
    """Whisper drops a segment whose no-speech probability is above this (and whose words are unlikely)."""
    asr_temperature_fallback: bool = True
    """Re-decode a segment at rising temperatures when the greedy pass looks like a hallucination."""
    asr_window: AsrWindow = "full"
    """Whisper's encoder window for a command: `full` encodes 30 s, padding included; `fitted` the audio and
    `asr_window_margin_s` of the padding (`models.whisper_window`). Dictation always uses the full window."""
    asr_window_margin_s: float = Field(default=12.0, gt=0, le=30)
    """Seconds of padding a fitted window keeps after the audio: Whisper finds the end of speech in them."""
    asr_seed: int | None = 0
    """Seed for that fallback's sampling, set when Whisper loads, so an evaluation run repeats. None: random."""
    asr_prompt: str = (
        "Voice commands for a device: turn on the flashlight, set an alarm, set a timer, "
        "volume, lights, send a message."
    )
    max_audio_seconds: float = Field(default=60.0, gt=0)
    max_text_chars: int = Field(default=500, ge=10)

    cleanup_adapter_dir: Path = BUNDLED_CLEANUP
    dictation_decode: DecodeMode = "lookup"
    dictation_draft_tokens: int = Field(default=8, ge=1, le=32)
    dictation_mtp_head_dir: Path = BUNDLED_CLEANUP_HEAD
    max_dictation_chars: int = Field(default=20_000, ge=10)
    max_dictation_seconds: float = Field(default=1800.0, gt=0)
    vocabulary_file: Path | None = None

    sample_rate: int = 16_000
    scheduler_poll_seconds: float = Field(default=0.5, gt=0)

    # `voxcall ui`: microphone, capture and endpointing
    mic_device: str | None = None
    """Input device: its index or part of its name; None is the system default."""
    push_to_talk: PushToTalk = "toggle"
    """`hold`: record while the talk key repeats; `toggle`: one press starts, the next stops."""
    hands_free: bool = False
    """Start listening continuously, cutting commands at pauses (voice-activity endpointing)."""
    hold_release_seconds: float = Field(default=0.7, gt=0)
    """Terminals send no key-up: a held key is released when its repeats stop this long."""
    vad_threshold_dbfs: float = Field(default=-45.0, le=0)
    vad_start_seconds: float = Field(default=0.15, gt=0)
    vad_silence_seconds: float = Field(default=0.8, gt=0)
    vad_preroll_seconds: float = Field(default=0.3, ge=0)
    partial_seconds: float = Field(default=1.0, gt=0)
    """How often the words heard so far are transcribed while someone speaks."""
    ui_theme: str = "voxcall-dark"
    kiosk_idle_seconds: float = Field(default=90.0, gt=0)
    kiosk_exit_chord: str = "ctrl+x,ctrl+q"
    """Keys pressed one after the other (within two seconds) that leave `voxcall ui --kiosk`."""

    @property
    def adapter(self) -> Path | None:
        """The function-calling LoRA adapter to merge, or None for the bare base model."""
        if not self.use_adapter:
            return None
        path = self.adapter_dir or BUNDLED_ADAPTER
        return path if (path / "adapter_config.json").is_file() else None

    @property
    def contact_adapter(self) -> Path | None:
        """The adapter that decodes contact commands again, or None: routing off, no calls adapter, none installed."""
        if not self.route_contacts or self.adapter is None:
            return None
        return self.contact_adapter_dir if (self.contact_adapter_dir / "adapter_config.json").is_file() else None

    @property
    def vocabulary_path(self) -> Path:
        """The personal vocabulary file (names and jargon spelled the user's way)."""
        return self.vocabulary_file or self.data_dir / "vocabulary.txt"

    @property
    def state_db(self) -> Path:
        """The SQLite file that holds the simulated device's state."""
        return self.db_path or self.data_dir / "state.db"

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        toml = TomlConfigSettingsSource(settings_cls, toml_file=config_file())
        return (init_settings, env_settings, toml)


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The process-wide settings, read once."""
    return Settings()
