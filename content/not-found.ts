/** The not-found page (any unknown address). Quick links name their pages by route name. */
export const notFoundPage = {
  title: 'Page Not Found',
  description: 'The page you were looking for could not be found.',
  lead: 'Like a phage that has lysed its host, this page has vanished. It may have moved, or the address may be mistyped.',
  home: 'Go Home',
  quickLinksHeading: 'Quick links',
  quickLinks: [
    { label: 'Research Blog', route: 'blogs' },
    { label: 'About Us', route: 'about' },
    { label: 'Contact', route: 'contact' },
  ],
} as const;
