// The bundled blog (content/blog/production.ndjson) in the format `sanity dataset import` reads:
// data.ndjson whose image and file fields name their file with `_sanityAsset`, beside images/ and
// files/. Sanity uploads each file, names the asset after its SHA-1 (as the bundled ids already
// are) and points the field at it. Asset documents themselves are not imported.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ASSET_TYPES = new Set(['sanity.imageAsset', 'sanity.fileAsset']);

/** The archive name of an asset: images/<sha1>-<w>x<h>.<ext> or files/<sha1>.<ext>. */
function archivePath(asset) {
  if (asset._type === 'sanity.imageAsset') {
    const { width, height } = asset.metadata.dimensions;
    return `images/${asset.assetId}-${width}x${height}.${asset.extension}`;
  }
  return `files/${asset.assetId}.${asset.extension}`;
}

/**
 * Documents ready for import, and the asset files to put beside them. `alt` is copied from the
 * asset's altText where a field has none: the site's query falls back to the asset's altText,
 * which an upload does not carry over.
 */
export function toImport(documents, publicDir) {
  const assets = new Map(documents.filter((d) => ASSET_TYPES.has(d._type)).map((d) => [d._id, d]));
  const files = new Map();

  function visit(value) {
    if (Array.isArray(value)) return value.map(visit);
    if (!value || typeof value !== 'object') return value;
    const asset = value.asset?._ref ? assets.get(value.asset._ref) : undefined;
    const out = {};
    for (const [key, field] of Object.entries(value)) if (key !== 'asset') out[key] = visit(field);
    if (!asset) {
      if (value.asset) out.asset = visit(value.asset);
      return out;
    }
    const name = archivePath(asset);
    files.set(name, path.join(publicDir, asset.path));
    out._sanityAsset = `${asset._type === 'sanity.imageAsset' ? 'image' : 'file'}@file://./${name}`;
    if (asset._type === 'sanity.imageAsset' && !out.alt && asset.altText) out.alt = asset.altText;
    return out;
  }

  return {
    documents: documents.filter((d) => !ASSET_TYPES.has(d._type)).map(visit),
    files: [...files].map(([name, source]) => ({ name, source })),
  };
}

export function readNdjson(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
}

/**
 * Writes the import of the NDJSON export `dataFile` into `dir` (data.ndjson, images/, files/): the
 * archive's content before it is packed. Answers how many documents and files it wrote.
 */
export function writeImport(
  dir,
  { dataFile = 'content/blog/production.ndjson', publicDir = 'public' } = {},
) {
  const { documents, files } = toImport(readNdjson(dataFile), publicDir);
  for (const { name, source } of files) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    copyFileSync(source, path.join(dir, name));
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'data.ndjson'),
    documents.map((d) => JSON.stringify(d)).join('\n') + '\n',
  );
  return { documents: documents.length, files: files.length };
}
