// The shared cache handler on its own (no Redis): what Next reads back after its documented calls.
import assert from 'node:assert/strict';
import { serialize } from 'node:v8';
import { mock, test } from 'node:test';
import Handler, { decodeEntry } from '../../lib/cache/shared-cache-handler.mjs';

const page = (html) => ({
  kind: 'APP_PAGE',
  html,
  headers: { 'content-type': 'text/html' },
  status: 200,
});
const pageCtx = { cacheControl: { revalidate: 60, expire: 31536000 } };
const fetched = (body) => ({ kind: 'FETCH', data: { body }, revalidate: 60 });

test('a page is read back as written, with its window, answering to every tag', async () => {
  const handler = new Handler();
  await handler.set('/route-cache/a', page('<p>a</p>'), pageCtx);
  const entry = await handler.get('/route-cache/a', {});
  assert.equal(entry.value.html, '<p>a</p>');
  assert.deepEqual(entry.tags, ['*']);
  assert.deepEqual(entry.cacheControl, pageCtx.cacheControl);
  assert.ok(Date.now() - entry.lastModified < 5_000);
});

test('a tag revalidated with a profile makes the page stale: just past its window, kept', async () => {
  const handler = new Handler();
  await handler.set('/route-cache/b', page('<p>b</p>'), pageCtx);
  await new Promise((resolve) => setTimeout(resolve, 2));
  const revalidatedAt = Date.now();
  await handler.revalidateTag(['posts'], { expire: 31536000 });
  const entry = await handler.get('/route-cache/b', {});
  assert.equal(entry.value.html, '<p>b</p>');
  const age = Date.now() - entry.lastModified;
  assert.ok(age > 60_000 && age < 62_000 + (Date.now() - revalidatedAt), `${age} ms old`);
  // Written again after the revalidation: fresh.
  await handler.set('/route-cache/b', page('<p>b2</p>'), pageCtx);
  assert.ok(Date.now() - (await handler.get('/route-cache/b', {})).lastModified < 5_000);
});

test('a page is dated from the lookup that began its render: a revalidation during it leaves the copy stale', async (t) => {
  t.after(() => mock.timers.reset());
  // Ten minutes ago, so its marks are older than the other tests' entries.
  mock.timers.enable({ apis: ['Date'], now: Date.now() - 600_000 });
  const handler = new Handler();
  const ageOf = async (key) => Date.now() - (await handler.get(key, {})).lastModified;
  const edited = () => handler.revalidateTag(['posts'], { expire: 31536000 });
  for (const [key, due] of [
    // Missing, past its 60-second window, or stale after a revalidation: Next renders it.
    ['/route-cache/missing', null],
    ['/route-cache/window', () => mock.timers.tick(61_000)],
    ['/route-cache/tag', edited],
  ]) {
    if (due) {
      await handler.set(key, page('<p>first</p>'), pageCtx);
      mock.timers.tick(1_000);
      await due();
    }
    mock.timers.tick(1_000);
    const looked = await handler.get(key, {});
    assert.ok(!looked || Date.now() - looked.lastModified > 60_000, `${key}: due`);
    // The render reads the content; the owner's edit and its webhook come before it is stored.
    mock.timers.tick(1_000);
    await edited();
    mock.timers.tick(1_000);
    await handler.set(key, page('<p>read before the edit</p>'), pageCtx);
    assert.ok((await ageOf(key)) > 60_000, `${key}: stored as older than the edit`);
    // The render that lookup began, after the edit, is fresh: dated a second before it was stored.
    mock.timers.tick(1_000);
    await handler.set(key, page('<p>read after the edit</p>'), pageCtx);
    assert.equal(await ageOf(key), 1_000, key);
  }
});

test('a data entry answers to its own tags only; a page to any', async () => {
  const handler = new Handler();
  await handler.set('/route-cache/c', page('<p>c</p>'), pageCtx);
  await handler.set('data-own', fetched('3'), { fetchCache: true, tags: ['posts'] });
  await new Promise((resolve) => setTimeout(resolve, 2));
  await handler.revalidateTag(['people'], { expire: 31536000 });
  assert.ok(Date.now() - (await handler.get('data-own', { softTags: [] })).lastModified < 5_000);
  assert.ok(Date.now() - (await handler.get('/route-cache/c', {})).lastModified > 60_000);
});

test('a page with no window answers to no tag: a revalidation leaves it as built', async () => {
  const handler = new Handler();
  const builtOnce = { cacheControl: { revalidate: false } };
  await handler.set('/route-cache/once', page('<p>once</p>'), builtOnce);
  await new Promise((resolve) => setTimeout(resolve, 2));
  await handler.revalidateTag(['posts']);
  await handler.revalidateTag(['people'], { expire: 31536000 });
  const entry = await handler.get('/route-cache/once', {});
  assert.equal(entry.value.html, '<p>once</p>');
  assert.deepEqual(entry.tags, []);
  assert.ok(Date.now() - entry.lastModified < 5_000);
});

test('a tag expired outright (no profile) makes the entry a miss', async () => {
  const handler = new Handler();
  await handler.set('data-key', fetched('1'), { fetchCache: true, tags: ['taxonomy'] });
  assert.ok(await handler.get('data-key', { softTags: [] }));
  await new Promise((resolve) => setTimeout(resolve, 2));
  await handler.revalidateTag('taxonomy');
  assert.equal(await handler.get('data-key', { softTags: [] }), null);
});

test('a data entry answers to its soft tags too (revalidatePath)', async () => {
  const handler = new Handler();
  await handler.set('data-soft', fetched('2'), { fetchCache: true, tags: [] });
  await new Promise((resolve) => setTimeout(resolve, 2));
  await handler.revalidateTag('_N_T_/blogs');
  assert.ok(await handler.get('data-soft', { softTags: [] }));
  assert.equal(await handler.get('data-soft', { softTags: ['_N_T_/blogs'] }), null);
});

test('null data removes the entry', async () => {
  const handler = new Handler();
  await handler.set('/route-cache/c', page('<p>c</p>'), pageCtx);
  await handler.set('/route-cache/c', null, {});
  assert.equal(await handler.get('/route-cache/c', {}), null);
});

test('bytes that are not an entry decode to null, never throw', () => {
  for (const bytes of [
    Buffer.from('not an entry at all'),
    serialize({ value: { kind: 'APP_PAGE' } }).subarray(0, 5),
    serialize({ lastModified: 'yesterday', tags: [], value: { kind: 'APP_PAGE' } }),
    serialize(['an', 'array']),
    'a string',
    null,
  ]) {
    assert.equal(decodeEntry(bytes), null);
  }
  const good = { value: { kind: 'FETCH' }, lastModified: 1, tags: [] };
  assert.deepEqual(decodeEntry(serialize(good)), good);
});

test('the in-memory store keeps the most recently used entries within its byte cap', async () => {
  const handler = new Handler();
  // Nine of these fit in the 64 MB cap, a tenth does not.
  const big = 'x'.repeat(7 * 1024 * 1024);
  for (let i = 0; i < 9; i++) await handler.set(`/big/${i}`, page(big), pageCtx);
  assert.ok(await handler.get('/big/1', {}), 'nine fit');
  // Read the first again: it becomes the most recently used and survives the next write.
  assert.ok(await handler.get('/big/0', {}));
  await handler.set('/big/9', page(big), pageCtx);
  assert.ok(await handler.get('/big/0', {}), 'the recently read entry stays');
  assert.equal(await handler.get('/big/2', {}), null, 'the least recently used one left');
  assert.ok(await handler.get('/big/9', {}));
});
