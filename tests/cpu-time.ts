/**
 * The least CPU time, in ms, that `run` takes over `times` runs. CPU time, not wall time: on a busy
 * machine a run also waits for a core, and that wait does not grow with its input as its work does.
 */
export function leastCpuTime(run: () => unknown, times: number): number {
  let least = Infinity;
  for (let n = 0; n < times; n++) {
    const start = process.cpuUsage();
    run();
    const { user, system } = process.cpuUsage(start);
    least = Math.min(least, (user + system) / 1000);
  }
  return least;
}
