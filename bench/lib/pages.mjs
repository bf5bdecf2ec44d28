/** The pages both benchmarks use: the seven pre-rendered sections and one article. */
export const BENCHMARK_PAGES = Object.freeze([
  '/',
  '/about',
  '/research',
  '/phages',
  '/books',
  '/contact',
  '/blogs',
  '/blogs/phage-vs-antibiotics',
]);
