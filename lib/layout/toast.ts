/**
 * Toasts answer interactions, so sonner is not part of any page's first load: the Toaster arrives
 * right after hydration (components/layout/site-toaster.tsx) and this loads the same sonner module
 * on first use. (A static `import { toast } from 'sonner'` put 10 kB into /research's first load.)
 */
export async function showToast(
  kind: 'success' | 'error',
  message: string,
  options?: { description?: string },
): Promise<void> {
  const { toast } = await import('sonner');
  toast[kind](message, options);
}
