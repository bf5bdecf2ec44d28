/**
 * @jest-environment node
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { probeEnv, readLiveMemory } from '@/bench/lib/heap-probe.cjs';

const MiB = 1024 * 1024;

// A Node process with the probe preloaded, like `next start` in the load benchmark. It keeps
// 32 MiB on "retain", makes 64 MiB of garbage on "garbage", and answers "ok" after each.
const SCRIPT = `
const kept = [];
process.stdin.setEncoding('utf8');
process.stdin.on('data', (line) => {
  if (line.trim() === 'retain') kept.push(new Array(4 * 1024 * 1024).fill(1.5));
  if (line.trim() === 'garbage') for (let i = 0; i < 8; i++) new Array(1024 * 1024).fill(2.5).length;
  process.stdout.write('ok\\n');
});
process.stdout.write('ok\\n');
`;

let dir: string;
let child: ChildProcessWithoutNullStreams;
let reportFile: string;

function send(command: string) {
  return new Promise<void>((resolve) => {
    child.stdout.once('data', () => resolve());
    child.stdin.write(`${command}\n`);
  });
}

const live = async () => {
  const report = await readLiveMemory(child.pid!, reportFile);
  return report.heapUsed + report.external;
};

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'heap-probe-'));
  reportFile = path.join(dir, 'report.json');
  child = spawn(process.execPath, ['-e', SCRIPT], {
    env: { ...process.env, ...probeEnv(reportFile, '') },
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
});

afterEach(() => {
  child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

test('probeEnv preloads the probe and names the report file', () => {
  const env = probeEnv('/tmp/report.json', '--max-old-space-size=512');
  expect(env.BENCH_HEAP_PROBE_FILE).toBe('/tmp/report.json');
  expect(env.NODE_OPTIONS).toMatch(/^--max-old-space-size=512 --require ".*heap-probe\.cjs"$/);
});

test('reports memory still in use after a full collection: garbage is not counted, retained memory is', async () => {
  const baseline = await live();
  const report = await readLiveMemory(child.pid!, reportFile);
  expect(report.pid).toBe(child.pid);
  expect(report.rss).toBeGreaterThan(report.heapUsed);

  await send('garbage'); // 64 MiB allocated and dropped
  expect(await live()).toBeLessThan(baseline + 8 * MiB);

  await send('retain'); // 32 MiB kept
  expect(await live()).toBeGreaterThan(baseline + 30 * MiB);
});

test('a process without the probe gives no report: the reader says so', async () => {
  const plain = spawn(process.execPath, [
    '-e',
    'process.on("SIGUSR2", () => {}); setInterval(() => {}, 1000)',
  ]);
  await new Promise((resolve) => setTimeout(resolve, 300));
  try {
    await expect(readLiveMemory(plain.pid!, reportFile, 500)).rejects.toThrow(
      `no heap report from pid ${plain.pid} within 500 ms`,
    );
  } finally {
    plain.kill('SIGKILL');
  }
});
