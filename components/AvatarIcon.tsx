/** The account's picture where the platform gives none: a silhouette in the text colour (home's card, Mine). */
export function AvatarIcon({ size, className }: { size: number; className?: string }) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" className={className}>
      <circle cx="20" cy="20" r="20" fill="currentColor" opacity="0.18" />
      <circle cx="20" cy="16" r="7" fill="currentColor" />
      <path d="M7 34a13 13 0 0 1 26 0" fill="currentColor" />
    </svg>
  );
}
