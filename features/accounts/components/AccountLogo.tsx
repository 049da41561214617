import { BrandMark } from '@/components/brand/BrandMark';

/** The merchant's mark and name that head the account screens (login, register, forgotten password, trial, social sign-in). */
export function AccountLogo({ className }: { className?: string }) {
  return <BrandMark size={40} className={className} />;
}
