import { feedRoute } from '@/lib/site-files';

export const dynamic = 'force-static';
export const GET = feedRoute('en', 'atom');
