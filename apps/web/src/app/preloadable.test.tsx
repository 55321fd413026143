import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageReload } from '../lib/page-reload.ts';
import { PageSpinner } from '@sanam/ui/spinner.tsx';
import { preloadable } from './preloadable.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

function Page() {
  return <h1>หน้าที่โหลดแล้ว</h1>;
}

function inShell(element: React.ReactNode) {
  return render(
    <RouteErrorBoundary resetKey="/page">
      <Suspense fallback={<PageSpinner />}>{element}</Suspense>
    </RouteErrorBoundary>,
  );
}

describe('pages in chunks of their own', () => {
  it('shows a spinner while the chunk is on its way, then the page', async () => {
    let arrive = (_: typeof Page) => undefined as void;
    const page = preloadable(() => new Promise<typeof Page>((resolve) => (arrive = resolve)));
    inShell(<page.Component />);
    expect(screen.getByRole('status', { name: 'กำลังโหลด' })).toBeInTheDocument();
    arrive(Page);
    expect(await screen.findByRole('heading', { name: 'หน้าที่โหลดแล้ว' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a chunk fetched ahead at once, without the spinner', async () => {
    const page = preloadable(() => Promise.resolve(Page));
    await page.preload();
    inShell(<page.Component />);
    expect(screen.getByRole('heading', { name: 'หน้าที่โหลดแล้ว' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when the chunk cannot be fetched, and offers to reload the app', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const page = preloadable<object>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    inShell(<page.Component />);
    expect(await screen.findByRole('alert')).toHaveTextContent('เปิดหน้านี้ไม่สำเร็จ');
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
