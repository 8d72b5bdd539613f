import { Edit, useForm } from '@refinedev/antd';
import { useMemo } from 'react';
import type { ConsoleStatute } from '../../../shared/schemas/content.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { StatuteForm, statuteBody, statuteValues, type StatuteValues } from './statute-form.tsx';

export default function StatuteEdit() {
  const t = useConsoleT();
  const { formProps, saveButtonProps, query } = useForm<ConsoleStatute>({
    resource: 'statutes',
    redirect: 'list',
  });
  const saved = query?.data?.data;
  const initialValues = useMemo(() => (saved ? statuteValues(saved) : undefined), [saved]);
  return (
    <Edit
      goBack={false}
      title={t('statutes.edit', { title: saved?.title ?? '' })}
      saveButtonProps={saveButtonProps}
      canDelete={false}
      isLoading={!initialValues}
    >
      {initialValues ? (
        <StatuteForm
          key={saved?.id}
          formProps={{
            ...formProps,
            initialValues,
            onFinish: (v) => formProps.onFinish?.(statuteBody(v as StatuteValues)),
          }}
        />
      ) : null}
    </Edit>
  );
}
