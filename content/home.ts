/**
 * The home page's words and picks. Components hold UI labels only; everything the
 * owner might rewrite lives here.
 */
import { galleryImages, type GalleryImage } from '@/content/gallery';
import type { ResearchArea } from '@/content/types';

export const homeMeta = {
  description:
    'Bacteriophage research and clinical microbiology: phage therapy, antimicrobial resistance, biofilms and the microbiome, explained for the public and for scientists.',
  keywords: [
    'bacteriophage',
    'phage therapy',
    'antimicrobial resistance',
    'clinical microbiology',
    'microbiome',
    'biofilm',
    'molecular diagnostics',
  ],
} as const;

export const hero = {
  eyebrow: 'Bacteriophage research · Clinical microbiology',
  /** The typing and deleting tagline, word for word. */
  tagline:
    'Exploring the frontiers of science and health through innovative research and insights.',
  actions: [
    { label: 'Explore the research', route: 'research' },
    { label: 'What are phages?', route: 'whatArePhages' },
  ],
  /** Shown to assistive technology for the decorative background loop. */
  videoLabel: 'Animated fluorescence micrograph: phages drifting among bacterial cells',
  scrollCue: 'Scroll to explore',
  /** The one pause of the background video and the tagline. */
  pauseLabel: 'Pause the background video and tagline',
} as const;

export interface ImageStripContent {
  id: string;
  /** Accessible name of the scrolling gallery. */
  label: string;
  eyebrow: string;
  title: string;
  intro: string;
  images: readonly GalleryImage[];
}

export const microscopeStrip: ImageStripContent = {
  id: 'under-the-microscope',
  label: 'Microscope gallery',
  eyebrow: 'Under the microscope',
  title: 'A world measured in nanometres',
  intro:
    'Phages are about a thousandth of the width of a hair, yet they are the most abundant biological entities on Earth: an estimated 10³¹ of them.',
  images: [
    galleryImages.plaqueAssay,
    galleryImages.temPhages,
    galleryImages.gramStain,
    galleryImages.fluorescence,
    galleryImages.biofilmSem,
    galleryImages.capsidCryoEm,
  ],
};

/** The pause button of a moving image strip; {label} is the strip's label. */
export const pauseStripLabel = (label: string) => `Pause the ${label.toLowerCase()}`;

export const labStrip: ImageStripContent = {
  id: 'in-the-lab',
  label: 'Lab gallery',
  eyebrow: 'In the lab',
  title: 'From clinical isolate to sequenced phage',
  intro:
    'Every therapeutic phage starts as a sample: isolated on agar, tested against the patient’s strain, purified, and sequenced to rule out toxin and resistance genes.',
  images: [
    galleryImages.petriDishes,
    galleryImages.wellPlate,
    galleryImages.sequencingTrace,
    galleryImages.gelElectrophoresis,
    galleryImages.cultureFlasks,
    galleryImages.genomeMap,
  ],
};

/** The banner line about fighting antimicrobial resistance. */
export const resistanceBanner = {
  eyebrow: 'Why it matters',
  line: 'Fighting antimicrobial resistance with nature’s own bacteria hunters.',
  body: 'Drug-resistant bacterial infections directly caused an estimated 1.27 million deaths in 2019. Bacteriophages, viruses that infect and kill only bacteria, offer a precise way to fight back where antibiotics no longer work.',
  sourcePrefix: 'Source: ',
  source: 'Antimicrobial Resistance Collaborators, The Lancet, 2022',
  action: { label: 'Read about phage therapy', route: 'phageTherapy' },
} as const;

export const researchAreasSection = {
  id: 'research-areas',
  eyebrow: 'Research',
  title: 'Research Areas',
  intro:
    'Six connected fields, one question: how do we keep bacterial infections treatable in an age of resistance?',
  viewAllLabel: 'View All Research Areas',
  /** Accessible names of the carousel's card list and its arrow buttons. */
  carousel: {
    list: 'Research areas',
    previous: 'Previous research areas',
    next: 'Next research areas',
  },
  viewAllRoute: 'research',
} as const;

/** Six cards in this order; the first four are the ones shown on mobile. */
export const researchAreas: readonly ResearchArea[] = [
  {
    title: 'Bacteriophage Therapy',
    description:
      'Isolating lytic phages and matching them to a patient’s multidrug-resistant strain: a precise treatment when antibiotics have run out.',
    icon: 'phage',
    route: 'phages',
    colorClass: 'bg-accent-soft text-accent',
  },
  {
    title: 'Clinical Microbiology',
    description:
      'Culture, identification and susceptibility testing in the hospital laboratory, the evidence every treatment decision starts from.',
    icon: 'microscope',
    route: 'research',
    colorClass: 'bg-amber-soft text-amber',
  },
  {
    title: 'Molecular Diagnostics',
    description:
      'PCR and whole-genome sequencing that identify pathogens and their resistance genes in hours rather than days.',
    icon: 'dna',
    route: 'research',
    colorClass: 'bg-success-soft text-success',
  },
  {
    title: 'Antimicrobial Resistance',
    description:
      'How bacteria evade antibiotics, and how phages can bypass resistance or push bacteria back towards antibiotic sensitivity.',
    icon: 'shield',
    route: 'research',
    colorClass: 'bg-danger-soft text-danger',
  },
  {
    title: 'Biofilm Reduction',
    description:
      'Phage enzymes that dissolve the slime matrix shielding bacteria on implants, catheters and chronic wounds.',
    icon: 'biofilm',
    route: 'phages',
    colorClass: 'bg-ink text-fluor',
  },
  {
    title: 'Public Health Microbiology',
    description:
      'Surveillance of resistant pathogens across hospitals, communities and wastewater, the One Health view of infection.',
    icon: 'globe',
    route: 'research',
    colorClass: 'bg-surface-sunken text-ink-soft',
  },
];

export const newsletterSection = {
  id: 'newsletter',
  eyebrow: 'Newsletter',
  title: 'Notes from the phage lab',
  body: 'About once a month: new findings, phage therapy news worth your time, and plain-language explainers of the science behind the headlines.',
  points: [
    'New research and publications',
    'Phage therapy trials and case reports',
    'Microbiome science, explained',
  ],
  /** Subject of the e-mail that subscribes when no newsletter platform is configured. */
  mailSubject: 'Newsletter subscription',
  frameTitle: 'Newsletter sign-up form',
  fallbackTitle: 'Subscribe by e-mail',
  fallbackBody:
    'Send a one-line e-mail to join the list, and each issue will arrive in your inbox.',
  fallbackLabel: 'Subscribe by e-mail',
  /** Word for word (docs/product.md). */
  privacyNote: 'We respect your privacy. Unsubscribe at any time.',
} as const;

/** The closing strip of four images. */
export const closingStrip = {
  id: 'plaque-to-genome',
  title: 'From plaque to genome',
  images: [
    galleryImages.plaqueAssay,
    galleryImages.temPhages,
    galleryImages.cultureFlasks,
    galleryImages.genomeMap,
  ],
} as const;
