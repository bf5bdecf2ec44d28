import { cachedListText } from '@/lib/research/cached';
import { listDownload } from '@/lib/research/record';

export const GET = () => listDownload('bib', cachedListText);
