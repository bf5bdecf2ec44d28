import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { microscopeStrip } from '@/content/home';
import { expect, test } from './fixtures';

/**
 * The home page's HTML arriving in two parts, as it can on a slow network or when the browser's
 * parser is cut short on a busy phone: the first part ends inside the hero. A loopback proxy in
 * front of the test server sends `/` up to `cutBefore` and the rest on `release()`; every other
 * request passes through whole.
 */
async function splitHome(upstream: string, cutBefore: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((request, response) => {
    const forwarded = http.request(
      new URL(request.url ?? '/', upstream),
      { method: request.method, headers: { ...request.headers, 'accept-encoding': 'identity' } },
      async (answer) => {
        if (request.url !== '/') {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        const html = Buffer.concat(chunks);
        const cut = html.indexOf(cutBefore);
        expect(cut, `the home page's HTML holds ${cutBefore}`).toBeGreaterThan(0);
        const { 'content-length': _length, ...headers } = answer.headers;
        response.writeHead(answer.statusCode ?? 502, headers);
        response.write(html.subarray(0, cut));
        await released;
        response.end(html.subarray(cut));
      },
    );
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, release, close: () => server.close() };
}

declare global {
  interface Window {
    __shift: number;
    /** When the section after the hero was parsed, on the page's clock. */
    __heroParsedAt?: number;
  }
}

test('the hero is painted whole: HTML arriving in two parts moves nothing', async ({
  page,
  baseURL,
}) => {
  const home = await splitHome(baseURL!, '<h1 id="hero-title"');
  try {
    await page.addInitScript((nextSection) => {
      window.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[])
          window.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver((_, observer) => {
        if (!document.getElementById(nextSection)) return;
        window.__heroParsedAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, microscopeStrip.id);

    const loaded = page.goto(home.url);
    await page.waitForURL(home.url, { waitUntil: 'commit' });
    // The first part is parsed and the stylesheet applied: the page could be painted now, with
    // the hero's eyebrow alone in its centre.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.querySelector('.hero') !== null &&
            [...document.styleSheets].some((sheet) => sheet.cssRules.length > 0),
        ),
      )
      .toBe(true);
    home.release();
    await loaded;

    const firstPaint = () =>
      page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
    await expect.poll(firstPaint).toBeGreaterThan(0);
    const heroParsedAt = await page.evaluate(() => window.__heroParsedAt);
    expect(await firstPaint(), 'the first paint waited for the whole hero').toBeGreaterThanOrEqual(
      heroParsedAt!,
    );
    expect(await page.evaluate(() => window.__shift)).toBe(0);
  } finally {
    home.close();
  }
});
