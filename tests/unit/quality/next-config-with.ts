import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';

/**
 * next.config.ts as `next start` reads it, loaded afresh with `env` in the environment (an
 * undefined value unsets the variable); the environment is restored afterwards.
 */
export async function nextConfigWith(env: Record<string, string | undefined>) {
  const saved = { ...process.env };
  for (const [name, value] of Object.entries(env))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  try {
    let config!: NextConfig;
    await jest.isolateModulesAsync(async () => {
      const { default: configFor } = await import('@/next.config');
      config = await configFor(PHASE_PRODUCTION_SERVER);
    });
    return config;
  } finally {
    process.env = saved;
  }
}
