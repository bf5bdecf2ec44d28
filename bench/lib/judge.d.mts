/** Types of bench/lib/judge.mjs for its unit tests. */
export interface Row {
  error: string | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
}
export interface PageResult {
  path: string;
  dt: Row;
  sim: Row;
  noScriptDt: Row;
  noScriptSim: Row;
  js: number;
  html: { raw: number; gzip: number; noScriptGzip: number };
}
export const PAGES: readonly string[];
export const CI_PAGES: readonly string[];
export function jsRatioLimit(path: string): number;
export function summarize(lhr: unknown): Row;
export function median(values: (number | null)[]): number | null;
export function medianOf(runs: Row[]): Row;
export function gateProblems(path: string, row: Row | null, js: number, floorJs: number): string[];
export function ratio(
  value: number | null,
  reference: number | null,
  limit: number,
): { value: number; reference: number; ratio: number; ok: boolean } | null;
export function stripScripts(html: string): string;
export function scriptSources(html: string, base: string): string[];
export function renderResults(input: {
  meta: Record<string, string | number>;
  pages: PageResult[];
  floor: { dt: Row; sim: Row; js: number };
  load: { label: string; requestsPerSec: number; p99: number; errors: number; rssBytes: number }[];
}): string;
export interface ScaleRow {
  posts: number;
  seconds: number;
  peakRss: number;
  distBytes: number;
  pages: Record<string, { raw: number; gzip: number; cards: number } | null>;
}
export const SCALE: { sizes: number[]; buildRatio: number; htmlRatio: number; cards: number };
export function isPublished(doc: { _id: string; _type: string }): boolean;
export function scaleDataset<T extends { _id: string; _type: string }>(
  docs: T[],
  size: number,
): T[];
export function scaleProblems(rows: ScaleRow[]): string[];
export function renderScale(input: {
  meta: Record<string, string>;
  rows: ScaleRow[];
  problems: string[];
}): string;
