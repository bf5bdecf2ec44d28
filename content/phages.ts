import type { PhageCategory } from './research-types';
import type { GalleryImageName } from './gallery';

/* Phage education: what phages are, how they are built, the categories the owner works with. */

export const phagesIntro = {
  eyebrow: 'Phage Education',
  title: 'Bacteriophages',
  lead: 'The viruses that infect bacteria — the most abundant biological entities on Earth, and one of our oldest allies against infection.',
  description:
    'What bacteriophages are, how they infect bacteria, how a phage is built, the main phage categories and how phages are used in medicine, diagnostics and the environment.',
  keywords: [
    'bacteriophage',
    'what are bacteriophages',
    'lytic cycle',
    'lysogenic cycle',
    'phage structure',
    'Rhizobium radiobacter phages',
    'phage therapy',
  ],
} as const;

export const whatArePhages = {
  title: 'What Are Bacteriophages?',
  paragraphs: [
    'Bacteriophages — “phages”, from the Greek for “bacteria eaters” — are viruses that infect bacteria and archaea. They cannot infect human, animal or plant cells. There are an estimated 10³¹ phage particles on Earth, roughly ten for every bacterial cell, and they are found wherever bacteria live: in the oceans, soil, sewage, and on and inside our own bodies.',
    'Phages were discovered twice: by Frederick Twort in London in 1915 and, independently, by Félix d’Hérelle at the Pasteur Institute in Paris in 1917, who named them and soon used them to treat patients with dysentery. A phage is little more than a genome — DNA or RNA — wrapped in a protein coat. It has no metabolism of its own, so it must hijack a bacterium to make copies of itself.',
    'Each phage recognises specific molecules on the surface of its host, such as lipopolysaccharide, outer-membrane proteins, pili or capsules. That specificity is why a phage usually infects only one species, often only some strains of it, and why phages can kill a pathogen without harming the other bacteria around it.',
  ],
  cycles: [
    {
      title: 'Lytic cycle',
      summary: 'Infect, replicate, burst. Strictly lytic (virulent) phages always kill their host.',
      steps: [
        'Adsorption: tail fibres bind a receptor on the bacterial surface.',
        'Injection: the genome passes through the cell envelope into the cytoplasm.',
        'Takeover: phage genes redirect the cell to copy phage DNA and make phage proteins.',
        'Assembly: new capsids are filled with genomes and joined to tails.',
        'Lysis: holins and endolysins break the cell wall, releasing tens to hundreds of new phages.',
      ],
    },
    {
      title: 'Lysogenic cycle',
      summary:
        'Temperate phages can wait. Their genome joins the host’s and is copied with it at every division.',
      steps: [
        'The phage genome integrates into the bacterial chromosome (or persists as a plasmid) as a prophage.',
        'A repressor keeps the lytic genes silent; the bacterium — now a lysogen — grows normally.',
        'Stress such as DNA damage can trigger induction: the prophage excises and enters the lytic cycle.',
        'Prophages can carry genes that change their host, including some toxin genes — one reason therapy uses strictly lytic phages.',
      ],
    },
  ],
} as const;

export const phageStructure = {
  title: 'Anatomy of a Tailed Phage',
  intro:
    'Most phages that have been isolated are tailed phages with double-stranded DNA genomes (class Caudoviricetes). The diagram shows a phage with a contractile tail, like the well-studied coliphage T4.',
  parts: [
    {
      name: 'Head (capsid)',
      detail:
        'An icosahedral protein shell, often 50–100 nm across, that protects the genome. The DNA is packed inside at very high pressure by a motor at the portal.',
    },
    {
      name: 'DNA',
      detail:
        'The genome: from a few thousand to several hundred thousand base pairs, carrying the genes for takeover, replication, assembly and lysis.',
    },
    {
      name: 'Collar',
      detail:
        'The neck that joins the head to the tail, built around the portal through which DNA enters during packaging and leaves during infection.',
    },
    {
      name: 'Tail sheath',
      detail:
        'A contractile protein sheath around a rigid inner tube. When triggered it contracts, driving the tube through the cell envelope like a syringe.',
    },
    {
      name: 'Baseplate',
      detail:
        'The hub at the tip of the tail. When the fibres have bound the host it changes shape, anchoring the phage and setting off sheath contraction.',
    },
    {
      name: 'Tail fibres',
      detail:
        'Long, jointed fibres that find and grip specific receptors on the bacterial surface; they decide which bacteria a phage can infect.',
    },
  ],
} as const;

export const phageCategoriesIntro =
  'Phages are classified formally by their genomes. For a clinical and environmental laboratory it is also useful to group them by host and by use.';

export const phageCategories: readonly PhageCategory[] = [
  {
    id: 'rhizobium-radiobacter',
    title: 'Rhizobium radiobacter Phages',
    description:
      'Rhizobium radiobacter — long known as Agrobacterium radiobacter and closely related to the plant pathogen Agrobacterium tumefaciens — lives in soil and on plant roots, and occasionally causes catheter-related bloodstream infections in people with weakened immune systems. Few of its phages have been described. These are isolates from our own collection, provisionally named while their characterisation continues.',
    examples: [
      'Phage Rr-KC01',
      'Phage Rr-KC02',
      'Phage Rr-KC03',
      'Phage Rr-KC04',
      'Phage Rr-KC05',
      'Phage Rr-KC06',
      'Phage Rr-KC07',
      'Phage Rr-KC08',
      'Phage Rr-KC09',
    ],
    examplesNote:
      'Laboratory isolates with provisional designations; not yet published or deposited.',
  },
  {
    id: 'therapeutic',
    title: 'Therapeutic Phages',
    description:
      'Strictly lytic phages chosen to treat bacterial infections, alone or with antibiotics. Candidates are purified, tested against the patient’s own isolate, and screened to make sure their genomes carry no integrase, toxin or antibiotic-resistance genes.',
    examples: [
      'Pseudomonas aeruginosa phages for cystic fibrosis and wound infections',
      'Staphylococcus aureus phages for bone, joint and device infections',
      'Acinetobacter baumannii and Klebsiella pneumoniae phages for multidrug-resistant infections',
      'Mycobacterium phages, including genetically engineered lytic variants',
    ],
  },
  {
    id: 'environmental',
    title: 'Environmental Phages',
    description:
      'Phages in oceans, soils and freshwater turn over a large share of the bacterial population every day. By bursting cells they release carbon and nutrients back into the food web, and by moving genes between bacteria they drive microbial evolution.',
    examples: [
      'Cyanophages that infect the marine cyanobacteria Prochlorococcus and Synechococcus',
      'Soil phages of Streptomyces, Bacillus and rhizosphere bacteria',
      'Wastewater phages — a rich source of new therapeutic candidates',
    ],
  },
  {
    id: 'human-microbiome',
    title: 'Human Microbiome Phages',
    description:
      'The human gut holds billions of phages per gram of stool, most of them temperate and most of them still unclassified. They help set the balance between bacterial species, and each person carries a largely individual and stable set.',
    examples: [
      'crAss-like phages (order Crassvirales), which infect Bacteroides and relatives',
      'Prophages of Bacteroides, Faecalibacterium and Enterococcus',
      'Skin and oral phages of Cutibacterium and Streptococcus',
    ],
  },
];

export const phageMicrobiome = {
  title: 'Phages and the Microbiome',
  paragraphs: [
    'Our bodies host trillions of bacteria, and alongside them a similar number of phages — the “phageome”. In the gut, phages are thought to keep any single bacterial species from dominating: as a species blooms, its phages find hosts more easily and cut it back, a dynamic often described as “kill the winner”.',
    'Many gut phages live as prophages inside their hosts. Antibiotics, diet and inflammation can induce them, so a change in the environment can ripple through the community via its phages. Phages also stick to the mucus lining the gut, where they may help defend the epithelium against invading bacteria.',
    'Because phages are so specific, they offer a way to remove one harmful strain without disturbing the rest of the microbiome — the collateral damage that broad-spectrum antibiotics cause and that can open the door to infections such as Clostridioides difficile.',
  ],
  facts: [
    { value: '10³¹', label: 'phage particles estimated on Earth' },
    { value: '~10⁹', label: 'virus-like particles per gram of human stool' },
    { value: '1917', label: 'the year d’Hérelle named the bacteriophage' },
  ],
} as const;

export const phageApplications = [
  {
    id: 'phage-therapy',
    title: 'Phage Therapy',
    description:
      'Treating bacterial infections with lytic phages, especially infections that antibiotics no longer cure. Personalised phage therapy matches phages to the patient’s own bacteria; clinical trials are testing fixed cocktails.',
  },
  {
    id: 'microbiome-engineering',
    title: 'Microbiome Engineering',
    description:
      'Using phages to remove specific strains from a microbial community — for example bacteria linked to inflammation or carrying resistance genes — while leaving beneficial species untouched.',
  },
  {
    id: 'diagnostic-tools',
    title: 'Diagnostic Tools',
    description:
      'Reporter phages that make infected bacteria glow, phage-based detection of pathogens in food and clinical samples, and phage typing to tell strains apart during outbreaks.',
  },
  {
    id: 'environmental-applications',
    title: 'Environmental Applications',
    description:
      'Controlling plant diseases in agriculture, reducing pathogens in food processing and aquaculture, and managing biofilms in water systems — without adding chemical residues.',
  },
] as const;

export const phagesGallery: readonly GalleryImageName[] = [
  'temPhages',
  'capsidCryoEm',
  'plaqueAssay',
  'cultureFlasks',
  'fluorescence',
  'gramStain',
];

/** The Phages page's own headings and labels, in page order. */
export const phagesPage = {
  /** The page's title in the browser tab and search results. */
  metaTitle: 'Phages',
  diagramCaption: 'Schematic of a tailed phage with a contractile tail; not to scale.',
  categoriesTitle: 'Phage Categories',
  applicationsTitle: 'Applications',
  gallery: { title: 'Phages Up Close', label: 'Phage image gallery' },
  /** A category card's list of examples; the featured card counts them. */
  examples: 'Examples',
  featuredExamples: (count: number) => `Example phages (${count})`,
} as const;

/** The labelled schematic of a tailed phage (components/phages/phage-diagram.tsx). */
export const phageDiagram = {
  title: 'Structure of a tailed bacteriophage',
  description:
    'Labelled schematic of a phage with a contractile tail. From top to bottom: the head (capsid), an icosahedral protein shell holding the coiled DNA genome; the collar joining head and tail; the striped tail sheath around the tail tube; the baseplate at the tip; and six jointed tail fibres spreading out from the baseplate.',
  labels: {
    head: 'Head (capsid)',
    dna: 'DNA',
    collar: 'Collar',
    sheath: 'Tail sheath',
    baseplate: 'Baseplate',
    fibres: 'Tail fibres',
  },
} as const;
