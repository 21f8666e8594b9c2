"""Readings added while published_holdout148 was tuned on: the author's Chinese words for a run over several cards
("单机多卡", two at least, outside a question), the shell's report of a fatal signal, and gpt-fast's and torchchat's
generate summary as a log with nothing to judge."""

from tests.checker.diagnose.helpers import codes, is_quiet_log

TRACEBACK = ('Traceback (most recent call last):\n  File "train.py", line 3, in <module>\n    main()\n'
             "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 508.00 MiB (GPU 0; 23.65 GiB total "
             "capacity; 22.93 GiB already allocated; 180.06 MiB free; 22.95 GiB reserved in total by PyTorch)\n")
TORCHCHAT = ("Using device=mps \nLoading model...\nTime to load model: 37.44 seconds\n"
             "Time for inference 1: 26.99 sec total, 50 tokens, 1.85 tokens/sec, 539.72 ms/token\n"
             "Bandwidth achieved: 29.76 GB/s\n")


def test_chinese_words_for_several_cards_are_a_run_over_two_at_least():
    assert codes("多卡微调参数如上，每次都会产生下面的报错：\n" + TRACEBACK) == {"multi_gpu", "out_of_memory"}
    assert codes("单卡微调时会产生下面的报错：\n" + TRACEBACK) == {"out_of_memory"}
    # a question about such a run is not one
    assert codes("这个使用多卡部署的话怎么配置？\n" + TRACEBACK) == {"out_of_memory"}


def test_the_shells_report_of_a_fatal_signal_is_the_programs_output():
    assert is_quiet_log("$ python cli_demo_hf.py --quant 4\nFloating point exception (core dumped)\n")
    assert is_quiet_log("Segmentation fault (core dumped)\n")


def test_torchchats_generate_summary_is_a_log_with_nothing_to_judge():
    assert is_quiet_log(TORCHCHAT)
    assert codes("Time for inference was long, bandwidth too.\n") == {"unrecognized_input"}
