/** Types for load-budget.mjs (plain ESM so the bench scripts run under Node directly). */
export interface LoadProfile {
  durationSeconds: number;
  connections: number;
  rounds: number;
}
export const LOAD_PROFILES: Readonly<{ full: LoadProfile; smoke: LoadProfile }>;
export const LOAD_PATHS: readonly string[];
export interface MemoryRule {
  noiseBytes: number;
  levellingRatio: number;
  minTotalGrowthBytes: number;
  minTotalGrowthRatio: number;
  maxLastStepRatio: number;
}
export const MEMORY_RULE: Readonly<MemoryRule>;
export function memoryGrowthVerdict(
  values: readonly number[],
  rule?: MemoryRule,
  label?: string,
): { ok: boolean; reason: string };
export interface RoundSummary {
  requests: number;
  requestsPerSec: number;
  p50: number | null;
  p99: number | null;
  non2xx: number;
  socketErrors: number;
  timeouts: number;
  errors: number;
}
export function summarizeRound(result: unknown): RoundSummary;
export interface Round extends RoundSummary {
  /** V8 heap + external memory in use after full garbage collections: judged for growth. */
  liveBytes: number;
  /** Resident memory of the server, reported only. */
  rssBytes: number;
}
export interface LoadVerdict {
  ok: boolean;
  problems: string[];
  memory: { ok: boolean; reason: string };
}
export function loadVerdict(rounds: readonly Round[]): LoadVerdict;
export function renderLoadMarkdown(input: {
  rounds: readonly Round[];
  verdict: LoadVerdict;
  meta: {
    date: string;
    machine: string;
    autocannonVersion: string;
    nextVersion: string;
    connections: number;
    durationSeconds: number;
    rounds: number;
    paths: readonly string[];
    skipped?: readonly string[];
    command: string;
  };
}): string;
