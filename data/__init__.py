"""Synthetic training and held-out data for the command-to-call model."""
