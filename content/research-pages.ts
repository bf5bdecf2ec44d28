import type { LongFormPage } from './research-types';

/*
 * Long-form research pages. Studies are named in prose (authors, journal, year) so readers can
 * find them; no DOI or database identifier is written here.
 */

export const phageTherapyAdvances: LongFormPage = {
  eyebrow: 'Research · Phage Therapy',
  title: 'Phage Therapy Advances',
  lead: 'A century after the first patients were treated with bacteriophages, phage therapy is returning to Western medicine — pushed by antimicrobial resistance, pulled by genomics, and now tested in modern controlled clinical trials.',
  description:
    'How phage therapy works, its history from Twort and d’Hérelle to the Eliava Institute, compassionate-use cases, current clinical trials, and the challenges still to solve.',
  keywords: [
    'phage therapy',
    'bacteriophage therapy clinical trials',
    'antimicrobial resistance',
    'Eliava Institute',
    'personalised phage therapy',
    'phage antibiotic synergy',
  ],
  updated: '2025',
  published: '2025',
  readingMinutes: 9,
  sections: [
    {
      id: 'why-now',
      title: 'Why phage therapy, and why now',
      paragraphs: [
        'Antimicrobial resistance is one of the leading causes of death worldwide. The Global Research on Antimicrobial Resistance (GRAM) study, published in The Lancet in 2022, estimated that in 2019 about 1.27 million deaths were directly attributable to drug-resistant bacterial infections and almost 5 million were associated with them. The World Health Organization lists carbapenem-resistant Acinetobacter baumannii, Enterobacterales and Pseudomonas aeruginosa among its critical-priority pathogens, and few new antibiotic classes are in development.',
        'Bacteriophages kill bacteria by a mechanism that has nothing to do with how antibiotics work, so resistance to antibiotics does not protect a bacterium against phages. That makes phages one of the most studied alternatives — usually not as a replacement for antibiotics, but alongside them.',
      ],
      keyPoints: [
        'Phages kill multidrug-resistant bacteria as readily as susceptible ones.',
        'They are highly specific: they spare the rest of the microbiome.',
        'They multiply at the site of infection while their host is present.',
      ],
    },
    {
      id: 'history',
      title: 'A century of history: Twort, d’Hérelle and the Eliava Institute',
      paragraphs: [
        'Frederick Twort described a transmissible agent that dissolved bacterial colonies in 1915. In 1917 Félix d’Hérelle, working at the Pasteur Institute in Paris, independently described the same phenomenon, named the agent “bacteriophage”, and in 1919 used phages to treat children with bacterial dysentery. Through the 1920s and 1930s phage preparations were sold commercially in Europe and the United States.',
        'In Tbilisi, Georgia, the microbiologist George Eliava founded an institute of bacteriophage research in 1923 and worked with d’Hérelle, who spent time there in the 1930s. Eliava was executed in 1937 during the Stalinist purges, but the institute survived and became the centre of phage therapy in the Soviet Union. The Eliava Institute — joined from the 1950s by the Hirszfeld Institute of Immunology and Experimental Therapy in Wrocław, Poland — has treated patients with phages ever since.',
        'In the West, phage therapy faded after penicillin and the antibiotics that followed: they were broad-spectrum, easy to produce and easy to standardise, while early phage trials were poorly controlled and phage biology was not yet understood. Phages instead became the model organisms of molecular biology — work on phages helped show that DNA is the genetic material and revealed the genetic code, restriction enzymes and, much later, CRISPR.',
      ],
    },
    {
      id: 'how-it-works',
      title: 'How phage therapy works',
      paragraphs: [
        'Therapy uses strictly lytic phages: phages that always kill the cell they infect, rather than integrating into its genome. A clinical laboratory first isolates the bacterium from the patient, then tests a panel of phages against it — a “phagogram”. Phages that kill the isolate efficiently are purified, their endotoxin is removed, and their genomes are checked for integrases, toxins and antibiotic-resistance genes.',
        'Phages are given by the route that reaches the infection: topically on wounds, by nebuliser into the lungs, into the bladder, into joints or bone during surgery, or intravenously. Usually two or more phages with different receptors are combined, so that a bacterium resistant to one remains susceptible to another.',
        'Many phages carry depolymerases that digest the capsules and matrix of biofilms — the slime-embedded bacterial communities on catheters, implants and damaged lungs that antibiotics penetrate poorly. And bacteria that become resistant to phages often pay for it: in a study published in Scientific Reports in 2016, Benjamin Chan and colleagues described a Pseudomonas phage, OMKO1, that uses an efflux-pump protein as its receptor, so that resistance to the phage made the bacteria more sensitive to antibiotics again.',
      ],
      keyPoints: [
        'Phagogram: the patient’s isolate is tested against a phage panel.',
        'Safety: genomes are screened; preparations are purified and endotoxin-depleted.',
        'Cocktails: several phages with different receptors limit resistance.',
      ],
    },
    {
      id: 'compassionate-use',
      title: 'Personalised phage therapy and compassionate use',
      paragraphs: [
        'The modern revival in the West began with individual patients for whom nothing else worked. In 2016 Tom Patterson, a professor at the University of California San Diego, lay in a coma with a multidrug-resistant Acinetobacter baumannii infection. Phages found by US Navy and university laboratories were given intravenously under an emergency authorisation from the FDA, and he recovered; the case was reported by Robert Schooley and colleagues in Antimicrobial Agents and Chemotherapy in 2017 and led to the founding of the Center for Innovative Phage Applications and Therapeutics (IPATH) at UC San Diego.',
        'In 2019 Rebekah Dedrick, Graham Hatfull and colleagues reported in Nature Medicine the treatment of a teenager with cystic fibrosis and a disseminated Mycobacterium abscessus infection after lung transplantation, using a cocktail of three phages, two of them genetically engineered to be strictly lytic. It was the first therapeutic use of engineered phages.',
        'Belgium has allowed “magistral” phage preparations — made by a hospital pharmacy for a named patient — since 2018. Jean-Paul Pirnay and colleagues reported 100 consecutive personalised cases in Nature Microbiology in 2024: clinical improvement was seen in about 77 percent of infections and bacterial eradication in about 61 percent, with combining phages and antibiotics associated with better eradication. Such retrospective series cannot replace controlled trials, but they show what is feasible.',
      ],
    },
    {
      id: 'clinical-trials',
      title: 'What the clinical trials show',
      paragraphs: [
        'Controlled trials have given mixed, instructive results. PhagoBurn, a European trial of a phage cocktail for burn wounds infected with Pseudomonas aeruginosa (Jault and colleagues, The Lancet Infectious Diseases, 2019), found the phage treatment slower than standard care — but the cocktail had lost most of its titre during manufacture and storage, and patients received far fewer phages than planned. Many patients’ bacteria were also resistant to the phages in the cocktail.',
        'A randomised trial in Georgia of a commercial phage cocktail instilled into the bladder for urinary tract infections in men undergoing prostate surgery (Leitner and colleagues, The Lancet Infectious Diseases, 2021) found phage treatment comparable to antibiotics but not better than placebo irrigation. Trial design, phage matching and dose all matter.',
        'Newer trials are designed around those lessons, with stable GMP-manufactured products and phages matched to the pathogen. Companies and academic consortia are running phase 1 and 2 studies of phage cocktails for Pseudomonas in cystic fibrosis, Staphylococcus aureus bacteraemia, prosthetic joint infections and diabetic foot osteomyelitis, and a CRISPR-armed phage cocktail against Escherichia coli urinary tract infections has completed an early-phase trial. Results over the next few years will decide how phages are regulated and reimbursed.',
      ],
    },
    {
      id: 'challenges',
      title: 'Open challenges',
      paragraphs: [
        'Phages are not drugs in the usual sense. They are biological entities that evolve, so a product approved today may need new phages tomorrow. Regulators are working out frameworks for phage banks and personalised preparations alongside fixed cocktails.',
        'The science has open questions too: how phages distribute in the body and how quickly the spleen and liver clear them; how often the immune system neutralises them during long courses; how best to dose and time phages with antibiotics; and how to predict a phage’s host range from genomes rather than by testing each isolate.',
      ],
      list: [
        'Manufacturing: reproducible, stable, endotoxin-free phage products at scale',
        'Matching: fast phagograms for the clinical laboratory',
        'Resistance: cocktail design and phage–antibiotic synergy to stay ahead of it',
        'Evidence: randomised trials with adequate doses and matched phages',
        'Access: shared phage libraries and clear regulatory pathways',
      ],
    },
    {
      id: 'our-work',
      title: 'Where our work fits',
      paragraphs: [
        'Our laboratory work focuses on the first steps of that pipeline: isolating lytic phages against clinical isolates, mapping their host ranges, testing them against biofilms on medical-device materials, and sequencing them so that only safe candidates move forward. Results are shared on the Research page as they are published.',
      ],
    },
  ],
  furtherReading: [
    'Antimicrobial Resistance Collaborators. Global burden of bacterial antimicrobial resistance in 2019: a systematic analysis. The Lancet, 2022.',
    'Schooley RT, et al. Development and use of personalized bacteriophage-based therapeutic cocktails to treat a patient with a disseminated resistant Acinetobacter baumannii infection. Antimicrobial Agents and Chemotherapy, 2017.',
    'Dedrick RM, et al. Engineered bacteriophages for treatment of a patient with a disseminated drug-resistant Mycobacterium abscessus. Nature Medicine, 2019.',
    'Jault P, et al. Efficacy and tolerability of a cocktail of bacteriophages to treat burn wounds infected by Pseudomonas aeruginosa (PhagoBurn). The Lancet Infectious Diseases, 2019.',
    'Leitner L, et al. Intravesical bacteriophages for treating urinary tract infections in patients undergoing transurethral resection of the prostate. The Lancet Infectious Diseases, 2021.',
    'Pirnay J-P, et al. Personalized bacteriophage therapy outcomes for 100 consecutive cases. Nature Microbiology, 2024.',
  ],
};

export const microbiomeGutHealth: LongFormPage = {
  eyebrow: 'Research · Microbiome',
  title: 'Microbiome & Gut Health',
  lead: 'The human gut is home to trillions of bacteria — and to a comparable number of bacteriophages. This hidden layer of the microbiome helps decide which bacteria thrive, how communities recover from antibiotics, and perhaps how our health holds up.',
  description:
    'Phages in the human gut microbiome: the gut virome, crAssphage, temperate phages, phages and inflammatory bowel disease, faecal transplants, and phage-based microbiome engineering.',
  keywords: [
    'gut microbiome',
    'gut virome',
    'phageome',
    'crAssphage',
    'microbiome and health',
    'faecal microbiota transplantation',
  ],
  updated: '2025',
  published: '2025',
  readingMinutes: 8,
  sections: [
    {
      id: 'gut-virome',
      title: 'The gut virome is mostly phages',
      paragraphs: [
        'Most viruses in a healthy human gut are not viruses of human cells but bacteriophages. Stool contains on the order of a billion virus-like particles per gram, and sequencing studies consistently find that the great majority of recognisable viral sequences belong to phages — mostly tailed phages with double-stranded DNA genomes and small single-stranded DNA phages of the family Microviridae.',
        'Much of the gut virome is still “dark matter”: a large fraction of viral sequences match nothing in reference databases. New tools that identify viral contigs and estimate their completeness directly from metagenomes have expanded the catalogue to tens of thousands of gut phage species, most of them known only from their genomes.',
      ],
      keyPoints: [
        'Gut phages number in the same order of magnitude as gut bacteria.',
        'Each person carries a largely individual phage community.',
        'That community is remarkably stable over months to years.',
      ],
    },
    {
      id: 'crassphage',
      title: 'crAssphage: the most common virus you have never heard of',
      paragraphs: [
        'In 2014 Bas Dutilh and colleagues assembled, from public gut metagenomes, the genome of a phage found in most of the human faecal metagenomes they examined — in some samples it accounted for the majority of viral reads. They called it crAssphage, after the cross-assembly software that found it. Its host was unknown, and no one had seen it under a microscope.',
        'In 2018 Andrey Shkoporov, Colin Hill and colleagues at University College Cork isolated the first cultured crAss-like phage, ΦCrAss001, on Bacteroides intestinalis. Remarkably, it coexists with its host in culture without wiping it out. crAss-like phages are now classified in their own order, Crassvirales, and their abundance in sewage makes them a useful marker of human faecal contamination in water.',
      ],
    },
    {
      id: 'temperate-phages',
      title: 'Temperate phages and “piggyback-the-winner”',
      paragraphs: [
        'In the oceans, lytic phages are thought to keep the most successful bacteria in check — the “kill-the-winner” model. The gut looks different. Many gut phages are temperate: they persist as prophages inside their bacterial hosts and are copied with them. Ben Knowles, Forest Rohwer and colleagues proposed in Nature in 2016 that at high bacterial densities phages favour lysogeny — “piggyback-the-winner” — which fits the densely packed gut.',
        'Prophages are not passive. Stresses that damage DNA — some antibiotics, such as fluoroquinolones, and inflammatory conditions — can induce them, so that lysogens burst and release phages. Prophages can also carry genes that change what their hosts do, and phages can move bacterial genes between cells by transduction, including, occasionally, antibiotic-resistance genes.',
      ],
    },
    {
      id: 'mucus',
      title: 'Phages on the mucus barrier',
      paragraphs: [
        'The gut is lined with mucus, and phages are enriched there compared with the surrounding fluid. Jeremy Barr and colleagues reported in PNAS in 2013 that some phages carry immunoglobulin-like domains on their capsids that bind mucin glycans. They proposed the bacteriophage adherence to mucus (BAM) model: phages held in the mucus layer form a non-host-derived line of defence, killing bacteria that try to reach the epithelium.',
      ],
    },
    {
      id: 'health-and-disease',
      title: 'Phages in health and disease',
      paragraphs: [
        'Changes in the gut virome have been linked to several diseases. In inflammatory bowel disease, Jason Norman, Herbert Virgin and colleagues reported in Cell in 2015 an expansion and shift of tailed-phage communities in people with Crohn’s disease and ulcerative colitis compared with household controls. Whether such shifts cause disease or follow from it is still an open question.',
        'Phages have also been linked to specific disease mechanisms. Yi Duan, Bernd Schnabl and colleagues showed in Nature in 2019 that cytolysin-producing Enterococcus faecalis is associated with mortality in alcoholic hepatitis, and that phages targeting these bacteria reduced liver injury in mice. In 2022, Sara Federici, Eran Elinav and colleagues reported in Cell a phage combination designed against Klebsiella pneumoniae strains associated with inflammatory bowel disease, tested in mice and, for safety and survival in the gut, in healthy volunteers.',
      ],
    },
    {
      id: 'fmt',
      title: 'Faecal transplants — and faecal filtrates',
      paragraphs: [
        'Faecal microbiota transplantation from a healthy donor is very effective against recurrent Clostridioides difficile infection. Stephan Ott and colleagues reported in Gastroenterology in 2017 that in a small series of five patients, sterile filtrates of donor stool — with the bacteria removed but the phages, metabolites and other components retained — also resolved the infection. It suggested that phages and other bacteria-free components may contribute to how transplants work, an idea now being tested more rigorously.',
      ],
    },
    {
      id: 'antibiotics-vs-phages',
      title: 'Antibiotics, phages and collateral damage',
      paragraphs: [
        'A course of broad-spectrum antibiotics reduces the diversity of the gut microbiome, and some bacterial groups take months to recover. That collateral damage can allow resistant organisms and C. difficile to expand. Phages, by contrast, infect a single species or strain, so a phage treatment could in principle remove a pathogen or a harmful strain while leaving the rest of the community intact.',
        'That same precision is the challenge: to use phages for microbiome engineering we need to know which strains to remove, and to find phages that reach them in the gut, avoid being trapped or neutralised, and do not select for resistance too quickly.',
      ],
      list: [
        'Targeted removal of pathobionts such as adherent-invasive Escherichia coli or inflammation-linked Klebsiella',
        'Decolonising carriers of multidrug-resistant Enterobacterales before surgery or chemotherapy',
        'Defined phage communities as a safer, standardised alternative to faecal filtrates',
      ],
    },
    {
      id: 'our-work',
      title: 'Where our work fits',
      paragraphs: [
        'Our planned gut phageome study follows healthy volunteers through common antibiotic courses, measuring which prophages are induced and which bacterial groups are slow to recover. The aim is practical: to learn whether the phage community can tell a clinician early which patients’ microbiomes need help to recover.',
      ],
    },
  ],
  furtherReading: [
    'Dutilh BE, et al. A highly abundant bacteriophage discovered in the unknown sequences of human faecal metagenomes. Nature Communications, 2014.',
    'Shkoporov AN, et al. ΦCrAss001 represents the most abundant bacteriophage family in the human gut and infects Bacteroides intestinalis. Nature Communications, 2018.',
    'Knowles B, et al. Lytic to temperate switching of viral communities. Nature, 2016.',
    'Barr JJ, et al. Bacteriophage adhering to mucus provide a non-host-derived immunity. PNAS, 2013.',
    'Norman JM, et al. Disease-specific alterations in the enteric virome in inflammatory bowel disease. Cell, 2015.',
    'Duan Y, et al. Bacteriophage targeting of gut bacterium attenuates alcoholic liver disease. Nature, 2019.',
    'Federici S, et al. Targeted suppression of human IBD-associated gut microbiota commensals by phage consortia for treatment of intestinal inflammation. Cell, 2022.',
    'Ott SJ, et al. Efficacy of sterile fecal filtrate transfer for treating patients with Clostridium difficile infection. Gastroenterology, 2017.',
  ],
};
