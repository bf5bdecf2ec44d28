import { defineField, defineType } from 'sanity';
import { slugProblem } from '../objects/rules';

/** Categories and tags: a title and the slug used by the blog's filters. */
function taxonomy(name: 'category' | 'tag', title: string) {
  return defineType({
    name,
    title,
    type: 'document',
    fields: [
      defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
      defineField({
        name: 'slug',
        type: 'slug',
        options: { source: 'title', maxLength: 96 },
        validation: (rule) => rule.required().custom((slug) => slugProblem(slug?.current)),
      }),
    ],
  });
}

export const category = taxonomy('category', 'Category');
export const tag = taxonomy('tag', 'Tag');
