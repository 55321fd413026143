// The member account (spec §3 User, §7 account calls): registration, login, profile, edits, device.
//
// Owns the members table's profile columns and the shape of the wire `user`.
// Invariants:
// - Every call is scoped by the member id of the caller's token (MemberPrincipal), never the body.
// - The wire `user` never carries a password hash; money is baht on the wire (satang inside, read
//   from the ledger), coins are `event_point`.
// - A member is created together with their ledger accounts (openMemberAccounts) and their first
//   session, in one transaction: all or nothing.
// - A member may change only their name; phone and bank account belong to the operator.
// - Usernames are generated ('sn' + 6 lowercase letters/digits), unique; a referrer is an existing
//   member's username, matched case-insensitively.
// - A new member is assigned the house account they deposit into (assignDepositAccounts), in the
//   transaction that creates them; wallet reassigns members through the same function when a house
//   account is added, activated or deactivated (registerDepositAccountAssignment).
import { randomInt } from 'node:crypto';
import type {
  EditUserRequest,
  LoginData,
  LoginRequest,
  RegisterRequest,
  User,
} from '@sanam/contract/account.ts';
import { DEFAULT_AGENT_ID } from '@sanam/contract/constants.ts';
import { permilleToFactor } from '@sanam/contract/risk.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { Queryable } from '../../db/db.ts';
import { badRequest, conflict, unauthorized } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberBalances, openMemberAccounts } from '../../ledger/ledger.ts';
import {
  hashPassword,
  loginMember,
  refreshMemberSession,
  startMemberSession,
  type ClientInfo,
  type MemberPrincipal,
  type MemberTokens,
} from '../auth/index.ts';
import { depositAccountOf, onAssignDepositAccounts } from '../wallet/index.ts';
import { assignDepositAccounts } from './deposit-account-queries.ts';
import * as queries from './queries.ts';

const USERNAME_PREFIX = 'sn';
const USERNAME_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const USERNAME_RANDOM_LENGTH = 6;
const USERNAME_ATTEMPTS = 10;

function generateUsername(): string {
  let s = USERNAME_PREFIX;
  for (let i = 0; i < USERNAME_RANDOM_LENGTH; i++)
    s += USERNAME_ALPHABET[randomInt(USERNAME_ALPHABET.length)];
  return s;
}

/** The wire `user` of a member (spec §3), or null when there is no such member. */
export async function memberUser(db: Queryable, memberId: number): Promise<User | null> {
  const [row, account, balances] = await Promise.all([
    queries.findMemberWithReferrer(db, memberId),
    depositAccountOf(db, memberId),
    memberBalances(db, [memberId]),
  ]);
  if (!row) return null;
  const balance = balances.get(memberId);
  return {
    id: row.id,
    phone: row.phone,
    name: row.name,
    username: row.username,
    bank_name: row.bank_name,
    bank_acc_no: row.bank_acc_no,
    bank_acc_name: row.bank_acc_name,
    affiliate_username: row.affiliate_username,
    agent_id: row.agent_id,
    balance: satangToBaht(balance?.cashSatang ?? 0),
    is_vip: row.is_vip,
    event_point: balance?.coins ?? 0,
    account,
    betting: {
      bet_suspended: row.bet_suspended,
      max_bet: row.max_bet_satang === null ? null : satangToBaht(row.max_bet_satang),
      limit_factor: row.limit_permille === null ? null : permilleToFactor(row.limit_permille),
      refer_above: row.refer_above_satang === null ? null : satangToBaht(Number(row.refer_above_satang)),
    },
  };
}

async function requireUser(db: Queryable, memberId: number): Promise<User> {
  const user = await memberUser(db, memberId);
  if (!user) throw unauthorized('auth.session_ended');
  return user;
}

async function loginReply(db: Queryable, tokens: MemberTokens): Promise<LoginData> {
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    user: await requireUser(db, tokens.memberId),
  };
}

/** POST /user/login: tokens and the user. */
export async function login(deps: AppDeps, input: LoginRequest, client: ClientInfo): Promise<LoginData> {
  const tokens = await loginMember(deps, input, client);
  return loginReply(deps.db, tokens);
}

/** POST /line/refresh: rotated tokens and the user. */
export async function refreshMemberTokens(deps: AppDeps, refreshToken: string): Promise<LoginData> {
  const tokens = await refreshMemberSession(deps, refreshToken);
  return loginReply(deps.db, tokens);
}

/**
 * POST /user/register: creates the member with a generated username and their ledger accounts,
 * then logs in (same reply as login). Phone or bank account already registered: 409.
 */
export async function register(
  deps: AppDeps,
  input: RegisterRequest,
  client: ClientInfo,
): Promise<LoginData> {
  // hashed before the transaction: argon2 is the slow part and holds no lock
  const passwordHash = await hashPassword(input.password, deps.config);
  const referrerCode = input.referrer?.trim() ?? '';
  const tokens = await deps.db.transaction(async (tx) => {
    const referrerId = referrerCode ? await queries.findMemberIdByUsername(tx, referrerCode) : null;
    if (referrerCode && referrerId === null)
      throw badRequest('auth.referrer_unknown', { referrer: 'auth.referrer_unknown' });
    await assertFree(tx, input.phone, input.bank_name, input.bank_acc_no);
    for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt++) {
      const memberId = await queries.insertMemberUnlessTaken(tx, {
        phone: input.phone,
        passwordHash,
        name: input.name,
        username: generateUsername(),
        bankName: input.bank_name,
        bankAccNo: input.bank_acc_no,
        referrerId,
        agentId: input.agent_id ?? DEFAULT_AGENT_ID,
      });
      if (memberId !== null) {
        await openMemberAccounts(tx, memberId);
        await assignDepositAccounts(tx, memberId);
        return startMemberSession(tx, deps.config, memberId, client);
      }
      // a concurrent registration may have taken the phone or account meanwhile; else the username
      await assertFree(tx, input.phone, input.bank_name, input.bank_acc_no);
    }
    throw new Error('could not generate a free username');
  });
  return loginReply(deps.db, tokens);
}

async function assertFree(tx: Queryable, phone: string, bankName: string, bankAccNo: string): Promise<void> {
  if (await queries.isPhoneTaken(tx, phone))
    throw conflict('auth.phone_taken', { phone: 'auth.phone_taken' });
  if (await queries.isBankAccountTaken(tx, bankName, bankAccNo)) {
    throw conflict('auth.bank_account_taken', { bank_acc_no: 'auth.bank_account_taken' });
  }
}

/** POST /user/user/get_profile */
export async function getProfile(deps: AppDeps, member: MemberPrincipal): Promise<{ user: User }> {
  return { user: await requireUser(deps.db, member.memberId) };
}

/** POST /user/user/edit_user: the name only (the contract refuses every other field). */
export async function editProfile(
  deps: AppDeps,
  member: MemberPrincipal,
  input: EditUserRequest,
): Promise<{ user: User }> {
  if (input.name !== undefined) await queries.updateMemberName(deps.db, member.memberId, input.name);
  return getProfile(deps, member);
}

/** POST /user/user/ipaddress: the address the request came from (never the body's), and the device id. */
export async function recordDevice(
  deps: AppDeps,
  member: MemberPrincipal,
  device: { ip: string; wcUuid: string },
): Promise<{ ip: string }> {
  await queries.updateMemberDevice(deps.db, member.memberId, device.ip, device.wcUuid);
  return { ip: device.ip };
}

/**
 * Lets wallet move members onto the active house accounts, in the transaction that changes them:
 * the column is members'. Called once per app (app.ts buildApp), before any request.
 */
export function registerDepositAccountAssignment(): void {
  onAssignDepositAccounts((tx) => assignDepositAccounts(tx));
}
