/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import jsonld from 'jsonld';
import { allWorks, fileBibliography, linkIndex, researchRecord } from '@/lib/research/publications';
import { microbiomeGutHealth, phageTherapyAdvances } from '@/content/research-pages';
import { site } from '@/content/site';
import { absoluteUrl } from '@/lib/config';
import {
  identifierLinks,
  isArxivId,
  isDoi,
  isGenBankAccession,
  isOrcid,
  isPubMedId,
  orcidCheckCharacter,
} from '@/lib/identifiers';
import {
  longFormJsonLd,
  ownerPersonJsonLd,
  personJsonLd,
  researchJsonLd,
  scholarCitationTags,
  type ScholarlyArticleJsonLd,
} from '@/lib/seo/json-ld';
import {
  ORCID_EXAMPLE,
  ORCID_EXAMPLE_X,
  identifiedArticle,
  identifiedGenome,
  identifiedRecord,
  identifiedPage,
} from '../../fixtures/research/identified';

const record = researchRecord(fileBibliography());
const noLinks = () => [];

describe('identifier formats', () => {
  test.each([
    [
      'DOIs: "10." + registrant + "/" + suffix',
      isDoi,
      ['10.1000/182', '10.1038/s41586-020-2649-2', '10.5061/dryad.example'],
      ['', '10.1/x', 'doi:10.1000/182', 'https://doi.org/10.1000/182', '10.1000'],
    ],
    [
      'ORCID iDs: the ISO 7064 MOD 11-2 check character decides',
      isOrcid,
      [ORCID_EXAMPLE, ORCID_EXAMPLE_X],
      // One digit changed, a wrong check character, the wrong shape.
      [
        '0000-0002-1825-0087',
        '0000-0002-1825-0098',
        '0000000218250097',
        'https://orcid.org/0000-0002-1825-0097',
      ],
    ],
    [
      'PubMed IDs',
      isPubMedId,
      ['1', '31234567', '999999999'],
      ['0123', 'PMC123', '1234567890', 'a31234567', '31234567a'],
    ],
    [
      'GenBank accessions',
      isGenBankAccession,
      [
        'MN908947.3',
        'MN908947.12',
        'AB123456',
        'AB12345678',
        'U49845',
        'AAAA01000001',
        'AAAA0100000001',
      ],
      [
        'Accession pending',
        'mn908947',
        'U4984',
        '1U49845',
        'AB1234567',
        'ABC123456',
        'AAAA0100000',
        'MN908947.',
        'MN908947.3x',
        'xMN908947',
      ],
    ],
    [
      'arXiv identifiers, new and old, in any case',
      isArxivId,
      [
        '0704.0001',
        '2101.00001',
        '2101.00001v2',
        '2101.00001v12',
        'hep-th/9901001',
        'math.GT/0309136',
        'HEP-TH/9901001',
      ],
      [
        '2101.001',
        'x2101.00001',
        '2101.00001v',
        '2101.00001vx',
        'hep-th/990100',
        'hep-th/99010011',
        'hep-th/abcdefg',
        'math.G/0309136',
        'math.GTX/0309136',
        '1/9901001',
      ],
    ],
  ])('%s', (_name, isValid, valid, invalid) => {
    expect(valid.filter((id) => !isValid(id))).toEqual([]);
    expect(invalid.filter((id) => isValid(id))).toEqual([]);
  });

  test('the ORCID check character', () => {
    expect(orcidCheckCharacter('000000021825009')).toBe('7');
    expect(orcidCheckCharacter('000000029079593')).toBe('X');
  });

  test('each identifier present becomes a link to its resolver; malformed ones are dropped', () => {
    expect(
      identifierLinks({ doi: '10.1000/182', pmid: '31234567', accession: 'MN908947.3' }),
    ).toEqual([
      { kind: 'doi', value: '10.1000/182', url: 'https://doi.org/10.1000/182' },
      { kind: 'pmid', value: '31234567', url: 'https://pubmed.ncbi.nlm.nih.gov/31234567/' },
      {
        kind: 'accession',
        value: 'MN908947.3',
        url: 'https://www.ncbi.nlm.nih.gov/nuccore/MN908947.3',
      },
    ]);
    expect(identifierLinks({ doi: 'not a doi', pmid: 'x' })).toEqual([]);
  });
});

describe('the placeholder records carry no invented identifiers', () => {
  // The articles and genomes: publications.test.ts holds every field of each, identifiers absent.
  test('research pages and the owner', () => {
    for (const page of [phageTherapyAdvances, microbiomeGutHealth]) {
      expect({ doi: page.doi, pdf: page.pdfUrl }).toEqual({ doi: undefined, pdf: undefined });
    }
    expect(site.owner.orcid).toBeUndefined();
    expect(JSON.stringify(ownerPersonJsonLd())).not.toContain('orcid.org');
  });
});

/**
 * schema.org's vocabulary as schema-dts declares it: every type name and every property name.
 * The expanded JSON-LD may use nothing else.
 */
const schemaDts = readFileSync(
  path.join(process.cwd(), 'node_modules/schema-dts/dist/schema.d.ts'),
  'utf8',
);
const schemaTypes = new Set(Array.from(schemaDts.matchAll(/^export type (\w+) =/gm), (m) => m[1]));
const schemaProperties = new Set(
  Array.from(schemaDts.matchAll(/^\s+"(\w+)"\?: SchemaValue</gm), (m) => m[1]),
);

const VOCAB = 'http://schema.org/';

/**
 * Expands the document with the JSON-LD processor. The schema.org context is served from here
 * (its vocabulary mapping), never fetched: the tests make no network request.
 */
async function expandOffline(document: object) {
  return jsonld.expand(JSON.parse(JSON.stringify(document)), {
    documentLoader: async (url: string) => {
      if (!/^https?:\/\/schema\.org\/?$/.test(url)) throw new Error(`no network: ${url}`);
      return {
        contextUrl: undefined,
        documentUrl: url,
        document: { '@context': { '@vocab': VOCAB } },
      };
    },
  });
}

/** Every type and property IRI in an expanded document, checked against schema.org's terms. */
function vocabularyOf(expanded: unknown): { types: string[]; properties: string[] } {
  const types = new Set<string>();
  const properties = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '@type') (value as string[]).forEach((t) => types.add(t));
      else if (!key.startsWith('@')) properties.add(key);
      walk(value);
    }
  };
  walk(expanded);
  return { types: [...types].sort(), properties: [...properties].sort() };
}

async function expectValidSchemaOrg(document: object) {
  const expanded = await expandOffline(document);
  expect(expanded.length).toBe(1);
  const { types, properties } = vocabularyOf(expanded);
  expect([...types, ...properties].filter((iri) => !iri.startsWith(VOCAB))).toEqual([]);
  const unknownTypes = types.map((t) => t.slice(VOCAB.length)).filter((t) => !schemaTypes.has(t));
  const unknownProperties = properties
    .map((p) => p.slice(VOCAB.length))
    .filter((p) => !schemaProperties.has(p));
  expect({ unknownTypes, unknownProperties }).toEqual({ unknownTypes: [], unknownProperties: [] });
  return expanded;
}

describe('structured data with identifiers (parsed as JSON-LD)', () => {
  test('ScholarlyArticle: DOI and PubMed ID as identifiers and sameAs, authors with ORCID', async () => {
    const [data] = researchJsonLd([identifiedArticle], noLinks) as ScholarlyArticleJsonLd[];
    expect(data!.identifier).toEqual([
      { '@type': 'PropertyValue', propertyID: 'DOI', value: '10.1000/182' },
      { '@type': 'PropertyValue', propertyID: 'PMID', value: '31234567' },
    ]);
    expect(data!.sameAs).toEqual([
      'https://doi.org/10.1000/182',
      'https://pubmed.ncbi.nlm.nih.gov/31234567/',
    ]);
    expect(data!.author).toEqual([
      { '@type': 'Person', name: 'Josiah Carberry', sameAs: `https://orcid.org/${ORCID_EXAMPLE}` },
      { '@type': 'Person', name: 'Jide Okafor' },
    ]);
    // Named as the cards name them: particle, suffix, an organisation by its one name.
    const [named] = researchJsonLd(
      [
        {
          ...identifiedArticle,
          author: [
            { family: 'van Belkum', given: 'Alex' },
            { family: 'Hunt', given: 'H. B.', suffix: 'III' },
            { literal: 'Phage Directory' },
          ],
        },
      ],
      noLinks,
    ) as ScholarlyArticleJsonLd[];
    expect(named!.author).toEqual(
      ['Alex van Belkum', 'H. B. Hunt III', 'Phage Directory'].map((name) => ({
        '@type': 'Person',
        name,
      })),
    );
    const [expanded] = await expectValidSchemaOrg(data!);
    expect(expanded?.['@type']).toEqual([`${VOCAB}ScholarlyArticle`]);
    expect(expanded?.[`${VOCAB}identifier`]).toHaveLength(2);
  });

  test('Dataset: the GenBank accession and the DOI', async () => {
    const [data] = researchJsonLd([identifiedGenome], noLinks) as ScholarlyArticleJsonLd[];
    expect(data!.identifier).toEqual([
      { '@type': 'PropertyValue', propertyID: 'DOI', value: '10.5061/dryad.example' },
      { '@type': 'PropertyValue', propertyID: 'GenBank', value: 'MN908947.3' },
    ]);
    expect(data!.sameAs).toContain('https://www.ncbi.nlm.nih.gov/nuccore/MN908947.3');
    await expectValidSchemaOrg(data!);
  });

  test('a genome and the paper that describes it point at each other; the Dataset’s address is NCBI’s', async () => {
    const [paper, genome] = researchJsonLd(allWorks(identifiedRecord), linkIndex(identifiedRecord));
    const id = (key: string) => absoluteUrl(`/research#${key}`);
    expect(paper).toMatchObject({
      '@type': 'ScholarlyArticle',
      '@id': id('carberry2023phage'),
      isBasedOn: [{ '@id': id('fx01') }],
    });
    expect(genome).toMatchObject({
      '@type': 'Dataset',
      '@id': id('fx01'),
      url: 'https://www.ncbi.nlm.nih.gov/nuccore/MN908947.3',
      subjectOf: [{ '@id': id('carberry2023phage') }],
    });
    await expectValidSchemaOrg(paper!);
    await expectValidSchemaOrg(genome!);
  });

  test('Person: a well-formed ORCID iD leads sameAs; a malformed one is left out', async () => {
    const person = personJsonLd({
      name: 'Josiah Carberry',
      path: '/about',
      sameAs: [],
      orcid: ORCID_EXAMPLE,
    });
    expect(person.sameAs).toEqual([`https://orcid.org/${ORCID_EXAMPLE}`]);
    await expectValidSchemaOrg(person);
    expect(
      personJsonLd({ name: 'X', path: '/about', sameAs: [], orcid: '0000-0002-1825-0098' }).sameAs,
    ).toEqual([]);
  });

  test('every builder’s output on the real records is valid schema.org', async () => {
    for (const data of [
      ...researchJsonLd(allWorks(record), linkIndex(record)),
      ownerPersonJsonLd(),
      longFormJsonLd(phageTherapyAdvances, '/research/phage-therapy-advances'),
    ]) {
      await expectValidSchemaOrg(data);
    }
  });

  test('every kind of work: its schema.org type, and its title as clean text', async () => {
    const work = (type: string, extra: object = {}) => ({
      id: type,
      type,
      title: '<i>Escherichia coli</i> phage T<sub>4</sub> & CO₂',
      author: [{ family: 'Смирнов', given: 'Иван' }],
      issued: { 'date-parts': [[2020]] },
      ...extra,
    });
    const data = researchJsonLd(
      [
        work('chapter', { 'container-title': 'A <i>Book</i>' }),
        work('thesis', { publisher: 'MSU', genre: 'phdthesis' }),
        work('report'),
        work('software'),
        work('paper-conference'),
        work('dataset', { publisher: 'Zenodo' }),
      ],
      noLinks,
    ) as { '@type': string; name: string; isPartOf?: { name: string } }[];
    expect(data.map((d) => d['@type'])).toEqual([
      'Chapter',
      'Thesis',
      'Report',
      'SoftwareSourceCode',
      'ScholarlyArticle',
      'Dataset',
    ]);
    expect(new Set(data.map((d) => d.name))).toEqual(new Set(['Escherichia coli phage T₄ & CO₂']));
    expect(data[0]!.isPartOf?.name).toBe('A Book');
    for (const d of data) await expectValidSchemaOrg(d as object);
  });

  test('the parser rejects what is not JSON-LD (the check can fail)', async () => {
    await expect(
      expandOffline({ '@context': 'https://example.org/ctx', name: 'x' }),
    ).rejects.toThrow();
    const { properties } = vocabularyOf(
      await expandOffline({ '@context': 'https://schema.org', '@type': 'Thing', orcidNumber: 'x' }),
    );
    expect(properties).toEqual([`${VOCAB}orcidNumber`]);
    expect(schemaProperties.has('orcidNumber')).toBe(false);
  });
});

describe('Google Scholar citation tags', () => {
  test('title, one author tag each, date, venue, DOI and PDF when present', () => {
    expect(scholarCitationTags(identifiedPage, '/research/phage-therapy-advances')).toEqual({
      citation_title: 'Phage Therapy Advances',
      citation_author: ['Carberry, Josiah', 'Okafor, Jide'],
      citation_publication_date: '2025/03/14',
      citation_journal_title: site.name,
      citation_publisher: site.name,
      citation_language: 'en',
      citation_abstract_html_url: absoluteUrl('/research/phage-therapy-advances'),
      citation_doi: '10.1000/182',
      citation_pdf_url: absoluteUrl('/research/phage-therapy-advances.pdf'),
    });
  });

  test('as written by hand: a padded date, a DOI that is none, a PDF named from the site root', () => {
    const page = {
      ...identifiedPage,
      published: ' 2025-03-14 ',
      doi: 'doi pending',
      pdfUrl: 'papers/advances.pdf',
    };
    const tags = scholarCitationTags(page, '/research/phage-therapy-advances');
    expect(tags.citation_publication_date).toBe('2025/03/14');
    expect(tags).not.toHaveProperty('citation_doi');
    expect(tags.citation_pdf_url).toBe(absoluteUrl('/papers/advances.pdf'));
    // Without authors, the page is the owner's, in its structured data too.
    const data = longFormJsonLd({ ...phageTherapyAdvances, authors: undefined }, '/research/x');
    expect(data.author).toEqual([
      { '@type': 'Person', name: `${site.owner.given} ${site.owner.family}` },
    ]);
  });

  test('a real page: the owner as author, no DOI or PDF until they exist', () => {
    const tags = scholarCitationTags(microbiomeGutHealth, '/research/microbiome-gut-health');
    expect(tags.citation_author).toEqual([`${site.owner.family}, ${site.owner.given}`]);
    expect(tags.citation_publication_date).toBe('2025');
    expect(tags).not.toHaveProperty('citation_doi');
    expect(tags).not.toHaveProperty('citation_pdf_url');
  });
});
