import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField, TextAreaField, TextField } from './field.tsx';
import { renderIn } from './test/render.tsx';

describe.each(['member', 'console'] as const)('fields in the %s look', (look) => {
  it('ties the hint to the input while there is no error', () => {
    renderIn(look, <TextField label="Phone" hint="10 digits" />);
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAccessibleDescription('10 digits');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('announces an error in place of the hint, a catalogue key put into words', () => {
    renderIn(look, <TextField label="Phone" hint="10 digits" error="common.load_error_title" />);
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error loading data');
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading data');
    expect(screen.queryByText('10 digits')).not.toBeInTheDocument();
  });

  it('labels selects and text areas the same way', () => {
    renderIn(
      look,
      <>
        <SelectField label="Kind" error="Choose one">
          <option>a</option>
        </SelectField>
        <TextAreaField label="Reason" />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveAccessibleDescription('Choose one');
    expect(screen.getByRole('textbox', { name: 'Reason' })).toBeInTheDocument();
  });
});

describe('a password field that can be shown', () => {
  it('shows and hides what was typed', async () => {
    const { user } = renderIn('member', <TextField label="Password" revealable />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide Password' })).toHaveAttribute('aria-pressed', 'true');
  });
});
