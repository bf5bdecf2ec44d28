/**
 * The owner's details, in one place. Until the owner fills them in they hold clearly fictional
 * placeholders: a reserved `.example` address, a 555-01xx phone number and a placeholder name.
 */
/**
 * The owner's ORCID iD (https://orcid.org), in its "0000-0002-1825-0097" form. Unset until the
 * owner adds theirs: an invented iD would point at somebody else. When set, it is linked on the
 * About page and listed in the owner's structured data.
 */
const ownerOrcid: string | undefined = undefined;

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
    /** As a citation lists it. */
    family: 'Ellery',
    given: 'Rowan',
    orcid: ownerOrcid,
  },
  email: 'hello@phagesandbiomes.example',
  phone: '+1 (816) 555-0142',
  city: 'Kansas City, MO',
  /** The owner's time zone (Kansas City): dates are written as the owner's calendar reads them. */
  timeZone: 'America/Chicago',
  socials: {
    linkedin: 'https://www.linkedin.com/in/phages-and-biomes-placeholder',
  },
} as const;

export type Site = typeof site;
