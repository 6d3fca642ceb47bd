// Written by scripts/build/locale-routes.ts from the site config's locales: change those and rerun it.
import { languageRoutes } from '@/components/page/language-routes';

const routes = languageRoutes('en');

export const generateMetadata = routes.home.generateMetadata;
export default routes.home.Page;
