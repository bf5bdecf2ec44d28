/**
 * @jest-environment node
 *
 * The import works: the archive `npm run cms:import-file` packs (scripts/lib/sanity-import.mjs),
 * imported into the test CMS as `sanity dataset import` would import it, read back through the real
 * @sanity/client, is the bundled blog. Only where images and the video live differs: the CMS's CDN
 * instead of this site's files.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createContent, type Post } from '@/lib/content';
import { createBundledSource } from '@/lib/content/source';
import { readNdjson, writeImport } from '@/scripts/lib/sanity-import.mjs';
import { CDN, importDirectory } from './cms-import';
import { startCmsServer, type CmsServer } from './cms-server';
import { testCmsSource } from './test-cms-source';

const project = { projectId: 'importproj', dataset: 'production' };

type Doc = { _id: string; _type: string; [field: string]: unknown };
const bundledDocs = readNdjson(path.join(process.cwd(), 'content/blog/production.ndjson')) as Doc[];
const isAsset = (doc: Doc) => doc._type.startsWith('sanity.');
const assets = new Map(bundledDocs.filter(isAsset).map((doc) => [doc._id, doc]));
const assetByUrl = new Map([...assets.values()].map((doc) => [doc.url as string, doc._id]));

let dir: string;
let imported: Doc[];
let cms: CmsServer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'blog-import-'));
  writeImport(dir);
  imported = await importDirectory(dir, project);
  cms = await startCmsServer({ dataset: project.dataset, base: imported });
});
afterAll(async () => {
  await cms?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the import archive', () => {
  it('holds every document (no asset documents: the import makes those) and every file', () => {
    const lines = readFileSync(path.join(dir, 'data.ndjson'), 'utf8').trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as Doc)._id)).toEqual(
      bundledDocs.filter((doc) => !isAsset(doc)).map((doc) => doc._id),
    );
    // One file per asset document of the bundled blog.
    const files = ['images', 'files'].flatMap((sub) => readdirSync(path.join(dir, sub)));
    expect(files).toHaveLength(assets.size);
  });

  it('imports to the bundled documents, field for field, with the asset alt texts on the images', () => {
    // Uploading names each file after its SHA-1, as the bundled asset ids are: the references
    // come out as they went in. An upload carries no alt text, so the archive copies it.
    const withAlt = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(withAlt);
      if (!value || typeof value !== 'object') return value;
      const record = Object.fromEntries(
        Object.entries(value).map(([key, field]) => [key, withAlt(field)]),
      );
      const asset = assets.get((record.asset as { _ref?: string } | undefined)?._ref ?? '');
      if (asset?.altText && !record.alt) record.alt = asset.altText;
      return record;
    };
    const served = new Map(imported.map((doc) => [doc._id, doc]));
    for (const doc of bundledDocs.filter((d) => !isAsset(d)))
      expect(served.get(doc._id)).toEqual(withAlt(doc));
    // The uploads: one asset document per file, with its dimensions, on the CMS's CDN.
    for (const asset of assets.values())
      expect(served.get(asset._id)).toMatchObject({
        _type: asset._type,
        url: expect.stringMatching(new RegExp(`^${CDN}/(images|files)/importproj/production/`)),
        ...(asset.metadata
          ? { metadata: { dimensions: (asset.metadata as { dimensions: unknown }).dimensions } }
          : {}),
      });
    expect(served.size).toBe(bundledDocs.length);
  });
});

describe('the imported blog, read from the CMS', () => {
  const cmsContent = () => createContent(testCmsSource(cms, { ...project, maxRetries: undefined }));
  const bundledContent = () => createContent(createBundledSource());

  /** A picture or video as the asset it shows: a CMS CDN URL or one of this site's files. */
  function assetOf(url: string): string {
    const cdn = new RegExp(
      `^${CDN}/(images|files)/importproj/production/([a-f0-9]{40})(?:-(\\d+x\\d+))?\\.(\\w+)(\\?.*)?$`,
    ).exec(url);
    if (cdn) {
      const [, kind, sha1, size, extension] = cdn;
      return kind === 'images' ? `image-${sha1}-${size}-${extension}` : `file-${sha1}-${extension}`;
    }
    return assetByUrl.get(url) ?? `unknown ${url}`;
  }

  /** The post with every image and video URL replaced by the asset it shows. */
  function byAsset(post: Post) {
    const image = <T extends { url: string }>(picture: T) => ({
      ...picture,
      url: assetOf(picture.url),
    });
    return {
      ...post,
      cover: post.cover && {
        ...post.cover,
        card: image(post.cover.card),
        header: image(post.cover.header),
        // The CMS crops a share and the bundled files are not cropped: compared on its own below.
        share: null,
      },
      body:
        post.body?.map((block) =>
          'image' in block && block._type === 'image'
            ? { ...block, image: image(block.image) }
            : 'url' in block && block._type === 'video'
              ? { ...block, url: assetOf(block.url) }
              : block,
        ) ?? null,
    };
  }

  it('lists the same posts in the same order', async () => {
    const [fromCms, bundled] = await Promise.all([
      cmsContent().getPostIndex(),
      bundledContent().getPostIndex(),
    ]);
    expect(bundled.length).toBeGreaterThanOrEqual(10);
    expect(fromCms).toEqual(bundled);
    const summaries = await cmsContent().getPosts();
    expect(summaries.map((p) => p.slug)).toEqual(bundled.map((p) => p.slug));
  });

  it('serves every post as the bundled blog has it: text, dates, people, labels, pictures, video', async () => {
    const [fromCms, bundled] = await Promise.all([
      cmsContent().getFeedPosts(),
      bundledContent().getFeedPosts(),
    ]);
    expect(fromCms.map(byAsset)).toEqual(bundled.map(byAsset));

    // Not an empty comparison: what the blog shows is all there.
    expect(bundled.every((p) => p.title && p.author && p.category && p.tags.length)).toBe(true);
    const blocks = bundled.flatMap((p) => p.body ?? []);
    const images = blocks.filter((b) => b._type === 'image');
    const videos = blocks.filter((b) => b._type === 'video');
    expect(images.length).toBeGreaterThanOrEqual(3);
    // Every picture has its alt text, one of them only through its asset (the archive copies it).
    expect(images.every((b) => 'image' in b && b.image.alt)).toBe(true);
    expect(images.filter((b) => 'caption' in b && b.caption).length).toBeGreaterThanOrEqual(2);
    expect(videos.map((b) => 'caption' in b && b.caption)).toEqual([
      'Time-lapse of plaques appearing on a lawn over a night of incubation (drawn animation).',
    ]);
    expect(bundled.filter((p) => p.cover?.caption).length).toBeGreaterThanOrEqual(1);
  });

  it('takes pictures from the CMS image service and the video from its file CDN', async () => {
    const post = await cmsContent().getPost('isolating-phages-from-wastewater');
    const card = new URL(post!.cover!.card.url);
    expect(card.origin + card.pathname).toBe(
      `${CDN}/images/importproj/production/b98806f4c2ba579231a3597a231f797124f8db29-1800x1000.webp`,
    );
    expect(card.searchParams.get('w')).toBe('900');
    expect(new URL(post!.cover!.share!.url).searchParams.get('h')).toBe('630');
    expect(
      (await bundledContent().getPost('isolating-phages-from-wastewater'))!.cover,
    ).toMatchObject({ share: null });
    const video = post!.body!.find((b) => b._type === 'video') as { url: string };
    expect(video.url).toBe(
      `${CDN}/files/importproj/production/2623cf116a711eca764636bedb52eb0780eedd34.webm`,
    );
  });
});
