import { listDownload } from '@/lib/research/record';

export const dynamic = 'force-static';
export const GET = () => listDownload('ris');
