import { fileBibliography, researchRecord, type ResearchRecord } from './publications';

/** The research record the pages show. */
export async function loadResearchRecord(): Promise<ResearchRecord> {
  return researchRecord(fileBibliography());
}
