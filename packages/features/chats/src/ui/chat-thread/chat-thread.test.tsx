import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMessages } from '../../testing/messages';
import { ChatThread, SHOW_EARLIER_TEXT } from './chat-thread';

const rendered = () => screen.queryAllByTestId('chat-message');

describe('ChatThread', () => {
  it('keeps only a bounded window of 10 000 messages in the DOM, newest last', async () => {
    const messages = makeMessages(10_000);
    render(<ChatThread messages={messages} />);
    expect(rendered()).toHaveLength(50);
    expect(rendered().at(-1)).toHaveTextContent('Сообщение 10000');
    expect(rendered()[0]).toHaveTextContent('Сообщение 9951');

    await userEvent.click(screen.getByRole('button', { name: SHOW_EARLIER_TEXT }));
    expect(rendered()).toHaveLength(100);
    expect(rendered()[0]).toHaveTextContent('Сообщение 9901');
    expect(document.querySelectorAll('li[data-testid="chat-message"]').length).toBeLessThan(10_000);
  });

  it('asks for an older page only when every loaded message is shown, then reveals it', async () => {
    const onLoadOlder = vi.fn();
    const newest = makeMessages(100).slice(50);
    const { rerender } = render(<ChatThread messages={newest} hasOlder onLoadOlder={onLoadOlder} />);
    expect(rendered()).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: SHOW_EARLIER_TEXT }));
    expect(onLoadOlder).toHaveBeenCalledTimes(1);

    rerender(<ChatThread messages={makeMessages(100)} hasOlder={false} onLoadOlder={onLoadOlder} />);
    expect(rendered()).toHaveLength(100);
    expect(rendered()[0]).toHaveTextContent('Сообщение 1');
    expect(screen.queryByRole('button', { name: SHOW_EARLIER_TEXT })).not.toBeInTheDocument();
  });

  it('keeps the window when a new message arrives', () => {
    const messages = makeMessages(120);
    const { rerender } = render(<ChatThread messages={messages} />);
    rerender(<ChatThread messages={makeMessages(121)} />);
    expect(rendered().at(-1)).toHaveTextContent('Сообщение 121');
    expect(rendered()[0]).toHaveTextContent('Сообщение 71');
  });

  it('renders message text literally, never as HTML', () => {
    const [message] = makeMessages(1);
    const xss = '<img src=x onerror=alert(1)>';
    render(<ChatThread messages={[{ ...message!, text: xss }]} />);
    expect(screen.getByText(xss)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('tells the resident and the operator apart for screen readers', () => {
    render(<ChatThread messages={makeMessages(2)} />);
    const [own, operator] = rendered();
    expect(within(own!).getByText('Вы:')).toBeInTheDocument();
    expect(within(operator!).getByText('Оператор:')).toBeInTheDocument();
  });

  it('offers attachments as download buttons', async () => {
    const onDownload = vi.fn();
    const [message] = makeMessages(1);
    const document = { id: 31, name: 'квитанция.pdf', contentType: 'application/pdf', size: 1024, type: null };
    render(<ChatThread messages={[{ ...message!, documents: [document] }]} onDownload={onDownload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Скачать квитанция.pdf' }));
    expect(onDownload).toHaveBeenCalledWith(31);
  });

  it('shows the empty, loading and error states', () => {
    const { rerender } = render(<ChatThread messages={[]} />);
    expect(screen.getByText('Сообщений пока нет')).toBeInTheDocument();
    rerender(<ChatThread messages={[]} error="Непредвиденная ошибка системы" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Непредвиденная ошибка системы');
  });

  describe('scroll position (jsdom has no layout: each message is 80 px, the thread shows 400 px)', () => {
    const ROW = 80;
    const VIEW = 400;
    const scrollTops = new WeakMap<Element, number>();
    const isThread = (element: Element) => element.getAttribute('data-testid') === 'chat-thread';
    const heightOf = (element: Element) => element.querySelectorAll('[data-testid="chat-message"]').length * ROW;
    const saved = ['scrollHeight', 'clientHeight', 'scrollTop'].map(
      (name) => [name, Object.getOwnPropertyDescriptor(Element.prototype, name)] as const,
    );

    beforeEach(() => {
      Object.defineProperties(Element.prototype, {
        scrollHeight: {
          configurable: true,
          get: function (this: Element) {
            return isThread(this) ? heightOf(this) : 0;
          },
        },
        clientHeight: {
          configurable: true,
          get: function (this: Element) {
            return isThread(this) ? VIEW : 0;
          },
        },
        scrollTop: {
          configurable: true,
          get: function (this: Element) {
            return scrollTops.get(this) ?? 0;
          },
          // As a browser does: never past the end.
          set: function (this: Element, value: number) {
            scrollTops.set(this, Math.max(0, Math.min(value, heightOf(this) - VIEW)));
          },
        },
      });
    });
    afterEach(() => {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
        else delete (Element.prototype as unknown as Record<string, unknown>)[name];
      }
    });

    const thread = () => screen.getByTestId('chat-thread');

    it('opens at the newest message and follows new ones while the resident reads the bottom', () => {
      const { rerender } = render(<ChatThread messages={makeMessages(60)} />);
      expect(thread().scrollTop).toBe(50 * ROW - VIEW);
      rerender(<ChatThread messages={makeMessages(61)} />);
      expect(thread().scrollTop).toBe(51 * ROW - VIEW);
    });

    it('leaves the resident where they are when they scrolled up to read', () => {
      const { rerender } = render(<ChatThread messages={makeMessages(60)} />);
      thread().scrollTop = 1000;
      rerender(<ChatThread messages={makeMessages(61)} />);
      expect(thread().scrollTop).toBe(1000);
    });

    it('keeps the messages being read in place when earlier ones are put on top', async () => {
      render(<ChatThread messages={makeMessages(200)} />);
      thread().scrollTop = 0;
      await userEvent.click(screen.getByRole('button', { name: SHOW_EARLIER_TEXT }));
      expect(rendered()).toHaveLength(100);
      expect(thread().scrollTop).toBe(50 * ROW);
    });
  });
});
