// Written by scripts/build/lang-routes.ts from the site config's `langs`: change those and rerun it.
import { languageRoutes } from '@/components/page/lang-routes';

const routes = languageRoutes('en');

// Next reads a route's segment config from the file itself, so this line cannot be shared.
export const dynamicParams = false;
export const generateStaticParams = routes.sectionPage.generateStaticParams;
export const generateMetadata = routes.sectionPage.generateMetadata;
export default routes.sectionPage.Page;
