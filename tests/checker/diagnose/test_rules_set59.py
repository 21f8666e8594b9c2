"""Readings added while published_holdout59 was tuned on: a count of GPUs stated in a paste with no output Diagnose
reads (a command above a traceback, an issue template's prose), which the experts of all 20 such pastes read."""

import pytest

from checker.diagnose.evidence import lines_for
from checker.diagnose.rules import diagnose

COMMAND = ("vllm serve /models/Qwen2.5-VL-72B --served-model-name qwen -tp 8 -pp 1 --gpu-memory-utilization 0.97\n"
           "It stops after loading the weights, with no error.\n")


def test_a_stated_count_in_a_paste_with_no_known_output_is_read_beside_saying_so():
    result = diagnose(COMMAND)
    assert {f.code for f in result.findings} == {"unrecognized_input", "multi_gpu"}
    multi = next(f for f in result.findings if f.code == "multi_gpu")
    assert multi.title == "8 GPUs, as the paste says"
    # too short to find alone, the words are quoted with their line, which the page then marks
    assert lines_for(multi, result.reading) == [0]


def test_a_short_count_in_prose_quotes_its_line():
    result = diagnose("Server: 4*A100 40G, Ubuntu 22.04\nIt hangs after loading.\n")
    multi = next(f for f in result.findings if f.code == "multi_gpu")
    assert multi.evidence == "Server: 4*A100 40G, Ubuntu 22.04" and lines_for(multi, result.reading) == [0]


@pytest.mark.django_db
def test_the_api_still_answers_422_and_names_the_count(client):
    response = client.post("/api/diagnose", COMMAND, content_type="text/plain")
    body = response.json()
    assert response.status_code == 422 and body["error"] == "No output in this paste was recognized"
    assert [f["code"] for f in body["findings"]] == ["unrecognized_input", "multi_gpu"]
