import { robotsRoute } from '@/lib/site-files';

export const dynamic = 'force-static';
export const GET = robotsRoute;
