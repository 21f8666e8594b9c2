"""Readings added while published_holdout140 was tuned on: MLX's Metal allocator of 2023-24 giving up
("[malloc_or_wait] Unable to allocate N bytes")."""

from tests.checker.diagnose.helpers import codes

MLX_FAILED = ("libc++abi: terminating due to uncaught exception of type std::runtime_error: [malloc_or_wait] Unable to "
              "allocate 12 bytes.\n")


def test_mlxs_allocator_giving_up_is_out_of_memory_whatever_the_request():
    assert codes(MLX_FAILED) == {"out_of_memory"}
    assert codes(MLX_FAILED.replace("12 bytes", "2147483648 bytes")) == {"out_of_memory"}
    # the words without MLX's allocator tag are no such failure
    assert "out_of_memory" not in codes("I was unable to allocate 12 bytes of my time to this.\n")
