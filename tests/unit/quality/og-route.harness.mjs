/**
 * A test-only "route" for the Open Graph renderer: compiles lib/seo/og-image.tsx (and the local
 * modules it imports) with TypeScript, then calls it the way an `opengraph-image.tsx` route
 * does and writes the PNG it answers with.
 *
 * It runs as a child process because next/og loads its renderer with a dynamic ESM import, which
 * Jest's module sandbox cannot execute.
 *
 *   node tests/unit/quality/og-route.harness.mjs <out.png> '<json OgImageInput>'
 */
import { createRequire } from 'node:module';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(path.join(root, 'package.json'));
const ts = require('typescript');

const [outFile, inputJson = '{"title":"Phage therapy"}'] = process.argv.slice(2);
if (!outFile) {
  console.error('usage: og-route.harness.mjs <out.png> [json input]');
  process.exit(2);
}

const outDir = await mkdtemp(path.join(tmpdir(), 'og-route-'));
const compiled = new Map();

function resolveLocal(specifier, fromFile) {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && !candidate.endsWith('/')) {
      if (/\.(ts|tsx|json)$/.test(candidate)) return candidate;
    }
  }
  throw new Error(`Cannot resolve ${specifier} from ${fromFile}`);
}

/** Compiles a repo TS/TSX file (recursively) to ESM under outDir; returns the output path. */
async function compile(file) {
  if (compiled.has(file)) return compiled.get(file);
  const target = path.join(outDir, path.relative(root, file)).replace(/\.(tsx?|json)$/, '.mjs');
  compiled.set(file, target);
  await mkdir(path.dirname(target), { recursive: true });
  if (file.endsWith('.json')) {
    await writeFile(target, `export default ${await readFile(file, 'utf8')};`);
    return target;
  }
  const { outputText: code } = ts.transpileModule(await readFile(file, 'utf8'), {
    fileName: file,
    compilerOptions: {
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
    },
  });
  const specifiers = [...code.matchAll(/from\s+["']([^"']+)["']/g)].map((m) => m[1]);
  let output = code;
  for (const specifier of new Set(specifiers)) {
    let replacement;
    if (specifier.startsWith('@/') || specifier.startsWith('.')) {
      const dependency = await compile(resolveLocal(specifier, file));
      replacement = pathToFileURL(dependency).href;
    } else if (specifier.startsWith('node:')) {
      continue;
    } else {
      replacement = pathToFileURL(require.resolve(specifier)).href;
    }
    output = output.replaceAll(`"${specifier}"`, `"${replacement}"`);
    output = output.replaceAll(`'${specifier}'`, `'${replacement}'`);
  }
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, output);
  return target;
}

try {
  const renderer = await import(
    pathToFileURL(await compile(path.join(root, 'lib/seo/og-image.tsx')))
  );
  // The "route": GET → the renderer's Response.
  const response = renderer.renderOgImage(JSON.parse(inputJson));
  const body = Buffer.from(await response.arrayBuffer());
  await writeFile(outFile, body);
  console.log(
    JSON.stringify({
      status: response.status,
      contentType: response.headers.get('content-type'),
      bytes: body.length,
      size: renderer.OG_IMAGE_SIZE,
    }),
  );
} finally {
  await rm(outDir, { recursive: true, force: true });
}
