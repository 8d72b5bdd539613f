import { useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { useState } from 'react';
import { request } from '../../api/client.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { useConfirmAction } from './confirm-action.ts';

/**
 * A console list whose records are made and edited in a dialog and removed after a confirmation:
 * `GET/POST /api/console/<path>`, `PUT/DELETE /api/console/<path>/{id}`.
 */
export function useEditableList<R extends { id: string }>(path: string, permanent?: CrudFilter[]) {
  const t = useConsoleT();
  const { remove } = useConfirmAction();
  const [editing, setEditing] = useState<R | 'new' | null>(null);
  const table = useTable<R>({
    resource: path,
    syncWithLocation: false,
    filters: permanent ? { permanent } : undefined,
  });
  const refetch = () => void table.tableQuery.refetch();
  return {
    ...table,
    editing,
    setEditing,
    /** Saves the dialog's body as a new record or over the one being edited. */
    save: async (body: object, name: string) => {
      if (editing === 'new') await request('POST', `/console/${path}`, body as Record<string, unknown>);
      else if (editing)
        await request('PUT', `/console/${path}/${editing.id}`, body as Record<string, unknown>);
      return t('console.savedName', { name });
    },
    closeDialog: (saved: boolean) => {
      setEditing(null);
      if (saved) refetch();
    },
    removeRow: (r: R, name: string) => void remove(`${path}/${r.id}`, name, refetch),
  };
}
