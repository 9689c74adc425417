// Signed-in pages whose features arrive in later issues (organizations): a heading
// and the spec's "Coming Soon" placeholder.
import type { LucideIcon } from 'lucide-react';
import { ComingSoon } from '@/web/components/coming-soon';

type ComingSoonPageProps = {
  title: string;
  feature: string;
  description: string;
  icon?: LucideIcon;
};

export function ComingSoonPage({ title, feature, description, icon }: ComingSoonPageProps) {
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold tracking-tight">{title}</h1>
      <ComingSoon feature={feature} description={description} icon={icon} />
    </>
  );
}
