// Written by scripts/build/locale-routes.ts from the site config's locales: change those and rerun it.
import { catchAllRoute } from '@/components/page/catch-all';

const route = catchAllRoute('en');

// Next reads a route's segment config from the file itself, so this line cannot be shared.
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
