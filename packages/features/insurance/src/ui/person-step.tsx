import type { InsuredPerson } from '@resident/contract';
import { birthDateProblem } from '@resident/contract/limits';
import { PhoneInput, PlainButton, rules, SubmitButton, toIsoDate } from '@resident/ui';
import { Form, Input } from 'antd';
import type { FormRule } from 'antd';
import { isoFromRuDay, toInsuredPerson, type PersonValues } from '../lib/person';
import { INSURANCE_TEXTS as T } from '../lib/texts';

export interface PersonStepProps {
  initialValues: PersonValues;
  saving?: boolean;
  error?: string | null;
  onBack: (values: PersonValues) => void;
  onNext: (person: InsuredPerson) => void;
}

const birthDateRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) return;
    const problem = birthDateProblem(isoFromRuDay(text) ?? text, toIsoDate(new Date()));
    if (problem) throw new Error(problem);
  },
};

/** Step 3: the insured person, prefilled from the profile, editable, checked with the ui rules. */
export default function PersonStep({ initialValues, saving, error, onBack, onNext }: PersonStepProps) {
  const [form] = Form.useForm<PersonValues>();
  return (
    <Form<PersonValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => onNext(toInsuredPerson(values))}
      requiredMark
      // Our rules give the Russian message; the browser's own (English) bubble must not cover it.
      noValidate
      style={{ maxWidth: 520 }}
    >
      <h2 style={{ fontSize: 18, margin: '0 0 4px' }}>{T.person}</h2>
      <p className="rp-ins-secondary">{T.personHint}</p>
      <Form.Item name="lastName" label={T.lastName} rules={[rules.required(), rules.cyrillic()]}>
        <Input autoComplete="family-name" />
      </Form.Item>
      <Form.Item name="firstName" label={T.firstName} rules={[rules.required(), rules.cyrillic()]}>
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item name="middleName" label={T.middleName} rules={[rules.cyrillic()]}>
        <Input autoComplete="additional-name" />
      </Form.Item>
      <Form.Item name="birthDate" label={T.birthDate} rules={[rules.required(), birthDateRule]}>
        <Input placeholder={T.birthDatePlaceholder} inputMode="numeric" autoComplete="bday" />
      </Form.Item>
      <Form.Item name="phone" label={T.phone} rules={[rules.required(), rules.phone()]}>
        <PhoneInput autoComplete="tel" />
      </Form.Item>
      <Form.Item name="email" label={T.email} rules={[rules.required(), rules.email()]}>
        <Input inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
      </Form.Item>
      {error ? (
        <p role="alert" className="rp-ins-error">
          {error}
        </p>
      ) : null}
      <div className="rp-ins-actions" style={{ flexDirection: 'column' }}>
        <SubmitButton loading={saving}>{T.next}</SubmitButton>
        <PlainButton onClick={() => onBack(form.getFieldsValue())} block>
          {T.back}
        </PlainButton>
      </div>
    </Form>
  );
}
