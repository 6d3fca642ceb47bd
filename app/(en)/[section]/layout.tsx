// Written by scripts/build/lang-routes.ts from the site config's `langs`: change those and rerun it.
import { languageRoutes } from '@/components/page/lang-routes';

const routes = languageRoutes('en');

export const dynamicParams = false;
export default routes.SectionLayout;
