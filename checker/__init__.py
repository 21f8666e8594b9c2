"""The checker app: three features, each a package with its domain core (plain Python) and the views,
API and addresses that serve it.

- ``fit``: Will it run? (the estimator, its inputs, verdicts and advice);
- ``diagnose``: what a paste says (parsers, rules, redaction, saved pastes);
- ``machine``: This machine (NVML, the local Ollama, the local model files).

Dependencies point one way: machine may use diagnose and fit, diagnose may use fit
(tests/test_layout.py holds this).
"""
