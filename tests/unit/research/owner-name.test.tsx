import { render, screen } from '@testing-library/react';
import { WorkList } from '@/components/research/work-list';
import { WorkCard } from '@/components/research/publication-cards';
import { site } from '@/content/site';
import type { Csl, CslName } from '@/lib/research/csl';
import { isOwner, ownerNameIn, referenceLine } from '@/lib/research/work';

const owner = { family: 'Ellery', given: 'Rowan', orcid: undefined };

describe('her name in an author list', () => {
  test.each([
    [{ family: 'Ellery', given: 'Rowan' }, true],
    [{ family: 'Ellery', given: 'R.' }, true],
    [{ family: 'ELLERY', given: 'R. K.' }, true],
    [{ family: 'Ellery', given: 'Rowan-Kate' }, true],
    [{ family: 'Ellery', given: ' Rowan' }, true],
    [{ family: 'Ellery', given: 'Sam' }, false],
    // Only an initial stands for her given name, not the start of another.
    [{ family: 'Ellery', given: 'Ro' }, false],
    [{ family: 'Ellerby', given: 'R.' }, false],
    [{ literal: 'Rowan Ellery Lab' }, false],
  ])('%j is hers: %s', (name, mine) => {
    expect(isOwner(name, owner)).toBe(mine);
  });

  test('where both have ORCID iDs, the iD decides', () => {
    const withId = { ...owner, orcid: '0000-0002-1825-0097' };
    expect(isOwner({ family: 'Ellery', given: 'R.', _orcid: '0000-0002-1825-0097' }, withId)).toBe(
      true,
    );
    expect(isOwner({ family: 'Ellery', given: 'R.', _orcid: '0000-0001-5109-3700' }, withId)).toBe(
      false,
    );
    // An iD on the name alone, with none known for her, leaves the name to decide.
    expect(isOwner({ family: 'Ellery', given: 'R.', _orcid: '0000-0001-5109-3700' }, owner)).toBe(
      true,
    );
  });

  test('her family name and initial, for the formatted citations to set apart', () => {
    const by = (...author: CslName[]) =>
      ownerNameIn({ id: 'w', type: 'article-journal', title: 'T', author });
    expect(
      by({ family: 'Okafor', given: 'A.' }, { family: site.owner.family, given: ' Rowan' }),
    ).toEqual({ family: site.owner.family, initial: 'R' });
    expect(by({ family: 'Okafor', given: 'A.' })).toBeUndefined();
  });

  test('set apart on a card and in a row of the full list, as the fourth of eight', () => {
    const author = [
      'Okafor',
      'Lindqvist',
      'Haddad',
      site.owner.family,
      'Brennan',
      'Chen',
      'Diaz',
      'Ito',
    ].map((family) => ({ family, given: family === site.owner.family ? 'R.' : 'A.' }));
    const work: Csl = { id: 'w', type: 'article-journal', title: 'A work', author };
    for (const view of [
      <WorkCard key="card" work={work} />,
      <WorkList key="row" works={[work]} counts={{}} />,
    ]) {
      const { unmount } = render(view);
      const strong = screen.getByText(`R. ${site.owner.family}`);
      expect(strong.tagName).toBe('STRONG');
      expect(screen.getByText('A. Okafor', { exact: false }).tagName).not.toBe('STRONG');
      unmount();
    }
    // The CV's line sets it in bold too.
    expect(referenceLine(work)).toMatch(
      /^Okafor, A\., Lindqvist, A\., Haddad, A\., <b>Ellery, R\.<\/b>, Brennan/,
    );
  });
});
