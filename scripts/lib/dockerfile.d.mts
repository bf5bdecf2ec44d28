/** Types of scripts/lib/dockerfile.mjs for its tests. */
export interface DockerignoreRule {
  include: boolean;
  match: RegExp;
}
export function parseDockerignore(text: string): DockerignoreRule[];
export function isIgnored(rules: DockerignoreRule[], file: string): boolean;
export function contextFiles(root: string): string[];
export type DockerStep =
  | { op: 'ARG' | 'ENV'; pairs: [string, string | undefined][] }
  | { op: 'COPY'; from?: string; sources: string[]; target: string }
  | { op: 'CMD' | 'HEALTHCHECK'; command: string[] }
  | { op: 'WORKDIR' | 'RUN' | 'USER' | 'EXPOSE'; value: string };
export function parseDockerfile(text: string): {
  args: Record<string, string | undefined>;
  stages: { name: string; from: string; steps: DockerStep[] }[];
};
