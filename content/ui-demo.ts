/** The UI demo's sample texts (/ui-demo): interface labels, not the owner's content. */

export interface DemoTile {
  title: string;
  description: string;
  /** Which accent the tile's glow uses. */
  tone: 'teal' | 'amber' | 'violet' | 'rose' | 'sky';
}

export const demoTiles: readonly DemoTile[] = [
  {
    title: 'Bacteriophage Research',
    description:
      'Isolating, sequencing and characterising the viruses that infect bacteria, from soil to the clinic.',
    tone: 'teal',
  },
  {
    title: 'Microbiome Mapping',
    description:
      'Charting which microbes and phages live together in the gut, and how the community shifts over time.',
    tone: 'sky',
  },
  {
    title: 'Phage Therapy Applications',
    description:
      'Matching lytic phages to resistant infections, with host-range testing and careful clinical evidence.',
    tone: 'rose',
  },
  {
    title: 'Holistic Health Solutions',
    description:
      'Seeing health as an ecosystem: diet, environment and microbes working together rather than in isolation.',
    tone: 'amber',
  },
  {
    title: 'Microbiome Engineering',
    description:
      'Using phages as precise tools to remove harmful strains while leaving beneficial bacteria in place.',
    tone: 'violet',
  },
];

export const glowCards = [
  {
    title: 'Glow on hover',
    text: 'A soft fluorescent halo gathers around the card edge when you point at it.',
  },
  {
    title: 'Lift and focus',
    text: 'The card rises a few pixels and its border brightens, so the active card is clear at a glance.',
  },
  {
    title: 'Calm by default',
    text: 'With reduced motion requested, the glow appears instantly and nothing moves.',
  },
] as const;

export const rainbowButtons = [
  { label: 'Explore Research', route: 'research', variant: 'solid' },
  { label: 'Read the Blog', route: 'blogs', variant: 'outline' },
  { label: 'Get in Touch', route: 'contact', variant: 'solid' },
] as const;

export const demoPage = {
  eyebrow: 'Demo',
  title: 'UI Demo',
  description:
    'A showcase of the interface effects used on Phages & Biomes: glow-on-hover cards, rainbow-gradient buttons and a research-focus tile grid.',
  keywords: ['UI demo', 'design system', 'glow cards', 'gradient buttons', 'Phages & Biomes'],
  lead: 'The small interface effects of this site in one place. Hover or tab through them; with reduced motion requested, they stay still.',
  glowHeading: 'Glow-on-Hover Cards',
  glowIntro: 'Cards that light up like a fluorescent stain when you point at them.',
  buttonsHeading: 'Rainbow-Gradient Buttons',
  buttonsIntro:
    'Call-to-action buttons with a slowly drifting spectrum, in solid and outline styles.',
  tilesHeading: 'Research Focus Grid',
  tilesIntro:
    'Five tiles, each with its own glow colour, in a grid that reflows from one to three columns.',
} as const;
