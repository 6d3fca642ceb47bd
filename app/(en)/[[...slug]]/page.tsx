import { RoutePage } from '@/components/page/RoutePage';
import { pageMetadata, staticParams } from '@/components/page/metadata';

type Props = { params: Promise<{ slug?: string[] }> };

export const dynamicParams = false;
export const generateStaticParams = () => staticParams('en');
export const generateMetadata = async ({ params }: Props) => pageMetadata('en', (await params).slug);

export default async function Page({ params }: Props) {
  return <RoutePage lang="en" slug={(await params).slug} />;
}
