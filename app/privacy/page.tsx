import { legalRoute } from '@/components/legal/legal-page';
import { privacy } from '@/content/legal';
import { routes } from '@/lib/routes';

// "Last updated" is today: regenerated once a day (ownerToday, components/legal/legal-page.tsx).
const route = legalRoute(privacy, routes.privacy);
export const metadata = route.metadata;
export default route.Page;
