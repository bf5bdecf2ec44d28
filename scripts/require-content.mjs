// Loads the typed content modules (content/*.ts) from plain Node scripts, so generated assets
// (CV PDF, QR code) come from the same data the pages render. Node 20 cannot run TypeScript, so
// each .ts file is transpiled in memory with the project's TypeScript compiler.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const require = createRequire(import.meta.url);

if (!require.extensions['.ts']) {
  require.extensions['.ts'] = (module, filename) => {
    const { outputText } = ts.transpileModule(readFileSync(filename, 'utf8'), {
      fileName: filename,
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        esModuleInterop: true,
      },
    });
    module._compile(outputText, filename);
  };
}

/** requireContent('book') → the exports of content/book.ts */
export function requireContent(name) {
  return require(`../content/${name}.ts`);
}

/** requireTs('tests/fixtures/blog/posts') → the exports of a TypeScript module without `@/` imports. */
export function requireTs(path) {
  return require(`../${path}.ts`);
}
