import type { GalleryImageName } from './gallery';
import { site } from './site';

/*
 * The owner's CV. Names of institutions, employers, co-workers and dates are realistic
 * placeholders for the owner to replace; the name and contact details come from content/site.ts.
 * The CV PDF (/cv/…) is drawn from this module and the research record by lib/cv/pdf.ts.
 */

export interface Degree {
  degree: string;
  field: string;
  institution: string;
  location: string;
  year: number;
  detail: string;
}

export interface Role {
  title: string;
  employer: string;
  location: string;
  start: number;
  /** Absent while the role is current. */
  end?: number;
  highlights: readonly string[];
}

export interface DatedEntry {
  title: string;
  detail: string;
  year: number;
}

export interface Credential {
  title: string;
  issuer: string;
  detail: string;
}

export const aboutIntro = {
  eyebrow: 'About Me',
  title: 'About Me',
  description:
    'Background, education, work experience, publications and CV of a bacteriophage researcher and clinical laboratory scientist.',
  keywords: [
    'bacteriophage researcher',
    'clinical laboratory scientist',
    'microbiologist CV',
    'phage therapy',
    'Kansas City',
  ],
  portrait: {
    src: '/images/about/portrait.webp',
    width: 640,
    height: 640,
    alt: 'Illustrated portrait of the site owner in a lab coat, in front of a teal phage motif',
  },
  /** The CV PDF's address (app/cv/[file]), named after the owner. */
  cvPath: `/cv/${site.owner.shortName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-cv.pdf`,
} as const;

export const professionalSummary: readonly string[] = [
  'Bacteriophage researcher and board-certified medical laboratory scientist, working in clinical microbiology and phage biology since 2018. My work sits where the diagnostic laboratory meets the research bench: identifying drug-resistant bacteria from patient samples, and finding, characterising and sequencing the phages that can kill them.',
  'I isolate lytic phages against priority pathogens such as Pseudomonas aeruginosa, Klebsiella pneumoniae and Staphylococcus aureus, test them against biofilms, and screen their genomes for safety. I also study how phages shape the gut microbiome, and I write and speak for the public about phages and antimicrobial resistance.',
];

export const education: readonly Degree[] = [
  {
    degree: 'Doctor of Philosophy (PhD)',
    field: 'Microbiology and Immunology',
    institution: 'Great Plains University School of Medicine',
    location: 'Kansas City, MO',
    year: 2018,
    detail:
      'Dissertation: “Lytic bacteriophages as adjuncts to antibiotics against biofilm-forming Gram-negative pathogens.”',
  },
  {
    degree: 'Bachelor of Science (BS)',
    field: 'Clinical Laboratory Science',
    institution: 'Heartland State University',
    location: 'Lawrence, KS',
    year: 2012,
    detail:
      'Graduated with honours; clinical rotations in microbiology, haematology, chemistry and transfusion medicine.',
  },
];

export const workExperience: readonly Role[] = [
  {
    title: 'Lead Scientist, Bacteriophage Research',
    employer: 'Phages & Biomes Research Initiative',
    location: 'Kansas City, MO',
    start: 2024,
    highlights: [
      'Leads phage discovery, genome sequencing and biofilm studies on clinical isolates',
      'Mentors undergraduate phage-hunting students and coordinates collaborations',
      'Writes and speaks for the public on phage therapy and antimicrobial resistance',
    ],
  },
  {
    title: 'Senior Clinical Microbiologist',
    employer: 'Riverside Regional Medical Center',
    location: 'Kansas City, MO',
    start: 2022,
    end: 2024,
    highlights: [
      'Supervised bacteriology and antimicrobial susceptibility testing benches',
      'Validated a rapid blood-culture identification panel and updated antibiogram reporting',
      'Trained staff in biosafety and quality control for accreditation inspections',
    ],
  },
  {
    title: 'Molecular Diagnostics Specialist',
    employer: 'Midwest Reference Laboratories',
    location: 'Overland Park, KS',
    start: 2021,
    end: 2022,
    highlights: [
      'Ran PCR-based detection of resistance genes (carbapenemases, mecA, vanA)',
      'Wrote standard operating procedures for nucleic-acid extraction and sequencing',
    ],
  },
  {
    title: 'Clinical Laboratory Scientist, Microbiology',
    employer: 'Saint Brigid University Hospital',
    location: 'Kansas City, KS',
    start: 2019,
    end: 2021,
    highlights: [
      'Processed and identified bacterial isolates with MALDI-TOF mass spectrometry',
      'Performed susceptibility testing and reported critical results to clinical teams',
    ],
  },
  {
    title: 'Postdoctoral Research Fellow, Phage Biology',
    employer: 'Great Plains University School of Medicine',
    location: 'Kansas City, MO',
    start: 2018,
    end: 2019,
    highlights: [
      'Isolated and characterised lytic phages against carbapenem-resistant Gram-negative bacteria',
      'Built a phage collection with host-range data for compassionate-use requests',
    ],
  },
];

export const skills: readonly string[] = [
  'Bacteriophage isolation, purification and titration',
  'Host-range and efficiency-of-plating analysis',
  'Biofilm models and anti-biofilm assays',
  'Antimicrobial susceptibility testing and interpretation',
  'Clinical bacteriology and specimen processing',
  'Molecular diagnostics (PCR, qPCR, sequencing)',
  'Phage genome assembly and annotation',
  'Laboratory quality management and accreditation',
  'Biosafety and biosecurity practice',
  'Scientific writing and public speaking',
];

export const technologies: readonly string[] = [
  'MALDI-TOF mass spectrometry',
  'Automated susceptibility testing systems',
  'Real-time PCR platforms',
  'Illumina short-read sequencing',
  'Oxford Nanopore long-read sequencing',
  'Transmission electron microscopy (negative stain)',
  'Plate readers and biofilm flow cells',
  'Python, R and command-line bioinformatics',
  'Galaxy and workflow managers',
  'Laboratory information systems',
];

export const certifications: readonly Credential[] = [
  {
    title: 'Medical Laboratory Scientist, MLS(ASCP)',
    issuer: 'ASCP Board of Certification',
    detail: 'Generalist certification in clinical laboratory science',
  },
  {
    title: 'Specialist in Microbiology',
    issuer: 'ASCP Board of Certification',
    detail: 'Advanced certification in clinical microbiology',
  },
  {
    title: 'Biosafety Level 3 practices',
    issuer: 'Institutional biosafety training programme',
    detail: 'Work with risk group 3 bacterial agents',
  },
  {
    title: 'Shipping infectious substances (Division 6.2)',
    issuer: 'Dangerous-goods training to IATA regulations',
    detail: 'Packaging and shipping of clinical isolates and phage stocks',
  },
];

export const licenses: readonly Credential[] = [
  {
    title: 'Clinical Laboratory Scientist License',
    issuer: 'State clinical laboratory licensing board',
    detail: 'Active; license number available on request',
  },
  {
    title: 'Clinical Laboratory Technologist License — Microbiology',
    issuer: 'State department of health',
    detail: 'Active; license number available on request',
  },
];

export const presentationsAwards: readonly (DatedEntry & {
  kind: 'Presentation' | 'Award' | 'Scholarship';
})[] = [
  {
    kind: 'Presentation',
    title: 'Phages against biofilms: from the wastewater plant to the catheter',
    detail: 'Invited talk, regional clinical microbiology meeting',
    year: 2024,
  },
  {
    kind: 'Presentation',
    title: 'Rhizobium radiobacter phages: a small collection for an overlooked pathogen',
    detail: 'Poster, international phage biology conference',
    year: 2023,
  },
  {
    kind: 'Presentation',
    title: 'What is phage therapy? A public lecture',
    detail: 'Public library science series, Kansas City',
    year: 2022,
  },
  {
    kind: 'Award',
    title: 'Excellence in Clinical Laboratory Practice Award',
    detail: 'Riverside Regional Medical Center',
    year: 2023,
  },
  {
    kind: 'Award',
    title: 'Best Poster Award, Graduate Research Symposium',
    detail: 'Great Plains University School of Medicine',
    year: 2017,
  },
  {
    kind: 'Scholarship',
    title: 'Graduate Research Fellowship in Infectious Disease',
    detail: 'Great Plains University School of Medicine',
    year: 2014,
  },
];

export const memberships: readonly Credential[] = [
  {
    title: 'American Society for Microbiology (ASM)',
    issuer: 'Full member',
    detail: 'Clinical and public health microbiology community',
  },
  {
    title: 'American Society for Clinical Pathology (ASCP)',
    issuer: 'Laboratory professional member',
    detail: 'Continuing education and certification maintenance',
  },
  {
    title: 'International Society for Viruses of Microorganisms (ISVM)',
    issuer: 'Member',
    detail: 'Phage biology and phage therapy research community',
  },
];

export const extracurricular: readonly { title: string; detail: string }[] = [
  {
    title: 'Phage-hunting mentor',
    detail:
      'Guides undergraduate and high-school students who isolate and name their own phages from soil samples.',
  },
  {
    title: 'Science communication',
    detail:
      'Writes the Phages & Biomes blog and gives public talks on antimicrobial resistance and the microbiome.',
  },
  {
    title: 'Community science fairs',
    detail:
      'Volunteer judge for regional science fairs and host of hands-on “bacteria and their viruses” workshops.',
  },
];

export const aboutGallery: readonly GalleryImageName[] = [
  'temPhages',
  'petriDishes',
  'sequencingTrace',
  'cultureFlasks',
];

/** The page's sections in their fixed order; the CV PDF follows the same order and titles. */
export const aboutSections = {
  summary: { id: 'professional-summary', title: 'Professional Summary' },
  education: { id: 'education', title: 'Education' },
  experience: { id: 'work-experience', title: 'Work Experience' },
  skills: { id: 'skills', title: 'Skills' },
  technologies: { id: 'technologies', title: 'Technologies' },
  certifications: { id: 'certifications', title: 'Certifications' },
  licenses: { id: 'licenses', title: 'Licenses' },
  publications: { id: 'publications', title: 'Publications' },
  presentations: { id: 'presentations-awards', title: 'Presentations/Awards/Scholarships' },
  memberships: { id: 'memberships', title: 'Professional Memberships' },
  extracurricular: { id: 'extracurricular', title: 'Extracurricular Activities' },
  gallery: { id: 'gallery', title: 'Gallery' },
} as const;

/** Labels of the profile card and the CV blocks. */
export const aboutText = {
  /** The CV's footer on every page after the first. */
  cvFooter: (name: string, page: number, pages: number) =>
    `${name} — Curriculum Vitae · Page ${page} of ${pages}`,
  contactDetails: 'Contact details',
  downloadCv: 'Download CV (PDF)',
  galleryLabel: 'About image gallery',
  fullRecords: 'Full records and citations',
  bookGroup: 'Book',
  aboutTheBook: 'About the book',
  editedBy: (editors: readonly string[]) =>
    `Edited by ${new Intl.ListFormat('en-GB').format(editors)}`,
  andMore: (count: number) => `and ${count} more in the full list →`,
} as const;

/** "2018 – 2019", or "2024 – Present" for a current role. */
export function roleDates(role: Role): string {
  return `${role.start} – ${role.end ?? 'Present'}`;
}
