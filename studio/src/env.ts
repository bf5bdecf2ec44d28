/**
 * The Studio's settings, from studio/.env (see studio/README.md). Only SANITY_STUDIO_* variables
 * reach the browser bundle. Without a project id the Studio still builds (to check the schema).
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'unset';
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production';
/** The same API version the site queries with (lib/config.ts). */
export const apiVersion = '2025-02-19';
/** The site the Presentation tool previews, e.g. https://phages.example or http://localhost:3000. */
export const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000';
