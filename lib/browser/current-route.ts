function pathOf(target: string): string {
  const path = target.split(/[?#]/)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : '/';
}

/** Home is current only on "/"; any other entry on its own path and below it. */
export function isCurrentRoute(pathname: string, itemPath: string): boolean {
  const current = pathOf(pathname);
  const target = pathOf(itemPath);
  if (target === '/') return current === '/';
  return current === target || current.startsWith(`${target}/`);
}
