/**
 * The load benchmark's view of the server's live memory, in two halves.
 *
 * In the server: preloaded into `next start` (NODE_OPTIONS=--require, see `probeEnv`). On SIGUSR2
 * it runs two full garbage collections and writes the memory still in use to the file named by
 * BENCH_HEAP_PROBE_FILE, as JSON { pid, heapUsed, external, rss, at }. Memory still in use after
 * a full collection is what a leak grows; RSS also follows how far V8 has grown its heap, which
 * goes on for minutes after start-up. Does nothing without BENCH_HEAP_PROBE_FILE.
 *
 * In the benchmark: `readLiveMemory(pid, file)` asks for a report and waits for it.
 */
const fs = require('node:fs');
const v8 = require('node:v8');
const vm = require('node:vm');

const file = process.env.BENCH_HEAP_PROBE_FILE;
if (file) {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc');
  process.on('SIGUSR2', () => {
    gc();
    gc();
    const { heapUsed, external, rss } = process.memoryUsage();
    const report = { pid: process.pid, heapUsed, external, rss, at: Date.now() };
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(report));
    fs.renameSync(`${file}.tmp`, file); // readers never see half a report
  });
}

/** Environment variables that load this probe into a Node process reporting to `reportFile`. */
function probeEnv(reportFile, nodeOptions = process.env.NODE_OPTIONS ?? '') {
  return {
    BENCH_HEAP_PROBE_FILE: reportFile,
    NODE_OPTIONS: `${nodeOptions} --require ${JSON.stringify(__filename)}`.trim(),
  };
}

/** Asks the probe in `pid` for a report and resolves with it: { heapUsed, external, rss, … }. */
async function readLiveMemory(pid, reportFile, timeoutMs = 15_000) {
  const asked = Date.now();
  process.kill(pid, 'SIGUSR2');
  while (Date.now() - asked < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    try {
      const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
      if (report.pid === pid && report.at >= asked) return report;
    } catch {
      /* not written yet */
    }
  }
  throw new Error(`no heap report from pid ${pid} within ${timeoutMs} ms`);
}

module.exports = { probeEnv, readLiveMemory };
