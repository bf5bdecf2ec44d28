import { runTimeProblems } from './lib/env-check';

/**
 * Runs once when a server starts. A container gets its secrets at run time (`docker run -e`), after
 * the build's check: a problem with them is logged here, once, with what the server does instead.
 */
export function register() {
  for (const problem of runTimeProblems(process.env)) console.error(`Configuration: ${problem}`);
}
