"""Readings added while published_holdout115 was tuned on: a memory budget per device (Accelerate's and Transformers'
max_memory) counts the GPUs it names."""

from tests.checker.diagnose.helpers import codes


def test_a_memory_budget_per_device_counts_its_gpus():
    assert "multi_gpu" in codes("model = AutoModelForCausalLM.from_pretrained(path, device_map='auto', "
                                "max_memory={0: '3GB', 1: '10GB', 'cpu': '30GB'})\n")
    assert "multi_gpu" in codes(">>> Inferred max memory: {0: '14.25 GiB', 1: '14.25 GiB', 2: '14.25 GiB', "
                                "'cpu': '1748.69 GiB'}\n")
    # One GPU and the CPU: no run over several.
    assert "multi_gpu" not in codes("max_memory = {0: '20GiB', 'cpu': '64GiB'}\n")
