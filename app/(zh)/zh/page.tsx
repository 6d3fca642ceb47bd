// Written by scripts/build/lang-routes.ts from the site config's `langs`: change those and rerun it.
import { homeRoute } from '@/components/page/home-route';

const route = homeRoute('zh');

export const generateMetadata = route.generateMetadata;
export default route.Page;
