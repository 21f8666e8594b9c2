"""Readings added while published_holdout200 was tuned on: Xinference's log and its model processes, LM Studio's
prompt-processing progress."""

from hypothesis import given
from hypothesis import strategies as st

from tests.checker.diagnose.helpers import codes, is_quiet_log

# xorbitsai/inference #2958 (published_holdout200): a start-up, nothing to judge
XINFERENCE_START = """This is the log  when the model loads on frist :
```
2025-02-27 09:47:13,428 xinference.core.supervisor 10500 INFO     Xinference supervisor 0.0.0.0:40486 started
2025-02-27 09:47:13,441 xinference.core.worker 10500 INFO     Starting metrics export server at 0.0.0.0:None
2025-02-27 09:47:16,190 xinference.core.worker 10500 INFO     Connected to supervisor as a fresh worker
2025-02-27 09:47:19,517 xinference.api.restful_api 10363 INFO     Starting Xinference at endpoint: http://0.0.0.0:9997
"""


def test_xinference_s_log_is_read_as_a_log():
    assert is_quiet_log(XINFERENCE_START)


@given(name=st.from_regex(r"[a-z_]{1,12}(\.[a-z_]{1,12}){0,3}", fullmatch=True), pid=st.integers(1, 99_999_999),
       level=st.sampled_from(["INFO", "WARNING", "ERROR", "DEBUG"]))
def test_any_logger_pid_and_level_of_xinference_s_format_is_its_log(name, pid, level):
    # "%(asctime)s %(name)-12s %(process)d %(levelname)-8s %(message)s"
    line = f"2025-02-27 09:47:13,428 {name:<12} {pid} {level:<8} Purge cache directory: /root/.xinference/cache\n"
    assert is_quiet_log(line * 2)


def test_a_sentence_with_a_number_and_a_level_word_is_not_a_log():
    assert "unrecognized_input" in codes("my gpu 2 INFO says nothing\nthe card 3090 ERROR again\n")


BOX = ("+-----------------------------------------------------------------------------------------+\n"
       "| Processes:                                                                              |\n"
       "|  GPU   GI   CI        PID   Type   Process name                              GPU Memory |\n"
       "|        ID   ID                                                               Usage      |\n"
       "|=========================================================================================|\n"
       "{rows}"
       "+-----------------------------------------------------------------------------------------+\n")


def test_xinference_s_model_processes_are_llm_processes():
    # xorbitsai/inference #2988 (published_holdout200): two replicas of a vLLM model, one per card
    rows = ("|    0   N/A  N/A   1392099      C   Model: qwen2.5-32B-instruct-0               36528MiB |\n"
            "|    1   N/A  N/A   1392740      C   Model: qwen2.5-32B-instruct-1               36528MiB |\n")
    assert codes(BOX.format(rows=rows)) == {"llm_process_on_gpu", "multi_gpu"}


def test_a_process_whose_path_holds_model_is_not_taken_for_xinference_s():
    rows = "|    0   N/A  N/A   1392099      C   /opt/Model: export/bin/blender              36528MiB |\n"
    assert "llm_process_on_gpu" not in codes(BOX.format(rows=rows))


# CherryHQ/cherry-studio #5667 (published_holdout200): LM Studio's developer log, a slow prompt
LM_STUDIO_PROGRESS = """**但是**，如果**在cherry studio里**调用 lm-studio提问，会看到lm-studio的log里：
2025-05-05 09:40:20 [DEBUG] PromptProcessing: 2.64928
2025-05-05 09:41:39 [DEBUG] PromptProcessing: 5.29856
.........................................
等得 很焦虑，很焦虑@_@，
"""


def test_lm_studio_s_prompt_progress_is_read_as_its_log():
    assert is_quiet_log(LM_STUDIO_PROGRESS)
    # and its 0.3.31 form, the model's tag below the time (lmstudio-bug-tracker #1143)
    assert is_quiet_log("2025-11-09 12:35:14  [INFO]\n [qwen/qwen2.5-coder-14b] Prompt processing progress: 0.0%\n")
