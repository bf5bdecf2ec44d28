import { defineArrayMember, defineField, defineType } from 'sanity';
import { altField, captionField } from '../objects/accessible-image';
import { MAX_SLUG_LENGTH, publishDateProblem, slugProblem } from '../objects/rules';

export const post = defineType({
  name: 'post',
  title: 'Post',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'slug',
      type: 'slug',
      description: 'The address: /blogs/<slug>. Unique among posts.',
      options: { source: 'title', maxLength: MAX_SLUG_LENGTH },
      // Uniqueness is the slug type's default isUnique check.
      validation: (rule) => rule.required().custom((slug) => slugProblem(slug?.current)),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Published at',
      type: 'datetime',
      description: 'Posts are listed newest first by this date. A new post starts with now.',
      initialValue: () => new Date().toISOString(),
      validation: (rule) => rule.custom((date?: string) => publishDateProblem(date)).warning(),
    }),
    defineField({
      name: 'excerpt',
      type: 'text',
      rows: 3,
      description:
        'The summary on cards (three lines there), in search results and in social previews. Empty: the start of the body.',
      validation: (rule) =>
        rule.max(160).warning('The site shows at most 160 characters and cuts the rest with "…".'),
    }),
    defineField({
      name: 'image',
      title: 'Cover image',
      type: 'image',
      options: { hotspot: true },
      description: 'Cropped to 900×520 on cards, 1200×640 above the article, 1200×630 for sharing.',
      fields: [altField(true), captionField],
    }),
    defineField({ name: 'author', type: 'reference', to: [{ type: 'author' }] }),
    defineField({ name: 'category', type: 'reference', to: [{ type: 'category' }] }),
    defineField({
      name: 'tags',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'tag' }] })],
    }),
    defineField({ name: 'body', type: 'blockContent' }),
  ],
  orderings: [
    {
      title: 'Published, newest first',
      name: 'publishedAtDesc',
      by: [{ field: 'publishedAt', direction: 'desc' }],
    },
  ],
  preview: {
    select: { title: 'title', subtitle: 'publishedAt', media: 'image' },
  },
});
