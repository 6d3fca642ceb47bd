import { RoutePage } from '@/components/page/RoutePage';
import { pageMetadata, staticParams } from '@/components/page/metadata';

type Props = { params: Promise<{ slug?: string[] }> };

export const dynamicParams = false;
export const generateStaticParams = () => staticParams('zh');
export const generateMetadata = async ({ params }: Props) => pageMetadata('zh', (await params).slug);

export default async function Page({ params }: Props) {
  return <RoutePage lang="zh" slug={(await params).slug} />;
}
