import { runTimeProblems } from './lib/env-check';

/** Secrets given at run time (`docker run -e`) miss the build's check: problems are logged here. */
export function register() {
  for (const problem of runTimeProblems(process.env)) console.error(`Configuration: ${problem}`);
}
