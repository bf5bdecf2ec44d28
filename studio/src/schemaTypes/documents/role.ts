import { defineField, defineType } from 'sanity';

export const role = defineType({
  name: 'role',
  title: 'Role',
  type: 'document',
  fields: [defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() })],
});
