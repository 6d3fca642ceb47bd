// Written by scripts/build/locale-routes.ts from the site config's locales: change those and rerun it.
import { languageRoutes } from '@/components/page/language-routes';

const routes = languageRoutes('zh');

export const dynamicParams = false;
export default routes.SectionLayout;
