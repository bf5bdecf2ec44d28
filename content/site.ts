/**
 * The owner's details, in one place. Until the owner fills them in they hold clearly fictional
 * placeholders: a reserved `.example` address, a 555-01xx phone number and a placeholder name.
 */
export const site = {
  name: 'Phages & Biomes',
  defaultTitle: 'Phages & Biomes - Bacteriophage Research',
  description: 'Explore cutting-edge research on bacteriophages and microbiome science',
  keywords: ['bacteriophage', 'research', 'microbiology', 'biofilm'],
  /** The fixed default social-preview image (1200x630), made by scripts/generate-brand.mjs. */
  defaultImage: { url: '/og/default.png', width: 1200, height: 630, alt: 'Phages & Biomes' },
  owner: {
    name: 'Dr. Rowan Ellery',
    shortName: 'Rowan Ellery',
    credentials: 'PhD, MLS(ASCP)',
    role: 'Bacteriophage Researcher & Clinical Laboratory Scientist',
  },
  email: 'hello@phagesandbiomes.example',
  phone: '+1 (816) 555-0142',
  city: 'Kansas City, MO',
  socials: {
    linkedin: 'https://www.linkedin.com/in/phages-and-biomes-placeholder',
  },
} as const;

export type Site = typeof site;
