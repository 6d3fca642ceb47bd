// Written by scripts/build/lang-routes.ts from the site config's `langs`: change those and rerun it.
import { sectionRoutes } from '@/components/page/section-routes';

const routes = sectionRoutes('en');

// Next reads a route's segment config from the file itself, so this line cannot be shared.
export const dynamicParams = false;
export const generateStaticParams = routes.generateStaticParams;
export const generateMetadata = routes.generateMetadata;
export default routes.Page;
