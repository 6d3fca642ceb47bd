import { robotsRoute } from '@/lib/routing/site-files';

export const dynamic = 'force-static';
export const GET = robotsRoute;
