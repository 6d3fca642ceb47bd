// Written by scripts/build/locale-routes.ts from the site config's locales: change those and rerun it.
import { feedRoute } from '@/lib/site-files';

export const dynamic = 'force-static';
export const GET = feedRoute('en', 'atom');
