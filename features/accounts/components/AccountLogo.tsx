/**
 * The logo that heads the account screens (login, forgotten password, trial, social sign-in). It is their largest
 * paint, so it is asked for at high priority rather than as the Low the preload scanner gives a picture.
 */
export function AccountLogo({ className }: { className?: string }) {
  return <img src="/images/logo.svg" alt="" width={120} height={32} className={className} fetchPriority="high" />;
}
