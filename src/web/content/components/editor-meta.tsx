import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { CITED_FROM_MAX } from '../../../shared/schemas/content.ts';
import { Field, TextField } from '../../app/field.tsx';
import { Segment } from '../../app/segment.tsx';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { categoriesQuery } from '../api/categories-api.ts';
import type { EditorForm } from './editor-form.ts';

type SetField = <K extends keyof EditorForm>(field: K, value: EditorForm[K]) => void;

/** Category, and original or cited (a cited post names where it is from). */
export function EditorMeta({
  form,
  setField,
  errors,
}: {
  form: EditorForm;
  setField: SetField;
  errors: Record<string, string>;
}) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const categories = useQuery(categoriesQuery(lang));
  const categoryId = useId();
  return (
    <>
      <div className="vc-field">
        <label className="vc-field__label" htmlFor={categoryId}>
          {t('editor.category')}
        </label>
        <select
          id={categoryId}
          className="vc-input"
          value={form.categoryId ?? ''}
          onChange={(e) => setField('categoryId', e.target.value || null)}
        >
          <option value="">{t('editor.noCategory')}</option>
          {(categories.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {errors.categoryId ? (
          <span className="vc-field__error" role="alert">
            {errors.categoryId}
          </span>
        ) : null}
      </div>
      <Field label={t('editor.source')} group error={errors.source}>
        <Segment
          label={t('editor.source')}
          options={['original', 'cited'] as const}
          value={form.source}
          text={(o) => t(o === 'original' ? 'editor.original' : 'editor.cited')}
          onSelect={(o) => setField('source', o)}
          testId="editor-source"
        />
      </Field>
      {form.source === 'cited' ? (
        <TextField
          label={t('editor.citedFrom')}
          value={form.citedFrom}
          maxLength={CITED_FROM_MAX}
          placeholder={t('editor.citedFromHint')}
          error={errors.citedFrom}
          onValue={(v) => setField('citedFrom', v)}
        />
      ) : null}
    </>
  );
}
