import { listDownload } from '@/lib/research/record';

export const GET = () => listDownload('ris');
