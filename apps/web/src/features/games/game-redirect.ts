// Leaving the app for a game: one seam, so tests can watch where the member is sent.
export const gameRedirect = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
