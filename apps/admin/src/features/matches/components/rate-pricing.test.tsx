// The typed rate's pricing on the desk, live before it is published: each side's implied
// probability, the house's margin, and the warning when the quote gives members the edge.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@sanam/client/testing/mock.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';
import { aDeskExposure, aDeskRate, aDeskRisk, aDeskRound, fakeSocket } from '../../../test/match-fixtures.ts';

vi.mock('socket.io-client', async () =>
  (await import('../../../test/match-fixtures.ts')).socketIoClientMock(),
);

beforeEach(() => fakeSocket.reset());

/** Round 7's desk with ด 10/9 in force and the custom rate form open. */
async function openTyping(customLabel = 'Custom rate', regionName = 'Rate') {
  signIn();
  const api = mockApi({
    'GET /admin/auth/me': ok({ operator: adminOperator }),
    'GET /admin/matches/7': ok(aDeskRound()),
    'GET /admin/matches/7/rates': ok([aDeskRate()]),
    'GET /admin/matches/7/exposure': ok(aDeskExposure()),
    'GET /admin/matches/7/risk': ok(aDeskRisk()),
    'GET /admin/matches': ok([]),
    'POST /admin/matches/7/rates': ok(aDeskRate({ id: 12 })),
  });
  const app = renderApp('/matches/7');
  const rate = within(await screen.findByRole('region', { name: regionName }));
  await app.user.click(rate.getByRole('button', { name: customLabel, expanded: false }));
  return { api, rate, ...app };
}

/** What the rate panel's pricing line shows, term by term ("Red" → "52.6%"). */
function pricing(name = 'Implied probability and margin of the typed rate') {
  const list = within(screen.getByRole('region', { name: /^(Rate|ราคา)$/ })).getByLabelText(name);
  const shown: Record<string, string> = {};
  for (const term of within(list).getAllByRole('term'))
    shown[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  return shown;
}

describe('rate desk: pricing of the typed rate', () => {
  it('shows the rate in force as a fair book: ด 10/9 is red 52.6%, blue 47.4%, margin 0.0%, no warning', async () => {
    const { rate } = await openTyping();
    expect(pricing()).toEqual({ Red: '52.6%', Blue: '47.4%', Margin: '0.0%' });
    expect(rate.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('follows each keystroke: red 10/8 with blue 9/10 (quoted apart) keeps a 2.9% margin', async () => {
    const { rate, user } = await openTyping();
    await user.clear(rate.getByLabelText('Red: to win'));
    await user.type(rate.getByLabelText('Red: to win'), '8');
    expect(pricing()).toEqual({ Red: '55.6%', Blue: '47.4%', Margin: '2.9%' });
    expect(rate.queryByRole('alert')).not.toBeInTheDocument();

    // both sides as favourite at 10/9: the house keeps 1/19 (5.3%) and members have no edge
    await user.clear(rate.getByLabelText('Red: to win'));
    await user.type(rate.getByLabelText('Red: to win'), '9');
    await user.clear(rate.getByLabelText('Blue: risk'));
    await user.type(rate.getByLabelText('Blue: risk'), '10');
    await user.clear(rate.getByLabelText('Blue: to win'));
    await user.type(rate.getByLabelText('Blue: to win'), '9');
    expect(pricing()).toEqual({ Red: '52.6%', Blue: '52.6%', Margin: '5.3%' });
    expect(rate.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns while the typed rate gives members the edge, and not once it no longer does', async () => {
    const { api, rate, user } = await openTyping();
    // red 9/10 and blue 9/10: both sides pay as the underdog
    await user.clear(rate.getByLabelText('Red: risk'));
    await user.type(rate.getByLabelText('Red: risk'), '9');
    await user.clear(rate.getByLabelText('Red: to win'));
    await user.type(rate.getByLabelText('Red: to win'), '10');
    expect(pricing()).toEqual({ Red: '47.4%', Blue: '47.4%', Margin: '-5.3%' });
    const warning = rate.getByRole('alert');
    expect(warning).toHaveTextContent(
      'This rate gives members the edge: backing both sides in proportion wins 5.6% of the stakes whichever side wins',
    );
    // the publish button names the warning to whoever focuses it
    expect(rate.getByRole('button', { name: 'Publish EVEN' })).toHaveAccessibleDescription(
      /^This rate gives members the edge/,
    );

    // blue back to 10/9 as well: 9·10 = 10·9, a fair book, and the warning goes
    await user.clear(rate.getByLabelText('Blue: risk'));
    await user.type(rate.getByLabelText('Blue: risk'), '10');
    await user.clear(rate.getByLabelText('Blue: to win'));
    await user.type(rate.getByLabelText('Blue: to win'), '9');
    expect(pricing()).toEqual({ Red: '47.4%', Blue: '52.6%', Margin: '0.0%' });
    expect(rate.queryByRole('alert')).not.toBeInTheDocument();
    expect(rate.getByRole('button', { name: 'Publish B 10/9' })).not.toHaveAccessibleDescription();

    // a warning, not a refusal: the desk may still publish a rate with the edge on purpose
    await user.clear(rate.getByLabelText('Blue: risk'));
    await user.type(rate.getByLabelText('Blue: risk'), '9');
    await user.clear(rate.getByLabelText('Blue: to win'));
    await user.type(rate.getByLabelText('Blue: to win'), '10');
    expect(rate.getByRole('alert')).toBeInTheDocument();
    await user.click(rate.getByRole('button', { name: 'Publish EVEN' }));
    await waitFor(() =>
      expect(api.callsTo('POST /admin/matches/7/rates').map((c) => c.body)).toEqual([
        { red_rate_1: 9, red_rate_2: 10, blue_rate_1: 9, blue_rate_2: 10 },
      ]),
    );
  });

  it('shows a dash for a side that is not a rate yet, and no margin or warning until both are', async () => {
    const { rate, user } = await openTyping();
    await user.clear(rate.getByLabelText('Blue: risk'));
    expect(pricing()).toEqual({ Red: '52.6%', Blue: '–', Margin: '–' });
    await user.type(rate.getByLabelText('Blue: risk'), '1001');
    expect(pricing()).toEqual({ Red: '52.6%', Blue: '–', Margin: '–' });
    expect(rate.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns in Thai to a Thai operator', async () => {
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('th');
    try {
      const { rate, user } = await openTyping('กำหนดราคาเอง', 'ราคา');
      await user.clear(rate.getByLabelText('แดง: วาง'));
      await user.type(rate.getByLabelText('แดง: วาง'), '9');
      await user.clear(rate.getByLabelText('แดง: ได้'));
      await user.type(rate.getByLabelText('แดง: ได้'), '10');
      expect(pricing('โอกาสชนะตามราคาและมาร์จิ้นของราคาที่พิมพ์')).toEqual({
        แดง: '47.4%',
        น้ำเงิน: '47.4%',
        มาร์จิ้น: '-5.3%',
      });
      expect(rate.getByRole('alert')).toHaveTextContent(
        'ราคานี้ทำให้ผู้เล่นได้เปรียบ: แทงทั้งสองฝั่งตามสัดส่วนได้กำไร 5.6% ของยอดแทง ไม่ว่าฝั่งไหนชนะ',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
