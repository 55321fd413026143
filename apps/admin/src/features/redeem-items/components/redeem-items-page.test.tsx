import { REDEEM_IMAGE_MAX_BYTES, type AdminRedeemItem } from '@sanam/contract/rewards.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { fail, mockApi, ok, type ApiCall } from '@sanam/client/testing/mock.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';
import { redeemItems } from '../../../test/rewards-fixtures.ts';

// the first bytes of a PNG: enough for the console, which only reads and forwards the file
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function itemsApi(extra: Parameters<typeof mockApi>[0] = {}) {
  let items = redeemItems();
  const patch = (id: number) => (call: ApiCall) => {
    items = items.map((i) => (i.id === id ? { ...i, ...(call.body as Partial<AdminRedeemItem>) } : i));
    return ok(items.find((i) => i.id === id));
  };
  return mockApi({
    'GET /admin/auth/me': ok({ operator: adminOperator }),
    'GET /admin/redeem-items': () => ok(items),
    'POST /admin/redeem-items': (call: ApiCall) => {
      const created = {
        ...redeemItems()[3]!,
        id: 10,
        redeemed: 0,
        ...(call.body as Partial<AdminRedeemItem>),
      };
      items = [...items, created];
      return ok(created);
    },
    'PATCH /admin/redeem-items/7': patch(7),
    'PATCH /admin/redeem-items/8': patch(8),
    'POST /admin/redeem-items/images': ok({ image_name: 'feedc0de12345678.png' }),
    ...extra,
  });
}

async function rowOf(name: string) {
  return within((await screen.findByText(name)).closest('tr') as HTMLElement);
}

async function openEdit(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return within(await screen.findByRole('dialog', { name: 'Edit prize' }));
}

describe('redeem items page', () => {
  it('lists every prize with its picture, price, kind, stock, redemptions and whether it is offered', async () => {
    signIn();
    itemsApi();
    renderApp('/redeem-items');

    const shirt = await rowOf('Sanam Live T-shirt');
    expect(shirt.getByRole('img', { name: 'Picture of Sanam Live T-shirt' })).toHaveAttribute(
      'src',
      '/api/redeem/images/0123456789abcdef.png',
    );
    expect(shirt.getByText('2,500')).toBeInTheDocument();
    expect(shirt.getByText('Goods')).toBeInTheDocument();
    expect(shirt.getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(shirt.getByRole('cell', { name: '4' })).toBeInTheDocument();
    expect(shirt.getByRole('switch', { name: 'Active: Sanam Live T-shirt' })).toBeChecked();

    const cash = await rowOf('Cash 500');
    expect(cash.getByRole('img', { name: 'No picture' })).toBeInTheDocument();
    expect(cash.getByText('1,000')).toBeInTheDocument();
    expect(cash.getByText('Cash')).toBeInTheDocument();
    expect(cash.getByText('฿500.00')).toBeInTheDocument();
    expect(cash.getByText('Unlimited')).toBeInTheDocument();

    const cap = await rowOf('Sanam Live cap');
    expect(cap.getByText('Out of stock')).toBeInTheDocument();
    expect(cap.getByRole('switch', { name: 'Active: Sanam Live cap' })).not.toBeChecked();
  });

  it('adds a prize, refusing a missing name, a price that is not a whole number and a negative stock first', async () => {
    signIn();
    const api = itemsApi();
    const { user } = renderApp('/redeem-items');
    await user.click(await screen.findByRole('button', { name: 'Add prize' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New prize' }));

    await user.type(dialog.getByLabelText('Name'), '   ');
    await user.type(dialog.getByLabelText('Coins'), '12.5');
    await user.type(dialog.getByLabelText('Stock'), '-1');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByLabelText('Name')).toHaveAccessibleDescription('Please enter the prize name');
    expect(dialog.getByLabelText('Coins')).toHaveAccessibleDescription(
      'The price must be a whole number of coins, at least 1',
    );
    expect(dialog.getByLabelText('Stock')).toHaveAccessibleDescription(
      'The stock must be a whole number, 0 or more',
    );
    expect(api.callsTo('POST /admin/redeem-items')).toHaveLength(0);

    await user.clear(dialog.getByLabelText('Name'));
    await user.type(dialog.getByLabelText('Name'), 'Sanam Live mug');
    await user.clear(dialog.getByLabelText('Coins'));
    await user.type(dialog.getByLabelText('Coins'), '1,200');
    await user.clear(dialog.getByLabelText('Stock'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Prize added');
    const mug = await rowOf('Sanam Live mug');
    expect(mug.getByText('1,200')).toBeInTheDocument();
    expect(mug.getByText('Unlimited')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/redeem-items').map((c) => c.body)).toEqual([
      { name: 'Sanam Live mug', name_en: null, point: 1200, stock: null, image_name: null, is_active: true },
    ]);
  });

  it('gives a prize an English name for members reading English, and clears it to show the Thai name', async () => {
    signIn();
    const api = itemsApi();
    await i18n.changeLanguage('th');
    const { user } = renderApp('/redeem-items');
    await user.click(await screen.findByRole('button', { name: 'เพิ่มของรางวัล' }));
    const added = within(await screen.findByRole('dialog', { name: 'เพิ่มของรางวัล' }));
    await user.type(added.getByLabelText('ชื่อ'), 'แก้วสนามไลฟ์');
    await user.type(added.getByLabelText('ชื่อภาษาอังกฤษ'), '  Sanam Live mug ');
    await user.type(added.getByLabelText('เหรียญ'), '900');
    await user.click(added.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(api.callsTo('POST /admin/redeem-items')).toHaveLength(1));
    expect(api.callsTo('POST /admin/redeem-items')[0]?.body).toMatchObject({
      name: 'แก้วสนามไลฟ์',
      name_en: 'Sanam Live mug',
    });

    await user.click(await screen.findByRole('button', { name: 'แก้ไข Sanam Live T-shirt' }));
    const edit = within(await screen.findByRole('dialog', { name: 'แก้ไขของรางวัล' }));
    const english = edit.getByLabelText('ชื่อภาษาอังกฤษ');
    expect(english).toHaveValue('Sanam Live T-shirt (EN)');
    expect(english).toHaveAccessibleDescription('ชื่อที่สมาชิกซึ่งใช้ภาษาอังกฤษเห็น เว้นว่างไว้เพื่อแสดงชื่อภาษาไทย');
    await user.clear(english);
    await user.click(edit.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(api.callsTo('PATCH /admin/redeem-items/8')).toHaveLength(1));
    expect(api.callsTo('PATCH /admin/redeem-items/8')[0]?.body).toEqual({ name_en: null });
  });

  it("speaks the operator's language in the form's errors", async () => {
    signIn();
    itemsApi();
    await i18n.changeLanguage('th');
    const { user } = renderApp('/redeem-items');
    await user.click(await screen.findByRole('button', { name: 'เพิ่มของรางวัล' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'เพิ่มของรางวัล' }));
    await user.click(dialog.getByRole('button', { name: 'บันทึก' }));
    expect(await dialog.findByLabelText('ชื่อ')).toHaveAccessibleDescription('กรุณากรอกชื่อของรางวัล');
    expect(dialog.getByLabelText('เหรียญ')).toHaveAccessibleDescription('จำนวนเหรียญต้องเป็นจำนวนเต็มตั้งแต่ 1 ขึ้นไป');
  });

  it('locks the coins of a cash tier, says why, and never sends its price', async () => {
    signIn();
    const api = itemsApi();
    const { user } = renderApp('/redeem-items');
    const dialog = await openEdit(user, 'Cash 500');

    const coins = dialog.getByLabelText('Coins');
    expect(coins).toBeDisabled();
    expect(coins).toHaveValue('1,000');
    expect(dialog.getByText('Fixed: this cash tier pays ฿500.00 for 1,000 coins')).toBeInTheDocument();

    await user.clear(dialog.getByLabelText('Name'));
    await user.type(dialog.getByLabelText('Name'), 'Cash 500 baht');
    await user.type(dialog.getByLabelText('Stock'), '50');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Prize saved');
    expect(api.callsTo('PATCH /admin/redeem-items/7').map((c) => c.body)).toEqual([
      { name: 'Cash 500 baht', stock: 50 },
    ]);
  });

  it("edits a prize's price, sending only what changed", async () => {
    signIn();
    const api = itemsApi();
    const { user } = renderApp('/redeem-items');
    const dialog = await openEdit(user, 'Sanam Live T-shirt');
    expect(dialog.getByLabelText('Coins')).toBeEnabled();
    expect(dialog.getByLabelText('Stock')).toHaveValue('3');
    await user.clear(dialog.getByLabelText('Coins'));
    await user.type(dialog.getByLabelText('Coins'), '3000');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await (await rowOf('Sanam Live T-shirt')).findByText('3,000')).toBeInTheDocument();
    expect(api.callsTo('PATCH /admin/redeem-items/8').map((c) => c.body)).toEqual([{ point: 3000 }]);
  });

  it('shows the server refusal of a cash tier price under the coins', async () => {
    signIn();
    itemsApi({
      'PATCH /admin/redeem-items/8': fail(
        400,
        'The cash tiers (items 5, 6, 7) have fixed prices: only the name, image and status can change',
        'redeem_item.cash_tier_fixed',
      ),
    });
    const { user } = renderApp('/redeem-items');
    const dialog = await openEdit(user, 'Sanam Live T-shirt');
    await user.clear(dialog.getByLabelText('Coins'));
    await user.type(dialog.getByLabelText('Coins'), '3000');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByLabelText('Coins')).toHaveAccessibleDescription(/have fixed prices/);
    expect(screen.getByRole('dialog', { name: 'Edit prize' })).toBeInTheDocument();
  });

  it('refuses a picture of another type, or over 1 MB, without sending it', async () => {
    signIn();
    const api = itemsApi();
    const { user } = renderApp('/redeem-items');
    const dialog = await openEdit(user, 'Sanam Live T-shirt');
    // the file chooser's filter is only a suggestion: "All files" lets anything through
    const chooser = userEvent.setup({ applyAccept: false });

    await chooser.upload(
      dialog.getByLabelText('Picture'),
      new File(['GIF89a'], 'dance.gif', { type: 'image/gif' }),
    );
    expect(await dialog.findByLabelText('Picture')).toHaveAccessibleDescription(
      'The image must be a PNG, JPEG or WebP file',
    );

    await chooser.upload(
      dialog.getByLabelText('Picture'),
      new File([new Uint8Array(REDEEM_IMAGE_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' }),
    );
    expect(await dialog.findByLabelText('Picture')).toHaveAccessibleDescription(
      'The image must be 1 MB or smaller',
    );
    expect(api.callsTo('POST /admin/redeem-items/images')).toHaveLength(0);
    // the prize keeps the picture it had
    expect(dialog.getByRole('img', { name: 'Picture members will see' })).toHaveAttribute(
      'src',
      '/api/redeem/images/0123456789abcdef.png',
    );
  });

  it('uploads a picture, previews it as members will see it, and saves it with the prize', async () => {
    signIn();
    const api = itemsApi();
    const { user } = renderApp('/redeem-items');
    const dialog = await openEdit(user, 'Sanam Live T-shirt');

    await user.upload(
      dialog.getByLabelText('Picture'),
      new File([PNG_BYTES], 'shirt.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(dialog.getByRole('img', { name: 'Picture members will see' })).toHaveAttribute(
        'src',
        '/api/redeem/images/feedc0de12345678.png',
      ),
    );
    expect(dialog.getByRole('status')).toHaveTextContent('Image uploaded');
    expect(api.callsTo('POST /admin/redeem-items/images').map((c) => c.body)).toEqual([
      { data_url: `data:image/png;base64,${btoa(String.fromCharCode(...PNG_BYTES))}` },
    ]);
    // stored but not yet on the prize: members still see the old picture until Save
    expect(api.callsTo('PATCH /admin/redeem-items/8')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('img', { name: 'Picture of Sanam Live T-shirt' })).toHaveAttribute(
      'src',
      '/api/redeem/images/feedc0de12345678.png',
    );
    expect(api.callsTo('PATCH /admin/redeem-items/8').map((c) => c.body)).toEqual([
      { image_name: 'feedc0de12345678.png' },
    ]);
  });

  it('removes a picture, leaving the placeholder', async () => {
    signIn();
    const api = itemsApi();
    const { user } = renderApp('/redeem-items');
    const dialog = await openEdit(user, 'Sanam Live T-shirt');
    await user.click(dialog.getByRole('button', { name: 'Remove picture' }));
    expect(dialog.getByRole('img', { name: 'No picture' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await (await rowOf('Sanam Live T-shirt')).findByRole('img', { name: 'No picture' }),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH /admin/redeem-items/8').map((c) => c.body)).toEqual([{ image_name: null }]);
  });

  it('switches a prize off and on again, one click each', async () => {
    signIn();
    const api = itemsApi();
    const { user } = renderApp('/redeem-items');
    const toggle = () => screen.getByRole('switch', { name: 'Active: Sanam Live T-shirt' });

    await user.click(await screen.findByRole('switch', { name: 'Active: Sanam Live T-shirt' }));
    await waitFor(() => expect(toggle()).not.toBeChecked());
    expect(screen.getByRole('status')).toHaveTextContent('Prize saved');
    await user.click(toggle());
    await waitFor(() => expect(toggle()).toBeChecked());
    expect(api.callsTo('PATCH /admin/redeem-items/8').map((c) => c.body)).toEqual([
      { is_active: false },
      { is_active: true },
    ]);
  });

  it('shows cards with the same controls on a phone', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
    signIn();
    itemsApi();
    const { user } = renderApp('/redeem-items');
    const card = within((await screen.findByText('Cash 500')).closest('li') as HTMLElement);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card.getByText('1,000 coins')).toBeInTheDocument();
    expect(card.getByText('฿500.00')).toBeInTheDocument();
    expect(card.getByRole('switch', { name: 'Active: Cash 500' })).toBeChecked();
    await user.click(card.getByRole('button', { name: 'Edit Cash 500' }));
    expect(await screen.findByRole('dialog', { name: 'Edit prize' })).toBeInTheDocument();
  });
});
