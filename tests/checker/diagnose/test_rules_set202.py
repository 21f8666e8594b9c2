"""Readings added while published_holdout202 was tuned on: TensorFlow's C++ log lines."""

from hypothesis import given
from hypothesis import strategies as st

from tests.checker.diagnose.helpers import codes, is_quiet_log

# jupyterhub/jupyterhub #2927 (published_holdout202): TensorFlow finding the GPU in a Python shell
SHELL = """On both setups I'm able to use tensorflow with gpu support in an (i)python 3.6 shell

```
>>> import tensorflow as tf
>>> tf.config.list_physical_devices('GPU')
2020-02-12 10:57:13.670937: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcuda.so.1
2020-02-12 10:57:13.698230: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
"""


def test_tensorflow_s_log_is_read_as_a_log():
    assert is_quiet_log(SHELL)


@given(severity=st.sampled_from("IWE"), tid=st.one_of(st.just(""), st.integers(1, 9_999_999).map(lambda t: f" {t:>7}")),
       path=st.from_regex(r"(tensorflow|external/local_xla/xla)(/[a-z_]{1,12}){1,4}/[a-z_]{1,20}\.cc", fullmatch=True),
       line=st.integers(1, 99_999))
def test_any_line_of_tensorflow_s_format_is_its_log(severity, tid, path, line):
    # "%s.%06d: %c%s %s:%d] %s": the time, the severity's letter, an optional thread id, the file and line
    text = f"2020-02-12 10:57:13.670937: {severity}{tid} {path}:{line}] Successfully opened dynamic library libcudart.so\n"
    assert is_quiet_log(text)


def test_a_sentence_with_a_file_and_line_is_not_tensorflow_s_log():
    assert "unrecognized_input" in codes("I think main.cc:44] is where it breaks\n")
