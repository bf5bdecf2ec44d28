import { listDownload } from '@/lib/research/record';

export const dynamic = 'force-static';

export function GET() {
  return listDownload('ris');
}
