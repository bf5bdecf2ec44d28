/** Types for lighthouse-budget.mjs (plain ESM so the bench scripts run under Node directly). */
export interface LighthouseBudget {
  /** null: not judged (the CI subset). */
  performance: number | null;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
}
export const LIGHTHOUSE_BUDGET: Readonly<LighthouseBudget>;
export const CI_BUDGET: Readonly<LighthouseBudget>;
export const FIRST_LOAD_JS_RATIO: Readonly<{
  default: number;
  pages: Readonly<Record<string, number>>;
}>;
export const DEFAULT_PAGES: readonly string[];
export const CI_PAGES: readonly string[];
export function ratioLimitFor(path: string): number;
export const EMULATED_DEVICE_BENCHMARK_INDEX: number;
export const DEFAULT_CPU_SLOWDOWN: number;
export function cpuSlowdownFor(benchmarkIndex: number | null | undefined): number;

export interface RunSummary {
  url?: string;
  runtimeError: string | null;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  tti: number | null;
  totalTransfer: number | null;
  jsTransfer: number;
  benchmarkIndex: number | null;
  cpuSlowdown: number | null;
  failedAudits: string[];
  consoleErrors: string[];
}
export interface PageRow extends RunSummary {
  path: string;
  /** Runs measured again because their first frame was held (see presentationHoldMs). */
  heldRuns?: number;
  status?: number;
  firstLoadJs: number;
}
export interface BudgetVerdict {
  ok: boolean;
  violations: Record<string, string[]>;
}
export function summarizeLhr(lhr: unknown): RunSummary;
export function medianOfRuns<T extends RunSummary>(runs: readonly T[]): T;
export function shouldConfirm(
  row: PageRow,
  floorJs: number,
  runsSoFar: number,
  confirmRuns: number,
  budget?: LighthouseBudget,
): boolean;
export function checkPageBudget(row: PageRow, floorJs: number, budget?: LighthouseBudget): string[];
export function checkBudget(
  rows: readonly PageRow[],
  floorJs: number,
  budget?: LighthouseBudget,
): BudgetVerdict;
export function formatMs(ms: number | null | undefined): string;
export function formatCls(cls: number | null | undefined): string;
export function formatBytes(bytes: number | null | undefined): string;
export function renderLighthouseMarkdown(input: {
  rows: readonly PageRow[];
  floorJs: number;
  verdict: BudgetVerdict;
  budget?: Readonly<LighthouseBudget>;
  /** The floor page measured like the pages (path "floor"): a reference row, never judged. */
  floorRow?: PageRow | null;
  meta: {
    date: string;
    machine: string;
    lighthouseVersion: string;
    browser: string;
    runs: number;
    confirmRuns: number;
    calibrated: boolean;
    nextVersion: string;
    /** CPU niceness `next start` ran at (0 or absent: normal priority). */
    serverNiceness?: number;
    command: string;
  };
}): string;

export function waitForQuietHost(options: {
  cpus: number;
  loadAverage: () => number;
  sleep: (ms: number) => Promise<unknown>;
  now?: () => number;
  maxMs?: number;
  pollMs?: number;
}): Promise<{ waitedMs: number; load: number; quiet: boolean }>;

export const SLOW_HOST_RATIO: number;
export const SLOW_HOST_PAUSE_MS: number;
export function hostSlowedDown(
  referenceIndex: number,
  index: number | null | undefined,
  ratio?: number,
): boolean;

/** The order of the runs: every page once, then every page again, `runs` times. */
export function roundRobin(pages: readonly string[], runs: number): string[];
export const PRESENTATION_HOLD_LIMIT_MS: number;
export const MAX_HELD_RETRIES: number;
export interface TraceEvent {
  name: string;
  ts: number;
  args?: { frame?: string; data?: Record<string, unknown> };
}
export function presentationHoldMs(traceEvents: readonly TraceEvent[]): number | null;
export function heldFirstFrame(holdMs: number | null | undefined, limitMs?: number): boolean;
