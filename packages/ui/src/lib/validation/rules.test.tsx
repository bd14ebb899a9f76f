import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input, type FormRule } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { COMMUNICATION_LIMITS } from '@resident/contract/limits';
import { rules } from './rules.ts';

/** Runs a rule's validator the way antd does and returns its message, or null when it passes. */
async function messageOf(rule: FormRule, value: unknown): Promise<string | null> {
  if (typeof rule === 'function' || !rule.validator) throw new Error('not a validator rule');
  try {
    await rule.validator(rule, value, () => {});
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('rules', () => {
  it.each([
    ['inn', rules.inn(), '1234567894', '1234567895', 'Ошибка при заполнении ИНН'],
    ['snils', rules.snils(), '112-233-445 95', '112-233-445 96', 'Ошибка при заполнении СНИЛС'],
    [
      'phone',
      rules.phone(),
      '+79123456789',
      '+7 (112) 345-67-89',
      'Проверьте номер телефона, возможно он введен неверно',
    ],
    ['phone, incomplete', rules.phone(), '+7 (912) 345-67-89', '+791234', 'Введите телефон полностью'],
    ['email', rules.email(), ' ivanov@mail.ru ', 'ivanov@mail', 'Введите правильный email'],
    ['digits', rules.digits(), '0042', '42a', 'Только цифры'],
    [
      'decimal',
      rules.decimal(),
      '1500.50',
      '1500,50',
      'Введите число с точкой в качестве разделителя, например 1500 или 1500.50',
    ],
    ['cyrillic', rules.cyrillic(), 'Иванов', 'Ivanov', 'Допустимы только русские буквы'],
    ['appealSubject', rules.appealSubject(), 'я'.repeat(250), 'я'.repeat(251), 'Не более 250 символов'],
    ['text', rules.text(), 'я'.repeat(10_000), 'я'.repeat(10_001), 'Не более 10\u00a0000 символов'],
  ])('%s: passes a good value, names the problem of a bad one', async (_name, rule, good, bad, message) => {
    expect(await messageOf(rule, good)).toBeNull();
    expect(await messageOf(rule, bad)).toBe(message);
  });

  it.each([rules.inn(), rules.snils(), rules.phone(), rules.email(), rules.digits(), rules.cyrillic()])(
    'a format rule lets an empty value through (required decides)',
    async (rule) => {
      expect(await messageOf(rule, undefined)).toBeNull();
      expect(await messageOf(rule, '')).toBeNull();
      expect(await messageOf(rule, null)).toBeNull();
    },
  );

  it('files: every file within 25 MB and of an allowed type', async () => {
    const rule = rules.files();
    expect(
      await messageOf(rule, [
        { name: 'a.pdf', size: 1 },
        { name: 'b.jpg', size: COMMUNICATION_LIMITS.fileMaxBytes },
      ]),
    ).toBeNull();
    expect(await messageOf(rule, undefined)).toBeNull();
    expect(
      await messageOf(rule, [
        { name: 'a.pdf', size: 1 },
        { name: 'b.pdf.part', size: 1 },
      ]),
    ).toBe('Нельзя загрузить файл с расширением .part');
    expect(await messageOf(rule, [{ name: 'big.pdf', size: COMMUNICATION_LIMITS.fileMaxBytes + 1 }])).toBe(
      'Размер файла не должен превышать 25 МБ',
    );
    expect(await messageOf(rule, [{ name: '../a.pdf', size: 1 }])).toMatch(/^Недопустимое имя файла/);
  });

  it('files: reads the first bytes of the files at hand, a File or the one an antd entry keeps', async () => {
    const rule = rules.files();
    const page = new File(['<html><script>alert(1)</script>'], 'квитанция.pdf');
    const pdf = new File(['%PDF-1.4\n'], 'квитанция.pdf');
    const mismatch = 'Файл повреждён или не соответствует расширению .pdf';
    expect(await messageOf(rule, [pdf, page])).toBe(mismatch);
    expect(await messageOf(rule, [{ uid: '1', name: page.name, size: page.size, originFileObj: page }])).toBe(mismatch);
    expect(await messageOf(rule, [{ uid: '1', name: pdf.name, size: pdf.size, originFileObj: pdf }])).toBeNull();
    expect(await messageOf(rule, [new File(['<svg onload=alert(1)>'], 'рисунок.txt')])).toBe(
      'Нельзя загрузить веб-страницу, SVG-изображение или скрипт',
    );
  });

  it('attachments: at least one document', async () => {
    expect(await messageOf(rules.attachments(), [])).toBe('Прикрепите документы');
    expect(await messageOf(rules.attachments(), undefined)).toBe('Прикрепите документы');
    expect(await messageOf(rules.attachments(), [{ name: 'a.pdf' }])).toBeNull();
  });

  it('documentsOfEachType: a file of every required type', async () => {
    const rule = rules.documentsOfEachType(['passport', 'ticket'], (file: { kind?: string }) => file.kind);
    expect(await messageOf(rule, [{ kind: 'passport' }, {}])).toBe('Загрузите документы каждого типа');
    expect(await messageOf(rule, [{ kind: 'ticket' }, { kind: 'passport' }])).toBeNull();
  });

  it('required: blocks an empty or blank field in a real antd Form with "Обязательное поле"', async () => {
    const user = userEvent.setup();
    let submitted = 0;
    render(
      <Form onFinish={() => (submitted += 1)}>
        <Form.Item label="ИНН" name="inn" rules={[rules.required(), rules.inn()]}>
          <Input />
        </Form.Item>
        <Button htmlType="submit">Сохранить</Button>
      </Form>,
    );
    await user.type(screen.getByLabelText('ИНН'), '   ');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('ИНН'));
    await user.type(screen.getByLabelText('ИНН'), '1234567895');
    expect(await screen.findByText('Ошибка при заполнении ИНН')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(submitted).toBe(0);

    await user.clear(screen.getByLabelText('ИНН'));
    await user.type(screen.getByLabelText('ИНН'), '1234567894');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() => expect(submitted).toBe(1));
  });
});
