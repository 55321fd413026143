// A home list while it loads: skeleton stadium cards (a failed list shows the kit's ErrorState).
import { SkeletonRows } from '@sanam/ui/skeleton.tsx';

export function StadiumListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <SkeletonRows
      label={label}
      rows={rows}
      listClass="space-y-3"
      rowClass="flex items-center gap-3 rounded-[var(--radius-card)] bg-ink-800 px-4 py-3.5 ring-1 ring-ink-600/60"
      leadClass="size-10 rounded-xl"
      lineClasses={['h-4 w-2/5', 'h-3 w-1/4']}
      trailClass="h-5 w-16 rounded-full"
    />
  );
}
