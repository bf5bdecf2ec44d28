/** The parts of citation-js the site calls; the packages ship no types of their own. */
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: unknown, options?: { forceType?: string });
    data: Array<Record<string, unknown>>;
    format(format: string, options?: Record<string, unknown>): string;
  }
  export const plugins: {
    input: {
      chainLink(data: unknown): unknown;
      chain(
        data: unknown,
        options: { forceType: string; generateGraph?: boolean },
      ): Array<Record<string, unknown>>;
    };
    output: { format(name: string, data: unknown, options?: Record<string, unknown>): unknown };
    config: { get(name: string): Record<string, unknown> };
  };
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-csl';
declare module '@citation-js/plugin-ris';
