/** Types for heap-probe.cjs (plain CommonJS: it is preloaded into `next start` with --require). */
export interface HeapReport {
  pid: number;
  heapUsed: number;
  external: number;
  rss: number;
  at: number;
}
export function probeEnv(
  reportFile: string,
  nodeOptions?: string,
): { BENCH_HEAP_PROBE_FILE: string; NODE_OPTIONS: string };
export function readLiveMemory(
  pid: number,
  reportFile: string,
  timeoutMs?: number,
): Promise<HeapReport>;
