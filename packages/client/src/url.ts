// A declared route's URL: its :params filled in, its query string without empty values.
import type { RouteDeclaration } from '@sanam/contract/routes/route.ts';

type Values = Record<string, string | number | boolean | null | undefined>;

/** The route's path with its params, e.g. `/user/match/5` for `/user/match/:id` and `{ id: 5 }`. */
export function pathOf(route: RouteDeclaration, params: Values = {}): string {
  return route.path.replace(/:([A-Za-z_]\w*)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

export function queryString(query: Values = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
