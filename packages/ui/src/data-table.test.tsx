import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table.tsx';
import { renderIn } from './test/render.tsx';

describe('DataTable', () => {
  it("heads the caller's rows, leaving out a column the role does not get", () => {
    renderIn(
      'console',
      <DataTable
        minWidthClass="min-w-[600px]"
        columns={[
          { key: 'member', label: 'Member' },
          { key: 'amount', label: 'Amount', align: 'right' },
          false,
          { key: 'actions', label: 'Actions', srOnly: true },
        ]}
      >
        <tbody>
          <tr>
            <td>somchai</td>
            <td>100</td>
            <td />
          </tr>
        </tbody>
      </DataTable>,
    );
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Member', 'Amount', 'Actions']);
    expect(within(screen.getByRole('table')).getByRole('cell', { name: 'somchai' })).toBeInTheDocument();
  });
});
