import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { showApiFieldErrors } from './valid-fields.ts';

/**
 * Saves a form: busy while `run` goes, its success text said, then `done`. An error the API names a
 * field for is shown on that field, and the form keeps what was typed.
 */
export function useFormSave(form: FormInstance) {
  const t = useConsoleT();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const save = async (run: () => Promise<string>, done: () => unknown) => {
    setBusy(true);
    try {
      void message.success(await run());
      await done();
    } catch (err) {
      showApiFieldErrors(form, err);
      void message.error(errorMessage(err, t('console.loadFailed')));
    } finally {
      setBusy(false);
    }
  };
  return { busy, save };
}
