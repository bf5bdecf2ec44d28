/** Types of env.cjs for the Playwright config and specs. */
export declare const port: number;
export declare const standInPort: number;
export declare const baseURL: string;
export declare const standInOrigin: string;
export declare const scholarlyOrigin: string;
export declare const env: Record<string, string>;
