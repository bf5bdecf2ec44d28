import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import type { ImageProject } from './image';

/** One interface, two sources: the CMS over HTTP, or the bundled NDJSON export via groq-js. */
export interface ContentSource {
  /** Which content this is: the key of its kept answers. */
  readonly origin: string;
  readonly imageProject: ImageProject;
  fetch<T>(query: string, params?: Record<string, unknown>): Promise<T>;
}

/** A failure to reach or read the content service; its message is shown in the error states. */
export class ContentError extends Error {
  override name = 'ContentError';
}

export interface CmsOptions {
  projectId: string;
  dataset: string;
  apiHost?: string;
  timeoutMs?: number;
  maxRetries?: number;
  /** One total deadline per request, retries included: a slow CMS never holds a render longer. */
  deadlineMs?: number;
  /** The owner's draft preview: drafts over published documents, read with this token. */
  previewToken?: string;
}

/** The CMS API version of every read (the first in which the drafts perspective is `drafts`). */
export const SANITY_API_VERSION = '2025-02-19';

/** Past this the last good content is served. */
export const CMS_DEADLINE_MS = 8_000;

const MALFORMED = 'The blog service answered with malformed data.';

function describe(error: unknown): string {
  const e = error as { statusCode?: number; name?: string } | undefined;
  if (e?.statusCode) return `The blog service answered with HTTP ${e.statusCode}.`;
  // get-it names both of its timeouts so: the attempt's, and the deadline's (the signal's reason).
  if (e?.name === 'TimeoutError') return 'The blog service did not answer in time.';
  return 'The blog service could not be reached.';
}

export const WRONG_SHAPE = 'The blog service answered with something other than blog posts.';

function preview(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.slice(0, 80);
}

export function createCmsClient(options: CmsOptions) {
  const access = options.previewToken
    ? ({ token: options.previewToken, perspective: 'drafts' } as const)
    : ({ perspective: 'published' } as const);
  return createClient({
    projectId: options.projectId,
    dataset: options.dataset,
    apiVersion: SANITY_API_VERSION,
    ...access,
    // Never the CDN: drafts are never on it, and a webhook's regeneration must read the edit.
    useCdn: false,
    // A custom host (tests, proxies) is used as is, without the project id as a subdomain.
    ...(options.apiHost ? { apiHost: options.apiHost, useProjectHostname: false } : {}),
    timeout: options.timeoutMs ?? 4_000,
    maxRetries: options.maxRetries ?? 2,
    retryDelay: (attempt) => Math.min(250 * 2 ** attempt, 2_000),
  });
}

export function createCmsSource(options: CmsOptions): ContentSource {
  const client = createCmsClient(options);
  return {
    origin: `cms ${options.projectId}/${options.dataset} ${options.apiHost ?? ''}`,
    imageProject: { projectId: options.projectId, dataset: options.dataset },
    async fetch<T>(query: string, params: Record<string, unknown> = {}) {
      let response: unknown;
      try {
        response = await client.fetch(query, params, {
          filterResponse: false,
          signal: AbortSignal.timeout(options.deadlineMs ?? CMS_DEADLINE_MS),
        });
      } catch (error) {
        throw new ContentError(describe(error), { cause: error });
      }
      // A JSON answer that does not parse comes back as its raw text (@sanity/client 8), no error.
      if (typeof response === 'string' && /^\s*[[{]/.test(response))
        throw new ContentError(MALFORMED, { cause: new Error(preview(response)) });
      // An answer without a query result (an HTML page with 200, a proxy's error JSON) is a failure.
      if (!response || typeof response !== 'object' || !('result' in response))
        throw new ContentError(WRONG_SHAPE, {
          cause: new Error(`No query result in: ${preview(response)}`),
        });
      return (response as { result: T }).result;
    },
  };
}

export const BUNDLED_DATASET = path.join(process.cwd(), 'content', 'blog', 'production.ndjson');

/** Read per request, so an edited export shows after revalidation; `overridePath` if present. */
export function createBundledSource(overridePath?: string): ContentSource {
  let cache: { version: string; documents: unknown[] } | null = null;

  async function resolveFile() {
    if (overridePath) {
      const override = await stat(/*turbopackIgnore: true*/ overridePath).catch(() => null);
      if (override?.isFile()) return { file: overridePath, info: override };
    }
    return { file: BUNDLED_DATASET, info: await stat(BUNDLED_DATASET) };
  }

  async function load(): Promise<unknown[]> {
    const { file, info } = await resolveFile();
    const version = `${info.mtimeMs} ${info.size} ${file}`;
    if (cache?.version === version) return cache.documents;
    const text = await readFile(/*turbopackIgnore: true*/ file, 'utf8');
    const documents = text.split('\n').flatMap((line, index) => {
      if (!line.trim()) return [];
      try {
        const doc = JSON.parse(line) as { _id?: unknown };
        // What a visitor reads on the CMS: a document whose id is a path (a draft, a release's
        // version, anything private) is seen only with a token.
        return typeof doc?._id === 'string' && !doc._id.includes('.') ? [doc] : [];
      } catch {
        // One line broken by a hand edit costs only itself, said where it is.
        console.warn(`${file}:${index + 1}: not a JSON document: left out`);
        return [];
      }
    });
    cache = { version, documents };
    return documents;
  }

  return {
    origin: `bundled ${overridePath ?? BUNDLED_DATASET}`,
    imageProject: null,
    async fetch<T>(query: string, params: Record<string, unknown> = {}) {
      const dataset = await load().catch((error: unknown) => {
        throw new ContentError('The bundled blog dataset could not be read.', { cause: error });
      });
      const tree = parse(query, { params });
      const value = await evaluate(tree, { dataset, params });
      return (await value.get()) as T;
    },
  };
}
