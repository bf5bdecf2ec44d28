/**
 * `npm run research:check`: every repair and every entry left out of the owner's publications file,
 * as the build reports them, before publishing. Exits 1 when there are any and RESEARCH_STRICT=1.
 */
import { publicationsFile, reportText, STRICT_VARIABLE } from '../lib/research/bibtex';

const { items, reports } = publicationsFile();
console.log(reportText(reports) || 'Every entry loaded as written.');
console.log(`${items.length} ${items.length === 1 ? 'work' : 'works'} loaded.`);
if (reports.length && process.env[STRICT_VARIABLE] === '1') process.exit(1);
