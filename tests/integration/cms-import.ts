import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

type Doc = { _id: string; _type: string; [field: string]: unknown };

/** Where the CMS serves uploaded files (the host @sanity/image-url builds image URLs on). */
export const CDN = 'https://cdn.sanity.io';

/**
 * What `sanity dataset import` makes of an import directory (data.ndjson beside images/ and
 * files/), for the test CMS to serve: every file a `_sanityAsset` pointer names is uploaded and
 * becomes an asset document named after its SHA-1 (and, for an image, the dimensions read from the
 * file), and the pointer becomes a reference to it. Nothing else of a document changes; the asset
 * documents carry only what an upload gives them (no alt text).
 */
export async function importDirectory(
  dir: string,
  project: { projectId: string; dataset: string },
): Promise<Doc[]> {
  const documents = readFileSync(path.join(dir, 'data.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc);
  const assets = new Map<string, Doc>();

  async function upload(pointer: string): Promise<string> {
    const match = /^(image|file)@file:\/\/\.\/(.+)$/.exec(pointer);
    if (!match) throw new Error(`Not a file in the import: ${pointer}`);
    const [, kind, name] = match as unknown as [string, 'image' | 'file', string];
    const bytes = readFileSync(path.join(dir, name));
    const sha1 = createHash('sha1').update(bytes).digest('hex');
    /** Where the upload is kept, and what every asset document says of it. */
    const stored = (folder: string, file: string, extension: string) => {
      const where = `${folder}/${project.projectId}/${project.dataset}/${file}`;
      const about = { assetId: sha1, sha1hash: sha1, originalFilename: path.basename(name) };
      return { ...about, extension, size: bytes.length, path: where, url: `${CDN}/${where}` };
    };
    let asset: Doc;
    if (kind === 'image') {
      const { width = 0, height = 0, format = '' } = await sharp(bytes).metadata();
      asset = {
        _id: `image-${sha1}-${width}x${height}-${format}`,
        _type: 'sanity.imageAsset',
        ...stored('images', `${sha1}-${width}x${height}.${format}`, format),
        metadata: {
          _type: 'sanity.imageMetadata',
          dimensions: {
            _type: 'sanity.imageDimensions',
            width,
            height,
            aspectRatio: width / height,
          },
        },
      };
    } else {
      const extension = path.extname(name).slice(1);
      asset = {
        _id: `file-${sha1}-${extension}`,
        _type: 'sanity.fileAsset',
        ...stored('files', `${sha1}.${extension}`, extension),
      };
    }
    assets.set(asset._id, asset);
    return asset._id;
  }

  async function resolve(value: unknown): Promise<unknown> {
    if (Array.isArray(value)) return Promise.all(value.map(resolve));
    if (!value || typeof value !== 'object') return value;
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (key === '_sanityAsset')
        out.asset = { _type: 'reference', _ref: await upload(field as string) };
      else out[key] = await resolve(field);
    }
    return out;
  }

  const imported = (await Promise.all(documents.map(resolve))) as Doc[];
  return [...imported, ...assets.values()];
}
