// The pulsing dot of spec §2 that marks something live (an open rate, the live tab). Decorative: the
// text beside it says what it means.
export function LiveDot({
  tone = 'red',
  className = '',
}: {
  tone?: 'red' | 'success' | 'dark';
  className?: string;
}) {
  const colour = tone === 'success' ? 'bg-success' : tone === 'dark' ? 'bg-red-side-dark' : 'bg-red-side';
  return (
    <span className={`relative flex size-2.5 shrink-0 ${className}`} aria-hidden="true">
      <span className={`absolute inline-flex size-full animate-ping rounded-full opacity-60 ${colour}`} />
      <span className={`relative inline-flex size-2.5 rounded-full ${colour}`} />
    </span>
  );
}
