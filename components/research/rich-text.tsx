import { Fragment, type ReactNode } from 'react';
import { richRuns, type Mark } from '@/lib/research/rich-text';

const ELEMENTS: Record<Mark, (children: ReactNode) => ReactNode> = {
  i: (c) => <i>{c}</i>,
  b: (c) => <b>{c}</b>,
  sup: (c) => <sup>{c}</sup>,
  sub: (c) => <sub>{c}</sub>,
  sc: (c) => <span className="small-caps">{c}</span>,
};

/** A title's CSL markup as elements: a species name in italics, CO₂'s subscript, small caps. */
export function RichText({ value }: { value: string }) {
  return richRuns(value).map((run, i) => (
    <Fragment key={i}>
      {run.marks.reduceRight<ReactNode>((c, m) => ELEMENTS[m](c), run.text)}
    </Fragment>
  ));
}
