import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { defineDocuments, defineLocations, presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';
import { schemaTypes } from './src/schemaTypes';
import { apiVersion, dataset, previewUrl, projectId } from './src/env';

export default defineConfig({
  name: 'default',
  title: 'Phages & Biomes',
  projectId,
  dataset,
  plugins: [
    structureTool(),
    // Preview drafts on the site itself: the site's /api/draft-mode/enable checks the secret
    // this tool creates, then shows the page with a "Preview — exit" bar.
    presentationTool({
      previewUrl: { origin: previewUrl, previewMode: { enable: '/api/draft-mode/enable' } },
      resolve: {
        mainDocuments: defineDocuments([
          { route: '/blogs/:slug', filter: '_type == "post" && slug.current == $slug' },
        ]),
        locations: {
          post: defineLocations({
            select: { title: 'title', slug: 'slug.current' },
            resolve: (doc) => ({
              locations: [
                { title: doc?.title || 'Untitled', href: `/blogs/${doc?.slug}` },
                { title: 'Blog', href: '/blogs' },
              ],
            }),
          }),
        },
      },
    }),
    visionTool({ defaultApiVersion: apiVersion, defaultDataset: dataset }),
  ],
  schema: { types: schemaTypes },
});
