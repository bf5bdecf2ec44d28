/**
 * @jest-environment node
 */
import {
  LOAD_PATHS,
  LOAD_PROFILES,
  loadVerdict,
  memoryGrowthVerdict,
  renderLoadMarkdown,
  summarizeRound,
  type Round,
} from '@/bench/lib/load-budget.mjs';

const MiB = 1024 * 1024;

describe('memoryGrowthVerdict (no steady memory growth)', () => {
  test('a plateau passes', () => {
    expect(memoryGrowthVerdict([180, 181, 181].map((m) => m * MiB)).ok).toBe(true);
  });

  test('memory that rises and falls with the garbage collector passes', () => {
    expect(memoryGrowthVerdict([180, 200, 185].map((m) => m * MiB)).ok).toBe(true);
  });

  test('small rises within the noise pass even when monotonic', () => {
    expect(memoryGrowthVerdict([180, 183, 186].map((m) => m * MiB)).ok).toBe(true);
  });

  test('climbing every round by more than the noise, substantially in total, fails', () => {
    const verdict = memoryGrowthVerdict([180, 195, 210].map((m) => m * MiB));
    expect(verdict.ok).toBe(false);
    expect(verdict.reason).toMatch(/steady growth/);
  });

  test('monotonic growth that stays small in total passes', () => {
    // +5 MiB per round, 10 MiB in total: below the 16 MiB floor.
    expect(memoryGrowthVerdict([180, 185, 190].map((m) => m * MiB)).ok).toBe(true);
  });

  test('one big jump (over 25 %) fails whatever the shape', () => {
    const verdict = memoryGrowthVerdict([200, 198, 260].map((m) => m * MiB));
    expect(verdict.ok).toBe(false);
    expect(verdict.reason).toMatch(/30%/);
  });

  test('two rounds can only fail on a big jump; one round is not judged', () => {
    expect(memoryGrowthVerdict([180 * MiB, 200 * MiB]).ok).toBe(true);
    expect(memoryGrowthVerdict([180 * MiB, 240 * MiB]).ok).toBe(false);
    expect(memoryGrowthVerdict([180 * MiB]).ok).toBe(true);
  });

  test('a missing measurement fails', () => {
    expect(memoryGrowthVerdict([180 * MiB, 0, 180 * MiB]).ok).toBe(false);
  });
});

describe('summarizeRound', () => {
  test('keeps req/s, p50/p99 and counts non-2xx, socket errors and timeouts as errors', () => {
    expect(
      summarizeRound({
        requests: { total: 30_000, average: 1000.5 },
        latency: { p50: 40, p99: 120 },
        non2xx: 3,
        errors: 2,
        timeouts: 1,
      }),
    ).toEqual({
      requests: 30_000,
      requestsPerSec: 1000.5,
      p50: 40,
      p99: 120,
      non2xx: 3,
      socketErrors: 2,
      timeouts: 1,
      errors: 6,
    });
  });
});

function round(overrides: Partial<Round> = {}): Round {
  return {
    requests: 30_000,
    requestsPerSec: 1000,
    p50: 40,
    p99: 120,
    non2xx: 0,
    socketErrors: 0,
    timeouts: 0,
    errors: 0,
    rssBytes: 200 * MiB,
    ...overrides,
  };
}

describe('loadVerdict', () => {
  test('three clean rounds at a steady memory pass', () => {
    expect(loadVerdict([round(), round(), round()]).ok).toBe(true);
  });

  test('any error fails, naming the round and the kind', () => {
    const verdict = loadVerdict([round(), round({ errors: 4, non2xx: 4 }), round()]);
    expect(verdict.ok).toBe(false);
    expect(verdict.problems).toEqual([
      'round 2: 4 errors (4 non-2xx, 0 socket errors, 0 timeouts)',
    ]);
  });

  test('steady memory growth fails; no rounds or no requests fail', () => {
    expect(
      loadVerdict([
        round({ rssBytes: 180 * MiB }),
        round({ rssBytes: 200 * MiB }),
        round({ rssBytes: 220 * MiB }),
      ]).ok,
    ).toBe(false);
    expect(loadVerdict([]).ok).toBe(false);
    expect(loadVerdict([round({ requests: 0 })]).problems).toContain(
      'round 1: no requests completed',
    );
  });
});

describe('profiles and report', () => {
  test('full: 30 s × 50 connections × 3 rounds; smoke: 5 s rounds', () => {
    expect(LOAD_PROFILES.full).toEqual({ durationSeconds: 30, connections: 50, rounds: 3 });
    expect(LOAD_PROFILES.smoke.durationSeconds).toBe(5);
    expect(LOAD_PATHS).toContain('/blogs/phage-vs-antibiotics');
  });

  test('the markdown table: one row per round with req/s, latency, errors and RSS', () => {
    const rounds = [round(), round({ rssBytes: 201 * MiB }), round({ rssBytes: 202.5 * MiB })];
    const md = renderLoadMarkdown({
      rounds,
      verdict: loadVerdict(rounds),
      meta: {
        date: '2026-01-01T00:00:00Z',
        machine: 'test',
        autocannonVersion: '9.0.0',
        nextVersion: '16.4.6',
        connections: 50,
        durationSeconds: 30,
        rounds: 3,
        paths: ['/', '/about'],
        skipped: ['/blogs/x'],
        command: 'npm run bench:load',
      },
    });
    expect(md).toContain('| 1 | 30000 | 1000.0 | 40 ms | 120 ms | 0 | 200.0 MiB |');
    expect(md).toContain('| 3 | 30000 | 1000.0 | 40 ms | 120 ms | 0 | 202.5 MiB |');
    expect(md).toContain('`/blogs/x`');
    expect(md).toContain('**pass**');
  });
});
