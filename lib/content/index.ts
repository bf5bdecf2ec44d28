import { config } from '@/lib/config';
import { POST_QUERY, POSTS_QUERY } from './queries';
import { toPost, toSummary } from './reshape';
import type { POST_QUERY_RESULT, POSTS_QUERY_RESULT } from './sanity.types';
import { isValidSlug } from './slug';
import { createBundledSource, createCmsSource, type ContentSource } from './source';
import type { Post, PostSummary } from './types';

export type * from './types';
export { ContentError } from './source';
export { isValidSlug } from './slug';

export interface Content {
  /** The blog list: up to 24 posts having a slug, newest first. */
  getPosts(): Promise<PostSummary[]>;
  /** One post by slug, or null when there is none (or the slug cannot be one). */
  getPost(slug: string): Promise<Post | null>;
}

export function createContent(source: ContentSource): Content {
  return {
    async getPosts() {
      const raw = await source.fetch<POSTS_QUERY_RESULT | null>(POSTS_QUERY);
      return (Array.isArray(raw) ? raw : [])
        .map((post) => toPost(post, source.imageProject))
        .filter((post): post is Post => post !== null)
        .map(toSummary);
    },
    async getPost(slug) {
      if (!isValidSlug(slug)) return null;
      const raw = await source.fetch<POST_QUERY_RESULT>(POST_QUERY, { slug });
      return toPost(raw, source.imageProject);
    },
  };
}

/** The site's source: the CMS when a project id is configured, otherwise the bundled dataset. */
function defaultSource(): ContentSource {
  const { projectId, dataset, apiVersion, apiHost, datasetPath } = config.sanity;
  return projectId
    ? createCmsSource({ projectId, dataset, apiVersion, apiHost })
    : createBundledSource(datasetPath);
}

let content: Content | null = null;
function site(): Content {
  content ??= createContent(defaultSource());
  return content;
}

export const getPosts = (): Promise<PostSummary[]> => site().getPosts();
export const getPost = (slug: string): Promise<Post | null> => site().getPost(slug);
