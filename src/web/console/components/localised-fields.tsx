import { Collapse, Form, Input, type FormRule } from 'antd';
import { LANGUAGES, type Lang } from '../../../shared/i18n.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { LANGUAGE_NAMES } from './console-frame.tsx';

export type Texts = Partial<Record<Lang, string>>;
export const OTHER_LANGS = LANGUAGES.filter((l) => l !== 'en_US');

/** Texts by language as the API takes them: English always, the others only when written. */
export function localisedBody(v: Texts | undefined): { en_US: string } & Texts {
  const out: { en_US: string } & Texts = { en_US: v?.en_US ?? '' };
  for (const l of OTHER_LANGS) {
    const text = v?.[l];
    if (text?.trim()) out[l] = text;
  }
  return out;
}

export interface LocalisedField {
  name: string;
  /** The label with `{lang}` filled in. */
  label: (lang: string) => string;
  max: number;
  multiline?: boolean;
  /** English is required unless this is false. */
  required?: boolean;
}

/**
 * Fields written in the four languages: English shown (required), the other three folded away under
 * "Translations", each checked by `rule` (the API's own schema).
 */
export function LocalisedFields({ fields, rule }: { fields: LocalisedField[]; rule: FormRule }) {
  const t = useConsoleT();
  const items = (lang: Lang) =>
    fields.map((f) => (
      <Form.Item
        key={`${f.name}-${lang}`}
        label={f.label(LANGUAGE_NAMES[lang])}
        name={[f.name, lang]}
        rules={
          lang === 'en_US' && f.required !== false
            ? [{ required: true, message: t('console.required') }, rule]
            : [rule]
        }
      >
        {f.multiline ? <Input.TextArea rows={3} maxLength={f.max} /> : <Input maxLength={f.max} />}
      </Form.Item>
    ));
  return (
    <>
      {items('en_US')}
      <Collapse
        ghost
        items={[{ key: 'langs', label: t('prizes.translations'), children: OTHER_LANGS.flatMap(items) }]}
      />
    </>
  );
}
