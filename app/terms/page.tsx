import { legalRoute } from '@/components/legal/legal-page';
import { terms } from '@/content/legal';
import { routes } from '@/lib/routes';

// "Last updated" is today: regenerated once a day (ownerToday, components/legal/legal-page.tsx).
const route = legalRoute(terms, routes.terms);
export const metadata = route.metadata;
export default route.Page;
