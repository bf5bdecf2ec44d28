// The bundled blog's posts (the words of the sample blog shipped with the site), written in a
// small Markdown-like notation that scripts/generate-blog-dataset.mjs turns into Sanity Portable Text (content/blog/production.ndjson).
//
// Only posts a visitor should see live here; the edge cases the tests need (no date, no body,
// unsafe links, unknown blocks, a draft) are in tests/fixtures/blog/posts.ts.
//
// Blocks (separated by blank lines):  # .. ###### headings · > quote · - bullet · 1. number ·
// ![alt](asset "caption") image · @video(asset "caption") video · @raw({...}) a raw block, written
// as is (the fixture's unknown types) · anything else a normal paragraph.
// Inline marks: **strong** *em* `code` __underline__ ~~strike-through~~ [text](href) {{highlight}}
// ({{…}} is a mark the site does not know: the fixture's); [text](cite:key) cites a work of the
// research record (content/research/publications.bib) by its key, [text](cite:10.…) by its DOI.

/** A post in the notation above; the generator adds ids, references and the cover asset. */
export interface SourcePost {
  slug: string;
  title: string;
  /** Absent only in the test fixture: a post the CMS exported without a date. */
  publishedAt?: string;
  author: string;
  category: string;
  tags: string[];
  /** The cover's alt text. */
  cover: string;
  coverCaption: string;
  /** The cover's file in public/images/blog when it is not named after the slug. */
  coverImage?: string;
  /** Absent only in the test fixture: a post without a body field. */
  body?: string;
}

export const authors = [
  {
    _id: 'author-rowan-ellery',
    name: 'Dr. Rowan Ellery',
    role: 'role-researcher',
  },
  {
    _id: 'author-maya-okafor',
    name: 'Maya Okafor',
    role: 'role-microbiome-analyst',
  },
];

export const roles = [
  { _id: 'role-researcher', title: 'Bacteriophage Researcher & Clinical Laboratory Scientist' },
  { _id: 'role-microbiome-analyst', title: 'Microbiome Data Analyst' },
];

export const categories = [
  { _id: 'category-phage-therapy', title: 'Phage Therapy', slug: 'phage-therapy' },
  { _id: 'category-phage-biology', title: 'Phage Biology', slug: 'phage-biology' },
  { _id: 'category-microbiome', title: 'Microbiome', slug: 'microbiome' },
  {
    _id: 'category-antimicrobial-resistance',
    title: 'Antimicrobial Resistance',
    slug: 'antimicrobial-resistance',
  },
  { _id: 'category-lab-notes', title: 'Lab Notes', slug: 'lab-notes' },
];

export const tags = [
  ['biofilm', 'Biofilm'],
  ['clinical-trials', 'Clinical trials'],
  ['crispr', 'CRISPR'],
  ['gut-virome', 'Gut virome'],
  ['lysogeny', 'Lysogeny'],
  ['diagnostics', 'Diagnostics'],
  ['history', 'History'],
  ['methods', 'Methods'],
  ['one-health', 'One Health'],
  ['antibiotics', 'Antibiotics'],
].map(([slug, title]) => ({ _id: `tag-${slug}`, title, slug }));

export const posts: SourcePost[] = [
  {
    slug: 'phage-vs-antibiotics',
    title: 'Phages vs Antibiotics: Two Very Different Ways to Kill a Bacterium',
    publishedAt: '2026-10-28T09:00:00Z',
    author: 'author-rowan-ellery',
    category: 'category-antimicrobial-resistance',
    tags: ['antibiotics', 'clinical-trials', 'biofilm'],
    cover: 'Tailed phages docked on the surface of rod-shaped bacteria',
    coverCaption:
      'Phages attach to specific receptors on their host before injecting their genome.',
    body: `
Antibiotics and bacteriophages both kill bacteria, but they do it in ways so different that comparing them is a little like comparing a fire hose with a locksmith. One floods the whole building; the other opens one particular door. Understanding that difference explains why phages are back in the conversation, and why they will not simply replace the drugs we have.

## How each one works

An antibiotic is a small molecule that interferes with something most bacteria need: building a cell wall (penicillins, cephalosporins), making proteins (macrolides, tetracyclines, aminoglycosides) or copying DNA (fluoroquinolones). Because those targets are shared across many species, a single drug can clear a wide range of infections, and it also hits the harmless bacteria living in our gut.

A phage is a virus (if phages are new to you, start with [What Is a Bacteriophage?](/blogs/what-is-a-bacteriophage)). It recognises a **specific receptor** on the surface of its host, such as a porin, a pilus or a sugar in the lipopolysaccharide, injects its genome and turns the cell into a phage factory. A lytic phage ends the cycle by bursting the cell open and releasing dozens to hundreds of new virions, each ready to find the next host.

![A phage drawn face-on: icosahedral head, contractile tail and tail fibres](figure-phage-anatomy "The tail fibres decide which bacteria a phage can infect.")

## Where they differ in practice

- **Spectrum.** Antibiotics are often broad; most phages infect only some strains of a single species.
- **Dose.** A drug is cleared from the body over hours. Phages *multiply where their host is* and disappear when it is gone.
- **Resistance.** Bacteria evolve resistance to both, but phages can evolve too, and resistance to a phage often costs the bacterium something, such as a lost receptor that also pumped out antibiotics.
- **Collateral damage.** Narrow phages leave the rest of the microbiome largely untouched.

## Why not just switch?

Specificity is a strength and a burden. Before a phage can be used, the patient's isolate has to be matched against a library, a process called *phage susceptibility testing*, and regulators still treat each preparation as a biological product that must be characterised and manufactured to a standard. Antibiotics are on the shelf today; a matched phage may take days to weeks to prepare.

> The most promising results so far come from using phages together with antibiotics, not instead of them.

That combination matters. Several studies describe phage–antibiotic synergy, where sub-inhibitory antibiotic concentrations make phages replicate faster, and phage pressure pushes bacteria towards mutations that restore antibiotic sensitivity.

## What to watch

1. Controlled clinical trials, which are still few and small, replacing case reports.
2. Shared, well-characterised phage banks so that matching takes hours rather than weeks.
3. Regulatory pathways for personalised cocktails.

For a careful overview of the evidence, the review by Strathdee and colleagues in [Cell (2023)](https://doi.org/10.1016/j.cell.2022.11.017) is a good place to start.
`,
  },
  {
    slug: 'what-is-a-bacteriophage',
    title: 'What Is a Bacteriophage? A Field Guide to the Most Abundant Biological Entity',
    publishedAt: '2026-09-15T08:30:00Z',
    author: 'author-rowan-ellery',
    category: 'category-phage-biology',
    tags: ['lysogeny', 'one-health'],
    cover: 'A field of icosahedral phage capsids glowing against a dark background',
    coverCaption: 'Most phages known from electron microscopy have an icosahedral head and a tail.',
    body: `
A bacteriophage, or phage, is a virus that infects bacteria. The name, coined by Félix d'Hérelle in 1917, means "bacteria eater". Phages cannot infect human cells; they are specialists whose whole life cycle depends on a bacterial host.

## How many are there?

A common estimate puts the number of phage particles on Earth at around 10³¹, roughly ten for every bacterial cell. They are found wherever bacteria live: oceans, soil, sewage, hot springs and the human gut. In the oceans, phage infection is thought to kill a substantial share of all bacteria every day, releasing nutrients that feed the rest of the food web.

## What do they look like?

The best-studied phages belong to the **tailed phages** (class *Caudoviricetes*). They have:

- a protein head, usually an icosahedron, packed with double-stranded DNA;
- a tail that delivers the genome, either long and contractile, long and flexible, or short;
- tail fibres or spikes that recognise receptors on the host surface.

Not all phages look like this. Some are filaments, some are tiny spheres with an RNA genome, and some carry a lipid membrane.

## Two ways of life

*Lytic* phages replicate immediately and burst their host. *Temperate* phages can also integrate their genome into the bacterial chromosome as a **prophage** and be copied quietly with every cell division, until a signal such as DNA damage wakes them up.

![A tailed phage with an icosahedral head, a contractile tail and six tail fibres](figure-phage-anatomy)

## Why they matter

Phages shape bacterial evolution by moving genes between cells, including some toxin genes: the cholera toxin genes of *Vibrio cholerae* are carried by the filamentous phage CTXφ. They gave molecular biology many of its tools, from restriction enzymes to CRISPR. And because they kill bacteria with great precision, they are being developed again as medicines.
`,
  },
  {
    slug: 'isolating-phages-from-wastewater',
    title: 'Isolating Phages from Wastewater: A Bench Protocol, Step by Step',
    publishedAt: '2026-08-02T14:00:00Z',
    author: 'author-rowan-ellery',
    category: 'category-lab-notes',
    tags: ['methods', 'one-health'],
    cover: 'An agar plate covered by a bacterial lawn with clear round plaques',
    coverCaption: 'Each clear plaque started from a single infectious phage particle.',
    body: `
Untreated wastewater is one of the richest sources of phages against the bacteria that make people ill, [because it carries those bacteria in large numbers](cite:ellery2023lytic). This is the protocol I teach to new lab members. It assumes a biosafety level 2 laboratory and the pathogen you are targeting handled under its own risk assessment.

# Protocol overview

## Materials

### Buffers and media

#### SM buffer

Prepare \`SM buffer\` (50 mM Tris-HCl pH 7.5, 100 mM NaCl, 8 mM \`MgSO4\`) and autoclave it. Magnesium stabilises many tailed phages.

##### Soft agar

Use the host's usual broth with 0.5–0.7 % agar, kept molten at 48 °C.

###### A note on calcium

Some phages need calcium for adsorption; add 1 mM \`CaCl2\` to the soft agar if you see no plaques at all.

## Enrichment

1. Centrifuge 50 mL of influent at 4,000 × g for 15 minutes to remove solids.
2. Pass the supernatant through a 0.22 µm filter.
3. Mix 10 mL of filtrate with 10 mL of double-strength broth and 100 µL of an overnight host culture.
4. Incubate overnight with shaking, then centrifuge and filter again. This is your __enriched lysate__.

## Spot test and plaque assay

Spot 5 µL of the lysate onto a lawn of the host in soft agar. A clear zone the next morning suggests phage activity, but a clearing can also come from bacteriocins, so always confirm with a plaque assay: mix serial dilutions of the lysate with host cells and soft agar, pour over a base plate, and count the individual plaques.

![](figure-plaque-assay "Plaques on a lawn after overnight incubation at 37 °C.")

@video(plaque-timelapse "Time-lapse of plaques appearing on a lawn over a night of incubation (drawn animation).")

## Purification

Pick a single, well-separated plaque with a sterile tip and re-plate it. Repeat at least three times; ~~two rounds are enough~~ three rounds are the minimum, because mixed plaques are common. Then amplify the pure phage and measure its titre in plaque-forming units per millilitre.

> Write down the plaque morphology every time. Turbid plaques often hint at a temperate phage, which is usually a poor therapeutic candidate.
`,
  },
  {
    slug: 'lytic-and-lysogenic-cycles',
    title: 'Lytic or Lysogenic: How a Phage Decides',
    publishedAt: '2026-06-20T10:00:00Z',
    author: 'author-rowan-ellery',
    category: 'category-phage-biology',
    tags: ['lysogeny'],
    cover: 'Phages landing on a rod-shaped bacterium',
    coverCaption: 'After injection, a temperate phage chooses between two fates.',
    body: `
When a temperate phage injects its genome into a cell, it faces a choice. It can replicate at once and burst the cell (the **lytic** cycle), or it can integrate into the host chromosome and wait (the **lysogenic** cycle). The decision is one of the best understood genetic switches in biology.

![On the left a cell releasing new phages; on the right a cell carrying a prophage dividing into two](figure-lytic-lysogenic "Lysis releases new virions; lysogeny passes the prophage to both daughter cells.")

## The lambda switch

Phage lambda, which infects *Escherichia coli*, makes the choice with two repressor proteins that compete for the same stretch of DNA. **CI** keeps the lytic genes off and maintains lysogeny; **Cro** does the opposite. A third protein, CII, tips the balance towards lysogeny early in infection. CII accumulates when many phages infect the same cell, which is a sign that hosts are scarce relative to phages.

## Listening to the neighbours

In 2017 researchers found that some phages of *Bacillus* use a small peptide signal, called **arbitrium**, to count previous infections in the population. Each infection releases the peptide; once it accumulates, newly infecting phages favour lysogeny. It is communication between viruses, decided by a six-amino-acid message.

## Waking up

A prophage is not silent forever. DNA damage triggers the bacterial SOS response, which leads to cleavage of the CI repressor and lets the lytic genes switch on. This is one reason some antibiotics that damage DNA can increase phage production in the gut.

For therapy, the lesson is practical: temperate phages can carry genes between bacteria and can protect their host from related phages, so therapeutic cocktails are built from strictly lytic phages.
`,
  },
  {
    slug: 'meet-crassphage',
    title: 'Meet crAssphage, the Most Common Virus in Your Gut',
    publishedAt: '2026-05-11T07:45:00Z',
    author: 'author-maya-okafor',
    category: 'category-microbiome',
    tags: ['gut-virome'],
    cover: 'A stylised gut lining with bacteria and phages drifting above it',
    coverCaption: 'The gut virome is dominated by phages, not by viruses that infect human cells.',
    body: `
In 2014 a team led by Bas Dutilh reported something surprising: a single phage genome that was present in roughly three quarters of the publicly available human faecal metagenomes they examined, and that in some samples made up most of the viral DNA. They called it **crAssphage**, after the *cross-assembly* software used to find it.

## Found in the data first

crAssphage is a good example of how microbiome science now works. Nobody saw it under a microscope or grew it on a plate before it was described. It was assembled from sequencing reads, and its likely host, a member of the *Bacteroides*, was predicted from the genome. It took until 2018 for a related phage, ΦCrAss001, to be isolated in culture on *Bacteroides intestinalis*.

## A family, not a virus

What began as one genome is now a large group of related phages, classified in the order *Crassvirales*. They are found in people on every continent and appear to have been with us for a very long time.

## Why it matters

- It is so common and so human-specific that it is used as a **marker of human faecal pollution** in water.
- It seems to coexist with its host for long periods rather than wiping it out, which challenges the simple predator–prey picture.
- Its abundance varies between people but is fairly stable within a person over time.

Much of the gut virome is still "dark matter": sequences that match nothing in the databases. crAssphage shows how much can come out of that darkness once we know where to look.
`,
  },
  {
    slug: 'phages-against-biofilms',
    title: 'Breaking Biofilms: Why Phages Reach Where Drugs Struggle',
    publishedAt: '2026-03-30T12:00:00Z',
    author: 'author-rowan-ellery',
    category: 'category-phage-therapy',
    tags: ['biofilm', 'antibiotics'],
    cover: 'Bacteria clustered together with phages attached to their surfaces',
    coverCaption: 'In a biofilm, bacteria live embedded in a matrix they make themselves.',
    body: `
Most bacteria in nature do not float alone. They settle on surfaces and build **biofilms**: communities wrapped in a self-made matrix of polysaccharides, proteins and DNA. Biofilms grow on catheters, heart valves, orthopaedic implants and the lungs of people with cystic fibrosis, and they are notoriously hard to treat.

## Why antibiotics struggle

- The matrix slows the diffusion of some drugs and binds others.
- Cells deep in the biofilm grow slowly, and most antibiotics work best on growing cells.
- A small fraction of **persister** cells survive almost any antibiotic dose and regrow afterwards.

## What phages bring

Some phages carry enzymes called *depolymerases*, often on their tail spikes, [that digest the capsular or matrix polysaccharides of their host](cite:genome2025klebsiella). They can open channels into the biofilm as they go. And because phages replicate at the site of infection, the dose grows where the bacteria are densest.

> In the laboratory, [the combination of a phage and an antibiotic is usually better at clearing a biofilm than either one alone](cite:ellery2023lytic).

## A realistic picture

Phages are not a magic solvent. Persisters can also tolerate phage infection, bacteria in biofilms can become resistant, and a phage that works on a lab biofilm grown in a plastic plate may behave differently on a prosthetic joint. Most clinical reports of phages against device infections combine them with surgery and antibiotics, and that is probably how they will be used for some time.
`,
  },
  {
    slug: 'a-century-of-phage-therapy',
    title: "A Century of Phage Therapy: From d'Hérelle to Personalised Cocktails",
    publishedAt: '2026-02-14T09:15:00Z',
    author: 'author-rowan-ellery',
    category: 'category-phage-therapy',
    tags: ['history', 'clinical-trials'],
    cover: 'Phage capsids in warm amber light on a teal background',
    coverCaption: 'Phage therapy is older than penicillin.',
    body: `
Phage therapy is older than the antibiotic era. Its history is a story of early enthusiasm, decades of neglect in the West, and a recent return driven by drug-resistant infections.

## Discovery

In 1915 Frederick Twort in London described a "glassy transformation" of bacterial colonies caused by a filterable agent. In 1917 Félix d'Hérelle, working at the Pasteur Institute in Paris, independently described an invisible microbe that killed dysentery bacteria and named it the bacteriophage. By 1919 he was using phages to treat children with dysentery.

## Two paths

With the arrival of penicillin in the 1940s, phage therapy faded in Western Europe and North America. It did not fade everywhere. In Tbilisi, the institute founded in 1923 by George Eliava, with d'Hérelle's support, kept producing and using phage preparations throughout the Soviet period, and it still does. Poland's Hirszfeld Institute has run a phage therapy unit for decades.

## The return

Resistance changed the calculation. In 2016 Tom Patterson, a professor at the University of California San Diego, was treated with intravenous phages for a multidrug-resistant *Acinetobacter baumannii* infection after antibiotics had failed, and recovered. In 2019 a British teenager with cystic fibrosis received a cocktail of three phages, two of them genetically engineered, against a disseminated *Mycobacterium abscessus* infection.

## Where we are

Today several centres run phage therapy under compassionate-use rules, and randomised trials are under way. The field's challenge is no longer to prove that phages can kill bacteria in people. It is to show, in controlled trials, *for whom* and *how* they work best, and to manufacture them reliably.
`,
  },
  {
    slug: 'crispr-began-with-phages',
    title: 'CRISPR Began as a War With Phages',
    publishedAt: '2025-12-05T16:20:00Z',
    author: 'author-maya-okafor',
    category: 'category-phage-biology',
    tags: ['crispr', 'history'],
    cover: 'Alternating bands like a CRISPR array with a phage in front',
    coverCaption: 'Repeats and spacers: a bacterial memory of past infections.',
    body: `
Before CRISPR was a gene-editing tool it was an immune system, and the enemy it evolved against was the bacteriophage.

## Strange repeats

In the late 1980s and 1990s, researchers noticed unusual stretches in bacterial and archaeal genomes: short DNA repeats separated by unique "spacer" sequences. In 2005 three groups independently realised that many spacers matched the genomes of phages and plasmids. Perhaps, they suggested, the arrays were a record of past infections.

## The yoghurt experiment

The proof came from the dairy industry, where phages that destroy starter cultures cost real money. In 2007 Rodolphe Barrangou and colleagues at Danisco exposed *Streptococcus thermophilus* to phages and looked at the survivors. Resistant bacteria had acquired **new spacers** matching the phage, and adding or removing spacers changed resistance. Bacteria were vaccinating themselves.

## How it works

1. **Acquisition.** A fragment of the invader's DNA is inserted as a new spacer.
2. **Expression.** The array is transcribed and processed into short CRISPR RNAs.
3. **Interference.** Each RNA guides a Cas protein, such as Cas9, to cut matching DNA.

## The phages fight back

Phages have evolved **anti-CRISPR** proteins that block Cas enzymes, and some phages even carry their own CRISPR systems to attack their host's defences. The arms race that produced one of the most important tools in modern biology is still going on in every drop of seawater.
`,
  },
  {
    slug: 'reporter-phages-in-diagnostics',
    title: 'Reporter Phages: Using Viral Precision to Find Bacteria Fast',
    publishedAt: '2025-11-20T10:00:00Z',
    author: 'author-rowan-ellery',
    category: 'category-lab-notes',
    tags: ['diagnostics', 'methods'],
    cover: 'A plate with glowing spots where bacteria were detected',
    coverCaption: 'A reporter phage makes its host light up.',
    body: `
In the clinical laboratory, the slowest step is often waiting for bacteria to grow. Phages offer a shortcut, because they only infect living cells of a particular species and they start working within minutes.

## Phage typing, the classic use

Long before genome sequencing, laboratories told strains of *Staphylococcus aureus* and *Salmonella* apart by which phages from a standard set could lyse them. Phage typing was a workhorse of outbreak investigations for decades and is still used for some organisms.

## Reporter phages

A reporter phage carries an added gene, often a **luciferase**, that the bacterium expresses only after infection. Mix the phage with a sample, wait, add substrate and measure light: a signal means living host cells were present. Because dead cells are not infected, the test also distinguishes live from dead bacteria, which matters for food safety and for checking whether a treatment has worked.

## Strengths and limits

- Fast: results in hours rather than days.
- Specific: the host range of the phage defines what is detected.
- Limited by that same host range: strains that the phage cannot infect are missed.

This post will be updated with results from our own validation work once it is published.
`,
  },
  {
    slug: 'antimicrobial-resistance-by-the-numbers',
    title: 'Antimicrobial Resistance by the Numbers',
    publishedAt: '2025-10-18T11:00:00Z',
    author: 'author-maya-okafor',
    category: 'category-antimicrobial-resistance',
    tags: ['antibiotics', 'one-health'],
    cover: 'Rows of coloured bands suggesting data',
    coverCaption: 'Resistance is measured in deaths, in costs and in lost options.',
    body: `
Antimicrobial resistance (AMR) is often called a silent pandemic. The numbers behind that phrase come from a few large studies, and it helps to know what they measure.

## The global burden

The Global Research on Antimicrobial Resistance (GRAM) study estimated that in 2019 about **1.27 million deaths** worldwide were directly attributable to bacterial AMR, and about 4.95 million deaths were associated with it. That places resistant infections among the leading causes of death globally. A follow-up analysis published in 2024 projected more than 39 million deaths directly attributable to AMR between 2025 and 2050 if trends continue.

## In the United States

The US Centers for Disease Control and Prevention estimated in 2019 that more than 2.8 million antimicrobial-resistant infections occur in the country each year, and that more than 35,000 people die as a result.

## Six pathogens

Most of the deaths in the 2019 estimate were linked to six bacteria:

1. *Escherichia coli*
2. *Staphylococcus aureus*
3. *Klebsiella pneumoniae*
4. *Streptococcus pneumoniae*
5. *Acinetobacter baumannii*
6. *Pseudomonas aeruginosa*

## Reading the numbers well

"Attributable" means the deaths would not have happened had the infection been susceptible; "associated" means a resistant infection was present. Both are model estimates with wide uncertainty intervals, especially where laboratory data are scarce. They are best read as a measure of scale, not as precise counts.

Phages are one of several responses, together with stewardship, infection prevention, vaccines and new drugs. None of them is enough alone.
`,
  },
  {
    slug: 'diet-prophages-and-the-gut',
    title: 'Diet, Prophages and the Gut: What We Know and What We Do Not',
    publishedAt: '2025-08-09T08:00:00Z',
    author: 'author-maya-okafor',
    category: 'category-microbiome',
    tags: ['gut-virome', 'lysogeny'],
    cover: 'Microbes and phages over a wavy gut lining in teal and amber',
    coverCaption: 'Most gut bacteria carry at least one prophage.',
    body: `
Many bacteria in the human gut carry prophages, phage genomes integrated into their chromosomes. Whether those prophages stay quiet or wake up can change the bacterial community, and there is growing evidence that what we eat is one of the signals.

## An example from mice

In 2019 a study in *Cell Host & Microbe* showed that dietary **fructose** and short-chain fatty acids made by other gut bacteria increased prophage production in *Limosilactobacillus reuteri* (then *Lactobacillus reuteri*) in the mouse gut. The mechanism ran through bacterial stress pathways, including [the SOS response that DNA-damaging drugs also trigger](cite:ellery2024temperate).

## Why this is interesting

- It links diet to the virome through a mechanism, not only a correlation.
- Prophage induction kills the induced cells, so a food ingredient could, in principle, shift the abundance of particular bacteria.
- The released phages may then infect related strains and move genes between them.

## What we do not know yet

Most of this work is in mice or in culture. Human diets are complex, the gut virome differs greatly between people, and we cannot yet predict what a given meal will do to a given person's phages. Claims that a product "balances your virome" go well beyond the evidence.

It is an exciting area, and one where careful experiments will matter more than bold headlines.
`,
  },
  {
    slug: 'a-readers-guide-to-phage-resources',
    title: "A Reader's Guide to Phage Resources",
    publishedAt: '2025-06-01T10:30:00Z',
    author: 'author-maya-okafor',
    category: 'category-lab-notes',
    tags: ['methods'],
    cover: 'An agar plate with plaques on a dark slate background',
    coverCaption: 'Where to read, look up and ask about phages.',
    body: `
People often ask where to learn more about phages without wading straight into primary literature. These are the resources I point students and curious readers to.

## Databases

- [NCBI Virus](https://www.ncbi.nlm.nih.gov/labs/virus/) for phage genomes and their metadata.
- [ViralZone](https://viralzone.expasy.org/) for clear, illustrated summaries of virus families.
- [PhagesDB](https://phagesdb.org/), the database of the SEA-PHAGES programme, where students have isolated and annotated thousands of *Mycobacterium* phages.

## Reading

- The journal [PHAGE: Therapy, Applications, and Research](https://home.liebertpub.com/publications/phage/618) for clinical and applied work.
- The International Committee on Taxonomy of Viruses at [ictv.global](https://ictv.global/) for how phages are named and classified.

## Asking for help

If you are a clinician looking for phages for a patient, contact a recognised phage therapy centre through your hospital. Please be wary of websites selling phage products directly to patients.

Good sources cite their evidence, date their claims and say what is still unknown.

If you know a resource that should be on this list, get in touch through the [contact page](/contact).
`,
  },
];
