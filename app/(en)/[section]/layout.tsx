// Written by scripts/build/lang-routes.ts from the site config's `langs`: change those and rerun it.
import { sectionRoutes } from '@/components/page/section-routes';

const routes = sectionRoutes('en');

export const dynamicParams = false;
export default routes.Layout;
