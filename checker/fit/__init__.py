"""Will it run?: given a model, a quantization, a context and the hardware, the memory each device
needs the way the runtimes allocate it, the speed, the verdict and what to change."""
