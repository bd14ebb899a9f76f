import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormErrorAlert } from './form-error-alert.tsx';

describe('FormErrorAlert', () => {
  it('announces the message as an alert', () => {
    render(<FormErrorAlert message="Не верный логин или пароль" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Не верный логин или пароль');
    expect(screen.getByRole('alert')).toHaveClass('rp-alert--error');
  });

  it.each([undefined, null, ''])('renders nothing for %s', (message) => {
    const { container } = render(<FormErrorAlert message={message} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
