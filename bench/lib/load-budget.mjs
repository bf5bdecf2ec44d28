/**
 * Pure functions of the load benchmark (scripts/bench-load.mjs): summarising an autocannon round,
 * the memory-growth rule, the verdict and the markdown table. Unit-tested in
 * tests/unit/quality/bench-load.test.ts.
 */

import { BENCHMARK_PAGES } from './pages.mjs';

const MiB = 1024 * 1024;

/** Full run and CI smoke run. */
export const LOAD_PROFILES = Object.freeze({
  full: Object.freeze({ durationSeconds: 30, connections: 50, rounds: 3 }),
  smoke: Object.freeze({ durationSeconds: 5, connections: 50, rounds: 3 }),
});

/** The request mix: pre-rendered pages plus one article. */
export const LOAD_PATHS = BENCHMARK_PAGES;

/**
 * "No steady memory growth", as a rule. After each round the server runs two full garbage
 * collections and reports the memory still in use (V8 heap + external buffers: the "live
 * memory", bench/lib/heap-probe.cjs); RSS is reported beside it but not judged, because it also
 * follows how far V8 has grown its heap, which goes on for minutes after start-up (a CI smoke run
 * of 5-second rounds measured RSS 231, 236, 292 MiB on a server whose full 30-second rounds level
 * off at ~320). A leak keeps growing the live memory by about the same amount for every round of
 * the same load. So, over the rounds' end values:
 *  - steady growth (fails): every round ends higher than the one before by more than `noiseBytes`,
 *    the last increase is at least `levellingRatio` of the first (memory is not levelling off),
 *    and the total growth exceeds both `minTotalGrowthBytes` and `minTotalGrowthRatio` of the first
 *    value. Needs at least three rounds.
 *  - runaway growth (fails): the last round ends more than `maxLastStepRatio` and more than
 *    `minTotalGrowthBytes` above the highest of the earlier rounds, whatever the shape (the live
 *    memory of this server is ~40 MiB and swings by ±5 MiB between rounds: CI smoke runs under
 *    load measured 37.1, 36.6, 42.3 MiB).
 * A plateau, warm-up growth that levels off, or memory that rises and falls passes.
 */
export const MEMORY_RULE = Object.freeze({
  noiseBytes: 4 * MiB,
  levellingRatio: 0.5,
  minTotalGrowthBytes: 16 * MiB,
  minTotalGrowthRatio: 0.05,
  maxLastStepRatio: 0.15,
});

export function memoryGrowthVerdict(values, rule = MEMORY_RULE, label = 'Live memory') {
  if (values.length < 2) return { ok: true, reason: 'fewer than two rounds: growth not judged' };
  if (values.some((value) => !(value > 0))) return { ok: false, reason: 'memory not measured' };
  const mib = (bytes) => `${(bytes / MiB).toFixed(1)} MiB`;
  const first = values[0];
  const last = values[values.length - 1];
  const growth = last - first;
  const steps = values.slice(1).map((value, i) => value - values[i]);
  const lastStep = steps[steps.length - 1];
  const highestBefore = Math.max(...values.slice(0, -1));
  const jump = last - highestBefore;
  if (jump > Math.max(highestBefore * rule.maxLastStepRatio, rule.minTotalGrowthBytes)) {
    return {
      ok: false,
      reason: `${label} after the last round is ${mib(jump)} (${((jump / highestBefore) * 100).toFixed(0)}%) above the highest earlier round (limit ${rule.maxLastStepRatio * 100}% and ${mib(rule.minTotalGrowthBytes)})`,
    };
  }
  const everyStepUp = steps.every((step) => step > rule.noiseBytes);
  const notLevelling = lastStep >= steps[0] * rule.levellingRatio;
  const substantial =
    growth > rule.minTotalGrowthBytes && growth > first * rule.minTotalGrowthRatio;
  if (values.length >= 3 && everyStepUp && notLevelling && substantial) {
    return {
      ok: false,
      reason: `${label} grew every round without levelling off (${steps.map((step) => `+${mib(step)}`).join(', ')}): steady growth`,
    };
  }
  return {
    ok: true,
    reason: `${label} per round ${steps.map((step) => `${step >= 0 ? '+' : ''}${mib(step)}`).join(', ')} (${growth >= 0 ? '+' : ''}${mib(growth)} in all): no steady growth`,
  };
}

/** The numbers we keep from one autocannon result. Errors = socket errors + timeouts + non-2xx. */
export function summarizeRound(result) {
  const non2xx = result.non2xx ?? 0;
  const socketErrors = result.errors ?? 0;
  const timeouts = result.timeouts ?? 0;
  return {
    requests: result.requests?.total ?? 0,
    requestsPerSec: result.requests?.average ?? 0,
    p50: result.latency?.p50 ?? null,
    p99: result.latency?.p99 ?? null,
    non2xx,
    socketErrors,
    timeouts,
    errors: non2xx + socketErrors + timeouts,
  };
}

/** The verdict over all rounds: zero errors, requests actually served, and no memory growth. */
export function loadVerdict(rounds) {
  const problems = [];
  if (rounds.length === 0) problems.push('no rounds ran');
  rounds.forEach((round, i) => {
    if (round.errors > 0) {
      problems.push(
        `round ${i + 1}: ${round.errors} errors (${round.non2xx} non-2xx, ${round.socketErrors} socket errors, ${round.timeouts} timeouts)`,
      );
    }
    if (!(round.requests > 0)) problems.push(`round ${i + 1}: no requests completed`);
  });
  const memory = memoryGrowthVerdict(rounds.map((round) => round.liveBytes));
  if (!memory.ok) problems.push(memory.reason);
  return { ok: problems.length === 0, problems, memory };
}

export function renderLoadMarkdown({ rounds, verdict, meta }) {
  const lines = [];
  lines.push('# Load benchmark');
  lines.push('');
  lines.push(
    `Measured ${meta.date} on ${meta.machine}. autocannon ${meta.autocannonVersion}, ` +
      `${meta.connections} connections, ${meta.durationSeconds} s per round, ${meta.rounds} rounds after a ${Math.min(5, meta.durationSeconds)} s warm-up, ` +
      `against \`next start\` (Next.js ${meta.nextVersion} production build) on the same machine.`,
  );
  lines.push('');
  lines.push(
    `Request mix (round-robin per connection): ${meta.paths.map((p) => `\`${p}\``).join(', ')}.`,
  );
  if (meta.skipped?.length) {
    lines.push('');
    lines.push(
      `Left out of the mix because they answered 404 before the run (--allow-missing): ${meta.skipped.map((p) => `\`${p}\``).join(', ')}.`,
    );
  }
  lines.push('');
  lines.push(
    '| Round | Requests | Req/s | p50 latency | p99 latency | Errors | Live memory after GC | Server RSS |',
  );
  lines.push('|--:|--:|--:|--:|--:|--:|--:|--:|');
  rounds.forEach((round, i) => {
    lines.push(
      `| ${i + 1} | ${round.requests} | ${round.requestsPerSec.toFixed(1)} | ${round.p50 ?? '–'} ms | ` +
        `${round.p99 ?? '–'} ms | ${round.errors} | ${(round.liveBytes / MiB).toFixed(1)} MiB | ${(round.rssBytes / MiB).toFixed(1)} MiB |`,
    );
  });
  lines.push('');
  lines.push(
    'Memory after each round, read from the server itself once the round is over: live memory = ' +
      'V8 heap + external buffers still in use after two full garbage collections (the value ' +
      'judged for growth); RSS = resident memory of the server process, for reference.',
  );
  lines.push('');
  lines.push(`Memory: ${verdict.memory.reason}.`);
  lines.push('');
  lines.push(
    `Result: ${verdict.ok ? '**pass** (zero errors, no steady memory growth)' : `**fail**: ${verdict.problems.join('; ')}`}.`,
  );
  lines.push('');
  lines.push(`Reproduce: \`${meta.command}\``);
  lines.push('');
  return lines.join('\n');
}
