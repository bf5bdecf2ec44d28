import type { ResearchProject } from './research-types';
import type { GalleryImageName } from './gallery';

/*
 * The Research page's words. Its articles, genome submissions and the book live in
 * content/research/publications.bib, the one store every page, download and the CV read.
 */

export const researchIntro = {
  eyebrow: 'Research',
  title: 'Research',
  lead: 'Bacteriophages against drug-resistant infections: isolating and sequencing new phages, testing them against biofilms from clinical isolates, and following how phages shape the human microbiome.',
  description:
    'Research articles, genome submissions, current projects and methods on bacteriophage therapy, biofilms and the microbiome.',
  keywords: [
    'bacteriophage research',
    'phage therapy',
    'biofilm',
    'genome submission',
    'antimicrobial resistance',
    'microbiome',
  ],
} as const;

export const researchProjects: readonly ResearchProject[] = [
  {
    title: 'Phage cocktails against catheter-associated biofilms',
    description:
      'Designing phage cocktails that clear biofilms of Pseudomonas aeruginosa and Staphylococcus aureus from urinary-catheter materials, and measuring whether phage–antibiotic combinations prevent regrowth and the emergence of resistance.',
    status: 'Ongoing',
    collaboration: 'Hospital clinical microbiology laboratory and an infectious-diseases team',
  },
  {
    title: 'Rhizobium radiobacter phage discovery and genomics',
    description:
      'Isolating phages from soil, river water and wastewater on clinical and environmental Rhizobium radiobacter strains, sequencing their genomes and sorting them into families by comparative genomics — a small, openly shared collection for an understudied opportunistic pathogen.',
    status: 'Active',
    collaboration: 'Undergraduate phage-discovery course and a regional plant-pathology laboratory',
  },
  {
    title: 'The gut phageome after antibiotic therapy',
    description:
      'A study of how the community of phages in the gut changes during and after common antibiotic courses, and whether prophage induction predicts which bacterial groups are slow to recover.',
    status: 'Planning Phase',
    collaboration: 'Gastroenterology clinicians and a university bioinformatics core',
  },
];

export const methodology = {
  intro:
    'Every phage that might one day be given to a patient is characterised in the laboratory and in silico: it must kill its target reliably, and its genome must be free of genes that could make a bacterium more dangerous.',
  laboratory: [
    'Phage enrichment and isolation from wastewater, soil and river samples',
    'Double-agar overlay plaque assays, purification by three rounds of single-plaque picking, and titration',
    'Host-range screening by spot assay and efficiency of plating across clinical isolate panels',
    'One-step growth curves (latent period and burst size) and time–kill assays',
    'Biofilm assays: crystal-violet biomass, viable counts and minimum biofilm eradication concentration',
    'Antimicrobial susceptibility testing by broth microdilution to CLSI standards',
    'Negative-stain transmission electron microscopy of purified phage lysates',
    'Phage DNA extraction, PCR and library preparation for short- and long-read sequencing',
  ],
  computational: [
    'Hybrid genome assembly and completeness checks of phage genomes',
    'Gene calling and functional annotation with phage-specific pipelines',
    'Screening for integrases, repressors, toxins, virulence and antimicrobial-resistance genes before any therapeutic use',
    'Lifestyle prediction (lytic or temperate) from genome content',
    'Intergenomic similarity and proteome-based comparison for taxonomy',
    'Virome metagenomics: viral contig identification, quality scoring and host prediction',
    'Reproducible statistics and figures in R and Python, with versioned workflows',
  ],
  /** Public resources and standards the work relies on (their home pages, not records). */
  resources: [
    {
      label: 'NCBI GenBank',
      href: 'https://www.ncbi.nlm.nih.gov/genbank/',
      description: 'Where our phage genomes are deposited',
    },
    {
      label: 'International Committee on Taxonomy of Viruses',
      href: 'https://ictv.global/',
      description: 'The official classification of phages',
    },
    {
      label: 'Clinical and Laboratory Standards Institute',
      href: 'https://clsi.org/',
      description: 'Standards for antimicrobial susceptibility testing',
    },
  ],
} as const;

export const researchGallery: readonly GalleryImageName[] = [
  'plaqueAssay',
  'wellPlate',
  'biofilmSem',
  'genomeMap',
  'gelElectrophoresis',
  'fluorescence',
];

/** Section headings of the Research page, in page order. */
export const researchSections = {
  articles: { id: 'research-articles', eyebrow: 'Publications', title: 'Research Articles' },
  genomes: { id: 'genome-submissions', eyebrow: 'Publications', title: 'Genome Submissions' },
  preprints: { id: 'preprints', eyebrow: 'Publications', title: 'Preprints' },
  chapters: { id: 'book-chapters', eyebrow: 'Publications', title: 'Book Chapters' },
  conference: {
    id: 'conference-papers',
    eyebrow: 'Publications',
    title: 'Conference Papers and Presentations',
  },
  theses: { id: 'theses', eyebrow: 'Publications', title: 'Theses' },
  reports: { id: 'reports', eyebrow: 'Publications', title: 'Reports' },
  datasets: { id: 'datasets', eyebrow: 'Publications', title: 'Datasets' },
  software: { id: 'software', eyebrow: 'Publications', title: 'Software' },
  other: { id: 'other-works', eyebrow: 'Publications', title: 'Other Works' },
  books: { id: 'books', eyebrow: 'Publications', title: 'Books' },
  /** The owner's picks, or without any the most cited: before the sections. */
  selected: {
    id: 'selected-works',
    eyebrow: 'Publications',
    title: { owner: 'Selected works', citations: 'Most cited works' },
  },
  projects: { title: 'Current Research Projects' },
  methodology: { title: 'Research Methodology' },
  gallery: { title: 'In the Laboratory', label: 'Research image gallery' },
} as const;
