/** Types of env.mjs for the Playwright config and specs. */
export const port: number;
export const standInPort: number;
export const baseURL: string;
export const standInOrigin: string;
export const env: Record<string, string>;
