// Writes content/blog/production.ndjson, the bundled blog in Sanity's NDJSON export format:
// posts with Portable Text bodies, authors, roles, categories, tags and image/file asset documents
// (asset ids follow Sanity's `image-<sha1>-<w>x<h>-<ext>` scheme; their URLs are site-relative).
// Also writes tests/fixtures/blog/e2e.ndjson: every production document, then the test fixture's
// edge cases (tests/fixtures/blog/posts.ts) and the assets only they use.
// Run after scripts/generate-blog-media.mjs: node scripts/generate-blog-dataset.mjs
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { requireContent, requireTs } from './require-content.mjs';

const { authors, categories, posts, roles, tags } = requireContent('blog/posts');
const fixture = requireTs('tests/fixtures/blog/posts');

const OUT = 'content/blog/production.ndjson';
const FIXTURE_OUT = 'tests/fixtures/blog/e2e.ndjson';
const CREATED = '2025-05-01T09:00:00Z';

const assets = new Map();

function sha1(buffer) {
  return createHash('sha1').update(buffer).digest('hex');
}

async function imageAsset(name, altText) {
  if (assets.has(name)) return assets.get(name)._id;
  const file = `public/images/blog/${name}.webp`;
  const buffer = readFileSync(file);
  const { width, height } = await sharp(buffer).metadata();
  const hash = sha1(buffer);
  const doc = {
    _id: `image-${hash}-${width}x${height}-webp`,
    _type: 'sanity.imageAsset',
    _createdAt: CREATED,
    _updatedAt: CREATED,
    assetId: hash,
    extension: 'webp',
    mimeType: 'image/webp',
    originalFilename: `${name}.webp`,
    path: `images/blog/${name}.webp`,
    url: `/images/blog/${name}.webp`,
    size: buffer.length,
    altText: altText ?? null,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
    },
  };
  assets.set(name, doc);
  return doc._id;
}

function fileAsset(name, ext) {
  if (assets.has(name)) return assets.get(name)._id;
  const buffer = readFileSync(`public/media/blog/${name}.${ext}`);
  const hash = sha1(buffer);
  const doc = {
    _id: `file-${hash}-${ext}`,
    _type: 'sanity.fileAsset',
    _createdAt: CREATED,
    _updatedAt: CREATED,
    assetId: hash,
    extension: ext,
    mimeType: `video/${ext}`,
    originalFilename: `${name}.${ext}`,
    path: `media/blog/${name}.${ext}`,
    url: `/media/blog/${name}.${ext}`,
    size: buffer.length,
  };
  assets.set(name, doc);
  return doc._id;
}

const FIGURE_ALT = {
  'figure-plaque-assay':
    'A plate covered by a bacterial lawn, dotted with round clear plaques of different sizes',
  'figure-phage-anatomy': 'Drawing of a tailed bacteriophage',
  'figure-lytic-lysogenic': 'Diagram of the lytic and lysogenic cycles',
};

/** Inline notation → Portable Text spans, and link and citation markDefs. */
function inline(text, blockKey) {
  const children = [];
  const markDefs = [];
  const active = [];
  let buffer = '';
  const flush = () => {
    if (!buffer) return;
    children.push({
      _type: 'span',
      _key: `${blockKey}-s${children.length}`,
      text: buffer,
      marks: [...active],
    });
    buffer = '';
  };
  const toggle = (mark) => {
    flush();
    const at = active.indexOf(mark);
    if (at >= 0) active.splice(at, 1);
    else active.push(mark);
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const link = /^\[([^\]]+)\]\(([^()\s]+(?:\([^)]*\))?[^)\s]*)\)/.exec(rest);
    if (link) {
      flush();
      // `cite:key` or `cite:10.…` marks a citation of the research record, by key or by DOI.
      const cited = /^cite:(.+)$/.exec(link[2])?.[1];
      const key = `${blockKey}-${cited ? 'c' : 'l'}${markDefs.length}`;
      markDefs.push(
        !cited
          ? { _type: 'link', _key: key, href: link[2] }
          : {
              _type: 'citation',
              _key: key,
              ...(cited.startsWith('10.') ? { doi: cited } : { key: cited }),
            },
      );
      active.push(key);
      buffer = link[1];
      flush();
      active.splice(active.indexOf(key), 1);
      i += link[0].length;
      continue;
    }
    if (rest.startsWith('`')) {
      const end = text.indexOf('`', i + 1);
      flush();
      active.push('code');
      buffer = text.slice(i + 1, end);
      flush();
      active.splice(active.indexOf('code'), 1);
      i = end + 1;
      continue;
    }
    const markers = [
      ['**', 'strong'],
      ['__', 'underline'],
      ['~~', 'strike-through'],
      ['{{', 'highlight'],
      ['}}', 'highlight'],
      ['*', 'em'],
    ];
    const hit = markers.find(([m]) => rest.startsWith(m));
    if (hit) {
      toggle(hit[1]);
      i += hit[0].length;
      continue;
    }
    buffer += text[i];
    i += 1;
  }
  flush();
  return { children, markDefs };
}

async function toBlocks(slug, source) {
  const blocks = [];
  const chunks = source
    .trim()
    .split(/\n\s*\n/)
    .map((c) => c.trim());
  for (const chunk of chunks) {
    const lines = chunk.split('\n');
    for (const line of lines) {
      const key = `${slug.slice(0, 12)}-${blocks.length}`;
      let m;
      if ((m = /^@raw\((.*)\)$/.exec(line))) {
        blocks.push(JSON.parse(m[1]));
      } else if ((m = /^!\[([^\]]*)\]\(([\w-]+)(?: "([^"]*)")?\)$/.exec(line))) {
        const ref = await imageAsset(m[2], FIGURE_ALT[m[2]]);
        const block = { _type: 'image', _key: key, asset: { _type: 'reference', _ref: ref } };
        if (m[1]) block.alt = m[1];
        if (m[3]) block.caption = m[3];
        blocks.push(block);
      } else if ((m = /^@video\(([\w-]+) "([^"]*)"\)$/.exec(line))) {
        const ref = fileAsset(m[1], 'webm');
        blocks.push({
          _type: 'video',
          _key: key,
          video: { _type: 'file', asset: { _type: 'reference', _ref: ref } },
          caption: m[2],
        });
      } else {
        let style = 'normal';
        let listItem;
        let text = line;
        if ((m = /^(#{1,6}) (.*)$/.exec(line))) {
          style = `h${m[1].length}`;
          text = m[2];
        } else if ((m = /^> (.*)$/.exec(line))) {
          style = 'blockquote';
          text = m[1];
        } else if ((m = /^- (.*)$/.exec(line))) {
          listItem = 'bullet';
          text = m[1];
        } else if ((m = /^\d+\. (.*)$/.exec(line))) {
          listItem = 'number';
          text = m[1];
        } else if (lines.length > 1) {
          // A paragraph wrapped over several lines.
          text = lines.join(' ');
        }
        const { children, markDefs } = inline(text, key);
        const block = { _type: 'block', _key: key, style, markDefs, children };
        if (listItem) Object.assign(block, { listItem, level: 1 });
        blocks.push(block);
        if (!listItem && style === 'normal' && lines.length > 1) break;
      }
    }
  }
  return blocks;
}

const ref = (id) => ({ _type: 'reference', _ref: id });

async function postDoc(post) {
  const cover = await imageAsset(post.coverImage ?? post.slug, post.cover);
  const updated = post.publishedAt
    ? new Date(Date.parse(post.publishedAt) + 36e5 * 6).toISOString()
    : '2026-11-01T12:00:00.000Z';
  const doc = {
    _id: `post-${post.slug}`,
    _type: 'post',
    _createdAt: post.publishedAt ?? '2026-10-30T12:00:00Z',
    _updatedAt: updated,
    _rev: sha1(post.slug).slice(0, 22),
    title: post.title,
    slug: { _type: 'slug', current: post.slug },
    ...(post.publishedAt ? { publishedAt: post.publishedAt } : {}),
    image: { _type: 'image', asset: ref(cover), alt: post.cover, caption: post.coverCaption },
    author: ref(post.author),
    category: ref(post.category),
    tags: post.tags.map((t) => ({ ...ref(`tag-${t}`), _key: t })),
  };
  if (post.body !== undefined) doc.body = await toBlocks(post.slug, post.body);
  return doc;
}

const docs = [
  ...roles.map((role) => ({ ...role, _type: 'role' })),
  ...authors.map((a) => ({ _id: a._id, _type: 'author', name: a.name, role: ref(a.role) })),
  ...[...categories, ...tags].map((term) => ({
    _id: term._id,
    _type: term._id.startsWith('tag-') ? 'tag' : 'category',
    title: term.title,
    slug: { _type: 'slug', current: term.slug },
  })),
];
for (const post of posts) docs.push(await postDoc(post));
const production = [...docs, ...assets.values()];

const edgeCases = [];
for (const post of fixture.posts) edgeCases.push(await postDoc(post));
// Sanity shows a visitor no document whose id is a path; the bundled source does the same.
for (const draft of fixture.drafts) {
  const published = production.find((d) => draft.id.endsWith(`.${d._id}`));
  edgeCases.push({ ...published, _id: draft.id, title: draft.title });
}
const fixtureAssets = [...assets.values()].filter((asset) => !production.includes(asset));

const write = (file, documents) =>
  writeFileSync(file, documents.map((d) => JSON.stringify(d)).join('\n') + '\n');
write(OUT, production);
write(FIXTURE_OUT, [...production, ...edgeCases, ...fixtureAssets]);
console.log(`${OUT}: ${production.length} documents, ${posts.length} posts`);
console.log(
  `${FIXTURE_OUT}: ${production.length + edgeCases.length + fixtureAssets.length} documents, ${posts.length + fixture.posts.length} posts and ${fixture.drafts.length} unpublished edits`,
);
