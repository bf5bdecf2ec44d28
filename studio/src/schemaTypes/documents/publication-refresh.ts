import { defineField, defineType } from 'sanity';

const PUBLISHING_REFRESHES =
  'Publishing this refreshes the research record on the site within seconds: the works from ORCID and Crossref, and the citation counts from OpenAlex, which otherwise refresh once a day.';

/**
 * A refresh of the research record from the Studio: its publish fires the site's webhook, which
 * refreshes the record at once (lib/blog/webhook.ts). The site reads nothing else of it.
 */
export const publicationRefresh = defineType({
  name: 'publicationRefresh',
  title: 'Research record refresh',
  type: 'document',
  description: PUBLISHING_REFRESHES,
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      initialValue: 'Refresh the research record',
      description: 'For you only: the site does not show it.',
    }),
    defineField({
      name: 'requestedAt',
      title: 'Requested at',
      type: 'datetime',
      initialValue: () => new Date().toISOString(),
      description: `${PUBLISHING_REFRESHES} One document is enough: to refresh again, set this to now and publish.`,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'requestedAt' } },
});
