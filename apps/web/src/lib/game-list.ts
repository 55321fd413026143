// Spec §2: the five game launch pages. Kept apart from the page, in lib/, so the route table and the
// home page's entry points can list them without loading the page itself (the page is a lazy route).
export const GAMES = ['m7', 'wc', 'mpy', 'ws', 'step'] as const;
export type Game = (typeof GAMES)[number];
