// A home list while it loads: skeleton stadium cards (a failed list shows ui/load-error.tsx).
import { Skeleton, SkeletonList } from '../../ui/skeleton.tsx';

export function StadiumListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <SkeletonList label={label}>
      <div className="space-y-3">
        {Array.from({ length: rows }, (_, i) => (
          <div
            key={i}
            className="flex items-center gap-3 rounded-[var(--radius-card)] bg-ink-800 px-4 py-3.5 ring-1 ring-ink-600/60"
          >
            <Skeleton className="size-10 rounded-xl" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/5" />
              <Skeleton className="h-3 w-1/4" />
            </div>
            <Skeleton className="h-5 w-16 rounded-full" />
          </div>
        ))}
      </div>
    </SkeletonList>
  );
}
