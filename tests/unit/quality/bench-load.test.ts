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
  const verdict = (values: number[]) => memoryGrowthVerdict(values.map((m) => m * MiB));

  test('a plateau passes', () => {
    expect(verdict([180, 181, 181]).ok).toBe(true);
  });

  test('memory that rises and falls with the garbage collector passes', () => {
    expect(verdict([180, 200, 185]).ok).toBe(true);
  });

  test('warm-up growth that levels off passes (measured on this machine: 193, 241, 252)', () => {
    const result = verdict([193.1, 240.8, 252.1]);
    expect(result.ok).toBe(true);
    expect(result.reason).toBe(
      'Live memory per round +47.7 MiB, +11.3 MiB (+59.0 MiB in all): no steady growth',
    );
  });

  test('small rises within the noise pass even when monotonic', () => {
    expect(verdict([180, 183, 186]).ok).toBe(true);
  });

  test('growing by the same amount every round fails as steady growth', () => {
    const result = verdict([180, 195, 210]);
    expect(result.ok).toBe(false);
    expect(result.reason).toMatch(/steady growth/);
  });

  test('accelerating growth fails', () => {
    expect(verdict([180, 185, 200]).ok).toBe(false);
  });

  test('monotonic growth that stays small in total passes', () => {
    // +5 MiB per round, 10 MiB in total: below the 16 MiB floor.
    expect(verdict([180, 185, 190]).ok).toBe(true);
  });

  test('a last round over 15 % and 16 MiB above every earlier round fails whatever the shape', () => {
    const result = verdict([200, 198, 260]);
    expect(result.ok).toBe(false);
    expect(result.reason).toMatch(
      /\(30%\) above the highest earlier round \(limit 15% and 16\.0 MiB\)/,
    );
    expect(verdict([40, 40, 57]).ok).toBe(false);
  });

  test('a small live memory swinging by a few MiB is not a jump (measured: 37.1, 36.6, 42.3)', () => {
    expect(verdict([37.1, 36.6, 42.3]).ok).toBe(true);
  });

  test('a garbage-collector swing back up is not a jump (measured: 239, 221, 256)', () => {
    expect(verdict([239.1, 220.6, 256.4]).ok).toBe(true);
  });

  test('two rounds can only fail on a big jump; one round is not judged', () => {
    expect(verdict([180, 200]).ok).toBe(true);
    expect(verdict([180, 240]).ok).toBe(false);
    expect(verdict([180]).ok).toBe(true);
  });

  test('a missing measurement fails', () => {
    expect(verdict([180, 0, 180]).ok).toBe(false);
  });

  test('names what it judged', () => {
    expect(memoryGrowthVerdict([180 * MiB, 240 * MiB], undefined, 'RSS').reason).toBe(
      'RSS after the last round is 60.0 MiB (33%) above the highest earlier round (limit 15% and 16.0 MiB)',
    );
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
    liveBytes: 45 * MiB,
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

  test('steady growth of the live memory fails; no rounds or no requests fail', () => {
    const leaking = loadVerdict([
      round({ liveBytes: 100 * MiB }),
      round({ liveBytes: 112 * MiB }),
      round({ liveBytes: 124 * MiB }),
    ]);
    expect(leaking.ok).toBe(false);
    expect(leaking.problems).toEqual([
      'Live memory grew every round without levelling off (+12.0 MiB, +12.0 MiB): steady growth',
    ]);
    expect(loadVerdict([]).ok).toBe(false);
    expect(loadVerdict([round({ requests: 0 })]).problems).toContain(
      'round 1: no requests completed',
    );
  });

  test('RSS that grows while V8 warms up is reported, not judged (CI smoke: 231, 236, 292 MiB)', () => {
    const verdict = loadVerdict([
      round({ liveBytes: 45.5 * MiB, rssBytes: 231.2 * MiB }),
      round({ liveBytes: 41.9 * MiB, rssBytes: 235.7 * MiB }),
      round({ liveBytes: 42.3 * MiB, rssBytes: 291.6 * MiB }),
    ]);
    expect(verdict.ok).toBe(true);
    expect(verdict.memory.reason).toBe(
      'Live memory per round -3.6 MiB, +0.4 MiB (-3.2 MiB in all): no steady growth',
    );
  });
});

describe('profiles and report', () => {
  test('full: 30 s × 50 connections × 3 rounds; smoke: 5 s rounds', () => {
    expect(LOAD_PROFILES.full).toEqual({ durationSeconds: 30, connections: 50, rounds: 3 });
    expect(LOAD_PROFILES.smoke.durationSeconds).toBe(5);
    expect(LOAD_PATHS).toContain('/blogs/phage-vs-antibiotics');
  });

  test('the markdown table: one row per round with req/s, latency, errors, live memory and RSS', () => {
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
    expect(md).toContain('| 1 | 30000 | 1000.0 | 40 ms | 120 ms | 0 | 45.0 MiB | 200.0 MiB |');
    expect(md).toContain('| 3 | 30000 | 1000.0 | 40 ms | 120 ms | 0 | 45.0 MiB | 202.5 MiB |');
    expect(md).toContain('`/blogs/x`');
    expect(md).toContain('**pass**');
  });
});
