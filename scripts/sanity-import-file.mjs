// Writes the bundled blog as a Sanity import archive (data.ndjson + images/ + files/, tar.gz):
//   npm run cms:import-file            -> .sanity/blog-import.tar.gz
//   npx sanity dataset import ../.sanity/blog-import.tar.gz production   (from studio/)
// See studio/README.md, step 3.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeImport } from './lib/sanity-import.mjs';

const out = path.resolve(process.argv[2] ?? '.sanity/blog-import.tar.gz');
const work = mkdtempSync(path.join(tmpdir(), 'blog-import-'));
const { documents, files } = writeImport(path.join(work, 'blog-import'));
mkdirSync(path.dirname(out), { recursive: true });
execFileSync('tar', ['-czf', out, '-C', work, 'blog-import']);
rmSync(work, { recursive: true, force: true });
console.log(`${out}: ${documents} documents, ${files} asset files`);
