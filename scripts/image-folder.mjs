// The Docker image's final folder, made without Docker (no daemon here, and the base image cannot be
// fetched offline): the files .dockerignore lets through are copied into a fresh folder, and the
// Dockerfile's own steps run there, stage by stage (ARG, ENV, WORKDIR, COPY, RUN), each stage in
// its own folder. What the image would run is written to <work>/image.sh for
// scripts/standalone-smoke.sh: APP (the last stage's working directory), IMAGE_ENV, IMAGE_CMD,
// IMAGE_HEALTHCHECK.
//   node scripts/image-folder.mjs <work folder> [NAME=value build arguments…]
// The work folder must lie outside the checkout: Node would find the checkout's node_modules from
// a folder inside it, and hide a module the image lacks. Differences from Docker: the host's Node
// runs the steps (the image's version is printed beside it), USER and --chown change nothing here,
// and npm prefers its local cache.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contextFiles, parseDockerfile } from './lib/dockerfile.mjs';

// A failed step ends the check with its sentence, not a stack trace.
process.on('uncaughtException', (error) => {
  console.error(`\nThe image's build failed: ${error.message}`);
  process.exit(1);
});

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const [workArg, ...buildArgList] = process.argv.slice(2);
if (!workArg) throw new Error('Usage: node scripts/image-folder.mjs <work folder> [NAME=value…]');
const work = path.resolve(workArg);
if (!path.relative(root, work).startsWith('..'))
  throw new Error(`The work folder must lie outside the checkout (got ${work}).`);
const buildArgs = Object.fromEntries(
  buildArgList.map((a) => [a.split('=')[0], a.slice(a.indexOf('=') + 1)]),
);

const { args: globalArgs, stages } = parseDockerfile(
  readFileSync(path.join(root, 'Dockerfile'), 'utf8'),
);
const declared = new Set([
  ...Object.keys(globalArgs),
  ...stages.flatMap((s) =>
    s.steps.filter((x) => x.op === 'ARG').flatMap((x) => x.pairs.map(([k]) => k)),
  ),
]);
for (const name of Object.keys(buildArgs))
  if (!declared.has(name)) throw new Error(`${name} is not an ARG of the Dockerfile.`);

const expand = (text, vars) =>
  text.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a, b) => vars[a ?? b] ?? '');

// The build context, as Docker sends it.
const context = path.join(work, 'context');
const files = contextFiles(root);
for (const file of files) cpSync(path.join(root, file), path.join(context, file));
console.error(`context: ${files.length} files (.dockerignore)`);

const stageRoot = (name) => path.join(work, 'stages', name);
/** Copies a file or a folder's contents; folders from stages as hard links (node_modules is big). */
function copy(source, target, { link }) {
  if (!existsSync(source)) throw new Error(`COPY: ${source} does not exist.`);
  if (statSync(source).isDirectory()) {
    mkdirSync(target, { recursive: true });
    execFileSync('cp', [link ? '-al' : '-a', `${source}/.`, target]);
  } else {
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(source, target);
  }
}

const globals = Object.fromEntries(
  Object.entries(globalArgs).map(([k, v]) => [k, buildArgs[k] ?? v ?? '']),
);
let last;
for (const stage of stages) {
  const from = expand(stage.from, globals);
  console.error(
    `\n== stage ${stage.name} (${from}; steps run on the host's Node ${process.version})`,
  );
  const fsRoot = stageRoot(stage.name);
  mkdirSync(fsRoot, { recursive: true });
  const vars = {};
  const env = {};
  let workdir = '/';
  const image = { env, command: undefined, healthcheck: undefined };
  for (const step of stage.steps) {
    const here = path.join(fsRoot, workdir);
    if (step.op === 'ARG') {
      for (const [key, value] of step.pairs) {
        const given = buildArgs[key] ?? value;
        if (given !== undefined) vars[key] = given;
      }
    } else if (step.op === 'ENV') {
      for (const [key, value] of step.pairs) env[key] = expand(value ?? '', { ...vars, ...env });
    } else if (step.op === 'WORKDIR') {
      workdir = path.posix.resolve(workdir, step.value);
      mkdirSync(path.join(fsRoot, workdir), { recursive: true });
    } else if (step.op === 'COPY') {
      const base = step.from ? stageRoot(step.from) : context;
      const into = step.target.endsWith('/') || step.sources.length > 1;
      for (const source of step.sources) {
        const from = path.join(base, source);
        const target = path.join(here, step.target);
        const isDir = existsSync(from) && statSync(from).isDirectory();
        copy(from, into && !isDir ? path.join(target, path.basename(source)) : target, {
          link: Boolean(step.from),
        });
      }
      console.error(
        `COPY ${step.from ? `--from=${step.from} ` : ''}${step.sources.join(' ')} ${step.target}`,
      );
    } else if (step.op === 'RUN') {
      console.error(`RUN ${step.value}`);
      const result = spawnSync('bash', ['-c', step.value], {
        cwd: here,
        stdio: ['ignore', 2, 2],
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          npm_config_prefer_offline: 'true',
          ...vars,
          ...env,
        },
      });
      if (result.status !== 0) throw new Error(`RUN ${step.value} failed (exit ${result.status}).`);
    } else if (step.op === 'CMD') image.command = step.command;
    else if (step.op === 'HEALTHCHECK') image.healthcheck = step.command;
  }
  last = { ...image, app: path.join(fsRoot, workdir) };
}

const quote = (value) => `'${String(value).replace(/'/g, `'\\''`)}'`;
writeFileSync(
  path.join(work, 'image.sh'),
  [
    `APP=${quote(last.app)}`,
    `IMAGE_ENV=(${Object.entries(last.env)
      .map(([k, v]) => quote(`${k}=${v}`))
      .join(' ')})`,
    `IMAGE_CMD=(${(last.command ?? []).map(quote).join(' ')})`,
    `IMAGE_HEALTHCHECK=(${(last.healthcheck ?? []).map(quote).join(' ')})`,
    '',
  ].join('\n'),
);
console.error(`\nThe image's folder: ${last.app}`);
