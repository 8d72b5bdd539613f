import { Edit, useForm } from '@refinedev/antd';
import { useMemo } from 'react';
import { pickText } from '../components/pick-text.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { ActivityForm } from './activity-form.tsx';
import {
  activityBody,
  activityValues,
  type ActivityFormValues,
  type ConsoleActivityData,
} from './activity-values.ts';

type Saved = ConsoleActivityData & { id: string; publishedAt: string | null };

export default function ActivityEdit() {
  const t = useConsoleT();
  const { formProps, saveButtonProps, query } = useForm<Saved>({ resource: 'activities', redirect: 'show' });
  const saved = query?.data?.data;
  // The API's activity becomes the form's values (London wall-clock times, prize names by language).
  const initialValues = useMemo(() => (saved ? activityValues(saved) : undefined), [saved]);
  return (
    <Edit
      goBack={false}
      title={t('activities.edit', { title: pickText(saved?.titleText) })}
      saveButtonProps={saveButtonProps}
      canDelete={false}
      isLoading={!initialValues}
    >
      {initialValues ? (
        <ActivityForm
          key={saved?.id}
          published={saved?.publishedAt !== null}
          formProps={{
            ...formProps,
            initialValues,
            onFinish: (v) => formProps.onFinish?.(activityBody(v as ActivityFormValues) as never),
          }}
        />
      ) : null}
    </Edit>
  );
}
