import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '@/lib/routes';

/** Nothing in them changes after the build: proxy.ts's matcher skips them by their exact paths. */
export const BUILT_ONCE_PAGES: readonly string[] = [
  routes.home,
  routes.books,
  routes.contact,
  routes.phages,
  routes.phageTherapy,
  routes.microbiomeGutHealth,
  routes.sitemap,
  routes.uiDemo,
];

type Route = { initialRevalidateSeconds?: number | false };

/**
 * What a build in `distDir` says against two promises, read from its own files as only a test may:
 * every page in BUILT_ONCE_PAGES (which proxy.ts leaves to Next) is pre-rendered with no window, and
 * nothing pre-rendered with no window reads tagged data (so the shared cache handler keeps such a
 * page through every revalidation).
 */
export function builtOnceProblems(distDir: string): string[] {
  const { routes } = JSON.parse(
    readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'),
  ) as { routes: Record<string, Route> };
  const windowless = Object.keys(routes).filter(
    (page) => routes[page]!.initialRevalidateSeconds === false,
  );
  const notBuiltOnce = BUILT_ONCE_PAGES.flatMap((page) => {
    const route = routes[page];
    if (!route) return [`${page}: not pre-rendered`];
    if (!windowless.includes(page))
      return [`${page}: rendered again every ${route.initialRevalidateSeconds} s`];
    return [];
  });
  const tagged = windowless.flatMap((page) => {
    const file = path.join(distDir, 'server', 'app', `${page === '/' ? '/index' : page}.meta`);
    const meta = JSON.parse(readFileSync(file, 'utf8')) as { headers?: Record<string, string> };
    const tags = (meta.headers?.['x-next-cache-tags'] ?? '').split(',').filter(Boolean);
    const data = tags.filter((tag) => !tag.startsWith('_N_T_'));
    return data.length ? [`${page}: no window, but reads data tagged ${data.join(', ')}`] : [];
  });
  return [...notBuiltOnce, ...tagged];
}
