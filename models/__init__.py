"""voxcall models: speech recognition, the language model and its decoding."""
