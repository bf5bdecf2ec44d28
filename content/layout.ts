/** The words of the page shell every page shares: header, menus, footer, floating widgets. */

export const shellText = {
  skipLink: 'Skip to content',
  /** Accessible names of the landmarks and the mobile menu button. */
  mainNavigation: 'Main',
  footerNavigation: 'Footer',
  menuButton: 'Menu',
  /** {label} is the parent item's label. */
  subMenuToggle: '{label} sub-menu',
  /** {product} is the site's name. */
  brandHome: '{product} home',
  footerExploreHeading: 'Explore',
  footerSiteHeading: 'Site',
  footerNewsletter: 'Newsletter',
  /** {owner} is the owner's name. */
  footerTagline: 'Bacteriophage research, phage education and microbiome science from {owner}.',
  /** Follows "© {year} {product}" on the footer's last line. */
  footerRights: '. All rights reserved.',
} as const;

/** The colour-theme control in the header and the mobile menu. */
export const themeControlText = {
  label: 'Colour theme',
  options: { light: 'Light', dark: 'Dark', system: 'System' },
} as const;

/** The floating scroll button's titles. */
export const scrollButtonTitles = {
  top: 'Scroll to top',
  bottom: 'Scroll to bottom',
} as const;

/** The timed AI-assistant notification (when it shows: lib/browser/notification-schedule.ts). */
export const assistantNotification = {
  title: 'Questions about phages?',
  body: 'An AI voice assistant can talk you through the research on this site. It is automated and can be wrong, so check anything important against the sources.',
  startChat: 'Start Chat',
  dismiss: 'Dismiss',
} as const;
