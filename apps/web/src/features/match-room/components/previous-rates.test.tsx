import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREVIOUS_RATES_DESKTOP, PREVIOUS_RATES_MOBILE } from '@sanam/contract/constants.ts';
import { i18n } from '../../../lib/i18n.ts';
import { aRate } from '@sanam/fixtures/matches.ts';
import { PreviousRates } from './previous-rates.tsx';

const many = Array.from({ length: 40 }, (_, i) => aRate({ id: 100 - i, rate_name: `ราคา ${40 - i}` }));

function stubScreen(isDesktop: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: isDesktop, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

describe('previous rates (spec §2)', () => {
  it(`on phones: collapsed behind a toggle, then up to ${PREVIOUS_RATES_MOBILE} entries`, async () => {
    stubScreen(false);
    const user = userEvent.setup();
    render(<PreviousRates rates={many} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /ราคาก่อนหน้า/ }));
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(PREVIOUS_RATES_MOBILE);
    expect(items[0]).toHaveTextContent('40.ราคา 40');
  });

  it(`on wide screens: always shown, up to ${PREVIOUS_RATES_DESKTOP} entries`, () => {
    stubScreen(true);
    render(<PreviousRates rates={many} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(PREVIOUS_RATES_DESKTOP);
  });

  it('says "no data" when there is no rate at all', () => {
    stubScreen(true);
    render(<PreviousRates rates={[]} />);
    expect(within(screen.getByRole('list')).getByText('ไม่มีข้อมูล')).toBeInTheDocument();
  });

  it('writes each rate with the member’s letters: ง/ด in Thai, B/R in English', async () => {
    stubScreen(true);
    const rates = [aRate({ id: 2, rate_name: 'ง 10/8' }), aRate({ id: 1, rate_name: 'ด 10/9' })];
    const { rerender } = render(<PreviousRates rates={rates} />);
    const texts = () =>
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(texts()).toEqual(['2.ง 10/8ล่าสุด', '1.ด 10/9']);
    await i18n.changeLanguage('en');
    rerender(<PreviousRates rates={rates} />);
    expect(texts()).toEqual(['2.B 10/8Latest', '1.R 10/9']);
  });
});
