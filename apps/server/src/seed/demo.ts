import type { Db } from '../db/db.ts';

export const DEMO_LOGINS: Array<{ who: string; login: string; password: string }> = [];

export async function seedDemo(_db: Db): Promise<void> {}
