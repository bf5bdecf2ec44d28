import { defineArrayMember, defineField, defineType } from 'sanity';
import { altField, captionField } from './accessible-image';
import { hrefProblem } from './rules';

/**
 * The post body: exactly what components/blog/portable-text.tsx renders — paragraphs, h1–h6,
 * quotes, bullet and numbered lists, bold/italic/code/underline/strike-through, links,
 * inline images and video files. Nothing the site cannot show is offered here.
 */
export const blockContent = defineType({
  name: 'blockContent',
  title: 'Body',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Normal', value: 'normal' },
        { title: 'Heading 1', value: 'h1' },
        { title: 'Heading 2', value: 'h2' },
        { title: 'Heading 3', value: 'h3' },
        { title: 'Heading 4', value: 'h4' },
        { title: 'Heading 5', value: 'h5' },
        { title: 'Heading 6', value: 'h6' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [
        { title: 'Bullet', value: 'bullet' },
        { title: 'Numbered', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Strong', value: 'strong' },
          { title: 'Emphasis', value: 'em' },
          { title: 'Code', value: 'code' },
          { title: 'Underline', value: 'underline' },
          { title: 'Strike', value: 'strike-through' },
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              defineField({
                name: 'href',
                title: 'URL',
                type: 'string',
                description: 'https://…, mailto:… or a site path such as /contact.',
                validation: (rule) => rule.custom((href) => hrefProblem(href)),
              }),
            ],
          }),
        ],
      },
    }),
    defineArrayMember({
      name: 'image',
      type: 'image',
      options: { hotspot: true },
      fields: [altField(false), captionField],
    }),
    defineArrayMember({
      name: 'video',
      title: 'Video',
      type: 'object',
      fields: [
        defineField({
          name: 'video',
          title: 'Video file',
          type: 'file',
          options: { accept: 'video/*' },
          validation: (rule) => rule.required(),
        }),
        captionField,
      ],
      preview: {
        select: { title: 'caption' },
        prepare: ({ title }) => ({ title: title ?? 'Video' }),
      },
    }),
  ],
});
