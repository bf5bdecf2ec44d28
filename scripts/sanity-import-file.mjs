// Writes the bundled blog as a Sanity import archive (data.ndjson + images/ + files/, tar.gz):
//   npm run cms:import-file            -> .sanity/blog-import.tar.gz
//   npx sanity dataset import .sanity/blog-import.tar.gz production   (from studio/)
// See studio/README.md, step 3.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readNdjson, toImport } from './lib/sanity-import.mjs';

const out = path.resolve(process.argv[2] ?? '.sanity/blog-import.tar.gz');
const { documents, files } = toImport(readNdjson('content/blog/production.ndjson'), 'public');

const work = mkdtempSync(path.join(tmpdir(), 'blog-import-'));
const root = path.join(work, 'blog-import');
for (const { name, source } of files) {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  copyFileSync(source, path.join(root, name));
}
writeFileSync(
  path.join(root, 'data.ndjson'),
  documents.map((d) => JSON.stringify(d)).join('\n') + '\n',
);
mkdirSync(path.dirname(out), { recursive: true });
execFileSync('tar', ['-czf', out, '-C', work, 'blog-import']);
rmSync(work, { recursive: true, force: true });
console.log(`${out}: ${documents.length} documents, ${files.length} asset files`);
