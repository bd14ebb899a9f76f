import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountSwitch } from './account-switch.tsx';

const accounts = [
  {
    id: 1,
    numberPersonalAccount: '7700000001',
    address: 'г. Тверь, ул. Советская, д. 10, кв. 5',
    isClosed: false,
    selected: true,
  },
  {
    id: 2,
    numberPersonalAccount: '7700000002',
    address: 'г. Тверь, ул. Ленина, д. 3',
    isClosed: true,
    selected: false,
  },
];

describe('AccountSwitch', () => {
  it('marks the shown account and switches to another one', async () => {
    const onSelect = vi.fn();
    render(<AccountSwitch accounts={accounts} onSelect={onSelect} />);
    expect(screen.getByRole('group', { name: 'Лицевые счета' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Л\/С 7700000001.*выбран/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: /Л\/С 7700000002 \(закрыт\)/ }));
    expect(onSelect).toHaveBeenCalledWith(2);
  });

  it('shows nothing for a single account', () => {
    const { container } = render(<AccountSwitch accounts={accounts.slice(0, 1)} onSelect={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
