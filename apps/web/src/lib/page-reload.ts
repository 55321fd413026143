// Spec §4: after a withdrawal or a slip succeeds the page reloads, so every screen starts again from
// what the server now holds (balance, requests, history). One seam, so tests can watch it happen.
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
