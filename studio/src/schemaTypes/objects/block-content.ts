import { defineArrayMember, defineField, defineType } from 'sanity';
import { altField, captionField } from './accessible-image';
import { citationProblem, hrefProblem } from './rules';

/**
 * The post body: exactly what components/blog/portable-text.tsx renders — paragraphs, h1–h6,
 * quotes, bullet and numbered lists, bold/italic/code/underline/strike-through, links,
 * citations of the research record, inline images and video files. Nothing the site cannot show is offered here.
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
          defineArrayMember({
            name: 'citation',
            title: 'Citation',
            type: 'object',
            description:
              'Cites a work of the research record: the article numbers the passage ([1]) and lists the work under "References" at its end, and the work\'s card on the Research page links to this post.',
            fields: [
              defineField({
                name: 'key',
                title: 'Key',
                type: 'string',
                description:
                  "The work's key, e.g. ellery2023lytic: the first line of its Cite button's BibTeX on the Research page. Or leave this empty and give a DOI.",
              }),
              defineField({
                name: 'doi',
                title: 'DOI',
                type: 'string',
                description:
                  "The work's DOI, e.g. 10.1016/j.cell.2022.11.017. A work the record lacks is looked up at Crossref. A key the record lacks leaves the passage as plain text.",
              }),
            ],
            validation: (rule) => rule.custom((value) => citationProblem(value)),
          }),
        ],
      },
    }),
    defineArrayMember({
      name: 'image',
      type: 'image',
      // Sanity offers the crop only with the hotspot; the site shows the crop whole, so no focal point.
      description: 'Shown whole, as cropped: the focal point changes nothing here.',
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
          description: 'MP4 (H.264) or WebM: the kinds every browser plays.',
          options: { accept: 'video/mp4,video/webm' },
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
