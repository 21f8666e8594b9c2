"""Readings added while published_holdout157 was tuned on: Intel AI Playground's backend console as a log with nothing
to judge."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

PLAYGROUND = ('index-DHRl2uzL.js:201 [openvino-backend] detected devices: [\n  {\n    "id": "GPU",\n'
              '    "name": "Intel(R) Arc(TM) 140T GPU (64GB) (iGPU)"\n  }\n]\n'
              "index-DHRl2uzL.js:201 [openvino-backend] openvino-backend server startup complete after 0.7777084 seconds\n")


def test_ai_playgrounds_backend_console_is_a_log_with_nothing_to_judge():
    assert read_paste(PLAYGROUND).input_kinds == ["runtime log"]
    assert codes(PLAYGROUND) == set()
    # (without its bracketed service name the same words are not a log Diagnose knows)
    assert "unrecognized_input" in codes(PLAYGROUND.replace("[openvino-backend] ", ""))
