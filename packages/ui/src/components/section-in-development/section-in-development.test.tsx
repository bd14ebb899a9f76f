import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../test/axe.ts';
import { SECTION_IN_DEVELOPMENT_TEXTS, SectionInDevelopment } from './section-in-development.tsx';

const contacts = { supportPhone: '+7 (800) 000-00-00', supportEmail: 'help@regoperator.example' };

describe('SectionInDevelopment', () => {
  it('names the section as the page heading and says it is in development', () => {
    render(<SectionInDevelopment title="Счета и расчёты" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Счета и расчёты' })).toBeInTheDocument();
    expect(screen.getByText('Раздел в разработке')).toBeInTheDocument();
    expect(screen.getByText(SECTION_IN_DEVELOPMENT_TEXTS.description)).toBeInTheDocument();
  });

  it('tells what to do meanwhile in the words of the page when given', () => {
    render(<SectionInDevelopment title="Регистрация" description="Пока войдите по логину и паролю." />);
    expect(screen.getByText('Пока войдите по логину и паролю.')).toBeInTheDocument();
    expect(screen.queryByText(SECTION_IN_DEVELOPMENT_TEXTS.description)).toBeNull();
  });

  it('links the support phone and email', () => {
    render(<SectionInDevelopment title="Объекты" contacts={contacts} />);
    expect(screen.getByText(SECTION_IN_DEVELOPMENT_TEXTS.support)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+7 (800) 000-00-00' })).toHaveAttribute('href', 'tel:+78000000000');
    expect(screen.getByRole('link', { name: 'help@regoperator.example' })).toHaveAttribute(
      'href',
      'mailto:help@regoperator.example',
    );
  });

  it('shows only the contacts it has, and no support line without any', () => {
    const { unmount } = render(
      <SectionInDevelopment title="Объекты" contacts={{ supportPhone: ' ', supportEmail: 'help@eco.ru' }} />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    unmount();
    render(<SectionInDevelopment title="Объекты" contacts={{ supportPhone: '', supportEmail: '' }} />);
    expect(screen.queryByText(SECTION_IN_DEVELOPMENT_TEXTS.support)).toBeNull();
  });

  it('offers its one action', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<SectionInDevelopment title="Регистрация" action={{ label: 'Войти', onClick }} />);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('has no button without an action', () => {
    render(<SectionInDevelopment title="Призы" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(
      <SectionInDevelopment title="Призы" contacts={contacts} action={{ label: 'Войти', onClick: () => {} }} />,
    );
    expect(await seriousViolations(container)).toEqual([]);
  });
});
