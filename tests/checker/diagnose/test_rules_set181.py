"""Readings added while published_holdout181 was tuned on: a Processes box quoted alone whose rows name two GPUs, its
last row without the closing border its author trimmed; Isaac Gym's PhysX falling back to the CPU."""

from tests.checker.diagnose.helpers import codes

from checker.diagnose.rules import diagnose, read_paste

# Open3D #3483's box as its author quoted it: the padding trimmed, the last row without its closing border.
BOX = ("```\n+-----------------------------------------------------------------------------+\n"
       "| Processes:                                                                  |\n"
       "|  GPU   GI   CI        PID   Type   Process name                  GPU Memory |\n"
       "|        ID   ID                                                   Usage      |\n"
       "|=============================================================================|\n"
       "|    0   N/A  N/A     18101      C   python      189MiB |\n"
       "|    1   N/A  N/A     18101      C   python      189MiB \n```\n")


def test_a_process_row_without_its_closing_border_is_read():
    processes = read_paste(BOX).processes
    assert [(p.gpu_index, p.pid, p.name, p.memory_mib) for p in processes] == [(0, 18101, "python", 189.0), (1, 18101, "python", 189.0)]
    # (a row cut inside its memory figure is not)
    assert len(read_paste(BOX.replace("189MiB \n```", "18\n```")).processes) == 1


def test_a_processes_box_alone_naming_two_gpus_shows_two_gpus():
    finding = next(f for f in diagnose(BOX).findings if f.code == "multi_gpu")
    assert finding.title == "At least 2 GPUs" and finding.evidence == "processes on GPUs 0, 1"
    # (one GPU named twice is one GPU)
    assert "multi_gpu" not in codes(BOX.replace("|    1   N/A", "|    0   N/A"))


# unitree_rl_gym #48: PhysX cannot load libcuda.so and Isaac Gym runs the physics on the CPU.
PHYSX = ("Not connected to PVD\n/buildAgent/work/99bede84aa0a52c2/source/physx/src/gpu/PxPhysXGpuModuleLoader.cpp (148) : "
         "internal error : libcuda.so!\n\n[Warning] [carb.gym.plugin] Failed to create a PhysX CUDA Context Manager. Falling "
         "back to CPU.\nPhysics Engine: PhysX\nPhysics Device: cpu\nGPU Pipeline: disabled\n")


def test_physx_falling_back_to_the_cpu_is_a_cpu_run():
    assert "cpu_only" in codes(PHYSX)
    # (the physics on the CPU because the user asked for it, --sim_device=cpu, is their choice)
    chosen = PHYSX.split("[Warning]")[0].replace("internal error : libcuda.so!", "") + "Physics Engine: PhysX\nPhysics Device: cpu\n"
    assert "cpu_only" not in codes(chosen)
