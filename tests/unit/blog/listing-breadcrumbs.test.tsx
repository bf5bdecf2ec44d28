/**
 * @jest-environment node
 */
import { isValidElement, type ReactNode } from 'react';
import ArchivePage from '@/app/blogs/page/[page]/page';
import CategoryPage from '@/app/blogs/category/[category]/page';
import TagPage from '@/app/blogs/tag/[tag]/page/[page]/page';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl } from '@/lib/config';
import { blogText } from '@/content/blog-text';

const term = {
  slug: 'phage-therapy',
  title: 'Phage therapy',
  posts: Array<string>(30).fill('a-post'),
};
jest.mock('@/lib/content', () => ({
  getPostsPage: async (page: number) => ({ posts: [], page, pageCount: 3 }),
  getTermPage: async (_kind: string, slug: string, page: number) =>
    slug === term.slug ? { posts: [], page, pageCount: 2, term } : null,
  isPreviewing: async () => false,
}));

/** The page's structured data, read from its element tree (its preview bar is async). */
function jsonLdOf(node: ReactNode): unknown[] {
  if (Array.isArray(node)) return node.flatMap(jsonLdOf);
  if (!isValidElement<{ data?: unknown; children?: ReactNode }>(node)) return [];
  if (node.type === JsonLd) return [node.props.data].flat();
  return jsonLdOf(node.props.children);
}

async function crumbs(page: ReactNode) {
  const list = jsonLdOf(await page).find(
    (item) => (item as { '@type': string })['@type'] === 'BreadcrumbList',
  ) as { itemListElement: { name: string; item: string }[] } | undefined;
  return (list?.itemListElement ?? []).map((step) => [step.name, step.item]);
}

describe('blog listing pages', () => {
  test('carry breadcrumbs as the blog index and its articles do, each step a page', async () => {
    const home = ['Home', absoluteUrl('/')];
    const blogs = ['Blogs', absoluteUrl('/blogs')];
    expect(await crumbs(ArchivePage({ params: Promise.resolve({ page: '2' }) }))).toEqual([
      home,
      blogs,
      [blogText.archiveTitle(2), absoluteUrl('/blogs/page/2')],
    ]);
    expect(
      await crumbs(CategoryPage({ params: Promise.resolve({ category: term.slug }) })),
    ).toEqual([
      home,
      blogs,
      [blogText.termTitle.category(term.title, 1), absoluteUrl('/blogs/category/phage-therapy')],
    ]);
    expect(
      await crumbs(TagPage({ params: Promise.resolve({ tag: term.slug, page: '2' }) })),
    ).toEqual([
      home,
      blogs,
      [blogText.termTitle.tag(term.title, 2), absoluteUrl('/blogs/tag/phage-therapy/page/2')],
    ]);
  });
});
