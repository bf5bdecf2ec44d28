import { defineField } from 'sanity';

/** Alt text: required on covers, and asked for on inline images (a caption alone is not enough). */
export const altField = (required: boolean) =>
  defineField({
    name: 'alt',
    title: 'Alternative text',
    type: 'string',
    description:
      'What the picture shows, for readers who cannot see it. In an article, a picture without a caption shows it as its caption.',
    validation: (rule) =>
      required
        ? rule.required().error('Alternative text is required.')
        : rule.warning().custom((alt) => (alt ? true : 'Add alternative text for screen readers.')),
  });

export const captionField = defineField({
  name: 'caption',
  title: 'Caption',
  type: 'string',
});
