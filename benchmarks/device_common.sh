# Sourced by benchmarks/device_speed.sh and benchmarks/device_memory.sh on the device machine: the folders, the log,
# and llama.cpp's build for that GPU's compute capability (the source in .dev/llama-src.tar.xz, 0c1e57098).
OUT=${OUT:-/tmp/headroom-out}
mkdir -p "$OUT"
REPO=$PWD
W=/tmp/headroom-device
mkdir -p "$W"
START=$(date +%s)
log() { echo "[$(date -u +%T) +$(($(date +%s) - START))s] $*" | tee -a "$OUT/run.log"; }
export PATH=/usr/local/cuda/bin:$PATH
SM=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -1 | tr -d '.')

unpack_llama() { tar -C "$W" -xJf "$REPO/.dev/llama-src.tar.xz"; }

build_llama() {  # build_llama TARGET...: those targets only, for this GPU's architecture; the output in build.log
  cmake -S "$W/llama.cpp" -B "$W/build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DGGML_CUDA=ON \
    -DCMAKE_CUDA_ARCHITECTURES="${SM:-90}-real" -DGGML_CUDA_NCCL=OFF -DGGML_NATIVE=ON -DLLAMA_BUILD_SERVER=OFF \
    -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_APP=OFF -DLLAMA_CURL=OFF -DLLAMA_OPENSSL=OFF \
    -DLLAMA_BUILD_COMMIT=0c1e5709 > "$OUT/build.log" 2>&1 && ninja -C "$W/build" "$@" >> "$OUT/build.log" 2>&1
}

built() {  # built BINARY: whether the build made it; the build log cut to its last lines, or its tail in run.log
  if [ ! -x "$W/build/bin/$1" ]; then
    log "build failed"; tail -40 "$OUT/build.log" >> "$OUT/run.log"; return 1
  fi
  tail -5 "$OUT/build.log" > "$W/build.tail" && mv "$W/build.tail" "$OUT/build.log"
}

write_zero_models() {  # write_zero_models PLAN: gguf from .dev/whl, then the zero-weight files of PLAN in /tmp/zg
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --target /tmp/site "$REPO"/.dev/whl/gguf-*.whl \
    >> "$OUT/run.log" 2>&1
  PYTHONPATH=/tmp/site python3 "$REPO/benchmarks/zero_gguf.py" write "$1" /tmp/zg >> "$OUT/run.log" 2>&1
  log "models written"
}
