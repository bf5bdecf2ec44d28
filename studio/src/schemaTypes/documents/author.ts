import { defineField, defineType } from 'sanity';

export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'role', type: 'reference', to: [{ type: 'role' }] }),
  ],
  preview: { select: { title: 'name', subtitle: 'role.title' } },
});
