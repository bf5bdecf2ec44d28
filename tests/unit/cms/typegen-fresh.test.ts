/**
 * @jest-environment node
 *
 * lib/content/sanity.types.ts is generated (`npm run typegen`) from the queries and the Studio's
 * schema. A query edited without regenerating fails here; a schema edited without regenerating
 * fails scripts/check-studio.sh, which extracts and generates again and compares.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as queries from '@/lib/content/queries';

const generated = readFileSync(path.join(process.cwd(), 'lib/content/sanity.types.ts'), 'utf8');
const defined = Object.entries(queries as Record<string, unknown>).filter(
  (entry): entry is [string, string] => entry[0].endsWith('_QUERY') && typeof entry[1] === 'string',
);

describe('generated query types', () => {
  it('finds the queries', () => {
    expect(defined.map(([name]) => name)).toEqual(
      expect.arrayContaining(['POSTS_PAGE_QUERY', 'POST_QUERY']),
    );
  });

  it.each(defined)('%s has its result type generated from its current text', (name, query) => {
    // TypeGen writes each query on one line above its type, newlines removed.
    const block = `// Variable: ${name}\n// Query: ${query.replace(/\r?\n/g, '')}\nexport type ${name}_RESULT =`;
    expect(generated).toContain(block);
  });
});
