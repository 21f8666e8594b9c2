"""Readings added while published_holdout192 was tuned on: XLA's list of CUDA devices under Horovod, the NVIDIA X
driver failing to bring a card up, PyTorch Lightning's accelerator lines and the NVIDIA VA-API driver's trace."""

from checker.diagnose.rules import read_paste
from tests.checker.diagnose.helpers import codes

# NVIDIA/nccl #224: Horovod's ranks under Open MPI; rank 6 takes GPU 2, rank 7's XLA service lists all four.
HOROVOD = ("[1,6]<stderr>:2019-05-15 06:47:09.583932: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1512] Adding "
           "visible gpu devices: 2\n"
           "[1,7]<stderr>:2019-05-15 06:47:09.592326: I tensorflow/compiler/xla/service/service.cc:150] XLA service "
           "0x5836330 executing computations on platform CUDA. Devices:\n"
           + "".join(f"[1,7]<stderr>:2019-05-15 06:47:09.59244{n}: I tensorflow/compiler/xla/service/service.cc:158]   "
                     f"StreamExecutor device ({n}): Tesla V100-SXM2-32GB, Compute Capability 7.0\n" for n in range(4)))


def test_xlas_cuda_devices_are_the_gpus_where_they_are_more():
    assert [gpu.name for gpu in read_paste(HOROVOD).gpus] == ["Tesla V100-SXM2-32GB"] * 4
    assert "multi_gpu" in codes(HOROVOD)
    # near copy: one device listed is one GPU, as the visible list says
    one = "\n".join(line for line in HOROVOD.splitlines() if "device (1)" not in line and "device (2)" not in line
                    and "device (3)" not in line)
    assert len(read_paste(one).gpus) == 1 and "multi_gpu" not in codes(one)


# Bumblebee-Project/Bumblebee #550: bumblebeed's journal quoting Xorg's error.
X_FAILED = ("Mar 05 23:33:35 ivosung bumblebeed[1734]: [91063.874832] [ERROR][XORG] (EE) NVIDIA(GPU-0): Failed to "
            "initialize the NVIDIA GPU at PCI:1:0:0.  Please check your system's kernel log for additional error messages\n")


def test_the_x_driver_unable_to_initialize_the_card_is_a_driver_error():
    assert codes(X_FAILED) == {"driver_error"}
    # near copy: the X driver initializing it is no failure
    assert "driver_error" not in codes(X_FAILED.replace("Failed to initialize the NVIDIA GPU at", "Initialized GPU GART at"))
    # and one that names the card at its address without failing, in a paste that is read, is none either
    found = ("(II) NVIDIA(0): NVIDIA GPU GeForce GT 750M (GK107) at PCI:1:0:0 (GPU-0)\n"
             "GPU available: True (cuda), used: True\n")
    assert codes(found) == set()


# jwohlwend/boltz #17: Lightning's trainer naming its accelerators.
LIGHTNING = ("GPU available: True (cuda), used: True\nTPU available: False, using: 0 TPU cores\n"
             "HPU available: False, using: 0 HPUs\n")
# elFarto/nvidia-vaapi-driver #210: vainfo with NVD_LOG=1.
VAAPI = ("libva info: VA-API version 1.17.0\n"
         "libva info: Trying to open /usr/lib/x86_64-linux-gnu/dri/nvidia_drv_video.so\n"
         "       687.732183280 [51653-51653] ../src/direct/direct-export-buf.c:  94      direct_initExporter Found NVIDIA "
         "GPU 0 at /dev/dri/renderD128\n")


def test_lightnings_and_the_video_drivers_lines_are_read_and_judge_nothing():
    for text in (LIGHTNING, VAAPI):
        assert codes(text) == set()  # read: no unrecognized_input
    # near copy: a GPU found and not used is not among the quiet lines
    assert "unrecognized_input" in codes("GPU available: True (cuda), used: False\n")
