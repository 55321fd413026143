import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../../lib/auth-token.ts';
import { fail, mockApi, ok } from '@sanam/client/testing/mock.ts';
import { adminOperator, renderApp, sessionTokens, signIn } from '../../../test/render-app.tsx';

const cashier = { id: 7, username: 'cashier1', role: 'cashier' as const };
const totpOn = { enrolled: true, required: true, demo_exempt: false, recovery_codes_left: 10 };
const codes = Array.from({ length: 10 }, (_, i) => `abcde-2345${i}`);
const enrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_uri: 'otpauth://totp/Sanam%20Live:cashier1?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qr_data_url: 'data:image/png;base64,iVBORw0KGgo=',
};

/** The password was right: the second step to take, with its challenge. */
function challenge(step: 'totp' | 'enrol', challengeToken: string) {
  return ok({ step, challenge_token: challengeToken, expires_in: 300, operator: cashier });
}

/** Signed in with a second factor on; `extra` is what the step adds (the recovery codes). */
function signedIn(accessToken: string, extra: Record<string, unknown> = {}) {
  return ok({
    step: 'done',
    access_token: accessToken,
    ...sessionTokens,
    operator: cashier,
    totp: totpOn,
    ...extra,
  });
}

async function passwordStep(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Username'), 'cashier1');
  await user.type(screen.getByLabelText('Password'), 'cashier1234');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('two-step login', () => {
  it('asks an enrolled operator for a code, stores no token before it, then signs in', async () => {
    const api = mockApi({
      'POST /admin/auth/login': challenge('totp', 'chal-1'),
      'POST /admin/auth/login/totp': ({ body }) =>
        (body as { code?: string }).code === '123456'
          ? signedIn('tok-2')
          : fail(400, 'The code is wrong or has already been used', 'validation'),
      'GET /admin/auth/me': ok({ operator: cashier }),
    });
    const { user } = renderApp('/login');
    await passwordStep(user);

    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    const verify = screen.getByRole('button', { name: 'Verify' });
    await user.type(screen.getByLabelText('6-digit code'), '12a');
    expect(await screen.findByText('The code is 6 digits')).toBeInTheDocument();
    expect(verify).toBeDisabled();

    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is wrong or has already been used')).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();

    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('tok-2'));
    expect(api.callsTo('POST /admin/auth/login/totp').at(-1)?.body).toEqual({
      challenge_token: 'chal-1',
      code: '123456',
    });
  });

  it('takes a recovery code instead of a code', async () => {
    const api = mockApi({
      'POST /admin/auth/login': challenge('totp', 'chal-1'),
      'POST /admin/auth/login/totp': signedIn('tok-3'),
      'GET /admin/auth/me': ok({ operator: cashier }),
    });
    const { user } = renderApp('/login');
    await passwordStep(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCDE-23456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('tok-3'));
    expect(api.callsTo('POST /admin/auth/login/totp')[0]?.body).toEqual({
      challenge_token: 'chal-1',
      recovery_code: 'abcde23456',
    });
  });

  it('makes an operator without a second factor enrol first (production), showing the recovery codes once before signing in', async () => {
    const api = mockApi({
      'POST /admin/auth/login': challenge('enrol', 'chal-e'),
      'POST /admin/auth/login/enrol': ok(enrolment),
      'POST /admin/auth/login/enrol/confirm': signedIn('tok-4', { recovery_codes: codes }),
      'GET /admin/auth/me': ok({ operator: cashier }),
      'GET /admin/cashier/summary': ok({ deposits_pending: 0, withdrawals_pending: 0 }),
    });
    const { user } = renderApp('/login');
    await passwordStep(user);

    expect(await screen.findByRole('heading', { name: 'Set up two-step verification' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code for the authenticator app' })).toHaveAttribute(
      'src',
      enrolment.qr_data_url,
    );
    expect(screen.getByLabelText('Secret key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(api.callsTo('POST /admin/auth/login/enrol')).toHaveLength(1);

    await user.type(screen.getByLabelText('6-digit code'), '111222');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Copy all codes' })).toBeInTheDocument();
    // the codes first: no session until the operator says they kept them
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I have saved them, continue' }));
    await waitFor(() => expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('tok-4'));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('says so when a demo staff account signs in without a second factor', async () => {
    mockApi({
      'POST /admin/auth/login': ok({
        step: 'done',
        access_token: 'tok-5',
        ...sessionTokens,
        operator: adminOperator,
        totp: { enrolled: false, required: false, demo_exempt: true, recovery_codes_left: 0 },
      }),
      'GET /admin/auth/me': ok({ operator: adminOperator }),
      'GET /admin/ledger/check/last': ok({ last: null, running: false }),
    });
    const { user } = renderApp('/login');
    await passwordStep(user);
    expect(
      await screen.findByText('Demo account: signed in without two-step verification'),
    ).toBeInTheDocument();
  });
});

describe('security screen', () => {
  it('enrols the signed-in operator: QR, secret, a first code, then the recovery codes once', async () => {
    signIn();
    let enrolled = false;
    const api = mockApi({
      'GET /admin/auth/me': ok({ operator: cashier }),
      'GET /admin/cashier/summary': ok({ deposits_pending: 0, withdrawals_pending: 0 }),
      'GET /admin/auth/totp': () =>
        ok(
          enrolled
            ? totpOn
            : { enrolled: false, required: false, demo_exempt: false, recovery_codes_left: 0 },
        ),
      'POST /admin/auth/totp/enrol': ok(enrolment),
      'POST /admin/auth/totp/enrol/confirm': () => {
        enrolled = true;
        return ok({ recovery_codes: codes, totp: totpOn });
      },
    });
    const { user } = renderApp('/security');
    expect(await screen.findByText('Off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up' }));
    expect(await screen.findByLabelText('Secret key')).toBeInTheDocument();
    await user.type(screen.getByLabelText('6-digit code'), '333444');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getByText(codes[0]!)).toBeInTheDocument();
    expect(api.callsTo('POST /admin/auth/totp/enrol/confirm')[0]?.body).toEqual({ code: '333444' });
    await user.click(screen.getByRole('button', { name: 'I have saved them, continue' }));
    expect(await screen.findByText('On: every sign-in asks for a code from the app')).toBeInTheDocument();
    expect(screen.queryByText(codes[0]!)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Secret key')).not.toBeInTheDocument();
  });

  it("lets an admin reset another operator's second factor after confirming", async () => {
    signIn();
    const api = mockApi({
      'GET /admin/auth/me': ok({ operator: adminOperator }),
      'GET /admin/auth/totp': ok(totpOn),
      'GET /admin/operators': ok({
        operators: [
          { ...adminOperator, is_active: true, totp_enrolled: true, demo_exempt: true },
          { ...cashier, is_active: true, totp_enrolled: true, demo_exempt: true },
        ],
      }),
      'POST /admin/operators/7/totp/reset': ok(null),
    });
    const { user } = renderApp('/security');
    await user.click(await screen.findByRole('button', { name: 'Reset two-step verification of cashier1' }));
    expect(
      screen.queryByRole('button', { name: 'Reset two-step verification of admin' }),
    ).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(api.callsTo('POST /admin/operators/7/totp/reset')).toHaveLength(1));
    expect(await screen.findByText('Two-step verification of this account was reset')).toBeInTheDocument();
  });
});
