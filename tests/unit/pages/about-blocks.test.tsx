import { render, screen, within } from '@testing-library/react';
import * as Cv from '@/components/about/cv-blocks';
import * as about from '@/content/about';

const PARTS = 'h3, p, span, li';
const hasWords = (element: Element) => Boolean(element.textContent);

/** An entry's innermost parts with words, in order: what a reader meets. */
const partsOf = (item: Element) =>
  Array.from(item.querySelectorAll(PARTS))
    .filter((part) => hasWords(part) && !Array.from(part.querySelectorAll(PARTS)).some(hasWords))
    .map((part) => part.textContent);

const itemsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map(partsOf);

describe('the About page’s record of her career', () => {
  test('degrees: year, degree and field, where, and what it was', () => {
    const { container } = render(<Cv.EducationList degrees={about.education} />);
    expect(itemsOf(container.querySelector('ul')!)).toEqual(
      about.education.map((d) => [
        String(d.year),
        `${d.degree}, ${d.field}`,
        `${d.institution}, ${d.location}`,
        d.detail,
      ]),
    );
  });

  test('roles in the order written: their years, employer and place, and what she did', () => {
    const { container } = render(<Cv.Timeline roles={about.workExperience} />);
    const list = container.querySelector('ol')!;
    expect(itemsOf(list)).toEqual(
      about.workExperience.map((role) => [
        about.roleDates(role),
        role.title,
        `${role.employer} · ${role.location}`,
        ...role.highlights,
      ]),
    );
    // The role she holds now is the one marked in the accent colour.
    const dots = Array.from(list.querySelectorAll(':scope > li > span[aria-hidden]'));
    expect(dots.map((dot) => dot.classList.contains('bg-accent'))).toEqual(
      about.workExperience.map((role) => role.end === undefined),
    );
  });

  test('skills, credentials, presentations and the rest, each whole', () => {
    render(<Cv.TagList items={about.technologies} label="Technologies" />);
    expect(
      within(screen.getByRole('list', { name: 'Technologies' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(about.technologies);

    const credentials = render(<Cv.CredentialList items={about.certifications} />).container;
    expect(itemsOf(credentials.querySelector('ul')!)).toEqual(
      about.certifications.map((c) => [c.title, c.issuer, c.detail]),
    );

    const dated = render(<Cv.DatedList items={about.presentationsAwards} />).container;
    expect(itemsOf(dated.querySelector('ul')!)).toEqual(
      about.presentationsAwards.map((entry) => [
        entry.kind,
        entry.title,
        entry.detail,
        String(entry.year),
      ]),
    );

    const simple = render(<Cv.SimpleList items={about.extracurricular} />).container;
    expect(itemsOf(simple.querySelector('ul')!)).toEqual(
      about.extracurricular.map((entry) => [entry.title, entry.detail]),
    );
  });
});
