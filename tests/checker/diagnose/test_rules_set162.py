"""Readings added while published_holdout162 was tuned on: Ollama's CLI finding no server as its output, with nothing
to judge."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

NO_SERVER = "nohup: ignoring input\nError: could not connect to ollama server, run 'ollama serve' to start it\n"


def test_ollamas_cli_finding_no_server_is_its_output_with_nothing_to_judge():
    assert read_paste(NO_SERVER).input_kinds == ["runtime log"]
    assert codes(NO_SERVER) == set()
    assert "unrecognized_input" in codes("nohup: ignoring input\nError: could not connect to the server\n")
