import {
  doiKey,
  doiUrl,
  identifierLinks,
  isDoi,
  normalizeDoi,
  normalizeOrcid,
} from '@/lib/identifiers';

const WILEY = '10.1002/(SICI)1097-4636(199602)30:2<173::AID-JBM6>3.0.CO;2-R';

describe('DOIs as the DOI Handbook allows them', () => {
  test.each([
    '10.1000/182',
    '10.1000.10/123456',
    WILEY,
    '10.1007/978-3-319-55696-3_16',
    '10.5555/a#b?c"d<e>',
    '10.5555/фаг',
    '10/d9c537',
  ])('%s is a DOI', (doi) => {
    expect(isDoi(doi)).toBe(true);
  });

  test.each([
    '',
    '10.1/x',
    '10.1000',
    '10.1000/',
    'doi:10.1000/182',
    '10.1000/a b',
    '10.1000/a\nb',
    // No registered DOI holds a brace or backslash; in a BibTeX file they would end the value.
    '10.1234/x}}@misc{evil,title={pwned}}',
    '10.1000/a\\b',
    '10/d9c537}',
  ])('%j is not', (value) => {
    expect(isDoi(value)).toBe(false);
  });

  test('the resolver URL encodes what a URL cannot hold as it is', () => {
    expect(doiUrl('10.1000/182')).toBe('https://doi.org/10.1000/182');
    expect(doiUrl(WILEY)).toBe(
      'https://doi.org/10.1002/(SICI)1097-4636(199602)30:2%3C173::AID-JBM6%3E3.0.CO;2-R',
    );
    expect(doiUrl('10.5555/a#b?c"d<e>')).toBe('https://doi.org/10.5555/a%23b%3Fc%22d%3Ce%3E');
    expect(identifierLinks({ doi: WILEY })).toEqual([
      { kind: 'doi', value: WILEY, url: doiUrl(WILEY) },
    ]);
  });

  test('any written form normalises to the bare DOI; anything else to nothing', () => {
    expect(
      [
        'https://doi.org/10.1000/182',
        'http://dx.doi.org/10.1000/182',
        'https://www.doi.org/10.1000/182',
        'doi.org/10.1000/182',
        'doi:10.1000/182',
        ' DOI: 10.1000/182 ',
        'https://doi.org/10.1002/(SICI)1097-4636(199602)30:2%3C173::AID-JBM6%3E3.0.CO;2-R',
        'https://doi.org/10.5555/100%',
        'http://doi.acm.org/10.1145/1122445.1122456',
        'https://doi.org/10/d9c537',
        'https://example.org/10.1000/182',
        'not a doi',
      ].map(normalizeDoi),
    ).toEqual([
      '10.1000/182',
      '10.1000/182',
      '10.1000/182',
      '10.1000/182',
      '10.1000/182',
      '10.1000/182',
      WILEY,
      '10.5555/100%',
      '10.1145/1122445.1122456',
      '10/d9c537',
      undefined,
      undefined,
    ]);
  });

  test('only the whole value: a DOI inside other text is not read as one', () => {
    for (const value of [
      'see https://doi.org/10.1000/182',
      'xdoi:10.1000/182',
      'https://doi.org/10.1000/182\nmore',
      'x10/d9c537',
    ])
      expect(normalizeDoi(value)).toBeUndefined();
  });

  test('one DOI, however written, is one key: DOIs ignore case', () => {
    const forms = ['10.1002/ABC.12', 'https://doi.org/10.1002/abc.12', ' doi:10.1002/Abc.12 '];
    expect(new Set(forms.map(doiKey))).toEqual(new Set(['10.1002/abc.12']));
    // What is no DOI is still a key, as written: it matches only itself.
    expect(doiKey(' Not-A-DOI ')).toBe('not-a-doi');
  });
});

test('an ORCID iD reads the same from the setting and from Crossref: bare, or its orcid.org address', () => {
  const id = '0000-0002-1825-0097';
  for (const form of [
    id,
    ` ${id} `,
    `https://orcid.org/${id}`,
    `http://orcid.org/${id}`,
    `https://www.ORCID.org/${id}`,
  ])
    expect(normalizeOrcid(form)).toBe(id);
  for (const form of [
    '0000-0002-1825-0098',
    `https://example.org/${id}`,
    `orcid.org/${id}`,
    `see https://orcid.org/${id}`,
    `x${id}`,
    `${id}x`,
    '',
  ])
    expect(normalizeOrcid(form)).toBeUndefined();
});
