"""Readings added while published_holdout150 was tuned on: RTP-LLM's logger, whose GPU probe ("detected [4] gpus")
counts the cards."""

from tests.checker.diagnose.helpers import codes, is_quiet_log

LOG = ("[process-385289][root][05/10/2024 15:11:35][__init__.py:<module>():14][INFO] init logger end\n"
       "[process-385289][root][05/10/2024 15:11:37][gpu_util.py:__init__():30][INFO] detected [{n}] gpus\n")


def test_rtp_llms_logger_is_a_log_and_its_probe_counts_the_gpus():
    assert codes(LOG.replace("{n}", "4")) == {"multi_gpu"}
    assert is_quiet_log(LOG.replace("{n}", "1"))
