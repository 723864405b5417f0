/**
 * What the visitor typed, which fields they have left, and what is wrong. It lives above the
 * sheet's content, so closing the sheet or a failed send keeps it; a success clears it.
 */
import { useCallback, useMemo, useState } from 'react';
import { EMPTY_DRAFT, validateContact, type ContactDraft, type ContactErrors, type ContactField } from 'shared/contact';

interface FormState {
  draft: ContactDraft;
  honeypot: string;
  touched: Partial<Record<ContactField, boolean>>;
}

const INITIAL: FormState = { draft: EMPTY_DRAFT, honeypot: '', touched: {} };

export interface ContactDraftState extends FormState {
  errors: ContactErrors;
  valid: boolean;
  change: (field: ContactField, value: string) => void;
  changeHoneypot: (value: string) => void;
  /** Marks a field the visitor has left, so its error may show. */
  touch: (field: ContactField) => void;
  /** Empties the form, unless the visitor has typed since `sent` was taken. */
  clearIfUnchanged: (sent: ContactDraft) => void;
}

export function useContactDraft(): ContactDraftState {
  const [state, setState] = useState<FormState>(INITIAL);
  const errors = useMemo(() => validateContact(state.draft), [state.draft]);

  const change = useCallback((field: ContactField, value: string) => {
    setState((current) => ({ ...current, draft: { ...current.draft, [field]: value } }));
  }, []);

  const changeHoneypot = useCallback((honeypot: string) => {
    setState((current) => ({ ...current, honeypot }));
  }, []);

  const touch = useCallback((field: ContactField) => {
    setState((current) =>
      current.touched[field] ? current : { ...current, touched: { ...current.touched, [field]: true } },
    );
  }, []);

  const clearIfUnchanged = useCallback((sent: ContactDraft) => {
    setState((current) => (current.draft === sent ? INITIAL : current));
  }, []);

  return {
    ...state,
    errors,
    valid: Object.keys(errors).length === 0,
    change,
    changeHoneypot,
    touch,
    clearIfUnchanged,
  };
}
