// Written by scripts/build/lang-routes.ts from the site config's `langs`: change those and rerun it.
import { feedRoute } from '@/lib/routing/site-files';

export const dynamic = 'force-static';
export const GET = feedRoute('zh', 'atom');
