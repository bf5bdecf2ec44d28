/**
 * The least CPU time, in ms, that `run` takes over `times` runs. CPU time, not wall time: on a busy
 * machine a run also waits for a core, and that wait does not grow with its input as its work does.
 */
function leastCpuTime(run: () => unknown, times: number): number {
  let least = Infinity;
  for (let n = 0; n < times; n++) {
    const start = process.cpuUsage();
    run();
    const { user, system } = process.cpuUsage(start);
    least = Math.min(least, (user + system) / 1000);
  }
  return least;
}

/**
 * How many times the CPU time of `run(large)` is that of `run(small)`: the least ratio of up to
 * five rounds, each the least of three runs, ending at the first under `limit`. A process's CPU
 * time counts its collector's threads too, so a whole round can be slowed; such noise does not last
 * five rounds, while a cost that grows as the square shows in every one. Below 1 ms, a time
 * measures the timer.
 */
export function growth(
  run: (size: number) => unknown,
  small: number,
  large: number,
  limit: number,
): number {
  run(small);
  let least = Infinity;
  for (let round = 0; round < 5 && least >= limit; round++) {
    const ratio =
      leastCpuTime(() => run(large), 3) /
      Math.max(
        leastCpuTime(() => run(small), 3),
        1,
      );
    least = Math.min(least, ratio);
  }
  return least;
}
