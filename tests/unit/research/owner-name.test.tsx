import { render, screen } from '@testing-library/react';
import { WorkList } from '@/components/research/work-list';
import { WorkCard } from '@/components/research/publication-cards';
import { site } from '@/content/site';
import type { Csl } from '@/lib/research/csl';
import { isOwner, referenceLine } from '@/lib/research/work';

const owner = { family: 'Ellery', given: 'Rowan', orcid: undefined };

describe('her name in an author list', () => {
  test.each([
    [{ family: 'Ellery', given: 'Rowan' }, true],
    [{ family: 'Ellery', given: 'R.' }, true],
    [{ family: 'ELLERY', given: 'R. K.' }, true],
    [{ family: 'Ellery', given: 'Rowan-Kate' }, true],
    [{ family: 'Ellery', given: 'Sam' }, false],
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
