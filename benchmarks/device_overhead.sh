#!/usr/bin/env bash
# What a real llama.cpp run holds on the device's GPU beyond its buffers (issue #13). benchmarks/device_overhead.py says
# what is measured and why; this is the part that runs there.
#
# Prepared here (no GPU needed), in the ignored folder .dev/:
#   .dev/llama-src.tar.xz  llama.cpp's source (0c1e57098, as vendored by llama-cpp-python 0.3.36 on PyPI)
#   .dev/ohplan.json       .dev/ohgrid.txt: python benchmarks/device_overhead.py prepare PREDICTIONS.txt
#   .dev/whl/gguf-*.whl    the writer of the zero-weight files
# Run there with the device tool: `bash benchmarks/device_overhead.sh`, carrying .dev; what comes back in $OUT: run.log,
# context.txt (a bare CUDA context and a cuBLAS handle), fitprint.txt (llama.cpp's own buffers per cell),
# overhead.txt (per cell: idle and peak memory.used, the process's peak used_memory, llama-bench's exit status),
# bench.md (llama-bench's rows) and build.log.
set -u
# shellcheck source=benchmarks/device_common.sh
. benchmarks/device_common.sh
DEADLINE=$((START + ${BUDGET_S:-540}))
left() { echo $((DEADLINE - $(date +%s))); }
mkdir -p "$W/res"
used() { nvidia-smi --query-gpu=memory.used --format=csv,noheader,nounits | head -1 | tr -d ' '; }

log "start; $(nvidia-smi -L 2>&1 | head -1); $(nproc) cores"
unpack_llama
build_llama llama-bench llama-fit-params &
BUILD=$!
log "building for sm_${SM}"

write_zero_models .dev/ohplan.json

# A process that holds only a CUDA context, then a cuBLAS handle that has run one GEMM: memory.used over the idle
# reading, and the process's used_memory, after each step.
python3 - > "$OUT/context.txt" 2>&1 <<'EOF'
import ctypes, glob, os, subprocess, time

def smi(query):
    return subprocess.run(["nvidia-smi", f"--query-{query}", "--format=csv,noheader,nounits"], capture_output=True, text=True).stdout

def used():
    return int(smi("gpu=memory.used").split()[0])

def process():
    for line in smi("compute-apps=pid,used_memory").splitlines():
        pid, mib = (part.strip() for part in line.split(","))
        if int(pid) == os.getpid():
            return int(mib)
    return None

idle = used()
cuda = ctypes.CDLL("libcuda.so.1")
assert cuda.cuInit(0) == 0
dev, ctx = ctypes.c_int(), ctypes.c_void_p()
cuda.cuDeviceGet(ctypes.byref(dev), 0)
attrs = {}
for name, attr in (("sms", 16), ("max_threads_per_sm", 39), ("cc_major", 75), ("cc_minor", 76)):
    value = ctypes.c_int()
    cuda.cuDeviceGetAttribute(ctypes.byref(value), attr, dev)
    attrs[name] = value.value
print("device", " ".join(f"{k}={v}" for k, v in attrs.items()), "idle_mib", idle)
assert cuda.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev) == 0
assert cuda.cuCtxSetCurrent(ctx) == 0
time.sleep(1)
print("context used_mib", used() - idle, "process_mib", process())
libs = sorted(glob.glob("/usr/local/cuda/lib64/libcublas.so.*")) + sorted(glob.glob("/usr/local/cuda*/lib64/libcublas.so.*"))
cublas = ctypes.CDLL(libs[0])
handle = ctypes.c_void_p()
assert cublas.cublasCreate_v2(ctypes.byref(handle)) == 0
time.sleep(1)
print("cublas_handle used_mib", used() - idle, "process_mib", process(), libs[0])
n = 1024
ptrs = [ctypes.c_uint64() for _ in range(3)]
for p in ptrs:
    assert cuda.cuMemAlloc_v2(ctypes.byref(p), n * n * 4) == 0
alpha, beta = ctypes.c_float(1.0), ctypes.c_float(0.0)
rc = cublas.cublasSgemm_v2(handle, 0, 0, n, n, n, ctypes.byref(alpha), ctypes.c_uint64(ptrs[0].value), n,
                           ctypes.c_uint64(ptrs[1].value), n, ctypes.byref(beta), ctypes.c_uint64(ptrs[2].value), n)
cuda.cuCtxSynchronize()
time.sleep(1)
print("cublas_gemm rc", rc, "used_mib", used() - idle, "process_mib", process(), "less the three 4 MiB matrices")
EOF
log "context probe: $(tr '\n' ';' < "$OUT/context.txt")"

wait $BUILD
built llama-fit-params || exit 1
built llama-bench || exit 1
log "built; $(left) s left"

# llama.cpp's own buffers for every cell (the header only, no weights: a second or two each).
cat > "$W/fit.sh" <<EOF
#!/usr/bin/env bash
IFS='|' read -r id file _ fitargs <<< "\$1"
# shellcheck disable=SC2086
timeout 120 "$W/build/bin/llama-fit-params" -m "/tmp/zg/\$file" \$fitargs --fit-print on > "$W/res/\$id.out" 2> "$W/res/\$id.err"
echo "\$? \$id"
EOF
chmod +x "$W/fit.sh"
xargs -P 8 -d '\n' -I{} "$W/fit.sh" {} < .dev/ohgrid.txt > "$W/fitstatus.txt"
while IFS='|' read -r id _; do
  echo "### $id"
  cat "$W/res/$id.out"
done < .dev/ohgrid.txt > "$OUT/fitprint.txt"
log "fit-params: $(grep -c '^0 ' "$W/fitstatus.txt") of $(wc -l < .dev/ohgrid.txt) cells"

# Each cell in its own llama-bench process, sampled every 50 ms.
while IFS='|' read -r id file args _; do
  size=$(stat -c %s "/tmp/zg/$file")
  need=$((15 + size / 1000000000))
  if [ "$(left)" -lt "$need" ]; then log "skipped $id: $(left) s left"; continue; fi
  sleep 1
  idle=$(used)
  nvidia-smi --query-gpu=memory.used --format=csv,noheader,nounits -lms 50 < /dev/null > "$W/g.txt" 2>/dev/null &
  G=$!
  nvidia-smi --query-compute-apps=used_memory --format=csv,noheader,nounits -lms 50 < /dev/null > "$W/p.txt" 2>/dev/null &
  P=$!
  # shellcheck disable=SC2086
  timeout $(($(left) - 3)) "$W/build/bin/llama-bench" -m "/tmp/zg/$file" $args -o md < /dev/null >> "$OUT/bench.md" 2>> "$W/bench.err"
  rc=$?
  sleep 0.2
  kill "$G" "$P" 2>/dev/null
  wait "$G" "$P" 2>/dev/null
  peak=$(grep -E '^ *[0-9]+ *$' "$W/g.txt" | sort -n | tail -1 | tr -d ' ')
  proc=$(grep -E '^ *[0-9]+ *$' "$W/p.txt" | sort -n | tail -1 | tr -d ' ')
  echo "$id $idle ${peak:-0} ${proc:-0} $rc" >> "$OUT/overhead.txt"
  log "$id: idle $idle peak ${peak:-?} process ${proc:-?} (rc $rc)"
done < .dev/ohgrid.txt
tail -20 "$W/bench.err" >> "$OUT/run.log"
log "end"
