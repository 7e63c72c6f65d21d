"""voxcall application layer: settings, pipeline, command line."""
