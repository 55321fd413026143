export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="var(--color-ink-700)" />
        <circle cx="32" cy="32" r="19" fill="none" stroke="var(--color-gold-500)" strokeWidth="5" />
        <circle cx="32" cy="32" r="7" fill="var(--color-red-side)" />
        <path d="M13 32h6M45 32h6" stroke="var(--color-blue-side)" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <span className="text-lg leading-none font-semibold tracking-wide">
        <span className="text-gold-400">SANAM</span> <span className="text-ink-100">LIVE</span>
      </span>
    </span>
  );
}
