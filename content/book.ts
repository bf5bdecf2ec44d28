import { site } from './site';

/*
 * The owner's book, in one place: its page, its art, and its entry in the research record (the About
 * page's list, the CV, the downloads) all read this. Title, editors and texts are realistic
 * placeholders for the owner to replace.
 * The purchase link is a retail search for the title until the owner sets the product page; the
 * QR image on /books is generated from this link by scripts/generate-book-art.mjs.
 */

const title = 'Tiny Hunters: Bacteriophages and the Future of Fighting Infection';

export const book = {
  /** Its key in the research record and the citation downloads. */
  key: 'ellery2020tiny',
  pageLead:
    'A book for curious readers, students and clinicians about the viruses that hunt bacteria.',
  title,
  shortTitle: 'Tiny Hunters',
  subtitle: 'Bacteriophages and the Future of Fighting Infection',
  author: site.owner.name,
  editors: ['Dana Whitcombe', 'Luis Arriaga'],
  publicationDate: '2020-02',
  publicationDateLabel: 'February 2020',
  format: 'Kindle Edition',
  language: 'English',
  retailer: 'Amazon',
  purchaseUrl: `https://www.amazon.com/s?k=${encodeURIComponent(title)}&i=digital-text`,
  cover: {
    src: '/images/books/tiny-hunters-cover.webp',
    width: 800,
    height: 1200,
    alt: 'Book cover of Tiny Hunters: a teal phage with an icosahedral head and tail fibres above a bacterial lawn, on deep navy',
  },
  qr: {
    src: '/images/books/tiny-hunters-qr.svg',
    size: 200,
    alt: 'QR code linking to the book’s Kindle Edition at the retailer',
  },
  overview: [
    'Every day, somewhere in a hospital, an infection stops responding to antibiotics. Tiny Hunters tells the story of the viruses that may help: bacteriophages, the most abundant biological entities on Earth, which infect and kill bacteria and leave human cells alone.',
    'The book follows phages from their discovery by Frederick Twort and Félix d’Hérelle in the 1910s, through decades of use in Georgia and Poland while the West turned to penicillin, to the compassionate-use cases and clinical trials that have brought them back into Western medicine. Along the way it explains, without jargon, how a phage finds its host, why some phages kill at once while others lie dormant inside a bacterial genome, and how phages shape the microbiome in our gut.',
    'Written by a clinical laboratory scientist who works with drug-resistant bacteria at the bench, it is for curious readers, students, patients and clinicians who want to understand what phage therapy can and cannot do — and what it will take to make it an everyday medicine.',
  ],
  highlights: [
    'How bacteriophages were discovered, forgotten and rediscovered',
    'Lytic and lysogenic life cycles, explained with everyday analogies',
    'Real patient stories from compassionate-use phage therapy',
    'Phages, biofilms and the antimicrobial-resistance crisis',
    'What the gut’s phages mean for health',
  ],
  excerpt: {
    text: 'A single drop of river water can hold more phages than there are people in a city. Most of them will never meet a bacterium they can infect. The ones that do are precise beyond anything we have built: each carries a key cut for one lock, and when it finds that lock it does not hesitate.',
    source: 'Chapter 1, “A Drop of River Water”',
  },
} as const;

export type Book = typeof book;

/** The Books page's headings and search-result words. */
export const bookPage = {
  title: 'Books',
  description: `${book.title} by ${book.author}: a ${book.format} (${book.publicationDateLabel}) on bacteriophages, phage therapy and antimicrobial resistance.`,
  keywords: [
    'bacteriophage book',
    'phage therapy book',
    book.shortTitle,
    'Kindle',
    'antimicrobial resistance',
  ],
  overviewTitle: 'Overview',
  excerptTitle: 'From the Book',
} as const;

/** Labels of the book's details card and overview. */
export const bookText = {
  author: 'Author',
  editors: 'Editors',
  published: 'Published',
  format: 'Format',
  language: 'Language',
  scanToBuy: 'Scan to buy',
  availability: `Available as a ${book.format} from ${book.retailer}. Scan the code with your phone or follow the link.`,
  buy: `Buy the ${book.format} on ${book.retailer}`,
  insideTheBook: 'Inside the book',
} as const;
