/**
 * The floor: a bare Next.js app of the same version with one trivial page, in bench/.floor/
 * (gitignored), using this repository's node_modules; rebuilt only when Next or its sources change.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, log, packageVersion, runBuild } from './server.mjs';

export const FLOOR_DIR = path.join(ROOT, 'bench/.floor');

const FILES = {
  'package.json': `${JSON.stringify({ name: 'bench-floor', private: true }, null, 2)}\n`,
  // turbopack.root: the repository, whose node_modules this app uses.
  'next.config.mjs': `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(ROOT)} } };\n`,
  'app/layout.js': `export const metadata = { title: 'Floor', description: 'A bare Next.js page.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.js': `export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>The smallest App Router page.</p>
    </main>
  );
}
`,
};

/** Writes the floor app and builds it unless an identical build exists. Returns its directory. */
export function ensureFloorBuild() {
  const version = packageVersion('next');
  const fingerprint = createHash('sha256')
    .update(version + JSON.stringify(FILES))
    .digest('hex');
  const marker = path.join(FLOOR_DIR, '.next', 'bench-fingerprint');
  const built = existsSync(path.join(FLOOR_DIR, '.next', 'BUILD_ID')) && existsSync(marker);
  if (built && readFileSync(marker, 'utf8') === fingerprint) {
    log(`floor app already built for Next ${version}`);
    return FLOOR_DIR;
  }
  for (const [name, content] of Object.entries(FILES)) {
    const file = path.join(FLOOR_DIR, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  runBuild(FLOOR_DIR);
  writeFileSync(marker, fingerprint);
  return FLOOR_DIR;
}
