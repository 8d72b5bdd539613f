import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useBlocker, useNavigate, useSearchParams } from '../../app/routing.tsx';
import { ArticleSaveSchema, type ArticleDetail, type ArticleType } from '../../../shared/schemas/content.ts';
import { ApiError } from '../../api/api-error.ts';
import { useFormErrors } from '../../app/use-form-errors.ts';
import { toast } from '../../app/toast.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { latestDraftQuery, loadArticle, removeOwnArticle, saveArticle } from '../api/article-save-api.ts';
import { CONTENT_KEY } from '../api/categories-api.ts';
import { useAutosave } from '../use-autosave.ts';
import { uploadsPending, type DraftBlock } from './editor-blocks.ts';
import {
  backupKey,
  clearBackup,
  emptyForm,
  fromDetail,
  hasContent,
  readBackup,
  toPayload,
  type EditorForm,
} from './editor-form.ts';
import { useUploads } from './upload-queue.ts';

export type Phase = 'loading' | 'offer' | 'ready' | 'missing';

/**
 * One editing session of an article or a story: opening (`?id=`, the local copy, or "Continue your
 * draft?"), autosave, uploads, publishing exactly once, and the leave dialog.
 */
export function useEditorSession(type: ArticleType) {
  const t = useT();
  const msg = useMsg();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const token = useUserStore((s) => s.token);
  const userKey = useUserStore((s) => s.userInfo.userId || s.email);
  const key = backupKey(userKey, type);
  const [form, setForm] = useState<EditorForm>(() => emptyForm(type));
  const formRef = useRef<EditorForm>(form);
  const [phase, setPhase] = useState<Phase>('loading');
  const [offer, setOffer] = useState<ArticleDetail | null>(null);
  const [publishing, setPublishing] = useState(false);
  const busy = useRef(false);
  const touched = useRef(false);
  const done = useRef(false);
  const errors = useFormErrors();

  const { state, saver, touch } = useAutosave(formRef, key, (id) => {
    if (formRef.current.id === id) return;
    formRef.current = { ...formRef.current, id };
    setForm(formRef.current);
    // A reload continues the same draft.
    setParams({ id }, { replace: true });
  });

  const replace = (next: EditorForm) => {
    formRef.current = next;
    saver.adopt(next.id);
    setForm(next);
  };

  /** Every change goes through here: `touchIt` when the draft itself changed. */
  const update = (fn: (f: EditorForm) => EditorForm, touchIt = true) => {
    formRef.current = fn(formRef.current);
    setForm(formRef.current);
    if (!touchIt) return;
    touched.current = true;
    touch();
  };
  const setField = <K extends keyof EditorForm>(field: K, value: EditorForm[K]) => {
    errors.clear(field);
    update((f) => ({ ...f, [field]: value }));
  };
  const updateBlocks = (fn: (b: DraftBlock[]) => DraftBlock[], touchIt: boolean) => {
    errors.clear('blocks');
    update((f) => ({ ...f, blocks: fn(f.blocks) }), touchIt);
  };
  const blocksRef = {
    get current() {
      return formRef.current.blocks;
    },
  };
  const uploads = useUploads(blocksRef, updateBlocks, (text) => void toast(text, 'fail'));

  // Opening: the draft named in the URL, else unsaved local changes, else offer the latest draft.
  useEffect(() => {
    let live = true;
    const id = params.get('id');
    const backup = readBackup(localStorage, key);
    const open = async () => {
      if (id) {
        if (backup?.form.id === id) return restore(backup.form);
        const d = await loadArticle(id);
        if (d.status !== 'draft' || d.type !== type) return live && setPhase('missing');
        if (live) replace(fromDetail(d));
        return live && setPhase('ready');
      }
      if (backup && hasContent(backup.form)) return restore(backup.form);
      const latest = await queryClient.fetchQuery(latestDraftQuery(token, type));
      if (!live) return;
      setOffer(latest);
      setPhase(latest ? 'offer' : 'ready');
    };
    const restore = (f: EditorForm) => {
      if (!live) return;
      replace({ ...emptyForm(type), ...f, type });
      setPhase('ready');
      // Not yet on the server: send it.
      touch();
    };
    open().catch(() => live && setPhase(id ? 'missing' : 'ready'));
    return () => {
      live = false;
    };
    // Only when the editor opens: later `?id=` changes come from our own first save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const answerOffer = (continueIt: boolean) => {
    if (continueIt && offer) {
      replace(fromDetail(offer));
      setParams({ id: offer.id }, { replace: true });
    }
    setOffer(null);
    setPhase('ready');
  };

  async function publish() {
    if (busy.current) return;
    const f = { ...formRef.current, id: saver.id };
    if (uploadsPending(f.blocks)) {
      errors.setFormError(t('editor.waitUploads'));
      return;
    }
    if (!errors.parse(ArticleSaveSchema, toPayload(f, false))) {
      // The first message may be far above the button (long bodies, the desktop side panel).
      requestAnimationFrame(() =>
        document.querySelector('.vc-editor .vc-field__error')?.scrollIntoView({ block: 'center' }),
      );
      return;
    }
    busy.current = true;
    setPublishing(true);
    saver.pause();
    try {
      await saver.settle();
      const saved = await saveArticle(toPayload({ ...formRef.current, id: saver.id }, false));
      saver.stop();
      done.current = true;
      clearBackup(localStorage, key);
      void queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
      void toast(msg('content.published'), 'success');
      void navigate(`/article/${saved.id}`, { replace: true });
    } catch (err) {
      void toast(t('editor.publishFail'), 'fail');
      if (err instanceof ApiError && err.fields.length > 0) errors.fromError(err, t('editor.publishFail'));
      else errors.setFormError(`${t('editor.publishFail')}: ${err instanceof Error ? err.message : ''}`);
      saver.resume();
      busy.current = false;
      setPublishing(false);
    }
  }

  async function saveDraft() {
    // An empty form is not worth a draft (it would only clutter the list).
    if (!hasContent(formRef.current)) return;
    await saver.flush(true);
    if (saver.id && !saver.dirty) void toast(msg('content.draftSaved'), 'success');
    void queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
  }

  // Leaving with changes made here asks: save the draft, give it up (delete it), or stay.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      touched.current &&
      !done.current &&
      hasContent(formRef.current) &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  const leave = {
    open: blocker.state === 'blocked',
    save: async () => {
      await saver.flush();
      done.current = true;
      blocker.proceed?.();
    },
    giveUp: async () => {
      saver.stop();
      done.current = true;
      clearBackup(localStorage, key);
      if (saver.id) await removeOwnArticle(saver.id).catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
      blocker.proceed?.();
    },
    stay: () => blocker.reset?.(),
  };

  return {
    form,
    phase,
    offer,
    answerOffer,
    state,
    setField,
    updateBlocks,
    uploads,
    publish,
    publishing,
    saveDraft,
    errors,
    leave,
  };
}

export type EditorSession = ReturnType<typeof useEditorSession>;
