"""Readings added while published_holdout207 was tuned on: a program's report of nvidia-smi's exit status, and a task's
kernel stack inside the NVIDIA modules."""

from hypothesis import given
from hypothesis import strategies as st

from checker.diagnose.articles import article_for
from checker.diagnose.parsers import nvidia_smi_failure
from checker.diagnose.reading import read
from checker.diagnose.rules import diagnose
from tests.checker.diagnose.helpers import codes

# smallcloudai/refact #39 (published_holdout207), with Refact's own log prefix
REFACT = ("-- 26 -- WARNING:root:nvidia-smi does not work, that's especially bad for initial setup.\n"
          "-- 26 -- subprocess.CalledProcessError: Command '['nvidia-smi', '--query-gpu=pci.bus_id,name,memory.used,"
          "memory.total,temperature.gpu', '--format=csv']' returned non-zero exit status {status}.\n")


def finding(text, code="driver_error"):
    diagnosis = diagnose(text)
    return diagnosis, next(f for f in diagnosis.findings if f.code == code)


def test_nvidia_smi_exiting_with_a_driver_status_is_a_driver_error_that_says_what_the_status_means():
    diagnosis, error = finding(REFACT.format(status=4))
    assert "exit status 4" in error.title and "permission" in error.title
    assert "label=disable" in error.detail
    assert article_for("driver_error", diagnosis.snapshot, error.evidence) == "nvidia-smi-cannot-communicate"
    assert "driver is not loaded" in finding(REFACT.format(status=9))[1].title
    assert "internal driver error" in finding(REFACT.format(status=255))[1].title
    # a GPU off the bus is the Xid article's
    diagnosis, error = finding(REFACT.format(status=15))
    assert article_for("driver_error", diagnosis.snapshot, error.evidence) == "cuda-illegal-memory-access-xid"


def test_a_signal_is_a_crash_and_the_calling_program_s_own_mistakes_are_no_driver_error():
    assert finding(REFACT.format(status=-11))[1].title == "nvidia-smi crashed"
    for status in (2, 3, 6, 13, 18):  # a bad argument, not available, no object, not implemented; undocumented
        assert "driver_error" not in codes(REFACT.format(status=status)), status


def test_a_status_beside_nvidia_smi_s_own_message_is_one_finding():
    text = ("[task 2025-07-01T05:06:30.004+00:00] [train] nvidia-smi failed with return code 9\n"
            "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest "
            "NVIDIA driver is installed and running.\n")
    assert [f.code for f in diagnose(text).findings].count("driver_error") == 1
    assert "driver is not loaded" in finding(text.splitlines()[0] + "\n")[1].title
    # the status line is not marked read where nvidia-smi's own message, the one quoted, stands beside it
    assert 0 not in read(text).read_lines and 1 in read(text).read_lines
    assert 0 in read(text.splitlines()[0] + "\n").read_lines


# unslothai/unsloth #3331 (published_holdout207): the prose's lists, then the output indented by six spaces
STACK = ("It appears to get stuck in the UVM kernel path nvidia_uvm (uvm_api_map_external_allocation):\n\n"
         "      PID  PPID STAT                  STARTED CMD\n"
         "      77637     1 R    Wed Sep 17 12:51:13 2025 VLLM::EngineCore\n\n"
         "      sudo cat /proc/77637/stack\n"
         "      [<0>] uvm_spin_loop+0xb4/0x100 [nvidia_uvm]\n"
         "      [<0>] uvm_tracker_wait+0xa2/0x1c0 [nvidia_uvm]\n"
         "      [<0>] uvm_api_map_external_allocation+0x278/0x510 [nvidia_uvm]\n")


def test_a_kernel_stack_inside_the_nvidia_modules_is_a_task_stuck_in_the_driver():
    diagnosis, error = finding(STACK)
    assert error.title == "A task is stuck inside the NVIDIA kernel driver"
    assert error.evidence == "[<0>] uvm_spin_loop+0xb4/0x100 [nvidia_uvm]"
    assert "reboot" in error.detail
    assert article_for("driver_error", diagnosis.snapshot, error.evidence) == "cuda-illegal-memory-access-xid"
    assert codes(STACK) == {"driver_error"}
    # one frame, or frames of other modules, are no stack in the driver
    assert "driver_error" not in codes("[<0>] uvm_spin_loop+0xb4/0x100 [nvidia_uvm]\n")
    assert "driver_error" not in codes("[<0>] ext4_sync_file+0x1/0x2 [ext4]\n[<0>] do_fsync+0x3/0x4 [ext4]\n")


@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=300), st.integers(-64, 300))
def test_the_exit_status_read_is_the_one_printed_and_only_a_documented_driver_status_counts(prose, status):
    line = f"{prose.splitlines()[0] if prose.splitlines() else ''} Command '['nvidia-smi', '-L']' returned non-zero exit status {status}."
    read = nvidia_smi_failure.exit_status(line)
    assert read == (status if status in nvidia_smi_failure.EXIT_MEANINGS or status < 0 else None)


FRAGMENTS = ["returned non-zero exit status 4.", "failed with return code 255", "Command '['rocm-smi']' returned "
             "non-zero exit status 9.", "[<0>] uvm_spin_loop+0xb4/0x100 [nvidia_uvm]",
             "[<0>] ext4_sync_file+0x1/0x2 [ext4]", "nvidia-smi -L", "GPU 0: NVIDIA GeForce RTX 3090"]


@given(st.lists(st.one_of(st.sampled_from(FRAGMENTS), st.text(alphabet=st.characters(blacklist_categories=("Cs",)),
                                                              max_size=60)), max_size=8))
def test_text_without_nvidia_smi_or_an_nvidia_module_has_no_such_failure(pieces):
    # (nvidia-smi's own failure messages, FAILURES, say so without naming it, and are read whatever surrounds them)
    text = "\n".join(pieces)
    named = [line for line in text.splitlines() if "nvidia-smi" in line]
    frames = [line for line in text.splitlines() if nvidia_smi_failure.KERNEL_FRAME.search(line)]
    if not any(key in text for key in nvidia_smi_failure.FAILURES) and not named and len(frames) < 2:
        assert nvidia_smi_failure.parse(text) is None
    if len(frames) < 2 and not any(key in text for key in nvidia_smi_failure.FAILURES) \
            and not any(nvidia_smi_failure.exit_status(line) is not None for line in named):
        assert nvidia_smi_failure.parse(text) is None or nvidia_smi_failure.crash_reports(text.splitlines())
